/* sgfnode.c -- inserting properties at the end of nodes of SGF text. */
#include "match/sgfnode.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

/*
 * Where nodes first .. first + n - 1 of sgf end, in one pass: ends[k] is the
 * offset of the ';', '(' or ')' after node first + k, outside property values
 * (in which a backslash escapes the next byte), less the white space before
 * that; the length of sgf when there is no such node or it never ends.
 */
static void
node_ends(const char *sgf, size_t first, size_t n, size_t *ends)
{
	size_t len = strlen(sgf), seen = 0, found = 0;
	bool inside = false;

	for (size_t k = 0; k < n; k++)
		ends[k] = len;
	for (size_t i = 0; i < len && found < n; i++) {
		char c = sgf[i];

		if (c == '[') {
			for (i++; i < len && sgf[i] != ']'; i++)
				if (sgf[i] == '\\' && i + 1 < len)
					i++;
		} else if (c == ';' || c == '(' || c == ')') {
			if (inside) {
				size_t end = i;

				/* before the line break, not on the next node's line */
				while (strchr(" \t\r\n", sgf[end - 1]))
					end--;
				ends[found++] = end;
				inside = false;
			}
			if (c == ';' && seen++ >= first && found < n)
				inside = true;
		}
	}
}

/*
 * A copy of sgf with properties[k] (SGF text, e.g. "C[a comment]", escaped by
 * the caller; NULL for none) added at the end of node number first + k, for
 * each k < n, in one pass over sgf; a node sgf does not have gets nothing.
 * Returns malloc'd text, NULL when out of memory.
 */
char *
sgfnode_add_each(const char *sgf, size_t first, const char *const *properties, size_t n)
{
	size_t len = strlen(sgf), total = len, from = 0, at = 0;
	size_t *ends = malloc((n ? n : 1) * sizeof(*ends));
	char *out = NULL;

	if (!ends)
		return NULL;
	node_ends(sgf, first, n, ends);
	for (size_t k = 0; k < n; k++)
		if (properties[k] && ends[k] < len)
			total += strlen(properties[k]);
	out = malloc(total + 1);
	for (size_t k = 0; out && k < n; k++) {
		size_t extra = properties[k] ? strlen(properties[k]) : 0;

		if (extra == 0 || ends[k] == len)
			continue;
		memcpy(out + at, sgf + from, ends[k] - from);
		at += ends[k] - from;
		memcpy(out + at, properties[k], extra);
		at += extra;
		from = ends[k];
	}
	if (out)
		memcpy(out + at, sgf + from, len - from + 1);
	free(ends);
	return out;
}

/*
 * A copy of sgf with properties (SGF text, e.g. "C[a comment]", escaped by the
 * caller) added at the end of node number `node`; an unchanged copy when sgf has
 * no such node. Returns malloc'd text, NULL when out of memory.
 */
char *
sgfnode_add(const char *sgf, size_t node, const char *properties)
{
	return sgfnode_add_each(sgf, node, &properties, 1);
}
