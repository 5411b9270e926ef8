/*
 * check_analyze.c -- the search's GTP front end in process: reg_genmove is
 * deterministic for a seed and a playout count, plays nothing, and answers the
 * move genmove then plays; the clock's own record is charged by genmove and not
 * by reg_genmove; lz-/kata-analyze without an input hook think for one move's
 * limits and frame their lines as Leela Zero does; kata-analyze's lines list
 * moves with their PVs and one ownership value a point.
 */
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "tests/gtp_harness.h"
#include "tests/suites.h"

#define POSITION "boardsize 9;clear_board;play b E5;play w C3;play b G3"

/* A harness with one thread and a playout count: a search is deterministic. */
static struct gtp_harness *
open_deterministic(void)
{
	struct gtp_harness *h = gtp_harness_open();

	h->e.search_config.threads = 1;
	h->e.playouts = 200;
	gtp_harness_script(h, POSITION);
	return h;
}

/* The vertex in a "= V" reply, copied. */
static char *
vertex_of(const char *reply)
{
	ck_assert_msg(strncmp(reply, "= ", 2) == 0, "reply: %s", reply);
	return strndup(reply + 2, strcspn(reply + 2, "\n"));
}

START_TEST(test_reg_genmove_is_deterministic_and_plays_nothing)
{
	struct gtp_harness *a = open_deterministic(), *b = open_deterministic();
	char *first = vertex_of(gtp_harness_run(a, "reg_genmove w"));
	char *again = vertex_of(gtp_harness_run(b, "reg_genmove w"));

	ck_assert_str_eq(first, again);
	gtp_harness_expect(a, "move_history", "= black G3\nwhite C3\nblack E5");
	/* genmove with the same seed and playouts plays what reg_genmove said. */
	gtp_harness_close(b);
	b = open_deterministic();
	free(again);
	again = vertex_of(gtp_harness_run(b, "genmove w"));
	ck_assert_str_eq(again, first);
	free(first);
	free(again);
	gtp_harness_close(a);
	gtp_harness_close(b);
}
END_TEST

START_TEST(test_genmove_and_cleanup_charge_the_clock_reg_genmove_does_not)
{
	struct gtp_harness *h = open_deterministic();

	gtp_harness_script(h, "time_settings 600 0 0");
	ck_assert(h->e.left[COLOR_WHITE].seconds == 600);
	gtp_harness_run(h, "reg_genmove w");
	ck_assert(h->e.left[COLOR_WHITE].seconds == 600);
	gtp_harness_run(h, "genmove w");
	ck_assert(h->e.left[COLOR_WHITE].seconds < 600);
	ck_assert(h->e.left[COLOR_BLACK].seconds == 600);
	gtp_harness_run(h, "kgs-genmove_cleanup b");
	ck_assert(h->e.left[COLOR_BLACK].seconds < 600);
	/* time_left replaces the record with what the controller measured. */
	gtp_harness_script(h, "time_left w 321 0");
	ck_assert(h->e.left[COLOR_WHITE].seconds == 321);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_analysis_without_input_hook_is_one_move_framed_as_leela_zero)
{
	struct gtp_harness *h = open_deterministic();
	const char *r = gtp_harness_run(h, "3 lz-analyze w 0");

	/* interval 0: no lines; "=3", a newline, the blank line. */
	ck_assert_str_eq(r, "=3\n\n");
	r = gtp_harness_run(h, "kata-genmove_analyze w 0");
	ck_assert_msg(strncmp(r, "=\nplay ", 7) == 0 && strcmp(r + strlen(r) - 2, "\n\n") == 0,
		      "reply: %s", r);
	gtp_harness_expect(h, "4 name", "=4 goref");
	gtp_harness_close(h);
}
END_TEST

/* kata-analyze for 0.3 s (one move's time without an input hook), a line every 5 cs. */
START_TEST(test_kata_analyze_lines_carry_moves_and_one_ownership_value_a_point)
{
	struct gtp_harness *h = gtp_harness_open();
	char *copy, *line, *save = NULL;
	int lines = 0;

	h->e.search_config.threads = 1;
	h->e.playouts = 0; /* the harness sets 64 */
	h->e.move_time = 0.3;
	gtp_harness_script(h, POSITION);
	copy = strdup(gtp_harness_run(h, "8 kata-analyze w 5 ownership true maxmoves 4"));
	ck_assert_msg(strncmp(copy, "=8\n", 3) == 0, "reply: %.80s", copy);
	ck_assert_str_eq(copy + strlen(copy) - 2, "\n\n");
	for (line = strtok_r(copy + 3, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		const char *own = strstr(line, " ownership ");
		int values = 0, moves = 0;
		ck_assert_msg(strncmp(line, "info move ", 10) == 0, "line: %.80s", line);
		for (const char *p = line; (p = strstr(p, "info move ")); p += 10)
			moves++;
		ck_assert_int_le(moves, 4);
		ck_assert_ptr_nonnull(own);
		for (const char *p = own + 10; *p; p++)
			values += *p == ' ';
		ck_assert_int_eq(values, 81);
		ck_assert_ptr_null(strstr(line, " pv ownership")); /* every move has a PV */
		lines++;
	}
	ck_assert_int_ge(lines, 1);
	free(copy);
	gtp_harness_expect(h, "move_history", "= black G3\nwhite C3\nblack E5");
	gtp_harness_close(h);
}
END_TEST

Suite *
analyze_suite(void)
{
	Suite *s = suite_create("analyze");
	TCase *tc = tcase_create("search commands");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_reg_genmove_is_deterministic_and_plays_nothing);
	tcase_add_test(tc, test_genmove_and_cleanup_charge_the_clock_reg_genmove_does_not);
	tcase_add_test(tc, test_analysis_without_input_hook_is_one_move_framed_as_leela_zero);
	tcase_add_test(tc, test_kata_analyze_lines_carry_moves_and_one_ownership_value_a_point);
	suite_add_tcase(s, tc);
	return s;
}
