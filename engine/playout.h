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

/* The most liberties playout_libs_after() counts. */
#define PLAYOUT_LIBS_CAP 16

/* The largest self-atari a normal playout allows (a throw-in or nakade). */
#define PLAYOUT_SACRIFICE_MAX 3

/* n playouts from b; adds who owned each point at the end to black[] / white[]
 * (a stone, or an empty point whose neighbours are all that colour's). */
int playout_ownership(const struct board *b, enum color to_move, uint64_t *rng, int n,
		      int sacrifice_max, uint16_t black[BOARD_MAX_POINTS],
		      uint16_t white[BOARD_MAX_POINTS]);

/* Liberties (up to cap) and size of color's chain after color plays at. */
int playout_libs_after(const struct board *b, enum color color, coord_t at, int cap, int *size);

#endif
