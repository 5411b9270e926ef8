/*
 * estimate.c -- what goref's estimate of a result (engine/judge/estimate.h) costs
 * and how far it is from the count. Each record given is cut after a quarter,
 * half and three quarters of its moves (unfinished positions: the playouts) and
 * taken whole; estimate_game() is timed on each position (wall clock, one
 * thread). For records whose play has ended, each cut's estimate is compared
 * with the count of the end.
 *
 * Usage: estimate [-s seed] file.sgf...
 * Prints per board size: the unfinished positions estimated, the median and the
 * largest time in ms, and the mean distance in points from the count of the end
 * at each cut; then the same for the ended positions (a count: the judgement's
 * time). Exit status 0, 1 when no record could be read, 2 on bad usage.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "engine/judge/estimate.h"

#define SIZES     3      /* 9x9, 13x13, 19x19 (other sizes are left out) */
#define TIMES_MAX 100000 /* positions timed per size and kind at most */
#define CUTS      3      /* a quarter, a half, three quarters */

/* What one board size gathers. */
struct size_stats {
	double *open_ms; /* times of unfinished positions */
	int open_n;
	double *ended_ms; /* times of ended ones (the count) */
	int ended_n;
	double distance[CUTS]; /* summed |estimate - count of the end| by cut */
	int compared[CUTS];    /* records compared at each cut */
};

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static int
size_index(int size)
{
	return size == 9 ? 0 : size == 13 ? 1 : size == 19 ? 2 : -1;
}

static int
by_value(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Times estimate_game on g; *margin gets its result. */
static double
timed(const struct game *g, uint64_t seed, double *margin, bool *counted)
{
	struct estimate e;
	double start = now();

	estimate_game(g, seed, &e);
	*margin = e.margin;
	*counted = e.counted;
	return (now() - start) * 1e3;
}

/* Estimates the cuts and the end of one record into st. */
static void
take_record(const struct game *whole, uint64_t seed, struct size_stats *st)
{
	double end_margin, margin, ms;
	bool counted;

	ms = timed(whole, seed, &end_margin, &counted);
	if (counted && st->ended_n < TIMES_MAX)
		st->ended_ms[st->ended_n++] = ms;
	for (int k = 1; k <= CUTS; k++) {
		struct game g;
		size_t keep = whole->n_moves * (size_t)k / (CUTS + 1);

		game_init(&g, game_size(whole), whole->komi);
		if (!game_copy(&g, whole) || !game_undo_moves(&g, whole->n_moves - keep) ||
		    game_ended(&g)) {
			game_free(&g);
			continue;
		}
		ms = timed(&g, seed, &margin, &counted);
		if (st->open_n < TIMES_MAX)
			st->open_ms[st->open_n++] = ms;
		if (game_ended(whole)) {
			st->distance[k - 1] += fabs(margin - end_margin);
			st->compared[k - 1]++;
		}
		game_free(&g);
	}
}

/* Prints "N positions, median M ms, at most X ms" for n times. */
static void
print_times(const char *what, double *ms, int n)
{
	if (n == 0)
		return;
	qsort(ms, (size_t)n, sizeof(*ms), by_value);
	printf("  %s: %d positions, median %.2f ms, at most %.2f ms\n", what, n, ms[n / 2],
	       ms[n - 1]);
}

int
main(int argc, char **argv)
{
	static const int sizes[SIZES] = {9, 13, 19};
	struct size_stats stats[SIZES];
	uint64_t seed = 1;
	int opt, read = 0;

	while ((opt = getopt(argc, argv, "s:")) != -1) {
		if (opt != 's') {
			fprintf(stderr, "usage: estimate [-s seed] file.sgf...\n");
			return 2;
		}
		seed = strtoull(optarg, NULL, 10);
	}
	memset(stats, 0, sizeof(stats));
	for (int s = 0; s < SIZES; s++) {
		stats[s].open_ms = malloc(TIMES_MAX * sizeof(double));
		stats[s].ended_ms = malloc(TIMES_MAX * sizeof(double));
		if (!stats[s].open_ms || !stats[s].ended_ms) {
			fprintf(stderr, "estimate: out of memory\n");
			return 1;
		}
	}
	for (int i = optind; i < argc; i++) {
		size_t len;
		char *text = devset_read_file(argv[i], &len);
		struct sgf_info info;
		struct game g;
		int s;

		game_init(&g, 19, 7.5);
		if (text && sgf_load(&g, text, len, NULL, &info) &&
		    (s = size_index(game_size(&g))) >= 0) {
			take_record(&g, seed, &stats[s]);
			read++;
		} else {
			fprintf(stderr, "estimate: %s: not read (%s)\n", argv[i],
			        text ? info.reason : "cannot read it");
		}
		free(text);
		game_free(&g);
	}
	for (int s = 0; s < SIZES; s++) {
		if (stats[s].open_n + stats[s].ended_n == 0)
			continue;
		printf("%dx%d:\n", sizes[s], sizes[s]);
		print_times("unfinished (playouts)", stats[s].open_ms, stats[s].open_n);
		print_times("ended (the count)", stats[s].ended_ms, stats[s].ended_n);
		for (int k = 0; k < CUTS; k++)
			if (stats[s].compared[k])
				printf(
				    "  after %d/4 of the moves: %.1f points from the count of the "
				    "end on average (%d records)\n",
				    k + 1, stats[s].distance[k] / stats[s].compared[k],
				    stats[s].compared[k]);
	}
	for (int s = 0; s < SIZES; s++) {
		free(stats[s].open_ms);
		free(stats[s].ended_ms);
	}
	return read > 0 ? 0 : 1;
}
