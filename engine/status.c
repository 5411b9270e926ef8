/*
 * status.c -- the end-of-game judgement (status.h), in layers, and the order
 * they run in (status_judge()). Layers 1-3 live here; each later layer has a
 * file of its own, and all of them share struct judge and its helpers
 * (engine/judge.h):
 *   1. Benson's unconditional life (benson.h): proven-alive chains, and the
 *      opponent stones inside their vital regions (dead), are settled first
 *      (applied last, over everything else: apply_benson());
 *   2. Monte-Carlo ownership from playouts gives every other chain a score
 *      (run_playouts(), judge_chain_score(), judge_strict_score());
 *   3. related chains (sharing two liberties, or an eye) are joined into groups
 *      that live or die as a whole, by their stone-weighted score
 *      (build_groups(), judge_groups());
 *   4. judge_eyes.c, eye-space analysis: a group whose only liberties form one
 *      enclosed eye space is dead when that space is one eye, a killing shape
 *      or the bent four in the corner (the enemy stones inside then live), and
 *      alive when it is a two-eye shape;
 *   5. judge_seki.c, seki: a group whose liberties are shared with opponent
 *      chains that neither side can fill without self-atari (and eyes the
 *      opponent cannot enter) stays on the board, and so do those opponent
 *      chains, when the playouts without self-atari agree and layer 4 did not
 *      settle them (a stone on the vital point of a killing shape is no seki
 *      partner);
 *   6. judge_races.c, capturing races the playouts leave unclear are read out
 *      (race.h); a race still open when play stopped goes to the side
 *      RULES.md §6 lets move first (Black, then the sides alternate over the
 *      open races).
 * Ko: a second eye that is a ko only the enemy can start and the owner cannot
 * end is no eye (ko_eye() in judge_eyes.c); in races, ko is read by the simple
 * rule with no ko threats left, so the side that takes a ko first wins it.
 */
#include "engine/status.h"

#include <stdbool.h>
#include <string.h>

#include "engine/benson.h"
#include "engine/board.h"
#include "engine/game.h"
#include "engine/judge.h"
#include "engine/playout.h"

/* Playouts run in batches of this many before checking whether all is clear. */
#define PLAYOUT_BATCH 64

/* Positions all race readings of one judgement may visit together (bounds its
 * time whatever the position). */
#define RACE_BUDGET 24000

/* The most playouts for a board of this size (fewer on large boards, where
 * each is longer and more of the position is settled statically). */
static int
playout_budget(int size)
{
	return size <= 9 ? 1024 : size <= 13 ? 640 : 384;
}

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
		j->strict_runs = playout_ownership(j->b, j->to_move, &rng, 2 * PLAYOUT_BATCH, 0,
						   j->strict_black, j->strict_white);
	return ownership(j->b, origin, j->strict_black, j->strict_white, j->strict_runs);
}

/* Whether every chain not settled by Benson has a clear playout score. */
static bool
all_clear(const struct judge *j)
{
	const struct board *b = j->b;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p || j->proven[p] ||
		    j->hopeless[p])
			continue;
		double score = judge_chain_score(j, p);
		if (score < JUDGE_CLEAR_MARGIN && score > -JUDGE_CLEAR_MARGIN)
			return false;
	}
	return true;
}

/* Runs playouts in batches until every open chain is clear or the budget is spent. */
static void
run_playouts(struct judge *j, enum color to_move, uint64_t seed)
{
	uint64_t rng = seed;
	int budget = playout_budget(j->b->size);

	memset(j->black, 0, sizeof(j->black));
	memset(j->white, 0, sizeof(j->white));
	j->runs = 0;
	while (j->runs < budget) {
		j->runs += playout_ownership(j->b, to_move, &rng, PLAYOUT_BATCH,
					     PLAYOUT_SACRIFICE_MAX, j->black, j->white);
		if (j->runs >= 2 * PLAYOUT_BATCH && all_clear(j))
			break;
	}
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

/* Sets the verdict of every chain of the group rooted at root. */
void
judge_set_group(struct judge *j, coord_t root, enum stone_status verdict)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p &&
		    judge_find_root(j, p) == root)
			j->verdict[p] = (uint8_t)verdict;
}

/* Whether the point stone holds a stone of the group rooted at root. */
bool
judge_in_group(struct judge *j, coord_t stone, coord_t root)
{
	return color_is_player(board_at(j->b, stone)) &&
	       judge_find_root(j, board_chain(j->b, stone)) == root;
}

/* Layer 3: each group dies as a whole when its stone-weighted score is negative. */
static void
judge_groups(struct judge *j)
{
	double sum[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(j->b, points);

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

/* Layer 1 last: Benson's proofs override everything else. */
static void
apply_benson(struct judge *j)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(j->b, p)) || board_chain(j->b, p) != p)
			continue;
		if (j->proven[p])
			j->verdict[p] = STATUS_ALIVE;
		else if (j->hopeless[p])
			j->verdict[p] = STATUS_DEAD;
	}
}

/*
 * Judges every stone of g: STATUS_ALIVE, STATUS_DEAD or STATUS_SEKI (empty
 * points read STATUS_ALIVE). Deterministic for a given seed; g is not changed.
 * A chain Benson's algorithm proves alive is never dead.
 */
void
status_judge(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS])
{
	struct judge j;
	const struct board *b = &g->board;

	memset(&j, 0, sizeof(j));
	j.b = b;
	j.seed = seed;
	j.to_move = game_to_move(g);
	j.race_budget = RACE_BUDGET;
	benson_analyse(b, j.proven, j.hopeless);
	run_playouts(&j, j.to_move, seed);
	build_groups(&j);
	judge_groups(&j);
	judge_eye_spaces(&j);
	judge_seki(&j);
	judge_races(&j);
	apply_benson(&j);
	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(b, p)))
			status[p] = j.verdict[board_chain(b, p)];
}

/*
 * Sets alive[p] = 1 for every stone that Benson's algorithm proves
 * unconditionally alive, 0 elsewhere. g is not changed.
 */
void
status_benson(const struct game *g, uint8_t alive[BOARD_MAX_POINTS])
{
	benson_alive(&g->board, alive);
}
