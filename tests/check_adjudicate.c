/*
 * check_adjudicate.c -- goref-match's end of a game on goref's estimate and its
 * disputed ends (match/adjudicate.c, match/dispute.c): --adjudicate's values, the
 * streak of moves behind, which rulesets resume a dispute, and when resumed play
 * stops.
 */
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/judge/estimate.h"
#include "match/adjudicate.h"
#include "match/dispute.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

START_TEST(test_adjudicate_takes_moves_and_points)
{
	static const char *const bad[] = {"",         "10",       "10,",   ",5",     "0,5",
	                                  "-1,5",     "5,-1",     "5, 1",  " 5,1",   "+5,1",
	                                  "5,1x",     "5,nan",    "5,inf", "5,0x10", "5,1e3",
	                                  "100001,1", "5,1000.5", "5,1,2", "a,1",    "5,."};
	int moves = 7;
	double points = 3;

	ck_assert(adjudicate_parse("10,30", &moves, &points));
	ck_assert(moves == 10 && points == 30);
	ck_assert(adjudicate_parse("1,0", &moves, &points));
	ck_assert(moves == 1 && points == 0);
	ck_assert(adjudicate_parse("100000,12.5", &moves, &points));
	ck_assert(moves == 100000 && points == 12.5);
	ck_assert(adjudicate_parse("3,1000", &moves, &points));
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		moves = 7;
		points = 3;
		ck_assert_msg(!adjudicate_parse(bad[i], &moves, &points), "'%s' taken", bad[i]);
		ck_assert(moves == 7 && points == 3); /* refused: nothing changes */
	}
}
END_TEST

/* The same side behind by more than the points, move after move; anything else
 * starts again. Exactly the points is not more. */
START_TEST(test_adjudication_needs_the_same_side_behind_in_a_row)
{
	struct adjudication a;
	static const double path[] = {31, 40, -35, -31, -30, -31, -50, -31};
	static const bool ends[] = {false, false, false, false, false, false, false, true};

	adjudicate_start(&a, 3, 30);
	for (size_t i = 0; i < sizeof(path) / sizeof(path[0]); i++)
		ck_assert_msg(adjudicate_after_move(&a, path[i]) == ends[i], "move %zu", i);
	ck_assert_int_eq(a.behind, COLOR_BLACK);
	ck_assert_int_eq(a.streak, 3);
	adjudicate_start(&a, 1, 0);
	ck_assert(!adjudicate_after_move(&a, 0));
	ck_assert(adjudicate_after_move(&a, 0.5));
	ck_assert_int_eq(a.behind, COLOR_WHITE);
	adjudicate_start(&a, 0, 0); /* off */
	for (int i = 0; i < 10; i++)
		ck_assert(!adjudicate_after_move(&a, 1000));
}
END_TEST

START_TEST(test_estimate_text_says_what_it_is)
{
	struct estimate e;
	char text[96];

	memset(&e, 0, sizeof(e));
	e.margin = -12.5;
	e.lower = -20.5;
	e.upper = 2.5;
	e.playouts = 1024;
	adjudicate_describe(&e, text, sizeof(text));
	ck_assert_str_eq(text, "estimate W+12.5 (W+20.5 to B+2.5, 1024 playouts)");
	e.counted = true;
	e.margin = 3.5;
	adjudicate_describe(&e, text, sizeof(text));
	ck_assert_str_eq(text, "count B+3.5");
}
END_TEST

/* Play may be resumed where it changes no count: pass stones with White last, or
 * area counting; never where no stone is removed at the end. */
START_TEST(test_disputes_are_played_out_where_play_changes_no_count)
{
	static const struct {
		const char *preset;
		bool resumed;
	} cases[] = {
	    {"bga-teaching", true}, {"bga", true},     {"chinese", true},
	    {"chinese-kgs", true},  {"aga", true},     {"new-zealand", true},
	    {"japanese", false},    {"korean", false}, {"tromp-taylor", false},
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		ck_assert_msg(dispute_allowed(&rules_preset_find(cases[i].preset)->rules) ==
		                  cases[i].resumed,
		              "%s", cases[i].preset);
}
END_TEST

/* An estimate as estimate_count() gives one, with `unsettled` chains. */
static void
counted(struct estimate *e, int unsettled)
{
	memset(e, 0, sizeof(*e));
	e->counted = true;
	e->unsettled = unsettled;
	e->unsettled_at = unsettled ? coord_make(0, 0) : COORD_NONE;
}

/* Resumed play goes on until play ends again with the judgement sure, ends with no
 * stone played, or reaches the bound; a round with stones that ends unsure resumes. */
START_TEST(test_resumed_play_stops_when_settled_passed_or_bound)
{
	struct game g;
	struct estimate e;
	struct dispute d;
	char text[320];

	fixture_game(&g, 9, "B E5; W C3");
	fixture_play(&g, "B pass W pass");
	counted(&e, 0);
	ck_assert(!dispute_needed(&g, &e));
	counted(&e, 2);
	ck_assert(dispute_needed(&g, &e));
	dispute_begin(&d, &g, &e, 1000);
	ck_assert_int_eq(d.bound, 81);
	ck_assert_str_eq(d.chain, "A1");
	ck_assert(dispute_goes_on(&d, &g, &e)); /* just resumed */
	fixture_play(&g, "B D4");
	ck_assert(dispute_goes_on(&d, &g, &e));
	fixture_play(&g, "W pass B pass W pass"); /* ended again, a stone played, unsure */
	ck_assert(dispute_goes_on(&d, &g, &e));
	fixture_play(&g, "B pass W pass"); /* ended again, nothing played */
	ck_assert(!dispute_goes_on(&d, &g, &e));
	ck_assert_int_eq(d.end, DISPUTE_PASSED);
	fixture_play(&g, "B F4 W pass B pass W pass");
	counted(&e, 0);
	d.end = DISPUTE_PLAYING;
	ck_assert(!dispute_goes_on(&d, &g, &e));
	ck_assert_int_eq(d.end, DISPUTE_SETTLED);
	dispute_describe(&d, &g, "counted by goref: B 9.0, W 8.5", text, sizeof(text));
	ck_assert_str_eq(text, "disputed (2 unsettled, A1): resumed after move 2, 10 moves, "
	                       "settled; counted by goref: B 9.0, W 8.5");
	dispute_note(&d, "genmove", text, sizeof(text));
	ck_assert(strstr(text, "could not prove the status of 2 chains (A1)") != NULL);
	ck_assert(strstr(text, "asked with genmove.") != NULL);
	game_free(&g);
	/* The bound, and the room the record has left. */
	fixture_game(&g, 9, "B E5; W C3");
	fixture_play(&g, "B pass W pass");
	counted(&e, 1);
	dispute_begin(&d, &g, &e, 3);
	ck_assert_int_eq(d.bound, 3);
	fixture_play(&g, "B D4 W D6 B F4");
	ck_assert(!dispute_goes_on(&d, &g, &e));
	ck_assert_int_eq(d.end, DISPUTE_BOUND);
	game_free(&g);
	/* Under aga two passes straight after resuming leave every stone alive. */
	fixture_game(&g, 9, "B E5; W C3");
	rules_use_preset(&g.rules, rules_preset_find("aga"));
	fixture_play(&g, "B pass W pass");
	dispute_begin(&d, &g, &e, 1000);
	fixture_play(&g, "B pass W pass");
	ck_assert(!dispute_goes_on(&d, &g, &e));
	ck_assert_int_eq(d.end, DISPUTE_ALL_ALIVE);
	game_free(&g);
}
END_TEST

/* The adjudicate suite. */
Suite *
adjudicate_suite(void)
{
	Suite *s = suite_create("adjudicate");
	TCase *tc = tcase_create("adjudicate");

	tcase_add_test(tc, test_adjudicate_takes_moves_and_points);
	tcase_add_test(tc, test_adjudication_needs_the_same_side_behind_in_a_row);
	tcase_add_test(tc, test_estimate_text_says_what_it_is);
	tcase_add_test(tc, test_disputes_are_played_out_where_play_changes_no_count);
	tcase_add_test(tc, test_resumed_play_stops_when_settled_passed_or_bound);
	suite_add_tcase(s, tc);
	return s;
}
