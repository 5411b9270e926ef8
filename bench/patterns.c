/*
 * patterns.c -- learns the gammas of the search's move features
 * (engine/search/features.h) from game records, by Coulom's minorization-
 * maximization for the generalized Bradley-Terry model ("Computing Elo Ratings
 * of Move Patterns in the Game of Go", 2007): every move of a record is a
 * contest its player won among all the moves the search would consider there
 * (legal, not an own eye), each of them a team of its features' levels.
 *
 * Each level also plays two imagined games against a level of gamma 1, one won
 * and one lost, so that a rare level stays near 1. A shape seen fewer than
 * --min-shape times among all candidates is learned as "rare". One game in ten
 * is kept out of the learning: how often the top-rated move is the one played
 * there tells what the gammas know beyond the games they were fitted to.
 *
 * Usage: patterns [-i ITERATIONS] [--min-shape N] COLLECTION.sgf... >gammas.c
 * Records are SGF game trees, one or more per file. Moves before the engines'
 * own (a goref-match opening: GC "... N moves, then the engines ...") are not
 * learned from, nor passes, nor a move into an own eye.
 * patterns/README has the command behind the shipped engine/search/gammas.c.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/lib/collection.h"
#include "bench/lib/devset.h"
#include "engine/playout/pboard.h"
#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "engine/search/features.h"

#define ITERATIONS_DEFAULT 40
#define MIN_SHAPE_DEFAULT 20
#define HELD_OUT_EVERY 10
#define SHAPE_KEYS (1u << FEATURE_SHAPE_BITS)
#define NO_LEVEL UINT32_MAX

/* A candidate: the index in gamma[] of its level in each group, or NO_LEVEL. */
struct candidate {
	uint32_t at[FEATURE_GROUPS];
};

/* A position: its candidates (first .. first + n), which of them was played. */
struct position {
	size_t first;
	int n, played;
	bool held_out;
};

static struct {
	struct candidate *cand;
	size_t n_cand, cap_cand;
	struct position *pos;
	size_t n_pos, cap_pos;
	uint32_t *shape_seen; /* candidates with each canonical shape key */
} data;

static void *
grow(void *p, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return p;
	*cap = need * 2;
	p = realloc(p, *cap * elem);
	if (!p) {
		fprintf(stderr, "patterns: out of memory\n");
		exit(1);
	}
	return p;
}

/* The plies of a goref-match opening from the root's GC, 0 when none. */
static int
opening_plies(const char *tree, size_t len)
{
	char gc[512];
	const char *mark;
	int plies;

	if (!collection_root_property(tree, len, "GC", gc, sizeof(gc)) ||
	    !(mark = strstr(gc, " moves, then the engines")))
		return 0;
	while (mark > gc && mark[-1] >= '0' && mark[-1] <= '9')
		mark--;
	return sscanf(mark, "%d", &plies) == 1 ? plies : 0;
}

/* Adds the position of g before record move i (the moves before it played on g)
 * when it is one to learn from. */
static void
add_position(const struct game *g, const struct game *record, size_t i, bool held_out)
{
	const struct move *m = &record->moves[i];
	struct pboard pb;
	coord_t last = i >= 1 ? record->moves[i - 1].at : COORD_NONE;
	coord_t last2 = i >= 2 ? record->moves[i - 2].at : COORD_NONE;
	enum color color = (enum color)m->color;
	struct position p = { data.n_cand, 0, -1, held_out };

	pboard_from_board(&pb, &g->board);
	if (m->at < 0 || pb.at[m->at] != COLOR_EMPTY || pboard_eye_like(&pb, color, m->at))
		return;
	for (int row = 0; row < pb.size; row++)
		for (int col = 0; col < pb.size; col++) {
			coord_t at = coord_make(row, col);
			struct move_features f;
			if (pb.at[at] != COLOR_EMPTY || !pboard_legal(&pb, color, at) ||
			    pboard_eye_like(&pb, color, at))
				continue;
			features_of_move(&pb, color, at, last, last2, &f);
			data.cand = grow(data.cand, &data.cap_cand, data.n_cand + 1, sizeof(*data.cand));
			struct candidate *c = &data.cand[data.n_cand++];
			for (int k = 0; k < FEATURE_GROUPS; k++)
				c->at[k] = f.level[k];
			c->at[FEATURE_SHAPE] = feature_shape_canonical(f.level[FEATURE_SHAPE]);
			if (!held_out)
				data.shape_seen[c->at[FEATURE_SHAPE]]++;
			if (at == m->at)
				p.played = p.n;
			p.n++;
		}
	if (p.played < 0 || p.n < 2) {
		data.n_cand = p.first;
		return;
	}
	data.pos = grow(data.pos, &data.cap_pos, data.n_pos + 1, sizeof(*data.pos));
	data.pos[data.n_pos++] = p;
}

/* Replays a record from the empty board, adding its positions after the opening. */
static void
add_record(const struct game *record, int skip, bool held_out)
{
	struct game g;

	game_init(&g, game_size(record), record->komi);
	g.rules = record->rules;
	for (size_t i = 0; i < record->n_moves; i++) {
		const struct move *m = &record->moves[i];
		if ((int)i >= skip)
			add_position(&g, record, i, held_out);
		if (game_play(&g, (enum color)m->color, m->at) != MOVE_OK)
			break;
	}
	game_free(&g);
}

/* Reads every game tree of the file; false when it cannot be read. */
static bool
read_records(const char *path, int *games)
{
	size_t len, at = 0, begin, end;
	char *text = devset_read_file(path, &len);
	char reason[COLLECTION_REASON_MAX];

	if (!text) {
		fprintf(stderr, "patterns: cannot read %s\n", path);
		return false;
	}
	for (;;) {
		enum collection_step step = collection_next(text, len, &at, &begin, &end, reason);
		if (step == COLLECTION_END)
			break;
		if (step == COLLECTION_ERROR) {
			fprintf(stderr, "patterns: %s: %s\n", path, reason);
			free(text);
			return false;
		}
		struct game record;
		struct sgf_info info;
		game_init(&record, GAME_DEFAULT_SIZE, GAME_DEFAULT_KOMI);
		if (!sgf_load(&record, text + begin, end - begin, NULL, &info)) {
			fprintf(stderr, "patterns: %s: %s (skipped)\n", path, info.reason);
			game_free(&record);
			continue;
		}
		if (record.handicap == 0 &&
		    record.setup.stones[COLOR_BLACK] + record.setup.stones[COLOR_WHITE] == 0)
			add_record(&record, opening_plies(text + begin, end - begin),
			           ++*games % HELD_OUT_EVERY == 0);
		game_free(&record);
	}
	free(text);
	return true;
}

/* The gammas: each group's levels from group_first[g] on (level 0 included, fixed
 * at 1), then the kept shapes, then the rare shape. */
static struct {
	double *gamma;
	size_t n;
	size_t group_first[FEATURE_GROUPS];
	size_t shape_first, rare;
	uint32_t *shape_key; /* of gamma[shape_first + k] */
	size_t n_shapes;
	double *wins, *denominator;
} model;

/* Numbers the levels: candidates' levels become indices into model.gamma. */
static void
index_levels(uint32_t min_shape)
{
	size_t n = 0;
	uint32_t *shape_id = malloc(SHAPE_KEYS * sizeof(*shape_id));

	for (int g = FEATURE_SHAPE + 1; g < FEATURE_GROUPS; g++) {
		model.group_first[g] = n;
		n += (size_t)feature_levels[g];
	}
	model.shape_first = n;
	model.shape_key = malloc(SHAPE_KEYS * sizeof(*model.shape_key));
	for (uint32_t key = 0; key < SHAPE_KEYS; key++) {
		shape_id[key] = NO_LEVEL;
		if (data.shape_seen[key] >= min_shape) {
			shape_id[key] = (uint32_t)(n + model.n_shapes);
			model.shape_key[model.n_shapes++] = key;
		}
	}
	n += model.n_shapes;
	model.rare = n++;
	model.n = n;
	for (size_t i = 0; i < data.n_cand; i++) {
		struct candidate *c = &data.cand[i];
		uint32_t id = shape_id[c->at[FEATURE_SHAPE]];
		c->at[FEATURE_SHAPE] = id == NO_LEVEL ? (uint32_t)model.rare : id;
		for (int g = FEATURE_SHAPE + 1; g < FEATURE_GROUPS; g++)
			c->at[g] = c->at[g] == 0 ? NO_LEVEL : (uint32_t)(model.group_first[g] + c->at[g]);
	}
	model.gamma = malloc(n * sizeof(double));
	model.wins = malloc(n * sizeof(double));
	model.denominator = malloc(n * sizeof(double));
	for (size_t i = 0; i < n; i++)
		model.gamma[i] = 1;
	free(shape_id);
}

static double
strength(const struct candidate *c)
{
	double s = 1;

	for (int g = 0; g < FEATURE_GROUPS; g++)
		if (c->at[g] != NO_LEVEL)
			s *= model.gamma[c->at[g]];
	return s;
}

/* Whether gamma index i belongs to group g. */
static bool
in_group(size_t i, int g)
{
	if (g == FEATURE_SHAPE)
		return i >= model.shape_first;
	size_t end = g + 1 < FEATURE_GROUPS ? model.group_first[g + 1] : model.shape_first;
	return i >= model.group_first[g] && i < end;
}

/* One minorization-maximization step of group g's gammas, on the learned games. */
static void
mm_step(int g)
{
	for (size_t i = 0; i < model.n; i++)
		model.wins[i] = model.denominator[i] = 0;
	for (size_t j = 0; j < data.n_pos; j++) {
		const struct position *p = &data.pos[j];
		double total = 0;
		if (p->held_out)
			continue;
		for (int k = 0; k < p->n; k++)
			total += strength(&data.cand[p->first + (size_t)k]);
		for (int k = 0; k < p->n; k++) {
			const struct candidate *c = &data.cand[p->first + (size_t)k];
			uint32_t i = c->at[g];
			if (i == NO_LEVEL)
				continue;
			model.denominator[i] += strength(c) / model.gamma[i] / total;
			if (k == p->played)
				model.wins[i] += 1;
		}
	}
	for (size_t i = 0; i < model.n; i++) {
		if (!in_group(i, g) || (g != FEATURE_SHAPE && i == model.group_first[g]))
			continue;
		/* The two imagined games against a gamma of 1: a win, and 2/(gamma+1). */
		model.gamma[i] = (model.wins[i] + 1) / (model.denominator[i] + 2 / (model.gamma[i] + 1));
	}
}

/* Mean log-likelihood of the played moves and how often the strongest candidate
 * was the one played, on the learned or the held-out positions. */
static void
evaluate(bool held_out, double *log_likelihood, double *top1, size_t *positions)
{
	double ll = 0;
	size_t n = 0, hits = 0;

	for (size_t j = 0; j < data.n_pos; j++) {
		const struct position *p = &data.pos[j];
		double total = 0, best = -1;
		int best_k = -1;
		if (p->held_out != held_out)
			continue;
		for (int k = 0; k < p->n; k++) {
			double s = strength(&data.cand[p->first + (size_t)k]);
			total += s;
			if (s > best) {
				best = s;
				best_k = k;
			}
		}
		ll += log(strength(&data.cand[p->first + (size_t)p->played]) / total);
		hits += best_k == p->played;
		n++;
	}
	*log_likelihood = n ? ll / (double)n : 0;
	*top1 = n ? (double)hits / (double)n : 0;
	*positions = n;
}

static void
report(FILE *out, const char *when)
{
	double ll, top1, hll, htop1;
	size_t n, hn;

	evaluate(false, &ll, &top1, &n);
	evaluate(true, &hll, &htop1, &hn);
	fprintf(out, "%s: learned %zu positions: log-likelihood %.4f, top move played %.1f%%;"
	             " held out %zu: %.4f, %.1f%%\n",
	        when, n, ll, 100 * top1, hn, hll, 100 * htop1);
}

/* The C source of the gammas, on stdout. */
static void
write_gammas(const char *command)
{
	static const char *const group_names[FEATURE_GROUPS] = {
		"FEATURE_SHAPE", "FEATURE_CAPTURE", "FEATURE_ESCAPE", "FEATURE_SELF_ATARI",
		"FEATURE_ATARI", "FEATURE_LAST", "FEATURE_LAST2", "FEATURE_LINE",
	};

	printf("/*\n * gammas.c -- generated by bench/patterns.c (`make patterns`; patterns/README):\n"
	       " * do not edit. The learned gammas of the move features of features.h.\n"
	       " *   %s\n */\n", command);
	printf("#include \"engine/search/features.h\"\n\n");
	printf("/* clang-format off */\nconst float feature_gammas[FEATURE_GROUPS][FEATURE_MAX_LEVELS] = {\n");
	for (int g = FEATURE_SHAPE + 1; g < FEATURE_GROUPS; g++) {
		printf("\t[%s] = {", group_names[g]);
		for (int l = 0; l < feature_levels[g]; l++)
			printf("%s%.4g", l ? ", " : " ", l == 0 ? 1.0 : model.gamma[model.group_first[g] + (size_t)l]);
		printf(" },\n");
	}
	printf("};\n\nconst float feature_rare_shape_gamma = %.4g;\n\n", model.gamma[model.rare]);
	printf("const int feature_n_shapes = %zu;\n\n", model.n_shapes);
	printf("const struct feature_shape_gamma feature_shape_gammas[] = {\n");
	for (size_t k = 0; k < model.n_shapes; k++)
		printf("\t{ 0x%05x, %.4g },\n", model.shape_key[k], model.gamma[model.shape_first + k]);
	printf("};\n/* clang-format on */\n");
}

static int
usage(void)
{
	fprintf(stderr, "usage: patterns [-i ITERATIONS] [--min-shape N] COLLECTION.sgf... >gammas.c\n");
	return 2;
}

int
main(int argc, char **argv)
{
	int iterations = ITERATIONS_DEFAULT, games = 0, a = 1;
	uint32_t min_shape = MIN_SHAPE_DEFAULT;
	char command[256] = "patterns";

	for (; a < argc && argv[a][0] == '-'; a += 2) {
		if (a + 1 >= argc)
			return usage();
		if (strcmp(argv[a], "-i") == 0)
			iterations = atoi(argv[a + 1]);
		else if (strcmp(argv[a], "--min-shape") == 0)
			min_shape = (uint32_t)atoi(argv[a + 1]);
		else
			return usage();
		size_t used = strlen(command);
		snprintf(command + used, sizeof(command) - used, " %s %s", argv[a], argv[a + 1]);
	}
	if (a >= argc || iterations < 1 || min_shape < 1)
		return usage();
	data.shape_seen = calloc(SHAPE_KEYS, sizeof(*data.shape_seen));
	for (int f = a; f < argc; f++) {
		if (!read_records(argv[f], &games))
			return 1;
		size_t used = strlen(command);
		snprintf(command + used, sizeof(command) - used, " %s", argv[f]);
	}
	index_levels(min_shape);
	fprintf(stderr, "patterns: %d games, %zu positions, %zu candidates, %zu shapes kept\n",
	        games, data.n_pos, data.n_cand, model.n_shapes);
	report(stderr, "before");
	for (int it = 1; it <= iterations; it++) {
		for (int g = 0; g < FEATURE_GROUPS; g++)
			mm_step(g);
		if (it % 10 == 0 || it == iterations) {
			char when[32];
			snprintf(when, sizeof(when), "iteration %d", it);
			report(stderr, when);
		}
	}
	write_gammas(command);
	return 0;
}
