/*
 * clock.c -- time controls as goref-match reads, enforces, tells and records
 * them (see clock.h). The referee measures each genmove; this file says what
 * the move was allowed, what is left after it, and how to say so in GTP and SGF.
 */
#include "match/clock.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The most moves a record of marks grows to: more than any game holds. */
#define CLOCK_MAX_MARKS (1u << 20)

/* The kinds by name, as written in a control's text. */
static const char *const kind_names[] = {
    [CLOCK_NONE] = "none",       [CLOCK_ABSOLUTE] = "absolute", [CLOCK_CANADIAN] = "canadian",
    [CLOCK_BYOYOMI] = "byoyomi", [CLOCK_FISCHER] = "fischer",
};

/* How each kind is written, for the message on a malformed one. */
static const char *const kind_forms[] = {
    [CLOCK_NONE] = "none",
    [CLOCK_ABSOLUTE] = "absolute:MAIN, e.g. absolute:600",
    [CLOCK_CANADIAN] = "canadian:MAIN+STONES/PERIOD, e.g. canadian:600+25/300",
    [CLOCK_BYOYOMI] = "byoyomi:MAIN+PERIODSxPERIOD, e.g. byoyomi:600+5x30",
    [CLOCK_FISCHER] = "fischer:MAIN+INCREMENT, e.g. fischer:300+5",
};

/*
 * Reads the digits in [*p, end) into *value; false when there are none or
 * more than `most`. Moves *p past them and says how many in *digits.
 */
static bool
take_digits(const char **p, const char *end, int most, long *value, int *digits)
{
	long v = 0;
	int n = 0;

	while (*p < end && **p >= '0' && **p <= '9') {
		if (++n > most)
			return false;
		v = v * 10 + (**p - '0');
		(*p)++;
	}
	*value = v;
	*digits = n;
	return n > 0;
}

/*
 * A time in [s, end): seconds ("90", "0.5"), m:ss ("1:30") or h:mm:ss
 * ("1:00:00"), the last field with an optional fraction. Nothing else: no
 * sign, exponent, hex, inf or nan. At most CLOCK_MAX_SECONDS.
 */
static bool
parse_time(const char *s, const char *end, double *out)
{
	const char *p = s;
	double total = 0;
	long v;
	int digits;

	for (int field = 0; field < 3; field++) {
		if (!take_digits(&p, end, field == 0 ? 8 : 2, &v, &digits) ||
		    (field > 0 && (digits != 2 || v >= 60)))
			return false;
		total = total * 60 + (double)v;
		if (field == 2 || p == end || *p != ':')
			break;
		p++;
	}
	if (p < end && *p == '.') {
		const char *frac = ++p;

		if (!take_digits(&p, end, 6, &v, &digits))
			return false;
		total += (double)v / pow(10, (double)(p - frac));
	}
	if (p != end || total > CLOCK_MAX_SECONDS)
		return false;
	*out = total;
	return true;
}

/* A count in [s, end): decimal digits only, 1 to CLOCK_MAX_COUNT. */
static bool
parse_count(const char *s, const char *end, int *out)
{
	const char *p = s;
	long v;
	int digits;

	if (!take_digits(&p, end, 8, &v, &digits) || p != end || v < 1 || v > CLOCK_MAX_COUNT)
		return false;
	*out = (int)v;
	return true;
}

/* Says why a text is no control; returns false for `return refuse(...)`. */
static bool __attribute__((format(printf, 3, 4)))
refuse(char *why, size_t size, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, size, fmt, ap);
	va_end(ap);
	return false;
}

/* The text after the first `sep` in body, in *rest; false when there is none. */
static bool
split(const char *body, char sep, const char **rest)
{
	const char *at = strchr(body, sep);

	if (!at)
		return false;
	*rest = at + 1;
	return true;
}

/* The numbers of a kind's body, checked; the form message comes from the caller. */
static bool
parse_body(enum clock_kind kind, const char *body, struct clock_control *c, char *why, size_t size)
{
	const char *end = body + strlen(body), *rest, *second;
	char sep = kind == CLOCK_CANADIAN ? '/' : 'x';

	if (kind == CLOCK_ABSOLUTE) {
		if (!parse_time(body, end, &c->main_time))
			return refuse(why, size, "'%s' is not a time", body);
		if (c->main_time <= 0)
			return refuse(why, size, "no main time: the first move would lose");
		return true;
	}
	if (!split(body, '+', &rest) || !parse_time(body, rest - 1, &c->main_time))
		return refuse(why, size, "no main time before '+'");
	if (kind == CLOCK_FISCHER) {
		if (!parse_time(rest, end, &c->increment))
			return refuse(why, size, "'%s' is not an increment", rest);
		if (c->main_time <= 0)
			return refuse(why, size, "no main time: the first move would lose");
		return true;
	}
	if (!split(rest, sep, &second))
		return refuse(why, size, "no '%c' after the main time", sep);
	if (!parse_count(rest, second - 1, kind == CLOCK_CANADIAN ? &c->stones : &c->periods))
		return refuse(why, size, "%s must be 1 to %d",
		              kind == CLOCK_CANADIAN ? "stones" : "periods", CLOCK_MAX_COUNT);
	if (!parse_time(second, end, &c->period_time) || c->period_time <= 0)
		return refuse(why, size, "'%s' is not a period (a time above 0)", second);
	return true;
}

/*
 * Reads a time control: "none", "absolute:MAIN", "canadian:MAIN+STONES/PERIOD",
 * "byoyomi:MAIN+PERIODSxPERIOD" or "fischer:MAIN+INCREMENT", times in seconds
 * (fractions allowed), m:ss or h:mm:ss. On failure returns false with why
 * (size bytes) saying what is wrong, and *c is left as it was.
 */
bool
clock_parse(const char *text, struct clock_control *c, char *why, size_t size)
{
	struct clock_control parsed;
	const char *colon = strchr(text, ':');
	size_t name_len = colon ? (size_t)(colon - text) : strlen(text);
	char reason[CLOCK_TEXT_MAX];

	memset(&parsed, 0, sizeof(parsed));
	for (size_t k = 0; k < sizeof(kind_names) / sizeof(kind_names[0]); k++) {
		if (strlen(kind_names[k]) != name_len ||
		    strncmp(text, kind_names[k], name_len) != 0)
			continue;
		parsed.kind = (enum clock_kind)k;
		if (parsed.kind == CLOCK_NONE && !colon) {
			*c = parsed;
			return true;
		}
		if (parsed.kind == CLOCK_NONE || !colon)
			return refuse(why, size, "write %s", kind_forms[k]);
		if (!parse_body(parsed.kind, colon + 1, &parsed, reason, sizeof(reason)))
			return refuse(why, size, "%s (write %s; times in seconds, m:ss or h:mm:ss)",
			              reason, kind_forms[k]);
		*c = parsed;
		return true;
	}
	return refuse(why, size,
	              "unknown kind '%.*s': absolute, canadian, byoyomi, fischer or none (e.g. "
	              "canadian:600+25/300)",
	              (int)(name_len > 20 ? 20 : name_len), text);
}

/* Seconds as a control's text writes them: "600", "0.5". */
static void
format_seconds(double seconds, char *out, size_t size)
{
	snprintf(out, size, "%.15g", seconds);
}

/* The control as clock_parse reads it, in seconds ("canadian:600+25/300"). */
void
clock_format(const struct clock_control *c, char *out, size_t size)
{
	char main[32], period[32], inc[32];

	format_seconds(c->main_time, main, sizeof(main));
	format_seconds(c->period_time, period, sizeof(period));
	format_seconds(c->increment, inc, sizeof(inc));
	switch (c->kind) {
	case CLOCK_NONE:
		snprintf(out, size, "none");
		break;
	case CLOCK_ABSOLUTE:
		snprintf(out, size, "absolute:%s", main);
		break;
	case CLOCK_CANADIAN:
		snprintf(out, size, "canadian:%s+%d/%s", main, c->stones, period);
		break;
	case CLOCK_BYOYOMI:
		snprintf(out, size, "byoyomi:%s+%dx%s", main, c->periods, period);
		break;
	case CLOCK_FISCHER:
		snprintf(out, size, "fischer:%s+%s", main, inc);
		break;
	}
}

/*
 * The control of the old options: --game-time G alone is absolute:G,
 * --move-time S alone a Canadian period of one stone in S seconds (what
 * goref-match always told engines for it: time_settings 0 S 1), both together
 * absolute:G with at most S seconds a move. Zero means not given.
 */
void
clock_from_limits(double game_time, double move_time, struct clock_control *c)
{
	memset(c, 0, sizeof(*c));
	if (game_time > 0) {
		c->kind = CLOCK_ABSOLUTE;
		c->main_time = game_time;
		c->move_limit = move_time;
	} else if (move_time > 0) {
		c->kind = CLOCK_CANADIAN;
		c->stones = 1;
		c->period_time = move_time;
	}
}

/* Whether two controls are the same control (field by field: no padding compared). */
bool
clock_equal(const struct clock_control *a, const struct clock_control *b)
{
	return a->kind == b->kind && a->main_time == b->main_time &&
	       a->period_time == b->period_time && a->stones == b->stones &&
	       a->periods == b->periods && a->increment == b->increment &&
	       a->move_limit == b->move_limit;
}

/* Whether the control limits a side's time at all. */
bool
clock_limited(const struct clock_control *c)
{
	return c->kind != CLOCK_NONE || c->move_limit > 0;
}

/* Main time is spent: the first period starts. */
static void
enter_overtime(const struct clock_control *c, struct clock_state *s)
{
	s->overtime = true;
	s->main_left = 0;
	s->period_left = c->period_time;
	s->count = c->kind == CLOCK_CANADIAN ? c->stones : c->periods;
}

/* The clock at the start of a game: all main time, or the first period when there is none. */
void
clock_start(const struct clock_control *c, struct clock_state *s)
{
	memset(s, 0, sizeof(*s));
	s->main_left = c->main_time;
	if (c->main_time <= 0 && (c->kind == CLOCK_CANADIAN || c->kind == CLOCK_BYOYOMI))
		enter_overtime(c, s);
}

/*
 * Seconds the side's next move may take before it loses on time, margin not
 * included: main time and every period it may still spend on this one move
 * (byo-yomi: all the periods left; Canadian: one period), never more than the
 * move limit. HUGE_VAL without a limit; below 0 when an overrun was forgiven.
 */
double
clock_allowance(const struct clock_control *c, const struct clock_state *s)
{
	double a = HUGE_VAL;

	switch (c->kind) {
	case CLOCK_NONE:
		break;
	case CLOCK_ABSOLUTE:
	case CLOCK_FISCHER:
		a = s->main_left;
		break;
	case CLOCK_CANADIAN:
		a = s->overtime ? s->period_left : s->main_left + c->period_time;
		break;
	case CLOCK_BYOYOMI:
		a = s->overtime ? s->count * c->period_time
		                : s->main_left + c->periods * c->period_time;
		break;
	}
	if (c->move_limit > 0 && c->move_limit < a)
		a = c->move_limit;
	return a;
}

/*
 * Charges a move that took `elapsed` seconds to the clock: main time first,
 * then the overtime's rules (a Canadian period restarts when its stones are
 * played; a byo-yomi period overrun is lost, the next one starts; Fischer adds
 * the increment after the move). Returns false when the move lost on time: it
 * took more than clock_allowance() plus `margin`. A move over its time by no
 * more than the margin is no loss, but its overrun stays charged (the clock
 * goes below zero until a new period starts).
 */
bool
clock_charge(const struct clock_control *c, struct clock_state *s, double elapsed, double margin)
{
	if (!clock_limited(c))
		return true;
	if (elapsed > clock_allowance(c, s) + margin) {
		s->main_left = s->period_left = 0;
		s->count = 0;
		return false;
	}
	switch (c->kind) {
	case CLOCK_NONE:
		break;
	case CLOCK_ABSOLUTE:
		s->main_left -= elapsed;
		break;
	case CLOCK_FISCHER:
		s->main_left += c->increment - elapsed;
		break;
	case CLOCK_CANADIAN:
	case CLOCK_BYOYOMI:
		if (!s->overtime) {
			if (elapsed <= s->main_left) {
				s->main_left -= elapsed;
				break;
			}
			elapsed -= s->main_left;
			enter_overtime(c, s);
		}
		if (c->kind == CLOCK_BYOYOMI) {
			while (elapsed > c->period_time && s->count > 1) {
				elapsed -= c->period_time;
				s->count--;
			}
			break;
		}
		s->period_left -= elapsed;
		if (--s->count == 0) { /* the period's stones are played: a new period */
			s->period_left = c->period_time;
			s->count = c->stones;
		}
		break;
	}
	return true;
}

/* The clock as people read it, for a loss on time: "main 1.20 s, then 25 stones in 300 s". */
void
clock_describe(const struct clock_control *c, const struct clock_state *s, char *out, size_t size)
{
	char period[32], inc[32];
	int n = 0;

	format_seconds(c->period_time, period, sizeof(period));
	format_seconds(c->increment, inc, sizeof(inc));
	switch (c->kind) {
	case CLOCK_NONE:
		n = snprintf(out, size, "no clock");
		break;
	case CLOCK_ABSOLUTE:
		n = snprintf(out, size, "%.2f s left", s->main_left);
		break;
	case CLOCK_FISCHER:
		n = snprintf(out, size, "%.2f s left, +%s s a move", s->main_left, inc);
		break;
	case CLOCK_CANADIAN:
		if (s->overtime)
			n = snprintf(out, size, "%.2f s for %d stone%s", s->period_left, s->count,
			             s->count == 1 ? "" : "s");
		else
			n = snprintf(out, size, "main %.2f s, then %d stones in %s s", s->main_left,
			             c->stones, period);
		break;
	case CLOCK_BYOYOMI:
		if (s->overtime)
			n = snprintf(out, size, "%d period%s of %s s", s->count,
			             s->count == 1 ? "" : "s", period);
		else
			n = snprintf(out, size, "main %.2f s, then %dx%s s", s->main_left,
			             c->periods, period);
		break;
	}
	if (c->move_limit > 0 && n > 0 && (size_t)n < size)
		snprintf(out + n, size - (size_t)n, ", at most %.15g s a move", c->move_limit);
}

/*
 * How to tell an engine this control: byo-yomi through kgs-time_settings and
 * Fischer through kata-time_settings when the engine knows the command, GTP v2's
 * time_settings otherwise.
 */
enum clock_form
clock_form_for(const struct clock_control *c, bool knows_kgs, bool knows_kata)
{
	if (c->kind == CLOCK_BYOYOMI && knows_kgs)
		return CLOCK_FORM_KGS;
	if (c->kind == CLOCK_FISCHER && knows_kata)
		return CLOCK_FORM_KATA;
	return CLOCK_FORM_GTP;
}

/* Whole seconds for time_settings, rounded up (GTP v2 takes integers). */
static int
up(double seconds)
{
	return (int)ceil(seconds);
}

/* Whole seconds for time_left, rounded down and never negative. */
static int
down(double seconds)
{
	return seconds > 0 ? (int)floor(seconds) : 0;
}

/*
 * The command that tells an engine the control before a game, in `form`:
 * "time_settings MAIN PERIOD STONES" (absolute: PERIOD 0 and STONES 0;
 * byo-yomi approximated as one stone a period, Fischer as absolute time),
 * "kgs-time_settings byoyomi MAIN PERIOD PERIODS", "kata-time_settings fischer
 * MAIN INCREMENT". False (and out empty) when there is nothing to tell.
 */
bool
clock_settings_command(const struct clock_control *c, enum clock_form form, char *out, size_t size)
{
	char main[32], second[32];

	format_seconds(c->main_time, main, sizeof(main));
	out[0] = '\0';
	switch (c->kind) {
	case CLOCK_NONE:
		return false;
	case CLOCK_ABSOLUTE:
		snprintf(out, size, "time_settings %d 0 0", up(c->main_time));
		break;
	case CLOCK_CANADIAN:
		snprintf(out, size, "time_settings %d %d %d", up(c->main_time), up(c->period_time),
		         c->stones);
		break;
	case CLOCK_BYOYOMI:
		format_seconds(c->period_time, second, sizeof(second));
		if (form == CLOCK_FORM_KGS)
			snprintf(out, size, "kgs-time_settings byoyomi %s %s %d", main, second,
			         c->periods);
		else
			snprintf(out, size, "time_settings %d %d 1", up(c->main_time),
			         up(c->period_time));
		break;
	case CLOCK_FISCHER:
		format_seconds(c->increment, second, sizeof(second));
		if (form == CLOCK_FORM_KATA)
			snprintf(out, size, "kata-time_settings fischer %s %s", main, second);
		else
			snprintf(out, size, "time_settings %d 0 0", up(c->main_time));
		break;
	}
	return true;
}

/*
 * The time_left command before a genmove, GTP v2's meaning: "time_left COLOR
 * SECONDS 0" in main time (Fischer always, its increments included), "SECONDS
 * STONES" in a Canadian period (the stones still to play in it); under
 * byo-yomi told with kgs-time_settings, KGS's convention: a period's seconds
 * and the periods left; told with time_settings, a period's seconds and 1.
 * Seconds are whole, rounded down. False (and out empty) without a clock.
 */
bool
clock_left_command(const struct clock_control *c, const struct clock_state *s, enum clock_form form,
                   const char *color, char *out, size_t size)
{
	int seconds = down(s->main_left), stones = 0;

	out[0] = '\0';
	if (c->kind == CLOCK_NONE)
		return false;
	if (s->overtime && c->kind == CLOCK_CANADIAN) {
		seconds = down(s->period_left);
		stones = s->count;
	} else if (s->overtime && c->kind == CLOCK_BYOYOMI) {
		seconds = down(c->period_time);
		stones = form == CLOCK_FORM_KGS ? s->count : 1;
	}
	snprintf(out, size, "time_left %s %d %d", color, seconds, stones);
	return true;
}

/*
 * SGF's OT, the overtime as KGS and OGS write it: "25/300 Canadian",
 * "5x30 byo-yomi", "5 fischer"; "" when the control has none.
 */
void
clock_overtime_text(const struct clock_control *c, char *out, size_t size)
{
	char period[32], inc[32];

	format_seconds(c->period_time, period, sizeof(period));
	format_seconds(c->increment, inc, sizeof(inc));
	out[0] = '\0';
	if (c->kind == CLOCK_CANADIAN)
		snprintf(out, size, "%d/%s Canadian", c->stones, period);
	else if (c->kind == CLOCK_BYOYOMI)
		snprintf(out, size, "%dx%s byo-yomi", c->periods, period);
	else if (c->kind == CLOCK_FISCHER)
		snprintf(out, size, "%s fischer", inc);
}

/*
 * The clock after a move as SGF FF[4] records it: BL/WL the seconds left (in
 * main time the main time, in a Canadian period what is left of it, under
 * byo-yomi a full period), OB/OW in overtime the stones left in the period
 * (Canadian) or the periods left (byo-yomi, as KGS writes it). Not kept
 * without a control.
 */
struct clock_mark
clock_mark_of(const struct clock_control *c, const struct clock_state *s)
{
	struct clock_mark m = {c->kind != CLOCK_NONE, s->main_left, -1};

	if (s->overtime) {
		m.left = c->kind == CLOCK_CANADIAN ? s->period_left : c->period_time;
		m.count = s->count;
	}
	if (m.left < 0)
		m.left = 0;
	return m;
}

/*
 * Keeps the mark of move index `move` (0 for the game's first move) in r,
 * growing it as needed (moves in between are not kept). False when memory
 * runs out or the index is beyond any game: the record then lacks the mark.
 */
bool
clock_record_mark(struct clock_record *r, size_t move, struct clock_mark m)
{
	if (move >= CLOCK_MAX_MARKS)
		return false;
	if (move >= r->cap) {
		size_t cap = r->cap ? r->cap : 64;
		struct clock_mark *grown;

		while (cap <= move)
			cap *= 2;
		grown = realloc(r->marks, cap * sizeof(*grown));
		if (!grown)
			return false;
		r->marks = grown;
		r->cap = cap;
	}
	for (size_t i = r->n_marks; i < move; i++)
		r->marks[i].kept = false;
	r->marks[move] = m;
	if (move >= r->n_marks)
		r->n_marks = move + 1;
	return true;
}

/* Frees r's marks; r is then empty (its controls stay). */
void
clock_record_free(struct clock_record *r)
{
	free(r->marks);
	r->marks = NULL;
	r->n_marks = r->cap = 0;
}
