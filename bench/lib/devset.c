/*
 * devset.c -- reading the devset's games.tsv and records (bench/score.c,
 * bench/scorebench.c). The reference of a game is its `result` when `scoring`
 * is area, its `re_area` when it is territory; games of unknown scoring are
 * informational.
 */
#include "bench/lib/devset.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/sgf.h"

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
	snprintf(g->rules, sizeof(g->rules), "%s", fld[COL_RULES]);
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

/* A record whose reference is not the doc/rules.md result of its final position. */
struct unusable {
	const char *file;   /* as in games.tsv */
	const char *reason; /* why, in one line */
};

/*
 * Checked by hand (positions replayed, counted under doc/rules.md §6-§7 and with
 * GNU Go 3.8, which gives none of these references either: it agrees with
 * goref on the first two and runs over 30 CPU seconds on the last).
 */
static const struct unusable unusable[] = {
	{ "fuego__2011_CGOS_Fuego-Amigo-loss-bug__44518674.sgf",
	  "CGOS counts every stone on the board alive (Tromp-Taylor); White's A1-D5 group has "
	  "one eye (A3) and a ko at B1/C1 only Black can start and White cannot end: dead under "
	  "doc/rules.md 6, B+21.5" },
	{ "yenw__Jin_Mao_Ce_Shi_2018.05.26_VS_010001725__1d0741eb.sgf",
	  "Japanese count: S10 is not Black territory because White's dame R9 would force Black "
	  "to fill it (teire); the position as it stands at the passes is W+2.5 (GNU Go: W+3.5 "
	  "with Japanese rules, W+2.5 with Chinese)" },
	{ "yenw__Tian_Xia_Wu_Gou_2016.10.25_SSMMD_vs_20_79629367__1af1fee1.sgf",
	  "of all 2048 combinations of the 11 doubtful chains, the only sensible one giving the "
	  "record's B+1 (area; B+0 Japanese) leaves both Black's H8 (13 stones in atari: White "
	  "H9 takes them) and White's E9/E12 (Black E10 takes the ko, then H9 takes 16) on the "
	  "board, which resumed play (doc/rules.md 6) cannot give: whoever starts there captures. "
	  "Black first at that race, White at M17/N17: B+38 (GNU Go B+7)" },
	{ "yenw__dolbaram9_2018.01.31_wonfun_VS_dolbaram9_010001858__5442f696.sgf",
	  "the record stops at move 160 with half the board open (result W+0.0, komi 0): not a "
	  "finished game" },
};

/*
 * Why the record file's reference cannot be doc/rules.md's result of its final
 * position (one line), or NULL when it is usable.
 */
const char *
devset_unusable_reason(const char *file)
{
	for (size_t i = 0; i < sizeof(unusable) / sizeof(unusable[0]); i++)
		if (strcmp(unusable[i].file, file) == 0)
			return unusable[i].reason;
	return NULL;
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

/*
 * Reads dir/games/<r->file> and loads its main line into g with sgf_load (g's
 * komi stays unless the record has KM). False, with a line on stderr starting
 * "program: ", when the file cannot be read or the record is refused; g is
 * then unchanged.
 */
bool
devset_load_record(const char *dir, const struct devset_game *r, struct game *g,
                   const char *program)
{
	char path[1024];
	struct sgf_info info;
	size_t len;
	char *text;
	bool ok;

	snprintf(path, sizeof(path), "%s/games/%s", dir, r->file);
	text = devset_read_file(path, &len);
	if (!text) {
		fprintf(stderr, "%s: %s: %s\n", program, path, strerror(errno));
		return false;
	}
	ok = sgf_load(g, text, len, NULL, &info);
	free(text);
	if (!ok)
		fprintf(stderr, "%s: %s: %s\n", program, r->file, info.reason);
	return ok;
}
