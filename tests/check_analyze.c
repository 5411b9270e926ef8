/*
 * check_analyze.c -- the search's GTP front end in process: reg_genmove is
 * deterministic for a seed and a playout count, plays nothing, and answers the
 * move genmove then plays; the clock's own record is charged by genmove and not
 * by reg_genmove; lz-/kata-analyze without an input hook think for one move's
 * limits and frame their lines as Leela Zero does; kata-analyze's lines list
 * moves with their PVs and one ownership value a point; avoid and allow keep
 * moves out of the search (and out of the next one's tree), bad ones are
 * refused; KataGo's other keys (rootInfo, ownershipStdev, pvVisits) are given.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "tests/fixtures.h"
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

/* A harness that thinks 0.2 s a move (no input hook: an analysis lasts that long). */
static struct gtp_harness *
open_timed(void)
{
	struct gtp_harness *h = gtp_harness_open();

	h->e.search_config.threads = 1;
	h->e.playouts = 0; /* the harness sets 64 */
	h->e.move_time = 0.2;
	gtp_harness_script(h, POSITION);
	return h;
}

/* The moves of every "info move V" of reply, as " V1 V2 ... " (for strstr), and the lines. */
static int
listed_moves(const char *reply, char *out, size_t size)
{
	int lines = 0;
	size_t used = 0;

	out[0] = ' ';
	out[1] = '\0';
	used = 1;
	for (const char *p = reply; (p = strstr(p, "info move ")); p += 10) {
		int len = (int)strcspn(p + 10, " ");
		used += (size_t)snprintf(out + used, size - used, "%.*s ", len, p + 10);
		ck_assert(used < size);
	}
	for (const char *p = reply; (p = strchr(p, '\n')); p++)
		lines += p[1] == 'i';
	return lines;
}

START_TEST(test_avoid_and_allow_keep_the_moves_out_of_the_search)
{
	struct gtp_harness *h = open_timed();
	char moves[8192];

	listed_moves(gtp_harness_run(h, "kata-analyze b 5 avoid b D4,D5,D6,E4,E6,pass 1 "
					"avoid b F4,F5,F6 1"),
		     moves, sizeof(moves));
	ck_assert_msg(strlen(moves) > 3, "no move listed");
	for (const char *v = "D4 D5 D6 E4 E6 F4 F5 F6 pass "; *v; v += strcspn(v, " ") + 1) {
		char key[8];
		snprintf(key, sizeof(key), " %.*s ", (int)strcspn(v, " "), v);
		ck_assert_msg(!strstr(moves, key), "avoided%s listed:%s", key, moves);
	}
	ck_assert_int_ge(listed_moves(gtp_harness_run(h, "lz-analyze b 5 allow b C7,G7 2"), moves,
				      sizeof(moves)), 1);
	for (char *v = strtok(moves, " "); v; v = strtok(NULL, " "))
		ck_assert_msg(strcmp(v, "C7") == 0 || strcmp(v, "G7") == 0, "listed: %s", v);
	gtp_harness_expect(h, "move_history", "= black G3\nwhite C3\nblack E5");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_bad_avoid_and_allow_are_refused_and_change_nothing)
{
	static const char *const bad[] = {
		"kata-analyze b 5 allow b C7 1 allow b G7 1", /* allow twice */
		"kata-analyze b 5 avoid b C7 1 allow b G7 1", /* beside avoid */
		"kata-analyze b 5 allow b G7 1 avoid b C7 1",
		"kata-analyze b 5 avoid b Z99 1",             /* off the board */
		"kata-analyze b 5 avoid b C7,,x 1",
		"kata-analyze b 5 avoid b C7 0",              /* depth from 1 */
		"kata-analyze b 5 avoid b C7",                /* a value short */
		"kata-analyze b 5 avoid q C7 1",
		"lz-analyze b 5 ownershipStdev true",         /* a KataGo key */
		"kata-analyze b 5 rootInfo yes",
	};
	struct gtp_harness *h = open_timed();

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		gtp_harness_expect(h, bad[i], "? syntax error");
	gtp_harness_expect(h, "move_history", "= black G3\nwhite C3\nblack E5");
	gtp_harness_close(h);
}
END_TEST

/* A filtered analysis leaves no trace: reg_genmove answers as in a fresh engine. */
START_TEST(test_genmove_after_a_filtered_analysis_is_unfiltered)
{
	struct gtp_harness *a = open_deterministic(), *b = open_deterministic();
	char *fresh, *after;

	gtp_harness_run(a, "kata-analyze w 0 allow w A1 3");
	fresh = vertex_of(gtp_harness_run(b, "reg_genmove w"));
	after = vertex_of(gtp_harness_run(a, "reg_genmove w"));
	ck_assert_str_eq(after, fresh);
	ck_assert_str_ne(after, "A1");
	free(fresh);
	free(after);
	gtp_harness_close(a);
	gtp_harness_close(b);
}
END_TEST

/* Counts the words of s up to the first that is not a number, from its start. */
static int
numbers_from(const char *s, double lo, double hi)
{
	int n = 0;
	char *end;

	for (;;) {
		double v = strtod(s, &end);
		if (end == s || (*end != ' ' && *end != '\0' && *end != '\n'))
			return n;
		ck_assert_msg(v >= lo && v <= hi, "value %g out of [%g, %g]", v, lo, hi);
		n++;
		s = end;
	}
}

START_TEST(test_kata_keys_root_info_ownership_stdev_and_pv_visits)
{
	struct gtp_harness *h = open_timed();
	char *copy = strdup(gtp_harness_run(h, "kata-analyze w 5 ownershipStdev true rootInfo "
					       "true pvVisits true pvEdgeVisits true "
					       "movesOwnership true movesOwnershipStdev false "
					       "maxmoves 3"));
	char *line, *save = NULL;
	int lines = 0;

	for (line = strtok_r(copy + 3, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		const char *root = strstr(line, " rootInfo visits ");
		const char *spread = strstr(line, " ownershipStdev ");
		const char *info = strstr(line, "info move ");
		const char *pv = strstr(info, " pv "), *visits = strstr(info, " pvVisits ");
		int pv_moves = 0;

		ck_assert_ptr_nonnull(root);
		ck_assert_ptr_nonnull(spread);
		ck_assert_int_eq(numbers_from(spread + 16, 0, 1), 81);
		ck_assert_ptr_null(strstr(line, "movesOwnership")); /* accepted, not computed */
		/* The first move's pv and one visit count per pv move, falling along it. */
		for (const char *p = pv + 4; *p && strncmp(p, "pvVisits ", 9) != 0;
		     p += strcspn(p, " ") + 1)
			pv_moves++;
		ck_assert_ptr_nonnull(visits);
		ck_assert_int_eq(numbers_from(visits + 10, 0, 1e9), pv_moves);
		ck_assert_ptr_nonnull(strstr(visits, " pvEdgeVisits "));
		lines++;
	}
	ck_assert_int_ge(lines, 1);
	free(copy);
	gtp_harness_close(h);
}
END_TEST

/*
 * The search agrees with the referee on a settled finished position: after the
 * sample game's 45 moves (final_score B+19.5, every point settled) kata-analyze
 * for White gives White under 0.1 (Black over 0.9) and a scoreLead within a
 * point of the count; the last line comes when the playouts are done. The light
 * playouts alone gave White about 0.25 and a lead of -13.
 */
START_TEST(test_analysis_follows_the_count_on_a_settled_position)
{
	struct gtp_harness *h = gtp_harness_open();
	const char *r, *last, *at;
	double winrate, lead;

	h->e.search_config.threads = 1;
	h->e.playouts = 3000;
	game_free(&h->e.game);
	fixture_sample_game(&h->e.game, 45);
	gtp_harness_expect(h, "final_score", "= B+19.5");
	r = gtp_harness_run(h, "kata-analyze w 1");
	last = r;
	for (at = r; (at = strstr(at, "info move ")); at++)
		if (at == r || at[-1] == '\n')
			last = at;
	ck_assert_msg(sscanf(last, "info move %*s visits %*d winrate %lf scoreMean %*f scoreLead %lf",
			     &winrate, &lead) == 2, "reply: %.200s", r);
	ck_assert_msg(winrate < 0.1, "White's win rate %g", winrate);
	ck_assert_msg(fabs(lead + 19.5) <= 1, "White's scoreLead %g", lead);
	gtp_harness_close(h);
}
END_TEST

/* An input hook: a command waits from the hook's `from`-th poll on; when that first said so. */
struct command_after {
	int polls, from;
	double first;
};

static bool
command_after(void *ctx)
{
	struct command_after *c = ctx;

	if (++c->polls < c->from)
		return false;
	if (c->first == 0)
		c->first = table_now();
	return true;
}

/*
 * --ponder: after genmove the table thinks about the opponent's reply until a
 * command waits (here from the hook's 20th poll, about a second), stops at once
 * (well under half a second), and the next genmove, once the opponent has
 * played the move it thought most of, reuses that part of the tree. Without an
 * input hook there is nothing to ponder on.
 */
START_TEST(test_ponder_grows_the_tree_the_next_genmove_reuses)
{
	struct gtp_harness *h = gtp_harness_open();
	struct command_after hook = { 0, 20, 0 };
	static struct search_report r;
	char play[32], vertex[COORD_TEXT_MAX];
	int64_t pondered;

	h->e.search_config.threads = 1;
	h->e.playouts = 500;
	h->e.ponder = true;
	gtp_harness_script(h, "boardsize 9;clear_board");
	gtp_harness_run(h, "genmove b");
	table_ponder(&h->e); /* no input hook: returns at once */
	search_report(h->e.search, &r);
	ck_assert_int_eq(r.to_move, COLOR_BLACK);
	h->e.input_waiting = command_after;
	h->e.stop_ctx = &hook;
	gtp_harness_run(h, "genmove b");
	table_ponder(&h->e);
	ck_assert_msg(table_now() - hook.first < 0.5, "stopped %g s after the command came",
		      table_now() - hook.first);
	search_report(h->e.search, &r);
	ck_assert_int_eq(r.to_move, COLOR_WHITE);
	ck_assert_msg(r.playouts > 500, "pondered %lld playouts", (long long)r.playouts);
	pondered = r.moves[0].visits;
	coord_format(r.moves[0].move, vertex);
	snprintf(play, sizeof(play), "play w %s", vertex);
	gtp_harness_expect(h, play, "= ");
	h->e.ponder = false;
	gtp_harness_run(h, "genmove b");
	search_report(h->e.search, &r);
	ck_assert_int_eq(r.playouts, 500);
	ck_assert_msg(fixture_report_visits(&r) > 500 + pondered / 2, "%lld visits, %lld pondered",
		      (long long)fixture_report_visits(&r), (long long)pondered);
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
	tcase_add_test(tc, test_avoid_and_allow_keep_the_moves_out_of_the_search);
	tcase_add_test(tc, test_bad_avoid_and_allow_are_refused_and_change_nothing);
	tcase_add_test(tc, test_genmove_after_a_filtered_analysis_is_unfiltered);
	tcase_add_test(tc, test_kata_keys_root_info_ownership_stdev_and_pv_visits);
	tcase_add_test(tc, test_analysis_follows_the_count_on_a_settled_position);
	tcase_add_test(tc, test_ponder_grows_the_tree_the_next_genmove_reuses);
	suite_add_tcase(s, tc);
	return s;
}
