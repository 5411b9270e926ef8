/*
 * judge_seki.c -- layer 5 of the judgement (status.c): seki. A group whose
 * liberties are shared with enemy chains that neither side can fill without
 * self-atari (and whose other liberties the enemy cannot enter) stays on the
 * board with those enemy chains, when the playouts without self-atari agree and
 * its eye space (layer 4) did not settle it.
 */
#include "engine/judge/judge.h"

#include <stdbool.h>

#include "engine/rules/board.h"
#include "engine/playout/playout.h"

/* Groups larger than this (in liberties) are never in seki. */
#define SEKI_MAX_LIBS 8

/* Whether color playing at would be a self-atari (or suicide) that captures
 * nothing: the point cannot be filled. */
static bool
cannot_fill(const struct board *b, enum color color, coord_t at)
{
	int size;

	if (board_check_move(b, color, at) != MOVE_OK)
		return true;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(b, nb) == color_other(color) && board_libs(b, nb) == 1)
			return false;
	}
	return playout_libs_after(b, color, at, 2, &size) < 2;
}

/* Whether color playing at gains liberties over every own chain next to it
 * (it connects out, rather than filling an eye of its own). */
static bool
gains_liberties(const struct board *b, enum color color, coord_t at)
{
	int most = 0, size;

	if (board_check_move(b, color, at) != MOVE_OK)
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(b, nb) == color && board_libs(b, nb) > most)
			most = board_libs(b, nb);
	}
	return playout_libs_after(b, color, at, PLAYOUT_LIBS_CAP, &size) > most;
}

/* Whether partner chain `chain` (an enemy chain touching the group) is open
 * elsewhere: a liberty of it outside the group's libs[] where its owner can
 * gain liberties, or that the group's side can fill without self-atari. */
static bool
partner_open(const struct board *b, coord_t chain, const coord_t *libs, int n_libs)
{
	coord_t own[BOARD_MAX_POINTS];
	int k = board_liberties(b, chain, own);
	enum color color = board_at(b, chain);

	for (int i = 0; i < k; i++) {
		bool inside = false;
		for (int m = 0; m < n_libs && !inside; m++)
			inside = libs[m] == own[i];
		if (inside)
			continue;
		if (!cannot_fill(b, color_other(color), own[i]) ||
		    gains_liberties(b, color, own[i]))
			return true;
	}
	return false;
}

/*
 * Layer 5: whether the group rooted at root lives in seki. Its liberties must be
 * few, at least one shared with enemy chains; no chain of the group or of those
 * partners in atari; every shared liberty a self-atari for both sides; every
 * other liberty (an eye) closed to the enemy; and no partner able to gain
 * liberties elsewhere first. On success partners[] lists the enemy chains.
 */
static bool
group_in_seki(struct judge *j, coord_t root, coord_t partners[BOARD_MAX_POINTS], int *n_partners)
{
	const struct board *b = j->b;
	enum color own = board_at(b, root), enemy = color_other(own);
	coord_t libs[SEKI_MAX_LIBS];
	int n_libs = 0, shared = 0;

	*n_partners = 0;
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (board_at(b, p) == own && judge_find_root(j, board_chain(b, p)) == root &&
		    board_libs(b, p) < 2)
			return false;
		if (board_at(b, p) != COLOR_EMPTY)
			continue;
		bool liberty = false, touches_enemy = false;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			liberty = liberty || judge_in_group(j, nb, root);
			touches_enemy = touches_enemy || board_at(b, nb) == enemy;
		}
		if (!liberty)
			continue;
		if (n_libs == SEKI_MAX_LIBS)
			return false;
		libs[n_libs++] = p;
		if (!touches_enemy) {
			if (!cannot_fill(b, enemy, p) || gains_liberties(b, own, p))
				return false;
			continue;
		}
		shared++;
		if (!cannot_fill(b, enemy, p) || !cannot_fill(b, own, p))
			return false;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			if (board_at(b, nb) != enemy)
				continue;
			coord_t origin = board_chain(b, nb);
			bool known = false;
			for (int i = 0; i < *n_partners && !known; i++)
				known = partners[i] == origin;
			if (!known)
				partners[(*n_partners)++] = origin;
		}
	}
	if (shared == 0)
		return false;
	for (int i = 0; i < *n_partners; i++)
		if (board_libs(b, partners[i]) < 2 || partner_open(b, partners[i], libs, n_libs))
			return false;
	return true;
}

/* Whether the group and its partners all survive the playouts without self-atari. */
static bool
seki_stands(struct judge *j, coord_t root, const coord_t *partners, int n_partners)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p &&
		    judge_find_root(j, p) == root && judge_strict_score(j, p) <= 0)
			return false;
	for (int i = 0; i < n_partners; i++)
		if (judge_strict_score(j, partners[i]) <= 0)
			return false;
	return true;
}

/* Layer 5 over every group that is neither Benson-proven nor hopeless. */
void
judge_seki(struct judge *j)
{
	const struct board *b = j->b;
	coord_t partners[BOARD_MAX_POINTS];
	int n_partners;

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p ||
		    judge_find_root(j, p) != p || j->proven[p] || j->hopeless[p])
			continue;
		if (j->by_shape[p] || !group_in_seki(j, p, partners, &n_partners))
			continue;
		bool shaped = false;
		for (int i = 0; i < n_partners; i++)
			shaped = shaped || j->by_shape[partners[i]];
		if (shaped || !seki_stands(j, p, partners, n_partners))
			continue;
		judge_prove_group(j, p, STATUS_SEKI);
		for (int i = 0; i < n_partners; i++)
			if (!j->proven[partners[i]])
				judge_prove_group(j, judge_find_root(j, partners[i]), STATUS_SEKI);
	}
}
