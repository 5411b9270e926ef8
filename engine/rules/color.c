/* color.c -- parsing and naming colours. */
#include "engine/rules/color.h"

#include <strings.h>

/*
 * Parses a GTP colour: "b", "black", "w" or "white", in any case.
 * Returns false (and leaves *out alone) for anything else.
 */
bool
color_parse(const char *text, enum color *out)
{
	char first = (char)(text[0] | 0x20); /* lower case; a quick reject before the compares */

	if (first != 'b' && first != 'w')
		return false;
	if (strcasecmp(text, "b") == 0 || strcasecmp(text, "black") == 0) {
		*out = COLOR_BLACK;
		return true;
	}
	if (strcasecmp(text, "w") == 0 || strcasecmp(text, "white") == 0) {
		*out = COLOR_WHITE;
		return true;
	}
	return false;
}

/* "black", "white", or "empty"; never NULL. */
const char *
color_name(enum color c)
{
	switch (c) {
	case COLOR_BLACK:
		return "black";
	case COLOR_WHITE:
		return "white";
	default:
		return "empty";
	}
}

/* 'B', 'W' or '.' (used by SGF and showboard). */
char
color_letter(enum color c)
{
	switch (c) {
	case COLOR_BLACK:
		return 'B';
	case COLOR_WHITE:
		return 'W';
	default:
		return '.';
	}
}
