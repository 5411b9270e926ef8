/*
 * eyes.c -- classifies an eye space by its shape. Within the region, each point's
 * degree is the number of its neighbours also in the region; together with
 * whether a 2x2 block is present that tells the shapes of up to six points
 * apart: the killing shapes have one point (the vital point) whose occupation
 * by the attacker leaves a single eye.
 */
#include "engine/judge/eyes.h"

#include <stdbool.h>

/* Neighbours of points[i] inside the region. */
static int
degree(const coord_t *points, int n, int i)
{
	int d = 0;

	for (int k = 0; k < 4; k++)
		d += coord_listed(points, n, points[i] + coord_dirs[k]);
	return d;
}

/* Whether the region holds a 2x2 block of points. */
static bool
has_square(const coord_t *points, int n)
{
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (coord_listed(points, n, p + 1) && coord_listed(points, n, p + COORD_STRIDE) &&
		    coord_listed(points, n, p + COORD_STRIDE + 1))
			return true;
	}
	return false;
}

/* The first point of the region with the given degree, or COORD_NONE. */
static coord_t
point_of_degree(const coord_t *points, int n, int want)
{
	for (int i = 0; i < n; i++)
		if (degree(points, n, i) == want)
			return points[i];
	return COORD_NONE;
}

/* The largest degree in the region. */
static int
max_degree(const coord_t *points, int n)
{
	int best = 0;

	for (int i = 0; i < n; i++) {
		int d = degree(points, n, i);
		if (d > best)
			best = d;
	}
	return best;
}

/*
 * Classifies the eye space points[0..n) (connected points, none of them the
 * owner's stones). For EYE_SHAPE_NAKADE, *vital receives the vital point;
 * otherwise COORD_NONE. Shapes: 1-2 points and the square four are one eye;
 * three points (straight or bent), the pyramid four, the cross and bulky fives
 * and the rabbity six are killing shapes; other fours, fives and sixes give two
 * eyes; seven points or more are not classified.
 */
enum eye_shape
eyes_classify(const coord_t *points, int n, coord_t *vital)
{
	int top;
	bool square;

	*vital = COORD_NONE;
	if (n <= 2)
		return EYE_SHAPE_ONE;
	if (n > EYES_MAX)
		return EYE_SHAPE_UNKNOWN;
	top = max_degree(points, n);
	square = has_square(points, n);
	switch (n) {
	case 3:
		*vital = point_of_degree(points, n, 2);
		return EYE_SHAPE_NAKADE;
	case 4:
		if (square)
			return EYE_SHAPE_ONE;
		if (top == 3) {
			*vital = point_of_degree(points, n, 3);
			return EYE_SHAPE_NAKADE;
		}
		return EYE_SHAPE_TWO;
	case 5:
		if (top == 4 || square) {
			*vital = point_of_degree(points, n, top);
			return EYE_SHAPE_NAKADE;
		}
		return EYE_SHAPE_TWO;
	default:
		if (top == 4 && square) {
			*vital = point_of_degree(points, n, 4);
			return EYE_SHAPE_NAKADE;
		}
		return EYE_SHAPE_TWO;
	}
}

/* Whether p is one of the four corner points of a size x size board. */
static bool
is_corner(coord_t p, int size)
{
	int row = coord_row(p), col = coord_col(p);

	return (row == 0 || row == size - 1) && (col == 0 || col == size - 1);
}

/* Whether points[0..n) hold a corner point of a size x size board. */
bool
eyes_in_corner(const coord_t *points, int n, int size)
{
	for (int i = 0; i < n; i++)
		if (is_corner(points[i], size))
			return true;
	return false;
}

/*
 * Whether points[0..n) is the bent four in the corner: four points in an L whose
 * bend is a corner point of the board. Enclosed with no outside liberty, such
 * an eye space ends in a ko the attacker can start whenever it likes (after
 * removing every ko threat, at no cost under area counting), so it is dead.
 */
bool
eyes_bent_four_in_corner(const coord_t *points, int n, int size)
{
	if (n != 4 || has_square(points, n) || max_degree(points, n) != 2)
		return false;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (!is_corner(p, size) || degree(points, n, i) != 2)
			continue;
		/* The bend: its two neighbours in the region are at right angles. */
		bool horizontal = coord_listed(points, n, p + 1) || coord_listed(points, n, p - 1);
		bool vertical = coord_listed(points, n, p + COORD_STRIDE) ||
		                coord_listed(points, n, p - COORD_STRIDE);
		return horizontal && vertical;
	}
	return false;
}
