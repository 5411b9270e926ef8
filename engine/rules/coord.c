/* coord.c -- GTP vertex text <-> padded board index. */
#include "engine/rules/coord.h"

#include <ctype.h>
#include <stdio.h>
#include <strings.h>

/* The GTP column letter for column col (0-based); 'I' is skipped. */
char
coord_col_letter(int col)
{
	return (char)('A' + col + (col >= 8 ? 1 : 0));
}

/*
 * Parses a GTP vertex ("D4", "t19", "pass") for a size x size board.
 * On COORD_PARSE_OK *out holds the point or COORD_PASS; otherwise *out is untouched.
 */
enum coord_parse_result
coord_parse(const char *text, int size, coord_t *out)
{
	int col, row = 0, digits = 0;
	char letter;
	const char *p;

	if (strcasecmp(text, "pass") == 0) {
		*out = COORD_PASS;
		return COORD_PARSE_OK;
	}
	letter = (char)toupper((unsigned char)text[0]);
	if (letter < 'A' || letter > 'Z' || letter == 'I')
		return COORD_PARSE_SYNTAX;
	col = letter - 'A' - (letter > 'I' ? 1 : 0);
	for (p = text + 1; *p; p++) {
		if (!isdigit((unsigned char)*p) || digits >= 3)
			return COORD_PARSE_SYNTAX;
		row = row * 10 + (*p - '0');
		digits++;
	}
	if (digits == 0 || text[1] == '0')
		return COORD_PARSE_SYNTAX;
	if (col >= size || row > size)
		return COORD_PARSE_OFF_BOARD;
	*out = coord_make(row - 1, col);
	return COORD_PARSE_OK;
}

/* Writes the GTP text of a point ("D4") or "pass" into out. */
void
coord_format(coord_t c, char out[COORD_TEXT_MAX])
{
	if (c == COORD_PASS || c == COORD_NONE) {
		snprintf(out, COORD_TEXT_MAX, "%s", c == COORD_PASS ? "pass" : "none");
		return;
	}
	snprintf(out, COORD_TEXT_MAX, "%c%d", coord_col_letter(coord_col(c)),
		 (coord_row(c) + 1) % 100);
}
