/* summary.c -- statistics over the records of one or more results files. */
#include "match/summary.h"

#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "match/distinct.h"
#include "match/ratings.h"
#include "match/results.h"

#define Z95       1.959963984540054 /* two-sided 95% quantile of the normal distribution */
#define KINDS_MAX 16                /* distinct end reasons tracked */
#define CONFLICTS_SHOWN 10          /* games with disagreeing records named in the summary */
#define CROSSTABLE_MAX 12           /* more engines: their pairings listed instead of a table */

/* Counts for one engine. */
struct engine_stats {
	const char *name;            /* its label, in the list's strings */
	int games;                   /* games played */
	int wins[2];                 /* by colour: [0] as Black, [1] as White */
	int draws[2];                /* by colour */
	int losses[2];               /* by colour */
	int faults[KINDS_MAX];       /* by index into the kinds table, as offender */
	int counted;                 /* games counted by goref where it was asked final_score */
	int disagreed;               /* of those, its final_score differed */
	double think;                /* thinking seconds over its games */
	double moves;                /* moves of its games (both sides') */
};

/* Everything gathered from the records. */
struct tally {
	struct engine_stats *engine;             /* in order of first appearance, owned */
	int n_engines;                           /* entries in engine */
	int engines_cap;                         /* allocated in engine */
	int *engine_of;                          /* by string id: index in engine, or -1; owned */
	int *kind_of;                            /* by string id: index in kinds, or -1; owned */
	const char *kinds[KINDS_MAX];            /* end reasons seen, in order */
	int kind_count[KINDS_MAX];               /* games ended by each */
	int n_kinds;                             /* entries in kinds */
	int games;                               /* distinct games */
	int duplicates;                          /* records repeating a game number */
	int voids;                               /* records of games not played (winner '-') */
	int conflicts;                           /* games whose records disagree */
	int conflict_game[CONFLICTS_SHOWN];      /* the first of them */
	double referee_cpu;                      /* goref-match's own CPU seconds, all games */
	double moves;                            /* moves of all games */
};

/*
 * The Wilson score interval at 95% for `score` points out of n games (a draw is
 * half a point): the interval of the true winning rate. n = 0 gives [0, 1].
 */
void
summary_wilson(double score, int n, double *lo, double *hi)
{
	double p, z2n, centre, half;

	if (n <= 0) {
		*lo = 0;
		*hi = 1;
		return;
	}
	p = score / n;
	z2n = Z95 * Z95 / n;
	centre = (p + z2n / 2) / (1 + z2n);
	half = Z95 * sqrt(p * (1 - p) / n + z2n / (4.0 * n)) / (1 + z2n);
	/* At 0 or n points a bound is exactly 0 or 1 (rounding would give 1e-17 and a
	 * finite Elo bound beside an infinite estimate). */
	*lo = score <= 0 ? 0 : fmax(0, centre - half);
	*hi = score >= n ? 1 : fmin(1, centre + half);
}

/* The Elo difference that makes a winning rate p expected (+-HUGE_VAL at 1 and 0). */
double
summary_elo(double p)
{
	if (p <= 0)
		return -HUGE_VAL;
	if (p >= 1)
		return HUGE_VAL;
	return -400.0 * log10(1.0 / p - 1.0);
}

/* The engine labelled by string id of list, added on its first sight; NULL when out of memory.
 * Found through engine_of, not by comparing names: 50,000 labels once took 34 s. */
static struct engine_stats *
find_engine(struct tally *t, const struct result_list *list, unsigned id)
{
	struct engine_stats *e;

	if (t->engine_of[id] >= 0)
		return &t->engine[t->engine_of[id]];
	if (t->n_engines == t->engines_cap) {
		int cap = t->engines_cap ? t->engines_cap * 2 : 8;

		e = realloc(t->engine, (size_t)cap * sizeof(*e));
		if (!e)
			return NULL;
		t->engine = e;
		t->engines_cap = cap;
	}
	t->engine_of[id] = t->n_engines;
	e = &t->engine[t->n_engines++];
	memset(e, 0, sizeof(*e));
	e->name = strtab_get(&list->strings, id);
	return e;
}

/* The index of the end reason of string id; past KINDS_MAX kinds, the last. */
static int
find_kind(struct tally *t, const struct result_list *list, unsigned id)
{
	if (t->kind_of[id] >= 0)
		return t->kind_of[id];
	if (t->n_kinds == KINDS_MAX)
		return KINDS_MAX - 1;
	t->kinds[t->n_kinds] = strtab_get(&list->strings, id);
	t->kind_of[id] = t->n_kinds;
	return t->n_kinds++;
}

/* An end that is an engine's fault: everything but a count, a resignation, the move limit
 * and an adjudication. */
static bool
is_fault(const char *reason)
{
	return strcmp(reason, "score") != 0 && strcmp(reason, "resign") != 0 &&
	       strcmp(reason, "move-limit") != 0 && strcmp(reason, "adjudicated") != 0;
}

/* Adds one game's result for the engine playing colour side (0 Black, 1 White). */
static void
add_side(struct engine_stats *e, const struct result_entry *r, int side, bool fault, int kind)
{
	char mine = side == 0 ? 'B' : 'W';

	e->games++;
	e->think += r->think[side];
	e->moves += r->moves;
	if (r->winner == '0')
		e->draws[side]++;
	else if (r->winner == mine)
		e->wins[side]++;
	else {
		e->losses[side]++;
		if (fault)
			e->faults[kind]++;
	}
	if (r->scored >> side & 1) {
		e->counted++;
		e->disagreed += r->disagreed >> side & 1;
	}
}

/* Two records of one game tell the same story: players, winner, result, reason, moves,
 * and opening and digest where both have them. */
static bool
same_game(const struct result_entry *a, const struct result_entry *b)
{
	return a->black == b->black && a->white == b->white && a->winner == b->winner &&
	       a->result == b->result && a->reason == b->reason && a->moves == b->moves &&
	       (!a->has_digest || !b->has_digest ||
	        (a->opening == b->opening && a->digest == b->digest));
}

/* Gathers the counts of the records, in time linear in them (after the sort by game). */
static bool
tally_records(struct tally *t, struct result_list *list)
{
	int last_conflict = 0;

	t->engine_of = malloc((list->strings.n + 1) * sizeof(*t->engine_of));
	t->kind_of = malloc((list->strings.n + 1) * sizeof(*t->kind_of));
	if (!t->engine_of || !t->kind_of)
		return false;
	for (unsigned id = 0; id < list->strings.n; id++)
		t->engine_of[id] = t->kind_of[id] = -1;
	results_sort(list);
	for (size_t i = 0; i < list->n; i++) {
		const struct result_entry *r = &list->items[i];
		struct engine_stats *b, *w;
		bool fault;
		int kind;

		if (i > 0 && list->items[i - 1].game == r->game) {
			t->duplicates++;
			if (!same_game(&list->items[i - 1], r) && r->game != last_conflict) {
				if (t->conflicts < CONFLICTS_SHOWN)
					t->conflict_game[t->conflicts] = r->game;
				t->conflicts++;
				last_conflict = r->game;
			}
			continue;
		}
		if (r->winner == '-') { /* void: no game was played (an engine withdrawn) */
			t->voids++;
			continue;
		}
		b = find_engine(t, list, r->black);
		w = b ? find_engine(t, list, r->white) : NULL;
		if (!w)
			return false;
		b = find_engine(t, list, r->black); /* engine may have moved */
		kind = find_kind(t, list, r->reason);
		fault = is_fault(strtab_get(&list->strings, r->reason));
		t->kind_count[kind]++;
		t->games++;
		t->referee_cpu += r->referee_cpu;
		t->moves += r->moves;
		add_side(b, r, 0, fault, kind);
		add_side(w, r, 1, fault, kind);
	}
	return true;
}

static void
print_table(FILE *out, const struct tally *t)
{
	fprintf(out, "%-28s %6s %6s %6s %6s   %-14s %-14s\n", "engine", "games", "wins", "draws",
	        "losses", "as Black W-D-L", "as White W-D-L");
	for (int i = 0; i < t->n_engines; i++) {
		const struct engine_stats *e = &t->engine[i];
		char black[32], white[32];

		snprintf(black, sizeof(black), "%d-%d-%d", e->wins[0], e->draws[0], e->losses[0]);
		snprintf(white, sizeof(white), "%d-%d-%d", e->wins[1], e->draws[1], e->losses[1]);
		fprintf(out, "%-28s %6d %6d %6d %6d   %-14s %-14s\n", e->name, e->games,
		        e->wins[0] + e->wins[1], e->draws[0] + e->draws[1],
		        e->losses[0] + e->losses[1], black, white);
	}
}

/* An Elo number as the summary prints it: "+147", "-73", "+0" (never "-0"), "+inf". */
static void
elo_text(char *text, size_t size, double v)
{
	if (isinf(v))
		snprintf(text, size, "%cinf", v > 0 ? '+' : '-');
	else
		snprintf(text, size, "%+.0f", fabs(v) < 0.5 ? 0.0 : v);
}

static void
print_elo(FILE *out, const char *label, double v)
{
	char text[32];

	elo_text(text, sizeof(text), v);
	fprintf(out, "%s%s", label, text);
}

/* The first engine's score against the second, when exactly two engines played. */
static void
print_pair(FILE *out, const struct tally *t)
{
	const struct engine_stats *a = &t->engine[0];
	double score, lo, hi;
	int n = a->games;

	if (t->n_engines != 2 || n == 0)
		return;
	score = a->wins[0] + a->wins[1] + 0.5 * (a->draws[0] + a->draws[1]);
	summary_wilson(score, n, &lo, &hi);
	fprintf(out, "%s vs %s: %.1f/%d = %.1f%% (95%% CI %.1f%% .. %.1f%%), Elo", a->name,
	        t->engine[1].name, score, n, 100.0 * score / n, 100.0 * lo, 100.0 * hi);
	print_elo(out, " ", summary_elo(score / n));
	print_elo(out, " (95% CI ", summary_elo(lo));
	print_elo(out, " .. ", summary_elo(hi));
	fprintf(out, ")\n");
}

static const char *
engine_name(const struct result_list *list, const struct rated_engine *e)
{
	return strtab_get(&list->strings, e->label);
}

/* The width of the engine column: the longest label, at least "engine". */
static int
name_width(const struct ratings *rt, const struct result_list *list)
{
	size_t width = strlen("engine");

	for (int i = 0; i < rt->n; i++) {
		size_t len = strlen(engine_name(list, &rt->engine[i]));

		if (len > width)
			width = len;
	}
	return (int)width;
}

/*
 * The ratings of all the engines from all the games (ratings.h), best first: each
 * engine's games, points and score, its Elo with the 95% interval, and the
 * likelihood that it is stronger than the next one.
 */
static void
print_ratings(FILE *out, const struct ratings *rt, const struct result_list *list)
{
	int width = name_width(rt, list);

	fprintf(out, "ratings (Bradley-Terry maximum likelihood over all the games, a draw half a "
	             "win, %g virtual draws an engine; %s%s is 0):\n",
	        rt->prior, rt->anchor >= 0 ? "" : "the mean",
	        rt->anchor >= 0 ? engine_name(list, &rt->engine[rt->anchor]) : "");
	if (rt->groups > 1)
		fprintf(out, "warning: the engines fall into %d groups that never met, not even "
		             "through others: ratings compare only within a group, each with its "
		             "own 0\n",
		        rt->groups);
	fprintf(out, "%4s %-*s %6s %7s %6s %6s  %-14s %8s%s\n", "rank", width, "engine", "games",
	        "points", "score", "Elo", " 95% interval", "LOS next",
	        rt->groups > 1 ? "  group" : "");
	for (int i = 0; i < rt->n; i++) {
		const struct rated_engine *e = &rt->engine[i];
		char elo[32], lo[32], hi[32], interval[80], los[32];

		elo_text(elo, sizeof(elo), e->elo);
		elo_text(lo, sizeof(lo), e->lo);
		elo_text(hi, sizeof(hi), e->hi);
		if (i == rt->anchor)
			snprintf(interval, sizeof(interval), "%5s", "anchor");
		else
			snprintf(interval, sizeof(interval), "%5s .. %-5s", lo, hi);
		if (isnan(e->los_next))
			snprintf(los, sizeof(los), "-");
		else
			snprintf(los, sizeof(los), "%.1f%%", 100 * e->los_next);
		fprintf(out, "%4d %-*s %6d %7.1f %5.1f%% %6s  %-14s %8s", i + 1, width,
		        engine_name(list, e), e->games, e->points, 100 * e->points / e->games, elo,
		        interval, los);
		if (rt->groups > 1)
			fprintf(out, "  %5d", e->group + 1);
		fprintf(out, "\n");
	}
	if (rt->approx)
		fprintf(out, "note: a group of more than %d engines: its intervals and LOS take the "
		             "other engines' ratings as exact, and are narrower than the truth\n",
		        RATINGS_DENSE_MAX);
	if (rt->self_games)
		fprintf(out, "games of an engine against itself, not in the ratings: %d\n",
		        rt->self_games);
}

/* "points/games" of a cell, "-" for none. */
static void
cell_text(char *text, size_t size, const struct cross_cell *c)
{
	if (c)
		snprintf(text, size, "%.1f/%d", c->points_a, c->games);
	else
		snprintf(text, size, "-");
}

/*
 * Each engine's points and games against each other one, engines in rank order: a
 * table up to CROSSTABLE_MAX engines, else a list of the pairs that met (a table of
 * a hundred engines is unreadable, and mostly empty in a gauntlet).
 */
static void
print_crosstable(FILE *out, const struct ratings *rt, const struct result_list *list)
{
	int width = name_width(rt, list), column = 2;
	char text[64];

	if (rt->n > CROSSTABLE_MAX) {
		fprintf(out, "pairings (points/games of the first engine against the second, "
		             "in rank order):\n");
		for (int c = 0; c < rt->n_cells; c++)
			if (rt->cell[c].a < rt->cell[c].b) {
				cell_text(text, sizeof(text), &rt->cell[c]);
				fprintf(out, "%s vs %s: %s\n", engine_name(list, &rt->engine[rt->cell[c].a]),
				        engine_name(list, &rt->engine[rt->cell[c].b]), text);
			}
		return;
	}
	for (int c = 0; c < rt->n_cells; c++) {
		cell_text(text, sizeof(text), &rt->cell[c]);
		if ((int)strlen(text) > column)
			column = (int)strlen(text);
	}
	fprintf(out, "crosstable (points/games of the row's engine against the column's):\n");
	fprintf(out, "%4s %-*s", "", width, "engine");
	for (int j = 0; j < rt->n; j++)
		fprintf(out, "  %*d", column, j + 1);
	fprintf(out, "\n");
	for (int i = 0; i < rt->n; i++) {
		fprintf(out, "%4d %-*s", i + 1, width, engine_name(list, &rt->engine[i]));
		for (int j = 0; j < rt->n; j++) {
			if (i == j)
				snprintf(text, sizeof(text), "x");
			else
				cell_text(text, sizeof(text), ratings_cell(rt, i, j));
			fprintf(out, "  %*s", column, text);
		}
		fprintf(out, "\n");
	}
}

static void
print_ends(FILE *out, const struct tally *t)
{
	fprintf(out, "ended by:");
	for (int k = 0; k < t->n_kinds; k++)
		fprintf(out, "%s %s %d", k ? "," : "", t->kinds[k], t->kind_count[k]);
	fprintf(out, "\n");
	for (int i = 0; i < t->n_engines; i++) {
		const struct engine_stats *e = &t->engine[i];
		bool any = false;

		fprintf(out, "faults of %s:", e->name);
		for (int k = 0; k < t->n_kinds; k++)
			if (e->faults[k]) {
				fprintf(out, "%s %s %d", any ? "," : "", t->kinds[k], e->faults[k]);
				any = true;
			}
		fprintf(out, "%s\n", any ? "" : " none");
	}
	fprintf(out, "final_score disagreeing with goref:");
	for (int i = 0; i < t->n_engines; i++)
		fprintf(out, "%s %s %d of %d", i ? "," : "", t->engine[i].name,
		        t->engine[i].disagreed, t->engine[i].counted);
	fprintf(out, "\n");
}

/*
 * The cost of a move: each engine's thinking seconds over its moves (half of
 * the moves of its games), and goref-match's own CPU time (the referee's, the
 * engines' excluded) over all the moves.
 */
static void
print_cost(FILE *out, const struct tally *t)
{
	fprintf(out, "time a move:");
	for (int i = 0; i < t->n_engines; i++) {
		const struct engine_stats *e = &t->engine[i];

		fprintf(out, "%s %s %.3f s", i ? "," : "", e->name,
		        e->moves > 0 ? e->think / (e->moves / 2) : 0.0);
	}
	fprintf(out, " thinking; goref-match %.3f ms of CPU\n",
	        t->moves > 0 ? 1000 * t->referee_cpu / t->moves : 0.0);
}

/* Names the games recorded twice with different results. */
static void
print_conflicts(FILE *out, const struct tally *t)
{
	fprintf(out, "warning: %d game%s recorded more than once with different results (game",
	        t->conflicts, t->conflicts == 1 ? "" : "s");
	for (int i = 0; i < t->conflicts && i < CONFLICTS_SHOWN; i++)
		fprintf(out, "%s %d", i ? "," : "", t->conflict_game[i]);
	fprintf(out, "%s); one record of each is counted: check the results files\n",
	        t->conflicts > CONFLICTS_SHOWN ? ", ..." : "");
}

static void
free_tally(struct tally *t)
{
	free(t->engine);
	free(t->engine_of);
	free(t->kind_of);
}

/*
 * Prints the statistics of the records in list (sorted by game in place; a game
 * number seen twice counts once). The first engine is the one that had Black in
 * the lowest-numbered game. With three engines or more, their ratings from all
 * the games (the engine called anchor at 0, or with anchor NULL their mean) and
 * the crosstable. Then how many games are distinct and how the opening pairs went
 * (distinct.h). Returns false when records of one game disagree (said in the
 * output), no engine is called anchor (said on stderr, nothing printed) or memory
 * ran out.
 */
bool
summary_print_anchored(FILE *out, struct result_list *list, const char *anchor)
{
	struct tally t;
	struct ratings rt;
	struct distinct d;
	bool counted = true;

	if (!ratings_compute(list, anchor, &rt)) {
		if (errno == ENOENT)
			fprintf(stderr, "goref-match: --anchor %s: no engine of that name played a game "
			                "in the results\n",
			        anchor);
		else
			fprintf(out, "out of memory\n");
		return false;
	}
	memset(&t, 0, sizeof(t));
	if (!tally_records(&t, list)) {
		fprintf(out, "out of memory\n");
		free_tally(&t);
		ratings_free(&rt);
		return false;
	}
	fprintf(out, "games: %d", t.games);
	if (t.duplicates)
		fprintf(out, " (%d duplicate records ignored)", t.duplicates);
	fprintf(out, "\n");
	if (t.voids)
		fprintf(out, "void games (not played, not counted): %d\n", t.voids);
	if (t.conflicts)
		print_conflicts(out, &t);
	if (t.games) {
		print_table(out, &t);
		print_pair(out, &t);
		if (rt.n >= 3) {
			print_ratings(out, &rt, list);
			print_crosstable(out, &rt, list);
		}
		print_ends(out, &t);
		print_cost(out, &t);
		counted = distinct_count(list, &d);
		if (counted)
			distinct_print(out, &d);
		else
			fprintf(out, "out of memory\n");
	}
	free_tally(&t);
	ratings_free(&rt);
	return t.conflicts == 0 && counted;
}

/* summary_print_anchored with the mean rating 0. */
bool
summary_print(FILE *out, struct result_list *list)
{
	return summary_print_anchored(out, list, NULL);
}
