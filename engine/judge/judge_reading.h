/*
 * judge_reading.h -- the inside of layer 7 of the judgement, the local
 * life-and-death reading (judge_reading.c): the state of one reading, shared
 * with its eye-count leaf (judge_eye_count.c). Used only by those two files.
 */
#ifndef GOREF_ENGINE_JUDGE_JUDGE_READING_H
#define GOREF_ENGINE_JUDGE_JUDGE_READING_H

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

/* Points of the space genus_leaf() looks at, at most. */
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
	/* The eye-potential leaf's space (mark_space()): marked, and listed. */
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
 * the judged position (a chain the reading's moves joined to it lives too).
 * Here, not in either file, so that judge_eye_count.c calls nothing of
 * judge_reading.c: the reading calls the leaf, never the other way. */
static inline bool
holds_proven_stone(const struct reading *r, const struct board *b, coord_t stone)
{
	coord_t s = stone;

	do {
		if (r->j->proven[s] && board_at(r->j->b, s) == board_at(b, s))
			return true;
		s = board_next_stone(b, s);
	} while (s != stone);
	return false;
}

/* The eye-count leaf (judge_eye_count.c): the group's space, marked once its
 * area is built; the leaf's verdict on a node (READ_CAPTURED or READ_UNKNOWN);
 * and the attacker's moves reordered so that one after which the leaf sees the
 * group taken comes first. */
void mark_space(struct reading *r);
enum read_result genus_leaf(const struct reading *r, const struct board *b);
void leaf_kills_first(const struct reading *r, const struct board *b, coord_t *moves, int n);

#endif
