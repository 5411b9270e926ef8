/*
 * invariants.h -- the consistency checker the fuzz targets run
 * after every input: board_check on the position and the setup, plus game-level
 * facts recomputed from scratch (the move list replayed on the setup position must
 * give the same stones, captures, prisoners, pass stones and hashes[]), plus the
 * session state around the game (agreed marks only on whole chains).
 */
#ifndef GOREF_FUZZ_INVARIANTS_H
#define GOREF_FUZZ_INVARIANTS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/game.h"
#include "gtp/table.h"

/* Everything a refused command must leave as it was (the judgement cache aside). */
struct invariants_snapshot {
	struct game game;                /* deep copy of the game, owned */
	uint8_t marks[BOARD_MAX_POINTS]; /* agreed marks */
	bool marked;                     /* some mark set */
	struct timectl_settings time;       /* clock settings */
	struct timectl_clock left[3];        /* time left by colour */
	uint64_t seed;                   /* --seed */
	uint64_t rng;                    /* move generator state */
};

const char *invariants_game(const struct game *g);
const char *invariants_engine(const struct table *e);
const char *invariants_game_diff(const struct game *a, const struct game *b);
bool invariants_snapshot_take(const struct table *e, struct invariants_snapshot *s);
const char *invariants_snapshot_diff(const struct invariants_snapshot *s, const struct table *e);
void invariants_snapshot_free(struct invariants_snapshot *s);

#endif
