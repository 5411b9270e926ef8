/*
 * eyes.h -- eye-space shapes: how many eyes an enclosed region of up to six
 * points gives its owner, and the vital point of the killing (nakade) shapes:
 * straight and bent three, pyramid four, square four, cross five, bulky five,
 * rabbity six. Pure geometry on a set of points; no board needed.
 */
#ifndef GOREF_ENGINE_JUDGE_EYES_H
#define GOREF_ENGINE_JUDGE_EYES_H

#include <stdbool.h>

#include "engine/rules/coord.h"

/* The largest region eyes_classify() classifies, in points. */
#define EYES_MAX 6

enum eye_shape {
	EYE_SHAPE_ONE,     /* one eye however the owner plays: 1-2 points, square four */
	EYE_SHAPE_NAKADE,  /* one eye once the attacker holds the vital point, two if the owner does */
	EYE_SHAPE_TWO,     /* two eyes however the attacker plays (straight or bent four, ...) */
	EYE_SHAPE_UNKNOWN, /* seven points or more: not classified */
};

enum eye_shape eyes_classify(const coord_t *points, int n, coord_t *vital);
bool eyes_bent_four_in_corner(const coord_t *points, int n, int size);
bool eyes_in_corner(const coord_t *points, int n, int size);

#endif
