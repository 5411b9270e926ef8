/* results.c -- one line per game in a tab-separated results file. */
#include "match/results.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define RESULTS_FIELDS 13

/* Replaces tabs and line breaks, which would break the format, with spaces. */
void
results_clean_field(char *s)
{
	for (; *s; s++)
		if (*s == '\t' || *s == '\n' || *s == '\r')
			*s = ' ';
}

/* Writes r as one line ending in '\n' (fields cleaned of tabs; long lines cut). */
void
results_format(const struct result_record *r, char out[RESULTS_LINE_MAX])
{
	struct result_record c = *r;
	int n;

	results_clean_field(c.black);
	results_clean_field(c.white);
	results_clean_field(c.result);
	results_clean_field(c.reason);
	results_clean_field(c.score[0]);
	results_clean_field(c.score[1]);
	results_clean_field(c.detail);
	n = snprintf(out, RESULTS_LINE_MAX,
	             "%d\t%s\t%s\t%c\t%s\t%s\t%d\t%.3f\t%.3f\t%s\t%s\t%s\t%s\n", c.game, c.black,
	             c.white, c.winner, c.result, c.reason, c.moves, c.time[0], c.time[1],
	             c.score[0][0] ? c.score[0] : "-", c.score[1][0] ? c.score[1] : "-",
	             c.disagree[0] ? c.disagree : "-", c.detail[0] ? c.detail : "-");
	if (n >= RESULTS_LINE_MAX) {
		out[RESULTS_LINE_MAX - 2] = '\n';
		out[RESULTS_LINE_MAX - 1] = '\0';
	}
}

/* Splits line at tabs in place; returns the number of fields (at most max). */
static int
split_tabs(char *line, char **fields, int max)
{
	int n = 0;

	fields[n++] = line;
	for (char *s = line; *s && n < max; s++)
		if (*s == '\t') {
			*s = '\0';
			fields[n++] = s + 1;
		}
	return n;
}

static bool
copy_field(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		return false;
	memcpy(dst, src, n + 1);
	return true;
}

static bool
parse_number(const char *s, double *out)
{
	char *end;

	errno = 0;
	*out = strtod(s, &end);
	return end != s && !*end && errno == 0;
}

/* Fills r from the fields of one line; false when any field is malformed. */
static bool
fill_record(char **f, struct result_record *r)
{
	double game, moves;

	memset(r, 0, sizeof(*r));
	if (!parse_number(f[0], &game) || game < 1 || game > 1e9 || !parse_number(f[6], &moves) ||
	    moves < 0 || !parse_number(f[7], &r->time[0]) || !parse_number(f[8], &r->time[1]) ||
	    strlen(f[3]) != 1 || !strchr("BW0", f[3][0]))
		return false;
	r->game = (int)game;
	r->moves = (int)moves;
	r->winner = f[3][0];
	return copy_field(r->black, sizeof(r->black), f[1]) &&
	       copy_field(r->white, sizeof(r->white), f[2]) &&
	       copy_field(r->result, sizeof(r->result), f[4]) &&
	       copy_field(r->reason, sizeof(r->reason), f[5]) &&
	       copy_field(r->score[0], sizeof(r->score[0]), f[9]) &&
	       copy_field(r->score[1], sizeof(r->score[1]), f[10]) &&
	       copy_field(r->disagree, sizeof(r->disagree), f[11]) &&
	       copy_field(r->detail, sizeof(r->detail), f[12]);
}

/*
 * Parses one line (with or without its '\n') into r. Comments, blank lines and
 * malformed lines give false.
 */
bool
results_parse(const char *line, struct result_record *r)
{
	char buf[RESULTS_LINE_MAX + 1];
	char *f[RESULTS_FIELDS];
	size_t n = strlen(line);

	if (n == 0 || line[0] == '#' || n > RESULTS_LINE_MAX)
		return false;
	memcpy(buf, line, n + 1);
	if (buf[n - 1] == '\n')
		buf[--n] = '\0';
	return split_tabs(buf, f, RESULTS_FIELDS) == RESULTS_FIELDS && fill_record(f, r);
}

static bool
list_push(struct result_list *list, const struct result_record *r)
{
	if (list->n == list->cap) {
		size_t cap = list->cap ? list->cap * 2 : 64;
		struct result_record *items = realloc(list->items, cap * sizeof(*items));

		if (!items)
			return false;
		list->items = items;
		list->cap = cap;
	}
	list->items[list->n++] = *r;
	return true;
}

/*
 * Appends every record of the results file at path to list. The file must start
 * with the header line, and every complete line after it must be a record, a
 * comment or blank; a last line without '\n' (cut off by a crash) is ignored.
 * Returns false on an error: errno says which, EINVAL for a file that is not a
 * results file, with *bad_line its first offending line.
 */
bool
results_load(const char *path, struct result_list *list, long *bad_line)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	long number = 0;
	bool ok = true;

	*bad_line = 0;
	if (!f)
		return false;
	while (ok && (n = getline(&line, &cap, f)) > 0) {
		struct result_record r;

		number++;
		if (line[n - 1] != '\n')
			break;
		if (number > 1 && (line[0] == '#' || line[0] == '\n'))
			continue;
		if (number == 1 ? strncmp(line, "#game\t", 6) != 0 : !results_parse(line, &r)) {
			errno = EINVAL;
			*bad_line = number;
			ok = false;
		} else if (number > 1) {
			ok = list_push(list, &r);
		}
	}
	if (ok && number <= 1 && (number == 0 || line[0] != '#')) {
		errno = EINVAL; /* no complete header line */
		*bad_line = 1;
		ok = false;
	}
	ok = ok && !ferror(f);
	free(line);
	fclose(f);
	return ok;
}

static int
by_game(const void *a, const void *b)
{
	const struct result_record *x = a, *y = b;

	return (x->game > y->game) - (x->game < y->game);
}

/* Sorts by game number (stable order is not needed: duplicates are equal games). */
void
results_sort(struct result_list *list)
{
	if (list->n > 1)
		qsort(list->items, list->n, sizeof(*list->items), by_game);
}

/* Frees the records; the list is empty afterwards. */
void
results_free(struct result_list *list)
{
	free(list->items);
	list->items = NULL;
	list->n = list->cap = 0;
}
