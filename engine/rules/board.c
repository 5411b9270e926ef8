/*
 * board.c -- placing stones, merging chains, capturing, and keeping every chain's
 * liberty count exact without flood-filling the board.
 */
#include "engine/rules/board.h"

#include <assert.h>
#include <string.h>

/* Text for each refusal, as GTP detail on stderr. */
const char *
move_result_text(enum move_result r)
{
	switch (r) {
	case MOVE_OK:
		return "ok";
	case MOVE_OCCUPIED:
		return "occupied";
	case MOVE_SUICIDE:
		return "suicide";
	case MOVE_KO:
		return "ko";
	case MOVE_SUPERKO:
		return "superko";
	case MOVE_NOT_ON_BOARD:
		return "not on the board";
	case MOVE_BAD_COLOR:
		return "bad colour";
	case MOVE_NO_MEMORY:
		return "out of memory";
	case MOVE_TOO_LONG:
		return "game too long";
	}
	return "unknown";
}

/*
 * The Zobrist key of a stone: a fixed mix of (colour, point), so no table has to be
 * filled at start. splitmix64's finaliser spreads neighbouring inputs well.
 */
uint64_t
board_zobrist(enum color color, coord_t at)
{
	uint64_t z = (uint64_t)(at * 4 + (int)color) * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL;

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* An empty size x size board inside a ring of COLOR_BORDER. */
void
board_init(struct board *b, int size)
{
	assert(size >= BOARD_MIN_SIZE && size <= BOARD_MAX_SIZE);
	memset(b, 0, sizeof(*b));
	b->size = size;
	memset(b->at, COLOR_BORDER, sizeof(b->at));
	for (int row = 0; row < size; row++)
		for (int col = 0; col < size; col++)
			b->at[coord_make(row, col)] = COLOR_EMPTY;
	b->ko_point = COORD_NONE;
}

/* Lists every point of the board in row-major order; returns how many. */
int
board_points(const struct board *b, coord_t *out)
{
	int n = 0;

	for (int row = 0; row < b->size; row++)
		for (int col = 0; col < b->size; col++)
			out[n++] = coord_make(row, col);
	return n;
}

/* Adds origin to the set seen[0..n) unless present; returns the new n. */
static int
add_unique(coord_t *seen, int n, coord_t origin)
{
	for (int i = 0; i < n; i++)
		if (seen[i] == origin)
			return n;
	seen[n] = origin;
	return n + 1;
}

/* The distinct chains (origins) of colour color next to point at. */
static int
neighbour_chains(const struct board *b, coord_t at, enum color color, coord_t out[4])
{
	int n = 0;

	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		if (b->at[nb] == color)
			n = add_unique(out, n, b->chain_of[nb]);
	}
	return n;
}

/*
 * Whether color may play at: the point is empty, not barred by simple ko, and
 * the stone has a liberty after captures. Superko is the game's business.
 */
enum move_result
board_check_move(const struct board *b, enum color color, coord_t at)
{
	enum color other = color_other(color);

	if (!color_is_player(color))
		return MOVE_BAD_COLOR;
	if (!board_on(b, at))
		return MOVE_NOT_ON_BOARD;
	if (b->at[at] != COLOR_EMPTY)
		return MOVE_OCCUPIED;
	if (at == b->ko_point && color == b->ko_banned)
		return MOVE_KO;
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = b->at[nb];
		if (c == COLOR_EMPTY)
			return MOVE_OK;
		if (c == color && b->chain[b->chain_of[nb]].libs > 1)
			return MOVE_OK;
		if (c == other && b->chain[b->chain_of[nb]].libs == 1)
			return MOVE_OK;
	}
	return MOVE_SUICIDE;
}

/* Counts the liberties of the chain through stone by walking its stones once. */
static int
count_libs(const struct board *b, coord_t stone)
{
	coord_t libs[BOARD_MAX_POINTS];

	return board_liberties(b, stone, libs);
}

/*
 * The liberties of chain `origin` after the stone at `at` joined it (already
 * merged; old_libs is the old chain's count, already reduced by one for `at`, or
 * 0 when the new stone stands alone and is its own origin): old_libs plus the new
 * stone's empty neighbours that no other stone of the chain touches. Spares the
 * walk over the whole chain on the most common moves.
 */
static int
libs_after_extension(const struct board *b, coord_t at, coord_t origin, int old_libs)
{
	int libs = old_libs;

	for (int d = 0; d < 4; d++) {
		coord_t e = at + coord_dirs[d];
		bool counted = false;
		if (b->at[e] != COLOR_EMPTY)
			continue;
		for (int k = 0; k < 4 && !counted; k++) {
			coord_t q = e + coord_dirs[k];
			counted = q != at && b->at[q] == b->at[at] && b->chain_of[q] == origin;
		}
		if (!counted)
			libs++;
	}
	return libs;
}

/* Joins chain `from` into chain `into` (both origins): relabel, splice the rings. */
static void
merge_chains(struct board *b, coord_t into, coord_t from)
{
	coord_t s = from, tmp;

	do {
		b->chain_of[s] = (int16_t)into;
		s = b->next_stone[s];
	} while (s != from);
	tmp = b->next_stone[into];
	b->next_stone[into] = b->next_stone[from];
	b->next_stone[from] = (int16_t)tmp;
	b->chain[into].size = (int16_t)(b->chain[into].size + b->chain[from].size);
}

/* Removes the chain through stone; each neighbouring chain gains the freed points. */
static int
remove_chain(struct board *b, coord_t stone)
{
	coord_t s = stone, next;
	int removed = 0;
	enum color color = b->at[stone];

	do {
		coord_t nbs[4];
		int n = neighbour_chains(b, s, color_other(color), nbs);
		for (int i = 0; i < n; i++)
			b->chain[nbs[i]].libs++;
		next = b->next_stone[s];
		b->at[s] = COLOR_EMPTY;
		b->hash ^= board_zobrist(color, s);
		b->next_stone[s] = 0;
		b->chain_of[s] = 0;
		removed++;
		s = next;
	} while (s != stone);
	b->stones[color] -= removed;
	return removed;
}

/*
 * Places a stone of color at `at`, which board_check_move() must have accepted,
 * and removes every opponent chain left without liberties. Sets the simple-ko
 * point. Returns the number of stones captured.
 */
int
board_play(struct board *b, enum color color, coord_t at)
{
	enum color other = color_other(color);
	coord_t own[4], opp[4], captured_at = COORD_NONE;
	int n_own, n_opp, captured = 0;
	coord_t origin = at;

	assert(board_check_move(b, color, at) == MOVE_OK);
	n_own = neighbour_chains(b, at, color, own);
	n_opp = neighbour_chains(b, at, other, opp);

	b->at[at] = (uint8_t)color;
	b->hash ^= board_zobrist(color, at);
	b->stones[color]++;
	b->chain_of[at] = (int16_t)at;
	b->next_stone[at] = (int16_t)at;
	b->chain[at].size = 1;

	/* The point was a liberty of every neighbouring chain, counted once each. */
	for (int i = 0; i < n_own; i++)
		b->chain[own[i]].libs--;
	for (int i = 0; i < n_opp; i++)
		b->chain[opp[i]].libs--;

	/* Join own neighbours into the largest, then recount its liberties. */
	for (int i = 0; i < n_own; i++)
		if (b->chain[own[i]].size > b->chain[origin].size)
			origin = own[i];
	if (origin != at)
		merge_chains(b, origin, at);
	for (int i = 0; i < n_own; i++)
		if (own[i] != origin)
			merge_chains(b, origin, own[i]);
	if (n_own <= 1)
		b->chain[origin].libs = (int16_t)libs_after_extension(
			b, at, origin, n_own ? b->chain[own[0]].libs : 0);
	else
		b->chain[origin].libs = (int16_t)count_libs(b, origin);

	for (int i = 0; i < n_opp; i++) {
		if (b->chain[opp[i]].libs == 0) {
			captured_at = opp[i];
			captured += remove_chain(b, opp[i]);
		}
	}

	/* Simple ko: one stone taken by a lone stone now in atari. */
	b->ko_point = COORD_NONE;
	if (captured == 1 && b->chain[origin].size == 1 && b->chain[origin].libs == 1) {
		b->ko_point = captured_at;
		b->ko_banned = (uint8_t)other;
	}
	return captured;
}

/*
 * Whether color at `at` is a suicide (board_check_move says MOVE_SUICIDE) that
 * would take a chain of two or more stones: the form of suicide some rulesets
 * allow. A lone stone's suicide is never legal (it would be a pass that changes
 * nothing but the ko state), as in KataGo.
 */
bool
board_suicide_takes_chain(const struct board *b, enum color color, coord_t at)
{
	coord_t own[4];

	return board_check_move(b, color, at) == MOVE_SUICIDE &&
	       neighbour_chains(b, at, color, own) > 0;
}

/*
 * Plays the suicide board_suicide_takes_chain() accepted: the stone would join
 * its neighbouring chains with no liberty left, so those chains leave the board
 * and the point stays empty. Returns the stones lost, the played one included
 * (the opponent's prisoners).
 */
int
board_play_suicide(struct board *b, enum color color, coord_t at)
{
	coord_t own[4];
	int n_own, lost = 1;

	assert(board_suicide_takes_chain(b, color, at));
	n_own = neighbour_chains(b, at, color, own);
	for (int i = 0; i < n_own; i++)
		lost += remove_chain(b, own[i]);
	b->ko_point = COORD_NONE;
	return lost;
}

/* A pass: only the ko ban ends (it lasts for the very next move alone). */
void
board_pass(struct board *b)
{
	b->ko_point = COORD_NONE;
}

/*
 * The hash the board would have after color plays at (a legal move), computed
 * without changing the board: the new stone and every chain it would capture.
 */
uint64_t
board_hash_after(const struct board *b, enum color color, coord_t at)
{
	enum color other = color_other(color);
	coord_t opp[4];
	int n_opp = neighbour_chains(b, at, other, opp);
	uint64_t h = b->hash ^ board_zobrist(color, at);

	for (int i = 0; i < n_opp; i++) {
		coord_t s = opp[i];
		if (b->chain[s].libs != 1)
			continue;
		do {
			h ^= board_zobrist(other, s);
			s = b->next_stone[s];
		} while (s != opp[i]);
	}
	return h;
}

/*
 * The hash the board would have after the suicide board_suicide_takes_chain()
 * accepts: the mover's neighbouring chains leave the board (the stone with them).
 */
uint64_t
board_hash_after_suicide(const struct board *b, enum color color, coord_t at)
{
	coord_t own[4];
	int n_own = neighbour_chains(b, at, color, own);
	uint64_t h = b->hash;

	for (int i = 0; i < n_own; i++) {
		coord_t s = own[i];
		do {
			h ^= board_zobrist(color, s);
			s = b->next_stone[s];
		} while (s != own[i]);
	}
	return h;
}

/* Lists the liberties of the chain through stone into out; returns how many. */
int
board_liberties(const struct board *b, coord_t stone, coord_t *out)
{
	uint8_t seen[BOARD_MAX_POINTS];
	int n = 0;
	coord_t s = stone;

	memset(seen, 0, sizeof(seen));
	do {
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (b->at[nb] == COLOR_EMPTY && !seen[nb]) {
				seen[nb] = 1;
				out[n++] = nb;
			}
		}
		s = b->next_stone[s];
	} while (s != stone);
	return n;
}

/* Lists the stones of the chain through stone into out; returns how many. */
int
board_stones(const struct board *b, coord_t stone, coord_t *out)
{
	int n = 0;
	coord_t s = stone;

	do {
		out[n++] = s;
		s = b->next_stone[s];
	} while (s != stone);
	return n;
}

/* Flood-fills the chain through start, writing its origin label into label[]. */
static int
flood_chain(const struct board *b, coord_t start, int16_t *label)
{
	coord_t stack[BOARD_MAX_POINTS];
	int sp = 0, size = 0;

	stack[sp++] = start;
	label[start] = (int16_t)start;
	while (sp > 0) {
		coord_t s = stack[--sp];
		size++;
		for (int d = 0; d < 4; d++) {
			coord_t nb = s + coord_dirs[d];
			if (b->at[nb] == b->at[start] && label[nb] < 0) {
				label[nb] = (int16_t)start;
				stack[sp++] = nb;
			}
		}
	}
	return size;
}

/*
 * The invariant checker: recomputes chains, sizes, liberties, stone counts and the
 * hash from scratch and compares them with the incremental state. Slow; for tests
 * and fuzzing. Returns true when everything agrees.
 */
bool
board_check(const struct board *b)
{
	int16_t label[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points), stones[3] = { 0, 0, 0 };
	uint64_t hash = 0;

	if (b->size < BOARD_MIN_SIZE || b->size > BOARD_MAX_SIZE)
		return false;
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		label[i] = -1;
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		if ((b->at[i] == COLOR_BORDER) != !board_on(b, i) ||
		    (b->at[i] == COLOR_BORDER && (coord_row(i) >= 0 && coord_row(i) < b->size &&
						  coord_col(i) >= 0 && coord_col(i) < b->size)))
			return false;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color c = b->at[p];
		if (c == COLOR_EMPTY)
			continue;
		if (!color_is_player(c))
			return false;
		stones[c]++;
		hash ^= board_zobrist(c, p);
		if (label[p] < 0) {
			int size = flood_chain(b, p, label);
			coord_t origin = b->chain_of[p], s = p;
			int walked = 0;
			if (b->at[origin] != c || b->chain[origin].size != size ||
			    b->chain[origin].libs != count_libs(b, p) || b->chain[origin].libs == 0)
				return false;
			do { /* the ring holds exactly the flooded stones */
				if (label[s] != label[p] || b->chain_of[s] != origin || ++walked > size)
					return false;
				s = b->next_stone[s];
			} while (s != p);
			if (walked != size)
				return false;
		}
	}
	if (hash != b->hash || stones[COLOR_BLACK] != b->stones[COLOR_BLACK] ||
	    stones[COLOR_WHITE] != b->stones[COLOR_WHITE])
		return false;
	if (b->ko_point != COORD_NONE && (!board_on(b, b->ko_point) || b->at[b->ko_point] != COLOR_EMPTY))
		return false;
	return true;
}

/*
 * Whether every orthogonal neighbour of at is a stone of color (or the edge) and
 * none of those chains is in atari: the solid half of an eye test, shared by the
 * move generator's eye test and the judgement's reading (where filling such a
 * point never helps its owner).
 */
bool
board_walled_by(const struct board *b, enum color color, coord_t at)
{
	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = board_at(b, nb);
		if (c == COLOR_BORDER)
			continue;
		if (c != color || board_libs(b, nb) == 1)
			return false;
	}
	return true;
}
