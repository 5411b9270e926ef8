/*
 * openings.c -- balanced opening suites for goref-match --openings: short
 * random move sequences from the empty board, each kept only when goref's own
 * search (one thread, a fixed number of playouts, a seed) gives the side to
 * move a win rate from 40% to 60% at komi 7.5 under the default rules, and no
 * earlier opening has its position under a symmetry of the board. The suite is
 * an SGF collection (bench/lib/suite.h) on stdout, the same bytes for the same
 * arguments; what it took goes to stderr. openings/README has the commands
 * behind the shipped suites.
 *
 * Usage: openings -s SIZE -n COUNT [-p PLAYOUTS] [--seed S] >SUITE.sgf
 *        openings --check FILE -s SIZE [-n COUNT]
 *   -s       board size, 5 to 25
 *   -n       openings wanted (1 to 10000); with --check, the count the file must hold
 *   -p       playouts of each test (default 10000 up to 9x9, 5000 above)
 *   --seed   the seed of the moves and of the search (default 1)
 *   --check  instead, check that FILE is such a suite (bench/lib/suite.c says what
 *            is checked): prints "FILE: N openings" or the first fault, exit 1
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench/lib/canonical.h"
#include "bench/lib/suite.h"
#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/search/search.h"
#include "gtp/table.h"

#define COUNT_MAX    10000
#define PLAYOUTS_MAX 10000000
/* Candidates tried at most for each opening wanted before giving up: a test that
 * keeps almost nothing (a window no search reaches) must not run for ever. */
#define CANDIDATES_PER_OPENING 100
/* Bins of the kept win rates' histogram, over SUITE_WINRATE_MIN..MAX. */
#define BINS 10

struct options {
	int size;          /* -s, 0 until given */
	int count;         /* -n, 0 until given */
	int64_t playouts;  /* -p, 0 for the size's default */
	uint64_t seed;     /* --seed */
	const char *check; /* --check FILE, or NULL to generate */
};

/* What a run took, for stderr. */
struct tally {
	long candidates; /* sequences made */
	long dead_ends;  /* a sequence that found no move its filter allows */
	long repeats;    /* the position of a kept opening again */
	long below;      /* tested below SUITE_WINRATE_MIN */
	long above;      /* tested above SUITE_WINRATE_MAX */
	long bins[BINS]; /* the kept, by win rate */
	long white;      /* the kept with White to move */
	double sum;      /* of the kept's win rates */
	double search_seconds;
};

static void
usage(void)
{
	fprintf(stderr, "usage: openings -s SIZE -n COUNT [-p PLAYOUTS] [--seed S] >SUITE.sgf\n"
	                "       openings --check FILE -s SIZE [-n COUNT]\n");
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Decimal digits only, lo..hi, into *out. */
static bool
parse_number(const char *text, uint64_t lo, uint64_t hi, uint64_t *out)
{
	char *end;
	unsigned long long v;

	if (!text || text[0] < '0' || text[0] > '9')
		return false;
	errno = 0;
	v = strtoull(text, &end, 10);
	if (errno || *end || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

/* The value of option name as a number lo..hi, into *out; false after saying so. */
static bool
number_option(const char *name, const char *value, uint64_t lo, uint64_t hi, uint64_t *out)
{
	if (parse_number(value, lo, hi, out))
		return true;
	fprintf(stderr, "openings: %s takes a number from %llu to %llu\n", name,
	        (unsigned long long)lo, (unsigned long long)hi);
	return false;
}

/* Reads the options into o; false after saying what is wrong. */
static bool
parse_options(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof(*o));
	o->seed = 1;
	for (int i = 1; i < argc; i += 2) {
		const char *name = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
		uint64_t v = 0;

		if (strcmp(name, "-s") == 0) {
			if (!number_option(name, value, 5, BOARD_MAX_SIZE, &v))
				return false;
			o->size = (int)v;
		} else if (strcmp(name, "-n") == 0) {
			if (!number_option(name, value, 1, COUNT_MAX, &v))
				return false;
			o->count = (int)v;
		} else if (strcmp(name, "-p") == 0) {
			if (!number_option(name, value, 1, PLAYOUTS_MAX, &v))
				return false;
			o->playouts = (int64_t)v;
		} else if (strcmp(name, "--seed") == 0) {
			if (!number_option(name, value, 0, UINT64_MAX, &o->seed))
				return false;
		} else if (strcmp(name, "--check") == 0) {
			if (!value) {
				fprintf(stderr, "openings: --check takes a file\n");
				return false;
			}
			o->check = value;
		} else {
			fprintf(stderr, "openings: unknown argument %s\n", name);
			usage();
			return false;
		}
	}
	if (!o->size || (!o->check && !o->count)) {
		fprintf(stderr, "openings: %s\n", o->size ? "-n is missing" : "-s is missing");
		usage();
		return false;
	}
	if (o->check && o->playouts) {
		fprintf(stderr, "openings: -p is for making a suite, not for --check\n");
		return false;
	}
	return true;
}

/* The playouts of each test when -p does not say: the shipped suites' (openings/README),
 * about 0.2 s a test on one core on 9x9, 0.15 s on 13x13, 0.35 s on 19x19. */
static int64_t
default_playouts(int size)
{
	return size <= 9 ? 10000 : 5000;
}

/*
 * How likely a move at c is: never on the first two lines; anywhere else alike
 * up to 9x9; above, the third and fourth lines (where openings are played)
 * four times as likely as the centre, the fifth twice.
 */
static int
weight(int size, coord_t c)
{
	int line = coord_line(size, c);

	if (line <= 2)
		return 0;
	if (size <= 9 || line > 5)
		return 1;
	return line == 5 ? 2 : 4;
}

/* Whether color at c is legal in g and keeps the board quiet: it captures
 * nothing and leaves neither its own chain nor a neighbour's in atari. */
static bool
quiet(const struct game *g, enum color color, coord_t c)
{
	struct board b;

	if (game_check_move(g, color, c) != MOVE_OK)
		return false;
	b = g->board;
	if (board_play(&b, color, c) != 0 || board_libs(&b, c) < 2)
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t n = c + coord_dirs[d];

		if (board_at(&b, n) == color_other(color) && board_libs(&b, n) < 2)
			return false;
	}
	return true;
}

/* A random quiet move for color in g, by weight(); COORD_NONE when there is none. */
static coord_t
random_move(const struct game *g, enum color color, uint64_t *rng)
{
	int size = game_size(g), total = 0, n = 0;
	coord_t points[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	int weights[BOARD_MAX_SIZE * BOARD_MAX_SIZE];
	uint32_t pick;

	for (int row = 0; row < size; row++)
		for (int col = 0; col < size; col++) {
			coord_t c = coord_make(row, col);
			int w = weight(size, c);

			if (w > 0 && quiet(g, color, c)) {
				points[n] = c;
				weights[n++] = w;
				total += w;
			}
		}
	if (n == 0)
		return COORD_NONE;
	pick = rng_below(rng, (uint32_t)total);
	for (int i = 0;; i++) {
		if (pick < (uint32_t)weights[i])
			return points[i];
		pick -= (uint32_t)weights[i];
	}
}

/* Plays a random sequence into g (an empty board) and o; false at a dead end. */
static bool
random_sequence(struct game *g, struct suite_opening *o, uint64_t *rng)
{
	int min, max;

	suite_plies(o->size, &min, &max);
	o->n_moves = min + (int)rng_below(rng, (uint32_t)(max - min + 1));
	for (int i = 0; i < o->n_moves; i++) {
		enum color color = i % 2 ? COLOR_WHITE : COLOR_BLACK;
		coord_t c = random_move(g, color, rng);

		if (c == COORD_NONE)
			return false;
		game_play(g, color, c);
		o->moves[i] = c;
	}
	return true;
}

/* The search's win rate for the side to move in g, from a fresh tree. */
static double
test_winrate(struct search *s, const struct game *g, int64_t playouts, struct tally *t)
{
	struct search_limits limits = { playouts, 0, 0 };
	double t0 = now();

	search_clear(s);
	search_run(s, g, game_to_move(g), &limits, 0, NULL, NULL, NULL);
	t->search_seconds += now() - t0;
	return search_best_winrate(s);
}

/* Counts a kept win rate into the tally. */
static void
tally_kept(struct tally *t, double w, bool white)
{
	int bin = (int)((w - SUITE_WINRATE_MIN) / (SUITE_WINRATE_MAX - SUITE_WINRATE_MIN) * BINS);

	t->bins[bin < 0 ? 0 : bin >= BINS ? BINS - 1 : bin]++;
	t->sum += w;
	t->white += white;
}

static void
print_tally(const struct options *o, int64_t playouts, int kept, const struct tally *t,
            double seconds)
{
	double width = (SUITE_WINRATE_MAX - SUITE_WINRATE_MIN) / BINS;

	fprintf(stderr,
	        "openings: %dx%d, %d openings from %ld candidates (%.2f a kept one), "
	        "%lld playouts a test, seed %llu\n",
	        o->size, o->size, kept, t->candidates, kept ? (double)t->candidates / kept : 0.0,
	        (long long)playouts, (unsigned long long)o->seed);
	fprintf(stderr,
	        "  not kept: %ld below %.0f%%, %ld above %.0f%%, %ld repeated positions, "
	        "%ld dead ends\n",
	        t->below, SUITE_WINRATE_MIN * 100, t->above, SUITE_WINRATE_MAX * 100, t->repeats,
	        t->dead_ends);
	fprintf(stderr, "  kept win rates (side to move):");
	for (int i = 0; i < BINS; i++)
		fprintf(stderr, " %.0f-%.0f%% %ld", (SUITE_WINRATE_MIN + i * width) * 100,
		        (SUITE_WINRATE_MIN + (i + 1) * width) * 100, t->bins[i]);
	fprintf(stderr, "; mean %.3f; White to move %ld, Black %ld\n", kept ? t->sum / kept : 0.0,
	        t->white, kept - t->white);
	fprintf(stderr, "  time: %.1f s, %.1f s of it in the search\n", seconds, t->search_seconds);
}

/*
 * Makes the suite o asks for and writes it to stdout only when it is whole.
 * Returns the exit status: 0, or 1 when the candidates ran out or a write failed.
 */
static int
generate(const struct options *o)
{
	int64_t playouts = o->playouts ? o->playouts : default_playouts(o->size);
	struct search_config config = {1, (size_t)TABLE_DEFAULT_MAX_MEMORY_MB << 20, o->seed, 0};
	struct canonical *kept = calloc((size_t)o->count, sizeof(*kept));
	struct search *s = search_new(&config);
	struct tally t;
	char *text = NULL;
	size_t text_len = 0;
	FILE *out = open_memstream(&text, &text_len);
	/* The moves' generator: its own stream, so the candidates are the same
	 * sequences whatever the tests keep. */
	uint64_t rng = o->seed ^ ((uint64_t)o->size << 56);
	double t0 = now();
	int n = 0, status = 1;

	memset(&t, 0, sizeof(t));
	if (!kept || !s || !out) {
		fprintf(stderr, "openings: out of memory\n");
		goto out;
	}
	while (n < o->count) {
		struct suite_opening op = {o->size, n + 1, 0, {0}, 0, playouts, o->seed};
		struct game g;
		bool repeated = false;

		if (t.candidates >= (long)o->count * CANDIDATES_PER_OPENING) {
			fprintf(stderr, "openings: only %d of %d openings after %ld candidates\n",
			        n, o->count, t.candidates);
			print_tally(o, playouts, n, &t, now() - t0);
			goto out;
		}
		t.candidates++;
		game_init(&g, o->size, SUITE_KOMI);
		if (!random_sequence(&g, &op, &rng)) {
			t.dead_ends++;
			game_free(&g);
			continue;
		}
		canonical_of(&g.board, game_to_move(&g), &kept[n]);
		for (int i = 0; i < n && !repeated; i++)
			repeated = canonical_equal(&kept[i], &kept[n]);
		if (repeated) {
			t.repeats++;
		} else {
			op.winrate = test_winrate(s, &g, playouts, &t);
			if (op.winrate < SUITE_WINRATE_MIN) {
				t.below++;
			} else if (op.winrate > SUITE_WINRATE_MAX) {
				t.above++;
			} else {
				tally_kept(&t, op.winrate, game_to_move(&g) == COLOR_WHITE);
				if (suite_write(out, &op) != 0) {
					fprintf(stderr, "openings: out of memory\n");
					game_free(&g);
					goto out;
				}
				n++;
			}
		}
		game_free(&g);
	}
	if (fclose(out) != 0) {
		out = NULL;
		fprintf(stderr, "openings: out of memory\n");
		goto out;
	}
	out = NULL;
	if (fwrite(text, 1, text_len, stdout) != text_len || fflush(stdout) != 0) {
		fprintf(stderr, "openings: writing the suite: %s\n", strerror(errno));
		goto out;
	}
	print_tally(o, playouts, n, &t, now() - t0);
	status = 0;
out:
	if (out)
		fclose(out);
	free(text);
	free(kept);
	search_free(s);
	return status;
}

int
main(int argc, char **argv)
{
	struct options o;
	int n;

	if (!parse_options(argc, argv, &o))
		return 2;
	if (!o.check)
		return generate(&o);
	n = suite_check(o.check, o.size, o.count, stderr);
	if (n < 0)
		return 1;
	printf("%s: %d openings\n", o.check, n);
	return 0;
}
