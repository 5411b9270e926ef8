/*
 * benson.h -- Benson's unconditional life: chains that stay on the board whatever
 * the opponent plays, even if their owner always passes. Pure analysis of one
 * board; reads it and changes nothing.
 */
#ifndef GOREF_ENGINE_JUDGE_BENSON_H
#define GOREF_ENGINE_JUDGE_BENSON_H

#include <stdint.h>

#include "engine/rules/coord.h"

struct board;

void benson_alive(const struct board *b, uint8_t alive[BOARD_MAX_POINTS]);
void benson_analyse(const struct board *b, uint8_t alive[BOARD_MAX_POINTS], uint8_t *dead);

#endif
