/*
 * vertices.h -- the vertex lists GTP engines answer (final_status_list,
 * list_stones) for the bench programs: parsed into a set of points.
 */
#ifndef GOREF_BENCH_LIB_VERTICES_H
#define GOREF_BENCH_LIB_VERTICES_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/coord.h"

bool vertices_parse(const char *text, int size, uint8_t set[BOARD_MAX_POINTS]);

#endif
