/*
 * main.c -- goref-match: plays a match between two GTP engines, or a tournament
 * of many, with goref as the referee, or (--summary) merges results files. No global state: the options,
 * the opening or the opening suite and the rules live in main's frame and are
 * handed down.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "engine/rules/handicap.h"
#include "engine/rules/sgf.h"
#include "match/archive.h"
#include "match/durable.h"
#include "match/openings.h"
#include "match/options.h"
#include "match/pool.h"
#include "match/progress.h"
#include "match/referee.h"
#include "match/report.h"
#include "match/results.h"
#include "match/runlock.h"
#include "match/settings.h"
#include "match/summary.h"
#include "match/tournament.h"
#include "match/verdict.h"
#include "match/withdraw.h"
#include "match/worker.h"

/*
 * Loads the opening record into g. Its setup may hold black stones only (sent as
 * set_free_handicap, so at least two), since GTP has no way to set up white stones.
 * An explicit --size must be the record's: the games would be played on the
 * record's board under settings that say another.
 */
static bool
load_opening(const struct match_options *o, struct game *g)
{
	struct sgf_info info;
	size_t len = 0;
	char *text = openings_read(o->opening, &len);
	bool ok;

	if (!text)
		return false;
	ok = sgf_load(g, text, len, NULL, &info);
	free(text);
	if (!ok) {
		fprintf(stderr, "goref-match: %s: %s\n", o->opening, info.reason);
		return false;
	}
	if (g->setup.stones[COLOR_WHITE] > 0 || g->setup.stones[COLOR_BLACK] == 1) {
		fprintf(stderr,
		        "goref-match: %s: the opening may set up black stones only, and "
		        "at least two (GTP's set_free_handicap)\n",
		        o->opening);
		return false;
	}
	if (o->size_set && game_size(g) != o->size) {
		fprintf(stderr,
		        "goref-match: %s is a record on %dx%d, but --size says %d: give --size %d "
		        "or leave --size out\n",
		        o->opening, game_size(g), game_size(g), o->size, game_size(g));
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

/*
 * Opens (creates) the results file: cuts a torn last line; a new or empty file
 * gets the header and the rules (a "#rules NAME" comment line) in one write, so
 * that a run killed at its start leaves both or neither (two writes once left a
 * header without its rules). False after saying why.
 */
static bool
prepare_results(const char *path, const struct rules_preset *rules)
{
	char head[sizeof(RESULTS_HEADER) + 64];
	const char *kind;
	struct stat st;
	int fd;
	bool ok;

	fd = durable_open_regular(path, O_RDONLY, &kind);
	if (fd < 0 && kind) {
		fprintf(stderr, "goref-match: %s is %s, not a regular file (a results file)\n", path,
		        kind);
		return false;
	}
	if (fd >= 0)
		close(fd);
	if (!durable_cut_partial_line(path) || (fd = durable_open_append(path)) < 0) {
		fprintf(stderr, "goref-match: cannot use %s: %s\n", path, strerror(errno));
		return false;
	}
	snprintf(head, sizeof(head), "%s#rules\t%s\n", RESULTS_HEADER, rules->name);
	ok = fstat(fd, &st) == 0 && (st.st_size > 0 || durable_append(fd, head));
	if (!ok)
		fprintf(stderr, "goref-match: cannot use %s: %s\n", path, strerror(errno));
	close(fd);
	return ok;
}

/* Adds the "#rules NAME" line to a results file that lacks it (a run killed before it
 * was written, by an older goref-match); false after saying why. */
static bool
add_rules_line(const char *path, const struct rules_preset *rules)
{
	char line[64];
	int fd = durable_open_append(path);
	bool ok;

	snprintf(line, sizeof(line), "#rules\t%s\n", rules->name);
	ok = fd >= 0 && durable_append(fd, line);
	if (!ok)
		fprintf(stderr, "goref-match: cannot use %s: %s\n", path, strerror(errno));
	if (fd >= 0)
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

/* Loads a results file into list; false after saying why (the file and line at fault,
 * or the system's reason). *has_rules (unless NULL: for --summary) tells whether it has
 * its #rules line; such a file of a run must have today's columns. */
static bool
load_results(const char *path, struct result_list *list, bool *has_rules)
{
	struct results_read found;
	bool loaded = results_load(path, list, &found);

	if (loaded && has_rules && found.old_columns) {
		/* A run appends records of today's columns: they would not mix. */
		fprintf(stderr,
		        "goref-match: %s has the columns of an older goref-match; give another "
		        "--out (goref-match --summary still reads it)\n",
		        path);
		return false;
	}
	if (loaded) {
		if (has_rules)
			*has_rules = found.has_rules;
		return true;
	}
	if (found.line > 0)
		fprintf(stderr, "goref-match: %s:%ld: not a goref-match results file (%s)\n", path,
		        found.line, found.line == 1 ? "no header line" : "a line that is no record");
	else if (found.kind)
		fprintf(stderr, "goref-match: %s is %s, not a regular file (a results file)\n", path,
		        found.kind);
	else
		fprintf(stderr, "goref-match: cannot read %s: %s\n", path, strerror(found.err));
	return false;
}

static int
run_summary(const struct match_options *o)
{
	struct result_list list;
	int status = 0;

	memset(&list, 0, sizeof(list));
	for (int i = 0; i < o->n_files; i++)
		if (!load_results(o->files[i], &list, NULL)) {
			results_free(&list);
			return 1;
		}
	if (!summary_print_anchored(stdout, &list, o->anchor))
		status = 1;
	if (o->sprt_on && !verdict_report(stdout, &list, &o->sprt))
		status = 1;
	results_free(&list);
	return status;
}

/*
 * Makes the folder ready for this run: created with its parents, the run lock
 * of this results file taken (*lock_fd, kept open until the end), then its
 * settings recorded or checked (after the lock: a run refused as in use must
 * leave the folder as it was, match-settings too), the leftovers of killed runs
 * removed, and the results file prepared and loaded into done.
 */
static bool
prepare_folder(const struct match_options *o, const char *path, int *lock_fd,
               struct result_list *done)
{
	struct match_settings *settings = malloc(sizeof(*settings));
	bool agree, has_rules;

	if (!settings)
		return false;
	settings_of(o, settings);
	if (!durable_make_dir(o->out_dir)) {
		fprintf(stderr, "goref-match: cannot make %s: %s\n", o->out_dir, strerror(errno));
		free(settings);
		return false;
	}
	*lock_fd = runlock_take(path);
	agree = *lock_fd >= 0 && settings_agree(o->out_dir, settings, o->extend);
	free(settings);
	if (!agree)
		return false;
	archive_remove_leftovers(o);
	if (!prepare_results(path, o->rules) || !load_results(path, done, &has_rules))
		return false;
	return has_rules || add_rules_line(path, o->rules);
}

/*
 * With --sprt (and no shards: a shard does not stop by itself), the walk of the
 * SPRT over the games recorded so far, which the run goes on from; NULL
 * without, or when memory ran out (said). *decided: the recorded games have
 * decided it already (said), so no game is to be played.
 */
static struct verdict *
start_verdict(const struct match_options *o, struct verdict *v, struct result_list *done,
              bool *decided)
{
	*decided = false;
	if (!o->sprt_on || o->shards > 1)
		return NULL;
	verdict_init(v, &o->sprt);
	if (!verdict_add_results(v, done)) {
		fprintf(stderr, "goref-match: out of memory for the SPRT: the run does not stop at "
		                "its decision\n");
		verdict_free(v);
		return NULL;
	}
	if (v->decision != SPRT_CONTINUE) {
		fprintf(stderr, "goref-match: SPRT: %s at game %d already: no game is played\n",
		        sprt_decision_text(v->decision), v->decided_at);
		*decided = true;
	}
	return v;
}

/* Plays what is left of the match, then prints the summary of the results file. */
static int
run_match(const struct match_options *o, const struct referee_rules *rules)
{
	char path[4096];
	struct result_list done;
	struct worker_setup proto = {o, rules, path, -1, -1, NULL, NULL, 0};
	struct progress progress;
	struct verdict walk, *verdict;
	int n = 0, *games, lock_fd = -1;
	bool ok, decided;

	memset(&done, 0, sizeof(done));
	results_path(o, path, sizeof(path));
	if (!prepare_folder(o, path, &lock_fd, &done)) {
		results_free(&done);
		if (lock_fd >= 0)
			close(lock_fd);
		return 1;
	}
	games = pending_games(o, &done, &n);
	verdict = start_verdict(o, &walk, &done, &decided);
	results_free(&done);
	/* A tournament's engines that cannot start are withdrawn, their games void. */
	if (games && o->tournament && !decided && !withdraw_broken(o, rules, path, games, &n)) {
		free(games);
		games = NULL;
	}
	if (!games) {
		if (verdict)
			verdict_free(verdict);
		close(lock_fd);
		return 1;
	}
	progress_init(&progress, stdout, decided ? 0 : n);
	progress.verdict = verdict;
	progress.score = match_engine_count(o) == 2; /* of the first engine against the second */
	ok = decided || pool_run(&proto, o->jobs, games, n, &progress, verdict);
	progress_show(&progress);
	progress_finish(&progress);
	if (verdict)
		verdict_free(verdict);
	free(games);
	/* The games are recorded whatever this read finds: a failure to read them back
	 * (said with the system's reason) costs the summary, not the exit status. */
	if (load_results(path, &done, NULL)) {
		ok = summary_print(stdout, &done) && ok;
		if (o->sprt_on)
			ok = verdict_report(stdout, &done, &o->sprt) && ok;
	} else
		fprintf(stderr, "goref-match: no summary; goref-match --summary %s prints it\n",
		        path);
	results_free(&done);
	/* The page of the whole folder, all shards' games: a failure (said) costs the page. */
	report_write(o->out_dir, o->sprt_on ? &o->sprt : NULL);
	close(lock_fd);
	return ok ? 0 : 1;
}

/* Plays the match or tournament of o: its opening or suite loaded, its rules set. */
static int
play(struct match_options *o)
{
	struct referee_rules rules;
	struct game opening;
	struct opening_suite *suite = NULL;
	coord_t fixed[HANDICAP_MAX_FIXED];
	int status;

	signal(SIGPIPE, SIG_IGN);
	/* Over a file-size limit a write fails with EFBIG (reported, the run stops)
	 * instead of killing the process in the middle of a record. */
	signal(SIGXFSZ, SIG_IGN);
	memset(&rules, 0, sizeof(rules));
	if (!o->komi_set)
		o->komi = o->handicap > 0 ? o->rules->handicap_komi : o->rules->komi;
	game_init(&opening, o->size, o->komi);
	rules_use_preset(&opening.rules, o->rules);
	if (o->opening && !load_opening(o, &opening)) {
		game_free(&opening);
		return 2;
	}
	/* Every opening of a suite is checked before anything is written. */
	if (o->openings) {
		suite = openings_load(o, &opening.rules);
		if (!suite) {
			game_free(&opening);
			return 2;
		}
		o->suite = suite;
		o->size = suite->size; /* --size, or the first opening's */
	}
	/* clock is zero (CLOCK_NONE) here: worker.c sets it for each game. */
	rules = (struct referee_rules){.size = o->opening ? game_size(&opening) : o->size,
	                               .komi = o->komi,
	                               .rules = opening.rules,
	                               .handicap = o->handicap,
	                               .free_handicap = o->free_handicap,
	                               .opening = o->opening ? &opening : NULL,
	                               .max_moves = o->max_moves,
	                               .time_margin = o->time_margin,
	                               .timeout = o->timeout,
	                               .seed = o->seed,
	                               .adjudicate_moves = o->adjudicate_moves,
	                               .adjudicate_points = o->adjudicate_points};
	if (o->handicap > 0 && !o->free_handicap && !handicap_fixed(rules.size, o->handicap, fixed)) {
		fprintf(stderr,
		        "goref-match: no fixed placement for %d stones on %dx%d (try "
		        "--free-handicap)\n",
		        o->handicap, rules.size, rules.size);
		game_free(&opening);
		return 2;
	}
	status = run_match(o, &rules);
	game_free(&opening);
	if (suite) {
		openings_free(suite);
		free(suite);
	}
	return status;
}

int
main(int argc, char **argv)
{
	struct match_options o;
	bool exit_now;
	int status;

	if (!match_options_parse(argc, argv, &o, &exit_now))
		return 2;
	if (exit_now)
		return 0;
	if (o.summary)
		return run_summary(&o);
	if (o.report)
		return report_write(o.report, o.sprt_on ? &o.sprt : NULL) ? 0 : 1;
	status = play(&o);
	tournament_free(o.tournament);
	return status;
}
