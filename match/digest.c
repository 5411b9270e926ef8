/* digest.c -- FNV-1a (Fowler, Noll, Vo), 64 bits, over bytes and over game records. */
#include "match/digest.h"

#include <stdio.h>
#include <string.h>

#include "engine/rules/game.h"

#define FNV_PRIME 0x100000001b3ull

/* h extended by the n bytes at data (h = DIGEST_START to begin). */
uint64_t
digest_bytes(uint64_t h, const void *data, size_t n)
{
	const unsigned char *p = data;

	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= FNV_PRIME;
	}
	return h;
}

/* h extended by v as 8 bytes, least significant first (the same on every machine). */
uint64_t
digest_number(uint64_t h, uint64_t v)
{
	unsigned char bytes[8];

	for (int i = 0; i < 8; i++)
		bytes[i] = (unsigned char)(v >> (8 * i));
	return digest_bytes(h, bytes, sizeof(bytes));
}

/*
 * The digest of g's record: its size, its setup stones of each colour (handicap
 * included) in point order, who moved first, then every move (colour and point;
 * passes too). Komi and rules are the match's, the same in every game, and left out.
 */
uint64_t
digest_game(const struct game *g)
{
	uint64_t h = digest_number(DIGEST_START, (uint64_t)game_size(g));

	for (coord_t c = 0; c < BOARD_MAX_POINTS; c++) {
		enum color at = board_at(&g->setup, c);

		if (color_is_player(at))
			h = digest_number(h, (uint64_t)at << 16 | (uint64_t)(uint16_t)c);
	}
	h = digest_number(h, g->setup_to_move);
	for (size_t i = 0; i < g->n_moves; i++)
		h = digest_number(h, (uint64_t)g->moves[i].color << 16 |
		                         (uint64_t)(uint16_t)g->moves[i].at);
	return h;
}

/* h as 16 lower-case hex digits. */
void
digest_format(uint64_t h, char out[DIGEST_TEXT])
{
	snprintf(out, DIGEST_TEXT, "%016llx", (unsigned long long)h);
}

/* Reads what digest_format writes, and only that: 16 lower-case hex digits. */
bool
digest_parse(const char *text, uint64_t *h)
{
	uint64_t v = 0;

	if (strlen(text) != DIGEST_TEXT - 1)
		return false;
	for (const char *s = text; *s; s++) {
		int d = *s >= '0' && *s <= '9'   ? *s - '0'
		        : *s >= 'a' && *s <= 'f' ? *s - 'a' + 10
		                                 : -1;

		if (d < 0)
			return false;
		v = v << 4 | (uint64_t)d;
	}
	*h = v;
	return true;
}
