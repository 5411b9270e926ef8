/*
 * live.c -- one search run from GTP: the limits, the stop conditions polled
 * while it thinks (GoGui's "# interrupt", and for lz-analyze any next command
 * or the end of input), and what is written as it goes (analysis lines on
 * stdout, GoGui live graphics on stderr).
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include "engine/search/settled.h"
#include "gtp/analysis.h"
#include "gtp/table.h"
#include "gtp/gtp.h"

/* How often the stop hooks are polled (s): the next command waits no longer. */
#define LIVE_POLL_INTERVAL 0.05
/* How often GoGui's live graphics are redrawn (s). */
#define LIVE_GFX_INTERVAL 0.5

struct live {
	struct table *t;
	struct gtp_session *s;
	const struct analysis_options *analysis; /* lines on stdout, or NULL */
	const struct search_limits *limits;      /* the search's bounds */
	enum color color;                        /* the side searched for */
	bool stop_on_input;                      /* any next command stops the search */
	bool gfx;                                /* GoGui live graphics on stderr */
	atomic_bool stop;                        /* read by the search */
	double next_line;                        /* when the next analysis line is due */
	double next_gfx;                         /* when the next graphics are due */
	bool ponder;                             /* thinking on the opponent's time */
};

/* A ponder search's time bound: until the next command, in practice. */
#define PONDER_FOREVER (30.0 * 24 * 3600)

/* The table's player (the search), made on first use; NULL when memory runs out. */
struct search *
table_search(struct table *t)
{
	if (!t->search)
		t->search = search_new(&t->search_config);
	return t->search;
}

/*
 * Tells the search which points the referee has settled in the position now
 * (settled_owners() under the judgement and the players' marks, leaving out
 * what the judgement did not prove), so that its win rates and scores follow
 * the count there (search_set_settled). Early in a game, none.
 */
static void
settle_search(struct table *t, struct search *search)
{
	int8_t owner[BOARD_MAX_POINTS];
	const uint8_t *status;

	if (!table_regions_closing(t)) {
		search_set_settled(search, 0, NULL);
		return;
	}
	status = table_statuses(t);
	settled_owners(&t->game, status, t->unsettled, owner);
	search_set_settled(search, t->game.board.hash, owner);
}

/*
 * Whether regions of the board may be closing: stones on STONES_CLOSING of it,
 * or some region already closed off for one colour (a settled region with
 * every stone alive: a flood fill, microseconds). Only then may the judgement
 * (tens of milliseconds on 9x9) settle points for the search: early in a game
 * none would be, and the search goes without. (Dead stones open a region to
 * both colours, so the flood fill alone comes late: in the sample game of
 * check_search.c it sees nothing closed until move 42.)
 */
#define STONES_CLOSING 0.4
bool
table_regions_closing(const struct table *t)
{
	const struct board *b = &t->game.board;
	uint8_t closed[BOARD_MAX_POINTS];
	int points = b->size * b->size;

	if (b->stones[COLOR_BLACK] + b->stones[COLOR_WHITE] >= STONES_CLOSING * points)
		return true;
	settled_points(&t->game, NULL, closed);
	for (int p = 0; p < BOARD_MAX_POINTS; p++)
		if (closed[p])
			return true;
	return false;
}

/* Whether a hook asks the search to stop now. */
static bool
stop_wanted(const struct live *l)
{
	const struct table *t = l->t;

	if (l->stop_on_input && t->input_waiting && t->input_waiting(t->stop_ctx))
		return true;
	return t->should_stop && t->should_stop(t->stop_ctx);
}

/*
 * Whether the move is decided before the time is up (timectl_decided: the most
 * visited move, the one the search plays, cannot be overtaken), when the clock
 * banks the time saved (else thinking on grows the tree the next move reuses),
 * for a search bounded by time (a playout-bounded one must stay deterministic).
 */
static bool
decided(const struct live *l, const struct search_report *r)
{
	double rate, left, lead;

	if (!timectl_banks_saved_time(&l->t->time, &l->t->left[l->color]) ||
	    l->limits->seconds <= 0 || l->stop_on_input || r->seconds <= 0 || r->n_moves < 1)
		return false;
	rate = (double)r->playouts / r->seconds;
	left = l->limits->seconds - r->seconds;
	if (l->limits->playouts > 0 && rate > 0 &&
	    (double)(l->limits->playouts - r->playouts) / rate < left)
		left = (double)(l->limits->playouts - r->playouts) / rate;
	lead = search_report_lead(r);
	return timectl_decided(lead, rate, left);
}

/* The search's progress report: poll the hooks, write what is due. */
static void
on_progress(void *data, const struct search_report *r)
{
	struct live *l = data;
	double now = table_now();

	if (stop_wanted(l) || decided(l, r))
		atomic_store(&l->stop, true);
	/* Pondering leaves the next search room to reuse the tree (search.c reuses
	 * one that holds less than half of the pool). */
	if (l->ponder && 2 * r->tree_bytes >= l->t->search_config.max_memory)
		atomic_store(&l->stop, true);
	if (l->analysis && l->analysis->interval > 0 && now >= l->next_line) {
		analysis_print(l->s, &l->t->game, r, l->analysis);
		l->next_line = now + l->analysis->interval;
	}
	if (l->gfx && now >= l->next_gfx) {
		fputs("gogui-gfx:\n", stderr);
		analysis_gfx(stderr, r, GFX_WINRATES);
		fputs("\n", stderr);
		fflush(stderr);
		l->next_gfx = now + LIVE_GFX_INTERVAL;
	}
}

/*
 * Searches for color within limits and answers the move it would play (a
 * point, COORD_PASS or SEARCH_RESIGN), with the final report in *report (may be
 * NULL). A search bounded by time stops early once its move is decided.
 * Analysis lines go to s's stream when analysis is given; GoGui live
 * graphics go to stderr while a move is chosen for GoGui. stop_on_input: any
 * next command ends the search (lz-analyze); else only GoGui's interrupt does.
 * Out of memory: answers pass.
 */
coord_t
table_search_live(struct table *t, struct gtp_session *s, enum color color,
		   const struct search_limits *limits, const struct analysis_options *analysis,
		   bool stop_on_input, struct search_report *report)
{
	struct search *search = table_search(t);
	struct live l = { t, s, analysis, limits, color, stop_on_input, t->gogui && !analysis,
			  false, 0, 0, false };
	double poll = LIVE_POLL_INTERVAL;
	coord_t move;

	if (!search)
		return COORD_PASS;
	if (analysis && analysis->interval > 0 && analysis->interval < poll)
		poll = analysis->interval;
	l.next_line = table_now() + (analysis ? analysis->interval : 0);
	l.next_gfx = table_now() + LIVE_GFX_INTERVAL;
	atomic_store(&l.stop, stop_wanted(&l));
	search_set_filter(search, analysis ? &analysis->filter : NULL);
	settle_search(t, search);
	move = search_run(search, &t->game, color, limits, poll, on_progress, &l, &l.stop);
	if (stop_on_input && l.analysis && l.analysis->interval > 0 && !atomic_load(&l.stop)) {
		/* An analysis that reached its own limit (--playouts) before a command
		 * came: its last line, with the final numbers. (genmove_analyze ends
		 * with its play line instead, as Leela Zero's and KataGo's do.) */
		struct search_report *last = malloc(sizeof(*last));
		if (last) {
			search_report(search, last);
			analysis_print(s, &t->game, last, l.analysis);
			free(last);
		}
	}
	if (l.gfx) { /* GoGui: the thinking markup goes when the answer comes */
		fputs("gogui-gfx: CLEAR\n", stderr);
		fflush(stderr);
	}
	if (report)
		search_report(search, report);
	return move;
}

/*
 * --ponder: after goref has played a move, think about the opponent's reply
 * until the next command arrives (or GoGui's interrupt), quietly: the tree
 * grown is the one the next genmove reuses once the opponent's move is played.
 * Stops within LIVE_POLL_INTERVAL of the command's arrival, and when the tree
 * holds half of --max-memory. Nothing to do without an input hook, after a game
 * that has ended, or when a command is already waiting.
 */
void
table_ponder(struct table *t)
{
	struct search_limits limits = { 0, PONDER_FOREVER, 0 };
	struct search *search;
	struct live l = { t, NULL, NULL, &limits, game_to_move(&t->game), true, false,
			  false, 0, 0, true };

	if (!t->ponder_due)
		return;
	t->ponder_due = false;
	if (!t->ponder || !t->input_waiting || game_ended(&t->game) || stop_wanted(&l) ||
	    !(search = table_search(t)))
		return;
	atomic_store(&l.stop, false);
	search_set_filter(search, NULL);
	settle_search(t, search);
	search_run(search, &t->game, l.color, &limits, LIVE_POLL_INTERVAL, on_progress, &l, &l.stop);
}
