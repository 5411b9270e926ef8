/*
 * check_reading.c -- the life-and-death reading layer of the judgement
 * (engine/judge_reading.c), one test per error class of issue 13, each from
 * diagrams of its own (corner, edge, centre; with and without an outside
 * liberty): nakade with the killer's stones already inside, a capture that
 * makes only one small eye, shortage of liberties inside, a capturer that dies
 * after the capture, a small chain losing a race to a big group, and a lone
 * stone inside its own wall. Each diagram is judged with either side to move
 * and three seeds. Some positions the static layers already got right stay
 * here as guards: the reading must agree with them.
 */
#include <check.h>

#include "engine/game.h"
#include "engine/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* Seeds every judgement in this file is tried with. */
static const uint64_t seeds[] = {1, 2, 0x9e3779b97f4a7c15ULL};
#define N_SEEDS (sizeof(seeds) / sizeof(seeds[0]))

/* One stone and the status it must have. */
struct want {
	const char *vertex;
	enum stone_status status;
};

/* Judges the diagram with each side to move and every seed; asserts each want. */
static void
assert_judged(const char *diagram, const struct want *wants, int n)
{
	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		struct game g;
		uint8_t status[BOARD_MAX_POINTS];

		fixture_diagram(&g, diagram);
		if (white_to_move)
			fixture_play(&g, "B pass");
		for (size_t s = 0; s < N_SEEDS; s++) {
			status_judge(&g, seeds[s], status);
			for (int i = 0; i < n; i++) {
				coord_t at = fixture_coord(&g, wants[i].vertex);
				ck_assert_msg(board_at(&g.board, at) != COLOR_EMPTY,
				              "%s holds no stone", wants[i].vertex);
				ck_assert_msg(status[at] == wants[i].status,
				              "%s: status %d, want %d (seed %zu, %s to move)",
				              wants[i].vertex, status[at], wants[i].status, s,
				              white_to_move ? "White" : "Black");
			}
		}
		game_free(&g);
	}
}

/* Class 1, edge, one outside liberty (F2): Black's fourteen stones around
 * B2-D3, a bulky five whose vital point C2 White holds with D2 as well. Black
 * has one eye at most: dead, and the killer stones live. goref called Black
 * alive before the reading layer. */
START_TEST(test_nakade_with_killer_stones_inside_on_the_edge)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OXXXXOOOO\n"
	                              "XX..XOOOO\n"
	                              "X.OOX.OOO\n"
	                              "XXXXXOOOO\n";
	static const struct want wants[] = {{"B4", STATUS_DEAD},
	                                    {"E1", STATUS_DEAD},
	                                    {"C2", STATUS_ALIVE},
	                                    {"D2", STATUS_ALIVE},
	                                    {"F1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 1, centre, one outside liberty (G3): Black's thirteen stones around
 * the bulky five C4-E5 with White on its vital point D4 and on E4, E5: dead.
 * goref called Black alive and the three White stones dead before. */
START_TEST(test_nakade_with_killer_stones_inside_in_the_centre)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOXXXXOOO\n"
	                              "OXX.OXOOO\n"
	                              "OX.OOXOOO\n"
	                              "OOXXXX.OO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOO.\n";
	static const struct want wants[] = {
	    {"C6", STATUS_DEAD}, {"F3", STATUS_DEAD}, {"D4", STATUS_ALIVE}, {"E5", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 1, corner, no outside liberty: bulky five A1-C1 with White on B1 and
 * B2. Layer 4 already reads this shape; the reading layer must agree. */
START_TEST(test_nakade_with_killer_stones_inside_in_the_corner)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "XXXXOOOOO\n"
	                              ".OXXOOOOO\n"
	                              ".O.XXOOOO\n";
	static const struct want wants[] = {
	    {"A3", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"B2", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 1, corner, one outside liberty (E3): the same bulky five. */
START_TEST(test_nakade_with_killer_stones_inside_the_corner_and_a_liberty_out)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "XXXX.OOOO\n"
	                              ".OXXOOOOO\n"
	                              ".O.XXOOOO\n";
	static const struct want wants[] = {
	    {"A3", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"B1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 2, corner, outside liberties (D5 E5 F2): A1 takes White's B1-D1 and
 * leaves a straight three whose vital point C1 White then takes. Black is dead
 * whoever starts and White's three stones live; goref called Black alive and
 * the three stones dead before. */
START_TEST(test_capture_that_leaves_a_straight_three_in_the_corner)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOO..OOOO\n"
	                              "XXXXXOOOO\n"
	                              "XXXXX.OOO\n"
	                              "XXXXXXOOO\n"
	                              ".OOOX.OOO\n";
	static const struct want wants[] = {
	    {"A3", STATUS_DEAD}, {"E3", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"D1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 2, corner, one outside liberty (E1): Black's only hope is A1, taking
 * B1-C1, which leaves a two-point eye; White's wall has two eyes. Black is
 * dead and White's two stones live. */
START_TEST(test_capture_that_makes_one_small_eye_in_the_corner)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "XXXXOOOOO\n"
	                              "XXXXXOOOO\n"
	                              ".OOX.OOOO\n";
	static const struct want wants[] = {
	    {"A3", STATUS_DEAD}, {"D1", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"C1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 2, edge, one outside liberty (D4): F1 takes D1-E1 and leaves a
 * two-point eye. Black dead, White's two stones alive. */
START_TEST(test_capture_that_makes_one_small_eye_on_the_edge)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOO.OOOOO\n"
	                              "OOXXXXXOO\n"
	                              "OOXXXXXOO\n"
	                              "OOXOO.XOO\n";
	static const struct want wants[] = {
	    {"C3", STATUS_DEAD}, {"G1", STATUS_DEAD}, {"D1", STATUS_ALIVE}, {"E1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 2, centre, one outside liberty (E3): F5 takes D5-E5 for a two-point
 * eye only. */
START_TEST(test_capture_that_makes_one_small_eye_in_the_centre)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOXXXXOOO\n"
	                              "OOXOO.XOO\n"
	                              "OOXXXXXOO\n"
	                              "OOOO.OOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOO.\n";
	static const struct want wants[] = {
	    {"C6", STATUS_DEAD}, {"G4", STATUS_DEAD}, {"D5", STATUS_ALIVE}, {"E5", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 3, edge: Black's twelve stones have two liberties, C3 inside and G1
 * outside; White's six stones inside have C3 alone, and White C3 is suicide.
 * Black takes them whoever starts and lives. */
START_TEST(test_shortage_of_liberties_inside_on_the_edge)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OXXXXOOOO\n"
	                              "OX.XXXOOO\n"
	                              "OXOOOXOOO\n"
	                              "OXOOOX.OO\n";
	static const struct want wants[] = {
	    {"B1", STATUS_ALIVE}, {"E4", STATUS_ALIVE}, {"C1", STATUS_DEAD}, {"E2", STATUS_DEAD}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 3, corner: Black's nine stones have B2 (shared with White's seven
 * stones, suicide for White) and D1 outside. Black takes them whoever starts. */
START_TEST(test_shortage_of_liberties_inside_in_the_corner)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "XXXXOOOOO\n"
	                              "OOOXOOOOO\n"
	                              "OOOXOOOOO\n"
	                              "O.XXOOOOO\n"
	                              "OOX.OOOOO\n";
	static const struct want wants[] = {
	    {"C2", STATUS_ALIVE}, {"D4", STATUS_ALIVE}, {"A4", STATUS_DEAD}, {"B1", STATUS_DEAD}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 3, centre: Black's sixteen stones have C5 (shared with White's six
 * stones, suicide for White) and H4 outside. */
START_TEST(test_shortage_of_liberties_inside_in_the_centre)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OXXXXXXOO\n"
	                              "OX.OOOXOO\n"
	                              "OXOOOXX.O\n"
	                              "OXXXXXOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOO.\n";
	static const struct want wants[] = {
	    {"C3", STATUS_ALIVE}, {"G6", STATUS_ALIVE}, {"D5", STATUS_DEAD}, {"F5", STATUS_DEAD}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 4, corner: Black's A1-C1-B2 has one liberty, A2; White's six stones
 * around it have A2 and D3. White can take the corner, but that leaves a
 * pyramid four whose vital point B1 Black then plays, and Black fills D3
 * first if White waits: White's chain is dead too (goref called it alive).
 * The corner stones are in the area Black ends with and are not removed; the
 * count is the same either way (RULES.md: area and territory + prisoners agree). */
START_TEST(test_capturer_dies_after_taking_the_corner)
{
	static const char diagram[] = ".X.XXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "OOO.XXXXX\n"
	                              ".XOOXXXXX\n"
	                              "XXXOXXXXX\n";
	static const struct want wants[] = {{"A3", STATUS_DEAD},
	                                    {"D1", STATUS_DEAD},
	                                    {"C2", STATUS_DEAD},
	                                    {"E1", STATUS_ALIVE},
	                                    {"D4", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 4, the same along the lower edge: White's eight stones around Black's
 * B1-D1-C2 (one liberty, A1), with one liberty E3 outside. */
START_TEST(test_capturer_dies_after_taking_the_corner_on_the_edge)
{
	static const char diagram[] = ".X.XXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XXXXXXXXX\n"
	                              "XOOO.XXXX\n"
	                              "OOXOOXXXX\n"
	                              ".XXXOXXXX\n";
	static const struct want wants[] = {
	    {"B2", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"D3", STATUS_DEAD}, {"F1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 5, corner: Black's seven stones have five liberties (A2 B2 D1 inside,
 * E3 F1 outside), White's B1-C2 three (A1 B2 D1): White loses whoever
 * starts; goref left both alive before. */
START_TEST(test_small_chain_loses_the_race_in_the_corner)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "XXXX.OOOO\n"
	                              "..OXXOOOO\n"
	                              ".OO.X.OOO\n";
	static const struct want wants[] = {
	    {"C1", STATUS_DEAD}, {"C2", STATUS_DEAD}, {"B3", STATUS_ALIVE}, {"E1", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 5, edge: Black's fifteen stones against White's C2-D3 in their area. */
START_TEST(test_small_chain_loses_the_race_on_the_edge)
{
	static const char diagram[] = ".O.OOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOOOOOOOO\n"
	                              "OOXXXXX.O\n"
	                              "OX.O..XOO\n"
	                              "OXOO.XXOO\n"
	                              "OXXXXXOOO\n";
	static const struct want wants[] = {
	    {"C2", STATUS_DEAD}, {"D3", STATUS_DEAD}, {"C1", STATUS_ALIVE}, {"B5", STATUS_ALIVE}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

/* Class 6: Black's lone C4 and B3 inside Black's wall, each next to a dead
 * White stone, stay on the board. */
START_TEST(test_lone_stone_inside_its_own_wall_lives)
{
	static const char diagram[] = "....XO...\n"
	                              "....XO...\n"
	                              "....XO...\n"
	                              "....XO...\n"
	                              "....XO...\n"
	                              ".OX.XO...\n"
	                              ".XO.XO...\n"
	                              "....XO...\n"
	                              "....XO...\n";
	static const struct want wants[] = {
	    {"C4", STATUS_ALIVE}, {"B3", STATUS_ALIVE}, {"B4", STATUS_DEAD}, {"C3", STATUS_DEAD}};

	assert_judged(diagram, wants, (int)(sizeof(wants) / sizeof(wants[0])));
}
END_TEST

Suite *
reading_suite(void)
{
	Suite *s = suite_create("reading");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_nakade_with_killer_stones_inside_on_the_edge);
	tcase_add_test(tc, test_nakade_with_killer_stones_inside_in_the_centre);
	tcase_add_test(tc, test_nakade_with_killer_stones_inside_in_the_corner);
	tcase_add_test(tc, test_nakade_with_killer_stones_inside_the_corner_and_a_liberty_out);
	tcase_add_test(tc, test_capture_that_leaves_a_straight_three_in_the_corner);
	tcase_add_test(tc, test_capture_that_makes_one_small_eye_in_the_corner);
	tcase_add_test(tc, test_capture_that_makes_one_small_eye_on_the_edge);
	tcase_add_test(tc, test_capture_that_makes_one_small_eye_in_the_centre);
	tcase_add_test(tc, test_shortage_of_liberties_inside_on_the_edge);
	tcase_add_test(tc, test_shortage_of_liberties_inside_in_the_corner);
	tcase_add_test(tc, test_shortage_of_liberties_inside_in_the_centre);
	tcase_add_test(tc, test_capturer_dies_after_taking_the_corner);
	tcase_add_test(tc, test_capturer_dies_after_taking_the_corner_on_the_edge);
	tcase_add_test(tc, test_small_chain_loses_the_race_in_the_corner);
	tcase_add_test(tc, test_small_chain_loses_the_race_on_the_edge);
	tcase_add_test(tc, test_lone_stone_inside_its_own_wall_lives);
	suite_add_tcase(s, tc);
	return s;
}
