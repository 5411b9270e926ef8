/*
 * pboard.h -- the playout board: a board built for speed, on which the search
 * and the judgement play their random games. Chains keep pseudo-liberties (one
 * per stone-empty adjacency) with their sum and sum of squares, so whether a
 * chain is in atari, and its last liberty, are known at once without a walk;
 * the empty points are kept in a list updated through captures. No pointers:
 * it copies by assignment, and nothing in it allocates.
 */
#ifndef GOREF_ENGINE_PBOARD_H
#define GOREF_ENGINE_PBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/color.h"
#include "engine/coord.h"

struct board;

struct pboard {
	int size;                             /* N */
	int n_empty;                          /* entries in empty[] */
	coord_t ko_point;                     /* ko_banned may not play here next, or COORD_NONE */
	uint8_t ko_banned;                    /* enum color barred from ko_point */
	uint8_t at[BOARD_MAX_POINTS];         /* enum color; COLOR_BORDER outside */
	int16_t chain_of[BOARD_MAX_POINTS];   /* origin of the chain of a stone */
	int16_t next_stone[BOARD_MAX_POINTS]; /* circular list of a chain's stones */
	int16_t slot[BOARD_MAX_POINTS];       /* index of an empty point in empty[] */
	int16_t empty[BOARD_MAX_POINTS];      /* the empty points, in no order */
	/* By chain origin: stones, pseudo-liberties, their sum and sum of squares. */
	int16_t csize[BOARD_MAX_POINTS];
	int16_t plibs[BOARD_MAX_POINTS];
	int32_t libsum[BOARD_MAX_POINTS];
	int64_t libsum2[BOARD_MAX_POINTS];
	int captured[3];                      /* stones of each colour taken so far */
};

/* The eight neighbours of a point, orthogonal first. */
static const int pboard_dirs8[8] = {
	1, -1, COORD_STRIDE, -COORD_STRIDE,
	COORD_STRIDE + 1, COORD_STRIDE - 1, -COORD_STRIDE + 1, -COORD_STRIDE - 1,
};

void pboard_from_board(struct pboard *pb, const struct board *b);
void pboard_copy(struct pboard *dst, const struct pboard *src);

/* Whether the chain through stone has exactly one liberty. */
static inline bool
pboard_in_atari(const struct pboard *pb, coord_t stone)
{
	int o = pb->chain_of[stone];
	int64_t s = pb->libsum[o];

	return pb->plibs[o] > 0 && (int64_t)pb->plibs[o] * pb->libsum2[o] == s * s;
}

/* The liberty of a chain in atari. */
static inline coord_t
pboard_atari_lib(const struct pboard *pb, coord_t stone)
{
	int o = pb->chain_of[stone];

	return (coord_t)(pb->libsum[o] / pb->plibs[o]);
}

bool pboard_legal(const struct pboard *pb, enum color color, coord_t at);
int pboard_play(struct pboard *pb, enum color color, coord_t at);
int pboard_libs_upto(const struct pboard *pb, coord_t stone, int cap, coord_t *out);
int pboard_libs_after(const struct pboard *pb, enum color color, coord_t at, int cap, int *size);
bool pboard_eye_like(const struct pboard *pb, enum color color, coord_t p);
bool pboard_check(const struct pboard *pb);

#endif
