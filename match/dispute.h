/*
 * dispute.h -- a disputed end settled by play, as doc/rules.md §6 settles one: when
 * play has ended but goref's judgement could not prove the status of some chain
 * (status_judge_unsettled()), and the rules make playing on change no count (pass
 * stones with White moving last, or area counting), the referee resumes play
 * until the judgement is sure, a round of resumed play ends with no stone played,
 * or DISPUTE_MAX_MOVES() moves were played. Here: when to resume, when to stop, and
 * the texts for the results and the SGF; referee.c asks the engines for the moves.
 */
#ifndef GOREF_MATCH_DISPUTE_H
#define GOREF_MATCH_DISPUTE_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/rules/coord.h"

struct estimate;
struct game;
struct rules;

/* The most moves of resumed play in one game: one a point of the board, enough to
 * capture every dead stone and fill every neutral point with moves to spare. */
#define DISPUTE_MAX_MOVES(size) ((size_t)(size) * (size_t)(size))

/* How resumed play ended. */
enum dispute_end {
	DISPUTE_PLAYING,   /* it goes on */
	DISPUTE_SETTLED,   /* play ended again and the judgement is sure of every chain */
	DISPUTE_ALL_ALIVE, /* two passes straight after resuming: every stone alive (aga, bga) */
	DISPUTE_PASSED,    /* play ended again with no stone played since it was resumed */
	DISPUTE_BOUND,     /* DISPUTE_MAX_MOVES() moves were played */
};

/* One resumption of a game. */
struct dispute {
	size_t began;               /* moves played when play was resumed */
	size_t round;               /* moves played when it was last resumed (play may
	                             * end and be resumed again) */
	size_t bound;               /* the most moves it may play */
	int unsettled;              /* chains the judgement could not prove at the start */
	char chain[COORD_TEXT_MAX]; /* a stone of the first of them */
	enum dispute_end end;       /* how it ended */
};

bool dispute_allowed(const struct rules *r);
bool dispute_needed(const struct game *g, const struct estimate *e);
void dispute_begin(struct dispute *d, const struct game *g, const struct estimate *e, size_t most);
bool dispute_goes_on(struct dispute *d, const struct game *g, const struct estimate *e);
void dispute_note(const struct dispute *d, const char *how, char *out, size_t size);
void dispute_describe(const struct dispute *d, const struct game *g, const char *count, char *out,
                      size_t size);

#endif
