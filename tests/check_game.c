/*
 * check_game.c -- the rules over time: simple ko and positional superko
 * (doc/rules.md §4), pass stones and White's last move (§5), the passes a scorer
 * must imply, undo of any number of moves, and setup stones.
 */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* doc/rules.md §8.4: White D4 is in atari; Black E4 takes it and starts a ko. */
static const char rules_8_4_ko[] = "W D4 E3 F4 E5; B C4 D3 D5";

/*
 * Three independent kos (9x9). In the start position White holds the upper-left
 * ko (stone C7, taken from D7) and the right one (G5, taken from H5); Black
 * holds the lower-left one (D3, taken from C3). Captures in the order
 * B D7, W C3, B H5, W C7, B D3, W G5 bring back the start position.
 */
static const char triple_ko[] = ". . . . . . . . .\n"
				". . X O . . . . .\n"
				". X O . O . . . .\n"
				". . X O . . X O .\n"
				". . . . . X O . O\n"
				". . X O . . X O .\n"
				". X . X O . . . .\n"
				". . X O . . . . .\n"
				". . . . . . . . .\n";

/* The stone (or empty point) at vertex. */
static enum color
at(const struct game *g, const char *vertex)
{
	return board_at(&g->board, fixture_coord(g, vertex));
}

/* A game holds at most GAME_MAX_MOVES moves, so no controller can grow it without bound. */
START_TEST(test_game_length_is_bounded)
{
	struct game g, before;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	for (int i = 0; i < GAME_MAX_MOVES; i++)
		FIXTURE_REQUIRE(game_play(&g, i % 2 ? COLOR_WHITE : COLOR_BLACK, COORD_PASS) == MOVE_OK,
				"pass %d refused", i);
	ck_assert(game_copy(&before, &g));
	ck_assert_int_eq(game_play(&g, COLOR_BLACK, COORD_PASS), MOVE_TOO_LONG);
	ck_assert_int_eq(game_play(&g, COLOR_BLACK, fixture_coord(&g, "E5")), MOVE_TOO_LONG);
	fixture_assert_same_game(&before, &g, "after a move past the bound");
	ck_assert(game_undo(&g));
	ck_assert_int_eq(game_play(&g, COLOR_WHITE, fixture_coord(&g, "E5")), MOVE_OK);
	game_free(&before);
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_4_immediate_ko_recapture_is_illegal)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	fixture_play(&g, "B E4");
	ck_assert_int_eq(at(&g, "D4"), COLOR_EMPTY);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 1);
	fixture_assert_refused(&g, COLOR_WHITE, "D4", MOVE_KO);
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_4_ko_recapture_is_legal_after_a_move_elsewhere)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	fixture_play(&g, "B E4 W H8 B H7 W D4");
	ck_assert_int_eq(at(&g, "E4"), COLOR_EMPTY);
	ck_assert_int_eq(at(&g, "D4"), COLOR_WHITE);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 1);
	/* And now Black may not retake at once. */
	fixture_assert_refused(&g, COLOR_BLACK, "E4", MOVE_KO);
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_4_filling_the_ko_ends_it)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	fixture_play(&g, "B E4 W H8 B D4");
	ck_assert_int_eq(board_chain(&g.board, fixture_coord(&g, "D4")),
			 board_chain(&g.board, fixture_coord(&g, "E4")));
	fixture_assert_refused(&g, COLOR_WHITE, "D4", MOVE_OCCUPIED);
	ck_assert_int_eq(g.board.ko_point, COORD_NONE);
	game_free(&g);
}
END_TEST

START_TEST(test_simple_ko_ban_is_lifted_by_passes)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	fixture_play(&g, "B E4 W pass B pass W D4");
	ck_assert_int_eq(at(&g, "D4"), COLOR_WHITE);
	game_free(&g);
}
END_TEST

START_TEST(test_ko_in_the_corner_is_refused_too)
{
	struct game g;

	/* White A1 in atari; Black B1 takes it and is itself one stone in atari. */
	fixture_diagram(&g, ". . . . .\n"
			    ". . . . .\n"
			    "X . . . .\n"
			    "X O . . .\n"
			    "O . O . .\n");
	fixture_play(&g, "B B1");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 1);
	fixture_assert_refused(&g, COLOR_WHITE, "A1", MOVE_KO);
	game_free(&g);
}
END_TEST

START_TEST(test_capturing_two_stones_is_not_a_ko)
{
	struct game g;

	/* Black E4 takes C4-D4 and is left in atari; White D4 retakes one stone. */
	fixture_diagram(&g, ". . . . . . .\n"
			    ". . . . . . .\n"
			    ". . X X O . .\n"
			    ". X O O . O .\n"
			    ". . X X O . .\n"
			    ". . . . . . .\n"
			    ". . . . . . .\n");
	fixture_play(&g, "B E4");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	ck_assert_int_eq(g.board.ko_point, COORD_NONE);
	fixture_play(&g, "W D4");
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 1);
	ck_assert_int_eq(at(&g, "E4"), COLOR_EMPTY);
	game_free(&g);
}
END_TEST

/* Plays the first five captures of the triple-ko cycle. */
static void
play_triple_ko_until_the_last_capture(struct game *g)
{
	fixture_play(g, "B D7 W C3 B H5 W C7 B D3");
	ck_assert_int_eq(g->prisoners[COLOR_BLACK], 3);
	ck_assert_int_eq(g->prisoners[COLOR_WHITE], 2);
}

START_TEST(test_superko_refuses_to_complete_a_triple_ko_cycle)
{
	struct game g;

	fixture_diagram(&g, triple_ko);
	g.rules.ko = KO_POSITIONAL;
	play_triple_ko_until_the_last_capture(&g);
	fixture_assert_refused(&g, COLOR_WHITE, "G5", MOVE_SUPERKO);
	/* Anything else is fine. */
	fixture_play(&g, "W A9");
	game_free(&g);
}
END_TEST

START_TEST(test_simple_ko_lets_a_triple_ko_cycle_repeat)
{
	struct game g;

	fixture_diagram(&g, triple_ko);
	play_triple_ko_until_the_last_capture(&g);
	fixture_play(&g, "W G5");
	ck_assert_uint_eq(g.board.hash, g.setup.hash);
	ck_assert_mem_eq(g.board.at, g.setup.at, sizeof(g.board.at));
	/* The cycle can go round again. */
	fixture_play(&g, "B D7 W C3 B H5 W C7 B D3 W G5");
	ck_assert_uint_eq(g.board.hash, g.setup.hash);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 6);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 6);
	game_free(&g);
}
END_TEST

START_TEST(test_superko_refuses_ko_retake_after_two_passes)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	g.rules.ko = KO_POSITIONAL;
	fixture_play(&g, "B E4 W pass B pass");
	fixture_assert_refused(&g, COLOR_WHITE, "D4", MOVE_SUPERKO);
	game_free(&g);
}
END_TEST

START_TEST(test_superko_never_refuses_a_pass)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	g.rules.ko = KO_POSITIONAL;
	fixture_play(&g, "B pass W pass B pass W pass B E4 W pass B pass W pass");
	ck_assert(game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_superko_allows_positions_that_differ_by_a_stone)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	g.rules.ko = KO_POSITIONAL;
	fixture_play(&g, "B E4 W H8 B H7 W D4 B H6 W H5");
	ck_assert_int_eq(game_check_move(&g, COLOR_BLACK, fixture_coord(&g, "E4")), MOVE_OK);
	fixture_play(&g, "B E4");
	game_free(&g);
}
END_TEST

START_TEST(test_pass_hands_the_opponent_a_prisoner)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B pass");
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 1);
	ck_assert_int_eq(g.pass_stones[COLOR_WHITE], 1);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 0);
	ck_assert_int_eq(game_last_move(&g)->at, COORD_PASS);
	ck_assert_int_eq(game_to_move(&g), COLOR_WHITE);
	ck_assert(!game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_6_white_pass_black_pass_white_pass_ends_play)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "W pass");
	ck_assert(!game_ended(&g));
	fixture_play(&g, "B pass");
	ck_assert(!game_ended(&g));
	fixture_play(&g, "W pass");
	ck_assert(game_ended(&g));
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 1);
	ck_assert_int_eq(g.pass_stones[COLOR_BLACK], 2);
	ck_assert_int_eq(g.pass_stones[COLOR_WHITE], 1);
	game_free(&g);
}
END_TEST

START_TEST(test_black_pass_white_pass_ends_play)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B E5 W C3 B pass W pass");
	ck_assert(game_ended(&g));
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 1);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 1);
	game_free(&g);
}
END_TEST

START_TEST(test_white_pass_black_pass_does_not_end_play)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B E5 W pass B pass");
	ck_assert(!game_ended(&g));
	ck_assert_int_eq(game_to_move(&g), COLOR_WHITE);
	fixture_play(&g, "W pass");
	ck_assert(game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_stone_between_passes_breaks_the_sequence)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B pass W E5 B pass");
	ck_assert(!game_ended(&g));
	fixture_play(&g, "W C3 B pass W pass");
	ck_assert(game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_a_move_after_the_end_resumes_play)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B pass W pass");
	ck_assert(game_ended(&g));
	fixture_play(&g, "B E5");
	ck_assert(!game_ended(&g));
	fixture_play(&g, "W pass B pass");
	ck_assert(!game_ended(&g));
	fixture_play(&g, "W pass");
	ck_assert(game_ended(&g));
	ck_assert_int_eq(g.pass_stones[COLOR_BLACK], 3);
	ck_assert_int_eq(g.pass_stones[COLOR_WHITE], 2);
	game_free(&g);
}
END_TEST

/* Under the aga and bga presets a resumption whose first two moves are passes
 * leaves every stone alive; not before its second pass, not after a stone, and
 * never under the teaching rules (territory counting) or Chinese rules (no pass
 * stones); always under Tromp-Taylor. */
START_TEST(test_two_passes_resuming_play_leave_every_stone_alive)
{
	static const char *const yes[] = { "aga", "bga" };
	static const char *const no[] = { "bga-teaching", "chinese", "japanese" };
	struct game g;

	for (size_t i = 0; i < 2; i++) {
		game_init(&g, 9, GAME_DEFAULT_KOMI);
		rules_use_preset(&g.rules, rules_preset_find(yes[i]));
		fixture_play(&g, "B pass W pass");
		ck_assert(!game_all_stones_alive(&g)); /* ended: the dead are removed */
		fixture_play(&g, "B pass");
		ck_assert(!game_all_stones_alive(&g));
		fixture_play(&g, "W pass");
		ck_assert_msg(game_all_stones_alive(&g), "%s", yes[i]);
		fixture_play(&g, "B E5 W pass B pass W pass"); /* a stone first: judged */
		ck_assert(!game_all_stones_alive(&g));
		game_free(&g);
	}
	for (size_t i = 0; i < 3; i++) {
		game_init(&g, 9, GAME_DEFAULT_KOMI);
		rules_use_preset(&g.rules, rules_preset_find(no[i]));
		fixture_play(&g, "B pass W pass B pass W pass");
		ck_assert_msg(!game_all_stones_alive(&g), "%s", no[i]);
		game_free(&g);
	}
	game_init(&g, 9, GAME_DEFAULT_KOMI);
	rules_use_preset(&g.rules, rules_preset_find("tromp-taylor"));
	ck_assert(game_all_stones_alive(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_black_moves_first_then_turns_alternate)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	fixture_play(&g, "B E5");
	ck_assert_int_eq(game_to_move(&g), COLOR_WHITE);
	fixture_play(&g, "W pass");
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	game_free(&g);
}
END_TEST

/*
 * One row of the doc/rules.md §5 table: after `moves`, the passes still required
 * and the pass stones they would hand to Black and to White.
 */
struct implied_case {
	const char *moves; /* played from an empty 9x9 board */
	int passes;        /* game_implied_passes() */
	int to_black;      /* white pass stones implied */
	int to_white;      /* black pass stones implied */
};

static const struct implied_case implied_cases[] = {
	{ "", 2, 1, 1 },                          /* B pass, W pass */
	{ "B E5", 3, 2, 1 },                      /* W pass, B pass, W pass */
	{ "B E5 W C3", 2, 1, 1 },                 /* B pass, W pass */
	{ "B pass", 1, 1, 0 },                    /* W pass */
	{ "B E5 W pass", 2, 1, 1 },               /* B pass, W pass */
	{ "W pass B pass", 1, 1, 0 },             /* W's closing pass */
	{ "B E5 W pass B pass", 1, 1, 0 },        /* W's closing pass */
	{ "B pass W pass", 0, 0, 0 },             /* ended */
	{ "W pass B pass W pass", 0, 0, 0 },      /* ended */
	{ "B pass W pass B E5", 3, 2, 1 },        /* resumed by a Black stone */
	{ "B pass W E5 B pass", 1, 1, 0 },        /* the stone broke the first pair */
	{ "B pass W E5", 2, 1, 1 },               /* B pass, W pass */
};

START_TEST(test_implied_passes_follow_rules_5)
{
	const struct implied_case *c = &implied_cases[_i];
	struct game g;
	int stones[3] = { 0, 0, 0 };

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, c->moves);
	ck_assert_int_eq(game_implied_passes(&g, NULL), c->passes);
	ck_assert_int_eq(game_implied_passes(&g, stones), c->passes);
	ck_assert_int_eq(stones[COLOR_BLACK], c->to_black);
	ck_assert_int_eq(stones[COLOR_WHITE], c->to_white);
	/* The counts add to what is already in the array. */
	ck_assert_int_eq(game_implied_passes(&g, stones), c->passes);
	ck_assert_int_eq(stones[COLOR_BLACK], 2 * c->to_black);
	ck_assert_int_eq(stones[COLOR_WHITE], 2 * c->to_white);
	ck_assert_int_eq(stones[COLOR_EMPTY], 0);
	game_free(&g);
}
END_TEST

START_TEST(test_playing_the_implied_passes_ends_play_with_those_stones)
{
	const struct implied_case *c = &implied_cases[_i];
	struct game g;
	int stones[3] = { 0, 0, 0 }, black_before, white_before, n;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, c->moves);
	n = game_implied_passes(&g, stones);
	black_before = g.prisoners[COLOR_BLACK];
	white_before = g.prisoners[COLOR_WHITE];
	for (int i = 0; i < n; i++) {
		ck_assert(!game_ended(&g));
		ck_assert_int_eq(game_play(&g, game_to_move(&g), COORD_PASS), MOVE_OK);
		ck_assert(board_check(&g.board));
	}
	ck_assert(game_ended(&g));
	ck_assert_int_eq(g.prisoners[COLOR_BLACK] - black_before, stones[COLOR_BLACK]);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE] - white_before, stones[COLOR_WHITE]);
	game_free(&g);
}
END_TEST

/* Plays `moves` one at a time, snapshotting before each; returns the snapshot count. */
static int
play_with_snapshots(struct game *g, const char *const *moves, struct fixture_snapshot *snaps)
{
	int n = 0;

	for (; moves[n]; n++) {
		fixture_snapshot_take(g, &snaps[n]);
		fixture_play(g, moves[n]);
	}
	fixture_snapshot_take(g, &snaps[n]);
	return n;
}

START_TEST(test_undo_restores_every_earlier_state)
{
	/* Captures, a ko (and its ban), pass stones, the end of play and a resumption. */
	static const char *const moves[] = {
		"B E4", "W H8", "B H7", "W D4", "B pass", "W pass",
		"B J9", "W pass", "B pass", "W B9", "B E4", "W pass",
		"B pass", "W pass", NULL,
	};
	struct fixture_snapshot snaps[16], now;
	struct game g;
	int n;

	fixture_game(&g, 9, rules_8_4_ko);
	n = play_with_snapshots(&g, moves, snaps);
	ck_assert(game_ended(&g));
	for (int i = n - 1; i >= 0; i--) {
		fixture_undo(&g, 1);
		fixture_snapshot_take(&g, &now);
		ck_assert_msg(fixture_snapshot_equal(&now, &snaps[i]), "state after %d moves differs",
			      i);
	}
	ck_assert(!game_undo(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_undo_of_several_moves_at_once_then_replay)
{
	static const char *const moves[] = {
		"B E4", "W H8", "B H7", "W D4", "B pass", "W pass", NULL,
	};
	struct fixture_snapshot snaps[8], now;
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	play_with_snapshots(&g, moves, snaps);
	fixture_undo(&g, 5);
	fixture_snapshot_take(&g, &now);
	ck_assert(fixture_snapshot_equal(&now, &snaps[1]));
	/* The ko ban of B E4 is back. */
	fixture_assert_refused(&g, COLOR_WHITE, "D4", MOVE_KO);
	fixture_play(&g, "W H8 B H7 W D4 B pass W pass");
	fixture_snapshot_take(&g, &now);
	ck_assert(fixture_snapshot_equal(&now, &snaps[6]));
	game_free(&g);
}
END_TEST

START_TEST(test_undo_keeps_setup_stones_and_fails_without_moves)
{
	struct game g;

	fixture_game(&g, 9, "B E5; W C3");
	ck_assert(!game_undo(&g));
	fixture_play(&g, "B D4");
	fixture_undo(&g, 1);
	ck_assert_int_eq(at(&g, "E5"), COLOR_BLACK);
	ck_assert_int_eq(at(&g, "C3"), COLOR_WHITE);
	ck_assert_int_eq(at(&g, "D4"), COLOR_EMPTY);
	ck_assert(!game_undo(&g));
	game_free(&g);
}
END_TEST

/* Asserts game_place_setup refuses and changes nothing. */
static void
assert_setup_refused(struct game *g, enum color color, coord_t where)
{
	struct fixture_snapshot before, after;

	fixture_snapshot_take(g, &before);
	ck_assert(!game_place_setup(g, color, where));
	ck_assert(board_check(&g->board));
	fixture_snapshot_take(g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
}

START_TEST(test_setup_stone_is_not_a_move)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	ck_assert(game_place_setup(&g, COLOR_WHITE, fixture_coord(&g, "E5")));
	ck_assert(board_check(&g.board));
	ck_assert_int_eq(g.n_moves, 0);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK] + g.prisoners[COLOR_WHITE], 0);
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	ck_assert_uint_eq(g.setup.hash, g.board.hash);
	ck_assert_int_eq(board_at(&g.setup, fixture_coord(&g, "E5")), COLOR_WHITE);
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_after_the_first_move)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B pass");
	assert_setup_refused(&g, COLOR_BLACK, fixture_coord(&g, "E5"));
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_on_an_occupied_point)
{
	struct game g;

	fixture_game(&g, 9, "B E5");
	assert_setup_refused(&g, COLOR_BLACK, fixture_coord(&g, "E5"));
	assert_setup_refused(&g, COLOR_WHITE, fixture_coord(&g, "E5"));
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_off_the_board_or_as_a_pass)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	assert_setup_refused(&g, COLOR_BLACK, COORD_PASS);
	assert_setup_refused(&g, COLOR_BLACK, COORD_NONE);
	assert_setup_refused(&g, COLOR_BLACK, coord_make(9, 0));
	assert_setup_refused(&g, COLOR_BLACK, coord_make(0, -1));
	assert_setup_refused(&g, COLOR_BLACK, BOARD_MAX_POINTS);
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_for_a_non_player_colour)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	assert_setup_refused(&g, COLOR_EMPTY, fixture_coord(&g, "E5"));
	assert_setup_refused(&g, COLOR_BORDER, fixture_coord(&g, "E5"));
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_without_a_liberty)
{
	struct game g;

	fixture_game(&g, 9, "B A2 B1 W A3 B2 C1");
	assert_setup_refused(&g, COLOR_WHITE, fixture_coord(&g, "A1"));
	game_free(&g);
}
END_TEST

START_TEST(test_setup_refused_where_it_would_capture)
{
	struct game g;

	fixture_game(&g, 9, "B A1; W B1");
	assert_setup_refused(&g, COLOR_WHITE, fixture_coord(&g, "A2"));
	ck_assert(game_place_setup(&g, COLOR_WHITE, fixture_coord(&g, "B2")));
	ck_assert(board_check(&g.board));
	game_free(&g);
}
END_TEST

START_TEST(test_copy_is_deep_and_independent)
{
	struct game g, copy;
	struct fixture_snapshot before, after;

	fixture_game(&g, 9, rules_8_4_ko);
	fixture_play(&g, "B E4 W H8");
	ck_assert(game_copy(&copy, &g));
	fixture_snapshot_take(&g, &before);
	fixture_snapshot_take(&copy, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	fixture_play(&copy, "B D4 W pass B pass");
	fixture_undo(&copy, 3);
	fixture_undo(&copy, 2);
	fixture_snapshot_take(&g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	ck_assert_int_eq(copy.n_moves, 0);
	game_free(&copy);
	game_free(&g);
}
END_TEST

START_TEST(test_clear_forgets_the_game_but_keeps_komi_and_ko_rule)
{
	struct game g;

	fixture_game(&g, 9, rules_8_4_ko);
	g.komi = 0.5;
	g.rules.ko = KO_POSITIONAL;
	fixture_play(&g, "B E4 W pass");
	game_clear(&g, 13);
	ck_assert(board_check(&g.board));
	ck_assert_int_eq(game_size(&g), 13);
	ck_assert_int_eq(g.board.stones[COLOR_BLACK] + g.board.stones[COLOR_WHITE], 0);
	ck_assert_int_eq(g.n_moves, 0);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK] + g.prisoners[COLOR_WHITE], 0);
	ck_assert_int_eq(g.pass_stones[COLOR_BLACK] + g.pass_stones[COLOR_WHITE], 0);
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	ck_assert_double_eq(g.komi, 0.5);
	ck_assert_int_eq(g.rules.ko, KO_POSITIONAL);
	ck_assert(!game_undo(&g));
	fixture_play(&g, "B D4 W E4 B pass W pass");
	ck_assert(game_ended(&g));
	game_free(&g);
}
END_TEST

START_TEST(test_new_game_defaults)
{
	struct game g;

	game_init(&g, GAME_DEFAULT_SIZE, GAME_DEFAULT_KOMI);
	ck_assert(board_check(&g.board));
	ck_assert_int_eq(game_size(&g), 19);
	ck_assert_double_eq(g.komi, 7.5);
	ck_assert_int_eq(g.rules.ko, KO_SIMPLE);
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	ck_assert_ptr_null(game_last_move(&g));
	ck_assert(!game_ended(&g));
	ck_assert_int_eq(g.board.ko_point, COORD_NONE);
	for (int r = MOVE_OK; r <= MOVE_NO_MEMORY; r++)
		ck_assert_ptr_nonnull(move_result_text((enum move_result)r));
	game_free(&g);
}
END_TEST

/*
 * Plays one random game of size `size` to its end, snapshotting before every
 * move. Positional superko keeps random games finite: under simple ko alone they
 * fall into endless cycles (sending two, returning one) within a few hundred
 * moves; the board still enforces the simple-ko ban. The move limit is a safety
 * net that superko games do not reach.
 */
static int
random_game_with_snapshots(struct game *g, int size, uint64_t *rng,
			   struct fixture_snapshot **snaps)
{
	int n = 0, cap = 64, limit = 4 * size * size;

	*snaps = malloc((size_t)cap * sizeof(**snaps));
	ck_assert_ptr_nonnull(*snaps);
	game_init(g, size, GAME_DEFAULT_KOMI);
	g->rules.ko = KO_POSITIONAL;
	while (!game_ended(g)) {
		if (n + 1 >= cap) {
			cap *= 2;
			*snaps = realloc(*snaps, (size_t)cap * sizeof(**snaps));
			ck_assert_ptr_nonnull(*snaps);
		}
		fixture_snapshot_take(g, &(*snaps)[n++]);
		if (n > limit)
			FIXTURE_REQUIRE(game_play(g, game_to_move(g), COORD_PASS) == MOVE_OK,
					"pass refused");
		else
			fixture_random_turn(g, rng);
		FIXTURE_REQUIRE(board_check(&g->board), "board_check failed after move %d", n);
	}
	fixture_snapshot_take(g, &(*snaps)[n]);
	return n;
}

START_TEST(test_random_games_keep_exact_liberties_and_undo_restores_every_state)
{
	uint64_t rng = 0x60e3f5a1d2c4b789ULL;
	int games = fixture_property_count(300);
	long moves = 0;

	for (int i = 0; i < games; i++) {
		struct game g;
		struct fixture_snapshot *snaps, now;
		int n = random_game_with_snapshots(&g, 5 + i % 15, &rng, &snaps);

		moves += n;
		for (int k = n - 1; k >= 0; k--) {
			FIXTURE_REQUIRE(game_undo(&g), "game %d: undo to move %d refused", i, k);
			FIXTURE_REQUIRE(board_check(&g.board), "game %d: board_check at %d", i, k);
			fixture_snapshot_take(&g, &now);
			FIXTURE_REQUIRE(fixture_snapshot_equal(&now, &snaps[k]),
					"game %d: undo to move %d differs", i, k);
		}
		ck_assert(!game_undo(&g));
		free(snaps);
		game_free(&g);
	}
	ck_assert_int_gt(moves, games * 10);
}
END_TEST

START_TEST(test_random_undo_jumps_restore_the_recorded_state)
{
	uint64_t rng = 0x1234abcd5678ef01ULL;
	int games = fixture_property_count(200);

	for (int i = 0; i < games; i++) {
		struct game g;
		struct fixture_snapshot *snaps, now;
		int n = random_game_with_snapshots(&g, 5 + (i * 7) % 15, &rng, &snaps);

		/* Back to a random earlier point in one go, then play on afresh. */
		int back = (int)rng_below(&rng, (uint32_t)n + 1);
		fixture_undo(&g, back);
		fixture_snapshot_take(&g, &now);
		ck_assert_msg(fixture_snapshot_equal(&now, &snaps[n - back]),
			      "game %d: undo of %d moves differs", i, back);
		for (int k = 0; k < 20 && !game_ended(&g); k++) {
			fixture_random_turn(&g, &rng);
			FIXTURE_REQUIRE(board_check(&g.board), "game %d: board_check on replay", i);
		}
		free(snaps);
		game_free(&g);
	}
}
END_TEST

/* The game module's suite. */
Suite *
game_suite(void)
{
	Suite *s = suite_create("game");
	TCase *ko = tcase_create("ko");
	TCase *passes = tcase_create("passes");
	TCase *undo = tcase_create("undo");
	TCase *setup = tcase_create("setup");
	TCase *property = tcase_create("property");
	int n_implied = (int)(sizeof(implied_cases) / sizeof(implied_cases[0]));

	tcase_add_test(ko, test_rules_8_4_immediate_ko_recapture_is_illegal);
	tcase_add_test(ko, test_rules_8_4_ko_recapture_is_legal_after_a_move_elsewhere);
	tcase_add_test(ko, test_rules_8_4_filling_the_ko_ends_it);
	tcase_add_test(ko, test_simple_ko_ban_is_lifted_by_passes);
	tcase_add_test(ko, test_ko_in_the_corner_is_refused_too);
	tcase_add_test(ko, test_capturing_two_stones_is_not_a_ko);
	tcase_add_test(ko, test_superko_refuses_to_complete_a_triple_ko_cycle);
	tcase_add_test(ko, test_simple_ko_lets_a_triple_ko_cycle_repeat);
	tcase_add_test(ko, test_superko_refuses_ko_retake_after_two_passes);
	tcase_add_test(ko, test_superko_never_refuses_a_pass);
	tcase_add_test(ko, test_superko_allows_positions_that_differ_by_a_stone);
	suite_add_tcase(s, ko);

	tcase_add_test(passes, test_pass_hands_the_opponent_a_prisoner);
	tcase_add_test(passes, test_game_length_is_bounded);
	tcase_add_test(passes, test_rules_8_6_white_pass_black_pass_white_pass_ends_play);
	tcase_add_test(passes, test_black_pass_white_pass_ends_play);
	tcase_add_test(passes, test_white_pass_black_pass_does_not_end_play);
	tcase_add_test(passes, test_stone_between_passes_breaks_the_sequence);
	tcase_add_test(passes, test_a_move_after_the_end_resumes_play);
	tcase_add_test(passes, test_two_passes_resuming_play_leave_every_stone_alive);
	tcase_add_test(passes, test_black_moves_first_then_turns_alternate);
	tcase_add_loop_test(passes, test_implied_passes_follow_rules_5, 0, n_implied);
	tcase_add_loop_test(passes, test_playing_the_implied_passes_ends_play_with_those_stones, 0,
			    n_implied);
	suite_add_tcase(s, passes);

	tcase_add_test(undo, test_undo_restores_every_earlier_state);
	tcase_add_test(undo, test_undo_of_several_moves_at_once_then_replay);
	tcase_add_test(undo, test_undo_keeps_setup_stones_and_fails_without_moves);
	tcase_add_test(undo, test_copy_is_deep_and_independent);
	tcase_add_test(undo, test_clear_forgets_the_game_but_keeps_komi_and_ko_rule);
	tcase_add_test(undo, test_new_game_defaults);
	suite_add_tcase(s, undo);

	tcase_add_test(setup, test_setup_stone_is_not_a_move);
	tcase_add_test(setup, test_setup_refused_after_the_first_move);
	tcase_add_test(setup, test_setup_refused_on_an_occupied_point);
	tcase_add_test(setup, test_setup_refused_off_the_board_or_as_a_pass);
	tcase_add_test(setup, test_setup_refused_for_a_non_player_colour);
	tcase_add_test(setup, test_setup_refused_without_a_liberty);
	tcase_add_test(setup, test_setup_refused_where_it_would_capture);
	suite_add_tcase(s, setup);

	tcase_add_test(property,
		       test_random_games_keep_exact_liberties_and_undo_restores_every_state);
	tcase_add_test(property, test_random_undo_jumps_restore_the_recorded_state);
	tcase_set_timeout(property, 120);
	suite_add_tcase(s, property);
	return s;
}
