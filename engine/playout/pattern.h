/*
 * pattern.h -- 3x3 shapes around a point in the MoGo style (hane, cut,
 * attachment, edge blocks): whether playing the centre of a neighbourhood is
 * one of the locally good answers. Used by the playouts after the last move
 * and by the search for its priors. The table is built once, on first use
 * (pattern3_good) or by pattern3_build() before a run of pattern3_known().
 */
#ifndef GOREF_ENGINE_PLAYOUT_PATTERN_H
#define GOREF_ENGINE_PLAYOUT_PATTERN_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/coord.h"
#include "engine/playout/pboard.h"

/* One bit per neighbourhood code, set for the good shapes (pattern3_build()). */
extern uint8_t pattern3_table[65536 / 8];

/* The 3x3 neighbourhood of p: two bits (enum color) per neighbour, row by
 * row: the three below p (bits 0-5), left and right (6-9), the three above. */
static inline uint16_t
pattern3_code(const struct pboard *pb, coord_t p)
{
	const uint8_t *below = &pb->at[p - COORD_STRIDE - 1],
	              *above = &pb->at[p + COORD_STRIDE - 1];

	return (uint16_t)(below[0] | below[1] << 2 | below[2] << 4 | pb->at[p - 1] << 6 |
	                  pb->at[p + 1] << 8 | above[0] << 10 | above[1] << 12 | above[2] << 14);
}

/* Builds the table, once whatever the threads (a no-op after the first call). */
void pattern3_build(void);

/* Whether the neighbourhood code is one of the good shapes (either colour to
 * play); the table must be built. */
static inline bool
pattern3_known(uint16_t code)
{
	return pattern3_table[code >> 3] >> (code & 7) & 1;
}

/* pattern3_known, building the table first if need be. */
bool pattern3_good(uint16_t code);

static inline bool
pattern3_match(const struct pboard *pb, coord_t p)
{
	return pattern3_good(pattern3_code(pb, p));
}

#endif
