/*
 * results.h -- the results file: one tab-separated line per finished game
 * (game, colours, result, reason, moves, time per side, each engine's own score,
 * disagreements, detail), lines starting with '#' are comments. Formatting a
 * record, parsing it back, and loading whole files.
 */
#ifndef GOREF_MATCH_RESULTS_H
#define GOREF_MATCH_RESULTS_H

#include <stdbool.h>
#include <stddef.h>

#define RESULTS_NAME_MAX   64
#define RESULTS_TEXT_MAX   48
#define RESULTS_DETAIL_MAX 200
#define RESULTS_LINE_MAX   1024

/* The column names, written as the file's first line. */
#define RESULTS_HEADER                                                                             \
	"#game\tblack\twhite\twinner\tresult\treason\tmoves\tblack_time\twhite_time\t"             \
	"black_score\twhite_score\tdisagree\tdetail\n"

struct result_record {
	int game;                        /* game number, from 1 */
	char black[RESULTS_NAME_MAX];    /* label of the engine that had Black */
	char white[RESULTS_NAME_MAX];    /* label of the engine that had White */
	char winner;                     /* 'B', 'W' or '0' (draw) */
	char result[RESULTS_TEXT_MAX];   /* SGF RE text: "B+3.5", "W+R", "B+F", "W+T", "0" */
	char reason[RESULTS_TEXT_MAX];   /* referee_reason_name(): "score", "illegal", ... */
	int moves;                       /* moves in the record (opening included) */
	double time[2];                  /* thinking seconds: [0] Black, [1] White */
	char score[2][RESULTS_TEXT_MAX]; /* each engine's own final_score, "-" if not asked */
	char disagree[4];                /* sides whose final_score differs: "-", "B", "W", "BW" */
	char detail[RESULTS_DETAIL_MAX]; /* what happened */
};

/* Records read from results files. */
struct result_list {
	struct result_record *items; /* owned */
	size_t n;                    /* records */
	size_t cap;                  /* allocated */
};

void results_format(const struct result_record *r, char out[RESULTS_LINE_MAX]);
bool results_parse(const char *line, struct result_record *r);
bool results_load(const char *path, struct result_list *list, long *bad_line);
void results_sort(struct result_list *list);
void results_free(struct result_list *list);
void results_clean_field(char *s);

#endif
