/*
 * suite.h -- goref's opening suites (the files of openings/): the form of one opening
 * as an SGF game tree (moves from the empty board, the search's win rate in its
 * comment), writing one, and checking a whole suite file against that form.
 */
#ifndef GOREF_BENCH_LIB_SUITE_H
#define GOREF_BENCH_LIB_SUITE_H

#include <stdint.h>
#include <stdio.h>

#include "engine/rules/coord.h"

/* The komi of every opening, and the win rates (of the side to move) a suite keeps. */
#define SUITE_KOMI        7.5
#define SUITE_WINRATE_MIN 0.40
#define SUITE_WINRATE_MAX 0.60
/* The longest opening any board size takes, and the largest suite file read. */
#define SUITE_MAX_PLIES 10
#define SUITE_MAX_BYTES (16u << 20)

/* One opening: moves from the empty board, Black first, and its test. */
struct suite_opening {
	int size;                       /* the board's */
	int number;                     /* 1, 2, ...: GN is "9x9-001" */
	int n_moves;                    /* plies, suite_plies' range */
	coord_t moves[SUITE_MAX_PLIES]; /* points, colours alternating from Black */
	double winrate;                 /* the search's, of the side to move */
	int64_t playouts;               /* of that search (one thread) */
	uint64_t seed;                  /* of that search */
};

void suite_plies(int size, int *min, int *max);
void suite_name(int size, int number, char out[32]);
int suite_write(FILE *out, const struct suite_opening *o);
int suite_check(const char *path, int size, int count, FILE *err);

#endif
