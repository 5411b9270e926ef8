/*
 * stop.h -- stopping a run well. The first SIGINT or SIGTERM asks for no new
 * game: the games running are finished and recorded, then the run ends. A
 * second one, or SIGHUP or SIGQUIT, stops at once: the workers and their
 * engines die with the run, the games running are not recorded. The parent and
 * each worker have handlers of their own (a ^C on the terminal reaches them
 * all); the flags they share are the pool's shared memory.
 */
#ifndef GOREF_MATCH_STOP_H
#define GOREF_MATCH_STOP_H

#include <sys/types.h>

void stop_arm_parent(volatile int *stop, volatile int *drain, const pid_t *workers, int n);
void stop_disarm_parent(void);
int stop_signal(void);
const char *stop_signal_name(int sig);
void stop_arm_worker(volatile int *stop, volatile int *drain, pid_t parent);

#endif
