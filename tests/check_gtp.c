/*
 * check_gtp.c -- the protocol core (gtp/gtp.c) against a small registry of its
 * own, since gtp.c knows no Go: preprocessing, ids, framing, arity, the
 * protocol commands and the number parsers. Responses are compared byte for byte.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "gtp/gtp.h"
#include "tests/gtp_harness.h"
#include "tests/suites.h"

/* Handler calls since the harness opened: proves a refused line ran nothing. */
static int handler_calls;

/* Arguments: none.  Returns: hello. */
static enum gtp_status
t_hello(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	handler_calls++;
	gtp_printf(s, "hello");
	return GTP_OK;
}

/* Arguments: none.  Fails: always, after starting a body that the failure replaces. */
static enum gtp_status
t_fail(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	handler_calls++;
	gtp_printf(s, "partial body");
	return gtp_fail(s, "nope");
}

/* Arguments: none.  Returns: a body with empty lines inside and trailing newlines. */
static enum gtp_status
t_multi(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	handler_calls++;
	gtp_printf(s, "a\n\nb\n\n\nc\n\n");
	return GTP_OK;
}

/* Arguments: none.  Returns: a body starting with a newline (as showboard's). */
static enum gtp_status
t_lead(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	handler_calls++;
	gtp_printf(s, "\nx\ny");
	return GTP_OK;
}

/* Arguments: 1 or 2 words.  Returns: the count, then the words joined by '|'. */
static enum gtp_status
t_args(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	handler_calls++;
	gtp_printf(s, "%d ", argc);
	for (int i = 0; i < argc; i++)
		gtp_printf(s, "%s%s", i ? "|" : "", argv[i]);
	return GTP_OK;
}

/* Arguments: any number.  Returns: how many, and whether argv ends with NULL. */
static enum gtp_status
t_count(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	handler_calls++;
	gtp_printf(s, "%d%s", argc, argv[argc] == NULL ? "" : " unterminated");
	return GTP_OK;
}

/* Arguments: none.  Returns: 100000 'x', written in 1000-byte pieces. */
static enum gtp_status
t_big(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	char piece[1001];

	(void)e;
	(void)argc;
	(void)argv;
	handler_calls++;
	memset(piece, 'x', 1000);
	piece[1000] = '\0';
	for (int i = 0; i < 100; i++)
		gtp_printf(s, "%s", piece);
	return GTP_OK;
}

/* Arguments: 0 or 1 (with a final body).  Returns: a streamed answer of two lines,
 * the second written in two pieces, then the body "end" when asked. */
static enum gtp_status
t_stream(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	(void)e;
	(void)argv;
	handler_calls++;
	gtp_stream_printf(s, "lost before the start\n"); /* not streaming yet: dropped */
	gtp_stream_begin(s);
	gtp_stream_begin(s); /* a second begin writes nothing */
	gtp_stream_printf(s, "info %d\n", 1);
	gtp_stream_printf(s, "info ");
	gtp_stream_printf(s, "%d\n", 2);
	if (argc == 1)
		gtp_printf(s, "end\n\n");
	return GTP_OK;
}

/* Deliberately unsorted: the session sorts its own index. */
static const struct gtp_command test_commands[] = {
	{ "hello", 0, 0, t_hello },
	{ "fail", 0, 0, t_fail },
	{ "args", 1, 2, t_args },
	{ "multi", 0, 0, t_multi },
	{ "lead", 0, 0, t_lead },
	{ "count", 0, GTP_ANY_ARGS, t_count },
	{ "big", 0, 0, t_big },
	{ "stream", 0, 1, t_stream },
	{ "protocol_version", 0, 0, gtp_cmd_protocol_version },
	{ "known_command", 1, 1, gtp_cmd_known_command },
	{ "list_commands", 0, 0, gtp_cmd_list_commands },
	{ "quit", 0, 0, gtp_cmd_quit },
	{ NULL, 0, 0, NULL },
};

/* A harness over test_commands, with no handler called yet. */
static struct gtp_harness *
open_test_session(void)
{
	handler_calls = 0;
	return gtp_harness_open_commands(test_commands);
}

/* Runs one line on a fresh session and asserts the exact response. */
static void
assert_reply(const char *line, const char *expected)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, line), expected);
	ck_assert(h->answered);
	gtp_harness_close(h);
}

START_TEST(test_id_is_echoed_on_success)
{
	assert_reply("17 hello", "=17 hello\n\n");
}
END_TEST

START_TEST(test_id_is_echoed_on_failure)
{
	assert_reply("17 fail", "?17 nope\n\n");
}
END_TEST

START_TEST(test_without_id_the_marker_stands_alone)
{
	assert_reply("hello", "= hello\n\n");
	assert_reply("fail", "? nope\n\n");
}
END_TEST

START_TEST(test_id_zero_and_leading_zeros_are_echoed_as_given)
{
	assert_reply("0 hello", "=0 hello\n\n");
	assert_reply("007 hello", "=007 hello\n\n");
}
END_TEST

START_TEST(test_failure_replaces_a_started_body)
{
	assert_reply("fail", "? nope\n\n");
}
END_TEST

START_TEST(test_empty_body_is_marker_space_and_blank_line)
{
	assert_reply("5 quit", "=5 \n\n");
}
END_TEST

START_TEST(test_nul_bytes_inside_the_line_are_dropped)
{
	static const char line[] = "3 he\0l\0lo\0";
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run_bytes(h, line, sizeof(line) - 1), "=3 hello\n\n");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_control_characters_are_dropped)
{
	assert_reply("\x01" "4 he\x7fl\x1bl\x02o\r", "=4 hello\n\n");
}
END_TEST

START_TEST(test_tabs_become_spaces_between_arguments)
{
	assert_reply("args\tone\t\ttwo\t", "= 2 one|two\n\n");
	assert_reply("\t8\targs\tx", "=8 1 x\n\n");
}
END_TEST

START_TEST(test_high_bytes_are_kept_in_arguments)
{
	assert_reply("args \xc3\xa9t\xe9 \xff", "= 2 \xc3\xa9t\xe9|\xff\n\n");
}
END_TEST

START_TEST(test_a_comment_is_cut_from_the_line)
{
	assert_reply("hello # world", "= hello\n\n");
	assert_reply("args x#y z", "= 1 x\n\n");
	assert_reply("9 args a b # c d e", "=9 2 a|b\n\n");
}
END_TEST

START_TEST(test_text_after_a_newline_is_not_executed)
{
	assert_reply("args a\nhello", "= 1 a\n\n");
}
END_TEST

/* Lines GTP ignores: no reply at all, and no handler runs. */
static const struct {
	const char *bytes; /* the line */
	size_t len;        /* its length (NULs allowed) */
} ignored_lines[] = {
	{ "", 0 },
	{ " ", 1 },
	{ "   \t  \t", 7 },
	{ "# hello", 7 },
	{ "#", 1 },
	{ "   # hello", 10 },
	{ "\r", 1 },
	{ "\0\0\0", 3 },
	{ "\x01\x02\x1b\x7f", 4 },
	{ "\t#\t", 3 },
	{ "\n", 1 },
};

START_TEST(test_blank_and_comment_lines_get_no_reply)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run_bytes(h, ignored_lines[_i].bytes, ignored_lines[_i].len),
			 "");
	ck_assert(!h->answered);
	ck_assert_int_eq(handler_calls, 0);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_unknown_command)
{
	assert_reply("17 frobnicate", "?17 unknown command\n\n");
	assert_reply("frobnicate a b c", "? unknown command\n\n");
}
END_TEST

START_TEST(test_command_names_are_exact_and_case_sensitive)
{
	assert_reply("HELLO", "? unknown command\n\n");
	assert_reply("hell", "? unknown command\n\n");
	assert_reply("helloo", "? unknown command\n\n");
}
END_TEST

START_TEST(test_a_bare_id_gets_a_reply)
{
	assert_reply("42", "?42 unknown command\n\n");
	assert_reply("  42  # just an id", "?42 unknown command\n\n");
}
END_TEST

START_TEST(test_a_number_in_command_position_after_an_id_is_a_command)
{
	assert_reply("1 2 hello", "?1 unknown command\n\n");
}
END_TEST

START_TEST(test_too_few_arguments_is_a_syntax_error)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "6 args"), "?6 syntax error\n\n");
	ck_assert_int_eq(handler_calls, 0);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_too_many_arguments_is_a_syntax_error)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "args a b c"), "? syntax error\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "7 hello world"), "?7 syntax error\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "known_command"), "? syntax error\n\n");
	ck_assert_int_eq(handler_calls, 0);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_many_arguments_reach_the_handler_null_terminated)
{
	enum { N = 20000 };
	char *line = malloc(6 + 2 * N + 1);
	char expected[32];
	size_t n = 0;
	struct gtp_harness *h;

	ck_assert_ptr_nonnull(line);
	n += (size_t)sprintf(line, "count");
	for (int i = 0; i < N; i++) {
		line[n++] = ' ';
		line[n++] = (char)('a' + i % 26);
	}
	line[n] = '\0';
	snprintf(expected, sizeof(expected), "= %d\n\n", N);
	h = open_test_session();
	ck_assert_str_eq(gtp_harness_run(h, line), expected);
	ck_assert_str_eq(gtp_harness_run(h, "count"), "= 0\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "12 count x"), "=12 1\n\n");
	gtp_harness_close(h);
	free(line);
}
END_TEST

START_TEST(test_every_response_ends_with_one_blank_line)
{
	static const char *const lines[] = { "hello", "fail", "multi", "lead", "1 args x",
					     "zzz", "1 args", "42", "big", "list_commands" };
	struct gtp_harness *h = open_test_session();

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		const char *r = gtp_harness_run(h, lines[i]);
		size_t len = strlen(r);

		ck_assert_msg(len >= 3 && (r[0] == '=' || r[0] == '?'), "bad start: %s", lines[i]);
		ck_assert_msg(strcmp(r + len - 2, "\n\n") == 0, "no blank line after %s", lines[i]);
		ck_assert_msg(strstr(r, "\n\n") == r + len - 2, "early blank line in %s", lines[i]);
	}
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_empty_lines_inside_a_body_become_dots)
{
	assert_reply("multi", "= a\n.\nb\n.\n.\nc\n\n");
}
END_TEST

START_TEST(test_a_body_may_start_with_a_newline)
{
	assert_reply("3 lead", "=3 \nx\ny\n\n");
}
END_TEST

START_TEST(test_a_long_body_is_written_whole)
{
	struct gtp_harness *h;
	const char *r;

	h = open_test_session();
	r = gtp_harness_run(h, "big");
	ck_assert_uint_eq(strlen(r), 2 + 100000 + 2);
	ck_assert_uint_eq(strspn(r + 2, "x"), 100000);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_responses_follow_each_other_without_leftovers)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "1 multi"), "=1 a\n.\nb\n.\n.\nc\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "2 hello"), "=2 hello\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "3 fail"), "?3 nope\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "4 hello"), "=4 hello\n\n");
	ck_assert_int_eq(handler_calls, 4);
	gtp_harness_close(h);
}
END_TEST

/* lz-analyze's framing: "=id" and a newline at once, the lines, then a blank line. */
START_TEST(test_a_streamed_answer_is_framed_like_leela_zeros)
{
	assert_reply("5 stream", "=5\ninfo 1\ninfo 2\n\n");
	assert_reply("stream", "=\ninfo 1\ninfo 2\n\n");
	/* genmove_analyze's final "play V" is the body, after the lines. */
	assert_reply("6 stream x", "=6\ninfo 1\ninfo 2\nend\n\n");
}
END_TEST

/* The next response is framed as usual: nothing of the stream is left over. */
START_TEST(test_a_streamed_answer_leaves_the_next_one_alone)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "stream"), "=\ninfo 1\ninfo 2\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "7 hello"), "=7 hello\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "stream"), "=\ninfo 1\ninfo 2\n\n");
	ck_assert_str_eq(gtp_harness_run(h, "fail"), "? nope\n\n");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_protocol_version_is_2)
{
	assert_reply("1 protocol_version", "=1 2\n\n");
}
END_TEST

START_TEST(test_list_commands_lists_the_registry_sorted)
{
	assert_reply("list_commands", "= args\nbig\ncount\nfail\nhello\nknown_command\nlead\n"
				      "list_commands\nmulti\nprotocol_version\nquit\nstream\n\n");
}
END_TEST

START_TEST(test_known_command_reads_the_registry)
{
	assert_reply("known_command hello", "= true\n\n");
	assert_reply("known_command list_commands", "= true\n\n");
	assert_reply("known_command args", "= true\n\n");
	assert_reply("2 known_command frobnicate", "=2 false\n\n");
}
END_TEST

START_TEST(test_known_command_of_a_prefix_or_extension_is_false)
{
	assert_reply("known_command hel", "= false\n\n");
	assert_reply("known_command helloo", "= false\n\n");
	assert_reply("known_command HELLO", "= false\n\n");
	assert_reply("known_command known", "= false\n\n");
}
END_TEST

START_TEST(test_gtp_find_is_exact)
{
	struct gtp_harness *h = open_test_session();

	for (const struct gtp_command *c = test_commands; c->name; c++)
		ck_assert_ptr_eq(gtp_find(&h->s, c->name), c);
	ck_assert_ptr_null(gtp_find(&h->s, ""));
	ck_assert_ptr_null(gtp_find(&h->s, "a"));
	ck_assert_ptr_null(gtp_find(&h->s, "zzz"));
	ck_assert_ptr_null(gtp_find(&h->s, "quitt"));
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_quit_answers_and_ends_the_session)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "hello"), "= hello\n\n");
	ck_assert(!h->s.quit);
	ck_assert_str_eq(gtp_harness_run(h, "9 quit"), "=9 \n\n");
	ck_assert(h->s.quit);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_quit_with_arguments_is_refused_and_does_not_quit)
{
	struct gtp_harness *h = open_test_session();

	ck_assert_str_eq(gtp_harness_run(h, "quit now"), "? syntax error\n\n");
	ck_assert(!h->s.quit);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_respond_error_echoes_the_id_of_the_kept_prefix)
{
	static const char prefix[] = "12 args aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
	struct gtp_harness *h = open_test_session();

	gtp_respond_error(&h->s, prefix, sizeof(prefix) - 1, "line too long");
	ck_assert_str_eq(gtp_harness_collect(h), "?12 line too long\n\n");
	gtp_respond_error(&h->s, "args aaaa", 9, "line too long");
	ck_assert_str_eq(gtp_harness_collect(h), "? line too long\n\n");
	gtp_respond_error(&h->s, "\0\0\0", 3, "line too long");
	ck_assert_str_eq(gtp_harness_collect(h), "? line too long\n\n");
	ck_assert_int_eq(handler_calls, 0);
	ck_assert_str_eq(gtp_harness_run(h, "13 hello"), "=13 hello\n\n");
	gtp_harness_close(h);
}
END_TEST

/* gtp_parse_int: accepted texts and their values. */
static const struct {
	const char *text; /* the token */
	int value;        /* what it means */
} good_ints[] = {
	{ "0", 0 }, { "7", 7 }, { "-5", -5 }, { "+7", 7 }, { "-0", 0 }, { "0019", 19 },
	{ "2147483647", 2147483647 }, { "-2147483648", -2147483647 - 1 },
};

/* gtp_parse_int: refused texts. */
static const char *const bad_ints[] = {
	"", " 1", "1 ", "1x", "x1", "0x10", "1.0", "1e3", "-", "+", "--1", "2147483648",
	"-2147483649", "99999999999999999999", "nan", "\xff", "1\xc3\xa9",
};

START_TEST(test_parse_int_accepts_whole_decimal_ints)
{
	int v = 12345;

	ck_assert_msg(gtp_parse_int(good_ints[_i].text, &v), "refused %s", good_ints[_i].text);
	ck_assert_int_eq(v, good_ints[_i].value);
}
END_TEST

START_TEST(test_parse_int_refuses_anything_else_and_leaves_out_alone)
{
	int v = 12345;

	ck_assert_msg(!gtp_parse_int(bad_ints[_i], &v), "accepted \"%s\"", bad_ints[_i]);
	ck_assert_int_eq(v, 12345);
}
END_TEST

/* gtp_parse_float: accepted texts and their values. */
static const struct {
	const char *text; /* the token */
	double value;     /* what it means */
} good_floats[] = {
	{ "7.5", 7.5 }, { "0", 0.0 }, { "-0.5", -0.5 }, { "+6.5", 6.5 }, { "5", 5.0 },
	{ "1e3", 1000.0 }, { ".5", 0.5 }, { "5.", 5.0 }, { "-1000", -1000.0 },
};

/* gtp_parse_float: refused texts (not numbers, not whole, not finite). */
static const char *const bad_floats[] = {
	"", " 7.5", "7.5 ", "7.5x", "x", "nan", "NaN", "inf", "-inf", "Infinity", "1e999",
	"-1e999", "7,5", "--1", "1e", "\xff", ".", "-",
};

START_TEST(test_parse_float_accepts_finite_numbers)
{
	double v = 42.0;

	ck_assert_msg(gtp_parse_float(good_floats[_i].text, &v), "refused %s",
		      good_floats[_i].text);
	ck_assert_double_eq(v, good_floats[_i].value);
}
END_TEST

START_TEST(test_parse_float_refuses_anything_else_and_leaves_out_alone)
{
	double v = 42.0;

	ck_assert_msg(!gtp_parse_float(bad_floats[_i], &v), "accepted \"%s\"", bad_floats[_i]);
	ck_assert_double_eq(v, 42.0);
}
END_TEST

#define N_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

Suite *
gtp_suite(void)
{
	Suite *s = suite_create("gtp");
	TCase *pre = tcase_create("preprocessing");
	TCase *ids = tcase_create("ids");
	TCase *framing = tcase_create("framing");
	TCase *dispatch = tcase_create("dispatch");
	TCase *protocol = tcase_create("protocol commands");
	TCase *numbers = tcase_create("numbers");

	tcase_add_test(pre, test_a_streamed_answer_is_framed_like_leela_zeros);
	tcase_add_test(pre, test_a_streamed_answer_leaves_the_next_one_alone);
	tcase_add_test(pre, test_nul_bytes_inside_the_line_are_dropped);
	tcase_add_test(pre, test_control_characters_are_dropped);
	tcase_add_test(pre, test_tabs_become_spaces_between_arguments);
	tcase_add_test(pre, test_high_bytes_are_kept_in_arguments);
	tcase_add_test(pre, test_a_comment_is_cut_from_the_line);
	tcase_add_test(pre, test_text_after_a_newline_is_not_executed);
	tcase_add_loop_test(pre, test_blank_and_comment_lines_get_no_reply, 0, N_OF(ignored_lines));
	suite_add_tcase(s, pre);

	tcase_add_test(ids, test_id_is_echoed_on_success);
	tcase_add_test(ids, test_id_is_echoed_on_failure);
	tcase_add_test(ids, test_without_id_the_marker_stands_alone);
	tcase_add_test(ids, test_id_zero_and_leading_zeros_are_echoed_as_given);
	tcase_add_test(ids, test_a_bare_id_gets_a_reply);
	tcase_add_test(ids, test_a_number_in_command_position_after_an_id_is_a_command);
	suite_add_tcase(s, ids);

	tcase_add_test(framing, test_failure_replaces_a_started_body);
	tcase_add_test(framing, test_empty_body_is_marker_space_and_blank_line);
	tcase_add_test(framing, test_every_response_ends_with_one_blank_line);
	tcase_add_test(framing, test_empty_lines_inside_a_body_become_dots);
	tcase_add_test(framing, test_a_body_may_start_with_a_newline);
	tcase_add_test(framing, test_a_long_body_is_written_whole);
	tcase_add_test(framing, test_responses_follow_each_other_without_leftovers);
	tcase_add_test(framing, test_respond_error_echoes_the_id_of_the_kept_prefix);
	suite_add_tcase(s, framing);

	tcase_add_test(dispatch, test_unknown_command);
	tcase_add_test(dispatch, test_command_names_are_exact_and_case_sensitive);
	tcase_add_test(dispatch, test_too_few_arguments_is_a_syntax_error);
	tcase_add_test(dispatch, test_too_many_arguments_is_a_syntax_error);
	tcase_add_test(dispatch, test_many_arguments_reach_the_handler_null_terminated);
	tcase_add_test(dispatch, test_gtp_find_is_exact);
	suite_add_tcase(s, dispatch);

	tcase_add_test(protocol, test_protocol_version_is_2);
	tcase_add_test(protocol, test_list_commands_lists_the_registry_sorted);
	tcase_add_test(protocol, test_known_command_reads_the_registry);
	tcase_add_test(protocol, test_known_command_of_a_prefix_or_extension_is_false);
	tcase_add_test(protocol, test_quit_answers_and_ends_the_session);
	tcase_add_test(protocol, test_quit_with_arguments_is_refused_and_does_not_quit);
	suite_add_tcase(s, protocol);

	tcase_add_loop_test(numbers, test_parse_int_accepts_whole_decimal_ints, 0, N_OF(good_ints));
	tcase_add_loop_test(numbers, test_parse_int_refuses_anything_else_and_leaves_out_alone, 0,
			    N_OF(bad_ints));
	tcase_add_loop_test(numbers, test_parse_float_accepts_finite_numbers, 0, N_OF(good_floats));
	tcase_add_loop_test(numbers, test_parse_float_refuses_anything_else_and_leaves_out_alone, 0,
			    N_OF(bad_floats));
	suite_add_tcase(s, numbers);
	return s;
}
