/*
 * playout_old.h -- the frozen pre-issue-10 playout code, for bench/playouts.c only.
 */
#ifndef GOREF_BENCH_PLAYOUT_OLD_H
#define GOREF_BENCH_PLAYOUT_OLD_H

#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;

int old_playout_ownership(const struct board *b, enum color to_move, uint64_t *rng, int n,
			  int sacrifice_max, uint16_t black[BOARD_MAX_POINTS],
			  uint16_t white[BOARD_MAX_POINTS]);

#endif
