/*
 * prior.h -- what the search believes of a move before it has played any
 * simulation through it: a number of imagined simulations and how many of them
 * the mover won, added to the node's real ones (and to its all-moves-as-first
 * ones), so that good-looking moves are tried first and bad-looking ones need
 * many real wins before they are. The terms and their weights are one table,
 * prior.c's priors: the learned features' share (features.h) and hand-made
 * terms for open areas and big boards' openings; a new hand-made prior is a
 * row there and a test in prior_of_move().
 */
#ifndef GOREF_ENGINE_SEARCH_PRIOR_H
#define GOREF_ENGINE_SEARCH_PRIOR_H

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct pboard;

/* A prior: imagined simulations, and how many the mover won (a loss adds visits
 * only, a win adds as many wins as visits). */
struct prior {
	float visits, wins;
};

/* The prior of a pass: even, as every move starts (the end-of-game rules compare
 * the pass with the best move, so it needs visits of its own). */
struct prior prior_of_pass(void);

/* The priors of color playing the empty points moves[0..n) of pb, after the
 * moves last2 and last (points, or COORD_PASS / COORD_NONE), into out[0..n). */
void prior_of_moves(const struct pboard *pb, enum color color, const coord_t *moves, int n,
		    coord_t last, coord_t last2, struct prior *out);

#endif
