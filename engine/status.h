/*
 * status.h -- the end-of-game judgement: which chains are alive, dead or in seki.
 * One status per point (stones only matter). The judgement reads the game and
 * never changes it.
 */
#ifndef GOREF_ENGINE_STATUS_H
#define GOREF_ENGINE_STATUS_H

#include <stdint.h>

#include "engine/coord.h"

struct game;

enum stone_status {
	STATUS_ALIVE = 0, /* stays on the board */
	STATUS_DEAD = 1,  /* removed at the end, a prisoner of the opponent */
	STATUS_SEKI = 2,  /* alive by shared liberties; those liberties are neutral */
};

void status_judge(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS]);
void status_benson(const struct game *g, uint8_t alive[BOARD_MAX_POINTS]);
int status_reading_line(const struct game *g, uint64_t seed, coord_t stone, coord_t *line,
                        int max);

#endif
