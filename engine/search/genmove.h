/*
 * genmove.h -- goref's own move choice: a first, light player. It takes what is
 * in atari, saves its own chains from atari, never fills its own eyes, never
 * recreates an earlier position, avoids self-atari, stays out of settled
 * territory, and otherwise plays a weighted random move; it passes when nothing
 * useful is left. Reads the game, never changes it; every random choice comes
 * from the caller's rng state.
 */
#ifndef GOREF_ENGINE_SEARCH_GENMOVE_H
#define GOREF_ENGINE_SEARCH_GENMOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;
struct game;

bool genmove_is_own_eye(const struct board *b, enum color color, coord_t at);
coord_t genmove_choose(const struct game *g, enum color color, uint64_t *rng_state);
void genmove_settled_points(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
			    uint8_t settled[BOARD_MAX_POINTS]);
coord_t genmove_cleanup(const struct game *g, enum color color,
			const uint8_t status[BOARD_MAX_POINTS], uint64_t *rng_state);

#endif
