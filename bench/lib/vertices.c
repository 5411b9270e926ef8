/*
 * vertices.c -- vertex lists of GTP replies (vertices.h).
 */
#include "bench/lib/vertices.h"

#include <stdio.h>

/* Sets set[p] = 1 for every vertex of text (white-space separated) on a board
 * of this size; false on a word that is not a point of it (pass included). */
bool
vertices_parse(const char *text, int size, uint8_t set[BOARD_MAX_POINTS])
{
	char word[16];
	int n;

	while (sscanf(text, "%15s%n", word, &n) == 1) {
		coord_t at;
		if (coord_parse(word, size, &at) != COORD_PARSE_OK || at == COORD_PASS)
			return false;
		set[at] = 1;
		text += n;
	}
	return true;
}
