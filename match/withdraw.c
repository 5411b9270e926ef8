/* withdraw.c -- withdrawing the engines of a tournament that cannot start. */
#include "match/withdraw.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match/durable.h"
#include "match/openings.h"
#include "match/options.h"
#include "match/results.h"
#include "match/worker.h"

#define WHY_MAX      200 /* why an engine is withdrawn, and its NUL */
#define VOIDS_AT_ONCE 256 /* void records appended in one write */

/* What the check found of each engine. */
struct entrants {
	int *first;           /* by engine: its first game in this run's list, 0: none */
	char (*why)[WHY_MAX]; /* by engine: why it is withdrawn, "" when it is not */
	int *voids;           /* by engine: its games recorded void */
};

/* The void record of game `game` between first and second (an engine of them
 * withdrawn), into line. */
static void
void_record(const struct match_options *o, const struct entrants *x, int game, int first,
            int second, char line[RESULTS_LINE_MAX])
{
	bool first_black = match_first_is_black(o, game);
	int b = first_black ? first : second, w = first_black ? second : first;
	struct result_record r = {.game = game, .winner = '-'};

	snprintf(r.black, sizeof(r.black), "%s", match_engine_name(o, b));
	snprintf(r.white, sizeof(r.white), "%s", match_engine_name(o, w));
	snprintf(r.result, sizeof(r.result), "Void");
	snprintf(r.reason, sizeof(r.reason), "withdrawn");
	if (x->why[first][0] && x->why[second][0])
		snprintf(r.detail, sizeof(r.detail), "engines '%s' and '%s' withdrawn: neither starts",
		         match_engine_name(o, first), match_engine_name(o, second));
	else {
		int e = x->why[first][0] ? first : second;

		snprintf(r.detail, sizeof(r.detail), "engine '%s' withdrawn, not started: it %.150s",
		         match_engine_name(o, e), x->why[e]);
	}
	if (o->suite)
		openings_label(o->suite, game, r.opening);
	results_format(&r, line);
}

/* Appends text to the results file; false after saying why. */
static bool
append(const char *path, const char *text)
{
	int fd = durable_open_append(path);
	bool ok = fd >= 0 && durable_lock(fd) && durable_append(fd, text);

	if (!ok)
		fprintf(stderr, "goref-match: cannot record void games in %s: %s; the run stops\n",
		        path, strerror(errno));
	if (fd >= 0)
		close(fd); /* the lock goes with it */
	return ok;
}

/*
 * Records the games of games[0..*n) that have a withdrawn engine as void and
 * keeps the others, in order, in games (*n of them). False after saying why a
 * record could not be written.
 */
static bool
record_voids(const struct match_options *o, struct entrants *x, const char *path, int *games,
             int *n)
{
	char *text = malloc((size_t)VOIDS_AT_ONCE * RESULTS_LINE_MAX + 1);
	size_t used = 0;
	int kept = 0, held = 0;
	bool ok = text != NULL;

	if (!text)
		fprintf(stderr, "goref-match: out of memory for the void games\n");
	for (int i = 0; ok && i < *n; i++) {
		int first, second;

		match_game_engines(o, games[i], &first, &second);
		if (!x->why[first][0] && !x->why[second][0]) {
			games[kept++] = games[i];
			continue;
		}
		void_record(o, x, games[i], first, second, text + used);
		used += strlen(text + used);
		x->voids[x->why[first][0] ? first : second]++;
		if (x->why[first][0] && x->why[second][0])
			x->voids[second]++;
		if (++held == VOIDS_AT_ONCE) {
			ok = append(path, text);
			used = 0;
			held = 0;
		}
	}
	if (ok && held > 0)
		ok = append(path, text);
	free(text);
	*n = kept;
	return ok;
}

/*
 * Checks every engine that has a game in games[0..*n) (this run's, in the
 * order they are played), each started as for its first one; the games of
 * those that fail are recorded void in the results file at path and taken out
 * of games (*n updated). False when a record could not be written (said).
 */
bool
withdraw_broken(const struct match_options *o, const struct referee_rules *rules,
                const char *path, int *games, int *n)
{
	int engines = match_engine_count(o), withdrawn = 0;
	struct entrants x = {calloc((size_t)engines, sizeof(int)),
	                     calloc((size_t)engines, sizeof(*x.why)),
	                     calloc((size_t)engines, sizeof(int))};
	bool ok = x.first && x.why && x.voids;

	if (!ok)
		fprintf(stderr, "goref-match: out of memory for the check of the engines\n");
	for (int i = 0; ok && i < *n; i++) {
		int e[2];

		match_game_engines(o, games[i], &e[0], &e[1]);
		for (int k = 0; k < 2; k++)
			if (!x.first[e[k]])
				x.first[e[k]] = games[i];
	}
	for (int e = 0; ok && e < engines; e++)
		if (x.first[e] && !worker_check_engine(o, rules, e, x.first[e], x.why[e], WHY_MAX))
			withdrawn++;
	if (ok && withdrawn > 0)
		ok = record_voids(o, &x, path, games, n);
	for (int e = 0; ok && e < engines; e++)
		if (x.why[e][0])
			fprintf(stderr,
			        "goref-match: engine '%s' is withdrawn, its %d game%s not played yet "
			        "recorded void (the others play on): it %s\n",
			        match_engine_name(o, e), x.voids[e], x.voids[e] == 1 ? "" : "s",
			        x.why[e]);
	free(x.first);
	free(x.why);
	free(x.voids);
	return ok;
}
