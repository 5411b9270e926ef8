/*
 * estimate.h -- goref's one estimate of a game's result from any position: where
 * play has ended, or the count leaves no area open, the count (the judgement of
 * the dead stones, then score_count); before that, the area each side owns in
 * most of a thousand playouts from the position, counted under the game's rules
 * (komi, pass stones, handicap bonus), with bounds. What final_score and its
 * kin answer, goref-match cuts a game at --max-moves with and adjudicates by. No
 * I/O; deterministic for a seed.
 */
#ifndef GOREF_ENGINE_JUDGE_ESTIMATE_H
#define GOREF_ENGINE_JUDGE_ESTIMATE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/coord.h"
#include "engine/rules/score.h"

struct game;

/* Playouts behind the estimate of an unfinished position, on any board size. */
#define ESTIMATE_PLAYOUTS 1024

struct estimate {
	double margin;        /* the result it stands for, as a count would give it: Black's
	                       * lead under the game's rules, komi included (> 0 Black ahead,
	                       * < 0 White ahead, 0 a draw), whole points plus komi's fraction */
	double lower, upper;  /* the final margin lies between them in nine games of ten
	                       * (make bench-estimate); both the margin for a count */
	double shared;        /* an estimate: what the points neither side owns in most
	                       * playouts are worth to Black, whole points (the margin
	                       * is the score's margin plus this); 0 for a count */
	bool counted;         /* margin is goref's count: play had ended, nothing was open,
	                       * or estimate_count() */
	int playouts;         /* playouts behind it, 0 for a count */
	int unsettled;        /* a count: chains whose status the judgement could not prove
	                       * (status_judge_unsettled()), 0 otherwise */
	coord_t unsettled_at; /* a stone of the first of them, COORD_NONE when none */
	struct score score;   /* the count, or for an estimate the count of the owners below */
	uint8_t status[BOARD_MAX_POINTS]; /* each stone's status as it was counted (enum
	                                   * stone_status): the dead the judgement or the playouts
	                                   * found */
	uint8_t owner[BOARD_MAX_POINTS];  /* whose each point is (enum color; COLOR_EMPTY:
	                                   * nobody's): score_territory() for a count */
};

void estimate_game(const struct game *g, uint64_t seed, struct estimate *e);
void estimate_count(const struct game *g, uint64_t seed, struct estimate *e);
void estimate_add_shared(struct estimate *e);

#endif
