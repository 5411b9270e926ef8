/*
 * stop.c -- the signal handlers of a run. A handler can reach nothing but
 * globals, so this file keeps what they need in static variables, set once by
 * the arming functions before the handlers are installed: the shared flags
 * (stop: the run must end at once, nothing more is recorded; drain: no game
 * may start), the workers' process ids (the parent's) and the parent's id (a
 * worker's).
 */
#include "match/stop.h"

#include <signal.h>
#include <stdbool.h>
#include <string.h>
#include <unistd.h>

#include "gtp/client.h"

/* The signals that stop a run: the first two can be asked for gently. */
static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define N_STOP_SIGNALS (sizeof(stop_signals) / sizeof(stop_signals[0]))

static volatile int *shared_stop;              /* 1 once the run must end at once */
static volatile int *shared_drain;             /* 1 once no game may start */
static const pid_t *workers;                   /* the parent's workers */
static int n_workers;                          /* how many */
static pid_t parent;                           /* a worker's parent */
static volatile sig_atomic_t first;            /* the first SIGINT / SIGTERM received, 0 before */
static struct sigaction saved[N_STOP_SIGNALS]; /* the parent's actions before stop_arm_parent */
static bool armed[N_STOP_SIGNALS]; /* replaced by stop_arm_parent (not ignored before) */

/* The signal's default action, now: it is blocked while its handler runs, so it
 * comes as soon as the handler returns. */
static void
die_by(int sig)
{
	signal(sig, SIG_DFL);
	raise(sig);
}

/* The mask of a handler: the stop signals wait for it, so two never interleave. */
static void
block_stop_signals(sigset_t *mask)
{
	sigemptyset(mask);
	for (size_t i = 0; i < N_STOP_SIGNALS; i++)
		sigaddset(mask, stop_signals[i]);
}

/*
 * The parent's handler: the first SIGINT or SIGTERM sets drain (pool.c then
 * hands out no game and waits for the running ones); a second, SIGHUP or
 * SIGQUIT sets stop (no worker records another game), stops the workers, whose
 * handlers then take their engines down, and ends the parent by the signal.
 */
static void
parent_handler(int sig)
{
	if (first == 0 && (sig == SIGINT || sig == SIGTERM)) {
		first = sig;
		*shared_drain = 1;
		return;
	}
	*shared_stop = 1;
	for (int i = 0; i < n_workers; i++)
		kill(workers[i], SIGTERM);
	die_by(sig);
}

/*
 * Installs the parent's handler for the run's workers[0..n) (not yet reaped:
 * their ids cannot be reused meanwhile) and the flags they share. A signal the
 * run was started with ignored (a background job's SIGINT) stays ignored.
 */
void
stop_arm_parent(volatile int *stop, volatile int *drain, const pid_t *pids, int n)
{
	struct sigaction sa;

	shared_stop = stop;
	shared_drain = drain;
	workers = pids;
	n_workers = n;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = parent_handler;
	block_stop_signals(&sa.sa_mask);
	/* No SA_RESTART: the pool's poll() returns at once and sees drain. */
	for (size_t i = 0; i < N_STOP_SIGNALS; i++) {
		armed[i] = sigaction(stop_signals[i], NULL, &saved[i]) == 0 &&
		           saved[i].sa_handler != SIG_IGN &&
		           sigaction(stop_signals[i], &sa, NULL) == 0;
	}
}

/* Puts back the actions stop_arm_parent replaced, before the workers are reaped. */
void
stop_disarm_parent(void)
{
	for (size_t i = 0; i < N_STOP_SIGNALS; i++)
		if (armed[i]) {
			sigaction(stop_signals[i], &saved[i], NULL);
			armed[i] = false;
		}
	n_workers = 0;
}

/* The first SIGINT or SIGTERM this process received since it was armed, or 0. */
int
stop_signal(void)
{
	return first;
}

/* "SIGINT", "SIGTERM", ... for the messages. */
const char *
stop_signal_name(int sig)
{
	switch (sig) {
	case SIGINT:
		return "SIGINT";
	case SIGTERM:
		return "SIGTERM";
	case SIGHUP:
		return "SIGHUP";
	case SIGQUIT:
		return "SIGQUIT";
	default:
		return "a signal";
	}
}

/*
 * A worker's handler of SIGINT and SIGTERM: the first sets drain (the game
 * being played is finished and recorded, no other one started); a second one,
 * or one that comes when the run stops at once (stop set: the parent's second
 * signal, a worker that failed) or from the system after the parent died
 * (PR_SET_PDEATHSIG), takes the engines down and ends the worker by the signal.
 */
static void
worker_handler(int sig)
{
	if (first == 0 && !*shared_stop && getppid() == parent) {
		first = sig;
		*shared_drain = 1;
		return;
	}
	gtp_client_kill_all();
	die_by(sig);
}

/*
 * Installs a worker's handlers: gtp_client_kill_all_on_signals (whose SIGHUP and
 * SIGQUIT handlers stay: they stop at once), then its own of SIGINT and SIGTERM.
 * SA_RESTART: the referee's system calls go on, and the worker looks at drain
 * before it takes the next game. A signal the run was started with ignored
 * (nohup's SIGHUP, a background job's SIGINT) stays ignored, as in the parent.
 */
void
stop_arm_worker(volatile int *stop, volatile int *drain, pid_t parent_pid)
{
	struct sigaction sa;
	bool ignored[N_STOP_SIGNALS];

	for (size_t i = 0; i < N_STOP_SIGNALS; i++)
		ignored[i] = sigaction(stop_signals[i], NULL, &sa) == 0 && sa.sa_handler == SIG_IGN;
	gtp_client_kill_all_on_signals();
	shared_stop = stop;
	shared_drain = drain;
	parent = parent_pid;
	first = 0;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = worker_handler;
	block_stop_signals(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	for (size_t i = 0; i < N_STOP_SIGNALS; i++)
		if (ignored[i])
			signal(stop_signals[i], SIG_IGN);
}
