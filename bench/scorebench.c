/*
 * scorebench.c -- end-of-game judgement through GTP, goref against GNU Go, on
 * the devset. Every game of games.tsv is read with sgf_load and replayed into a
 * fresh engine process (boardsize, clear_board, komi, set_free_handicap, play);
 * then final_score and final_status_list dead are asked and timed together.
 * The reference is `result` for area scoring and `re_area` for territory
 * scoring; games with `unknown` scoring are listed for information only. A
 * turn a record skips (one colour moving twice) is replayed as a pass, and the
 * records whose reference doc/rules.md cannot give (devset_unusable_reason()) are
 * counted twice: with the rest, and set aside.
 *
 * Usage: scorebench [-d devset] [-G gnugo|0] [-o file] [-n games] [-t seconds] [-r rules] [-v]
 *                   [goref]
 *   -d dir   the devset folder, with games.tsv (default ../shared/devset)
 *   -G path  GNU Go binary (default /usr/games/gnugo; "0" or "" skips it)
 *   -o file  only this game (file name as in games.tsv)
 *   -n N     only the first N games of games.tsv
 *   -t S     CPU seconds each engine process may use on a game (default 30),
 *            set by `ulimit -t` in the /bin/sh that gtp/client.h starts it
 *            with; a process over the limit is killed (SIGXCPU, SIGKILL a second
 *            later) and the game left unanswered. There is no wall-clock limit.
 *   -r NAME  goref runs with --rules NAME; unless NAME is bga-teaching (the default:
 *            every record, with the reference above), only the records whose rules
 *            column names that ruleset are judged, against their recorded result;
 *            GNU Go runs with --chinese-rules under area counting, without it
 *            (its Japanese rules) under territory counting
 *   -v       a progress line per game on stderr, and the engines' stderr kept
 *   goref    the goref binary (default ./goref)
 * The engines are started with gtp/client.h, as `exec PATH ...` under /bin/sh:
 * quote a path holding spaces or shell characters.
 * Prints per board size and engine: games, exact agreement %, winner agreement
 * %, median and max milliseconds per position (final_score + final_status_list
 * dead), how often the two engines' dead lists are the same, then each engine's
 * wrong answers (file, reference, answer).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "gtp/client.h"

#define MAX_GAMES 1024
#define ENGINES 2 /* goref, GNU Go */
#define DEFAULT_GNUGO "/usr/games/gnugo"
#define COMMAND_MAX 1200 /* an engine's shell command: CPU limit, path and options */

/* What one engine answered on one game. */
struct answer {
	bool ran;        /* the engine answered both questions */
	char score[64];  /* final_score's answer, e.g. "B+3.5" */
	char *dead;      /* final_status_list dead, vertices sorted and space separated; owned */
	double ms;       /* time for final_score + final_status_list dead */
	int refused;     /* replay commands the engine answered with '?' */
	bool timed_out;  /* killed for going over the CPU limit */
};

/* Tallies of one engine on one board size. */
struct tally {
	int games;          /* games with a reference */
	int answered;       /* games the engine answered */
	int exact;          /* same margin as the reference */
	int winner;         /* same winner (or both a draw) */
	int usable;         /* games whose reference doc/rules.md can give (devset_unusable_reason) */
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
	const struct rules_preset *rules; /* -r: the ruleset goref judges under */
};

static const char *const engine_names[ENGINES] = { "goref", "gnugo" };

/*
 * The shell command running program (followed by args, "" for none) under the
 * CPU limit (SIGXCPU after cpu_seconds, SIGKILL a second later), written to out.
 */
static const char *
engine_command(char *out, size_t cap, const char *program, const char *args, long cpu_seconds)
{
	snprintf(out, cap, "ulimit -t %ld && ulimit -S -t %ld && exec %s%s", cpu_seconds + 1,
		 cpu_seconds, program, args);
	return out;
}

/* Whether the engine of c ended by the CPU limit: killed by SIGXCPU or SIGKILL. */
static bool
over_cpu_limit(const struct gtp_client *c)
{
	return c->end_signal == SIGXCPU || c->end_signal == SIGKILL;
}

/* Whether the engine gave a response, '=' or '?': it is still in step. */
static bool
responded(enum gtp_client_status status)
{
	return status == GTP_CLIENT_OK || status == GTP_CLIENT_FAILURE;
}

/* Sends a replay command (no time limit); counts a '?' in *refused. False when the engine is gone. */
static bool
send_replay(struct gtp_client *c, const char *command, int *refused)
{
	enum gtp_client_status status = gtp_client_send(c, command, 0);

	*refused += status == GTP_CLIENT_FAILURE;
	return responded(status);
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
 * moved (one colour twice in a row). doc/rules.md §2: the players alternate and a
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
replay_game(struct gtp_client *c, const struct game *g, double komi, const char *handicap,
	    int *refused)
{
	char command[4096];

	snprintf(command, sizeof(command), "boardsize %d", game_size(g));
	if (!send_replay(c, command, refused) || !send_replay(c, "clear_board", refused))
		return false;
	snprintf(command, sizeof(command), "komi %g", komi);
	if (!send_replay(c, command, refused))
		return false;
	if (handicap && !send_replay(c, handicap, refused))
		return false;
	for (size_t i = 0; i < g->n_moves; i++) {
		char vertex[COORD_TEXT_MAX];
		char mover = g->moves[i].color == COLOR_BLACK ? 'b' : 'w';

		if (i > 0 && g->moves[i].color == g->moves[i - 1].color) {
			snprintf(command, sizeof(command), "play %c pass", mover == 'b' ? 'w' : 'b');
			if (!send_replay(c, command, refused))
				return false;
		}
		coord_format(g->moves[i].at, vertex);
		snprintf(command, sizeof(command), "play %c %s", mover, vertex);
		if (!send_replay(c, command, refused))
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
ask_judgement(struct gtp_client *c, struct answer *a)
{
	double t0 = gtp_client_now();
	enum gtp_client_status rs = gtp_client_send(c, "final_score", 0), rd;

	if (responded(rs))
		snprintf(a->score, sizeof(a->score), "%s%s", rs == GTP_CLIENT_OK ? "" : "? ",
			 gtp_client_reply(c));
	rd = responded(rs) ? gtp_client_send(c, "final_status_list dead", 0) : GTP_CLIENT_ERROR;
	a->ms = (gtp_client_now() - t0) * 1e3;
	if (responded(rd))
		a->dead = rd == GTP_CLIENT_OK ? normalize_vertices(gtp_client_reply(c)) : strdup("?");
	return responded(rs) && responded(rd) && a->dead;
}

/* Runs one engine (a shell command) on one game, in a fresh process; fills a. */
static void
judge_with(const char *command, const struct game *g, double komi, const char *handicap,
	   const struct options *o, struct answer *a)
{
	struct gtp_client c;

	memset(a, 0, sizeof(*a));
	snprintf(a->score, sizeof(a->score), "(no answer)");
	gtp_client_init(&c);
	if (!gtp_client_start(&c, command, o->verbose ? STDERR_FILENO : -1)) {
		fprintf(stderr, "scorebench: cannot start %s\n", command);
		return;
	}
	if (replay_game(&c, g, komi, handicap, &a->refused))
		a->ran = ask_judgement(&c, a);
	if (!a->ran && over_cpu_limit(&c)) {
		a->timed_out = true;
		snprintf(a->score, sizeof(a->score), "(over %lds)", o->cpu_seconds);
	}
	gtp_client_quit(&c, 2.0);
	gtp_client_free(&c);
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
		printf("  %-6s usable %2d  exact %5.1f%% (%3d)  (%d records whose reference doc/rules.md "
		       "cannot give set aside)\n",
		       "", t->usable, t->usable ? 100.0 * t->usable_exact / t->usable : 0.0, t->usable_exact,
		       t->games - t->usable);
}

static void
usage(void)
{
	fprintf(stderr, "usage: scorebench [-d devset] [-G gnugo|0] [-o file] [-n games] "
			"[-t seconds] [-r rules] [-v] [goref]\n");
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
		else if (strcmp(a, "-r") == 0 && (o->rules = rules_preset_find(argv[i + 1])))
			i++;
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

/*
 * Keeps the records whose rules column names the same ruleset as preset (by its
 * SGF name: chinese and chinese-kgs are both Chinese), with their recorded result
 * as the reference: under the record's own rules the record's count is the answer.
 * Returns how many were kept (in order, at the front of recs).
 */
static int
keep_records_under(const struct rules_preset *preset, struct devset_game *recs, int n)
{
	int kept = 0;

	for (int i = 0; i < n; i++) {
		const struct rules_preset *p = rules_from_sgf(recs[i].rules);
		if (!p || strcmp(p->sgf, preset->sgf) != 0)
			continue;
		recs[kept] = recs[i];
		snprintf(recs[kept].ref, sizeof(recs[kept].ref), "%s", recs[kept].recorded);
		recs[kept].informational = false;
		kept++;
	}
	return kept;
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
judge_game(const struct options *o, const char *const commands[ENGINES], struct results *res,
	   int i)
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
		if (commands[e])
			judge_with(commands[e], &g, r->komi, hc, o, &res->ans[i][e]);
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
	struct options o = { DEVSET_DEFAULT_DIR, DEFAULT_GNUGO, NULL, 0, 30, false, "./goref", NULL };
	static char goref_args[64], gnugo_args[64];
	static struct results res;
	static char command_text[ENGINES][COMMAND_MAX];
	const char *commands[ENGINES] = { NULL, NULL };
	double t0 = gtp_client_now();

	if (!parse_options(argc, argv, &o)) {
		usage();
		return 2;
	}
	gtp_client_kill_all_on_signals();
	if (o.gnugo && access(o.gnugo, X_OK) != 0) {
		printf("GNU Go is NOT installed (%s: %s): only goref is measured.\n", o.gnugo,
		       strerror(errno));
		o.gnugo = NULL;
	}
	if (!o.rules)
		o.rules = rules_preset_find(RULES_DEFAULT_NAME);
	snprintf(goref_args, sizeof(goref_args), " --rules %s", o.rules->name);
	snprintf(gnugo_args, sizeof(gnugo_args), " --mode gtp%s",
		 o.rules->rules.scoring == SCORING_AREA || o.rules == rules_preset_find(RULES_DEFAULT_NAME)
			 ? " --chinese-rules"
			 : "");
	commands[0] = engine_command(command_text[0], COMMAND_MAX, o.goref, goref_args,
				     o.cpu_seconds);
	if (o.gnugo)
		commands[1] = engine_command(command_text[1], COMMAND_MAX, o.gnugo, gnugo_args,
					     o.cpu_seconds);
	res.n = devset_load(o.dir, res.recs, MAX_GAMES);
	if (res.n < 0) {
		fprintf(stderr, "scorebench: no devset at %s (%s/games.tsv: %s); give its folder "
			"with -d DIR (make bench-score DEVSET=DIR)\n", o.dir, o.dir, strerror(errno));
		return 1;
	}
	if (o.rules != rules_preset_find(RULES_DEFAULT_NAME))
		res.n = keep_records_under(o.rules, res.recs, res.n);
	if (o.limit > 0 && o.limit < res.n)
		res.n = (int)o.limit;
	for (int i = 0; i < res.n; i++)
		if (!o.only || strcmp(o.only, res.recs[i].file) == 0)
			judge_game(&o, commands, &res, i);
	printf("Devset %s: final_score + final_status_list dead through GTP, one process per "
	       "game;\ngoref = %s%s, gnugo = %s%s\n",
	       o.dir, o.goref, goref_args, o.gnugo ? "gnugo" : "(skipped)", o.gnugo ? gnugo_args : "");
	print_summary(&res, o.gnugo != NULL);
	for (int e = 0; e < ENGINES; e++)
		if (commands[e])
			print_wrong(&res, e);
	print_skipped(&res);
	print_informational(&res, o.gnugo != NULL);
	printf("\nTotal time %.1f s\n", gtp_client_now() - t0);
	for (int i = 0; i < res.n; i++)
		for (int e = 0; e < ENGINES; e++)
			free(res.ans[i][e].dead);
	return 0;
}
