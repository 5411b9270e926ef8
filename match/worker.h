/*
 * worker.h -- one process playing games one after another: it takes game numbers
 * from a queue pipe, keeps its own two engines running (restarting any that died
 * or fell out of step; in a tournament, replacing those the next game does not
 * need), referees each game, writes its SGF and its results line durably, and
 * tells the parent who won: "GAME WINNER COLOUR OPENING\n", WINNER 1 (the first
 * engine of the game's pairing), 2 or 0 (a draw), COLOUR B or W the first
 * engine's, OPENING the verdict_opening_key of the game's opening in hex (0 for
 * none). And the check of a tournament's engine before its games.
 */
#ifndef GOREF_MATCH_WORKER_H
#define GOREF_MATCH_WORKER_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

struct match_options;
struct referee_rules;

/* What a worker needs; everything is owned by the caller. */
struct worker_setup {
	const struct match_options *options; /* the command line */
	const struct referee_rules *rules;   /* setup and time control (seed: base seed) */
	const char *results_path;            /* results file, appended to */
	int todo_fd;                         /* read end of the queue: one int per game */
	int done_fd;                         /* write end: reports (above), or "stop\n" */
	volatile int *stop;                  /* shared by the run's processes: 1 once it must stop */
	volatile int *drain;                 /* shared: 1 once no game may start */
	pid_t parent;                        /* the process that forked the worker */
};

/* Exit statuses of a worker. */
#define WORKER_OK            0
#define WORKER_ENGINE_FAILED 2 /* an engine did not start at all */
#define WORKER_IO_FAILED     3 /* a record could not be written */
#define WORKER_STOPPED       4 /* the run stopped (another worker failed, the parent died) */

int worker_run(const struct worker_setup *w);
bool worker_check_engine(const struct match_options *o, const struct referee_rules *r, int e,
                         int game, char *why, size_t size);

#endif
