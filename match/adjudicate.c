/* adjudicate.c -- the --adjudicate rule over goref's estimates, and the estimate's text. */
#include "match/adjudicate.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/score.h"
#include "engine/judge/estimate.h"

/*
 * Reads "MOVES,POINTS" (--adjudicate): MOVES a whole number 1..ADJUDICATE_MOVES_MAX,
 * POINTS a number 0..ADJUDICATE_POINTS_MAX. False, changing nothing, for anything else.
 */
bool
adjudicate_parse(const char *text, int *moves, double *points)
{
	const char *comma = strchr(text, ',');
	char *end;
	long m;
	double p;

	/* Digits only (strtol and strtod would take spaces, signs, hex, "inf"). */
	if (!comma || comma == text || strspn(text, "0123456789") != (size_t)(comma - text) ||
	    !comma[1] || strspn(comma + 1, "0123456789.") != strlen(comma + 1))
		return false;
	errno = 0;
	m = strtol(text, &end, 10);
	if (errno || end != comma || m < 1 || m > ADJUDICATE_MOVES_MAX)
		return false;
	p = strtod(comma + 1, &end);
	if (*end || !(p >= 0) || p > ADJUDICATE_POINTS_MAX)
		return false;
	*moves = (int)m;
	*points = p;
	return true;
}

/* A game starts with no streak; moves 0 turns the rule off. */
void
adjudicate_start(struct adjudication *a, int moves, double points)
{
	a->moves = moves;
	a->points = points;
	a->streak = 0;
	a->behind = COLOR_EMPTY;
}

/*
 * Takes the estimate after a move (margin: Black's lead, estimate.h); true when
 * the game is to end now: the same side was behind by more than the points after
 * this move and the moves-1 before it. A move that leaves neither side that far
 * behind, or the other side, starts the count again.
 */
bool
adjudicate_after_move(struct adjudication *a, double margin)
{
	enum color behind = margin < -a->points  ? COLOR_BLACK
	                    : margin > a->points ? COLOR_WHITE
	                                         : COLOR_EMPTY;

	if (a->moves <= 0)
		return false;
	if (behind == COLOR_EMPTY || behind != a->behind)
		a->streak = 0;
	a->behind = behind;
	if (behind != COLOR_EMPTY)
		a->streak++;
	return a->streak >= a->moves;
}

/*
 * The estimate as the results and the SGF give it: "estimate B+12.5 (B+3.5 to
 * B+21.5, 1024 playouts)", or for a count "count B+3.5".
 */
void
adjudicate_describe(const struct estimate *e, char *out, size_t size)
{
	char result[SCORE_TEXT_MAX], lower[SCORE_TEXT_MAX], upper[SCORE_TEXT_MAX];

	score_result_text(e->margin, result);
	if (e->counted) {
		snprintf(out, size, "count %s", result);
		return;
	}
	score_result_text(e->lower, lower);
	score_result_text(e->upper, upper);
	snprintf(out, size, "estimate %s (%s to %s, %d playouts)", result, lower, upper,
	         e->playouts);
}
