/*
 * check_search.c -- the Monte-Carlo tree search: one thread with a playout
 * limit and a seed gives the same move and the same statistics every time;
 * several threads answer a legal move; a tree squeezed into a tiny memory
 * bound stops growing and still answers legal moves; the tree is reused
 * along the game's moves; a hopeless position resigns when asked to; a
 * raised stop flag ends the search at once; the opening of a large board
 * keeps off the first two lines; the points the judgement settles count as
 * the referee counts them, and a weak wall unsettles only the points near it.
 */
#include <check.h>
#include <math.h>
#include <string.h>

#include "engine/judge/status.h"
#include "engine/rules/game.h"
#include "engine/search/search.h"
#include "engine/search/settled.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* A config of `threads` threads with the given memory bound (bytes) and seed. */
static struct search_config
config(int threads, size_t memory, uint64_t seed)
{
	struct search_config c = { threads, memory, seed, 0 };

	return c;
}

/* Asserts that m is a legal move (or a pass) for color in g. */
static void
assert_legal(const struct game *g, enum color color, coord_t m)
{
	ck_assert_msg(m == COORD_PASS || game_check_move(g, color, m) == MOVE_OK,
		      "illegal move %d", m);
}

START_TEST(test_one_thread_is_deterministic)
{
	struct game g;
	struct search_limits limits = { 1500, 0, 0 };
	struct search_config c = config(1, 64 << 20, 7);
	static struct search_report r1, r2;

	game_init(&g, 9, 7.5);
	fixture_play(&g, "B E5 W C4 B G4");
	struct search *a = search_new(&c), *b = search_new(&c);
	coord_t ma = search_run(a, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL);
	coord_t mb = search_run(b, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL);
	ck_assert_int_eq(ma, mb);
	assert_legal(&g, COLOR_WHITE, ma);
	search_report(a, &r1);
	search_report(b, &r2);
	ck_assert_int_eq(r1.playouts, 1500);
	ck_assert_int_eq(r1.n_moves, r2.n_moves);
	for (int i = 0; i < r1.n_moves; i++) {
		ck_assert_int_eq(r1.moves[i].move, r2.moves[i].move);
		ck_assert_int_eq(r1.moves[i].visits, r2.moves[i].visits);
	}
	ck_assert_int_eq(r1.moves[0].move, ma);
	/* A fresh search object with another seed is still legal. */
	search_free(b);
	c.seed = 8;
	b = search_new(&c);
	assert_legal(&g, COLOR_WHITE, search_run(b, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL));
	search_free(a);
	search_free(b);
	game_free(&g);
}
END_TEST

/*
 * The lead of the best move counts the moves not yet visited as rivals: after one
 * playout on an open board it is one visit (the clock's early stop once took it
 * for "no rival", stopped, and genmove passed on move 2 of a 9x9 game); only a
 * root whose single move is the pass has no rival.
 */
START_TEST(test_lead_counts_unvisited_rivals)
{
	struct game g;
	struct search_limits one = { 1, 0, 0 };
	struct search_config c = config(1, 64 << 20, 1);
	static struct search_report r;

	game_init(&g, 9, 7.5);
	fixture_play(&g, "B E5");
	struct search *s = search_new(&c);
	search_run(s, &g, COLOR_WHITE, &one, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_int_eq(r.n_moves, 1);
	ck_assert_int_eq(r.root_moves, 81); /* 80 points and the pass */
	ck_assert(search_report_lead(&r) == 1.0);
	r.root_moves = 1;
	ck_assert(isinf(search_report_lead(&r)));
	r.n_moves = 0;
	ck_assert(search_report_lead(&r) == 0.0);
	search_free(s);
	game_free(&g);
}
END_TEST

START_TEST(test_threads_answer_legal_moves)
{
	struct game g;
	struct search_limits limits = { 3000, 0, 0 };
	struct search_config c = config(3, 64 << 20, 1);
	static struct search_report r;

	game_init(&g, 9, 7.5);
	struct search *s = search_new(&c);
	for (int i = 0; i < 6; i++) {
		enum color color = game_to_move(&g);
		coord_t m = search_run(s, &g, color, &limits, 0, NULL, NULL, NULL);
		assert_legal(&g, color, m);
		search_report(s, &r);
		ck_assert_int_ge(r.playouts, 3000);
		ck_assert_int_eq(game_play(&g, color, m), MOVE_OK);
	}
	search_free(s);
	game_free(&g);
}
END_TEST

START_TEST(test_tiny_memory_bound_still_plays)
{
	static const int sizes[] = { 9, 19 };
	static struct search_report r;

	for (size_t k = 0; k < 2; k++) {
		struct game g;
		struct search_limits limits = { 800, 0, 0 };
		struct search_config c = config(2, 1, 3); /* one byte: the smallest tree */

		game_init(&g, sizes[k], 7.5);
		struct search *s = search_new(&c);
		ck_assert_ptr_nonnull(s);
		for (int i = 0; i < 4; i++) {
			enum color color = game_to_move(&g);
			coord_t m = search_run(s, &g, color, &limits, 0, NULL, NULL, NULL);
			assert_legal(&g, color, m);
			search_report(s, &r);
			ck_assert(r.tree_full);
			ck_assert_int_ge(r.playouts, 800);
			/* Never more than two full expansions of the largest board. */
			ck_assert_uint_le(r.tree_bytes, 2 * BOARD_MAX_POINTS * 64);
			ck_assert_int_eq(game_play(&g, color, m), MOVE_OK);
		}
		search_free(s);
		game_free(&g);
	}
}
END_TEST

START_TEST(test_tree_is_reused_along_the_game)
{
	struct game g;
	struct search_limits limits = { 2000, 0, 0 };
	struct search_config c = config(1, 64 << 20, 5);
	static struct search_report r;

	game_init(&g, 9, 7.5);
	struct search *s = search_new(&c);
	coord_t m = search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	/* The opponent answers with the search's own expected reply. */
	ck_assert_int_ge(r.moves[0].pv_len, 2);
	coord_t reply = r.moves[0].pv[1];
	ck_assert_int_eq(game_play(&g, COLOR_BLACK, m), MOVE_OK);
	ck_assert_int_eq(game_play(&g, COLOR_WHITE, reply), MOVE_OK);
	search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_int_eq(r.playouts, 2000);
	ck_assert_int_gt(fixture_report_visits(&r), 2000); /* the old subtree's simulations are kept */
	/* A position the tree cannot follow (a new game) starts afresh. */
	game_clear(&g, 9);
	search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_int_le(fixture_report_visits(&r), 2000);
	search_free(s);
	game_free(&g);
}
END_TEST

START_TEST(test_resigns_only_when_asked_and_hopeless)
{
	struct game g;
	struct search_limits limits = { 3000, 0, 0 };
	struct search_config c = config(1, 16 << 20, 1);

	/* 5x5: Black's two-eyed corner of 9 points against White's 16 and komi. */
	fixture_diagram(&g, "\
. X O . O\n\
X X O O O\n\
X X O . O\n\
. X O O O\n\
X X O . O\n");
	struct search *s = search_new(&c);
	ck_assert_int_ne(search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, NULL),
			 SEARCH_RESIGN);
	search_free(s);
	c.resign_winrate = 0.1;
	s = search_new(&c);
	ck_assert_int_eq(search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, NULL),
			 SEARCH_RESIGN);
	/* White, winning, never resigns. */
	ck_assert_int_ne(search_run(s, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL),
			 SEARCH_RESIGN);
	search_free(s);
	game_free(&g);
}
END_TEST

/*
 * The opening of a large board: on an empty 19x19 or 13x13 board, and in
 * answer to a corner move, the search plays on the third or fourth line, never
 * the first two (from empty random playouts every move wins about half the
 * time, so the choice is the priors'; goref once opened on F2, K18 and S11),
 * and next to a stone in the opening too (S11 after Q11: the opening term).
 */
START_TEST(test_opening_moves_keep_off_the_first_two_lines)
{
	struct search_limits limits = { 20000, 0, 0 };
	static const struct {
		int size;
		const char *moves;
		enum color mover;
	} positions[] = {
		{ 19, "", COLOR_BLACK },
		{ 19, "B Q16", COLOR_WHITE },
		/* near a stone: the open-area term does not apply (goref answered S11) */
		{ 19, "B Q11", COLOR_WHITE },
		{ 13, "", COLOR_BLACK },
	};

	for (size_t i = 0; i < sizeof(positions) / sizeof(positions[0]); i++) {
		for (uint64_t seed = 1; seed <= 2; seed++) {
			struct game g;
			struct search_config c = config(1, 64 << 20, seed);
			struct search *s = search_new(&c);
			game_init(&g, positions[i].size, 7.5);
			fixture_play(&g, positions[i].moves);
			coord_t m = search_run(s, &g, positions[i].mover, &limits, 0, NULL, NULL, NULL);
			int line = coord_line(positions[i].size, m);
			ck_assert_msg(m >= 0 && line >= 3,
				      "%dx%d after \"%s\", seed %d: move on line %d", positions[i].size,
				      positions[i].size, positions[i].moves, (int)seed, m >= 0 ? line : 0);
			search_free(s);
			game_free(&g);
		}
	}
}
END_TEST

/*
 * A best move is unsettled while a rival is close behind it: after 60 playouts
 * on the empty board many moves share them; a capture that decides the game
 * (Black's two stones in atari on a 5x5 board, which escape if left) is
 * settled after 3000. The clock thinks on (max_seconds) only for the first.
 */
START_TEST(test_best_move_unsettled_only_while_a_rival_is_close)
{
	struct game g;
	struct search_limits few = { 20, 0, 0 }, many = { 3000, 0, 0 };
	struct search_config c = config(1, 16 << 20, 1);
	struct search *s = search_new(&c);

	game_init(&g, 9, 7.5);
	search_run(s, &g, COLOR_BLACK, &few, 0, NULL, NULL, NULL);
	ck_assert(search_best_unsettled(s));
	game_free(&g);
	fixture_diagram(&g, "\
. . . . .\n\
. O O . .\n\
O X X . .\n\
. O O . .\n\
. . . . .\n");
	ck_assert_int_eq(search_run(s, &g, COLOR_WHITE, &many, 0, NULL, NULL, NULL),
			 fixture_coord(&g, "D3"));
	ck_assert(!search_best_unsettled(s));
	search_free(s);
	game_free(&g);
}
END_TEST

/*
 * The search counts as the referee does where the judgement has settled the
 * board: after the sample game's 45 moves (counted B+19.5, four White stones
 * dead inside Black's area) the light playouts let the dead stones live in about
 * a third of the playouts and White kept some 25%; with the settled points
 * every move of White's loses and the score is the count's.
 */
START_TEST(test_settled_points_count_as_the_referee_counts_them)
{
	struct game g;
	struct search_limits limits = { 3000, 0, 0 };
	struct search_config c = config(1, 16 << 20, 1);
	struct search *s = search_new(&c);
	static struct search_report r;
	uint8_t status[BOARD_MAX_POINTS], unsettled[BOARD_MAX_POINTS];
	int8_t owner[BOARD_MAX_POINTS];

	fixture_sample_game(&g, 45);
	search_run(s, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_msg(r.winrate > 0.1, "without the settled points: White %g", r.winrate);
	status_judge_unsettled(&g, 0, status, unsettled);
	ck_assert_int_eq(settled_owners(&g, status, unsettled, owner), 81);
	search_set_settled(s, g.board.hash, owner);
	search_clear(s);
	search_run(s, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_msg(r.winrate < 0.01, "White %g", r.winrate);
	for (int i = 0; i < r.n_moves; i++)
		ck_assert_msg(fabs(r.moves[i].score_lead + 19.5) <= 1.0, "move %d: lead %g",
			      r.moves[i].move, r.moves[i].score_lead);
	/* Points given for another position are ignored. */
	search_set_settled(s, g.board.hash ^ 1, owner);
	search_clear(s);
	search_run(s, &g, COLOR_WHITE, &limits, 0, NULL, NULL, NULL);
	search_report(s, &r);
	ck_assert_msg(r.winrate > 0.1, "White %g with another position's points", r.winrate);
	search_free(s);
	game_free(&g);
}
END_TEST

/*
 * A settled region walled in part by a chain the judgement left unsettled keeps
 * its points away from that chain: Black's A..C columns behind the D wall, with a
 * lone Black stone on A1 whose verdict is not proved. Before, the whole region
 * went to the playouts (the devset's ogs 701060: a lone stone's verdict, proved
 * one move and not the next, took 20 points of Black's area in and out of the
 * count and the win rate 1.0 -> 0.90 across the search's own move).
 */
/* The D and E columns, and a lone Black stone on A1. */
#define WEAK_WALL_SETUP \
	"B D1 D2 D3 D4 D5 D6 D7 D8 D9 A1; W E1 E2 E3 E4 E5 E6 E7 E8 E9"

/* settled_owners() of g with every stone alive but those listed dead, and the
 * chain through `weak` (a vertex, or NULL) unsettled. */
static int
owners_with_weak_wall(const struct game *g, const char *weak, const char *dead,
		      int8_t owner[BOARD_MAX_POINTS])
{
	uint8_t status[BOARD_MAX_POINTS], unsettled[BOARD_MAX_POINTS];

	memset(status, STATUS_ALIVE, sizeof(status));
	memset(unsettled, 0, sizeof(unsettled));
	if (dead)
		status[fixture_coord(g, dead)] = STATUS_DEAD;
	if (weak)
		unsettled[fixture_coord(g, weak)] = 1;
	return settled_owners(g, status, unsettled, owner);
}

START_TEST(test_a_weak_wall_unsettles_only_the_points_near_it)
{
	struct game g;
	int8_t owner[BOARD_MAX_POINTS];

	fixture_game(&g, 9, WEAK_WALL_SETUP);
	ck_assert_int_eq(owners_with_weak_wall(&g, NULL, NULL, owner), 81);
	ck_assert_int_lt(owners_with_weak_wall(&g, "A1", NULL, owner), 81);
	ck_assert_int_eq(owner[fixture_coord(&g, "C9")], 1);  /* far from A1: Black's */
	ck_assert_int_eq(owner[fixture_coord(&g, "A4")], 1);  /* three steps */
	ck_assert_int_eq(owner[fixture_coord(&g, "D5")], 1);  /* the sure wall */
	ck_assert_int_eq(owner[fixture_coord(&g, "A1")], 0);  /* the weak stone */
	ck_assert_int_eq(owner[fixture_coord(&g, "A3")], 0);  /* two steps */
	ck_assert_int_eq(owner[fixture_coord(&g, "C1")], 0);
	ck_assert_int_eq(owner[fixture_coord(&g, "J1")], -1); /* White's, untouched */
	game_free(&g);
}
END_TEST

/* A dead stone near the weak wall could join its rescue: then the region waits for
 * the search to read it. */
START_TEST(test_a_weak_wall_near_dead_stones_unsettles_the_region)
{
	struct game g;
	int8_t owner[BOARD_MAX_POINTS];

	fixture_game(&g, 9, WEAK_WALL_SETUP " B2");
	owners_with_weak_wall(&g, "A1", "B2", owner);
	ck_assert_int_eq(owner[fixture_coord(&g, "C9")], 0);
	ck_assert_int_eq(owner[fixture_coord(&g, "D5")], 0);
	ck_assert_int_eq(owner[fixture_coord(&g, "J1")], -1);
	/* Far from the weak stone, the dead stone leaves the rest counted. */
	owners_with_weak_wall(&g, NULL, "B2", owner);
	ck_assert_int_eq(owner[fixture_coord(&g, "B2")], 1);
	game_free(&g);
}
END_TEST

START_TEST(test_stop_flag_ends_the_search)
{
	struct game g;
	struct search_limits limits = { 0, 0, 0 }; /* no limit but the flag */
	struct search_config c = config(2, 16 << 20, 1);
	atomic_bool stop = true;
	static struct search_report r;

	game_init(&g, 19, 7.5);
	struct search *s = search_new(&c);
	coord_t m = search_run(s, &g, COLOR_BLACK, &limits, 0, NULL, NULL, &stop);
	assert_legal(&g, COLOR_BLACK, m);
	search_report(s, &r);
	ck_assert_int_le(r.playouts, 2);
	search_free(s);
	game_free(&g);
}
END_TEST

Suite *
search_suite(void)
{
	Suite *s = suite_create("search");
	TCase *tc = tcase_create("search");

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_one_thread_is_deterministic);
	tcase_add_test(tc, test_threads_answer_legal_moves);
	tcase_add_test(tc, test_lead_counts_unvisited_rivals);
	tcase_add_test(tc, test_tiny_memory_bound_still_plays);
	tcase_add_test(tc, test_tree_is_reused_along_the_game);
	tcase_add_test(tc, test_resigns_only_when_asked_and_hopeless);
	tcase_add_test(tc, test_stop_flag_ends_the_search);
	tcase_add_test(tc, test_best_move_unsettled_only_while_a_rival_is_close);
	tcase_add_test(tc, test_settled_points_count_as_the_referee_counts_them);
	tcase_add_test(tc, test_a_weak_wall_unsettles_only_the_points_near_it);
	tcase_add_test(tc, test_a_weak_wall_near_dead_stones_unsettles_the_region);
	tcase_add_test(tc, test_opening_moves_keep_off_the_first_two_lines);
	suite_add_tcase(s, tc);
	return s;
}
