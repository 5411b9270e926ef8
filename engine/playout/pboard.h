/*
 * pboard.h -- the playout board: a board built for speed, on which the search
 * and the judgement play their random games. Chains keep pseudo-liberties (one
 * per stone-empty adjacency) with their sum and sum of squares, so whether a
 * chain is in atari, and its last liberty, are known at once without a walk;
 * every point keeps how many of its four neighbours are of each colour, which
 * colour lies in each direction, and the stones on its diagonals, so the
 * common tests (has an empty neighbour, is surrounded by one colour, is an
 * eye) read one number; the empty points are kept in a list updated through
 * captures.
 * No pointers: it copies by assignment, and nothing in it allocates.
 */
#ifndef GOREF_ENGINE_PLAYOUT_PBOARD_H
#define GOREF_ENGINE_PLAYOUT_PBOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

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
	uint32_t nbr[BOARD_MAX_POINTS];        /* the neighbours of each point: see
	                                        * PBOARD_NBR; kept for points on the
	                                        * board, garbage outside */
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

/*
 * What pboard.nbr holds about the eight points around a point, so that the
 * playouts' tests read one number rather than eight colours:
 *   bits  0-15  how many of the four neighbours are of each colour c, four
 *               bits a colour: PBOARD_NBR(c) is one;
 *   bits 16-23  the colour of the neighbour in each direction d of
 *               coord_dirs, two bits a direction: PBOARD_NBR_DIR(c, d);
 *   bits 24-31  how many of the four diagonal points hold a black stone (three
 *               bits), a white one (three) or are off the board (two, fixed):
 *               PBOARD_DIAG(c); empty ones are not counted.
 */
#define PBOARD_NBR(c) (1u << (4 * (c)))
#define PBOARD_NBR_DIR(c, d) ((uint32_t)(c) << (16 + 2 * (d)))
#define PBOARD_DIAG_SHIFT(c) (21 + 3 * (c))
#define PBOARD_DIAG(c) (1u << PBOARD_DIAG_SHIFT(c))

/* The directions of the neighbours of each colour, from bits 16-23 of nbr:
 * pboard_dir_masks[code] has bit 4c + d set when direction d holds colour c. */
extern const uint16_t pboard_dir_masks[256];
#define PBOARD_DIR_IS(code, c, d) \
	((unsigned)((((code) >> (2 * (d))) & 3) == (unsigned)(c)) << (4 * (c) + (d)))
#define PBOARD_DIRS_OF(code, c) \
	(PBOARD_DIR_IS(code, c, 0) | PBOARD_DIR_IS(code, c, 1) | PBOARD_DIR_IS(code, c, 2) | \
	 PBOARD_DIR_IS(code, c, 3))

/* pboard_dir_masks[] of p's direction code. */
static inline unsigned
pboard_dirs(const struct pboard *pb, coord_t p)
{
	return pboard_dir_masks[pb->nbr[p] >> 16 & 255];
}

/* Of the answer of pboard_dirs(), the directions (bits in the order of
 * coord_dirs) that hold colour c. */
#define PBOARD_DIRS_OF_COLOR(dirs, c) ((dirs) >> (4 * (c)) & 15)

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

/* Which of the four neighbours of p are chains of colour c in atari, as bits
 * in the order of coord_dirs (computed whole: the colours around are random). */
static inline unsigned
pboard_ataris_around(const struct pboard *pb, coord_t p, enum color c)
{
	unsigned mask = 0;

#pragma GCC unroll 4
	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		mask |= (unsigned)(pb->chain[pb->chain_of[nb]].state == PCHAIN_STATE(c, 1)) << d;
	}
	return mask;
}

/* The liberty of a chain in atari. */
static inline coord_t
pboard_atari_lib(const struct pboard *pb, coord_t stone)
{
	const struct pchain *c = &pb->chain[pb->chain_of[stone]];

	return (coord_t)(pchain_libsum(c) / pchain_plibs(c));
}

/* The point that takes an opponent chain in atari next to the chain through
 * stone (the first found, walking the chain), or COORD_NONE: where the chain's
 * owner captures to gain a liberty. */
static inline coord_t
pboard_capture_around(const struct pboard *pb, coord_t stone)
{
	enum color other = color_other((enum color)pb->at[stone]);
	coord_t s = stone;

	do {
		unsigned found = pboard_ataris_around(pb, s, other);
		if (found)
			return pboard_atari_lib(pb, s + coord_dirs[__builtin_ctz(found)]);
		s = pb->next_stone[s];
	} while (s != stone);
	return COORD_NONE;
}

/* Whether color may play the empty point at, which has no empty neighbour
 * (nor is the ko point barred to color): only if it captures, or joins a chain
 * with a liberty to spare. No branch on the neighbours' colours. */
static inline bool
pboard_legal_crowded(const struct pboard *pb, enum color color, coord_t at)
{
	/* The states that make the move legal: an own chain not in atari, an
	 * enemy chain in atari (empty points and the border have no chain). */
	static const uint8_t legal[3][8] = {
	    [COLOR_BLACK] = {[PCHAIN_STATE(COLOR_BLACK, 0)] = 1, [PCHAIN_STATE(COLOR_WHITE, 1)] = 1},
	    [COLOR_WHITE] = {[PCHAIN_STATE(COLOR_WHITE, 0)] = 1, [PCHAIN_STATE(COLOR_BLACK, 1)] = 1},
	};
	unsigned ok = 0;

#pragma GCC unroll 4
	for (int d = 0; d < 4; d++)
		ok |= legal[color][pb->chain[pb->chain_of[at + coord_dirs[d]]].state];
	return ok;
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
	uint32_t n = pb->nbr[p];
	unsigned enemy = n >> PBOARD_DIAG_SHIFT(color_other(color)) & 7;
	unsigned off = n >= PBOARD_DIAG(COLOR_BORDER); /* the top bits */

	/* Computed whole and combined with &: the colours around are random. */
	return (pboard_nbr_count(pb, p, color) + pboard_nbr_count(pb, p, COLOR_BORDER) == 4) &
	       (enemy + off < 2);
}

bool pboard_check(const struct pboard *pb);

#endif
