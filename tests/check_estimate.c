/*
 * check_estimate.c -- goref's estimate of a result (engine/judge/estimate.c): the
 * count once play has ended, the playouts' margin before, under the rules' way
 * of counting (pass stones, area, handicap bonus), deterministic for a seed.
 */
#include <math.h>
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/rules/score.h"
#include "engine/judge/estimate.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/*
 * Two living groups and their eyes: White's area is rows 7-9 (27 points), Black's
 * rows 1-6 (54). No playout can change that (the only moves left would fill an
 * own eye, or are suicide), so every one ends with Black 27 points ahead.
 */
static const char walls[] = "O.OOOO.OO\n"
                            "OOOOOOOOO\n"
                            "OOOOOOOOO\n"
                            "XXXXXXXXX\n"
                            "XXXXXXXXX\n"
                            "XXXXXXXXX\n"
                            "XXXXXXXXX\n"
                            "XXXXXXXXX\n"
                            "X.XX.XX.X\n";

static void
use_rules(struct game *g, const char *preset)
{
	rules_use_preset(&g->rules, rules_preset_find(preset));
}

/* Where play has ended the estimate is the count: the judgement, then score_count. */
START_TEST(test_ended_game_is_counted)
{
	struct game g;
	struct estimate e;
	struct score s;
	uint8_t status[BOARD_MAX_POINTS];

	fixture_diagram(&g, ".........\n"
	                    "...X.....\n"
	                    ".........\n"
	                    "OOOOOOOOO\n"
	                    "XXXXXXXXX\n"
	                    ".........\n"
	                    "......O..\n"
	                    ".........\n"
	                    ".........\n");
	fixture_play(&g, "B pass W pass");
	estimate_game(&g, 5, &e);
	status_judge(&g, 5, status);
	score_count(&g, status, &s);
	ck_assert(e.counted);
	ck_assert_int_eq(e.playouts, 0);
	ck_assert(e.margin == s.margin && e.mean == s.margin && e.score.margin == s.margin);
	ck_assert_int_eq(e.score.dead[COLOR_BLACK], 1); /* G3 */
	ck_assert_int_eq(e.score.dead[COLOR_WHITE], 1); /* D8 */
	/* The judgement's doubts come with it (the lone stones, at the playouts' mercy). */
	ck_assert_int_eq(e.unsettled, status_judge_unsettled(&g, 5, status, NULL));
	game_free(&g);
	/* Every stone alive where the rules say so: Tromp-Taylor. */
	fixture_diagram(&g, walls);
	use_rules(&g, "tromp-taylor");
	fixture_play(&g, "B pass W pass");
	estimate_game(&g, 5, &e);
	ck_assert(e.counted && e.margin == 27 - 7.5 && e.unsettled == 0);
	ck_assert_int_eq(e.unsettled_at, COORD_NONE);
	game_free(&g);
}
END_TEST

/* Passes from the side to move until play ends, as the rules end it. */
static void
pass_to_the_end(struct game *g)
{
	while (!game_ended(g))
		ck_assert_int_eq(game_play(g, game_to_move(g), COORD_PASS), MOVE_OK);
}

/*
 * Before the end, the playouts' margin as the game's rules count it: on a board
 * where nothing is left to play, exactly the count after the passes that end
 * play, under territory counting with pass stones (bga-teaching: the setup's 26
 * more black stones count against Black there), area counting with and without
 * pass stones (aga, chinese) and territory counting without them (japanese),
 * whoever is to move.
 */
START_TEST(test_settled_board_is_estimated_as_it_counts)
{
	static const char *const presets[] = {"bga-teaching", "chinese", "aga", "japanese"};
	static const char *const moves[] = {"", "B E1", "B pass", "B pass W pass B E1"};
	struct game g;
	struct estimate e, count;

	for (size_t i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		for (size_t m = 0; m < sizeof(moves) / sizeof(moves[0]); m++) {
			fixture_diagram(&g, walls);
			use_rules(&g, presets[i]);
			fixture_play(&g, moves[m]);
			estimate_game(&g, 1, &e);
			ck_assert(!e.counted);
			ck_assert_int_eq(e.playouts, ESTIMATE_PLAYOUTS);
			ck_assert(fabs(e.mean - e.margin) < 1e-9);
			pass_to_the_end(&g);
			estimate_count(&g, 1, &count);
			ck_assert_msg(e.margin == count.margin, "%s after '%s': %g, counted %g",
			              presets[i], moves[m], e.margin, count.margin);
			game_free(&g);
		}
	}
	/* (Under area counting that is the board's 27 less komi.) */
	fixture_diagram(&g, walls);
	use_rules(&g, "chinese");
	estimate_game(&g, 1, &e);
	ck_assert(e.margin == 27 - 7.5);
	game_free(&g);
}
END_TEST

/* Pass stones handed over count as turns: after B pass, W pass (play ended), B E1
 * (play resumed) and W pass, the estimate is what it was before. */
START_TEST(test_passes_change_no_estimate)
{
	struct game g;
	struct estimate before, after;

	fixture_diagram(&g, walls);
	use_rules(&g, "aga");
	estimate_game(&g, 3, &before);
	fixture_play(&g, "B pass W pass B E1 W pass");
	ck_assert(!game_ended(&g));
	estimate_game(&g, 3, &after);
	ck_assert(before.margin == after.margin);
	game_free(&g);
}
END_TEST

/* White's handicap bonus is taken off under area counting (chinese: N points). */
START_TEST(test_area_estimate_takes_the_handicap_bonus)
{
	struct game g;
	double plain, bonus;

	fixture_diagram(&g, walls);
	use_rules(&g, "chinese");
	plain = estimate_playouts_margin(&g, 1, 64, NULL);
	g.handicap = 3;
	bonus = estimate_playouts_margin(&g, 1, 64, NULL);
	ck_assert(plain - bonus == 3);
	game_free(&g);
}
END_TEST

/* The same position and seed give the same estimate, and the game is not changed. */
START_TEST(test_estimate_is_deterministic_and_leaves_game_alone)
{
	struct game g;
	struct fixture_snapshot before, after;
	struct estimate a, b;

	fixture_game(&g, 9, "B E5 C3 G7; W C7 G3 E3");
	fixture_snapshot_take(&g, &before);
	estimate_game(&g, 42, &a);
	estimate_game(&g, 42, &b);
	fixture_snapshot_take(&g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	ck_assert(a.margin == b.margin && a.mean == b.mean);
	/* A whole number before komi, as a count is. */
	ck_assert(a.margin + 7.5 == floor(a.margin + 7.5));
	game_free(&g);
	/* Five black stones against none, on an open board: the playouts play it out. */
	fixture_game(&g, 9, "B C3 C7 G3 G7 E5");
	estimate_game(&g, 42, &a);
	ck_assert_msg(a.margin > 20, "%g", a.margin);
	game_free(&g);
}
END_TEST

/* A position White has all but lost (a corner against the rest) is estimated so,
 * by area: 73 points to 8. */
START_TEST(test_lopsided_position_is_far_behind)
{
	struct game g;
	struct estimate e;

	fixture_diagram(&g, "XXXXXO.O.\n"
	                    "X.XXXOOOO\n"
	                    "XXXXXXXXX\n"
	                    "XXXXXXXXX\n"
	                    "XXXXXXXXX\n"
	                    "XXXX.XXXX\n"
	                    "XXXXXXXXX\n"
	                    "XXXXXXXXX\n"
	                    "XX.XXXX.X\n");
	use_rules(&g, "chinese");
	estimate_game(&g, 7, &e);
	ck_assert_msg(e.margin == 73 - 8 - 7.5, "%g", e.margin);
	game_free(&g);
}
END_TEST

/* The estimate suite. */
Suite *
estimate_suite(void)
{
	Suite *s = suite_create("estimate");
	TCase *tc = tcase_create("estimate");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_ended_game_is_counted);
	tcase_add_test(tc, test_settled_board_is_estimated_as_it_counts);
	tcase_add_test(tc, test_passes_change_no_estimate);
	tcase_add_test(tc, test_area_estimate_takes_the_handicap_bonus);
	tcase_add_test(tc, test_estimate_is_deterministic_and_leaves_game_alone);
	tcase_add_test(tc, test_lopsided_position_is_far_behind);
	suite_add_tcase(s, tc);
	return s;
}
