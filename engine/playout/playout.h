/*
 * playout.h -- random games played to the end on the playout board, with the
 * light policy the search and the judgement share: never fill an own eye,
 * capture the chain the last move left in atari, save an own chain it put in
 * atari when that gains liberties, optionally answer the last move with a 3x3
 * shape, and refuse a self-atari of more than a few stones. No allocation.
 */
#ifndef GOREF_ENGINE_PLAYOUT_PLAYOUT_H
#define GOREF_ENGINE_PLAYOUT_PLAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;
struct pboard;

/* The most liberties playout_libs_after() counts. */
#define PLAYOUT_LIBS_CAP 16

/* The largest self-atari a normal playout allows (a throw-in or nakade). */
#define PLAYOUT_SACRIFICE_MAX 3

/* The longest playout: a bound on games that cycle (every move, passes included). */
#define PLAYOUT_MAX_MOVES (3 * BOARD_MAX_SIZE * BOARD_MAX_SIZE + 100)

struct playout_policy {
	int sacrifice_max; /* largest chain a move may leave in atari */
	bool patterns;     /* answer the last move with a good 3x3 shape when there is one */
};

/*
 * Plays pb to the end (two passes in a row, or 3 N^2 + 100 moves), first to move
 * first, last the move before (a point or COORD_PASS). Writes the moves played
 * (COORD_PASS for a pass) to record when it is not NULL; returns how many.
 */
int playout_play(struct pboard *pb, enum color first, coord_t last, uint64_t *rng,
		 const struct playout_policy *policy, int16_t *record);

/* Black's area minus White's on a played-out board (stones, and empty points
 * whose neighbours are of one colour); owner[p] gets +1, -1 or 0 when not NULL. */
int playout_area(const struct pboard *pb, int8_t *owner);

/* n playouts from b; adds who owned each point at the end to black[] / white[]
 * (a stone, or an empty point whose neighbours are all that colour's). */
int playout_ownership(const struct board *b, enum color to_move, uint64_t *rng, int n,
		      int sacrifice_max, uint16_t black[BOARD_MAX_POINTS],
		      uint16_t white[BOARD_MAX_POINTS]);

/* Liberties (up to cap) and size of color's chain after color plays at. */
int playout_libs_after(const struct board *b, enum color color, coord_t at, int cap, int *size);

#endif
