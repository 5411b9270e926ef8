/*
 * judge.h -- the inside of the end-of-game judgement (status.h): the state one
 * judgement builds up, the helpers its layers share (judge.c) and the layers
 * (judge_*.c). Used only by status.c, which runs the layers in order, and by
 * those files; the rest of goref sees status.h alone. The layers call the
 * helpers, never each other or status.c, so the files form no cycle.
 */
#ifndef GOREF_ENGINE_JUDGE_JUDGE_H
#define GOREF_ENGINE_JUDGE_JUDGE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "engine/judge/status.h"

struct board;

/* A chain whose mean ownership is at least this far from zero is clear. */
#define JUDGE_CLEAR_MARGIN 0.6

/* Playouts run in batches of this many before checking whether all is clear. */
#define JUDGE_PLAYOUT_BATCH 64

/* One judgement of one position: filled in by status_judge(), layer by layer. */
struct judge {
	const struct board *b;               /* the position judged */
	uint8_t proven[BOARD_MAX_POINTS];    /* Benson: stone proven alive */
	uint8_t hopeless[BOARD_MAX_POINTS];  /* Benson: stone inside a proven-alive eye space */
	uint16_t black[BOARD_MAX_POINTS];    /* playouts ending with the point Black's */
	uint16_t white[BOARD_MAX_POINTS];    /* playouts ending with the point White's */
	int runs;                            /* playouts run */
	uint64_t seed;                       /* the caller's seed */
	enum color to_move;                  /* who moves next in the game */
	int strict_runs;                     /* playouts without self-atari, 0 until needed */
	uint16_t strict_black[BOARD_MAX_POINTS]; /* as black[], without self-atari */
	uint16_t strict_white[BOARD_MAX_POINTS]; /* as white[], without self-atari */
	int16_t parent[BOARD_MAX_POINTS];    /* union-find over chain origins: related chains */
	int race_budget;                     /* positions the race readings may still visit */
	int read_budget;                     /* positions the life-and-death readings may still visit */
	uint8_t verdict[BOARD_MAX_POINTS];   /* by chain origin: enum stone_status */
	uint8_t by_shape[BOARD_MAX_POINTS];  /* by chain origin: settled by its eye space */
	uint8_t race_won[BOARD_MAX_POINTS];  /* by chain origin: took a chain in an open race
	                                      * its colour moved first in (layer 6) */
	uint8_t proof[BOARD_MAX_POINTS];     /* by chain origin: 1 + the verdict a layer proved
	                                      * (judge_prove()), 0 when none did; a later layer
	                                      * that changes the verdict unproved leaves it
	                                      * standing for the old verdict only */
};

/* Scores from the playouts (judge.c). */
double judge_chain_score(const struct judge *j, coord_t origin);
double judge_strict_score(struct judge *j, coord_t origin);

/* The chains of colour c next to the chain at origin, each once, by origin,
 * into out[] (room for BOARD_MAX_POINTS); returns how many (judge.c). */
int judge_neighbour_chains(const struct judge *j, coord_t origin, enum color c, coord_t *out);

/* Groups of related chains (judge.c). */
coord_t judge_find_root(struct judge *j, coord_t origin);
bool judge_in_group(struct judge *j, coord_t stone, coord_t root);
void judge_set_group(struct judge *j, coord_t root, enum stone_status verdict);

/* Verdicts a layer proves, not only judges (judge.c): see status_judge_unsettled(). */
void judge_prove(struct judge *j, coord_t origin, enum stone_status verdict);
void judge_prove_group(struct judge *j, coord_t root, enum stone_status verdict);
bool judge_unsettled(const struct judge *j, coord_t origin);

/* Layer 2 (judge_playouts.c): Monte-Carlo ownership of every point. */
void judge_playouts(struct judge *j);

/* Layer 3 (judge_groups.c): groups of related chains, live or die as a whole. */
void judge_groups(struct judge *j);

/* Layer 4 (judge_eyes.c): groups settled by the shape of their eye space. */
void judge_eye_spaces(struct judge *j);

/* Layer 5 (judge_seki.c): groups and their enemy partners alive in seki. */
void judge_seki(struct judge *j);

/* Layer 6 (judge_races.c): capturing races the playouts leave unclear. */
void judge_races(struct judge *j);

/* Layer 7 (judge_reading.c): local life-and-death reading of groups in small areas. */
void judge_reading(struct judge *j);
int judge_reading_line(struct judge *j, coord_t stone, coord_t *line, int max);

#endif
