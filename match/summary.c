/* summary.c -- statistics over the records of one or more results files. */
#include "match/summary.h"

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "match/distinct.h"
#include "match/results.h"

#define Z95       1.959963984540054 /* two-sided 95% quantile of the normal distribution */
#define KINDS_MAX 16                /* distinct end reasons tracked */
#define CONFLICTS_SHOWN 10          /* games with disagreeing records named in the summary */

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

static void
print_elo(FILE *out, const char *label, double v)
{
	if (isinf(v))
		fprintf(out, "%s%cinf", label, v > 0 ? '+' : '-');
	else
		fprintf(out, "%s%+.0f", label, fabs(v) < 0.5 ? 0.0 : v);
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
 * the lowest-numbered game. Then how many games are distinct and how the opening
 * pairs went (distinct.h). Returns false when records of one game disagree
 * (said in the output) or memory ran out.
 */
bool
summary_print(FILE *out, struct result_list *list)
{
	struct tally t;
	struct distinct d;
	bool counted = true;

	memset(&t, 0, sizeof(t));
	if (!tally_records(&t, list)) {
		fprintf(out, "out of memory\n");
		free_tally(&t);
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
		print_ends(out, &t);
		print_cost(out, &t);
		counted = distinct_count(list, &d);
		if (counted)
			distinct_print(out, &d);
		else
			fprintf(out, "out of memory\n");
	}
	free_tally(&t);
	return t.conflicts == 0 && counted;
}
