/*
 * playout_old.c -- the playout code of engine/playout/playout.c as it was before issue
 * 10 (it rebuilt the empty-point list after every capture and counted liberties
 * on the referee board), frozen here so that `make bench-playouts` measures the
 * new core against it in the same run. Compiled only into the bench programs.
 * playout_libs_after() it shares with engine/playout/playout.c, which keeps it unchanged.
 */
#include "bench/lib/playout_old.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/rng.h"
#include "engine/playout/playout.h"

struct playout {
	struct board b;                       /* the board being played on */
	coord_t empty[BOARD_MAX_POINTS];      /* the empty points, in no order */
	int16_t slot[BOARD_MAX_POINTS];       /* index of a point in empty[], -1 if none */
	int n_empty;                          /* entries in empty[] */
	coord_t last;                         /* the last move, or COORD_PASS */
	int sacrifice_max;                    /* largest chain a move may leave in atari */
	uint64_t rng;                         /* generator state */
};

/* Rebuilds the list of empty points from the board. */
static void
collect_empty(struct playout *po)
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&po->b, points);

	po->n_empty = 0;
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		po->slot[i] = -1;
	for (int i = 0; i < n; i++) {
		if (board_at(&po->b, points[i]) == COLOR_EMPTY) {
			po->slot[points[i]] = (int16_t)po->n_empty;
			po->empty[po->n_empty++] = points[i];
		}
	}
}

/* Drops point p from the list of empty points. */
static void
remove_empty(struct playout *po, coord_t p)
{
	int i = po->slot[p];
	coord_t moved = po->empty[--po->n_empty];

	po->empty[i] = moved;
	po->slot[moved] = (int16_t)i;
	po->slot[p] = -1;
}

/* Whether p is surrounded by color alone, with at most one (none on the edge)
 * enemy stone on its diagonals: filling it would waste an eye. */
static bool
eye_like(const struct board *b, enum color color, coord_t p)
{
	static const int diag[4] = { COORD_STRIDE + 1, COORD_STRIDE - 1, -COORD_STRIDE + 1,
				     -COORD_STRIDE - 1 };
	int enemy = 0, off = 0;

	for (int d = 0; d < 4; d++) {
		enum color c = board_at(b, p + coord_dirs[d]);
		if (c != color && c != COLOR_BORDER)
			return false;
	}
	for (int d = 0; d < 4; d++) {
		enum color c = board_at(b, p + diag[d]);
		if (c == COLOR_BORDER)
			off = 1;
		else if (c == color_other(color))
			enemy++;
	}
	return enemy + off < 2;
}

/* Whether color may sensibly play p: legal, not its own eye, and not leaving a
 * chain of more than sacrifice_max stones in atari. */
static bool
acceptable(const struct board *b, enum color color, coord_t p, int sacrifice_max)
{
	int size;

	if (board_check_move(b, color, p) != MOVE_OK || eye_like(b, color, p))
		return false;
	return playout_libs_after(b, color, p, 2, &size) >= 2 || size <= sacrifice_max;
}

/* The liberty of the chain at stone when it has exactly one, else COORD_NONE. */
static coord_t
last_liberty(const struct board *b, coord_t stone)
{
	coord_t libs[BOARD_MAX_POINTS];

	if (board_libs(b, stone) != 1)
		return COORD_NONE;
	board_liberties(b, stone, libs);
	return libs[0];
}

/* A capture of an opponent chain in atari next to own chain at stone, or COORD_NONE. */
static coord_t
counter_capture(const struct board *b, coord_t stone)
{
	enum color other = color_other(board_at(b, stone));
	coord_t s = stone;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) == other && board_libs(b, nb) == 1)
				return last_liberty(b, nb);
		}
		s = board_next_stone(b, s);
	} while (s != stone);
	return COORD_NONE;
}

/* The answer to the last move: capture it if it is in atari, or save a chain it
 * put in atari (by extending to two liberties or capturing). COORD_NONE if none. */
static coord_t
tactical_reply(const struct playout *po, enum color color)
{
	const struct board *b = &po->b;
	coord_t last = po->last;
	int size;

	if (last < 0 || board_at(b, last) != color_other(color))
		return COORD_NONE;
	coord_t cap = last_liberty(b, last);
	if (cap != COORD_NONE && board_check_move(b, color, cap) == MOVE_OK)
		return cap;
	for (int d = 0; d < 4; d++) {
		coord_t nb = last + coord_dirs[d];
		if (board_at(b, nb) != color)
			continue;
		coord_t lib = last_liberty(b, nb);
		if (lib == COORD_NONE)
			continue;
		coord_t take = counter_capture(b, nb);
		if (take != COORD_NONE && board_check_move(b, color, take) == MOVE_OK)
			return take;
		if (board_check_move(b, color, lib) == MOVE_OK &&
		    playout_libs_after(b, color, lib, 2, &size) >= 2)
			return lib;
	}
	return COORD_NONE;
}

/* A random acceptable move for color, or COORD_PASS when there is none. */
static coord_t
random_move(struct playout *po, enum color color)
{
	int n = po->n_empty;

	while (n > 0) {
		int i = (int)rng_below(&po->rng, (uint32_t)n);
		coord_t p = po->empty[i];
		if (acceptable(&po->b, color, p, po->sacrifice_max))
			return p;
		/* Move the refused point past the window still to be tried. */
		po->empty[i] = po->empty[n - 1];
		po->slot[po->empty[i]] = (int16_t)i;
		po->empty[n - 1] = p;
		po->slot[p] = (int16_t)(n - 1);
		n--;
	}
	return COORD_PASS;
}

/* Plays p (or passes) for color and keeps the empty list in step. */
static void
play(struct playout *po, enum color color, coord_t p)
{
	po->last = p;
	if (p == COORD_PASS) {
		board_pass(&po->b);
		return;
	}
	int captured = board_play(&po->b, color, p);
	if (captured > 0)
		collect_empty(po);
	else
		remove_empty(po, p);
}

/* Adds the final ownership of one playout to the tallies. */
static void
tally(const struct board *b, uint16_t black[BOARD_MAX_POINTS], uint16_t white[BOARD_MAX_POINTS])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color c = board_at(b, p);
		if (c == COLOR_EMPTY) {
			int seen = 0;
			for (int d = 0; d < 4; d++)
				seen |= 1 << board_at(b, p + coord_dirs[d]);
			seen &= ~(1 << COLOR_BORDER);
			if (seen == 1 << COLOR_BLACK)
				c = COLOR_BLACK;
			else if (seen == 1 << COLOR_WHITE)
				c = COLOR_WHITE;
		}
		if (c == COLOR_BLACK)
			black[p]++;
		else if (c == COLOR_WHITE)
			white[p]++;
	}
}

/* One playout from po's board with first to move. */
static void
run_one(struct playout *po, enum color first)
{
	enum color color = first;
	int passes = 0, limit = 3 * po->b.size * po->b.size + 100;

	collect_empty(po);
	po->last = COORD_PASS;
	for (int moves = 0; moves < limit && passes < 2; moves++) {
		coord_t p = tactical_reply(po, color);
		if (p == COORD_NONE)
			p = random_move(po, color);
		passes = p == COORD_PASS ? passes + 1 : 0;
		play(po, color, p);
		color = color_other(color);
	}
}

/*
 * Plays n playouts from b (alternating which colour starts, the first being
 * to_move) and adds to black[p] / white[p] how many ended with p owned by that
 * colour. The arrays are not cleared first. The generator state *rng advances.
 * A move may leave a chain of at most sacrifice_max stones in atari: small
 * sacrifices kill eye shapes, none at all keeps every seki standing.
 */
int
old_playout_ownership(const struct board *b, enum color to_move, uint64_t *rng, int n,
		  int sacrifice_max, uint16_t black[BOARD_MAX_POINTS],
		  uint16_t white[BOARD_MAX_POINTS])
{
	struct playout po;

	po.rng = *rng;
	po.sacrifice_max = sacrifice_max;
	for (int i = 0; i < n; i++) {
		po.b = *b;
		run_one(&po, i % 2 ? color_other(to_move) : to_move);
		tally(&po.b, black, white);
	}
	*rng = po.rng;
	return n;
}
