/* sgfnode.c -- inserting properties at the end of a node of SGF text. */
#include "match/sgfnode.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/*
 * Where node number `node` of sgf ends: the offset of the ';', '(' or ')' after
 * it, outside property values (in which a backslash escapes the next byte), less
 * the white space before that; or the length of sgf when there is no such node or
 * it never ends.
 */
static size_t
node_end(const char *sgf, size_t node)
{
	size_t len = strlen(sgf), seen = 0;
	bool inside = false;

	for (size_t i = 0; i < len; i++) {
		char c = sgf[i];

		if (c == '[') {
			for (i++; i < len && sgf[i] != ']'; i++)
				if (sgf[i] == '\\' && i + 1 < len)
					i++;
		} else if (c == ';' || c == '(' || c == ')') {
			while (inside && strchr(" \t\r\n", sgf[i - 1]))
				i--; /* before the line break, not on the next node's line */
			if (inside)
				return i;
			if (c == ';' && seen++ == node)
				inside = true;
		}
	}
	return len;
}

/*
 * A copy of sgf with properties (SGF text, e.g. "C[a comment]", escaped by the
 * caller) added at the end of node number `node`; an unchanged copy when sgf has
 * no such node. Returns malloc'd text, NULL when out of memory.
 */
char *
sgfnode_add(const char *sgf, size_t node, const char *properties)
{
	size_t len = strlen(sgf), at = node_end(sgf, node), n = strlen(properties);
	char *out;

	if (at == len)
		n = 0;
	out = malloc(len + n + 1);
	if (!out)
		return NULL;
	memcpy(out, sgf, at);
	memcpy(out + at, properties, n);
	memcpy(out + at + n, sgf + at, len - at + 1);
	return out;
}
