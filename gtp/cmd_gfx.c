/*
 * cmd_gfx.c -- goref's judgement drawn on a GUI board in GoGui's gfx format: one
 * drawing command a line (BLACK/WHITE territory, MARK, SQUARE, INFLUENCE point
 * value pairs, TEXT for the status bar). The commands only read the position.
 */
#include "gtp/commands.h"

#include <math.h>
#include <string.h>

#include "engine/playout/playout.h"
#include "engine/judge/status.h"
#include "gtp/table.h"

/* Playouts per batch of goref-gfx_playouts: the interrupt is polled between batches. */
#define GFX_PLAYOUT_BATCH 32
/* Default and largest playout counts of goref-gfx_playouts (the tallies are 16-bit). */
#define GFX_PLAYOUTS_DEFAULT 2048
#define GFX_PLAYOUTS_MAX 16384 /* bounds the work: about 1 s on 25x25 */

/* Prints "KEYWORD p q ..." for the points in mask, top row first; nothing if none. */
static void
print_points_line(struct gtp_session *s, int size, const char *keyword,
		  const bool mask[BOARD_MAX_POINTS])
{
	bool any = false;

	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++) {
			coord_t at = coord_make(row, col);
			if (!mask[at])
				continue;
			gtp_printf(s, "%s ", any ? "" : keyword);
			print_vertex(s, at);
			any = true;
		}
	if (any)
		gtp_printf(s, "\n");
}

/*
 * Marks the stones whose status (judgement + agreed marks) is the one asked for,
 * and counts them by colour.
 */
static void
stones_with_status(const struct board *b, const uint8_t status[BOARD_MAX_POINTS],
		   enum stone_status wanted, bool mask[BOARD_MAX_POINTS], int count[3])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	memset(mask, 0, BOARD_MAX_POINTS * sizeof(*mask));
	count[COLOR_BLACK] = count[COLOR_WHITE] = 0;
	for (int i = 0; i < n; i++) {
		enum color c = board_at(b, points[i]);
		if (c == COLOR_EMPTY || status[points[i]] != wanted)
			continue;
		mask[points[i]] = true;
		count[c]++;
	}
}

/* Arguments: none.  Fails: never.  Returns: gfx: MARK on every dead stone, and a
 * TEXT line with how many of each colour. */
enum gtp_status
cmd_goref_gfx_dead(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	bool dead[BOARD_MAX_POINTS];
	int count[3];

	(void)argc;
	(void)argv;
	stones_with_status(&t->game.board, table_estimate(t)->status, STATUS_DEAD, dead, count);
	print_points_line(s, game_size(&t->game), "MARK", dead);
	gtp_printf(s, "TEXT dead: %d black, %d white stones", count[COLOR_BLACK],
		   count[COLOR_WHITE]);
	return GTP_OK;
}

/* Marks the empty points next to a stone in seki: the shared liberties, neutral
 * under doc/rules.md §6. */
static void
seki_liberties(const struct table *t, const bool seki[BOARD_MAX_POINTS],
	       bool liberty[BOARD_MAX_POINTS])
{
	const struct board *b = &t->game.board;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	memset(liberty, 0, BOARD_MAX_POINTS * sizeof(*liberty));
	for (int i = 0; i < n; i++) {
		if (board_at(b, points[i]) != COLOR_EMPTY)
			continue;
		for (int d = 0; d < 4; d++)
			if (seki[points[i] + coord_dirs[d]])
				liberty[points[i]] = true;
	}
}

/* Arguments: none.  Fails: never.  Returns: gfx: SQUARE on stones in seki, CIRCLE on
 * their liberties, and a TEXT line with how many stones of each colour. */
enum gtp_status
cmd_goref_gfx_seki(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	bool seki[BOARD_MAX_POINTS], liberty[BOARD_MAX_POINTS];
	int count[3];

	(void)argc;
	(void)argv;
	stones_with_status(&t->game.board, table_estimate(t)->status, STATUS_SEKI, seki, count);
	seki_liberties(t, seki, liberty);
	print_points_line(s, game_size(&t->game), "SQUARE", seki);
	print_points_line(s, game_size(&t->game), "CIRCLE", liberty);
	gtp_printf(s, "TEXT seki: %d black, %d white stones", count[COLOR_BLACK],
		   count[COLOR_WHITE]);
	return GTP_OK;
}

/* Marks colour c's territory: empty points and dead stones' points it owns. */
static void
territory_of(struct table *t, const uint8_t owner[BOARD_MAX_POINTS],
	     const bool dead[BOARD_MAX_POINTS], enum color c, bool mask[BOARD_MAX_POINTS])
{
	const struct board *b = &t->game.board;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	memset(mask, 0, BOARD_MAX_POINTS * sizeof(*mask));
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		mask[p] = owner[p] == c && (board_at(b, p) == COLOR_EMPTY || dead[p]);
	}
}

/* Arguments: none.  Fails: never.  Returns: gfx: BLACK and WHITE territory (dead
 * stones' points included), MARK on dead stones, and TEXT with the result. */
enum gtp_status
cmd_goref_gfx_territory(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	bool dead[BOARD_MAX_POINTS], mask[BOARD_MAX_POINTS];
	const struct estimate *e = table_estimate(t);
	int count[3], size = game_size(&t->game);
	char text[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	stones_with_status(&t->game.board, e->status, STATUS_DEAD, dead, count);
	territory_of(t, e->owner, dead, COLOR_BLACK, mask);
	print_points_line(s, size, "BLACK", mask);
	territory_of(t, e->owner, dead, COLOR_WHITE, mask);
	print_points_line(s, size, "WHITE", mask);
	print_points_line(s, size, "MARK", dead);
	score_result_text(e->margin, text);
	gtp_printf(s, "TEXT %s: territory B %d W %d, dame %d", text, e->score.territory[COLOR_BLACK],
		   e->score.territory[COLOR_WHITE], e->score.dame);
	return GTP_OK;
}

/* Prints one INFLUENCE line: every point with its value in [-1, 1] (Black +). */
static void
print_influence(struct gtp_session *s, int size, const double value[BOARD_MAX_POINTS])
{
	gtp_printf(s, "INFLUENCE");
	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++) {
			coord_t at = coord_make(row, col);
			gtp_printf(s, " ");
			print_vertex(s, at);
			/* values that round to zero print as 0.00, never -0.00 */
			gtp_printf(s, " %.2f", fabs(value[at]) < 0.005 ? 0.0 : value[at]);
		}
	gtp_printf(s, "\n");
}

/* Arguments: none.  Fails: never.  Returns: gfx: INFLUENCE 1 for every point Black
 * owns under the judgement, or the estimate of an unfinished game (living stones,
 * territory, White's dead stones), -1 for White's, 0 for dame and seki liberties;
 * TEXT with the result. */
enum gtp_status
cmd_goref_gfx_ownership(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct estimate *e = table_estimate(t);
	const uint8_t *owner = e->owner;
	double value[BOARD_MAX_POINTS] = { 0 };
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&t->game.board, points);
	char text[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	for (int i = 0; i < n; i++)
		value[points[i]] = owner[points[i]] == COLOR_BLACK   ? 1
				   : owner[points[i]] == COLOR_WHITE ? -1
								     : 0;
	print_influence(s, game_size(&t->game), value);
	score_result_text(e->margin, text);
	gtp_printf(s, "TEXT ownership by the %s: %s", e->counted ? "judgement" : "estimate",
		   text);
	return GTP_OK;
}

/* Whether the session's interrupt hook asks the running command to stop. */
static bool
stop_requested(struct table *t)
{
	return t->should_stop && t->should_stop(t->stop_ctx);
}

/* Arguments: [playouts] (1..16384, default 2048).  Fails: syntax error.  Returns: gfx:
 * INFLUENCE from random playouts to the end (mean owner of each point, Black +) and
 * a TEXT line with the playouts run. A "# interrupt" line (GoGui) stops it early with
 * the map so far. Deterministic for a given --seed and position. */
enum gtp_status
cmd_goref_gfx_playouts(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
	double value[BOARD_MAX_POINTS] = { 0 };
	coord_t points[BOARD_MAX_POINTS];
	const struct game *g = &t->game;
	int n = board_points(&g->board, points), wanted = GFX_PLAYOUTS_DEFAULT, runs = 0;
	uint64_t rng = t->seed ^ g->board.hash ^ 0x9e3779b97f4a7c15ULL;
	bool interrupted = false;

	if (argc == 1 &&
	    (!gtp_parse_int(argv[0], &wanted) || wanted < 1 || wanted > GFX_PLAYOUTS_MAX))
		return gtp_fail(s, "syntax error");
	memset(black, 0, sizeof(black));
	memset(white, 0, sizeof(white));
	while (runs < wanted) {
		int batch = wanted - runs < GFX_PLAYOUT_BATCH ? wanted - runs : GFX_PLAYOUT_BATCH;
		if (stop_requested(t)) {
			interrupted = true;
			break;
		}
		runs += playout_ownership(&g->board, game_to_move(g), &rng, batch,
					  PLAYOUT_SACRIFICE_MAX, black, white);
	}
	for (int i = 0; runs > 0 && i < n; i++)
		value[points[i]] = ((double)black[points[i]] - white[points[i]]) / runs;
	print_influence(s, game_size(g), value);
	gtp_printf(s, "TEXT ownership from %d playouts%s", runs,
		   interrupted ? " (interrupted)" : "");
	return GTP_OK;
}
