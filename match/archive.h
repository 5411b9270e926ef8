/*
 * archive.h -- the SGF record of each finished game: goref's FF[4] text with the
 * players (PB/PW), the date, the result reason as the root comment C[] (and
 * the opening: GN, GC and a comment where the engines took over), the time
 * controls (TM/OT), each move's clock (BL/WL, OB/OW) and, for a counted game,
 * the territory goref counted (TB/TW on the last node), written durably as
 * DIR/game-NNNNNN.sgf; and the removal of the temporary files that killed runs
 * left.
 */
#ifndef GOREF_MATCH_ARCHIVE_H
#define GOREF_MATCH_ARCHIVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct clock_record;
struct game;
struct match_options;

/* What goes into the record besides the game itself. */
struct archive_info {
	const char *black;                 /* PB: label of Black's engine */
	const char *white;                 /* PW: label of White's engine */
	const char *result;                /* RE, e.g. "W+2.5", "B+F" */
	const char *comment;               /* C: how the game ended */
	const char *name;                  /* GN: the game's name (its opening's own), or NULL */
	const char *note;                  /* GC: about the game (its opening), or NULL */
	size_t mark_node;                  /* a move node (1 = the first move) to comment on, 0 none */
	const char *mark;                  /* that node's C */
	const struct clock_record *clocks; /* TM, OT and each move's BL/WL, OB/OW; NULL: none */
	size_t resumed_node;               /* a C[] on this move's node (1 = the first move), 0 for
	                                    * none: where the referee resumed play to settle a dispute */
	const char *resumed;               /* its text */
	const uint8_t *status;             /* the count's stone statuses (enum stone_status) by
	                                    * point: TB/TW on the last node (sgfcount.h); NULL
	                                    * for a game that was not counted */
};

char *archive_sgf(const struct game *g, const struct archive_info *info);
void archive_path(const char *dir, int game, char *out, size_t size);
bool archive_write(const char *dir, int game, const char *text);
void archive_remove_leftovers(const struct match_options *o);

#endif
