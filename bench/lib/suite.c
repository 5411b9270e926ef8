/*
 * suite.c -- one opening as an SGF game tree, and the checks a suite file must
 * pass: each tree loads with sgf_load under the default rules, with the size,
 * komi and rules of the suite, moves only (no setup stones, no passes, Black
 * first, colours alternating, a ply count in the size's range), its name in
 * order, a win rate inside the kept range, and a position that no earlier tree
 * had, under any symmetry of the board.
 */
#include "bench/lib/suite.h"

#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "bench/lib/canonical.h"
#include "bench/lib/collection.h"
#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/rules/sgf.h"

/* Room for a comment as suite_write writes it, and for the reasons of suite_check. */
#define COMMENT_MAX 160
#define WHY_MAX     192
/* The most openings a suite file may hold: each is compared with every other. */
#define SUITE_MAX_OPENINGS 10000

/* The plies an opening of a size x size board has: 4-6 up to 9x9, 6-10 above. */
void
suite_plies(int size, int *min, int *max)
{
	*min = size <= 9 ? 4 : 6;
	*max = size <= 9 ? 6 : 10;
}

/* The name (GN) of opening `number` of a size x size suite: "9x9-001". */
void
suite_name(int size, int number, char out[32])
{
	snprintf(out, 32, "%dx%d-%03d", size, size, number);
}

/* The SGF point of c: column letter, then row letter counted from the top. */
static void
sgf_point(int size, coord_t c, char out[3])
{
	out[0] = (char)('a' + coord_col(c));
	out[1] = (char)('a' + (size - 1 - coord_row(c)));
	out[2] = '\0';
}

/*
 * Writes o as one game tree and a newline to out:
 *   (;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7.5]RU[BGA]GN[9x9-001]
 *   C[White to move: win rate 0.512 by goref's search, 5000 playouts, 1 thread, seed 1]
 *   ;B[ee];W[cc];B[gc];W[cg])
 * RU is the default ruleset's SGF name. Returns 0, or -1 when out fails.
 */
int
suite_write(FILE *out, const struct suite_opening *o)
{
	struct rules rules;
	char name[32], point[3];

	rules_default(&rules);
	suite_name(o->size, o->number, name);
	fprintf(out, "(;GM[1]FF[4]CA[UTF-8]SZ[%d]KM[%.1f]RU[%s]GN[%s]\n", o->size, SUITE_KOMI,
	        rules_sgf_name(&rules), name);
	fprintf(
	    out,
	    "C[%s to move: win rate %.3f by goref's search, %lld playouts, 1 thread, seed %llu]\n",
	    o->n_moves % 2 ? "White" : "Black", o->winrate, (long long)o->playouts,
	    (unsigned long long)o->seed);
	for (int i = 0; i < o->n_moves; i++) {
		sgf_point(o->size, o->moves[i], point);
		fprintf(out, ";%c[%s]", i % 2 ? 'W' : 'B', point);
	}
	fprintf(out, ")\n");
	return ferror(out) ? -1 : 0;
}

/*
 * Reads the file at path into a malloc'd buffer (*len bytes and a NUL), at
 * most SUITE_MAX_BYTES. NULL with the reason in why when it cannot.
 */
static char *
read_bounded(const char *path, size_t *len, char why[WHY_MAX])
{
	FILE *f = fopen(path, "rb");
	char *buf;

	*len = 0;
	if (!f) {
		snprintf(why, WHY_MAX, "%s", strerror(errno));
		return NULL;
	}
	buf = malloc(SUITE_MAX_BYTES + 1);
	if (!buf) {
		snprintf(why, WHY_MAX, "out of memory");
		fclose(f);
		return NULL;
	}
	*len = fread(buf, 1, SUITE_MAX_BYTES + 1, f);
	if (ferror(f) || *len > SUITE_MAX_BYTES) {
		if (ferror(f))
			snprintf(why, WHY_MAX, "cannot be read");
		else
			snprintf(why, WHY_MAX, "larger than %u bytes", SUITE_MAX_BYTES);
		free(buf);
		fclose(f);
		return NULL;
	}
	fclose(f);
	buf[*len] = '\0';
	return buf;
}

/* Writes the reason (printf's fmt) into why and returns false. */
__attribute__((format(printf, 2, 3))) static bool
refuse(char why[WHY_MAX], const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, WHY_MAX, fmt, ap);
	va_end(ap);
	return false;
}

/* The win rate the comment of a tree states, or a negative number when it states none. */
static double
stated_winrate(const char *tree, size_t len)
{
	char comment[COMMENT_MAX];
	const char *at;
	char *end;
	double w;

	if (!collection_root_property(tree, len, "C", comment, sizeof(comment)))
		return -1;
	at = strstr(comment, "win rate ");
	if (!at)
		return -1;
	w = strtod(at + strlen("win rate "), &end);
	return end == at + strlen("win rate ") ? -1 : w;
}

/*
 * Checks one loaded tree (number k, text tree[0..len)) against the suite's form.
 * False with the reason in why.
 */
static bool
check_opening(const struct game *g, const struct sgf_info *info, const char *tree, size_t len,
              int size, int k, char why[WHY_MAX])
{
	struct rules rules;
	char name[32], gn[32];
	int min, max;
	double w;

	rules_default(&rules);
	suite_name(size, k, name);
	suite_plies(size, &min, &max);
	if (game_size(g) != size)
		return refuse(why, "a %dx%d board, not %dx%d", game_size(g), game_size(g), size,
		              size);
	if (!info->has_komi || g->komi != SUITE_KOMI)
		return refuse(why, "komi must be KM[%.1f]", SUITE_KOMI);
	if (strcmp(info->rules, rules_sgf_name(&rules)) != 0)
		return refuse(why, "rules must be RU[%s]", rules_sgf_name(&rules));
	if (!collection_root_property(tree, len, "GN", gn, sizeof(gn)) || strcmp(gn, name) != 0)
		return refuse(why, "the name must be GN[%s]", name);
	if (g->handicap != 0 || g->setup.stones[COLOR_BLACK] + g->setup.stones[COLOR_WHITE] != 0)
		return refuse(why, "setup stones (only moves belong in an opening)");
	if (g->n_moves < (size_t)min || g->n_moves > (size_t)max)
		return refuse(why, "%zu moves, not %d to %d", g->n_moves, min, max);
	for (size_t i = 0; i < g->n_moves; i++) {
		if (g->moves[i].at == COORD_PASS)
			return refuse(why, "move %zu is a pass", i + 1);
		if (g->moves[i].color != (i % 2 ? COLOR_WHITE : COLOR_BLACK))
			return refuse(why, "move %zu is %s's, not %s's", i + 1,
			              i % 2 ? "Black" : "White", i % 2 ? "White" : "Black");
	}
	w = stated_winrate(tree, len);
	if (w < SUITE_WINRATE_MIN || w > SUITE_WINRATE_MAX)
		return refuse(why, "the comment states no win rate from %.2f to %.2f",
		              SUITE_WINRATE_MIN, SUITE_WINRATE_MAX);
	return true;
}

/*
 * Writes sgf_load's reason for tree k, which starts on line `line` of path:
 * its "line N: " (counted from the tree's first line) becomes the file's line.
 */
static void
report_load_failure(FILE *err, const char *path, size_t line, int k, const char *reason)
{
	unsigned long n;
	int used = 0;

	if (sscanf(reason, "line %lu: %n", &n, &used) == 1 && used > 0 && n >= 1)
		fprintf(err, "%s:%zu: tree %d: %s\n", path, line + n - 1, k, reason + used);
	else
		fprintf(err, "%s:%zu: tree %d: %s\n", path, line, k, reason);
}

/*
 * Checks the suite file at path: every game tree is an opening of a size x
 * size board in the form suite_write gives, with a position no earlier tree
 * had (under the board's symmetries), and there are count of them (count 0:
 * any number from 1 to SUITE_MAX_OPENINGS). Returns the number of openings, or
 * -1 after writing the first fault to err as "PATH:LINE: tree K: REASON".
 */
int
suite_check(const char *path, int size, int count, FILE *err)
{
	char why[WHY_MAX], reason[COLLECTION_REASON_MAX];
	struct canonical *seen = NULL; /* the positions of the trees so far */
	size_t len, pos = 0, begin, end, cap = 0;
	size_t line = 1, counted = 0; /* the line of text[counted] */
	char *text = read_bounded(path, &len, why);
	int k = 0, result = -1;
	struct game g;

	if (!text) {
		fprintf(err, "%s: %s\n", path, why);
		return -1;
	}
	game_init(&g, size, SUITE_KOMI);
	for (;;) {
		struct sgf_info info;
		enum collection_step step = collection_next(text, len, &pos, &begin, &end, reason);

		if (step == COLLECTION_END)
			break;
		if (++k > SUITE_MAX_OPENINGS) {
			fprintf(err, "%s: more than %d openings\n", path, SUITE_MAX_OPENINGS);
			goto out;
		}
		for (; counted < begin; counted++)
			line += text[counted] == '\n';
		if (step == COLLECTION_ERROR) {
			fprintf(err, "%s:%zu: tree %d: %s\n", path, line, k, reason);
			goto out;
		}
		if (!sgf_load(&g, text + begin, end - begin, NULL, &info)) {
			report_load_failure(err, path, line, k, info.reason);
			goto out;
		}
		if (!check_opening(&g, &info, text + begin, end - begin, size, k, why)) {
			fprintf(err, "%s:%zu: tree %d: %s\n", path, line, k, why);
			goto out;
		}
		if ((size_t)k > cap) {
			struct canonical *grown = realloc(seen, (cap * 2 + 64) * sizeof(*seen));

			if (!grown) {
				fprintf(err, "%s: out of memory\n", path);
				goto out;
			}
			seen = grown;
			cap = cap * 2 + 64;
		}
		canonical_of(&g.board, info.to_move, &seen[k - 1]);
		for (int i = 0; i < k - 1; i++)
			if (canonical_equal(&seen[i], &seen[k - 1])) {
				fprintf(err,
				        "%s:%zu: tree %d: the position of tree %d again "
				        "(under a symmetry of the board)\n",
				        path, line, k, i + 1);
				goto out;
			}
	}
	if (k == 0) {
		fprintf(err, "%s: no openings\n", path);
		goto out;
	}
	if (count > 0 && k != count) {
		fprintf(err, "%s: %d openings, not %d\n", path, k, count);
		goto out;
	}
	result = k;
out:
	game_free(&g);
	free(seen);
	free(text);
	return result;
}
