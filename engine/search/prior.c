/*
 * prior.c -- the priors of the search's moves (prior.h): one table of terms,
 * and the tests on the position that say which of them a move gets.
 */
#include "engine/search/prior.h"

#include <stdbool.h>
#include <stdlib.h>

#include "engine/playout/pattern.h"
#include "engine/playout/pboard.h"

/* Boards this size and larger get the open-area terms for big boards. */
#define OPEN_AREA_BIG_BOARD 13

/* The terms a move's prior is the sum of. Visits without wins are losses. */
static const struct {
	struct prior even;             /* every move starts here: half won */
	struct prior capture_chain;    /* takes an enemy chain of two stones or more in atari */
	struct prior capture_stone;    /* takes a single enemy stone in atari */
	struct prior escape;           /* gives an own chain in atari a liberty (a self-atari
					* still is judged below) */
	struct prior self_atari_chain; /* leaves the mover's chain of two stones or more
					* with one liberty (or none) */
	struct prior self_atari_stone; /* leaves a single stone with one liberty */
	struct prior shape;            /* a 3x3 pattern of good shape (pattern.h) */
	struct prior near_last;        /* within two steps of the last move */
	/*
	 * A move with no stone within three steps, by the line it is on (1 = edge;
	 * lines past the last entry get nothing). On small boards the first two
	 * lines lose and the third wins. On big boards the random playouts of an
	 * open area tell moves apart so little, and their all-moves-as-first values
	 * favour the edge so much, that the first two lines must lose as much as a
	 * few thousand playouts can outweigh; the third and fourth lines win.
	 */
	struct prior open_small[4];
	struct prior open_big[5];
	/*
	 * In the opening of a big board (OPENING_SHARE_INV) a move on
	 * the first two lines, near stones or not, unless a capture or an escape, or
	 * an answer to an opponent stone of its own that low: the playouts' edge
	 * bias again, which the open-area term alone left to a search of a few
	 * seconds (goref opened 19x19 games on K18, S11, B9 near the stones).
	 */
	struct prior opening_low[3];
} priors = {
	.even = { 10, 5 },
	.capture_chain = { 30, 30 },
	.capture_stone = { 15, 15 },
	.escape = { 15, 15 },
	.self_atari_chain = { 20, 0 },
	.self_atari_stone = { 10, 0 },
	.shape = { 10, 10 },
	.near_last = { 8, 8 },
	.open_small = { [1] = { 10, 0 }, [2] = { 10, 0 }, [3] = { 10, 10 } },
	.open_big = { [1] = { 150, 0 }, [2] = { 100, 0 }, [3] = { 20, 20 }, [4] = { 20, 20 } },
	.opening_low = { [1] = { 400, 0 }, [2] = { 300, 0 } },
};

/* A big board is in its opening (opening_low) while stones cover less than a
 * sixth of it: 60 on 19x19, 28 on 13x13. */
#define OPENING_SHARE_INV 6

static void
add(struct prior *sum, struct prior term)
{
	sum->visits += term.visits;
	sum->wins += term.wins;
}

/* Whether some stone stands within Manhattan distance 3 of p. */
static bool
stones_near(const struct pboard *pb, coord_t p)
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

/* The open-area term of a move on the given line of a board of the given size. */
static struct prior
open_area(int size, int line)
{
	static const struct prior none = { 0, 0 };
	bool big = size >= OPEN_AREA_BIG_BOARD;
	const struct prior *by_line = big ? priors.open_big : priors.open_small;
	int lines = big ? (int)(sizeof(priors.open_big) / sizeof(priors.open_big[0]))
			: (int)(sizeof(priors.open_small) / sizeof(priors.open_small[0]));

	return line < lines ? by_line[line] : none;
}

/* Whether an opponent stone on the first two lines touches p: a low stone to answer. */
static bool
touches_low_stone(const struct pboard *pb, enum color other, coord_t p)
{
	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (pb->at[nb] == other && coord_line(pb->size, nb) <= 2)
			return true;
	}
	return false;
}

struct prior
prior_of_pass(void)
{
	return priors.even;
}

struct prior
prior_of_move(const struct pboard *pb, enum color color, coord_t p, coord_t last)
{
	struct prior sum = priors.even;
	enum color other = color_other(color);
	int size, line = coord_line(pb->size, p);
	bool tactical = false;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (pb->at[nb] == other && pboard_in_atari(pb, nb)) {
			add(&sum, pb->chain[pb->chain_of[nb]].size > 1 ? priors.capture_chain
								     : priors.capture_stone);
			tactical = true;
		} else if (pb->at[nb] == color && pboard_in_atari(pb, nb)) {
			add(&sum, priors.escape);
			tactical = true;
		}
	}
	if (pb->size >= OPEN_AREA_BIG_BOARD && line <= 2 && !tactical &&
	    OPENING_SHARE_INV * (pb->size * pb->size - pb->n_empty) < pb->size * pb->size &&
	    !touches_low_stone(pb, other, p))
		add(&sum, priors.opening_low[line]);
	if (pboard_libs_after(pb, color, p, &size) < 2)
		add(&sum, size > 1 ? priors.self_atari_chain : priors.self_atari_stone);
	else if (pattern3_match(pb, p))
		add(&sum, priors.shape);
	if (last >= 0) {
		int dr = abs(coord_row(p) - coord_row(last)), dc = abs(coord_col(p) - coord_col(last));
		if (dr + dc <= 2)
			add(&sum, priors.near_last);
	}
	if (!stones_near(pb, p))
		add(&sum, open_area(pb->size, line));
	return sum;
}
