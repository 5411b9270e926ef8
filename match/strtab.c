/* strtab.c -- interned strings: stored once each, found by hashing. */
#include "match/strtab.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* FNV-1a: short labels, no adversary to fear (a hostile file only makes it slower). */
static size_t
hash(const char *s)
{
	uint64_t h = 14695981039346656037u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return (size_t)h;
}

/* Doubles the hash and puts every string back; false when out of memory. */
static bool
grow_slots(struct strtab *t)
{
	size_t n = t->n_slots ? t->n_slots * 2 : 64;
	unsigned *slot = calloc(n, sizeof(*slot));

	if (!slot)
		return false;
	for (unsigned id = 0; id < t->n; id++) {
		size_t i = hash(t->text + t->start[id]) & (n - 1);

		while (slot[i])
			i = (i + 1) & (n - 1);
		slot[i] = id + 1;
	}
	free(t->slot);
	t->slot = slot;
	t->n_slots = n;
	return true;
}

/* Appends s as string number t->n; false when out of memory. */
static bool
store(struct strtab *t, const char *s, size_t len)
{
	if (t->n == t->n_start) {
		unsigned n = t->n_start ? t->n_start * 2 : 64;
		size_t *start = realloc(t->start, n * sizeof(*start));

		if (!start)
			return false;
		t->start = start;
		t->n_start = n;
	}
	if (t->used + len + 1 > t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 4096;
		char *text;

		while (cap < t->used + len + 1)
			cap *= 2;
		text = realloc(t->text, cap);
		if (!text)
			return false;
		t->text = text;
		t->cap = cap;
	}
	memcpy(t->text + t->used, s, len + 1);
	t->start[t->n] = t->used;
	t->used += len + 1;
	return true;
}

/* The id of s, stored on its first sight; STRTAB_NONE when out of memory. */
unsigned
strtab_intern(struct strtab *t, const char *s)
{
	size_t i;

	if (((size_t)t->n + 1) * 2 > t->n_slots && !grow_slots(t))
		return STRTAB_NONE;
	for (i = hash(s) & (t->n_slots - 1); t->slot[i]; i = (i + 1) & (t->n_slots - 1))
		if (strcmp(t->text + t->start[t->slot[i] - 1], s) == 0)
			return t->slot[i] - 1;
	if (t->n == STRTAB_NONE - 1 || !store(t, s, strlen(s)))
		return STRTAB_NONE;
	t->slot[i] = t->n + 1;
	return t->n++;
}

/* The string of id (one that strtab_intern gave). */
const char *
strtab_get(const struct strtab *t, unsigned id)
{
	return t->text + t->start[id];
}

/* Frees the strings; the table is empty afterwards. */
void
strtab_free(struct strtab *t)
{
	free(t->text);
	free(t->start);
	free(t->slot);
	memset(t, 0, sizeof(*t));
}
