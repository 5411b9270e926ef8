/*
 * table.h -- the table a GTP session plays at: everything its commands work on and
 * that lives between them. The game, the options, the marks of agreed dead stones,
 * the time settings and clocks, the move generator's random state, the player (the
 * search) and a cache of the last judgement and estimate. The protocol side of the session
 * (reading lines, framing answers) is gtp.h's struct gtp_session; every command
 * handler gets both. The table_* functions are spread by job: table.c (the
 * judgement with the marks), clock.c, think.c, live.c, cmd_search.c.
 */
#ifndef GOREF_GTP_TABLE_H
#define GOREF_GTP_TABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/judge/estimate.h"
#include "engine/search/search.h"
#include "engine/search/timectl.h"

enum mark {
	MARK_NONE = 0,  /* no agreement: the judgement decides */
	MARK_DEAD = 1,  /* the players agreed this chain is dead */
	MARK_ALIVE = 2, /* the players agreed this chain is alive */
};

struct table {
	struct game game;                 /* the game being refereed */
	uint64_t seed;                    /* --seed: judgement and move generation */
	uint64_t rng;                     /* the move generator's state, from seed */
	uint8_t marks[BOARD_MAX_POINTS];  /* enum mark per stone, set by goref-set_status */
	bool marked;                      /* some mark is set (spares clearing on every move) */
	bool komi_set;                    /* komi came from the controller (komi, --komi),
					     not the preset: handicap keeps it */
	bool rules_from_sgf;              /* --rules sgf: loadsgf takes the record's rules */
	bool size_fixed;                  /* --boardsize: the user chose the size (GoGui's
					     ruler is never told it) */
	struct timectl_settings time;     /* from time_settings / kgs-time_settings */
	struct timectl_clock left[3];     /* by colour: from time_left, else our own record */
	bool gogui;                       /* GoGui attached (it asked gogui-*): live gfx on stderr */
	uint8_t judged[BOARD_MAX_POINTS]; /* cached judgement (enum stone_status) */
	uint8_t unsettled[BOARD_MAX_POINTS]; /* its chains no layer proved (status_judge_unsettled) */
	uint8_t status[BOARD_MAX_POINTS]; /* judgement with the marks applied */
	uint64_t status_key;              /* position the cache is for, 0 = none */
	struct estimate estimate;         /* cached estimate of the result (table_estimate()) */
	struct estimate marked_estimate;  /* the same with the marks applied */
	uint64_t estimate_key;            /* position the estimate is for, 0 = none */
	bool (*should_stop)(void *ctx);   /* polled by long commands: stop early (gogui-interrupt) */
	bool (*input_waiting)(void *ctx); /* polled by lz-analyze: a next command waits */
	void *stop_ctx;                   /* passed to the hooks; NULL hook: never stop */
	struct search_config search_config; /* --threads, --max-memory, --resign, the seed */
	struct search *search;            /* the player, made on the first genmove; owned */
	int64_t playouts;                 /* --playouts: per genmove, 0 = not set */
	double move_time;                 /* --time: seconds per genmove, 0 = not set */
	bool ponder;                      /* --ponder: think on the opponent's time */
	bool ponder_due;                  /* a move was just played: table_ponder() may think */
};

/* The tree's memory bound unless --max-memory says otherwise. */
#define TABLE_DEFAULT_MAX_MEMORY_MB 256
/* Resign below this win rate unless --resign says otherwise. */
#define TABLE_DEFAULT_RESIGN 0.05

void table_init(struct table *t, int size, double komi, uint64_t seed);
void table_free(struct table *t);
void table_position_changed(struct table *t);
void table_clear_marks(struct table *t);
const uint8_t *table_statuses(struct table *t);
bool table_mark_chain(struct table *t, coord_t stone, enum mark mark);
const struct estimate *table_estimate(struct table *t);
void table_score(struct table *t, struct score *s);

/*
 * gtp/cmd_search.c: the search's settings, one parser for goref's options
 * (--threads, --playouts, --time, --max-memory, --resign) and goref-set_param,
 * so both paths take the same values and give the same reasons.
 */
enum search_param {
	PARAM_THREADS,    /* search threads, 1..64 */
	PARAM_PLAYOUTS,   /* playouts a genmove */
	PARAM_TIME,       /* seconds a genmove */
	PARAM_MAX_MEMORY, /* MB the tree may take */
	PARAM_RESIGN,     /* win rate below which to resign; "never" is 0 */
	PARAM_COUNT
};

int search_param_find(const char *name);
const char *search_param_parse(enum search_param p, const char *text, bool zero_unsets,
			       double *out);
void table_set_search_param(struct table *t, enum search_param p, double value);

/* gtp/clock.c: the clock as seen from the GTP layer. */
void table_think_seconds(const struct table *t, enum color color, double *seconds,
			 double *max_seconds);
void table_clock_charge(struct table *t, enum color color, double elapsed);
double table_now(void);

/* gtp/live.c: running the search from GTP (stop hooks, live output). */
struct analysis_options;
struct gtp_session;
struct search *table_search(struct table *t);
void table_ponder(struct table *t);
bool table_regions_closing(const struct table *t);
coord_t table_search_live(struct table *t, struct gtp_session *s, enum color color,
			   const struct search_limits *limits,
			   const struct analysis_options *analysis, bool stop_on_input,
			   struct search_report *report);

#endif
