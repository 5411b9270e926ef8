/*
 * client.h -- the controller side of GTP, knowing no Go: start an engine command
 * under /bin/sh with pipes (and a guard process that takes the engine down with
 * the controller), send one command and read its one response within a time
 * limit, notice a crash or a closed pipe, and stop the engine (kill and reap).
 */
#ifndef GOREF_GTP_CLIENT_H
#define GOREF_GTP_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Longest response kept; a longer one counts as garbage. */
#define GTP_CLIENT_MAX_REPLY (1u << 20)
/* Room for a description of how the engine ended and its NUL. */
#define GTP_CLIENT_WHY_MAX 128

enum gtp_client_status {
	GTP_CLIENT_OK,      /* "= text": success */
	GTP_CLIENT_FAILURE, /* "? text": the engine refused the command */
	GTP_CLIENT_TIMEOUT, /* no complete response within the time limit */
	GTP_CLIENT_CLOSED,  /* the engine exited, crashed or closed its pipes */
	GTP_CLIENT_GARBAGE, /* the engine answered something that is not a GTP response */
	GTP_CLIENT_ERROR,   /* a system call of ours failed (no memory, no processes) */
};

struct gtp_client {
	pid_t pid;       /* the engine's guard, leader of its process group; 0 = none */
	int to_engine;   /* write end of the engine's stdin, -1 when closed */
	int from_engine; /* read end of the engine's stdout, -1 when closed */
	char *buf;       /* bytes read from the engine, not yet consumed, owned */
	size_t len;      /* bytes in buf */
	size_t cap;      /* allocated size of buf */
	char *reply;     /* text of the last response without "=" / "?", owned */
	char why[GTP_CLIENT_WHY_MAX]; /* how the engine ended ("killed by signal 11"), or "" */
	int end_signal;  /* the signal that ended the engine (also via its shell), or 0 */
	bool unread;     /* the last GTP_CLIENT_TIMEOUT came while writing: the engine does not read */
};

void gtp_client_init(struct gtp_client *c);
bool gtp_client_start(struct gtp_client *c, const char *command, int stderr_fd);
bool gtp_client_running(const struct gtp_client *c);
enum gtp_client_status gtp_client_send(struct gtp_client *c, const char *command,
                                       double timeout_seconds);
const char *gtp_client_reply(const struct gtp_client *c);
void gtp_client_quit(struct gtp_client *c, double grace_seconds);
void gtp_client_kill(struct gtp_client *c);
void gtp_client_free(struct gtp_client *c);
void gtp_client_kill_all(void);
void gtp_client_kill_all_on_signals(void);
const char *gtp_client_status_text(enum gtp_client_status status);
double gtp_client_now(void);

#endif
