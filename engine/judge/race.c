/*
 * race.c -- capturing races read to the end. The moves tried are the only ones
 * that matter to two short-of-liberty chains: the liberties of either chain
 * (filling the enemy's, extending or connecting one's own) and the capture of
 * an enemy chain in atari next to either, plus a pass (play elsewhere; after
 * the last dame there are no ko threats, so a pass is also how a ko is lost).
 * A chain that reaches RACE_SAFE_LIBS liberties has escaped: it is no longer
 * attacked. Values are from Black's side: +1 the white chain is captured, -1
 * the black one, 0 neither. A win found for the side to move is a proof even
 * when other lines of the same reading ran out of depth or nodes; a reading
 * that finishes nothing is tried once more with the captures and attacks first.
 */
#include "engine/judge/race.h"

#include <stdbool.h>

#include "engine/rules/board.h"

/* Plies read at most (passes included). */
#define RACE_DEPTH 14

/* Positions visited at most per reading; beyond, the race is unknown. */
#define RACE_NODES 2000

/* A chain with this many liberties can no longer be captured in the race. */
#define RACE_SAFE_LIBS 5

/* Candidate moves at most in one position. */
#define RACE_MAX_MOVES 24

struct race {
	coord_t stone[3];  /* by colour: a stone of the chain in the race */
	int nodes;         /* positions visited */
	int max_nodes;     /* positions this reading may visit */
	bool attack_first; /* the order of the moves tried (candidates()) */
};

/* Adds p to moves[0..n) unless present; returns the new n. */
static int
add_move(coord_t *moves, int n, coord_t p)
{
	if (n < RACE_MAX_MOVES && !coord_listed(moves, n, p))
		moves[n++] = p;
	return n;
}

/* Adds the last liberty of every enemy chain in atari next to the chain at stone. */
static int
add_counter_captures(const struct board *b, coord_t stone, coord_t *moves, int n)
{
	enum color enemy = color_other(board_at(b, stone));
	coord_t s = stone, lib[BOARD_MAX_POINTS];

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) == enemy && board_libs(b, nb) == 1) {
				board_liberties(b, nb, lib);
				n = add_move(moves, n, lib[0]);
			}
		}
		s = board_next_stone(b, s);
	} while (s != stone);
	return n;
}

/* Adds the liberties of the chain at stone. */
static int
add_liberties(const struct board *b, coord_t stone, coord_t *moves, int n)
{
	coord_t lib[BOARD_MAX_POINTS];
	int k = board_liberties(b, stone, lib);

	for (int i = 0; i < k; i++)
		n = add_move(moves, n, lib[i]);
	return n;
}

/* The moves worth trying, for each chain still attackable (short of
 * RACE_SAFE_LIBS), in one of two orders (struct race.attack_first): chain by
 * chain, Black's then White's, each chain's liberties then the
 * counter-captures next to it; or, the same moves, those that take or save a
 * chain in atari next to either race chain first (the mover's captures before
 * its saving moves), then the enemy chain's liberties (attack), then the
 * mover's own (extend). */
static int
candidates(const struct board *b, const struct race *r, enum color to_move,
	   coord_t moves[RACE_MAX_MOVES])
{
	bool open[3] = { false };
	int n = 0;

	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
		open[c] = board_libs(b, r->stone[c]) < RACE_SAFE_LIBS;
	if (!r->attack_first) {
		for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
			if (!open[c])
				continue;
			n = add_liberties(b, r->stone[c], moves, n);
			n = add_counter_captures(b, r->stone[c], moves, n);
		}
		return n;
	}
	enum color own = to_move, enemy = color_other(to_move);
	if (open[own])
		n = add_counter_captures(b, r->stone[own], moves, n);
	if (open[enemy]) {
		n = add_counter_captures(b, r->stone[enemy], moves, n);
		n = add_liberties(b, r->stone[enemy], moves, n);
	}
	if (open[own])
		n = add_liberties(b, r->stone[own], moves, n);
	return n;
}

/*
 * The value of the race (Black's view) with to_move to play; passes counts
 * the passes just made in a row. *proven says whether the value is exact: a
 * move that wins for the mover, proven, settles the position even when other
 * moves ran out of depth or nodes; otherwise every move must be proven.
 */
static int
search(struct race *r, const struct board *b, enum color to_move, int depth, int passes,
       bool *proven)
{
	coord_t moves[RACE_MAX_MOVES];
	int sign = to_move == COLOR_BLACK ? 1 : -1, best = -2;
	bool all_proven = true;

	*proven = true;
	if (board_at(b, r->stone[COLOR_WHITE]) != COLOR_WHITE)
		return 1;
	if (board_at(b, r->stone[COLOR_BLACK]) != COLOR_BLACK)
		return -1;
	if (passes >= 2 || (board_libs(b, r->stone[COLOR_BLACK]) >= RACE_SAFE_LIBS &&
			    board_libs(b, r->stone[COLOR_WHITE]) >= RACE_SAFE_LIBS))
		return 0;
	if (depth == 0 || ++r->nodes > r->max_nodes) {
		*proven = false;
		return 0;
	}
	int n = candidates(b, r, to_move, moves);
	for (int i = 0; i <= n; i++) {
		struct board next = *b;
		bool exact;
		int v;
		if (i < n) {
			if (board_check_move(b, to_move, moves[i]) != MOVE_OK)
				continue;
			board_play(&next, to_move, moves[i]);
			v = sign * search(r, &next, color_other(to_move), depth - 1, 0, &exact);
		} else {
			board_pass(&next); /* last: play elsewhere */
			v = sign * search(r, &next, color_other(to_move), depth - 1, passes + 1,
					  &exact);
		}
		if (v == 1 && exact)
			return sign; /* a proven win for the mover */
		all_proven = all_proven && exact;
		if (v > best)
			best = v;
	}
	*proven = all_proven;
	return sign * best;
}

/* One reading of the race in one order of moves; *budget as race_read(). */
static enum race_result
read_once(const struct board *b, coord_t black, coord_t white, enum color first, int *budget,
	  bool attack_first)
{
	struct race r;
	bool proven;
	int v;

	r.stone[COLOR_EMPTY] = COORD_NONE;
	r.stone[COLOR_BLACK] = black;
	r.stone[COLOR_WHITE] = white;
	r.nodes = 0;
	r.max_nodes = *budget < RACE_NODES ? *budget : RACE_NODES;
	r.attack_first = attack_first;
	v = search(&r, b, first, RACE_DEPTH, 0, &proven);
	*budget -= r.nodes < r.max_nodes ? r.nodes : r.max_nodes;
	if (!proven)
		return RACE_UNKNOWN;
	return v > 0 ? RACE_BLACK_WINS : v < 0 ? RACE_WHITE_WINS : RACE_NEITHER;
}

/*
 * Reads the race between the black chain at black and the white chain at white
 * (any stones of them) with first to move, both sides playing their best, ko
 * by the simple rule and no ko threats. *budget is the number of positions the
 * caller still allows (a reading visits at most RACE_NODES of them, twice at
 * most); it is decreased by those visited. RACE_UNKNOWN when the reading did
 * not finish (too deep or too wide); meant for chains of at most RACE_MAX_LIBS
 * liberties. A reading that does not finish with the moves in the chains'
 * order is tried again with captures and attacks first, which finds a quick
 * win sooner (a proof in either order is the same answer). b is not changed.
 */
enum race_result
race_read(const struct board *b, coord_t black, coord_t white, enum color first, int *budget)
{
	enum race_result result = read_once(b, black, white, first, budget, false);

	if (result == RACE_UNKNOWN && *budget > 0)
		result = read_once(b, black, white, first, budget, true);
	return result;
}
