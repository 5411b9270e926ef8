/*
 * canonical.c -- the least of a position's eight images under the board's
 * symmetries, and comparing two of them.
 */
#include "bench/lib/canonical.h"

#include <string.h>

#include "engine/rules/board.h"

/*
 * Point c of a size x size board under symmetry 0..7: bit 2 swaps row and
 * column (a mirror in the diagonal), bit 0 flips the rows, bit 1 the columns;
 * together they give the four rotations and their mirror images.
 */
coord_t
canonical_transform(int size, int symmetry, coord_t c)
{
	int row = coord_row(c), col = coord_col(c);

	if (symmetry & 4) {
		int t = row;

		row = col;
		col = t;
	}
	if (symmetry & 1)
		row = size - 1 - row;
	if (symmetry & 2)
		col = size - 1 - col;
	return coord_make(row, col);
}

static char
cell_of(enum color color)
{
	return color == COLOR_BLACK ? 'X' : color == COLOR_WHITE ? 'O' : '.';
}

/* Fills out with the canonical form of b with to_move to play. */
void
canonical_of(const struct board *b, enum color to_move, struct canonical *out)
{
	int n = b->size;
	char image[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	uint64_t h = 0xcbf29ce484222325ULL;

	out->len = n * n + 1;
	for (int s = 0; s < CANONICAL_SYMMETRIES; s++) {
		for (int row = 0; row < n; row++)
			for (int col = 0; col < n; col++) {
				coord_t to = canonical_transform(n, s, coord_make(row, col));

				image[coord_row(to) * n + coord_col(to)] =
				    cell_of(board_at(b, coord_make(row, col)));
			}
		if (s == 0 || memcmp(image, out->cells, (size_t)(n * n)) < 0)
			memcpy(out->cells, image, (size_t)(n * n));
	}
	out->cells[n * n] = to_move == COLOR_WHITE ? 'W' : 'B';
	for (int i = 0; i < out->len; i++)
		h = (h ^ (unsigned char)out->cells[i]) * 0x100000001b3ULL;
	out->hash = h;
}

/* Whether a and b are the same position up to a symmetry, with the same side to move. */
bool
canonical_equal(const struct canonical *a, const struct canonical *b)
{
	return a->hash == b->hash && a->len == b->len &&
	       memcmp(a->cells, b->cells, (size_t)a->len) == 0;
}
