/*
 * judge_reading.c -- layer 7 of the judgement (status.c): local life-and-death
 * reading. The static layers judge a group by shape, by playouts or by a race
 * between two chains; a few moves of play often show them wrong (nakade with
 * the killer's stones already inside, a capture that only makes one eye,
 * shortage of liberties, a capturer whose eye space dies after the capture).
 * So each group that lives or dies in a small enclosed area is read out: the
 * attacker moves first and the defender answers (can the other side take it
 * if they try), then the defender moves first (does it die whoever starts).
 *
 * Moves: the empty points of the group's area (its liberties and the empty
 * points and small enemy chains they reach, up to READ_AREA_MAX points), the
 * target chain's liberties as they are now, and the liberties of the weak enemy
 * chains next to it (at most READ_INSIDE_LIBS liberties, not proven alive) and
 * of the defender's chains short of liberties next to those (a wall short of
 * liberties takes them first: a false seki); either side may pass, and two
 * passes in a row end the reading with the group standing. Moves are tried best
 * first (captures, the target's liberties, vital points). The rules core plays
 * the moves (captures, suicide, simple ko). No ko threats are left at the end
 * of a game, so whichever side takes a ko first on a line wins it: the other
 * may never take it back there (ko_retake()), as in the races layer (race.h).
 * A ko the defender must win that the attacker can start is no life, and one
 * the defender takes first is its own (a group that lives unless the attacker
 * wins a ko against it, held-out 9x9 seed 1524).
 *
 * The target is captured when its stones leave the board, unless the capturer
 * is left in atari by a capture no larger than itself (a snapback: no proof).
 * It is safe when it joins a safe chain of its colour (Benson-proven, or clear
 * in the playouts with liberties to spare), has two liberties surrounded by
 * its own stones alone, or reaches READ_ESCAPE_LIBS liberties (a heuristic: in
 * a small area only a capture gives that many). A position repeated on the
 * line counts for the defender. Neither side fills an eye of one chain of its
 * own, and the defender never ataris itself without taking or threatening
 * anything.
 *
 * A node where the defender cannot make two eyes any more, as far as its space
 * and the attacker stones that stay in it tell (eye_count_leaf(), in
 * judge_eye_count.c), is a capture: the attacker fills the rest at leisure.
 * The attacker tries first a move after which that is so.
 *
 * When the target's liberties are one empty space of up to six points walled
 * by the target alone (as after it takes the stones inside) and points shared
 * with a wall that cannot lose a race, the shape of that space decides
 * (eye_space_leaf()): one eye dies, a killing shape dies when the attacker
 * moves and lives when the defender does, a two-eye shape away from the corner
 * lives. Playing the nakade out would take more plies than READ_DEPTH.
 *
 * Verdicts: dead whoever starts -> dead; alive when the attacker starts ->
 * alive; dead only when the attacker starts -> dead (as layer 4 judges a
 * killing shape whose vital point is open), unless an enemy group next to it is
 * unsettled too, or was not read and is not safe (an open fight: the races
 * layer and doc/rules.md §6 decide it). A group in such an open fight that the
 * reading proves safe when it moves first, and that took an enemy chain in an
 * open race its colour moved first in (race_won, layer 6), lives: it is the
 * fight's winner (the races layer only saves a winner its capture joins to a
 * living chain). One next to an enemy chain that won such a race is the fight's
 * loser and dies. Captured when the attacker starts but not proven either way
 * when the defender does counts as unsettled (it is that or dead; unsettled is
 * the weaker claim). The smaller enemy chains inside a dead group's area live,
 * unless they also touch a living chain of the dead group's colour (that chain
 * decides their fate). Otherwise proofs only: an attacker-first reading out of
 * nodes or depth changes nothing. A group in seki is read too, and only 'dead
 * whoever starts' ends its seki (a false seki; the enemy chains in seki next to
 * it then live). Last, a chain called dead whose enemy neighbours are all dead,
 * in its own side's area, lives (spare_among_dead()). Benson's proofs still win
 * (apply_benson() in status.c runs last).
 */
#include "engine/judge/judge.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/judge/eyes.h"
#include "engine/judge/judge_eye_count.h"
#include "engine/judge/reading.h"

/* An enemy chain up to this size and liberties is part of the area, not a wall. */
#define READ_INSIDE_SIZE 6
#define READ_INSIDE_LIBS 4

/* A target that reaches this many liberties, and two more than it had, has
 * escaped (in a small enclosed area that takes a capture of the stones around
 * it, and the attacker would need as many moves again to fill them). */
#define READ_ESCAPE_LIBS 6

/* A defender chain next to a weak attacker chain is in reach with this many
 * liberties (candidate_moves()). */
#define READ_SHORT_LIBS 2

/* Positions one reading may visit (all readings of one judgement together:
 * READ_BUDGET in status.c). */
#define READ_NODES 2500

/* Positions the reading of a unit that joined chains of other groups may
 * visit: most such units are open fights no local reading settles, and each
 * would spend its whole budget. Three chains that lose an open race next to
 * them (held-out 9x9 seed 1285 in tests/check_reading.c) take 409 to prove. */
#define READ_UNIT_NODES 500

/* Candidate moves at most in one position. */
#define READ_MAX_MOVES 48

/* An own chain outside the group is safe to join with this many liberties
 * (and a clear playout score). */
#define READ_SAFE_LIBS 3

/* Whether own chain at origin (not in the group) can be relied on to live. */
static bool
safe_chain(struct judge *j, coord_t origin)
{
	if (j->proven[origin])
		return true;
	return !j->hopeless[origin] && j->verdict[origin] == STATUS_ALIVE &&
	       board_libs(j->b, origin) >= READ_SAFE_LIBS &&
	       judge_chain_score(j, origin) >= JUDGE_CLEAR_MARGIN;
}

/* Whether enemy stone p belongs to a chain small and short enough to be inside the area. */
static bool
inside_chain(const struct judge *j, coord_t p)
{
	return !j->proven[board_chain(j->b, p)] && board_chain_size(j->b, p) <= READ_INSIDE_SIZE &&
	       board_libs(j->b, p) <= READ_INSIDE_LIBS;
}

/* Adds the own chain at origin to the unit read; returns false when the unit
 * grows past READ_GROUP_MAX stones. */
static bool
join_unit(struct reading *r, coord_t origin)
{
	if (r->unit[origin])
		return true;
	r->unit[origin] = 1;
	r->unit_stones += board_chain_size(r->j->b, origin);
	return r->unit_stones <= READ_GROUP_MAX;
}

/* Marks the empty points next to the unit chain at origin as the area's and
 * pushes them on stack[*sp]. */
static void
seed_area(struct reading *r, coord_t origin, coord_t *stack, int *sp)
{
	const struct board *b = r->j->b;
	coord_t s = origin;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) == COLOR_EMPTY && !r->zone[nb]) {
				r->zone[nb] = 1;
				stack[(*sp)++] = nb;
			}
		}
		s = board_next_stone(b, s);
	} while (s != origin);
}

/*
 * Floods the area of the group rooted at root from its liberties, through empty
 * points and small enemy chains, into r->zone; marks in r->safe the own chains
 * outside the group it touches that are safe, and adds the others it reaches
 * across an empty point to the unit read (r->unit: several chains that share
 * an eye space live or die together, whether or not layer 3 related them),
 * flooding on from their liberties. Returns false when the area or the unit
 * grows too large, or an unsafe own chain is met only beyond enemy stones.
 */
static bool
build_area(struct reading *r, coord_t root)
{
	struct judge *j = r->j;
	const struct board *b = j->b;
	coord_t stack[BOARD_MAX_POINTS];
	uint8_t beyond[BOARD_MAX_POINTS]; /* unsafe own chains met beyond enemy stones */
	int sp = 0, n = 0;

	memset(beyond, 0, sizeof(beyond));
	r->joined = false;

	r->unit_stones = 0;
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (color_is_player(board_at(b, p)) && board_chain(b, p) == p &&
		    judge_find_root(j, p) == root) {
			if (!join_unit(r, p))
				return false;
			seed_area(r, p, stack, &sp);
		}
	}
	while (sp > 0) {
		coord_t p = stack[--sp];
		if (n == READ_AREA_MAX)
			return false;
		r->zone_list[n++] = p;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			enum color c = board_at(b, nb);
			if (r->zone[nb] || c == COLOR_BORDER)
				continue;
			if (c == r->defender) {
				coord_t chain = board_chain(b, nb);
				if (r->unit[chain] || r->safe[chain])
					continue;
				if (!safe_chain(j, chain)) {
					/* Joined only across an empty point: a chain
					 * only beyond an enemy stone has a life of its
					 * own (checked at the end). */
					if (board_at(b, p) != COLOR_EMPTY) {
						beyond[chain] = 1;
						continue;
					}
					if (j->proven[chain] || !join_unit(r, chain))
						return false;
					r->joined = true;
					seed_area(r, chain, stack, &sp);
					continue;
				}
				coord_t s = chain;
				do {
					r->safe[s] = 1;
					s = board_next_stone(b, s);
				} while (s != chain);
				continue;
			}
			if (c == r->attacker && !inside_chain(j, nb))
				continue;
			r->zone[nb] = 1;
			stack[sp++] = nb;
		}
	}
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (beyond[p] && !r->unit[p])
			return false;
	r->zone_size = n; /* only an area built: judge_reading_line() reads no other */
	return true;
}

/* Adds p to moves[0..n) unless present or full; returns the new n. */
static int
add_move(coord_t *moves, int n, coord_t p)
{
	if (n < READ_MAX_MOVES && !coord_listed(moves, n, p))
		moves[n++] = p;
	return n;
}

/* Adds to moves[0..n) the liberties of the defender's chains next to the weak
 * attacker chain at wall, other than the target, that have at most
 * READ_SHORT_LIBS liberties: the attacker takes them to give its wall the
 * liberties a kill needs (a wall short of liberties is how a false seki looks),
 * the defender saves them or fills the wall's liberties. Returns the new n. */
static int
short_neighbours(const struct reading *r, const struct board *b, coord_t wall, coord_t *moves,
                 int n)
{
	coord_t target = board_chain(b, r->target), their[BOARD_MAX_POINTS];
	coord_t s = wall;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) != r->defender || board_chain(b, nb) == target ||
			    board_libs(b, nb) > READ_SHORT_LIBS)
				continue;
			int m = board_liberties(b, nb, their);
			for (int i = 0; i < m; i++)
				n = add_move(moves, n, their[i]);
		}
		s = board_next_stone(b, s);
	} while (s != wall);
	return n;
}

/* The candidate moves in b: the target's liberties libs[0..k) first, then the
 * liberties of the weak enemy chains next to it (not proven, few liberties: it
 * may win a race against them), then the empty points of the area. */
static int
candidate_moves(const struct reading *r, const struct board *b, const coord_t *libs, int k,
                coord_t *moves)
{
	coord_t weak[8], their[BOARD_MAX_POINTS];
	int n = 0, n_weak = 0;
	coord_t s = r->target;

	for (int i = 0; i < k; i++)
		n = add_move(moves, n, libs[i]);
	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) != r->attacker || r->j->proven[nb] ||
			    board_libs(b, nb) > READ_INSIDE_LIBS)
				continue;
			coord_t chain = board_chain(b, nb);
			bool seen = false;
			for (int i = 0; i < n_weak && !seen; i++)
				seen = weak[i] == chain;
			if (seen || n_weak == 8)
				continue;
			weak[n_weak++] = chain;
			int m = board_liberties(b, chain, their);
			for (int i = 0; i < m; i++)
				n = add_move(moves, n, their[i]);
		}
		s = board_next_stone(b, s);
	} while (s != r->target);
	for (int i = 0; i < n_weak; i++)
		n = short_neighbours(r, b, weak[i], moves, n);
	for (int i = 0; i < r->zone_size; i++)
		if (board_at(b, r->zone_list[i]) == COLOR_EMPTY)
			n = add_move(moves, n, r->zone_list[i]);
	return n;
}

/* Whether the target chain, with liberties libs[0..k), has two of them each
 * surrounded by its own stones alone: neither can be filled, so it can never
 * be captured. */
static bool
two_eyes(const struct reading *r, const struct board *b, const coord_t *libs, int k)
{
	coord_t chain = board_chain(b, r->target);
	int eyes = 0;

	for (int i = 0; i < k && eyes < 2; i++) {
		bool eye = true;
		for (int d = 0; d < 4 && eye; d++) {
			coord_t nb = libs[i] + coord_dirs[d];
			eye = board_at(b, nb) == COLOR_BORDER ||
			      (board_at(b, nb) == r->defender && board_chain(b, nb) == chain);
		}
		eyes += eye;
	}
	return eyes == 2;
}

/* Whether the target chain has joined a safe own chain. */
static bool
escaped(const struct reading *r, const struct board *b)
{
	coord_t s = r->target;

	do {
		for (int d = 0; d < 4; d++)
			if (r->safe[s + coord_dirs[d]] &&
			    board_at(b, s + coord_dirs[d]) == r->defender &&
			    board_chain(b, s + coord_dirs[d]) == board_chain(b, r->target))
				return true;
		s = board_next_stone(b, s);
	} while (s != r->target);
	return false;
}

/* The liberties an eye space of 0 to 6 points is worth to its owner in a
 * capturing race against the chains around it (the big-eye count). */
static const int eye_space_libs[EYES_MAX + 1] = {0, 1, 2, 3, 5, 8, 12};

/* Liberties of the target eye_space_leaf() looks at, at most. */
#define READ_LEAF_LIBS 10

/* Whether point p is next to a stone of color. */
static bool
next_to(const struct board *b, coord_t p, enum color color)
{
	for (int d = 0; d < 4; d++)
		if (board_at(b, p + coord_dirs[d]) == color)
			return true;
	return false;
}

/* Whether the attacker chain at stone is an open wall: one the earlier layers
 * hold safe (safe_chain()) with a liberty outside the area that no defender
 * stone touches. Such a liberty is on the attacker's own ground (or an eye):
 * the target cannot fill it, and the wall gains liberties there faster than
 * anyone could take them, so it does not lose a race to a target shut in the
 * area, however few liberties it has now. */
static bool
wall_open(const struct reading *r, const struct board *b, coord_t stone)
{
	coord_t libs[BOARD_MAX_POINTS];
	bool open = false;
	int n = board_liberties(b, stone, libs);

	for (int i = 0; i < n && !open; i++)
		open = !r->zone[libs[i]] && !next_to(b, libs[i], r->defender);
	if (!open)
		return false;
	coord_t s = stone;
	do {
		if (board_at(r->j->b, s) == board_at(b, s) && safe_chain(r->j, board_chain(r->j->b, s)))
			return true;
		s = board_next_stone(b, s);
	} while (s != stone);
	return false;
}

/* Whether the attacker chain at stone could win a race against a target
 * worth libs liberties: no more than that, not proven alive by Benson, and no
 * open wall (on a real board a wall often has a few liberties facing its own
 * territory, where a filled board's is one large chain: issue 27's dead
 * capturer of a corner was kept alive for that). */
static bool
wall_short(const struct reading *r, const struct board *b, coord_t stone, int libs)
{
	return board_libs(b, stone) <= libs && !reading_holds_proven_stone(r, b, stone) &&
	       !wall_open(r, b, stone);
}

/* Whether liberty p of the target chain is shared with the attacker: next to
 * an attacker stone, and to no empty point or other defender chain (it can
 * never be an eye, and leads nowhere). */
static bool
shared_liberty(const struct reading *r, const struct board *b, coord_t chain, coord_t p)
{
	bool attacker = false;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		enum color c = board_at(b, nb);
		if (c == r->attacker)
			attacker = true;
		else if (c == COLOR_EMPTY || (c == r->defender && board_chain(b, nb) != chain))
			return false;
	}
	return attacker;
}

/*
 * The verdict of the target's eye space when its liberties libs[0..k) are one
 * empty region of at most EYES_MAX points walled by the target alone (as
 * after it captured the stones inside) and liberties shared with the attacker's
 * wall: one eye, captured; a killing shape, captured when the attacker moves
 * (it takes the vital point and fills the shared liberties at leisure),
 * defended when the defender does; a two-eye shape, defended (away from the
 * corner). Anything else is left to the reading (READ_UNKNOWN): a ko inside,
 * a two-eye shape in the corner, or an attacker chain around
 * that could win a race against the target (wall_short(): not proven alive by
 * Benson, no open wall, and no more liberties than the space is worth plus the
 * shared ones). The reading could not play the nakade out: a cross five the
 * capturer faces takes some thirty plies, past READ_DEPTH.
 */
static enum read_result
eye_space_leaf(const struct reading *r, const struct board *b, enum color to_move,
               const coord_t *libs, int k)
{
	coord_t region[EYES_MAX], chain = board_chain(b, r->target), start = COORD_NONE;
	coord_t vital;
	bool shared[READ_LEAF_LIBS];
	int n = 0, outside = 0;

	if (k > READ_LEAF_LIBS)
		return READ_UNKNOWN;
	for (int i = 0; i < k; i++) {
		shared[i] = shared_liberty(r, b, chain, libs[i]);
		outside += shared[i];
		if (!shared[i] && start == COORD_NONE)
			start = libs[i];
	}
	if (start == COORD_NONE)
		return READ_UNKNOWN;
	region[n++] = start;
	for (int i = 0; i < n; i++) {
		for (int d = 0; d < 4; d++) {
			coord_t nb = region[i] + coord_dirs[d];
			enum color c = board_at(b, nb);
			if (c == COLOR_BORDER || (c == r->defender && board_chain(b, nb) == chain) ||
			    (c == COLOR_EMPTY && coord_listed(region, n, nb)))
				continue;
			if (c != COLOR_EMPTY || n == EYES_MAX)
				return READ_UNKNOWN;
			region[n++] = nb;
		}
	}
	if (coord_listed(region, n, b->ko_point))
		return READ_UNKNOWN;
	int worth = eye_space_libs[n] + outside;
	for (int i = 0; i < k; i++) {
		if (!shared[i] && !coord_listed(region, n, libs[i]))
			return READ_UNKNOWN;
		for (int d = 0; d < 4 && shared[i]; d++) {
			coord_t nb = libs[i] + coord_dirs[d];
			if (board_at(b, nb) == r->attacker && wall_short(r, b, nb, worth))
				return READ_UNKNOWN;
		}
	}
	coord_t s = chain;
	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (board_at(b, nb) == r->attacker && wall_short(r, b, nb, worth))
				return READ_UNKNOWN;
		}
		s = board_next_stone(b, s);
	} while (s != chain);
	switch (eyes_classify(region, n, &vital)) {
	case EYE_SHAPE_ONE:
		return READ_CAPTURED;
	case EYE_SHAPE_NAKADE:
		return to_move == r->attacker ? READ_CAPTURED : READ_DEFENDED;
	case EYE_SHAPE_TWO:
		/* Two eyes: the defender answers any stone inside. Left to the
		 * reading in the corner, where the bent four and the rectangular six
		 * end in a ko. (The eye count would take the space for spoiled by
		 * one attacker stone the defender can take: issue 27, a capture of
		 * six that lives.) */
		return eyes_in_corner(region, n, b->size) ? READ_UNKNOWN : READ_DEFENDED;
	default:
		return READ_UNKNOWN;
	}
}

/* Moves the capturing moves of color among moves[0..n) to the front; returns
 * how many there are. */
static int
captures_first(const struct board *b, enum color color, coord_t *moves, int n)
{
	int k = 0;

	for (int i = 0; i < n; i++) {
		bool takes = false;
		for (int d = 0; d < 4 && !takes; d++) {
			coord_t nb = moves[i] + coord_dirs[d];
			takes = board_at(b, nb) == color_other(color) && board_libs(b, nb) == 1;
		}
		if (takes) {
			coord_t m = moves[i];
			moves[i] = moves[k];
			moves[k++] = m;
		}
	}
	return k;
}

/* How promising the move at is for color, to read the best first: taking
 * stones, then (the attacker) filling the target's liberties, then points with
 * many empty neighbours (the vital points of an eye space); a self-atari that
 * takes nothing last. */
static int
move_promise(const struct reading *r, const struct board *b, enum color color, coord_t at)
{
	coord_t target = board_chain(b, r->target);
	int score = 0, empty = 0;
	bool own_libs = false;

	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = board_at(b, nb);
		if (c == COLOR_EMPTY)
			empty++;
		else if (c == color_other(color) && board_libs(b, nb) == 1)
			score += 100;
		else if (c == color && board_libs(b, nb) > 2)
			own_libs = true;
		if (color == r->attacker && c == r->defender && board_chain(b, nb) == target)
			score += 10;
	}
	score += 4 * empty;
	if (empty <= 1 && !own_libs && score < 100)
		score -= 50;
	return score;
}

/* Sorts moves[0..n) by move_promise(), best first (stable). */
static void
order_moves(const struct reading *r, const struct board *b, enum color color, coord_t *moves,
            int n)
{
	int promise[READ_MAX_MOVES + 1];

	for (int i = 0; i < n; i++) {
		int p = move_promise(r, b, color, moves[i]);
		coord_t m = moves[i];
		int k = i;
		for (; k > 0 && promise[k - 1] < p; k--) {
			promise[k] = promise[k - 1];
			moves[k] = moves[k - 1];
		}
		promise[k] = p;
		moves[k] = m;
	}
}

/* The moves to_move tries in b, in order, into moves[] (room for
 * READ_MAX_MOVES + 1); returns how many. The target has liberties libs[0..k).
 * The defender tries captures first, then passing (an end position rarely
 * needs a move); the attacker passes last. */
static int
node_moves(const struct reading *r, const struct board *b, enum color to_move,
           const coord_t *libs, int k, coord_t *moves)
{
	int n = candidate_moves(r, b, libs, k, moves);

	order_moves(r, b, to_move, moves, n);
	if (to_move == r->attacker) {
		eye_count_kills_first(r, b, moves, n);
		moves[n++] = COORD_PASS;
	} else {
		int first = captures_first(b, to_move, moves, n);
		memmove(moves + first + 1, moves + first, (size_t)(n - first) * sizeof(moves[0]));
		moves[first] = COORD_PASS;
		n++;
	}
	return n;
}

static enum read_result read_node(struct reading *r, const struct board *b, enum color to_move,
                                  bool passed, int depth);

/* The key of a position in the transposition table: stones, ko, side, pass. */
static uint64_t
node_key(const struct board *b, enum color to_move, bool passed)
{
	uint64_t key = b->hash ^ (to_move == COLOR_BLACK ? 0x9e3779b97f4a7c15ULL : 0);

	if (b->ko_point != COORD_NONE)
		key ^= board_zobrist((enum color)b->ko_banned, b->ko_point) * 31;
	return passed ? ~key : key;
}

/* node_key() with the kos taken on the line to ply depth: the same stones
 * with a ko point barred for good read differently. */
static uint64_t
line_key(const struct reading *r, const struct board *b, enum color to_move, bool passed,
         int depth)
{
	uint64_t key = node_key(b, to_move, passed);

	for (int i = 0; i < depth; i++)
		if (r->ko[i].taken != COORD_NONE)
			key ^= board_zobrist(color_other(r->ko[i].taker), r->ko[i].taken) * 131;
	return key;
}

/* Whether color, playing at and taking the stone at taken by ko, takes back a
 * ko the other side took first on the line to ply depth. */
static bool
ko_retake(const struct reading *r, int depth, enum color color, coord_t at, coord_t taken)
{
	for (int i = 0; i < depth; i++)
		if (r->ko[i].taken == at && r->ko[i].taker_at == taken &&
		    r->ko[i].taker == color_other(color))
			return true;
	return false;
}

/* Whether the move at (played on before, giving after) puts the mover's chain
 * in atari without taking a stone or putting an enemy chain in atari: such a
 * move never helps the defender (one that ataris fills a liberty in a race). */
static bool
useless_self_atari(const struct board *before, const struct board *after, enum color enemy,
                   coord_t at)
{
	if (board_libs(after, at) != 1 || after->stones[enemy] != before->stones[enemy])
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(after, nb) == enemy && board_libs(after, nb) == 1)
			return false;
	}
	return true;
}

/* Whether color playing at fills an eye of one chain of its own: it never
 * helps. (A point walled by two chains joins them: a wall short of liberties
 * may need that, as a killer joins a stone inside to its wall.) */
static bool
fills_own_eye(const struct board *b, enum color color, coord_t at)
{
	coord_t chain = COORD_NONE;

	if (!board_walled_by(b, color, at))
		return false;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (board_at(b, nb) != color)
			continue;
		if (chain != COORD_NONE && board_chain(b, nb) != chain)
			return false;
		chain = board_chain(b, nb);
	}
	return true;
}

/* Reads the position after to_move plays at (COORD_PASS for a pass), the
 * move at ply depth of the line. Returns READ_UNKNOWN for a move that may not
 * be played (illegal, or taking back a ko the other side took first). */
static enum read_result
try_move(struct reading *r, const struct board *b, enum color to_move, coord_t at, bool passed,
         int depth, bool *played)
{
	struct board next = *b;

	*played = false;
	r->ko[depth].taken = COORD_NONE;
	if (at == COORD_PASS) {
		if (passed)
			return READ_DEFENDED; /* two passes: the group stands */
		board_pass(&next);
	} else {
		if (board_check_move(b, to_move, at) != MOVE_OK)
			return READ_UNKNOWN;
		if (fills_own_eye(b, to_move, at))
			return READ_UNKNOWN;
		int taken = board_play(&next, to_move, at);
		if (to_move == r->defender && useless_self_atari(b, &next, r->attacker, at))
			return READ_UNKNOWN;
		if (next.ko_point != COORD_NONE) {
			if (ko_retake(r, depth, to_move, at, next.ko_point))
				return READ_UNKNOWN;
			r->ko[depth] = (struct ko_taken){at, next.ko_point, to_move};
		}
		/* A capture that leaves the capturer in atari, not by ko, and no
		 * smaller than what it took, is answered by taking the capturer back
		 * (a snapback, or a dead chain taking a stone next to it): no proof
		 * either way. */
		if (board_at(&next, r->target) != r->defender && board_libs(&next, at) == 1 &&
		    next.ko_point == COORD_NONE && board_chain_size(&next, at) >= taken) {
			*played = true;
			return READ_UNKNOWN;
		}
	}
	*played = true;
	return read_node(r, &next, color_other(to_move), at == COORD_PASS, depth + 1);
}

/*
 * The value of position b with to_move to play: READ_CAPTURED when the attacker
 * captures the target whatever the defender does, READ_DEFENDED when the
 * defender keeps it whatever the attacker does, READ_UNKNOWN when the reading
 * ran out of nodes or depth on the way.
 */
static enum read_result
read_node(struct reading *r, const struct board *b, enum color to_move, bool passed, int depth)
{
	coord_t libs[BOARD_MAX_POINTS];

	if (board_at(b, r->target) != r->defender)
		return READ_CAPTURED;
	int k = board_liberties(b, r->target, libs);
	enum read_result shape = eye_space_leaf(r, b, to_move, libs, k);
	if (shape != READ_UNKNOWN)
		return shape;
	if (eye_count_leaf(r, b) == READ_CAPTURED)
		return READ_CAPTURED;
	if (k >= r->escape_libs || escaped(r, b))
		return READ_DEFENDED;
	if (two_eyes(r, b, libs, k))
		return READ_DEFENDED;
	if (depth >= READ_DEPTH || r->nodes >= (r->joined ? READ_UNIT_NODES : READ_NODES) ||
	    r->j->read_budget <= 0)
		return READ_UNKNOWN;
	r->nodes++;
	r->j->read_budget--;

	uint64_t key = line_key(r, b, to_move, passed, depth);
	struct tt_entry *e = &r->tt[key & (READ_TT_SIZE - 1)];
	if (e->result && e->key == key)
		return (enum read_result)(e->result - 1);
	/* A position repeated on this line: the attacker made no progress. */
	for (int i = depth - 2; i >= 0; i -= 2)
		if (r->path[i] == key)
			return READ_DEFENDED;
	r->path[depth] = key;

	coord_t moves[READ_MAX_MOVES + 1];
	int n = node_moves(r, b, to_move, libs, k, moves);
	bool attacking = to_move == r->attacker;
	enum read_result goal = attacking ? READ_CAPTURED : READ_DEFENDED;
	enum read_result best = attacking ? READ_DEFENDED : READ_CAPTURED;

	for (int i = 0; i < n && best != goal; i++) {
		bool played;
		enum read_result v = try_move(r, b, to_move, moves[i], passed, depth, &played);
		if (!played && v == READ_UNKNOWN)
			continue;
		if (v == goal)
			best = goal;
		else if (v == READ_UNKNOWN)
			best = READ_UNKNOWN;
	}
	if (best != READ_UNKNOWN) {
		e->key = key;
		e->result = (uint8_t)(best + 1);
	}
	return best;
}

/* Reads the group from the root position with `first` to move. */
static enum read_result
read_from(struct reading *r, enum color first)
{
	memset(r->tt, 0, sizeof(r->tt));
	r->nodes = 0;
	return read_node(r, r->j->b, first, false, 0);
}

/* The state of one group after its reading. */
enum group_reading {
	GROUP_UNREAD,    /* not read, or nothing proven */
	GROUP_ALIVE,     /* the attacker moving first cannot capture it */
	GROUP_DEAD,      /* captured whoever moves first */
	GROUP_UNSETTLED, /* captured when the attacker moves first, safe when it does */
};

/* Reads the group rooted at root, when it lives or dies in a small area: the
 * unit of chains its area joins, with the unit's largest chain as the target
 * (the small chains of a small area do not live without it). */
static enum group_reading
read_group(struct judge *j, coord_t root, struct reading *r)
{
	const struct board *b = j->b;
	coord_t target = COORD_NONE;

	memset(r->zone, 0, sizeof(r->zone));
	memset(r->safe, 0, sizeof(r->safe));
	memset(r->unit, 0, sizeof(r->unit));
	r->j = j;
	r->defender = board_at(b, root);
	r->attacker = color_other(r->defender);
	r->zone_size = 0;
	r->space_size = 0; /* no leaf before eye_count_mark_space() */
	r->nodes = 0;
	r->defended_first = false;
	if (!build_area(r, root))
		return GROUP_UNREAD;
	eye_count_mark_space(r);
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (r->unit[p] &&
		    (target == COORD_NONE || board_chain_size(b, p) > board_chain_size(b, target)))
			target = p;
	r->target = target;
	r->escape_libs = board_libs(b, target) + 2;
	if (r->escape_libs < READ_ESCAPE_LIBS)
		r->escape_libs = READ_ESCAPE_LIBS;
	enum read_result attacked = read_from(r, r->attacker);
	if (attacked == READ_DEFENDED)
		return GROUP_ALIVE;
	if (attacked != READ_CAPTURED)
		return GROUP_UNREAD;
	enum read_result defended = read_from(r, r->defender);
	r->defended_first = defended == READ_DEFENDED;
	/* Not proven when the defender starts: dead or unsettled, and unsettled
	 * is the weaker claim (an open fight next to it still wins). */
	return defended == READ_CAPTURED ? GROUP_DEAD : GROUP_UNSETTLED;
}

/* Whether the group rooted at root may be read: a player's group that Benson
 * did not settle, of at most READ_GROUP_MAX stones (every position read walks
 * the target chain: a big group costs more per node, and one that large lives
 * or dies by its territory, not a local shape). A group in seki is read too,
 * but only a proof that it dies whoever starts changes its verdict. */
static bool
readable(struct judge *j, coord_t root)
{
	int stones = 0;

	if (j->proven[root] || j->hopeless[root])
		return false;
	for (coord_t p = 0; p < BOARD_MAX_POINTS && stones <= READ_GROUP_MAX; p++)
		stones += judge_in_group(j, p, root);
	return stones <= READ_GROUP_MAX;
}

/* Whether an enemy group next to the group rooted at root, or inside its area,
 * may be in a fight with it: read unsettled too, or not read at all and not
 * proven alive by Benson. Then the group's unsettled state proves nothing (the
 * races layer and doc/rules.md §6 decide an open fight). */
static bool
open_fight(struct judge *j, coord_t root, const uint8_t *zone, const uint8_t *state)
{
	const struct board *b = j->b;
	enum color enemy = color_other(board_at(b, root));

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (board_at(b, p) != enemy)
			continue;
		bool near = zone[p];
		for (int d = 0; d < 4 && !near; d++)
			near = judge_in_group(j, p + coord_dirs[d], root);
		coord_t chain = board_chain(b, p);
		uint8_t s = state[judge_find_root(j, chain)];
		if (near && (s == GROUP_UNSETTLED || (s == GROUP_UNREAD && !safe_chain(j, chain))))
			return true;
	}
	return false;
}

/* What one reading found, kept until every group has been read. */
struct group_found {
	coord_t root;
	coord_t zone[READ_AREA_MAX];
	int zone_size;
	int target_size;
	coord_t unit[READ_GROUP_MAX]; /* origins of the unit's chains */
	int unit_size;
	bool defended_first;          /* proven safe when the defender moves first */
};

/* Whether a chain of f's unit took an enemy chain in an open race that its
 * colour moved first in (layer 6, doc/rules.md §6): with the reading's proof
 * that the unit lives when it moves first, it is the open fight's winner. */
static bool
won_open_race(const struct judge *j, const struct group_found *f)
{
	for (int k = 0; k < f->unit_size; k++)
		if (j->race_won[f->unit[k]])
			return true;
	return false;
}

/* Whether an enemy chain next to f's unit took a chain in an open race that its
 * colour moved first in (layer 6, doc/rules.md §6): the fight's winner is the
 * enemy, and the unit, captured when the enemy moves first, is the loser. */
static bool
lost_open_race(const struct judge *j, const struct group_found *f)
{
	coord_t enemies[BOARD_MAX_POINTS];

	for (int k = 0; k < f->unit_size; k++) {
		enum color enemy = color_other(board_at(j->b, f->unit[k]));
		int n = judge_neighbour_chains(j, f->unit[k], enemy, enemies);
		for (int i = 0; i < n; i++)
			if (j->race_won[enemies[i]])
				return true;
	}
	return false;
}

/* Whether the chain at origin touches a chain of the other colour that is
 * neither in f's unit nor dead (proven by Benson, or judged alive or in seki). */
static bool
touches_living(const struct judge *j, const struct group_found *f, coord_t origin)
{
	coord_t others[BOARD_MAX_POINTS];
	int n = judge_neighbour_chains(j, origin, color_other(board_at(j->b, origin)), others);

	for (int i = 0; i < n; i++)
		if (!coord_listed(f->unit, f->unit_size, others[i]) &&
		    (j->proven[others[i]] || j->verdict[others[i]] != STATUS_DEAD))
			return true;
	return false;
}

/* Applies the reading of one unit (state, its chains unit[] by origin): dead
 * chains, and the enemy chains that live because it died in spared[] (2 when
 * proved, else 1). proved: the verdict is the reading's proof (alive, dead
 * whoever starts, or dead when the attacker starts, as layer 4 judges an open
 * vital point), not an open fight's decision (doc/rules.md §6: resumed play
 * decides that). */
static void
apply_reading(struct judge *j, const struct group_found *f, uint8_t state, bool proved,
              uint8_t *spared)
{
	const struct board *b = j->b;
	uint8_t spare = proved ? 2 : 1;

	if (state == GROUP_ALIVE) {
		judge_prove_group(j, f->root, STATUS_ALIVE);
		return;
	}
	for (int i = 0; i < f->unit_size; i++) {
		coord_t p = f->unit[i], enemies[BOARD_MAX_POINTS];
		if (proved)
			judge_prove(j, p, STATUS_DEAD);
		else
			j->verdict[p] = STATUS_DEAD;
		/* Its enemy neighbours in seki were in seki with it: no longer. */
		int n = judge_neighbour_chains(j, p, color_other(board_at(b, p)), enemies);
		for (int e = 0; e < n; e++)
			if (j->verdict[enemies[e]] == STATUS_SEKI && spared[enemies[e]] < spare)
				spared[enemies[e]] = spare;
	}
	/* The smaller enemy chains inside a dead group's area live, even when the
	 * dead group could capture them: the capture does not save it, and the
	 * area ends up theirs. (A larger one inside is a capturer that dies too,
	 * as the wall around a dead corner can.) Not one that also touches a
	 * living chain of the dead group's colour: the area reached it, but that
	 * chain decides its fate, not the dead group. */
	for (int k = 0; k < f->zone_size; k++) {
		coord_t q = f->zone[k];
		if (color_is_player(board_at(b, q)) && board_chain_size(b, q) < f->target_size &&
		    !touches_living(j, f, board_chain(b, q)) && spared[board_chain(b, q)] < spare)
			spared[board_chain(b, q)] = spare;
	}
}

/* Whether every enemy chain next to the chain at origin is dead (and there is
 * at least one). */
static bool
among_dead(const struct judge *j, coord_t origin)
{
	coord_t enemies[BOARD_MAX_POINTS];
	int n = judge_neighbour_chains(j, origin, color_other(board_at(j->b, origin)), enemies);

	for (int i = 0; i < n; i++)
		if (j->verdict[enemies[i]] != STATUS_DEAD)
			return false;
	return n > 0;
}

/* Whether the chain at origin stands in its own side's area: the region it
 * reaches through empty points and dead stones (of either colour) touches no
 * enemy stone left on the board. */
static bool
in_own_area(const struct judge *j, coord_t origin)
{
	const struct board *b = j->b;
	enum color enemy = color_other(board_at(b, origin));
	uint8_t seen[BOARD_MAX_POINTS];
	coord_t stack[BOARD_MAX_POINTS];
	int sp = 0;

	memset(seen, 0, sizeof(seen));
	seen[origin] = 1;
	stack[sp++] = origin;
	while (sp > 0) {
		coord_t p = stack[--sp];
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			enum color c = board_at(b, nb);
			if (seen[nb] || c == COLOR_BORDER)
				continue;
			bool dead = color_is_player(c) && j->verdict[board_chain(b, nb)] == STATUS_DEAD;
			if (c == enemy && !dead)
				return false;
			if (c != COLOR_EMPTY && !dead && board_chain(b, nb) != origin)
				continue; /* an own stone left on the board: the region's wall */
			seen[nb] = 1;
			stack[sp++] = nb;
		}
	}
	return true;
}

/* A chain called dead whose enemy neighbours are all dead, standing in its own
 * side's area, lives: the stones that could take it are removed themselves, so
 * taking it saves nothing (the races layer reads a lone stone in atari from dead
 * stones as a race it loses). The dead stones next to
 * it fail the area test: their region reaches it. */
static void
spare_among_dead(struct judge *j)
{
	uint8_t spare[BOARD_MAX_POINTS];

	memset(spare, 0, sizeof(spare));
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (color_is_player(board_at(j->b, p)) && board_chain(j->b, p) == p &&
		    j->verdict[p] == STATUS_DEAD && !j->hopeless[p] && among_dead(j, p) &&
		    in_own_area(j, p))
			spare[p] = 1;
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
		if (spare[p])
			j->verdict[p] = STATUS_ALIVE;
}

/* Layer 7 over every readable group (see the comment at the top). Each unit
 * of chains is read once, from the first of its groups met. */
void
judge_reading(struct judge *j)
{
	struct reading r;
	const struct board *b = j->b;
	uint8_t state[BOARD_MAX_POINTS], spared[BOARD_MAX_POINTS], done[BOARD_MAX_POINTS];
	struct group_found found[BOARD_MAX_POINTS / 2];
	int n = 0;

	memset(state, GROUP_UNREAD, sizeof(state));
	memset(spared, 0, sizeof(spared));
	memset(done, 0, sizeof(done));
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p ||
		    judge_find_root(j, p) != p || done[p] || !readable(j, p))
			continue;
		uint8_t s = (uint8_t)read_group(j, p, &r);
		bool seki = j->verdict[p] == STATUS_SEKI;
		/* Read from another of its groups, the unit would give the same. */
		for (coord_t q = 0; q < BOARD_MAX_POINTS; q++)
			if (r.unit[q])
				done[judge_find_root(j, q)] = 1;
		if (s == GROUP_UNREAD || (seki && s != GROUP_DEAD) || n == BOARD_MAX_POINTS / 2)
			continue;
		found[n].unit_size = 0;
		for (coord_t q = 0; q < BOARD_MAX_POINTS; q++)
			if (r.unit[q])
				found[n].unit[found[n].unit_size++] = q;
		state[p] = s;
		found[n].root = p;
		memcpy(found[n].zone, r.zone_list, (size_t)r.zone_size * sizeof(coord_t));
		found[n].zone_size = r.zone_size;
		found[n].target_size = board_chain_size(b, r.target);
		found[n].defended_first = r.defended_first;
		n++;
	}
	for (int i = 0; i < n; i++) {
		uint8_t zone[BOARD_MAX_POINTS];
		memset(zone, 0, sizeof(zone));
		for (int k = 0; k < found[i].zone_size; k++)
			zone[found[i].zone[k]] = 1;
		bool fight = state[found[i].root] == GROUP_UNSETTLED &&
		             open_fight(j, found[i].root, zone, state);
		if (fight) {
			if (found[i].defended_first && won_open_race(j, &found[i])) {
				for (int k = 0; k < found[i].unit_size; k++)
					j->verdict[found[i].unit[k]] = STATUS_ALIVE;
				continue;
			}
			if (!lost_open_race(j, &found[i]))
				continue;
		}
		apply_reading(j, &found[i], state[found[i].root], !fight, spared);
	}
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (spared[p] == 2)
			judge_prove(j, p, STATUS_ALIVE);
		else if (spared[p])
			j->verdict[p] = STATUS_ALIVE;
	}
	spare_among_dead(j);
}

/* The first of moves[0..m) with which to_move reaches goal from b within the
 * fewest plies (the quickest capture or escape: a winning move that only
 * postpones would make the line go round), else the first legal one; COORD_NONE
 * when none is legal. keys[0..n) are the positions of the line so far. */
static coord_t
quickest_move(struct reading *r, const struct board *b, enum color to_move, bool passed,
              const coord_t *moves, int m, const uint64_t *keys, int n, enum read_result goal)
{
	coord_t first_legal = COORD_NONE;

	for (int plies = 1; plies <= READ_DEPTH; plies++) {
		int base = READ_DEPTH - plies;
		memset(r->path, 0, sizeof(r->path));
		for (int i = 0; i <= READ_DEPTH; i++)
			r->ko[i].taken = COORD_NONE; /* the line's own kos are not known here */
		for (int back = 0; back <= n - 1 && back <= base; back += 2)
			r->path[base - back] = keys[n - 1 - back];
		for (int i = 0; i < m; i++) {
			bool played;
			memset(r->tt, 0, sizeof(r->tt));
			r->nodes = 0;
			r->j->read_budget = READ_NODES;
			enum read_result v = try_move(r, b, to_move, moves[i], passed, base, &played);
			if (!played && v == READ_UNKNOWN)
				continue;
			if (first_legal == COORD_NONE)
				first_legal = moves[i];
			if (v == goal)
				return moves[i];
		}
	}
	return first_legal;
}

/*
 * Follows the attacker-first reading from the judged position: at each
 * position the move that reaches its side's goal (the attacker's capture, the
 * defender's escape) in the fewest plies, else the first legal one, until the
 * target is taken, is safe, both sides pass, a position repeats or max moves
 * are written to line[]. Returns how many. For the bench tools: each step
 * reads afresh, READ_NODES positions a try.
 */
static int
principal_line(struct reading *r, coord_t *line, int max)
{
	struct board b = *r->j->b;
	enum color to_move = r->attacker;
	uint64_t keys[READ_DEPTH + 1];
	bool passed = false;
	int n = 0;

	while (n < max && n < READ_DEPTH && board_at(&b, r->target) == r->defender &&
	       board_libs(&b, r->target) < r->escape_libs && !escaped(r, &b)) {
		coord_t libs[BOARD_MAX_POINTS], moves[READ_MAX_MOVES + 1];
		int k = board_liberties(&b, r->target, libs);
		if (two_eyes(r, &b, libs, k))
			break;
		keys[n] = node_key(&b, to_move, passed);
		bool repeated = false;
		for (int i = n - 2; i >= 0 && !repeated; i -= 2)
			repeated = keys[i] == keys[n];
		if (repeated)
			break;
		int m = node_moves(r, &b, to_move, libs, k, moves);
		enum read_result goal = to_move == r->attacker ? READ_CAPTURED : READ_DEFENDED;
		coord_t chosen = quickest_move(r, &b, to_move, passed, moves, m, keys, n + 1, goal);
		if (chosen == COORD_NONE)
			break;
		line[n++] = chosen;
		if (chosen == COORD_PASS) {
			if (passed)
				break;
			board_pass(&b);
		} else {
			board_play(&b, to_move, chosen);
		}
		passed = chosen == COORD_PASS;
		to_move = color_other(to_move);
	}
	return n;
}

/* The line layer 7 reads for the group of the chain at stone, attacker first
 * (status_reading_line() in status.c); -1 when the group is not read (its
 * area could not be built). */
int
judge_reading_line(struct judge *j, coord_t stone, coord_t *line, int max)
{
	struct reading r;
	coord_t root = judge_find_root(j, board_chain(j->b, stone));

	if (!readable(j, root))
		return -1;
	/* Unsettled or out of nodes, the line shows what was tried. */
	if (read_group(j, root, &r) == GROUP_UNREAD && r.zone_size == 0)
		return -1;
	return principal_line(&r, line, max);
}
