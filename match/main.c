/*
 * main.c -- goref-match: plays a match between two GTP engines with goref as the
 * referee, or (--summary) merges results files. No global state: the options,
 * the opening and the rules live in main's frame and are handed down.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "engine/rules/handicap.h"
#include "engine/rules/sgf.h"
#include "match/durable.h"
#include "match/options.h"
#include "match/pool.h"
#include "match/progress.h"
#include "match/referee.h"
#include "match/results.h"
#include "match/runlock.h"
#include "match/settings.h"
#include "match/summary.h"
#include "match/worker.h"

/* Reads a whole file into memory (NUL-terminated); NULL on error. */
static char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *data = NULL;
	size_t cap = 0, n = 0, r;

	if (!f)
		return NULL;
	for (;;) {
		if (n + 4096 + 1 > cap) {
			char *more = realloc(data, cap = (n + 4096 + 1) * 2);

			if (!more || cap > SGF_MAX_BYTES * 2u) {
				free(more ? more : data);
				fclose(f);
				return NULL;
			}
			data = more;
		}
		r = fread(data + n, 1, 4096, f);
		n += r;
		if (r < 4096)
			break;
	}
	if (ferror(f)) {
		free(data);
		data = NULL;
	} else {
		data[n] = '\0';
		*len = n;
	}
	fclose(f);
	return data;
}

/*
 * Loads the opening record into g. Its setup may hold black stones only (sent as
 * set_free_handicap, so at least two), since GTP has no way to set up white stones.
 */
static bool
load_opening(const char *path, struct game *g)
{
	struct sgf_info info;
	size_t len = 0;
	char *text = read_file(path, &len);
	bool ok;

	if (!text) {
		fprintf(stderr, "goref-match: cannot read %s: %s\n", path, strerror(errno));
		return false;
	}
	ok = sgf_load(g, text, len, NULL, &info);
	free(text);
	if (!ok) {
		fprintf(stderr, "goref-match: %s: %s\n", path, info.reason);
		return false;
	}
	if (g->setup.stones[COLOR_WHITE] > 0 || g->setup.stones[COLOR_BLACK] == 1) {
		fprintf(stderr,
		        "goref-match: %s: the opening may set up black stones only, and "
		        "at least two (GTP's set_free_handicap)\n",
		        path);
		return false;
	}
	return true;
}

/* The results file of this run: results.tsv, or results-I-of-N.tsv for a shard. */
static void
results_path(const struct match_options *o, char *out, size_t size)
{
	if (o->shards > 1)
		snprintf(out, size, "%s/results-%d-of-%d.tsv", o->out_dir, o->shard, o->shards);
	else
		snprintf(out, size, "%s/results.tsv", o->out_dir);
}

/* Opens (creates) the results file: cuts a torn last line, writes the header and the
 * rules (a "#rules NAME" comment line) when new. */
static bool
prepare_results(const char *path, const struct rules_preset *rules)
{
	char rules_line[64];

	struct stat st;
	int fd;
	bool ok;

	if (!durable_cut_partial_line(path))
		return false;
	fd = durable_open_append(path);
	if (fd < 0)
		return false;
	snprintf(rules_line, sizeof(rules_line), "#rules\t%s\n", rules->name);
	ok = fstat(fd, &st) == 0 && (st.st_size > 0 || (durable_append(fd, RESULTS_HEADER) &&
						       durable_append(fd, rules_line)));
	close(fd);
	return ok;
}

/* This shard's games not yet in the results: the work of this run. */
static int *
pending_games(const struct match_options *o, const struct result_list *done, int *n)
{
	bool *recorded = calloc((size_t)o->games + 1, sizeof(*recorded));
	int *games = malloc((size_t)o->games * sizeof(*games));

	*n = 0;
	if (!recorded || !games) {
		free(recorded);
		free(games);
		return NULL;
	}
	for (size_t i = 0; i < done->n; i++)
		if (done->items[i].game <= o->games)
			recorded[done->items[i].game] = true;
	for (int g = 1; g <= o->games; g++)
		if (match_game_in_shard(o, g) && !recorded[g])
			games[(*n)++] = g;
	free(recorded);
	return games;
}

/* Loads a results file into list; false after saying why (the file and line at fault). */
static bool
load_results(const char *path, struct result_list *list)
{
	long bad_line;

	if (results_load(path, list, &bad_line))
		return true;
	if (errno == EINVAL)
		fprintf(stderr, "goref-match: %s:%ld: not a goref-match results file (%s)\n", path,
		        bad_line, bad_line == 1 ? "no header line" : "a line that is no record");
	else
		fprintf(stderr, "goref-match: cannot read %s: %s\n", path, strerror(errno));
	return false;
}

static int
run_summary(const struct match_options *o)
{
	struct result_list list = {NULL, 0, 0};
	int status = 0;

	for (int i = 0; i < o->n_files; i++)
		if (!load_results(o->files[i], &list)) {
			results_free(&list);
			return 1;
		}
	if (!summary_print(stdout, &list))
		status = 1;
	results_free(&list);
	return status;
}

/*
 * Makes the folder ready for this run: created with its parents, its settings
 * recorded or checked, the run lock of this results file taken (*lock_fd, kept
 * open until the end), and the results file prepared and loaded into done.
 */
static bool
prepare_folder(const struct match_options *o, const char *path, int *lock_fd,
               struct result_list *done)
{
	struct match_settings *settings = malloc(sizeof(*settings));
	bool agree;

	if (!settings)
		return false;
	settings_of(o, settings);
	if (!durable_make_dir(o->out_dir)) {
		fprintf(stderr, "goref-match: cannot make %s: %s\n", o->out_dir, strerror(errno));
		free(settings);
		return false;
	}
	agree = settings_agree(o->out_dir, settings, o->extend);
	free(settings);
	if (!agree || (*lock_fd = runlock_take(path)) < 0)
		return false;
	if (!prepare_results(path, o->rules)) {
		fprintf(stderr, "goref-match: cannot use %s: %s\n", path, strerror(errno));
		return false;
	}
	return load_results(path, done);
}

/* Plays what is left of the match, then prints the summary of the results file. */
static int
run_match(const struct match_options *o, const struct referee_rules *rules)
{
	char path[4096];
	struct result_list done = {NULL, 0, 0};
	struct worker_setup proto = {o, rules, path, -1, -1, NULL, 0};
	struct progress progress;
	int n = 0, *games, lock_fd = -1;
	bool ok;

	results_path(o, path, sizeof(path));
	if (!prepare_folder(o, path, &lock_fd, &done)) {
		results_free(&done);
		if (lock_fd >= 0)
			close(lock_fd);
		return 1;
	}
	games = pending_games(o, &done, &n);
	results_free(&done);
	if (!games) {
		close(lock_fd);
		return 1;
	}
	progress_init(&progress, stdout, n);
	ok = pool_run(&proto, o->jobs, games, n, &progress);
	progress_show(&progress);
	progress_finish(&progress);
	free(games);
	if (load_results(path, &done))
		ok = summary_print(stdout, &done) && ok;
	results_free(&done);
	close(lock_fd);
	return ok ? 0 : 1;
}

int
main(int argc, char **argv)
{
	struct match_options o;
	struct referee_rules rules;
	struct game opening;
	coord_t fixed[HANDICAP_MAX_FIXED];
	bool exit_now;
	int status;

	if (!match_options_parse(argc, argv, &o, &exit_now))
		return 2;
	if (exit_now)
		return 0;
	if (o.summary)
		return run_summary(&o);
	signal(SIGPIPE, SIG_IGN);
	/* Over a file-size limit a write fails with EFBIG (reported, the run stops)
	 * instead of killing the process in the middle of a record. */
	signal(SIGXFSZ, SIG_IGN);
	memset(&rules, 0, sizeof(rules));
	if (!o.komi_set)
		o.komi = o.handicap > 0 ? o.rules->handicap_komi : o.rules->komi;
	game_init(&opening, o.size, o.komi);
	rules_use_preset(&opening.rules, o.rules);
	if (o.opening && !load_opening(o.opening, &opening)) {
		game_free(&opening);
		return 2;
	}
	rules = (struct referee_rules){o.opening ? game_size(&opening) : o.size,
	                               o.komi,
	                               opening.rules,
	                               o.handicap,
	                               o.free_handicap,
	                               o.opening ? &opening : NULL,
	                               o.max_moves,
	                               o.move_time,
	                               o.game_time,
	                               o.timeout,
	                               o.seed};
	if (o.handicap > 0 && !o.free_handicap && !handicap_fixed(rules.size, o.handicap, fixed)) {
		fprintf(stderr,
		        "goref-match: no fixed placement for %d stones on %dx%d (try "
		        "--free-handicap)\n",
		        o.handicap, rules.size, rules.size);
		game_free(&opening);
		return 2;
	}
	status = run_match(&o, &rules);
	game_free(&opening);
	return status;
}
