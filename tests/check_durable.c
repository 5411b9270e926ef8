/*
 * check_durable.c -- goref-match's durable writes (match/durable.h): an append
 * that fails part way, here over a file-size limit, leaves the file exactly as
 * it was and reports the real reason (issue 12).
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "match/durable.h"
#include "tests/suites.h"

/* The whole content of path (at most size - 1 bytes), NUL-terminated. */
static void
slurp(const char *path, char *out, size_t size)
{
	int fd = open(path, O_RDONLY);
	ssize_t n;

	ck_assert_int_ge(fd, 0);
	n = read(fd, out, size - 1);
	ck_assert_int_ge(n, 0);
	out[n] = '\0';
	close(fd);
}

START_TEST(test_failed_append_leaves_the_file_as_it_was)
{
	char path[] = "/tmp/check-durable.XXXXXX", got[256];
	const char *before = "#header\n1\tfirst line\n";
	struct rlimit saved, limit;
	void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
	int fd = mkstemp(path);
	bool ok;
	int err;

	ck_assert_int_ge(fd, 0);
	close(fd);
	fd = durable_open_append(path);
	ck_assert_int_ge(fd, 0);
	ck_assert(durable_lock(fd));
	ck_assert(durable_append(fd, before));
	/* Room for 10 more bytes: the line below is cut by the limit after 10. */
	ck_assert_int_eq(getrlimit(RLIMIT_FSIZE, &saved), 0);
	limit = saved;
	limit.rlim_cur = strlen(before) + 10;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &limit), 0);
	ok = durable_append(fd, "2\ta line longer than ten bytes\n");
	err = errno;
	ck_assert_int_eq(setrlimit(RLIMIT_FSIZE, &saved), 0);
	signal(SIGXFSZ, old_handler);
	ck_assert(!ok);
	ck_assert_int_eq(err, EFBIG);
	slurp(path, got, sizeof(got));
	ck_assert_str_eq(got, before);
	/* And the next append goes on from there. */
	ck_assert(durable_append(fd, "2\tsecond\n"));
	durable_unlock(fd);
	close(fd);
	slurp(path, got, sizeof(got));
	ck_assert_str_eq(got, "#header\n1\tfirst line\n2\tsecond\n");
	unlink(path);
}
END_TEST

START_TEST(test_make_dir_makes_the_parents)
{
	char base[] = "/tmp/check-durable-dir.XXXXXX", path[128], cmd[160];

	ck_assert_ptr_nonnull(mkdtemp(base));
	snprintf(path, sizeof(path), "%s/a/b/c", base);
	ck_assert(durable_make_dir(path));
	ck_assert(durable_make_dir(path)); /* it exists: fine */
	ck_assert_int_eq(access(path, W_OK), 0);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", base);
	ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* The durable-writes suite. */
Suite *
durable_suite(void)
{
	Suite *s = suite_create("durable");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_failed_append_leaves_the_file_as_it_was);
	tcase_add_test(tc, test_make_dir_makes_the_parents);
	suite_add_tcase(s, tc);
	return s;
}
