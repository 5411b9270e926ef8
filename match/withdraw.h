/*
 * withdraw.h -- a tournament's engines checked before its games: each engine with
 * a game still to play in this run is started once, as its first such game would
 * start it, and must answer its first commands (worker_check_engine). One that
 * cannot is withdrawn: said once on stderr with the reason, and every game of
 * it that this run was to play is recorded void (winner '-', result Void,
 * reason withdrawn, no SGF) instead of played. An engine that cannot start
 * cannot start in any shard, so the same games are void in every layout.
 */
#ifndef GOREF_MATCH_WITHDRAW_H
#define GOREF_MATCH_WITHDRAW_H

#include <stdbool.h>

struct match_options;
struct referee_rules;

bool withdraw_broken(const struct match_options *o, const struct referee_rules *rules,
                     const char *results_path, int *games, int *n);

#endif
