/*
 * verdict.h -- the SPRT of a match walked in game-number order: games come in
 * any order (workers finish them out of turn, shards are merged) and count
 * only once every game before them is in; games 2k-1 and 2k with one opening
 * and the colours swapped count as a pair (the pentanomial model), other
 * games one by one (trinomial). The first crossing of a bound is the
 * decision, and games after it are counted but never judged, so a run that
 * stopped there and the merged shards of the same match agree. The walk does
 * no I/O; verdict_report prints it for --summary.
 */
#ifndef GOREF_MATCH_VERDICT_H
#define GOREF_MATCH_VERDICT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "match/sprt.h"

struct result_list;

/* One finished game, as the SPRT sees it. */
struct verdict_game {
	int game;         /* game number, from 1 */
	int points;       /* the first engine's score in half points: 0 loss, 1 draw, 2 win */
	bool first_black; /* the first engine had Black */
	uint64_t opening; /* verdict_opening_key() of its opening: 0 for none */
};

/* How the games are counted. */
enum verdict_model {
	VERDICT_UNKNOWN, /* games 1 and 2 are not both in yet */
	VERDICT_GAMES,   /* each game (trinomial) */
	VERDICT_PAIRS,   /* each pair of games 2k-1, 2k (pentanomial) */
};

/* The walk; every field but trace and trace_ctx is read-only outside verdict.c. */
struct verdict {
	struct sprt_params params;       /* the test */
	enum verdict_model model;        /* from games 1 and 2: a pair or not */
	double counts[SPRT_PENTANOMIAL]; /* outcomes counted: by a game's or a pair's half points */
	int counted;                     /* games 1..counted are in the LLR */
	double llr;                      /* the LLR over them */
	enum sprt_decision decision;     /* SPRT_CONTINUE until the first crossing */
	int decided_at;                  /* the last game counted when the LLR crossed; 0 */
	int after;                       /* games seen numbered after decided_at */
	int no_pair;                     /* a pair game no_pair, no_pair + 1 is none: the walk
	                                    ended before it; 0 */
	bool mixed;                      /* the records are not of two engines: no walk */
	int next;                        /* the game number the walk waits for */
	struct verdict_game held;        /* game 1 (model unknown) or a pair's first game */
	bool holding;                    /* held is a game taken but not counted yet */
	struct verdict_game *waiting;    /* games past a missing one: a min-heap by game; owned */
	size_t n_waiting, cap_waiting;   /* entries in waiting, allocated */
	void (*trace)(void *ctx, int game, double llr); /* set after verdict_init to be told the
	                                    LLR after each count, with the last game in it (the
	                                    report's chart); NULL: not told */
	void *trace_ctx;                 /* its ctx */
};

uint64_t verdict_opening_key(const char *opening);
void verdict_init(struct verdict *v, const struct sprt_params *params);
bool verdict_add(struct verdict *v, const struct verdict_game *g);
void verdict_end(struct verdict *v);
void verdict_free(struct verdict *v);
bool verdict_add_results(struct verdict *v, struct result_list *list);
bool verdict_report(FILE *out, struct result_list *list, const struct sprt_params *params);

#endif
