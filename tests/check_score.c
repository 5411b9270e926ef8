/*
 * check_score.c -- counting (doc/rules.md §7): territory + prisoners (captures, dead
 * stones, pass stones, the closing passes still owed) + komi, the seed's two
 * worked games, result texts, and the §5 consequence that territory counting
 * and area counting give the same margin once both sides have had equal turns.
 */
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/rules/score.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* Asserts the result text of a score. */
static void
assert_result(const struct score *s, const char *expected)
{
	char text[SCORE_TEXT_MAX];

	score_result_text(s->margin, text);
	ck_assert_str_eq(text, expected);
}

START_TEST(test_rules_7_association_9x9_game_is_white_by_2_5)
{
	struct game g;
	struct score s;

	/*
	 * Black H1 takes the seven white stones on the first line; White E5 takes
	 * the black stone at E6; then Black passes and White passes (one pass stone
	 * each). Black: rows 1-3 behind its wall, 18 points. White: rows 8-9 and E6,
	 * 19 points. Rows 5-6 between the walls are neutral.
	 */
	fixture_diagram(&g, ". . . . . . . . .\n"
			    ". . . . . . . . .\n"
			    "O O O O O O O O O\n"
			    ". . . O X O . . .\n"
			    ". . . . . . . . .\n"
			    "X X X X X X X X X\n"
			    ". . . . . . . . .\n"
			    "X X X X X X X . X\n"
			    "O O O O O O O . .\n");
	fixture_play(&g, "B H1 W E5 B pass W pass");
	ck_assert(game_ended(&g));
	score_count(&g, NULL, &s);
	ck_assert(s.ended);
	ck_assert_int_eq(s.implied_passes, 0);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 18);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 19);
	ck_assert_int_eq(s.captures[COLOR_BLACK], 7);
	ck_assert_int_eq(s.captures[COLOR_WHITE], 1);
	ck_assert_int_eq(s.pass_stones[COLOR_BLACK], 1);
	ck_assert_int_eq(s.pass_stones[COLOR_WHITE], 1);
	ck_assert_int_eq(s.dead[COLOR_BLACK] + s.dead[COLOR_WHITE], 0);
	ck_assert_int_eq(s.dame, 14);
	ck_assert_double_eq(s.total[COLOR_BLACK], 26.0);
	ck_assert_double_eq(s.total[COLOR_WHITE], 28.5);
	ck_assert_double_eq(s.margin, -2.5);
	/* Both sides placed 18 setup stones, so area counting agrees. */
	ck_assert_double_eq(s.area_margin, -2.5);
	assert_result(&s, "W+2.5");
	game_free(&g);
}
END_TEST

START_TEST(test_rules_7_seed_7x7_game_is_black_by_5)
{
	struct game g;
	struct score s;

	/*
	 * Black: 6 points top left, 5 bottom right. White: 3 points top right, 2
	 * bottom left (A2 after taking the black stone there with A1, and B1).
	 * D4 is neutral. No komi. The seed counts no pass stones; here the closing
	 * B pass, W pass gives each side one, which leaves the margin at 5.
	 */
	fixture_diagram(&g, ". . . X O . .\n"
			    ". . . X O . O\n"
			    "X X X X O O O\n"
			    "O O O . X X X\n"
			    "O O O X X X X\n"
			    "X O O X . . .\n"
			    ". . O X . . .\n");
	g.komi = 0;
	fixture_play(&g, "B E2 W A1 B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 6 + 5);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 3 + 2);
	ck_assert_int_eq(s.captures[COLOR_WHITE], 1);
	ck_assert_int_eq(s.captures[COLOR_BLACK], 0);
	ck_assert_int_eq(s.dame, 1);
	ck_assert_double_eq(s.total[COLOR_BLACK], 6 + 5 + 1);
	ck_assert_double_eq(s.total[COLOR_WHITE], 3 + 1 + 2 + 1);
	ck_assert_double_eq(s.margin, 5.0);
	assert_result(&s, "B+5");
	game_free(&g);
}
END_TEST

START_TEST(test_empty_board_is_all_neutral_and_white_wins_by_komi)
{
	struct game g;
	struct score s;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	score_count(&g, NULL, &s);
	ck_assert(!s.ended);
	ck_assert_int_eq(s.territory[COLOR_BLACK] + s.territory[COLOR_WHITE], 0);
	ck_assert_int_eq(s.dame, 81);
	/* The implied B pass, W pass hand each side one stone. */
	ck_assert_int_eq(s.implied_passes, 2);
	ck_assert_int_eq(s.implied_stones[COLOR_BLACK], 1);
	ck_assert_int_eq(s.implied_stones[COLOR_WHITE], 1);
	ck_assert_double_eq(s.margin, -7.5);
	ck_assert_double_eq(s.area_margin, -7.5);
	assert_result(&s, "W+7.5");
	game_free(&g);
}
END_TEST

START_TEST(test_white_closing_pass_counts_when_play_stopped_early)
{
	struct game g;
	struct score s;

	/* STYLE.md's passes.tst: after W pass, B pass, White's closing pass is implied. */
	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B E5 W pass B pass");
	score_count(&g, NULL, &s);
	ck_assert(!s.ended);
	ck_assert_int_eq(s.implied_passes, 1);
	ck_assert_int_eq(s.implied_stones[COLOR_BLACK], 1);
	ck_assert_int_eq(s.implied_stones[COLOR_WHITE], 0);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 80);
	ck_assert_double_eq(s.total[COLOR_BLACK], 82.0);
	ck_assert_double_eq(s.total[COLOR_WHITE], 8.5);
	assert_result(&s, "B+73.5");
	/* Playing that pass gives the same count, now with play ended. */
	fixture_play(&g, "W pass");
	score_count(&g, NULL, &s);
	ck_assert(s.ended);
	ck_assert_int_eq(s.implied_passes, 0);
	ck_assert_double_eq(s.total[COLOR_BLACK], 82.0);
	ck_assert_double_eq(s.area_margin, 73.5);
	assert_result(&s, "B+73.5");
	game_free(&g);
}
END_TEST

/* A 7x7 position: Black owns columns A-B, White columns E-G; one stone of each is dead. */
static const char dead_stones[] = ". . X O . . .\n"
				  "O . X O . . .\n"
				  ". . X O . . .\n"
				  ". . X O . X .\n"
				  ". . X O . . .\n"
				  ". O X O . . .\n"
				  ". . X O . . .\n";

START_TEST(test_dead_stones_become_prisoners_and_their_points_territory)
{
	struct game g;
	struct score s;
	uint8_t status[BOARD_MAX_POINTS];

	fixture_diagram(&g, dead_stones);
	fixture_play(&g, "B pass W pass");
	memset(status, STATUS_ALIVE, sizeof(status));
	status[fixture_coord(&g, "A6")] = STATUS_DEAD;
	status[fixture_coord(&g, "B2")] = STATUS_DEAD;
	status[fixture_coord(&g, "F4")] = STATUS_DEAD;
	score_count(&g, status, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 14);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 21);
	ck_assert_int_eq(s.dead[COLOR_BLACK], 2);
	ck_assert_int_eq(s.dead[COLOR_WHITE], 1);
	ck_assert_int_eq(s.alive_stones[COLOR_BLACK], 7);
	ck_assert_int_eq(s.alive_stones[COLOR_WHITE], 7);
	ck_assert_int_eq(s.dame, 0);
	ck_assert_double_eq(s.total[COLOR_BLACK], 14 + 2 + 1);
	ck_assert_double_eq(s.total[COLOR_WHITE], 21 + 1 + 1 + 7.5);
	assert_result(&s, "W+13.5");
	game_free(&g);
}
END_TEST

START_TEST(test_living_stones_inside_territory_make_it_neutral)
{
	struct game g;
	struct score s;

	/* The same position with every stone alive: the invaded regions are nobody's. */
	fixture_diagram(&g, dead_stones);
	fixture_play(&g, "B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 0);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 0);
	ck_assert_int_eq(s.dame, 14 - 2 + 21 - 1);
	ck_assert_int_eq(s.alive_stones[COLOR_BLACK], 8);
	ck_assert_int_eq(s.alive_stones[COLOR_WHITE], 9);
	game_free(&g);
}
END_TEST

START_TEST(test_territory_owner_of_points_stones_and_dead_stones)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS], owner[BOARD_MAX_POINTS];

	fixture_diagram(&g, dead_stones);
	memset(status, STATUS_ALIVE, sizeof(status));
	status[fixture_coord(&g, "F4")] = STATUS_DEAD;
	score_territory(&g, status, owner);
	ck_assert_int_eq(owner[fixture_coord(&g, "F4")], COLOR_WHITE);
	ck_assert_int_eq(owner[fixture_coord(&g, "G7")], COLOR_WHITE);
	ck_assert_int_eq(owner[fixture_coord(&g, "C4")], COLOR_BLACK);
	ck_assert_int_eq(owner[fixture_coord(&g, "D4")], COLOR_WHITE);
	/* A6 is alive: Black's side is shared, so neutral. */
	ck_assert_int_eq(owner[fixture_coord(&g, "A1")], COLOR_EMPTY);
	ck_assert_int_eq(owner[fixture_coord(&g, "A6")], COLOR_WHITE);
	game_free(&g);
}
END_TEST

START_TEST(test_seki_liberties_belong_to_nobody)
{
	struct game g;
	struct score s;
	uint8_t owner[BOARD_MAX_POINTS];

	/*
	 * Seki: the white ring and the black stone D4 inside it share their only
	 * liberties, C4 and E4; whoever fills one is captured. Those two points are
	 * nobody's. The outer black wall owns rows 1 and 7.
	 */
	fixture_diagram(&g, ". . . . . . .\n"
			    "X X X X X X X\n"
			    "X O O O O O X\n"
			    "X O . X . O X\n"
			    "X O O O O O X\n"
			    "X X X X X X X\n"
			    ". . . . . . .\n");
	ck_assert_int_eq(board_libs(&g.board, fixture_coord(&g, "C3")), 2);
	ck_assert_int_eq(board_libs(&g.board, fixture_coord(&g, "D4")), 2);
	fixture_play(&g, "B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 14);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 0);
	ck_assert_int_eq(s.dame, 2);
	score_territory(&g, NULL, owner);
	ck_assert_int_eq(owner[fixture_coord(&g, "C4")], COLOR_EMPTY);
	ck_assert_int_eq(owner[fixture_coord(&g, "E4")], COLOR_EMPTY);
	ck_assert_int_eq(owner[fixture_coord(&g, "D7")], COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_integer_komi_can_give_a_draw)
{
	struct game g;
	struct score s;

	game_init(&g, 9, 0.0);
	fixture_play(&g, "B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert_double_eq(s.margin, 0.0);
	assert_result(&s, "0");
	game_free(&g);
}
END_TEST

START_TEST(test_result_text_names_the_winner_and_margin)
{
	char text[SCORE_TEXT_MAX];

	score_result_text(3.5, text);
	ck_assert_str_eq(text, "B+3.5");
	score_result_text(-0.5, text);
	ck_assert_str_eq(text, "W+0.5");
	score_result_text(5.0, text);
	ck_assert_str_eq(text, "B+5");
	score_result_text(-81.5, text);
	ck_assert_str_eq(text, "W+81.5");
	score_result_text(0.0, text);
	ck_assert_str_eq(text, "0");
	score_result_text(-0.0, text);
	ck_assert_str_eq(text, "0");
	score_result_text(368.5, text);
	ck_assert_str_eq(text, "B+368.5");
}
END_TEST

/* Turns and captures by colour, kept up to date move by move. */
struct tally {
	int turns[3];    /* moves (stones and passes) by colour */
	int captured[3]; /* stones captured by colour */
};

/* Adds the last move of g to the tally. */
static void
tally_last_move(struct tally *t, const struct game *g)
{
	const struct move *m = game_last_move(g);

	t->turns[m->color]++;
	t->captured[m->color] += m->captured;
}

/*
 * Checks the counting invariants of the position now: captures and stones as
 * tallied, every point counted once, and the territory margin equal to the
 * area margin.
 */
static void
require_counting_invariants(const struct game *g, const struct tally *t, int game, int move)
{
	struct score s;
	int points;

	score_count(g, NULL, &s);
	FIXTURE_REQUIRE(s.captures[COLOR_BLACK] == t->captured[COLOR_BLACK] &&
				s.captures[COLOR_WHITE] == t->captured[COLOR_WHITE],
			"game %d move %d: captures %d/%d, tallied %d/%d", game, move,
			s.captures[COLOR_BLACK], s.captures[COLOR_WHITE],
			t->captured[COLOR_BLACK], t->captured[COLOR_WHITE]);
	FIXTURE_REQUIRE(s.alive_stones[COLOR_BLACK] == g->board.stones[COLOR_BLACK] &&
				s.alive_stones[COLOR_WHITE] == g->board.stones[COLOR_WHITE],
			"game %d move %d: stone counts differ", game, move);
	points = s.territory[COLOR_BLACK] + s.territory[COLOR_WHITE] + s.dame +
		 s.alive_stones[COLOR_BLACK] + s.alive_stones[COLOR_WHITE];
	FIXTURE_REQUIRE(points == game_size(g) * game_size(g),
			"game %d move %d: %d points counted", game, move, points);
	/*
	 * doc/rules.md §5: with pass stones and White moving last, equal turns make
	 * territory + prisoners agree with area counting. The closing passes that
	 * score_count implies always even the turns out, so this is checked after
	 * every move, not only when the turns played so far are equal.
	 */
	FIXTURE_REQUIRE(s.margin == s.area_margin,
			"game %d move %d (turns B %d W %d): margin %g but area margin %g", game,
			move, t->turns[COLOR_BLACK], t->turns[COLOR_WHITE], s.margin,
			s.area_margin);
}

/*
 * Marks each chain dead with probability 1/3 and checks that counting the dead
 * stones as prisoners (and their points as territory) keeps the two margins equal.
 */
static void
require_margins_agree_with_random_dead_chains(const struct game *g, uint64_t *rng, int game)
{
	uint8_t status[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS], stones[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points);
	struct score s;

	memset(status, STATUS_ALIVE, sizeof(status));
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (board_at(&g->board, p) == COLOR_EMPTY || board_chain(&g->board, p) != p)
			continue;
		if (rng_below(rng, 3) == 0) {
			int k = board_stones(&g->board, p, stones);
			while (k-- > 0)
				status[stones[k]] = STATUS_DEAD;
		}
	}
	score_count(g, status, &s);
	FIXTURE_REQUIRE(s.margin == s.area_margin,
			"game %d with dead chains: margin %g but area margin %g", game, s.margin,
			s.area_margin);
}

START_TEST(test_random_games_territory_margin_equals_area_margin)
{
	uint64_t rng = 0x9b1d7c2e4f3a6058ULL;
	int games = fixture_property_count(2000);
	long equal_turns = 0, captured = 0;

	for (int i = 0; i < games; i++) {
		struct game g;
		struct tally t = { { 0, 0, 0 }, { 0, 0, 0 } };
		int size = 5 + i % 15, limit = 4 * size * size, n = 0;

		game_init(&g, size, GAME_DEFAULT_KOMI);
		/* Superko keeps random games finite (see check_game.c). */
		g.rules.ko = KO_POSITIONAL;
		while (!game_ended(&g)) {
			if (++n > limit)
				FIXTURE_REQUIRE(game_play(&g, game_to_move(&g), COORD_PASS) ==
							MOVE_OK,
						"pass refused");
			else
				fixture_random_turn(&g, &rng);
			tally_last_move(&t, &g);
			FIXTURE_REQUIRE(board_check(&g.board), "game %d move %d: board_check", i,
					n);
			require_counting_invariants(&g, &t, i, n);
			equal_turns += t.turns[COLOR_BLACK] == t.turns[COLOR_WHITE];
		}
		ck_assert_int_eq(t.turns[COLOR_BLACK], t.turns[COLOR_WHITE]);
		captured += t.captured[COLOR_BLACK] + t.captured[COLOR_WHITE];
		require_margins_agree_with_random_dead_chains(&g, &rng, i);
		game_free(&g);
	}
	/* The games were real: many turns with equal counts, and many captures. */
	ck_assert_int_gt(equal_turns, games);
	ck_assert_int_gt(captured, games);
}
END_TEST

/* The scoring module's suite. */
Suite *
score_suite(void)
{
	Suite *s = suite_create("score");
	TCase *counting = tcase_create("counting");
	TCase *property = tcase_create("property");

	tcase_add_test(counting, test_rules_7_association_9x9_game_is_white_by_2_5);
	tcase_add_test(counting, test_rules_7_seed_7x7_game_is_black_by_5);
	tcase_add_test(counting, test_empty_board_is_all_neutral_and_white_wins_by_komi);
	tcase_add_test(counting, test_white_closing_pass_counts_when_play_stopped_early);
	tcase_add_test(counting, test_dead_stones_become_prisoners_and_their_points_territory);
	tcase_add_test(counting, test_living_stones_inside_territory_make_it_neutral);
	tcase_add_test(counting, test_territory_owner_of_points_stones_and_dead_stones);
	tcase_add_test(counting, test_seki_liberties_belong_to_nobody);
	tcase_add_test(counting, test_integer_komi_can_give_a_draw);
	tcase_add_test(counting, test_result_text_names_the_winner_and_margin);
	suite_add_tcase(s, counting);

	tcase_add_test(property, test_random_games_territory_margin_equals_area_margin);
	tcase_set_timeout(property, 120);
	suite_add_tcase(s, property);
	return s;
}
