/*
 * runlock.h -- one run at a time per results file. A run holds an flock on
 * DIR/.RESULTS.lock for as long as it or any of its workers lives: the kernel drops
 * it when the last of them dies, so a killed run cannot leave it stuck, and
 * shards writing separate results files into one folder never wait for each
 * other.
 */
#ifndef GOREF_MATCH_RUNLOCK_H
#define GOREF_MATCH_RUNLOCK_H

int runlock_take(const char *results_path);

#endif
