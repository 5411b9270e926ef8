/*
 * endgame.c -- passing under the BGA rules. With pass stones and White moving
 * last the count equals area counting, so a neutral point filled is a point
 * won and a pass a point given: goref passes only when no neutral point is
 * left that it can fill safely, and ends a game the judgement says it wins as
 * soon as the opponent has passed and nothing is left to fill.
 */
#include "engine/search/endgame.h"

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/playout/playout.h"
#include "engine/judge/status.h"
#include "engine/search/settled.h"

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
		    game_repeats_position(g, color, p) || settled_is_own_eye(b, color, p) ||
		    playout_libs_after(b, color, p, 2, &size) < 2)
			continue;
		return p;
	}
	return COORD_NONE;
}

/* Whether both sides have stones and no empty point is neutral under the
 * statuses given (NULL: all alive): the borders between the sides are closed. */
bool
endgame_closed(const struct game *g, const uint8_t status[BOARD_MAX_POINTS])
{
	uint8_t owner[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points);

	if (g->board.stones[COLOR_BLACK] == 0 || g->board.stones[COLOR_WHITE] == 0)
		return false;
	score_territory(g, status, owner);
	for (int i = 0; i < n; i++)
		if (board_at(&g->board, points[i]) == COLOR_EMPTY &&
		    !color_is_player((enum color)owner[points[i]]))
			return false;
	return true;
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
 * Whether the opponent of color playing at would leave color's count, as the
 * judgement sees it, no worse than now less the pass stone, and every own
 * chain next to it with three liberties or more: then passing instead of
 * playing at loses nothing. A vital point (the eye that makes a group live, a
 * nakade) fails this.
 */
static bool
harmless_there(const struct game *g, enum color color, const uint8_t *status, uint64_t seed,
	       coord_t at)
{
	struct game after;
	uint8_t judged[BOARD_MAX_POINTS];
	bool harmless;

	if (game_check_move(g, color_other(color), at) != MOVE_OK)
		return true;
	if (!game_copy(&after, g))
		return false;
	if (game_play(&after, color_other(color), at) != MOVE_OK) {
		game_free(&after);
		return true;
	}
	/* A stone that leaves an own chain short of liberties is a threat the
	 * judgement may not see (a nakade inside a three-point eye): not harmless. */
	harmless = true;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(&after.board, nb) == color && board_libs(&after.board, nb) < 3)
			harmless = false;
	}
	if (harmless) {
		status_judge(&after, seed, judged);
		harmless = margin_for(&after, color, judged) >= margin_for(g, color, status) - 1;
	}
	game_free(&after);
	return harmless;
}

/*
 * The move to play for color given the search's choice (a point, COORD_PASS or
 * SEARCH_RESIGN, passed through) and its win rate. A move is only turned into
 * a pass when the opponent playing that point instead would cost nothing
 * (harmless_there): White's closing pass after
 * "W pass, B pass"; a neutral point instead of a pass; and, once the opponent
 * has passed or the game is decided (winrate >= ENDGAME_SAFE_WINRATE or <= 1 -
 * it), a neutral point or else a pass instead of a move inside territory (a
 * wasted point in one's own, a hopeless stone in the opponent's) when the count
 * is a win or the search sees no hope: the game then ends instead of being
 * filled in.
 */
coord_t
endgame_decide(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
	       uint64_t seed, coord_t chosen, double winrate)
{
	const struct move *last = game_last_move(g);
	bool opponent_passed = last && last->at == COORD_PASS && last->color == color_other(color);

	if (color == COLOR_WHITE && game_last_passes(g, COLOR_WHITE, COLOR_BLACK))
		return COORD_PASS;
	coord_t fill = endgame_neutral_fill(g, color, status);
	if (chosen == COORD_PASS)
		return fill != COORD_NONE ? fill : COORD_PASS;
	if (chosen < 0)
		return chosen;
	/* harmless_there judges the position after the move (milliseconds): asked
	 * at most once, and only where the cheaper tests leave the answer open. */
	int harmless = -1;
	if (endgame_closed(g, status)) {
		/* Every empty point is someone's territory: a harmless move inside a
		 * settled region wastes a point or a stone, so the game is over. */
		uint8_t settled[BOARD_MAX_POINTS];
		settled_points(g, status, settled);
		if (settled[chosen] && (harmless = harmless_there(g, color, status, seed, chosen)))
			return COORD_PASS;
	}
	bool decided = winrate >= ENDGAME_SAFE_WINRATE || winrate <= 1 - ENDGAME_SAFE_WINRATE;
	if (!(opponent_passed || decided))
		return chosen;
	uint8_t owner[BOARD_MAX_POINTS];
	score_territory(g, status, owner);
	if (!color_is_player((enum color)owner[chosen]))
		return chosen; /* a neutral or contested point: worth playing */
	if (harmless < 0)
		harmless = harmless_there(g, color, status, seed, chosen);
	if (!harmless)
		return chosen; /* a vital point inside territory: an eye to make or to take */
	if (fill != COORD_NONE)
		return fill;
	/* Nothing left to fill: end a won game; a lost one too when the search sees no hope. */
	if (margin_for(g, color, status) > 0 || winrate <= 1 - ENDGAME_SAFE_WINRATE)
		return COORD_PASS;
	return chosen;
}
