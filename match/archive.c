/* archive.c -- SGF records of finished games, written whole or not at all. */
#include "match/archive.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/sgf.h"
#include "match/durable.h"

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
 * The FF[4] record of g (sgf_write, RU of the game's rules) with PB, PW, DT (today, UTC) and the
 * comment added to the root node. Returns malloc'd text, NULL when out of memory.
 */
char *
archive_sgf(const struct game *g, const struct archive_info *info)
{
	char *base = sgf_write(g, rules_sgf_name(&g->rules), info->result), *out, *p, *cut;
	char date[16] = "";
	time_t now = time(NULL);
	struct tm tm;
	size_t extra;

	if (!base)
		return NULL;
	if (gmtime_r(&now, &tm))
		strftime(date, sizeof(date), "%Y-%m-%d", &tm);
	extra = escaped_length(info->black) + escaped_length(info->white) +
	        escaped_length(info->comment) + strlen(date) + 32;
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
