/*
 * sprt.c -- the SPRT's arithmetic. Sources (read, not copied):
 *
 *  - fishtest, server/fishtest/stats/LLRcalc.py (LLR_logistic, results_to_pdf,
 *    regularize, MLE_expected) and stat_util.py (get_elo, the SPRT's bounds):
 *    https://github.com/official-stockfish/fishtest
 *  - Michel Van den Bergh, "Support of the MLE for multinomial distributions"
 *    (Proposition 1.1: the maximum likelihood distribution with a given
 *    expectation), https://www.cantate.be/Fishtest/support_MLE_multinomial.pdf
 *  - Michel Van den Bergh, "A note on the GSPRT approximation" (the
 *    generalized SPRT and its Brownian approximation),
 *    https://www.cantate.be/Fishtest/GSPRT_approximation.pdf, and the
 *    pentanomial model on pairs of games, https://github.com/vdbergh/pentanomial
 *  - A. Wald, Sequential Analysis (1947): the bounds log(beta / (1 - alpha)) and
 *    log((1 - beta) / alpha).
 *
 * The model. The outcomes of one unit (a game, or a pair of games with one
 * opening and the colours swapped) are the points a_i = i / (n - 1) of the
 * first engine, scaled to 0..1: n = 3 for a game (loss, draw, win), n = 5 for a
 * pair (0, 1/2, 1, 3/2, 2 points over two games). Logistic Elo e means the
 * expected score s(e) = 1 / (1 + 10^(-e / 400)) a game. H0 is s = s(elo0), H1
 * is s = s(elo1); nothing else about the distribution (the draw rate, how the
 * two games of a pair depend on each other) is assumed: that is the
 * "generalized" SPRT, whose log-likelihood ratio compares the most likely
 * distribution with mean s1 with the most likely one with mean s0.
 *
 * The most likely distribution with mean s, given the observed frequencies
 * f_i (counts c_i, total N; a count of 0 is taken as 0.001, as fishtest does,
 * so that no outcome is impossible), is p_i = f_i / (1 + x (a_i - s)), where x
 * solves g(x) = sum_i f_i (a_i - s) / (1 + x (a_i - s)) = 0 with every
 * 1 + x (a_i - s) > 0 (Van den Bergh, Proposition 1.1). g falls from +inf to
 * -inf on that interval, so bisection finds x. Then
 *
 *     LLR = N sum_i f_i log(p1_i / p0_i).
 *
 * fishtest computes exactly this (LLR_logistic). Its note also gives a closed
 * form, LLR ~ N (s1 - s0) (2m - s0 - s1) / (2 v) with m and v the observed
 * mean and variance (LLRcalc.LLR_alt2), which is close for the small Elo
 * differences fishtest tests but not for the large ones of Go engines: one won
 * game out of one gives 5.7 for [0, 10], past the bound 2.94 (the exact LLR
 * is 0.03 a won game there). So goref-match uses the exact form.
 */
#include "match/sprt.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>

#define COUNT_FLOOR 1e-3              /* a count of 0 counts this much (fishtest's regularize) */
#define SCORE_FLOOR 1e-3              /* Elo of a score is taken within [this, 1 - this] */
#define Z95         1.959963984540054 /* two-sided 95% quantile of the normal distribution */

/* Parses one number of the --sprt list: no spaces, finite. */
static bool
parse_number(const char *s, char **end, double *out)
{
	if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\0')
		return false;
	errno = 0;
	*out = strtod(s, end);
	return *end != s && errno == 0 && isfinite(*out);
}

/*
 * Parses "elo0,elo1" or "elo0,elo1,alpha,beta" (alpha and beta default to
 * 0.05) into out. Refused (false, out unchanged): another count of numbers,
 * elo0 >= elo1, an Elo beyond +-SPRT_ELO_MAX, alpha or beta outside (0, 1),
 * alpha + beta >= 1 (the bounds would not lie on either side of 0).
 */
bool
sprt_parse(const char *text, struct sprt_params *out)
{
	double v[4] = {0, 0, 0.05, 0.05};
	const char *s = text;
	char *end;
	int n = 0;

	for (;;) {
		if (n == 4 || !parse_number(s, &end, &v[n]))
			return false;
		n++;
		if (*end == '\0')
			break;
		if (*end != ',')
			return false;
		s = end + 1;
	}
	if ((n != 2 && n != 4) || !(v[0] < v[1]) || fabs(v[0]) > SPRT_ELO_MAX ||
	    fabs(v[1]) > SPRT_ELO_MAX || !(v[2] > 0 && v[2] < 1) || !(v[3] > 0 && v[3] < 1) ||
	    !(v[2] + v[3] < 1))
		return false;
	*out = (struct sprt_params){v[0], v[1], v[2], v[3]};
	return true;
}

/* The expected score of a game at a logistic Elo difference. */
double
sprt_score_of_elo(double elo)
{
	return 1.0 / (1.0 + pow(10.0, -elo / 400.0));
}

/* The logistic Elo of a score, the score kept within [0.001, 0.999] as fishtest
 * does (so at most about +-1200, never infinite). */
double
sprt_elo_of_score(double score)
{
	score = fmin(fmax(score, SCORE_FLOOR), 1 - SCORE_FLOOR);
	return -400.0 * log10(1.0 / score - 1.0);
}

/* Wald's bounds: below the lower one H0 is accepted, above the upper one H1. */
double
sprt_lower_bound(const struct sprt_params *p)
{
	return log(p->beta / (1 - p->alpha));
}

double
sprt_upper_bound(const struct sprt_params *p)
{
	return log((1 - p->beta) / p->alpha);
}

/* The frequencies of counts[0..n) (zeros as COUNT_FLOOR) into f; returns their total. */
static double
frequencies(const double *counts, int n, double *f)
{
	double total = 0;

	for (int i = 0; i < n; i++) {
		f[i] = counts[i] > 0 ? counts[i] : COUNT_FLOOR;
		total += f[i];
	}
	for (int i = 0; i < n; i++)
		f[i] /= total;
	return total;
}

/* The point of outcome i of n: i / (n - 1). */
static double
point(int i, int n)
{
	return (double)i / (n - 1);
}

/*
 * The x of the most likely distribution with mean s (0 < s < 1) given the
 * frequencies f: the root of g(x) = sum f_i b_i / (1 + x b_i), b_i = a_i - s,
 * on (-1 / (1 - s), 1 / s), where 1 + x b_i > 0 for every i. g decreases
 * there, so bisection: until the interval is within a few units of the last
 * place of x (about 50 halvings; halving on to denormals about x = 0 would
 * take a thousand).
 */
static double
mle_x(const double *f, int n, double s)
{
	double lo = -1.0 / (1.0 - s), hi = 1.0 / s;

	for (int step = 0; step < 200; step++) {
		double mid = lo + (hi - lo) / 2, g = 0;

		if (mid <= lo || mid >= hi || hi - lo <= 1e-15 * fmax(1.0, fabs(mid)))
			break;
		for (int i = 0; i < n; i++) {
			double b = point(i, n) - s;

			g += f[i] * b / (1 + mid * b);
		}
		if (g > 0)
			lo = mid;
		else
			hi = mid;
	}
	return lo + (hi - lo) / 2;
}

/*
 * The most likely distribution p[0..n) of the outcomes with mean `score`
 * (0 < score < 1), given the counts (n = SPRT_TRINOMIAL or SPRT_PENTANOMIAL):
 * Van den Bergh's Proposition 1.1, zeros counted as 0.001.
 */
void
sprt_mle(const double *counts, int n, double score, double *p)
{
	double f[SPRT_PENTANOMIAL], x;

	frequencies(counts, n, f);
	x = mle_x(f, n, score);
	for (int i = 0; i < n; i++)
		p[i] = f[i] / (1 + x * (point(i, n) - score));
}

/*
 * The generalized log-likelihood ratio of H1 against H0 over the counts of n
 * outcomes (SPRT_TRINOMIAL: losses, draws, wins of the first engine;
 * SPRT_PENTANOMIAL: pairs of 0, 1/2, 1, 3/2, 2 points), fishtest's
 * LLR_logistic. No games at all give 0.
 */
double
sprt_llr(const struct sprt_params *p, const double *counts, int n)
{
	double f[SPRT_PENTANOMIAL], p0[SPRT_PENTANOMIAL], p1[SPRT_PENTANOMIAL], total = 0, sum = 0;
	double s0 = sprt_score_of_elo(p->elo0), s1 = sprt_score_of_elo(p->elo1);

	for (int i = 0; i < n; i++)
		total += counts[i];
	if (total <= 0)
		return 0;
	total = frequencies(counts, n, f);
	sprt_mle(counts, n, s0, p0);
	sprt_mle(counts, n, s1, p1);
	for (int i = 0; i < n; i++)
		sum += f[i] * (log(p1[i]) - log(p0[i]));
	return total * sum;
}

/* The decision at this LLR: H1 above the upper bound, H0 below the lower one
 * (strictly, as fishtest), else continue. */
enum sprt_decision
sprt_decide(const struct sprt_params *p, double llr)
{
	if (llr > sprt_upper_bound(p))
		return SPRT_H1;
	if (llr < sprt_lower_bound(p))
		return SPRT_H0;
	return SPRT_CONTINUE;
}

/* "H0 accepted", "H1 accepted" or "continue". */
const char *
sprt_decision_text(enum sprt_decision d)
{
	return d == SPRT_H0 ? "H0 accepted" : d == SPRT_H1 ? "H1 accepted" : "continue";
}

/* The standard normal distribution function. */
static double
phi(double z)
{
	return 0.5 * erfc(-z / sqrt(2.0));
}

/*
 * The Elo estimate of the counts (fishtest's get_elo): the mean score m of a
 * game and its standard error e = sqrt(v / N), v the variance of a unit's
 * points (a pair's score scaled to 0..1, so its mean is a game's) and N the
 * units (zeros counted as 0.001); the interval is m -+ 1.96 e in Elo, the LOS
 * Phi((m - 1/2) / e). No games at all give Elo 0 in (-inf, +inf), LOS 1/2.
 */
void
sprt_estimate(const double *counts, int n, struct sprt_estimate *out)
{
	double f[SPRT_PENTANOMIAL], total = 0, mean = 0, var = 0, err;

	for (int i = 0; i < n; i++)
		total += counts[i];
	if (total <= 0) {
		*out = (struct sprt_estimate){0, -HUGE_VAL, HUGE_VAL, 0.5, 0.5};
		return;
	}
	total = frequencies(counts, n, f);
	for (int i = 0; i < n; i++)
		mean += f[i] * point(i, n);
	for (int i = 0; i < n; i++)
		var += f[i] * (point(i, n) - mean) * (point(i, n) - mean);
	err = sqrt(var / total);
	out->score = mean;
	out->elo = sprt_elo_of_score(mean);
	out->lo = sprt_elo_of_score(mean - Z95 * err);
	out->hi = sprt_elo_of_score(mean + Z95 * err);
	out->los = phi((mean - 0.5) / err);
}
