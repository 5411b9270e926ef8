/*
 * judge_playouts.c -- layer 2 of the judgement (status.c): Monte-Carlo
 * ownership. Playouts from the position run in batches until every chain
 * Benson did not settle has a clear score (judge_chain_score()) or the budget
 * for the board size is spent.
 */
#include "engine/judge/judge.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/playout/playout.h"

/* The most playouts for a board of this size (fewer on large boards, where
 * each is longer and more of the position is settled statically). */
static int
playout_budget(int size)
{
	return size <= 9 ? 1024 : size <= 13 ? 640 : 384;
}

/* Whether every chain not settled by Benson has a clear playout score. */
static bool
all_clear(const struct judge *j)
{
	const struct board *b = j->b;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p || j->proven[p] ||
		    j->hopeless[p])
			continue;
		double score = judge_chain_score(j, p);
		if (score < JUDGE_CLEAR_MARGIN && score > -JUDGE_CLEAR_MARGIN)
			return false;
	}
	return true;
}

/* Runs playouts in batches until every open chain is clear or the budget is spent. */
void
judge_playouts(struct judge *j)
{
	uint64_t rng = j->seed;
	int budget = playout_budget(j->b->size);

	memset(j->black, 0, sizeof(j->black));
	memset(j->white, 0, sizeof(j->white));
	j->runs = 0;
	while (j->runs < budget) {
		j->runs += playout_ownership(j->b, j->to_move, &rng, JUDGE_PLAYOUT_BATCH,
		                             PLAYOUT_SACRIFICE_MAX, j->black, j->white);
		if (j->runs >= 2 * JUDGE_PLAYOUT_BATCH && all_clear(j))
			break;
	}
}
