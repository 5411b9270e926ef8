/*
 * check_playout.c -- the playout board and the playouts: after every move of
 * long random games the playout board agrees with the referee's board (stones,
 * legality, atari and the last liberty) and its own invariants hold (empty
 * list, chains, pseudo-liberty sums); playouts end, never fill an own eye-like
 * point, and the same seed gives the same game.
 */
#include <string.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/rng.h"
#include "engine/playout/pattern.h"
#include "engine/playout/pboard.h"
#include "engine/playout/playout.h"
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
					int libs = pboard_libs_after(pb, c, p, &size);
					ck_assert_int_eq(libs,
					                 playout_libs_after(b, c, p, 2, &want_size));
					if (libs < 2)
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

/* How many of p's neighbours are empty. */
static int
empty_around(const struct board *b, coord_t p)
{
	int n = 0;

	for (int d = 0; d < 4; d++)
		n += board_at(b, p + coord_dirs[d]) == COLOR_EMPTY;
	return n;
}

/* A mid-game position: `moves` moves at random points, each the first drawn
 * that is legal and has two empty neighbours (none after 1000 draws: a pass). */
static void
random_position(struct board *b, int size, int moves, uint64_t seed)
{
	coord_t points[BOARD_MAX_POINTS];
	int n;

	board_init(b, size);
	n = board_points(b, points);
	for (int i = 0; i < moves; i++) {
		enum color color = i % 2 ? COLOR_WHITE : COLOR_BLACK;
		int tries = 0;
		coord_t p;
		do
			p = points[rng_below(&seed, (uint32_t)n)];
		while (++tries < 1000 && (board_check_move(b, color, p) != MOVE_OK ||
		                          empty_around(b, p) < 2));
		if (tries < 1000)
			board_play(b, color, p);
	}
}

/* FNV-1a over 64-bit values. */
static uint64_t
fnv(uint64_t h, uint64_t v)
{
	for (int i = 0; i < 8; i++) {
		h ^= v >> (8 * i) & 0xff;
		h *= 0x100000001b3ULL;
	}
	return h;
}

/*
 * The exact games: the moves of playouts from fixed positions and seeds, under
 * the judgement's policy, the search's and one with no sacrifice at all, and
 * the ownership counts the judgement reads. The judgement was tuned on these
 * games, so a faster playout core must play the same ones (same random draws
 * in the same order, same order of the empty list). The checksums were taken
 * from the code before issue 10's structural rework; a change here is a change
 * of behaviour, never a detail.
 */
START_TEST(test_playouts_play_the_pinned_games)
{
	static const struct {
		int size, moves;
		uint64_t games, ownership;
	} cases[] = {
		{5, 6, 0x8f469a3c8081f69cULL, 0x97da971dd61e3cb5ULL},
		{9, 0, 0x26f6b6e0afc6380eULL, 0x534f269cfa10a764ULL},
		{9, 30, 0x778cd35209091949ULL, 0x3d4173963b60430aULL},
		{13, 60, 0x6f1fc892f5874dd9ULL, 0xfca9aadb31a17467ULL},
		{19, 0, 0x52f613de6416cd71ULL, 0x90ee34b2cec6b143ULL},
		{19, 120, 0x8263a83c96021d26ULL, 0xa5bd6f4ad470d635ULL},
	};
	static const struct playout_policy policies[] = {{3, false}, {2, true}, {0, false}};

	for (size_t k = 0; k < sizeof(cases) / sizeof(cases[0]); k++) {
		struct board b;
		struct pboard start, pb;
		uint64_t h = 14695981039346656037ULL, rng = 1000 + k;
		static int16_t record[PLAYOUT_MAX_MOVES];

		random_position(&b, cases[k].size, cases[k].moves, 12345 + k);
		pboard_from_board(&start, &b);
		for (size_t pol = 0; pol < sizeof(policies) / sizeof(policies[0]); pol++) {
			for (int i = 0; i < 12; i++) {
				pboard_copy(&pb, &start);
				enum color first = i % 2 ? COLOR_WHITE : COLOR_BLACK;
				int n = playout_play(&pb, first, COORD_PASS, &rng, &policies[pol], record);
				ck_assert(pboard_check(&pb));
				h = fnv(h, (uint64_t)n);
				for (int m = 0; m < n; m++)
					h = fnv(h, (uint64_t)(uint16_t)record[m]);
				h = fnv(h, (uint64_t)(int64_t)playout_area(&pb, NULL));
			}
			h = fnv(h, rng);
		}

		static uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
		uint64_t o = 14695981039346656037ULL;
		memset(black, 0, sizeof(black));
		memset(white, 0, sizeof(white));
		rng = 77 + k;
		playout_ownership(&b, COLOR_WHITE, &rng, 32, PLAYOUT_SACRIFICE_MAX, black, white);
		for (int i = 0; i < BOARD_MAX_POINTS; i++)
			o = fnv(o, (uint64_t)black[i] << 16 | white[i]);
		o = fnv(o, rng);
		ck_assert_msg(h == cases[k].games, "%dx%d after %d moves: games %016llx",
		              cases[k].size, cases[k].size, cases[k].moves, (unsigned long long)h);
		ck_assert_msg(o == cases[k].ownership, "%dx%d after %d moves: ownership %016llx",
		              cases[k].size, cases[k].size, cases[k].moves, (unsigned long long)o);
	}
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
	tcase_add_test(tc, test_playouts_play_the_pinned_games);
	suite_add_tcase(s, tc);
	return s;
}
