/*
 * status.h -- the end-of-game judgement: which chains are alive, dead or in seki.
 * One status per point (stones only matter). The judgement reads the game and
 * never changes it.
 */
#ifndef GOREF_ENGINE_JUDGE_STATUS_H
#define GOREF_ENGINE_JUDGE_STATUS_H

#include <stdint.h>

#include "engine/rules/coord.h"
#include "engine/rules/score.h" /* enum stone_status */

struct game;

void status_judge(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS]);
int status_judge_unsettled(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS],
                           uint8_t unsettled[BOARD_MAX_POINTS]);
void status_benson(const struct game *g, uint8_t alive[BOARD_MAX_POINTS]);
int status_reading_line(const struct game *g, uint64_t seed, coord_t stone, coord_t *line,
                        int max);

#endif
