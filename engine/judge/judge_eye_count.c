/*
 * judge_eye_count.c -- the eye-count leaf of the local reading (layer 7 of
 * the judgement, judge_reading.c): judge a node by the eyes the defender's
 * space can still make instead of playing every liberty out (GNU Go's owl
 * reading judges its leaves the same way). The space is the area's points, the points of the
 * unit's stones and the attacker chains the area encloses, as the reading
 * began. At a node, an eye of the defender can only be an empty point of the
 * space next to no attacker stone, as long as the attacker stones stay: each
 * attacker chain of the space wins its race against the defender chains next
 * to it, or a short lunch reading proves that the defender, moving first,
 * cannot take it. eye_bound() counts the eyes those points make at most;
 * eye_count_leaf() lets the defender place one stone and the attacker answer with
 * one, and when the defender cannot keep room for two eyes whatever it plays,
 * the group is taken: it has one eye at most, the walls around the space win
 * their races (or Benson proved them), and it has no lunch and no seki (no eye
 * of the attacker's in the space). A ten-point space that the attacker kills
 * by filling it to the last liberty is then settled a few plies in.
 */
#include "engine/judge/judge_eye_count.h"

#include <stdbool.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/judge/eyes.h"

/* With this many eye points (eye_points()) the defender keeps room for two eyes
 * whatever the attacker plays: one attacker stone spoils five at most, and
 * the five or more left are two eyes or one set of three or more points other
 * than a square four, which eye_bound() counts as two. */
#define READ_EYE_POINTS_LIVE 10

/* A lunch reading (lunch_read()): an attacker chain that reaches this many
 * liberties has escaped; plies and positions one reading may visit. */
#define READ_LUNCH_LIBS  5
#define READ_LUNCH_DEPTH 10
#define READ_LUNCH_NODES 200

/* Liberties an attacker chain in the space needs for a lunch reading to be
 * tried (one with fewer stays only when it wins its race: wins_race()). */
#define READ_LUNCH_MIN_LIBS 4

/* Moves a position of a lunch reading tries at most. */
#define READ_LUNCH_MOVES 16

/* Whether p is an attacker stone whose chain has all its liberties in the area:
 * enclosed by the group, though too strong to be part of the area. */
static bool
enclosed_attacker(const struct reading *r, const struct board *b, coord_t p)
{
	coord_t libs[BOARD_MAX_POINTS];

	if (board_at(b, p) != r->attacker)
		return false;
	int n = board_liberties(b, p, libs);
	for (int i = 0; i < n; i++)
		if (!r->zone[libs[i]])
			return false;
	return n > 0;
}

/* Marks the group's space: the area's points, the stones of the unit's chains
 * and of the attacker chains the area encloses (up to READ_SPACE_MAX points; a
 * stone left out makes genus_applies() fail or counts as a wall). */
void
eye_count_mark_space(struct reading *r)
{
	const struct board *b = r->j->b;

	memset(r->space, 0, sizeof(r->space));
	r->space_size = 0;
	for (int i = 0; i < r->zone_size; i++) {
		r->space[r->zone_list[i]] = 1;
		r->space_list[r->space_size++] = r->zone_list[i];
	}
	for (coord_t p = 0; p < BOARD_MAX_POINTS && r->space_size < READ_SPACE_MAX; p++) {
		if (color_is_player(board_at(b, p)) && !r->space[p] &&
		    (r->unit[board_chain(b, p)] || enclosed_attacker(r, b, p))) {
			r->space[p] = 1;
			r->space_list[r->space_size++] = p;
		}
	}
}

/* The eyes the defender can make at most in the space of b with a defender
 * stone added at d and an attacker stone at q (COORD_NONE for none): the empty
 * points of the space next to no attacker stone, each connected set of them one
 * eye, or two when it has three points or more and is not a one-eye shape
 * (eyes.h). Counts up to 2. */
static int
eye_bound(const struct reading *r, const struct board *b, coord_t d, coord_t q)
{
	coord_t eye[READ_SPACE_MAX], set[READ_SPACE_MAX], vital;
	uint8_t taken[READ_SPACE_MAX];
	int n = 0, eyes = 0;

	for (int i = 0; i < r->space_size; i++) {
		coord_t p = r->space_list[i];
		if (p == d || p == q || board_at(b, p) != COLOR_EMPTY)
			continue;
		bool open = true;
		for (int k = 0; k < 4 && open; k++) {
			coord_t nb = p + coord_dirs[k];
			open = nb != q && board_at(b, nb) != r->attacker;
		}
		if (open)
			eye[n++] = p;
	}
	memset(taken, 0, sizeof(taken));
	for (int i = 0; i < n && eyes < 2; i++) {
		if (taken[i])
			continue;
		int m = 0;
		taken[i] = 1;
		set[m++] = eye[i];
		for (int s = 0; s < m; s++) {
			for (int k = 0; k < n; k++) {
				bool next_to = false;
				for (int dir = 0; dir < 4 && !next_to; dir++)
					next_to = set[s] + coord_dirs[dir] == eye[k];
				if (!taken[k] && next_to) {
					taken[k] = 1;
					set[m++] = eye[k];
				}
			}
		}
		bool one =
		    m <= 2 || (m <= EYES_MAX && eyes_classify(set, m, &vital) == EYE_SHAPE_ONE);
		eyes += one ? 1 : 2;
	}
	return eyes < 2 ? eyes : 2;
}

/* Whether an attacker stone at q (empty) would stand with a defender stone at
 * d: its chain would have two liberties or more. */
static bool
attacker_stands(const struct reading *r, const struct board *b, coord_t q, coord_t d)
{
	coord_t libs[2], their[BOARD_MAX_POINTS];
	int n = 0;

	for (int k = 0; k < 4 && n < 2; k++) {
		coord_t nb = q + coord_dirs[k];
		if (board_at(b, nb) == COLOR_EMPTY) {
			if (nb != d && !coord_listed(libs, n, nb))
				libs[n++] = nb;
		} else if (board_at(b, nb) == r->attacker) {
			int m = board_liberties(b, nb, their);
			for (int i = 0; i < m && n < 2; i++)
				if (their[i] != q && their[i] != d &&
				    !coord_listed(libs, n, their[i]))
					libs[n++] = their[i];
		}
	}
	return n >= 2;
}

/* Whether the attacker chain at stone wins its capturing race against every
 * defender chain of the space next to it (and there is one), neither with an
 * eye, the defender moving first: its own liberties (not shared with that
 * chain) are at least the chain's own and their shared ones together, or one
 * more than the chain's when they share none. (Fewer: the defender takes it,
 * or they end in seki.) */
static bool
wins_race(const struct reading *r, const struct board *b, coord_t stone)
{
	coord_t mine[BOARD_MAX_POINTS], theirs[BOARD_MAX_POINTS], seen[READ_SPACE_MAX];
	int n_mine = board_liberties(b, stone, mine), n_seen = 0;
	coord_t s = stone;

	do {
		for (int k = 0; k < 4; k++) {
			coord_t nb = s + coord_dirs[k];
			if (board_at(b, nb) != r->defender || !r->space[nb] ||
			    coord_listed(seen, n_seen, board_chain(b, nb)))
				continue;
			if (n_seen == READ_SPACE_MAX)
				return false;
			seen[n_seen++] = board_chain(b, nb);
			int n_theirs = board_liberties(b, nb, theirs), shared = 0;
			for (int i = 0; i < n_theirs; i++)
				shared += coord_listed(mine, n_mine, theirs[i]);
			if (n_mine - shared < n_theirs - shared + (shared > 0 ? shared : 1))
				return false;
		}
		s = board_next_stone(b, s);
	} while (s != stone);
	return n_seen > 0;
}

/* Whether the attacker chain at stone, a wall of the space, holds: Benson
 * proved it, or it wins its race against the defender chains next to it. */
static bool
wall_holds(const struct reading *r, const struct board *b, coord_t stone)
{
	return reading_holds_proven_stone(r, b, stone) || wins_race(r, b, stone);
}

/* What a lunch reading found. */
enum lunch { LUNCH_TAKEN, LUNCH_ESCAPES, LUNCH_UNKNOWN };

/*
 * Whether the defender, with capturer_moves telling whose turn it is, can take
 * the attacker chain at x in b: the capturer fills its liberties, the chain's
 * owner extends, takes a capturer chain in atari next to it, or plays
 * elsewhere; READ_LUNCH_LIBS liberties is an escape. *budget bounds the
 * positions visited (each one also counts against the judgement's reading
 * budget); depth the plies.
 */
static enum lunch
lunch_read(const struct reading *r, const struct board *b, coord_t x, bool capturer_moves,
           int depth, int *budget)
{
	coord_t libs[BOARD_MAX_POINTS], moves[READ_LUNCH_MOVES + 1];
	int n = 0;

	if (board_at(b, x) != r->attacker)
		return LUNCH_TAKEN;
	int k = board_liberties(b, x, libs);
	if (k >= READ_LUNCH_LIBS)
		return LUNCH_ESCAPES;
	if (depth == 0 || *budget <= 0 || r->j->read_budget <= 0)
		return LUNCH_UNKNOWN;
	(*budget)--;
	r->j->read_budget--;
	enum color mover = capturer_moves ? r->defender : r->attacker;
	for (int i = 0; i < k; i++)
		moves[n++] = libs[i];
	/* The capturer may play anywhere in the space (to approach, or to save
	 * its own chains): an escape is proven only against all of that. */
	for (int i = 0; i < r->space_size && capturer_moves; i++) {
		coord_t p = r->space_list[i];
		if (board_at(b, p) == COLOR_EMPTY && n < READ_LUNCH_MOVES &&
		    !coord_listed(moves, n, p))
			moves[n++] = p;
	}
	if (!capturer_moves) {
		/* The owner may take a capturer chain in atari next to it. */
		coord_t s = x;
		do {
			for (int d = 0; d < 4; d++) {
				coord_t nb = s + coord_dirs[d];
				coord_t lib;
				if (board_at(b, nb) == r->defender && board_libs(b, nb) == 1 &&
				    n < READ_LUNCH_MOVES) {
					board_liberties(b, nb, &lib);
					if (!coord_listed(moves, n, lib))
						moves[n++] = lib;
				}
			}
			s = board_next_stone(b, s);
		} while (s != x);
	}
	/* Each side tries first the moves that do the most: the capturer those
	 * that leave the chain the fewest liberties, the owner the most. */
	int score[READ_LUNCH_MOVES + 1], m = 0;
	struct board next;
	for (int i = 0; i < n; i++) {
		if (board_check_move(b, mover, moves[i]) != MOVE_OK)
			continue;
		next = *b;
		board_play(&next, mover, moves[i]);
		int after = board_at(&next, x) == r->attacker ? board_libs(&next, x) : -1;
		moves[m] = moves[i];
		score[m++] = capturer_moves ? -after : after;
	}
	enum lunch fails = capturer_moves ? LUNCH_ESCAPES : LUNCH_TAKEN;
	enum lunch goal = capturer_moves ? LUNCH_TAKEN : LUNCH_ESCAPES;
	for (int t = 0; t < m; t++) {
		int best = 0;
		for (int i = 1; i < m; i++)
			if (score[i] > score[best])
				best = i;
		score[best] = -1000;
		next = *b;
		board_play(&next, mover, moves[best]);
		enum lunch v = lunch_read(r, &next, x, !capturer_moves, depth - 1, budget);
		if (v == goal)
			return goal;
		if (v == LUNCH_UNKNOWN)
			fails = LUNCH_UNKNOWN;
	}
	return fails;
}

/* Whether the attacker chain at stone, in the space, stays (see above): it
 * wins its race against the defender chains next to it, or a lunch reading
 * proves that the defender, moving first, cannot take it. */
static bool
attacker_stays(const struct reading *r, const struct board *b, coord_t stone)
{
	int budget = READ_LUNCH_NODES;

	if (board_libs(b, stone) < 2)
		return false;
	if (wins_race(r, b, stone))
		return true;
	if (board_libs(b, stone) < READ_LUNCH_MIN_LIBS)
		return false;
	return lunch_read(r, b, stone, true, READ_LUNCH_DEPTH, &budget) == LUNCH_ESCAPES;
}

/* Whether eye_count_leaf() may judge b: no ko in the space, no attacker chain in it
 * in atari, none of its empty points an eye of the attacker's (a seki), and the
 * space closed (no empty point or defender stone outside it next to it). */
static bool
genus_applies(const struct reading *r, const struct board *b)
{
	if (b->ko_point != COORD_NONE && r->space[b->ko_point])
		return false;
	for (int i = 0; i < r->space_size; i++) {
		coord_t p = r->space_list[i];
		enum color c = board_at(b, p);
		if (c == r->attacker && board_libs(b, p) < 2)
			return false;
		bool attacker_eye = c == COLOR_EMPTY;
		for (int k = 0; k < 4; k++) {
			coord_t nb = p + coord_dirs[k];
			enum color cn = board_at(b, nb);
			if (cn != COLOR_BORDER && cn != r->attacker)
				attacker_eye = false;
			if (!r->space[nb] && (cn == COLOR_EMPTY || cn == r->defender))
				return false;
		}
		if (attacker_eye)
			return false;
	}
	return true;
}

/* Whether every attacker chain next to the space holds and every one in it
 * stays (costly: run last; the walls first, the lunch readings last). Each
 * chain is judged once for each of its parts, in the space and next to it. */
static bool
attackers_hold(const struct reading *r, const struct board *b)
{
	coord_t seen[5 * READ_SPACE_MAX];
	uint8_t part[5 * READ_SPACE_MAX]; /* 1: a stone in the space, 2: one next to it */
	int n = 0;

	for (int i = 0; i < r->space_size; i++) {
		for (int k = -1; k < 4; k++) {
			coord_t p = r->space_list[i] + (k < 0 ? 0 : coord_dirs[k]);
			if (board_at(b, p) != r->attacker)
				continue;
			int at = 0;
			while (at < n && seen[at] != board_chain(b, p))
				at++;
			if (at == n) {
				seen[n] = board_chain(b, p);
				part[n++] = 0;
			}
			part[at] |= r->space[p] ? 1 : 2;
		}
	}
	for (int i = 0; i < n; i++)
		if ((part[i] & 2) && !wall_holds(r, b, seen[i]))
			return false;
	for (int i = 0; i < n; i++)
		if ((part[i] & 1) && !attacker_stays(r, b, seen[i]))
			return false;
	return true;
}

/* The empty points of the space next to no attacker stone in b. */
static int
eye_points(const struct reading *r, const struct board *b)
{
	int n = 0;

	for (int i = 0; i < r->space_size; i++) {
		coord_t p = r->space_list[i];
		bool open = board_at(b, p) == COLOR_EMPTY;
		for (int k = 0; k < 4 && open; k++)
			open = board_at(b, p + coord_dirs[k]) != r->attacker;
		n += open;
	}
	return n;
}

/* When a defender stone at d puts an attacker chain of two liberties in atari:
 * its other liberty, where the attacker answers; COORD_PASS when it puts two
 * such chains in atari (one of them is a lunch); else COORD_NONE. */
static coord_t
saving_move(const struct reading *r, const struct board *b, coord_t d)
{
	coord_t answer = COORD_NONE, chain = COORD_NONE, libs[2];

	for (int k = 0; k < 4; k++) {
		coord_t nb = d + coord_dirs[k];
		if (board_at(b, nb) != r->attacker || board_libs(b, nb) != 2 ||
		    board_chain(b, nb) == chain)
			continue;
		if (chain != COORD_NONE)
			return COORD_PASS;
		chain = board_chain(b, nb);
		board_liberties(b, nb, libs);
		answer = libs[0] == d ? libs[1] : libs[0];
	}
	return answer;
}

/* The eye-potential leaf (see above): READ_CAPTURED when the defender, moving
 * first (or passing), cannot keep room for two eyes against the attacker's
 * best answer; READ_UNKNOWN otherwise. With the attacker to move the same
 * holds: it may leave the position to the defender. */
enum read_result
eye_count_leaf(const struct reading *r, const struct board *b)
{
	if (r->space_size == 0 || eye_points(r, b) >= READ_EYE_POINTS_LIVE ||
	    !genus_applies(r, b))
		return READ_UNKNOWN;
	for (int i = -1; i < r->space_size; i++) {
		coord_t d = i < 0 ? COORD_NONE : r->space_list[i];
		if (d != COORD_NONE && board_at(b, d) != COLOR_EMPTY)
			continue;
		coord_t saving = d == COORD_NONE ? COORD_NONE : saving_move(r, b, d);
		int worst;
		if (saving == COORD_PASS ||
		    (saving != COORD_NONE && !attacker_stands(r, b, saving, d)))
			return READ_UNKNOWN;
		/* An atari leaves the attacker one answer, else it has them all. */
		worst = eye_bound(r, b, d, saving);
		for (int k = 0; k < r->space_size && worst >= 2 && saving == COORD_NONE; k++) {
			coord_t q = r->space_list[k];
			if (q == d || board_at(b, q) != COLOR_EMPTY || !attacker_stands(r, b, q, d))
				continue;
			int v = eye_bound(r, b, d, q);
			if (v < worst)
				worst = v;
		}
		if (worst >= 2)
			return READ_UNKNOWN;
	}
	return attackers_hold(r, b) ? READ_CAPTURED : READ_UNKNOWN;
}

/* Moves to the front of moves[0..n) the first of the attacker's moves after
 * which the eye-potential leaf already sees the group taken: one such move is
 * a proof, and the deep reading of the moves before it would spend the
 * budget first. */
void
eye_count_kills_first(const struct reading *r, const struct board *b, coord_t *moves, int n)
{
	/* One stone spoils five eye points at most. */
	if (eye_points(r, b) >= READ_EYE_POINTS_LIVE + 5)
		return;
	for (int i = 0; i < n; i++) {
		if (board_check_move(b, r->attacker, moves[i]) != MOVE_OK)
			continue;
		struct board next = *b;
		board_play(&next, r->attacker, moves[i]);
		if (board_at(&next, r->target) == r->defender &&
		    eye_count_leaf(r, &next) == READ_CAPTURED) {
			coord_t m = moves[i];
			memmove(moves + 1, moves, (size_t)i * sizeof(moves[0]));
			moves[0] = m;
			return;
		}
	}
}
