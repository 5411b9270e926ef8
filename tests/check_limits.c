/*
 * check_limits.c -- goref's resource limits through GTP: loadsgf of the heaviest
 * records that fit under SGF_MAX_BYTES (one huge comment, millions of nodes,
 * properties, setup values, variations, escapes, lines) answers within bounded CPU
 * time and memory and, when it refuses, changes nothing; loadsgf of special files
 * (/proc files that claim size 0, a symlink to /dev/zero, /dev/null) is refused;
 * printsgf FILE whose write fails (file size limit, no file descriptor left) is a
 * GTP error that keeps the old file whole and leaves no temporary file behind.
 */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <check.h>

#include "engine/rules/sgf.h"
#include "gtp/commands.h"
#include "gtp/table.h"
#include "gtp/gtp.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* An engine behind a GTP session, and a temporary directory for files. */
struct limits {
	struct table e;      /* the engine under test */
	struct gtp_session s; /* goref's registry over e */
	char dir[64];         /* temporary directory, removed with its files */
};

static void
limits_open(struct limits *t)
{
	table_init(&t->e, 19, 7.5, 1);
	t->e.playouts = 64;
	ck_assert(gtp_session_init(&t->s, goref_commands, &t->e, NULL));
	strcpy(t->dir, "/tmp/goref-limits-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(t->dir));
}

/* How many files the directory holds besides . and .. */
static int
count_files(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *ent;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((ent = readdir(d)) != NULL)
		n += strcmp(ent->d_name, ".") != 0 && strcmp(ent->d_name, "..") != 0;
	closedir(d);
	return n;
}

static void
limits_close(struct limits *t)
{
	DIR *d = opendir(t->dir);
	struct dirent *ent;
	char path[sizeof(t->dir) + 1 + sizeof(ent->d_name)];

	ck_assert_ptr_nonnull(d);
	while ((ent = readdir(d)) != NULL) {
		if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", t->dir, ent->d_name);
		unlink(path);
	}
	closedir(d);
	ck_assert_int_eq(rmdir(t->dir), 0);
	gtp_session_free(&t->s);
	table_free(&t->e);
}

static const char *
limits_path(const struct limits *t, const char *name)
{
	static char path[128];

	snprintf(path, sizeof(path), "%s/%s", t->dir, name);
	return path;
}

/* Runs one GTP line; returns the response (malloc'd). */
static char *run(struct limits *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static char *
run(struct limits *t, const char *fmt, ...)
{
	char line[512], *out = NULL;
	size_t len = 0;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	t->s.out = open_memstream(&out, &len);
	ck_assert_ptr_nonnull(t->s.out);
	ck_assert(gtp_execute_line(&t->s, line, strlen(line)));
	ck_assert_int_eq(fclose(t->s.out), 0);
	t->s.out = NULL;
	return out;
}

static void
expect(struct limits *t, const char *want, const char *line)
{
	char *got = run(t, "%s", line);

	ck_assert_str_eq(got, want);
	free(got);
}

/* A heavy record: head, then unit repeated to fill the size, then tail. */
struct heavy {
	const char *name; /* what it stresses */
	const char *head; /* written once */
	const char *unit; /* repeated */
	const char *tail; /* written once at the end */
};

static const struct heavy heavy_records[] = {
    {"one comment", "(;GM[1]FF[4]SZ[19]C[", "x", "];B[dd])"},
    {"empty nodes", "(;GM[1]SZ[19]", ";", ")"},
    {"empty properties", "(;GM[1]SZ[19]", "C[]", ")"},
    {"setup values", "(;GM[1]SZ[19]AB", "[aa]", ")"},
    {"setup rectangles", "(;GM[1]SZ[19]", "AB[aa:ss]AE[aa:ss]", ")"},
    {"variations", "(;GM[1]SZ[19];B[aa]", "(;W[bb])", ")"},
    {"nested variations", "(;GM[1]SZ[19]", "(;", ""},
    {"escapes", "(;GM[1]SZ[19]RU[", "\\]", "])"},
    {"passes", "(;GM[1]SZ[19]", ";B[];W[]", ")"},
    {"newlines", "(;GM[1]SZ[19]", "\n", "B[zz])"},
    {"parentheses", "", "(", ""},
};

#define N_HEAVY ((int)(sizeof(heavy_records) / sizeof(heavy_records[0])))

/* SGF_MAX_BYTES normally; 1 MiB under a sanitizer or valgrind (reduced property counts). */
static size_t
heavy_bytes(void)
{
	return fixture_property_count(10) < 10 ? (size_t)1 << 20 : SGF_MAX_BYTES;
}

/* Writes the record in chunks, so the test's own memory stays small. */
static void
write_heavy(const char *path, const struct heavy *h, size_t bytes)
{
	size_t unit = strlen(h->unit), room = bytes - strlen(h->head) - strlen(h->tail);
	char chunk[4096];
	size_t per = sizeof(chunk) / unit * unit;
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	for (size_t i = 0; i < per; i += unit)
		memcpy(chunk + i, h->unit, unit);
	fputs(h->head, f);
	room -= room % unit;
	while (room > 0) {
		size_t n = room < per ? room : per;
		ck_assert_uint_eq(fwrite(chunk, 1, n, f), n);
		room -= n;
	}
	fputs(h->tail, f);
	ck_assert_int_eq(fclose(f), 0);
}

static long
peak_rss_kb(void)
{
	struct rusage ru;

	ck_assert_int_eq(getrusage(RUSAGE_SELF, &ru), 0);
	return ru.ru_maxrss;
}

START_TEST(test_heavy_records_load_or_fail_in_bounded_time_and_memory)
{
	const struct heavy *h = &heavy_records[_i];
	size_t bytes = heavy_bytes();
	struct fixture_snapshot before, after;
	struct limits t;
	long rss_before, grown_kb;
	clock_t start;
	double seconds;
	char *got;

	limits_open(&t);
	expect(&t, "= \n\n", "boardsize 9");
	expect(&t, "= \n\n", "play b E5");
	write_heavy(limits_path(&t, "heavy.sgf"), h, bytes);
	fixture_snapshot_take(&t.e.game, &before);
	rss_before = peak_rss_kb();
	start = clock();
	got = run(&t, "loadsgf %s", limits_path(&t, "heavy.sgf"));
	seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
	grown_kb = peak_rss_kb() - rss_before;
	ck_assert_msg(strcmp(got, "= black\n\n") == 0 || strcmp(got, "= white\n\n") == 0 ||
	                  strcmp(got, "? cannot load file\n\n") == 0,
	              "%s: unexpected response %s", h->name, got);
	if (got[0] == '?') {
		fixture_snapshot_take(&t.e.game, &after);
		ck_assert_msg(fixture_snapshot_equal(&before, &after),
		              "%s: refusal changed the game", h->name);
	}
	ck_assert(board_check(&t.e.game.board));
	/* About 0.7 s at most natively for 16 MiB; the bound leaves room for slow machines. */
	ck_assert_msg(seconds < 20, "%s: %.1f s of CPU", h->name, seconds);
	/* The file is read once into memory: a little over its size, never a multiple. */
	ck_assert_msg(grown_kb < (long)(bytes / 1024) * 2 + 8192, "%s: peak memory grew %ld KiB",
	              h->name, grown_kb);
	free(got);
	limits_close(&t);
}
END_TEST

START_TEST(test_special_files_are_refused_and_change_nothing)
{
	static const char *const paths[] = {"/proc/self/status", "/proc/self/mem", "/dev/null"};
	struct fixture_snapshot before, after;
	struct limits t;
	char line[160];

	limits_open(&t);
	expect(&t, "= \n\n", "boardsize 9");
	expect(&t, "= \n\n", "play b E5");
	ck_assert_int_eq(symlink("/dev/zero", limits_path(&t, "zero.sgf")), 0);
	fixture_snapshot_take(&t.e.game, &before);
	for (size_t i = 0; i < sizeof(paths) / sizeof(paths[0]); i++) {
		char *got = run(&t, "loadsgf %s", paths[i]);
		ck_assert_msg(strcmp(got, "? cannot load file\n\n") == 0, "%s: %s", paths[i], got);
		free(got);
	}
	expect(&t, "? cannot load file\n\n", "loadsgf /proc/self/status 3");
	snprintf(line, sizeof(line), "loadsgf %s", limits_path(&t, "zero.sgf"));
	expect(&t, "? cannot load file\n\n", line);
	fixture_snapshot_take(&t.e.game, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	limits_close(&t);
}
END_TEST

/* Which resource printsgf runs out of while it writes. */
enum starve {
	STARVE_FILE_SIZE,   /* RLIMIT_FSIZE: the write fails part way (EFBIG) */
	STARVE_DESCRIPTORS, /* RLIMIT_NOFILE: the temporary file cannot be made (EMFILE) */
};

/*
 * Lowers the soft limit (the hard one stays, so it can be restored) to starve
 * this process of the resource; *saved gets the old limit.
 */
static int
starve_now(enum starve what, struct rlimit *saved)
{
	int resource = what == STARVE_FILE_SIZE ? RLIMIT_FSIZE : RLIMIT_NOFILE;
	struct rlimit rl;
	int fd;

	ck_assert_int_eq(getrlimit(resource, saved), 0);
	rl = *saved;
	if (what == STARVE_FILE_SIZE) {
		rl.rlim_cur = 64;
	} else {
		fd = dup(0); /* the lowest free descriptor: the limit makes it unavailable */
		ck_assert_int_ge(fd, 0);
		close(fd);
		rl.rlim_cur = (rlim_t)fd;
	}
	ck_assert_int_eq(setrlimit(resource, &rl), 0);
	return resource;
}

/*
 * Under valgrind, whose descriptor limit is its own: the kernel creates the file,
 * then valgrind refuses the descriptor, so a starved mkstemp leaves a file no
 * program could know the name of. The descriptor test means nothing there.
 */
static bool
under_valgrind(void)
{
	const char *preload = getenv("LD_PRELOAD");

	return preload && strstr(preload, "vgpreload");
}

/* printsgf runs out of a resource; the old file must survive whole, and alone. */
static void
assert_failed_write_keeps_the_old_file(enum starve what)
{
	struct limits t;
	struct rlimit saved;
	char line[160], text[16] = "", *got;
	void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
	int resource;
	FILE *f;

	limits_open(&t);
	f = fopen(limits_path(&t, "game.sgf"), "w");
	ck_assert_ptr_nonnull(f);
	fputs("old", f);
	ck_assert_int_eq(fclose(f), 0);
	expect(&t, "= \n\n", "play b E5");
	expect(&t, "= \n\n", "play w C3"); /* the record is longer than 64 bytes */
	snprintf(line, sizeof(line), "printsgf %s", limits_path(&t, "game.sgf"));
	resource = starve_now(what, &saved);
	got = run(&t, "%s", line);
	ck_assert_int_eq(setrlimit(resource, &saved), 0);
	signal(SIGXFSZ, old_handler);
	ck_assert_str_eq(got, "? cannot write file\n\n");
	free(got);
	f = fopen(limits_path(&t, "game.sgf"), "r");
	ck_assert_ptr_nonnull(f);
	ck_assert_ptr_nonnull(fgets(text, sizeof(text), f));
	fclose(f);
	ck_assert_str_eq(text, "old");
	ck_assert_int_eq(count_files(t.dir), 1); /* no temporary file left behind */
	limits_close(&t);
}

START_TEST(test_printsgf_failing_part_way_keeps_the_old_file)
{
	assert_failed_write_keeps_the_old_file(STARVE_FILE_SIZE);
}
END_TEST

START_TEST(test_printsgf_without_a_descriptor_keeps_the_old_file)
{
	if (under_valgrind())
		return;
	assert_failed_write_keeps_the_old_file(STARVE_DESCRIPTORS);
}
END_TEST

Suite *
limits_suite(void)
{
	Suite *s = suite_create("limits");
	TCase *load = tcase_create("loadsgf");
	TCase *save = tcase_create("printsgf");

	tcase_set_timeout(load, 120);
	tcase_add_loop_test(load, test_heavy_records_load_or_fail_in_bounded_time_and_memory, 0,
	                    N_HEAVY);
	tcase_add_test(load, test_special_files_are_refused_and_change_nothing);
	tcase_add_test(save, test_printsgf_failing_part_way_keeps_the_old_file);
	tcase_add_test(save, test_printsgf_without_a_descriptor_keeps_the_old_file);
	suite_add_tcase(s, load);
	suite_add_tcase(s, save);
	return s;
}
