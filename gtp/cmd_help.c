/*
 * cmd_help.c -- help: every command with one line on what it does, for a person at
 * the prompt (controllers use list_commands). Adding a command takes three lines:
 * its handler's declaration in commands.h, its entry in the registry
 * (commands.c's goref_commands) and its summary here; check_commands.c checks
 * that every registered command has its summary.
 */
#include "gtp/commands.h"

#include <string.h>

/* Keep sorted by name. */
static const struct command_summary {
	const char *name;
	const char *summary;
} summaries[] = {
	{ "all_legal", "the legal moves of a colour" },
	{ "boardsize", "set the board size (2 to 25) and clear the board" },
	{ "captures", "stones a colour has captured in play (pass stones not counted)" },
	{ "clear_board", "empty the board; komi and the ko rule stay" },
	{ "color", "the colour of the stone on a vertex, or empty" },
	{ "countlib", "the number of liberties of the chain on a vertex" },
	{ "cputime", "processor seconds goref has used" },
	{ "echo", "answer its arguments" },
	{ "estimate_score", "the result with bounds, as GNU Go gives them" },
	{ "final_score", "the result under the BGA rules: B+3.5, W+0.5 or 0" },
	{ "final_status", "alive, dead or seki for the stone on a vertex" },
	{ "final_status_list", "the stones that are alive, dead or seki" },
	{ "findlib", "the liberties of the chain on a vertex" },
	{ "fixed_handicap", "place N handicap stones on the star points" },
	{ "genmove", "choose, play and answer a move for a colour" },
	{ "get_komi", "the komi" },
	{ "gg-undo", "take back N moves (default 1)" },
	{ "gogui-analyze_commands", "GoGui's analyze menu" },
	{ "gogui-interrupt", "a \"# interrupt\" line stops a long command" },
	{ "gogui-play_sequence", "play colour-vertex pairs, all or nothing" },
	{ "gogui-rules_board", "the board for GoGui's ruler, one row a line" },
	{ "gogui-rules_board_size", "the board size, which --boardsize sets (for GoGui)" },
	{ "gogui-rules_captured_count", "prisoners of each side, pass stones included" },
	{ "gogui-rules_final_result", "the result with both totals, in words" },
	{ "gogui-rules_game_id", "Go" },
	{ "gogui-rules_legal_moves", "the legal moves of the side to move, then pass" },
	{ "gogui-rules_side_to_move", "black or white" },
	{ "gogui-setup", "place setup stones before the first move" },
	{ "gogui-setup_player", "who moves first from the setup position" },
	{ "goref-clear_status", "forget the agreed dead and alive marks" },
	{ "goref-gfx_dead", "GoGui picture: the dead stones" },
	{ "goref-gfx_ownership", "GoGui picture: who owns each point" },
	{ "goref-gfx_playouts", "GoGui picture: ownership from random playouts" },
	{ "goref-gfx_pv", "GoGui picture: the search's best line, as numbered stones" },
	{ "goref-gfx_seki", "GoGui picture: seki stones and their shared liberties" },
	{ "goref-gfx_territory", "GoGui picture: each side's territory" },
	{ "goref-gfx_visits", "GoGui picture: the playouts the search gave each move" },
	{ "goref-gfx_winrates", "GoGui picture: the win rate the search gives each move" },
	{ "goref-rules", "the rules in force; a preset, a property or simple|superko sets them" },
	{ "goref-score", "the count in full: territory, prisoners, pass stones, komi" },
	{ "goref-set_param", "set a search parameter: threads, playouts, time, max_memory, resign" },
	{ "goref-set_status", "mark the chain on a vertex dead or alive, as agreed" },
	{ "help", "this list; \"help COMMAND\" for one command" },
	{ "is_legal", "1 if a colour may play on a vertex, else 0" },
	{ "kata-analyze", "KataGo's live analysis (and ownership) until the next command" },
	{ "kata-genmove_analyze", "genmove with KataGo's analysis lines, then \"play V\"" },
	{ "kata-get-rules", "the rules as KataGo's JSON" },
	{ "kata-set-rule", "set one rules property (before the first move)" },
	{ "kata-set-rules", "a preset or KataGo's JSON rules (before the first move)" },
	{ "kgs-genmove_cleanup", "genmove that captures dead stones before passing" },
	{ "kgs-rules", "KGS's rules names: japanese, chinese, aga, new_zealand" },
	{ "kgs-time_settings", "KGS's clock: none, absolute, byoyomi or canadian" },
	{ "known_command", "true if goref knows a command" },
	{ "komi", "set komi (-1000 to 1000)" },
	{ "last_move", "the last move played" },
	{ "list_commands", "every command, one a line" },
	{ "list_stones", "the vertices of a colour's stones" },
	{ "loadsgf", "load an SGF record, up to a move number or vertex" },
	{ "lz-analyze", "Leela Zero's live analysis until the next command" },
	{ "lz-genmove_analyze", "genmove with Leela Zero's analysis lines, then \"play V\"" },
	{ "move_history", "the moves played, most recent first" },
	{ "name", "goref" },
	{ "place_free_handicap", "goref places N handicap stones" },
	{ "play", "play a colour on a vertex, or pass (a pass hands over a pass stone)" },
	{ "printsgf", "the game as an SGF record, or written to a file" },
	{ "protocol_version", "2" },
	{ "query_boardsize", "the board size" },
	{ "quit", "end the session" },
	{ "reg_genmove", "the move genmove would choose, not played" },
	{ "set_free_handicap", "place handicap stones on the vertices given" },
	{ "showboard", "the board, prisoners, komi and whose turn it is" },
	{ "time_left", "the time a colour has left" },
	{ "time_settings", "main time, byo-yomi time and stones" },
	{ "undo", "take back the last move" },
	{ "version", "goref's version" },
	{ NULL, NULL },
};

/* The one-line summary of a command, or NULL. */
const char *
command_summary(const char *name)
{
	for (int i = 0; summaries[i].name; i++)
		if (strcmp(summaries[i].name, name) == 0)
			return summaries[i].summary;
	return NULL;
}

/* Arguments: [command].  Fails: unknown command.  Returns: each command of the
 * session with its summary, one a line, sorted; or the one command's line. */
enum gtp_status
cmd_help(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const char *summary;

	(void)t;
	if (argc == 1) {
		if (!gtp_find(s, argv[0])) {
			gtp_detail("no command %.80s: help lists them all", argv[0]);
			return gtp_fail(s, "unknown command");
		}
		summary = command_summary(argv[0]);
		gtp_printf(s, "%s  %s", argv[0], summary ? summary : "");
		return GTP_OK;
	}
	for (size_t i = 0; i < s->n_commands; i++) {
		summary = command_summary(s->sorted[i]->name);
		gtp_printf(s, "%s%-27s %s", i ? "\n" : "", s->sorted[i]->name, summary ? summary : "");
	}
	return GTP_OK;
}
