/*
 * devset.h -- the devset (a folder with games.tsv and its records, given with -d) for the bench
 * programs: the rows of games.tsv with the reference result doc/rules.md's count
 * should give, result margins, whole files read into memory, records loaded with
 * sgf_load, and the records set aside because doc/rules.md cannot give their
 * reference (with the reason).
 */
#ifndef GOREF_BENCH_LIB_DEVSET_H
#define GOREF_BENCH_LIB_DEVSET_H

#include <stdbool.h>
#include <stddef.h>

/* The devset folder when none is given: beside the repository, as `make bench-score`
 * passes it (DEVSET=DIR there, -d DIR here, to use another). */
#define DEVSET_DEFAULT_DIR "../shared/devset"

struct game;

/* One row of games.tsv. */
struct devset_game {
	char file[256];     /* SGF file name in games/ */
	int size;           /* board size from the table */
	double komi;        /* komi from the table (not the record's KM) */
	char ref[32];       /* the reference result text, "" when informational */
	char recorded[32];  /* the record's RE */
	char rules[32];     /* the rules column (the record's RU, or inferred) */
	bool informational; /* scoring is unknown: no reference, not counted */
};

int devset_load(const char *dir, struct devset_game *games, int max);
bool devset_margin(const char *text, double *margin);
char *devset_read_file(const char *path, size_t *len);
bool devset_load_record(const char *dir, const struct devset_game *r, struct game *g,
			const char *program);
const char *devset_unusable_reason(const char *file);

#endif
