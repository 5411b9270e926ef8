/*
 * check_playout.c -- the playout board and the playouts: after every move of
 * long random games the playout board agrees with the referee's board (stones,
 * legality, atari and the last liberty) and its own invariants hold (empty
 * list, chains, pseudo-liberty sums); playouts end, never fill an own eye-like
 * point, and the same seed gives the same game.
 */
#include <string.h>

#include <check.h>

#include "engine/board.h"
#include "engine/pattern.h"
#include "engine/pboard.h"
#include "engine/playout.h"
#include "engine/rng.h"
#include "tests/suites.h"

/* Asserts the playout board and the referee board describe the same position. */
static void
assert_same(const struct pboard *pb, const struct board *b)
{
	ck_assert(pboard_check(pb));
	for (int row = 0; row < b->size; row++) {
		for (int col = 0; col < b->size; col++) {
			coord_t p = coord_make(row, col);
			ck_assert_int_eq(pb->at[p], board_at(b, p));
			if (board_at(b, p) == COLOR_EMPTY) {
				for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
					ck_assert_int_eq(pboard_legal(pb, c, p),
					                 board_check_move(b, c, p) == MOVE_OK);
					/* Counted from the sums, as by a walk on the referee board.
					 */
					int size, want_size;
					ck_assert_int_eq(
					    pboard_libs_after(pb, c, p, &size),
					    playout_libs_after(b, c, p, 2, &want_size));
					ck_assert_int_eq(size, want_size);
				}
				/* The 3x3 code holds the eight neighbours. */
				uint16_t code = pattern3_code(pb, p);
				for (int dr = -1, k = 0; dr <= 1; dr++)
					for (int dc = -1; dc <= 1; dc++)
						if (dr != 0 || dc != 0)
							ck_assert_int_eq(
							    code >> (2 * k++) & 3,
							    pb->at[p + dr * COORD_STRIDE + dc]);
				continue;
			}
			ck_assert_int_eq(pboard_in_atari(pb, p), board_libs(b, p) == 1);
			if (board_libs(b, p) == 1) {
				coord_t lib[BOARD_MAX_POINTS];
				board_liberties(b, p, lib);
				ck_assert_int_eq(pboard_atari_lib(pb, p), lib[0]);
			}
		}
	}
}

START_TEST(test_pboard_follows_the_referee_board)
{
	static const int sizes[] = {2, 5, 9, 13, 19};

	for (size_t k = 0; k < sizeof(sizes) / sizeof(sizes[0]); k++) {
		int size = sizes[k];
		struct board b;
		struct pboard pb;
		uint64_t rng = (uint64_t)size * 7919;
		enum color color = COLOR_BLACK;

		board_init(&b, size);
		pboard_from_board(&pb, &b);
		for (int move = 0; move < 4 * size * size; move++) {
			coord_t legal[BOARD_MAX_POINTS];
			int n = 0;
			for (int i = 0; i < pb.n_empty; i++)
				if (pboard_legal(&pb, color, pb.empty[i]))
					legal[n++] = pb.empty[i];
			if (n > 0) {
				coord_t p = legal[rng_below(&rng, (uint32_t)n)];
				ck_assert_int_eq(pboard_play(&pb, color, p),
				                 board_play(&b, color, p));
			} else {
				board_pass(&b);
				pb.ko_point = COORD_NONE;
			}
			ck_assert_int_eq(pb.ko_point, b.ko_point);
			if (move % 7 == 0 || size < 9)
				assert_same(&pb, &b);
			color = color_other(color);
		}
		/* A board rebuilt from the referee's agrees as well. */
		pboard_from_board(&pb, &b);
		assert_same(&pb, &b);
	}
}
END_TEST

START_TEST(test_playouts_end_without_filling_own_eyes)
{
	struct playout_policy policy = {2, true};

	for (int size = 5; size <= 19; size += 7) {
		struct board b;
		struct pboard start;
		uint64_t rng = 3;

		board_init(&b, size);
		pboard_from_board(&start, &b);
		for (int i = 0; i < 30; i++) {
			struct pboard pb, before;
			pboard_copy(&pb, &start);
			int16_t record[PLAYOUT_MAX_MOVES];
			int n = playout_play(&pb, COLOR_BLACK, COORD_PASS, &rng, &policy, record);
			ck_assert_int_le(n, 3 * size * size + 100);
			ck_assert(pboard_check(&pb));
			/* Replay: no move ever filled the mover's own eye-like point. */
			before = start;
			for (int m = 0; m < n; m++) {
				enum color c = m % 2 ? COLOR_WHITE : COLOR_BLACK;
				if (record[m] == COORD_PASS) {
					before.ko_point = COORD_NONE;
					continue;
				}
				ck_assert(!pboard_eye_like(&before, c, record[m]));
				ck_assert(pboard_legal(&before, c, record[m]));
				pboard_play(&before, c, record[m]);
			}
			for (int row = 0; row < size; row++)
				for (int col = 0; col < size; col++)
					ck_assert_int_eq(before.at[coord_make(row, col)],
					                 pb.at[coord_make(row, col)]);
		}
	}
}
END_TEST

START_TEST(test_playout_is_deterministic_for_a_seed)
{
	struct playout_policy policy = {2, true};
	struct board b;
	struct pboard start, a, c;
	int16_t ra[PLAYOUT_MAX_MOVES], rc[PLAYOUT_MAX_MOVES];
	uint64_t s1 = 42, s2 = 42;

	board_init(&b, 9);
	pboard_from_board(&start, &b);
	a = start;
	c = start;
	int na = playout_play(&a, COLOR_BLACK, COORD_PASS, &s1, &policy, ra);
	int nc = playout_play(&c, COLOR_BLACK, COORD_PASS, &s2, &policy, rc);
	ck_assert_int_eq(na, nc);
	ck_assert_int_eq(memcmp(ra, rc, (size_t)na * sizeof(ra[0])), 0);
	ck_assert_int_eq(playout_area(&a, NULL), playout_area(&c, NULL));
}
END_TEST

Suite *
playout_suite(void)
{
	Suite *s = suite_create("playout");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_pboard_follows_the_referee_board);
	tcase_add_test(tc, test_playouts_end_without_filling_own_eyes);
	tcase_add_test(tc, test_playout_is_deterministic_for_a_seed);
	suite_add_tcase(s, tc);
	return s;
}
