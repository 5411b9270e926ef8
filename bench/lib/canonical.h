/*
 * canonical.h -- a position up to the board's eight symmetries (four rotations,
 * each also mirrored), for telling opening suites' positions apart: two boards
 * that one symmetry turns into each other have the same canonical form.
 */
#ifndef GOREF_BENCH_LIB_CANONICAL_H
#define GOREF_BENCH_LIB_CANONICAL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;

/* The symmetries of a square board, numbered 0 (the identity) to 7. */
#define CANONICAL_SYMMETRIES 8

struct canonical {
	uint64_t hash; /* FNV-1a of cells[0..len), to compare fast */
	int len;       /* size * size + 1 */
	/* The least (by memcmp) of the eight images of the stones, row by row, '.'
	 * 'X' (Black) 'O' (White), then 'B' or 'W' for the side to move. */
	char cells[BOARD_MAX_SIZE * BOARD_MAX_SIZE + 1];
};

coord_t canonical_transform(int size, int symmetry, coord_t c);
void canonical_of(const struct board *b, enum color to_move, struct canonical *out);
bool canonical_equal(const struct canonical *a, const struct canonical *b);

#endif
