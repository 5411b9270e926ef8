/*
 * prior.c -- the priors of the search's moves (prior.h): one table of terms,
 * and the tests on the position that say which of them a move gets.
 */
#include "engine/search/prior.h"

#include <stdbool.h>
#include <stdlib.h>

#include "engine/playout/pboard.h"
#include "engine/search/features.h"
#include "engine/search/ladder.h"

/* Boards this size and larger get the open-area terms for big boards. */
#define OPEN_AREA_BIG_BOARD 13

/* The terms a move's prior is the sum of. Visits without wins are losses. */
static const struct {
	struct prior even; /* every move starts here: half won */
	/*
	 * What the learned features (features.h: shape, captures, ataris, escapes,
	 * self-ataris, nearness to the last moves) say: `learned` visits, of which
	 * the share won is x / (1 + x) for a move x times as strong as the mean of
	 * the position's moves (its gamma over their mean gamma). A move of average
	 * strength gets half; one chosen as often as ten average moves, 91%.
	 * Against the hand-made terms it replaced (a capture, an escape, a
	 * self-atari, a MoGo shape, a move near the last), at 5000 playouts on
	 * 9x9: see the README's strength section. 40 visits with the gammas
	 * from 900 games won against 20 with those from 400 (the README again;
	 * doc/strength.md has each change alone).
	 */
	float learned;
	/*
	 * A capture of a chain that would escape from atari on the point (its own
	 * move there would leave it two liberties or more), by the size taken. The
	 * games taught that captures matter less than the hand-made terms had
	 * said (a dead chain in atari need not be taken), and the light playouts
	 * take chains in atari anyway, so on an open board the search left a
	 * stone in atari that could run out (regress/genmove.tst 80-84).
	 */
	struct prior escapable_capture_stone, escapable_capture_chain;
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
	/*
	 * Ladders, which the light playouts cannot read across the board: an
	 * escape from atari that a ladder catches all the same (the chain only
	 * grows before it is taken), and an atari whose chain cannot run.
	 */
	struct prior ladder_escape, ladder_atari;
} priors = {
	.even = { 10, 5 },
	.learned = 40,
	.escapable_capture_stone = { 15, 15 },
	.escapable_capture_chain = { 30, 30 },
	.open_small = { [1] = { 10, 0 }, [2] = { 10, 0 }, [3] = { 10, 10 } },
	.open_big = { [1] = { 150, 0 }, [2] = { 100, 0 }, [3] = { 20, 20 }, [4] = { 20, 20 } },
	.opening_low = { [1] = { 400, 0 }, [2] = { 300, 0 } },
	.ladder_escape = { 40, 0 },
	.ladder_atari = { 20, 20 },
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

/* The hand-made terms of color playing p, whose features are f. */
static struct prior
prior_of_move(const struct pboard *pb, enum color color, coord_t p, const struct move_features *f)
{
	struct prior sum = priors.even;
	int line = coord_line(pb->size, p);
	bool tactical = f->level[FEATURE_CAPTURE] > 0 || f->level[FEATURE_ESCAPE] > 0;

	if (pb->size >= OPEN_AREA_BIG_BOARD && line <= 2 && !tactical &&
	    OPENING_SHARE_INV * (pb->size * pb->size - pb->n_empty) < pb->size * pb->size &&
	    !touches_low_stone(pb, color_other(color), p))
		add(&sum, priors.opening_low[line]);
	if (f->level[FEATURE_LINE] > 5) /* no stone near */
		add(&sum, open_area(pb->size, line));
	unsigned capture = f->level[FEATURE_CAPTURE] - 1;
	if (f->level[FEATURE_CAPTURE] > 0 && (capture & FEATURE_CAPTURE_ESCAPABLE))
		add(&sum, capture & FEATURE_CAPTURE_MORE ? priors.escapable_capture_chain
							 : priors.escapable_capture_stone);
	if (f->level[FEATURE_ESCAPE] > 0 && ladder_escape_fails(pb, color, p))
		add(&sum, priors.ladder_escape);
	if (f->level[FEATURE_ATARI] > 0 && ladder_atari_catches(pb, color, p))
		add(&sum, priors.ladder_atari);
	return sum;
}

void
prior_of_moves(const struct pboard *pb, enum color color, const coord_t *moves, int n,
	       coord_t last, coord_t last2, struct prior *out)
{
	double gamma[BOARD_MAX_POINTS], total = 0;

	for (int i = 0; i < n; i++) {
		struct move_features f;
		features_of_move(pb, color, moves[i], last, last2, &f);
		total += gamma[i] = features_gamma(&f);
		out[i] = prior_of_move(pb, color, moves[i], &f);
	}
	for (int i = 0; i < n; i++) {
		double x = gamma[i] * n / total;
		add(&out[i], (struct prior){ priors.learned, (float)(priors.learned * x / (1 + x)) });
	}
}
