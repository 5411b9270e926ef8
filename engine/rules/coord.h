/*
 * coord.h -- board points as indexes into a padded 1-D array, and GTP vertices.
 * The stride is fixed (BOARD_MAX_SIZE + 2) so a point's index does not depend on
 * the board size; row 0 is GTP row 1 (the bottom), column 0 is 'A'.
 */
#ifndef GOREF_ENGINE_RULES_COORD_H
#define GOREF_ENGINE_RULES_COORD_H

#include <stdbool.h>
#include <stddef.h>

#define BOARD_MIN_SIZE 2
#define BOARD_MAX_SIZE 25
#define COORD_STRIDE (BOARD_MAX_SIZE + 2)
#define BOARD_MAX_POINTS (COORD_STRIDE * COORD_STRIDE)

typedef int coord_t;

#define COORD_PASS (-1)
#define COORD_NONE (-2)

/* Room for the longest vertex text ("pass", "Z25") and its NUL. */
#define COORD_TEXT_MAX 5

enum coord_parse_result {
	COORD_PARSE_OK,        /* a point on the board, or pass */
	COORD_PARSE_SYNTAX,    /* not a vertex at all */
	COORD_PARSE_OFF_BOARD, /* a well-formed vertex outside this board size */
};

static inline coord_t
coord_make(int row, int col)
{
	return (row + 1) * COORD_STRIDE + (col + 1);
}

static inline int
coord_row(coord_t c)
{
	return c / COORD_STRIDE - 1;
}

static inline int
coord_col(coord_t c)
{
	return c % COORD_STRIDE - 1;
}

/* The line point c is on, on a size x size board: 1 for the edge, 1 + the
 * distance to the nearest edge. */
static inline int
coord_line(int size, coord_t c)
{
	int row = coord_row(c), col = coord_col(c);
	int line = row < col ? row : col;

	if (size - 1 - row < line)
		line = size - 1 - row;
	if (size - 1 - col < line)
		line = size - 1 - col;
	return line + 1;
}

/* Whether p is one of points[0..n). */
static inline bool
coord_listed(const coord_t *points, int n, coord_t p)
{
	for (int i = 0; i < n; i++)
		if (points[i] == p)
			return true;
	return false;
}

/* The four orthogonal neighbours: add these offsets to a point. */
static const int coord_dirs[4] = { 1, -1, COORD_STRIDE, -COORD_STRIDE };

enum coord_parse_result coord_parse(const char *text, int size, coord_t *out);
void coord_format(coord_t c, char out[COORD_TEXT_MAX]);
char coord_col_letter(int col);

#endif
