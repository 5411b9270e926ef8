/*
 * game.c -- moves over time under the game's rules: prisoners and pass stones,
 * ko and superko, suicide, the end of play (White moves last, or any two passes),
 * undo by replaying from the setup position.
 */
#include "engine/rules/game.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

/*
 * A new game on an empty size x size board, Black to move. The move list starts
 * unallocated; game_play() grows it. Free with game_free().
 */
void
game_init(struct game *g, int size, double komi)
{
	memset(g, 0, sizeof(*g));
	g->komi = komi;
	rules_default(&g->rules);
	game_clear(g, size);
}

/* Releases the move list; the game must be re-initialised before further use. */
void
game_free(struct game *g)
{
	free(g->moves);
	free(g->hashes);
	g->moves = NULL;
	g->hashes = NULL;
	g->n_moves = g->cap_moves = 0;
}

/*
 * Empties the board (at a new size) and forgets every move, prisoner and handicap.
 * Keeps komi and the rules, as GTP's clear_board and boardsize do.
 */
void
game_clear(struct game *g, int size)
{
	board_init(&g->board, size);
	g->setup = g->board;
	g->setup_to_move = COLOR_BLACK;
	g->handicap = 0;
	memset(g->prisoners, 0, sizeof(g->prisoners));
	memset(g->pass_stones, 0, sizeof(g->pass_stones));
	g->n_moves = 0;
	if (g->hashes)
		g->hashes[0] = g->board.hash;
}

/*
 * Deep copy of src into dst (dst must not own memory: fresh or freed).
 * Returns false, with dst empty, when memory runs out.
 */
bool
game_copy(struct game *dst, const struct game *src)
{
	*dst = *src;
	dst->moves = NULL;
	dst->hashes = NULL;
	if (src->cap_moves == 0)
		return true;
	dst->moves = malloc(src->cap_moves * sizeof(*dst->moves));
	dst->hashes = malloc((src->cap_moves + 1) * sizeof(*dst->hashes));
	if (!dst->moves || !dst->hashes) {
		game_free(dst);
		return false;
	}
	memcpy(dst->moves, src->moves, src->n_moves * sizeof(*dst->moves));
	memcpy(dst->hashes, src->hashes, (src->n_moves + 1) * sizeof(*dst->hashes));
	return true;
}

/* The last move played, or NULL before the first. */
const struct move *
game_last_move(const struct game *g)
{
	return g->n_moves ? &g->moves[g->n_moves - 1] : NULL;
}

/* Whose turn it is: the opponent of the last mover, or who moves first from setup. */
enum color
game_to_move(const struct game *g)
{
	const struct move *last = game_last_move(g);

	return last ? color_other((enum color)last->color) : (enum color)g->setup_to_move;
}

/* Whether the last two turns were a pass by `first`, then a pass by `second`. */
bool
game_last_passes(const struct game *g, enum color first, enum color second)
{
	const struct move *m = g->moves;
	size_t n = g->n_moves;

	return n >= 2 && m[n - 1].at == COORD_PASS && m[n - 1].color == second &&
	       m[n - 2].at == COORD_PASS && m[n - 2].color == first;
}

/*
 * Whether play had ended after the first n moves: under White-moves-last rules
 * (doc/rules.md §5) when moves n-1 and n were a Black pass then a White pass
 * ("B pass, W pass" or the closing "W pass, B pass, W pass"); otherwise after any
 * two passes in a row.
 */
static bool
ended_after(const struct game *g, size_t n)
{
	const struct move *m = g->moves;

	if (n < 2 || m[n - 1].at != COORD_PASS || m[n - 2].at != COORD_PASS)
		return false;
	return !g->rules.white_last ||
	       (m[n - 2].color == COLOR_BLACK && m[n - 1].color == COLOR_WHITE);
}

/* Play has ended (ended_after the moves played so far). */
bool
game_ended(const struct game *g)
{
	return ended_after(g, g->n_moves);
}

/*
 * Whether every stone on the board counts as alive at the end: where the rules
 * remove no dead stones (Tromp-Taylor), and where area counting goes with pass
 * stones (the AGA rules and the BGA tournament rules, the presets aga and bga)
 * when play ended, resumed, and the first two moves of the resumption were
 * passes, ending it again: by those rules a dispute that nobody plays out leaves
 * every stone alive. (A resumption is any play after the end, doc/rules.md §6.)
 */
bool
game_all_stones_alive(const struct game *g)
{
	if (!g->rules.remove_dead)
		return true;
	return g->rules.pass_stones && g->rules.scoring == SCORING_AREA && g->n_moves >= 4 &&
	       ended_after(g, g->n_moves) && ended_after(g, g->n_moves - 2);
}

/*
 * The passes the rules still require before play ends, as if they were played
 * (doc/rules.md §5): alternate passes from the side to move until play ends (a Black
 * pass followed by a White pass where White moves last, else two passes). Adds the
 * pass stones each colour would receive (where passes hand them over) to
 * pass_stones_out (may be NULL) and returns how many passes are implied.
 */
int
game_implied_passes(const struct game *g, int pass_stones_out[3])
{
	const struct move *last = game_last_move(g);
	bool just_passed = last && last->at == COORD_PASS;
	bool black_just_passed = just_passed && last->color == COLOR_BLACK;
	enum color mover = game_to_move(g);
	int n = 0;

	if (game_ended(g))
		return 0;
	for (;;) {
		if (pass_stones_out && g->rules.pass_stones)
			pass_stones_out[color_other(mover)]++;
		n++;
		if (g->rules.white_last ? mover == COLOR_WHITE && black_just_passed : just_passed)
			return n;
		just_passed = true;
		black_just_passed = mover == COLOR_BLACK;
		mover = color_other(mover);
	}
}

/* Makes room for one more move; false when memory runs out (nothing changes). */
static bool
reserve_move(struct game *g)
{
	size_t cap;
	struct move *moves;
	uint64_t *hashes;

	if (g->n_moves < g->cap_moves)
		return true;
	cap = g->cap_moves ? g->cap_moves * 2 : 256;
	moves = realloc(g->moves, cap * sizeof(*moves));
	if (!moves)
		return false;
	g->moves = moves;
	hashes = realloc(g->hashes, (cap + 1) * sizeof(*hashes));
	if (!hashes)
		return false;
	if (g->cap_moves == 0)
		hashes[0] = g->board.hash;
	g->hashes = hashes;
	g->cap_moves = cap;
	return true;
}

/*
 * Whether the position after color plays at (a move board_check_move accepts, or
 * a suicide the rules allow) is barred by the superko rule in force: positional,
 * any earlier position of this game, the setup position included; situational,
 * a position an earlier board play of the same colour created (passes and setup
 * create none: the bga preset, doc/rulesets.md).
 */
bool
game_repeats_position(const struct game *g, enum color color, coord_t at)
{
	bool suicide = g->rules.suicide && board_check_move(&g->board, color, at) == MOVE_SUICIDE;
	uint64_t h = suicide ? board_hash_after_suicide(&g->board, color, at)
			     : board_hash_after(&g->board, color, at);
	bool situational = g->rules.ko == KO_SITUATIONAL;

	if (!situational && h == g->setup.hash)
		return true;
	for (size_t i = 0; i < g->n_moves; i++)
		if (g->hashes[i + 1] == h &&
		    (!situational || (g->moves[i].color == color && g->moves[i].at != COORD_PASS)))
			return true;
	return false;
}

/* Whether color may play at (a point or COORD_PASS) now; changes nothing. */
enum move_result
game_check_move(const struct game *g, enum color color, coord_t at)
{
	enum move_result r;

	if (!color_is_player(color))
		return MOVE_BAD_COLOR;
	if (at == COORD_PASS)
		return MOVE_OK;
	r = board_check_move(&g->board, color, at);
	if (r == MOVE_SUICIDE && g->rules.suicide && board_suicide_takes_chain(&g->board, color, at))
		r = MOVE_OK;
	if (r == MOVE_OK && g->rules.ko != KO_SIMPLE && game_repeats_position(g, color, at))
		return MOVE_SUPERKO;
	return r;
}

/* Applies a legal move to board and counters, without touching the move list. */
static int
apply_move(struct game *g, enum color color, coord_t at)
{
	int captured = 0;

	if (at == COORD_PASS) {
		board_pass(&g->board);
		if (g->rules.pass_stones) {
			g->prisoners[color_other(color)]++;
			g->pass_stones[color_other(color)]++;
		}
	} else if (g->rules.suicide && board_check_move(&g->board, color, at) == MOVE_SUICIDE) {
		/* allowed by the rules (game_check_move): the opponent takes the chain */
		int lost = board_play_suicide(&g->board, color, at);
		g->prisoners[color_other(color)] += lost;
		captured = -lost;
	} else {
		captured = board_play(&g->board, color, at);
		g->prisoners[color] += captured;
	}
	return captured;
}

/*
 * Plays a move for color (either colour may move: GTP allows the same colour
 * twice). A pass hands the opponent a pass stone. A move after play has ended
 * resumes play. A refused move returns why and changes nothing.
 */
enum move_result
game_play(struct game *g, enum color color, coord_t at)
{
	enum move_result r = game_check_move(g, color, at);
	struct move *m;

	if (r != MOVE_OK)
		return r;
	if (g->n_moves >= GAME_MAX_MOVES)
		return MOVE_TOO_LONG;
	if (!reserve_move(g))
		return MOVE_NO_MEMORY;
	m = &g->moves[g->n_moves];
	m->color = (uint8_t)color;
	m->at = (int16_t)at;
	m->captured = (int16_t)apply_move(g, color, at);
	g->n_moves++;
	g->hashes[g->n_moves] = g->board.hash;
	return MOVE_OK;
}

/*
 * Takes back the last `count` moves, restoring stones, prisoners, pass stones, ko
 * and the end state exactly, by replaying the earlier moves on the setup position.
 * Returns false, changing nothing, when fewer than count moves were played.
 */
bool
game_undo_moves(struct game *g, size_t count)
{
	size_t n;

	if (count > g->n_moves)
		return false;
	if (count == 0)
		return true;
	n = g->n_moves - count;
	g->board = g->setup;
	memset(g->prisoners, 0, sizeof(g->prisoners));
	memset(g->pass_stones, 0, sizeof(g->pass_stones));
	for (size_t i = 0; i < n; i++)
		apply_move(g, (enum color)g->moves[i].color, g->moves[i].at);
	g->n_moves = n;
	return true;
}

/* Takes back the last move; false when there is none. */
bool
game_undo(struct game *g)
{
	return g->n_moves > 0 && game_undo_moves(g, 1);
}

/*
 * Adds a setup stone (handicap or AB/AW) before the first move: not a move, no pass
 * stone. Refused (false, nothing changes) once moves exist, on an occupied point,
 * or where the stone would have no liberty or capture.
 */
bool
game_place_setup(struct game *g, enum color color, coord_t at)
{
	struct board b = g->board;

	if (g->n_moves != 0 || !color_is_player(color) || !board_on(&b, at) ||
	    board_check_move(&b, color, at) != MOVE_OK)
		return false;
	if (board_play(&b, color, at) != 0)
		return false;
	b.ko_point = COORD_NONE;
	g->board = b;
	g->setup = b;
	if (g->hashes)
		g->hashes[0] = b.hash;
	return true;
}
