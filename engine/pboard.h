/*
 * pboard.h -- the playout board: a board built for speed, on which the search
 * and the judgement play their random games. Chains keep pseudo-liberties (one
 * per stone-empty adjacency) with their sum and sum of squares, so whether a
 * chain is in atari, and its last liberty, are known at once without a walk;
 * every point keeps how many of its four neighbours are of each colour, so
 * the common tests (has an empty neighbour, is surrounded by one colour) read
 * one number; the empty points are kept in a list updated through captures.
 * No pointers: it copies by assignment, and nothing in it allocates.
 */
#ifndef GOREF_ENGINE_PBOARD_H
#define GOREF_ENGINE_PBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/color.h"
#include "engine/coord.h"

struct board;

/* A chain, stored at its origin: stones, pseudo-liberties (one per
 * stone-empty adjacency), their sum and sum of squares. The sums fit 32 bits
 * on a 25x25 board: at most 2500 adjacencies of points below 729. */
struct pchain {
	int16_t size;
	int16_t plibs;
	uint32_t libsum;
	uint32_t libsum2;
};

struct pboard {
	int size;                              /* N */
	int n_empty;                           /* entries in empty[] */
	coord_t ko_point;                      /* ko_banned may not play here next, or COORD_NONE */
	uint8_t ko_banned;                     /* enum color barred from ko_point */
	uint8_t at[BOARD_MAX_POINTS];          /* enum color; COLOR_BORDER outside */
	uint16_t nbr[BOARD_MAX_POINTS];        /* neighbours of each colour: PBOARD_NBR(c) units;
	                                        * kept for points on the board, garbage outside */
	int16_t chain_of[BOARD_MAX_POINTS];    /* origin of the chain of a stone;
	                                        * PBOARD_NO_CHAIN at empty and border points */
	int16_t next_stone[BOARD_MAX_POINTS];  /* circular list of a chain's stones */
	int16_t slot[BOARD_MAX_POINTS];        /* index of an empty point in empty[] */
	int16_t empty[BOARD_MAX_POINTS];       /* the empty points, in no order */
	struct pchain chain[BOARD_MAX_POINTS]; /* by chain origin; chain[PBOARD_NO_CHAIN]
	                                        * takes the updates for no chain: garbage */
	int captured[3];                       /* stones of each colour taken so far */
};

/* The chain of no stone: point 0, a border point, is never a chain's origin. */
#define PBOARD_NO_CHAIN 0

/* The eight neighbours of a point, orthogonal first. */
/* clang-format off */
static const int pboard_dirs8[8] = {
	1, -1, COORD_STRIDE, -COORD_STRIDE,
	COORD_STRIDE + 1, COORD_STRIDE - 1, -COORD_STRIDE + 1, -COORD_STRIDE - 1,
};
/* clang-format on */

/* One neighbour of colour c in pboard.nbr (four bits a colour). */
#define PBOARD_NBR(c) (1u << (4 * (c)))

/* How many of p's four neighbours are of colour c (COLOR_BORDER: off the board). */
static inline int
pboard_nbr_count(const struct pboard *pb, coord_t p, enum color c)
{
	return pb->nbr[p] >> (4 * c) & 15;
}

void pboard_from_board(struct pboard *pb, const struct board *b);
void pboard_copy(struct pboard *dst, const struct pboard *src);

/* Whether the chain through stone has exactly one liberty. */
static inline bool
pboard_in_atari(const struct pboard *pb, coord_t stone)
{
	const struct pchain *c = &pb->chain[pb->chain_of[stone]];

	/* One point is the pseudo-liberty of at most four stones: more is two liberties. */
	/* & rather than &&: both halves are cheap, and one branch mispredicts less. */
	return ((unsigned)(c->plibs - 1) < 4) &
	       ((uint64_t)c->plibs * c->libsum2 == (uint64_t)c->libsum * c->libsum);
}

/* The liberty of a chain in atari. */
static inline coord_t
pboard_atari_lib(const struct pboard *pb, coord_t stone)
{
	const struct pchain *c = &pb->chain[pb->chain_of[stone]];

	return (coord_t)(c->libsum / (uint32_t)c->plibs);
}

bool pboard_legal_crowded(const struct pboard *pb, enum color color, coord_t at);

/* Whether color may play the empty point at: not the ko point, and not suicide. */
static inline bool
pboard_legal(const struct pboard *pb, enum color color, coord_t at)
{
	if (at == pb->ko_point && color == pb->ko_banned)
		return false;
	return pboard_nbr_count(pb, at, COLOR_EMPTY) > 0 || pboard_legal_crowded(pb, color, at);
}

int pboard_play(struct pboard *pb, enum color color, coord_t at);
int pboard_libs_after(const struct pboard *pb, enum color color, coord_t at, int *size);

/* Whether p is surrounded by color alone, with at most one (none on the edge)
 * enemy stone on its diagonals: filling it would waste an eye. */
static inline bool
pboard_eye_like(const struct pboard *pb, enum color color, coord_t p)
{
	int enemy = 0, off = 0;

	if (pboard_nbr_count(pb, p, color) + pboard_nbr_count(pb, p, COLOR_BORDER) != 4)
		return false;
#pragma GCC unroll 4
	for (int d = 4; d < 8; d++) {
		enum color c = (enum color)pb->at[p + pboard_dirs8[d]];
		if (c == COLOR_BORDER)
			off = 1;
		else if (c == color_other(color))
			enemy++;
	}
	return enemy + off < 2;
}

bool pboard_check(const struct pboard *pb);

#endif
