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
#include "match/durable.h"
#include "match/options.h"

/* The replacement for a byte that is no UTF-8: U+FFFD, 3 bytes. */
#define REPLACEMENT "\xef\xbf\xbd"

/*
 * Bytes of the UTF-8 sequence at s (1 to 4), or 0 when no sequence starts
 * there (a stray byte, an overlong form, a surrogate, past U+10FFFF, cut
 * short). Engines' names and answers go into the record as they came; the
 * record says CA[UTF-8], so what is not UTF-8 there is replaced (issue 24).
 */
static size_t
utf8_length(const unsigned char *s)
{
	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		return (s[1] & 0xc0) == 0x80 ? 2 : 0;
	if (s[0] >= 0xe0 && s[0] <= 0xef) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 ||
		    (s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0))
			return 0;
		return 3;
	}
	if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		if ((s[1] & 0xc0) != 0x80 || (s[2] & 0xc0) != 0x80 || (s[3] & 0xc0) != 0x80 ||
		    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90))
			return 0;
		return 4;
	}
	return 0;
}

/* Bytes SGF text needs for s with ']' and '\\' escaped and what is not UTF-8 replaced. */
static size_t
escaped_length(const char *s)
{
	size_t n = 0;

	while (*s) {
		size_t len = utf8_length((const unsigned char *)s);

		if (len == 0) {
			n += sizeof(REPLACEMENT) - 1;
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
			memcpy(*p, REPLACEMENT, sizeof(REPLACEMENT) - 1);
			*p += sizeof(REPLACEMENT) - 1;
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

/*
 * Where in goref's record base the node of move number `move` (1 = the first)
 * ends: after its B[..] or W[..]. Every ';' after the root's opens a move node,
 * since no text of goref's own root property holds one. NULL when there is no
 * such move.
 */
static char *
node_end(char *base, size_t move)
{
	char *p = strchr(base, ';'); /* the root's */

	for (size_t i = 0; p && i < move; i++)
		p = strchr(p + 1, ';');
	p = p && move > 0 ? strchr(p, ']') : NULL;
	return p ? p + 1 : NULL;
}

/*
 * The FF[4] record of g (sgf_write, RU of the game's rules) with PB, PW, DT (today, UTC) and the
 * comment added to the root node, and info->resumed on the node of move info->resumed_node. Returns
 * malloc'd text, NULL when out of memory.
 */
char *
archive_sgf(const struct game *g, const struct archive_info *info)
{
	char *base = sgf_write(g, rules_sgf_name(&g->rules), info->result), *out, *p, *cut;
	char *node = NULL, date[16] = "";
	time_t now = time(NULL);
	struct tm tm;
	size_t extra;

	if (!base)
		return NULL;
	if (gmtime_r(&now, &tm))
		strftime(date, sizeof(date), "%Y-%m-%d", &tm);
	if (info->resumed && info->resumed[0])
		node = node_end(base, info->resumed_node);
	extra = escaped_length(info->black) + escaped_length(info->white) +
	        escaped_length(info->comment) + strlen(date) + 32 +
	        (node ? escaped_length(info->resumed) + 3 : 0);
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
	put_property(&p, "C", info->comment);
	if (node) {
		memcpy(p, cut, (size_t)(node - cut));
		p += node - cut;
		put_property(&p, "C", info->resumed);
		cut = node;
	}
	strcpy(p, cut);
	free(base);
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
