/*
 * pool.h -- running the games of a match in -j worker processes: a queue pipe
 * hands out game numbers, a second pipe brings back who won, and the parent
 * keeps the progress line and the SPRT up to date meanwhile; a first SIGINT or
 * SIGTERM, or the SPRT's decision, lets the running games finish and starts
 * no other (match/stop.h).
 */
#ifndef GOREF_MATCH_POOL_H
#define GOREF_MATCH_POOL_H

#include <stdbool.h>

struct progress;
struct verdict;
struct worker_setup;

bool pool_run(const struct worker_setup *proto, int jobs, const int *games, int n_games,
              struct progress *progress, struct verdict *verdict);

#endif
