/*
 * cmd_setup.c -- setting up a game: board size, komi and handicap (the rules
 * are cmd_rules.c's, the clock cmd_time.c's). Every refusal leaves everything
 * as it was.
 */
#include "gtp/commands.h"

#include <stdlib.h>
#include <string.h>

#include "engine/rules/handicap.h"
#include "gtp/table.h"

/* Arguments: size.  Fails: syntax error, unacceptable size.  Returns: nothing.
 * Empties the board at the new size; komi and the ko rule stay. */
enum gtp_status
cmd_boardsize(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	int size;

	(void)argc;
	if (!gtp_parse_int(argv[0], &size))
		return gtp_fail(s, "syntax error");
	if (size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE) {
		gtp_detail("board sizes are %d to %d", BOARD_MIN_SIZE, BOARD_MAX_SIZE);
		return gtp_fail(s, "unacceptable size");
	}
	game_clear(&t->game, size);
	table_position_changed(t);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: nothing. Keeps komi (Sabaki sends it first). */
enum gtp_status
cmd_clear_board(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)s;
	(void)argc;
	(void)argv;
	game_clear(&t->game, game_size(&t->game));
	table_position_changed(t);
	return GTP_OK;
}

/* Arguments: new_komi (float).  Fails: syntax error.  Returns: nothing. */
enum gtp_status
cmd_komi(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	double komi;

	(void)argc;
	if (!gtp_parse_float(argv[0], &komi))
		return gtp_fail(s, "syntax error");
	if (komi < -GAME_KOMI_MAX || komi > GAME_KOMI_MAX) {
		gtp_detail("komi %.40s is out of range: komi is %d to %d", argv[0], -GAME_KOMI_MAX,
			   GAME_KOMI_MAX);
		return gtp_fail(s, "syntax error");
	}
	t->game.komi = komi;
	t->komi_set = true;
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: komi (GNU Go), exactly as set. */
enum gtp_status
cmd_get_komi(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	char text[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	score_format_number(t->game.komi, text);
	gtp_printf(s, "%s", text);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: the board size (GNU Go). */
enum gtp_status
cmd_query_boardsize(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	gtp_printf(s, "%d", game_size(&t->game));
	return GTP_OK;
}

/* The board is empty and no move has been played: handicap may be placed. */
static bool
board_is_fresh(const struct table *t)
{
	const struct board *b = &t->game.board;

	return t->game.n_moves == 0 && b->stones[COLOR_BLACK] + b->stones[COLOR_WHITE] == 0;
}

/*
 * Places handicap stones (all or nothing) and prints their vertices when print is
 * set. White moves first afterwards. Komi becomes the preset's handicap komi
 * unless the controller has set komi itself.
 */
static enum gtp_status
place_handicap(struct gtp_session *s, struct table *t, const coord_t *points, int n, bool print)
{
	const struct rules_preset *preset;
	struct game trial;

	if (!game_copy(&trial, &t->game))
		return gtp_fail(s, "out of memory");
	for (int i = 0; i < n; i++) {
		if (!game_place_setup(&trial, COLOR_BLACK, points[i])) {
			game_free(&trial);
			return gtp_fail(s, "bad vertex list");
		}
	}
	trial.handicap = n;
	trial.setup_to_move = COLOR_WHITE;
	preset = rules_preset_of(&trial.rules);
	if (preset && !t->komi_set) /* the controller named no komi: the preset's */
		trial.komi = preset->handicap_komi;
	game_free(&t->game);
	t->game = trial;
	table_position_changed(t);
	for (int i = 0; print && i < n; i++) {
		gtp_printf(s, "%s", i ? " " : "");
		print_vertex(s, points[i]);
	}
	return GTP_OK;
}

/* Arguments: number_of_stones.  Fails: syntax error, invalid number of stones, board not
 * empty.  Returns: the vertices, on the star points of GTP v2 §4.1.1. */
enum gtp_status
cmd_fixed_handicap(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t points[HANDICAP_MAX_FIXED];
	int stones, n;

	(void)argc;
	if (!gtp_parse_int(argv[0], &stones))
		return gtp_fail(s, "syntax error");
	if (!board_is_fresh(t))
		return gtp_fail(s, "board not empty");
	n = handicap_fixed(game_size(&t->game), stones, points);
	if (n == 0) {
		gtp_detail("no fixed placement for %d stones on %dx%d", stones, game_size(&t->game),
			   game_size(&t->game));
		return gtp_fail(s, "invalid number of stones");
	}
	return place_handicap(s, t, points, n, true);
}

/* Arguments: number_of_stones.  Fails: syntax error, invalid number of stones, board not
 * empty.  Returns: the vertices goref chose. */
enum gtp_status
cmd_place_free_handicap(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t points[BOARD_MAX_POINTS];
	int stones, size = game_size(&t->game), n;

	(void)argc;
	if (!gtp_parse_int(argv[0], &stones))
		return gtp_fail(s, "syntax error");
	if (!board_is_fresh(t))
		return gtp_fail(s, "board not empty");
	if (stones < 2 || stones > size * size - 1)
		return gtp_fail(s, "invalid number of stones");
	n = handicap_free(size, stones, points);
	return place_handicap(s, t, points, n, true);
}

/* Arguments: vertices (at least 2, no pass, no repeats).  Fails: syntax error, board not
 * empty, bad vertex list.  Returns: nothing. */
enum gtp_status
cmd_set_free_handicap(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t *points;
	enum gtp_status status;
	int size = game_size(&t->game);

	if (!board_is_fresh(t))
		return gtp_fail(s, "board not empty");
	if (argc > size * size - 1)
		return gtp_fail(s, "bad vertex list");
	points = malloc((size_t)argc * sizeof(*points));
	if (!points)
		return gtp_fail(s, "out of memory");
	for (int i = 0; i < argc; i++) {
		if (!arg_stone(t, argv[i], &points[i])) {
			free(points);
			return gtp_fail(s, "bad vertex list");
		}
	}
	status = place_handicap(s, t, points, argc, false);
	free(points);
	return status;
}
