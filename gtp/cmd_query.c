/*
 * cmd_query.c -- questions about the position (GNU Go's extensions under their
 * own names) and showboard. None of these change anything.
 */
#include "gtp/commands.h"

#include <string.h>

#include "engine/rules/handicap.h"
#include "gtp/table.h"

/* Arguments: color vertex.  Fails: syntax error.  Returns: 1 when the move is legal now,
 * else 0 (GNU Go). An off-board vertex is not legal. */
enum gtp_status
cmd_is_legal(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;
	coord_t at;
	enum coord_parse_result parsed;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	parsed = coord_parse(argv[1], game_size(&t->game), &at);
	if (parsed == COORD_PARSE_SYNTAX)
		return gtp_fail(s, "syntax error");
	gtp_printf(s, "%d", parsed == COORD_PARSE_OK && game_check_move(&t->game, color, at) == MOVE_OK);
	return GTP_OK;
}

/* Prints points (top row first, as GNU Go) for which keep() holds, space-separated. */
static void
print_points_where(struct gtp_session *s, const struct table *t,
		   bool (*keep)(const struct table *, coord_t, enum color), enum color color)
{
	int size = game_size(&t->game);
	bool first = true;

	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++) {
			coord_t at = coord_make(row, col);
			if (!keep(t, at, color))
				continue;
			gtp_printf(s, "%s", first ? "" : " ");
			print_vertex(s, at);
			first = false;
		}
}

static bool
is_legal_for(const struct table *t, coord_t at, enum color color)
{
	return game_check_move(&t->game, color, at) == MOVE_OK;
}

static bool
is_stone_of(const struct table *t, coord_t at, enum color color)
{
	return board_at(&t->game.board, at) == color;
}

/* Arguments: color.  Fails: syntax error.  Returns: every legal point (not pass). */
enum gtp_status
cmd_all_legal(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	print_points_where(s, t, is_legal_for, color);
	return GTP_OK;
}

/* Arguments: color.  Fails: syntax error.  Returns: stones of color on the board. */
enum gtp_status
cmd_list_stones(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	print_points_where(s, t, is_stone_of, color);
	return GTP_OK;
}

/* Arguments: color.  Fails: syntax error.  Returns: stones color has captured in play
 * (pass stones are not captures: see goref-score). */
enum gtp_status
cmd_captures(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	gtp_printf(s, "%d", t->game.prisoners[color] - t->game.pass_stones[color]);
	return GTP_OK;
}

/* Arguments: vertex.  Fails: syntax error.  Returns: black, white or empty. */
enum gtp_status
cmd_color(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t at;

	(void)argc;
	if (!arg_stone(t, argv[0], &at))
		return gtp_fail(s, "syntax error");
	gtp_printf(s, "%s", color_name(board_at(&t->game.board, at)));
	return GTP_OK;
}

/* Parses a vertex holding a stone: the common part of countlib and findlib. */
static bool
arg_occupied(struct gtp_session *s, struct table *t, const char *text, coord_t *at)
{
	if (!arg_stone(t, text, at)) {
		gtp_fail(s, "syntax error");
		return false;
	}
	if (board_at(&t->game.board, *at) == COLOR_EMPTY) {
		gtp_fail(s, "vertex must not be empty");
		return false;
	}
	return true;
}

/* Arguments: vertex.  Fails: syntax error, vertex must not be empty.
 * Returns: the number of liberties of the chain there. */
enum gtp_status
cmd_countlib(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t at;

	(void)argc;
	if (!arg_occupied(s, t, argv[0], &at))
		return GTP_FAIL;
	gtp_printf(s, "%d", board_libs(&t->game.board, at));
	return GTP_OK;
}

/* Arguments: vertex.  Fails: syntax error, vertex must not be empty.
 * Returns: the liberties of the chain there. */
enum gtp_status
cmd_findlib(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	coord_t at, libs[BOARD_MAX_POINTS];
	int n;

	(void)argc;
	if (!arg_occupied(s, t, argv[0], &at))
		return GTP_FAIL;
	n = board_liberties(&t->game.board, at, libs);
	for (int i = 0; i < n; i++) {
		gtp_printf(s, "%s", i ? " " : "");
		print_vertex(s, libs[i]);
	}
	return GTP_OK;
}

/* Prints "color vertex" for one move. */
static void
print_move(struct gtp_session *s, const struct move *m)
{
	gtp_printf(s, "%s ", color_name((enum color)m->color));
	print_vertex(s, m->at);
}

/* Arguments: none.  Fails: never.  Returns: the moves, most recent first, one a line. */
enum gtp_status
cmd_move_history(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	for (size_t i = t->game.n_moves; i > 0; i--) {
		print_move(s, &t->game.moves[i - 1]);
		gtp_printf(s, "%s", i > 1 ? "\n" : "");
	}
	return GTP_OK;
}

/* Arguments: none.  Fails: no previous move known.  Returns: color vertex. */
enum gtp_status
cmd_last_move(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct move *m = game_last_move(&t->game);

	(void)argc;
	(void)argv;
	if (!m)
		return gtp_fail(s, "no previous move known");
	print_move(s, m);
	return GTP_OK;
}

/* The column letters line of showboard. */
static void
print_columns(struct gtp_session *s, int size)
{
	gtp_printf(s, "   ");
	for (int col = 0; col < size; col++)
		gtp_printf(s, " %c", coord_col_letter(col));
	gtp_printf(s, "\n");
}

/* One "Black (X) prisoners: ..." line of showboard. */
static void
print_prisoners(struct gtp_session *s, const struct game *g, enum color c)
{
	gtp_printf(s, "%s (%c) prisoners: %d (captured %d, pass stones %d)\n",
		   c == COLOR_BLACK ? "Black" : "White", c == COLOR_BLACK ? 'X' : 'O', g->prisoners[c],
		   g->prisoners[c] - g->pass_stones[c], g->pass_stones[c]);
}

/* The star points of a size x size board, placed as the fixed handicap stones:
 * the corners from 7x7, the centre too on odd sizes, the sides too from 15x15. */
static void
mark_star_points(int size, bool star[BOARD_MAX_POINTS])
{
	coord_t points[HANDICAP_MAX_FIXED];
	int n = handicap_fixed(size, size % 2 == 0 ? 4 : size >= 15 ? 9 : 5, points);

	memset(star, 0, BOARD_MAX_POINTS * sizeof(*star));
	for (int i = 0; i < n; i++)
		star[points[i]] = true;
}

/* Arguments: none.  Fails: never.  Returns: the board (X black, O white, . empty,
 * + an empty star point, the last move in parentheses), prisoners with pass stones,
 * whose turn, ko, and whether play has ended. */
enum gtp_status
cmd_showboard(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct game *g = &t->game;
	const struct board *b = &g->board;
	const struct move *last = game_last_move(g);
	int size = b->size;
	bool star[BOARD_MAX_POINTS];

	(void)argc;
	(void)argv;
	mark_star_points(size, star);
	gtp_printf(s, "\n");
	print_columns(s, size);
	for (int row = size - 1; row >= 0; row--) {
		bool after_last = false; /* the previous cell was the last move: close it */
		gtp_printf(s, "%3d", row + 1);
		for (int col = 0; col < size; col++) {
			coord_t at = coord_make(row, col);
			enum color c = board_at(b, at);
			bool is_last = last && last->at == at;
			gtp_printf(s, "%c%c", is_last ? '(' : after_last ? ')' : ' ',
				   c == COLOR_BLACK ? 'X' : c == COLOR_WHITE ? 'O' : star[at] ? '+' : '.');
			after_last = is_last;
		}
		gtp_printf(s, "%c %d\n", after_last ? ')' : ' ', row + 1); /* "(X) 4", not "(X)4" */
	}
	print_columns(s, size);
	print_prisoners(s, g, COLOR_BLACK);
	print_prisoners(s, g, COLOR_WHITE);
	gtp_printf(s, "rules %s, komi %g, %s ko, move %zu, ", rules_name(&g->rules), g->komi,
		   rules_ko_text(g->rules.ko), g->n_moves);
	if (game_ended(g))
		gtp_printf(s, "play has ended");
	else
		gtp_printf(s, "%s to move", color_name(game_to_move(g)));
	return GTP_OK;
}
