/*
 * pboard.c -- moves on the playout board. A move touches only its own
 * neighbourhood: pseudo-liberty counts move by one per adjacency, chains merge
 * by relabelling the smaller, and a capture gives each freed point back to the
 * empty list and to the chains around it. Nothing here walks the whole board.
 */
#include "engine/playout/pboard.h"

#include <string.h>

#include "engine/rules/board.h"

/* pboard_dir_masks[code] for the 256 direction codes, written out by the
 * preprocessor: a table the compiler fills, so no start-up step and no race
 * between threads. */
#define MASKS1(code)                                                                  \
	(uint16_t)(PBOARD_DIRS_OF(code, COLOR_EMPTY) | PBOARD_DIRS_OF(code, COLOR_BLACK) | \
	           PBOARD_DIRS_OF(code, COLOR_WHITE) | PBOARD_DIRS_OF(code, COLOR_BORDER)),
#define MASKS4(code) MASKS1(code) MASKS1((code) + 1) MASKS1((code) + 2) MASKS1((code) + 3)
#define MASKS16(code) MASKS4(code) MASKS4((code) + 4) MASKS4((code) + 8) MASKS4((code) + 12)
#define MASKS64(code) MASKS16(code) MASKS16((code) + 16) MASKS16((code) + 32) MASKS16((code) + 48)
const uint16_t pboard_dir_masks[256] = {MASKS64(0) MASKS64(64) MASKS64(128) MASKS64(192)};

/*
 * The pseudo-liberties (PCHAIN_LIB summed) that a stone at `at` gets from its
 * empty neighbours, whose directions are the bits of `empty`: worked out from
 * how many they are and the sums of their offsets from `at` and of the
 * offsets' squares, kept by set of directions, rather than a term for each.
 */
static inline uint64_t
empty_libs(coord_t at, unsigned empty)
{
	/* The offsets of coord_dirs: 1, -1, COORD_STRIDE, -COORD_STRIDE. */
#define IN(set, d, value) (((set) >> (d) & 1) * (value))
#define SUMS(set)                                                                          \
	{IN(set, 0, 1) + IN(set, 1, 1) + IN(set, 2, 1) + IN(set, 3, 1),                    \
	 IN(set, 0, 1) + IN(set, 1, -1) + IN(set, 2, COORD_STRIDE) + IN(set, 3, -COORD_STRIDE), \
	 IN(set, 0, 1) + IN(set, 1, 1) + IN(set, 2, COORD_STRIDE * COORD_STRIDE) +          \
	     IN(set, 3, COORD_STRIDE * COORD_STRIDE)}
	static const struct {
		int32_t count, sum, sum2;
	} sums[16] = {SUMS(0), SUMS(1), SUMS(2),  SUMS(3),  SUMS(4),  SUMS(5),  SUMS(6),  SUMS(7),
	              SUMS(8), SUMS(9), SUMS(10), SUMS(11), SUMS(12), SUMS(13), SUMS(14), SUMS(15)};
#undef SUMS
#undef IN
	uint64_t k = (uint64_t)sums[empty].count, a = (uint64_t)at;
	uint64_t offsets = (uint64_t)(int64_t)sums[empty].sum;
	uint64_t sum = k * a + offsets;
	uint64_t sum2 = k * a * a + 2 * a * offsets + (uint64_t)sums[empty].sum2;

	return k | sum << 12 | sum2 << 33;
}

/* Counts empty point e as a pseudo-liberty of chain o (once per adjacency). */
static inline void
add_lib(struct pboard *pb, int o, coord_t e)
{
	struct pchain *c = &pb->chain[o];

	c->libs += PCHAIN_LIB(e);
	pchain_update_state(c);
}

static inline void
add_empty(struct pboard *pb, coord_t p)
{
	pb->slot[p] = (int16_t)pb->n_empty;
	pb->empty[pb->n_empty++] = (int16_t)p;
}

static inline void
remove_empty(struct pboard *pb, coord_t p)
{
	int i = pb->slot[p];
	coord_t moved = pb->empty[--pb->n_empty];

	pb->empty[i] = (int16_t)moved;
	pb->slot[moved] = (int16_t)i;
}

/* What pboard.nbr holds for p, from the colours around it. */
static uint32_t
count_neighbours(const struct pboard *pb, coord_t p)
{
	uint32_t n = 0;

	for (int d = 0; d < 4; d++) {
		enum color c = (enum color)pb->at[p + coord_dirs[d]];
		n += PBOARD_NBR(c) + PBOARD_NBR_DIR(c, d);
	}
	for (int d = 4; d < 8; d++) {
		enum color c = (enum color)pb->at[p + pboard_dirs8[d]];
		if (c != COLOR_EMPTY)
			n += PBOARD_DIAG(c);
	}
	return n;
}

/* The playout board of position b: same stones, chains and ko. */
void
pboard_from_board(struct pboard *pb, const struct board *b)
{
	pb->size = b->size;
	pb->n_empty = 0;
	pb->ko_point = b->ko_point;
	pb->ko_banned = b->ko_banned;
	pb->played = COORD_NONE;
	pb->played_ataris = 0;
	memcpy(pb->at, b->at, sizeof(pb->at));
	memcpy(pb->chain_of, b->chain_of, sizeof(pb->chain_of));
	memcpy(pb->next_stone, b->next_stone, sizeof(pb->next_stone));
	memset(pb->nbr, 0, sizeof(pb->nbr));
	memset(pb->chain, 0, sizeof(pb->chain));
	memset(pb->captured, 0, sizeof(pb->captured));
	for (int p = 0; p < BOARD_MAX_POINTS; p++)
		if (pb->at[p] != COLOR_BLACK && pb->at[p] != COLOR_WHITE)
			pb->chain_of[p] = PBOARD_NO_CHAIN;
	for (int row = 0; row < b->size; row++) {
		for (int col = 0; col < b->size; col++) {
			coord_t p = coord_make(row, col);
			pb->nbr[p] = count_neighbours(pb, p);
			if (pb->at[p] == COLOR_EMPTY) {
				add_empty(pb, p);
				continue;
			}
			int o = pb->chain_of[p];
			pb->chain[o].size = b->chain[o].size;
			pb->chain[o].state = PCHAIN_STATE(pb->at[p], 0) | (pb->chain[o].state & 4);
			for (int d = 0; d < 4; d++)
				if (pb->at[p + coord_dirs[d]] == COLOR_EMPTY)
					add_lib(pb, o, p + coord_dirs[d]);
		}
	}
}

/* Copies src into dst: only the points up to the board's last, the rest of
 * the arrays being never read on a board of that size. */
void
pboard_copy(struct pboard *dst, const struct pboard *src)
{
	size_t n = (size_t)coord_make(src->size, src->size) + 1;

	dst->size = src->size;
	dst->n_empty = src->n_empty;
	dst->ko_point = src->ko_point;
	dst->ko_banned = src->ko_banned;
	dst->played = src->played;
	dst->played_ataris = src->played_ataris;
	memcpy(dst->at, src->at, n * sizeof(src->at[0]));
	memcpy(dst->nbr, src->nbr, n * sizeof(src->nbr[0]));
	memcpy(dst->chain_of, src->chain_of, n * sizeof(src->chain_of[0]));
	memcpy(dst->next_stone, src->next_stone, n * sizeof(src->next_stone[0]));
	memcpy(dst->slot, src->slot, n * sizeof(src->slot[0]));
	memcpy(dst->empty, src->empty, (size_t)src->n_empty * sizeof(src->empty[0]));
	memcpy(dst->chain, src->chain, n * sizeof(src->chain[0]));
	memcpy(dst->captured, src->captured, sizeof(src->captured));
}

/* Joins chain `from` into chain `into` (both origins). */
static inline void
merge(struct pboard *pb, int into, int from)
{
	struct pchain *a = &pb->chain[into];
	const struct pchain *b = &pb->chain[from];
	coord_t s = from;
	int16_t tmp;

	do {
		pb->chain_of[s] = (int16_t)into;
		s = pb->next_stone[s];
	} while (s != from);
	tmp = pb->next_stone[into];
	pb->next_stone[into] = pb->next_stone[from];
	pb->next_stone[from] = tmp;
	a->size += b->size;
	a->libs += b->libs;
}

/* Counts the freed point e as a pseudo-liberty of chain o, a chain next to a
 * captured one: a chain that gains a liberty by a capture is no longer in
 * atari (but the capturing stone's own: pboard_play() works its state out
 * afterwards). */
static inline void
add_freed_lib(struct pboard *pb, int o, coord_t e)
{
	struct pchain *c = &pb->chain[o];

	c->libs += PCHAIN_LIB(e);
	c->state &= 3;
}

/* Lifts the chain with origin o; the points around learn of the freed points,
 * and the chains around get them as liberties (the freed points and the
 * border add theirs to the dummy chain 0, which spares a test per neighbour). */
static int
capture(struct pboard *pb, int o)
{
	enum color color = (enum color)pb->at[o];
	uint32_t freed = PBOARD_NBR(COLOR_EMPTY) - PBOARD_NBR(color);
	coord_t s = o;
	int n = 0;

	do {
		pb->at[s] = COLOR_EMPTY;
		pb->chain_of[s] = PBOARD_NO_CHAIN;
		add_empty(pb, s);
		n++;
		s = pb->next_stone[s];
	} while (s != o);
	do {
#pragma GCC unroll 4
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			pb->nbr[nb] += freed - PBOARD_NBR_DIR(color, d ^ 1);
			add_freed_lib(pb, pb->chain_of[nb], s);
		}
#pragma GCC unroll 4
		for (int d = 4; d < 8; d++)
			pb->nbr[s + pboard_dirs8[d]] -= PBOARD_DIAG(color);
		s = pb->next_stone[s];
	} while (s != o);
	pb->captured[color] += n;
	return n;
}

/*
 * Plays a legal move (pboard_legal) of color at `at`; returns the stones
 * captured. The four neighbours are handled without a test of their colour
 * (random colours are what a branch predictor cannot learn): each gives up
 * `at` as a pseudo-liberty of its chain, the empty points and the border
 * through the dummy chain 0; the own neighbours are then joined in the order
 * of coord_dirs, the larger chain taking in the smaller, as the chains'
 * stone order (hence the playouts) depend on it.
 */
int
pboard_play(struct pboard *pb, enum color color, coord_t at)
{
	enum color other = color_other(color);
	uint32_t taken_up = PBOARD_NBR(color) - PBOARD_NBR(COLOR_EMPTY);
	unsigned dirs = pboard_dirs(pb, at);
	uint64_t libs, lib_at = PCHAIN_LIB(at);
	unsigned own, enemy, takes = 0;
	int captured = 0, origin = at;
	coord_t taken = COORD_NONE;

	/* Everything read first, into locals: the stores below (to int16_t
	 * and uint8_t arrays) would otherwise make the compiler read again. */
	coord_t nb[4];
	int o[4];
#pragma GCC unroll 4
	for (int d = 0; d < 4; d++) {
		nb[d] = at + coord_dirs[d];
		o[d] = pb->chain_of[nb[d]];
	}
	libs = empty_libs(at, PBOARD_DIRS_OF_COLOR(dirs, COLOR_EMPTY));
	own = PBOARD_DIRS_OF_COLOR(dirs, color);
	enemy = PBOARD_DIRS_OF_COLOR(dirs, other);
	remove_empty(pb, at);
	pb->at[at] = (uint8_t)color;
#pragma GCC unroll 4
	for (int d = 0; d < 4; d++) {
		struct pchain *ch = &pb->chain[o[d]];
		/* at is the neighbour in the opposite direction, d ^ 1. */
		pb->nbr[nb[d]] += taken_up + PBOARD_NBR_DIR(color, d ^ 1); /* border: unused */
		ch->libs -= lib_at;
	}
#pragma GCC unroll 4
	for (int d = 4; d < 8; d++)
		pb->nbr[at + pboard_dirs8[d]] += PBOARD_DIAG(color);
	/* The enemy chains' atari bits (own chains join the new stone's). */
	unsigned ataris = 0;
	for (unsigned e = enemy; e; e &= e - 1) {
		int d = __builtin_ctz(e);
		struct pchain *ch = &pb->chain[o[d]];
		pchain_update_state(ch);
		takes |= pchain_plibs(ch) == 0;
		/* A chain about to be captured has no pseudo-liberty, so no atari
		 * bit; a capture adds liberties to own chains only. */
		ataris |= pboard_chain_in_atari(ch) << d;
	}
	pb->played = at;
	pb->played_ataris = ataris;
	pb->ko_point = COORD_NONE;
	if (own) {
		/* The first join, as merge() would do it, moves one stone: the new
		 * one into a larger chain, or a lone stone into the new one. */
		int join = o[__builtin_ctz(own)];
		struct pchain *ch = &pb->chain[join];
		own &= own - 1;
		if (ch->size > 1) {
			pb->chain_of[at] = (int16_t)join;
			pb->next_stone[at] = pb->next_stone[join];
			pb->next_stone[join] = (int16_t)at;
			ch->size++;
			ch->libs += libs;
			origin = join;
		} else {
			pb->chain_of[at] = (int16_t)at;
			pb->chain_of[join] = (int16_t)at;
			pb->next_stone[at] = (int16_t)join;
			pb->next_stone[join] = (int16_t)at;
			pb->chain[at] = (struct pchain){libs + ch->libs, 2, PCHAIN_STATE(color, 0)};
		}
	} else {
		pb->chain_of[at] = (int16_t)at;
		pb->next_stone[at] = (int16_t)at;
		pb->chain[at] = (struct pchain){libs, 1, PCHAIN_STATE(color, 0)};
	}
	while (own) {
		int join = pb->chain_of[nb[__builtin_ctz(own)]];
		own &= own - 1;
		if (join == origin)
			continue;
		if (pb->chain[join].size > pb->chain[origin].size) {
			merge(pb, join, origin);
			origin = join;
		} else {
			merge(pb, origin, join);
		}
	}
	pchain_update_state(&pb->chain[origin]);
	if (!takes)
		return 0;
	while (enemy) {
		coord_t e = nb[__builtin_ctz(enemy)];
		enemy &= enemy - 1;
		if (pb->at[e] == other && pchain_plibs(&pb->chain[pb->chain_of[e]]) == 0) {
			taken = e;
			captured += capture(pb, pb->chain_of[e]);
		}
	}
	pchain_update_state(&pb->chain[origin]);
	if (captured == 1 && pb->chain[origin].size == 1 && pboard_in_atari(pb, at)) {
		pb->ko_point = taken;
		pb->ko_banned = (uint8_t)other;
	}
	return captured;
}

/*
 * The liberties, counted up to two, that color's chain would have after
 * playing the empty point at, a captured neighbour counting as one; when that
 * is below two, in *size the stones of that chain (the callers ask the size
 * of self-ataris only). Changes nothing, walks nothing: an own chain's
 * pseudo-liberties away from `at` are none, all one point (the sums tell it,
 * as for atari) or two points at least.
 */
int
pboard_libs_after(const struct pboard *pb, enum color color, coord_t at, int *size)
{
	unsigned dirs = pboard_dirs(pb, at);
	unsigned own = PBOARD_DIRS_OF_COLOR(dirs, color), first;
	unsigned libs = PBOARD_DIRS_OF_COLOR(dirs, COLOR_EMPTY);
	int o[4], stones = 1, n = 0;
	coord_t lib = COORD_NONE;

	if (libs & (libs - 1))
		return 2; /* two empty neighbours, whatever else */

#pragma GCC unroll 4
	for (int d = 0; d < 4; d++)
		o[d] = pb->chain_of[at + coord_dirs[d]];
	/* Each own chain once (equal origins are the same chain, whose stones
	 * are all own; no other neighbour shares an own chain's origin). The
	 * own chains first: most often one of them has liberties to spare. */
	first = own & ~((unsigned)(o[1] == o[0]) << 1 |
	                (unsigned)((o[2] == o[0]) | (o[2] == o[1])) << 2 |
	                (unsigned)((o[3] == o[0]) | (o[3] == o[1]) | (o[3] == o[2])) << 3);
	for (unsigned f = first; f; f &= f - 1) {
		int d = __builtin_ctz(f);
		const struct pchain *c = &pb->chain[o[d]];
		int adj = (o[0] == o[d]) + (o[1] == o[d]) + (o[2] == o[d]) + (o[3] == o[d]);
		uint64_t k = pchain_plibs(c) - (unsigned)adj;
		uint64_t sum = pchain_libsum(c) - (uint32_t)(adj * at);
		uint64_t sum2 = pchain_libsum2(c) - (uint32_t)(adj * at * at);
		if (k == 0)
			continue;
		if (k > 4 || k * sum2 != sum * sum)
			return 2;
		if (n == 0) {
			lib = (coord_t)(sum / k);
			n = 1;
		} else if (sum != k * (uint64_t)lib) {
			return 2;
		}
	}
	/* Then the empty neighbours and the enemy chains in atari (each capture
	 * frees its point next to at): points apart from each other, but an own
	 * chain's one liberty found above may be one of the empty neighbours. */
	libs |= pboard_ataris_around(pb, at, color_other(color));
	for (; libs; libs &= libs - 1) {
		coord_t p = at + coord_dirs[__builtin_ctz(libs)];
		if (n == 0) {
			lib = p;
			n = 1;
		} else if (p != lib) {
			return 2;
		}
	}
#pragma GCC unroll 4
	for (int d = 0; d < 4; d++)
		stones += (int)(first >> d & 1) * pb->chain[o[d]].size;
	*size = stones;
	return n;
}

/*
 * The invariant checker: the empty list, the neighbour counts, chain
 * membership, sizes and the pseudo-liberty sums recomputed from scratch.
 * Slow; for tests.
 */
bool
pboard_check(const struct pboard *pb)
{
	int n_empty = 0;

	for (int row = 0; row < pb->size; row++) {
		for (int col = 0; col < pb->size; col++) {
			coord_t p = coord_make(row, col);
			if (pb->nbr[p] != count_neighbours(pb, p))
				return false;
			if (pb->at[p] == COLOR_EMPTY) {
				n_empty++;
				if (pb->slot[p] < 0 || pb->slot[p] >= pb->n_empty ||
				    pb->empty[pb->slot[p]] != p || pb->chain_of[p] != PBOARD_NO_CHAIN)
					return false;
				continue;
			}
			if (pb->at[p] != COLOR_BLACK && pb->at[p] != COLOR_WHITE)
				return false;
			int o = pb->chain_of[p];
			if (o != p)
				continue;
			int size = 0, plibs = 0;
			uint32_t sum = 0, sum2 = 0;
			coord_t s = p;
			do {
				if (pb->chain_of[s] != o || pb->at[s] != pb->at[p] || ++size > 625)
					return false;
				for (int d = 0; d < 4; d++) {
					coord_t e = s + coord_dirs[d];
					if (pb->at[e] == COLOR_EMPTY) {
						plibs++;
						sum += (uint32_t)e;
						sum2 += (uint32_t)(e * e);
					} else if (pb->at[e] == pb->at[p] && pb->chain_of[e] != o) {
						return false; /* touching stones in two chains */
					}
				}
				s = pb->next_stone[s];
			} while (s != p);
			const struct pchain *c = &pb->chain[o];
			if (size != c->size || (unsigned)plibs != pchain_plibs(c) || plibs == 0 ||
			    sum != pchain_libsum(c) || sum2 != pchain_libsum2(c) ||
			    c->state != PCHAIN_STATE(pb->at[p], pchain_atari_from_sums(c)))
				return false;
		}
	}
	if (pb->played != COORD_NONE) {
		enum color other = color_other((enum color)pb->at[pb->played]);
		unsigned ataris = 0;
		for (int d = 0; d < 4; d++) {
			coord_t nb = pb->played + coord_dirs[d];
			ataris |= (unsigned)(pb->at[nb] == other && pboard_in_atari(pb, nb)) << d;
		}
		if (!color_is_player(pb->at[pb->played]) || ataris != pb->played_ataris)
			return false;
	}
	return n_empty == pb->n_empty;
}
