/*
 * endgame.c -- passing under the BGA rules. With pass stones and White moving
 * last the count equals area counting, so a neutral point filled is a point
 * won and a pass a point given: goref passes only when no neutral point is
 * left that it can fill safely, and ends a game the judgement says it wins as
 * soon as the opponent has passed and nothing is left to fill. Before any pass
 * it asks whether a move still gains by the count (endpoints.c: a ko to take,
 * a capture, a stone that saves stones): then it plays that instead.
 */
#include "engine/search/endgame.h"

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/playout/playout.h"
#include "engine/judge/status.h"
#include "engine/search/endpoints.h"
#include "engine/search/settled.h"

/* The gaining moves (endpoints.c) the judgement is asked to confirm, at most. */
#define GAIN_TRIES 3

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

/* What losing_there() answers for a loss the judgement may not see. */
#define LOSS_UNSEEN 1e9

/*
 * How much color's count, as the judgement sees it, drops when the opponent
 * plays at (0 or less: nothing); LOSS_UNSEEN when the stone leaves an own
 * chain next to it with fewer than three liberties, a threat the judgement may
 * not see (a nakade inside a three-point eye). At most a point (the pass
 * stone) means passing instead of playing at loses nothing; a vital point (the
 * eye that makes a group live, a nakade) loses more.
 */
static double
losing_there(const struct game *g, enum color color, const uint8_t *status, uint64_t seed,
	     coord_t at)
{
	struct game after;
	uint8_t judged[BOARD_MAX_POINTS];
	double loss = 0;

	if (game_check_move(g, color_other(color), at) != MOVE_OK)
		return 0;
	if (!game_copy(&after, g))
		return LOSS_UNSEEN;
	if (game_play(&after, color_other(color), at) != MOVE_OK) {
		game_free(&after);
		return 0;
	}
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(&after.board, nb) == color && board_libs(&after.board, nb) < 3)
			loss = LOSS_UNSEEN;
	}
	if (loss == 0) {
		status_judge(&after, seed, judged);
		loss = margin_for(g, color, status) - margin_for(&after, color, judged);
	}
	game_free(&after);
	return loss;
}

/*
 * A move of color that gains more than `least` points over a pass by the
 * count read two moves deep (endpoints_moves), and that the judgement of the
 * position after it does not find worse for color than the count now (a gain
 * the quick reading sees in a group the judgement would then call dead is
 * none); COORD_NONE when there is none. The judgement (milliseconds) runs only
 * for a candidate, GAIN_TRIES of them at most.
 */
static coord_t
gaining_move(const struct game *g, enum color color, const uint8_t *status, uint64_t seed,
	     double least)
{
	coord_t moves[GAIN_TRIES];
	int gains[GAIN_TRIES];
	int n = endpoints_moves(g, color, status, moves, gains, GAIN_TRIES);

	for (int i = 0; i < n && gains[i] > least; i++) {
		struct game after;
		uint8_t judged[BOARD_MAX_POINTS];
		bool kept;
		if (game_check_move(g, color, moves[i]) != MOVE_OK ||
		    game_repeats_position(g, color, moves[i]) || !game_copy(&after, g))
			continue;
		kept = game_play(&after, color, moves[i]) == MOVE_OK;
		if (kept) {
			status_judge(&after, seed, judged);
			kept = margin_for(&after, color, judged) >= margin_for(g, color, status);
		}
		game_free(&after);
		if (kept)
			return moves[i];
	}
	return COORD_NONE;
}

/* What color plays where the rules below would pass: a gaining move, else pass. */
static coord_t
pass_unless_gain(const struct game *g, enum color color, const uint8_t *status, uint64_t seed)
{
	coord_t gain = gaining_move(g, color, status, seed, 0);

	return gain != COORD_NONE ? gain : COORD_PASS;
}

/*
 * The move to play for color given the search's choice (a point, COORD_PASS or
 * SEARCH_RESIGN, passed through) and its win rate. A move is only turned into
 * a pass when the opponent playing that point instead would cost nothing
 * (losing_there): White's closing pass after
 * "W pass, B pass"; a neutral point instead of a pass; and, once the opponent
 * has passed or the game is decided (winrate >= ENDGAME_SAFE_WINRATE or <= 1 -
 * it), a neutral point or else a pass instead of a move inside territory (a
 * wasted point in one's own, a hopeless stone in the opponent's) when the count
 * is a win or the search sees no hope: the game then ends instead of being
 * filled in. Every pass it would answer first gives way to a move that still
 * gains by the count (gaining_move), and so does a neutral fill; a move inside
 * one's own territory gives way to one that gains more than the opponent
 * would take there.
 */
coord_t
endgame_decide(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
	       uint64_t seed, coord_t chosen, double winrate)
{
	const struct move *last = game_last_move(g);
	bool opponent_passed = last && last->at == COORD_PASS && last->color == color_other(color);
	uint8_t owner[BOARD_MAX_POINTS];

	if (color == COLOR_WHITE && game_last_passes(g, COLOR_WHITE, COLOR_BLACK))
		return pass_unless_gain(g, color, status, seed);
	coord_t fill = endgame_neutral_fill(g, color, status);
	if (chosen == COORD_PASS) {
		coord_t gain = gaining_move(g, color, status, seed, 0);
		return gain != COORD_NONE ? gain : fill != COORD_NONE ? fill : COORD_PASS;
	}
	if (chosen < 0)
		return chosen;
	score_territory(g, status, owner);
	bool own_territory = owner[chosen] == color;
	/* losing_there judges the position after the move (milliseconds): asked at
	 * most once, and only where the cheaper tests leave the answer open. */
	double loss = -1;
	if (endgame_closed(g, status)) {
		/* Every empty point is someone's territory: a harmless move inside a
		 * settled region wastes a point or a stone, so the game is over. */
		uint8_t settled[BOARD_MAX_POINTS];
		settled_points(g, status, settled);
		if (settled[chosen]) {
			loss = losing_there(g, color, status, seed, chosen);
			if (loss <= 1)
				return pass_unless_gain(g, color, status, seed);
		}
	}
	bool decided = winrate >= ENDGAME_SAFE_WINRATE || winrate <= 1 - ENDGAME_SAFE_WINRATE;
	if (!(opponent_passed || decided))
		return chosen;
	if (!color_is_player((enum color)owner[chosen]))
		return chosen; /* a neutral or contested point: worth playing */
	if (loss < 0)
		loss = losing_there(g, color, status, seed, chosen);
	if (loss > 1) {
		/* A vital point inside territory (an eye to make or to take) -- unless,
		 * in one's own, a move elsewhere gains more than it would lose. */
		coord_t gain = own_territory && loss < LOSS_UNSEEN
				       ? gaining_move(g, color, status, seed, loss)
				       : COORD_NONE;
		return gain != COORD_NONE ? gain : chosen;
	}
	coord_t gain = gaining_move(g, color, status, seed, 0);
	if (gain != COORD_NONE)
		return gain;
	if (fill != COORD_NONE)
		return fill;
	/* Nothing left to fill: end a won game; a lost one too when the search sees no hope. */
	if (margin_for(g, color, status) > 0 || winrate <= 1 - ENDGAME_SAFE_WINRATE)
		return COORD_PASS;
	return chosen;
}
