/* runlock.c -- the lock that keeps a second run off a results file in use. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* flock(), beyond POSIX */
#endif
#include "match/runlock.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <time.h>
#include <unistd.h>

#include "match/durable.h"

/* How long to wait for the workers of a run that was just killed to go down. */
#define DYING_RUN_WAIT_MS 5000

/* The holder's "PID HOST" from the lock file; pid 0 when unreadable. */
static void
read_holder(int fd, long *pid, char *host, size_t size)
{
	char text[300], *end;
	ssize_t n = pread(fd, text, sizeof(text) - 1, 0);

	*pid = 0;
	host[0] = '\0';
	if (n <= 0)
		return;
	text[n] = '\0';
	*pid = strtol(text, &end, 10);
	if (end == text || *end != ' ') {
		*pid = 0;
		return;
	}
	snprintf(host, size, "%.*s", (int)strcspn(end + 1, "\n"), end + 1);
}

/* The holder was a run on this machine whose main process is gone. */
static bool
holder_is_dead(long pid, const char *host)
{
	char here[256] = "";

	gethostname(here, sizeof(here) - 1);
	return pid > 0 && strcmp(host, here) == 0 && kill((pid_t)pid, 0) != 0 && errno == ESRCH;
}

/* Records who holds the lock, for the message of a run that is refused. */
static void
write_holder(int fd)
{
	char here[256] = "", text[300];
	int n;

	gethostname(here, sizeof(here) - 1);
	n = snprintf(text, sizeof(text), "%ld %s\n", (long)getpid(), here[0] ? here : "?");
	if (ftruncate(fd, 0) == 0 && pwrite(fd, text, (size_t)n, 0) != n) {
		/* Only informative: the lock itself is the flock. */
	}
}

/*
 * Takes the run lock of results_path (the file .RESULTS.lock next to it). The
 * descriptor is close-on-exec, so engines never hold it, but forked workers
 * share it. When the lock is held by a run whose main process is dead (its
 * workers are stopping) it waits a few seconds; otherwise it refuses at once.
 * Returns the descriptor to keep open for the whole run, or -1 after printing
 * why.
 */
int
runlock_take(const char *results_path)
{
	size_t n = strlen(results_path) + sizeof("/..lock");
	const char *slash = strrchr(results_path, '/');
	char *path = malloc(n), host[256];
	const char *kind;
	struct timespec pause = {0, 50 * 1000 * 1000};
	long pid;
	int fd, waited = 0;
	bool locked = false;

	if (!path)
		return -1;
	/* DIR/.results.tsv.lock: hidden, so that a glob of results files misses it. */
	if (slash)
		snprintf(path, n, "%.*s/.%s.lock", (int)(slash - results_path), results_path,
		         slash + 1);
	else
		snprintf(path, n, ".%s.lock", results_path);
	fd = durable_open_regular(path, O_RDWR | O_CREAT, &kind);
	if (fd < 0) {
		if (kind)
			fprintf(stderr, "goref-match: %s is %s, not a regular file (the run lock)\n",
			        path, kind);
		else
			fprintf(stderr, "goref-match: cannot open %s: %s\n", path, strerror(errno));
		free(path);
		return -1;
	}
	for (;;) {
		if (flock(fd, LOCK_EX | LOCK_NB) == 0) {
			locked = true;
			break;
		}
		if (errno == EINTR)
			continue;
		if (errno != EWOULDBLOCK) {
			fprintf(stderr, "goref-match: cannot lock %s: %s\n", path, strerror(errno));
			break;
		}
		read_holder(fd, &pid, host, sizeof(host));
		if (holder_is_dead(pid, host) && waited < DYING_RUN_WAIT_MS) {
			nanosleep(&pause, NULL);
			waited += 50;
			continue;
		}
		fprintf(stderr,
		        "goref-match: %s is in use by another goref-match run (pid %ld on %s%s); "
		        "wait for it to end, or give another --out\n",
		        results_path, pid, host[0] ? host : "?",
		        holder_is_dead(pid, host) ? ", whose workers are still stopping" : "");
		break;
	}
	free(path);
	if (!locked) {
		close(fd);
		return -1;
	}
	write_holder(fd);
	return fd;
}
