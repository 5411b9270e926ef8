/*
 * timectl.h -- how long a move may think under a game clock. Pure arithmetic,
 * no clock reads: the GTP layer tells it the settings (time_settings,
 * kgs-time_settings), what the controller says is left (time_left) or, when the
 * controller says nothing, what goref's own record of its clock says, and gets
 * back the seconds to spend on this move.
 *
 * The clock kinds are KGS's: none, absolute, Canadian byo-yomi (a period of T
 * seconds for S stones) and Japanese byo-yomi (P periods of T seconds; a move
 * inside the period keeps it). GTP's time_settings can express all but the
 * last (which KGS sends with kgs-time_settings byoyomi).
 */
#ifndef GOREF_ENGINE_SEARCH_TIMECTL_H
#define GOREF_ENGINE_SEARCH_TIMECTL_H

#include <stdbool.h>

enum timectl_kind {
	TIMECTL_NONE,     /* no clock */
	TIMECTL_ABSOLUTE, /* main time only: sudden death */
	TIMECTL_CANADIAN, /* main time, then period_time for every period_stones stones */
	TIMECTL_BYOYOMI,  /* main time, then periods of period_time; one move per period */
};

struct timectl_settings {
	enum timectl_kind kind;
	double main_time;   /* seconds of main time */
	double period_time; /* seconds of one byo-yomi period */
	int period_stones;  /* Canadian: stones to play in one period */
	int periods;        /* Japanese byo-yomi: periods in all */
};

/*
 * One player's clock. In main time stones (Canadian) and periods (byo-yomi)
 * are 0 and seconds is main time left; in overtime seconds is the time left in
 * the current period and count the stones still to play in it (Canadian) or the
 * periods left (byo-yomi, KGS's convention for time_left).
 */
struct timectl_clock {
	double seconds;
	int count;
};

/* Everything that decides one move's thinking time. */
struct timectl_request {
	struct timectl_settings settings;
	struct timectl_clock clock;  /* the mover's clock now */
	int board_points;            /* points of the board */
	int empty_points;            /* empty points now */
	double fixed_seconds;        /* --time: seconds a move (0: none) */
	double default_seconds;      /* thinking time without a clock or --time */
	double margin;               /* seconds kept back per move for lag and overhead */
};

/*
 * Parses GTP's time_settings main byo stones: byo > 0 with stones 0 means no
 * clock (GTP v2 4.2), byo 0 absolute time, else Canadian. Never fails.
 */
struct timectl_settings timectl_from_gtp(int main_time, int byo_yomi_time, int byo_yomi_stones);

/* A clock at the start of the game under these settings. */
struct timectl_clock timectl_start(const struct timectl_settings *s);

/* Whether the settings run a clock at all. */
bool timectl_has_clock(const struct timectl_settings *s);

/*
 * Seconds to think about this move: > 0, and never more than the clock can
 * pay without losing (less the margin), except that a move always gets at
 * least a small minimum.
 */
double timectl_budget(const struct timectl_request *r);

/*
 * The most this move may think when its best move is still unsettled at the
 * end of timectl_budget(): in main time, a few budgets but a small share of
 * what is left; in overtime, without a clock or under --time, the budget.
 */
double timectl_max_budget(const struct timectl_request *r);

/*
 * Whether time a move saves stays on the clock for later moves: in main time,
 * and in a Canadian period with more stones to play (a Japanese period, or the
 * last stone of a Canadian one, starts afresh whatever is saved).
 */
bool timectl_banks_saved_time(const struct timectl_settings *s, const struct timectl_clock *c);

/*
 * Whether a search can stop early: the leading move's lead in playouts over
 * the next is more than the playouts the rest of the budget can give at the
 * rate so far (nothing can overtake it). rate in playouts a second.
 */
bool timectl_decided(double lead, double rate, double seconds_left);

/*
 * Charges `elapsed` seconds of one move to a clock, as the game clock would:
 * main time first, then the overtime rules. Returns false when the move lost on
 * time (then *c is left at zero time).
 */
bool timectl_charge(const struct timectl_settings *s, struct timectl_clock *c, double elapsed);

#endif
