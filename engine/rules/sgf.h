/*
 * sgf.h -- Smart Game Format records (FF[3] and FF[4]) held in memory: reading the
 * main line of a Go record into a struct game, and writing a game as FF[4] text.
 * No I/O: the caller reads the file into memory and writes the text out.
 */
#ifndef GOREF_ENGINE_RULES_SGF_H
#define GOREF_ENGINE_RULES_SGF_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "engine/rules/game.h"

struct game;

#define SGF_MAX_BYTES (16u * 1024u * 1024u) /* longest record sgf_load accepts (16 MiB) */
#define SGF_MAX_DEPTH 10000                 /* deepest nesting of '(' accepted */
#define SGF_MAX_MOVES GAME_MAX_MOVES        /* most moves on the main line: what a game holds */
#define SGF_TEXT_MAX 128                    /* room for RU / RE text and its NUL */
#define SGF_REASON_MAX 160                  /* room for a failure reason and its NUL */

/* Where sgf_load stops (GNU Go's loadsgf FILE [movenumber|vertex]). */
struct sgf_limit {
	int move_number; /* stop before the move with this number (1 = the first); 0 = no limit */
	coord_t vertex;  /* stop before the first move here (point or COORD_PASS), or COORD_NONE */
};

/* What sgf_load reports besides the game. */
struct sgf_info {
	enum color to_move;          /* who moves next: the record's next move when stopped early */
	size_t moves;                /* moves loaded (played on the board) */
	bool stopped;                /* the limit stopped loading before the end of the main line */
	bool has_komi;               /* the record gave KM; otherwise the game kept its old komi */
	char rules[SGF_TEXT_MAX];    /* RU as text, "" when absent (truncated if longer) */
	char result[SGF_TEXT_MAX];   /* RE as text, "" when absent (truncated if longer) */
	char name[SGF_TEXT_MAX];     /* GN (the game's name) as text, "" when absent */
	char reason[SGF_REASON_MAX]; /* why loading failed, "" on success */
};

bool sgf_load(struct game *g, const char *text, size_t len, const struct sgf_limit *limit,
	      struct sgf_info *info);
char *sgf_write(const struct game *g, const char *rules, const char *result);

#endif
