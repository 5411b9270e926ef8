/*
 * lineio.h -- the next input line: GNU readline (prompt, history, completion of
 * command names) on a terminal, plain buffered reads otherwise. Lines have a bounded
 * length so no input can make memory grow without limit.
 */
#ifndef GOREF_GTP_LINEIO_H
#define GOREF_GTP_LINEIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Longest line kept; a longer one is answered with an error and skipped. */
#define LINEIO_MAX_LINE (1u << 20)

enum lineio_result {
	LINEIO_LINE,     /* *line holds a line (without its newline) */
	LINEIO_TOO_LONG, /* the line was longer than LINEIO_MAX_LINE; *line is its start */
	LINEIO_EOF,      /* input ended */
};

struct lineio {
	int fd;                  /* input file descriptor */
	FILE *flush;             /* flushed before any read that may block */
	bool interactive;        /* reading with readline */
	char *buf;               /* bytes read and not yet consumed, owned */
	size_t start;            /* first unconsumed byte in buf */
	size_t end;              /* one past the last byte read into buf */
	size_t cap;              /* allocated size of buf */
	bool eof;                /* read() reported end of input */
	bool discarding;         /* skipping the rest of an over-long line */
	bool quiet;              /* ... which has shown no text GTP answers so far */
	bool cut;                /* ... and a '#' has started its comment */
	char *rl_line;           /* the last readline() line, owned */
};

bool lineio_init(struct lineio *io, int fd, FILE *flush, bool interactive,
		 const char *const *completions);
enum lineio_result lineio_next(struct lineio *io, const char **line, size_t *len);
bool lineio_interrupt_pending(struct lineio *io);
void lineio_set_board_size(int (*size)(void *ctx), void *ctx);
bool lineio_command_pending(struct lineio *io);
void lineio_free(struct lineio *io);
const char *lineio_backend(void);

#endif
