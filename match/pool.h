/*
 * pool.h -- running the games of a match in -j worker processes: a queue pipe
 * hands out game numbers, a second pipe brings back who won, and the parent
 * keeps the progress line up to date meanwhile.
 */
#ifndef GOREF_MATCH_POOL_H
#define GOREF_MATCH_POOL_H

#include <stdbool.h>

struct progress;
struct worker_setup;

bool pool_run(const struct worker_setup *proto, int jobs, const int *games, int n_games,
              struct progress *progress);

#endif
