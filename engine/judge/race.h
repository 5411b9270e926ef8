/*
 * race.h -- reading a capturing race (semeai) between a black and a white chain
 * by a small exhaustive search on copies of the board: each side fills
 * liberties, extends, captures or passes, simple ko included, no ko threats
 * (there are none left at the end of a game). Changes nothing.
 */
#ifndef GOREF_ENGINE_JUDGE_RACE_H
#define GOREF_ENGINE_JUDGE_RACE_H

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct board;

/* The outcome of a race read with a given side moving first. */
enum race_result {
	RACE_NEITHER,    /* both chains stay on the board (seki, or both escape) */
	RACE_BLACK_WINS, /* the white chain is captured */
	RACE_WHITE_WINS, /* the black chain is captured */
	RACE_UNKNOWN,    /* the search ran out of depth or nodes */
};

/* The most liberties a chain may have for a race to be read. */
#define RACE_MAX_LIBS 3

enum race_result race_read(const struct board *b, coord_t black, coord_t white, enum color first,
			   int *budget);

#endif
