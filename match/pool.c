/* pool.c -- forking the workers, feeding the queue, collecting results. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, beyond POSIX */
#endif
#include "match/pool.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "match/progress.h"
#include "match/stop.h"
#include "match/verdict.h"
#include "match/worker.h"

#define SHARED_SIZE (2 * sizeof(int)) /* the shared flags: stop, then drain */

/* The parent's side of the pipes while workers run. */
struct feed {
	int todo;         /* write end of the queue, -1 once closed */
	int done;         /* read end of the reports, -1 at end */
	const int *games; /* game numbers to hand out */
	int n_games;      /* how many */
	int next;         /* index of the next game to hand out */
	char line[256];   /* a report line being read */
	size_t len;       /* bytes in line */
	const pid_t *pids;  /* the workers */
	int n_workers;      /* how many were started */
	bool stop_asked;    /* a worker reported "stop" (after saying why) */
	bool stopping;      /* the workers have been told to stop */
	volatile int *drain;     /* shared: 1 once no game may start (a signal, the SPRT) */
	bool draining;           /* the queue was closed for drain, and it was said */
	struct verdict *verdict; /* the SPRT, fed each game as it finishes; NULL without */
};

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

/* Forks one worker; it plays from the queue and exits with worker_run's status. */
static pid_t
spawn_worker(const struct worker_setup *proto, volatile int *stop, volatile int *drain,
             int todo_read, int todo_write, int done_read, int done_write)
{
	pid_t parent = getpid();
	pid_t pid = fork();

	if (pid == 0) {
		struct worker_setup w = *proto;

		w.parent = parent;
		w.stop = stop;
		w.drain = drain;
		close(todo_write);
		close(done_read);
		w.todo_fd = todo_read;
		w.done_fd = done_write;
		fflush(stdout);
		_exit(worker_run(&w));
	}
	return pid;
}

/* Writes as many queued game numbers as the pipe takes; closes the queue when all are out. */
static void
feed_queue(struct feed *f)
{
	while (f->todo >= 0 && f->next < f->n_games) {
		ssize_t n = write(f->todo, &f->games[f->next], sizeof(int));

		if (n == (ssize_t)sizeof(int))
			f->next++;
		else if (n < 0 && errno == EINTR)
			continue;
		else if (n < 0 && errno == EAGAIN)
			return;
		else
			break; /* no worker left to read (EPIPE) */
	}
	close_fd(&f->todo);
}

/*
 * One game's report: the progress line counts it, the SPRT (if any) walks it,
 * and a decision of the SPRT sets drain: no new game, the running ones are
 * finished and recorded (the decision stays the one at the crossing).
 */
static void
take_report(struct feed *f, struct progress *p, int game, char winner, char first_colour,
            unsigned long long opening)
{
	struct verdict_game g = {game, winner == '1' ? 2 : winner == '2' ? 0 : 1,
	                         first_colour == 'B', (uint64_t)opening};

	progress_game(p, winner);
	if (!f->verdict)
		return;
	if (!verdict_add(f->verdict, &g))
		fprintf(stderr, "goref-match: out of memory for the SPRT: game %d is not counted\n",
		        game);
	if (f->verdict->decision != SPRT_CONTINUE)
		*f->drain = 1;
}

/* Reads reports ("GAME WINNER COLOUR OPENING\n", worker.h) and takes them; closes at end
 * of file. */
static void
read_reports(struct feed *f, struct progress *p)
{
	ssize_t n = read(f->done, f->line + f->len, sizeof(f->line) - 1 - f->len);
	char *nl;

	if (n < 0 && (errno == EINTR || errno == EAGAIN))
		return;
	if (n <= 0) {
		close_fd(&f->done);
		return;
	}
	f->len += (size_t)n;
	f->line[f->len] = '\0';
	while ((nl = strchr(f->line, '\n'))) {
		int game;
		char winner, colour;
		unsigned long long opening;

		if (sscanf(f->line, "%d %c %c %llx", &game, &winner, &colour, &opening) == 4)
			take_report(f, p, game, winner, colour, opening);
		else if (strncmp(f->line, "stop\n", 5) == 0)
			f->stop_asked = true;
		f->len -= (size_t)(nl + 1 - f->line);
		memmove(f->line, nl + 1, f->len + 1);
	}
	if (f->len == sizeof(f->line) - 1)
		f->len = 0;
}

/*
 * A worker that cannot go on (an engine that never answered, a game it could
 * not record) set the shared flag, which keeps every worker from recording
 * another game, and then reported "stop": no game is handed out any more and
 * the workers are stopped now, with their engines; their unfinished games are
 * played by the next run.
 */
static void
stop_workers(struct feed *f)
{
	if (f->stopping || !f->stop_asked)
		return;
	f->stopping = true;
	close_fd(&f->todo);
	for (int i = 0; i < f->n_workers; i++)
		kill(f->pids[i], SIGTERM);
}

/*
 * Once drain is set (a first SIGINT or SIGTERM, or the SPRT's decision), no
 * game is handed out: the queue closes (a worker reads its end, or sees
 * drain), and the reason is said once.
 */
static void
start_draining(struct feed *f, struct progress *p)
{
	const struct verdict *v = f->verdict;

	if (f->draining || !*f->drain)
		return;
	f->draining = true;
	close_fd(&f->todo);
	progress_finish(p);
	if (v && v->decision != SPRT_CONTINUE)
		fprintf(stderr,
		        "goref-match: SPRT: %s at game %d (LLR %.2f, bounds %.2f, %.2f): no new "
		        "games; the running ones are finished and recorded\n",
		        sprt_decision_text(v->decision), v->decided_at, v->llr,
		        sprt_lower_bound(&v->params), sprt_upper_bound(&v->params));
	else
		fprintf(stderr,
		        "goref-match: %s: no new games; the running ones are finished and recorded "
		        "(a second SIGINT or SIGTERM stops at once)\n",
		        stop_signal() ? stop_signal_name(stop_signal()) : "a worker was signalled");
}

/* Serves the workers until every one has exited (the report pipe reaches its end). */
static void
serve(struct feed *f, struct progress *p)
{
	while (f->done >= 0) {
		struct pollfd fds[2] = {{f->done, POLLIN, 0}, {f->todo, POLLOUT, 0}};
		int r = poll(fds, f->todo >= 0 ? 2 : 1, 1000);

		if (r < 0 && errno != EINTR)
			break;
		if (r > 0 && fds[0].revents)
			read_reports(f, p);
		stop_workers(f);
		start_draining(f, p);
		if (f->todo >= 0 && r > 0 && fds[1].revents)
			feed_queue(f);
		progress_show(p);
	}
}

/* Waits for every worker; true when all of them finished cleanly. */
static bool
reap_workers(const pid_t *pids, int n)
{
	bool ok = true;

	for (int i = 0; i < n; i++) {
		int status;

		while (waitpid(pids[i], &status, 0) < 0)
			if (errno != EINTR) {
				status = 1;
				break;
			}
		if (!WIFEXITED(status) || WEXITSTATUS(status) != WORKER_OK)
			ok = false;
	}
	return ok;
}

/*
 * Plays games[0..n_games) with `jobs` worker processes (at most one per game),
 * each a copy of proto with its own pipes; the SPRT `verdict` (NULL for none)
 * walks each game as it finishes, and its decision ends the run as a first
 * SIGINT or SIGTERM does: the games running are finished and recorded, no
 * other one is started. Returns false when a worker could not be started or
 * stopped early (an engine that never started, a write error) or a signal
 * stopped the run (said on stderr).
 */
bool
pool_run(const struct worker_setup *proto, int jobs, const int *games, int n_games,
         struct progress *progress, struct verdict *verdict)
{
	int todo[2], done[2], started = 0;
	pid_t *pids;
	struct feed f;
	bool ok = true;
	volatile int *stop, *drain;
	void *shared;

	if (jobs > n_games)
		jobs = n_games;
	if (jobs < 1)
		return true;
	/* The stop and drain flags are shared memory, so a worker sees at once that another
	 * one stopped, and the parent that a worker was asked to drain. */
	shared = mmap(NULL, SHARED_SIZE, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (shared == MAP_FAILED)
		return false;
	stop = shared;
	drain = stop + 1;
	*stop = *drain = 0;
	pids = calloc((size_t)jobs, sizeof(*pids));
	if (!pids || pipe(todo) != 0) {
		free(pids);
		munmap(shared, SHARED_SIZE);
		return false;
	}
	if (pipe(done) != 0) {
		close(todo[0]);
		close(todo[1]);
		free(pids);
		munmap(shared, SHARED_SIZE);
		return false;
	}
	/* Engines started by the workers must not hold the pipes open. */
	for (int i = 0; i < 2; i++) {
		fcntl(todo[i], F_SETFD, FD_CLOEXEC);
		fcntl(done[i], F_SETFD, FD_CLOEXEC);
	}
	for (; started < jobs; started++) {
		pids[started] = spawn_worker(proto, stop, drain, todo[0], todo[1], done[0], done[1]);
		if (pids[started] < 0) {
			ok = false;
			break;
		}
	}
	close(todo[0]);
	close(done[1]);
	fcntl(todo[1], F_SETFL, fcntl(todo[1], F_GETFL) | O_NONBLOCK);
	f = (struct feed){.todo = todo[1],
	                  .done = done[0],
	                  .games = games,
	                  .n_games = n_games,
	                  .pids = pids,
	                  .n_workers = started,
	                  .drain = drain,
	                  .verdict = verdict};
	stop_arm_parent(stop, drain, pids, started);
	feed_queue(&f);
	serve(&f, progress);
	close_fd(&f.todo);
	close_fd(&f.done);
	stop_disarm_parent();
	ok = reap_workers(pids, started) && ok && !*stop;
	if (*drain && !(verdict && verdict->decision != SPRT_CONTINUE)) {
		fprintf(stderr,
		        "goref-match: stopped by %s after the running games were recorded; the same "
		        "command resumes the match\n",
		        stop_signal() ? stop_signal_name(stop_signal()) : "a signal to a worker");
		ok = false;
	}
	free(pids);
	munmap(shared, SHARED_SIZE);
	return ok;
}
