/*
 * check_sprt.c -- the SPRT's arithmetic (match/sprt.h) against values computed
 * by hand: Wald's bounds, logistic Elo, the generalized LLR of trinomial and
 * pentanomial counts (the maximum likelihood distributions worked out below,
 * independently of the bisection the code uses), the Elo estimate with its
 * interval and LOS, and the --sprt text.
 */
#include <math.h>

#include "match/sprt.h"
#include "tests/suites.h"

#define NEAR 1e-6

static const struct sprt_params test_0_100 = {0, 100, 0.05, 0.05};

/* ln(0.05 / 0.95) = ln(1/19) = -2.944439; ln(0.95 / 0.05) = ln 19 = 2.944439;
 * alpha 0.05, beta 0.1: ln(0.1 / 0.95) = -2.251292, ln(0.9 / 0.05) = ln 18 = 2.890372. */
START_TEST(test_bounds_are_walds)
{
	struct sprt_params p = {0, 10, 0.05, 0.1};

	ck_assert_double_eq_tol(sprt_lower_bound(&test_0_100), -2.944439, NEAR);
	ck_assert_double_eq_tol(sprt_upper_bound(&test_0_100), 2.944439, NEAR);
	ck_assert_double_eq_tol(sprt_lower_bound(&p), -2.251292, NEAR);
	ck_assert_double_eq_tol(sprt_upper_bound(&p), 2.890372, NEAR);
}
END_TEST

/* s(100) = 1 / (1 + 10^-0.25) = 1 / 1.5623413 = 0.6400650; s(-100) = 1 - s(100).
 * Elo(0.7) = -400 log10(1/0.7 - 1) = -400 log10(3/7) = 147.1907; a score of 1 is
 * taken as 0.999: 400 log10(999) = 1199.8261. */
START_TEST(test_logistic_elo_and_score)
{
	ck_assert_double_eq_tol(sprt_score_of_elo(0), 0.5, NEAR);
	ck_assert_double_eq_tol(sprt_score_of_elo(100), 0.6400650, NEAR);
	ck_assert_double_eq_tol(sprt_score_of_elo(-100), 0.3599350, NEAR);
	ck_assert_double_eq_tol(sprt_elo_of_score(0.7), 147.1907, 1e-4);
	ck_assert_double_eq_tol(sprt_elo_of_score(1), 1199.8261, 1e-4);
	ck_assert_double_eq_tol(sprt_elo_of_score(0), -1199.8261, 1e-4);
}
END_TEST

/*
 * 2 losses, 2 draws, 6 wins, H0 Elo 0 against H1 Elo 100. Frequencies
 * f = (0.2, 0.2, 0.6) at points a = (0, 1/2, 1), mean 0.7, N = 10.
 * The most likely distribution with mean s is f_i / (1 + x b_i), b_i = a_i - s,
 * x the root of g(x) = sum f_i b_i / (1 + x b_i) in (-1/(1-s), 1/s). With three
 * outcomes, g(x) = 0 times the three denominators is the quadratic
 *     P x^2 + (B m - Q) x + m = 0,
 * P = b0 b1 b2, B = b0 + b1 + b2, m = sum f_i b_i (= 0.7 - s), Q = sum f_i b_i^2.
 *
 * s0 = 0.5: b = (-0.5, 0, 0.5), P = 0, B = 0, m = 0.2, Q = 0.2: -0.2 x + 0.2 = 0,
 *     x0 = 1, p0 = (0.2/0.5, 0.2/1, 0.6/1.5) = (0.4, 0.2, 0.4) (mean 0.5).
 * s1 = 0.6400650: b = (-0.6400650, -0.1400650, 0.3599350), P = 0.0322684,
 *     B = -0.4201950, m = 0.0599350, Q = 0.1635922: 0.0322684 x^2 - 0.1887766 x
 *     + 0.0599350 = 0, roots 5.513303 (outside (-2.778279, 1.562341)) and
 *     x1 = 0.3368921; p1 = (0.2549826, 0.2099047, 0.5351126) (mean 0.6400650).
 * LLR = N sum f_i ln(p1_i / p0_i) = 10 (0.2 ln 0.6374566 + 0.2 ln 1.0495237
 *     + 0.6 ln 1.3377816) = 10 (-0.0900538 + 0.0096673 + 0.1746076) = 0.9422108.
 */
START_TEST(test_trinomial_llr_by_hand)
{
	const double counts[3] = {2, 2, 6};
	double p[3];

	sprt_mle(counts, 3, 0.5, p);
	ck_assert_double_eq_tol(p[0], 0.4, NEAR);
	ck_assert_double_eq_tol(p[1], 0.2, NEAR);
	ck_assert_double_eq_tol(p[2], 0.4, NEAR);
	sprt_mle(counts, 3, sprt_score_of_elo(100), p);
	ck_assert_double_eq_tol(p[0], 0.2549826, NEAR);
	ck_assert_double_eq_tol(p[1], 0.2099047, NEAR);
	ck_assert_double_eq_tol(p[2], 0.5351126, NEAR);
	ck_assert_double_eq_tol(sprt_llr(&test_0_100, counts, 3), 0.9422108, NEAR);
}
END_TEST

/* When the observed mean is s already, the most likely distribution is the observed
 * one (x = 0): 2, 2, 6 at s = 0.7. */
START_TEST(test_mle_at_the_observed_mean_is_the_observation)
{
	const double counts[3] = {2, 2, 6};
	double p[3];

	sprt_mle(counts, 3, 0.7, p);
	ck_assert_double_eq_tol(p[0], 0.2, 1e-9);
	ck_assert_double_eq_tol(p[1], 0.2, 1e-9);
	ck_assert_double_eq_tol(p[2], 0.6, 1e-9);
}
END_TEST

/*
 * Pairs: 1, 3, 4, 3, 1 pairs of 0, 1/2, 1, 3/2, 2 points, N = 12, frequencies
 * f = (1, 3, 4, 3, 1) / 12 at a = (0, 1/4, 1/2, 3/4, 1): mean 0.5.
 * s0 = 0.5 is the observed mean: x0 = 0, p0 = f.
 * s1 = 0.6400650, b = a - s1 = (-0.6400650, -0.3900650, -0.1400650, 0.1099350,
 *     0.3599350): x1 = -1.7992731, for then the terms f_i b_i / (1 + x1 b_i) are
 *     -0.0247897, -0.0573007, -0.0372905, 0.0342603, 0.0851203, whose sum is 0
 *     (to 1e-7); p1_i = f_i / (1 + x1 b_i) = (0.0387299, 0.1469004, 0.2662375,
 *     0.3116442, 0.2364880), mean 0.6400650.
 * LLR = 12 sum f_i ln(p1_i / f_i) = 12 (1/12 ln 0.4647592 + 3/12 ln 0.5876016
 *     + 4/12 ln 0.7987124 + 3/12 ln 1.2465767 + 1/12 ln 2.8378565) = -1.5561194.
 */
START_TEST(test_pentanomial_llr_by_hand)
{
	const double counts[5] = {1, 3, 4, 3, 1};
	double p[5];

	sprt_mle(counts, 5, sprt_score_of_elo(100), p);
	ck_assert_double_eq_tol(p[0], 0.0387299, NEAR);
	ck_assert_double_eq_tol(p[1], 0.1469004, NEAR);
	ck_assert_double_eq_tol(p[2], 0.2662375, NEAR);
	ck_assert_double_eq_tol(p[3], 0.3116442, NEAR);
	ck_assert_double_eq_tol(p[4], 0.2364880, NEAR);
	ck_assert_double_eq_tol(sprt_llr(&test_0_100, counts, 5), -1.5561194, NEAR);
}
END_TEST

/*
 * A count of 0 counts 0.001 (fishtest's regularize): one loss is the counts
 * (1, 0.001, 0.001), N = 1.002, f = (0.998004, 0.000998, 0.000998).
 * s0 = 0.5: P = 0, B = 0, and -0.5 f0 (1 + 0.5 x) + 0.5 f2 (1 - 0.5 x) = 0 gives
 *     x0 = 2 (f2 - f0) / (f0 + f2) = -1.996004; p0 = (0.4995, 0.000998, 0.4995).
 * s1 = 0.6400650: b as above, P = 0.0322684, B = -0.4201950, m = 0.001497 - s1
 *     = -0.6385680, Q = 0.4090143, B m - Q = -0.1406913: the quadratic
 *     0.0322684 x^2 - 0.1406913 x - 0.6385680 = 0 has the roots 7.133974 (outside
 *     (-2.778279, 1.562341)) and x1 = -2.7739450; p1 = f / (1 + x1 b) =
 *     (0.3595756, 0.0007187, 0.6397056).
 * LLR = 1.002 (0.998004 ln(0.3595756 / 0.4995010) + 0.000998 ln(0.0007187 /
 *     0.000998) + 0.000998 ln(0.6397056 / 0.4995010)) = -0.3287659: a lost game
 *     moves the LLR by about ln((1 - s1) / (1 - s0)) = ln 0.7198700 = -0.3287;
 *     nine of them, -2.958, are past the lower bound (tests/match/run.sh).
 */
START_TEST(test_a_zero_count_is_a_thousandth)
{
	const double loss[3] = {1, 0, 0};
	double losses[3] = {9, 0, 0};

	ck_assert_double_eq_tol(sprt_llr(&test_0_100, loss, 3), -0.3287659, NEAR);
	ck_assert_double_eq_tol(sprt_llr(&test_0_100, losses, 3), -2.9582434, NEAR);
	ck_assert_int_eq(sprt_decide(&test_0_100, sprt_llr(&test_0_100, losses, 3)), SPRT_H0);
	losses[0] = 8;
	ck_assert_int_eq(sprt_decide(&test_0_100, sprt_llr(&test_0_100, losses, 3)), SPRT_CONTINUE);
}
END_TEST

START_TEST(test_no_games_give_llr_zero)
{
	const double none[5] = {0, 0, 0, 0, 0};

	ck_assert_double_eq(sprt_llr(&test_0_100, none, 3), 0);
	ck_assert_double_eq(sprt_llr(&test_0_100, none, 5), 0);
}
END_TEST

/* Symmetric counts under symmetric hypotheses give LLR 0, however many games. */
START_TEST(test_equal_results_never_decide_a_symmetric_test)
{
	const struct sprt_params sym = {-10, 10, 0.05, 0.05};
	const double counts[3] = {500, 0, 500};

	ck_assert_double_eq_tol(sprt_llr(&sym, counts, 3), 0, 1e-9);
}
END_TEST

/* fishtest's rule: past a bound strictly. */
START_TEST(test_decision_needs_a_bound_crossed)
{
	double upper = sprt_upper_bound(&test_0_100), lower = sprt_lower_bound(&test_0_100);

	ck_assert_int_eq(sprt_decide(&test_0_100, upper), SPRT_CONTINUE);
	ck_assert_int_eq(sprt_decide(&test_0_100, upper + 1e-9), SPRT_H1);
	ck_assert_int_eq(sprt_decide(&test_0_100, lower), SPRT_CONTINUE);
	ck_assert_int_eq(sprt_decide(&test_0_100, lower - 1e-9), SPRT_H0);
	ck_assert_int_eq(sprt_decide(&test_0_100, 0), SPRT_CONTINUE);
	ck_assert_str_eq(sprt_decision_text(SPRT_H0), "H0 accepted");
	ck_assert_str_eq(sprt_decision_text(SPRT_H1), "H1 accepted");
	ck_assert_str_eq(sprt_decision_text(SPRT_CONTINUE), "continue");
}
END_TEST

START_TEST(test_parse_takes_two_or_four_numbers)
{
	struct sprt_params p;

	ck_assert(sprt_parse("0,10", &p));
	ck_assert_double_eq(p.elo0, 0);
	ck_assert_double_eq(p.elo1, 10);
	ck_assert_double_eq(p.alpha, 0.05);
	ck_assert_double_eq(p.beta, 0.05);
	ck_assert(sprt_parse("-5.5,5,0.1,0.2", &p));
	ck_assert_double_eq(p.elo0, -5.5);
	ck_assert_double_eq(p.alpha, 0.1);
	ck_assert_double_eq(p.beta, 0.2);
}
END_TEST

/* Each is refused, and leaves the parameters as they were. */
static const char *const bad_sprt[] = {
    "",           "10",         "10,0",           "5,5",    "0,10,0.05", "0,10,0,0.05",
    "0,10,1,.05", "0,10,.6,.5", "0,10,.05,.05,1", "nan,10", "0,inf",     "0, 10",
    " 0,10",      "0,10,",      "0x,10",          "0,2000", "-2000,0",   "0;10",
    ",10",        "0,,10",
};

START_TEST(test_parse_refuses_what_is_no_test)
{
	struct sprt_params p = {1, 2, 0.3, 0.4};

	ck_assert_msg(!sprt_parse(bad_sprt[_i], &p), "'%s' was taken", bad_sprt[_i]);
	ck_assert_double_eq(p.elo0, 1);
	ck_assert_double_eq(p.beta, 0.4);
}
END_TEST

/*
 * 2 losses, 2 draws, 6 wins: mean m = 0.7, variance 0.2 (0.7)^2 + 0.2 (0.2)^2
 * + 0.6 (0.3)^2 = 0.16, standard error sqrt(0.16 / 10) = 0.1264911; the score's
 * interval 0.7 -+ 1.959964 * 0.1264911 = 0.4520820 .. 0.9479180, in Elo
 * -400 log10(1/x - 1): +147.19 (-33.40 .. +504.03); LOS = Phi(0.2 / 0.1264911)
 * = Phi(1.5811388) = 0.9430769.
 */
START_TEST(test_trinomial_estimate_by_hand)
{
	const double counts[3] = {2, 2, 6};
	struct sprt_estimate e;

	sprt_estimate(counts, 3, &e);
	ck_assert_double_eq_tol(e.score, 0.7, 1e-9);
	ck_assert_double_eq_tol(e.elo, 147.1907, 1e-4);
	ck_assert_double_eq_tol(e.lo, -33.3994, 1e-4);
	ck_assert_double_eq_tol(e.hi, 504.0333, 1e-4);
	ck_assert_double_eq_tol(e.los, 0.9430769, NEAR);
}
END_TEST

/*
 * Pairs 1, 2, 5, 4, 3 of 0 .. 2 points, N = 15: the mean score of a game is
 * (0 + 2/4 + 5/2 + 4 * 3/4 + 3) / 15 = 9/15 = 0.6; the variance of a pair's
 * score over 2 is (1 * 0.36 + 2 * 0.1225 + 5 * 0.01 + 4 * 0.0225 + 3 * 0.16) / 15
 * = 1.225 / 15 = 0.0816667, the standard error sqrt(0.0816667 / 15) = 0.0737865
 * (fishtest: a game's variance 2 * 0.0816667 over 2N games: the same); the
 * interval 0.6 -+ 0.1446190 = 0.4553810 .. 0.7446190: Elo +70.44 (-31.09 ..
 * +185.90); LOS = Phi(0.1 / 0.0737865) = Phi(1.3552618) = 0.9123329.
 */
START_TEST(test_pentanomial_estimate_by_hand)
{
	const double counts[5] = {1, 2, 5, 4, 3};
	struct sprt_estimate e;

	sprt_estimate(counts, 5, &e);
	ck_assert_double_eq_tol(e.score, 0.6, 1e-9);
	ck_assert_double_eq_tol(e.elo, 70.4365, 1e-4);
	ck_assert_double_eq_tol(e.lo, -31.0870, 1e-4);
	ck_assert_double_eq_tol(e.hi, 185.8981, 1e-4);
	ck_assert_double_eq_tol(e.los, 0.9123329, NEAR);
}
END_TEST

Suite *
sprt_suite(void)
{
	Suite *s = suite_create("sprt");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_bounds_are_walds);
	tcase_add_test(tc, test_logistic_elo_and_score);
	tcase_add_test(tc, test_trinomial_llr_by_hand);
	tcase_add_test(tc, test_mle_at_the_observed_mean_is_the_observation);
	tcase_add_test(tc, test_pentanomial_llr_by_hand);
	tcase_add_test(tc, test_a_zero_count_is_a_thousandth);
	tcase_add_test(tc, test_no_games_give_llr_zero);
	tcase_add_test(tc, test_equal_results_never_decide_a_symmetric_test);
	tcase_add_test(tc, test_decision_needs_a_bound_crossed);
	tcase_add_test(tc, test_parse_takes_two_or_four_numbers);
	tcase_add_loop_test(tc, test_parse_refuses_what_is_no_test, 0,
	                    (int)(sizeof(bad_sprt) / sizeof(bad_sprt[0])));
	tcase_add_test(tc, test_trinomial_estimate_by_hand);
	tcase_add_test(tc, test_pentanomial_estimate_by_hand);
	suite_add_tcase(s, tc);
	return s;
}
