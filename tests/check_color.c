/* check_color.c -- colour parsing and naming (GTP colours are case-insensitive). */
#include <check.h>

#include "engine/rules/color.h"
#include "tests/suites.h"

START_TEST(test_color_parse_accepts_gtp_words_in_any_case)
{
	static const struct {
		const char *text;
		enum color color;
	} cases[] = {
		{ "b", COLOR_BLACK },     { "B", COLOR_BLACK },     { "black", COLOR_BLACK },
		{ "BLACK", COLOR_BLACK }, { "bLaCk", COLOR_BLACK }, { "w", COLOR_WHITE },
		{ "W", COLOR_WHITE },     { "white", COLOR_WHITE }, { "White", COLOR_WHITE },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		enum color c = COLOR_EMPTY;
		ck_assert_msg(color_parse(cases[i].text, &c), "\"%s\" refused", cases[i].text);
		ck_assert_int_eq(c, cases[i].color);
	}
}
END_TEST

START_TEST(test_color_parse_refuses_other_words_and_leaves_output_alone)
{
	static const char *const bad[] = { "", "x", "bl", "blackk", "wh", "empty", "e",
					    " b", "b ", "1", "o", "pass" };

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		enum color c = COLOR_BORDER;
		ck_assert_msg(!color_parse(bad[i], &c), "\"%s\" accepted", bad[i]);
		ck_assert_int_eq(c, COLOR_BORDER);
	}
}
END_TEST

START_TEST(test_color_other_swaps_black_and_white)
{
	ck_assert_int_eq(color_other(COLOR_BLACK), COLOR_WHITE);
	ck_assert_int_eq(color_other(COLOR_WHITE), COLOR_BLACK);
	ck_assert(color_is_player(COLOR_BLACK));
	ck_assert(color_is_player(COLOR_WHITE));
	ck_assert(!color_is_player(COLOR_EMPTY));
	ck_assert(!color_is_player(COLOR_BORDER));
}
END_TEST

START_TEST(test_color_names_and_letters)
{
	ck_assert_str_eq(color_name(COLOR_BLACK), "black");
	ck_assert_str_eq(color_name(COLOR_WHITE), "white");
	ck_assert_str_eq(color_name(COLOR_EMPTY), "empty");
	ck_assert_int_eq(color_letter(COLOR_BLACK), 'B');
	ck_assert_int_eq(color_letter(COLOR_WHITE), 'W');
	ck_assert_int_eq(color_letter(COLOR_EMPTY), '.');
}
END_TEST

/* The colour module's suite. */
Suite *
color_suite(void)
{
	Suite *s = suite_create("color");
	TCase *tc = tcase_create("parse");

	tcase_add_test(tc, test_color_parse_accepts_gtp_words_in_any_case);
	tcase_add_test(tc, test_color_parse_refuses_other_words_and_leaves_output_alone);
	tcase_add_test(tc, test_color_other_swaps_black_and_white);
	tcase_add_test(tc, test_color_names_and_letters);
	suite_add_tcase(s, tc);
	return s;
}
