/*
 * utf8.h -- telling UTF-8 from other bytes in the texts engines send (names,
 * answers), which go into files that say they are UTF-8: the SGF records
 * (CA[UTF-8]) and the report's page.
 */
#ifndef GOREF_MATCH_UTF8_H
#define GOREF_MATCH_UTF8_H

#include <stddef.h>

/* What stands for a byte that is no UTF-8: U+FFFD, 3 bytes. */
#define UTF8_REPLACEMENT "\xef\xbf\xbd"

size_t utf8_length(const unsigned char *s);

#endif
