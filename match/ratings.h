/*
 * ratings.h -- the crosstable and the ratings of the engines in results records:
 * each engine's score against each other one (a sparse table: only pairs that
 * met), and Elo ratings from all the games together by maximum likelihood
 * (Bradley-Terry), anchored on a named engine or on their mean, with intervals
 * and the likelihood of superiority between neighbours in the ranking. Void
 * records (winner '-') and duplicate records of a game are left out.
 *
 * The model (ratings.c, goref-match.6 RATINGS): P(a beats b) =
 * 1 / (1 + 10^((Rb - Ra) / 400)), a draw half a win and half a loss, and a prior
 * of virtual draws between the engines that met (RATINGS_PRIOR an engine), so
 * that an engine with every game won or lost gets a finite rating. Engines that
 * never met, even through others, are in different groups: their ratings are
 * not comparable, and each group has its own zero.
 */
#ifndef GOREF_MATCH_RATINGS_H
#define GOREF_MATCH_RATINGS_H

#include <stdbool.h>

struct result_list;

/* Virtual draws an engine gets, spread over its opponents: a pair (a, b) that met gets
 * RATINGS_PRIOR / 2 * (1 / opponents(a) + 1 / opponents(b)) of them. */
#define RATINGS_PRIOR 2.0

/* Groups of more engines than this get approximate intervals (struct ratings, approx). */
#define RATINGS_DENSE_MAX 200

/* One engine of the table. */
struct rated_engine {
	unsigned label;  /* its label: a string id in the list's strings */
	int games;       /* games counted */
	int wins, draws, losses;
	double points;   /* wins + draws / 2 */
	double elo;      /* rating: the anchor (or the mean) is 0 */
	double lo, hi;   /* its 95% interval */
	double los_next; /* likelihood of superiority over the next engine in rank order,
	                    in [0, 1]; NAN for the last, and for the last of a group */
	int group;       /* its group: 0 is the anchor's (else the largest), then by size */
};

/* One cell of the crosstable: engines a != b (indices into ratings.engine). */
struct cross_cell {
	int a, b;
	int games;       /* games a played against b, either colour */
	double points_a; /* a's points in them */
	double los;      /* likelihood that a is stronger than b, from all the games */
};

struct ratings {
	struct rated_engine *engine; /* n engines, best rating first (group by group); owned */
	int n;
	struct cross_cell *cell;     /* both (a, b) and (b, a) of every pair that met, sorted by
	                                (a, b); owned */
	int n_cells;
	int anchor;                  /* index of the anchor engine, -1: the mean rating is 0 */
	int games;                   /* games counted */
	int voids;                   /* void records left out */
	int self_games;              /* games of an engine against itself, left out */
	int groups;                  /* groups of engines joined by games: engine is sorted by
	                                group, then best rating first; each group has its own
	                                zero (the anchor in its group, else the group's mean) */
	double prior;                /* the virtual draws an engine got */
	bool approx;                 /* a group of more than RATINGS_DENSE_MAX engines: its
	                                intervals and LOS take the other engines' ratings as
	                                exact (narrower than the truth) */
};

bool ratings_compute(struct result_list *list, const char *anchor, struct ratings *out);
bool ratings_compute_prior(struct result_list *list, const char *anchor, double prior,
                           struct ratings *out);
const struct cross_cell *ratings_cell(const struct ratings *r, int a, int b);
void ratings_free(struct ratings *r);

#endif
