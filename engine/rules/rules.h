/*
 * rules.h -- one value for every property in which the common rulesets differ,
 * in KataGo's vocabulary where it has one (ko, scoring, tax, suicide, hasButton,
 * whiteHandicapBonus, friendlyPassOk), plus goref's own (pass stones, White moves
 * last, dead stones removed), and the named presets with their default komi.
 * Pure data: no I/O. doc/rulesets.md gives the source of each preset.
 */
#ifndef GOREF_ENGINE_RULES_RULES_H
#define GOREF_ENGINE_RULES_RULES_H

#include <stdbool.h>
#include <stddef.h>

enum ko_rule {
	KO_SIMPLE,      /* no immediate recapture (doc/rules.md §4) */
	KO_POSITIONAL,  /* positional superko: no earlier whole-board position may recur */
	KO_SITUATIONAL, /* no board play may recreate a position created by a board play of
			   the same player */
};

enum scoring_rule {
	SCORING_AREA,      /* stones + territory (+ komi, handicap bonus, button) */
	SCORING_TERRITORY, /* territory + prisoners (+ komi) */
};

enum tax_rule {
	TAX_NONE, /* every surrounded empty point counts */
	TAX_SEKI, /* points surrounded by chains in seki count for nobody */
};

enum handicap_bonus {
	BONUS_0,         /* nothing */
	BONUS_N_MINUS_1, /* White gets a point per handicap stone after the first (area only) */
	BONUS_N,         /* White gets a point per handicap stone (area only) */
};

struct rules {
	enum ko_rule ko;
	enum scoring_rule scoring;
	enum tax_rule tax;
	enum handicap_bonus white_handicap_bonus;
	bool suicide;          /* a multi-stone suicide is legal (one stone never is) */
	bool has_button;       /* the first player to pass gets half a point (area only) */
	bool friendly_pass_ok; /* KataGo's flag, kept and reported; a referee needs no cleanup
				  phase, so it changes nothing in goref */
	bool pass_stones;      /* a pass hands the opponent a prisoner */
	bool white_last;       /* play ends on a Black pass then a White pass only */
	bool remove_dead;      /* dead stones are removed at the end (false: Tromp-Taylor,
				  every stone on the board counts) */
	int preset;            /* index in rules_presets these were chosen as, -1 for none:
				  names korean apart from japanese; not a property */
};

struct rules_preset {
	const char *name;      /* goref's name, as in --rules */
	const char *sgf;       /* the RU value printsgf writes */
	struct rules rules;
	double komi;           /* default komi of an even game */
	double handicap_komi;  /* default komi of a handicap game */
};

#define RULES_DEFAULT_NAME "bga-teaching"
#define RULES_JSON_MAX 320
#define RULES_WHY_MAX 128

extern const struct rules_preset rules_presets[]; /* ended by a NULL name */

void rules_default(struct rules *r);
void rules_use_preset(struct rules *r, const struct rules_preset *p);
const struct rules_preset *rules_preset_find(const char *name);
const struct rules_preset *rules_preset_of(const struct rules *r);
const char *rules_name(const struct rules *r);
bool rules_equal(const struct rules *a, const struct rules *b);
const struct rules_preset *rules_from_sgf(const char *ru);
const char *rules_sgf_name(const struct rules *r);
int rules_handicap_bonus(const struct rules *r, int handicap);

const char *rules_ko_text(enum ko_rule ko);
const char *rules_ko_word(enum ko_rule ko);
const char *rules_scoring_word(enum scoring_rule scoring);
const char *rules_tax_word(enum tax_rule tax);
const char *rules_bonus_word(enum handicap_bonus bonus);
bool rules_set_property(struct rules *r, const char *key, const char *value, char *why,
			size_t why_size);
void rules_to_json(const struct rules *r, char out[RULES_JSON_MAX]);
bool rules_from_json(const char *text, struct rules *r, char *why, size_t why_size);

#endif
