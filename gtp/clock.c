/*
 * clock.c -- the game clock as the GTP layer sees it: how long the next move
 * thinks (engine/search/timectl.c's budget over the settings, the clock and --time)
 * and goref's own record of its clock, kept for controllers that send
 * time_settings but never time_left.
 */
#include "gtp/client.h"
#include "gtp/table.h"
#include "gtp/think.h"


/*
 * Seconds kept back on every move under a clock: the controller's and the
 * process's overhead (reading the command, answering, the pipe, the GUI).
 */
#define CLOCK_MARGIN 0.2


/* Seconds on the monotonic clock (the same clock goref's GTP client keeps
 * deadlines with). */
double
table_now(void)
{
	return gtp_client_now();
}

/* What decides color's next move's thinking time. */
static struct timectl_request
think_request(const struct table *t, enum color color)
{
	const struct board *b = &t->game.board;
	int points = game_size(&t->game) * game_size(&t->game);
	struct timectl_request r = {
		.settings = t->time,
		.clock = t->left[color],
		.board_points = points,
		.empty_points = points - b->stones[COLOR_BLACK] - b->stones[COLOR_WHITE],
		.fixed_seconds = t->move_time,
		.default_seconds = THINK_DEFAULT_SECONDS,
		.margin = CLOCK_MARGIN,
	};

	return r;
}

/* Seconds color's next move may think, and the most when its best move is unsettled. */
void
table_think_seconds(const struct table *t, enum color color, double *seconds,
		    double *max_seconds)
{
	struct timectl_request r = think_request(t, color);

	*seconds = timectl_budget(&r);
	*max_seconds = timectl_max_budget(&r);
}

/*
 * Charges a move's time to color's clock as goref records it. The next
 * time_left replaces the record with what the controller measured.
 */
void
table_clock_charge(struct table *t, enum color color, double elapsed)
{
	timectl_charge(&t->time, &t->left[color], elapsed);
}
