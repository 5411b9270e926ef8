/*
 * gtpbench.c -- GTP throughput of goref against GNU Go. Writes a deterministic
 * stream of random legal games (boardsize, then play / clear_board only) for
 * 9x9 and 19x19, feeds it as stdin to each engine run as a child process, and
 * measures wall-clock commands per second and the child's peak memory
 * (ru_maxrss from wait4). Every response must be a success ("=").
 *
 * Usage: gtpbench [-d dir] [-n9 N] [-n19 N] [-p N] [-r repeats] [-s seed]
 *                 [-G gnugo] [goref]
 *   -d dir   where the stream files go (default "."); they are kept for reuse
 *   -n9 N    commands in the 9x9 stream (default 4000000)
 *   -n19 N   commands in the 19x19 stream (default 3000000)
 *   -p N     GNU Go runs a prefix of about N commands of each stream (default
 *            300000; 0 = the whole stream)
 *   -r N     runs of each measurement; the median is reported (default 3)
 *   -s seed  seed of the random games (default 1)
 *   -G path  GNU Go binary (default /usr/games/gnugo; "0" or "" skips it)
 *   goref    the goref binary (default ./goref)
 * Random games: each side plays a uniformly random legal move that does not
 * fill its own eye (settled_is_own_eye) and passes when there is none, until
 * play ends under goref's rules (a Black pass then a White pass) or the game
 * reaches 3 N^2 moves.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/search/settled.h"

#define MAX_RUNS 15
#define DEFAULT_GNUGO "/usr/games/gnugo"

/* A stream file written for one board size, and its prefix for GNU Go. */
struct stream {
	int size;              /* board size of every game in it */
	long commands;         /* commands in the full stream */
	long prefix_commands;  /* commands in the prefix file (ends after a clear_board) */
	long games;            /* games in the full stream */
	char path[1024];       /* the full stream */
	char prefix_path[1024];/* its prefix, for slower engines */
};

/* What one run of an engine over a stream measured. */
struct run {
	bool ok;          /* exited 0, answered every command, all with "=" */
	double seconds;   /* wall clock from fork to reaping */
	double cpu;       /* the child's user + system CPU seconds */
	long max_rss_kib; /* the child's peak resident set (ru_maxrss, KiB) */
	long successes;   /* responses starting with '=' */
	long failures;    /* responses starting with '?' */
};

/* The median of several runs of the same measurement. */
struct summary {
	bool measured;      /* at least one run happened and all were ok */
	bool failed;        /* some run failed (an exit status, or a response not "=") */
	long commands;      /* commands in the stream that was run */
	double cmd_per_sec; /* median commands per wall-clock second */
	double cmd_per_cpu; /* median commands per CPU second of the child */
	long max_rss_kib;   /* median peak memory, KiB */
};

/* Options from the command line. */
struct options {
	const char *dir;   /* stream files go here */
	long n9;           /* commands of the 9x9 stream */
	long n19;          /* commands of the 19x19 stream */
	long prefix;       /* GNU Go prefix length, 0 = everything */
	int runs;          /* repeats of each measurement */
	uint64_t seed;     /* seed of the random games */
	const char *gnugo; /* GNU Go binary, NULL to skip */
	const char *goref; /* goref binary */
};

static double
now_seconds(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Whether color may play at: an empty point, legal, not filling its own eye. */
static bool
is_candidate(const struct game *g, enum color color, coord_t at)
{
	return board_at(&g->board, at) == COLOR_EMPTY &&
	       !settled_is_own_eye(&g->board, color, at) && game_check_move(g, color, at) == MOVE_OK;
}

/*
 * A uniformly random legal move for the side to move that does not fill its
 * own eye, or COORD_PASS when there is none. Tries a few random points first
 * (rejection sampling) and then draws from the list of every empty point
 * without replacement; both steps pick uniformly among the candidates.
 */
static coord_t
random_move(const struct game *g, uint64_t *rng)
{
	const struct board *b = &g->board;
	enum color color = game_to_move(g);
	coord_t points[BOARD_MAX_POINTS];
	int n = 0, size = game_size(g);

	for (int tries = 0; tries < 8; tries++) {
		coord_t at = coord_make((int)rng_below(rng, (uint32_t)size),
					(int)rng_below(rng, (uint32_t)size));

		if (is_candidate(g, color, at))
			return at;
	}
	for (int row = 0; row < size; row++)
		for (int col = 0; col < size; col++)
			if (board_at(b, coord_make(row, col)) == COLOR_EMPTY)
				points[n++] = coord_make(row, col);
	while (n > 0) {
		int i = (int)rng_below(rng, (uint32_t)n);
		coord_t at = points[i];

		if (is_candidate(g, color, at))
			return at;
		points[i] = points[--n];
	}
	return COORD_PASS;
}

/* Writes "play <color> <vertex>" for a move; false on a write error. */
static bool
write_play(FILE *out, enum color color, coord_t at)
{
	char vertex[COORD_TEXT_MAX];

	coord_format(at, vertex);
	return fprintf(out, "play %c %s\n", color == COLOR_BLACK ? 'b' : 'w', vertex) > 0;
}

/*
 * Plays one random game on g (cleared by the caller) and writes its moves to
 * both outputs (prefix may be NULL). Returns the commands written, -1 on error.
 */
static long
write_random_game(struct game *g, uint64_t *rng, FILE *out, FILE *prefix)
{
	long written = 0, limit = 3L * game_size(g) * game_size(g);

	while (!game_ended(g) && written < limit) {
		enum color color = game_to_move(g);
		coord_t at = random_move(g, rng);

		if (game_play(g, color, at) != MOVE_OK)
			return -1;
		if (!write_play(out, color, at) || (prefix && !write_play(prefix, color, at)))
			return -1;
		written++;
	}
	return written;
}

/* Opens a stream file for writing with a large buffer; NULL with a message on failure. */
static FILE *
open_stream_file(const char *path)
{
	FILE *f = fopen(path, "w");

	if (!f)
		fprintf(stderr, "gtpbench: %s: %s\n", path, strerror(errno));
	return f;
}

/* Closes a stream file, reporting write errors; false on any. */
static bool
close_stream_file(FILE *f, const char *path)
{
	bool ok = !ferror(f);

	if (fclose(f) != 0)
		ok = false;
	if (!ok)
		fprintf(stderr, "gtpbench: writing %s failed\n", path);
	return ok;
}

/*
 * Writes the stream of random games for s->size: "boardsize N", "clear_board",
 * then games each followed by "clear_board", until at least `commands` commands.
 * The prefix file gets the same text up to the first game end at or after
 * prefix_len commands (prefix_len 0: no prefix file, prefix_path = path).
 */
static bool
write_stream(struct stream *s, long commands, long prefix_len, uint64_t seed)
{
	uint64_t rng = seed * 0x100000001b3ULL + (uint64_t)s->size;
	FILE *out, *prefix = NULL;
	struct game g;
	bool ok = false;

	if (prefix_len <= 0 || prefix_len >= commands)
		snprintf(s->prefix_path, sizeof(s->prefix_path), "%s", s->path);
	out = open_stream_file(s->path);
	if (!out)
		return false;
	if (strcmp(s->prefix_path, s->path) != 0 && !(prefix = open_stream_file(s->prefix_path))) {
		fclose(out);
		return false;
	}
	game_init(&g, s->size, GAME_DEFAULT_KOMI);
	fprintf(out, "boardsize %d\nclear_board\n", s->size);
	if (prefix)
		fprintf(prefix, "boardsize %d\nclear_board\n", s->size);
	s->commands = s->prefix_commands = 2;
	s->games = 0;
	while (s->commands < commands) {
		long n = write_random_game(&g, &rng, out, prefix);

		if (n < 0)
			goto out;
		fputs("clear_board\n", out);
		if (prefix)
			fputs("clear_board\n", prefix);
		game_clear(&g, s->size);
		s->commands += n + 1;
		s->games++;
		if (prefix) {
			s->prefix_commands += n + 1;
			if (s->prefix_commands >= prefix_len) {
				bool closed = close_stream_file(prefix, s->prefix_path);

				prefix = NULL;
				if (!closed)
					goto out;
			}
		}
	}
	if (strcmp(s->prefix_path, s->path) == 0)
		s->prefix_commands = s->commands;
	ok = true;
out:
	game_free(&g);
	if (prefix && !close_stream_file(prefix, s->prefix_path))
		ok = false;
	if (!close_stream_file(out, s->path))
		ok = false;
	return ok;
}

/* Response framing: the counts of "=" and "?" responses in an engine's output. */
struct response_scan {
	bool at_start;  /* the next byte begins a response */
	int newlines;   /* consecutive newlines just seen */
	long successes; /* responses starting with '=' */
	long failures;  /* responses starting with '?' (or anything else) */
};

/* Feeds n bytes of output to the scanner. A response ends at an empty line. */
static void
scan_responses(struct response_scan *sc, const char *buf, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char c = buf[i];

		if (sc->at_start && c != '\n') {
			if (c == '=')
				sc->successes++;
			else
				sc->failures++;
			sc->at_start = false;
		}
		if (c != '\n') {
			sc->newlines = 0;
		} else if (++sc->newlines == 2) {
			sc->at_start = true;
			sc->newlines = 0;
		}
	}
}

/* In the child: stdin from the stream, stdout to the pipe, then exec. Never returns. */
static void
exec_engine(char *const argv[], const char *stream_path, int out_fd)
{
	int in = open(stream_path, O_RDONLY);

	if (in < 0 || dup2(in, STDIN_FILENO) < 0 || dup2(out_fd, STDOUT_FILENO) < 0) {
		perror("gtpbench: child setup");
		_exit(127);
	}
	close(in);
	close(out_fd);
	execv(argv[0], argv);
	fprintf(stderr, "gtpbench: exec %s: %s\n", argv[0], strerror(errno));
	_exit(127);
}

/* Reads the engine's output until end of file, counting responses; false on a read error. */
static bool
drain_output(int fd, struct response_scan *sc)
{
	static char buf[1 << 16];

	for (;;) {
		ssize_t n = read(fd, buf, sizeof(buf));

		if (n == 0)
			return true;
		if (n < 0) {
			if (errno == EINTR)
				continue;
			perror("gtpbench: read");
			return false;
		}
		scan_responses(sc, buf, (size_t)n);
	}
}

/*
 * Runs argv (argv[0] a path) with the stream file as stdin and its stdout on a
 * pipe drained here; fills r. r->ok when it exited 0 and answered `commands`
 * commands, all successfully.
 */
static bool
run_engine(char *const argv[], const char *stream_path, long commands, struct run *r)
{
	struct response_scan sc = { true, 0, 0, 0 };
	struct rusage ru;
	int fds[2], status = 0;
	bool drained;
	double t0;
	pid_t pid;

	memset(r, 0, sizeof(*r));
	if (pipe(fds) != 0) {
		perror("gtpbench: pipe");
		return false;
	}
	t0 = now_seconds();
	pid = fork();
	if (pid < 0) {
		perror("gtpbench: fork");
		close(fds[0]);
		close(fds[1]);
		return false;
	}
	if (pid == 0) {
		close(fds[0]);
		exec_engine(argv, stream_path, fds[1]);
	}
	close(fds[1]);
	drained = drain_output(fds[0], &sc);
	close(fds[0]);
	while (wait4(pid, &status, 0, &ru) < 0) {
		if (errno != EINTR) {
			perror("gtpbench: wait4");
			return false;
		}
	}
	r->seconds = now_seconds() - t0;
	r->cpu = (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
		 (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
	r->max_rss_kib = ru.ru_maxrss;
	r->successes = sc.successes;
	r->failures = sc.failures;
	r->ok = drained && WIFEXITED(status) && WEXITSTATUS(status) == 0 &&
		sc.successes == commands && sc.failures == 0;
	if (!r->ok)
		fprintf(stderr,
			"gtpbench: %s on %s: exit status %d, %ld '=' and %ld '?' responses "
			"for %ld commands\n",
			argv[0], stream_path, WIFEXITED(status) ? WEXITSTATUS(status) : -1,
			sc.successes, sc.failures, commands);
	return r->ok;
}

static int
compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static int
compare_longs(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;

	return (x > y) - (x < y);
}

/* The runs of one engine on one stream so far. */
struct samples {
	int n;                     /* runs recorded */
	bool failed;               /* some run failed */
	double rates[MAX_RUNS];    /* commands per wall-clock second, by run */
	double cpu_rates[MAX_RUNS];/* commands per CPU second, by run */
	long rss[MAX_RUNS];        /* peak memory, KiB, by run */
};

/* Runs argv once over a stream of `commands` commands and records the run in sm. */
static void
sample(struct samples *sm, char *const argv[], const char *path, long commands)
{
	struct run r;

	if (sm->failed || sm->n >= MAX_RUNS || !run_engine(argv, path, commands, &r)) {
		sm->failed = true;
		return;
	}
	sm->rates[sm->n] = (double)commands / r.seconds;
	sm->cpu_rates[sm->n] = (double)commands / (r.cpu > 1e-6 ? r.cpu : 1e-6);
	sm->rss[sm->n] = r.max_rss_kib;
	sm->n++;
}

/* The medians of speed and peak memory over the runs (sorts sm's arrays). */
static struct summary
summarize(struct samples *sm, long commands)
{
	struct summary s = { false, sm->failed, commands, 0, 0, 0 };
	size_t n = (size_t)sm->n;

	if (sm->failed || n == 0)
		return s;
	qsort(sm->rates, n, sizeof(sm->rates[0]), compare_doubles);
	qsort(sm->cpu_rates, n, sizeof(sm->cpu_rates[0]), compare_doubles);
	qsort(sm->rss, n, sizeof(sm->rss[0]), compare_longs);
	s.measured = true;
	s.cmd_per_sec = sm->rates[n / 2];
	s.cmd_per_cpu = sm->cpu_rates[n / 2];
	s.max_rss_kib = sm->rss[n / 2];
	return s;
}

/* Parses a positive count; false (with a message) when it is not one. */
static bool
parse_count(const char *text, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(text, &end, 10);
	if (errno || end == text || *end || v < 0) {
		fprintf(stderr, "gtpbench: not a count: %s\n", text);
		return false;
	}
	*out = v;
	return true;
}

static void
usage(void)
{
	fprintf(stderr, "usage: gtpbench [-d dir] [-n9 N] [-n19 N] [-p N] [-r runs] [-s seed] "
			"[-G gnugo|0] [goref]\n");
}

/* Parses the command line into o; false on a bad option. */
static bool
parse_options(int argc, char **argv, struct options *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		long v;

		if (a[0] != '-') {
			o->goref = a;
			continue;
		}
		if (i + 1 >= argc)
			return false;
		if (strcmp(a, "-d") == 0)
			o->dir = argv[++i];
		else if (strcmp(a, "-G") == 0)
			o->gnugo = argv[++i];
		else if (!parse_count(argv[++i], &v))
			return false;
		else if (strcmp(a, "-n9") == 0)
			o->n9 = v;
		else if (strcmp(a, "-n19") == 0)
			o->n19 = v;
		else if (strcmp(a, "-p") == 0)
			o->prefix = v;
		else if (strcmp(a, "-r") == 0 && v >= 1 && v <= MAX_RUNS)
			o->runs = (int)v;
		else if (strcmp(a, "-s") == 0)
			o->seed = (uint64_t)v;
		else
			return false;
	}
	if (o->gnugo && (strcmp(o->gnugo, "") == 0 || strcmp(o->gnugo, "0") == 0))
		o->gnugo = NULL;
	return true;
}

/* Prints one table row: a stream with goref's and GNU Go's medians. */
static void
print_row(const struct stream *s, const struct summary *goref, const struct summary *gnugo)
{
	const char *none = gnugo->failed ? "FAILED" : "n/a";
	char rate[32], ratio[32] = "n/a", rss[32], cmds[32];
	char goref_rate[32] = "FAILED", goref_rss[32] = "FAILED";

	if (goref->measured) {
		snprintf(goref_rate, sizeof(goref_rate), "%.0f", goref->cmd_per_sec);
		snprintf(goref_rss, sizeof(goref_rss), "%ld", goref->max_rss_kib);
	}
	snprintf(rate, sizeof(rate), "%s", none);
	snprintf(rss, sizeof(rss), "%s", none);
	snprintf(cmds, sizeof(cmds), "%s", none);
	if (gnugo->measured) {
		snprintf(cmds, sizeof(cmds), "%ld", gnugo->commands);
		snprintf(rate, sizeof(rate), "%.0f", gnugo->cmd_per_sec);
		snprintf(rss, sizeof(rss), "%ld", gnugo->max_rss_kib);
		if (goref->measured)
			snprintf(ratio, sizeof(ratio), "%.1fx", goref->cmd_per_sec / gnugo->cmd_per_sec);
	}
	printf("%-7s %9ld %6ld %12s %9s %12s %7s %10s %10s\n",
	       s->size == 9 ? "9x9" : "19x19", s->commands, s->games, goref_rate, cmds, rate, ratio,
	       goref_rss, rss);
}

/* Prints the same comparison in commands per CPU second of the child. */
static void
print_cpu_row(const struct stream *s, const struct summary *goref, const struct summary *gnugo)
{
	char goref_rate[32] = "FAILED", rate[32], ratio[32] = "n/a";

	snprintf(rate, sizeof(rate), "%s", gnugo->failed ? "FAILED" : "n/a");

	if (goref->measured)
		snprintf(goref_rate, sizeof(goref_rate), "%.0f", goref->cmd_per_cpu);
	if (gnugo->measured) {
		snprintf(rate, sizeof(rate), "%.0f", gnugo->cmd_per_cpu);
		if (goref->measured)
			snprintf(ratio, sizeof(ratio), "%.1fx", goref->cmd_per_cpu / gnugo->cmd_per_cpu);
	}
	printf("%-7s %16s %16s %7s\n", s->size == 9 ? "9x9" : "19x19", goref_rate, rate, ratio);
}

int
main(int argc, char **argv)
{
	struct options o = { ".", 4000000, 3000000, 300000, 3, 1, DEFAULT_GNUGO, "./goref" };
	struct stream streams[2] = { { .size = 9 }, { .size = 19 } };
	struct summary goref_res[2], gnugo_res[2];
	bool all_ok = true;

	if (!parse_options(argc, argv, &o)) {
		usage();
		return 2;
	}
	if (o.gnugo && access(o.gnugo, X_OK) != 0) {
		printf("GNU Go is NOT installed (%s: %s): only goref is measured.\n", o.gnugo,
		       strerror(errno));
		o.gnugo = NULL;
	}
	if (!o.gnugo)
		printf("GNU Go skipped (-G 0): only goref is measured.\n");
	char *goref_argv[] = { (char *)(uintptr_t)o.goref, NULL };
	char *gnugo_argv[] = { (char *)(uintptr_t)o.gnugo, (char *)(uintptr_t)"--mode",
			       (char *)(uintptr_t)"gtp", NULL };

	for (int i = 0; i < 2; i++) {
		struct stream *s = &streams[i];
		double t0 = now_seconds();

		snprintf(s->path, sizeof(s->path), "%s/stream%d.gtp", o.dir, s->size);
		snprintf(s->prefix_path, sizeof(s->prefix_path), "%s/stream%d-prefix.gtp", o.dir,
			 s->size);
		if (!write_stream(s, s->size == 9 ? o.n9 : o.n19, o.gnugo ? o.prefix : 0, o.seed))
			return 1;
		printf("%s: %ld commands, %ld games, written in %.2f s\n", s->path, s->commands, s->games, now_seconds() - t0);
	}
	for (int i = 0; i < 2; i++) {
		struct stream *s = &streams[i];

		struct samples goref_runs = { 0 }, gnugo_runs = { 0 };

		/* Alternate the engines, so a change in machine load hits both alike. */
		for (int run = 0; run < o.runs; run++) {
			sample(&goref_runs, goref_argv, s->path, s->commands);
			if (o.gnugo)
				sample(&gnugo_runs, gnugo_argv, s->prefix_path, s->prefix_commands);
		}
		goref_res[i] = summarize(&goref_runs, s->commands);
		gnugo_res[i] = summarize(&gnugo_runs, s->prefix_commands);
		all_ok = all_ok && goref_res[i].measured && (!o.gnugo || gnugo_res[i].measured);
	}
	printf("GTP throughput, median of %d runs (goref and GNU Go alternating); wall clock per "
	       "engine process,\nstdin = stream file, stdout = pipe drained by gtpbench.\n",
	       o.runs);
	printf("%-7s %9s %6s %12s %9s %12s %7s %10s %10s\n", "stream", "commands", "games",
	       "goref cmd/s", "gnugo cmd", "gnugo cmd/s", "ratio", "goref KiB", "gnugo KiB");
	for (int i = 0; i < 2; i++)
		print_row(&streams[i], &goref_res[i], &gnugo_res[i]);
	printf("\nThe same per CPU second of the child (user + system), less sensitive to a busy "
	       "machine:\n");
	printf("%-7s %16s %16s %7s\n", "stream", "goref cmd/cpu-s", "gnugo cmd/cpu-s", "ratio");
	for (int i = 0; i < 2; i++)
		print_cpu_row(&streams[i], &goref_res[i], &gnugo_res[i]);
	if (o.gnugo && o.prefix > 0)
		printf("GNU Go runs the first %s commands of each stream (whole games, ending after a "
		       "clear_board); rates are per command, so they compare.\n",
		       "\"gnugo cmd\"");
	printf("Target: goref >= 20x GNU Go's cmd/s on both streams, and less peak memory.\n");
	return all_ok ? 0 : 1;
}
