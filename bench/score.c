/*
 * score.c -- measures the end-of-game judgement on the devset: replays every
 * scored game, runs status_judge() and score_count(), and compares the result
 * with the recorded one (`result` for area scoring, `re_area` for territory).
 *
 * Usage: score [-v] [-s seed] [-o file] [devset-dir]
 *   -v       print the board with the statuses of every game judged wrongly
 *   -s seed  seed for status_judge (default 1)
 *   -o file  only this game (file name as in games.tsv)
 * Prints per board size: games, exact agreement % (area counting, which is what
 * the reference is; also territory + prisoners, which equals it whenever the
 * record alternates colours), winner agreement %, and the milliseconds per
 * judgement (median and max, CPU time and wall clock). Records are read with
 * the engine's sgf_load (devset_load_record), komi taken from games.tsv; a
 * record sgf_load refuses (an illegal move, say) is reported on stderr and left out.
 *
 * A few records carry a result that doc/rules.md cannot reproduce from the final
 * position whatever the dead stones (see devset_unusable_reason(), each with
 * the reason). They are still judged and printed, tagged, but counted apart: the
 * summary gives the agreement over the usable games and over all of them.
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/lib/devset.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/judge/status.h"

#define MAX_GAMES 1024

struct size_stats {
	int games;              /* scored games of this size, usable or not */
	int usable;             /* games whose reference doc/rules.md can reproduce */
	int exact;              /* usable games with the reference's area margin */
	int exact_tp;           /* usable games with the reference's territory + prisoners margin */
	int winner;             /* usable games with the reference's winner */
	int exact_all;          /* all games with the reference's area margin */
	double ms[MAX_GAMES];   /* CPU time of each judgement */
	double wall[MAX_GAMES]; /* wall-clock time of each judgement */
};

/* CPU time of this thread in ms: the judgement's own cost, whatever else the
 * machine is running. */
static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Wall-clock time in ms (what a user waiting for final_score sees). */
static double
wall_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Prints the board: X/O alive, x/o dead, S/s seki (black/white); empty points
 * as '+' Black's territory, '-' White's, '.' neutral. */
static void
print_board(const struct game *g, const uint8_t status[BOARD_MAX_POINTS])
{
	int size = game_size(g);
	uint8_t owner[BOARD_MAX_POINTS];

	score_territory(g, status, owner);
	for (int row = size - 1; row >= 0; row--) {
		printf("%2d ", row + 1);
		for (int col = 0; col < size; col++) {
			coord_t p = coord_make(row, col);
			enum color c = board_at(&g->board, p);
			char ch = owner[p] == COLOR_BLACK ? '+' : owner[p] == COLOR_WHITE ? '-' : '.';
			if (c == COLOR_BLACK)
				ch = status[p] == STATUS_DEAD ? 'x' : status[p] == STATUS_SEKI ? 'S' : 'X';
			else if (c == COLOR_WHITE)
				ch = status[p] == STATUS_DEAD ? 'o' : status[p] == STATUS_SEKI ? 's' : 'O';
			printf(" %c", ch);
		}
		printf("\n");
	}
	printf("   ");
	for (int col = 0; col < size; col++)
		printf(" %c", coord_col_letter(col));
	printf("\n");
}

/* Prints the dead stones as GTP vertices on one line. */
static void
print_dead(const struct game *g, const uint8_t status[BOARD_MAX_POINTS])
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points);
	char text[COORD_TEXT_MAX];

	printf("dead:");
	for (int i = 0; i < n; i++) {
		if (board_at(&g->board, points[i]) != COLOR_EMPTY && status[points[i]] == STATUS_DEAD) {
			coord_format(points[i], text);
			printf(" %s", text);
		}
	}
	printf("\n");
}

static int
cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* Percentage of part in whole (0 for an empty whole). */
static double
percent(int part, int whole)
{
	return whole ? 100.0 * part / whole : 0;
}

/* Prints one board size's summary line; sorts the time arrays. */
static void
print_stats(int size, struct size_stats *st)
{
	if (st->games == 0)
		return;
	qsort(st->ms, (size_t)st->games, sizeof(double), cmp_double);
	qsort(st->wall, (size_t)st->games, sizeof(double), cmp_double);
	printf("%dx%d: usable games %d, exact %.1f%% (%d), territory+prisoners exact %.1f%% (%d), "
	       "winner %.1f%% (%d); all %d games exact %.1f%% (%d); "
	       "cpu ms median %.2f max %.2f, wall ms median %.2f max %.2f\n",
	       size, size, st->usable, percent(st->exact, st->usable), st->exact,
	       percent(st->exact_tp, st->usable), st->exact_tp, percent(st->winner, st->usable),
	       st->winner, st->games, percent(st->exact_all, st->games), st->exact_all,
	       st->ms[st->games / 2], st->ms[st->games - 1], st->wall[st->games / 2],
	       st->wall[st->games - 1]);
}

int
main(int argc, char **argv)
{
	const char *dir = DEVSET_DEFAULT_DIR, *only = NULL;
	static struct devset_game recs[MAX_GAMES];
	static struct size_stats stats[BOARD_MAX_SIZE + 1];
	uint64_t seed = 1;
	bool verbose = false;
	int n;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-v") == 0)
			verbose = true;
		else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
			seed = strtoull(argv[++i], NULL, 0);
		else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			only = argv[++i];
		else
			dir = argv[i];
	}
	n = devset_load(dir, recs, MAX_GAMES);
	if (n < 0) {
		fprintf(stderr, "score: no devset at %s (%s/games.tsv: %s); give its folder as "
			"the argument\n", dir, dir, strerror(errno));
		return 1;
	}
	for (int i = 0; i < n; i++) {
		struct devset_game *r = &recs[i];
		char text[SCORE_TEXT_MAX];
		uint8_t status[BOARD_MAX_POINTS];
		struct game g;
		struct score s;
		double ref, t0, w0, ms, wall;
		int size;

		if (r->informational || (only && strcmp(only, r->file) != 0))
			continue;
		if (!devset_margin(r->ref, &ref)) {
			fprintf(stderr, "score: %s: no margin in the reference %s\n", r->file, r->ref);
			continue;
		}
		game_init(&g, r->size, r->komi);
		if (!devset_load_record(dir, r, &g, "score")) {
			game_free(&g);
			continue;
		}
		g.komi = r->komi; /* games.tsv's komi, not the record's KM */
		size = game_size(&g);
		w0 = wall_ms();
		t0 = now_ms();
		status_judge(&g, seed, status);
		ms = now_ms() - t0;
		wall = wall_ms() - w0;
		score_count(&g, status, &s);
		score_result_text(s.area_margin, text);
		struct size_stats *st = &stats[size];
		bool exact = fabs(s.area_margin - ref) < 1e-6;
		bool exact_tp = fabs(s.margin - ref) < 1e-6;
		bool winner = (s.area_margin > 0) == (ref > 0) && (s.area_margin < 0) == (ref < 0);
		const char *why = devset_unusable_reason(r->file);
		st->ms[st->games] = ms;
		st->wall[st->games++] = wall;
		st->exact_all += exact;
		if (!why) {
			st->usable++;
			st->exact += exact;
			st->exact_tp += exact_tp;
			st->winner += winner;
		}
		if (!exact || why) {
			printf("%s %s size %d ref %s got %s (territory+prisoners %+g) ms %.1f\n",
			       why ? "UNUSABLE" : "WRONG", r->file, size, r->ref, text, -s.margin, ms);
			if (why)
				printf("  reference not applicable: %s\n", why);
			if (!exact && verbose)
				print_board(&g, status);
			if (!exact && verbose)
				print_dead(&g, status);
		}
		game_free(&g);
	}
	for (int size = 0; size <= BOARD_MAX_SIZE; size++)
		print_stats(size, &stats[size]);
	return 0;
}
