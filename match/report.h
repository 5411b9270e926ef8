/*
 * report.h -- the report of a match folder (--out DIR): DIR/report.html, one
 * self-contained page (inline SVG and CSS, no script, nothing fetched) that
 * reads on a screen and prints on paper: the standings and the crosstable
 * (ratings.h), the score and its 95% interval after each game and the SPRT's
 * LLR where one ran, the games' lengths and each engine's time a move, how the
 * games ended and who lost them, and every game with a link to its record and a
 * picture of its final position as goref counted it (the record's TB/TW). Read
 * from the folder alone: its results files (all shards, as --summary merges
 * them), match-settings and the game records.
 */
#ifndef GOREF_MATCH_REPORT_H
#define GOREF_MATCH_REPORT_H

#include <stdbool.h>

struct sprt_params;

#define REPORT_FILE       "report.html"
#define REPORT_BOARDS_MAX 2000  /* games drawn; of more, the first and last half of this */
#define REPORT_ROWS_MAX   20000 /* games listed; of more, the first and last half of this */

bool report_write(const char *dir, const struct sprt_params *sprt);

#endif
