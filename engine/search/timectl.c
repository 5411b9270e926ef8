/* timectl.c -- thinking time under a game clock (see timectl.h). */
#include "engine/search/timectl.h"

/* No move thinks less than this, however short the clock (seconds). */
#define TIMECTL_MIN_THINK 0.02

/* Fewest own moves the main time is spread over, however full the board. */
#define TIMECTL_MIN_MOVES_LEFT 10

/*
 * Under sudden death, the share of the main time kept back for a game that runs
 * longer than expected: with it a 19x19 game of 600 s survives some 560 own
 * moves, a 9x9 game of 60 s some 90, each overrunning its budget by 90% of a
 * 0.25 s margin (check_timectl.c simulates the first 300 and 90).
 */
#define TIMECTL_SUDDEN_DEATH_RESERVE 0.15

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
 * Own moves the rest of the game will probably take: about a third of the
 * empty points (a 19x19 game from the empty board is some 120 own moves, a
 * 9x9 game some 27), never fewer than TIMECTL_MIN_MOVES_LEFT, so the main time
 * is never bet on the game ending soon.
 */
static double
moves_left(const struct timectl_request *r)
{
	double n = r->empty_points / 3.0;

	return n < TIMECTL_MIN_MOVES_LEFT ? TIMECTL_MIN_MOVES_LEFT : n;
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

/* The clock's budget for this move, before --time and the minimum. */
static double
clock_budget(const struct timectl_request *r)
{
	const struct timectl_settings *s = &r->settings;
	const struct timectl_clock *c = &r->clock;
	struct timectl_clock period = first_period(s);
	double main_share, overtime;

	if (c->count > 0 && has_overtime(s)) /* in overtime */
		return overtime_share(s, c) - r->margin;
	if (!has_overtime(s)) {
		/*
		 * Sudden death: keep a reserve back. (Each move's margin is already
		 * off its own share; the reserve pays for the moves of a game longer
		 * than expected, each of which costs at least the overhead.)
		 */
		double reserve = TIMECTL_SUDDEN_DEATH_RESERVE * s->main_time;
		return (c->seconds - reserve) / (moves_left(r) + 1) - r->margin;
	}
	/*
	 * Main time: an even share over the moves left, keeping one share back.
	 * Overtime follows, so when little main time is left a move may take what
	 * it would get in the first period: the overflow past the main time is
	 * then charged to that period, which still covers its other stones.
	 */
	main_share = c->seconds / (moves_left(r) + 1) - r->margin;
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
