/*
 * digest.h -- 64-bit FNV-1a hashes, written as 16 hex digits: of a game's whole
 * record (board size, setup stones, every move, the opening's too), so that two
 * games of a match with the same digest and Black engine are the same game; and of the
 * contents of an opening suite, so that a resume with other openings is refused.
 */
#ifndef GOREF_MATCH_DIGEST_H
#define GOREF_MATCH_DIGEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct game;

#define DIGEST_START 0xcbf29ce484222325ull /* FNV-1a's offset basis: the digest of nothing */
#define DIGEST_TEXT  17                    /* 16 hex digits and a NUL */

uint64_t digest_bytes(uint64_t h, const void *data, size_t n);
uint64_t digest_number(uint64_t h, uint64_t v);
uint64_t digest_game(const struct game *g);
void digest_format(uint64_t h, char out[DIGEST_TEXT]);
bool digest_parse(const char *text, uint64_t *h);

#endif
