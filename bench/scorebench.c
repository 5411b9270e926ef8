/*
 * scorebench.c -- end-of-game judgement through GTP, goref against GNU Go, on
 * the devset. Every game of games.tsv is read with sgf_load and replayed into a
 * fresh engine process (boardsize, clear_board, komi, set_free_handicap, play);
 * then final_score and final_status_list dead are asked and timed together.
 * The reference is `result` for area scoring and `re_area` for territory
 * scoring; games with `unknown` scoring are listed for information only. A
 * turn a record skips (one colour moving twice) is replayed as a pass, and the
 * records whose reference RULES.md cannot give (devset_unusable_reason()) are
 * counted twice: with the rest, and set aside.
 *
 * Usage: scorebench [-d devset] [-G gnugo|0] [-o file] [-n games] [-t seconds] [-v] [goref]
 *   -d dir   the devset (default /work/shared/devset)
 *   -G path  GNU Go binary (default /usr/games/gnugo; "0" or "" skips it)
 *   -o file  only this game (file name as in games.tsv)
 *   -n N     only the first N games of games.tsv
 *   -t S     CPU seconds each engine process may use on a game (default 30);
 *            a process over the limit is killed and the game left unanswered
 *   -v       a progress line per game on stderr, and the engines' stderr kept
 *   goref    the goref binary (default ./goref)
 * Prints per board size and engine: games, exact agreement %, winner agreement
 * %, median and max milliseconds per position (final_score + final_status_list
 * dead), how often the two engines' dead lists are the same, then each engine's
 * wrong answers (file, reference, answer).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "engine/board.h"
#include "engine/game.h"
#include "engine/sgf.h"

#define MAX_GAMES 1024
#define ENGINES 2 /* goref, GNU Go */
#define DEFAULT_GNUGO "/usr/games/gnugo"

/* What one engine answered on one game. */
struct answer {
	bool ran;        /* the engine answered both questions */
	char score[64];  /* final_score's answer, e.g. "B+3.5" */
	char *dead;      /* final_status_list dead, vertices sorted and space separated; owned */
	double ms;       /* time for final_score + final_status_list dead */
	int refused;     /* replay commands the engine answered with '?' */
	bool timed_out;  /* killed for going over the CPU limit */
};

/* A GTP engine running as a child process. */
struct gtp_child {
	pid_t pid;  /* the process */
	FILE *to;   /* its stdin */
	FILE *from; /* its stdout */
};

/* Tallies of one engine on one board size. */
struct tally {
	int games;          /* games with a reference */
	int answered;       /* games the engine answered */
	int exact;          /* same margin as the reference */
	int winner;         /* same winner (or both a draw) */
	int usable;         /* games whose reference RULES.md can give (devset_unusable_reason) */
	int usable_exact;   /* usable games with the reference's margin */
	int timed_out;      /* games the engine ran out of CPU time on */
	double ms[MAX_GAMES]; /* time per position of each game answered */
};

/* Options from the command line. */
struct options {
	const char *dir;   /* the devset */
	const char *gnugo; /* GNU Go binary, NULL to skip */
	const char *only;  /* only this file, or NULL */
	long limit;        /* only the first limit games, 0 = all */
	long cpu_seconds;  /* CPU limit of each engine process */
	bool verbose;      /* progress and the engines' stderr */
	const char *goref; /* goref binary */
};

static const char *const engine_names[ENGINES] = { "goref", "gnugo" };

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/*
 * Starts argv[0] (a path) with pipes on stdin and stdout and at most
 * cpu_seconds of CPU time; its stderr goes to /dev/null unless keep_stderr.
 * False (with a message) on failure.
 */
static bool
child_start(struct gtp_child *c, char *const argv[], long cpu_seconds, bool keep_stderr)
{
	int in[2], out[2];

	if (pipe(in) != 0)
		return false;
	if (pipe(out) != 0) {
		close(in[0]);
		close(in[1]);
		return false;
	}
	c->pid = fork();
	if (c->pid < 0) {
		perror("scorebench: fork");
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return false;
	}
	if (c->pid == 0) {
		int null = keep_stderr ? -1 : open("/dev/null", O_WRONLY);
		struct rlimit cpu = { (rlim_t)cpu_seconds, (rlim_t)cpu_seconds + 1 };

		if (setrlimit(RLIMIT_CPU, &cpu) != 0 || dup2(in[0], STDIN_FILENO) < 0 || dup2(out[1], STDOUT_FILENO) < 0 ||
		    (null >= 0 && dup2(null, STDERR_FILENO) < 0))
			_exit(127);
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		execv(argv[0], argv);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	c->to = fdopen(in[1], "w");
	c->from = fdopen(out[0], "r");
	if (!c->to || !c->from) {
		perror("scorebench: fdopen");
		return false;
	}
	return true;
}

/*
 * Closes the child's stdin (it ends at end of input) and reaps it. Returns its
 * exit status, -2 when the CPU limit killed it, -1 when it cannot be reaped.
 */
static int
child_stop(struct gtp_child *c)
{
	int status = 0;

	if (c->to)
		fclose(c->to);
	if (c->from)
		fclose(c->from);
	c->to = c->from = NULL;
	while (waitpid(c->pid, &status, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL))
		return -2;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/*
 * Sends one command and reads its response. On return *body (malloc'd, owned
 * by the caller, may be NULL on I/O failure) holds the response without its
 * "= " / "? " and without the closing empty line. Returns 1 for '=', 0 for
 * '?', -1 when the engine closed its output or wrote something else.
 */
static int
gtp_ask(struct gtp_child *c, const char *command, char **body)
{
	char *line = NULL, *text = NULL;
	size_t cap = 0, len = 0;
	ssize_t n;
	int status = -1;

	*body = NULL;
	if (fprintf(c->to, "%s\n", command) < 0 || fflush(c->to) != 0)
		return -1;
	while ((n = getline(&line, &cap, c->from)) >= 0) {
		line[strcspn(line, "\r\n")] = '\0';
		if (status < 0 && line[0] == '\0')
			continue; /* stray blank lines before a response */
		if (status >= 0 && line[0] == '\0')
			break;
		const char *part = line;
		if (status < 0) {
			if (line[0] != '=' && line[0] != '?')
				break;
			status = line[0] == '=';
			part = line + 1;
			while (isdigit((unsigned char)*part))
				part++;
			while (*part == ' ')
				part++;
		}
		size_t pl = strlen(part);
		char *nt = realloc(text, len + pl + 2);
		if (!nt) {
			status = -1;
			break;
		}
		text = nt;
		if (len)
			text[len++] = '\n';
		memcpy(text + len, part, pl + 1);
		len += pl;
	}
	free(line);
	if (n < 0 && status >= 0 && !text)
		status = -1;
	if (status < 0) {
		free(text);
		return -1;
	}
	*body = text ? text : strdup("");
	return *body ? status : -1;
}

/* Sends a command whose answer is not needed; counts a '?' in *refused. False when the engine is gone. */
static bool
gtp_send(struct gtp_child *c, const char *command, int *refused)
{
	char *body;
	int r = gtp_ask(c, command, &body);

	free(body);
	if (r == 0)
		(*refused)++;
	return r >= 0;
}

/*
 * Writes the setup of g as "set_free_handicap V1 V2 ..." into text (size cap).
 * Returns 0 when there is no setup, 1 when text holds the command, -1 when the
 * setup cannot be said with set_free_handicap (white stones, or one black stone).
 */
static int
handicap_command(const struct game *g, char *text, size_t cap)
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->setup, points), black = 0;
	size_t len = (size_t)snprintf(text, cap, "set_free_handicap");

	for (int i = 0; i < n; i++) {
		enum color c = board_at(&g->setup, points[i]);
		char vertex[COORD_TEXT_MAX];

		if (c == COLOR_WHITE)
			return -1;
		if (c != COLOR_BLACK)
			continue;
		coord_format(points[i], vertex);
		if (len + strlen(vertex) + 2 >= cap)
			return -1;
		len += (size_t)snprintf(text + len, cap - len, " %s", vertex);
		black++;
	}
	return black == 0 ? 0 : black >= 2 ? 1 : -1;
}

/*
 * The number of turns the record skips: moves of the colour that has just
 * moved (one colour twice in a row). RULES.md §2: the players alternate and a
 * turn is a stone or a pass, so a turn missing from a record was a pass, and
 * replay_game() plays it as one; otherwise the pass stone is lost and
 * territory + prisoners no longer equals the recorded area result.
 */
static int
skipped_turns(const struct game *g)
{
	int skipped = 0;

	for (size_t i = 1; i < g->n_moves; i++)
		skipped += g->moves[i].color == g->moves[i - 1].color;
	return skipped;
}

/* Replays g into the engine: boardsize, clear_board, komi, handicap, every
 * move, with a pass for each turn the record skips (see skipped_turns()). */
static bool
replay_game(struct gtp_child *c, const struct game *g, double komi, const char *handicap,
	    int *refused)
{
	char command[4096];

	snprintf(command, sizeof(command), "boardsize %d", game_size(g));
	if (!gtp_send(c, command, refused) || !gtp_send(c, "clear_board", refused))
		return false;
	snprintf(command, sizeof(command), "komi %g", komi);
	if (!gtp_send(c, command, refused))
		return false;
	if (handicap && !gtp_send(c, handicap, refused))
		return false;
	for (size_t i = 0; i < g->n_moves; i++) {
		char vertex[COORD_TEXT_MAX];
		char mover = g->moves[i].color == COLOR_BLACK ? 'b' : 'w';

		if (i > 0 && g->moves[i].color == g->moves[i - 1].color) {
			snprintf(command, sizeof(command), "play %c pass", mover == 'b' ? 'w' : 'b');
			if (!gtp_send(c, command, refused))
				return false;
		}
		coord_format(g->moves[i].at, vertex);
		snprintf(command, sizeof(command), "play %c %s", mover, vertex);
		if (!gtp_send(c, command, refused))
			return false;
	}
	return true;
}

static int
compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The vertices of a final_status_list answer, upper-cased, sorted, space separated (malloc'd). */
static char *
normalize_vertices(const char *text)
{
	size_t len = strlen(text);
	char *copy = malloc(len + 1), *out = malloc(len + 1);
	char **words = calloc(len / 2 + 1, sizeof(*words));
	size_t n = 0, at = 0;

	if (!copy || !out || !words) {
		free(copy);
		free(out);
		free(words);
		return NULL;
	}
	memcpy(copy, text, len + 1);
	for (char *w = strtok(copy, " \t\n"); w; w = strtok(NULL, " \t\n")) {
		for (char *p = w; *p; p++)
			*p = (char)toupper((unsigned char)*p);
		words[n++] = w;
	}
	qsort(words, n, sizeof(*words), compare_strings);
	out[0] = '\0';
	for (size_t i = 0; i < n; i++)
		at += (size_t)sprintf(out + at, "%s%s", i ? " " : "", words[i]);
	free(words);
	free(copy);
	return out;
}

/* Asks final_score and final_status_list dead, timing both; fills a. */
static bool
ask_judgement(struct gtp_child *c, struct answer *a)
{
	char *score = NULL, *dead = NULL;
	double t0 = now_ms();
	int rs = gtp_ask(c, "final_score", &score);
	int rd = rs >= 0 ? gtp_ask(c, "final_status_list dead", &dead) : -1;

	a->ms = now_ms() - t0;
	if (rs >= 0)
		snprintf(a->score, sizeof(a->score), "%s%s", rs ? "" : "? ", score);
	if (rd >= 0)
		a->dead = rd ? normalize_vertices(dead) : strdup("?");
	free(score);
	free(dead);
	return rs >= 0 && rd >= 0 && a->dead;
}

/* Runs one engine on one game (a fresh process); fills a. */
static void
judge_with(char *const argv[], const struct game *g, double komi, const char *handicap,
	   const struct options *o, struct answer *a)
{
	struct gtp_child c = { 0, NULL, NULL };

	memset(a, 0, sizeof(*a));
	snprintf(a->score, sizeof(a->score), "(no answer)");
	if (!child_start(&c, argv, o->cpu_seconds, o->verbose)) {
		fprintf(stderr, "scorebench: cannot start %s\n", argv[0]);
		return;
	}
	if (replay_game(&c, g, komi, handicap, &a->refused))
		a->ran = ask_judgement(&c, a);
	if (child_stop(&c) == -2 && !a->ran) {
		a->timed_out = true;
		snprintf(a->score, sizeof(a->score), "(over %lds)", o->cpu_seconds);
	}
}

/* Whether the answer gives the reference margin (exact) and winner. */
static void
grade(const char *ref, const struct answer *a, bool *exact, bool *winner)
{
	double want, got;

	*exact = *winner = false;
	if (!a->ran || !devset_margin(ref, &want) || !devset_margin(a->score, &got))
		return;
	*exact = fabs(want - got) < 1e-6;
	*winner = (want > 0) == (got > 0) && (want < 0) == (got < 0);
}

static int
compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Prints one engine's tally for a size: games, agreement and time per position. */
static void
print_tally(const char *name, struct tally *t)
{
	double median = 0, max = 0;
	char missing[96] = "";

	if (t->answered < t->games)
		snprintf(missing, sizeof(missing), "  (%d unanswered, %d of them over the CPU limit)",
			 t->games - t->answered, t->timed_out);
	if (t->answered > 0) {
		qsort(t->ms, (size_t)t->answered, sizeof(t->ms[0]), compare_doubles);
		median = t->ms[t->answered / 2];
		max = t->ms[t->answered - 1];
	}
	printf("  %-6s games %3d  exact %5.1f%% (%3d)  winner %5.1f%% (%3d)  ms/position median "
	       "%8.1f  max %8.1f%s\n",
	       name, t->games, t->games ? 100.0 * t->exact / t->games : 0.0, t->exact,
	       t->games ? 100.0 * t->winner / t->games : 0.0, t->winner, median, max, missing);
	if (t->usable < t->games)
		printf("  %-6s usable %2d  exact %5.1f%% (%3d)  (%d records whose reference RULES.md "
		       "cannot give set aside)\n",
		       "", t->usable, 100.0 * t->usable_exact / t->usable, t->usable_exact,
		       t->games - t->usable);
}

static void
usage(void)
{
	fprintf(stderr, "usage: scorebench [-d devset] [-G gnugo|0] [-o file] [-n games] "
			"[-t seconds] [-v] [goref]\n");
}

/* Parses the command line into o; false on a bad option. */
static bool
parse_options(int argc, char **argv, struct options *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (strcmp(a, "-v") == 0)
			o->verbose = true;
		else if (a[0] != '-')
			o->goref = a;
		else if (i + 1 >= argc)
			return false;
		else if (strcmp(a, "-d") == 0)
			o->dir = argv[++i];
		else if (strcmp(a, "-G") == 0)
			o->gnugo = argv[++i];
		else if (strcmp(a, "-o") == 0)
			o->only = argv[++i];
		else if (strcmp(a, "-n") == 0)
			o->limit = atol(argv[++i]);
		else if (strcmp(a, "-t") == 0 && atol(argv[i + 1]) > 0)
			o->cpu_seconds = atol(argv[++i]);
		else
			return false;
	}
	if (o->gnugo && (strcmp(o->gnugo, "") == 0 || strcmp(o->gnugo, "0") == 0))
		o->gnugo = NULL;
	return true;
}

/* Everything the run collects: the games and both engines' answers. */
struct results {
	struct devset_game recs[MAX_GAMES];    /* the games of games.tsv */
	struct answer ans[MAX_GAMES][ENGINES]; /* each engine's answer on each game */
	bool loaded[MAX_GAMES];                /* the game was read and replayed */
	int skipped[MAX_GAMES];                /* turns the record skips, replayed as passes */
	int n;                                 /* games in recs */
};

/* Judges game i with every engine that runs; prints a progress line when verbose. */
static void
judge_game(const struct options *o, char *argvs[ENGINES][5], struct results *res, int i)
{
	struct devset_game *r = &res->recs[i];
	char handicap[4096];
	const char *hc = NULL;
	struct game g;

	game_init(&g, r->size, r->komi);
	if (!devset_load_record(o->dir, r, &g, "scorebench"))
		goto out;
	switch (handicap_command(&g, handicap, sizeof(handicap))) {
	case 1:
		hc = handicap;
		break;
	case 0:
		break;
	default:
		fprintf(stderr, "scorebench: %s: setup stones set_free_handicap cannot place\n",
			r->file);
		goto out;
	}
	res->loaded[i] = true;
	res->skipped[i] = skipped_turns(&g);
	for (int e = 0; e < ENGINES; e++)
		if (argvs[e][0])
			judge_with(argvs[e], &g, r->komi, hc, o, &res->ans[i][e]);
	if (o->verbose)
		fprintf(stderr, "[%d/%d] %s ref %s goref %s (%.1f ms) gnugo %s (%.1f ms)\n", i + 1,
			res->n, r->file, r->informational ? "-" : r->ref, res->ans[i][0].score,
			res->ans[i][0].ms, res->ans[i][1].score, res->ans[i][1].ms);
out:
	game_free(&g);
}

/* Prints the per-size tables: both engines side by side, and dead-list agreement. */
static void
print_summary(const struct results *res, bool with_gnugo)
{
	static struct tally tallies[BOARD_MAX_SIZE + 1][ENGINES];
	int same_dead[BOARD_MAX_SIZE + 1] = { 0 }, both[BOARD_MAX_SIZE + 1] = { 0 };

	for (int i = 0; i < res->n; i++) {
		const struct devset_game *r = &res->recs[i];

		if (!res->loaded[i] || r->informational || r->size < 1 || r->size > BOARD_MAX_SIZE)
			continue;
		for (int e = 0; e < ENGINES; e++) {
			struct tally *t = &tallies[r->size][e];
			const struct answer *a = &res->ans[i][e];
			bool exact, winner;

			grade(r->ref, a, &exact, &winner);
			t->games++;
			t->exact += exact;
			t->winner += winner;
			if (!devset_unusable_reason(r->file)) {
				t->usable++;
				t->usable_exact += exact;
			}
			if (a->ran)
				t->ms[t->answered++] = a->ms;
			t->timed_out += a->timed_out;
		}
		if (res->ans[i][0].ran && res->ans[i][1].ran) {
			both[r->size]++;
			same_dead[r->size] += strcmp(res->ans[i][0].dead, res->ans[i][1].dead) == 0;
		}
	}
	for (int size = 1; size <= BOARD_MAX_SIZE; size++) {
		if (tallies[size][0].games == 0)
			continue;
		printf("%dx%d:\n", size, size);
		for (int e = 0; e < ENGINES; e++)
			if (e == 0 || with_gnugo)
				print_tally(engine_names[e], &tallies[size][e]);
		if (with_gnugo)
			printf("  final_status_list dead identical in goref and gnugo: %d of %d\n",
			       same_dead[size], both[size]);
	}
}

/* Lists the games an engine gets wrong (not the exact reference margin). */
static void
print_wrong(const struct results *res, int e)
{
	int wrong = 0;

	printf("\n%s: games not matching the reference (file, reference, answer):\n",
	       engine_names[e]);
	for (int i = 0; i < res->n; i++) {
		const struct devset_game *r = &res->recs[i];
		const struct answer *a = &res->ans[i][e], *other = &res->ans[i][1 - e];
		bool exact, winner, same;
		const char *why = devset_unusable_reason(r->file);

		if (!res->loaded[i] || r->informational)
			continue;
		grade(r->ref, a, &exact, &winner);
		if (exact)
			continue;
		wrong++;
		same = a->ran && other->ran && strcmp(a->score, other->score) == 0;
		printf("  %-48s %-8s %-10s%s%s%s\n", r->file, r->ref, a->score,
		       winner ? "" : "  (wrong winner)", a->refused ? "  (moves refused)" : "",
		       !same ? "" : e == 0 ? "  (gnugo says the same)" : "  (goref says the same)");
		if (why)
			printf("    set aside: %s\n", e == 0 ? why : "(see goref's list)");
	}
	printf("  %d wrong\n", wrong);
}

/* Lists the records that skip turns: replayed with passes (skipped_turns()). */
static void
print_skipped(const struct results *res)
{
	printf("\nRecords in which one colour moves twice (the skipped turn replayed as a pass):\n");
	for (int i = 0; i < res->n; i++)
		if (res->loaded[i] && res->skipped[i] > 0)
			printf("  %-48s %d skipped\n", res->recs[i].file, res->skipped[i]);
}

/* Lists the games with unknown scoring: the record's result and both answers. */
static void
print_informational(const struct results *res, bool with_gnugo)
{
	printf("\nUnknown scoring (information only): file, recorded RE, goref%s:\n",
	       with_gnugo ? ", gnugo" : "");
	for (int i = 0; i < res->n; i++) {
		const struct devset_game *r = &res->recs[i];

		if (!res->loaded[i] || !r->informational)
			continue;
		printf("  %-48s %-8s %-10s %s\n", r->file, r->recorded, res->ans[i][0].score,
		       with_gnugo ? res->ans[i][1].score : "");
	}
}

int
main(int argc, char **argv)
{
	struct options o = { DEVSET_DEFAULT_DIR, DEFAULT_GNUGO, NULL, 0, 30, false, "./goref" };
	static struct results res;
	char *argvs[ENGINES][5] = { { NULL }, { NULL } };
	double t0 = now_ms();

	if (!parse_options(argc, argv, &o)) {
		usage();
		return 2;
	}
	signal(SIGPIPE, SIG_IGN);
	if (o.gnugo && access(o.gnugo, X_OK) != 0) {
		printf("GNU Go is NOT installed (%s: %s): only goref is measured.\n", o.gnugo,
		       strerror(errno));
		o.gnugo = NULL;
	}
	argvs[0][0] = (char *)(uintptr_t)o.goref;
	if (o.gnugo) {
		argvs[1][0] = (char *)(uintptr_t)o.gnugo;
		argvs[1][1] = (char *)(uintptr_t)"--mode";
		argvs[1][2] = (char *)(uintptr_t)"gtp";
		argvs[1][3] = (char *)(uintptr_t)"--chinese-rules";
	}
	res.n = devset_load(o.dir, res.recs, MAX_GAMES);
	if (res.n < 0) {
		fprintf(stderr, "scorebench: %s/games.tsv: %s\n", o.dir, strerror(errno));
		return 1;
	}
	if (o.limit > 0 && o.limit < res.n)
		res.n = (int)o.limit;
	for (int i = 0; i < res.n; i++)
		if (!o.only || strcmp(o.only, res.recs[i].file) == 0)
			judge_game(&o, argvs, &res, i);
	printf("Devset %s: final_score + final_status_list dead through GTP, one process per "
	       "game;\ngoref = %s, gnugo = %s\n",
	       o.dir, o.goref, o.gnugo ? "gnugo --mode gtp --chinese-rules" : "(skipped)");
	print_summary(&res, o.gnugo != NULL);
	for (int e = 0; e < ENGINES; e++)
		if (argvs[e][0])
			print_wrong(&res, e);
	print_skipped(&res);
	print_informational(&res, o.gnugo != NULL);
	printf("\nTotal time %.1f s\n", (now_ms() - t0) / 1e3);
	for (int i = 0; i < res.n; i++)
		for (int e = 0; e < ENGINES; e++)
			free(res.ans[i][e].dead);
	return 0;
}
