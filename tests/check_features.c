/*
 * check_features.c -- the learned prior's move features (engine/search/features.h):
 * each group's level on a diagram that has it, the shape key's symmetries, and
 * the learned gammas' order where any player's would agree.
 */
#include <check.h>

#include "engine/playout/pboard.h"
#include "engine/search/features.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* The features of color playing vertex on the diagram, after last and last2. */
static struct move_features
features_at(const char *diagram, enum color color, const char *vertex, const char *last,
	    const char *last2)
{
	struct game g;
	struct pboard pb;
	struct move_features f;

	fixture_diagram(&g, diagram);
	pboard_from_board(&pb, &g.board);
	features_of_move(&pb, color, fixture_coord(&g, vertex),
			 last ? fixture_coord(&g, last) : COORD_NONE,
			 last2 ? fixture_coord(&g, last2) : COORD_NONE, &f);
	game_free(&g);
	return f;
}

/* A 7x7 board: White's C5 in atari (liberty D5); Black's E1 E2 in atari
 * (liberty E3); Black's G7 with two liberties; G1 a point with one. */
static const char tactics[] = "\
. . . . . . X\n\
. . X . . . .\n\
. X O . . . .\n\
. . X . O . .\n\
. . . . . . .\n\
. . . O X O .\n\
. . . O X O .\n";

START_TEST(test_tactical_levels)
{
	static const char caught[] = "\
. . . . .\n\
. . . . .\n\
X . . . .\n\
O X . . .\n\
. X . . .\n";
	/* Levels: 1 one stone, 2 more; +2 the last move's; +4 it could escape there. */
	struct move_features f = features_at(tactics, COLOR_BLACK, "D5", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE], 1 + 4); /* C5 would escape at D5 */
	f = features_at(tactics, COLOR_BLACK, "D5", "C5", NULL);
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE], 1 + 2 + 4);
	f = features_at(tactics, COLOR_WHITE, "E3", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE], 2 + 4);
	f = features_at(caught, COLOR_BLACK, "A1", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE], 1); /* A2 has no way out */
	f = features_at(tactics, COLOR_BLACK, "E3", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_ESCAPE], 2); /* two stones out to D3 and F3 */
	ck_assert_uint_eq(f.level[FEATURE_SELF_ATARI], 0);
	f = features_at(tactics, COLOR_WHITE, "D5", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_ESCAPE], 1); /* one stone */
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE], 0);
	f = features_at(tactics, COLOR_WHITE, "F7", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_ATARI], 1); /* G7 left with G6 */
	ck_assert_uint_eq(f.level[FEATURE_SELF_ATARI], 0);
	f = features_at(tactics, COLOR_BLACK, "G1", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_SELF_ATARI], 1);
	ck_assert_uint_eq(f.level[FEATURE_CAPTURE] + f.level[FEATURE_ESCAPE] + f.level[FEATURE_ATARI], 0);
}
END_TEST

START_TEST(test_distance_and_line_levels)
{
	static const char empty[] = "\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n\
. . . . . . . . .\n";
	/* Distance |dx| + |dy| + max: a neighbour 2 (level 1), a knight's move 5. */
	struct move_features f = features_at(empty, COLOR_BLACK, "E5", "E4", "G6");
	ck_assert_uint_eq(f.level[FEATURE_LAST], 1);
	ck_assert_uint_eq(f.level[FEATURE_LAST2], 4);
	ck_assert_uint_eq(f.level[FEATURE_LINE], 5 + 5); /* line 5, open */
	f = features_at(empty, COLOR_BLACK, "A1", "J9", NULL);
	ck_assert_uint_eq(f.level[FEATURE_LAST], FEATURE_DISTANCE_LEVELS - 1); /* far: the last level */
	ck_assert_uint_eq(f.level[FEATURE_LAST2], 0);                           /* no move */
	ck_assert_uint_eq(f.level[FEATURE_LINE], 1 + 5);
	f = features_at(tactics, COLOR_BLACK, "C3", NULL, NULL);
	ck_assert_uint_eq(f.level[FEATURE_LINE], 3); /* stones near */
	/* A point played two moves ago and taken since (a ko, a throw-in) is as near
	 * as a neighbour: it once gave a level below 0, out of the gammas' table. */
	f = features_at(empty, COLOR_BLACK, "E5", "E4", "E5");
	ck_assert_uint_eq(f.level[FEATURE_LAST2], 1);
}
END_TEST

/* The same shape seen mirrored, turned, or with the colours and the mover swapped
 * has one canonical key; a different shape has another. */
START_TEST(test_shape_key_symmetries)
{
	static const char shape[] = "\
. . . . .\n\
. X O . .\n\
. . . O .\n\
. . X . .\n\
. . . . .\n";
	static const char mirrored[] = "\
. . . . .\n\
. . O X .\n\
. O . . .\n\
. . X . .\n\
. . . . .\n";
	static const char turned[] = "\
. . . . .\n\
. . . X .\n\
. X . O .\n\
. . O . .\n\
. . . . .\n";
	static const char swapped[] = "\
. . . . .\n\
. O X . .\n\
. . . X .\n\
. . O . .\n\
. . . . .\n";
	uint32_t key = features_at(shape, COLOR_BLACK, "C3", NULL, NULL).level[FEATURE_SHAPE];
	uint32_t canonical = feature_shape_canonical(key);

	ck_assert_uint_lt(key, 1u << FEATURE_SHAPE_BITS);
	ck_assert_uint_eq(feature_shape_canonical(features_at(mirrored, COLOR_BLACK, "C3", NULL, NULL)
							   .level[FEATURE_SHAPE]),
			  canonical);
	ck_assert_uint_eq(feature_shape_canonical(features_at(turned, COLOR_BLACK, "C3", NULL, NULL)
							   .level[FEATURE_SHAPE]),
			  canonical);
	ck_assert_uint_eq(features_at(swapped, COLOR_WHITE, "C3", NULL, NULL).level[FEATURE_SHAPE], key);
	ck_assert_uint_ne(feature_shape_canonical(features_at(swapped, COLOR_BLACK, "C3", NULL, NULL)
							   .level[FEATURE_SHAPE]),
			  canonical);
}
END_TEST

/* What the games taught: orders any player would agree with. */
START_TEST(test_learned_gammas_make_sense)
{
	ck_assert_int_gt(feature_n_shapes, 100);
	ck_assert(feature_gammas[FEATURE_CAPTURE][2] > 1);
	ck_assert(feature_gammas[FEATURE_ESCAPE][2] > 1);
	ck_assert(feature_gammas[FEATURE_SELF_ATARI][2] < 1);
	ck_assert(feature_gammas[FEATURE_LAST][1] > feature_gammas[FEATURE_LAST][12]);
	/* The capture on the diagram outweighs the self-atari. */
	ck_assert(features_gamma(&(struct move_features){ 0 }) > 0);
	struct move_features capture = features_at(tactics, COLOR_BLACK, "D5", NULL, NULL);
	struct move_features self_atari = features_at(tactics, COLOR_BLACK, "G1", NULL, NULL);
	ck_assert(features_gamma(&capture) > 2 * features_gamma(&self_atari));
}
END_TEST

Suite *
features_suite(void)
{
	Suite *s = suite_create("features");
	TCase *tc = tcase_create("features");

	tcase_add_test(tc, test_tactical_levels);
	tcase_add_test(tc, test_distance_and_line_levels);
	tcase_add_test(tc, test_shape_key_symmetries);
	tcase_add_test(tc, test_learned_gammas_make_sense);
	suite_add_tcase(s, tc);
	return s;
}
