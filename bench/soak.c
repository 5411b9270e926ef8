/*
 * soak.c -- a long random GTP session against the goref binary: millions of
 * commands, good and malformed (unknown names, bad arguments, garbage bytes, NULs,
 * over-long lines), undo storms, board-size changes, handicap and setup, scoring,
 * printsgf to files, loadsgf of good, broken, huge and non-regular files. It
 * checks that every line gets exactly one framed response, that goref neither
 * hangs nor dies and exits 0 at the end of input (a sanitizer or valgrind report
 * makes it exit non-zero), and that its resident memory (VmRSS from
 * /proc/PID/status, read while goref waits for input) grows by at most a fixed
 * bound between the end of the warm-up and the end of the session.
 *
 * Usage: soak [-n commands] [-s seed] [-b bound_kb] [-q] [-o file] [--] goref [args...]
 *   -n N   commands after the warm-up (default 2000000)
 *   -s N   seed of the session (default 1)
 *   -b KB  allowed RSS growth in KiB (default 2048; 0 = do not check, e.g. valgrind)
 *   -q     print only the summary line
 *   -o F   write the session to F instead of running it (to replay or profile it)
 * The command may be a wrapper: soak -b 0 -- valgrind -q --error-exitcode=1 ./goref
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/rules/sgf.h"

#define BATCH_LINES  5000
#define HANG_SECONDS 120
#define STDERR_KEEP  8192
#define LONG_LINE    (1u << 20)

/* The goref child and the pipes to it. */
struct child {
	pid_t pid; /* the process (goref or its wrapper) */
	int in;    /* its stdin, written by us */
	int out;   /* its stdout, read by us */
	int err;   /* its stderr, read by us */
};

/* What the responses said, checked as they stream in. */
struct responses {
	long count;    /* responses ended so far */
	long failures; /* responses starting with '?' */
	bool at_start; /* the next byte starts a response */
	char prev;     /* the previous byte read */
	bool bad;      /* a response did not start with '=' or '?' */
};

/* The last bytes of the child's stderr, for the report on failure. */
struct tail {
	char text[STDERR_KEEP]; /* ring buffer */
	size_t len;             /* bytes ever written */
	bool sanitizer;         /* a sanitizer or valgrind report was seen */
};

/* The generator: what it knows about goref's state, and the files it prepared. */
struct session {
	uint64_t rng;     /* state of the random stream */
	int size;         /* board size as far as we know (19 after loadsgf) */
	bool small_board; /* judgement commands are cheap (size <= 9) */
	char dir[64];     /* temporary directory with the records */
	char *batch;      /* the text of the current batch, owned */
	size_t len;       /* bytes in batch */
	size_t cap;       /* allocated size of batch */
	long lines;       /* lines in the current batch (each gets one response) */
};

static bool quiet;

static void
die(const char *what)
{
	fprintf(stderr, "soak: %s: %s\n", what, strerror(errno));
	exit(2);
}

static int
below(struct session *s, int n)
{
	return (int)(rng_next(&s->rng) % (uint64_t)n);
}

static void
append(struct session *s, const char *text, size_t n)
{
	if (s->len + n + 1 > s->cap) {
		while (s->len + n + 1 > s->cap)
			s->cap = s->cap ? s->cap * 2 : 1 << 16;
		s->batch = realloc(s->batch, s->cap);
		if (!s->batch)
			die("realloc");
	}
	memcpy(s->batch + s->len, text, n);
	s->len += n;
}

/* Appends one line (a newline is added) that goref must answer. */
static void line(struct session *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
line(struct session *s, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof(buf))
		n = (int)strlen(buf);
	append(s, buf, (size_t)n);
	append(s, "\n", 1);
	s->lines++;
}

/* A vertex, mostly on the board, sometimes off it or pass. */
static void
vertex(struct session *s, char out[8])
{
	int size = s->size, col = below(s, size + (below(s, 20) == 0)), row = below(s, size) + 1;

	if (below(s, 30) == 0) {
		strcpy(out, "pass");
		return;
	}
	if (below(s, 200) == 0)
		row = size + 1 + below(s, 5);
	snprintf(out, 8, "%c%d", (char)('A' + col + (col >= 8)), row % 100);
}

static const char *
color(struct session *s)
{
	static const char *const names[] = {"b", "w", "black", "white", "B", "W"};

	return names[below(s, 6)];
}

/* Writes a file of n bytes of text (or a sparse file of that size when text is NULL). */
static void
write_file(const char *path, const char *text, size_t n)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

	if (fd < 0)
		die(path);
	if (text ? write(fd, text, n) != (ssize_t)n : ftruncate(fd, (off_t)n) != 0)
		die(path);
	close(fd);
}

static void
dir_path(const struct session *s, const char *name, char *out, size_t cap)
{
	snprintf(out, cap, "%s/%s", s->dir, name);
}

/* A random legal game of some moves on a size x size board, as an SGF record (malloc'd). */
static char *
random_record(struct session *s, int size, int moves)
{
	struct game g;
	char *text;

	game_init(&g, size, 7.5);
	for (int i = 0; i < moves; i++) {
		enum color c = game_to_move(&g);
		coord_t at = coord_make(below(s, size), below(s, size));
		if (game_play(&g, c, at) != MOVE_OK)
			game_play(&g, c, COORD_PASS);
	}
	text = sgf_write(&g, NULL, NULL);
	game_free(&g);
	if (!text)
		die("sgf_write");
	return text;
}

/* The records loadsgf meets: good ones, broken ones, huge ones and non-files. */
static const char *const record_names[] = {
    "good9.sgf",   "good19.sgf", "truncated.sgf", "garbage.sgf", "illegal.sgf",
    "deep.sgf",    "long.sgf",   "comment.sgf",   "sparse.sgf",  "fifo",
    "missing.sgf", ".",          "/dev/zero",     "/dev/null",
};

static void
prepare_records(struct session *s)
{
	char path[128], *good = random_record(s, 9, 60), *big, *deep;
	size_t n = strlen(good), deep_len = 3 * SGF_MAX_DEPTH;

	dir_path(s, "good9.sgf", path, sizeof(path));
	write_file(path, good, n);
	dir_path(s, "truncated.sgf", path, sizeof(path));
	write_file(path, good, n / 2);
	dir_path(s, "illegal.sgf", path, sizeof(path));
	write_file(path, "(;GM[1]FF[4]SZ[9];B[ee];W[ee])", 30);
	free(good);
	good = random_record(s, 19, 300);
	dir_path(s, "good19.sgf", path, sizeof(path));
	write_file(path, good, strlen(good));
	free(good);
	big = malloc(LONG_LINE);
	if (!big)
		die("malloc");
	for (size_t i = 0; i < 4096; i++)
		big[i] = (char)rng_next(&s->rng);
	dir_path(s, "garbage.sgf", path, sizeof(path));
	write_file(path, big, 4096);
	deep = malloc(deep_len);
	if (!deep)
		die("malloc");
	memset(deep, '(', deep_len);
	dir_path(s, "deep.sgf", path, sizeof(path));
	write_file(path, deep, deep_len);
	free(deep);
	/* More moves than SGF_MAX_MOVES: passes. */
	n = 0;
	n += (size_t)sprintf(big + n, "(;GM[1]FF[4]SZ[9]");
	for (int i = 0; i < SGF_MAX_MOVES + 10 && n + 8 < LONG_LINE; i++)
		n += (size_t)sprintf(big + n, ";%c[]", i % 2 ? 'W' : 'B');
	big[n++] = ')';
	dir_path(s, "long.sgf", path, sizeof(path));
	write_file(path, big, n);
	/* A legal record of almost 1 MiB, most of it one comment. */
	memset(big, 'x', LONG_LINE);
	memcpy(big, "(;GM[1]FF[4]SZ[9]C[", 19);
	memcpy(big + LONG_LINE - 9, "];B[ee])\n", 9);
	dir_path(s, "comment.sgf", path, sizeof(path));
	write_file(path, big, LONG_LINE);
	free(big);
	dir_path(s, "sparse.sgf", path, sizeof(path));
	write_file(path, NULL, (size_t)SGF_MAX_BYTES + 1);
	dir_path(s, "fifo", path, sizeof(path));
	if (mkfifo(path, 0600) != 0)
		die(path);
}

/* loadsgf of one of the records (or a directory, a FIFO, a device), maybe with a limit. */
static void
cmd_loadsgf(struct session *s)
{
	const char *name =
	    record_names[below(s, (int)(sizeof(record_names) / sizeof(*record_names)))];
	char path[128], limit[16] = "";

	if (name[0] == '/')
		snprintf(path, sizeof(path), "%s", name);
	else
		dir_path(s, name, path, sizeof(path));
	if (below(s, 3) == 0)
		snprintf(limit, sizeof(limit), " %d", below(s, 80) - 5);
	line(s, "loadsgf %s%s", path, limit);
	s->size = 19;
	s->small_board = false;
}

/* Garbage: random bytes after a letter (so the line is answered), no newline inside. */
static void
cmd_garbage(struct session *s)
{
	char buf[200];
	int n = 1 + below(s, (int)sizeof(buf) - 1);

	buf[0] = (char)('a' + below(s, 26));
	for (int i = 1; i < n; i++) {
		buf[i] = (char)rng_next(&s->rng);
		if (buf[i] == '\n' || buf[i] == '\r')
			buf[i] = '\0';
	}
	append(s, buf, (size_t)n);
	append(s, "\n", 1);
	s->lines++;
}

/* A long line: many arguments to echo, or one over LINEIO_MAX_LINE. */
static void
cmd_long(struct session *s, size_t n)
{
	append(s, "echo ", 5);
	for (size_t i = 0; i < n; i++)
		append(s, i % 7 ? "x" : " ", 1);
	append(s, "\n", 1);
	s->lines++;
}

/* An undo storm: many undos and gg-undos, most refused once the game is empty. */
static void
cmd_undo_storm(struct session *s)
{
	int n = 1 + below(s, 60);

	for (int i = 0; i < n; i++) {
		if (below(s, 4) == 0)
			line(s, "gg-undo %d", below(s, 5));
		else
			line(s, "undo");
	}
}

static void
cmd_boardsize(struct session *s)
{
	static const int sizes[] = {2, 3, 5, 7, 9, 9, 9, 13, 19, 25};
	int size = sizes[below(s, (int)(sizeof(sizes) / sizeof(*sizes)))];

	if (below(s, 20) == 0) {
		line(s, "boardsize %d", below(s, 60) - 10);
		return; /* refused or accepted, unknown to us: assume big */
	}
	line(s, "boardsize %d", size);
	s->size = size;
	s->small_board = size <= 9;
}

/* Commands that judge the position: only on small boards, where they are quick. */
static void
cmd_judgement(struct session *s)
{
	static const char *const names[] = {
	    "final_score",
	    "final_status_list dead",
	    "final_status_list alive",
	    "final_status_list seki",
	    "goref-score",
	    "gogui-rules_final_result",
	    "goref-gfx_dead",
	    "goref-gfx_territory",
	    "goref-gfx_playouts 16",
	    "printsgf",
	};
	char v[8];

	if (!s->small_board) {
		line(s, "showboard");
		return;
	}
	switch (below(s, 4)) {
	case 0:
		vertex(s, v);
		line(s, "final_status %s", v);
		break;
	case 1:
		vertex(s, v);
		line(s, "goref-set_status %s %s", below(s, 2) ? "dead" : "alive", v);
		break;
	default:
		line(s, "%s", names[below(s, (int)(sizeof(names) / sizeof(*names)))]);
	}
}

/* Queries of the position and the protocol. */
static void
cmd_query(struct session *s)
{
	static const char *const names[] = {
	    "showboard",
	    "list_stones black",
	    "list_stones white",
	    "captures b",
	    "captures w",
	    "move_history",
	    "last_move",
	    "all_legal b",
	    "all_legal w",
	    "gogui-rules_board",
	    "gogui-rules_legal_moves",
	    "gogui-rules_side_to_move",
	    "gogui-rules_captured_count",
	    "query_boardsize",
	    "get_komi",
	    "list_commands",
	    "protocol_version",
	    "name",
	    "version",
	    "known_command play",
	    "goref-rules",
	    "goref-clear_status",
	    "gogui-analyze_commands",
	    "gogui-rules_game_id",
	    "cputime",
	};
	char v[8];

	switch (below(s, 4)) {
	case 0:
		vertex(s, v);
		line(s, "%s %s %s", "is_legal", color(s), v);
		break;
	case 1:
		vertex(s, v);
		line(s, "%s %s", below(s, 3) ? "countlib" : below(s, 2) ? "findlib" : "color", v);
		break;
	default:
		line(s, "%s", names[below(s, (int)(sizeof(names) / sizeof(*names)))]);
	}
}

/* Set-up commands: handicap, komi, rules, clock, setup stones, move sequences. */
static void
cmd_setup(struct session *s)
{
	char a[8], b[8], c[8];

	vertex(s, a);
	vertex(s, b);
	vertex(s, c);
	switch (below(s, 10)) {
	case 0:
		line(s, "fixed_handicap %d", below(s, 11));
		break;
	case 1:
		line(s, "place_free_handicap %d", below(s, 12));
		break;
	case 2:
		line(s, "set_free_handicap %s %s %s", a, b, c);
		break;
	case 3:
		line(s, "komi %d.%d", below(s, 20) - 5, below(s, 10));
		break;
	case 4:
		line(s, "goref-rules %s", below(s, 2) ? "simple" : "superko");
		break;
	case 5:
		line(s, "time_settings %d %d %d", below(s, 1000), below(s, 60), below(s, 25));
		break;
	case 6:
		line(s, "time_left %s %d %d", color(s), below(s, 1000), below(s, 25));
		break;
	case 7:
		line(s, "gogui-setup b %s w %s %s %s", a, b, below(s, 2) ? "e" : "b", c);
		break;
	case 8:
		line(s, "gogui-play_sequence b %s w %s b %s", a, b, c);
		break;
	default:
		line(s, "gogui-setup_player %s", color(s));
	}
}

/* Malformed commands: unknown names, wrong arity, bad values, ids, comments, NULs. */
static void
cmd_malformed(struct session *s)
{
	static const char *const lines[] = {
	    "play",
	    "play b",
	    "play x E5",
	    "play b E5 E6",
	    "play b Z99",
	    "play b 0",
	    "boardsize",
	    "boardsize x",
	    "boardsize 99999999999",
	    "komi nan",
	    "komi 1e999",
	    "gg-undo -1",
	    "gg-undo 2147483647",
	    "fixed_handicap -1",
	    "set_free_handicap",
	    "time_settings -1 0 0",
	    "time_left b x 0",
	    "genmove",
	    "genmove x",
	    "loadsgf",
	    "known_command",
	    "play\tb\tpass",
	    "  play  b  pass  ",
	    "PLAY b A1",
	    "999999999999999999999 name",
	    "42 unknown_command",
	    "plays b A1",
	    "p",
	    "goref-set_status",
	    "goref-gfx_playouts 0",
	    "goref-gfx_playouts 99999999",
	    "gogui-setup b",
	    "gogui-play_sequence b",
	    "final_status pass",
	    "countlib pass",
	    "list_stones purple",
	    "echo a # comment",
	    "1 # only an id",
	};

	if (below(s, 5) == 0) {
		append(s, "pl\0ay b pass\n", 13); /* a NUL inside a name is dropped */
		s->lines++;
		return;
	}
	line(s, "%s", lines[below(s, (int)(sizeof(lines) / sizeof(*lines)))]);
}

/* One random command (or a short burst), weighted toward play. */
static void
next_command(struct session *s)
{
	int roll = below(s, 1000);
	char v[8];

	if (roll < 520) {
		vertex(s, v);
		line(s, "%s%s %s %s", below(s, 10) ? "" : "7 ", "play", color(s), v);
	} else if (roll < 560) {
		line(s, "play %s pass", color(s));
	} else if (roll < 575) {
		/* Move generation and judgement are slow next to the rest: now and then. */
		if (s->small_board && below(s, 5) == 0)
			line(s, "%s %s", below(s, 4) ? "genmove" : "kgs-genmove_cleanup", color(s));
		else
			line(s, "play %s pass", color(s));
	} else if (roll < 600) {
		cmd_undo_storm(s);
	} else if (roll < 612) {
		cmd_boardsize(s);
	} else if (roll < 622) {
		line(s, "clear_board");
	} else if (roll < 700) {
		cmd_query(s);
	} else if (roll < 740) {
		if (below(s, 5) == 0)
			cmd_judgement(s);
		else
			cmd_query(s);
	} else if (roll < 800) {
		cmd_setup(s);
	} else if (roll < 900) {
		cmd_malformed(s);
	} else if (roll < 960) {
		cmd_garbage(s);
	} else if (roll < 964) {
		cmd_loadsgf(s);
	} else if (roll < 966) {
		char path[128];
		dir_path(s, below(s, 2) ? "out.sgf" : "no/such/dir/out.sgf", path, sizeof(path));
		line(s, "printsgf %s", path);
	} else if (roll < 967) {
		cmd_long(s, 1000 + (size_t)below(s, 100000));
	} else {
		line(s, "play %s %s", color(s), below(s, 2) ? "pass" : "A1");
	}
}

/* The warm-up: every kind of input once at its largest, so buffers reach their size. */
static void
warm_up(struct session *s)
{
	line(s, "boardsize 25");
	for (int i = 0; i < 2000; i++)
		line(s, "play %s pass", i % 2 ? "w" : "b");
	line(s, "all_legal b");
	line(s, "printsgf");
	line(s, "gogui-rules_board");
	cmd_long(s, LONG_LINE - 10);
	cmd_long(s, LONG_LINE + 10); /* "line too long" */
	for (size_t i = 0; i < sizeof(record_names) / sizeof(*record_names); i++) {
		char path[128];
		if (record_names[i][0] == '/')
			snprintf(path, sizeof(path), "%s", record_names[i]);
		else
			dir_path(s, record_names[i], path, sizeof(path));
		line(s, "loadsgf %s", path);
	}
	line(s, "boardsize 9");
	s->size = 9;
	s->small_board = true;
	for (int i = 0; i < 5000; i++)
		next_command(s);
}

static void
spawn(struct child *c, char **argv)
{
	int in[2], out[2], err[2];

	if (pipe(in) || pipe(out) || pipe(err))
		die("pipe");
	c->pid = fork();
	if (c->pid < 0)
		die("fork");
	if (c->pid == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		dup2(err[1], 2);
		close(in[0]), close(in[1]), close(out[0]), close(out[1]), close(err[0]),
		    close(err[1]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(in[0]), close(out[1]), close(err[1]);
	c->in = in[1];
	c->out = out[0];
	c->err = err[0];
	fcntl(c->in, F_SETFL, O_NONBLOCK);
}

static void
scan_responses(struct responses *r, const char *buf, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		char ch = buf[i];
		if (r->at_start) {
			if (ch != '=' && ch != '?')
				r->bad = true;
			r->failures += ch == '?';
			r->at_start = false;
		}
		if (ch == '\n' && r->prev == '\n') {
			r->count++;
			r->at_start = true;
			ch = 0;
		}
		r->prev = ch;
	}
}

/* Whether needle occurs in buf[0..n). */
static bool
contains(const char *buf, size_t n, const char *needle)
{
	size_t k = strlen(needle);

	for (size_t i = 0; i + k <= n; i++)
		if (memcmp(buf + i, needle, k) == 0)
			return true;
	return false;
}

/* Keeps the last bytes of stderr and notes sanitizer and valgrind reports. */
static void
keep_tail(struct tail *t, const char *buf, size_t n)
{
	static const char *const reports[] = {
	    "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "Invalid read",
	    "Invalid write",           "definitely lost",      "uninitialised",  NULL,
	};

	for (size_t i = 0; i < n; i++)
		t->text[(t->len + i) % STDERR_KEEP] = buf[i];
	t->len += n;
	for (int i = 0; reports[i]; i++)
		if (contains(buf, n, reports[i]))
			t->sanitizer = true;
}

static void
print_tail(const struct tail *t)
{
	size_t n = t->len < STDERR_KEEP ? t->len : STDERR_KEEP;

	fprintf(stderr, "soak: last %zu bytes of goref's stderr:\n", n);
	for (size_t i = t->len - n; i < t->len; i++)
		fputc(t->text[i % STDERR_KEEP], stderr);
}

/* Reads whatever the child wrote to stdout and stderr; false at end of its stdout. */
static bool
drain(struct child *c, struct responses *r, struct tail *t, struct pollfd *pf)
{
	char buf[1 << 16];
	ssize_t n;

	if (pf[1].fd >= 0 && (pf[1].revents & (POLLIN | POLLHUP))) {
		n = read(c->out, buf, sizeof(buf));
		if (n <= 0)
			return false;
		scan_responses(r, buf, (size_t)n);
	}
	if (pf[2].fd >= 0 && (pf[2].revents & (POLLIN | POLLHUP))) {
		n = read(c->err, buf, sizeof(buf));
		if (n > 0)
			keep_tail(t, buf, (size_t)n);
		else
			c->err = -1;
	}
	return true;
}

/*
 * Sends the batch and waits until every line of it has been answered. False when
 * goref died, hung or answered wrongly.
 */
static bool
run_batch(struct child *c, struct session *s, struct responses *r, struct tail *t)
{
	long want = r->count + s->lines;
	size_t sent = 0;
	time_t last = time(NULL);

	while (r->count < want) {
		struct pollfd pf[3] = {
		    {sent < s->len ? c->in : -1, POLLOUT, 0},
		    {c->out, POLLIN, 0},
		    {c->err, POLLIN, 0},
		};
		int ready = poll(pf, 3, 1000);
		long before = r->count;

		if (ready < 0 && errno != EINTR)
			die("poll");
		if (pf[0].revents & (POLLERR | POLLHUP)) {
			fprintf(stderr, "soak: goref closed its input\n");
			return false;
		}
		if (pf[0].revents & POLLOUT) {
			ssize_t n = write(c->in, s->batch + sent, s->len - sent);
			if (n > 0) {
				sent += (size_t)n;
				last = time(NULL);
			}
		}
		if (!drain(c, r, t, pf)) {
			fprintf(stderr, "soak: goref's output ended after %ld responses\n",
			        r->count);
			return false;
		}
		if (r->count != before)
			last = time(NULL);
		if (r->bad) {
			fprintf(stderr, "soak: a response did not start with = or ?\n");
			return false;
		}
		if (time(NULL) - last > HANG_SECONDS) {
			fprintf(stderr, "soak: no progress for %d s: hang\n", HANG_SECONDS);
			return false;
		}
	}
	if (r->count != want) {
		fprintf(stderr, "soak: %ld responses, %ld lines\n", r->count, want);
		return false;
	}
	return true;
}

/* VmRSS (or another field) of a process in KiB, or -1. */
static long
status_kb(pid_t pid, const char *field)
{
	char path[64], text[256];
	size_t n = strlen(field);
	long kb = -1;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", (int)pid);
	f = fopen(path, "r");
	if (!f)
		return -1;
	while (fgets(text, sizeof(text), f))
		if (strncmp(text, field, n) == 0 && text[n] == ':')
			kb = strtol(text + n + 1, NULL, 10);
	fclose(f);
	return kb;
}

/* After the end of input: reads stdout and stderr until goref closes both. */
static void
finish(struct child *c, struct responses *r, struct tail *t)
{
	bool out_open = true;

	while (out_open || c->err >= 0) {
		struct pollfd pf[3] = {
		    {-1, 0, 0},
		    {out_open ? c->out : -1, POLLIN, 0},
		    {c->err, POLLIN, 0},
		};
		if (poll(pf, 3, HANG_SECONDS * 1000) <= 0)
			return;
		if (!drain(c, r, t, pf))
			out_open = false;
	}
}

static void
remove_records(struct session *s)
{
	char path[128];
	const char *names[] = {"good9.sgf",   "good19.sgf", "truncated.sgf", "garbage.sgf",
	                       "illegal.sgf", "deep.sgf",   "long.sgf",      "comment.sgf",
	                       "sparse.sgf",  "fifo",       "out.sgf"};

	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
		dir_path(s, names[i], path, sizeof(path));
		unlink(path);
	}
	rmdir(s->dir);
}

/* Writes the whole session to path instead of running it (the records stay in s->dir). */
static int
write_session(struct session *s, const char *path, long commands)
{
	FILE *f = fopen(path, "wb");

	if (!f)
		die(path);
	s->size = 19;
	warm_up(s);
	while (s->lines < commands)
		next_command(s);
	if (fwrite(s->batch, 1, s->len, f) != s->len || fclose(f) != 0)
		die(path);
	printf("soak: %ld lines in %s, records in %s\n", s->lines, path, s->dir);
	return 0;
}

static void
usage(void)
{
	fprintf(stderr,
	        "usage: soak [-n commands] [-s seed] [-b bound_kb] [-q] [--] goref [args...]\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	long commands = 2000000, bound = 2048, start_kb, end_kb, peak_kb;
	struct session s;
	struct child c;
	struct responses r = {0, 0, true, 0, false};
	struct tail t;
	int opt, status;
	bool ok = true;
	time_t began = time(NULL);
	const char *dump = NULL;

	memset(&s, 0, sizeof(s));
	memset(&t, 0, sizeof(t));
	s.rng = 1;
	while ((opt = getopt(argc, argv, "n:s:b:qo:")) != -1) {
		if (opt == 'n')
			commands = strtol(optarg, NULL, 10);
		else if (opt == 's')
			s.rng = strtoull(optarg, NULL, 10);
		else if (opt == 'b')
			bound = strtol(optarg, NULL, 10);
		else if (opt == 'q')
			quiet = true;
		else if (opt == 'o')
			dump = optarg;
		else
			usage();
	}
	if (optind >= argc && !dump)
		usage();
	signal(SIGPIPE, SIG_IGN);
	setvbuf(stdout, NULL, _IOLBF, 0); /* progress lines show up while it runs */
	snprintf(s.dir, sizeof(s.dir), "/tmp/goref-soak-XXXXXX");
	if (!mkdtemp(s.dir))
		die("mkdtemp");
	prepare_records(&s);
	if (dump)
		return write_session(&s, dump, commands);
	spawn(&c, argv + optind);

	s.size = 19;
	warm_up(&s);
	ok = run_batch(&c, &s, &r, &t);
	start_kb = status_kb(c.pid, "VmRSS");
	if (!quiet)
		printf("soak: warm-up %ld lines, RSS %ld KiB\n", r.count, start_kb);
	for (long done = 0; ok && done < commands; done += s.lines) {
		s.len = 0;
		s.lines = 0;
		while (s.lines < BATCH_LINES)
			next_command(&s);
		ok = run_batch(&c, &s, &r, &t);
		if (ok && !quiet && (done / BATCH_LINES) % 100 == 99)
			printf("soak: %ld lines, RSS %ld KiB\n", r.count,
			       status_kb(c.pid, "VmRSS"));
	}
	end_kb = status_kb(c.pid, "VmRSS");
	peak_kb = status_kb(c.pid, "VmHWM");
	close(c.in);
	finish(&c, &r, &t);
	if (waitpid(c.pid, &status, 0) < 0)
		die("waitpid");
	remove_records(&s);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "soak: goref ended with %s %d\n",
		        WIFEXITED(status) ? "exit status" : "signal",
		        WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
		ok = false;
	}
	if (t.sanitizer) {
		fprintf(stderr, "soak: a sanitizer or valgrind report on stderr\n");
		ok = false;
	}
	if (bound > 0 && (start_kb < 0 || end_kb < 0 || end_kb - start_kb > bound)) {
		fprintf(stderr, "soak: RSS grew from %ld to %ld KiB (bound %ld KiB)\n", start_kb,
		        end_kb, bound);
		ok = false;
	}
	if (!ok)
		print_tail(&t);
	printf("soak: %s: %ld responses (%ld refused) in %ld s; RSS %ld KiB after warm-up, "
	       "%ld KiB at the end (growth %+ld, bound %ld), peak %ld KiB\n",
	       ok ? "ok" : "FAILED", r.count, r.failures, (long)(time(NULL) - began), start_kb,
	       end_kb, end_kb - start_kb, bound, peak_kb);
	free(s.batch);
	return ok ? 0 : 1;
}
