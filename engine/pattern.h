/*
 * pattern.h -- 3x3 shapes around a point in the MoGo style (hane, cut,
 * attachment, edge blocks): whether playing the centre of a neighbourhood is
 * one of the locally good answers. Used by the playouts after the last move
 * and by the search for its priors. The table is built once, on first use.
 */
#ifndef GOREF_ENGINE_PATTERN_H
#define GOREF_ENGINE_PATTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/coord.h"

struct pboard;

/* The 3x3 neighbourhood of p: two bits (enum color) per neighbour. */
uint16_t pattern3_code(const struct pboard *pb, coord_t p);

/* Whether the neighbourhood code is one of the good shapes (either colour to play). */
bool pattern3_good(uint16_t code);

static inline bool
pattern3_match(const struct pboard *pb, coord_t p)
{
	return pattern3_good(pattern3_code(pb, p));
}

#endif
