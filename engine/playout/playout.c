/*
 * playout.c -- random games to the end on the playout board. A move is chosen
 * in stages: the tactical answer to the last move (capture the chain it left
 * in atari; save an own chain it put in atari by capturing a neighbour or by
 * extending to two liberties), then, when the policy asks, a good 3x3 shape
 * next to the last move, then a uniformly random acceptable point: legal, not
 * an own eye-like point, and not a self-atari of more than sacrifice_max
 * stones. Play stops after two passes in a row.
 */
#include "engine/playout/playout.h"

#include "engine/rules/board.h"
#include "engine/rules/rng.h"
#include "engine/playout/pattern.h"
#include "engine/playout/pboard.h"

/* Whether color may sensibly play the empty point p. */
static bool
acceptable(const struct pboard *pb, enum color color, coord_t p, int sacrifice_max)
{
	int size, free = pboard_nbr_count(pb, p, COLOR_EMPTY);

	/* An empty neighbour makes the move legal (but at the ko point, which
	 * has none) and the point no eye: the full tests only when there is none. */
	if (free >= 2)
		return true; /* two liberties at least, whatever else */
	if (free == 0) {
		/* The eye on a branch of its own: it needs nbr only, so it is
		 * settled before the chains around are loaded for legality. */
		if (pboard_eye_like(pb, color, p))
			return false;
		if ((unsigned)pboard_ko_barred(pb, color, p) |
		    (unsigned)!pboard_legal_crowded(pb, color, p))
			return false;
	}
	if (sacrifice_max >= 1 && pboard_nbr_count(pb, p, color) == 0)
		return true; /* a lone stone: one at most is lost */
	return pboard_libs_after(pb, color, p, &size) >= 2 || size <= sacrifice_max;
}

/* The answer to the last move: capture it if it is in atari, or save a chain it
 * put in atari (by capturing, or by extending to two liberties). COORD_NONE if none. */
static coord_t
tactical_reply(const struct pboard *pb, enum color color, coord_t last)
{
	int size;

	if (last < 0 || pb->at[last] != color_other(color))
		return COORD_NONE;
	if (pboard_in_atari(pb, last)) {
		coord_t cap = pboard_atari_lib(pb, last);
		if (pboard_legal(pb, color, cap))
			return cap;
	}
	unsigned ataris =
	    last == pb->played ? pb->played_ataris : pboard_ataris_around(pb, last, color);
	for (; ataris; ataris &= ataris - 1) {
		coord_t nb = last + coord_dirs[__builtin_ctz(ataris)];
		coord_t take = pboard_capture_around(pb, nb);
		if (take != COORD_NONE && pboard_legal(pb, color, take))
			return take;
		coord_t lib = pboard_atari_lib(pb, nb);
		if (pboard_legal(pb, color, lib) && pboard_libs_after(pb, color, lib, &size) >= 2)
			return lib;
	}
	return COORD_NONE;
}

/* A good 3x3 shape next to the last move that is no self-atari, or COORD_NONE. */
static coord_t
shape_reply(const struct pboard *pb, enum color color, coord_t last, uint64_t *rng)
{
	coord_t found[8];
	int n = 0, size;

	if (last < 0)
		return COORD_NONE;
	for (int d = 0; d < 8; d++) {
		coord_t p = last + pboard_dirs8[d];
		if (pb->at[p] != COLOR_EMPTY || !pattern3_known(pattern3_code(pb, p)))
			continue;
		if (!pboard_legal(pb, color, p) || pboard_eye_like(pb, color, p) ||
		    pboard_libs_after(pb, color, p, &size) < 2)
			continue;
		found[n++] = p;
	}
	return n ? found[rng_below(rng, (uint32_t)n)] : COORD_NONE;
}

/*
 * A random acceptable move for color, or COORD_PASS when there is none: draw a
 * point of the window, refuse it past the end of the window, draw again. About
 * half the points drawn are refused, at random: a branch no predictor guesses.
 * So the point to try after a refusal (the next draw, rng_mix() one step
 * further, on the window one shorter) is fetched before the test, and is ready
 * when the guess was wrong.
 */
static coord_t
random_move(struct pboard *pb, enum color color, int sacrifice_max, uint64_t *rng)
{
	int n = pb->n_empty;
	uint64_t state = *rng;
	int i = (int)rng_scale(rng_mix(state + RNG_STEP), (uint32_t)n);
	coord_t p = n > 0 ? pb->empty[i] : COORD_PASS;

	while (n > 0) {
		int j = (int)rng_scale(rng_mix(state + 2 * RNG_STEP), (uint32_t)(n - 1));
		coord_t next = pb->empty[j == i ? n - 1 : j]; /* empty[j] once p is refused */
		state += RNG_STEP;
		if (acceptable(pb, color, p, sacrifice_max)) {
			*rng = state;
			return p;
		}
		/* Move the refused point past the window still to be tried. */
		pb->empty[i] = pb->empty[n - 1];
		pb->slot[pb->empty[i]] = (int16_t)i;
		pb->empty[n - 1] = (int16_t)p;
		pb->slot[p] = (int16_t)(n - 1);
		n--;
		i = j;
		p = next;
	}
	*rng = state;
	return COORD_PASS;
}

int
playout_play(struct pboard *pb, enum color first, coord_t last, uint64_t *rng,
             const struct playout_policy *policy, int16_t *record)
{
	enum color color = first;
	int passes = 0, moves = 0, limit = 3 * pb->size * pb->size + 100;

	if (policy->patterns)
		pattern3_build();

	while (moves < limit && passes < 2) {
		coord_t p = tactical_reply(pb, color, last);
		if (p == COORD_NONE && policy->patterns)
			p = shape_reply(pb, color, last, rng);
		if (p == COORD_NONE)
			p = random_move(pb, color, policy->sacrifice_max, rng);
		if (p == COORD_PASS) {
			passes++;
			pb->ko_point = COORD_NONE;
		} else {
			passes = 0;
			pboard_play(pb, color, p);
		}
		if (record)
			record[moves] = (int16_t)p;
		moves++;
		last = p;
		color = color_other(color);
	}
	return moves;
}

/* Whether color owns p at the end: a stone of color, or an empty point whose
 * neighbours on the board (two at least) are all of color. */
static inline unsigned
owned_by(const struct pboard *pb, coord_t p, enum color color)
{
	unsigned n = pb->nbr[p], c = pb->at[p];
	unsigned walled = (c == COLOR_EMPTY) & ((n & 15 * PBOARD_NBR(COLOR_EMPTY)) == 0);

	/* Without a branch: the colours at the end are random. */
	return (c == color) | (walled & ((n & 15 * PBOARD_NBR(color_other(color))) == 0));
}

/* Who owns p at the end: +1 Black, -1 White, 0 neither. */
static inline int
owner_of(const struct pboard *pb, coord_t p)
{
	return (int)owned_by(pb, p, COLOR_BLACK) - (int)owned_by(pb, p, COLOR_WHITE);
}

int
playout_area(const struct pboard *pb, int8_t *owner)
{
	int area = 0;

	for (int row = 0; row < pb->size; row++) {
		for (int col = 0; col < pb->size; col++) {
			coord_t p = coord_make(row, col);
			int who = owner_of(pb, p);
			area += who;
			if (owner)
				owner[p] = (int8_t)who;
		}
	}
	return area;
}

/*
 * Plays n playouts from b (alternating which colour starts, the first being
 * to_move) and adds to black[p] / white[p] how many ended with p owned by that
 * colour. The arrays are not cleared first. The generator state *rng advances.
 * A move may leave a chain of at most sacrifice_max stones in atari: small
 * sacrifices kill eye shapes, none at all keeps every seki standing. The
 * judgement's policy: no shapes, so its verdicts stay what they were tuned on.
 */
int
playout_ownership(const struct board *b, enum color to_move, uint64_t *rng, int n,
                  int sacrifice_max, uint16_t black[BOARD_MAX_POINTS],
                  uint16_t white[BOARD_MAX_POINTS])
{
	struct playout_policy policy = {sacrifice_max, false};
	struct pboard start, pb;

	pboard_from_board(&start, b);
	for (int i = 0; i < n; i++) {
		pboard_copy(&pb, &start);
		playout_play(&pb, i % 2 ? color_other(to_move) : to_move, COORD_PASS, rng, &policy,
		             NULL);
		for (int row = 0; row < pb.size; row++) {
			for (int col = 0; col < pb.size; col++) {
				coord_t p = coord_make(row, col);
				black[p] = (uint16_t)(black[p] + owned_by(&pb, p, COLOR_BLACK));
				white[p] = (uint16_t)(white[p] + owned_by(&pb, p, COLOR_WHITE));
			}
		}
	}
	return n;
}

/* Adds p to the set libs[0..n) unless present; returns the new n. */
static int
add_lib(coord_t *libs, int n, coord_t p)
{
	if (coord_listed(libs, n, p))
		return n;
	libs[n] = p;
	return n + 1;
}

/*
 * The liberties the chain of color would have after color plays the empty point
 * at (a captured neighbour counts as one), counted up to cap (at most
 * PLAYOUT_LIBS_CAP), and in *size the stones of that chain. Changes nothing.
 * On the referee's board (the judgement's seki test uses it).
 */
int
playout_libs_after(const struct board *b, enum color color, coord_t at, int cap, int *size)
{
	coord_t libs[PLAYOUT_LIBS_CAP], chains[4], chain_libs[BOARD_MAX_POINTS];
	int n = 0, n_chains = 0, stones = 1;

	for (int d = 0; d < 4; d++) {
		coord_t nb = at + coord_dirs[d];
		enum color c = board_at(b, nb);
		if (c == COLOR_EMPTY) {
			if (n < cap)
				n = add_lib(libs, n, nb);
		} else if (c == color) {
			coord_t origin = board_chain(b, nb);
			bool seen = false;
			for (int i = 0; i < n_chains; i++)
				seen = seen || chains[i] == origin;
			if (seen)
				continue;
			chains[n_chains++] = origin;
			stones += board_chain_size(b, nb);
			if (n >= cap)
				continue;
			int k = board_liberties(b, nb, chain_libs);
			for (int i = 0; i < k && n < cap; i++)
				if (chain_libs[i] != at)
					n = add_lib(libs, n, chain_libs[i]);
		} else if (c == color_other(color) && board_libs(b, nb) == 1) {
			if (n < cap)
				n = add_lib(libs, n, nb);
		}
	}
	*size = stones;
	return n;
}
