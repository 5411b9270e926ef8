/*
 * estimate.c -- the estimate of a game's result (estimate.h): the count once play
 * has ended (or nothing is left open), the area the playouts give each side before.
 */
#include "engine/judge/estimate.h"

#include <math.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/playout/pboard.h"
#include "engine/playout/playout.h"
#include "engine/judge/status.h"

/* How much more often one side must own an empty point than the other, as a
 * share of the playouts, for the point to count as that side's (0.2: 60% to 40%). */
#define ESTIMATE_SHARED 0.2

/* estimate_count(), and the chains the judgement could not prove marked in
 * unsettled[] (1 on their stones). */
static void
count_marking(const struct game *g, uint64_t seed, struct estimate *e,
              uint8_t unsettled[BOARD_MAX_POINTS])
{
	uint8_t *status = e->status;

	memset(e, 0, sizeof(*e));
	e->counted = true;
	e->unsettled_at = COORD_NONE;
	memset(unsettled, 0, BOARD_MAX_POINTS);
	if (game_all_stones_alive(g)) /* Tromp-Taylor, or a resumption of two passes */
		memset(status, STATUS_ALIVE, sizeof(e->status));
	else
		e->unsettled = status_judge_unsettled(g, seed, status, unsettled);
	score_count(g, status, &e->score);
	score_territory(g, status, e->owner);
	e->margin = e->lower = e->upper = e->score.margin;
	for (coord_t p = 0; p < BOARD_MAX_POINTS && e->unsettled_at == COORD_NONE; p++)
		if (unsettled[p])
			e->unsettled_at = p;
}

/*
 * The count of g as it stands, ended or not: every stone alive where the rules
 * say so (game_all_stones_alive()), else goref's judgement of the dead stones
 * (status_judge_unsettled(), which also tells the chains it could not prove),
 * then score_count(), closing passes implied; e->status keeps the statuses it
 * counted with, e->owner whose each point is. What goref-match's result of a
 * finished game has always been. Deterministic for the seed; g is not changed.
 */
void
estimate_count(const struct game *g, uint64_t seed, struct estimate *e)
{
	uint8_t unsettled[BOARD_MAX_POINTS];

	count_marking(g, seed, e, unsettled);
}

/*
 * The bounds' half-width, in points, on a board of this size whose playouts left
 * the points with these summed variances (a point owned by Black with probability
 * b and by White with w varies by 1 - (b - w)^2 from one playout to the next): 2
 * points plus 2 sqrt(size / 9) times the square root of the sum. The sum takes
 * the points as independent, which they are not (a group lives or dies whole, and
 * the groups are larger on larger boards), so the factor was fitted on GNU Go's
 * self-play games cut at half, 70%, 85% and 95% of their moves (make
 * bench-estimate): about nine final counts in ten fall inside, on 9x9 (1,200
 * positions) and on 19x19 (120).
 */
static double
bounds_half_width(int size, double variance)
{
	return 2 + 2 * sqrt(size / 9.0) * sqrt(variance);
}

/* Who owns the points of the chain through stone by the playouts: its colour when
 * its stones were its own colour's in at least half of them, else the opponent's
 * (the chain is dead). black[] and white[] count the playouts each colour owned a
 * point in. */
static enum color
chain_owner(const struct board *b, coord_t stone, const uint16_t black[BOARD_MAX_POINTS],
            const uint16_t white[BOARD_MAX_POINTS])
{
	enum color c = board_at(b, stone);
	long own = 0, other = 0;
	coord_t s = stone;

	do {
		own += c == COLOR_BLACK ? black[s] : white[s];
		other += c == COLOR_BLACK ? white[s] : black[s];
		s = board_next_stone(b, s);
	} while (s != stone);
	return own >= other ? c : color_other(c);
}

/* Adds the shared points' worth (e->shared) to the score's margins, and makes
 * e->margin the score's: the points nobody owns in most playouts count as the
 * playouts shared them. */
void
estimate_add_shared(struct estimate *e)
{
	e->score.margin += e->shared;
	e->score.territory_margin += e->shared;
	e->score.area_margin += e->shared;
	e->margin = e->score.margin;
}

/*
 * The estimate of g where play goes on: ESTIMATE_PLAYOUTS playouts from the
 * position (the search's policy: the light one with its 3x3 shapes), then each
 * point counts for the side that owned it in most of them, as a player reckons
 * what each side controls: a chain counts for its colour, or for the opponent
 * (dead) when the opponent owned it in most playouts -- unless the judgement of
 * the position (judged, with the chains it could not prove in unsettled[])
 * proved its status, which then stands. An empty point goes to the side that
 * owned it in more than (1 + ESTIMATE_SHARED) / 2 of the playouts; the rest are
 * nobody's, and count as the playouts shared them (e->shared). The result is
 * score_count_owned() with those owners, as the game's rules count (territory +
 * prisoners with pass stones and the closing passes implied, or area).
 * Majority, not the playouts' mean margin: a group that lives in 60% of random
 * playouts is alive to a player, and its area all counts (make bench-estimate:
 * the mean was 6 to 10 points off where this is 0 to 4).
 */
static void
estimate_open(const struct game *g, uint64_t seed, const struct estimate *judged,
              const uint8_t unsettled[BOARD_MAX_POINTS], struct estimate *e)
{
	static const struct playout_policy policy = {PLAYOUT_SACRIFICE_MAX, true};
	const struct board *b = &g->board;
	const struct move *last = game_last_move(g);
	uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int8_t owner[BOARD_MAX_POINTS];
	uint64_t rng = seed ^ b->hash;
	struct pboard start, pb;
	double variance = 0, half, shared = 0;
	int n = board_points(b, points);

	memset(e, 0, sizeof(*e));
	e->unsettled_at = COORD_NONE;
	e->playouts = ESTIMATE_PLAYOUTS;
	memset(black, 0, sizeof(black));
	memset(white, 0, sizeof(white));
	pboard_from_board(&start, b);
	for (int i = 0; i < ESTIMATE_PLAYOUTS; i++) {
		pboard_copy(&pb, &start);
		playout_play(&pb, game_to_move(g), last ? last->at : COORD_PASS, &rng, &policy,
		             NULL);
		playout_area(&pb, owner);
		for (int k = 0; k < n; k++) {
			black[points[k]] += owner[points[k]] > 0;
			white[points[k]] += owner[points[k]] < 0;
		}
	}
	for (int k = 0; k < n; k++) {
		coord_t p = points[k];
		enum color stone = board_at(b, p);
		double x = ((double)black[p] - white[p]) / ESTIMATE_PLAYOUTS;

		variance += 1 - x * x;
		if (stone != COLOR_EMPTY) {
			e->status[p] = !unsettled[p] ? judged->status[p]
			               : chain_owner(b, p, black, white) == stone ? STATUS_ALIVE
			                                                          : STATUS_DEAD;
			e->owner[p] =
			    (uint8_t)(e->status[p] == STATUS_DEAD ? color_other(stone) : stone);
		} else if (fabs(x) > ESTIMATE_SHARED) {
			e->owner[p] = x > 0 ? COLOR_BLACK : COLOR_WHITE;
		} else {
			e->owner[p] = COLOR_EMPTY;
			shared += x;
		}
	}
	score_count_owned(g, e->status, e->owner, &e->score);
	half = bounds_half_width(game_size(g), variance);
	e->shared = floor(shared + 0.5);
	estimate_add_shared(e);
	e->lower = e->margin - floor(half + 0.5);
	e->upper = e->margin + floor(half + 0.5);
}

/*
 * Whether the count of g leaves area open: more neutral points than the board
 * has lines, between living stones of both colours. A finished game leaves a
 * few dame at most, also where the record stops without the closing passes; a
 * game cut in the middle leaves the frontiers between the sides, which belong
 * to nobody yet. A board where one side has no living stone (the empty board)
 * has nothing to share out: it is counted as it stands.
 */
static bool
open_area(const struct game *g, const struct score *count)
{
	return count->dame > game_size(g) && count->alive_stones[COLOR_BLACK] > 0 &&
	       count->alive_stones[COLOR_WHITE] > 0;
}

/*
 * THE estimate of g's result: its count (estimate_count()) where play has ended
 * or where the count leaves no open area (a finished game whose record stops
 * before the closing passes), with the playouts' bounds around it until play
 * has ended; else the playouts' estimate (estimate_open()), which keeps the
 * statuses the judgement proved. Deterministic for the seed; g is not changed.
 * The judgement and 1024 playouts take a median of 20 to 50 ms on 9x9 and 100
 * to 200 ms on 19x19 on a loaded 2-core machine: a twentieth of GNU Go's
 * final_score or less (make bench-estimate).
 */
void
estimate_game(const struct game *g, uint64_t seed, struct estimate *e)
{
	struct estimate open;
	uint8_t unsettled[BOARD_MAX_POINTS];

	count_marking(g, seed, e, unsettled);
	if (game_ended(g))
		return;
	estimate_open(g, seed, e, unsettled, &open);
	if (open_area(g, &e->score)) {
		*e = open;
		return;
	}
	e->lower = fmin(e->margin, open.lower);
	e->upper = fmax(e->margin, open.upper);
}
