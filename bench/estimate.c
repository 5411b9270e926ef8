/*
 * estimate.c -- goref's estimate of unfinished games against GNU Go's, in the same
 * run. The games are GNU Go's self-play games as make bench-heldout leaves them in
 * its folder: P (SIZExSIZE-sSEED.sgf, the game to two passes) and its cleanup
 * (SIZExSIZE-sSEED-cleanup.sgf, whose RE is the area count after GNU Go captured
 * what it held dead: the game's final count). Each P is cut after 50%, 70%, 85% and
 * 95% of its moves; at each cut goref (one process, the binary given) and GNU Go
 * (one process, --chinese-rules at the level given) load the record up to there
 * (loadsgf FILE N) and are asked final_score, timed; goref is also asked
 * estimate_score, whose bounds should hold the final count.
 *
 * A DIR holding games.tsv is a devset instead (bench/lib/devset.h): its records,
 * games by other players, are cut in the same way and judged against each record's
 * reference result (its area count), with the table's komi; with -s SIZE only its
 * records of that size. Its figures are reported apart from the self-play games':
 * GNU Go reading its own games knows how they will be played out, these it does not.
 *
 * Usage: estimate [-G gnugo] [-l level] [-s size] [-t seconds] [-v] goref DIR...
 * Prints per board size and cut: positions, how often each engine names the final
 * count's winner, the median and mean absolute error in points, goref's bounds
 * holding the count, each engine's median milliseconds for final_score; then the
 * time ratio over all. Exit status 0, 1 when no game was read or an engine failed,
 * 2 on bad usage.
 */
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "gtp/client.h"

#define CUTS      4
#define SIZES_MAX 6    /* board sizes told apart (9, 13, 19, others), self-play or devset */
#define POS_MAX   4000 /* positions per size and cut at most */
#define PATH_TEXT 1024

static const double cut_fraction[CUTS] = {0.50, 0.70, 0.85, 0.95};

/* One engine's answers at one size and cut. */
struct answers {
	int n;                  /* positions answered */
	int winner;             /* answers naming the final count's winner (a draw: 0) */
	int in_bounds;          /* goref: estimate_score's bounds hold the count */
	double error[POS_MAX];  /* |answer - count| */
	double ms[POS_MAX];     /* final_score's time */
};

struct size_row {
	int size;                     /* 0: unused */
	bool devset;                  /* the devset's records, not self-play games */
	struct answers goref[CUTS];
	struct answers gnugo[CUTS];
};

struct options {
	const char *gnugo;
	int level;
	double timeout;
	bool verbose;
	int devset_size; /* the devset's records of this size only; 0: all */
};

static struct size_row rows[SIZES_MAX];

static struct size_row *
row_for(int size, bool devset)
{
	for (int i = 0; i < SIZES_MAX; i++)
		if ((rows[i].size == size && rows[i].devset == devset) || rows[i].size == 0) {
			rows[i].size = size;
			rows[i].devset = devset;
			return &rows[i];
		}
	return &rows[SIZES_MAX - 1];
}

/* Sends one command; false with a message on anything but "=". */
static bool
ask(struct gtp_client *c, const char *who, const char *command, double timeout)
{
	enum gtp_client_status st = gtp_client_send(c, command, timeout);

	if (st == GTP_CLIENT_OK)
		return true;
	fprintf(stderr, "estimate: %s: %s: %s %s\n", who, command, gtp_client_status_text(st),
	        st == GTP_CLIENT_FAILURE ? gtp_client_reply(c) : c->why);
	return false;
}

/* final_score of the position loaded, timed: margin and ms; false on failure. */
static bool
timed_score(struct gtp_client *c, const char *who, double timeout, double *margin, double *ms)
{
	double t0 = gtp_client_now();

	if (!ask(c, who, "final_score", timeout))
		return false;
	*ms = (gtp_client_now() - t0) * 1e3;
	if (!devset_margin(gtp_client_reply(c), margin)) {
		fprintf(stderr, "estimate: %s: final_score: '%s' is no result\n", who,
		        gtp_client_reply(c));
		return false;
	}
	return true;
}

/*
 * GNU Go's estimate_score form, "B+12.5 (upper bound: -3.0, lower: -20.0)", the
 * bounds as White's lead: Black's lead lies between -upper and -lower.
 */
static bool
parse_bounds(const char *reply, double *low, double *high)
{
	double upper, lower;
	const char *open = strchr(reply, '(');

	if (!open || sscanf(open, "(upper bound: %lf, lower: %lf)", &upper, &lower) != 2)
		return false;
	*low = -upper;
	*high = -lower;
	return true;
}

static void
tally(struct answers *a, double margin, double reference, double ms)
{
	if (a->n >= POS_MAX)
		return;
	a->error[a->n] = fabs(margin - reference);
	a->ms[a->n] = ms;
	a->winner += (margin > 0) == (reference > 0) && (margin < 0) == (reference < 0);
	a->n++;
}

/* The game a position is cut from: its record, size, final count and komi. */
struct cut_game {
	const char *path;
	int size;
	double reference; /* the final count, Black's margin */
	double komi;      /* told to both engines after loadsgf; NAN: the record's own */
	bool devset;
};

/* Loads the game up to move `keep` in both engines and asks them. */
static bool
take_position(struct gtp_client *goref, struct gtp_client *gnugo, const struct options *o,
              const struct cut_game *game, size_t keep, int cut)
{
	char command[PATH_TEXT + 32], komi[64];
	double mine, theirs, ms_mine, ms_theirs, low, high, reference = game->reference;
	const char *path = game->path;
	struct size_row *row = row_for(game->size, game->devset);

	snprintf(command, sizeof(command), "loadsgf %s %zu", path, keep + 1);
	snprintf(komi, sizeof(komi), "komi %.1f", game->komi);
	if (!ask(goref, "goref", command, o->timeout) || !ask(gnugo, "GNU Go", command, o->timeout) ||
	    (!isnan(game->komi) &&
	     (!ask(goref, "goref", komi, o->timeout) || !ask(gnugo, "GNU Go", komi, o->timeout))) ||
	    !timed_score(goref, "goref", o->timeout, &mine, &ms_mine) ||
	    !timed_score(gnugo, "GNU Go", o->timeout, &theirs, &ms_theirs) ||
	    !ask(goref, "goref", "estimate_score", o->timeout))
		return false;
	if (!parse_bounds(gtp_client_reply(goref), &low, &high)) {
		fprintf(stderr, "estimate: goref: estimate_score: '%s' has no bounds\n",
		        gtp_client_reply(goref));
		return false;
	}
	tally(&row->goref[cut], mine, reference, ms_mine);
	tally(&row->gnugo[cut], theirs, reference, ms_theirs);
	row->goref[cut].in_bounds += reference >= low && reference <= high;
	if (o->verbose)
		fprintf(stderr, "%s after %zu: goref %+.1f [%+.1f, %+.1f], GNU Go %+.1f, count %+.1f\n",
		        path, keep, mine, low, high, theirs, reference);
	return true;
}

/* Reads an SGF file into g; false (with a message) when it cannot. */
static bool
load(const char *path, struct game *g, struct sgf_info *info)
{
	size_t len;
	char *text = devset_read_file(path, &len);
	bool ok;

	game_init(g, 19, 7.5);
	ok = text && sgf_load(g, text, len, NULL, info);
	if (!ok)
		fprintf(stderr, "estimate: %s: not read\n", path);
	free(text);
	return ok;
}

/* The game p (read from game->path) cut at every fraction where play goes on;
 * false when an engine failed. */
static bool
take_cuts(struct gtp_client *goref, struct gtp_client *gnugo, const struct options *o,
          const struct game *p, const struct cut_game *game)
{
	bool ok = true;

	for (int cut = 0; cut < CUTS && ok; cut++) {
		size_t keep = (size_t)floor(p->n_moves * cut_fraction[cut]);
		struct game g;

		game_init(&g, game_size(p), p->komi);
		if (game_copy(&g, p) && game_undo_moves(&g, p->n_moves - keep) && !game_ended(&g))
			ok = take_position(goref, gnugo, o, game, keep, cut);
		game_free(&g);
	}
	return ok;
}

/* One game: P and its cleanup (the final count); false when an engine failed. */
static bool
take_game(struct gtp_client *goref, struct gtp_client *gnugo, const struct options *o,
          const char *p_path, const char *cleanup_path, int *games)
{
	struct game p, cleanup;
	struct sgf_info info;
	struct cut_game game = {p_path, 0, 0, NAN, false};
	bool ok;

	if (!load(cleanup_path, &cleanup, &info) || !devset_margin(info.result, &game.reference) ||
	    !load(p_path, &p, &info)) {
		game_free(&cleanup);
		return true; /* a folder may hold a half-written game: left out */
	}
	game.size = game_size(&p);
	ok = take_cuts(goref, gnugo, o, &p, &game);
	(*games)++;
	game_free(&p);
	game_free(&cleanup);
	return ok;
}

/* Every usable record of the devset in dir (of o->devset_size, when set), against
 * its reference result; false when an engine failed. */
static bool
take_devset(struct gtp_client *goref, struct gtp_client *gnugo, const struct options *o,
            const char *dir, int *games)
{
	static struct devset_game table[1024];
	int n = devset_load(dir, table, 1024);
	bool ok = n >= 0;

	if (!ok)
		fprintf(stderr, "estimate: %s/games.tsv: not read\n", dir);
	for (int i = 0; i < n && ok; i++) {
		const struct devset_game *r = &table[i];
		char path[PATH_TEXT];
		struct cut_game game = {path, r->size, 0, r->komi, true};
		struct game p;

		if (r->informational || devset_unusable_reason(r->file) ||
		    (o->devset_size && r->size != o->devset_size) ||
		    !devset_margin(r->ref, &game.reference))
			continue;
		if (snprintf(path, sizeof(path), "%s/games/%s", dir, r->file) >= (int)sizeof(path))
			continue;
		game_init(&p, r->size, r->komi);
		if (devset_load_record(dir, r, &p, "estimate")) {
			ok = take_cuts(goref, gnugo, o, &p, &game);
			(*games)++;
		}
		game_free(&p);
	}
	return ok;
}

/* Every P with its cleanup in dir, in name order. */
static bool
take_folder(struct gtp_client *goref, struct gtp_client *gnugo, const struct options *o,
            const char *dir, int *games)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);
	bool ok = true;

	if (n < 0) {
		fprintf(stderr, "estimate: %s: %s\n", dir, strerror(errno));
		return false;
	}
	for (int i = 0; i < n; i++) {
		const char *name = names[i]->d_name, *tail = strstr(name, "-cleanup.sgf");
		char p_path[PATH_TEXT], cleanup_path[PATH_TEXT];

		if (ok && tail && tail[strlen("-cleanup.sgf")] == '\0') {
			snprintf(cleanup_path, sizeof(cleanup_path), "%s/%s", dir, name);
			snprintf(p_path, sizeof(p_path), "%s/%.*s.sgf", dir, (int)(tail - name), name);
			ok = access(p_path, R_OK) != 0 || take_game(goref, gnugo, o, p_path,
			                                           cleanup_path, games);
		}
		free(names[i]);
	}
	free(names);
	return ok;
}

static int
by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static double
median(double *v, int n)
{
	if (n == 0)
		return NAN;
	qsort(v, (size_t)n, sizeof(*v), by_value);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static double
mean(const double *v, int n)
{
	double sum = 0;

	for (int i = 0; i < n; i++)
		sum += v[i];
	return n ? sum / n : NAN;
}

/* One line of an engine's answers at one cut. */
static void
print_answers(const char *who, struct answers *a, bool bounds)
{
	printf("    %-7s winner %5.1f%%  error median %4.1f mean %5.1f", who, 100.0 * a->winner / a->n,
	       median(a->error, a->n), mean(a->error, a->n));
	if (bounds)
		printf("  in bounds %5.1f%%", 100.0 * a->in_bounds / a->n);
	printf("  %7.1f ms median\n", median(a->ms, a->n));
}

/* Every size's table; the ratio of the median times over all positions. */
static void
print_report(int games)
{
	static double all_mine[SIZES_MAX * CUTS * POS_MAX], all_theirs[SIZES_MAX * CUTS * POS_MAX];
	int n_all = 0;

	printf("%d games\n", games);
	for (int s = 0; s < SIZES_MAX && rows[s].size; s++) {
		printf("%dx%d%s:\n", rows[s].size, rows[s].size,
		       rows[s].devset ? ", the devset's records against their results" : "");
		for (int cut = 0; cut < CUTS; cut++) {
			struct answers *mine = &rows[s].goref[cut], *theirs = &rows[s].gnugo[cut];
			if (mine->n == 0)
				continue;
			for (int i = 0; i < mine->n; i++) {
				all_mine[n_all] = mine->ms[i];
				all_theirs[n_all++] = theirs->ms[i];
			}
			printf("  after %.0f%% of the moves, %d positions:\n", 100 * cut_fraction[cut],
			       mine->n);
			print_answers("goref", mine, true);
			print_answers("GNU Go", theirs, false);
		}
	}
	if (n_all)
		printf("goref's final_score took %.1f ms, GNU Go's %.1f ms (medians): %.3f of the "
		       "time\n",
		       median(all_mine, n_all), median(all_theirs, n_all),
		       median(all_mine, n_all) / median(all_theirs, n_all));
}

static bool
start(struct gtp_client *c, const char *command, const struct options *o)
{
	gtp_client_init(c);
	if (gtp_client_start(c, command, o->verbose ? STDERR_FILENO : -1))
		return true;
	fprintf(stderr, "estimate: cannot start %s: %s\n", command, strerror(errno));
	return false;
}

int
main(int argc, char **argv)
{
	struct options o = {"/usr/games/gnugo", 10, 300, false, 0};
	struct gtp_client goref, gnugo;
	char command[PATH_TEXT + 64];
	int opt, games = 0;
	bool ok = true;

	while ((opt = getopt(argc, argv, "G:l:s:t:v")) != -1) {
		if (opt == 'G')
			o.gnugo = optarg;
		else if (opt == 'l')
			o.level = atoi(optarg);
		else if (opt == 's')
			o.devset_size = atoi(optarg);
		else if (opt == 't')
			o.timeout = atof(optarg);
		else if (opt == 'v')
			o.verbose = true;
		else
			optind = argc + 1;
	}
	if (optind + 2 > argc || o.level < 0 || o.timeout <= 0) {
		fprintf(stderr, "usage: estimate [-G gnugo] [-l level] [-s size] [-t seconds] [-v] goref "
		                "DIR...\n");
		return 2;
	}
	gtp_client_kill_all_on_signals();
	snprintf(command, sizeof(command), "exec %s", argv[optind]);
	if (!start(&goref, command, &o))
		return 1;
	snprintf(command, sizeof(command), "exec %s --mode gtp --chinese-rules --level %d", o.gnugo,
	         o.level);
	if (!start(&gnugo, command, &o))
		return 1;
	for (int i = optind + 1; i < argc && ok; i++) {
		char tsv[PATH_TEXT];

		snprintf(tsv, sizeof(tsv), "%s/games.tsv", argv[i]);
		ok = access(tsv, R_OK) == 0 ? take_devset(&goref, &gnugo, &o, argv[i], &games)
		                            : take_folder(&goref, &gnugo, &o, argv[i], &games);
	}
	gtp_client_quit(&goref, 2.0);
	gtp_client_quit(&gnugo, 2.0);
	gtp_client_free(&goref);
	gtp_client_free(&gnugo);
	print_report(games);
	return ok && games > 0 ? 0 : 1;
}
