/*
 * search.h -- goref's player: a Monte-Carlo tree search (UCT with RAVE and
 * priors from patterns and tactics) over light playouts, with parallel threads
 * and virtual loss, a tree kept between the moves of one game, and a memory
 * bound (when the tree is full it stops growing and keeps searching).
 *
 * The search reads the game, never changes it. With one thread, a playout limit
 * and a seed it chooses the same move every time. No I/O: the GTP layer turns
 * the reports below into lz-analyze / kata-analyze lines and GoGui graphics.
 */
#ifndef GOREF_ENGINE_SEARCH_SEARCH_H
#define GOREF_ENGINE_SEARCH_SEARCH_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct game;
struct search;

/* search_run's answer when the mover should resign (besides points and COORD_PASS). */
#define SEARCH_RESIGN (-3)

/* Most moves a report lists, and the longest principal variation of one. */
#define SEARCH_REPORT_MAX 64
#define SEARCH_PV_MAX 24

struct search_config {
	int threads;            /* worker threads, >= 1 */
	size_t max_memory;      /* bytes the tree may take; full: stops growing, goes on */
	uint64_t seed;          /* every random choice derives from it */
	double resign_winrate;  /* resign below this win rate of the mover; 0: never */
};

struct search_limits {
	int64_t playouts;       /* stop after this many playouts in this search; 0: no bound */
	double seconds;         /* stop after this much wall time; 0: no bound */
	double max_seconds;     /* but go on up to this while the best move may still
	                           change (the runner-up close in visits, or ahead in
	                           win rate); <= seconds: stop at seconds */
};

/*
 * Moves the search may not look at (KataGo's and Leela Zero's avoid / allow
 * keys of lz-analyze): for `color`, at its turns within the first until_ply
 * plies from the root (ply 1: the root's own moves), the marked moves are left
 * out (avoid), or all but them (allow). A node keeps at least the pass.
 */
#define SEARCH_MOVE_RULES_MAX 16
struct search_move_rule {
	enum color color;             /* the side it binds */
	int until_ply;                /* plies from the root it binds, >= 1 */
	bool allow;                   /* true: only the marked moves; false: all but them */
	bool pass;                    /* the pass is marked */
	bool point[BOARD_MAX_POINTS]; /* the points marked */
};

struct search_move_filter {
	int n;                        /* rules in force; 0: every move */
	struct search_move_rule rule[SEARCH_MOVE_RULES_MAX];
};

struct search_move_info {
	coord_t move;           /* a point or COORD_PASS */
	int64_t visits;         /* playouts through this move */
	double winrate;         /* of the side to move, 0..1 */
	double prior;           /* the prior probability the policy gave it, 0..1 */
	double lcb;             /* lower confidence bound of winrate, 0..1 */
	double score_lead;      /* mean final margin for the side to move, in points */
	int pv_len;             /* moves in pv, this move first */
	coord_t pv[SEARCH_PV_MAX];
	int64_t pv_visits[SEARCH_PV_MAX]; /* playouts through each position of pv */
};

struct search_report {
	enum color to_move;     /* the side the win rates are for */
	int64_t playouts;       /* playouts of this search so far */
	double seconds;         /* wall time of this search so far */
	double winrate;         /* at the root, of the side to move */
	double score_lead;      /* at the root, of the side to move */
	int n_moves;            /* entries in moves[], best first (the unvisited left out) */
	int root_moves;         /* moves the root holds, the pass included, visited or not */
	struct search_move_info moves[SEARCH_REPORT_MAX];
	/* Who owned each point at the end of this search's playouts: +1 Black .. -1 White. */
	float ownership[BOARD_MAX_POINTS];
	size_t tree_bytes;      /* memory the tree holds now */
	bool tree_full;         /* the memory bound was reached: the tree stopped growing */
};

/* Called from the thread that called search_run, about every progress_interval s. */
typedef void (*search_progress_fn)(void *data, const struct search_report *report);

struct search *search_new(const struct search_config *config);
void search_free(struct search *s);

/*
 * Thinks about g with color to move until a limit is reached or *stop becomes
 * true (stop may be NULL), and answers the move it would play: a point,
 * COORD_PASS or SEARCH_RESIGN. It reuses the part of the previous search's tree
 * that g's moves since then lead to, and starts afresh otherwise.
 * progress (may be NULL) gets a report about every progress_interval seconds.
 */
coord_t search_run(struct search *s, const struct game *g, enum color color,
		   const struct search_limits *limits, double progress_interval,
		   search_progress_fn progress, void *data, const atomic_bool *stop);

/* The state of the last (or current) search, for analysis output. */
void search_report(const struct search *s, struct search_report *out);
/* The visits by which the report's best move leads its nearest rival (unvisited
 * moves count 0; no rival at all: infinity). */
double search_report_lead(const struct search_report *r);

/*
 * Whether the move the last (or current) search would play might still change
 * with more time: the runner-up has more than 60% of its visits, or a move with
 * a third of them has a higher win rate (the visits have not caught up with it
 * yet). What search_limits.max_seconds thinks on for.
 */
bool search_best_unsettled(const struct search *s);

/* The win rate (of the side that moved) of the move the last search chose; 0.5 if none. */
double search_best_winrate(const struct search *s);

/* The win rate (of the side that moved) and visits of one root move of the last search. */
double search_move_winrate(const struct search *s, coord_t move, int64_t *visits);

/* The moves the following searches may look at (NULL or n = 0: all). A tree
 * grown under a filter is never reused, nor one grown without it by a filtered
 * search: the plies the rules count from are the root's. */
void search_set_filter(struct search *s, const struct search_move_filter *filter);

/*
 * The points whose owner the referee has settled in the position whose board
 * hash is position_hash (owner[p]: +1 Black, -1 White, 0 open; NULL: none): a
 * search from that position counts them for that owner at the end of every
 * playout, whatever the light playout made of them, so its win rates and score
 * follow the referee's count where the board is settled (a dead group the
 * playouts let live counts dead). A search from any other position ignores them.
 * A tree grown under other settled points (or none) is not reused: its
 * statistics were counted another way.
 */
void search_set_settled(struct search *s, uint64_t position_hash,
			const int8_t owner[BOARD_MAX_POINTS]);

/* Forget the tree (a new game, a changed position that the tree cannot follow). */
void search_clear(struct search *s);

#endif
