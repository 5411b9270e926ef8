/*
 * client.c -- talking to a GTP engine in a child process. The engine runs as
 * `/bin/sh -c COMMAND` in a process group of its own, so killing the group also
 * stops whatever the shell started. Responses are read with poll() against a
 * deadline; nothing here blocks without a time limit except writing a command.
 */
#include "gtp/client.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <time.h>
#include <unistd.h>

/*
 * The process groups of the engines this process has running, so that a signal
 * handler can stop them all (gtp_client_kill_all). The only mutable state of the
 * module; slots hold 0 when free.
 */
#define LIVE_MAX 16
static volatile pid_t live_groups[LIVE_MAX];

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

/*
 * Makes SIGINT, SIGTERM and SIGHUP stop every engine started here before they
 * end this process (the engines have process groups of their own, so a ^C on
 * the terminal does not reach them), and ignores SIGPIPE (an engine that dies
 * shows up as a closed pipe in gtp_client_send instead).
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
	signal(SIGPIPE, SIG_IGN);
}

/* Seconds on the monotonic clock, for deadlines and measuring thinking time. */
double
gtp_client_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
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

/* In the child: wire the pipes to stdin/stdout, stderr to stderr_fd or /dev/null, exec. */
static void
exec_engine(const char *command, int in_read, int out_write, int stderr_fd, pid_t controller)
{
	int null_fd;

	setpgid(0, 0);
#ifdef __linux__
	/* The engine goes down with its controller, even one killed by SIGKILL; one
	 * that died before this line was reached is no longer our parent. */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != controller)
		_exit(127);
#else
	(void)controller;
#endif
	signal(SIGPIPE, SIG_DFL);
	signal(SIGINT, SIG_DFL);
	signal(SIGTERM, SIG_DFL);
	signal(SIGHUP, SIG_DFL);
	signal(SIGXFSZ, SIG_DFL);
	if (stderr_fd < 0) {
		null_fd = open("/dev/null", O_WRONLY);
		if (null_fd >= 0)
			stderr_fd = null_fd;
	}
	if (dup2(in_read, STDIN_FILENO) < 0 || dup2(out_write, STDOUT_FILENO) < 0)
		_exit(127);
	if (stderr_fd >= 0 && stderr_fd != STDERR_FILENO)
		dup2(stderr_fd, STDERR_FILENO);
	execl("/bin/sh", "sh", "-c", command, (char *)NULL);
	_exit(127);
}

/*
 * Starts `/bin/sh -c command` with pipes to its stdin and stdout; its stderr goes
 * to stderr_fd (-1: /dev/null). The client must not be running. Returns false when
 * the pipes or the process cannot be made; a command that cannot run is only
 * noticed later, as GTP_CLIENT_CLOSED. SIGPIPE should be ignored by the caller, so
 * writing to a dead engine reports an error instead of killing the controller.
 */
bool
gtp_client_start(struct gtp_client *c, const char *command, int stderr_fd)
{
	int in[2], out[2];
	pid_t pid, controller = getpid();

	if (pipe(in) != 0)
		return false;
	if (pipe(out) != 0) {
		close(in[0]);
		close(in[1]);
		return false;
	}
	if (!set_cloexec(in[1]) || !set_cloexec(out[0]) || (pid = fork()) < 0) {
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return false;
	}
	if (pid == 0)
		exec_engine(command, in[0], out[1], stderr_fd, controller);
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
	} else if (WIFEXITED(status) && WEXITSTATUS(status) > 128 && WEXITSTATUS(status) < 128 + 65) {
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

static bool
write_all(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		s += w;
		n -= (size_t)w;
	}
	return true;
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

/* Milliseconds until deadline for poll(); -1 for no deadline. */
static int
poll_timeout(double deadline)
{
	double left;

	if (deadline <= 0)
		return -1;
	left = (deadline - gtp_client_now()) * 1000.0;
	if (left <= 0)
		return 0;
	return left > 1e9 ? 1000000000 : (int)left + 1;
}

/* Reads until a whole response is in the buffer or the deadline passes. */
static enum gtp_client_status
read_response(struct gtp_client *c, double deadline)
{
	enum gtp_client_status status;
	char chunk[4096];

	while (!take_response(c, &status)) {
		struct pollfd p = {c->from_engine, POLLIN, 0};
		int r = poll(&p, 1, poll_timeout(deadline));
		ssize_t n;

		if (r < 0 && errno == EINTR)
			continue;
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
 * Sends one command line (no newline needed) and reads its response within
 * timeout_seconds (<= 0: no limit). On GTP_CLIENT_OK / GTP_CLIENT_FAILURE the
 * response text is in gtp_client_reply(). On GTP_CLIENT_CLOSED the engine has
 * been reaped and why[] says how it ended. After a timeout or garbage the engine
 * is still running but out of step: the caller should kill it.
 */
enum gtp_client_status
gtp_client_send(struct gtp_client *c, const char *command, double timeout_seconds)
{
	double deadline = timeout_seconds > 0 ? gtp_client_now() + timeout_seconds : 0;
	size_t n = strlen(command);
	char *line;
	bool written;

	if (c->pid <= 0)
		return GTP_CLIENT_CLOSED;
	line = malloc(n + 2);
	if (!line)
		return GTP_CLIENT_ERROR;
	memcpy(line, command, n);
	line[n] = '\n';
	line[n + 1] = '\0';
	written = write_all(c->to_engine, line, n + 1);
	free(line);
	if (!written)
		return engine_closed(c);
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
