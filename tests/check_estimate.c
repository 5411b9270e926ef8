/*
 * check_estimate.c -- goref's estimate of a result (engine/judge/estimate.c): the
 * count once play has ended or nothing is left open, before that the area the
 * playouts give each side, under the rules' way of counting (pass stones, area,
 * handicap bonus), with honest bounds, deterministic for a seed.
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
	uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];

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
	score_territory(&g, status, owner);
	ck_assert(e.counted);
	ck_assert_int_eq(e.playouts, 0);
	ck_assert(e.margin == s.margin && e.score.margin == s.margin);
	ck_assert(e.lower == e.margin && e.upper == e.margin);
	ck_assert(memcmp(e.owner, owner, sizeof(owner)) == 0);
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
 * A board with nothing left open is counted before the closing passes (records
 * often stop without them), and the count is the one after the passes that end
 * play, under territory counting with pass stones (bga-teaching: the setup's 26
 * more black stones count against Black there), area counting with and without
 * pass stones (aga, chinese) and territory counting without them (japanese),
 * whoever is to move. So is an empty board, and one where a side has no stone.
 */
START_TEST(test_settled_board_is_counted_before_the_passes)
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
			ck_assert(e.counted);
			ck_assert_int_eq(e.playouts, 0);
			pass_to_the_end(&g);
			estimate_count(&g, 1, &count);
			ck_assert_msg(e.margin == count.margin, "%s after '%s': %g, counted %g",
			              presets[i], moves[m], e.margin, count.margin);
			game_free(&g);
		}
	}
	fixture_game(&g, 9, "");
	estimate_game(&g, 1, &e);
	ck_assert(e.counted && e.margin == -7.5);
	game_free(&g);
	fixture_game(&g, 9, "B C3 G7");
	use_rules(&g, "chinese");
	estimate_game(&g, 1, &e);
	ck_assert(e.counted && e.margin == 81 - 7.5);
	game_free(&g);
}
END_TEST

/*
 * Open area is estimated: after 27 moves of the sample game (60 neutral points
 * in the count, which called six White stones dead and answered W+0.5) Black is
 * ahead, and the game's result B+19.5 lies within the bounds; the estimate is a
 * count of who owns what (dead stones are the opponent's points), a whole number
 * plus komi's fraction. After its 45 moves, with nothing left open and no
 * closing passes yet, the count itself: B+19.5.
 */
START_TEST(test_open_area_is_estimated)
{
	struct game g;
	struct estimate e;
	int owned[3] = {0, 0, 0};
	coord_t points[BOARD_MAX_POINTS];
	int n;

	fixture_sample_game(&g, 27);
	estimate_game(&g, 0, &e);
	ck_assert(!e.counted);
	ck_assert_int_eq(e.playouts, ESTIMATE_PLAYOUTS);
	ck_assert_msg(e.margin > 0 && e.lower <= 19.5 && 19.5 <= e.upper && e.lower < e.upper,
	              "%g in [%g, %g]", e.margin, e.lower, e.upper);
	ck_assert(e.margin + 7.5 == floor(e.margin + 7.5));
	n = board_points(&g.board, points);
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color stone = board_at(&g.board, p);
		owned[e.owner[p]]++;
		if (stone != COLOR_EMPTY)
			ck_assert_int_eq(e.owner[p],
			                 e.status[p] == STATUS_DEAD ? color_other(stone) : stone);
	}
	ck_assert_int_eq(owned[COLOR_BLACK], e.score.area[COLOR_BLACK]);
	ck_assert_int_eq(owned[COLOR_WHITE], e.score.area[COLOR_WHITE]);
	game_free(&g);
	fixture_sample_game(&g, 45);
	ck_assert(!game_ended(&g));
	estimate_game(&g, 0, &e);
	ck_assert(e.counted && e.margin == 19.5);
	game_free(&g);
}
END_TEST

/* An open position is estimated alike under territory counting with pass stones
 * and area counting (they agree at the end), and area counting takes White's
 * handicap bonus off (chinese: a point a stone). */
START_TEST(test_open_estimate_counts_as_the_rules_do)
{
	static const char *const presets[] = {"bga-teaching", "chinese", "aga"};
	struct game g;
	struct estimate e;
	double margin[3];

	for (int i = 0; i < 3; i++) {
		fixture_sample_game(&g, 20);
		use_rules(&g, presets[i]);
		estimate_game(&g, 3, &e);
		ck_assert(!e.counted);
		margin[i] = e.margin;
		game_free(&g);
	}
	ck_assert_msg(margin[0] == margin[1] && margin[1] == margin[2], "%g %g %g", margin[0],
	              margin[1], margin[2]);
	fixture_sample_game(&g, 20);
	use_rules(&g, "chinese");
	g.handicap = 3;
	estimate_game(&g, 3, &e);
	ck_assert(margin[1] - e.margin == 3);
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
	ck_assert(!a.counted);
	ck_assert(a.margin == b.margin && a.lower == b.lower && a.upper == b.upper);
	/* A whole number before komi, as a count is. */
	ck_assert(a.margin + 7.5 == floor(a.margin + 7.5));
	game_free(&g);
	/* Five black stones against one, on an open board: Black owns most of it. */
	fixture_game(&g, 9, "B C3 C7 G3 G7 E5; W A1");
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
	tcase_add_test(tc, test_settled_board_is_counted_before_the_passes);
	tcase_add_test(tc, test_open_area_is_estimated);
	tcase_add_test(tc, test_open_estimate_counts_as_the_rules_do);
	tcase_add_test(tc, test_passes_change_no_estimate);
	tcase_add_test(tc, test_estimate_is_deterministic_and_leaves_game_alone);
	tcase_add_test(tc, test_lopsided_position_is_far_behind);
	suite_add_tcase(s, tc);
	return s;
}
