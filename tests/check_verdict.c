/*
 * check_verdict.c -- the SPRT walked in game-number order (match/verdict.h):
 * a game counts only once those before it are in, games 2k-1 and 2k are a
 * pair when they share an opening with the colours swapped, the first
 * crossing is the decision whatever order the games came in, and records of a
 * results list are read as the first engine's points.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/results.h"
#include "match/verdict.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* [0, 100]: nine losses in a row cross the lower bound (check_sprt.c), eight do not. */
static const struct sprt_params test_0_100 = {0, 100, 0.05, 0.05};

/* Game `game` lost by the first engine, with Black in odd games, no opening. */
static struct verdict_game
lost(int game)
{
	return (struct verdict_game){game, 0, game % 2 == 1, 0};
}

/* Game `game` of opening `key`, the first engine Black in the pair's first game. */
static struct verdict_game
paired(int game, int points, uint64_t key)
{
	return (struct verdict_game){game, points, game % 2 == 1, key};
}

START_TEST(test_a_game_waits_for_those_before_it)
{
	struct verdict v;
	struct verdict_game g;

	verdict_init(&v, &test_0_100);
	for (int game = 2; game <= 4; game++) {
		g = lost(game);
		ck_assert(verdict_add(&v, &g));
	}
	ck_assert_int_eq(v.counted, 0);
	ck_assert_int_eq(v.model, VERDICT_UNKNOWN);
	g = lost(1);
	ck_assert(verdict_add(&v, &g));
	ck_assert_int_eq(v.model, VERDICT_GAMES);
	ck_assert_int_eq(v.counted, 4);
	ck_assert_double_eq(v.counts[0], 4);
	verdict_free(&v);
}
END_TEST

/* Twelve losses, in order or backwards: H0 at game 9 either way, three games after it. */
START_TEST(test_the_first_crossing_decides_in_any_order)
{
	for (int backwards = 0; backwards < 2; backwards++) {
		struct verdict v;

		verdict_init(&v, &test_0_100);
		for (int i = 1; i <= 12; i++) {
			struct verdict_game g = lost(backwards ? 13 - i : i);

			ck_assert(verdict_add(&v, &g));
		}
		ck_assert_int_eq(v.decision, SPRT_H0);
		ck_assert_int_eq(v.decided_at, 9);
		ck_assert_int_eq(v.counted, 9);
		ck_assert_int_eq(v.after, 3);
		ck_assert_double_eq(v.counts[0], 9);
		ck_assert_double_eq_tol(v.llr, -2.9582434, 1e-6);
		verdict_free(&v);
	}
}
END_TEST

START_TEST(test_a_game_recorded_twice_counts_once)
{
	struct verdict v;
	struct verdict_game g;

	verdict_init(&v, &test_0_100);
	for (int i = 0; i < 3; i++) {
		g = lost(1);
		ck_assert(verdict_add(&v, &g));
		g = lost(2);
		ck_assert(verdict_add(&v, &g));
	}
	ck_assert_int_eq(v.counted, 2);
	ck_assert_double_eq(v.counts[0], 2);
	verdict_free(&v);
}
END_TEST

/*
 * Pairs: one opening each, colours swapped. Pair 1 scores 2 + 1 = 3 half points,
 * pair 2 0 + 0: counts[3] and counts[0] of the pentanomial. A first game alone
 * waits for its second.
 */
START_TEST(test_pairs_of_one_opening_are_pentanomial)
{
	struct verdict v;
	struct verdict_game g[5] = {paired(1, 2, 11), paired(2, 1, 11), paired(3, 0, 22),
	                            paired(4, 0, 22), paired(5, 2, 33)};

	verdict_init(&v, &test_0_100);
	for (int i = 0; i < 5; i++)
		ck_assert(verdict_add(&v, &g[i]));
	ck_assert_int_eq(v.model, VERDICT_PAIRS);
	ck_assert_int_eq(v.counted, 4);
	ck_assert_double_eq(v.counts[3], 1);
	ck_assert_double_eq(v.counts[0], 1);
	ck_assert_double_eq(v.counts[0] + v.counts[1] + v.counts[2] + v.counts[3] + v.counts[4], 2);
	ck_assert(v.holding);
	ck_assert_int_eq(v.held.game, 5);
	verdict_end(&v);
	ck_assert_int_eq(v.counted, 4); /* the half-played pair stays out */
	verdict_free(&v);
}
END_TEST

/* No opening, or one opening but the same colours: games 1 and 2 are no pair,
 * and every game counts alone. */
START_TEST(test_games_without_a_pair_are_trinomial)
{
	struct verdict_game same_colours[2] = {{1, 2, true, 11}, {2, 1, true, 11}};
	struct verdict_game no_opening[2] = {{1, 2, true, 0}, {2, 1, false, 0}};
	struct verdict_game two_openings[2] = {{1, 2, true, 11}, {2, 1, false, 12}};
	struct verdict_game *cases[3] = {same_colours, no_opening, two_openings};

	for (int c = 0; c < 3; c++) {
		struct verdict v;

		verdict_init(&v, &test_0_100);
		ck_assert(verdict_add(&v, &cases[c][0]));
		ck_assert(verdict_add(&v, &cases[c][1]));
		ck_assert_int_eq(v.model, VERDICT_GAMES);
		ck_assert_int_eq(v.counted, 2);
		ck_assert_double_eq(v.counts[2], 1);
		ck_assert_double_eq(v.counts[1], 1);
		verdict_free(&v);
	}
}
END_TEST

/* Once the walk counts pairs, a pair that is none ends it: nothing after counts. */
START_TEST(test_a_pair_that_is_none_ends_the_walk)
{
	struct verdict v;
	struct verdict_game g[8] = {paired(1, 2, 1), paired(2, 2, 1), paired(3, 2, 2),
	                            paired(4, 2, 2), paired(5, 2, 3), paired(6, 2, 4),
	                            paired(7, 2, 5), paired(8, 2, 5)};

	verdict_init(&v, &test_0_100);
	for (int i = 0; i < 8; i++)
		ck_assert(verdict_add(&v, &g[i]));
	ck_assert_int_eq(v.no_pair, 5);
	ck_assert_int_eq(v.counted, 4);
	ck_assert_double_eq(v.counts[4], 2);
	ck_assert_int_eq(v.decision, SPRT_CONTINUE);
	verdict_free(&v);
}
END_TEST

/* A match of one game: its model is known only at the end. */
START_TEST(test_one_game_counts_at_the_end)
{
	struct verdict v;
	struct verdict_game g = lost(1);

	verdict_init(&v, &test_0_100);
	ck_assert(verdict_add(&v, &g));
	ck_assert_int_eq(v.counted, 0);
	verdict_end(&v);
	ck_assert_int_eq(v.model, VERDICT_GAMES);
	ck_assert_int_eq(v.counted, 1);
	ck_assert_double_eq_tol(v.llr, -0.3287659, 1e-6);
	verdict_free(&v);
}
END_TEST

/* Pairs decide at the even game of the crossing pair: pairs lost twice over (LL,
 * 0 points) move the pentanomial LLR by about -0.329 each (the floor's 0.001 on
 * the other four outcomes lets the most likely distribution with mean s put
 * 1 - s on 0 points and s on 2): eight give -2.630, nine -2.959, past -2.944, at
 * game 18. */
START_TEST(test_pairs_decide_at_a_pair_end)
{
	struct verdict v;
	int game = 0;

	verdict_init(&v, &test_0_100);
	while (v.decision == SPRT_CONTINUE && game < 40) {
		struct verdict_game a = paired(game + 1, 0, (uint64_t)game + 1);
		struct verdict_game b = paired(game + 2, 0, (uint64_t)game + 1);

		ck_assert(verdict_add(&v, &a));
		ck_assert(verdict_add(&v, &b));
		game += 2;
	}
	ck_assert_int_eq(v.decision, SPRT_H0);
	ck_assert_int_eq(v.decided_at, 18);
	ck_assert_int_eq(v.decided_at, game);
	ck_assert_double_eq(v.counts[0], game / 2);
	verdict_free(&v);
}
END_TEST

START_TEST(test_opening_keys)
{
	ck_assert_uint_eq(verdict_opening_key(NULL), 0);
	ck_assert_uint_eq(verdict_opening_key(""), 0);
	ck_assert_uint_eq(verdict_opening_key("-"), 0);
	ck_assert_uint_ne(verdict_opening_key("1 a.sgf"), 0);
	ck_assert_uint_ne(verdict_opening_key("1 a.sgf"), verdict_opening_key("2 a.sgf"));
	ck_assert_uint_eq(verdict_opening_key("1 a.sgf"), verdict_opening_key("1 a.sgf"));
}
END_TEST

/*
 * Records, out of order, of A (Black in odd games) and B: A wins game 1 as
 * Black, draws game 2 as White, loses game 3 as Black: points 2, 1, 0 of the
 * first engine A (Black in game 1).
 */
START_TEST(test_records_are_the_first_engines_points)
{
	struct result_list list;
	struct verdict v;

	memset(&list, 0, sizeof(list));
	fixture_result(&list, 3, "A", "B", 'W', "-");
	fixture_result(&list, 1, "A", "B", 'B', "-");
	fixture_result(&list, 2, "B", "A", '0', "-");
	fixture_result(&list, 2, "B", "A", '0', "-");
	verdict_init(&v, &test_0_100);
	ck_assert(verdict_add_results(&v, &list));
	ck_assert(!v.mixed);
	ck_assert_int_eq(v.model, VERDICT_GAMES);
	ck_assert_int_eq(v.counted, 3);
	ck_assert_double_eq(v.counts[0], 1);
	ck_assert_double_eq(v.counts[1], 1);
	ck_assert_double_eq(v.counts[2], 1);
	verdict_free(&v);
	fixture_result(&list, 4, "A", "C", 'B', "-");
	verdict_init(&v, &test_0_100);
	ck_assert(verdict_add_results(&v, &list));
	ck_assert(v.mixed);
	verdict_free(&v);
	results_free(&list);
}
END_TEST

/* The same records with openings: games 1 and 2 share "1 x", so pairs. */
START_TEST(test_records_with_openings_are_pairs)
{
	struct result_list list;
	struct verdict v;

	memset(&list, 0, sizeof(list));
	fixture_result(&list, 1, "A", "B", 'B', "1 x");
	fixture_result(&list, 2, "B", "A", 'W', "1 x");
	fixture_result(&list, 3, "A", "B", 'W', "2 y");
	fixture_result(&list, 4, "B", "A", 'W', "2 y");
	verdict_init(&v, &test_0_100);
	ck_assert(verdict_add_results(&v, &list));
	ck_assert_int_eq(v.model, VERDICT_PAIRS);
	ck_assert_double_eq(v.counts[4], 1); /* A won both */
	ck_assert_double_eq(v.counts[2], 1); /* a win and a loss */
	verdict_free(&v);
	results_free(&list);
}
END_TEST

/* The report says the decision, where it came and the games after it. */
START_TEST(test_report_names_the_decision_and_the_games_after)
{
	struct result_list list;
	char *text = NULL;
	size_t size = 0;
	FILE *out = open_memstream(&text, &size);

	ck_assert_ptr_nonnull(out);
	memset(&list, 0, sizeof(list));
	for (int game = 12; game >= 1; game--)
		fixture_result(&list, game, game % 2 ? "A" : "B", game % 2 ? "B" : "A",
		               game % 2 ? 'W' : 'B', "-");
	ck_assert(verdict_report(out, &list, &test_0_100));
	fclose(out);
	ck_assert_msg(strstr(text, "trinomial"), "%s", text);
	ck_assert_msg(strstr(text, "LLR -2.96 (bounds -2.94, 2.94) over games 1-9: H0 accepted at "
	                           "game 9, 3 games played after it"),
	              "%s", text);
	ck_assert_msg(strstr(text, "LOS 0.0%, over games 1-9"), "%s", text);
	free(text);
	results_free(&list);
}
END_TEST

Suite *
verdict_suite(void)
{
	Suite *s = suite_create("verdict");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_a_game_waits_for_those_before_it);
	tcase_add_test(tc, test_the_first_crossing_decides_in_any_order);
	tcase_add_test(tc, test_a_game_recorded_twice_counts_once);
	tcase_add_test(tc, test_pairs_of_one_opening_are_pentanomial);
	tcase_add_test(tc, test_games_without_a_pair_are_trinomial);
	tcase_add_test(tc, test_a_pair_that_is_none_ends_the_walk);
	tcase_add_test(tc, test_one_game_counts_at_the_end);
	tcase_add_test(tc, test_pairs_decide_at_a_pair_end);
	tcase_add_test(tc, test_opening_keys);
	tcase_add_test(tc, test_records_are_the_first_engines_points);
	tcase_add_test(tc, test_records_with_openings_are_pairs);
	tcase_add_test(tc, test_report_names_the_decision_and_the_games_after);
	suite_add_tcase(s, tc);
	return s;
}
