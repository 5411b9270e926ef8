/*
 * collection.c -- the game trees of an SGF collection, found by counting
 * parentheses outside property values (a ']' ends a value unless a backslash
 * escapes it), and the value of one property of a tree's root node.
 */
#include "bench/lib/collection.h"

#include <stdio.h>
#include <string.h>

static bool
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/* From just after a '[', the offset of the ']' that closes the value, or len. */
static size_t
value_end(const char *text, size_t at, size_t len)
{
	while (at < len && text[at] != ']')
		at += text[at] == '\\' ? 2 : 1;
	return at < len ? at : len;
}

/*
 * Finds the game tree that starts at *pos after white space (and a UTF-8 byte
 * order mark at the very start of the text): text[*begin..*end) is the tree,
 * from its '(' to just past its ')', and *pos moves past it. COLLECTION_END
 * when only white space is left; COLLECTION_ERROR (with the reason and the
 * offset where it went wrong in *begin) when something else than '(' starts
 * the next tree, or the tree or a value in it never closes.
 */
enum collection_step
collection_next(const char *text, size_t len, size_t *pos, size_t *begin, size_t *end,
                char reason[COLLECTION_REASON_MAX])
{
	size_t at = *pos;
	int depth = 0;

	if (at == 0 && len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		at = 3;
	while (at < len && is_space(text[at]))
		at++;
	*begin = at;
	if (at == len)
		return COLLECTION_END;
	if (text[at] != '(') {
		snprintf(reason, COLLECTION_REASON_MAX,
		         "a game tree must start with '(', not 0x%02x", (unsigned char)text[at]);
		return COLLECTION_ERROR;
	}
	for (; at < len; at++) {
		if (text[at] == '[') {
			at = value_end(text, at + 1, len);
			if (at == len)
				break;
		} else if (text[at] == '(') {
			depth++;
		} else if (text[at] == ')' && --depth == 0) {
			*end = *pos = at + 1;
			return COLLECTION_TREE;
		}
	}
	snprintf(reason, COLLECTION_REASON_MAX, "the game tree never closes (missing ')' or ']')");
	return COLLECTION_ERROR;
}

/*
 * The first value of property ident (e.g. "GN") of the root node of the tree
 * text[0..len) (as collection_next found it), copied into out (size bytes,
 * NUL-terminated, cut if longer; escapes left in place). False when the root
 * node has no such property.
 */
bool
collection_root_property(const char *tree, size_t len, const char *ident, char *out, size_t size)
{
	size_t at = 0;

	while (at < len && tree[at] != ';')
		at++;
	at++;
	while (at < len && tree[at] != ';' && tree[at] != '(' && tree[at] != ')') {
		char name[8];
		size_t n = 0;
		bool wanted;

		/* The identifier's capitals (FF[3] allows lower-case letters between them). */
		for (; at < len && ((tree[at] >= 'A' && tree[at] <= 'Z') ||
		                    (tree[at] >= 'a' && tree[at] <= 'z'));
		     at++)
			if (tree[at] <= 'Z' && n + 1 < sizeof(name))
				name[n++] = tree[at];
		name[n] = '\0';
		wanted = n > 0 && strcmp(name, ident) == 0;
		while (at < len && is_space(tree[at]))
			at++;
		if (n == 0 && at < len && tree[at] != '[') {
			at++;
			continue;
		}
		/* Its values, each "[...]"; the first is the answer. */
		while (at < len && tree[at] == '[') {
			size_t close = value_end(tree, at + 1, len);

			if (wanted) {
				size_t v = close - (at + 1);

				if (size == 0)
					return true;
				if (v >= size)
					v = size - 1;
				memcpy(out, tree + at + 1, v);
				out[v] = '\0';
				return true;
			}
			at = close + 1;
			while (at < len && is_space(tree[at]))
				at++;
		}
	}
	return false;
}
