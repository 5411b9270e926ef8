/*
 * judge_eye_count.h -- the eye-count leaf of the local reading (layer 7 of the
 * judgement): where the reading stops to count the eyes a group can still make
 * instead of reading on. Used only by judge_reading.c.
 */
#ifndef GOREF_ENGINE_JUDGE_JUDGE_EYE_COUNT_H
#define GOREF_ENGINE_JUDGE_JUDGE_EYE_COUNT_H

#include "engine/rules/coord.h"
#include "engine/judge/reading.h"

struct board;

/* Marks the group's space (r->space), once the reading's area is built. */
void eye_count_mark_space(struct reading *r);

/* The leaf's verdict on the node b: READ_CAPTURED, or READ_UNKNOWN (read on). */
enum read_result eye_count_leaf(const struct reading *r, const struct board *b);

/* Reorders the attacker's n moves so that one after which the leaf sees the
 * group taken comes first. */
void eye_count_kills_first(const struct reading *r, const struct board *b, coord_t *moves, int n);

#endif
