/*
 * light_player.c -- the light player's move in stages: first the urgent tactics
 * (take a chain in atari, save an own chain from atari), then in cleanup mode the
 * opponent's dead chains, then a weighted random move among the useful ones
 * (outside settled.c's own eyes and settled regions); a pass when none is left.
 * Every candidate is tried on a copy of the board, so what a move captures and
 * how many liberties it keeps are exact.
 */
#include "engine/search/light_player.h"

#include <stdlib.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/rules/score.h"
#include "engine/search/settled.h"

/* What one candidate move would do, read off a copy of the board. */
struct move_eval {
	coord_t at;     /* the candidate point */
	int captured;   /* opponent stones it takes */
	int libs;       /* liberties of the mover's chain afterwards */
	int chain_size; /* stones in the mover's chain afterwards */
	int rescued;    /* own stones in atari before, with two or more liberties after */
	int ataris;     /* opponent stones it leaves in atari */
	int key;        /* the current stage's preference: higher is better, <= 0 never */
};

/* The mover's chains in atari before the move. */
struct atari_chains {
	coord_t stone[BOARD_MAX_POINTS]; /* one stone of each chain */
	int size[BOARD_MAX_POINTS];      /* that chain's size */
	int n;                           /* how many chains */
};

/* Everything one move choice reads, computed once. */
struct context {
	const struct game *g;                /* the game, never changed */
	const struct board *b;               /* its board now */
	enum color color;                    /* the mover */
	const uint8_t *status;               /* dead-stone judgement, or NULL (all alive) */
	uint64_t *rng;                       /* the caller's generator state */
	coord_t near;                        /* the latest stone played, or COORD_NONE */
	struct atari_chains own_atari;       /* the mover's chains in atari */
	uint8_t settled[BOARD_MAX_POINTS];   /* 1: inside a settled region of one colour */
	uint8_t support[BOARD_MAX_POINTS];   /* cleanup: 1 at the origin of a chain to strengthen */
};

/* Lists the mover's chains that have a single liberty. */
static void
find_own_ataris(struct context *cx)
{
	coord_t points[BOARD_MAX_POINTS];
	uint8_t seen[BOARD_MAX_POINTS];
	int n = board_points(cx->b, points);

	memset(seen, 0, sizeof(seen));
	cx->own_atari.n = 0;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		coord_t origin;
		if (board_at(cx->b, p) != cx->color || board_libs(cx->b, p) != 1)
			continue;
		origin = board_chain(cx->b, p);
		if (seen[origin])
			continue;
		seen[origin] = 1;
		cx->own_atari.stone[cx->own_atari.n] = p;
		cx->own_atari.size[cx->own_atari.n] = board_chain_size(cx->b, p);
		cx->own_atari.n++;
	}
}

/* The latest stone played in the last two turns, or COORD_NONE. */
static coord_t
latest_stone(const struct game *g)
{
	for (size_t k = 1; k <= 2 && k <= g->n_moves; k++)
		if (g->moves[g->n_moves - k].at != COORD_PASS)
			return g->moves[g->n_moves - k].at;
	return COORD_NONE;
}

/* Plays the legal move e->at on a copy of the board and records what it did. */
static void
evaluate_move(const struct context *cx, struct move_eval *e)
{
	struct board after = *cx->b;
	enum color other = color_other(cx->color);
	coord_t counted[4];
	int n_counted = 0;

	e->captured = board_play(&after, cx->color, e->at);
	e->libs = board_libs(&after, e->at);
	e->chain_size = board_chain_size(&after, e->at);
	e->rescued = 0;
	for (int i = 0; i < cx->own_atari.n; i++) {
		coord_t s = cx->own_atari.stone[i];
		if (board_libs(&after, s) > 1)
			e->rescued += cx->own_atari.size[i];
	}
	e->ataris = 0;
	for (int d = 0; d < 4; d++) {
		coord_t nb = e->at + coord_dirs[d];
		bool dup = false;
		if (board_at(&after, nb) != other || board_libs(&after, nb) != 1)
			continue;
		for (int k = 0; k < n_counted; k++)
			dup = dup || counted[k] == board_chain(&after, nb);
		if (dup)
			continue;
		counted[n_counted++] = board_chain(&after, nb);
		e->ataris += board_chain_size(&after, nb);
	}
}

/*
 * Evaluates into ev every legal point that is not the mover's own eye, not a
 * suicide and does not repeat a position; returns how many. goref never repeats a position itself,
 * even under simple ko, so no cycle can start from it.
 */
static int
collect_candidates(const struct context *cx, struct move_eval *ev)
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(cx->b, points), count = 0;

	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (board_at(cx->b, p) != COLOR_EMPTY || settled_is_own_eye(cx->b, cx->color, p))
			continue;
		/* board_check_move too: goref never plays a suicide, even where it is legal */
		if (game_check_move(cx->g, cx->color, p) != MOVE_OK ||
		    (cx->g->rules.suicide && board_check_move(cx->b, cx->color, p) != MOVE_OK) ||
		    game_repeats_position(cx->g, cx->color, p))
			continue;
		ev[count].at = p;
		evaluate_move(cx, &ev[count]);
		count++;
	}
	return count;
}

/*
 * Among the candidates with the highest positive key, one chosen uniformly
 * (reservoir sampling), or COORD_NONE when no key is positive.
 */
static coord_t
pick_best(const struct context *cx, const struct move_eval *ev, int n)
{
	coord_t best = COORD_NONE;
	int best_key = 0, ties = 0;

	for (int i = 0; i < n; i++) {
		if (ev[i].key <= 0 || ev[i].key < best_key)
			continue;
		if (ev[i].key > best_key) {
			best_key = ev[i].key;
			ties = 0;
		}
		ties++;
		if (rng_below(cx->rng, (uint32_t)ties) == 0)
			best = ev[i].at;
	}
	return best;
}

/* A capture or rescue that does not hand back more than it gains (no big self-atari). */
static bool
is_sound_tactic(const struct move_eval *e)
{
	return e->libs >= 2 || e->chain_size <= e->captured;
}

/*
 * The urgent move: the largest gain of stones captured plus own stones saved
 * from atari, more liberties breaking ties; COORD_NONE when there is none.
 */
static coord_t
pick_urgent(const struct context *cx, struct move_eval *ev, int n)
{
	for (int i = 0; i < n; i++) {
		int gain = ev[i].captured + ev[i].rescued;
		int libs = ev[i].libs < 4 ? ev[i].libs : 4;
		ev[i].key = gain > 0 && is_sound_tactic(&ev[i]) ? gain * 8 + libs : 0;
	}
	return pick_best(cx, ev, n);
}

/*
 * The fewest liberties among the opponent's dead chains next to p, or 0 when p
 * touches none.
 */
static int
dead_neighbour_libs(const struct context *cx, coord_t p)
{
	enum color other = color_other(cx->color);
	int fewest = 0;

	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		int libs;
		if (board_at(cx->b, nb) != other || cx->status[nb] != STATUS_DEAD)
			continue;
		libs = board_libs(cx->b, nb);
		if (fewest == 0 || libs < fewest)
			fewest = libs;
	}
	return fewest;
}

/* Own chains with fewer liberties than this are worth strengthening before a fill. */
#define APPROACH_LIBS 3

/*
 * The largest own chain cleanup lets the opponent take inside a dead chain's eye:
 * a space this small still makes one eye only.
 */
#define NAKADE_MAX 3

/*
 * Cleanup: marks the mover's chains that touch a liberty of a dead opponent chain
 * and have fewer than APPROACH_LIBS liberties, so that filling that liberty would
 * be a self-atari until they gain more.
 */
static void
mark_supports(struct context *cx)
{
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(cx->b, points);

	memset(cx->support, 0, sizeof(cx->support));
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (board_at(cx->b, p) != COLOR_EMPTY || dead_neighbour_libs(cx, p) == 0)
			continue;
		for (int d = 0; d < 4; d++) {
			coord_t nb = p + coord_dirs[d];
			if (board_at(cx->b, nb) == cx->color && board_libs(cx->b, nb) < APPROACH_LIBS)
				cx->support[board_chain(cx->b, nb)] = 1;
		}
	}
}

/* Whether e gives more liberties to a marked supporting chain (see mark_supports). */
static bool
is_approach(const struct context *cx, const struct move_eval *e)
{
	for (int d = 0; d < 4; d++) {
		coord_t nb = e->at + coord_dirs[d];
		if (board_at(cx->b, nb) == cx->color && cx->support[board_chain(cx->b, nb)] &&
		    e->libs > board_libs(cx->b, nb))
			return true;
	}
	return false;
}

/*
 * How much cleanup wants e, 0 for not at all: first a liberty of a dead chain
 * that keeps two liberties (the chain with the fewest liberties first), then a
 * throw-in of at most NAKADE_MAX stones that leaves a dead chain in atari, then
 * a move that strengthens an own chain so that a later fill is no self-atari.
 */
static int
dead_fill_key(const struct context *cx, const struct move_eval *e)
{
	int libs = dead_neighbour_libs(cx, e->at);

	if (libs > 0 && e->libs >= 2)
		return 3 * BOARD_MAX_POINTS - libs;
	if (libs == 2 && e->libs == 1 && e->chain_size <= NAKADE_MAX)
		return 2 * BOARD_MAX_POINTS;
	if (e->libs >= 2 && is_approach(cx, e))
		return BOARD_MAX_POINTS;
	return 0;
}

/* Cleanup: the move dead_fill_key() likes best, or COORD_NONE when there is none. */
static coord_t
pick_dead_fill(struct context *cx, struct move_eval *ev, int n)
{
	mark_supports(cx);
	for (int i = 0; i < n; i++)
		ev[i].key = dead_fill_key(cx, &ev[i]);
	return pick_best(cx, ev, n);
}

/* The base weight of a point by its line: the edge is poor, the 3rd and 4th lines good. */
static int
line_weight(int size, coord_t p)
{
	int line = coord_line(size, p);

	if (line == 1)
		return 1;
	if (size < 9)
		return 4;
	if (line == 2)
		return 3;
	return line <= 4 ? 6 : 4;
}

/* Whether a and b are at most two rows and two columns apart. */
static bool
is_near(coord_t a, coord_t b)
{
	return abs(coord_row(a) - coord_row(b)) <= 2 && abs(coord_col(a) - coord_col(b)) <= 2;
}

/* How much the random stage likes a useful move. */
static int
move_weight(const struct context *cx, const struct move_eval *e)
{
	int w = line_weight(cx->b->size, e->at);

	if (cx->near != COORD_NONE && is_near(e->at, cx->near))
		w += 6;
	if (e->ataris > 0)
		w += 4;
	return w;
}

/* A move worth playing: keeps two liberties and lies outside settled territory. */
static bool
is_useful(const struct context *cx, const struct move_eval *e)
{
	return e->libs >= 2 && !cx->settled[e->at];
}

/* A useful move drawn with probability proportional to its weight, or COORD_NONE. */
static coord_t
pick_weighted(const struct context *cx, struct move_eval *ev, int n)
{
	uint32_t total = 0, r;

	for (int i = 0; i < n; i++) {
		ev[i].key = is_useful(cx, &ev[i]) ? move_weight(cx, &ev[i]) : 0;
		total += (uint32_t)ev[i].key;
	}
	if (total == 0)
		return COORD_NONE;
	r = rng_below(cx->rng, total);
	for (int i = 0; i < n; i++) {
		if (r < (uint32_t)ev[i].key)
			return ev[i].at;
		r -= (uint32_t)ev[i].key;
	}
	return COORD_NONE; /* not reached: r < total */
}

/* The staged choice shared by the plain move and the cleanup. */
static coord_t
choose(const struct game *g, enum color color, const uint8_t *status, bool cleanup,
       uint64_t *rng_state)
{
	struct context cx;
	struct move_eval ev[BOARD_MAX_POINTS];
	coord_t move;
	int n;

	if (!color_is_player(color))
		return COORD_PASS;
	cx.g = g;
	cx.b = &g->board;
	cx.color = color;
	cx.status = status;
	cx.rng = rng_state;
	cx.near = latest_stone(g);
	find_own_ataris(&cx);
	settled_points(g, status, cx.settled);
	n = collect_candidates(&cx, ev);
	move = pick_urgent(&cx, ev, n);
	if (move == COORD_NONE && cleanup)
		move = pick_dead_fill(&cx, ev, n);
	if (move == COORD_NONE)
		move = pick_weighted(&cx, ev, n);
	return move == COORD_NONE ? COORD_PASS : move;
}

/*
 * goref's move for color in g (which need not be color's turn): a point where
 * game_check_move() answers MOVE_OK, never an own eye, never one that recreates
 * an earlier position of the game (even under simple ko); or COORD_PASS when
 * nothing useful is left (every other legal move is a self-atari or lies in
 * settled territory) or color is not a player. Never changes g. Deterministic
 * for a given *rng_state, which it advances.
 */
coord_t
light_player_move(const struct game *g, enum color color, uint64_t *rng_state)
{
	return choose(g, color, NULL, false, rng_state);
}

/*
 * Like light_player_move(), for kgs-genmove_cleanup: before passing it captures the
 * opponent's chains that status[] (from the dead-stone judgement) marks
 * STATUS_DEAD, filling their liberties (a self-atari only as a throw-in of at
 * most NAKADE_MAX stones that leaves such a chain in atari) or first
 * strengthening its own chains next to them; it never fills its own eyes.
 * Territory is read with the dead stones lifted. status is only read.
 */
coord_t
light_player_cleanup(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
		uint64_t *rng_state)
{
	return choose(g, color, status, true, rng_state);
}
