/*
 * estimate.h -- goref's one estimate of a game's result from any position: where
 * play has ended, the count (the judgement of the dead stones, then score_count);
 * before that, the mean final margin of light playouts from the position, under
 * the game's rules (komi, pass stones, handicap bonus). What goref-match cuts a
 * game at --max-moves with and adjudicates by; a better estimate of unfinished
 * positions replaces estimate_playouts_margin() alone. No I/O; deterministic for a
 * seed.
 */
#ifndef GOREF_ENGINE_JUDGE_ESTIMATE_H
#define GOREF_ENGINE_JUDGE_ESTIMATE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/coord.h"
#include "engine/rules/score.h"

struct game;

/* Playouts behind the estimate of an unfinished position, on any board size. */
#define ESTIMATE_PLAYOUTS 256

struct estimate {
	double margin;        /* the result it stands for, as a count would give it: Black's
	                       * lead under the game's rules, komi included (> 0 Black ahead,
	                       * < 0 White ahead, 0 a draw), whole points plus komi's fraction */
	double mean;          /* the same before rounding to whole points (= margin for a count) */
	bool counted;         /* play had ended, or estimate_count(): margin is goref's count */
	int playouts;         /* playouts behind it, 0 for a count */
	int unsettled;        /* a count: chains whose status the judgement could not prove
	                       * (status_judge_unsettled()), 0 otherwise */
	coord_t unsettled_at; /* a stone of the first of them, COORD_NONE when none */
	struct score score;   /* a count: the count itself (zeroed otherwise) */
	uint8_t status[BOARD_MAX_POINTS]; /* a count: each stone's status as the count took it
	                       * (enum stone_status: the dead it judged); all STATUS_ALIVE
	                       * otherwise. What the record's TB/TW are drawn from */
};

void estimate_game(const struct game *g, uint64_t seed, struct estimate *e);
void estimate_count(const struct game *g, uint64_t seed, struct estimate *e);
double estimate_playouts_margin(const struct game *g, uint64_t seed, int playouts, double *mean);

#endif
