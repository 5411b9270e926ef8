/*
 * check_ratings.c -- the crosstable and the Bradley-Terry ratings of results
 * records (match/ratings.h): the closed form of two engines, the conditions of
 * the maximum (each engine's expected score is its score) and numbers computed
 * apart for three engines, the anchor, an engine that won every game, void and
 * duplicate records left out, the sparse table, LOS both ways, groups that never
 * met, and a group too large for the dense method.
 *
 * The constants marked "reference" are printed by tests/ratings_reference.py
 * (plain Python: Hunter's MM iteration in the strengths 10^(R/400), the
 * covariance by Gauss-Jordan with one engine fixed), not by match/ratings.c.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/ratings.h"
#include "match/results.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

#define ELO 173.717792761300 /* 400 / ln 10: Elo points of a natural-log unit */
#define Z95 1.959963984540054

/* Appends a's wins, draws and losses against b as games *game + 1, ..., a Black in the
 * odd ones. */
static void
play(struct result_list *list, int *game, const char *a, const char *b, int wins, int draws,
     int losses)
{
	for (int i = 0; i < wins + draws + losses; i++) {
		bool a_black = ++*game % 2 == 1;
		char a_won = a_black ? 'B' : 'W', a_lost = a_black ? 'W' : 'B';

		fixture_result(list, *game, a_black ? a : b, a_black ? b : a,
		               i < wins ? a_won : i < wins + draws ? '0' : a_lost, "-");
	}
}

/* The index of the engine called name in r. */
static int
engine(const struct ratings *r, const struct result_list *list, const char *name)
{
	for (int i = 0; i < r->n; i++)
		if (strcmp(strtab_get(&list->strings, r->engine[i].label), name) == 0)
			return i;
	ck_abort_msg("no engine %s", name);
	return -1;
}

/* The table of tests/ratings_reference.py's THREE: A-B 6 wins 1 draw 3 losses,
 * B-C 7-0-3, A-C 5-1-2. */
static void
three(struct result_list *list)
{
	int game = 0;

	memset(list, 0, sizeof(*list));
	play(list, &game, "A", "B", 6, 1, 3);
	play(list, &game, "B", "C", 7, 0, 3);
	play(list, &game, "A", "C", 5, 1, 2);
}

/*
 * The conditions of the maximum: each engine's points, with half its virtual draws,
 * equal its expected score over its games and virtual draws at the ratings found
 * (the gradient of the log-likelihood is 0).
 */
static void
assert_maximum(const struct ratings *r, double prior)
{
	int *opponents = calloc((size_t)r->n, sizeof(*opponents));

	ck_assert_ptr_nonnull(opponents);
	for (int c = 0; c < r->n_cells; c++)
		opponents[r->cell[c].a]++;
	for (int a = 0; a < r->n; a++) {
		double score = 0, expected = 0;

		for (int c = 0; c < r->n_cells; c++) {
			const struct cross_cell *cell = &r->cell[c];
			double v, d;

			if (cell->a != a)
				continue;
			v = prior / 2 * (1.0 / opponents[a] + 1.0 / opponents[cell->b]);
			d = (r->engine[a].elo - r->engine[cell->b].elo) / ELO;
			score += cell->points_a + v / 2;
			expected += (cell->games + v) / (1 + exp(-d));
		}
		ck_assert_msg(fabs(score - expected) < 1e-6, "engine %d: score %.9f, expected %.9f",
		              a, score, expected);
	}
	free(opponents);
}

/* Two engines, no prior: Ra - Rb = 400 log10(w / l), and var(ra - rb) = 1 / (n p (1 - p))
 * in natural-log units; with the prior (2 virtual draws: 1 won, 1 lost) 400 log10(8 / 4). */
START_TEST(test_two_engines_closed_form)
{
	struct result_list list;
	struct ratings r;
	int game = 0, a, b;
	double half;

	memset(&list, 0, sizeof(list));
	play(&list, &game, "A", "B", 7, 0, 3);
	ck_assert(ratings_compute_prior(&list, NULL, 0, &r));
	ck_assert_int_eq(r.n, 2);
	ck_assert_int_eq(r.games, 10);
	a = engine(&r, &list, "A");
	b = engine(&r, &list, "B");
	ck_assert_int_eq(a, 0); /* best first */
	ck_assert_double_eq_tol(r.engine[a].elo - r.engine[b].elo, 400 * log10(7.0 / 3), 1e-6);
	ck_assert_double_eq_tol(r.engine[a].elo, -r.engine[b].elo, 1e-9); /* the mean is 0 */
	/* Against the mean the rating is half the difference: half its deviation. */
	half = Z95 * ELO / sqrt(10 * 0.7 * 0.3) / 2;
	ck_assert_double_eq_tol(r.engine[a].hi - r.engine[a].elo, half, 1e-6);
	ck_assert_double_eq_tol(r.engine[a].elo - r.engine[a].lo, half, 1e-6);
	/* LOS = Phi(ln(7/3) / sd) = Phi(0.847298 / 0.690066) = Phi(1.227851). */
	ck_assert_double_eq_tol(r.engine[a].los_next, 0.5 * erfc(-log(7.0 / 3) *
	                                                        sqrt(10 * 0.21) / sqrt(2)),
	                        1e-9);
	ck_assert(isnan(r.engine[b].los_next));
	ratings_free(&r);
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert_double_eq(r.prior, RATINGS_PRIOR);
	ck_assert_double_eq_tol(r.engine[0].elo - r.engine[1].elo, 400 * log10(8.0 / 4), 1e-6);
	ratings_free(&r);
	results_free(&list);
}
END_TEST

/* Three engines, no prior: the maximum's conditions hold, and the reference numbers. */
START_TEST(test_three_engines)
{
	struct result_list list;
	struct ratings r;
	int a, b, c;

	three(&list);
	ck_assert(ratings_compute_prior(&list, NULL, 0, &r));
	ck_assert_int_eq(r.n, 3);
	ck_assert_int_eq(r.games, 28);
	ck_assert_int_eq(r.groups, 1);
	ck_assert(!r.approx);
	assert_maximum(&r, 0);
	a = engine(&r, &list, "A");
	b = engine(&r, &list, "B");
	c = engine(&r, &list, "C");
	ck_assert(a == 0 && b == 1 && c == 2);
	ck_assert_int_eq(r.engine[a].wins, 11);
	ck_assert_int_eq(r.engine[a].draws, 2);
	ck_assert_int_eq(r.engine[a].losses, 5);
	ck_assert_double_eq(r.engine[a].points, 12);
	/* reference: three engines, no prior, the mean 0 */
	ck_assert_double_eq_tol(r.engine[a].elo, 86.406586228, 1e-6);
	ck_assert_double_eq_tol(r.engine[a].lo, -29.183532655, 1e-6);
	ck_assert_double_eq_tol(r.engine[a].hi, 201.996705112, 1e-6);
	ck_assert_double_eq_tol(r.engine[b].elo, 12.433461650, 1e-6);
	ck_assert_double_eq_tol(r.engine[b].lo, -92.845405058, 1e-6);
	ck_assert_double_eq_tol(r.engine[b].hi, 117.712328358, 1e-6);
	ck_assert_double_eq_tol(r.engine[c].elo, -98.840047878, 1e-6);
	ck_assert_double_eq_tol(r.engine[c].lo, -216.155552975, 1e-6);
	ck_assert_double_eq_tol(r.engine[c].hi, 18.475457218, 1e-6);
	ck_assert_double_eq_tol(r.engine[a].los_next, 0.780410063, 1e-8);
	ck_assert_double_eq_tol(r.engine[b].los_next, 0.873725784, 1e-8);
	ratings_free(&r);
	/* reference: three engines, the default prior (2), the mean 0 */
	ck_assert(ratings_compute(&list, NULL, &r));
	assert_maximum(&r, RATINGS_PRIOR);
	ck_assert_double_eq_tol(r.engine[0].elo, 76.405989237, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].elo, 11.132558824, 1e-6);
	ck_assert_double_eq_tol(r.engine[2].elo, -87.538548061, 1e-6);
	ck_assert_double_eq_tol(r.engine[2].lo, -196.753900014, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].los_next, 0.765495520, 1e-8);
	ratings_free(&r);
	results_free(&list);
}
END_TEST

/* The anchor is 0 with no interval; the differences and the LOS stay; an unknown name
 * is refused. */
START_TEST(test_anchor)
{
	struct result_list list;
	struct ratings r;

	three(&list);
	ck_assert(ratings_compute_prior(&list, "C", 0, &r));
	ck_assert_int_eq(r.anchor, 2);
	ck_assert_double_eq(r.engine[2].elo, 0);
	ck_assert_double_eq(r.engine[2].lo, 0);
	ck_assert_double_eq(r.engine[2].hi, 0);
	/* reference: three engines, no prior, C 0 */
	ck_assert_double_eq_tol(r.engine[0].elo, 185.246634107, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].lo, -22.513725114, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].hi, 393.006993328, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].elo, 111.273509529, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].lo, -79.336194945, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].hi, 301.883214002, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].los_next, 0.780410063, 1e-8);
	ratings_free(&r);
	errno = 0;
	ck_assert(!ratings_compute(&list, "D", &r));
	ck_assert_int_eq(errno, ENOENT);
	ck_assert_int_eq(r.n, 0);
	ck_assert_ptr_null(r.engine);
	results_free(&list);
}
END_TEST

/* A won all its games: infinite without a prior (refused, EDOM), finite with it. */
START_TEST(test_all_wins)
{
	struct result_list list;
	struct ratings r;
	int game = 0;

	memset(&list, 0, sizeof(list));
	play(&list, &game, "A", "B", 5, 0, 0);
	play(&list, &game, "B", "C", 3, 0, 2);
	errno = 0;
	ck_assert(!ratings_compute_prior(&list, NULL, 0, &r));
	ck_assert_int_eq(errno, EDOM);
	ck_assert_int_eq(r.n, 0);
	ck_assert(ratings_compute(&list, NULL, &r));
	assert_maximum(&r, RATINGS_PRIOR);
	for (int i = 0; i < r.n; i++)
		ck_assert(isfinite(r.engine[i].elo) && isfinite(r.engine[i].lo) &&
		          isfinite(r.engine[i].hi));
	/* reference: A won all 5 against B, B-C 3-2; the default prior */
	ck_assert_int_eq(engine(&r, &list, "A"), 0);
	ck_assert_double_eq_tol(r.engine[0].elo, 253.854898199, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].lo, -39.021958789, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].hi, 546.731755187, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].elo, -99.987734320, 1e-6);
	ck_assert_double_eq_tol(r.engine[2].elo, -153.867163879, 1e-6);
	ck_assert_double_eq_tol(r.engine[0].los_next, 0.951452628, 1e-8);
	ck_assert_double_eq_tol(r.engine[1].los_next, 0.651977392, 1e-8);
	ratings_free(&r);
	ck_assert(!ratings_compute_prior(&list, NULL, -1, &r));
	ck_assert_int_eq(errno, EINVAL);
	results_free(&list);
}
END_TEST

/* Void records, second records of a game and games of an engine against itself change
 * nothing but their counts. */
START_TEST(test_void_duplicate_and_self_games_left_out)
{
	struct result_list list, more;
	struct ratings r, s;

	three(&list);
	three(&more);
	fixture_result(&more, 3, "A", "B", 'B', "-"); /* game 3 (A won as Black) twice more */
	fixture_result(&more, 3, "A", "B", 'B', "-");
	fixture_result(&more, 29, "A", "C", '-', "-");
	fixture_result(&more, 30, "D", "A", '-', "-"); /* D played no game: no engine */
	fixture_result(&more, 31, "B", "B", 'B', "-");
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert(ratings_compute(&more, NULL, &s));
	ck_assert_int_eq(s.voids, 2);
	ck_assert_int_eq(s.self_games, 1);
	ck_assert_int_eq(s.games, r.games);
	ck_assert_int_eq(s.n, 3);
	ck_assert_int_eq(s.n_cells, r.n_cells);
	for (int i = 0; i < 3; i++) {
		ck_assert_str_eq(strtab_get(&more.strings, s.engine[i].label),
		                 strtab_get(&list.strings, r.engine[i].label));
		ck_assert_int_eq(s.engine[i].games, r.engine[i].games);
		ck_assert_double_eq_tol(s.engine[i].elo, r.engine[i].elo, 1e-9);
	}
	ratings_free(&r);
	ratings_free(&s);
	results_free(&list);
	results_free(&more);
}
END_TEST

/* A gauntlet of H against 30 engines: 60 cells (not 31 x 31), each found by
 * ratings_cell, none between two of the 30. */
START_TEST(test_sparse_table)
{
	struct result_list list;
	struct ratings r;
	int game = 0, h;
	char name[16];

	memset(&list, 0, sizeof(list));
	for (int i = 0; i < 30; i++) {
		snprintf(name, sizeof(name), "E%d", i);
		play(&list, &game, "H", name, 1 + i % 3, 1, 1);
	}
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert_int_eq(r.n, 31);
	ck_assert_int_eq(r.n_cells, 60);
	h = engine(&r, &list, "H");
	for (int c = 1; c < r.n_cells; c++)
		ck_assert(r.cell[c - 1].a < r.cell[c].a ||
		          (r.cell[c - 1].a == r.cell[c].a && r.cell[c - 1].b < r.cell[c].b));
	for (int c = 0; c < r.n_cells; c++)
		ck_assert_ptr_eq(ratings_cell(&r, r.cell[c].a, r.cell[c].b), &r.cell[c]);
	for (int i = 0; i < 30; i++) {
		const struct cross_cell *c, *back;
		int e;

		snprintf(name, sizeof(name), "E%d", i);
		e = engine(&r, &list, name);
		c = ratings_cell(&r, h, e);
		back = ratings_cell(&r, e, h);
		ck_assert(c && back);
		ck_assert_int_eq(c->games, 3 + i % 3);
		ck_assert_double_eq(c->points_a, 1.5 + i % 3);
		ck_assert_double_eq(back->points_a, 1.5);
		ck_assert_ptr_null(ratings_cell(&r, e, e));
		for (int j = 0; j < r.n; j++)
			if (j != h)
				ck_assert_ptr_null(ratings_cell(&r, e, j));
	}
	ck_assert_ptr_null(ratings_cell(&r, h, r.n));
	ratings_free(&r);
	results_free(&list);
}
END_TEST

/* The four engines of tests/match/run.sh, the results as given or with every result
 * turned round. */
static void
four(struct result_list *list, bool turned)
{
	int game = 0;

	memset(list, 0, sizeof(*list));
	play(list, &game, "alpha", "beta", turned ? 1 : 3, 0, turned ? 3 : 1);
	play(list, &game, "alpha", "gamma", turned ? 0 : 3, 1, turned ? 3 : 0);
	play(list, &game, "alpha", "delta", turned ? 0 : 2, 0, turned ? 2 : 0);
	play(list, &game, "beta", "gamma", turned ? 1 : 2, 1, turned ? 2 : 1);
	play(list, &game, "beta", "delta", 1, 0, 1);
	play(list, &game, "gamma", "delta", turned ? 0 : 2, 0, turned ? 2 : 0);
}

/* LOS(a, b) + LOS(b, a) = 1: in each cell and its mirror; and with every result turned
 * round the order reverses and a's LOS over b is the other's 1 - LOS (the engine at
 * place i is at place 3 - i), so the neighbours' LOS come back in reverse order. */
START_TEST(test_los_both_ways)
{
	struct result_list list, turned;
	struct ratings r, t;

	four(&list, false);
	four(&turned, true);
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert(ratings_compute(&turned, NULL, &t));
	ck_assert_int_eq(r.n, 4);
	/* reference: four engines (run.sh), the default prior, the mean 0 */
	ck_assert_double_eq_tol(r.engine[0].elo, 189.331954154, 1e-6);
	ck_assert_double_eq_tol(r.engine[3].elo, -153.685167937, 1e-6);
	ck_assert_double_eq_tol(r.engine[1].los_next, 0.572473698, 1e-8);
	for (int i = 0; i < 4; i++) {
		ck_assert_double_eq_tol(t.engine[3 - i].elo, -r.engine[i].elo, 1e-6);
		ck_assert_str_eq(strtab_get(&turned.strings, t.engine[3 - i].label),
		                 strtab_get(&list.strings, r.engine[i].label));
	}
	for (int c = 0; c < r.n_cells; c++) {
		const struct cross_cell *cell = &r.cell[c];
		const struct cross_cell *back = ratings_cell(&r, cell->b, cell->a);
		const struct cross_cell *other = ratings_cell(&t, 3 - cell->a, 3 - cell->b);

		ck_assert_double_eq_tol(cell->los + back->los, 1.0, 1e-12);
		ck_assert_double_eq_tol(cell->los + other->los, 1.0, 1e-9);
		ck_assert((cell->los > 0.5) == (r.engine[cell->a].elo > r.engine[cell->b].elo));
	}
	for (int i = 0; i < 3; i++) {
		ck_assert(r.engine[i].los_next > 0.5);
		ck_assert_double_eq_tol(t.engine[2 - i].los_next, r.engine[i].los_next, 1e-9);
	}
	ratings_free(&r);
	ratings_free(&t);
	results_free(&list);
	results_free(&turned);
}
END_TEST

/* Engines that never met, even through others: groups, each with its mean 0 (or the
 * anchor), no LOS across, the anchor's group first. */
START_TEST(test_groups_that_never_met)
{
	struct result_list list;
	struct ratings r;
	int game = 0;

	memset(&list, 0, sizeof(list));
	play(&list, &game, "A", "B", 3, 0, 1);
	play(&list, &game, "C", "D", 1, 0, 2);
	play(&list, &game, "D", "E", 2, 0, 2);
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert_int_eq(r.groups, 2);
	ck_assert_int_eq(r.engine[0].group, 0); /* the larger group first: C, D, E */
	ck_assert_int_eq(r.engine[2].group, 0);
	ck_assert_int_eq(r.engine[3].group, 1);
	ck_assert(isnan(r.engine[2].los_next));
	ck_assert(!isnan(r.engine[3].los_next));
	ck_assert_double_eq_tol(r.engine[0].elo + r.engine[1].elo + r.engine[2].elo, 0, 1e-9);
	ck_assert_double_eq_tol(r.engine[3].elo + r.engine[4].elo, 0, 1e-9);
	ck_assert_double_eq_tol(r.engine[3].elo - r.engine[4].elo, 400 * log10(4.0 / 2), 1e-6);
	ratings_free(&r);
	ck_assert(ratings_compute(&list, "B", &r));
	ck_assert_int_eq(r.anchor, 1);
	ck_assert_int_eq(r.engine[1].group, 0);
	ck_assert_double_eq(r.engine[1].elo, 0);
	ck_assert_double_eq_tol(r.engine[0].elo, 400 * log10(4.0 / 2), 1e-6);
	ck_assert_int_eq(r.engine[2].group, 1);
	ratings_free(&r);
	results_free(&list);
}
END_TEST

/* A group over RATINGS_DENSE_MAX engines: Hunter's MM reaches the maximum too, the
 * intervals are flagged approximate. */
START_TEST(test_large_group)
{
	struct result_list list;
	struct ratings r;
	int game = 0, spokes = RATINGS_DENSE_MAX + 10;
	char name[16];

	memset(&list, 0, sizeof(list));
	for (int i = 0; i < spokes; i++) {
		snprintf(name, sizeof(name), "E%d", i);
		play(&list, &game, "H", name, i % 3, i % 2, 2 - i % 3);
	}
	ck_assert(ratings_compute(&list, "H", &r));
	ck_assert_int_eq(r.n, spokes + 1);
	ck_assert(r.approx);
	assert_maximum(&r, RATINGS_PRIOR);
	for (int i = 0; i < r.n; i++)
		ck_assert(r.engine[i].lo <= r.engine[i].elo && r.engine[i].elo <= r.engine[i].hi);
	ratings_free(&r);
	results_free(&list);
}
END_TEST

/* No records: no engines, and no anchor to find. */
START_TEST(test_no_records)
{
	struct result_list list;
	struct ratings r;

	memset(&list, 0, sizeof(list));
	ck_assert(ratings_compute(&list, NULL, &r));
	ck_assert_int_eq(r.n, 0);
	ck_assert_int_eq(r.n_cells, 0);
	ck_assert_ptr_null(ratings_cell(&r, 0, 1));
	ratings_free(&r);
	ck_assert(!ratings_compute(&list, "A", &r));
	ck_assert_int_eq(errno, ENOENT);
}
END_TEST

Suite *
ratings_suite(void)
{
	Suite *s = suite_create("ratings");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_two_engines_closed_form);
	tcase_add_test(tc, test_three_engines);
	tcase_add_test(tc, test_anchor);
	tcase_add_test(tc, test_all_wins);
	tcase_add_test(tc, test_void_duplicate_and_self_games_left_out);
	tcase_add_test(tc, test_sparse_table);
	tcase_add_test(tc, test_los_both_ways);
	tcase_add_test(tc, test_groups_that_never_met);
	tcase_add_test(tc, test_large_group);
	tcase_add_test(tc, test_no_records);
	suite_add_tcase(s, tc);
	return s;
}
