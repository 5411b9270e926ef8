/*
 * gtp.h -- the Go Text Protocol core, knowing no Go: preprocessing a line,
 * the optional id, tokenising, finding the command in a registry, checking its
 * arity, and framing exactly one response per command.
 */
#ifndef GOREF_GTP_GTP_H
#define GOREF_GTP_GTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

struct table;
struct gtp_session;

enum gtp_status {
	GTP_OK,   /* "= body" */
	GTP_FAIL, /* "? message" */
	GTP_QUIT, /* "= body", then the session ends */
};

typedef enum gtp_status gtp_handler(struct gtp_session *s, struct table *t, int argc,
				    char **argv);

struct gtp_command {
	const char *name; /* exact GTP name, matched with strcmp */
	int min_args;     /* arity, checked by the dispatcher */
	int max_args;     /* GTP_ANY_ARGS for no upper bound */
	gtp_handler *fn;  /* argv[0] is the first argument, not the name */
};

#define GTP_ANY_ARGS 100000

/* Commands a session may hide at once (gtp_hide). */
#define GTP_MAX_HIDDEN 4

/*
 * What the session saw since the last accepted `play`: GoGui's ruler sends each
 * move, asks gogui-rules_* queries, then sends the same move again (measured with
 * GoGui 1.6); cmd_play treats that echo as a no-op.
 */
enum gtp_since_play {
	SINCE_PLAY_OTHER = 0,    /* no play yet, or some other command since */
	SINCE_PLAY_NOTHING,      /* the last command was an accepted play */
	SINCE_PLAY_RULES_QUERIES /* an accepted play, then only gogui-rules_* queries */
};

struct gtp_session {
	const struct gtp_command *commands;   /* the registry, ends with a NULL name */
	const struct gtp_command **sorted;    /* the registry sorted by name, owned */
	size_t n_commands;                    /* entries in the registry */
	struct table *table;                  /* passed to every handler */
	FILE *out;                            /* where responses go */
	char *body;                           /* the current response body, owned */
	size_t body_len;                      /* bytes in body */
	size_t body_cap;                      /* allocated size of body */
	char *line;                           /* the preprocessed line, owned */
	size_t line_cap;                      /* allocated size of line */
	char **argv;                          /* tokens of the current line, owned */
	size_t argv_cap;                      /* allocated length of argv */
	bool quit;                            /* a handler asked to end the session */
	enum gtp_since_play since_play;       /* what came after the last accepted play */
	const char *id;                       /* the current command's id, "" if none */
	bool streaming;                       /* the handler has begun its answer (gtp_stream_begin) */
	const char *hidden[GTP_MAX_HIDDEN];   /* registered commands not offered for now: not
					       * listed, not known, answered as unknown */
	size_t commands_seen;                 /* command lines dispatched, the current one too */
};

bool gtp_session_init(struct gtp_session *s, const struct gtp_command *commands,
		      struct table *t, FILE *out);
void gtp_session_free(struct gtp_session *s);
bool gtp_execute_line(struct gtp_session *s, const char *line, size_t len);
void gtp_respond_error(struct gtp_session *s, const char *line, size_t len, const char *message);
const struct gtp_command *gtp_find(const struct gtp_session *s, const char *name);
bool gtp_hide(struct gtp_session *s, const char *name, bool hide);

void gtp_printf(struct gtp_session *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
enum gtp_status gtp_fail(struct gtp_session *s, const char *message);
void gtp_detail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Streaming answers (lz-analyze, kata-analyze, *-genmove_analyze): after
 * gtp_stream_begin() has written "=id" and a newline, gtp_stream_printf()
 * writes lines of the answer straight out (flushed at each newline) while the
 * command runs; the body, if any, follows them and the blank line ends it as
 * usual. A streaming handler cannot fail any more: check everything first.
 */
void gtp_stream_begin(struct gtp_session *s);
void gtp_stream_printf(struct gtp_session *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

bool gtp_parse_int(const char *text, int *out);
bool gtp_parse_float(const char *text, double *out);

gtp_handler gtp_cmd_protocol_version, gtp_cmd_known_command, gtp_cmd_list_commands, gtp_cmd_quit;

#endif
