/*
 * judge.c -- the helpers every layer of the judgement shares (judge.h): a
 * chain's score from the playouts, the chains next to a chain, and the groups
 * of related chains (union-find over chain origins). No layer lives here, so
 * the layer files and status.c, which orders them, all depend on this file and
 * it on none of them.
 */
#include "engine/judge/judge.h"

#include <stdbool.h>

#include "engine/rules/board.h"
#include "engine/playout/playout.h"

/* Mean ownership of the chain at origin from its own colour's view, in [-1, 1],
 * from runs playouts tallied in black[] and white[]. */
static double
ownership(const struct board *b, coord_t origin, const uint16_t *black, const uint16_t *white,
          int runs)
{
	enum color c = board_at(b, origin);
	long own = 0, stones = 0;
	coord_t s = origin;

	if (runs == 0)
		return 1;
	do {
		own += c == COLOR_BLACK ? black[s] - white[s] : white[s] - black[s];
		stones++;
		s = board_next_stone(b, s);
	} while (s != origin);
	return (double)own / ((double)stones * runs);
}

/* The chain's score from the normal playouts. */
double
judge_chain_score(const struct judge *j, coord_t origin)
{
	return ownership(j->b, origin, j->black, j->white, j->runs);
}

/* The chain's score from playouts where nobody self-ataris (run on first use):
 * a seki stands in them, while a group that can be taken without sacrifices falls. */
double
judge_strict_score(struct judge *j, coord_t origin)
{
	uint64_t rng = j->seed ^ 0x5eca1u;

	if (j->strict_runs == 0)
		j->strict_runs = playout_ownership(j->b, j->to_move, &rng, 2 * JUDGE_PLAYOUT_BATCH,
		                                   0, j->strict_black, j->strict_white);
	return ownership(j->b, origin, j->strict_black, j->strict_white, j->strict_runs);
}

/* The root of the group the chain at origin belongs to (union-find, halving the
 * path as it goes). */
coord_t
judge_find_root(struct judge *j, coord_t origin)
{
	while (j->parent[origin] != origin) {
		j->parent[origin] = j->parent[j->parent[origin]];
		origin = j->parent[origin];
	}
	return origin;
}

/* Sets the verdict of every chain of the group rooted at root. */
void
judge_set_group(struct judge *j, coord_t root, enum stone_status verdict)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p &&
		    judge_find_root(j, p) == root)
			j->verdict[p] = (uint8_t)verdict;
}

/*
 * Sets the verdict of the chain at origin as one the calling layer proved: by
 * Benson, an eye-space shape, a seki, a race or a reading that ends the same
 * whoever starts. Playouts and group sums judge; they prove nothing.
 */
void
judge_prove(struct judge *j, coord_t origin, enum stone_status verdict)
{
	j->verdict[origin] = (uint8_t)verdict;
	j->proof[origin] = (uint8_t)(1 + verdict);
}

/* judge_prove() for every chain of the group rooted at root. */
void
judge_prove_group(struct judge *j, coord_t root, enum stone_status verdict)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p &&
		    judge_find_root(j, p) == root)
			judge_prove(j, p, verdict);
}

/* Whether the chain at origin touches an enemy stone, or a liberty of it does. */
static bool
in_contact(const struct judge *j, coord_t origin)
{
	const struct board *b = j->b;
	enum color enemy = color_other(board_at(b, origin));
	coord_t libs[BOARD_MAX_POINTS], enemies[BOARD_MAX_POINTS];
	int n = board_liberties(b, origin, libs);

	if (judge_neighbour_chains(j, origin, enemy, enemies) > 0)
		return true;
	for (int i = 0; i < n; i++)
		for (int d = 0; d < 4; d++)
			if (board_at(b, libs[i] + coord_dirs[d]) == enemy)
				return true;
	return false;
}

/*
 * Whether the judgement is not sure of the chain at origin once every layer has
 * run: the chain is in contact with the enemy (in_contact(): nobody disputes
 * stones no enemy stone is near, however the random playouts treat them), no
 * layer proved its final verdict, and the playouts do not back it clearly either
 * (a clear score of the verdict's sign; a seki is never clear there). An open
 * fight decided by who moves first when play resumes is such a chain.
 */
bool
judge_unsettled(const struct judge *j, coord_t origin)
{
	double score = judge_chain_score(j, origin);

	if (j->proof[origin] == 1 + j->verdict[origin] || !in_contact(j, origin))
		return false;
	if (j->verdict[origin] == STATUS_ALIVE)
		return score < JUDGE_CLEAR_MARGIN;
	if (j->verdict[origin] == STATUS_DEAD)
		return score > -JUDGE_CLEAR_MARGIN;
	return true;
}

/* Whether the point stone holds a stone of the group rooted at root. */
bool
judge_in_group(struct judge *j, coord_t stone, coord_t root)
{
	return color_is_player(board_at(j->b, stone)) &&
	       judge_find_root(j, board_chain(j->b, stone)) == root;
}

/* The chains of colour c next to the chain at origin, each once (judge.h). */
int
judge_neighbour_chains(const struct judge *j, coord_t origin, enum color c, coord_t *out)
{
	const struct board *b = j->b;
	coord_t s = origin;
	int n = 0;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) == c && !coord_listed(out, n, board_chain(b, nb)))
				out[n++] = board_chain(b, nb);
		}
		s = board_next_stone(b, s);
	} while (s != origin);
	return n;
}
