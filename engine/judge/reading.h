/*
 * reading.h -- the state of one local life-and-death reading, layer 7 of the
 * judgement: the group read, the sides, the area its moves may go to, the line
 * being read and its transposition table. The reading itself (judge_reading.c)
 * and its eye-count leaf (judge_eye_count.c) both work on it; reading.c has the
 * one helper they share, so that the reading calls the leaf and the leaf calls
 * nothing of the reading.
 */
#ifndef GOREF_ENGINE_JUDGE_READING_H
#define GOREF_ENGINE_JUDGE_READING_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/board.h"
#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "engine/judge/judge.h"

/* Stones a group may have for it to be read. */
#define READ_GROUP_MAX 24

/* Points an area may have for the group to be read. */
#define READ_AREA_MAX 12

/* Plies read at most (passes included). */
#define READ_DEPTH 16

/* Transposition table entries (a power of two), cleared for each reading. */
#define READ_TT_SIZE 4096

/* Points of the space eye_count_leaf() looks at, at most. */
#define READ_SPACE_MAX (READ_AREA_MAX + READ_GROUP_MAX)

enum read_result { READ_DEFENDED, READ_CAPTURED, READ_UNKNOWN };

struct tt_entry {
	uint64_t key;
	uint8_t result; /* enum read_result + 1; 0 = empty */
};

/* A ko capture on the line read: the taker's stone, the point of the stone it
 * took, and the taker (taken == COORD_NONE: the move took no ko). */
struct ko_taken {
	coord_t taker_at, taken;
	enum color taker;
};

/* One reading: the target chain, the sides, the points moves may go to. */
struct reading {
	struct judge *j;
	coord_t target;  /* a stone of the group's largest chain */
	int escape_libs; /* liberties at which the target has escaped */
	enum color defender, attacker;
	uint8_t zone[BOARD_MAX_POINTS];       /* the area's points */
	coord_t zone_list[READ_AREA_MAX + 1]; /* the same points, listed */
	int zone_size;
	uint8_t safe[BOARD_MAX_POINTS]; /* stones of safe own chains outside the group */
	/* The eye-count leaf's space (eye_count_mark_space()): marked, and listed. */
	uint8_t space[BOARD_MAX_POINTS];
	coord_t space_list[READ_SPACE_MAX];
	int space_size;
	uint8_t unit[BOARD_MAX_POINTS]; /* origins of the chains read together: the
	                                 * group's and those its area joins */
	int unit_stones;                /* stones of those chains */
	bool joined;                    /* the unit has chains of other groups */
	struct ko_taken ko[READ_DEPTH + 1]; /* the ko each move of the current line took */
	bool defended_first;            /* proven safe when the defender moves first */
	int nodes;                      /* positions visited */
	uint64_t path[READ_DEPTH + 1];  /* keys of the positions on the current line */
	struct tt_entry tt[READ_TT_SIZE];
};

/* Whether the chain at stone in b holds a stone that Benson proved alive in
 * the judged position (a chain the reading's moves joined to it lives too). */
bool reading_holds_proven_stone(const struct reading *r, const struct board *b, coord_t stone);

#endif
