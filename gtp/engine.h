/*
 * engine.h -- everything a GTP session works on: the game, the options and the
 * state that lives between commands (marks of agreed dead stones, time settings,
 * the move generator's random state, a cache of the last judgement).
 */
#ifndef GOREF_GTP_ENGINE_H
#define GOREF_GTP_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/search/search.h"
#include "engine/search/timectl.h"

enum mark {
	MARK_NONE = 0,  /* no agreement: the judgement decides */
	MARK_DEAD = 1,  /* the players agreed this chain is dead */
	MARK_ALIVE = 2, /* the players agreed this chain is alive */
};

struct engine {
	struct game game;                 /* the game being refereed */
	uint64_t seed;                    /* --seed: judgement and move generation */
	uint64_t rng;                     /* the move generator's state, from seed */
	uint8_t marks[BOARD_MAX_POINTS];  /* enum mark per stone, set by goref-set_status */
	bool marked;                      /* some mark is set (spares clearing on every move) */
	bool komi_set;                    /* komi came from the controller (komi, --komi),
					     not the preset: handicap keeps it */
	bool rules_from_sgf;              /* --rules sgf: loadsgf takes the record's rules */
	struct timectl_settings time;     /* from time_settings / kgs-time_settings */
	struct timectl_clock left[3];     /* by colour: from time_left, else our own record */
	bool gogui;                       /* GoGui attached (it asked gogui-*): live gfx on stderr */
	uint8_t judged[BOARD_MAX_POINTS]; /* cached judgement (enum stone_status) */
	uint8_t status[BOARD_MAX_POINTS]; /* judgement with the marks applied */
	uint64_t status_key;              /* position the cache is for, 0 = none */
	bool (*should_stop)(void *ctx);   /* polled by long commands: stop early (gogui-interrupt) */
	bool (*input_waiting)(void *ctx); /* polled by lz-analyze: a next command waits */
	void *stop_ctx;                   /* passed to the hooks; NULL hook: never stop */
	struct search_config search_config; /* --threads, --max-memory, --resign, the seed */
	struct search *search;            /* the player, made on the first genmove; owned */
	int64_t playouts;                 /* --playouts: per genmove, 0 = not set */
	double move_time;                 /* --time: seconds per genmove, 0 = not set */
};

/* The tree's memory bound unless --max-memory says otherwise. */
#define ENGINE_DEFAULT_MAX_MEMORY_MB 256
/* Resign below this win rate unless --resign says otherwise. */
#define ENGINE_DEFAULT_RESIGN 0.05

void engine_init(struct engine *e, int size, double komi, uint64_t seed);
void engine_free(struct engine *e);
void engine_position_changed(struct engine *e);
void engine_clear_marks(struct engine *e);
const uint8_t *engine_statuses(struct engine *e);
bool engine_mark_chain(struct engine *e, coord_t stone, enum mark mark);
void engine_score(struct engine *e, struct score *s);

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
void engine_set_search_param(struct engine *e, enum search_param p, double value);

/* gtp/clock.c: the clock as seen from the GTP layer. */
double engine_think_seconds(const struct engine *e, enum color color);
void engine_clock_charge(struct engine *e, enum color color, double elapsed);
double engine_now(void);

/* gtp/live.c: running the search from GTP (stop hooks, live output). */
struct analysis_options;
struct gtp_session;
struct search *engine_search(struct engine *e);
coord_t engine_search_live(struct engine *e, struct gtp_session *s, enum color color,
			   const struct search_limits *limits,
			   const struct analysis_options *analysis, bool stop_on_input,
			   struct search_report *report);

#endif
