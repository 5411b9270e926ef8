/* verdict.c -- the SPRT walked over a match's games in game-number order. */
#include "match/verdict.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/results.h"

/*
 * A number for an opening's text, the same in the run (where a worker reports
 * it) and in --summary (from the results file): FNV-1a over the text, never 0;
 * 0 stands for no opening (NULL, "" or "-"). Two games share an opening when
 * their keys are equal (a collision of 64-bit hashes between two openings of
 * one match is not a worry).
 */
uint64_t
verdict_opening_key(const char *opening)
{
	uint64_t h = 14695981039346656037ull;

	if (!opening || !*opening || strcmp(opening, "-") == 0)
		return 0;
	for (const unsigned char *s = (const unsigned char *)opening; *s; s++)
		h = (h ^ *s) * 1099511628211ull;
	return h ? h : 1;
}

/* An empty walk for the test `params`, waiting for game 1. */
void
verdict_init(struct verdict *v, const struct sprt_params *params)
{
	memset(v, 0, sizeof(*v));
	v->params = *params;
	v->next = 1;
}

/* Frees the games waiting; the walk's results stay readable. */
void
verdict_free(struct verdict *v)
{
	free(v->waiting);
	v->waiting = NULL;
	v->n_waiting = v->cap_waiting = 0;
}

/* Re-evaluates the LLR after game `last` was counted; the first crossing decides. */
static void
evaluate(struct verdict *v, int last)
{
	int n = v->model == VERDICT_PAIRS ? SPRT_PENTANOMIAL : SPRT_TRINOMIAL;

	v->counted = last;
	v->llr = sprt_llr(&v->params, v->counts, n);
	if (v->trace)
		v->trace(v->trace_ctx, last, v->llr);
	v->decision = sprt_decide(&v->params, v->llr);
	if (v->decision != SPRT_CONTINUE) {
		v->decided_at = last;
		v->after = (int)v->n_waiting; /* every game waiting comes after it */
		verdict_free(v);
	}
}

/* Counts one game (trinomial) unless the test is decided. */
static void
count_game(struct verdict *v, const struct verdict_game *g)
{
	if (v->decision != SPRT_CONTINUE) {
		v->after++;
		return;
	}
	v->counts[g->points]++;
	evaluate(v, g->game);
}

/* Games 2k-1 (a) and 2k (b) are a pair: one opening, the first engine's colours swapped. */
static bool
is_pair(const struct verdict_game *a, const struct verdict_game *b)
{
	return a->opening != 0 && a->opening == b->opening && a->first_black != b->first_black;
}

/* Takes game g, the one the walk waited for. */
static void
take(struct verdict *v, const struct verdict_game *g)
{
	v->next++;
	if (v->no_pair)
		return; /* the walk ended at a pair that is none */
	if (v->decision != SPRT_CONTINUE) {
		v->after++;
		return;
	}
	switch (v->model) {
	case VERDICT_UNKNOWN:
		if (!v->holding) {
			v->held = *g; /* game 1: which model, game 2 says */
			v->holding = true;
			return;
		}
		v->holding = false;
		if (is_pair(&v->held, g)) {
			v->model = VERDICT_PAIRS;
			v->counts[v->held.points + g->points]++;
			evaluate(v, g->game);
		} else {
			v->model = VERDICT_GAMES;
			count_game(v, &v->held);
			count_game(v, g);
		}
		return;
	case VERDICT_GAMES:
		count_game(v, g);
		return;
	case VERDICT_PAIRS:
		if (g->game % 2 == 1) {
			v->held = *g;
			v->holding = true;
			return;
		}
		v->holding = false;
		if (!is_pair(&v->held, g)) {
			v->no_pair = v->held.game;
			verdict_free(v);
			return;
		}
		v->counts[v->held.points + g->points]++;
		evaluate(v, g->game);
		return;
	}
}

/* The heap of waiting games, smallest game number on top. */
static void
swap_games(struct verdict_game *a, struct verdict_game *b)
{
	struct verdict_game t = *a;

	*a = *b;
	*b = t;
}

static bool
heap_push(struct verdict *v, const struct verdict_game *g)
{
	size_t i;

	if (v->n_waiting == v->cap_waiting) {
		size_t cap = v->cap_waiting ? v->cap_waiting * 2 : 16;
		struct verdict_game *w = realloc(v->waiting, cap * sizeof(*w));

		if (!w)
			return false;
		v->waiting = w;
		v->cap_waiting = cap;
	}
	i = v->n_waiting++;
	v->waiting[i] = *g;
	while (i > 0 && v->waiting[(i - 1) / 2].game > v->waiting[i].game) {
		swap_games(&v->waiting[(i - 1) / 2], &v->waiting[i]);
		i = (i - 1) / 2;
	}
	return true;
}

static struct verdict_game
heap_pop(struct verdict *v)
{
	struct verdict_game top = v->waiting[0];
	size_t i = 0;

	v->waiting[0] = v->waiting[--v->n_waiting];
	for (;;) {
		size_t l = 2 * i + 1, r = l + 1, m = i;

		if (l < v->n_waiting && v->waiting[l].game < v->waiting[m].game)
			m = l;
		if (r < v->n_waiting && v->waiting[r].game < v->waiting[m].game)
			m = r;
		if (m == i)
			break;
		swap_games(&v->waiting[i], &v->waiting[m]);
		i = m;
	}
	return top;
}

/*
 * Adds one finished game. It is counted once every game before it is in (it
 * waits until then); a game counted already is ignored; after the decision
 * (or a pair that is none) games are only counted as coming after it. False
 * when memory ran out (the game is lost to the walk, which is left as it was).
 */
bool
verdict_add(struct verdict *v, const struct verdict_game *g)
{
	if (v->mixed || g->game < v->next || g->points < 0 || g->points > 2)
		return true;
	if (v->decision != SPRT_CONTINUE) {
		v->after++;
		return true;
	}
	if (v->no_pair)
		return true;
	if (g->game > v->next)
		return heap_push(v, g);
	take(v, g);
	while (v->n_waiting > 0 && v->waiting[0].game <= v->next) {
		struct verdict_game w = heap_pop(v);

		if (w.game == v->next)
			take(v, &w);
	}
	return true;
}

/*
 * No more games: a walk that has only game 1 (a match of one game) counts it
 * as a game. Any other game held (the first of a pair whose second is
 * missing) stays uncounted.
 */
void
verdict_end(struct verdict *v)
{
	if (v->model == VERDICT_UNKNOWN && v->holding && v->decision == SPRT_CONTINUE) {
		v->holding = false;
		v->model = VERDICT_GAMES;
		count_game(v, &v->held);
	}
}

/* The first engine: Black in the lowest odd-numbered game (game 1 when it is in;
 * odd games are the first engine's Black under every colour rule), else Black in
 * the lowest game. The list is sorted. */
static const struct result_entry *
first_game(const struct result_list *list)
{
	for (size_t i = 0; i < list->n; i++)
		if (list->items[i].game % 2 == 1)
			return &list->items[i];
	return list->n ? &list->items[0] : NULL;
}

/*
 * Adds every record of list (sorted by game in place; a game recorded twice
 * counts once) to the walk, the first engine found as first_game says. Records
 * that are not of those two engines (or engines with one label) make the walk
 * v->mixed: no test. False when memory ran out.
 */
bool
verdict_add_results(struct verdict *v, struct result_list *list)
{
	const struct result_entry *top;
	unsigned first, second;

	results_sort(list);
	top = first_game(list);
	if (!top)
		return true;
	first = top->black;
	second = top->white;
	for (size_t i = 0; i < list->n; i++) {
		const struct result_entry *r = &list->items[i];
		struct verdict_game g;
		char mine;

		if ((i > 0 && list->items[i - 1].game == r->game) || r->winner == '-')
			continue; /* a duplicate record, or a void game (not played) */
		if (first == second || !((r->black == first && r->white == second) ||
		                         (r->black == second && r->white == first))) {
			v->mixed = true;
			verdict_free(v);
			return true;
		}
		mine = r->black == first ? 'B' : 'W';
		g.game = r->game;
		g.points = r->winner == '0' ? 1 : r->winner == mine ? 2 : 0;
		g.first_black = r->black == first;
		g.opening = verdict_opening_key(strtab_get(&list->strings, r->opening));
		if (!verdict_add(v, &g))
			return false;
	}
	return true;
}

static void
print_elo(FILE *out, double elo)
{
	if (isinf(elo))
		fprintf(out, "%cinf", elo > 0 ? '+' : '-');
	else
		fprintf(out, "%+.1f", fabs(elo) < 0.05 ? 0.0 : elo);
}

/* Why the walk counted no further than it did, when the decision is to continue. */
static void
print_end_of_walk(FILE *out, const struct verdict *v)
{
	if (v->no_pair)
		fprintf(
		    out,
		    "sprt: games %d and %d are no pair (not one opening with the colours swapped): "
		    "the walk ends at game %d\n",
		    v->no_pair, v->no_pair + 1, v->no_pair - 1);
	else if (v->n_waiting > 0)
		fprintf(out, "sprt: game %d is not in the results: %zu later game%s not counted\n",
		        v->next, v->n_waiting, v->n_waiting == 1 ? "" : "s");
	else if (v->holding)
		fprintf(out,
		        "sprt: game %d, the first of its pair, is not counted without game %d\n",
		        v->held.game, v->held.game + 1);
}

/*
 * Prints the SPRT over the records of list (sorted in place): the test and
 * its model, the LLR with its bounds and the decision (the game it came at
 * and how many games were played after it), and the Elo with its 95%
 * interval and the LOS over the games counted. False when memory ran out.
 */
bool
verdict_report(FILE *out, struct result_list *list, const struct sprt_params *params)
{
	struct verdict v;
	struct sprt_estimate e;
	const char *model;
	bool pairs;

	verdict_init(&v, params);
	if (!verdict_add_results(&v, list)) {
		verdict_free(&v);
		fprintf(out, "sprt: out of memory\n");
		return false;
	}
	verdict_end(&v);
	pairs = v.model == VERDICT_PAIRS;
	/* VERDICT_UNKNOWN: a shard without games 1 and 2; the merged files will tell. */
	model = pairs                      ? "pentanomial (pairs of games 2k-1, 2k)"
	        : v.model == VERDICT_GAMES ? "trinomial (game by game)"
	                                   : "model not known yet (games 1 and 2 are not both in)";
	fprintf(out, "sprt: elo0 %g, elo1 %g, alpha %g, beta %g (logistic Elo), %s\n", params->elo0,
	        params->elo1, params->alpha, params->beta, model);
	if (v.mixed) {
		fprintf(out, "sprt: the records are not of two engines: no test\n");
		verdict_free(&v);
		return true;
	}
	fprintf(out, "sprt: LLR %.2f (bounds %.2f, %.2f) over ", v.llr, sprt_lower_bound(params),
	        sprt_upper_bound(params));
	if (v.counted > 0)
		fprintf(out, "games 1-%d: %s", v.counted, sprt_decision_text(v.decision));
	else
		fprintf(out, "no games: %s", sprt_decision_text(v.decision));
	if (v.decision != SPRT_CONTINUE)
		fprintf(out, " at game %d, %d game%s played after it", v.decided_at, v.after,
		        v.after == 1 ? "" : "s");
	fprintf(out, "\n");
	if (v.decision == SPRT_CONTINUE)
		print_end_of_walk(out, &v);
	if (v.counted > 0) {
		sprt_estimate(v.counts, pairs ? SPRT_PENTANOMIAL : SPRT_TRINOMIAL, &e);
		fprintf(out, "sprt: Elo ");
		print_elo(out, e.elo);
		fprintf(out, " (95%% CI ");
		print_elo(out, e.lo);
		fprintf(out, " .. ");
		print_elo(out, e.hi);
		fprintf(out, "), LOS %.1f%%, over games 1-%d\n", 100 * e.los, v.counted);
	}
	verdict_free(&v);
	return true;
}
