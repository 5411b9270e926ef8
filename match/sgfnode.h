/*
 * sgfnode.h -- adding properties to nodes of an SGF record that goref wrote
 * (sgf_write, archive_sgf): nodes are counted by their ';' outside property
 * values, the root being node 0 and a game's first move node 1.
 */
#ifndef GOREF_MATCH_SGFNODE_H
#define GOREF_MATCH_SGFNODE_H

#include <stddef.h>

char *sgfnode_add(const char *sgf, size_t node, const char *properties);
char *sgfnode_add_each(const char *sgf, size_t first, const char *const *properties, size_t n);

#endif
