/*
 * features.c -- the features of a move (features.h) and its strength from the
 * learned gammas (gammas.c).
 */
#include "engine/search/features.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "engine/playout/pattern.h"
#include "engine/playout/pboard.h"

const int feature_levels[FEATURE_GROUPS] = {
	[FEATURE_SHAPE] = 0, /* keys, not levels */
	[FEATURE_CAPTURE] = 9,
	[FEATURE_ESCAPE] = 3,
	[FEATURE_SELF_ATARI] = 3,
	[FEATURE_ATARI] = 3,
	[FEATURE_LAST] = FEATURE_DISTANCE_LEVELS,
	[FEATURE_LAST2] = FEATURE_DISTANCE_LEVELS,
	[FEATURE_LINE] = 11,
};

/* The neighbours in pattern3_code's order as (row, column) offsets, row +1 above. */
static const int8_t neighbour_offset[8][2] = {
	{ -1, -1 }, { -1, 0 }, { -1, 1 }, { 0, -1 }, { 0, 1 }, { 1, -1 }, { 1, 0 }, { 1, 1 },
};

/* The orthogonal neighbours among them, in the order of a key's atari bits. */
static const int orthogonal[4] = { 1, 3, 4, 6 };

static int
neighbour_index(int dr, int dc)
{
	for (int i = 0; i < 8; i++)
		if (neighbour_offset[i][0] == dr && neighbour_offset[i][1] == dc)
			return i;
	return -1;
}

/* The key moved by symmetry t (0-3 quarter turns, 4-7 the same after a mirror). */
static uint32_t
transform(uint32_t key, int t)
{
	uint32_t out = 0;

	for (int i = 0; i < 8; i++) {
		int r = neighbour_offset[i][0], c = neighbour_offset[i][1];
		if (t >= 4)
			c = -c;
		for (int q = 0; q < t % 4; q++) {
			int old = r;
			r = c;
			c = -old;
		}
		int j = neighbour_index(r, c);
		out |= (key >> (2 * i) & 3) << (2 * j);
		for (int k = 0; k < 4; k++)
			if (orthogonal[k] == i && key >> (16 + k) & 1)
				for (int m = 0; m < 4; m++)
					if (orthogonal[m] == j)
						out |= 1u << (16 + m);
	}
	return out;
}

uint32_t
feature_shape_canonical(uint32_t key)
{
	uint32_t best = key;

	for (int t = 1; t < 8; t++) {
		uint32_t k = transform(key, t);
		if (k < best)
			best = k;
	}
	return best;
}

/* The colours of a pattern3_code with Black and White swapped (empty and the
 * border stay): the fields holding exactly one set bit flip both. */
static uint32_t
swap_colours(uint32_t code)
{
	uint32_t one = (code ^ code >> 1) & 0x5555;

	return code ^ (one | one << 1);
}

static uint32_t
shape_key(const struct pboard *pb, enum color color, coord_t p)
{
	static const int orthogonal_step[4] = { -COORD_STRIDE, -1, 1, COORD_STRIDE };
	uint32_t key = pattern3_code(pb, p);

	if (color == COLOR_WHITE)
		key = swap_colours(key);
	for (int k = 0; k < 4; k++) {
		coord_t nb = p + orthogonal_step[k];
		if ((pb->at[nb] == COLOR_BLACK || pb->at[nb] == COLOR_WHITE) && pboard_in_atari(pb, nb))
			key |= 1u << (16 + k);
	}
	return key;
}

bool
feature_stones_near(const struct pboard *pb, coord_t p)
{
	for (int dr = -3; dr <= 3; dr++) {
		for (int dc = -3; dc <= 3; dc++) {
			int r = coord_row(p) + dr, c = coord_col(p) + dc;
			if (abs(dr) + abs(dc) > 3 || r < 0 || c < 0 || r >= pb->size || c >= pb->size)
				continue;
			enum color k = (enum color)pb->at[coord_make(r, c)];
			if (k == COLOR_BLACK || k == COLOR_WHITE)
				return true;
		}
	}
	return false;
}

/* The level of a distance from p to the move m: |dx| + |dy| + max(|dx|, |dy|),
 * 2 (a neighbour) as level 1, up to the last level; 0 without a move. A move
 * on m itself (its stone was taken since) counts as a neighbour. */
static uint32_t
distance_level(coord_t p, coord_t m)
{
	if (m < 0)
		return 0;
	int dr = abs(coord_row(p) - coord_row(m)), dc = abs(coord_col(p) - coord_col(m));
	int d = dr + dc + (dr > dc ? dr : dc);
	if (d < 2)
		d = 2;
	return (uint32_t)(d - 1 < FEATURE_DISTANCE_LEVELS - 1 ? d - 1 : FEATURE_DISTANCE_LEVELS - 1);
}

/* Whether the enemy chain of stone would be left with one liberty by a stone
 * at p (which it touches `adjacent` times), from its pseudo-liberties. */
static bool
left_in_atari(const struct pboard *pb, coord_t stone, coord_t p, int adjacent)
{
	const struct pchain *c = &pb->chain[pb->chain_of[stone]];
	uint64_t k = pchain_plibs(c) - (unsigned)adjacent;
	uint64_t sum = pchain_libsum(c) - (uint64_t)adjacent * (uint64_t)p;
	uint64_t sum2 = pchain_libsum2(c) - (uint64_t)adjacent * (uint64_t)p * (uint64_t)p;

	return k > 0 && k <= 4 && k * sum2 == sum * sum;
}

void
features_of_move(const struct pboard *pb, enum color color, coord_t p, coord_t last,
		 coord_t last2, struct move_features *out)
{
	enum color other = color_other(color);
	int captured = 0, escaped = 0, ataried = 0, size;
	bool takes_last = false, escapable = false;
	int seen[4], n_seen = 0;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		int chain = pb->chain_of[nb];
		if (pb->at[nb] != COLOR_BLACK && pb->at[nb] != COLOR_WHITE)
			continue;
		bool again = false;
		for (int i = 0; i < n_seen; i++)
			again |= seen[i] == chain;
		if (again)
			continue;
		seen[n_seen++] = chain;
		int chain_size = pb->chain[chain].size;
		if (pb->at[nb] == other && pboard_in_atari(pb, nb)) {
			captured += chain_size;
			takes_last |= last >= 0 && pb->chain_of[last] == chain;
			escapable |= pboard_libs_after(pb, other, p, &size) >= 2;
		} else if (pb->at[nb] == other) {
			int adjacent = 0;
			for (int e = 0; e < 4; e++)
				adjacent += pb->chain_of[p + coord_dirs[e]] == chain;
			if (left_in_atari(pb, nb, p, adjacent) && chain_size > ataried)
				ataried = chain_size;
		} else if (pboard_in_atari(pb, nb) && chain_size > escaped) {
			escaped = chain_size;
		}
	}

	for (int g = 0; g < FEATURE_GROUPS; g++)
		out->level[g] = 0;
	out->level[FEATURE_SHAPE] = shape_key(pb, color, p);
	if (captured > 0)
		out->level[FEATURE_CAPTURE] = 1 + (captured > 1 ? FEATURE_CAPTURE_MORE : 0) +
					      (takes_last ? FEATURE_CAPTURE_LAST : 0) +
					      (escapable ? FEATURE_CAPTURE_ESCAPABLE : 0);
	if (pboard_libs_after(pb, color, p, &size) < 2)
		out->level[FEATURE_SELF_ATARI] = size > 1 ? 2 : 1;
	else if (escaped > 0)
		out->level[FEATURE_ESCAPE] = escaped > 1 ? 2 : 1;
	if (ataried > 0)
		out->level[FEATURE_ATARI] = ataried > 1 ? 2 : 1;
	out->level[FEATURE_LAST] = distance_level(p, last);
	out->level[FEATURE_LAST2] = distance_level(p, last2);
	int line = coord_line(pb->size, p);
	out->level[FEATURE_LINE] = (uint32_t)(line < 5 ? line : 5) + (feature_stones_near(pb, p) ? 0u : 5u);
}

/*
 * The shapes' gammas by key, every rotation and reflection of each stored
 * shape: open addressing, a key stored plus one (0 is an empty slot).
 */
#define SHAPE_SLOTS (1u << 17)
static struct {
	uint32_t key;
	float gamma;
} shape_slot[SHAPE_SLOTS];
static pthread_once_t shapes_built = PTHREAD_ONCE_INIT;

static uint32_t
slot_of(uint32_t key)
{
	uint32_t h = key * 2654435761u >> 15;

	while (shape_slot[h].key != 0 && shape_slot[h].key != key + 1)
		h = (h + 1) & (SHAPE_SLOTS - 1);
	return h;
}

static void
build_shapes(void)
{
	for (int i = 0; i < feature_n_shapes; i++)
		for (int t = 0; t < 8; t++) {
			uint32_t key = transform(feature_shape_gammas[i].key, t), h = slot_of(key);
			shape_slot[h].key = key + 1;
			shape_slot[h].gamma = feature_shape_gammas[i].gamma;
		}
}

double
features_gamma(const struct move_features *f)
{
	pthread_once(&shapes_built, build_shapes);
	uint32_t h = slot_of(f->level[FEATURE_SHAPE]);
	double gamma = shape_slot[h].key ? shape_slot[h].gamma : feature_rare_shape_gamma;

	for (int g = FEATURE_SHAPE + 1; g < FEATURE_GROUPS; g++)
		gamma *= feature_gammas[g][f->level[g]];
	return gamma;
}
