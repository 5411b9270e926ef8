/*
 * handicap.h -- where handicap stones go: GTP's fixed placements on the star
 * points, and goref's choice for free handicap.
 */
#ifndef GOREF_ENGINE_RULES_HANDICAP_H
#define GOREF_ENGINE_RULES_HANDICAP_H

#include "engine/rules/coord.h"

#define HANDICAP_MAX_FIXED 9

int handicap_fixed(int size, int stones, coord_t out[HANDICAP_MAX_FIXED]);
int handicap_free(int size, int stones, coord_t *out);

#endif
