/*
 * ratings.h -- the crosstable and the ratings of the engines in results records:
 * each engine's score against each other one (a sparse table: only pairs that
 * met), and Elo ratings from all the games together by maximum likelihood
 * (Bradley-Terry), anchored on a named engine or on their mean, with intervals
 * and the likelihood of superiority between neighbours in the ranking. Void
 * records (winner '-') and duplicate records of a game are left out.
 */
#ifndef GOREF_MATCH_RATINGS_H
#define GOREF_MATCH_RATINGS_H

#include <stdbool.h>

struct result_list;

/* One engine of the table. */
struct rated_engine {
	unsigned label;  /* its label: a string id in the list's strings */
	int games;       /* games counted */
	int wins, draws, losses;
	double points;   /* wins + draws / 2 */
	double elo;      /* rating: the anchor (or the mean) is 0 */
	double lo, hi;   /* its 95% interval */
	double los_next; /* likelihood of superiority over the next engine in rank order,
	                    in [0, 1]; NAN for the last */
};

/* One cell of the crosstable: engines a != b (indices into ratings.engine). */
struct cross_cell {
	int a, b;
	int games;       /* games a played against b, either colour */
	double points_a; /* a's points in them */
};

struct ratings {
	struct rated_engine *engine; /* n engines, best rating first; owned */
	int n;
	struct cross_cell *cell;     /* both (a, b) and (b, a) of every pair that met, sorted by
	                                (a, b); owned */
	int n_cells;
	int anchor;                  /* index of the anchor engine, -1: the mean rating is 0 */
	int games;                   /* games counted */
	int voids;                   /* void records left out */
};

bool ratings_compute(struct result_list *list, const char *anchor, struct ratings *out);
const struct cross_cell *ratings_cell(const struct ratings *r, int a, int b);
void ratings_free(struct ratings *r);

#endif
