/*
 * settled.c -- where a move is wasted for the light player and the end of the game:
 * an own eye, and the regions already settled as one colour's territory.
 */
#include "engine/search/settled.h"

#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"

/* The position the settled regions are read from. */
struct settled_view {
	const struct board *b; /* the game's board now, never changed */
	const uint8_t *status; /* dead-stone judgement, or NULL (all alive) */
};

/* The four diagonal neighbours: add these offsets to a point. */
static const int diagonal_dirs[4] = {
	COORD_STRIDE + 1, COORD_STRIDE - 1, -COORD_STRIDE + 1, -COORD_STRIDE - 1
};

/*
 * Whether the empty point at is an eye of color: every orthogonal neighbour is
 * color's stone (or the edge), none of those chains is in atari (or the point
 * would be their last liberty, not an eye), and the diagonals hold at most one
 * opponent stone in the centre, none on the edge or in the corner.
 */
bool
settled_is_own_eye(const struct board *b, enum color color, coord_t at)
{
	enum color other = color_other(color);
	int enemy = 0, border = 0;

	if (!board_on(b, at) || board_at(b, at) != COLOR_EMPTY || !board_walled_by(b, color, at))
		return false;
	for (int d = 0; d < 4; d++) {
		enum color c = board_at(b, at + diagonal_dirs[d]);
		if (c == COLOR_BORDER)
			border++;
		else if (c == other)
			enemy++;
	}
	return border ? enemy == 0 : enemy <= 1;
}

/* Regions this small are held for sure, whatever their shape. */
static int
settled_region_max(int size)
{
	return size * size / 8 + 4;
}

/* Regions no deeper than this (steps from the owner's stones) are held too. */
static int
settled_depth_max(int size)
{
	int depth = (size - 1) / 2;

	return depth < 4 ? depth : 4;
}

/* Whether p counts as territory of owner[p]: empty, or a dead stone lifted. */
static bool
is_territory_point(const struct settled_view *v, const uint8_t *owner, coord_t p)
{
	enum color stone = board_at(v->b, p);

	if (!color_is_player((enum color)owner[p]))
		return false;
	return stone == COLOR_EMPTY || (v->status && v->status[p] == STATUS_DEAD);
}

/* Whether p holds a stone of color that the judgement (if any) leaves alive. */
static bool
is_living_stone(const struct settled_view *v, coord_t p, enum color color)
{
	return board_at(v->b, p) == color && !(v->status && v->status[p] == STATUS_DEAD);
}

/*
 * Collects into members the territory region of owner[start] through start,
 * marking its points in seen[]; returns its size.
 */
static int
collect_region(const struct settled_view *v, const uint8_t *owner, coord_t start, uint8_t *seen,
	       coord_t *members)
{
	coord_t stack[BOARD_MAX_POINTS];
	int sp = 0, m = 0;

	seen[start] = 1;
	stack[sp++] = start;
	while (sp > 0) {
		coord_t q = stack[--sp];
		members[m++] = q;
		for (int d = 0; d < 4; d++) {
			coord_t nb = q + coord_dirs[d];
			if (!seen[nb] && board_on(v->b, nb) && owner[nb] == owner[start] &&
			    is_territory_point(v, owner, nb)) {
				seen[nb] = 1;
				stack[sp++] = nb;
			}
		}
	}
	return m;
}

/*
 * Steps through the region members[0..m) from its sources: dist[] comes with -1
 * outside the region, 1 on the sources and 0 on the region's other points, and
 * leaves with the steps of every point reached (1 = a source). Returns how many
 * points were reached; *deepest gets the most steps.
 */
static int
steps_from_sources(const coord_t *members, int m, int16_t dist[BOARD_MAX_POINTS], int *deepest)
{
	coord_t queue[BOARD_MAX_POINTS];
	int head = 0, tail = 0;

	*deepest = 0;
	for (int k = 0; k < m; k++)
		if (dist[members[k]] == 1)
			queue[tail++] = members[k];
	while (head < tail) {
		coord_t q = queue[head++];
		*deepest = dist[q];
		for (int d = 0; d < 4; d++) {
			coord_t nb = q + coord_dirs[d];
			if (dist[nb] == 0) {
				dist[nb] = (int16_t)(dist[q] + 1);
				queue[tail++] = nb;
			}
		}
	}
	return tail;
}

/* dist[] for steps_from_sources(): -1 everywhere, 0 on the region's points. */
static void
region_unreached(const coord_t *members, int m, int16_t dist[BOARD_MAX_POINTS])
{
	memset(dist, 0xff, BOARD_MAX_POINTS * sizeof(dist[0]));
	for (int k = 0; k < m; k++)
		dist[members[k]] = 0;
}

/*
 * How far the region's farthest point is from the owner's living stones, in
 * steps through the region (1 = next to a stone).
 */
static int
region_depth(const struct settled_view *v, enum color owner, const coord_t *members, int m)
{
	int16_t dist[BOARD_MAX_POINTS];
	int depth;

	region_unreached(members, m, dist);
	for (int k = 0; k < m; k++)
		for (int d = 0; d < 4 && dist[members[k]] == 0; d++)
			if (is_living_stone(v, members[k] + coord_dirs[d], owner))
				dist[members[k]] = 1;
	return steps_from_sources(members, m, dist, &depth) == m ? depth : BOARD_MAX_POINTS;
}

/*
 * Marks in settled[] (1) the points of every settled region of g's position under
 * the statuses given (NULL: all alive): a region that touches one colour only
 * (score_territory's territory) and is small or shallow. Playing in one's own is
 * a wasted point, and in the opponent's a stone that cannot live, as far as the
 * light player can tell. owner[] gets score_territory's owner of every point.
 */
static void
settled_regions(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		uint8_t settled[BOARD_MAX_POINTS], uint8_t owner[BOARD_MAX_POINTS])
{
	const struct settled_view view = { &g->board, status }, *v = &view;
	uint8_t seen[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS], members[BOARD_MAX_POINTS];
	int n = board_points(v->b, points), size = v->b->size;

	score_territory(g, status, owner);
	memset(settled, 0, BOARD_MAX_POINTS);
	memset(seen, 0, sizeof(seen));
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		int m;

		if (seen[p] || !is_territory_point(v, owner, p))
			continue;
		m = collect_region(v, owner, p, seen, members);
		if (m > settled_region_max(size) &&
		    region_depth(v, (enum color)owner[p], members, m) > settled_depth_max(size))
			continue;
		for (int k = 0; k < m; k++)
			settled[members[k]] = 1;
	}
}

void
settled_points(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
	       uint8_t settled[BOARD_MAX_POINTS])
{
	uint8_t owner[BOARD_MAX_POINTS];

	settled_regions(g, status, settled, owner);
}

/*
 * A wall lives for sure, as far as the search's count goes, when the settled
 * regions it walls in for its colour are two or more, or hold this many points
 * at least: room for two eyes whatever the shape. A smaller single eye space
 * (three points in a row, a bent four...) may hang on its vital point, which
 * the side to move can take: the search must read it, not be told.
 */
#define SETTLED_SAFE_ROOM 8

/* What settled_owners() knows of every chain, by chain origin. */
struct wall_room {
	uint16_t regions[BOARD_MAX_POINTS]; /* settled regions of its colour it touches */
	uint16_t points[BOARD_MAX_POINTS];  /* the points of those regions */
};

/* Adds the region members[0..m), settled for owner, to the room of every owner chain
 * walling it in. */
static void
add_room(const struct board *b, enum color owner, const coord_t *members, int m,
	 struct wall_room *room)
{
	coord_t seen[BOARD_MAX_POINTS];
	int n_seen = 0;

	for (int k = 0; k < m; k++)
		for (int d = 0; d < 4; d++) {
			coord_t nb = members[k] + coord_dirs[d];
			if (!board_on(b, nb) || board_at(b, nb) != owner)
				continue;
			coord_t origin = board_chain(b, nb);
			if (coord_listed(seen, n_seen, origin))
				continue;
			seen[n_seen++] = origin;
			room->regions[origin]++;
			room->points[origin] = (uint16_t)(room->points[origin] + m);
		}
}

/*
 * Whether every empty point of the region members[0..m) is reached from the
 * owner's stones through empty points of the region. One that is not lies in
 * an eye space of the dead stones inside (a nakade's three points): whether
 * they die there may hang on a vital point the side to move takes.
 */
static bool
owner_reaches_all(const struct board *b, enum color owner, const coord_t *members, int m)
{
	uint8_t in[BOARD_MAX_POINTS] = { 0 }, reached[BOARD_MAX_POINTS] = { 0 };
	coord_t queue[BOARD_MAX_POINTS];
	int head = 0, tail = 0, empty = 0;

	for (int k = 0; k < m; k++)
		if (board_at(b, members[k]) == COLOR_EMPTY) {
			in[members[k]] = 1;
			empty++;
		}
	for (int k = 0; k < m; k++) {
		coord_t p = members[k];
		for (int d = 0; d < 4 && in[p] && !reached[p]; d++)
			if (board_at(b, p + coord_dirs[d]) == owner) {
				reached[p] = 1;
				queue[tail++] = p;
			}
	}
	while (head < tail) {
		coord_t p = queue[head++];
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			if (in[nb] && !reached[nb]) {
				reached[nb] = 1;
				queue[tail++] = nb;
			}
		}
	}
	return tail == empty;
}

/* Whether the owner chain through stone lives for sure, as far as the search's
 * count goes: room for two eyes in the settled regions it walls in
 * (SETTLED_SAFE_ROOM), and a verdict the judgement proved. */
static bool
wall_sure(const struct board *b, coord_t stone, const struct wall_room *room,
	  const uint8_t *unsettled)
{
	coord_t origin = board_chain(b, stone);

	if (unsettled && unsettled[stone])
		return false;
	return room->regions[origin] >= 2 || room->points[origin] >= SETTLED_SAFE_ROOM;
}

/*
 * A settled region walled in part by chains not sure to live still holds its
 * points this many steps or more (through the region) from them: should such a
 * chain die, the opponent gains its place and the points next to it, not the
 * far side of the owner's area.
 */
#define SETTLED_WEAK_WALL_MARGIN 3

/*
 * Marks in keep[] the points of the settled region members[0..m) of owner that
 * can be counted as the referee counts them whoever moves; returns how many.
 * Every point when every owner chain walling the region lives for sure
 * (wall_sure()) and the dead stones inside have no eye space of their own
 * (owner_reaches_all()). The dead stones themselves may be unsettled ones:
 * those the judgement could not prove dead are what the light playouts most
 * often let live, and walls sure to live around a small or shallow region
 * leave them no room. Where some wall is not sure, the region keeps the points
 * SETTLED_WEAK_WALL_MARGIN steps or more from it, when its dead stones are all
 * among them (else none: a dead stone near the weak wall could join its rescue).
 */
static int
region_certain(const struct board *b, enum color owner, const coord_t *members, int m,
	       const struct wall_room *room, const uint8_t *unsettled, uint8_t *keep)
{
	int16_t dist[BOARD_MAX_POINTS];
	int kept = 0, deepest;

	if (!owner_reaches_all(b, owner, members, m))
		return 0;
	region_unreached(members, m, dist);
	for (int k = 0; k < m; k++)
		for (int d = 0; d < 4 && dist[members[k]] == 0; d++) {
			coord_t nb = members[k] + coord_dirs[d];
			if (board_on(b, nb) && board_at(b, nb) == owner &&
			    !wall_sure(b, nb, room, unsettled))
				dist[members[k]] = 1;
		}
	steps_from_sources(members, m, dist, &deepest); /* steps from the weak walls */
	for (int k = 0; k < m; k++) {
		int16_t steps = dist[members[k]];
		keep[members[k]] = steps == 0 || steps >= SETTLED_WEAK_WALL_MARGIN;
		if (!keep[members[k]] && board_at(b, members[k]) != COLOR_EMPTY)
			return 0; /* a dead stone near a weak wall */
		kept += keep[members[k]];
	}
	return kept;
}

/* Marks color's chain through stone in out[]; returns the stones newly marked. */
static int
settle_chain(const struct board *b, coord_t stone, enum color color, int8_t out[BOARD_MAX_POINTS])
{
	coord_t s = stone;
	int n = 0;

	if (out[stone] != 0)
		return 0;
	do {
		out[s] = color == COLOR_BLACK ? 1 : -1;
		n++;
		s = board_next_stone(b, s);
	} while (s != stone);
	return n;
}

/*
 * The points whose owner the search may take from the referee, +1 Black and -1
 * White, 0 elsewhere: the settled regions (settled_points()) that are certain
 * whoever moves (region_certain()), with the dead stones in them, and the
 * chains walling them in. unsettled (may be NULL): the judgement's unsettled
 * chains (status_judge_unsettled()). Returns how many points that is.
 */
int
settled_owners(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
	       const uint8_t unsettled[BOARD_MAX_POINTS], int8_t out[BOARD_MAX_POINTS])
{
	const struct settled_view view = { &g->board, status }, *v = &view;
	const struct board *b = &g->board;
	uint8_t settled[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS], seen[BOARD_MAX_POINTS];
	uint8_t keep[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS], members[BOARD_MAX_POINTS];
	struct wall_room room;
	int n_points = board_points(b, points), n = 0;

	settled_regions(g, status, settled, owner);
	memset(&room, 0, sizeof(room));
	memset(out, 0, BOARD_MAX_POINTS);
	for (int pass = 0; pass < 2; pass++) { /* first the room of every wall, then the regions */
		memset(seen, 0, sizeof(seen));
		for (int i = 0; i < n_points; i++) {
			coord_t p = points[i];
			if (!settled[p] || seen[p])
				continue;
			int m = collect_region(v, owner, p, seen, members);
			enum color c = (enum color)owner[p];
			if (pass == 0) {
				add_room(b, c, members, m, &room);
				continue;
			}
			if (!region_certain(b, c, members, m, &room, unsettled, keep))
				continue;
			for (int k = 0; k < m; k++) {
				if (!keep[members[k]])
					continue;
				out[members[k]] = c == COLOR_BLACK ? 1 : -1;
				n++;
				for (int d = 0; d < 4; d++) {
					coord_t nb = members[k] + coord_dirs[d];
					if (board_on(b, nb) && board_at(b, nb) == c)
						n += settle_chain(b, nb, c, out);
				}
			}
		}
	}
	return n;
}
