/*
 * endgame.c -- passing under the BGA rules. With pass stones and White moving
 * last the count equals area counting, so a neutral point filled is a point
 * won and a pass a point given: goref passes only when no neutral point is
 * left that it can fill safely, and ends a game the judgement says it wins as
 * soon as the opponent has passed and nothing is left to fill.
 */
#include "engine/endgame.h"

#include "engine/board.h"
#include "engine/game.h"
#include "engine/genmove.h"
#include "engine/playout.h"
#include "engine/score.h"
#include "engine/status.h"

/* Whether p holds a stone of color that the judgement leaves alive. */
static bool
living(const struct board *b, const uint8_t *status, coord_t p, enum color color)
{
	return board_at(b, p) == color && status[p] != STATUS_DEAD;
}

/*
 * A neutral point (territory of neither side) next to one of color's living
 * stones that color can fill without a self-atari, first in board order; or
 * COORD_NONE.
 */
coord_t
endgame_neutral_fill(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS])
{
	const struct board *b = &g->board;
	uint8_t owner[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points), size;

	score_territory(g, status, owner);
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		bool next_to_own = false;
		if (board_at(b, p) != COLOR_EMPTY || color_is_player((enum color)owner[p]))
			continue;
		for (int d = 0; d < 4; d++)
			next_to_own = next_to_own || living(b, status, p + coord_dirs[d], color);
		if (!next_to_own || game_check_move(g, color, p) != MOVE_OK ||
		    game_repeats_position(g, color, p) || genmove_is_own_eye(b, color, p) ||
		    playout_libs_after(b, color, p, 2, &size) < 2)
			continue;
		return p;
	}
	return COORD_NONE;
}

/* The margin for color if the game were counted now with these statuses. */
static double
margin_for(const struct game *g, enum color color, const uint8_t *status)
{
	struct score sc;

	score_count(g, status, &sc);
	return color == COLOR_BLACK ? sc.margin : -sc.margin;
}

/*
 * The move to play for color given the search's choice (a point, COORD_PASS or
 * SEARCH_RESIGN, passed through): White's closing pass after "W pass, B pass";
 * a neutral point instead of a pass; and a pass instead of a move inside
 * settled territory when the opponent has passed and the count is a win.
 */
coord_t
endgame_decide(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
	       coord_t chosen)
{
	const struct move *last = game_last_move(g);
	bool opponent_passed = last && last->at == COORD_PASS && last->color == color_other(color);

	if (color == COLOR_WHITE && game_last_passes(g, COLOR_WHITE, COLOR_BLACK))
		return COORD_PASS;
	if (chosen == COORD_PASS) {
		coord_t fill = endgame_neutral_fill(g, color, status);
		return fill != COORD_NONE ? fill : COORD_PASS;
	}
	if (chosen < 0 || !opponent_passed)
		return chosen;
	uint8_t owner[BOARD_MAX_POINTS];
	score_territory(g, status, owner);
	if (!color_is_player((enum color)owner[chosen]))
		return chosen; /* a neutral or contested point: worth playing */
	coord_t fill = endgame_neutral_fill(g, color, status);
	if (fill != COORD_NONE)
		return fill;
	return margin_for(g, color, status) > 0 ? COORD_PASS : chosen;
}
