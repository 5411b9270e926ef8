/*
 * prior.h -- what the search believes of a move before it has played any
 * simulation through it: a number of imagined simulations and how many of them
 * the mover won, added to the node's real ones (and to its all-moves-as-first
 * ones), so that good-looking moves are tried first and bad-looking ones need
 * many real wins before they are. The terms and their weights are one table,
 * prior.c's priors; a new prior is a row there and a test in prior_of_move().
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

/* The prior of color playing the empty point p of pb, after the move last
 * (a point, or COORD_PASS / COORD_NONE). */
struct prior prior_of_move(const struct pboard *pb, enum color color, coord_t p, coord_t last);

#endif
