/*
 * strtab.h -- a table of interned strings: each distinct string is stored once
 * and named by a small id, so that a million results records of a few engines
 * hold a few labels, and comparing two labels is comparing two numbers.
 */
#ifndef GOREF_MATCH_STRTAB_H
#define GOREF_MATCH_STRTAB_H

#include <stdbool.h>
#include <stddef.h>

#define STRTAB_NONE ((unsigned)-1) /* the id of no string (out of memory) */

struct strtab {
	char *text;       /* the strings, each NUL-terminated, one after another; owned */
	size_t used, cap; /* bytes of text in use and allocated */
	size_t *start;    /* where string id begins in text; owned */
	unsigned n;       /* strings, ids 0..n-1 */
	unsigned n_start; /* entries allocated in start */
	unsigned *slot;   /* open-addressing hash: id + 1 of a string, 0 for empty; owned */
	size_t n_slots;   /* a power of two, more than twice n */
};

unsigned strtab_intern(struct strtab *t, const char *s);
const char *strtab_get(const struct strtab *t, unsigned id);
void strtab_free(struct strtab *t);

#endif
