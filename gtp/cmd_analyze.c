/*
 * cmd_analyze.c -- the search seen from GTP without (or besides) genmove:
 * Leela Zero's and KataGo's analysis for Sabaki and Lizzie (lz-analyze,
 * kata-analyze, which run until the next command, and their genmove_analyze
 * forms, which play), GNU Go's reg_genmove (choose without playing), and the
 * search drawn on GoGui's board.
 */
#include "gtp/commands.h"

#include <stdio.h>
#include <stdlib.h>

#include "gtp/analysis.h"
#include "gtp/table.h"
#include "gtp/think.h"

/* Seconds lz-analyze may run when no command comes to stop it. */
#define ANALYSIS_FOREVER (30.0 * 24 * 3600)

/*
 * Runs the analysis until the next command (or the end of input) arrives, or
 * until --playouts N playouts when that is set (KataGo's analysis stops at its
 * visit limit too). A session that cannot see its input (no input_waiting hook:
 * unit tests, the fuzzer) gets the limits of one move instead.
 */
static enum gtp_status
analyze(struct gtp_session *s, struct table *t, enum analysis_format format, int argc,
	char **argv)
{
	struct analysis_options o;
	/* Until stopped: a time bound of a month (0 would be the search's default). */
	struct search_limits limits = { 0, ANALYSIS_FOREVER, 0 };

	if (!analysis_parse(t, format, argc, argv, &o))
		return gtp_fail(s, "syntax error");
	if (!table_search(t))
		return gtp_fail(s, "out of memory");
	if (!t->input_waiting)
		table_think_limits(t, o.color, &limits);
	else if (t->playouts > 0)
		limits.playouts = t->playouts; /* --playouts bounds an analysis too */
	gtp_stream_begin(s);
	table_search_live(t, s, o.color, &limits, &o, true, NULL);
	return GTP_OK;
}

/* Arguments: [color] [interval] [interval N] [minmoves N] [maxmoves N] (interval in
 * centiseconds).  Fails: syntax error.  Returns: "=", then every interval a line
 * "info move V visits N winrate W prior P lcb L order K pv V ..." (W, P, L in
 * 1/10000, for the side analysed) until the next command arrives (Leela Zero). */
enum gtp_status
cmd_lz_analyze(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return analyze(s, t, ANALYSIS_LZ, argc, argv);
}

/* Arguments: as lz-analyze, plus [ownership true|false].  Fails: syntax error.
 * Returns: as lz-analyze with KataGo's fields (winrate, prior, lcb as 0..1,
 * scoreMean, scoreLead) and, with ownership, "ownership" and one value a point in
 * -1..1 for the side analysed, from the top left row by row (KataGo). */
enum gtp_status
cmd_kata_analyze(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return analyze(s, t, ANALYSIS_KATA, argc, argv);
}

/* Searches within the move's limits with analysis lines, then plays. */
static enum gtp_status
genmove_analyze(struct gtp_session *s, struct table *t, enum analysis_format format, int argc,
		char **argv)
{
	struct analysis_options o;
	char text[COORD_TEXT_MAX];
	coord_t move;

	if (!analysis_parse(t, format, argc, argv, &o))
		return gtp_fail(s, "syntax error");
	if (!table_search(t))
		return gtp_fail(s, "out of memory");
	gtp_stream_begin(s);
	move = table_think(t, s, o.color, &o, true);
	if (move == SEARCH_RESIGN) {
		gtp_printf(s, "play resign");
		return GTP_OK;
	}
	if (game_play(&t->game, o.color, move) != MOVE_OK) { /* a search bug: never an illegal move */
		coord_format(move, text);
		gtp_detail("the search chose the illegal %s; passing", text);
		move = COORD_PASS;
		game_play(&t->game, o.color, move);
	}
	table_position_changed(t);
	coord_format(move, text);
	gtp_printf(s, "play %s", text);
	return GTP_OK;
}

/* Arguments: as lz-analyze.  Fails: syntax error.  Returns: lz-analyze lines while
 * it thinks as genmove would, then "play V" (or "play resign"); the move is played.
 * Only GoGui's "# interrupt" ends it early. */
enum gtp_status
cmd_lz_genmove_analyze(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return genmove_analyze(s, t, ANALYSIS_LZ, argc, argv);
}

/* Arguments: as kata-analyze.  Fails: syntax error.  Returns: as lz-genmove_analyze
 * with kata-analyze lines. */
enum gtp_status
cmd_kata_genmove_analyze(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return genmove_analyze(s, t, ANALYSIS_KATA, argc, argv);
}

/* Arguments: color.  Fails: syntax error.  Returns: the move genmove would choose
 * (a vertex, pass or resign), without playing it (GNU Go). With --threads 1,
 * --playouts N and --seed S, the same move every time. */
enum gtp_status
cmd_reg_genmove(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;
	coord_t move;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	move = table_think(t, s, color, NULL, false);
	if (move == SEARCH_RESIGN)
		gtp_printf(s, "resign");
	else
		print_vertex(s, move);
	return GTP_OK;
}

/* The search for the side given (or to move) drawn as gfx: LABEL or VAR, then TEXT. */
static enum gtp_status
gfx_search(struct gtp_session *s, struct table *t, int argc, char **argv,
	   enum analysis_gfx_kind kind)
{
	struct search_report *report = malloc(sizeof(*report));
	struct search_limits limits;
	enum color color = game_to_move(&t->game);
	char *text = NULL;
	size_t len = 0;
	FILE *out;

	if (!report)
		return gtp_fail(s, "out of memory");
	if (argc == 1 && !arg_color(argv[0], &color)) {
		free(report);
		return gtp_fail(s, "syntax error");
	}
	table_think_limits(t, color, &limits);
	if (!table_search(t) || !(out = open_memstream(&text, &len))) {
		free(report);
		return gtp_fail(s, "out of memory");
	}
	table_search_live(t, s, color, &limits, NULL, false, report);
	analysis_gfx(out, report, kind);
	fclose(out);
	gtp_printf(s, "%s", text ? text : "");
	free(text);
	free(report);
	return GTP_OK;
}

/* Arguments: [color].  Fails: syntax error.  Returns: gfx: the win rate (percent)
 * of each move the search looked at, as genmove would think, and a TEXT summary.
 * "# interrupt" stops it early. */
enum gtp_status
cmd_goref_gfx_winrates(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return gfx_search(s, t, argc, argv, GFX_WINRATES);
}

/* Arguments: [color].  Fails: syntax error.  Returns: as goref-gfx_winrates with
 * the playouts through each move (812, 9.5k, 95k, 1.2M). */
enum gtp_status
cmd_goref_gfx_visits(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return gfx_search(s, t, argc, argv, GFX_VISITS);
}

/* Arguments: [color].  Fails: syntax error.  Returns: as goref-gfx_winrates with
 * the best line as a VAR of numbered stones instead of the labels. */
enum gtp_status
cmd_goref_gfx_pv(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	return gfx_search(s, t, argc, argv, GFX_VARIATION);
}
