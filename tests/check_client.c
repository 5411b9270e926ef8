/*
 * check_client.c -- the GTP client (gtp/client.h) against small shell
 * "engines": a reply is read, an engine that dies says how, a stuck write or a
 * NUL byte cannot hang the controller, the engines die with their controller,
 * and the time the controller was stopped is not counted.
 */
#include <errno.h>
#include <stdbool.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

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

/*
 * A controller that started `command` dies by sig, with
 * gtp_client_kill_all_on_signals() installed when `handlers`. The engine to
 * watch is the process whose pid the command answers to "name" ("= PID"), or
 * the client's own process when it answers nothing; it must not outlive the
 * controller.
 */
static void
assert_engine_dies_with_controller(const char *command, int sig, bool handlers)
{
	int fds[2];
	pid_t controller, engine = 0;
	int status;

	ck_assert_int_eq(pipe(fds), 0);
	controller = fork();
	ck_assert_int_ge(controller, 0);
	if (controller == 0) {
		struct gtp_client c;
		pid_t watched;

		close(fds[0]);
		gtp_client_init(&c);
		if (handlers)
			gtp_client_kill_all_on_signals();
		if (!gtp_client_start(&c, command, -1))
			_exit(2);
		watched = c.pid;
		if (strstr(command, "printf") &&
		    (gtp_client_send(&c, "name", 5.0) != GTP_CLIENT_OK ||
		     (watched = (pid_t)atol(gtp_client_reply(&c))) <= 0))
			_exit(5);
		if (write(fds[1], &watched, sizeof(watched)) != (ssize_t)sizeof(watched))
			_exit(3);
		raise(sig);
		_exit(4); /* not reached: the process ends by the signal */
	}
	close(fds[1]);
	ck_assert_int_eq(read(fds[0], &engine, sizeof(engine)), (ssize_t)sizeof(engine));
	close(fds[0]);
	ck_assert_int_eq(waitpid(controller, &status, 0), controller);
	ck_assert(WIFSIGNALED(status) && WTERMSIG(status) == sig);
	/* The orphaned engine is reaped by init; give it a moment to disappear. */
	for (int i = 0; i < 200 && kill(engine, 0) == 0; i++)
		usleep(10000);
	ck_assert_int_eq(kill(engine, 0), -1);
	ck_assert_int_eq(errno, ESRCH);
}

START_TEST(test_engines_die_with_a_controller_killed_by_a_signal)
{
	assert_engine_dies_with_controller("exec sleep 600", SIGTERM, true);
}
END_TEST

#ifdef __linux__
/* SIGKILL cannot be handled: the engine goes by its parent-death signal (issue 12). */
START_TEST(test_engines_die_with_a_controller_killed_by_sigkill)
{
	assert_engine_dies_with_controller("exec sleep 600", SIGKILL, false);
}
END_TEST
#endif

/*
 * An engine that forks (a script, a wrapper): its child is no child of the
 * controller and has no parent-death signal, yet it too must die with a
 * controller killed by SIGKILL, or by SIGQUIT (issue 24).
 */
#define FORKING_ENGINE "sleep 600 & printf '= %s\\n\\n' $!; wait"

START_TEST(test_a_forking_engine_dies_with_a_controller_killed_by_sigkill)
{
	assert_engine_dies_with_controller(FORKING_ENGINE, SIGKILL, false);
}
END_TEST

START_TEST(test_a_forking_engine_dies_with_a_controller_killed_by_sigquit)
{
	assert_engine_dies_with_controller(FORKING_ENGINE, SIGQUIT, true);
}
END_TEST

/*
 * An engine that closes its stdout is gone for the controller at once, even
 * when the command runs it through a shell (`sh -c` kept the pipe open and
 * the controller waited for the whole timeout, issue 24).
 */
START_TEST(test_an_engine_closing_its_stdout_is_closed_at_once)
{
	struct gtp_client c;
	double start;

	gtp_client_init(&c);
	ck_assert(gtp_client_start(&c, "sh -c 'read line; exec >&-; exec sleep 600'", -1));
	start = gtp_client_now();
	ck_assert_int_eq(gtp_client_send(&c, "name", 10.0), GTP_CLIENT_CLOSED);
	ck_assert_double_lt(gtp_client_now() - start, 3.0);
	ck_assert(!gtp_client_running(&c));
	gtp_client_free(&c);
}
END_TEST

/* A simple command with an assignment in front runs with `exec` after the
 * assignment, which the engine still sees; quotes and redirections stay. */
START_TEST(test_an_assignment_before_a_simple_command_reaches_the_engine)
{
	struct gtp_client c;

	gtp_client_init(&c);
	ck_assert(gtp_client_start(
	    &c, "FOO='a b' sh -c 'read l; printf \"= %s\\n\\n\" \"$FOO\"; read l' 2>/dev/null",
	    -1));
	ck_assert_int_eq(gtp_client_send(&c, "name", 5.0), GTP_CLIENT_OK);
	ck_assert_str_eq(gtp_client_reply(&c), "a b");
	gtp_client_quit(&c, 2.0);
	gtp_client_free(&c);
}
END_TEST

/* A NUL byte can be in no GTP response: garbage at once, not a wait for the
 * end of a response that strstr() could not see (issue 24). */
START_TEST(test_a_nul_byte_in_a_reply_is_garbage_at_once)
{
	struct gtp_client c;
	double start;

	gtp_client_init(&c);
	ck_assert(
	    gtp_client_start(&c, "read line; printf '= pa\\000ss\\n\\n'; exec sleep 600", -1));
	start = gtp_client_now();
	ck_assert_int_eq(gtp_client_send(&c, "genmove b", 10.0), GTP_CLIENT_GARBAGE);
	ck_assert_double_lt(gtp_client_now() - start, 3.0);
	gtp_client_free(&c);
}
END_TEST

/*
 * An engine that never reads: once the pipe to it is full, writing a command
 * blocks. The timeout bounds the write too (issue 24: a match stalled for good).
 */
START_TEST(test_writing_to_an_engine_that_never_reads_times_out)
{
	struct gtp_client c;
	size_t n = 1u << 20;
	char *command = malloc(n + 1);
	double start;

	ck_assert_ptr_nonnull(command);
	memset(command, 'x', n);
	command[n] = '\0';
	gtp_client_init(&c);
	ck_assert(gtp_client_start(&c, "exec sleep 600", -1));
	start = gtp_client_now();
	ck_assert_int_eq(gtp_client_send(&c, command, 1.0), GTP_CLIENT_TIMEOUT);
	ck_assert_double_lt(gtp_client_now() - start, 3.0);
	ck_assert(c.unread); /* stuck in the write, not waiting for an answer */
	gtp_client_free(&c);
	free(command);
}
END_TEST

/*
 * Stops the calling process `after` seconds from now for `stopped` seconds
 * (a helper child sends SIGSTOP, then SIGCONT); returns the helper's pid.
 */
static pid_t
stop_me_later(double after, double stopped)
{
	pid_t me = getpid(), helper = fork();

	ck_assert_int_ge(helper, 0);
	if (helper == 0) {
		usleep((useconds_t)(after * 1e6));
		kill(me, SIGSTOP);
		usleep((useconds_t)(stopped * 1e6));
		kill(me, SIGCONT);
		_exit(0);
	}
	return helper;
}

/*
 * The controller stopped (SIGSTOP, ^Z) and continued while an engine thinks:
 * the stopped time is the controller's, not the engine's. Neither the deadline
 * nor the time measured with gtp_client_now() count it (issue 24: engines lost
 * on time after a SIGSTOP / SIGCONT of the match).
 */
START_TEST(test_time_the_controller_was_stopped_is_not_counted)
{
	struct gtp_client c;
	double start, took;
	pid_t helper;
	int status;

	gtp_client_kill_all_on_signals(); /* catches SIGCONT */
	gtp_client_init(&c);
	/* Answers 2 s after the command: within a 1 s limit only without the 1.5 s stop. */
	ck_assert(gtp_client_start(&c, "read line; sleep 2; printf '= late\\n\\n'; read line", -1));
	helper = stop_me_later(0.3, 1.5);
	start = gtp_client_now();
	ck_assert_int_eq(gtp_client_send(&c, "genmove b", 1.0), GTP_CLIENT_OK);
	took = gtp_client_now() - start;
	ck_assert_str_eq(gtp_client_reply(&c), "late");
	ck_assert_double_lt(took, 0.95);
	ck_assert_double_gt(took, 0.3);
	ck_assert_int_eq(waitpid(helper, &status, 0), helper);
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
	tcase_add_test(tc, test_engines_die_with_a_controller_killed_by_a_signal);
#ifdef __linux__
	tcase_add_test(tc, test_engines_die_with_a_controller_killed_by_sigkill);
#endif
	tcase_add_test(tc, test_a_forking_engine_dies_with_a_controller_killed_by_sigkill);
	tcase_add_test(tc, test_a_forking_engine_dies_with_a_controller_killed_by_sigquit);
	tcase_add_test(tc, test_an_engine_closing_its_stdout_is_closed_at_once);
	tcase_add_test(tc, test_an_assignment_before_a_simple_command_reaches_the_engine);
	tcase_add_test(tc, test_a_nul_byte_in_a_reply_is_garbage_at_once);
	tcase_add_test(tc, test_writing_to_an_engine_that_never_reads_times_out);
	tcase_add_test(tc, test_time_the_controller_was_stopped_is_not_counted);
	suite_add_tcase(s, tc);
	return s;
}
