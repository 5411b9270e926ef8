/*
 * status.c -- the end-of-game judgement (status.h): its seven layers and the
 * order they run in (status_judge()). This comment is the one place that says
 * which layer may override which. Each layer but Benson's has a file of its
 * own, and all of them share struct judge and its helpers (judge.h, judge.c);
 * a layer writes j->verdict by chain origin, and a later layer may change what
 * an earlier one wrote only as listed here.
 *
 *   1. benson.c: Benson's unconditional life. Proven-alive chains, and the
 *      opponent stones inside their vital regions (hopeless), are found first
 *      and applied last (apply_benson()): nothing overrides them.
 *   2. judge_playouts.c: Monte-Carlo ownership from playouts gives every chain
 *      a score (judge_chain_score(); judge_strict_score(), the playouts without
 *      self-atari, is run when layer 5 first asks). It writes no verdict.
 *   3. judge_groups.c: related chains (sharing two liberties, or an eye) are
 *      joined into groups that live or die as a whole, by their stone-weighted
 *      score: every chain's first verdict.
 *   4. judge_eyes.c: eye-space shapes. A group whose only liberties form one
 *      enclosed space is dead when that space is one eye, a killing shape or
 *      the bent four in the corner (the enemy stones inside then live), alive
 *      when it is a two-eye shape; such groups are marked by_shape. Overrides
 *      3. A second eye that is a ko only the enemy can start and the owner
 *      cannot end is no eye (ko_eye()).
 *   5. judge_seki.c: seki. A group whose liberties are shared with opponent
 *      chains that neither side can fill without self-atari (and eyes the
 *      opponent cannot enter) stays on the board with those chains, when the
 *      playouts without self-atari agree. Overrides 3, never a by_shape group
 *      of 4 (a stone on a killing shape's vital point is no partner).
 *   6. judge_races.c: capturing races the playouts leave unclear are read out
 *      (race.c). Overrides 3 with dead or alive; leaves seki (5), by_shape
 *      groups (4) and Benson's chains alone. A race still open when play
 *      stopped goes to the side doc/rules.md §6 lets move first; a chain that
 *      won by moving first is marked race_won for layer 7.
 *   7. judge_reading.c: local life-and-death reading of groups in small areas
 *      (reading.h, with the eye-count leaf of judge_eye_count.c). Overrides
 *      3-6 where the reading proves a verdict: a group in seki that dies
 *      whoever starts is a false seki (its enemy partners then live). Beyond
 *      proofs it also decides open fights by layer 6's race_won (the fight's
 *      winner lives, a group next to it dies), frees the smaller enemy chains
 *      inside a dead group's area, and at the end spares a dead chain whose
 *      enemy neighbours are all dead in its own side's area
 *      (spare_among_dead()), whichever layer called it dead.
 *   Last, apply_benson(): 1 over everything.
 *
 * So "why is this chain in seki" is answered in judge_seki.c, unless the reading
 * (7) found the seki false, or Benson (1) proved the chain alive.
 * Ko: in races and in the local reading no ko threats are left, so the side
 * that takes a ko first wins it.
 */
#include "engine/judge/status.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/judge/benson.h"
#include "engine/judge/judge.h"

/* Positions all race readings of one judgement may visit together (bounds its
 * time whatever the position). */
#define RACE_BUDGET 48000

/* Positions all life-and-death readings of one judgement may visit together. */
#define READ_BUDGET 12000

/* Layer 1 last: Benson's proofs override everything else. */
static void
apply_benson(struct judge *j)
{
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(j->b, p)) || board_chain(j->b, p) != p)
			continue;
		if (j->proven[p])
			judge_prove(j, p, STATUS_ALIVE);
		else if (j->hopeless[p])
			judge_prove(j, p, STATUS_DEAD);
	}
}

/* Sets up j on g and runs the layers before the reading (1 to 6). */
static void
judge_before_reading(struct judge *j, const struct game *g, uint64_t seed)
{
	memset(j, 0, sizeof(*j));
	j->b = &g->board;
	j->seed = seed;
	j->to_move = game_to_move(g);
	j->race_budget = RACE_BUDGET;
	j->read_budget = READ_BUDGET;
	benson_analyse(j->b, j->proven, j->hopeless);
	judge_playouts(j);
	judge_groups(j);
	judge_eye_spaces(j);
	judge_seki(j);
	judge_races(j);
}

/*
 * Judges every stone of g: STATUS_ALIVE, STATUS_DEAD or STATUS_SEKI (empty
 * points read STATUS_ALIVE). Deterministic for a given seed; g is not changed.
 * A chain Benson's algorithm proves alive is never dead.
 */
void
status_judge(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS])
{
	status_judge_unsettled(g, seed, status, NULL);
}

/*
 * status_judge(), and which chains of that judgement are unsettled: no layer
 * proved the chain's verdict (Benson, an eye-space shape, a seki, a race or a
 * reading that ends the same whoever starts; the reading's dead when the
 * attacker starts, as layer 4 judges an open vital point) and the playouts do
 * not back it with a clear score. Typically an open fight that doc/rules.md §6's
 * resumption, Black first, would decide. unsettled (may be NULL) gets 1 on every
 * stone of such a chain, 0 elsewhere. Returns the number of unsettled chains.
 * The same verdicts as status_judge() for the same seed; g is not changed.
 */
int
status_judge_unsettled(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS],
                       uint8_t unsettled[BOARD_MAX_POINTS])
{
	struct judge j;
	const struct board *b = &g->board;
	uint8_t open[BOARD_MAX_POINTS]; /* by chain origin: unsettled */
	int chains = 0;

	judge_before_reading(&j, g, seed);
	judge_reading(&j);
	apply_benson(&j);
	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	if (unsettled)
		memset(unsettled, 0, BOARD_MAX_POINTS);
	memset(open, 0, sizeof(open));
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(b, p)) && board_chain(b, p) == p &&
		    judge_unsettled(&j, p)) {
			open[p] = 1;
			chains++;
		}
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(b, p)))
			continue;
		status[p] = j.verdict[board_chain(b, p)];
		if (unsettled)
			unsettled[p] = open[board_chain(b, p)];
	}
	return chains;
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

/*
 * The line of play the life-and-death reading (layer 7 of status_judge())
 * follows for the group of the chain at stone, the attacker (the other colour)
 * first: up to max moves into line[] (COORD_PASS for a pass), ending when the
 * chain is taken, is safe or both pass. Returns the count, or -1 when layer 7
 * does not read that group (Benson settled it, it is too large, or its area
 * is). For the bench tools: GTP has no command for it. g is not changed.
 */
int
status_reading_line(const struct game *g, uint64_t seed, coord_t stone, coord_t *line, int max)
{
	struct judge j;

	if (!color_is_player(board_at(&g->board, stone)))
		return -1;
	judge_before_reading(&j, g, seed);
	return judge_reading_line(&j, stone, line, max);
}
