/*
 * judge_groups.c -- layer 3 of the judgement (status.c): related chains (sharing
 * two liberties, or an eye) are joined into groups that live or die as a
 * whole, by their stone-weighted playout score.
 */
#include "engine/judge/judge.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"

/* Makes the groups of the chains at a and b one group. */
static void
join(struct judge *j, coord_t a, coord_t b)
{
	a = judge_find_root(j, a);
	b = judge_find_root(j, b);
	if (a != b)
		j->parent[b] = (int16_t)a;
}

/* Relates chains of one colour around empty point p: all of them when p is an
 * eye of theirs (no other neighbour), and any two that also share a second
 * liberty (checked by counting shared liberties through every empty point). */
static void
relate_around(struct judge *j, coord_t p, int16_t shared[BOARD_MAX_POINTS][4],
              int8_t n_shared[BOARD_MAX_POINTS])
{
	const struct board *b = j->b;
	coord_t chains[4];
	int n = 0, colors = 0;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		enum color c = board_at(b, nb);
		if (c == COLOR_EMPTY)
			colors |= 1;
		if (!color_is_player(c))
			continue;
		colors |= 1 << c;
		bool seen = false;
		for (int i = 0; i < n; i++)
			seen = seen || chains[i] == board_chain(b, nb);
		if (!seen)
			chains[n++] = board_chain(b, nb);
	}
	if (colors == (1 << COLOR_BLACK) || colors == (1 << COLOR_WHITE)) {
		for (int i = 1; i < n; i++)
			join(j, chains[0], chains[i]);
		return;
	}
	/* Pairs of same-coloured chains meeting here: related if they met before. */
	for (int a = 0; a < n; a++) {
		for (int c = a + 1; c < n; c++) {
			if (board_at(b, chains[a]) != board_at(b, chains[c]))
				continue;
			bool met = false;
			for (int k = 0; k < n_shared[chains[a]] && !met; k++)
				met = shared[chains[a]][k] == chains[c];
			if (met)
				join(j, chains[a], chains[c]);
			else if (n_shared[chains[a]] < 4)
				shared[chains[a]][n_shared[chains[a]]++] = (int16_t)chains[c];
			if (!met && n_shared[chains[c]] < 4)
				shared[chains[c]][n_shared[chains[c]]++] = (int16_t)chains[a];
		}
	}
}

/* Builds the groups: chains sharing two liberties, or an eye, are one group. */
static void
build_groups(struct judge *j)
{
	int16_t shared[BOARD_MAX_POINTS][4];
	int8_t n_shared[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(j->b, points);

	memset(n_shared, 0, sizeof(n_shared));
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		j->parent[i] = (int16_t)i;
	for (int i = 0; i < n; i++)
		if (board_at(j->b, points[i]) == COLOR_EMPTY)
			relate_around(j, points[i], shared, n_shared);
}

/* Layer 3: builds the groups, then each group dies as a whole when its stone-weighted score is
 * negative. */
void
judge_groups(struct judge *j)
{
	double sum[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(j->b, points);

	build_groups(j);
	memset(sum, 0, sizeof(sum));
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p)
			sum[judge_find_root(j, p)] +=
			    judge_chain_score(j, p) * board_chain_size(j->b, p);
	}
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (!color_is_player(board_at(j->b, p)) || board_chain(j->b, p) != p)
			continue;
		j->verdict[p] = sum[judge_find_root(j, p)] < 0 ? STATUS_DEAD : STATUS_ALIVE;
	}
}
