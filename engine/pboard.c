/*
 * pboard.c -- moves on the playout board. A move touches only its own
 * neighbourhood: pseudo-liberty counts move by one per adjacency, chains merge
 * by relabelling the smaller, and a capture gives each freed point back to the
 * empty list and to the chains around it. Nothing here walks the whole board.
 */
#include "engine/pboard.h"

#include <string.h>

#include "engine/board.h"

/* Counts empty point e as a pseudo-liberty of chain o (once per adjacency). */
static inline void
add_lib(struct pboard *pb, int o, coord_t e)
{
	pb->plibs[o]++;
	pb->libsum[o] += e;
	pb->libsum2[o] += (int64_t)e * e;
}

static inline void
sub_lib(struct pboard *pb, int o, coord_t e)
{
	pb->plibs[o]--;
	pb->libsum[o] -= e;
	pb->libsum2[o] -= (int64_t)e * e;
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

/* The playout board of position b: same stones, chains and ko. */
void
pboard_from_board(struct pboard *pb, const struct board *b)
{
	pb->size = b->size;
	pb->n_empty = 0;
	pb->ko_point = b->ko_point;
	pb->ko_banned = b->ko_banned;
	memcpy(pb->at, b->at, sizeof(pb->at));
	memcpy(pb->chain_of, b->chain_of, sizeof(pb->chain_of));
	memcpy(pb->next_stone, b->next_stone, sizeof(pb->next_stone));
	memset(pb->plibs, 0, sizeof(pb->plibs));
	memset(pb->libsum, 0, sizeof(pb->libsum));
	memset(pb->libsum2, 0, sizeof(pb->libsum2));
	memset(pb->captured, 0, sizeof(pb->captured));
	for (int row = 0; row < b->size; row++) {
		for (int col = 0; col < b->size; col++) {
			coord_t p = coord_make(row, col);
			if (pb->at[p] == COLOR_EMPTY) {
				add_empty(pb, p);
				continue;
			}
			int o = pb->chain_of[p];
			pb->csize[o] = b->chain[o].size;
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
	memcpy(dst->at, src->at, n * sizeof(src->at[0]));
	memcpy(dst->chain_of, src->chain_of, n * sizeof(src->chain_of[0]));
	memcpy(dst->next_stone, src->next_stone, n * sizeof(src->next_stone[0]));
	memcpy(dst->slot, src->slot, n * sizeof(src->slot[0]));
	memcpy(dst->empty, src->empty, (size_t)src->n_empty * sizeof(src->empty[0]));
	memcpy(dst->csize, src->csize, n * sizeof(src->csize[0]));
	memcpy(dst->plibs, src->plibs, n * sizeof(src->plibs[0]));
	memcpy(dst->libsum, src->libsum, n * sizeof(src->libsum[0]));
	memcpy(dst->libsum2, src->libsum2, n * sizeof(src->libsum2[0]));
	memcpy(dst->captured, src->captured, sizeof(src->captured));
}

/* Whether color may play the empty point at: not the ko point, and not suicide. */
bool
pboard_legal(const struct pboard *pb, enum color color, coord_t at)
{
	if (at == pb->ko_point && color == pb->ko_banned)
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = (enum color)pb->at[nb];
		if (c == COLOR_EMPTY)
			return true;
		if (c == COLOR_BORDER)
			continue;
		if ((c == color) != pboard_in_atari(pb, nb))
			return true; /* own chain with a liberty to spare, or a capture */
	}
	return false;
}

/* Joins chain `from` into chain `into` (both origins). */
static void
merge(struct pboard *pb, int into, int from)
{
	coord_t s = from;
	int16_t tmp;

	do {
		pb->chain_of[s] = (int16_t)into;
		s = pb->next_stone[s];
	} while (s != from);
	tmp = pb->next_stone[into];
	pb->next_stone[into] = pb->next_stone[from];
	pb->next_stone[from] = tmp;
	pb->csize[into] = (int16_t)(pb->csize[into] + pb->csize[from]);
	pb->plibs[into] = (int16_t)(pb->plibs[into] + pb->plibs[from]);
	pb->libsum[into] += pb->libsum[from];
	pb->libsum2[into] += pb->libsum2[from];
}

/* Lifts the chain with origin o; the chains around get the freed points. */
static int
capture(struct pboard *pb, int o)
{
	enum color color = (enum color)pb->at[o];
	coord_t s = o;
	int n = 0;

	do {
		pb->at[s] = COLOR_EMPTY;
		add_empty(pb, s);
		n++;
		s = pb->next_stone[s];
	} while (s != o);
	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (pb->at[nb] == COLOR_BLACK || pb->at[nb] == COLOR_WHITE)
				add_lib(pb, pb->chain_of[nb], s);
		}
		s = pb->next_stone[s];
	} while (s != o);
	pb->captured[color] += n;
	return n;
}

/* Plays a legal move (pboard_legal) of color at `at`; returns the stones captured. */
int
pboard_play(struct pboard *pb, enum color color, coord_t at)
{
	enum color other = color_other(color);
	int captured = 0, origin = at;
	coord_t taken = COORD_NONE;

	remove_empty(pb, at);
	pb->at[at] = (uint8_t)color;
	pb->chain_of[at] = (int16_t)at;
	pb->next_stone[at] = (int16_t)at;
	pb->csize[at] = 1;
	pb->plibs[at] = 0;
	pb->libsum[at] = 0;
	pb->libsum2[at] = 0;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = (enum color)pb->at[nb];
		if (c == COLOR_EMPTY)
			add_lib(pb, at, nb);
		else if (c != COLOR_BORDER)
			sub_lib(pb, pb->chain_of[nb], at);
	}
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (pb->at[nb] != color || pb->chain_of[nb] == origin)
			continue;
		int o = pb->chain_of[nb];
		if (pb->csize[o] > pb->csize[origin]) {
			merge(pb, o, origin);
			origin = o;
		} else {
			merge(pb, origin, o);
		}
	}
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (pb->at[nb] == other && pb->plibs[pb->chain_of[nb]] == 0) {
			taken = nb;
			captured += capture(pb, pb->chain_of[nb]);
		}
	}
	pb->ko_point = COORD_NONE;
	if (captured == 1 && pb->csize[origin] == 1 && pboard_in_atari(pb, at)) {
		pb->ko_point = taken;
		pb->ko_banned = (uint8_t)other;
	}
	return captured;
}

/* Adds p to out[0..n) unless there; returns the new n. */
static inline int
add_unique(coord_t *out, int n, coord_t p)
{
	for (int i = 0; i < n; i++)
		if (out[i] == p)
			return n;
	out[n] = p;
	return n + 1;
}

/* The distinct liberties of the chain through stone, up to cap, into out. */
int
pboard_libs_upto(const struct pboard *pb, coord_t stone, int cap, coord_t *out)
{
	coord_t s = stone;
	int n = 0;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (pb->at[nb] == COLOR_EMPTY) {
				n = add_unique(out, n, nb);
				if (n >= cap)
					return n;
			}
		}
		s = pb->next_stone[s];
	} while (s != stone);
	return n;
}

/*
 * The liberties (counted up to cap, at most 8) that color's chain would have
 * after playing the empty point at, a captured neighbour counting as one; in
 * *size the stones of that chain. Changes nothing.
 */
int
pboard_libs_after(const struct pboard *pb, enum color color, coord_t at, int cap, int *size)
{
	coord_t libs[16], own[4];
	int n = 0, n_own = 0, stones = 1, adj[4] = { 0, 0, 0, 0 };

	if (cap > 8)
		cap = 8;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = (enum color)pb->at[nb];
		if (c == COLOR_EMPTY) {
			n = add_unique(libs, n, nb);
		} else if (c == color) {
			int o = pb->chain_of[nb], seen = -1;
			for (int i = 0; i < n_own; i++)
				if (own[i] == o)
					seen = i;
			if (seen >= 0) {
				adj[seen]++;
				continue;
			}
			adj[n_own] = 1;
			own[n_own++] = o;
			stones += pb->csize[o];
		} else if (c == color_other(color) && pboard_in_atari(pb, nb)) {
			n = add_unique(libs, n, nb);
		}
	}
	*size = stones;
	/* A chain whose pseudo-liberties away from `at` exceed 4 has two distinct
	 * liberties besides it (one point counts at most four times): no walk. */
	for (int i = 0; i < n_own && n < cap; i++)
		if (cap <= 2 && pb->plibs[own[i]] - adj[i] > 4)
			return cap;
	for (int i = 0; i < n_own && n < cap; i++) {
		coord_t chain_libs[9];
		int k = pboard_libs_upto(pb, own[i], cap + 1, chain_libs);
		for (int j = 0; j < k && n < cap; j++)
			if (chain_libs[j] != at)
				n = add_unique(libs, n, chain_libs[j]);
	}
	return n < cap ? n : cap;
}

/* Whether p is surrounded by color alone, with at most one (none on the edge)
 * enemy stone on its diagonals: filling it would waste an eye. */
bool
pboard_eye_like(const struct pboard *pb, enum color color, coord_t p)
{
	int enemy = 0, off = 0;

	for (int d = 0; d < 4; d++) {
		enum color c = (enum color)pb->at[p + coord_dirs[d]];
		if (c != color && c != COLOR_BORDER)
			return false;
	}
	for (int d = 4; d < 8; d++) {
		enum color c = (enum color)pb->at[p + pboard_dirs8[d]];
		if (c == COLOR_BORDER)
			off = 1;
		else if (c == color_other(color))
			enemy++;
	}
	return enemy + off < 2;
}

/*
 * The invariant checker: the empty list, chain membership, sizes and the
 * pseudo-liberty sums recomputed from scratch. Slow; for tests.
 */
bool
pboard_check(const struct pboard *pb)
{
	int n_empty = 0;

	for (int row = 0; row < pb->size; row++) {
		for (int col = 0; col < pb->size; col++) {
			coord_t p = coord_make(row, col);
			if (pb->at[p] == COLOR_EMPTY) {
				n_empty++;
				if (pb->slot[p] < 0 || pb->slot[p] >= pb->n_empty ||
				    pb->empty[pb->slot[p]] != p)
					return false;
				continue;
			}
			if (pb->at[p] != COLOR_BLACK && pb->at[p] != COLOR_WHITE)
				return false;
			int o = pb->chain_of[p];
			if (o != p)
				continue;
			int size = 0, plibs = 0;
			int64_t sum = 0, sum2 = 0;
			coord_t s = p;
			do {
				if (pb->chain_of[s] != o || pb->at[s] != pb->at[p] || ++size > 625)
					return false;
				for (int d = 0; d < 4; d++) {
					coord_t e = s + coord_dirs[d];
					if (pb->at[e] == COLOR_EMPTY) {
						plibs++;
						sum += e;
						sum2 += (int64_t)e * e;
					} else if (pb->at[e] == pb->at[p] && pb->chain_of[e] != o) {
						return false; /* touching stones in two chains */
					}
				}
				s = pb->next_stone[s];
			} while (s != p);
			if (size != pb->csize[o] || plibs != pb->plibs[o] || plibs == 0 ||
			    sum != pb->libsum[o] || sum2 != pb->libsum2[o])
				return false;
		}
	}
	return n_empty == pb->n_empty;
}
