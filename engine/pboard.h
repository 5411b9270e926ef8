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
 * stone-empty adjacency) with their sum and sum of squares, and whether these
 * say it is in atari, kept with them: the playouts ask that several times a
 * move for each time it changes. */
struct pchain {
	uint64_t libs;  /* PCHAIN_LIB(e) summed over the pseudo-liberties e */
	int32_t size;   /* stones */
	uint32_t state; /* PCHAIN_STATE(colour, in atari): in atari when all the
	                 * pseudo-liberties are one point; 0 or 4 for no chain */
};

/*
 * The pseudo-liberties of a chain packed in one number, so that adding or
 * taking one, or joining two chains, is one addition: their count in bits
 * 0-11, the sum of their points in bits 12-32, of the squares in 33-63. A
 * chain has at most 1248 of them on a 25x25 board (four per stone and four per
 * empty point, 625 points in all), of points below 729: the count stays below
 * 2^12, the sum below 2^21, the squares below 2^31, so no carry or borrow
 * crosses from one field to the next.
 */
#define PCHAIN_LIB(e) (1u | (uint64_t)(e) << 12 | (uint64_t)((e) * (e)) << 33)

static inline unsigned
pchain_plibs(const struct pchain *c)
{
	return (unsigned)(c->libs & 0xfff);
}

static inline uint32_t
pchain_libsum(const struct pchain *c)
{
	return (uint32_t)(c->libs >> 12) & 0x1fffff;
}

static inline uint32_t
pchain_libsum2(const struct pchain *c)
{
	return (uint32_t)(c->libs >> 33);
}

/* A chain's colour and whether it is in atari, in one small number: one load
 * and one compare (or one bit of a mask) answer "an enemy chain in atari?". */
#define PCHAIN_STATE(color, atari) ((unsigned)(color) | (unsigned)(atari) << 2)

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
	coord_t played;                        /* the last point pboard_play() played, or
	                                        * COORD_NONE */
	unsigned played_ataris;                /* which neighbours of `played` (bits in the
	                                        * order of coord_dirs) are enemy chains
	                                        * left in atari: the playouts' tactical
	                                        * reply asks that after every move */
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

/* Whether the pseudo-liberties of c are all one point (the atari bit of
 * c->state, kept up to date by the board's changes). */
static inline uint32_t
pchain_atari_from_sums(const struct pchain *c)
{
	/* One point is the pseudo-liberty of at most four stones: more is two
	 * liberties. & rather than &&: both halves are cheap, a branch is not. */
	uint64_t k = pchain_plibs(c), sum = pchain_libsum(c);

	return (k - 1 < 4) & (k * pchain_libsum2(c) == sum * sum);
}

/* Whether chain c has exactly one liberty; also defined (and meaningless) for
 * chain[PBOARD_NO_CHAIN], so callers may mask the answer instead of branching. */
static inline unsigned
pboard_chain_in_atari(const struct pchain *c)
{
	return c->state >> 2;
}

/* Sets the atari bit of c's state from its sums. */
static inline void
pchain_update_state(struct pchain *c)
{
	c->state = (c->state & 3) | pchain_atari_from_sums(c) << 2;
}

/* Whether the chain through stone has exactly one liberty. */
static inline bool
pboard_in_atari(const struct pboard *pb, coord_t stone)
{
	return pboard_chain_in_atari(&pb->chain[pb->chain_of[stone]]);
}

/* The liberty of a chain in atari. */
static inline coord_t
pboard_atari_lib(const struct pboard *pb, coord_t stone)
{
	const struct pchain *c = &pb->chain[pb->chain_of[stone]];

	return (coord_t)(pchain_libsum(c) / pchain_plibs(c));
}

/* Whether color may play the empty point at, which has no empty neighbour
 * (nor is the ko point barred to color): only if it captures, or joins a chain
 * with a liberty to spare. No branch on the neighbours' colours. */
static inline bool
pboard_legal_crowded(const struct pboard *pb, enum color color, coord_t at)
{
	/* The states that make the move legal: an own chain not in atari, an
	 * enemy chain in atari (empty points and the border have no chain). */
	unsigned legal = 1u << PCHAIN_STATE(color, 0) | 1u << PCHAIN_STATE(color_other(color), 1);
	unsigned ok = 0;

#pragma GCC unroll 4
	for (int d = 0; d < 4; d++)
		ok |= legal >> pb->chain[pb->chain_of[at + coord_dirs[d]]].state;
	return ok & 1;
}

/* Whether the ko bars color from at for this move (computed whole, with &:
 * callers on the playouts' hot path combine it without a branch). */
static inline bool
pboard_ko_barred(const struct pboard *pb, enum color color, coord_t at)
{
	return (at == pb->ko_point) & (color == pb->ko_banned);
}

/* Whether color may play the empty point at: not the ko point, and not suicide. */
static inline bool
pboard_legal(const struct pboard *pb, enum color color, coord_t at)
{
	if (pboard_ko_barred(pb, color, at))
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
	unsigned enemy = 0, off = 0;

#pragma GCC unroll 4
	for (int d = 4; d < 8; d++) {
		unsigned c = pb->at[p + pboard_dirs8[d]];
		off |= c == COLOR_BORDER;
		enemy += c == (unsigned)color_other(color);
	}
	/* Computed whole and combined with &: the colours around are random. */
	return (pboard_nbr_count(pb, p, color) + pboard_nbr_count(pb, p, COLOR_BORDER) == 4) &
	       (enemy + off < 2);
}

bool pboard_check(const struct pboard *pb);

#endif
