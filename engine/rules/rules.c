/*
 * rules.c -- the presets, their names in GTP and SGF, and the rules value as
 * KataGo's JSON (written and read) or as key/value properties.
 */
#include "engine/rules/rules.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/*
 * The presets (doc/rulesets.md says where each comes from). Field order:
 * ko, scoring, tax, whiteHandicapBonus, suicide, hasButton, friendlyPassOk,
 * pass stones, White moves last, dead stones removed.
 */
const struct rules_preset rules_presets[] = {
	{ "bga-teaching", "BGA",
	  { KO_SIMPLE, SCORING_TERRITORY, TAX_NONE, BONUS_0, false, false, true, true, true, true, 0 },
	  7.5, 7.5 },
	{ "bga", "BGA-tournament",
	  { KO_SITUATIONAL, SCORING_AREA, TAX_NONE, BONUS_N_MINUS_1, false, false, true, true, true,
	    true, 1 },
	  7.5, 0.5 },
	{ "chinese", "Chinese",
	  { KO_SIMPLE, SCORING_AREA, TAX_NONE, BONUS_N, false, false, true, false, false, true, 2 },
	  7.5, 0.5 },
	{ "chinese-kgs", "Chinese",
	  { KO_POSITIONAL, SCORING_AREA, TAX_NONE, BONUS_N, false, false, true, false, false, true,
	    3 },
	  7.5, 0.5 },
	{ "aga", "AGA",
	  { KO_SITUATIONAL, SCORING_AREA, TAX_NONE, BONUS_N_MINUS_1, false, false, true, true, true,
	    true, 4 },
	  7.5, 0.5 },
	{ "japanese", "Japanese",
	  { KO_SIMPLE, SCORING_TERRITORY, TAX_SEKI, BONUS_0, false, false, false, false, false,
	    true, 5 },
	  6.5, 0.5 },
	{ "korean", "Korean",
	  { KO_SIMPLE, SCORING_TERRITORY, TAX_SEKI, BONUS_0, false, false, false, false, false,
	    true, 6 },
	  6.5, 0.5 },
	{ "new-zealand", "NZ",
	  { KO_SITUATIONAL, SCORING_AREA, TAX_NONE, BONUS_0, true, false, true, false, false, true,
	    7 },
	  7, 0 },
	{ "tromp-taylor", "Tromp-Taylor",
	  { KO_POSITIONAL, SCORING_AREA, TAX_NONE, BONUS_0, true, false, false, false, false,
	    false, 8 },
	  7.5, 0.5 },
	{ NULL, NULL, { KO_SIMPLE, SCORING_AREA, TAX_NONE, BONUS_0, false, false, false, false,
			false, false, -1 },
	  0, 0 },
};

/* Other names a record or a controller uses for a preset (case does not matter). */
static const struct {
	const char *alias;
	const char *preset;
} aliases[] = {
	{ "bga-tournament", "bga" },   { "british", "bga" },
	{ "chinese-ogs", "chinese-kgs" }, { "cn", "chinese" },
	{ "jp", "japanese" },           { "nihon-kiin", "japanese" },
	{ "ko", "korean" },             { "nz", "new-zealand" },
	{ "newzealand", "new-zealand" },  { "tromptaylor", "tromp-taylor" },
	{ "tt", "tromp-taylor" },       { NULL, NULL },
};

void
rules_default(struct rules *r)
{
	*r = rules_presets[0].rules;
}

/* Every property of preset p, remembered as chosen under p's name. */
void
rules_use_preset(struct rules *r, const struct rules_preset *p)
{
	*r = p->rules;
	r->preset = (int)(p - rules_presets);
}

bool
rules_equal(const struct rules *a, const struct rules *b)
{
	return a->ko == b->ko && a->scoring == b->scoring && a->tax == b->tax &&
	       a->white_handicap_bonus == b->white_handicap_bonus && a->suicide == b->suicide &&
	       a->has_button == b->has_button && a->friendly_pass_ok == b->friendly_pass_ok &&
	       a->pass_stones == b->pass_stones && a->white_last == b->white_last &&
	       a->remove_dead == b->remove_dead;
}

/* Compares names ignoring case, with '_' and ' ' the same as '-' (kgs-rules says
 * new_zealand, records say "New Zealand"). */
static bool
same_name(const char *a, const char *b)
{
	for (;; a++, b++) {
		int ca = *a == '_' || *a == ' ' ? '-' : tolower((unsigned char)*a);
		int cb = *b == '_' || *b == ' ' ? '-' : tolower((unsigned char)*b);
		if (ca != cb)
			return false;
		if (!ca)
			return true;
	}
}

/* The preset called name (or one of its aliases), or NULL. */
const struct rules_preset *
rules_preset_find(const char *name)
{
	for (int i = 0; rules_presets[i].name; i++)
		if (same_name(name, rules_presets[i].name))
			return &rules_presets[i];
	for (int i = 0; aliases[i].alias; i++)
		if (same_name(name, aliases[i].alias))
			return rules_preset_find(aliases[i].preset);
	return NULL;
}

/* The first preset with exactly these properties, or NULL for a custom set. */
const struct rules_preset *
rules_preset_of(const struct rules *r)
{
	if (r->preset >= 0 && r->preset < (int)(sizeof(rules_presets) / sizeof(rules_presets[0])) - 1 &&
	    rules_equal(r, &rules_presets[r->preset].rules))
		return &rules_presets[r->preset];
	for (int i = 0; rules_presets[i].name; i++)
		if (rules_equal(r, &rules_presets[i].rules))
			return &rules_presets[i];
	return NULL;
}

/* The preset name of r, or "custom". Korean has Japanese's properties: chosen as
 * korean it keeps that name, otherwise they read as japanese. */
const char *
rules_name(const struct rules *r)
{
	const struct rules_preset *p = rules_preset_of(r);

	return p ? p->name : "custom";
}

/* The preset an SGF RU value names (its RU text or a preset name), or NULL. */
const struct rules_preset *
rules_from_sgf(const char *ru)
{
	for (int i = 0; rules_presets[i].name; i++)
		if (same_name(ru, rules_presets[i].sgf))
			return &rules_presets[i];
	return rules_preset_find(ru);
}

/* The RU value for r: its preset's, or "goref-custom" (kata-get-rules gives details). */
const char *
rules_sgf_name(const struct rules *r)
{
	const struct rules_preset *p = rules_preset_of(r);

	return p ? p->sgf : "goref-custom";
}

/* The points White receives for a handicap of n stones under area scoring. */
int
rules_handicap_bonus(const struct rules *r, int handicap)
{
	if (r->scoring != SCORING_AREA || handicap <= 0)
		return 0;
	if (r->white_handicap_bonus == BONUS_N)
		return handicap;
	if (r->white_handicap_bonus == BONUS_N_MINUS_1)
		return handicap - 1;
	return 0;
}

static const char *const ko_words[] = { "SIMPLE", "POSITIONAL", "SITUATIONAL", NULL };
static const char *const scoring_words[] = { "AREA", "TERRITORY", NULL };
static const char *const tax_words[] = { "NONE", "SEKI", NULL };
static const char *const bonus_words[] = { "0", "N-1", "N", NULL };

/* The ko rule in words, for people: simple, superko (positional) or situational superko. */
const char *
rules_ko_text(enum ko_rule ko)
{
	return ko == KO_SIMPLE ? "simple" : ko == KO_POSITIONAL ? "superko" : "situational superko";
}

const char *
rules_ko_word(enum ko_rule ko)
{
	return ko_words[ko];
}

const char *
rules_scoring_word(enum scoring_rule scoring)
{
	return scoring_words[scoring];
}

const char *
rules_tax_word(enum tax_rule tax)
{
	return tax_words[tax];
}

const char *
rules_bonus_word(enum handicap_bonus bonus)
{
	return bonus_words[bonus];
}

/* The index of value in words (case-insensitive), or -1. */
static int
word_index(const char *const *words, const char *value)
{
	for (int i = 0; words[i]; i++)
		if (strcasecmp(words[i], value) == 0)
			return i;
	return -1;
}

static bool
parse_bool(const char *value, bool *out)
{
	if (strcasecmp(value, "true") == 0 || strcmp(value, "1") == 0)
		*out = true;
	else if (strcasecmp(value, "false") == 0 || strcmp(value, "0") == 0)
		*out = false;
	else
		return false;
	return true;
}

/* The boolean properties by name: KataGo's, then goref's own. */
static bool *
bool_property(struct rules *r, const char *key)
{
	if (strcasecmp(key, "suicide") == 0)
		return &r->suicide;
	if (strcasecmp(key, "hasButton") == 0)
		return &r->has_button;
	if (strcasecmp(key, "friendlyPassOk") == 0)
		return &r->friendly_pass_ok;
	if (strcasecmp(key, "passStones") == 0)
		return &r->pass_stones;
	if (strcasecmp(key, "whiteMovesLast") == 0)
		return &r->white_last;
	if (strcasecmp(key, "removeDead") == 0)
		return &r->remove_dead;
	return NULL;
}

/*
 * Sets one property from its KataGo key (ko/koRule, scoring/scoringRule, tax/taxRule,
 * whiteHandicapBonus, suicide, hasButton, friendlyPassOk) or goref's (passStones,
 * whiteMovesLast, removeDead). False, with why filled and r unchanged, on an
 * unknown key or value.
 */
bool
rules_set_property(struct rules *r, const char *key, const char *value, char *why,
		   size_t why_size)
{
	bool *flag = bool_property(r, key);
	int i;

	if (flag) {
		if (parse_bool(value, flag))
			return true;
		snprintf(why, why_size, "%s takes true or false, not %.40s", key, value);
		return false;
	}
	if (strcasecmp(key, "ko") == 0 || strcasecmp(key, "koRule") == 0) {
		if ((i = word_index(ko_words, value)) >= 0) {
			r->ko = (enum ko_rule)i;
			return true;
		}
	} else if (strcasecmp(key, "scoring") == 0 || strcasecmp(key, "scoringRule") == 0) {
		if ((i = word_index(scoring_words, value)) >= 0) {
			r->scoring = (enum scoring_rule)i;
			return true;
		}
	} else if (strcasecmp(key, "tax") == 0 || strcasecmp(key, "taxRule") == 0) {
		if ((i = word_index(tax_words, value)) >= 0) {
			r->tax = (enum tax_rule)i;
			return true;
		}
	} else if (strcasecmp(key, "whiteHandicapBonus") == 0) {
		if ((i = word_index(bonus_words, value)) >= 0) {
			r->white_handicap_bonus = (enum handicap_bonus)i;
			return true;
		}
	} else {
		snprintf(why, why_size, "unknown rules property %.40s", key);
		return false;
	}
	snprintf(why, why_size, "bad value %.40s for %s", value, key);
	return false;
}

/* r as KataGo's kata-get-rules JSON (its keys in its order), then goref's own keys. */
void
rules_to_json(const struct rules *r, char out[RULES_JSON_MAX])
{
	snprintf(out, RULES_JSON_MAX,
		 "{\"friendlyPassOk\":%s,\"hasButton\":%s,\"ko\":\"%s\",\"scoring\":\"%s\","
		 "\"suicide\":%s,\"tax\":\"%s\",\"whiteHandicapBonus\":\"%s\","
		 "\"passStones\":%s,\"whiteMovesLast\":%s,\"removeDead\":%s}",
		 r->friendly_pass_ok ? "true" : "false", r->has_button ? "true" : "false",
		 ko_words[r->ko], scoring_words[r->scoring], r->suicide ? "true" : "false",
		 tax_words[r->tax], bonus_words[r->white_handicap_bonus],
		 r->pass_stones ? "true" : "false", r->white_last ? "true" : "false",
		 r->remove_dead ? "true" : "false");
}

/* A JSON reader just big enough for a flat object of strings, booleans, numbers. */
struct json {
	const char *p;
};

static void
json_space(struct json *j)
{
	while (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')
		j->p++;
}

/* A string (no escapes needed by any key or value here) or a bare word
 * (true, false, a number) into out; false on anything else or when too long. */
static bool
json_token(struct json *j, char *out, size_t size)
{
	size_t n = 0;

	json_space(j);
	if (*j->p == '"') {
		j->p++;
		while (*j->p && *j->p != '"' && *j->p != '\\' && n + 1 < size)
			out[n++] = *j->p++;
		if (*j->p != '"')
			return false;
		j->p++;
	} else {
		while ((isalnum((unsigned char)*j->p) || *j->p == '-' || *j->p == '.') &&
		       n + 1 < size)
			out[n++] = *j->p++;
		if (n == 0)
			return false;
	}
	out[n] = '\0';
	return true;
}

/*
 * Reads a kata-set-rules JSON object into r: each key present replaces that
 * property, the others keep r's values (so a partial object changes only what it
 * names). All or nothing: false, with why filled and r unchanged, on bad input.
 */
bool
rules_from_json(const char *text, struct rules *r, char *why, size_t why_size)
{
	struct json j = { text };
	struct rules trial = *r;
	char key[40], value[40];

	json_space(&j);
	if (*j.p++ != '{') {
		snprintf(why, why_size, "rules JSON must be an object");
		return false;
	}
	json_space(&j);
	if (*j.p == '}')
		j.p++;
	else
		for (;;) {
			if (!json_token(&j, key, sizeof(key))) {
				snprintf(why, why_size, "rules JSON: bad key");
				return false;
			}
			json_space(&j);
			if (*j.p++ != ':' || !json_token(&j, value, sizeof(value))) {
				snprintf(why, why_size, "rules JSON: bad value for %s", key);
				return false;
			}
			if (!rules_set_property(&trial, key, value, why, why_size))
				return false;
			json_space(&j);
			if (*j.p == ',') {
				j.p++;
				continue;
			}
			if (*j.p++ != '}') {
				snprintf(why, why_size, "rules JSON: expected , or }");
				return false;
			}
			break;
		}
	json_space(&j);
	if (*j.p) {
		snprintf(why, why_size, "rules JSON: text after the object");
		return false;
	}
	*r = trial;
	return true;
}
