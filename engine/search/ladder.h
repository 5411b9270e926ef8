/*
 * ladder.h -- ladders read for the search's priors: whether a chain in atari
 * that runs is caught all the same, atari after atari, and whether an atari
 * catches the chain it hits. The light playouts cannot see a ladder across the
 * board: they run from ataris that lose the whole chain, and leave ataris that
 * win one. No allocation; one board per ply, per thread.
 */
#ifndef GOREF_ENGINE_SEARCH_LADDER_H
#define GOREF_ENGINE_SEARCH_LADDER_H

#include <stdbool.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

struct pboard;

/* Whether color playing the empty point p saves an own chain in atari next to
 * it only for a while: the chain it makes has two liberties, and the opponent,
 * to move, catches it in a ladder. */
bool ladder_escape_fails(const struct pboard *pb, enum color color, coord_t p);

/* Whether color playing the empty point p puts an opponent chain next to it in
 * atari that cannot run away: its every extension ends caught in a ladder (a
 * capture of a stone around it counts as an escape). */
bool ladder_atari_catches(const struct pboard *pb, enum color color, coord_t p);

#endif
