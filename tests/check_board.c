/*
 * check_board.c -- chains, exact liberties, capture and suicide (doc/rules.md §3) on
 * the worked positions of doc/rules.md §8, and the board's own invariant checker.
 */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* Sorts points ascending (for comparing point sets). */
static int
cmp_coord(const void *a, const void *b)
{
	return *(const coord_t *)a - *(const coord_t *)b;
}

/*
 * Asserts that the chain through `stone` has exactly the liberties named in
 * `expected` (space-separated vertices), both by count and as a set.
 */
static void
assert_liberties(const struct game *g, const char *stone, const char *expected)
{
	coord_t libs[BOARD_MAX_POINTS], want[BOARD_MAX_POINTS];
	char copy[256], *save = NULL;
	coord_t at = fixture_coord(g, stone);
	int n = board_liberties(&g->board, at, libs), n_want = 0;

	strncpy(copy, expected, sizeof(copy) - 1);
	copy[sizeof(copy) - 1] = '\0';
	for (char *t = strtok_r(copy, " ", &save); t; t = strtok_r(NULL, " ", &save))
		want[n_want++] = fixture_coord(g, t);
	ck_assert_int_eq(board_libs(&g->board, at), n_want);
	ck_assert_int_eq(n, n_want);
	qsort(libs, (size_t)n, sizeof(coord_t), cmp_coord);
	qsort(want, (size_t)n_want, sizeof(coord_t), cmp_coord);
	ck_assert_mem_eq(libs, want, (size_t)n * sizeof(coord_t));
}

START_TEST(test_rules_8_1_separate_stones_each_have_four_liberties)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	fixture_play(&g, "B E5 W C7 B C3");
	assert_liberties(&g, "E5", "D5 F5 E4 E6");
	assert_liberties(&g, "C7", "B7 D7 C6 C8");
	assert_liberties(&g, "C3", "B3 D3 C2 C4");
	ck_assert_int_ne(board_chain(&g.board, fixture_coord(&g, "E5")),
			 board_chain(&g.board, fixture_coord(&g, "C3")));
	ck_assert_int_eq(board_chain_size(&g.board, fixture_coord(&g, "E5")), 1);
	ck_assert_int_eq(g.board.stones[COLOR_BLACK], 2);
	ck_assert_int_eq(g.board.stones[COLOR_WHITE], 1);
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_2_filling_the_last_liberty_captures_the_chain)
{
	struct game g;

	fixture_game(&g, 9, "W D4 E4; B C4 D3 E3 F4 D5");
	assert_liberties(&g, "D4", "E5");
	ck_assert_int_eq(board_chain_size(&g.board, fixture_coord(&g, "E4")), 2);
	fixture_play(&g, "B E5");
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "D4")), COLOR_EMPTY);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "E4")), COLOR_EMPTY);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 0);
	ck_assert_int_eq(game_last_move(&g)->captured, 2);
	ck_assert_int_eq(g.board.stones[COLOR_WHITE], 0);
	/* E5 joined D5; the freed points D4 and E4 are liberties again. */
	assert_liberties(&g, "E5", "E4 E6 F5 D4 C5 D6");
	assert_liberties(&g, "C4", "B4 C3 C5 D4");
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_3_corner_capture_is_legal_where_suicide_is_not)
{
	struct game g;

	fixture_game(&g, 9, "W B1 A2; B C1 B2 A3");
	fixture_assert_refused(&g, COLOR_WHITE, "A1", MOVE_SUICIDE);
	fixture_play(&g, "B A1");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "B1")), COLOR_EMPTY);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A2")), COLOR_EMPTY);
	assert_liberties(&g, "A1", "A2 B1");
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_5_two_eyes_cannot_be_filled)
{
	struct game g;

	fixture_game(&g, 9, "B B2 C2 D2 E2 F2 B3 D3 F3 B4 C4 D4 E4 F4");
	ck_assert_int_eq(board_chain_size(&g.board, fixture_coord(&g, "B2")), 13);
	fixture_assert_refused(&g, COLOR_WHITE, "C3", MOVE_SUICIDE);
	fixture_assert_refused(&g, COLOR_WHITE, "E3", MOVE_SUICIDE);
	/* Still suicide after White has stones around the group. */
	fixture_play(&g, "B G3 W A2 B G4 W A3 B G5 W A4");
	fixture_assert_refused(&g, COLOR_WHITE, "C3", MOVE_SUICIDE);
	fixture_assert_refused(&g, COLOR_WHITE, "E3", MOVE_SUICIDE);
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_7_lone_stone_has_four_three_or_two_liberties)
{
	struct game g;

	fixture_game(&g, 9, "B E5 A5 A1");
	assert_liberties(&g, "E5", "D5 F5 E4 E6");
	assert_liberties(&g, "A5", "A4 A6 B5");
	assert_liberties(&g, "A1", "A2 B1");
	game_free(&g);
}
END_TEST

START_TEST(test_rules_8_8_a_shared_liberty_counts_once)
{
	struct game g;

	fixture_game(&g, 9, "B D4 E4 D5");
	ck_assert_int_eq(board_chain_size(&g.board, fixture_coord(&g, "D4")), 3);
	assert_liberties(&g, "E4", "C4 D3 E3 F4 E5 C5 D6");
	game_free(&g);
}
END_TEST

START_TEST(test_diagram_top_row_is_the_highest_row)
{
	struct game g;

	fixture_diagram(&g, "X . .\n"
			    ". . .\n"
			    ". . O\n");
	ck_assert_int_eq(game_size(&g), 3);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A3")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "C1")), COLOR_WHITE);
	ck_assert_int_eq(g.board.stones[COLOR_BLACK] + g.board.stones[COLOR_WHITE], 2);
	ck_assert_int_eq(g.n_moves, 0);
	game_free(&g);
	fixture_game(&g, 5, "black A5 white E1; B C3");
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A5")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "E1")), COLOR_WHITE);
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "C3")), COLOR_BLACK);
	ck_assert_int_eq(game_to_move(&g), COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_one_stone_captures_four_chains_at_once)
{
	struct game g;

	fixture_diagram(&g, ". . . . . . .\n"
			    ". . . X . . .\n"
			    ". . X O X . .\n"
			    ". X O . O X .\n"
			    ". . X O X . .\n"
			    ". . . X . . .\n"
			    ". . . . . . .\n");
	fixture_play(&g, "B D4");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 4);
	ck_assert_int_eq(game_last_move(&g)->captured, 4);
	ck_assert_int_eq(g.board.stones[COLOR_WHITE], 0);
	assert_liberties(&g, "D4", "C4 E4 D3 D5");
	assert_liberties(&g, "C5", "B5 C6 C4 D5");
	ck_assert_int_eq(g.board.ko_point, COORD_NONE);
	game_free(&g);
}
END_TEST

START_TEST(test_one_stone_captures_two_chains_of_different_sizes)
{
	struct game g;

	/* White A3-A4 (two stones) and B2 (one) share their last liberty, A2. */
	fixture_diagram(&g, "X X . . .\n"
			    "O X . . .\n"
			    "O X . . .\n"
			    ". O X . .\n"
			    "X X . . .\n");
	assert_liberties(&g, "A3", "A2");
	assert_liberties(&g, "B2", "A2");
	fixture_play(&g, "B A2");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 3);
	ck_assert_int_eq(game_last_move(&g)->captured, 3);
	ck_assert_int_eq(g.board.stones[COLOR_WHITE], 0);
	assert_liberties(&g, "A2", "A3 B2 C1");
	assert_liberties(&g, "B3", "A4 A3 B2 C3 C4 C5");
	game_free(&g);
}
END_TEST

START_TEST(test_capture_frees_liberties_of_every_neighbouring_chain)
{
	struct game g;

	/* White C3 in atari touches three separate black chains. */
	fixture_diagram(&g, ". . . . .\n"
			    ". . X . .\n"
			    ". X O X .\n"
			    ". . . . .\n"
			    ". . . . .\n");
	fixture_play(&g, "B C2");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 1);
	assert_liberties(&g, "C4", "B4 D4 C5 C3");
	assert_liberties(&g, "B3", "A3 B2 B4 C3");
	assert_liberties(&g, "D3", "E3 D2 D4 C3");
	assert_liberties(&g, "C2", "B2 D2 C1 C3");
	game_free(&g);
}
END_TEST

START_TEST(test_single_stone_suicide_is_illegal)
{
	struct game g;

	fixture_game(&g, 9, "B D5 F5 E4 E6");
	fixture_assert_refused(&g, COLOR_WHITE, "E5", MOVE_SUICIDE);
	fixture_play(&g, "B E5");
	game_free(&g);
}
END_TEST

START_TEST(test_filling_own_last_liberty_without_capture_is_suicide)
{
	struct game g;

	fixture_diagram(&g, "X X O . .\n"
			    ". X O . .\n"
			    "O O O . .\n"
			    ". . . . .\n"
			    ". . . . .\n");
	fixture_assert_refused(&g, COLOR_BLACK, "A4", MOVE_SUICIDE);
	fixture_play(&g, "W A4");
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 3);
	game_free(&g);
}
END_TEST

START_TEST(test_capture_is_resolved_before_suicide)
{
	struct game g;

	/* Black A1 has no empty neighbour, but it takes the two white stones first. */
	fixture_diagram(&g, ". . . . .\n"
			    ". . . . .\n"
			    "X . . . .\n"
			    "O X . . .\n"
			    ". O X . .\n");
	fixture_play(&g, "B A1");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	assert_liberties(&g, "A1", "A2 B1");
	game_free(&g);
}
END_TEST

START_TEST(test_occupied_and_off_board_points_are_refused)
{
	struct game g;

	fixture_game(&g, 9, "B E5");
	fixture_assert_refused(&g, COLOR_WHITE, "E5", MOVE_OCCUPIED);
	fixture_assert_refused(&g, COLOR_BLACK, "E5", MOVE_OCCUPIED);
	ck_assert_int_eq(board_check_move(&g.board, COLOR_WHITE, coord_make(-1, 0)),
			 MOVE_NOT_ON_BOARD);
	ck_assert_int_eq(board_check_move(&g.board, COLOR_WHITE, coord_make(9, 3)),
			 MOVE_NOT_ON_BOARD);
	ck_assert_int_eq(board_check_move(&g.board, COLOR_WHITE, COORD_PASS), MOVE_NOT_ON_BOARD);
	ck_assert_int_eq(game_play(&g, COLOR_WHITE, coord_make(3, 9)), MOVE_NOT_ON_BOARD);
	ck_assert_int_eq(game_play(&g, COLOR_EMPTY, fixture_coord(&g, "A1")), MOVE_BAD_COLOR);
	ck_assert_int_eq(game_play(&g, COLOR_BORDER, fixture_coord(&g, "A1")), MOVE_BAD_COLOR);
	ck_assert_int_eq(g.n_moves, 0);
	ck_assert(board_check(&g.board));
	game_free(&g);
}
END_TEST

START_TEST(test_merging_chains_counts_each_liberty_once)
{
	struct game g;

	fixture_game(&g, 9, "B C5 E5 D6");
	fixture_play(&g, "B D5");
	ck_assert_int_eq(board_chain_size(&g.board, fixture_coord(&g, "C5")), 4);
	ck_assert_int_eq(board_chain(&g.board, fixture_coord(&g, "C5")),
			 board_chain(&g.board, fixture_coord(&g, "E5")));
	assert_liberties(&g, "D6", "B5 C4 C6 D4 E4 E6 F5 D7");
	game_free(&g);
}
END_TEST

START_TEST(test_chain_stone_ring_lists_every_stone)
{
	struct game g;
	coord_t stones[BOARD_MAX_POINTS];

	fixture_game(&g, 9, "B B2 C2 D2 E2 F2 B3 D3 F3 B4 C4 D4 E4 F4");
	ck_assert_int_eq(board_stones(&g.board, fixture_coord(&g, "D3"), stones), 13);
	ck_assert_int_eq(board_stones(&g.board, fixture_coord(&g, "B2"), stones), 13);
	game_free(&g);
}
END_TEST

START_TEST(test_hash_after_predicts_the_hash_including_captures)
{
	struct game g;
	uint64_t predicted;

	fixture_game(&g, 9, "W D4 E4; B C4 D3 E3 F4 D5");
	predicted = board_hash_after(&g.board, COLOR_BLACK, fixture_coord(&g, "E5"));
	fixture_play(&g, "B E5");
	ck_assert_uint_eq(predicted, g.board.hash);
	predicted = board_hash_after(&g.board, COLOR_WHITE, fixture_coord(&g, "A1"));
	fixture_play(&g, "W A1");
	ck_assert_uint_eq(predicted, g.board.hash);
	game_free(&g);
}
END_TEST

START_TEST(test_board_check_detects_corruption)
{
	struct game g;
	struct board b;
	coord_t e5;

	fixture_game(&g, 9, "B D4 E4 D5; W E5");
	e5 = fixture_coord(&g, "E5");
	ck_assert(board_check(&g.board));

	b = g.board;
	b.chain[b.chain_of[fixture_coord(&g, "D4")]].libs++;
	ck_assert(!board_check(&b));
	b = g.board;
	b.chain[b.chain_of[e5]].size++;
	ck_assert(!board_check(&b));
	b = g.board;
	b.hash ^= 1;
	ck_assert(!board_check(&b));
	b = g.board;
	b.stones[COLOR_WHITE]++;
	ck_assert(!board_check(&b));
	b = g.board;
	b.at[fixture_coord(&g, "A1")] = COLOR_BLACK;
	ck_assert(!board_check(&b));
	b = g.board;
	b.ko_point = e5;
	ck_assert(!board_check(&b));
	b = g.board;
	b.next_stone[fixture_coord(&g, "D4")] = (int16_t)fixture_coord(&g, "D4");
	ck_assert(!board_check(&b));
	game_free(&g);
}
END_TEST

/*
 * A deliberately naive model of the rules, for differential testing: a plain
 * grid, chains found by flood fill, liberties counted from scratch, ko and
 * superko decided by comparing whole positions with the game's history.
 */
struct model {
	int size;                                   /* N */
	uint8_t at[BOARD_MAX_SIZE][BOARD_MAX_SIZE]; /* enum color by [row][col] */
};

/* The model of the board of g. */
static void
model_from_board(struct model *m, const struct board *b)
{
	memset(m, 0, sizeof(*m));
	m->size = b->size;
	for (int r = 0; r < b->size; r++)
		for (int c = 0; c < b->size; c++)
			m->at[r][c] = (uint8_t)board_at(b, coord_make(r, c));
}

/* Flood-fills the chain at (r, c) into chain[]; returns its liberty count. */
static int
model_chain(const struct model *m, int r, int c, uint8_t chain[BOARD_MAX_SIZE][BOARD_MAX_SIZE])
{
	static const int dr[4] = { 1, -1, 0, 0 }, dc[4] = { 0, 0, 1, -1 };
	uint8_t lib[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
	int stack[BOARD_MAX_SIZE * BOARD_MAX_SIZE][2], sp = 0, libs = 0;

	memset(chain, 0, BOARD_MAX_SIZE * BOARD_MAX_SIZE);
	memset(lib, 0, sizeof(lib));
	chain[r][c] = 1;
	stack[sp][0] = r;
	stack[sp++][1] = c;
	while (sp > 0) {
		int sr = stack[--sp][0], sc = stack[sp][1];
		for (int d = 0; d < 4; d++) {
			int nr = sr + dr[d], nc = sc + dc[d];
			if (nr < 0 || nc < 0 || nr >= m->size || nc >= m->size)
				continue;
			if (m->at[nr][nc] == COLOR_EMPTY && !lib[nr][nc]) {
				lib[nr][nc] = 1;
				libs++;
			} else if (m->at[nr][nc] == m->at[r][c] && !chain[nr][nc]) {
				chain[nr][nc] = 1;
				stack[sp][0] = nr;
				stack[sp++][1] = nc;
			}
		}
	}
	return libs;
}

/* Removes the chain at (r, c) if it has no liberty; returns the stones removed. */
static int
model_capture(struct model *m, int r, int c)
{
	uint8_t chain[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
	int removed = 0;

	if (model_chain(m, r, c, chain) > 0)
		return 0;
	for (int i = 0; i < m->size; i++)
		for (int j = 0; j < m->size; j++)
			if (chain[i][j]) {
				m->at[i][j] = COLOR_EMPTY;
				removed++;
			}
	return removed;
}

/*
 * The model's verdict on color playing (r, c) in g (doc/rules.md §3, §4): the
 * position after the move goes to *after. Ko: the move recreates the position
 * before the opponent's last move. Superko: it recreates any earlier position.
 */
static enum move_result
model_move(const struct game *g, const struct model *history, enum color color, int r, int c,
	   struct model *after)
{
	static const int dr[4] = { 1, -1, 0, 0 }, dc[4] = { 0, 0, 1, -1 };
	uint8_t chain[BOARD_MAX_SIZE][BOARD_MAX_SIZE];
	size_t n = g->n_moves;

	*after = history[n];
	if (after->at[r][c] != COLOR_EMPTY)
		return MOVE_OCCUPIED;
	after->at[r][c] = (uint8_t)color;
	for (int d = 0; d < 4; d++) {
		int nr = r + dr[d], nc = c + dc[d];
		if (nr >= 0 && nc >= 0 && nr < after->size && nc < after->size &&
		    after->at[nr][nc] == color_other(color))
			model_capture(after, nr, nc);
	}
	if (model_chain(after, r, c, chain) == 0)
		return MOVE_SUICIDE;
	if (n >= 1 && g->moves[n - 1].color == color_other(color) &&
	    memcmp(after, &history[n - 1], sizeof(*after)) == 0)
		return MOVE_KO;
	if (g->rules.ko == KO_POSITIONAL)
		for (size_t k = 0; k <= n; k++)
			if (memcmp(after, &history[k], sizeof(*after)) == 0)
				return MOVE_SUPERKO;
	return MOVE_OK;
}

/* Compares the engine's verdict with the model's on every empty or occupied point. */
static void
require_engine_agrees_with_model(const struct game *g, const struct model *history, int game)
{
	enum color color = game_to_move(g);
	struct model after;

	for (int r = 0; r < g->board.size; r++)
		for (int c = 0; c < g->board.size; c++) {
			enum move_result want = model_move(g, history, color, r, c, &after);
			enum move_result got = game_check_move(g, color, coord_make(r, c));
			FIXTURE_REQUIRE(got == want,
					"game %d move %zu: %s at row %d col %d: engine %s, model %s",
					game, g->n_moves, color_name(color), r + 1, c + 1,
					move_result_text(got), move_result_text(want));
		}
}

START_TEST(test_random_games_agree_with_a_naive_flood_fill_model)
{
	uint64_t rng = 0x5eed0fb0a4d5c0deULL;
	int games = fixture_property_count(400);

	for (int i = 0; i < games; i++) {
		int size = 3 + i % 10, limit = 3 * size * size;
		struct model *history = malloc(((size_t)limit + 2) * sizeof(*history));
		struct game g;

		ck_assert_ptr_nonnull(history);
		game_init(&g, size, GAME_DEFAULT_KOMI);
		/* Half the games under each ko rule; simple-ko games may cycle until the limit. */
		g.rules.ko = i % 2 ? KO_POSITIONAL : KO_SIMPLE;
		model_from_board(&history[0], &g.board);
		while (!game_ended(&g) && g.n_moves < (size_t)limit) {
			enum color color = game_to_move(&g);
			struct model expected = history[g.n_moves];
			coord_t at;

			require_engine_agrees_with_model(&g, history, i);
			at = fixture_random_point(&g, color, &rng);
			if (at != COORD_PASS)
				model_move(&g, history, color, coord_row(at), coord_col(at), &expected);
			FIXTURE_REQUIRE(game_play(&g, color, at) == MOVE_OK, "game %d: move refused", i);
			FIXTURE_REQUIRE(board_check(&g.board), "game %d: board_check", i);
			model_from_board(&history[g.n_moves], &g.board);
			FIXTURE_REQUIRE(memcmp(&history[g.n_moves], &expected, sizeof(expected)) == 0,
					"game %d move %zu: engine and model positions differ", i,
					g.n_moves);
		}
		free(history);
		game_free(&g);
	}
}
END_TEST

/* The board module's suite. */
Suite *
board_suite(void)
{
	Suite *s = suite_create("board");
	TCase *worked = tcase_create("rules_8");
	TCase *capture = tcase_create("capture");
	TCase *internals = tcase_create("internals");
	TCase *property = tcase_create("property");

	tcase_add_test(worked, test_rules_8_1_separate_stones_each_have_four_liberties);
	tcase_add_test(worked, test_rules_8_2_filling_the_last_liberty_captures_the_chain);
	tcase_add_test(worked, test_rules_8_3_corner_capture_is_legal_where_suicide_is_not);
	tcase_add_test(worked, test_rules_8_5_two_eyes_cannot_be_filled);
	tcase_add_test(worked, test_rules_8_7_lone_stone_has_four_three_or_two_liberties);
	tcase_add_test(worked, test_rules_8_8_a_shared_liberty_counts_once);
	suite_add_tcase(s, worked);

	tcase_add_test(capture, test_one_stone_captures_four_chains_at_once);
	tcase_add_test(capture, test_one_stone_captures_two_chains_of_different_sizes);
	tcase_add_test(capture, test_capture_frees_liberties_of_every_neighbouring_chain);
	tcase_add_test(capture, test_single_stone_suicide_is_illegal);
	tcase_add_test(capture, test_filling_own_last_liberty_without_capture_is_suicide);
	tcase_add_test(capture, test_capture_is_resolved_before_suicide);
	tcase_add_test(capture, test_occupied_and_off_board_points_are_refused);
	tcase_add_test(capture, test_merging_chains_counts_each_liberty_once);
	suite_add_tcase(s, capture);

	tcase_add_test(internals, test_diagram_top_row_is_the_highest_row);
	tcase_add_test(internals, test_chain_stone_ring_lists_every_stone);
	tcase_add_test(internals, test_hash_after_predicts_the_hash_including_captures);
	tcase_add_test(internals, test_board_check_detects_corruption);
	suite_add_tcase(s, internals);

	tcase_add_test(property, test_random_games_agree_with_a_naive_flood_fill_model);
	tcase_set_timeout(property, 120);
	suite_add_tcase(s, property);
	return s;
}
