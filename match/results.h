/*
 * results.h -- the results file: one tab-separated line per finished game
 * (game, colours, result, reason, moves, time per side, each engine's own score,
 * disagreements, opening, digest of the moves, the referee's CPU time, detail),
 * lines starting with '#' are comments. Formatting a record, and loading whole
 * files back, strictly: a line that is not exactly what results_format writes is
 * no record.
 */
#ifndef GOREF_MATCH_RESULTS_H
#define GOREF_MATCH_RESULTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "match/strtab.h"

#define RESULTS_NAME_MAX   64
#define RESULTS_TEXT_MAX   48
#define RESULTS_DETAIL_MAX 200
#define RESULTS_LINE_MAX   1024
#define RESULTS_OPENING_MAX 80 /* "K NAME" (OPENINGS_LABEL_MAX) or "-", with its NUL */

/* The column names, written as the file's first line. */
#define RESULTS_HEADER                                                                             \
	"#game\tblack\twhite\twinner\tresult\treason\tmoves\tblack_time\twhite_time\t"             \
	"black_score\twhite_score\tdisagree\topening\tdigest\treferee_cpu\tdetail\n"

struct result_record {
	int game;                        /* game number, from 1 */
	char black[RESULTS_NAME_MAX];    /* label of the engine that had Black */
	char white[RESULTS_NAME_MAX];    /* label of the engine that had White */
	char winner;                     /* 'B', 'W', '0' (draw) or '-' (void: a game not played,
	                                    result "Void", e.g. reason "withdrawn") */
	char result[RESULTS_TEXT_MAX];   /* SGF RE text: "B+3.5", "W+R", "B+F", "W+T", "0" */
	char reason[RESULTS_TEXT_MAX];   /* referee_reason_name(): "score", "illegal", ... */
	int moves;                       /* moves in the record (opening included) */
	double time[2];                  /* thinking seconds: [0] Black, [1] White */
	char score[2][RESULTS_TEXT_MAX]; /* each engine's own final_score, "-" if not asked */
	char disagree[4];                /* sides whose final_score differs: "-", "B", "W", "BW" */
	char opening[RESULTS_OPENING_MAX]; /* "K NAME" of the --openings suite, "" for none */
	uint64_t digest;                   /* digest_game of the record (digest.h) */
	double referee_cpu;                /* CPU seconds goref-match's worker spent on the game */
	char detail[RESULTS_DETAIL_MAX]; /* what happened */
};

/*
 * One game as read back from a results file: what the resume and the summary
 * need, the texts interned in the list's strings (a million records of a few
 * engines hold their labels once).
 */
struct result_entry {
	int game;                 /* game number, from 1 */
	int moves;                /* moves in the record */
	unsigned black, white;    /* the engines' labels: ids in the list's strings */
	unsigned result, reason;  /* the result and reason texts: ids too */
	char winner;              /* 'B', 'W', '0' or '-' (void: no game was played) */
	unsigned char scored;     /* bit 0 (Black's engine), bit 1 (White's) gave a final_score */
	unsigned char disagreed;  /* the same bits: its final_score differed from goref's */
	bool has_digest;          /* the record has opening and digest (not a 13-column file) */
	unsigned opening;         /* the opening text ("K NAME", "-" for none): an id too */
	float think[2];           /* thinking seconds: [0] Black's engine, [1] White's */
	float referee_cpu;        /* goref-match's own CPU seconds for the game */
	uint64_t digest;          /* the digest of the game's moves, opening included */
};

/* Records read from results files. */
struct result_list {
	struct result_entry *items; /* owned */
	size_t n;                   /* records */
	size_t cap;                 /* allocated */
	struct strtab strings;      /* the texts of the records */
};

/* What went wrong reading a results file, or what it held. */
struct results_read {
	long line;        /* the line that is no record (1: no header line); 0 when none */
	int err;          /* else the errno of the failure (EINVAL with kind) */
	const char *kind; /* the file is no regular file but this ("a FIFO") */
	bool has_rules;   /* the file has its "#rules NAME" line */
	bool old_columns; /* its header is not RESULTS_HEADER: 13-column records (before
	                     opening, digest and referee_cpu), read for --summary only */
};

void results_format(const struct result_record *r, char out[RESULTS_LINE_MAX]);
bool results_load(const char *path, struct result_list *list, struct results_read *found);
void results_sort(struct result_list *list);
void results_free(struct result_list *list);
void results_clean_field(char *s);

#endif
