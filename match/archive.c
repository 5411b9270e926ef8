/* archive.c -- SGF records of finished games, written whole or not at all. */
#include "match/archive.h"

#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include "engine/rules/sgf.h"
#include "match/clock.h"
#include "match/durable.h"
#include "match/options.h"
#include "match/sgfcount.h"
#include "match/sgfnode.h"
#include "match/utf8.h"

/* Bytes SGF text needs for s with ']' and '\\' escaped and what is not UTF-8 replaced. */
static size_t
escaped_length(const char *s)
{
	size_t n = 0;

	while (*s) {
		size_t len = utf8_length((const unsigned char *)s);

		if (len == 0) {
			n += sizeof(UTF8_REPLACEMENT) - 1;
			s++;
		} else {
			n += (*s == ']' || *s == '\\') ? 2 : len;
			s += len;
		}
	}
	return n;
}

/* Appends ident[escaped text] at *p (see escaped_length). */
static void
put_property(char **p, const char *ident, const char *text)
{
	*p += sprintf(*p, "%s[", ident);
	while (*text) {
		size_t len = utf8_length((const unsigned char *)text);

		if (len == 0) {
			memcpy(*p, UTF8_REPLACEMENT, sizeof(UTF8_REPLACEMENT) - 1);
			*p += sizeof(UTF8_REPLACEMENT) - 1;
			text++;
			continue;
		}
		if (*text == ']' || *text == '\\')
			*(*p)++ = '\\';
		memcpy(*p, text, len);
		*p += len;
		text += len;
	}
	*(*p)++ = ']';
}

/* Returns record with the SGF text `properties` added to its node `node` (sgfnode_add),
 * and frees record; NULL when out of memory (record freed too, NULL in: NULL out). */
static char *
add_to_node(char *record, size_t node, const char *properties)
{
	char *added = record && properties ? sgfnode_add(record, node, properties) : NULL;

	free(record);
	return added;
}

/* add_to_node() of the comment `text` on move node `node`. */
static char *
add_comment(char *record, size_t node, const char *text)
{
	char *property = record ? malloc(escaped_length(text) + 4) : NULL, *p = property;

	if (property) {
		put_property(&p, "C", text);
		*p = '\0';
	}
	record = add_to_node(record, node, property);
	free(property);
	return record;
}

/* add_to_node() of the territory of the count with `status` (sgfcount_format) on the
 * last node of g's record; record unchanged when neither side has any. */
static char *
add_count(char *record, const struct game *g, const uint8_t *status)
{
	char count[SGFCOUNT_TEXT_MAX];

	sgfcount_format(g, status, count);
	return count[0] ? add_to_node(record, g->n_moves, count) : record;
}

/* Room for one move's clock: "BL[10000000]OB[10000]" with room to spare. */
#define MARK_TEXT_MAX 48

/* A real as the record writes it: at most two decimals, no trailing zeros ("1.2", "600"). */
static void
sgf_real(double v, char *out, size_t size)
{
	char *end;

	snprintf(out, size, "%.2f", v);
	end = out + strlen(out) - 1;
	while (end > out && *end == '0')
		*end-- = '\0';
	if (*end == '.')
		*end = '\0';
}

/* BL[seconds], and in overtime OB[count], of a move of `color` ('B' or 'W'), as text at p. */
static void
put_clock_mark(char *p, char color, const struct clock_mark *m)
{
	char left[32];
	int n;

	sgf_real(m->left, left, sizeof(left));
	n = snprintf(p, MARK_TEXT_MAX, "%cL[%s]", color, left);
	if (m->count >= 0 && n > 0 && n < MARK_TEXT_MAX)
		snprintf(p + n, (size_t)(MARK_TEXT_MAX - n), "O%c[%d]", color, m->count);
}

/*
 * base (sgf_write's record of g) with the clock of each timed move at the end
 * of its node (sgfnode_add_each): BL/WL the seconds left, OB/OW in overtime
 * the stones or periods left. Returns malloc'd text, NULL when out of memory.
 */
static char *
with_move_clocks(const char *base, const struct game *g, const struct clock_record *r)
{
	size_t n = r->n_marks < g->n_moves ? r->n_marks : g->n_moves;
	char *texts = malloc(n * MARK_TEXT_MAX + 1), *out = NULL;
	const char **properties = malloc((n + 1) * sizeof(*properties));

	if (texts && properties) {
		for (size_t i = 0; i < n; i++) {
			char *text = texts + i * MARK_TEXT_MAX;

			properties[i] = NULL;
			if (!r->marks[i].kept)
				continue;
			put_clock_mark(text, g->moves[i].color == COLOR_WHITE ? 'W' : 'B',
			               &r->marks[i]);
			properties[i] = text;
		}
		out = sgfnode_add_each(base, 1, properties, n);
	}
	free(texts);
	free(properties);
	return out;
}

/*
 * The root's TM and OT: with one control for both sides TM its main time and
 * OT its overtime as KGS writes it ("25/300 Canadian"), none without overtime;
 * with two different controls OT names each ("Black canadian:600+25/300, White
 * absolute:1200") and TM is left out. Both empty without a clock.
 */
static void
clock_root(const struct clock_record *r, char *tm, size_t tm_size, char *ot, size_t size)
{
	const struct clock_control *b = &r->control[COLOR_BLACK], *w = &r->control[COLOR_WHITE];
	char bs[CLOCK_TEXT_MAX], ws[CLOCK_TEXT_MAX];

	tm[0] = ot[0] = '\0';
	if (clock_equal(b, w)) {
		if (b->kind != CLOCK_NONE)
			sgf_real(b->main_time, tm, tm_size);
		clock_overtime_text(b, ot, size);
		return;
	}
	clock_format(b, bs, sizeof(bs));
	clock_format(w, ws, sizeof(ws));
	snprintf(ot, size, "Black %s, White %s", bs, ws);
}

/*
 * The FF[4] record of g (sgf_write, RU of the game's rules) with PB, PW, DT (today, UTC), GN
 * and GC when given, TM and OT under a time control, and the comment added to the root node;
 * the mark (the opening's end) and the resumption of a disputed end, when given, on their
 * move nodes; each timed move's clock on its node; a counted game's TB/TW on its last
 * node. Returns malloc'd text, NULL when out of memory.
 */
char *
archive_sgf(const struct game *g, const struct archive_info *info)
{
	char *base = sgf_write(g, rules_sgf_name(&g->rules), info->result), *out, *p, *cut;
	char date[16] = "", tm_text[32] = "", ot_text[2 * CLOCK_TEXT_MAX + 16] = "";
	time_t now = time(NULL);
	struct tm tm;
	size_t extra;

	if (base && info->clocks) {
		char *timed = with_move_clocks(base, g, info->clocks);

		free(base);
		base = timed;
		clock_root(info->clocks, tm_text, sizeof(tm_text), ot_text, sizeof(ot_text));
	}
	if (!base)
		return NULL;
	if (gmtime_r(&now, &tm))
		strftime(date, sizeof(date), "%Y-%m-%d", &tm);
	extra = escaped_length(info->black) + escaped_length(info->white) +
	        escaped_length(info->comment) + strlen(date) + strlen(tm_text) +
	        escaped_length(ot_text) + 40 + (info->name ? escaped_length(info->name) + 4 : 0) +
	        (info->note ? escaped_length(info->note) + 4 : 0);
	out = malloc(strlen(base) + extra + 1);
	if (!out) {
		free(base);
		return NULL;
	}
	/* The first line of goref's record is inside the root node: add ours at its end. */
	cut = strchr(base, '\n');
	if (!cut)
		cut = base + strlen(base);
	memcpy(out, base, (size_t)(cut - base));
	p = out + (cut - base);
	put_property(&p, "PB", info->black);
	put_property(&p, "PW", info->white);
	if (date[0])
		put_property(&p, "DT", date);
	if (info->name)
		put_property(&p, "GN", info->name);
	if (info->note)
		put_property(&p, "GC", info->note);
	if (tm_text[0])
		put_property(&p, "TM", tm_text);
	if (ot_text[0])
		put_property(&p, "OT", ot_text);
	put_property(&p, "C", info->comment);
	strcpy(p, cut);
	free(base);
	if (info->mark_node && info->mark)
		out = add_comment(out, info->mark_node, info->mark);
	if (info->resumed_node && info->resumed && info->resumed[0])
		out = add_comment(out, info->resumed_node, info->resumed);
	if (info->status)
		out = add_count(out, g, info->status);
	return out;
}

/* DIR/game-NNNNNN.sgf for game number `game`. */
void
archive_path(const char *dir, int game, char *out, size_t size)
{
	snprintf(out, size, "%s/game-%06d.sgf", dir, game);
}

/* Writes the record of game number `game` into dir, durably (see durable_write_file). */
bool
archive_write(const char *dir, int game, const char *text)
{
	size_t n = strlen(dir) + 32;
	char *path = malloc(n);
	bool ok;

	if (!path)
		return false;
	archive_path(dir, game, path, n);
	ok = durable_write_file(path, text, strlen(text));
	free(path);
	return ok;
}

/*
 * Whether process pid may be a goref-match run (or one of its workers) still
 * writing: alive and, where /proc tells, called goref-match. A pid reused by
 * another program is no writer.
 */
static bool
live_match(long pid)
{
	char path[64], comm[32] = "";
	FILE *f;
	bool named;

	if (pid <= 0 || pid != (long)(pid_t)pid)
		return false;
	if (kill((pid_t)pid, 0) != 0 && errno == ESRCH)
		return false;
	snprintf(path, sizeof(path), "/proc/%ld/comm", pid);
	f = fopen(path, "r");
	if (!f)
		return true; /* no /proc, or it just ended: keep the file, to be safe */
	named = fgets(comm, sizeof(comm), f) != NULL;
	fclose(f);
	return !named || strcmp(comm, "goref-match\n") == 0;
}

/* Reads the decimal number at *s (digits only), moving *s past it; false if none. */
static bool
take_number(const char **s, long *out)
{
	long v = 0;
	const char *p = *s;

	for (; *p >= '0' && *p <= '9' && v < 100000000000L; p++)
		v = v * 10 + (*p - '0');
	if (p == *s)
		return false;
	*s = p;
	*out = v;
	return true;
}

/* The pid of a temporary file of this shard's run that name is, or 0: "game-N.sgf.tmp.PID"
 * (durable_write_file) of a game of this shard, or a match-settings temporary of any run
 * ("match-settings.tmp.PID", ".new.PID", ".new.PID.tmp.PID"). */
static long
leftover_pid(const struct match_options *o, const char *name)
{
	const char *s = name;
	long game, pid;

	if (strncmp(s, "game-", 5) == 0) {
		s += 5;
		if (!take_number(&s, &game) || game < 1 || game > o->games + 0L ||
		    !match_game_in_shard(o, (int)game) || strncmp(s, ".sgf.tmp.", 9) != 0)
			return 0;
		s += 9;
	} else if (strncmp(s, "match-settings.tmp.", 19) == 0 ||
	           strncmp(s, "match-settings.new.", 19) == 0) {
		s += 19;
		if (take_number(&s, &pid) && strncmp(s, ".tmp.", 5) == 0)
			s += 5;
		else
			s = name + 19;
	} else {
		return 0;
	}
	return take_number(&s, &pid) && *s == '\0' ? pid : 0;
}

/*
 * Removes from the folder the temporary files that runs killed while writing
 * left: the SGF records of this shard's games (this run holds the shard's lock,
 * so no run of it is writing them) and match-settings temporaries, each only
 * when its writer (the pid in its name) is no live goref-match. Best effort:
 * what cannot be removed stays, harmless.
 */
void
archive_remove_leftovers(const struct match_options *o)
{
	DIR *dir = opendir(o->out_dir);
	struct dirent *d;
	size_t n = strlen(o->out_dir) + 2;

	if (!dir)
		return;
	while ((d = readdir(dir))) {
		long pid = leftover_pid(o, d->d_name);
		char *path;

		if (pid == 0 || live_match(pid) || !(path = malloc(n + strlen(d->d_name))))
			continue;
		snprintf(path, n + strlen(d->d_name), "%s/%s", o->out_dir, d->d_name);
		unlink(path);
		free(path);
	}
	closedir(dir);
}
