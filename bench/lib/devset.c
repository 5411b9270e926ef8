/*
 * devset.c -- reading the devset's games.tsv and records (bench/score.c,
 * bench/scorebench.c). The reference of a game is its `result` when `scoring`
 * is area, its `re_area` when it is territory; games of unknown scoring are
 * informational.
 */
#include "bench/lib/devset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FIELDS 16

/* games.tsv columns (the header line names them). */
enum { COL_FILE, COL_SIZE, COL_KOMI, COL_RULES, COL_RESULT, COL_RE_AREA, COL_SCORING };

/* Splits a tab-separated line in place; returns the number of fields. */
static int
split_tabs(char *line, char *fields[MAX_FIELDS])
{
	int n = 0;
	char *s = line;

	line[strcspn(line, "\r\n")] = '\0';
	while (n < MAX_FIELDS) {
		fields[n++] = s;
		s = strchr(s, '\t');
		if (!s)
			break;
		*s++ = '\0';
	}
	return n;
}

/* Fills g from the n fields of a games.tsv line; false when the line is short. */
static bool
parse_game(char *fld[MAX_FIELDS], int n, struct devset_game *g)
{
	const char *scoring;

	if (n <= COL_SCORING)
		return false;
	scoring = fld[COL_SCORING];
	memset(g, 0, sizeof(*g));
	snprintf(g->file, sizeof(g->file), "%s", fld[COL_FILE]);
	g->size = atoi(fld[COL_SIZE]);
	g->komi = strtod(fld[COL_KOMI], NULL);
	snprintf(g->recorded, sizeof(g->recorded), "%s", fld[COL_RESULT]);
	if (strcmp(scoring, "area") == 0)
		snprintf(g->ref, sizeof(g->ref), "%s", fld[COL_RESULT]);
	else if (strcmp(scoring, "territory") == 0)
		snprintf(g->ref, sizeof(g->ref), "%s", fld[COL_RE_AREA]);
	else
		g->informational = true;
	return true;
}

/*
 * Loads the rows of dir/games.tsv (after its header line) into games, at most
 * max of them, skipping lines too short to be a game. Returns how many were
 * loaded, or -1 with errno set when the table cannot be opened.
 */
int
devset_load(const char *dir, struct devset_game *games, int max)
{
	char path[1024], line[4096];
	FILE *f;
	int n = 0;

	snprintf(path, sizeof(path), "%s/games.tsv", dir);
	f = fopen(path, "r");
	if (!f)
		return -1;
	if (!fgets(line, sizeof(line), f)) { /* the header */
		fclose(f);
		return 0;
	}
	while (n < max && fgets(line, sizeof(line), f)) {
		char *fld[MAX_FIELDS];

		if (parse_game(fld, split_tabs(line, fld), &games[n]))
			n++;
	}
	fclose(f);
	return n;
}

/*
 * The margin (Black minus White) of a result text into *margin: "B+3.5" is
 * 3.5, "W+0.5" is -0.5, "0", "Draw" and "Jigo" are 0. False, *margin
 * unspecified, for anything else (a resignation "B+R" included).
 */
bool
devset_margin(const char *text, double *margin)
{
	char *end;

	if (strcmp(text, "0") == 0 || strcmp(text, "Draw") == 0 || strcmp(text, "Jigo") == 0) {
		*margin = 0;
		return true;
	}
	if ((text[0] != 'B' && text[0] != 'W') || text[1] != '+')
		return false;
	*margin = strtod(text + 2, &end);
	if (end == text + 2)
		return false;
	if (text[0] == 'W')
		*margin = -*margin;
	return true;
}

/*
 * Reads a whole file into a malloc'd buffer the caller frees: *len bytes and
 * a NUL after them. NULL (errno set) when it cannot be opened or read.
 */
char *
devset_read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0;

	*len = 0;
	if (!f)
		return NULL;
	for (;;) {
		size_t n;

		if (cap - *len < 4096) {
			char *nb = realloc(buf, cap + 65536);

			if (!nb)
				goto fail;
			buf = nb;
			cap += 65536;
		}
		n = fread(buf + *len, 1, cap - *len - 1, f);
		if (n == 0)
			break;
		*len += n;
	}
	if (ferror(f))
		goto fail;
	fclose(f);
	buf[*len] = '\0';
	return buf;
fail:
	free(buf);
	fclose(f);
	return NULL;
}
