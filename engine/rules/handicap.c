/* handicap.c -- star-point placements (GTP v2 §4.1.1) and free placement. */
#include "engine/rules/handicap.h"

#include <stdbool.h>

/*
 * The fixed placement of `stones` handicap stones on a size x size board, as the
 * GTP spec defines it: boards 7x7 and up; 2..4 stones on the corner star points,
 * up to 9 on odd sizes from 9x9 (the middle star points need a centre line).
 * Returns the number of points written, or 0 when the number is invalid.
 */
int
handicap_fixed(int size, int stones, coord_t out[HANDICAP_MAX_FIXED])
{
	int edge = size >= 13 ? 3 : 2; /* 0-based line of the corner star points */
	int lo = edge, hi = size - 1 - edge, mid = size / 2;
	int max = (size % 2 == 1 && size >= 9) ? 9 : 4;
	bool centre = stones % 2 == 1 && stones >= 5;
	bool sides_lr = stones >= 6;    /* left and right middle points */
	bool sides_tb = stones >= 8;    /* top and bottom middle points */
	int n = 0;

	if (size < 7 || stones < 2 || stones > max)
		return 0;
	/* Listed top row first, left to right, like GNU Go. */
	if (stones >= 3)
		out[n++] = coord_make(hi, lo);
	if (sides_tb)
		out[n++] = coord_make(hi, mid);
	out[n++] = coord_make(hi, hi);
	if (sides_lr)
		out[n++] = coord_make(mid, lo);
	if (centre)
		out[n++] = coord_make(mid, mid);
	if (sides_lr)
		out[n++] = coord_make(mid, hi);
	out[n++] = coord_make(lo, lo);
	if (sides_tb)
		out[n++] = coord_make(lo, mid);
	if (stones >= 4)
		out[n++] = coord_make(lo, hi);
	return n;
}

/* Squared distance between two points. */
static int
distance2(coord_t a, coord_t b)
{
	int dr = coord_row(a) - coord_row(b), dc = coord_col(a) - coord_col(b);

	return dr * dr + dc * dc;
}

/* The stones placed so far, as handicap_free spreads the next ones. */
#define SPREAD_UNSET (1 << 30)
struct spread {
	int size;
	int far[BOARD_MAX_POINTS]; /* squared distance to the nearest stone placed */
	int sum[BOARD_MAX_POINTS]; /* squared distances to all stones placed, summed */
	bool used[BOARD_MAX_POINTS];
};

/* Places a stone at at: its distances join far and sum. */
static void
spread_add(struct spread *sp, coord_t at)
{
	sp->used[at] = true;
	for (int row = 0; row < sp->size; row++)
		for (int col = 0; col < sp->size; col++) {
			coord_t c = coord_make(row, col);
			int d = distance2(c, at);
			sp->far[c] = d < sp->far[c] ? d : sp->far[c];
			sp->sum[c] += d;
		}
}

/*
 * The free point at least margin lines in from the edge farthest from the
 * nearest stone; ties: farthest from all of them, then nearest the centre.
 * COORD_NONE when there is none.
 */
static coord_t
spread_farthest(const struct spread *sp, int margin)
{
	int size = sp->size;
	coord_t best = COORD_NONE, centre = coord_make(size / 2, size / 2);

	for (int row = size - 1 - margin; row >= margin; row--)
		for (int col = margin; col < size - margin; col++) {
			coord_t c = coord_make(row, col);
			if (sp->used[c])
				continue;
			if (best == COORD_NONE || sp->far[c] > sp->far[best] ||
			    (sp->far[c] == sp->far[best] && sp->sum[c] > sp->sum[best]) ||
			    (sp->far[c] == sp->far[best] && sp->sum[c] == sp->sum[best] &&
			     distance2(c, centre) < distance2(best, centre)))
				best = c;
		}
	return best;
}

/*
 * goref's choice of `stones` free handicap points (2 .. size*size - 1): first
 * the star points and the centre as the fixed placement puts them (GTP v2
 * 4.1.1), then, one at a time, the point farthest from every stone placed so
 * far (on a tie: farthest from all of them together, then closest to the
 * centre, then top row first), on the third to the
 * third-last line while there is room there, then anywhere. So the stones
 * spread evenly and keep off the edge: on 19x19 the 10th goes between star
 * points, never on the first line. out must hold `stones` points. Returns how
 * many were placed.
 */
int
handicap_free(int size, int stones, coord_t *out)
{
	struct spread sp = { .size = size };
	int first = stones > 9 ? 9 : stones, n, edge = size >= 7 ? 2 : size >= 3 ? 1 : 0;

	if (stones < 2 || stones > size * size - 1)
		return 0;
	n = handicap_fixed(size, first, out);
	if (n == 0 && size % 2 == 0 && size >= 7) /* even sizes stop at 4 fixed stones */
		n = handicap_fixed(size, 4, out);
	for (int row = 0; row < size; row++)
		for (int col = 0; col < size; col++)
			sp.far[coord_make(row, col)] = SPREAD_UNSET, sp.sum[coord_make(row, col)] = 0;
	for (int i = 0; i < n; i++)
		spread_add(&sp, out[i]);
	while (n < stones) {
		coord_t best = spread_farthest(&sp, edge);
		if (best == COORD_NONE)
			best = spread_farthest(&sp, 0);
		spread_add(&sp, best);
		out[n++] = best;
	}
	return n;
}
