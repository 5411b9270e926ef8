/*
 * check_client.c -- the GTP client (gtp/client.h) against small shell
 * "engines": a reply is read, and an engine that dies says how.
 */
#include <signal.h>

#include "gtp/client.h"
#include "tests/suites.h"

START_TEST(test_reply_of_a_scripted_engine)
{
	struct gtp_client c;

	gtp_client_init(&c);
	ck_assert(gtp_client_start(&c, "read line; printf '= hello\\n\\n'; read line", -1));
	ck_assert_int_eq(gtp_client_send(&c, "name", 5.0), GTP_CLIENT_OK);
	ck_assert_str_eq(gtp_client_reply(&c), "hello");
	gtp_client_quit(&c, 2.0);
	ck_assert_int_eq(c.end_signal, 0);
	gtp_client_free(&c);
}
END_TEST

/* An engine killed by a signal: the client gives the signal, not only text. */
START_TEST(test_engine_killed_by_a_signal_reports_it)
{
	struct gtp_client c;

	gtp_client_init(&c);
	ck_assert(gtp_client_start(&c, "read line; kill -SEGV $$", -1));
	ck_assert_int_eq(gtp_client_send(&c, "name", 5.0), GTP_CLIENT_CLOSED);
	ck_assert_int_eq(c.end_signal, SIGSEGV);
	ck_assert_str_eq(c.why, "killed by signal 11");
	gtp_client_free(&c);
}
END_TEST

/* An engine that exits by itself has no end signal. */
START_TEST(test_engine_exiting_has_no_signal)
{
	struct gtp_client c;

	gtp_client_init(&c);
	ck_assert(gtp_client_start(&c, "read line; exit 3", -1));
	ck_assert_int_eq(gtp_client_send(&c, "name", 5.0), GTP_CLIENT_CLOSED);
	ck_assert_int_eq(c.end_signal, 0);
	ck_assert_str_eq(c.why, "exited with status 3");
	gtp_client_free(&c);
}
END_TEST

/* The client suite. */
Suite *
client_suite(void)
{
	Suite *s = suite_create("client");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 20);
	tcase_add_test(tc, test_reply_of_a_scripted_engine);
	tcase_add_test(tc, test_engine_killed_by_a_signal_reports_it);
	tcase_add_test(tc, test_engine_exiting_has_no_signal);
	suite_add_tcase(s, tc);
	return s;
}
