/*
 * light_player.h -- the light player: no tree, no playouts. It takes what is in
 * atari, saves its own chains from atari, never fills its own eyes, never
 * recreates an earlier position, avoids self-atari, stays out of settled
 * territory, and otherwise plays a weighted random move; it passes when nothing
 * useful is left. It answers genmove when the search has no memory for a tree,
 * and kgs-genmove_cleanup, which captures the dead stones before passing.
 * Reads the game, never changes it; every random choice comes from the caller's
 * rng state.
 */
#ifndef GOREF_ENGINE_SEARCH_LIGHT_PLAYER_H
#define GOREF_ENGINE_SEARCH_LIGHT_PLAYER_H

#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct game;

coord_t light_player_move(const struct game *g, enum color color, uint64_t *rng_state);
coord_t light_player_cleanup(const struct game *g, enum color color,
			     const uint8_t status[BOARD_MAX_POINTS], uint64_t *rng_state);

#endif
