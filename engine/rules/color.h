/*
 * color.h -- the colours of points and stones, and their GTP spelling.
 * A point holds one colour; COLOR_BORDER marks the padding ring around the board.
 */
#ifndef GOREF_ENGINE_RULES_COLOR_H
#define GOREF_ENGINE_RULES_COLOR_H

#include <stdbool.h>

enum color {
	COLOR_EMPTY = 0,
	COLOR_BLACK = 1,
	COLOR_WHITE = 2,
	COLOR_BORDER = 3,
};

/* The opponent of a player colour (black <-> white). */
static inline enum color
color_other(enum color c)
{
	return (enum color)(3 - (int)c);
}

static inline bool
color_is_player(enum color c)
{
	return c == COLOR_BLACK || c == COLOR_WHITE;
}

bool color_parse(const char *text, enum color *out);
const char *color_name(enum color c);
char color_letter(enum color c);

#endif
