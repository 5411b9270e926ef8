/*
 * cmd_rules.c -- choosing and showing the ruleset: goref-rules (every property),
 * KGS's kgs-rules, KataGo's kata-set-rules / kata-set-rule / kata-get-rules.
 * Rules change only before the first move: a referee that changed them
 * mid-game would judge the moves already played under rules they were not
 * played under. Komi is the controller's (GTP komi): choosing rules keeps it.
 */
#include "gtp/commands.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gtp/table.h"

/*
 * Makes r the rules of the game. Setting the rules in force again is always fine;
 * a change once a move has been played is refused (false, with the GTP error sent).
 */
static bool
set_rules(struct gtp_session *s, struct table *t, const struct rules *r)
{
	if (rules_equal(r, &t->game.rules)) {
		t->game.rules.preset = r->preset;
		return true;
	}
	if (t->game.n_moves > 0) {
		gtp_detail("the rules are %s for this game; clear_board first",
			   rules_name(&t->game.rules));
		gtp_fail(s, "cannot change rules after the first move");
		return false;
	}
	t->game.rules = *r;
	table_position_changed(t);
	return true;
}

/* Prints every property, one "key value" a line, the preset's name first. */
static void
print_rules(struct gtp_session *s, const struct rules *r)
{
	gtp_printf(s, "rules %s\nko %s\nscoring %s\ntax %s\nsuicide %s\nwhiteHandicapBonus %s\n"
		      "hasButton %s\nfriendlyPassOk %s\npassStones %s\nwhiteMovesLast %s\n"
		      "removeDead %s",
		   rules_name(r), rules_ko_word(r->ko), rules_scoring_word(r->scoring),
		   rules_tax_word(r->tax), r->suicide ? "true" : "false",
		   rules_bonus_word(r->white_handicap_bonus), r->has_button ? "true" : "false",
		   r->friendly_pass_ok ? "true" : "false", r->pass_stones ? "true" : "false",
		   r->white_last ? "true" : "false", r->remove_dead ? "true" : "false");
}

/* A preset by name into r; false (detail on stderr) when there is none. */
static bool
find_preset(const char *name, struct rules *r)
{
	const struct rules_preset *p = rules_preset_find(name);

	if (!p) {
		gtp_detail("unknown rules %.40s (known: bga-teaching bga chinese chinese-kgs aga "
			   "japanese korean new-zealand tromp-taylor)",
			   name);
		return false;
	}
	rules_use_preset(r, p);
	return true;
}

/* Arguments: none; PRESET; KEY VALUE; or simple|superko (the ko rule, as before).
 * Fails: syntax error (unknown preset, key or value), cannot change rules after the
 * first move.  Returns: every property, one "key value" a line, after any change. */
enum gtp_status
cmd_goref_rules(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct rules r = t->game.rules;
	char why[RULES_WHY_MAX];

	if (argc == 1 && strcmp(argv[0], "simple") == 0) {
		r.ko = KO_SIMPLE;
	} else if (argc == 1 && strcmp(argv[0], "superko") == 0) {
		r.ko = KO_POSITIONAL;
	} else if (argc == 1) {
		if (!find_preset(argv[0], &r))
			return gtp_fail(s, "syntax error");
	} else if (argc == 2 && !rules_set_property(&r, argv[0], argv[1], why, sizeof(why))) {
		gtp_detail("%s", why);
		return gtp_fail(s, "syntax error");
	}
	if (!set_rules(s, t, &r))
		return GTP_FAIL;
	print_rules(s, &t->game.rules);
	return GTP_OK;
}

/* Arguments: japanese|chinese|aga|new_zealand (KGS's names).  Fails: unknown rules,
 * cannot change rules after the first move.  Returns: nothing. KGS's chinese is
 * chinese-kgs (positional superko), as KataGo reads it. */
enum gtp_status
cmd_kgs_rules(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	static const char *const kgs[][2] = { { "japanese", "japanese" },
					      { "chinese", "chinese-kgs" },
					      { "aga", "aga" },
					      { "new_zealand", "new-zealand" } };
	struct rules r;

	(void)argc;
	for (size_t i = 0; i < sizeof(kgs) / sizeof(kgs[0]); i++)
		if (strcasecmp(argv[0], kgs[i][0]) == 0) {
			rules_use_preset(&r, rules_preset_find(kgs[i][1]));
			return set_rules(s, t, &r) ? GTP_OK : GTP_FAIL;
		}
	gtp_detail("kgs-rules knows japanese, chinese, aga and new_zealand");
	return gtp_fail(s, "unknown rules");
}

/* Arguments: a preset name, or a JSON object of KataGo's keys (and goref's), which
 * may hold spaces.  Fails: unknown rules, cannot change rules after the first move.
 * Returns: nothing. Keys missing from the JSON keep their values. */
enum gtp_status
cmd_kata_set_rules(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct rules r = t->game.rules;
	char text[4 * RULES_JSON_MAX], why[RULES_WHY_MAX];
	size_t n = 0;

	for (int i = 0; i < argc; i++) {
		size_t len = strlen(argv[i]);
		if (n + len + 2 > sizeof(text))
			return gtp_fail(s, "unknown rules");
		if (i)
			text[n++] = ' ';
		memcpy(text + n, argv[i], len);
		n += len;
	}
	text[n] = '\0';
	if (text[0] == '{') {
		if (!rules_from_json(text, &r, why, sizeof(why))) {
			gtp_detail("%s", why);
			return gtp_fail(s, "unknown rules");
		}
		r.preset = -1;
	} else if (argc != 1 || !find_preset(text, &r)) {
		return gtp_fail(s, "unknown rules");
	}
	return set_rules(s, t, &r) ? GTP_OK : GTP_FAIL;
}

/* Arguments: KEY VALUE (a KataGo or goref rules key).  Fails: unknown rules,
 * cannot change rules after the first move.  Returns: nothing. */
enum gtp_status
cmd_kata_set_rule(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct rules r = t->game.rules;
	char why[RULES_WHY_MAX];

	(void)argc;
	if (!rules_set_property(&r, argv[0], argv[1], why, sizeof(why))) {
		gtp_detail("%s", why);
		return gtp_fail(s, "unknown rules");
	}
	return set_rules(s, t, &r) ? GTP_OK : GTP_FAIL;
}

/* Arguments: none.  Fails: never.  Returns: the rules as KataGo's JSON (its keys in
 * its order), then goref's passStones, whiteMovesLast and removeDead. */
enum gtp_status
cmd_kata_get_rules(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	char json[RULES_JSON_MAX];

	(void)argc;
	(void)argv;
	rules_to_json(&t->game.rules, json);
	gtp_printf(s, "%s", json);
	return GTP_OK;
}
