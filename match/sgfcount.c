/* sgfcount.c -- TB and TW of a counted game: written from the count's statuses, read back. */
#include "match/sgfcount.h"

#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/color.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"

/* Appends "[xy]", the SGF point of c on a size x size board ("aa" the top left), at *p. */
static void
put_point(char **p, int size, coord_t c)
{
	*(*p)++ = '[';
	*(*p)++ = (char)('a' + coord_col(c));
	*(*p)++ = (char)('a' + size - 1 - coord_row(c));
	*(*p)++ = ']';
}

/*
 * The territory of g's final position as the count with `status` (enum
 * stone_status by point) took it, as SGF text: TB with Black's points and TW
 * with White's, each the empty points the side surrounds and the points of the
 * opponent's dead stones there (score_territory's owners: what score_count
 * counts as territory, so a seki's shared points are in neither). A side with
 * none has no property; "" when neither has any. Points run from the top left,
 * row by row.
 */
void
sgfcount_format(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
                char out[SGFCOUNT_TEXT_MAX])
{
	static const char *const names[3] = {[COLOR_BLACK] = "TB", [COLOR_WHITE] = "TW"};
	uint8_t owner[BOARD_MAX_POINTS];
	int size = game_size(g);
	char *p = out;

	score_territory(g, status, owner);
	for (enum color side = COLOR_BLACK; side <= COLOR_WHITE; side++) {
		bool named = false;

		for (int row = size - 1; row >= 0; row--)
			for (int col = 0; col < size; col++) {
				coord_t c = coord_make(row, col);
				enum color stone = board_at(&g->board, c);

				if (owner[c] != side ||
				    (stone != COLOR_EMPTY && status[c] != STATUS_DEAD))
					continue;
				if (!named) {
					memcpy(p, names[side], 2);
					p += 2;
					named = true;
				}
				put_point(&p, size, c);
			}
	}
	*p = '\0';
}

/* Marks the points of one TB/TW value ("ab", or the rectangle "ab:cd" of FF[4]'s
 * compressed lists) as side's; a value that is no point of the board marks nothing. */
static void
mark_value(const char *v, size_t n, int size, enum color side, struct sgf_count *out)
{
	int c0, r0, c1, r1;

	if (n != 2 && !(n == 5 && v[2] == ':'))
		return;
	c0 = v[0] - 'a';
	r0 = v[1] - 'a';
	c1 = n == 5 ? v[3] - 'a' : c0;
	r1 = n == 5 ? v[4] - 'a' : r0;
	if (c0 < 0 || r0 < 0 || c1 < c0 || r1 < r0 || c1 >= size || r1 >= size)
		return;
	for (int r = r0; r <= r1; r++)
		for (int c = c0; c <= c1; c++)
			out->owner[coord_make(size - 1 - r, c)] = (uint8_t)side;
	out->found = true;
}

/*
 * Reads the TB and TW of the SGF text sgf[0..len) for a size x size board into
 * out: those of the last node that has any (archive_sgf writes them into the
 * last node of a counted game). Property names are their capital letters
 * (FF[3]'s lower-case letters skipped); values may be escaped ('\'). Text that
 * is no SGF, points off the board or a value cut off leave what was found
 * before; out->found tells whether there was any.
 */
void
sgfcount_read(const char *sgf, size_t len, int size, struct sgf_count *out)
{
	char ident[3] = "";
	size_t ident_len = 0;
	long node = 0, count_node = -1;

	memset(out, 0, sizeof(*out));
	for (size_t i = 0; i < len; i++) {
		char c = sgf[i];
		size_t start;
		enum color side;

		if (c >= 'A' && c <= 'Z') {
			if (ident_len == 0 || sgf[i - 1] == ']' || strchr(" \t\r\n;()", sgf[i - 1]))
				ident_len = 0; /* a new name */
			if (ident_len < 2)
				ident[ident_len] = c;
			ident_len++;
			continue;
		}
		if (c == ';') {
			node++;
			ident_len = 0;
			continue;
		}
		if (c != '[')
			continue;
		start = ++i;
		while (i < len && sgf[i] != ']')
			i += sgf[i] == '\\' ? 2 : 1;
		if (i >= len)
			return; /* cut off */
		if (ident_len != 2 || ident[0] != 'T' || (ident[1] != 'B' && ident[1] != 'W'))
			continue;
		side = ident[1] == 'B' ? COLOR_BLACK : COLOR_WHITE;
		if (node != count_node) { /* a later node's count replaces an earlier one's */
			memset(out, 0, sizeof(*out));
			count_node = node;
		}
		mark_value(sgf + start, i - start, size, side, out);
	}
}
