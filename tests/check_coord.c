/*
 * check_coord.c -- GTP vertices (doc/rules.md §1): letters from the left with I
 * skipped, rows from the bottom, case-insensitive, "pass"; syntax errors told
 * apart from well-formed vertices that are off this board.
 */
#include <check.h>

#include "engine/rules/coord.h"
#include "tests/suites.h"

/* Parses text on a size board, expecting OK at (row, col); row -1 means pass. */
static void
assert_parses_to(const char *text, int size, int row, int col)
{
	coord_t at = COORD_NONE;

	ck_assert_msg(coord_parse(text, size, &at) == COORD_PARSE_OK, "\"%s\" not parsed", text);
	if (row < 0)
		ck_assert_int_eq(at, COORD_PASS);
	else
		ck_assert_int_eq(at, coord_make(row, col));
}

/* Parses text expecting the given failure, with the output untouched. */
static void
assert_refused(const char *text, int size, enum coord_parse_result expected)
{
	coord_t at = COORD_NONE;

	ck_assert_msg(coord_parse(text, size, &at) == expected, "\"%s\" on %dx%d: got %d", text,
		      size, size, (int)coord_parse(text, size, &at));
	ck_assert_int_eq(at, COORD_NONE);
}

START_TEST(test_vertex_columns_skip_i_and_rows_count_from_the_bottom)
{
	assert_parses_to("A1", 9, 0, 0);
	assert_parses_to("E5", 9, 4, 4);
	assert_parses_to("H1", 9, 0, 7);
	assert_parses_to("J1", 9, 0, 8);
	assert_parses_to("J9", 9, 8, 8);
	assert_parses_to("T19", 19, 18, 18);
	assert_parses_to("K10", 19, 9, 9);
	assert_parses_to("Z25", 25, 24, 24);
}
END_TEST

START_TEST(test_vertex_is_case_insensitive)
{
	assert_parses_to("e5", 9, 4, 4);
	assert_parses_to("j9", 9, 8, 8);
	assert_parses_to("t19", 19, 18, 18);
	assert_parses_to("pass", 9, -1, 0);
	assert_parses_to("PASS", 9, -1, 0);
	assert_parses_to("Pass", 9, -1, 0);
}
END_TEST

START_TEST(test_vertex_syntax_errors_are_not_off_board)
{
	static const char *const bad[] = {
		"", "A", "1", "I5", "i5", "A0", "A01", "A-1", "5A", " A1", "A1 ", "A1x",
		"AA1", "pas", "passs", "@1", "[1", "A1000",
	};

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		assert_refused(bad[i], 19, COORD_PARSE_SYNTAX);
}
END_TEST

START_TEST(test_well_formed_vertex_outside_the_board_is_off_board)
{
	assert_refused("J10", 9, COORD_PARSE_OFF_BOARD);
	assert_refused("K1", 9, COORD_PARSE_OFF_BOARD);
	assert_refused("T20", 19, COORD_PARSE_OFF_BOARD);
	assert_refused("U1", 19, COORD_PARSE_OFF_BOARD);
	assert_refused("Z99", 19, COORD_PARSE_OFF_BOARD);
	assert_refused("Z99", 25, COORD_PARSE_OFF_BOARD);
	assert_refused("A26", 25, COORD_PARSE_OFF_BOARD);
	assert_refused("C1", 2, COORD_PARSE_OFF_BOARD);
	assert_refused("A100", 25, COORD_PARSE_OFF_BOARD);
}
END_TEST

START_TEST(test_format_writes_gtp_vertices_and_pass)
{
	char text[COORD_TEXT_MAX];

	coord_format(coord_make(0, 0), text);
	ck_assert_str_eq(text, "A1");
	coord_format(coord_make(4, 4), text);
	ck_assert_str_eq(text, "E5");
	coord_format(coord_make(0, 8), text);
	ck_assert_str_eq(text, "J1");
	coord_format(coord_make(18, 18), text);
	ck_assert_str_eq(text, "T19");
	coord_format(coord_make(24, 24), text);
	ck_assert_str_eq(text, "Z25");
	coord_format(COORD_PASS, text);
	ck_assert_str_eq(text, "pass");
}
END_TEST

START_TEST(test_format_then_parse_is_the_identity_on_every_board)
{
	for (int size = BOARD_MIN_SIZE; size <= BOARD_MAX_SIZE; size++)
		for (int row = 0; row < size; row++)
			for (int col = 0; col < size; col++) {
				char text[COORD_TEXT_MAX];
				coord_t at = COORD_NONE;
				coord_format(coord_make(row, col), text);
				ck_assert_int_eq(coord_parse(text, size, &at), COORD_PARSE_OK);
				ck_assert_int_eq(at, coord_make(row, col));
				ck_assert_int_eq(coord_row(at), row);
				ck_assert_int_eq(coord_col(at), col);
			}
}
END_TEST

START_TEST(test_column_letters_skip_i)
{
	static const char letters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

	for (int col = 0; col < BOARD_MAX_SIZE; col++)
		ck_assert_int_eq(coord_col_letter(col), letters[col]);
}
END_TEST

/* The coordinate module's suite. */
Suite *
coord_suite(void)
{
	Suite *s = suite_create("coord");
	TCase *tc = tcase_create("vertex");

	tcase_add_test(tc, test_vertex_columns_skip_i_and_rows_count_from_the_bottom);
	tcase_add_test(tc, test_vertex_is_case_insensitive);
	tcase_add_test(tc, test_vertex_syntax_errors_are_not_off_board);
	tcase_add_test(tc, test_well_formed_vertex_outside_the_board_is_off_board);
	tcase_add_test(tc, test_format_writes_gtp_vertices_and_pass);
	tcase_add_test(tc, test_format_then_parse_is_the_identity_on_every_board);
	tcase_add_test(tc, test_column_letters_skip_i);
	suite_add_tcase(s, tc);
	return s;
}
