/*
 * check_light_player.c -- the light player (engine/search/light_player.c, with
 * settled.c's own eyes and settled regions): only legal moves, never an own-eye
 * fill, takes chains in atari, saves its own, avoids big self-atari, passes when the
 * game is over, the same seed gives the same game, and two gorefs end their
 * game under the rules (a Black pass then a White pass).
 */
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/judge/status.h"
#include "engine/search/light_player.h"
#include "engine/search/settled.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

#define SEEDS 40             /* rng seeds tried for each single-position test */
#define SELFPLAY_MAX_MOVES 400

/* Asserts that light_player_move never answers `forbidden` for color, over SEEDS seeds. */
static void
assert_never_chosen(const struct game *g, enum color color, const char *forbidden)
{
	coord_t bad = fixture_coord(g, forbidden);

	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t rng = seed;
		coord_t m = light_player_move(g, color, &rng);
		ck_assert_msg(m != bad, "seed %d chose %s", (int)seed, forbidden);
	}
}

/* Asserts that light_player_move answers `expected` for color, whatever the seed. */
static void
assert_always_chosen(const struct game *g, enum color color, const char *expected)
{
	coord_t want = fixture_coord(g, expected);

	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t rng = seed;
		coord_t m = light_player_move(g, color, &rng);
		char text[COORD_TEXT_MAX];
		coord_format(m, text);
		ck_assert_msg(m == want, "seed %d chose %s, not %s", (int)seed, text, expected);
	}
}

/* A 9x9 position with black eyes of every kind (see the eye test). */
static const char eyes_diagram[] = "\
. X . . . . X . X\n\
X X . . . . O X X\n\
. . . . . . . . .\n\
. X . . O X . . .\n\
X . X . X . X . .\n\
. X O . . X O . .\n\
. . . . . . . . .\n\
X X X . . . . . .\n\
. X . X . . . . .\n";

START_TEST(test_own_eye_needs_own_neighbours_and_few_enemy_diagonals)
{
	struct game g;

	fixture_diagram(&g, eyes_diagram);
	/* Corner and edge eyes with no enemy diagonal. */
	ck_assert(settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "A1")));
	ck_assert(settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "C1")));
	ck_assert(settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "A9")));
	/* On the edge one enemy diagonal makes it false. */
	ck_assert(!settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "H9")));
	/* In the centre one enemy diagonal is allowed, two are not. */
	ck_assert(settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "B5")));
	ck_assert(!settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "F5")));
	/* Never the opponent's eye, an open point or a stone. */
	ck_assert(!settled_is_own_eye(&g.board, COLOR_WHITE, fixture_coord(&g, "A1")));
	ck_assert(!settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "E2")));
	ck_assert(!settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "B1")));
	game_free(&g);
}
END_TEST

START_TEST(test_last_liberty_of_a_chain_in_atari_is_not_an_eye)
{
	struct game g;

	fixture_diagram(&g, "\
. X O . .\n\
X X O . .\n\
O O O . .\n\
. . . . .\n\
. . . . .\n");
	ck_assert_int_eq(board_libs(&g.board, fixture_coord(&g, "B5")), 1);
	ck_assert(!settled_is_own_eye(&g.board, COLOR_BLACK, fixture_coord(&g, "A5")));
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_never_fills_its_own_eyes)
{
	struct game g;

	fixture_diagram(&g, eyes_diagram);
	assert_never_chosen(&g, COLOR_BLACK, "A1");
	assert_never_chosen(&g, COLOR_BLACK, "C1");
	assert_never_chosen(&g, COLOR_BLACK, "A9");
	assert_never_chosen(&g, COLOR_BLACK, "B5");
	game_free(&g);
}
END_TEST

/* A 5x5 board all black but four single-point eyes: no eye fill is a self-atari. */
static const char four_eyes_diagram[] = "\
X X X X X\n\
X . X . X\n\
X X X X X\n\
X . X . X\n\
X X X X X\n";

START_TEST(test_only_eye_fills_left_means_pass)
{
	struct game g;
	uint64_t rng = 1;

	fixture_diagram(&g, four_eyes_diagram);
	ck_assert_int_eq(light_player_move(&g, COLOR_BLACK, &rng), COORD_PASS);
	game_free(&g);
}
END_TEST

START_TEST(test_cleanup_never_fills_own_eyes_even_if_judged_dead)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];

	/* With its own stones marked dead no territory protects the eyes: only the eye rule. */
	fixture_diagram(&g, four_eyes_diagram);
	memset(status, STATUS_DEAD, sizeof(status));
	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t rng = seed;
		ck_assert_int_eq(light_player_cleanup(&g, COLOR_BLACK, status, &rng), COORD_PASS);
	}
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_takes_the_largest_chain_in_atari)
{
	struct game g;

	/* White D4 E4 (last liberty E5) and White H1 (last liberty J1) are both in atari. */
	fixture_game(&g, 9, "W D4 E4 H1; B C4 D3 E3 F4 D5 G1 H2");
	assert_always_chosen(&g, COLOR_BLACK, "E5");
	fixture_play(&g, "B E5");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_escapes_atari_by_extending)
{
	struct game g;

	/* Black D4 E4 has one liberty, E5; extending there gives it F5 and E6. */
	fixture_game(&g, 9, "B D4 E4; W C4 D3 E3 F4 D5");
	assert_always_chosen(&g, COLOR_BLACK, "E5");
	fixture_play(&g, "B E5");
	ck_assert_int_ge(board_libs(&g.board, fixture_coord(&g, "D4")), 2);
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_escapes_atari_by_capturing_the_attacker)
{
	struct game g;

	/* Black D4 is in atari (D5); the attacker White D3 is itself in atari (D2). */
	fixture_game(&g, 9, "B D4 C3 E3; W C4 E4 D3");
	assert_always_chosen(&g, COLOR_BLACK, "D2");
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_avoids_self_atari_of_a_big_chain)
{
	struct game g;

	/* Black D4 E4 F4 has two liberties, D5 and E5; filling either leaves one. */
	fixture_game(&g, 9, "B D4 E4 F4; W C4 G4 D3 E3 F3 F5 C5 D6 E6");
	assert_never_chosen(&g, COLOR_BLACK, "D5");
	assert_never_chosen(&g, COLOR_BLACK, "E5");
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_never_retakes_a_ko_at_once)
{
	for (int rule = KO_SIMPLE; rule <= KO_POSITIONAL; rule++) {
		struct game g;

		/* doc/rules.md §8.4: after B E4 takes D4, White may not retake at D4 at once. */
		fixture_game(&g, 9, "W D4 E3 F4 E5; B C4 D3 D5");
		g.rules.ko = (enum ko_rule)rule;
		fixture_play(&g, "B E4");
		ck_assert_int_ne(game_check_move(&g, COLOR_WHITE, fixture_coord(&g, "D4")), MOVE_OK);
		assert_never_chosen(&g, COLOR_WHITE, "D4");
		game_free(&g);
	}
}
END_TEST

/* Where the rules allow a multi-stone suicide, genmove still never plays one (and
 * does not trip over it while weighing the candidates). */
START_TEST(test_genmove_never_plays_a_legal_suicide)
{
	struct game g;

	fixture_game(&g, 9, "B B1 B2 A3; W A1");
	rules_use_preset(&g.rules, rules_preset_find("new-zealand"));
	fixture_play(&g, "B J9");
	ck_assert_int_eq(game_check_move(&g, COLOR_WHITE, fixture_coord(&g, "A2")), MOVE_OK);
	assert_never_chosen(&g, COLOR_WHITE, "A2");
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_never_recreates_an_earlier_position)
{
	struct game g;

	/*
	 * After two passes the simple-ko ban is over, but retaking at D4 would bring back
	 * the position before B E4: legal under simple ko, yet goref must not cycle.
	 */
	fixture_game(&g, 9, "W D4 E3 F4 E5; B C4 D3 D5");
	fixture_play(&g, "B E4 W pass B pass");
	ck_assert_int_eq(game_check_move(&g, COLOR_WHITE, fixture_coord(&g, "D4")), MOVE_OK);
	assert_never_chosen(&g, COLOR_WHITE, "D4");
	game_free(&g);
}
END_TEST

/* A finished 9x9 game: a wall down the middle, no dame, no dead stones. */
static const char finished_diagram[] = "\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n";

START_TEST(test_genmove_passes_on_a_finished_position)
{
	struct game g;

	fixture_diagram(&g, finished_diagram);
	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t rng = seed;
		ck_assert_int_eq(light_player_move(&g, COLOR_BLACK, &rng), COORD_PASS);
		ck_assert_int_eq(light_player_move(&g, COLOR_WHITE, &rng), COORD_PASS);
	}
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_answers_a_pass_with_a_pass_when_nothing_is_left)
{
	struct game g;
	uint64_t rng = 7;

	fixture_diagram(&g, finished_diagram);
	fixture_play(&g, "B pass");
	ck_assert_int_eq(light_player_move(&g, COLOR_WHITE, &rng), COORD_PASS);
	fixture_play(&g, "W pass");
	ck_assert(game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_genmove_plays_on_when_the_board_is_open)
{
	struct game g;
	uint64_t rng = 3;

	fixture_game(&g, 9, "");
	ck_assert_int_ne(light_player_move(&g, COLOR_BLACK, &rng), COORD_PASS);
	fixture_play(&g, "B E5");
	ck_assert_int_ne(light_player_move(&g, COLOR_WHITE, &rng), COORD_PASS);
	game_free(&g);
}
END_TEST

/* The same as finished_diagram, with a dead White stone at B5 in Black's area. */
static const char dead_stone_diagram[] = "\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. O . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n\
. . . X O . . . .\n";

START_TEST(test_cleanup_goes_for_the_dead_stones_first)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	coord_t dead;

	fixture_diagram(&g, dead_stone_diagram);
	dead = fixture_coord(&g, "B5");
	memset(status, STATUS_ALIVE, sizeof(status));
	status[dead] = STATUS_DEAD;
	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t rng = seed;
		coord_t m = light_player_cleanup(&g, COLOR_BLACK, status, &rng);
		ck_assert_msg(m == dead + 1 || m == dead - 1 || m == dead + COORD_STRIDE ||
				      m == dead - COORD_STRIDE,
			      "seed %d: not a liberty of the dead stone", (int)seed);
	}
	game_free(&g);
}
END_TEST

START_TEST(test_cleanup_captures_the_dead_stones_and_the_game_ends)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	uint64_t rng = 11;
	coord_t dead;
	int moves = 0;

	fixture_diagram(&g, dead_stone_diagram);
	dead = fixture_coord(&g, "B5");
	memset(status, STATUS_ALIVE, sizeof(status));
	status[dead] = STATUS_DEAD;
	while (!game_ended(&g) && moves++ < 100) {
		enum color color = game_to_move(&g);
		coord_t m = light_player_cleanup(&g, color, status, &rng);
		ck_assert_int_eq(game_play(&g, color, m), MOVE_OK);
		ck_assert(board_check(&g.board));
	}
	ck_assert(game_ended(&g));
	ck_assert_int_ne(board_at(&g.board, dead), COLOR_WHITE);
	ck_assert_int_ge(g.prisoners[COLOR_BLACK] - g.pass_stones[COLOR_BLACK], 1);
	game_free(&g);
}
END_TEST

/* Black's wall around a dead White chain whose only liberties are a two-point eye. */
static const char two_point_eye_diagram[] = "\
. . O X . . .\n\
O O O X . . .\n\
X X X X . . .\n\
. . . . . . .\n\
. . . . . . .\n\
. . . . . . .\n\
. . . . . . .\n";

/* A status array marking every stone of color dead. */
static void
mark_color_dead(const struct game *g, enum color color, uint8_t status[BOARD_MAX_POINTS])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points);

	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	for (int i = 0; i < n; i++)
		if (board_at(&g->board, points[i]) == color)
			status[points[i]] = STATUS_DEAD;
}

START_TEST(test_cleanup_throws_in_to_kill_a_two_point_eye)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	uint64_t rng = 5;
	int moves = 0;

	fixture_diagram(&g, two_point_eye_diagram);
	mark_color_dead(&g, COLOR_WHITE, status);
	for (uint64_t seed = 0; seed < SEEDS; seed++) {
		uint64_t r = seed;
		coord_t m = light_player_cleanup(&g, COLOR_BLACK, status, &r);
		ck_assert(m == fixture_coord(&g, "A7") || m == fixture_coord(&g, "B7"));
	}
	while (!game_ended(&g) && moves++ < 100) {
		enum color color = game_to_move(&g);
		ck_assert_int_eq(game_play(&g, color, light_player_cleanup(&g, color, status, &rng)),
				 MOVE_OK);
		ck_assert(board_check(&g.board));
	}
	ck_assert(game_ended(&g));
	ck_assert_int_ge(g.prisoners[COLOR_BLACK] - g.pass_stones[COLOR_BLACK], 4);
	game_free(&g);
}
END_TEST

/* How many stones status[] marks dead on g's board. */
static int
count_dead(const struct game *g, const uint8_t status[BOARD_MAX_POINTS])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points), dead = 0;

	for (int i = 0; i < n; i++)
		if (board_at(&g->board, points[i]) != COLOR_EMPTY && status[points[i]] == STATUS_DEAD)
			dead++;
	return dead;
}

START_TEST(test_cleanup_after_a_game_against_a_random_player_removes_the_dead)
{
	int games = fixture_property_count(12), judged = 0, left = 0;

	for (int i = 0; i < games; i++) {
		struct game g;
		uint8_t status[BOARD_MAX_POINTS];
		uint64_t rng = (uint64_t)i + 500;
		int moves = 0;

		/* White plays at random for a while, so dead stones are left at the end. */
		fixture_game(&g, 9, "");
		while (!game_ended(&g) && moves++ < SELFPLAY_MAX_MOVES) {
			enum color color = game_to_move(&g);
			coord_t m = color == COLOR_WHITE && g.n_moves < 60
					    ? fixture_random_point(&g, color, &rng)
					    : light_player_move(&g, color, &rng);
			ck_assert_int_eq(game_play(&g, color, m), MOVE_OK);
		}
		ck_assert(game_ended(&g));
		status_judge(&g, (uint64_t)i, status);
		judged += count_dead(&g, status);
		/* The judgement is disputed: play resumes, both sides clean up. */
		moves = 0;
		do {
			enum color color = game_to_move(&g);
			coord_t m = light_player_cleanup(&g, color, status, &rng);
			ck_assert_int_eq(game_play(&g, color, m), MOVE_OK);
			ck_assert(board_check(&g.board));
		} while (!game_ended(&g) && moves++ < SELFPLAY_MAX_MOVES);
		ck_assert_msg(game_ended(&g), "game %d: cleanup did not end", i);
		left += count_dead(&g, status);
		game_free(&g);
	}
	ck_assert_msg(left * 10 <= judged, "%d of %d dead stones left after cleanup", left, judged);
}
END_TEST

/* A status array marking each stone dead with probability one in four. */
static void
random_status(const struct game *g, uint64_t *rng, uint8_t status[BOARD_MAX_POINTS])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points);

	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	for (int i = 0; i < n; i++)
		if (board_at(&g->board, points[i]) != COLOR_EMPTY && rng_below(rng, 4) == 0)
			status[points[i]] = STATUS_DEAD;
}

/* Asserts that m is a pass or a legal move for color, and that g equals before. */
static void
assert_legal_and_unchanged(const struct game *g, enum color color, coord_t m,
			   const struct fixture_snapshot *before)
{
	struct fixture_snapshot after;

	fixture_snapshot_take(g, &after);
	ck_assert(fixture_snapshot_equal(before, &after));
	ck_assert_msg(m == COORD_PASS || game_check_move(g, color, m) == MOVE_OK,
		      "illegal move %d after %d moves", m, (int)g->n_moves);
}

START_TEST(test_genmove_is_always_legal_and_changes_nothing)
{
	static const int sizes[] = { 5, 7, 9, 13, 19 };
	int games = fixture_property_count(100);

	for (int i = 0; i < games; i++) {
		uint64_t rng = (uint64_t)i * 1000003u;
		struct game g;
		int size = sizes[i % 5];
		int turns = (int)rng_below(&rng, (uint32_t)(size * size * 2));
		uint8_t status[BOARD_MAX_POINTS];

		fixture_game(&g, size, "");
		g.rules.ko = i % 2 ? KO_POSITIONAL : KO_SIMPLE;
		for (int t = 0; t < turns; t++)
			fixture_random_turn(&g, &rng);
		random_status(&g, &rng, status);
		for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
			struct fixture_snapshot before;
			coord_t m;

			fixture_snapshot_take(&g, &before);
			m = light_player_move(&g, (enum color)c, &rng);
			assert_legal_and_unchanged(&g, (enum color)c, m, &before);
			ck_assert(m == COORD_PASS ||
				  !settled_is_own_eye(&g.board, (enum color)c, m));
			m = light_player_cleanup(&g, (enum color)c, status, &rng);
			assert_legal_and_unchanged(&g, (enum color)c, m, &before);
			ck_assert(m == COORD_PASS ||
				  !settled_is_own_eye(&g.board, (enum color)c, m));
		}
		game_free(&g);
	}
}
END_TEST

/*
 * Two gorefs play each other from g's position with one rng; every move must be
 * legal and keep the board consistent. Returns the moves played (at most max).
 */
static int
self_play(struct game *g, uint64_t seed, int max)
{
	uint64_t rng = seed;
	int moves = 0;

	while (!game_ended(g) && moves < max) {
		enum color color = game_to_move(g);
		coord_t m = light_player_move(g, color, &rng);
		ck_assert_int_eq(game_play(g, color, m), MOVE_OK);
		ck_assert(board_check(&g->board));
		moves++;
	}
	return moves;
}

START_TEST(test_self_play_ends_under_the_rules)
{
	int games = fixture_property_count(24);

	for (int i = 0; i < games; i++) {
		struct game g;

		fixture_game(&g, 9, "");
		g.rules.ko = i % 3 == 2 ? KO_POSITIONAL : KO_SIMPLE;
		self_play(&g, (uint64_t)i, SELFPLAY_MAX_MOVES);
		ck_assert_msg(game_ended(&g), "seed %d: no end in %d moves", i, SELFPLAY_MAX_MOVES);
		game_free(&g);
	}
}
END_TEST

START_TEST(test_self_play_ends_on_small_and_large_boards)
{
	static const int sizes[] = { 5, 7, 13, 19 };

	for (int i = 0; i < 4; i++) {
		struct game g;
		int bound = sizes[i] * sizes[i] * 4;

		fixture_game(&g, sizes[i], "");
		self_play(&g, (uint64_t)i + 100, bound);
		ck_assert_msg(game_ended(&g), "%dx%d: no end in %d moves", sizes[i], sizes[i],
			      bound);
		game_free(&g);
	}
}
END_TEST

START_TEST(test_same_seed_same_game_other_seed_other_game)
{
	struct game a, b;
	int na, nb, differs = 0;

	fixture_game(&a, 9, "");
	fixture_game(&b, 9, "");
	na = self_play(&a, 42, SELFPLAY_MAX_MOVES);
	nb = self_play(&b, 42, SELFPLAY_MAX_MOVES);
	ck_assert_int_eq(na, nb);
	for (int k = 0; k < na; k++)
		ck_assert_int_eq(a.moves[k].at, b.moves[k].at);
	for (uint64_t seed = 43; seed < 47; seed++) {
		struct game c;
		int nc;

		fixture_game(&c, 9, "");
		nc = self_play(&c, seed, SELFPLAY_MAX_MOVES);
		for (int k = 0; k < nc && k < na && !differs; k++)
			differs = c.moves[k].at != a.moves[k].at;
		game_free(&c);
	}
	ck_assert_msg(differs, "other seeds replayed seed 42's game");
	game_free(&a);
	game_free(&b);
}
END_TEST

/* The move generator's suite. */
Suite *
light_player_suite(void)
{
	Suite *s = suite_create("light_player");
	TCase *shape = tcase_create("shape");
	TCase *tactics = tcase_create("tactics");
	TCase *ending = tcase_create("ending");
	TCase *property = tcase_create("property");

	tcase_add_test(shape, test_own_eye_needs_own_neighbours_and_few_enemy_diagonals);
	tcase_add_test(shape, test_last_liberty_of_a_chain_in_atari_is_not_an_eye);
	tcase_add_test(shape, test_genmove_never_fills_its_own_eyes);
	tcase_add_test(shape, test_only_eye_fills_left_means_pass);
	tcase_add_test(shape, test_cleanup_never_fills_own_eyes_even_if_judged_dead);
	suite_add_tcase(s, shape);

	tcase_add_test(tactics, test_genmove_takes_the_largest_chain_in_atari);
	tcase_add_test(tactics, test_genmove_escapes_atari_by_extending);
	tcase_add_test(tactics, test_genmove_escapes_atari_by_capturing_the_attacker);
	tcase_add_test(tactics, test_genmove_avoids_self_atari_of_a_big_chain);
	tcase_add_test(tactics, test_genmove_never_retakes_a_ko_at_once);
	tcase_add_test(tactics, test_genmove_never_plays_a_legal_suicide);
	tcase_add_test(tactics, test_genmove_never_recreates_an_earlier_position);
	suite_add_tcase(s, tactics);

	tcase_add_test(ending, test_genmove_passes_on_a_finished_position);
	tcase_add_test(ending, test_genmove_answers_a_pass_with_a_pass_when_nothing_is_left);
	tcase_add_test(ending, test_genmove_plays_on_when_the_board_is_open);
	tcase_add_test(ending, test_cleanup_goes_for_the_dead_stones_first);
	tcase_add_test(ending, test_cleanup_captures_the_dead_stones_and_the_game_ends);
	tcase_add_test(ending, test_cleanup_throws_in_to_kill_a_two_point_eye);
	suite_add_tcase(s, ending);

	tcase_add_test(property, test_genmove_is_always_legal_and_changes_nothing);
	tcase_add_test(property, test_self_play_ends_under_the_rules);
	tcase_add_test(property, test_self_play_ends_on_small_and_large_boards);
	tcase_add_test(property, test_same_seed_same_game_other_seed_other_game);
	tcase_add_test(property, test_cleanup_after_a_game_against_a_random_player_removes_the_dead);
	tcase_set_timeout(property, 60);
	suite_add_tcase(s, property);
	return s;
}
