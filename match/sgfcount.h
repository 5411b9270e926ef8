/*
 * sgfcount.h -- the referee's count in an SGF record: each side's territory as
 * FF[4]'s TB and TW, the points under dead stones in the territory of the side
 * that captured them (the KGS and CGoban convention: a dead white stone's point
 * is in TB). archive_sgf writes them into a counted game's last node; the report
 * (report.h) reads them back to draw the final position as it was counted.
 */
#ifndef GOREF_MATCH_SGFCOUNT_H
#define GOREF_MATCH_SGFCOUNT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules/coord.h"

struct game;

/* Room for "TB[..]...TW[..]..." of any board: 4 bytes a point and the two names. */
#define SGFCOUNT_TEXT_MAX (4 * BOARD_MAX_POINTS + 8)

/* The count a record holds. */
struct sgf_count {
	bool found;                      /* the record has TB or TW */
	uint8_t owner[BOARD_MAX_POINTS]; /* by point: COLOR_BLACK (in TB), COLOR_WHITE (in TW),
	                                    else COLOR_EMPTY */
};

void sgfcount_format(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
                     char out[SGFCOUNT_TEXT_MAX]);
void sgfcount_read(const char *sgf, size_t len, int size, struct sgf_count *out);

#endif
