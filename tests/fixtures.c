/*
 * fixtures.c -- building test positions from text, scripted moves, snapshots
 * for undo, and the seeded random player of the property tests.
 *
 * Setup strings ("W B1 A2; B C1 B2 A3") and diagrams place SETUP stones
 * (game_place_setup): no moves, no prisoners, no ko ban, Black to move. A
 * colour word ("B", "W", "black", "white") switches the colour of the vertices
 * after it; ';' and whitespace separate tokens.
 *
 * Diagrams follow Pachi's t-unit: one text row per board row, the top row
 * (row N) first; 'X' is black, 'O' white, '.' empty; spaces are ignored and the
 * number of rows is the board size.
 */
#include "tests/fixtures.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/rng.h"
#include "engine/search/search.h"
#include "match/results.h"

#define TOKEN_MAX 16

const char fixture_corner_seki[] = ".O.OOOOOO\n"
				   "OOOOOOOOO\n"
				   "OOOOOOOOO\n"
				   "OOOOOOOOO\n"
				   "OOOOOOOOO\n"
				   "OOOOOOOOO\n"
				   "XXXOXXXXX\n"
				   "X.OXX.X.X\n"
				   ".OOXXXXXX\n";

/* The sample game's moves (fixture_sample_game). */
static const char sample_game[] =
    "B G6 W E7 B E5 W E3 B D6 W G8 B G3 W C3 B D7 W D8 B C8 W F8 B H7 W F4 B G4 W F2 "
    "B F5 W H2 B C5 W B4 B H3 W B6 B G2 W G1 B F3 W E2 B B5 W A5 B J2 W H1 B B7 W C6 "
    "B C4 W D4 B D5 W B3 B E4 W D3 B A7 W A6 B C7 W A4 B J3 W F1 B J1 W pass B pass";

void
fixture_sample_game(struct game *g, int n)
{
	char moves[sizeof(sample_game)];
	size_t len = 0;

	/* Each move is two words ("B G6"): cut before the (2n + 1)th word. */
	for (int words = 0; sample_game[len] != '\0'; len++)
		if (sample_game[len] == ' ' && ++words == 2 * n)
			break;
	memcpy(moves, sample_game, len);
	moves[len] = '\0';
	game_init(g, 9, 7.5);
	fixture_play(g, moves);
}

int64_t
fixture_report_visits(const struct search_report *r)
{
	int64_t visits = 0;

	for (int i = 0; i < r->n_moves; i++)
		visits += r->moves[i].visits;
	return visits;
}

/* Copies the next token of *text (split on whitespace and ';') into tok; false at the end. */
static bool
next_token(const char **text, char tok[TOKEN_MAX])
{
	const char *p = *text;
	size_t n = 0;

	while (*p && (isspace((unsigned char)*p) || *p == ';'))
		p++;
	if (!*p)
		return false;
	while (*p && !isspace((unsigned char)*p) && *p != ';') {
		ck_assert_msg(n + 1 < TOKEN_MAX, "fixture token too long in \"%s\"", *text);
		tok[n++] = *p++;
	}
	tok[n] = '\0';
	*text = p;
	return true;
}

/*
 * A game on an empty size x size board (komi 7.5, simple ko) with the setup
 * stones of `setup` placed as setup stones; Black moves first. Fails the test
 * if a stone is refused. The caller frees g with game_free().
 */
void
fixture_game(struct game *g, int size, const char *setup)
{
	enum color color = COLOR_EMPTY;
	char tok[TOKEN_MAX];

	game_init(g, size, GAME_DEFAULT_KOMI);
	while (next_token(&setup, tok)) {
		if (color_parse(tok, &color))
			continue;
		ck_assert_msg(color_is_player(color), "fixture: vertex %s before a colour", tok);
		ck_assert_msg(game_place_setup(g, color, fixture_coord(g, tok)),
			      "fixture: setup stone %c %s refused", color_letter(color), tok);
	}
	ck_assert(board_check(&g->board));
}

/* The colour a diagram character stands for; fails the test on anything else. */
static enum color
diagram_color(char ch)
{
	switch (ch) {
	case 'X':
		return COLOR_BLACK;
	case 'O':
		return COLOR_WHITE;
	case '.':
		return COLOR_EMPTY;
	default:
		ck_abort_msg("fixture: bad diagram character '%c'", ch);
		return COLOR_BORDER;
	}
}

/* Splits a diagram into its rows of point characters (spaces dropped); returns the row count. */
static int
diagram_rows(const char *diagram, char rows[BOARD_MAX_SIZE][BOARD_MAX_SIZE + 1])
{
	int n = 0, len = 0;

	for (const char *p = diagram;; p++) {
		if (*p == '\n' || *p == '\0') {
			if (len > 0) {
				rows[n][len] = '\0';
				n++;
				len = 0;
			}
			if (*p == '\0')
				return n;
		} else if (!isspace((unsigned char)*p)) {
			ck_assert_msg(n < BOARD_MAX_SIZE && len < BOARD_MAX_SIZE,
				      "fixture: diagram too large");
			rows[n][len++] = *p;
		}
	}
}

/*
 * A game whose setup position is the diagram (see the top of this file): the
 * board size is the number of rows, and every row must have that many points.
 * Komi 7.5, simple ko, Black to move. The caller frees g with game_free().
 */
void
fixture_diagram(struct game *g, const char *diagram)
{
	char rows[BOARD_MAX_SIZE][BOARD_MAX_SIZE + 1];
	int size = diagram_rows(diagram, rows);

	ck_assert_msg(size >= BOARD_MIN_SIZE, "fixture: diagram has %d rows", size);
	game_init(g, size, GAME_DEFAULT_KOMI);
	for (int r = 0; r < size; r++) {
		ck_assert_msg((int)strlen(rows[r]) == size,
			      "fixture: diagram row %d is not %d wide", r + 1, size);
		for (int col = 0; col < size; col++) {
			enum color color = diagram_color(rows[r][col]);
			coord_t at = coord_make(size - 1 - r, col);
			if (color != COLOR_EMPTY)
				ck_assert_msg(game_place_setup(g, color, at),
					      "fixture: diagram stone at row %d col %d refused",
					      size - r, col + 1);
		}
	}
	ck_assert(board_check(&g->board));
}

/* The point named by a GTP vertex ("D4", "pass") on g's board; fails the test if it is not one. */
coord_t
fixture_coord(const struct game *g, const char *vertex)
{
	coord_t at = COORD_NONE;

	ck_assert_msg(coord_parse(vertex, game_size(g), &at) == COORD_PARSE_OK,
		      "fixture: bad vertex \"%s\"", vertex);
	return at;
}

/*
 * Plays "B E4 W D4 B pass ..." (colour, vertex pairs) as real moves; each must be
 * MOVE_OK and leave board_check() true, or the test fails.
 */
void
fixture_play(struct game *g, const char *moves)
{
	char ctok[TOKEN_MAX], vtok[TOKEN_MAX];
	enum color color;

	while (next_token(&moves, ctok)) {
		ck_assert_msg(color_parse(ctok, &color), "fixture: bad colour \"%s\"", ctok);
		ck_assert_msg(next_token(&moves, vtok), "fixture: colour %s without a vertex",
			      ctok);
		ck_assert_msg(game_play(g, color, fixture_coord(g, vtok)) == MOVE_OK,
			      "fixture: move %s %s refused", ctok, vtok);
		ck_assert(board_check(&g->board));
	}
}

/* Takes back n moves; each undo must succeed and leave board_check() true. */
void
fixture_undo(struct game *g, int n)
{
	for (int i = 0; i < n; i++) {
		ck_assert(game_undo(g));
		ck_assert(board_check(&g->board));
	}
}

/* Copies out of g everything an undo must restore (see struct fixture_snapshot). */
void
fixture_snapshot_take(const struct game *g, struct fixture_snapshot *s)
{
	memset(s, 0, sizeof(*s));
	s->board = g->board;
	memcpy(s->prisoners, g->prisoners, sizeof(s->prisoners));
	memcpy(s->pass_stones, g->pass_stones, sizeof(s->pass_stones));
	s->n_moves = g->n_moves;
	s->to_move = game_to_move(g);
	s->ended = game_ended(g);
	s->implied = game_implied_passes(g, s->implied_stones);
}

/*
 * Whether two boards are the same position with the same bookkeeping: the point
 * array, stone counts, hash and ko ban byte for byte, and for every stone its
 * chain label, ring successor and chain record (size, exact liberties). Entries
 * the board leaves undefined (chain data of empty points, the colour of an unset
 * ko ban) are not compared.
 */
bool
fixture_board_equal(const struct board *a, const struct board *b)
{
	if (a->size != b->size || memcmp(a->at, b->at, sizeof(a->at)) != 0 ||
	    a->hash != b->hash || a->ko_point != b->ko_point ||
	    memcmp(a->stones, b->stones, sizeof(a->stones)) != 0)
		return false;
	if (a->ko_point != COORD_NONE && a->ko_banned != b->ko_banned)
		return false;
	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		if (a->at[p] != COLOR_BLACK && a->at[p] != COLOR_WHITE)
			continue;
		if (a->chain_of[p] != b->chain_of[p] || a->next_stone[p] != b->next_stone[p] ||
		    memcmp(&a->chain[a->chain_of[p]], &b->chain[b->chain_of[p]],
			   sizeof(struct chain)) != 0)
			return false;
	}
	return true;
}

/* Whether two snapshots describe the same game state (boards by fixture_board_equal). */
bool
fixture_snapshot_equal(const struct fixture_snapshot *a, const struct fixture_snapshot *b)
{
	return fixture_board_equal(&a->board, &b->board) &&
	       memcmp(a->prisoners, b->prisoners, sizeof(a->prisoners)) == 0 &&
	       memcmp(a->pass_stones, b->pass_stones, sizeof(a->pass_stones)) == 0 &&
	       a->n_moves == b->n_moves && a->to_move == b->to_move && a->ended == b->ended &&
	       a->implied == b->implied &&
	       memcmp(a->implied_stones, b->implied_stones, sizeof(a->implied_stones)) == 0;
}

/*
 * Asserts that color playing at vertex is refused with `expected` by both
 * game_check_move() and game_play(), and that the refusal changed nothing: the
 * whole state (fixture_snapshot_equal) is as before and board_check() holds.
 */
void
fixture_assert_refused(struct game *g, enum color color, const char *vertex,
		       enum move_result expected)
{
	struct fixture_snapshot before, after;

	fixture_snapshot_take(g, &before);
	ck_assert_int_eq(game_check_move(g, color, fixture_coord(g, vertex)), expected);
	ck_assert_int_eq(game_play(g, color, fixture_coord(g, vertex)), expected);
	ck_assert(board_check(&g->board));
	fixture_snapshot_take(g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
}

/* Asserts two games played the same moves with the same position hashes, entry by entry. */
static void
assert_same_moves(const struct game *a, const struct game *b, const char *what)
{
	ck_assert_msg(a->n_moves == b->n_moves, "%s: move count %zu -> %zu", what, a->n_moves,
		      b->n_moves);
	/* Field by field: struct move has a padding byte that memcmp would read. */
	for (size_t i = 0; i < a->n_moves; i++) {
		const struct move *x = &a->moves[i], *y = &b->moves[i];

		ck_assert_msg(x->color == y->color && x->at == y->at && x->captured == y->captured,
			      "%s: move %zu changed", what, i);
		ck_assert_msg(a->hashes[i + 1] == b->hashes[i + 1], "%s: hash %zu changed", what,
			      i);
	}
	ck_assert_msg(a->n_moves == 0 || a->hashes[0] == b->hashes[0], "%s: setup hash", what);
}

/*
 * Asserts that `now` is the same game as `before` (typically a game_copy() taken
 * before a command that had to change nothing): position and setup (by
 * fixture_board_equal), first mover, handicap, komi, ko rule, prisoners, pass
 * stones, and every move with its position hash. `what` names the operation in
 * the failure message.
 */
void
fixture_assert_same_game(const struct game *before, const struct game *now, const char *what)
{
	const struct game *a = before, *b = now;

	ck_assert_msg(fixture_board_equal(&a->board, &b->board), "%s: board changed", what);
	ck_assert_msg(fixture_board_equal(&a->setup, &b->setup), "%s: setup changed", what);
	ck_assert_msg(a->setup_to_move == b->setup_to_move, "%s: first mover changed", what);
	ck_assert_msg(a->handicap == b->handicap, "%s: handicap changed", what);
	ck_assert_msg(memcmp(&a->komi, &b->komi, sizeof(a->komi)) == 0, "%s: komi %g -> %g", what,
		      a->komi, b->komi);
	ck_assert_msg(rules_equal(&a->rules, &b->rules), "%s: rules changed", what);
	ck_assert_msg(memcmp(a->prisoners, b->prisoners, sizeof(a->prisoners)) == 0,
		      "%s: prisoners changed", what);
	ck_assert_msg(memcmp(a->pass_stones, b->pass_stones, sizeof(a->pass_stones)) == 0,
		      "%s: pass stones changed", what);
	assert_same_moves(a, b, what);
}

/* Whether at is a single-point eye of color: every on-board neighbour is color's stone. */
static bool
is_own_eye(const struct board *b, enum color color, coord_t at)
{
	for (int d = 0; d < 4; d++) {
		enum color nb = board_at(b, at + coord_dirs[d]);
		if (nb != color && nb != COLOR_BORDER)
			return false;
	}
	return true;
}

/*
 * A uniformly random point where color may legally play (game_check_move) that is
 * not one of its own single-point eyes, or COORD_PASS when there is none.
 */
coord_t
fixture_random_point(const struct game *g, enum color color, uint64_t *rng)
{
	coord_t points[BOARD_MAX_POINTS], empty[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points), n_empty = 0;

	for (int i = 0; i < n; i++)
		if (board_at(&g->board, points[i]) == COLOR_EMPTY)
			empty[n_empty++] = points[i];
	while (n_empty > 0) {
		int i = (int)rng_below(rng, (uint32_t)n_empty);
		coord_t at = empty[i];
		if (!is_own_eye(&g->board, color, at) && game_check_move(g, color, at) == MOVE_OK)
			return at;
		empty[i] = empty[--n_empty];
	}
	return COORD_PASS;
}

/* Plays one random turn (fixture_random_point) for the side to move; it must succeed. */
void
fixture_random_turn(struct game *g, uint64_t *rng)
{
	enum color color = game_to_move(g);
	coord_t at = fixture_random_point(g, color, rng);
	enum move_result r = game_play(g, color, at);

	FIXTURE_REQUIRE(r == MOVE_OK, "random move %d refused: %s", at, move_result_text(r));
}

/*
 * How many random games a property test should run: `normal` in an ordinary
 * build, a tenth (at least 1) under AddressSanitizer, scaled by the environment
 * variable GOREF_PROPERTY_PERCENT (e.g. 1000 for ten times more) when set.
 */
int
fixture_property_count(int normal)
{
	const char *percent = getenv("GOREF_PROPERTY_PERCENT");
	long n = normal;

#if defined(__SANITIZE_ADDRESS__)
	n = normal / 10;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
	n = normal / 10;
#endif
#endif
	if (percent && *percent)
		n = n * strtol(percent, NULL, 10) / 100;
	return n < 1 ? 1 : (int)n;
}

/* Appends a record of game `game` to list: the labels, the winner ('B', 'W', '0', or '-'
 * for a void game), the opening text ("-" for none); the other columns empty. */
void
fixture_result(struct result_list *list, int game, const char *black, const char *white,
               char winner, const char *opening)
{
	struct result_entry *e;

	if (list->n == list->cap) {
		list->cap = list->cap ? 2 * list->cap : 16;
		list->items = realloc(list->items, list->cap * sizeof(*list->items));
		ck_assert_ptr_nonnull(list->items);
	}
	e = &list->items[list->n++];
	memset(e, 0, sizeof(*e));
	e->game = game;
	e->black = strtab_intern(&list->strings, black);
	e->white = strtab_intern(&list->strings, white);
	e->winner = winner;
	e->opening = strtab_intern(&list->strings, opening);
}
