/*
 * commands.c -- THE registry: every command goref speaks, with its arity.
 * list_commands, known_command, the completer and the regress coverage check all
 * read this table. Plus the argument helpers and the identity commands.
 */
#include "gtp/commands.h"

#include <time.h>

#include "gtp/table.h"

/* Keep sorted by name. */
const struct gtp_command goref_commands[] = {
	{ "all_legal", 1, 1, cmd_all_legal },
	{ "boardsize", 1, 1, cmd_boardsize },
	{ "captures", 1, 1, cmd_captures },
	{ "clear_board", 0, 0, cmd_clear_board },
	{ "color", 1, 1, cmd_color },
	{ "countlib", 1, 1, cmd_countlib },
	{ "cputime", 0, 0, cmd_cputime },
	{ "echo", 0, GTP_ANY_ARGS, cmd_echo },
	{ "estimate_score", 0, 0, cmd_estimate_score },
	{ "final_score", 0, 0, cmd_final_score },
	{ "final_status", 1, 1, cmd_final_status },
	{ "final_status_list", 1, 1, cmd_final_status_list },
	{ "findlib", 1, 1, cmd_findlib },
	{ "fixed_handicap", 1, 1, cmd_fixed_handicap },
	{ "genmove", 1, 1, cmd_genmove },
	{ "get_komi", 0, 0, cmd_get_komi },
	{ "gg-undo", 0, 1, cmd_gg_undo },
	{ "gogui-analyze_commands", 0, 0, cmd_gogui_analyze_commands },
	{ "gogui-interrupt", 0, 0, cmd_gogui_interrupt },
	{ "gogui-play_sequence", 0, GTP_ANY_ARGS, cmd_gogui_play_sequence },
	{ "gogui-rules_board", 0, 0, cmd_gogui_rules_board },
	{ "gogui-rules_board_size", 0, 0, cmd_gogui_rules_board_size },
	{ "gogui-rules_captured_count", 0, 0, cmd_gogui_rules_captured_count },
	{ "gogui-rules_final_result", 0, 0, cmd_gogui_rules_final_result },
	{ "gogui-rules_game_id", 0, 0, cmd_gogui_rules_game_id },
	{ "gogui-rules_legal_moves", 0, 0, cmd_gogui_rules_legal_moves },
	{ "gogui-rules_side_to_move", 0, 0, cmd_gogui_rules_side_to_move },
	{ "gogui-setup", 0, GTP_ANY_ARGS, cmd_gogui_setup },
	{ "gogui-setup_player", 1, 1, cmd_gogui_setup_player },
	{ "goref-clear_status", 0, 0, cmd_goref_clear_status },
	{ "goref-gfx_dead", 0, 0, cmd_goref_gfx_dead },
	{ "goref-gfx_ownership", 0, 0, cmd_goref_gfx_ownership },
	{ "goref-gfx_playouts", 0, 1, cmd_goref_gfx_playouts },
	{ "goref-gfx_pv", 0, 1, cmd_goref_gfx_pv },
	{ "goref-gfx_seki", 0, 0, cmd_goref_gfx_seki },
	{ "goref-gfx_territory", 0, 0, cmd_goref_gfx_territory },
	{ "goref-gfx_visits", 0, 1, cmd_goref_gfx_visits },
	{ "goref-gfx_winrates", 0, 1, cmd_goref_gfx_winrates },
	{ "goref-rules", 0, 2, cmd_goref_rules },
	{ "goref-score", 0, 0, cmd_goref_score },
	{ "goref-set_param", 2, 2, cmd_goref_set_param },
	{ "goref-set_status", 2, 2, cmd_goref_set_status },
	{ "help", 0, 1, cmd_help },
	{ "is_legal", 2, 2, cmd_is_legal },
	{ "kata-analyze", 0, GTP_ANY_ARGS, cmd_kata_analyze },
	{ "kata-genmove_analyze", 0, GTP_ANY_ARGS, cmd_kata_genmove_analyze },
	{ "kata-get-rules", 0, 0, cmd_kata_get_rules },
	{ "kata-set-rule", 2, 2, cmd_kata_set_rule },
	{ "kata-set-rules", 1, GTP_ANY_ARGS, cmd_kata_set_rules },
	{ "kgs-genmove_cleanup", 1, 1, cmd_kgs_genmove_cleanup },
	{ "kgs-rules", 1, 1, cmd_kgs_rules },
	{ "kgs-time_settings", 1, 4, cmd_kgs_time_settings },
	{ "known_command", 1, 1, gtp_cmd_known_command },
	{ "komi", 1, 1, cmd_komi },
	{ "last_move", 0, 0, cmd_last_move },
	{ "list_commands", 0, 0, cmd_list_commands },
	{ "list_stones", 1, 1, cmd_list_stones },
	{ "loadsgf", 1, 2, cmd_loadsgf },
	{ "lz-analyze", 0, GTP_ANY_ARGS, cmd_lz_analyze },
	{ "lz-genmove_analyze", 0, GTP_ANY_ARGS, cmd_lz_genmove_analyze },
	{ "move_history", 0, 0, cmd_move_history },
	{ "name", 0, 0, cmd_name },
	{ "place_free_handicap", 1, 1, cmd_place_free_handicap },
	{ "play", 2, 2, cmd_play },
	{ "printsgf", 0, 1, cmd_printsgf },
	{ "protocol_version", 0, 0, gtp_cmd_protocol_version },
	{ "query_boardsize", 0, 0, cmd_query_boardsize },
	{ "quit", 0, 0, gtp_cmd_quit },
	{ "reg_genmove", 1, 1, cmd_reg_genmove },
	{ "set_free_handicap", 2, GTP_ANY_ARGS, cmd_set_free_handicap },
	{ "showboard", 0, 0, cmd_showboard },
	{ "time_left", 3, 3, cmd_time_left },
	{ "time_settings", 3, 3, cmd_time_settings },
	{ "undo", 0, 0, cmd_undo },
	{ "version", 0, 0, cmd_version },
	{ NULL, 0, 0, NULL },
};

/* A GTP colour; false (with detail on stderr) otherwise. */
bool
arg_color(const char *text, enum color *out)
{
	if (color_parse(text, out))
		return true;
	gtp_detail("not a colour: %.40s", text);
	return false;
}

/* A vertex on this board or pass; false (with detail on stderr) otherwise. */
bool
arg_vertex(const struct table *t, const char *text, coord_t *out)
{
	switch (coord_parse(text, game_size(&t->game), out)) {
	case COORD_PARSE_OK:
		return true;
	case COORD_PARSE_OFF_BOARD:
		gtp_detail("vertex %.40s is off the %dx%d board", text, game_size(&t->game),
			   game_size(&t->game));
		return false;
	case COORD_PARSE_SYNTAX:
		break;
	}
	gtp_detail("not a vertex: %.40s", text);
	return false;
}

/* A point on this board (not pass); false (with detail on stderr) otherwise. */
bool
arg_stone(const struct table *t, const char *text, coord_t *out)
{
	coord_t at;

	if (!arg_vertex(t, text, &at))
		return false;
	if (at == COORD_PASS) {
		gtp_detail("pass is not a point here");
		return false;
	}
	*out = at;
	return true;
}

/* Appends the GTP text of a vertex to the response. */
void
print_vertex(struct gtp_session *s, coord_t at)
{
	char text[COORD_TEXT_MAX];

	coord_format(at, text);
	gtp_printf(s, "%s", text);
}

/* Arguments: none.  Fails: never.  Returns: goref. */
enum gtp_status
cmd_name(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	gtp_printf(s, "goref");
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: the version number. */
enum gtp_status
cmd_version(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	gtp_printf(s, "%s", GOREF_VERSION);
	return GTP_OK;
}

/* Arguments: any text.  Fails: never.  Returns: the arguments, space-separated (GNU Go). */
enum gtp_status
cmd_echo(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	for (int i = 0; i < argc; i++)
		gtp_printf(s, "%s%s", i ? " " : "", argv[i]);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: processor seconds used (GNU Go). */
enum gtp_status
cmd_cputime(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	gtp_printf(s, "%.3f", (double)clock() / CLOCKS_PER_SEC);
	return GTP_OK;
}
