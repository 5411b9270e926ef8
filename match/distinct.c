/* distinct.c -- counting distinct games and opening pairs, in time linear in the records. */
#include "match/distinct.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "match/results.h"

/*
 * A game as far as repeats go: the digest of its moves (the opening's moves and
 * setup stones included, so two openings that lead to the same start count as
 * one) and the engine that had Black. The two games of a pair that happen to
 * have the same moves are two games (each engine played the other side).
 */
struct seen {
	uint64_t digest; /* digest column */
	unsigned black;  /* string id of the black column */
	bool used;       /* the slot holds a game */
};

/* An open-addressing set of games (a power of two of slots, at least twice the games). */
struct seen_set {
	struct seen *slot; /* owned */
	size_t mask;       /* slots - 1 */
};

/* Adds the game; true when it was not in the set yet. */
static bool
seen_add(struct seen_set *set, unsigned black, uint64_t digest)
{
	uint64_t mix = digest ^ (uint64_t)black * 0xc2b2ae3d27d4eb4full;
	size_t i = (size_t)(mix >> 7) & set->mask;

	for (; set->slot[i].used; i = (i + 1) & set->mask)
		if (set->slot[i].digest == digest && set->slot[i].black == black)
			return false;
	set->slot[i] = (struct seen){digest, black, true};
	return true;
}

/* How the pairs of the opening being followed went (the games come in game order). */
struct pair_walk {
	int pair;  /* the pair, (game + 1) / 2; 0 before the first */
	int games; /* its games seen */
	int game;  /* its first game */
};

/* Ends the pair being followed: a pair of which one game was played is counted as half. */
static void
end_pair(struct distinct *d, const struct pair_walk *w)
{
	if (w->pair == 0 || w->games != 1)
		return;
	if (d->half < DISTINCT_HALF_SHOWN)
		d->half_game[d->half] = w->game;
	d->half++;
}

/*
 * Counts into d the distinct games of list (sorted by game, results_sort; of records
 * of one game number the first counts), the opening pairs, the openings played
 * and how often. False when out of memory.
 */
bool
distinct_count(const struct result_list *list, struct distinct *d)
{
	struct seen_set set = {NULL, 0};
	int *last_pair = calloc(list->strings.n + 1, sizeof(*last_pair));
	int *uses = calloc(list->strings.n + 1, sizeof(*uses));
	struct pair_walk walk = {0, 0, 0};
	size_t slots = 16;

	memset(d, 0, sizeof(*d));
	while (slots < 2 * list->n)
		slots *= 2;
	set.slot = calloc(slots, sizeof(*set.slot));
	set.mask = slots - 1;
	if (!last_pair || !uses || !set.slot) {
		free(last_pair);
		free(uses);
		free(set.slot);
		return false;
	}
	for (size_t i = 0; i < list->n; i++) {
		const struct result_entry *r = &list->items[i];
		int pair = (r->game + 1) / 2;

		if (i > 0 && list->items[i - 1].game == r->game)
			continue;
		d->games++;
		if (r->has_digest) {
			d->with_digest++;
			d->distinct += seen_add(&set, r->black, r->digest);
		}
		if (strcmp(strtab_get(&list->strings, r->opening), "-") == 0)
			continue;
		d->paired++;
		if (pair != walk.pair) {
			end_pair(d, &walk);
			walk = (struct pair_walk){pair, 0, r->game};
		}
		walk.games++;
		if (last_pair[r->opening] != pair) {
			d->pairs++;
			d->openings += uses[r->opening] == 0;
			d->reused += uses[r->opening] == 1;
			last_pair[r->opening] = pair;
			if (++uses[r->opening] > d->rounds)
				d->rounds = uses[r->opening];
		}
	}
	end_pair(d, &walk);
	free(last_pair);
	free(uses);
	free(set.slot);
	return true;
}

/* Prints the distinct games, the warning on duplicates, and the opening pairs. */
void
distinct_print(FILE *out, const struct distinct *d)
{
	int dup = d->with_digest - d->distinct;

	if (d->with_digest == 0)
		fprintf(out, "distinct games: not known (the records have no digest: an older "
		             "goref-match wrote them)\n");
	else if (d->with_digest < d->games)
		fprintf(out,
		        "distinct games: %d of the %d with a digest (%d records of an older "
		        "goref-match have none)\n",
		        d->distinct, d->with_digest, d->games - d->with_digest);
	else
		fprintf(out,
		        "distinct games: %d of %d (%d duplicate%s: the same moves and Black "
		        "engine as an earlier game)\n",
		        d->distinct, d->games, dup, dup == 1 ? "" : "s");
	if (dup * 100L > DISTINCT_WARN_PERCENT * (long)d->with_digest)
		fprintf(out,
		        "warning: %.1f%% of the games are duplicates, more than %d%%: they are no "
		        "independent games, so the interval above is too narrow; give each game "
		        "its own seed ({game} in the engine commands) or play %s\n",
		        100.0 * dup / d->with_digest, DISTINCT_WARN_PERCENT,
		        d->paired ? "a larger opening suite" : "an opening suite (--openings)");
	if (d->paired == 0)
		return;
	fprintf(out, "openings: %d pair%s from %d opening%s", d->pairs, d->pairs == 1 ? "" : "s",
	        d->openings, d->openings == 1 ? "" : "s");
	if (d->reused)
		fprintf(out,
		        "; the suite was used again: %d opening%s played by more than one "
		        "pair (up to %d)\n",
		        d->reused, d->reused == 1 ? "" : "s", d->rounds);
	else
		fprintf(out, ", each played once\n");
	if (d->half == 0)
		return;
	fprintf(out, "openings: %d pair%s half played (game", d->half, d->half == 1 ? "" : "s");
	for (int i = 0; i < d->half && i < DISTINCT_HALF_SHOWN; i++)
		fprintf(out, "%s %d", i ? "," : "", d->half_game[i]);
	fprintf(out, "%s: the colour-swapped game of %s opening was not played)\n",
	        d->half > DISTINCT_HALF_SHOWN ? ", ..." : "", d->half == 1 ? "its" : "each");
}
