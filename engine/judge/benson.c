/*
 * benson.c -- Benson's algorithm. For each colour: the chains of that colour and
 * the regions enclosed by them (connected points not of that colour). A region is
 * vital to a chain when every empty point of it is a liberty of the chain. Chains
 * with fewer than two vital regions are struck out, then every region bordered
 * by a struck chain, until nothing changes; the chains left are alive.
 */
#include "engine/judge/benson.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"

#define MAX_REGIONS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)
#define MAX_BORDER 32

struct region {
	int16_t border[MAX_BORDER]; /* chain origins next to the region */
	int n_border;               /* entries in border (MAX_BORDER + 1: too many, never vital) */
	int16_t vital[4];           /* chains that have every empty point as a liberty */
	int n_vital;                /* entries in vital, or -1 before the first empty point */
	bool live;                  /* not yet struck out */
};

struct benson {
	const struct board *b;              /* the position */
	enum color color;                   /* the colour whose life is tested */
	int16_t region_of[BOARD_MAX_POINTS];/* region index of a non-color point, -1 otherwise */
	struct region region[MAX_REGIONS];  /* the enclosed regions */
	int n_regions;                      /* regions found */
	bool chain_live[BOARD_MAX_POINTS];  /* by chain origin: still a candidate */
};

/* Adds chain origin to the region's border unless present. */
static void
region_add_border(struct region *r, int origin)
{
	for (int i = 0; i < r->n_border && i < MAX_BORDER; i++)
		if (r->border[i] == origin)
			return;
	if (r->n_border < MAX_BORDER)
		r->border[r->n_border] = (int16_t)origin;
	if (r->n_border <= MAX_BORDER)
		r->n_border++;
}

/* Narrows the region's vital chains to those having empty point p as a liberty. */
static void
intersect_vital(const struct benson *bn, struct region *r, coord_t p)
{
	const struct board *b = bn->b;
	int16_t adjacent[4];
	int n = 0, kept = 0;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (board_at(b, nb) == bn->color)
			adjacent[n++] = (int16_t)board_chain(b, nb);
	}
	if (r->n_vital < 0) {
		for (int i = 0; i < n; i++)
			r->vital[i] = adjacent[i];
		r->n_vital = n;
		return;
	}
	for (int i = 0; i < r->n_vital; i++) {
		bool found = false;
		for (int k = 0; k < n && !found; k++)
			found = adjacent[k] == r->vital[i];
		if (found)
			r->vital[kept++] = r->vital[i];
	}
	r->n_vital = kept;
}

/* Floods the region through start, recording its bordering chains. */
static void
flood_region(struct benson *bn, coord_t start, int index)
{
	const struct board *b = bn->b;
	coord_t stack[BOARD_MAX_POINTS];
	struct region *r = &bn->region[index];
	int sp = 0;

	r->n_border = 0;
	r->n_vital = -1;
	r->live = true;
	bn->region_of[start] = (int16_t)index;
	stack[sp++] = start;
	while (sp > 0) {
		coord_t p = stack[--sp];
		if (board_at(b, p) == COLOR_EMPTY)
			intersect_vital(bn, r, p);
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			enum color c = board_at(b, nb);
			if (c == bn->color)
				region_add_border(r, board_chain(b, nb));
			else if (c != COLOR_BORDER && bn->region_of[nb] < 0) {
				bn->region_of[nb] = (int16_t)index;
				stack[sp++] = nb;
			}
		}
	}
}

/* Whether every empty point of region r is a liberty of chain origin. */
static bool
region_vital_to(const struct region *r, coord_t origin)
{
	if (r->n_vital < 0) /* no empty point: every one is a liberty */
		for (int k = 0; k < r->n_border && k < MAX_BORDER; k++)
			if (r->border[k] == origin)
				return true;
	for (int i = 0; i < r->n_vital; i++)
		if (r->vital[i] == origin)
			return true;
	return false;
}

/* Counts the live regions vital to chain origin (stops at two). */
static int
vital_regions(const struct benson *bn, coord_t origin)
{
	int count = 0;

	for (int i = 0; i < bn->n_regions && count < 2; i++) {
		const struct region *r = &bn->region[i];
		if (r->live && r->n_border <= MAX_BORDER && region_vital_to(r, origin))
			count++;
	}
	return count;
}

/* Strikes out chains with fewer than two vital regions; true if any was. */
static bool
strike_chains(struct benson *bn)
{
	const struct board *b = bn->b;
	bool changed = false;

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (board_at(b, p) != bn->color || board_chain(b, p) != p || !bn->chain_live[p])
			continue;
		if (vital_regions(bn, p) < 2) {
			bn->chain_live[p] = false;
			changed = true;
		}
	}
	return changed;
}

/* Strikes out regions bordered by a struck chain; true if any was. */
static bool
strike_regions(struct benson *bn)
{
	bool changed = false;

	for (int i = 0; i < bn->n_regions; i++) {
		struct region *r = &bn->region[i];
		if (!r->live)
			continue;
		for (int k = 0; k < r->n_border && k < MAX_BORDER; k++) {
			if (!bn->chain_live[r->border[k]]) {
				r->live = false;
				changed = true;
				break;
			}
		}
	}
	return changed;
}

/* Whether live region r is vital to some chain still live. */
static bool
vital_to_live_chain(const struct benson *bn, const struct region *r)
{
	if (r->n_border > MAX_BORDER)
		return false;
	for (int k = 0; k < r->n_border; k++)
		if (bn->chain_live[r->border[k]] && region_vital_to(r, r->border[k]))
			return true;
	return false;
}

/* Marks the unconditionally alive chains of one colour, and in dead (may be
 * NULL) the opponent stones inside regions vital to them. */
static void
benson_color(struct benson *bn, uint8_t alive[BOARD_MAX_POINTS], uint8_t *dead)
{
	const struct board *b = bn->b;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	bn->n_regions = 0;
	for (int i = 0; i < BOARD_MAX_POINTS; i++) {
		bn->region_of[i] = -1;
		bn->chain_live[i] = false;
	}
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color c = board_at(b, p);
		if (c == bn->color && board_chain(b, p) == p)
			bn->chain_live[p] = true;
		else if (c != bn->color && bn->region_of[p] < 0)
			flood_region(bn, p, bn->n_regions++);
	}
	while (strike_chains(bn) && strike_regions(bn))
		;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color c = board_at(b, p);
		if (c == bn->color && bn->chain_live[board_chain(b, p)])
			alive[p] = 1;
		else if (dead && c == color_other(bn->color) &&
			 bn->region[bn->region_of[p]].live &&
			 vital_to_live_chain(bn, &bn->region[bn->region_of[p]]))
			dead[p] = 1;
	}
}

/*
 * Sets alive[p] = 1 for every stone of a chain (either colour) that Benson's
 * algorithm proves unconditionally alive, 0 for every other point; and, when
 * dead is not NULL, dead[p] = 1 for every stone inside a region vital to such a
 * chain (it can never make an eye there, so it is dead), 0 elsewhere.
 */
void
benson_analyse(const struct board *b, uint8_t alive[BOARD_MAX_POINTS], uint8_t *dead)
{
	struct benson bn;

	memset(alive, 0, BOARD_MAX_POINTS);
	if (dead)
		memset(dead, 0, BOARD_MAX_POINTS);
	bn.b = b;
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		bn.color = (enum color)c;
		benson_color(&bn, alive, dead);
	}
}

/* benson_analyse() without the dead stones: alive[p] = 1 for proven-alive stones. */
void
benson_alive(const struct board *b, uint8_t alive[BOARD_MAX_POINTS])
{
	benson_analyse(b, alive, NULL);
}
