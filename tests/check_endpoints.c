/*
 * check_endpoints.c -- what a pass would throw away at the end of the game
 * (engine/search/endpoints.c) and the end of the game's use of it
 * (endgame_decide): a ko to take and to connect, a stone that saves stones, a
 * point of dame, each worth more than a pass; no gain inside one's own area,
 * in a seki's shared liberties (a self-atari), in an own eye, or in saving a
 * dead stone; a stone inside one's own territory costs its point where the
 * rules count territory without pass stones; bad input is refused.
 */
#include <check.h>

#include "engine/judge/status.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/search/endgame.h"
#include "engine/search/endpoints.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* 7x7, White to move: Black's C1 is in atari, its liberty B1 inside Black's
 * corner; White B1 takes it as a ko. */
static const char ko_corner[] = "\
. . . X O . .\n\
. . . X O . .\n\
. . . X O . .\n\
. . . X O . .\n\
. . X X O . .\n\
. X O O O . .\n\
X . X O . . .\n";

/* 7x7: White's E3 has put Black's D3 in atari; its liberty C3 is Black's. */
static const char atari_d3[] = "\
. . X O O . .\n\
. . X O O . .\n\
. . X O O . .\n\
. . X O O . .\n\
. . . X O . .\n\
. . X O O . .\n\
. . X O O . .\n";

/* 7x7 walls with one point of dame, D4. */
static const char dame_d4[] = "\
. . X O O . .\n\
. . X O O . .\n\
. . X O O . .\n\
. . X . O . .\n\
. . X X O . .\n\
. . X X O . .\n\
. . X X O . .\n";

/* 7x7: a seki in the corner (A1 and B2 shared), every other point owned. */
static const char corner_seki[] = "\
. O . O O O O\n\
O O O O O O O\n\
O O O O O O O\n\
O O O O O O O\n\
X X X O X X X\n\
X . O X X . X\n\
. O O X X X .\n";

/* The gain of color's move at vertex, every stone alive. */
static int
gain(const struct game *g, enum color color, const char *vertex)
{
	return endpoints_gain(g, color, NULL, fixture_coord(g, vertex));
}

/* How many gaining moves color has (every stone alive); the best into *best. */
static int
gaining(const struct game *g, enum color color, coord_t *best)
{
	coord_t moves[8];
	int gains[8];
	int n = endpoints_moves(g, color, NULL, moves, gains, 8);

	*best = n > 0 ? moves[0] : COORD_NONE;
	for (int i = 1; i < n; i++)
		ck_assert_int_ge(gains[i - 1], gains[i]);
	return n;
}

START_TEST(test_ko_capture_gains_its_points)
{
	struct game g;
	coord_t best;

	fixture_diagram(&g, ko_corner);
	/* B1 and C1 change hands: Black loses two points, White wins two. */
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "B1"), 4);
	ck_assert_int_ge(gaining(&g, COLOR_WHITE, &best), 1);
	ck_assert_int_eq(best, fixture_coord(&g, "B1"));
	/* A move inside White's own area gains nothing. */
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "G4"), 0);
	game_free(&g);
}
END_TEST

START_TEST(test_ko_retake_refused_and_connection_gains)
{
	struct game g;
	coord_t best;

	fixture_diagram(&g, ko_corner);
	fixture_play(&g, "W B1");
	/* The ko bars Black from C1 at once; what Black gains is A2, which saves
	 * A1 (White's B1 left it one liberty). */
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "C1"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gaining(&g, COLOR_BLACK, &best), 1);
	ck_assert_int_eq(best, fixture_coord(&g, "A2"));
	/* After it, White's connection keeps the four points a pass would let
	 * Black take back. */
	fixture_play(&g, "B A2");
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "C1"), 4);
	ck_assert_int_ge(gaining(&g, COLOR_WHITE, &best), 1);
	ck_assert_int_eq(best, fixture_coord(&g, "C1"));
	game_free(&g);
}
END_TEST

START_TEST(test_saving_stones_gains)
{
	struct game g;
	coord_t best;

	fixture_diagram(&g, atari_d3);
	/* White at C3 would take D3 and live inside Black's area: connecting is
	 * worth far more than a pass, and more than a move elsewhere inside. */
	ck_assert_int_gt(gain(&g, COLOR_BLACK, "C3"), 2);
	ck_assert_int_lt(gain(&g, COLOR_BLACK, "A6"), gain(&g, COLOR_BLACK, "C3") - 2);
	ck_assert_int_eq(gaining(&g, COLOR_BLACK, &best), 1);
	ck_assert_int_eq(best, fixture_coord(&g, "C3"));
	game_free(&g);
}
END_TEST

START_TEST(test_dame_gains_by_area_not_by_territory)
{
	struct game g;
	coord_t best;

	fixture_diagram(&g, dame_d4);
	/* BGA: the point is Black's instead of White's. */
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "D4"), 2);
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "A4"), 0);
	ck_assert_int_eq(gaining(&g, COLOR_BLACK, &best), 1);
	ck_assert_int_eq(best, fixture_coord(&g, "D4"));
	/* Japanese counting: dame is worth nothing, and a stone in one's own
	 * territory costs its point. */
	rules_use_preset(&g.rules, rules_preset_find("japanese"));
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "D4"), 0);
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "A4"), -1);
	ck_assert_int_eq(gaining(&g, COLOR_BLACK, &best), 0);
	game_free(&g);
}
END_TEST

START_TEST(test_seki_and_eyes_refused)
{
	struct game g;
	coord_t best;

	fixture_diagram(&g, corner_seki);
	/* Filling a shared liberty is a self-atari the opponent takes. */
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "A1"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "B2"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "A1"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "B2"), ENDPOINTS_REFUSED);
	/* Own eyes. */
	ck_assert_int_eq(gain(&g, COLOR_BLACK, "F2"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "A7"), ENDPOINTS_REFUSED);
	ck_assert_int_eq(gaining(&g, COLOR_BLACK, &best), 0);
	ck_assert_int_eq(gaining(&g, COLOR_WHITE, &best), 0);
	game_free(&g);
}
END_TEST

START_TEST(test_dead_stone_gains_nothing)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS] = { 0 };
	coord_t moves[4];
	int gains[4];

	fixture_diagram(&g, dame_d4);
	fixture_play(&g, "B D4 W A1 B B1");
	/* White's A1 is dead in Black's area and in atari. Saving it (A2) adds a
	 * dead stone; taking it changes no point's owner. Were the new stone
	 * counted alive, Black's whole area would turn neutral. */
	status[fixture_coord(&g, "A1")] = STATUS_DEAD;
	ck_assert_int_eq(endpoints_gain(&g, COLOR_WHITE, status, fixture_coord(&g, "A2")), 0);
	ck_assert_int_eq(endpoints_gain(&g, COLOR_BLACK, status, fixture_coord(&g, "A2")), 0);
	ck_assert_int_eq(endpoints_moves(&g, COLOR_WHITE, status, moves, gains, 4), 0);
	ck_assert_int_eq(endpoints_moves(&g, COLOR_BLACK, status, moves, gains, 4), 0);
	game_free(&g);
}
END_TEST

START_TEST(test_bad_input_refused)
{
	struct game g;
	coord_t moves[4];
	int gains[4];

	fixture_diagram(&g, ko_corner);
	ck_assert_int_eq(gain(&g, COLOR_WHITE, "D4"), ENDPOINTS_REFUSED); /* occupied */
	ck_assert_int_eq(endpoints_gain(&g, COLOR_EMPTY, NULL, fixture_coord(&g, "B1")),
			 ENDPOINTS_REFUSED);
	ck_assert_int_eq(endpoints_gain(&g, COLOR_WHITE, NULL, COORD_PASS), ENDPOINTS_REFUSED);
	ck_assert_int_eq(endpoints_gain(&g, COLOR_WHITE, NULL, coord_make(7, 0)),
			 ENDPOINTS_REFUSED); /* off the 7x7 board */
	ck_assert_int_eq(endpoints_moves(&g, COLOR_EMPTY, NULL, moves, gains, 4), 0);
	ck_assert_int_eq(endpoints_moves(&g, COLOR_WHITE, NULL, moves, gains, 0), 0);
	game_free(&g);
}
END_TEST

/*
 * The end of the game: where it passed before -- the search's pass, or a
 * point inside White's settled area turned into a pass -- White takes the ko.
 */
START_TEST(test_decide_takes_the_ko_instead_of_passing)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	coord_t b1;

	fixture_diagram(&g, ko_corner);
	g.setup_to_move = COLOR_WHITE;
	b1 = fixture_coord(&g, "B1");
	status_judge(&g, 1, status);
	ck_assert_int_eq(endgame_decide(&g, COLOR_WHITE, status, 1, COORD_PASS, 0.99), b1);
	ck_assert_int_eq(
		endgame_decide(&g, COLOR_WHITE, status, 1, fixture_coord(&g, "G4"), 0.99), b1);
	ck_assert_int_eq(
		endgame_decide(&g, COLOR_WHITE, status, 1, fixture_coord(&g, "G4"), 0.3), b1);
	game_free(&g);
}
END_TEST

/* ...and passes where nothing gains: the seki, each side's own area. */
START_TEST(test_decide_passes_when_nothing_gains)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];

	fixture_diagram(&g, corner_seki);
	status_judge(&g, 1, status);
	ck_assert_int_eq(endgame_decide(&g, COLOR_BLACK, status, 1, COORD_PASS, 0.5), COORD_PASS);
	ck_assert_int_eq(endgame_decide(&g, COLOR_WHITE, status, 1, COORD_PASS, 0.5), COORD_PASS);
	game_free(&g);
}
END_TEST

Suite *
endpoints_suite(void)
{
	Suite *s = suite_create("endpoints");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_ko_capture_gains_its_points);
	tcase_add_test(tc, test_ko_retake_refused_and_connection_gains);
	tcase_add_test(tc, test_saving_stones_gains);
	tcase_add_test(tc, test_dame_gains_by_area_not_by_territory);
	tcase_add_test(tc, test_seki_and_eyes_refused);
	tcase_add_test(tc, test_dead_stone_gains_nothing);
	tcase_add_test(tc, test_bad_input_refused);
	tcase_add_test(tc, test_decide_takes_the_ko_instead_of_passing);
	tcase_add_test(tc, test_decide_passes_when_nothing_gains);
	suite_add_tcase(s, tc);
	return s;
}
