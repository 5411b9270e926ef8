/*
 * endpoints.h -- the points a pass would throw away at the end of the game: a
 * move that leaves its player better off than a pass by the rules' own count
 * (a ko or another capture, a neutral point, a stone that saves stones the
 * opponent would take next). The count is read on the board with the
 * judgement's statuses, two moves deep: the move (or the pass), then the
 * opponent's best gain. Cheap (no playouts): the end of the game asks it
 * before every pass. Reads the game, never changes it.
 */
#ifndef GOREF_ENGINE_SEARCH_ENDPOINTS_H
#define GOREF_ENGINE_SEARCH_ENDPOINTS_H

#include <limits.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct game;

/* endpoints_gain() of a move that is no candidate: illegal, an own eye, a self-atari. */
#define ENDPOINTS_REFUSED INT_MIN

int endpoints_gain(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
		   coord_t at);
int endpoints_moves(const struct game *g, enum color color, const uint8_t status[BOARD_MAX_POINTS],
		    coord_t out[], int gains[], int max);

#endif
