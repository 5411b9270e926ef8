/*
 * endgame.h -- the end of the game under the BGA rules, on top of the search's
 * choice: a pass hands over a stone, so goref fills the neutral points before
 * it passes; it passes to end a game it wins once nothing is left to fill;
 * White makes its closing pass; no pass while a move still gains by the count
 * (endpoints.h). Reads the game, never changes it.
 */
#ifndef GOREF_ENGINE_SEARCH_ENDGAME_H
#define GOREF_ENGINE_SEARCH_ENDGAME_H

#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct game;

bool endgame_closed(const struct game *g, const uint8_t status[BOARD_MAX_POINTS]);
coord_t endgame_neutral_fill(const struct game *g, enum color color,
			     const uint8_t status[BOARD_MAX_POINTS]);
/* The search's win rate from which a move inside territory may become a pass. */
#define ENDGAME_SAFE_WINRATE 0.9

coord_t endgame_decide(const struct game *g, enum color color,
		       const uint8_t status[BOARD_MAX_POINTS], uint64_t seed, coord_t chosen,
		       double winrate);

#endif
