/*
 * report_page.h -- what the parts of the report (report.h) share: the folder's
 * records as read, and the sections, each writing its HTML to a stream:
 * report_tables.c the standings, the crosstable and the ends of the games;
 * report_progress.c the charts of the score and the SPRT after each game;
 * report_lengths.c the games' lengths and the engines' time a move;
 * report_games.c the table of every game with its final position.
 */
#ifndef GOREF_MATCH_REPORT_PAGE_H
#define GOREF_MATCH_REPORT_PAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "match/ratings.h"
#include "match/results.h"
#include "match/sprt.h"

struct match_settings;
struct rules_preset;

struct report {
	const char *dir;                  /* the match folder */
	struct result_list list;          /* the records of all its results files, by game */
	const struct result_entry **game; /* the first record of each game number, n_games */
	size_t n_games;
	int played;                       /* of those, games played (not void) */
	struct ratings ratings;           /* standings and crosstable of the games played */
	int *engine_of;                   /* by label id: its index in ratings.engine, or -1 */
	int first;                        /* the first engine (Black in the first game played),
	                                     an index in ratings.engine; -1 with no game */
	const struct match_settings *settings; /* the folder's match-settings, or NULL */
	const struct rules_preset *rules; /* the match's rules, to replay its records */
	bool sprt_on;                     /* an SPRT ran: sprt is its test */
	struct sprt_params sprt;
};

const char *report_engine_name(const struct report *r, int engine);
double report_points(char winner, bool black);

bool report_standings(FILE *out, const struct report *r);
bool report_ends(FILE *out, const struct report *r);
bool report_progress(FILE *out, struct report *r);
bool report_lengths(FILE *out, const struct report *r);
bool report_games(FILE *out, const struct report *r);

#endif
