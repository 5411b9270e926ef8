/*
 * endpoints.c -- what a pass would throw away, by the count (endpoints.h).
 *
 * The count is the rules' with the judgement's statuses, read on a board: by
 * area (stones and territory) where the rules count area or hand over pass
 * stones -- with pass stones and White moving last, territory and prisoners
 * give the area margin (doc/rules.md §5), and every option compared here is
 * one turn, a stone or a pass, so the turns left do not differ -- and by
 * territory and prisoners elsewhere (a stone in one's own territory then
 * costs its point).
 *
 * A move's value is the count after it less the most the opponent gains by
 * one answer; a pass is valued the same way. Only two kinds of answer change
 * the count on a settled board: a capture (the liberty of a chain in atari)
 * and a neutral point filled. A stone that joins a dead chain, or lands in a
 * region the opponent owns without capturing, counts as dead: it is lost.
 */
#include "engine/search/endpoints.h"

#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/search/settled.h"

/*
 * A position with more points that may change the count than this is not
 * near its end: the reading (which grows with their square) is left out.
 */
#define ENDPOINTS_MAX_OPEN 32

/* How the rules count, for the whole reading. */
struct counting {
	bool by_area; /* stones + territory; else territory + prisoners */
	int size;
};

/* A position of the reading: the board, its statuses, and its count. */
struct line {
	struct board b;
	uint8_t status[BOARD_MAX_POINTS]; /* enum stone_status of each stone */
	int captures[3];                  /* stones each colour took since the reading began */
	uint8_t owner[BOARD_MAX_POINTS];  /* who owns each point, as score_territory() says */
	int margin;                       /* Black's count less White's, komi aside */
};

/*
 * Fills l->owner (the territory regions with dead stones lifted: a region
 * touching one colour only is that colour's) and l->margin from l->b,
 * l->status and l->captures.
 */
static void
count_line(const struct counting *c, struct line *l)
{
	int points[3] = { 0, 0, 0 }, dead[3] = { 0, 0, 0 };

	score_board_territory(&l->b, l->status, false, l->owner);
	for (int row = 0; row < c->size; row++)
		for (int col = 0; col < c->size; col++) {
			coord_t p = coord_make(row, col);
			enum color stone = board_at(&l->b, p), owner = (enum color)l->owner[p];
			bool lifted = color_is_player(stone) && l->status[p] == STATUS_DEAD;
			if (lifted)
				dead[stone]++;
			if (color_is_player(owner) && (c->by_area || !color_is_player(stone) || lifted))
				points[owner]++;
		}
	l->margin = points[COLOR_BLACK] - points[COLOR_WHITE];
	if (!c->by_area) /* prisoners: stones taken in the reading, dead stones lifted */
		l->margin += l->captures[COLOR_BLACK] - l->captures[COLOR_WHITE] +
			     dead[COLOR_WHITE] - dead[COLOR_BLACK];
}

/* The margin of l for color. */
static int
margin_of(const struct line *l, enum color color)
{
	return color == COLOR_BLACK ? l->margin : -l->margin;
}

/*
 * Plays color at `at` in l and counts the result. Refused (false, l spoiled) when
 * illegal, an own eye, or a self-atari the opponent may take at once (a ko
 * capture, whose retake the ko forbids, is no such thing).
 */
static bool
play_line(const struct counting *c, struct line *l, enum color color, coord_t at)
{
	enum color other = color_other(color);
	bool joins_dead = false, opponents_region = l->owner[at] == other;
	coord_t libs[4];

	if (board_check_move(&l->b, color, at) != MOVE_OK || settled_is_own_eye(&l->b, color, at))
		return false;
	for (int d = 0; d < 4; d++)
		joins_dead = joins_dead || (board_at(&l->b, at + coord_dirs[d]) == color &&
					    l->status[at + coord_dirs[d]] == STATUS_DEAD);
	int taken = board_play(&l->b, color, at);
	if (board_libs(&l->b, at) == 1 && board_liberties(&l->b, at, libs) == 1 &&
	    board_check_move(&l->b, other, libs[0]) == MOVE_OK)
		return false;
	l->captures[color] += taken;
	l->status[at] = joins_dead || (opponents_region && taken == 0) ? STATUS_DEAD : STATUS_ALIVE;
	count_line(c, l);
	return true;
}

/* Whether color's move at p may change the count of l: a neutral point, or the
 * liberty of a chain (either colour's) in atari. */
static bool
may_gain(const struct line *l, coord_t p)
{
	if (board_at(&l->b, p) != COLOR_EMPTY)
		return false;
	if (!color_is_player((enum color)l->owner[p]))
		return true;
	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (color_is_player(board_at(&l->b, nb)) && board_libs(&l->b, nb) == 1)
			return true;
	}
	return false;
}

/* The most color gains (never below 0: color may pass) by one move in l. */
static int
best_answer(const struct counting *c, const struct line *l, enum color color)
{
	struct line next;
	int best = 0;

	for (int row = 0; row < c->size; row++)
		for (int col = 0; col < c->size; col++) {
			coord_t p = coord_make(row, col);
			if (!may_gain(l, p))
				continue;
			next = *l;
			if (!play_line(c, &next, color, p))
				continue;
			int gain = margin_of(&next, color) - margin_of(l, color);
			if (gain > best)
				best = gain;
		}
	return best;
}

/* The position now, counted, as the reading's first line. */
static void
start_line(const struct game *g, const uint8_t *status, struct counting *c, struct line *l)
{
	c->by_area = g->rules.scoring == SCORING_AREA || g->rules.pass_stones;
	c->size = g->board.size;
	l->b = g->board;
	memset(l->status, STATUS_ALIVE, sizeof(l->status));
	if (status)
		memcpy(l->status, status, sizeof(l->status));
	memset(l->captures, 0, sizeof(l->captures));
	count_line(c, l);
}

/* color's value after passing in `now`: the count less the opponent's best answer. */
static int
pass_value(const struct counting *c, const struct line *now, enum color color)
{
	struct line passed;

	passed = *now;
	board_pass(&passed.b);
	return margin_of(&passed, color) - best_answer(c, &passed, color_other(color));
}

/* color's value after playing at in `now`, or ENDPOINTS_REFUSED. */
static int
move_value(const struct counting *c, const struct line *now, enum color color, coord_t at)
{
	struct line moved;

	moved = *now;
	if (!play_line(c, &moved, color, at))
		return ENDPOINTS_REFUSED;
	return margin_of(&moved, color) - best_answer(c, &moved, color_other(color));
}

/*
 * How many points color's move at is worth more than a pass, each followed by
 * the opponent's best answer, by the count with the statuses given (NULL: all
 * alive); ENDPOINTS_REFUSED for an illegal move (simple ko included), an own
 * eye, or a self-atari the opponent may take.
 */
int
endpoints_gain(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
	       coord_t at)
{
	struct line now;
	struct counting c;

	if (!color_is_player(color) || !board_on(&g->board, at))
		return ENDPOINTS_REFUSED;
	start_line(g, status, &c, &now);
	int value = move_value(&c, &now, color, at);
	return value == ENDPOINTS_REFUSED ? value : value - pass_value(&c, &now, color);
}

/*
 * The moves of color that gain at least a point over a pass (endpoints_gain),
 * the most gaining first and, among equals, in board order: at most max of
 * them into out, with their gains into gains; returns how many. Only points that may change the count are
 * tried (neutral points, liberties of chains in atari), so a move inside
 * territory is never one; none at all where more than ENDPOINTS_MAX_OPEN
 * such points are left (the game is not near its end). Superko is the
 * game's business.
 */
int
endpoints_moves(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
		coord_t out[], int gains[], int max)
{
	struct line now;
	struct counting c;
	coord_t found[BOARD_MAX_POINTS];
	int found_gains[BOARD_MAX_POINTS], n = 0;

	if (!color_is_player(color) || max <= 0)
		return 0;
	start_line(g, status, &c, &now);
	int open = 0;
	for (int row = 0; row < c.size; row++)
		for (int col = 0; col < c.size; col++)
			open += may_gain(&now, coord_make(row, col));
	if (open > ENDPOINTS_MAX_OPEN)
		return 0;
	int pass = pass_value(&c, &now, color);
	for (int row = 0; row < c.size; row++)
		for (int col = 0; col < c.size; col++) {
			coord_t p = coord_make(row, col);
			int value = may_gain(&now, p) ? move_value(&c, &now, color, p) : ENDPOINTS_REFUSED;
			if (value == ENDPOINTS_REFUSED || value - pass < 1)
				continue;
			/* Insertion, the most gaining first; equals keep board order. */
			int i = n++;
			for (; i > 0 && found_gains[i - 1] < value - pass; i--) {
				found[i] = found[i - 1];
				found_gains[i] = found_gains[i - 1];
			}
			found[i] = p;
			found_gains[i] = value - pass;
		}
	if (n > max)
		n = max;
	memcpy(out, found, (size_t)n * sizeof(*out));
	memcpy(gains, found_gains, (size_t)n * sizeof(*gains));
	return n;
}
