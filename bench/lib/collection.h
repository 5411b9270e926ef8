/*
 * collection.h -- an SGF collection (FF[4]: one or more game trees one after
 * the other in a file) cut into its game trees, each of which sgf_load reads,
 * and the text of a property of a tree's root node (sgf_load keeps only what a
 * game needs: GN and C are left out).
 */
#ifndef GOREF_BENCH_LIB_COLLECTION_H
#define GOREF_BENCH_LIB_COLLECTION_H

#include <stdbool.h>
#include <stddef.h>

/* Room for a failure reason and its NUL. */
#define COLLECTION_REASON_MAX 96

enum collection_step {
	COLLECTION_TREE,  /* a game tree found */
	COLLECTION_END,   /* nothing but white space left */
	COLLECTION_ERROR, /* not a game tree where one must start, or one never closed */
};

enum collection_step collection_next(const char *text, size_t len, size_t *pos, size_t *begin,
                                     size_t *end, char reason[COLLECTION_REASON_MAX]);
bool collection_root_property(const char *tree, size_t len, const char *ident, char *out,
                              size_t size);

#endif
