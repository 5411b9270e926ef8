/*
 * client.c -- talking to a GTP engine in a child process. The child is a guard,
 * leader of a process group of its own, whose own child runs `/bin/sh -c
 * COMMAND` (`exec COMMAND` when it is one simple command, so that the engine
 * is that process and its pipes are no longer held by a waiting shell).
 * Killing the group stops whatever the engine started, and the guard kills the
 * group as soon as the controller is gone, however it died (SIGKILL too): it
 * watches a pipe that only the controller holds open. Commands are written and
 * responses read with poll() against a deadline, and time the controller was
 * seen stopped (SIGSTOP, ^Z) counts against neither the deadline nor the
 * engine's thinking time.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* syscall(), for close_range, beyond POSIX */
#endif
#include "gtp/client.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/select.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif
#include <time.h>
#include <unistd.h>

/*
 * The mutable state of the module, all of it about this process rather than one
 * engine. live_groups: the process groups of the engines it has running, so that
 * a signal handler can stop them all (gtp_client_kill_all); slots hold 0 when
 * free.
 */
#define LIVE_MAX 16
static volatile pid_t live_groups[LIVE_MAX];
/* SIGCONTs received (counted by the handler of gtp_client_kill_all_on_signals). */
static volatile sig_atomic_t continued;
/* Seconds this process was seen stopped while it waited on an engine; the clock of
 * gtp_client_now() leaves them out. */
static double stopped_seconds;
/*
 * The lifeline: a pipe of which only this process (lifeline_owner) holds the
 * write end. Every guard watches the read end: end of file there means the
 * controller is gone, and its engine must go too.
 */
static int lifeline[2] = {-1, -1};
static pid_t lifeline_owner;

/* Poll at most this long at a time (ms), so that a stop of this process is
 * noticed and measured to within this. */
#define WAIT_SLICE_MS 100

static void
live_add(pid_t pid)
{
	for (int i = 0; i < LIVE_MAX; i++)
		if (live_groups[i] == 0) {
			live_groups[i] = pid;
			return;
		}
}

static void
live_remove(pid_t pid)
{
	for (int i = 0; i < LIVE_MAX; i++)
		if (live_groups[i] == pid)
			live_groups[i] = 0;
}

/*
 * Kills the process group of every engine this process started and has not yet
 * stopped. Async-signal-safe: meant for a SIGINT/SIGTERM handler.
 */
void
gtp_client_kill_all(void)
{
	for (int i = 0; i < LIVE_MAX; i++)
		if (live_groups[i] > 0)
			kill(-live_groups[i], SIGKILL);
}

/* The handler gtp_client_kill_all_on_signals() installs: the engines go down
 * first, then this process, by the same signal with its default action. */
static void
kill_all_and_die(int sig)
{
	gtp_client_kill_all();
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Counts a SIGCONT: this process was stopped (see wait_ready). */
static void
count_continue(int sig)
{
	(void)sig;
	continued++;
}

/*
 * Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT stop every engine started here
 * before they end this process (the engines have process groups of their own,
 * so a ^C on the terminal does not reach them; the guards would see this
 * process die, but a moment later), ignores SIGPIPE (an engine that dies shows
 * up as a closed pipe in gtp_client_send instead), and counts SIGCONT, so that
 * the time this process was stopped is not charged to an engine.
 */
void
gtp_client_kill_all_on_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = kill_all_and_die;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	/* SA_RESTART: other system calls go on; poll() returns EINTR all the same. */
	sa.sa_handler = count_continue;
	sa.sa_flags = SA_RESTART;
	sigaction(SIGCONT, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
}

/* Seconds on the monotonic clock. */
static double
monotonic_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * Seconds on the monotonic clock less the time this process was seen stopped
 * while waiting on an engine, for deadlines and measuring thinking time: an
 * engine is not charged for the time its controller did not run.
 */
double
gtp_client_now(void)
{
	return monotonic_now() - stopped_seconds;
}

static void
sleep_seconds(double s)
{
	struct timespec ts;

	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

/* A client with no engine. Safe to free or start. */
void
gtp_client_init(struct gtp_client *c)
{
	memset(c, 0, sizeof(*c));
	c->to_engine = -1;
	c->from_engine = -1;
}

static void
close_fd(int *fd)
{
	if (*fd >= 0)
		close(*fd);
	*fd = -1;
}

static bool
set_cloexec(int fd)
{
	int flags = fcntl(fd, F_GETFD);

	return flags >= 0 && fcntl(fd, F_SETFD, flags | FD_CLOEXEC) == 0;
}

/* A lifeline owned by this process (one inherited through fork is the parent's:
 * its copies here are closed); false when no pipe can be made. */
static bool
lifeline_ready(void)
{
	if (lifeline_owner == getpid() && lifeline[1] >= 0)
		return true;
	close_fd(&lifeline[0]);
	close_fd(&lifeline[1]);
	if (pipe(lifeline) != 0) {
		lifeline[0] = lifeline[1] = -1;
		return false;
	}
	set_cloexec(lifeline[0]);
	set_cloexec(lifeline[1]);
	lifeline_owner = getpid();
	return true;
}

/* Whether the word [w, w + n) is a shell assignment, NAME=value. */
static bool
is_assignment(const char *w, size_t n)
{
	size_t i = 0;

	if (n == 0 || !(isalpha((unsigned char)w[0]) || w[0] == '_'))
		return false;
	while (i < n && (isalnum((unsigned char)w[i]) || w[i] == '_'))
		i++;
	return i < n && w[i] == '=';
}

/* Whether the word [w, w + n) must not follow `exec`: a reserved word, or a
 * builtin that is no program (so that `exec` would not find it). */
static bool
is_shell_word(const char *w, size_t n)
{
	static const char *const words[] = {
	    "!",        "{",        "}",     "[[",    "case",     "do",     "done",  "elif",
	    "else",     "esac",     "fi",    "for",   "function", "if",     "in",    "select",
	    "then",     "until",    "while", ".",     ":",        "alias",  "break", "cd",
	    "command",  "continue", "eval",  "exec",  "exit",     "export", "local", "read",
	    "readonly", "return",   "set",   "shift", "source",   "times",  "trap",  "ulimit",
	    "umask",    "unset",    "wait",
	};

	if (w[0] == '#')
		return true;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++)
		if (strlen(words[i]) == n && strncmp(w, words[i], n) == 0)
			return true;
	return false;
}

/*
 * Where `exec ` goes into a command that is one simple command (words, quotes,
 * assignments, redirections: no list, pipeline, compound command or command
 * substitution), so that the shell becomes the engine instead of waiting for
 * it: before its first word that is no assignment. -1 for any other command,
 * which the shell runs as it is (its guard still stops all it starts).
 */
static long
exec_position(const char *s)
{
	const char *p = s, *first = NULL;

	for (;;) {
		const char *word;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		word = p;
		while (*p && *p != ' ' && *p != '\t') {
			if (strchr(";&|()`\n", *p) || (*p == '$' && p[1] == '('))
				return -1;
			if (*p == '\\') {
				if (!p[1])
					return -1;
				p += 2;
			} else if (*p == '\'') {
				const char *q = strchr(p + 1, '\'');

				if (!q)
					return -1;
				p = q + 1;
			} else if (*p == '"') {
				for (p++; *p != '"'; p++) {
					if (!*p || *p == '`' || (*p == '$' && p[1] == '('))
						return -1;
					if (*p == '\\' && p[1])
						p++;
				}
				p++;
			} else {
				p++;
			}
		}
		if (!first && !is_assignment(word, (size_t)(p - word))) {
			if (is_shell_word(word, (size_t)(p - word)))
				return -1;
			first = word;
		}
	}
	return first ? (long)(first - s) : -1;
}

/* The text `sh -c` runs for command: with `exec ` where exec_position() puts it.
 * Malloc'd; NULL when out of memory. */
static char *
shell_line(const char *command)
{
	long at = exec_position(command);
	size_t n = strlen(command), extra = at >= 0 ? 5 : 0;
	char *line = malloc(n + extra + 1);

	if (!line)
		return NULL;
	if (at < 0) {
		memcpy(line, command, n + 1);
		return line;
	}
	memcpy(line, command, (size_t)at);
	memcpy(line + at, "exec ", 5);
	memcpy(line + at + 5, command + at, n - (size_t)at + 1);
	return line;
}

/* In the engine's process: wire the pipes to stdin/stdout, stderr to stderr_fd or
 * /dev/null, and run the shell. It dies with its guard. */
static void
exec_engine(const char *line, int in_read, int out_write, int stderr_fd, pid_t guard)
{
	int null_fd;

#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != guard)
		_exit(127);
#else
	(void)guard;
#endif
	if (stderr_fd < 0) {
		null_fd = open("/dev/null", O_WRONLY);
		if (null_fd >= 0)
			stderr_fd = null_fd;
	}
	if (dup2(in_read, STDIN_FILENO) < 0 || dup2(out_write, STDOUT_FILENO) < 0)
		_exit(127);
	if (stderr_fd >= 0 && stderr_fd != STDERR_FILENO)
		dup2(stderr_fd, STDERR_FILENO);
	/* No second copy of the pipes: an engine that closes its stdout must be seen to. */
	if (in_read > STDERR_FILENO)
		close(in_read);
	if (out_write > STDERR_FILENO)
		close(out_write);
	if (stderr_fd > STDERR_FILENO)
		close(stderr_fd);
	execl("/bin/sh", "sh", "-c", line, (char *)NULL);
	_exit(127);
}

/* Closes every descriptor from low up. */
static void
close_from(int low)
{
	long max;

#if defined(__linux__) && defined(SYS_close_range)
	if (syscall(SYS_close_range, (unsigned)low, ~0u, 0) == 0)
		return;
#endif
	max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > 65536)
		max = 65536;
	for (int fd = low; fd < max; fd++)
		close(fd);
}

/* The guard ends as its engine ended: the same exit status, or the same signal
 * (without a core of its own), so the controller learns how the engine ended. */
static void
end_as(int status)
{
	if (WIFSIGNALED(status)) {
		struct rlimit no_core = {0, 0};
		sigset_t sig;

		setrlimit(RLIMIT_CORE, &no_core);
		signal(WTERMSIG(status), SIG_DFL);
		sigemptyset(&sig);
		sigaddset(&sig, WTERMSIG(status));
		sigprocmask(SIG_UNBLOCK, &sig, NULL);
		raise(WTERMSIG(status));
		_exit(128 + WTERMSIG(status));
	}
	_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 127);
}

/* SIGCHLD wakes the guard from pselect. */
static void
on_child(int sig)
{
	(void)sig;
}

/*
 * The guard, in the controller's child: leader of the engine's process group,
 * it starts the engine and then only waits, for the engine to end (it ends the
 * same way) or for the controller to be gone (end of file on the lifeline: it
 * kills the group, itself with it). It keeps no descriptor but the lifeline, so
 * that it holds open no pipe, file or lock of the controller's.
 */
static void
run_guard(const char *line, int in_read, int out_write, int stderr_fd)
{
	static const int reset[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCONT, SIGPIPE, SIGXFSZ};
	struct sigaction sa;
	sigset_t chld, waiting;
	pid_t engine, guard = getpid();
	int life;

	setpgid(0, 0);
	for (size_t i = 0; i < sizeof(reset) / sizeof(reset[0]); i++)
		signal(reset[i], SIG_DFL);
	for (int i = 0; i < LIVE_MAX; i++)
		live_groups[i] = 0; /* the controller's engines are not the guard's to kill */
	close(lifeline[1]);
	/* SIGCHLD is blocked but in pselect, so that an end between waitpid and
	 * pselect still wakes it. */
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &waiting);
	sigdelset(&waiting, SIGCHLD);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_child;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGCHLD, &sa, NULL);
	engine = fork();
	if (engine == 0) {
		signal(SIGCHLD, SIG_DFL);
		sigprocmask(SIG_SETMASK, &waiting, NULL);
		exec_engine(line, in_read, out_write, stderr_fd, guard);
	}
	if (engine < 0)
		_exit(127);
	/* The lifeline as descriptor 3, and no other. */
	life = dup2(lifeline[0], 3);
	close(STDIN_FILENO);
	close(STDOUT_FILENO);
	close(STDERR_FILENO);
	close_from(4);
	for (;;) {
		fd_set readable;
		int status;
		pid_t r = waitpid(engine, &status, WNOHANG);

		if (r == engine)
			end_as(status);
		if (r < 0 && errno != EINTR)
			_exit(127);
		if (life < 0) { /* no lifeline to watch: wait for the engine alone */
			while (waitpid(engine, &status, 0) < 0)
				if (errno != EINTR)
					_exit(127);
			end_as(status);
		}
		FD_ZERO(&readable);
		FD_SET(life, &readable);
		r = pselect(life + 1, &readable, NULL, NULL, NULL, &waiting);
		if (r > 0) {
			/* Nothing is written on the lifeline: the controller is gone. */
			kill(0, SIGKILL);
			_exit(127);
		}
		if (r < 0 && errno != EINTR)
			life = -1;
	}
}

/*
 * Starts command under `/bin/sh -c` (see the top of this file) with pipes to its
 * stdin and stdout; its stderr goes to stderr_fd (-1: /dev/null). The client must
 * not be running. Returns false when the pipes or the processes cannot be made; a
 * command that cannot run is only noticed later, as GTP_CLIENT_CLOSED. SIGPIPE
 * should be ignored by the caller, so writing to a dead engine reports an error
 * instead of killing the controller.
 */
bool
gtp_client_start(struct gtp_client *c, const char *command, int stderr_fd)
{
	int in[2], out[2];
	pid_t pid;
	char *line;

	if (!lifeline_ready() || !(line = shell_line(command)))
		return false;
	if (pipe(in) != 0) {
		free(line);
		return false;
	}
	if (pipe(out) != 0) {
		close(in[0]);
		close(in[1]);
		free(line);
		return false;
	}
	if (!set_cloexec(in[1]) || !set_cloexec(out[0]) ||
	    fcntl(in[1], F_SETFL, fcntl(in[1], F_GETFL) | O_NONBLOCK) != 0 || (pid = fork()) < 0) {
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		free(line);
		return false;
	}
	if (pid == 0)
		run_guard(line, in[0], out[1], stderr_fd);
	free(line);
	setpgid(pid, pid);
	close(in[0]);
	close(out[1]);
	c->pid = pid;
	c->to_engine = in[1];
	c->from_engine = out[0];
	c->len = 0;
	c->why[0] = '\0';
	c->end_signal = 0;
	live_add(pid);
	return true;
}

/* The engine process exists (it may still have crashed since the last command). */
bool
gtp_client_running(const struct gtp_client *c)
{
	return c->pid > 0;
}

/* Records how the engine ended from a waitpid status: the text in why, and
 * the signal in end_signal (a shell reports its child's as status 128 + n). */
static void
describe_exit(struct gtp_client *c, int status)
{
	c->end_signal = 0;
	if (WIFSIGNALED(status)) {
		c->end_signal = WTERMSIG(status);
		snprintf(c->why, sizeof(c->why), "killed by signal %d", c->end_signal);
	} else if (WIFEXITED(status) && WEXITSTATUS(status) > 128 &&
	           WEXITSTATUS(status) < 128 + 65) {
		c->end_signal = WEXITSTATUS(status) - 128;
		snprintf(c->why, sizeof(c->why), "exited with status %d (signal %d in the shell)",
		         WEXITSTATUS(status), c->end_signal);
	} else if (WIFEXITED(status)) {
		snprintf(c->why, sizeof(c->why), "exited with status %d", WEXITSTATUS(status));
	}
}

/* Waits up to `seconds` for the engine to exit by itself; true once it is reaped. */
static bool
reap_within(struct gtp_client *c, double seconds)
{
	double deadline = gtp_client_now() + seconds;
	int status;

	for (;;) {
		pid_t r = waitpid(c->pid, &status, WNOHANG);

		if (r == c->pid || (r < 0 && errno == ECHILD)) {
			if (r == c->pid)
				describe_exit(c, status);
			return true;
		}
		if (gtp_client_now() >= deadline)
			return false;
		sleep_seconds(0.005);
	}
}

/* Forgets the process after it was reaped; closes the pipes. */
static void
forget_process(struct gtp_client *c)
{
	live_remove(c->pid);
	c->pid = 0;
	close_fd(&c->to_engine);
	close_fd(&c->from_engine);
	c->len = 0;
}

/* Kills the engine's process group at once and reaps the shell. No-op when not running. */
void
gtp_client_kill(struct gtp_client *c)
{
	int status;

	if (c->pid <= 0)
		return;
	kill(-c->pid, SIGKILL);
	kill(c->pid, SIGKILL);
	while (waitpid(c->pid, &status, 0) < 0 && errno == EINTR)
		;
	forget_process(c);
}

/*
 * The engine closed its output or its input: give it a moment to finish dying so
 * the reason (exit status, signal) can be told, then make sure it is gone.
 */
static enum gtp_client_status
engine_closed(struct gtp_client *c)
{
	if (reap_within(c, 0.5)) {
		kill(-c->pid, SIGKILL);
		forget_process(c);
	} else {
		snprintf(c->why, sizeof(c->why), "closed its pipe");
		gtp_client_kill(c);
	}
	return GTP_CLIENT_CLOSED;
}

/* Milliseconds until deadline for poll(), at most WAIT_SLICE_MS. */
static int
poll_timeout(double deadline)
{
	double left;

	if (deadline <= 0)
		return WAIT_SLICE_MS;
	left = (deadline - gtp_client_now()) * 1000.0;
	if (left <= 0)
		return 0;
	return left >= WAIT_SLICE_MS ? WAIT_SLICE_MS : (int)left + 1;
}

/*
 * Waits until fd is ready for events (or in error) or the deadline passes:
 * 1, 0 at the deadline, -1 on an error of poll(). It polls in slices; a slice
 * in which this process was stopped and continued (SIGSTOP or ^Z, then
 * SIGCONT: a count that changed) took longer than it asked, and the excess is
 * the stopped time, added to stopped_seconds: it moves the deadline and is not
 * charged to the engine (issue 24).
 */
static int
wait_ready(int fd, short events, double deadline)
{
	for (;;) {
		struct pollfd p = {fd, events, 0};
		sig_atomic_t seen = continued;
		int ms = poll_timeout(deadline), r, err;
		double before = monotonic_now(), lost;

		r = poll(&p, 1, ms);
		err = errno;
		lost = monotonic_now() - before - ms / 1000.0;
		if (continued != seen && lost > 0)
			stopped_seconds += lost;
		if (r > 0)
			return 1;
		if (r < 0 && err != EINTR) {
			errno = err;
			return -1;
		}
		if (r == 0 && deadline > 0 && gtp_client_now() >= deadline)
			return 0;
	}
}

/* Writes the n bytes at s to the engine (its pipe is non-blocking) by the deadline:
 * GTP_CLIENT_OK, or TIMEOUT, CLOSED (the engine was reaped) or ERROR. */
static enum gtp_client_status
write_within(struct gtp_client *c, const char *s, size_t n, double deadline)
{
	while (n > 0) {
		ssize_t w = write(c->to_engine, s, n);
		int r;

		if (w > 0) {
			s += w;
			n -= (size_t)w;
			continue;
		}
		if (w < 0 && errno == EINTR)
			continue;
		if (w == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
			return engine_closed(c);
		r = wait_ready(c->to_engine, POLLOUT, deadline);
		if (r == 0) {
			c->unread = true;
			return GTP_CLIENT_TIMEOUT;
		}
		if (r < 0)
			return GTP_CLIENT_ERROR;
	}
	return GTP_CLIENT_OK;
}

/* Appends what the engine wrote, dropping carriage returns (GTP ignores them). */
static bool
buffer_append(struct gtp_client *c, const char *data, size_t n)
{
	if (c->len + n + 1 > c->cap) {
		size_t cap = c->cap ? c->cap : 4096;
		char *buf;

		while (c->len + n + 1 > cap)
			cap *= 2;
		buf = realloc(c->buf, cap);
		if (!buf)
			return false;
		c->buf = buf;
		c->cap = cap;
	}
	for (size_t i = 0; i < n; i++)
		if (data[i] != '\r')
			c->buf[c->len++] = data[i];
	c->buf[c->len] = '\0';
	return true;
}

static void
buffer_consume(struct gtp_client *c, size_t n)
{
	memmove(c->buf, c->buf + n, c->len - n);
	c->len -= n;
	c->buf[c->len] = '\0';
}

/* Keeps the text of a response: after the '='/'?' and an optional id, trimmed. */
static bool
keep_reply(struct gtp_client *c, const char *text, size_t n)
{
	size_t i = 1;
	char *reply;

	while (i < n && text[i] >= '0' && text[i] <= '9')
		i++;
	while (i < n && (text[i] == ' ' || text[i] == '\t'))
		i++;
	while (n > i && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\n'))
		n--;
	reply = malloc(n - i + 1);
	if (!reply)
		return false;
	memcpy(reply, text + i, n - i);
	reply[n - i] = '\0';
	free(c->reply);
	c->reply = reply;
	return true;
}

/*
 * Looks for one whole response in the buffer. Returns true with *status set when
 * the buffer holds a response (or shows that none is coming: garbage).
 */
static bool
take_response(struct gtp_client *c, enum gtp_client_status *status)
{
	size_t skip = 0;
	char *end;

	while (skip < c->len && c->buf[skip] == '\n')
		skip++;
	if (skip)
		buffer_consume(c, skip);
	if (c->len == 0)
		return false;
	/* No response holds a NUL; past one, the string functions below would see no
	 * end of the response and wait for the timeout. */
	if (memchr(c->buf, '\0', c->len)) {
		*status = GTP_CLIENT_GARBAGE;
		return true;
	}
	if (c->buf[0] != '=' && c->buf[0] != '?') {
		if (!memchr(c->buf, '\n', c->len) && c->len < GTP_CLIENT_MAX_REPLY)
			return false;
		*status = GTP_CLIENT_GARBAGE;
		return true;
	}
	end = strstr(c->buf, "\n\n");
	if (!end) {
		if (c->len < GTP_CLIENT_MAX_REPLY)
			return false;
		*status = GTP_CLIENT_GARBAGE;
		return true;
	}
	if (!keep_reply(c, c->buf, (size_t)(end - c->buf) + 1)) {
		*status = GTP_CLIENT_ERROR;
		return true;
	}
	*status = c->buf[0] == '=' ? GTP_CLIENT_OK : GTP_CLIENT_FAILURE;
	buffer_consume(c, (size_t)(end - c->buf) + 2);
	return true;
}

/* Reads until a whole response is in the buffer or the deadline passes. */
static enum gtp_client_status
read_response(struct gtp_client *c, double deadline)
{
	enum gtp_client_status status;
	char chunk[4096];

	while (!take_response(c, &status)) {
		int r = wait_ready(c->from_engine, POLLIN, deadline);
		ssize_t n;

		if (r < 0)
			return GTP_CLIENT_ERROR;
		if (r == 0)
			return GTP_CLIENT_TIMEOUT;
		n = read(c->from_engine, chunk, sizeof(chunk));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return engine_closed(c);
		if (!buffer_append(c, chunk, (size_t)n))
			return GTP_CLIENT_ERROR;
	}
	return status;
}

/*
 * Sends one command line (no newline needed) and reads its response, both
 * within timeout_seconds (<= 0: no limit). On GTP_CLIENT_OK / GTP_CLIENT_FAILURE the
 * response text is in gtp_client_reply(). On GTP_CLIENT_CLOSED the engine has
 * been reaped and why[] says how it ended. After a timeout (perhaps in the middle
 * of writing the command, to an engine that does not read) or garbage the engine
 * is still running but out of step: the caller should kill it.
 */
enum gtp_client_status
gtp_client_send(struct gtp_client *c, const char *command, double timeout_seconds)
{
	double deadline = timeout_seconds > 0 ? gtp_client_now() + timeout_seconds : 0;
	size_t n = strlen(command);
	enum gtp_client_status written;
	char *line;

	c->unread = false;
	if (c->pid <= 0)
		return GTP_CLIENT_CLOSED;
	line = malloc(n + 2);
	if (!line)
		return GTP_CLIENT_ERROR;
	memcpy(line, command, n);
	line[n] = '\n';
	line[n + 1] = '\0';
	written = write_within(c, line, n + 1, deadline);
	free(line);
	if (written != GTP_CLIENT_OK)
		return written;
	return read_response(c, deadline);
}

/* The text of the last "=" / "?" response ("" before any). Valid until the next send. */
const char *
gtp_client_reply(const struct gtp_client *c)
{
	return c->reply ? c->reply : "";
}

/*
 * Ends the engine politely: sends quit, closes its stdin, waits up to
 * grace_seconds for it to exit, then kills its process group. No-op when not
 * running.
 */
void
gtp_client_quit(struct gtp_client *c, double grace_seconds)
{
	double deadline = gtp_client_now() + grace_seconds;

	if (c->pid <= 0)
		return;
	if (gtp_client_send(c, "quit", grace_seconds) == GTP_CLIENT_CLOSED)
		return;
	close_fd(&c->to_engine);
	if (!reap_within(c, deadline - gtp_client_now())) {
		gtp_client_kill(c);
		return;
	}
	kill(-c->pid, SIGKILL);
	forget_process(c);
}

/* Kills the engine if it runs and frees the buffers. The client can be started again. */
void
gtp_client_free(struct gtp_client *c)
{
	gtp_client_kill(c);
	free(c->buf);
	free(c->reply);
	gtp_client_init(c);
}

/* A short English name for a status, for logs and result records. */
const char *
gtp_client_status_text(enum gtp_client_status status)
{
	switch (status) {
	case GTP_CLIENT_OK:
		return "ok";
	case GTP_CLIENT_FAILURE:
		return "failure";
	case GTP_CLIENT_TIMEOUT:
		return "timeout";
	case GTP_CLIENT_CLOSED:
		return "closed";
	case GTP_CLIENT_GARBAGE:
		return "garbage";
	case GTP_CLIENT_ERROR:
		return "error";
	}
	return "unknown";
}
