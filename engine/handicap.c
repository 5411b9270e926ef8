/* handicap.c -- star-point placements (GTP v2 §4.1.1) and free placement. */
#include "engine/handicap.h"

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

/*
 * goref's choice of `stones` free handicap points (2 .. size*size - 1): the fixed
 * placement where it exists, then points spread over a widening lattice, never two
 * on one point. out must hold `stones` points. Returns how many were placed.
 */
int
handicap_free(int size, int stones, coord_t *out)
{
	bool used[BOARD_MAX_POINTS] = { false };
	int first = stones > 9 ? 9 : stones;
	int n = handicap_fixed(size, first, out);

	if (stones < 2 || stones > size * size - 1)
		return 0;
	for (int i = 0; i < n; i++)
		used[out[i]] = true;
	/* Lattices of step 4, 2, then 1, starting on the third line where possible. */
	for (int step = 4; n < stones && step >= 1; step /= 2) {
		int start = size >= 7 ? 2 : 0;
		for (int row = size - 1 - start; row >= 0 && n < stones; row -= step)
			for (int col = start; col < size && n < stones; col += step) {
				coord_t c = coord_make(row, col);
				if (!used[c]) {
					used[c] = true;
					out[n++] = c;
				}
			}
		if (step == 1)
			for (int row = size - 1; row >= 0 && n < stones; row--)
				for (int col = 0; col < size && n < stones; col++) {
					coord_t c = coord_make(row, col);
					if (!used[c]) {
						used[c] = true;
						out[n++] = c;
					}
				}
	}
	return n;
}
