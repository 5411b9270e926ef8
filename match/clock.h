/*
 * clock.h -- goref-match's time controls: a control read from its text
 * ("canadian:600+25/300"), one side's clock through a game (what the next move
 * may take, charging a move, the loss on time), and how control and clock are
 * told to an engine (time_settings, kgs-time_settings, kata-time_settings,
 * time_left) and written in the SGF (TM, OT, BL/WL, OB/OW). Pure arithmetic on
 * seconds the caller measured: no clock reads, no I/O.
 */
#ifndef GOREF_MATCH_CLOCK_H
#define GOREF_MATCH_CLOCK_H

#include <stdbool.h>
#include <stddef.h>

#define CLOCK_MAX_SECONDS 10000000.0 /* longest time in a control (about 115 days) */
#define CLOCK_MAX_COUNT   10000      /* most stones (Canadian) or periods (byo-yomi) */
#define CLOCK_TEXT_MAX    96         /* room for any text of this module and its NUL */

enum clock_kind {
	CLOCK_NONE,     /* no clock (zero-initialised controls are this) */
	CLOCK_ABSOLUTE, /* main time only: sudden death */
	CLOCK_CANADIAN, /* main time, then `stones` stones in every period of period_time */
	CLOCK_BYOYOMI,  /* main time, then `periods` periods of period_time, a move each */
	CLOCK_FISCHER,  /* main time, `increment` added after every move */
};

/* One side's time control, the same for each of its games. */
struct clock_control {
	enum clock_kind kind; /* which control */
	double main_time;     /* seconds of main time */
	double period_time;   /* Canadian and byo-yomi: seconds of one period */
	int stones;           /* Canadian: stones to play in a period */
	int periods;          /* byo-yomi: periods in all */
	double increment;     /* Fischer: seconds added after each move */
	double move_limit;    /* seconds a move at most besides the control, 0: none
	                         (--move-time together with --game-time) */
};

/*
 * One side's clock during a game. In main time `overtime` is false and
 * main_left counts down (Fischer: with the increments). In overtime
 * period_left is what is left of the Canadian period and count the stones
 * still to play in it, or, under byo-yomi, count is the periods left (each
 * move starts with a full period).
 */
struct clock_state {
	double main_left;   /* main time left; below 0 only by a forgiven overrun */
	double period_left; /* Canadian overtime: seconds left in this period */
	int count;          /* overtime: stones left in the period, or periods left */
	bool overtime;      /* main time is spent */
};

/* How a control is told to an engine. */
enum clock_form {
	CLOCK_FORM_GTP,  /* GTP v2 time_settings (an approximation for byo-yomi and Fischer) */
	CLOCK_FORM_KGS,  /* kgs-time_settings byoyomi, for engines that know it */
	CLOCK_FORM_KATA, /* kata-time_settings fischer, for engines that know it (KataGo) */
};

/* One move's clock as the SGF records it. */
struct clock_mark {
	bool kept;   /* the referee timed this move (not a move of the opening) */
	double left; /* seconds left after the move: BL / WL */
	int count;   /* in overtime: stones or periods left, OB / OW; -1 in main time */
};

/* The clocks of one game, for its SGF. */
struct clock_record {
	struct clock_control control[3]; /* by colour (COLOR_BLACK, COLOR_WHITE) */
	struct clock_mark *marks;        /* by move index, owned; NULL when none */
	size_t n_marks;                  /* entries in marks */
	size_t cap;                      /* allocated entries */
};

bool clock_parse(const char *text, struct clock_control *c, char *why, size_t size);
void clock_format(const struct clock_control *c, char *out, size_t size);
void clock_from_limits(double game_time, double move_time, struct clock_control *c);
bool clock_equal(const struct clock_control *a, const struct clock_control *b);
bool clock_limited(const struct clock_control *c);

void clock_start(const struct clock_control *c, struct clock_state *s);
double clock_allowance(const struct clock_control *c, const struct clock_state *s);
bool clock_charge(const struct clock_control *c, struct clock_state *s, double elapsed,
                  double margin);
void clock_describe(const struct clock_control *c, const struct clock_state *s, char *out,
                    size_t size);

enum clock_form clock_form_for(const struct clock_control *c, bool knows_kgs, bool knows_kata);
bool clock_settings_command(const struct clock_control *c, enum clock_form form, char *out,
                            size_t size);
bool clock_left_command(const struct clock_control *c, const struct clock_state *s,
                        enum clock_form form, const char *color, char *out, size_t size);

void clock_overtime_text(const struct clock_control *c, char *out, size_t size);
struct clock_mark clock_mark_of(const struct clock_control *c, const struct clock_state *s);
bool clock_record_mark(struct clock_record *r, size_t move, struct clock_mark m);
void clock_record_free(struct clock_record *r);

#endif
