/* timectl.c -- thinking time under a game clock (see timectl.h). */
#include "engine/search/timectl.h"

/* No move thinks less than this, however short the clock (seconds). */
#define TIMECTL_MIN_THINK 0.02

/* Fewest own moves the main time is spread over, however full the board. */
#define TIMECTL_MIN_MOVES_LEFT 6

/*
 * The share of the board still empty when a game between engines ends (its
 * territories): some 40% on 9x9 and 19x19. The own moves left are half the
 * empty points beyond it.
 */
#define TIMECTL_END_EMPTY_SHARE 0.4

/*
 * Under sudden death, the seconds kept back for a game that runs past its
 * expected end: for half the board's points, TIMECTL_RESERVE_PER_MOVE each (the
 * least a move thinks plus what a controller and a pipe cost a move), 2 s on
 * 9x9 and 9 s on 19x19; at least 5% of the main time (the moves at the least
 * think time come late and many), at most 15%. check_timectl.c plays games of
 * 120 moves on 9x9 and 600 on 19x19 on it.
 */
#define TIMECTL_RESERVE_PER_MOVE 0.05
#define TIMECTL_RESERVE_MIN_SHARE 0.05
#define TIMECTL_RESERVE_MAX_SHARE 0.15

/*
 * A move whose best is still unsettled when its budget is spent may think on
 * (search.h's max_seconds) up to this many budgets, but never past this share
 * of the main time it may spend: the later moves pay for it, a little each.
 */
#define TIMECTL_EXTEND_FACTOR 3.0
#define TIMECTL_EXTEND_MAX_SHARE 0.2

struct timectl_settings
timectl_from_gtp(int main_time, int byo_yomi_time, int byo_yomi_stones)
{
	struct timectl_settings s = { TIMECTL_NONE, 0, 0, 0, 0 };

	if (byo_yomi_time > 0 && byo_yomi_stones == 0)
		return s; /* GTP v2: "no time limits" */
	s.main_time = main_time;
	if (byo_yomi_time == 0 || byo_yomi_stones == 0) {
		s.kind = TIMECTL_ABSOLUTE;
		return s;
	}
	s.kind = TIMECTL_CANADIAN;
	s.period_time = byo_yomi_time;
	s.period_stones = byo_yomi_stones;
	return s;
}

bool
timectl_has_clock(const struct timectl_settings *s)
{
	return s->kind != TIMECTL_NONE;
}

/* The clock when the main time has run out: the first overtime period. */
static struct timectl_clock
first_period(const struct timectl_settings *s)
{
	struct timectl_clock c = { s->period_time,
				   s->kind == TIMECTL_CANADIAN ? s->period_stones : s->periods };
	return c;
}

/* The kind has overtime after the main time. */
static bool
has_overtime(const struct timectl_settings *s)
{
	return (s->kind == TIMECTL_CANADIAN && s->period_stones > 0 && s->period_time > 0) ||
	       (s->kind == TIMECTL_BYOYOMI && s->periods > 0 && s->period_time > 0);
}

struct timectl_clock
timectl_start(const struct timectl_settings *s)
{
	struct timectl_clock c = { s->main_time, 0 };

	if (s->main_time <= 0 && has_overtime(s))
		c = first_period(s);
	return c;
}

/*
 * Own moves the rest of the game will probably take: half the empty points
 * beyond the share a finished game leaves empty (a 19x19 game from the empty
 * board is some 108 own moves, a 9x9 game some 24), never fewer than
 * TIMECTL_MIN_MOVES_LEFT: past them each move spends a fixed share of what is
 * left, so the clock is never bet on the game ending soon.
 */
static double
moves_left(const struct timectl_request *r)
{
	double n = (r->empty_points - TIMECTL_END_EMPTY_SHARE * r->board_points) / 2.0;

	return n < TIMECTL_MIN_MOVES_LEFT ? TIMECTL_MIN_MOVES_LEFT : n;
}

/* Under sudden death, the seconds kept back for a game longer than expected. */
static double
sudden_death_reserve(const struct timectl_request *r)
{
	double reserve = TIMECTL_RESERVE_PER_MOVE * r->board_points / 2.0;
	double least = TIMECTL_RESERVE_MIN_SHARE * r->settings.main_time;
	double most = TIMECTL_RESERVE_MAX_SHARE * r->settings.main_time;

	if (reserve < least)
		reserve = least;
	return reserve < most ? reserve : most;
}

/* Seconds of main time this move may plan with: under sudden death, all but the reserve. */
static double
spendable_main_time(const struct timectl_request *r)
{
	double t = r->clock.seconds;

	if (!has_overtime(&r->settings))
		t -= sudden_death_reserve(r);
	return t > 0 ? t : 0;
}

/* What one move may spend in overtime now (before the margin). */
static double
overtime_share(const struct timectl_settings *s, const struct timectl_clock *c)
{
	if (s->kind == TIMECTL_CANADIAN) /* the period's time over its stones still due */
		return c->seconds / (c->count > 0 ? c->count : s->period_stones);
	/* Japanese: a move inside the period keeps it; never spend a period on purpose. */
	return c->seconds < s->period_time ? c->seconds : s->period_time;
}

/*
 * The clock's budget for this move, before --time and the minimum. In main
 * time an even share of what may be spent over the moves left, keeping one
 * share back. The margin is not taken off it: what a move's overhead costs
 * shows on the clock the next move reads, and the shares adjust. It bounds only
 * what must not be overrun: the main time itself under sudden death, and an
 * overtime period.
 */
static double
clock_budget(const struct timectl_request *r)
{
	const struct timectl_settings *s = &r->settings;
	const struct timectl_clock *c = &r->clock;
	struct timectl_clock period = first_period(s);
	double main_share, overtime;

	if (c->count > 0 && has_overtime(s)) /* in overtime */
		return overtime_share(s, c) - r->margin;
	main_share = spendable_main_time(r) / (moves_left(r) + 1);
	if (!has_overtime(s)) /* sudden death */
		return main_share < c->seconds - r->margin ? main_share : c->seconds - r->margin;
	/*
	 * Overtime follows, so when little main time is left a move may take what
	 * it would get in the first period: the overflow past the main time is
	 * then charged to that period, which still covers its other stones.
	 */
	overtime = overtime_share(s, &period) - r->margin;
	return main_share > overtime ? main_share : overtime;
}

double
timectl_budget(const struct timectl_request *r)
{
	double t;

	if (!timectl_has_clock(&r->settings))
		t = r->fixed_seconds > 0 ? r->fixed_seconds : r->default_seconds;
	else {
		t = clock_budget(r);
		if (r->fixed_seconds > 0 && r->fixed_seconds < t)
			t = r->fixed_seconds;
	}
	return t < TIMECTL_MIN_THINK ? TIMECTL_MIN_THINK : t;
}

double
timectl_max_budget(const struct timectl_request *r)
{
	double budget = timectl_budget(r), most;

	if (!timectl_has_clock(&r->settings) || r->clock.count > 0)
		return budget; /* no clock to bank on, or an overtime period to keep */
	most = TIMECTL_EXTEND_MAX_SHARE * spendable_main_time(r);
	if (most > TIMECTL_EXTEND_FACTOR * budget)
		most = TIMECTL_EXTEND_FACTOR * budget;
	if (r->fixed_seconds > 0 && most > r->fixed_seconds)
		most = r->fixed_seconds;
	return most > budget ? most : budget;
}

bool
timectl_banks_saved_time(const struct timectl_settings *s, const struct timectl_clock *c)
{
	if (!timectl_has_clock(s))
		return false;
	return c->count == 0 || (s->kind == TIMECTL_CANADIAN && c->count > 1);
}

bool
timectl_decided(double lead, double rate, double seconds_left)
{
	return seconds_left <= 0 || lead > rate * seconds_left;
}

bool
timectl_charge(const struct timectl_settings *s, struct timectl_clock *c, double elapsed)
{
	if (!timectl_has_clock(s))
		return true;
	if (c->count == 0) { /* main time */
		if (elapsed <= c->seconds) {
			c->seconds -= elapsed;
			return true;
		}
		elapsed -= c->seconds > 0 ? c->seconds : 0;
		c->seconds = 0;
		if (!has_overtime(s))
			return false;
		*c = first_period(s);
	}
	if (s->kind == TIMECTL_CANADIAN) {
		if (elapsed > c->seconds) {
			c->seconds = 0;
			return false;
		}
		c->seconds -= elapsed;
		if (--c->count == 0) /* the period's stones are played: a fresh period */
			*c = first_period(s);
		return true;
	}
	/* Japanese byo-yomi: each period used up in full is lost; the move keeps the next. */
	while (elapsed > c->seconds) {
		elapsed -= c->seconds;
		if (--c->count <= 0) {
			c->count = 0;
			c->seconds = 0;
			return false;
		}
		c->seconds = s->period_time;
	}
	c->seconds = s->period_time;
	return true;
}
