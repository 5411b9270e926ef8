/*
 * report_board.h -- a small SVG picture of a game's final position for the
 * report: the stones, and where the record holds the referee's count
 * (sgfcount.h) the dead stones faded and each side's territory marked with a
 * small square of its colour, on the points under dead stones too. A point
 * (row, col) is drawn at x = col + 1, y = size - row (the top row at y = 1), in
 * a view box of size + 1 by size + 1.
 */
#ifndef GOREF_MATCH_REPORT_BOARD_H
#define GOREF_MATCH_REPORT_BOARD_H

#include <stdio.h>

struct game;
struct sgf_count;

void report_board_svg(FILE *out, const struct game *g, const struct sgf_count *count,
                      const char *title);

#endif
