/*
 * adjudicate.h -- ending a game on goref's estimate of it (engine/judge/estimate.h):
 * --adjudicate MOVES,POINTS ends a game once one side has been behind by more than
 * POINTS after each of MOVES moves in a row (both engines' moves), and the texts
 * that report an estimate in the results and the SGF, for an adjudicated game and
 * for one cut at --max-moves alike.
 */
#ifndef GOREF_MATCH_ADJUDICATE_H
#define GOREF_MATCH_ADJUDICATE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules/color.h"

struct estimate;

/* The most MOVES and POINTS --adjudicate takes. */
#define ADJUDICATE_MOVES_MAX  100000
#define ADJUDICATE_POINTS_MAX 1000

/* The rule and how far a game has gone towards it. */
struct adjudication {
	int moves;         /* moves in a row one side must be behind; 0: never adjudicate */
	double points;     /* by more than this many points */
	int streak;        /* moves in a row so far that `behind` was behind by more */
	enum color behind; /* the side behind in the streak, COLOR_EMPTY when none */
};

bool adjudicate_parse(const char *text, int *moves, double *points);
void adjudicate_start(struct adjudication *a, int moves, double points);
bool adjudicate_after_move(struct adjudication *a, double margin);
void adjudicate_describe(const struct estimate *e, char *out, size_t size);

#endif
