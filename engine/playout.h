/*
 * playout.h -- Monte-Carlo ownership: random games played to the end from a
 * position, counting who owns each point when both sides have run out of
 * sensible moves. Deterministic for a given seed. Works on copies of the board.
 */
#ifndef GOREF_ENGINE_PLAYOUT_H
#define GOREF_ENGINE_PLAYOUT_H

#include <stdint.h>

#include "engine/color.h"
#include "engine/coord.h"

struct board;

/*
 * Plays n playouts from b (alternating which colour starts, the first being
 * to_move) and adds to black[p] / white[p] how many ended with p owned by that
 * colour (a stone of it, or an empty point all of whose neighbours are its).
 * The arrays are not cleared first. Returns the playouts run.
 */
int playout_ownership(const struct board *b, enum color to_move, uint64_t seed, int n,
		      uint16_t black[BOARD_MAX_POINTS], uint16_t white[BOARD_MAX_POINTS]);

/*
 * The liberties the chain of color would have after color plays the empty point at
 * (counting captures), capped at 3, and in *size the stones of that chain. Does
 * not change the board.
 */
int playout_libs_after(const struct board *b, enum color color, coord_t at, int *size);

#endif
