/*
 * check_ladder.c -- the ladders the search's priors read: a chain driven
 * diagonally across an empty board is caught at the edge, escapes through a
 * stone of its own colour on the way, and an escape by capture is no ladder;
 * and the search's priors that follow them.
 */
#include <check.h>
#include <stdio.h>

#include "engine/playout/pboard.h"
#include "engine/rules/game.h"
#include "engine/search/ladder.h"
#include "engine/search/prior.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/*
 * White's B2 with Black above (B3), to the left (A2) and diagonally below
 * (C1): Black's atari on B1 sends White up the diagonal to the upper right, C2,
 * C3, D3, D4... The extra setup stones of each test go after these.
 */
#define LADDER_SETUP "B A2 B3 C1; W B2"

/* The playout board of a game set up with LADDER_SETUP and then setup (a
 * fixture_game string, or ""), with `moves` played after. */
static void
position(struct pboard *pb, const char *setup, const char *moves)
{
	struct game g;
	char text[256];

	snprintf(text, sizeof(text), "%s%s", LADDER_SETUP, setup);
	fixture_game(&g, 9, text);
	if (moves[0])
		fixture_play(&g, moves);
	pboard_from_board(pb, &g.board);
	game_free(&g);
}

/* The point of a 9x9 vertex ("C2"). */
static coord_t
at(const char *vertex)
{
	struct game g;
	coord_t p;

	game_init(&g, 9, 7.5);
	p = fixture_coord(&g, vertex);
	game_free(&g);
	return p;
}

START_TEST(test_a_ladder_across_an_empty_board_catches_the_chain)
{
	static struct pboard pb;

	position(&pb, "", "");
	ck_assert(ladder_atari_catches(&pb, COLOR_BLACK, at("B1")));
	ck_assert(ladder_atari_catches(&pb, COLOR_BLACK, at("C2"))); /* B1 is one liberty */
	position(&pb, "", "B B1");
	ck_assert(ladder_escape_fails(&pb, COLOR_WHITE, at("C2")));
}
END_TEST

START_TEST(test_a_stone_on_the_diagonal_breaks_the_ladder)
{
	static struct pboard pb;

	position(&pb, " G7", ""); /* a White stone on the way */
	ck_assert(!ladder_atari_catches(&pb, COLOR_BLACK, at("B1")));
	position(&pb, " G7", "B B1");
	ck_assert(!ladder_escape_fails(&pb, COLOR_WHITE, at("C2")));
	/* A Black stone there only catches it sooner. */
	position(&pb, "", "B G7 W pass B B1");
	ck_assert(ladder_escape_fails(&pb, COLOR_WHITE, at("C2")));
}
END_TEST

START_TEST(test_a_chain_that_can_capture_around_it_escapes)
{
	static struct pboard pb;

	/* White's A3 leaves Black's A2 in atari: White's B2, in atari after B1,
	 * takes A2 on A1 instead of running, and the ladder is no ladder. */
	position(&pb, " A3", "");
	ck_assert(!ladder_atari_catches(&pb, COLOR_BLACK, at("B1")));
	position(&pb, " A3", "B B1");
	ck_assert(!ladder_escape_fails(&pb, COLOR_WHITE, at("C2")));
}
END_TEST

START_TEST(test_no_ladder_where_nothing_is_in_atari)
{
	static struct pboard pb;

	position(&pb, "", "");
	/* B2 has two liberties: C2 is no escape, and White's stone-free moves none. */
	ck_assert(!ladder_escape_fails(&pb, COLOR_WHITE, at("C2")));
	ck_assert(!ladder_escape_fails(&pb, COLOR_WHITE, at("E5")));
	ck_assert(!ladder_atari_catches(&pb, COLOR_BLACK, at("E5")));
}
END_TEST

/* The share of its prior a move wins, alone among the candidates (so that the
 * learned term, relative to the mean of the moves given, is the same anywhere). */
static double
prior_share(const struct pboard *pb, enum color color, const char *vertex)
{
	coord_t move = at(vertex);
	struct prior prior;

	prior_of_moves(pb, color, &move, 1, COORD_NONE, COORD_NONE, &prior);
	return prior.wins / prior.visits;
}

START_TEST(test_the_priors_follow_the_ladder)
{
	static struct pboard pb;
	double caught, free;

	/* Running out of a working ladder looks worse than out of a broken one. */
	position(&pb, "", "B B1");
	caught = prior_share(&pb, COLOR_WHITE, "C2");
	position(&pb, " G7", "B B1");
	free = prior_share(&pb, COLOR_WHITE, "C2");
	ck_assert_msg(caught < free - 0.2, "escape caught %.2f, free %.2f", caught, free);
	/* The atari that starts a working ladder looks better. */
	position(&pb, "", "");
	caught = prior_share(&pb, COLOR_BLACK, "B1");
	position(&pb, " G7", "");
	free = prior_share(&pb, COLOR_BLACK, "B1");
	ck_assert_msg(caught > free + 0.05, "atari caught %.2f, free %.2f", caught, free);
}
END_TEST

Suite *
ladder_suite(void)
{
	Suite *s = suite_create("ladder");
	TCase *tc = tcase_create("ladder");

	tcase_add_test(tc, test_a_ladder_across_an_empty_board_catches_the_chain);
	tcase_add_test(tc, test_a_stone_on_the_diagonal_breaks_the_ladder);
	tcase_add_test(tc, test_a_chain_that_can_capture_around_it_escapes);
	tcase_add_test(tc, test_no_ladder_where_nothing_is_in_atari);
	tcase_add_test(tc, test_the_priors_follow_the_ladder);
	suite_add_tcase(s, tc);
	return s;
}
