/* results.c -- one line per game in a tab-separated results file. */
#include "match/results.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match/digest.h"
#include "match/durable.h"

#define RESULTS_FIELDS     16
#define RESULTS_OLD_FIELDS 13    /* before opening, digest and referee_cpu (issue 25) */
#define RESULTS_READ_CHUNK 65536 /* bytes read at a time */

/* --summary holds one entry a game: 300,000 games fit in a few tens of megabytes. */
_Static_assert(sizeof(struct result_entry) <= 64, "a result_entry is one compact record");

/* read(2), again when a signal interrupts it. */
static ssize_t
read_some(int fd, char *buf, size_t size)
{
	ssize_t n;

	do
		n = read(fd, buf, size);
	while (n < 0 && errno == EINTR);
	return n;
}

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
	char digest[DIGEST_TEXT];
	int n;

	results_clean_field(c.black);
	results_clean_field(c.white);
	results_clean_field(c.result);
	results_clean_field(c.reason);
	results_clean_field(c.score[0]);
	results_clean_field(c.score[1]);
	results_clean_field(c.opening);
	results_clean_field(c.detail);
	digest_format(c.digest, digest);
	n = snprintf(out, RESULTS_LINE_MAX,
	             "%d\t%s\t%s\t%c\t%s\t%s\t%d\t%.3f\t%.3f\t%s\t%s\t%s\t%s\t%s\t%.3f\t%s\n",
	             c.game, c.black, c.white, c.winner, c.result, c.reason, c.moves, c.time[0],
	             c.time[1], c.score[0][0] ? c.score[0] : "-", c.score[1][0] ? c.score[1] : "-",
	             c.disagree[0] ? c.disagree : "-", c.opening[0] ? c.opening : "-", digest,
	             c.referee_cpu, c.detail[0] ? c.detail : "-");
	if (n >= RESULTS_LINE_MAX) {
		out[RESULTS_LINE_MAX - 2] = '\n';
		out[RESULTS_LINE_MAX - 1] = '\0';
	}
}

/* Splits line at tabs in place; returns the number of fields (max + 1 when there are more). */
static int
split_tabs(char *line, char **fields, int max)
{
	int n = 0;

	fields[n++] = line;
	for (char *s = line; *s; s++)
		if (*s == '\t') {
			if (n == max)
				return max + 1;
			*s = '\0';
			fields[n++] = s + 1;
		}
	return n;
}

/*
 * A count as results_format writes it: decimal digits only, at most `most`.
 * strtod would take "nan", "1e0", "0x2", " 1" or "-0", none of which a run
 * writes (and a NaN game number once crashed the resume).
 */
static bool
parse_count(const char *s, long most, int *out)
{
	long v = 0;

	if (!*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return false;
		v = v * 10 + (*s - '0');
		if (v > most)
			return false;
	}
	*out = (int)v;
	return true;
}

/* Seconds as results_format writes them: digits, optionally a point and digits. */
static bool
is_seconds(const char *s)
{
	size_t whole = strspn(s, "0123456789");

	if (whole == 0)
		return false;
	if (s[whole] == '\0')
		return true;
	return s[whole] == '.' && s[whole + 1] &&
	       s[whole + 1 + strspn(s + whole + 1, "0123456789")] == '\0';
}

/* A text field fits the record's buffer of size bytes. */
static bool
fits(const char *s, size_t size)
{
	return strlen(s) < size;
}

/* Which sides an engine's score field speaks for ("-" not asked, "?" no answer). */
static bool
scored(const char *s)
{
	return strcmp(s, "-") != 0 && strcmp(s, "?") != 0;
}

/* An opening as results_format writes it: "-", or "K NAME" (K from 1, no leading 0). */
static bool
is_opening(const char *s)
{
	size_t k = strspn(s, "0123456789");

	if (strcmp(s, "-") == 0)
		return true;
	return k > 0 && s[0] != '0' && s[k] == ' ' && s[k + 1] && fits(s, RESULTS_OPENING_MAX);
}

/*
 * Parses one record line (without its '\n', cut into fields in place) into e,
 * its texts interned in strings: RESULTS_FIELDS of them, or RESULTS_OLD_FIELDS
 * with old (a file of an older goref-match: no opening, digest, referee_cpu).
 * False when it is no record; *no_memory tells when that was for want of memory.
 */
static bool
parse_record(char *line, bool old, struct result_entry *e, struct strtab *strings, bool *no_memory)
{
	char *f[RESULTS_FIELDS + 1];
	int fields = old ? RESULTS_OLD_FIELDS : RESULTS_FIELDS;
	const char *d;

	*no_memory = false;
	memset(e, 0, sizeof(*e));
	if (split_tabs(line, f, fields) != fields || !parse_count(f[0], 1000000000, &e->game) ||
	    e->game < 1 || !parse_count(f[6], 1000000000, &e->moves) || !is_seconds(f[7]) ||
	    !is_seconds(f[8]) || strlen(f[3]) != 1 || !strchr("BW0-", f[3][0]) ||
	    !fits(f[1], RESULTS_NAME_MAX) || !fits(f[2], RESULTS_NAME_MAX) ||
	    !fits(f[4], RESULTS_TEXT_MAX) || !fits(f[5], RESULTS_TEXT_MAX) ||
	    !fits(f[9], RESULTS_TEXT_MAX) || !fits(f[10], RESULTS_TEXT_MAX) ||
	    strspn(f[11], "-BW") != strlen(f[11]) || !fits(f[11], 4) ||
	    !fits(f[fields - 1], RESULTS_DETAIL_MAX))
		return false;
	if (!old && (!is_opening(f[12]) || !digest_parse(f[13], &e->digest) || !is_seconds(f[14])))
		return false;
	e->think[0] = (float)strtod(f[7], NULL);
	e->think[1] = (float)strtod(f[8], NULL);
	e->referee_cpu = old ? 0.0f : (float)strtod(f[14], NULL);
	e->winner = f[3][0];
	e->scored = (unsigned char)(scored(f[9]) | scored(f[10]) << 1);
	d = f[11];
	e->disagreed = (unsigned char)((strchr(d, 'B') != NULL) | (strchr(d, 'W') != NULL) << 1);
	e->has_digest = !old;
	e->black = strtab_intern(strings, f[1]);
	e->white = strtab_intern(strings, f[2]);
	e->result = strtab_intern(strings, f[4]);
	e->reason = strtab_intern(strings, f[5]);
	e->opening = strtab_intern(strings, old ? "-" : f[12]);
	if (e->black == STRTAB_NONE || e->white == STRTAB_NONE || e->result == STRTAB_NONE ||
	    e->reason == STRTAB_NONE || e->opening == STRTAB_NONE) {
		*no_memory = true;
		return false;
	}
	return true;
}

static bool
list_push(struct result_list *list, const struct result_entry *e)
{
	if (list->n == list->cap) {
		size_t cap = list->cap ? list->cap * 2 : 64;
		struct result_entry *items = realloc(list->items, cap * sizeof(*items));

		if (!items)
			return false;
		list->items = items;
		list->cap = cap;
	}
	list->items[list->n++] = *e;
	return true;
}

/* The reading of one file: the line being gathered and what was found. */
struct reader {
	struct result_list *list;
	struct results_read *found;
	char line[RESULTS_LINE_MAX + 1]; /* the line so far, without its '\n' */
	size_t len;                      /* bytes in line */
	bool too_long;                   /* the line is longer than any record */
	long number;                     /* lines complete so far */
};

/* Takes one complete line; false when the file must be refused (r->found says why). */
static bool
take_line(struct reader *r)
{
	struct result_entry e;
	bool no_memory;

	r->line[r->len] = '\0';
	r->number++;
	if (r->number == 1) {
		if (strncmp(r->line, "#game\t", 6) != 0)
			goto not_results;
		/* Another header than this version's: a file of the 13 columns before. */
		r->found->old_columns =
		    strlen(r->line) != sizeof(RESULTS_HEADER) - 2 ||
		    strncmp(r->line, RESULTS_HEADER, sizeof(RESULTS_HEADER) - 2);
		return true;
	}
	if (r->line[0] == '\0' || r->line[0] == '#') {
		if (strncmp(r->line, "#rules\t", 7) == 0)
			r->found->has_rules = true;
		return true;
	}
	if (!r->too_long) {
		bool parsed =
		    parse_record(r->line, r->found->old_columns, &e, &r->list->strings, &no_memory);

		if (parsed && list_push(r->list, &e))
			return true;
		if (parsed || no_memory) {
			r->found->err = ENOMEM;
			return false;
		}
	}
not_results:
	r->found->line = r->number;
	r->found->err = EINVAL;
	return false;
}

/* Takes bytes of the file; false when it must be refused. */
static bool
take_bytes(struct reader *r, const char *data, size_t n)
{
	while (n > 0) {
		const char *nl = memchr(data, '\n', n);
		size_t part = nl ? (size_t)(nl - data) : n, room = RESULTS_LINE_MAX - r->len;

		/* What fits is kept, enough to tell a long comment from a long non-record. */
		memcpy(r->line + r->len, data, part < room ? part : room);
		r->len += part < room ? part : room;
		if (part > room)
			r->too_long = true;
		if (!nl)
			return true;
		if (!take_line(r))
			return false;
		r->len = 0;
		r->too_long = false;
		data = nl + 1;
		n -= part + 1;
	}
	return true;
}

/*
 * Appends every record of the results file at path to list. The file must be
 * a regular file starting with the header line, and every complete line after
 * it must be a record, a comment or blank; a last line without '\n' (cut off by
 * a crash) is ignored. Returns false on an error, *found saying which: the line
 * that is no record (the first), or errno (the system's reason, or EINVAL with
 * found->kind for a file that is no regular file). found->has_rules tells whether
 * the file has its "#rules" line, found->old_columns whether its header is another
 * than RESULTS_HEADER, whose records then have the 13 columns of goref-match before
 * opening, digest and referee_cpu (their opening is "-", without a digest).
 */
bool
results_load(const char *path, struct result_list *list, struct results_read *found)
{
	struct reader *r = malloc(sizeof(*r));
	char *buf = malloc(RESULTS_READ_CHUNK);
	bool ok = true;
	int fd;

	memset(found, 0, sizeof(*found));
	if (!r || !buf) {
		free(r);
		free(buf);
		found->err = ENOMEM;
		return false;
	}
	fd = durable_open_regular(path, O_RDONLY, &found->kind);
	if (fd < 0) {
		found->err = errno;
		ok = false;
	}
	r->list = list;
	r->found = found;
	r->len = 0;
	r->too_long = false;
	r->number = 0;
	while (ok) {
		ssize_t n = read_some(fd, buf, RESULTS_READ_CHUNK);

		if (n < 0) {
			found->err = errno;
			ok = false;
		} else if (n == 0) {
			break;
		} else {
			ok = take_bytes(r, buf, (size_t)n);
		}
	}
	if (ok && r->number == 0) { /* no complete header line */
		found->line = 1;
		found->err = EINVAL;
		ok = false;
	}
	if (fd >= 0)
		close(fd);
	free(r);
	free(buf);
	return ok;
}

static int
by_game(const void *a, const void *b)
{
	const struct result_entry *x = a, *y = b;

	return (x->game > y->game) - (x->game < y->game);
}

/* Sorts by game number (stable order is not needed: duplicates are equal games). */
void
results_sort(struct result_list *list)
{
	if (list->n > 1)
		qsort(list->items, list->n, sizeof(*list->items), by_game);
}

/* Frees the records and their strings; the list is empty afterwards. */
void
results_free(struct result_list *list)
{
	free(list->items);
	list->items = NULL;
	list->n = list->cap = 0;
	strtab_free(&list->strings);
}
