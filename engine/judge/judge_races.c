/*
 * judge_races.c -- layer 6 of the judgement (status.c): capturing races the
 * playouts leave unclear. Pairs of adjacent black and white chains short of
 * liberties are read out (race.h) with each side moving first; races sharing a
 * chain form one fight, and a fight still open when play stopped goes to the
 * side doc/rules.md §6 lets move first.
 */
#include "engine/judge/judge.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/judge/race.h"

/* Capturing races read at most in one judgement. */
#define MAX_RACES 32

/* A capturing race between two adjacent chains, read for each first mover. */
struct race_pair {
	coord_t chain[3];               /* by colour: the chain origins */
	enum race_result outcome[3];    /* by colour of the side moving first */
};

/* Whether the chain at origin may take part in a race: not settled by Benson,
 * its eye space or a seki, and short of liberties. */
static bool
race_candidate(const struct judge *j, coord_t origin)
{
	return !j->proven[origin] && !j->hopeless[origin] && !j->by_shape[origin] &&
	       j->verdict[origin] != STATUS_SEKI && board_libs(j->b, origin) <= RACE_MAX_LIBS;
}

/* Whether the playouts leave the chain at origin unclear. */
static bool
unclear(const struct judge *j, coord_t origin)
{
	double score = judge_chain_score(j, origin);

	return score < JUDGE_CLEAR_MARGIN && score > -JUDGE_CLEAR_MARGIN;
}

/* Adds the race between black chain x and white chain y unless listed; returns
 * the new count. Races the search cannot finish are left out. */
static int
add_race(struct judge *j, struct race_pair *races, int n, coord_t x, coord_t y)
{
	for (int i = 0; i < n; i++)
		if (races[i].chain[COLOR_BLACK] == x && races[i].chain[COLOR_WHITE] == y)
			return n;
	if (n == MAX_RACES)
		return n;
	struct race_pair *r = &races[n];
	r->chain[COLOR_BLACK] = x;
	r->chain[COLOR_WHITE] = y;
	r->outcome[COLOR_BLACK] = race_read(j->b, x, y, COLOR_BLACK, &j->race_budget);
	r->outcome[COLOR_WHITE] = race_read(j->b, x, y, COLOR_WHITE, &j->race_budget);
	if (r->outcome[COLOR_BLACK] == RACE_UNKNOWN || r->outcome[COLOR_WHITE] == RACE_UNKNOWN)
		return n;
	return n + 1;
}

/* Lists the races worth reading: adjacent black and white candidate chains,
 * at least one of them unclear in the playouts. */
static int
find_races(struct judge *j, struct race_pair *races)
{
	const struct board *b = j->b;
	int n = 0;

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (board_at(b, p) != COLOR_BLACK || board_chain(b, p) != p ||
		    !race_candidate(j, p))
			continue;
		coord_t s = p;
		do {
			for (int d = 0; d < 4; d++) {
				coord_t nb = s + coord_dirs[d];
				if (board_at(b, nb) != COLOR_WHITE)
					continue;
				coord_t y = board_chain(b, nb);
				if (race_candidate(j, y) && (unclear(j, p) || unclear(j, y)))
					n = add_race(j, races, n, p, y);
			}
			s = board_next_stone(b, s);
		} while (s != p);
	}
	return n;
}

/* Union-find over races: races sharing a chain are one fight. */
static int
fight_of(int *parent, int i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

/* Whether races a and b involve a common chain. */
static bool
races_touch(const struct race_pair *a, const struct race_pair *b)
{
	return a->chain[COLOR_BLACK] == b->chain[COLOR_BLACK] ||
	       a->chain[COLOR_WHITE] == b->chain[COLOR_WHITE];
}

/* Stones at stake in the fight rooted at root (each chain counted per race). */
static int
fight_stake(const struct judge *j, const struct race_pair *races, int n, int *parent, int root)
{
	int stake = 0;

	for (int i = 0; i < n; i++)
		if (fight_of(parent, i) == root)
			stake += board_chain_size(j->b, races[i].chain[COLOR_BLACK]) +
				 board_chain_size(j->b, races[i].chain[COLOR_WHITE]);
	return stake;
}

/* Whether every race of the fight rooted at root ends the same whoever starts. */
static bool
fight_settled(const struct race_pair *races, int n, int *parent, int root)
{
	for (int i = 0; i < n; i++)
		if (fight_of(parent, i) == root &&
		    races[i].outcome[COLOR_BLACK] != races[i].outcome[COLOR_WHITE])
			return false;
	return true;
}

/*
 * Picks who moves first in each fight (first[root]): a fight that ends the same
 * whoever starts needs no choice; the others are the races still open when play
 * stopped. doc/rules.md §6: a dispute resumes play with Black, and each side then
 * takes the largest open fight left (the one with most stones at stake), so
 * Black starts the largest, White the next, and so on.
 */
static void
assign_first_movers(const struct judge *j, const struct race_pair *races, int n, int *parent,
		    enum color first[MAX_RACES])
{
	bool done[MAX_RACES];
	enum color next = COLOR_BLACK;

	for (int i = 0; i < n; i++) {
		first[i] = COLOR_BLACK;
		done[i] = fight_of(parent, i) != i || fight_settled(races, n, parent, i);
	}
	for (;;) {
		int pick = -1, most = -1;
		for (int i = 0; i < n; i++) {
			int stake = done[i] ? -1 : fight_stake(j, races, n, parent, i);
			if (stake > most) {
				most = stake;
				pick = i;
			}
		}
		if (pick < 0)
			return;
		first[pick] = next;
		done[pick] = true;
		next = color_other(next);
	}
}

/*
 * Whether capturing the chain at loser joins the winner to a living chain of
 * its colour: the loser touches one (proven, or judged alive), so the captured
 * stones leave an eye space shared with it. Only then does winning the race
 * make the winner alive; a winner that is still shut in an enemy area keeps
 * the verdict of the other layers.
 */
static bool
joins_living(const struct judge *j, coord_t loser, coord_t winner)
{
	coord_t own[BOARD_MAX_POINTS];
	int n = judge_neighbour_chains(j, loser, board_at(j->b, winner), own);

	for (int i = 0; i < n; i++)
		if (own[i] != winner && (j->proven[own[i]] || j->verdict[own[i]] == STATUS_ALIVE))
			return true;
	return false;
}

/*
 * Capturing races where the playouts are unclear: every pair of adjacent black
 * and white chains short of liberties, one of them at least unclear, is read
 * to the end with each side moving first. A chain its race captures (with the
 * first mover of its fight, see assign_first_movers()) is dead, and its
 * opponent alive when the capture joins it to a living chain (joins_living());
 * a chain captured in one race stays dead whatever another says. The winner
 * of a race its colour won only by moving first is marked (race_won) for
 * layer 7, whose reading may prove it lives. Only unclear chains change: the
 * reading is local (a defence away from the two chains is not seen), so it
 * never overrules a clear playout verdict. Races ending in seki or escape
 * change nothing.
 */
void
judge_races(struct judge *j)
{
	struct race_pair races[MAX_RACES];
	int parent[MAX_RACES];
	enum color first[MAX_RACES];
	uint8_t dead[BOARD_MAX_POINTS], saved[BOARD_MAX_POINTS];
	uint8_t open[BOARD_MAX_POINTS]; /* in a fight whose end depends on who starts */
	int n = find_races(j, races);

	for (int i = 0; i < n; i++) {
		parent[i] = i;
		for (int k = 0; k < i; k++)
			if (races_touch(&races[i], &races[k]))
				parent[fight_of(parent, i)] = fight_of(parent, k);
	}
	assign_first_movers(j, races, n, parent, first);
	memset(dead, 0, sizeof(dead));
	memset(saved, 0, sizeof(saved));
	memset(open, 0, sizeof(open));
	for (int i = 0; i < n; i++) {
		enum race_result r = races[i].outcome[first[fight_of(parent, i)]];
		if (r == RACE_NEITHER)
			continue;
		enum color loser = r == RACE_BLACK_WINS ? COLOR_WHITE : COLOR_BLACK;
		coord_t winner = races[i].chain[color_other(loser)];
		dead[races[i].chain[loser]] = 1;
		if (!fight_settled(races, n, parent, fight_of(parent, i)))
			open[races[i].chain[COLOR_BLACK]] = open[races[i].chain[COLOR_WHITE]] = 1;
		if (joins_living(j, races[i].chain[loser], winner))
			saved[winner] = 1;
		/* Won only because its colour moves first: the reading may show it lives
		 * then (judge_reading.c). */
		if (races[i].outcome[COLOR_BLACK] != races[i].outcome[COLOR_WHITE] &&
		    first[fight_of(parent, i)] == color_other(loser))
			j->race_won[winner] = 1;
	}
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!(dead[p] || saved[p]) || !unclear(j, p))
			continue;
		if (open[p]) /* who resumes first decides it: judged, not proved */
			j->verdict[p] = dead[p] ? STATUS_DEAD : STATUS_ALIVE;
		else
			judge_prove(j, p, dead[p] ? STATUS_DEAD : STATUS_ALIVE);
	}
}
