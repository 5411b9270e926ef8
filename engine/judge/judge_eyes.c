/*
 * judge_eyes.c -- layer 4 of the judgement (status.c): eye space. A group whose
 * only liberties form one enclosed eye space of its own is dead when that space
 * is one eye, a killing shape (eyes.h) or the bent four in the corner (the
 * enemy stones inside then live), and alive when it is a two-eye shape. A ko
 * only the enemy can start and the owner cannot end is no eye (ko_eye()).
 */
#include "engine/judge/judge.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/judge/eyes.h"

/*
 * Floods the region of points not of the group's colour through start, into
 * out[]; returns its size, or -1 when it touches a stone of the group's colour
 * outside the group (the region is not the group's own eye space) or is larger
 * than max.
 */
static int
eye_region(struct judge *j, coord_t root, coord_t start, uint8_t seen[BOARD_MAX_POINTS],
	   coord_t *out, int max)
{
	const struct board *b = j->b;
	enum color own = board_at(b, root);
	int n = 0, sp = 0;
	coord_t stack[BOARD_MAX_POINTS];
	bool ok = true;

	seen[start] = 1;
	stack[sp++] = start;
	while (sp > 0) {
		coord_t p = stack[--sp];
		if (n < max)
			out[n] = p;
		n++;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			enum color c = board_at(b, nb);
			if (c == own) {
				ok = ok && judge_in_group(j, nb, root);
			} else if (c != COLOR_BORDER && !seen[nb]) {
				seen[nb] = 1;
				stack[sp++] = nb;
			}
		}
	}
	return ok && n <= max ? n : -1;
}

/* Whether an enemy chain touching the group, outside its eye space (region[]
 * marks it) and not proven alive, has no more than libs liberties: the group
 * might capture it. */
static bool
outside_chain_short(struct judge *j, coord_t root, const uint8_t region[BOARD_MAX_POINTS],
		    int libs)
{
	const struct board *b = j->b;
	enum color enemy = color_other(board_at(b, root));

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!judge_in_group(j, p, root))
			continue;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			if (board_at(b, nb) == enemy && !region[nb] && !j->proven[nb] &&
			    board_libs(b, nb) <= libs)
				return true;
		}
	}
	return false;
}

/* The enemy stones inside a dead group's eye space live (they are what kills it). */
static void
spare_inside(struct judge *j, const coord_t *region, int n)
{
	for (int i = 0; i < n; i++) {
		if (color_is_player(board_at(j->b, region[i]))) {
			judge_prove(j, board_chain(j->b, region[i]), STATUS_ALIVE);
			j->by_shape[board_chain(j->b, region[i])] = 1;
		}
	}
}

/*
 * Whether empty point p is a ko eye of the group rooted at root: every
 * neighbour a stone of the group, exactly one of them a lone stone whose only
 * liberty is p, and no enemy chain next to that stone in atari. The enemy
 * playing p captures that stone and starts a ko the owner can never end: the
 * owner's only local move, filling p, destroys the eye, and the stone cannot be
 * saved by a capture. So the enemy starts the ko when it likes, after answering
 * every ko threat inside its own area (free under area counting, and under
 * doc/rules.md's territory + prisoners with pass stones), retakes nothing, and
 * connects: as with the bent four in the corner, p is no eye at all. (doc/rules.md
 * §6: a dispute resumes play; this is what that play ends in whoever starts.)
 */
static bool
ko_eye(struct judge *j, coord_t root, coord_t p)
{
	const struct board *b = j->b;
	coord_t stone = COORD_NONE;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (board_at(b, nb) == COLOR_BORDER)
			continue;
		if (!judge_in_group(j, nb, root))
			return false;
		if (board_libs(b, nb) > 1)
			continue;
		if (stone != COORD_NONE || board_chain_size(b, nb) != 1)
			return false;
		stone = nb;
	}
	if (stone == COORD_NONE)
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t nb = stone + coord_dirs[d];
		if (board_at(b, nb) == color_other(board_at(b, stone)) && board_libs(b, nb) == 1)
			return false;
	}
	return true;
}

/*
 * Layer 4: the group rooted at root, when every liberty lies in a single eye
 * space of its own of at most seven points (ko eyes, see ko_eye(), aside): the
 * shape's verdict (dead for one eye or a killing shape whose vital point the
 * owner does not hold, alive for a two-eye shape with no enemy stone inside).
 * Returns -1 when it does not apply.
 */
static int
eye_space_verdict(struct judge *j, coord_t root)
{
	const struct board *b = j->b;
	uint8_t seen[BOARD_MAX_POINTS];
	coord_t region[8], vital;
	int size = -1, regions = 0;

	memset(seen, 0, sizeof(seen));
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (board_at(b, p) != COLOR_EMPTY || seen[p])
			continue;
		bool liberty = false;
		for (int d = 0; d < 4 && !liberty; d++)
			liberty = judge_in_group(j, p + coord_dirs[d], root);
		if (!liberty)
			continue;
		if (ko_eye(j, root, p)) {
			seen[p] = 1;
			continue;
		}
		if (++regions > 1)
			return -1;
		size = eye_region(j, root, p, seen, region, 7);
		if (size < 0)
			return -1;
	}
	if (regions != 1 || outside_chain_short(j, root, seen, size))
		return -1;
	switch (eyes_classify(region, size, &vital)) {
	case EYE_SHAPE_ONE:
	case EYE_SHAPE_NAKADE:
		spare_inside(j, region, size);
		return STATUS_DEAD;
	case EYE_SHAPE_TWO:
		if (eyes_bent_four_in_corner(region, size, b->size)) {
			spare_inside(j, region, size);
			return STATUS_DEAD;
		}
		for (int i = 0; i < size; i++)
			if (board_at(b, region[i]) != COLOR_EMPTY)
				return -1;
		return STATUS_ALIVE;
	default:
		return -1;
	}
}

/* Layer 4 over every group (a Benson-proven chain gets its verdict back from
 * apply_benson(), which runs last). */
void
judge_eye_spaces(struct judge *j)
{
	const struct board *b = j->b;

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p ||
		    judge_find_root(j, p) != p)
			continue;
		int verdict = eye_space_verdict(j, p);
		if (verdict < 0)
			continue;
		judge_prove_group(j, p, (enum stone_status)verdict);
		for (coord_t q = 0; q < BOARD_MAX_POINTS; q++)
			if (color_is_player(board_at(b, q)) &&
			    judge_find_root(j, board_chain(b, q)) == p)
				j->by_shape[board_chain(b, q)] = 1;
	}
}
