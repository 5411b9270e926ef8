/*
 * sprt.h -- the sequential probability ratio test of a match, as fishtest
 * defines it: logistic Elo, the generalized log-likelihood ratio of H1 (elo1)
 * against H0 (elo0) over the counts of trinomial outcomes (loss, draw, win of
 * one game) or pentanomial ones (the score of a pair of games), Wald's bounds;
 * and the Elo estimate with its 95% interval and the likelihood of
 * superiority. Pure: no I/O, no allocation, no state.
 */
#ifndef GOREF_MATCH_SPRT_H
#define GOREF_MATCH_SPRT_H

#include <stdbool.h>

#define SPRT_TRINOMIAL   3      /* counts of 0, 1/2, 1 point: loss, draw, win */
#define SPRT_PENTANOMIAL 5      /* counts of 0, 1/2, 1, 3/2, 2 points of a pair */
#define SPRT_ELO_MAX     1000.0 /* |elo0|, |elo1| at most this */

/* The test: H0 elo = elo0 against H1 elo = elo1 (elo0 < elo1), logistic Elo. */
struct sprt_params {
	double elo0;  /* H0's Elo difference */
	double elo1;  /* H1's */
	double alpha; /* the largest type I error: accepting H1 when H0 holds */
	double beta;  /* the largest type II error: accepting H0 when H1 holds */
};

enum sprt_decision {
	SPRT_CONTINUE, /* the LLR is between the bounds */
	SPRT_H0,       /* below the lower bound: H0 accepted */
	SPRT_H1,       /* above the upper bound: H1 accepted */
};

/* An Elo estimate from counts (fishtest's get_elo). */
struct sprt_estimate {
	double elo;   /* the Elo of the mean score */
	double lo;    /* the Elo of the lower end of the score's 95% interval */
	double hi;    /* of the upper end */
	double los;   /* likelihood of superiority: P(true score > 1/2), 0..1 */
	double score; /* the mean score of a game, 0..1 */
};

bool sprt_parse(const char *text, struct sprt_params *out);
double sprt_score_of_elo(double elo);
double sprt_elo_of_score(double score);
double sprt_lower_bound(const struct sprt_params *p);
double sprt_upper_bound(const struct sprt_params *p);
void sprt_mle(const double *counts, int n, double score, double *p);
double sprt_llr(const struct sprt_params *p, const double *counts, int n);
enum sprt_decision sprt_decide(const struct sprt_params *p, double llr);
const char *sprt_decision_text(enum sprt_decision d);
void sprt_estimate(const double *counts, int n, struct sprt_estimate *out);

#endif
