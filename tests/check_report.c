/*
 * check_report.c -- the parts of goref-match's report page (match/report.h):
 * the HTML escaping of every text from files and engines, the count in a
 * record (TB/TW, match/sgfcount.h) written from the judged statuses and read
 * back, the SVG board drawing it at the right points, and the charts staying
 * small whatever the number of games.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "match/report_board.h"
#include "match/report_chart.h"
#include "match/report_html.h"
#include "match/sgfcount.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* What html_text writes of s (malloc'd). */
static char *
escaped(const char *s)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	ck_assert_ptr_nonnull(out);
	html_text(out, s);
	ck_assert_int_eq(fclose(out), 0);
	return text;
}

static void
assert_escaped(const char *s, const char *expected)
{
	char *got = escaped(s);

	ck_assert_str_eq(got, expected);
	free(got);
}

START_TEST(test_html_escapes_markup_and_quotes)
{
	assert_escaped("A<&\"b", "A&lt;&amp;&quot;b");
	assert_escaped("<script>x</script>", "&lt;script&gt;x&lt;/script&gt;");
	assert_escaped("it's", "it&#39;s");
	assert_escaped("&amp;", "&amp;amp;");
	assert_escaped("plain name 1.0", "plain name 1.0");
	assert_escaped("", "");
}
END_TEST

START_TEST(test_html_replaces_what_is_no_utf8_and_controls)
{
	assert_escaped("caf\xc3\xa9 \xe2\x80\x94", "caf\xc3\xa9 \xe2\x80\x94"); /* UTF-8 kept */
	assert_escaped("fake-\xff\xfe-\xc3", "fake-\xef\xbf\xbd\xef\xbf\xbd-\xef\xbf\xbd");
	assert_escaped("a\x01" "b\x7f", "a\xef\xbf\xbd" "b\xef\xbf\xbd");
	assert_escaped("tab\there", "tab\there");
}
END_TEST

/*
 * A 5x5 end: Black's wall on column B, White's on column C, the black stone at
 * D1 dead in White's area. Black's territory: A5, A4, A3, A1. White's: D5, E5,
 * D4, E4, D2, E2, E1 and D1 under the dead stone.
 */
static void
dead_stone_end(struct game *g, uint8_t status[BOARD_MAX_POINTS])
{
	fixture_diagram(g, ". X O . .\n"
	                   ". X O . .\n"
	                   ". X O O O\n"
	                   "X X O . .\n"
	                   ". X O X .\n");
	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	status[coord_make(0, 3)] = STATUS_DEAD;
}

START_TEST(test_sgfcount_writes_territory_with_dead_stones_points)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	char text[SGFCOUNT_TEXT_MAX];
	struct score s;

	dead_stone_end(&g, status);
	sgfcount_format(&g, status, text);
	/* The dead black stone's point D1 ("de") is White's: the KGS convention. */
	ck_assert_str_eq(text, "TB[aa][ab][ac][ae]TW[da][ea][db][eb][dd][ed][de][ee]");
	score_count(&g, status, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 4);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 8);
	game_free(&g);
}
END_TEST

START_TEST(test_sgfcount_writes_nothing_without_territory)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	char text[SGFCOUNT_TEXT_MAX];

	fixture_diagram(&g, "X . O\nX . O\nX . O\n"); /* the middle is dame */
	memset(status, STATUS_ALIVE, sizeof(status));
	sgfcount_format(&g, status, text);
	ck_assert_str_eq(text, "");
	game_free(&g);
}
END_TEST

/* The points of side in count, as a string of SGF points in board order. */
static void
owned(const struct sgf_count *count, int size, enum color side, char *out)
{
	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++)
			if (count->owner[coord_make(row, col)] == side) {
				*out++ = (char)('a' + col);
				*out++ = (char)('a' + size - 1 - row);
			}
	*out = '\0';
}

START_TEST(test_sgfcount_reads_back_what_it_wrote)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	char text[SGFCOUNT_TEXT_MAX], record[SGFCOUNT_TEXT_MAX + 64], points[64];
	struct sgf_count count;

	dead_stone_end(&g, status);
	sgfcount_format(&g, status, text);
	snprintf(record, sizeof(record), "(;FF[4]SZ[5]C[TB\\]TW[aa]]\n;B[];W[]%s\n)", text);
	sgfcount_read(record, strlen(record), 5, &count);
	ck_assert(count.found);
	owned(&count, 5, COLOR_BLACK, points);
	ck_assert_str_eq(points, "aaabacae");
	owned(&count, 5, COLOR_WHITE, points);
	ck_assert_str_eq(points, "daeadbebdded" "deee");
	game_free(&g);
}
END_TEST

START_TEST(test_sgfcount_reads_the_last_count_and_compressed_lists)
{
	static const char record[] = "(;FF[4]SZ[5]TB[ee];B[aa]TW[aa] [bb:cc]TB[ZZ][zz]\n)";
	struct sgf_count count;
	char points[64];

	sgfcount_read(record, strlen(record), 5, &count);
	ck_assert(count.found);
	owned(&count, 5, COLOR_BLACK, points);
	ck_assert_str_eq(points, ""); /* the root's TB replaced; TB's values are no points */
	owned(&count, 5, COLOR_WHITE, points);
	ck_assert_str_eq(points, "aabbcbbccc");
	sgfcount_read("(;FF[4]SZ[5];B[]TB[aa", 21, 5, &count); /* cut off */
	ck_assert(!count.found);
	sgfcount_read("(;FF[4]SZ[5]AB[aa]PL[W])", 24, 5, &count);
	ck_assert(!count.found);
}
END_TEST

/* What report_board_svg writes of g with count (malloc'd). */
static char *
board_svg(const struct game *g, const struct sgf_count *count, const char *title)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	ck_assert_ptr_nonnull(out);
	report_board_svg(out, g, count, title);
	ck_assert_int_eq(fclose(out), 0);
	return text;
}

/* The contents of the group of class `group` in svg (malloc'd), "" when it has none. */
static char *
group_of(const char *svg, const char *group)
{
	char open[64];
	const char *start, *end;
	char *out;

	snprintf(open, sizeof(open), "<g class=\"%s\"", group);
	start = strstr(svg, open);
	if (!start)
		return strdup("");
	end = strstr(start, "</g>");
	ck_assert_ptr_nonnull(end);
	out = strndup(start, (size_t)(end - start));
	ck_assert_ptr_nonnull(out);
	return out;
}

static void
assert_in_group(const char *svg, const char *group, const char *mark, bool in)
{
	char *g = group_of(svg, group);

	ck_assert_msg((strstr(g, mark) != NULL) == in, "%s %s in group %s: %s", mark,
	              in ? "not" : "wrongly", group, g);
	free(g);
}

START_TEST(test_board_marks_dead_stones_and_territory_where_they_are)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	char text[SGFCOUNT_TEXT_MAX], *svg;
	struct sgf_count count;

	dead_stone_end(&g, status);
	sgfcount_format(&g, status, text);
	sgfcount_read(text, strlen(text), 5, &count);
	svg = board_svg(&g, &count, "Game 1 <&>");
	ck_assert_ptr_nonnull(strstr(svg, "viewBox=\"0 0 6 6\""));
	ck_assert_ptr_nonnull(strstr(svg, "<title>Game 1 &lt;&amp;&gt;</title>"));
	/* D1 (row 0, column 3) is drawn at x 4, y 5: a faded black stone, White's square. */
	assert_in_group(svg, "dead b", "<circle cx=\"4\" cy=\"5\" ", true);
	assert_in_group(svg, "stones b", "<circle cx=\"4\" cy=\"5\" ", false);
	assert_in_group(svg, "tw", "<rect x=\"3.8\" y=\"4.8\" ", true);
	/* A5, the top left, is Black's: at x 1, y 1; E1, the bottom right, White's. */
	assert_in_group(svg, "tb", "<rect x=\"0.8\" y=\"0.8\" ", true);
	assert_in_group(svg, "tw", "<rect x=\"4.8\" y=\"4.8\" ", true);
	assert_in_group(svg, "tb", "<rect x=\"3.8\" y=\"4.8\" ", false);
	/* Stones alive: B5 black at x 2, y 1; C5 white at x 3, y 1; none dead but D1. */
	assert_in_group(svg, "stones b", "<circle cx=\"2\" cy=\"1\" ", true);
	assert_in_group(svg, "stones w", "<circle cx=\"3\" cy=\"1\" ", true);
	assert_in_group(svg, "dead w", "<circle", false);
	free(svg);
	game_free(&g);
}
END_TEST

START_TEST(test_board_without_count_shows_the_stones_only)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];
	struct sgf_count none;
	char *svg;

	dead_stone_end(&g, status);
	memset(&none, 0, sizeof(none));
	svg = board_svg(&g, &none, "plain");
	ck_assert_ptr_null(strstr(svg, "class=\"dead"));
	ck_assert_ptr_null(strstr(svg, "class=\"tb\""));
	ck_assert_ptr_null(strstr(svg, "class=\"tw\""));
	assert_in_group(svg, "stones b", "<circle cx=\"4\" cy=\"5\" ", true); /* D1 as it stands */
	free(svg);
	free(board_svg(&g, NULL, "plain"));
	game_free(&g);
}
END_TEST

START_TEST(test_chart_of_many_games_stays_small)
{
	enum { N = 100000 };
	double *x = malloc(N * sizeof(*x)), *y = malloc(N * sizeof(*y));
	struct chart_line line = {.name = "A<b", .x = x, .y = y, .lo = y, .hi = y, .n = N};
	struct chart_frame f = {.id = "t", .title = "t", .x_name = "game", .y_name = "score",
	                        .x0 = 1, .x1 = N, .y0 = 0, .y1 = 1, .mark_x = N / 2.0};
	char *text = NULL, *points;
	size_t len = 0, commas = 0;
	FILE *out = open_memstream(&text, &len);

	ck_assert_ptr_nonnull(x);
	ck_assert_ptr_nonnull(y);
	for (int i = 0; i < N; i++) {
		x[i] = i + 1;
		y[i] = (i % 7) / 7.0;
	}
	chart_lines(out, &f, &line, 1);
	ck_assert_int_eq(fclose(out), 0);
	points = strstr(text, "<polyline");
	ck_assert_ptr_nonnull(points);
	for (const char *p = points; *p && *p != '/'; p++)
		commas += *p == ',';
	ck_assert_uint_le(commas, CHART_POINTS_MAX + 1);
	ck_assert_uint_ge(commas, CHART_POINTS_MAX / 2);
	ck_assert_ptr_nonnull(strstr(text, ">A&lt;b</text>")); /* the legend, escaped */
	ck_assert_uint_lt(len, 100000);
	free(text);
	free(x);
	free(y);
}
END_TEST

Suite *
report_suite(void)
{
	Suite *s = suite_create("report");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_html_escapes_markup_and_quotes);
	tcase_add_test(tc, test_html_replaces_what_is_no_utf8_and_controls);
	tcase_add_test(tc, test_sgfcount_writes_territory_with_dead_stones_points);
	tcase_add_test(tc, test_sgfcount_writes_nothing_without_territory);
	tcase_add_test(tc, test_sgfcount_reads_back_what_it_wrote);
	tcase_add_test(tc, test_sgfcount_reads_the_last_count_and_compressed_lists);
	tcase_add_test(tc, test_board_marks_dead_stones_and_territory_where_they_are);
	tcase_add_test(tc, test_board_without_count_shows_the_stones_only);
	tcase_add_test(tc, test_chart_of_many_games_stays_small);
	suite_add_tcase(s, tc);
	return s;
}
