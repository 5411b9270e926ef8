/*
 * distinct.h -- for --summary, how many of a match's games differ: a game is a
 * duplicate of an earlier one when it has the same moves, the opening's
 * included, and the same engine as Black (the results' digest and black columns); a warning when duplicates pass
 * DISTINCT_WARN_PERCENT of the games. And how the opening pairs went: how many
 * openings were played, which of them again (the suite reused), and the pairs of
 * which only one game was played.
 */
#ifndef GOREF_MATCH_DISTINCT_H
#define GOREF_MATCH_DISTINCT_H

#include <stdbool.h>
#include <stdio.h>

struct result_list;

#define DISTINCT_WARN_PERCENT 3 /* duplicates above this share of the games are warned of */
#define DISTINCT_HALF_SHOWN   5 /* half-played pairs named in the summary */

struct distinct {
	int games;       /* games (one record per game number) */
	int with_digest; /* of those, with a digest (not from a 13-column file) */
	int distinct;    /* of those, different from every earlier one */
	int paired;      /* games with an opening of a suite */
	int pairs;       /* opening pairs with at least one game */
	int openings;    /* different openings played */
	int reused;      /* of those, played by more than one pair */
	int rounds;      /* the most pairs one opening was played by */
	int half;        /* pairs of which one game only was played */
	int half_game[DISTINCT_HALF_SHOWN]; /* the first of those games */
};

bool distinct_count(const struct result_list *list, struct distinct *d);
void distinct_print(FILE *out, const struct distinct *d);

#endif
