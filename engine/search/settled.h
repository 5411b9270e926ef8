/*
 * settled.h -- where a move is wasted: an own eye (filling it throws a life away),
 * and a region already settled as one colour's territory (a point lost in one's
 * own, a stone that cannot live in the opponent's). The light player never plays
 * there; the end of the game (endgame.c) reads them before it passes; the
 * search counts them as the referee does (settled_owners, search_set_settled).
 */
#ifndef GOREF_ENGINE_SEARCH_SETTLED_H
#define GOREF_ENGINE_SEARCH_SETTLED_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;
struct game;

bool settled_is_own_eye(const struct board *b, enum color color, coord_t at);
void settled_points(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		    uint8_t settled[BOARD_MAX_POINTS]);
int settled_owners(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		   const uint8_t unsettled[BOARD_MAX_POINTS], int8_t owner[BOARD_MAX_POINTS]);

#endif
