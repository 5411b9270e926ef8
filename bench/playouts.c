/*
 * playouts.c -- light playouts per second on one thread: the playout core of
 * engine/playout/playout.c against the code it replaced (bench/lib/playout_old.c,
 * frozen), measured in the same run, on 9x9 and 19x19, from the empty board
 * and from a mid-game position. Both run the same light policy (the
 * judgement's: captures, escapes, no eye fills, self-atari of at most three
 * stones); "search" adds the 3x3 shapes the search's playouts use.
 *
 * Usage: playouts [-t seconds] [-n playouts] [-c case]
 *   -t  seconds each code runs per position (default 1; the old and the new
 *       code in alternating turns); prints one line per position:
 *       playouts/s old, new, search, and new/old
 *   -n  instead, exactly that many playouts of the old code, of the new and of
 *       the search's policy, untimed, for an instruction count: under valgrind
 *       --tool=callgrind, callgrind_annotate --inclusive=yes gives
 *       old_playout_ownership, playout_ownership and search_playouts
 *   -c  only position case (1 to 4, in the order printed)
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "bench/lib/playout_old.h"
#include "engine/rules/board.h"
#include "engine/rules/rng.h"
#include "engine/playout/pboard.h"
#include "engine/playout/playout.h"
#include "gtp/client.h"

/* A mid-game position: moves random legal moves from the empty board, no eye
 * fills, same seed every run. */
static void
mid_game(struct board *b, int size, int moves)
{
	uint64_t rng = 12345;
	enum color color = COLOR_BLACK;

	board_init(b, size);
	for (int i = 0; i < moves; i++) {
		for (int tries = 0; tries < 1000; tries++) {
			/* The column drawn first: the order gcc gave the two
			 * arguments this once was, the compiler's choice (clang
			 * built other positions). */
			int col = (int)rng_below(&rng, (uint32_t)size);
			coord_t p = coord_make((int)rng_below(&rng, (uint32_t)size), col);
			int libs = 0;
			for (int d = 0; d < 4; d++)
				libs += board_at(b, p + coord_dirs[d]) == COLOR_EMPTY;
			if (libs >= 2 && board_check_move(b, color, p) == MOVE_OK) {
				board_play(b, color, p);
				break;
			}
		}
		color = color_other(color);
	}
}

typedef int (*ownership_fn)(const struct board *, enum color, uint64_t *, int, int, uint16_t *,
			    uint16_t *);

/* Turns in which rates() measures each code. */
#define RATE_TURNS 10

/* Playouts per second of the old code and of the new from b, for about
 * `seconds` each, measured in turns (old, new, old, ...), so that a shared
 * machine that speeds up or slows down during the run moves both figures
 * alike rather than their ratio. Each code goes on with its own generator. */
static void
rates(const struct board *b, double seconds, double *old_rate, double *new_rate)
{
	static uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
	const ownership_fn fns[2] = { old_playout_ownership, playout_ownership };
	uint64_t rng[2] = { 1, 1 };
	long n[2] = { 0, 0 };
	double spent[2] = { 0, 0 };

	for (int turn = 0; turn < 2 * RATE_TURNS; turn++) {
		int k = turn % 2;
		double t0 = gtp_client_now(), t;
		do {
			n[k] += fns[k](b, COLOR_BLACK, &rng[k], 16, PLAYOUT_SACRIFICE_MAX, black,
				       white);
			t = gtp_client_now();
		} while (t - t0 < seconds / RATE_TURNS);
		spent[k] += t - t0;
	}
	*old_rate = (double)n[0] / spent[0];
	*new_rate = (double)n[1] / spent[1];
}

/* n playouts of the search's policy from b, each scored: what search_rate()
 * times. The generator state *rng goes on from one call to the next, so
 * that every playout is a new game (a predictor that saw the same few games
 * again and again would learn their branches). */
static void
search_playouts(const struct board *b, int n, uint64_t *rng)
{
	struct playout_policy policy = { 2, true };
	struct pboard start, pb;

	pboard_from_board(&start, b);
	for (int i = 0; i < n; i++) {
		pboard_copy(&pb, &start);
		playout_play(&pb, COLOR_BLACK, COORD_PASS, rng, &policy, NULL);
		playout_area(&pb, NULL);
	}
}

/* Playouts per second of the search's policy (shapes on), for about `seconds`. */
static double
search_rate(const struct board *b, double seconds)
{
	uint64_t rng = 1;
	long n = 0;
	double t0 = gtp_client_now(), t;

	do {
		search_playouts(b, 16, &rng);
		n += 16;
		t = gtp_client_now();
	} while (t - t0 < seconds);
	return (double)n / (t - t0);
}

/* n playouts of the old code, of the new and of the search's policy from b,
 * untimed, with the calls rates() and search_rate() make. */
static void
count_only(const struct board *b, int n)
{
	static uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
	uint64_t rng = 1;

	old_playout_ownership(b, COLOR_BLACK, &rng, n, PLAYOUT_SACRIFICE_MAX, black, white);
	rng = 1;
	playout_ownership(b, COLOR_BLACK, &rng, n, PLAYOUT_SACRIFICE_MAX, black, white);
	rng = 1;
	search_playouts(b, n, &rng);
}

int
main(int argc, char **argv)
{
	double seconds = 1;
	int opt, count = 0, only = 0;
	static const struct { int size, moves; const char *name; } cases[] = {
		{ 9, 0, "9x9 empty" },
		{ 9, 30, "9x9 mid-game (30 moves)" },
		{ 19, 0, "19x19 empty" },
		{ 19, 120, "19x19 mid-game (120 moves)" },
	};

	while ((opt = getopt(argc, argv, "t:n:c:")) != -1) {
		if (opt == 't' && atof(optarg) > 0) {
			seconds = atof(optarg);
		} else if (opt == 'n' && atoi(optarg) > 0 && atoi(optarg) <= 1000000) {
			count = atoi(optarg);
		} else if (opt == 'c' && atoi(optarg) >= 1 && atoi(optarg) <= 4) {
			only = atoi(optarg);
		} else {
			fprintf(stderr, "usage: playouts [-t seconds] [-n playouts] [-c case 1-4]\n");
			return 2;
		}
	}
	if (count > 0) {
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			struct board b;
			if (only && (size_t)only != i + 1)
				continue;
			mid_game(&b, cases[i].size, cases[i].moves);
			count_only(&b, count);
			printf("%s: %d playouts of each\n", cases[i].name, count);
		}
		return 0;
	}
	printf("light playouts per second, one thread, %g s each\n", seconds);
	printf("%-28s %10s %10s %10s %8s\n", "position", "old", "new", "search", "new/old");
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct board b;
		if (only && (size_t)only != i + 1)
			continue;
		mid_game(&b, cases[i].size, cases[i].moves);
		double old_rate, new_rate;
		rates(&b, seconds, &old_rate, &new_rate);
		double s_rate = search_rate(&b, seconds);
		printf("%-28s %10.0f %10.0f %10.0f %7.2fx\n", cases[i].name, old_rate, new_rate, s_rate,
		       new_rate / old_rate);
	}
	return 0;
}
