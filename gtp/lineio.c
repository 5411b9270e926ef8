/*
 * lineio.c -- reading lines. The only file that knows about readline; it is
 * optional at build time (HAVE_READLINE).
 */
#include "gtp/lineio.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#define LINEIO_CHUNK (64u * 1024u)

/* Command names for tab completion; set once at start, read by the generator. */
static const char *const *completion_names;
/* The board size for vertex completion (lineio_set_board_size), or NULL. */
static int (*completion_board_size)(void *ctx);
static void *completion_board_ctx;

/* Ctrl-C seen and not yet reported by lineio_interrupt_pending(). */
static volatile sig_atomic_t sigint_seen;

#ifdef HAVE_READLINE
/* Whether readline is waiting for a line (Ctrl-C then clears it). */
static volatile sig_atomic_t at_prompt;

/* readline's generator: the next command name starting with text. */
static char *
complete_command(const char *text, int state)
{
	static size_t index, len;

	if (state == 0) {
		index = 0;
		len = strlen(text);
	}
	while (completion_names && completion_names[index]) {
		const char *name = completion_names[index++];
		if (strncmp(name, text, len) == 0)
			return strdup(name);
	}
	return NULL;
}

/* The column letter of index col (A.. without I). */
static char
column_letter(int col)
{
	return (char)('A' + col + (col >= 8));
}

/*
 * readline's generator for an argument: the colours, pass, and the vertices of
 * the board whose text begins with text (case-insensitive: "e" gives E1..E19).
 */
static char *
complete_argument(const char *text, int state)
{
	static const char *const words[] = { "black", "white", "pass", NULL };
	static int index;
	static size_t len;
	int size = completion_board_size ? completion_board_size(completion_board_ctx) : 19;
	char vertex[16];

	if (state == 0) {
		index = 0;
		len = strlen(text);
	}
	for (; index < 3; index++)
		if (strncasecmp(words[index], text, len) == 0)
			return strdup(words[index++]);
	while (index - 3 < size * size) {
		int i = index++ - 3;
		snprintf(vertex, sizeof(vertex), "%c%d", column_letter(i / size), i % size + 1);
		if (len > 0 && strncasecmp(vertex, text, len) == 0)
			return strdup(vertex);
	}
	return NULL;
}

/*
 * Completes the command name in the first word; after loadsgf and printsgf, file
 * names; after help and known_command, command names; after any other command,
 * colours, pass and vertices.
 */
static char **
complete(const char *text, int start, int end)
{
	char first[32];
	size_t n = strcspn(rl_line_buffer, " \t");

	(void)end;
	rl_attempted_completion_over = 1;
	if (start == 0)
		return rl_completion_matches(text, complete_command);
	snprintf(first, sizeof(first), "%.*s", (int)(n < sizeof(first) ? n : sizeof(first) - 1),
		 rl_line_buffer);
	if (strcmp(first, "loadsgf") == 0 || strcmp(first, "printsgf") == 0) {
		rl_attempted_completion_over = 0; /* readline's own: file names */
		return NULL;
	}
	if (strcmp(first, "help") == 0 || strcmp(first, "known_command") == 0)
		return rl_completion_matches(text, complete_command);
	return rl_completion_matches(text, complete_argument);
}

/*
 * Ctrl-C: at the prompt it clears the line and shows a fresh prompt; during a
 * command it asks long commands to stop (lineio_interrupt_pending). goref goes on.
 * readline's redisplay is not async-signal-safe, but the handler only runs it
 * while readline itself waits for a key.
 */
static void
on_sigint(int sig)
{
	(void)sig;
	if (at_prompt) {
		rl_crlf();
		rl_on_new_line();
		rl_replace_line("", 0);
		rl_redisplay();
		return;
	}
	sigint_seen = 1;
}

/* Where the history is kept: $GOREF_HISTORY, else ~/.goref_history; NULL if no home. */
static const char *
history_path(void)
{
	static char path[4096];
	const char *given = getenv("GOREF_HISTORY"), *home = getenv("HOME");

	if (given && *given)
		return given;
	if (!home || !*home)
		return NULL;
	snprintf(path, sizeof(path), "%s/.goref_history", home);
	return path;
}
#endif

/* Tells vertex completion the board size: size(ctx) is asked at each Tab. */
void
lineio_set_board_size(int (*size)(void *ctx), void *ctx)
{
	completion_board_size = size;
	completion_board_ctx = ctx;
}

/* "readline 8.2" or "plain lines (built without readline)", for --version. */
const char *
lineio_backend(void)
{
#ifdef HAVE_READLINE
	static char text[64];
	snprintf(text, sizeof(text), "GNU readline %s", rl_library_version);
	return text;
#else
	return "plain lines (built without readline)";
#endif
}

/*
 * Prepares reading from fd. With interactive (and readline built in) lines come
 * from readline with a prompt, history and completion of the NULL-terminated
 * completions; otherwise they are read in large chunks. flush (may be NULL) is
 * flushed before every read that may block, so pipelined input is answered without
 * a write per response. Returns false when memory runs out.
 */
bool
lineio_init(struct lineio *io, int fd, FILE *flush, bool interactive,
	    const char *const *completions)
{
	memset(io, 0, sizeof(*io));
	io->fd = fd;
	io->flush = flush;
#ifdef HAVE_READLINE
	io->interactive = interactive;
	completion_names = completions;
	if (interactive) {
		struct sigaction sa;
		const char *history = history_path();

		rl_readline_name = "goref";
		rl_attempted_completion_function = complete;
		if (!isatty(STDOUT_FILENO))
			rl_outstream = stderr;
		/* Kept between sessions, as readline programs do: the last 1000 lines. */
		stifle_history(1000);
		if (history && read_history(history) != 0)
			write_history(history); /* create it, so lines can be appended */
		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_sigint;
		sigemptyset(&sa.sa_mask);
		sigaction(SIGINT, &sa, NULL);
		rl_catch_signals = 0; /* readline leaves SIGINT to on_sigint */
		return true;
	}
#else
	(void)interactive;
	(void)completions;
	(void)completion_names;
#endif
	io->cap = LINEIO_CHUNK;
	io->buf = malloc(io->cap);
	return io->buf != NULL;
}

/* Releases the buffers. */
void
lineio_free(struct lineio *io)
{
#ifdef HAVE_READLINE
	if (io->interactive && history_path())
		history_truncate_file(history_path(), 1000);
#endif
	free(io->buf);
	free(io->rl_line);
	memset(io, 0, sizeof(*io));
}

#ifdef HAVE_READLINE
static enum lineio_result
next_readline(struct lineio *io, const char **line, size_t *len)
{
	free(io->rl_line);
	if (io->flush)
		fflush(io->flush);
	at_prompt = 1;
	io->rl_line = readline("goref> ");
	at_prompt = 0;
	sigint_seen = 0; /* a Ctrl-C at the prompt is not meant for the next command */
	if (!io->rl_line)
		return LINEIO_EOF;
	if (*io->rl_line) {
		add_history(io->rl_line);
		if (history_path())
			append_history(1, history_path());
	}
	*line = io->rl_line;
	*len = strlen(io->rl_line);
	return LINEIO_LINE;
}
#endif

/* Reads more input into the buffer, growing it up to the line limit. */
static void
fill(struct lineio *io)
{
	ssize_t n;

	if (io->start > 0) {
		memmove(io->buf, io->buf + io->start, io->end - io->start);
		io->end -= io->start;
		io->start = 0;
	}
	if (io->end == io->cap) {
		size_t cap = io->cap * 2;
		char *buf = realloc(io->buf, cap);
		if (!buf) { /* treat as an over-long line: drop what is buffered */
			io->discarding = true;
			io->end = 0;
			return;
		}
		io->buf = buf;
		io->cap = cap;
	}
	if (io->flush)
		fflush(io->flush);
	do {
		n = read(io->fd, io->buf + io->end, io->cap - io->end);
	} while (n < 0 && errno == EINTR);
	if (n <= 0)
		io->eof = true;
	else
		io->end += (size_t)n;
}

/*
 * Whether bytes of a line hold text GTP answers: a byte other than a control
 * character or space before the first '#'. *cut carries "a '#' was seen" across calls.
 */
static bool
has_text(const char *p, size_t n, bool *cut)
{
	for (size_t i = 0; i < n && !*cut; i++) {
		unsigned char c = (unsigned char)p[i];
		if (c == '#')
			*cut = true;
		else if (c > ' ' && c != 127)
			return true;
	}
	return false;
}

/*
 * The next line. The pointer stays valid until the next call. A last line
 * without a newline is still a line. Lines over LINEIO_MAX_LINE come back once as
 * LINEIO_TOO_LONG (with their first bytes, for the id) and the rest is skipped.
 */
enum lineio_result
lineio_next(struct lineio *io, const char **line, size_t *len)
{
#ifdef HAVE_READLINE
	if (io->interactive)
		return next_readline(io, line, len);
#endif
	for (;;) {
		char *begin = io->buf + io->start;
		char *nl = memchr(begin, '\n', io->end - io->start);

		if (nl) {
			io->start = (size_t)(nl + 1 - io->buf);
			if (io->discarding) {
				bool text = io->quiet && has_text(begin, (size_t)(nl - begin), &io->cut);
				io->discarding = io->quiet = false;
				if (!text)
					continue;
				*line = "";
				*len = 0;
				return LINEIO_TOO_LONG;
			}
			*line = begin;
			*len = (size_t)(nl - begin);
			if (*len <= LINEIO_MAX_LINE)
				return LINEIO_LINE;
			io->cut = false;
			if (!has_text(begin, *len, &io->cut))
				continue;
			*len = 64;
			return LINEIO_TOO_LONG;
		}
		if (io->discarding) {
			bool text = io->quiet && has_text(begin, io->end - io->start, &io->cut);
			io->start = io->end = 0;
			if (text) { /* no id: the line's first megabyte held no text */
				io->quiet = false;
				*line = "";
				*len = 0;
				return LINEIO_TOO_LONG;
			}
		} else if (io->end - io->start > LINEIO_MAX_LINE) {
			io->cut = false;
			io->discarding = true;
			io->start = io->end;
			io->quiet = !has_text(begin, LINEIO_MAX_LINE, &io->cut);
			if (!io->quiet) {
				*line = begin;
				*len = 64;
				return LINEIO_TOO_LONG;
			}
		}
		if (io->eof) {
			if (io->end > io->start && !io->discarding) {
				*line = begin;
				*len = io->end - io->start;
				io->start = io->end;
				return LINEIO_LINE;
			}
			return LINEIO_EOF;
		}
		fill(io);
	}
}

/* Whether input can be read from fd without blocking (or it has ended). */
static bool
input_ready(int fd)
{
	struct pollfd p = { .fd = fd, .events = POLLIN, .revents = 0 };
	int n;

	do {
		n = poll(&p, 1, 0);
	} while (n < 0 && errno == EINTR);
	return n > 0 && (p.revents & (POLLIN | POLLHUP | POLLERR)) != 0;
}

/* The line [begin, end) is GoGui's "# interrupt": '#', blanks, "interrupt", blanks. */
static bool
is_interrupt_line(const char *begin, const char *end)
{
	static const char word[] = "interrupt";
	size_t n = sizeof(word) - 1;

	if (begin == end || *begin++ != '#')
		return false;
	while (begin < end && (*begin == ' ' || *begin == '\t'))
		begin++;
	if ((size_t)(end - begin) < n || memcmp(begin, word, n) != 0)
		return false;
	for (begin += n; begin < end; begin++)
		if (*begin != ' ' && *begin != '\t' && *begin != '\r')
			return false;
	return true;
}

/* Whether the line [begin, end) holds nothing but blanks or a comment. */
static bool
is_blank_or_comment(const char *begin, const char *end)
{
	while (begin < end && (*begin == ' ' || *begin == '\t' || *begin == '\r'))
		begin++;
	return begin == end || *begin == '#';
}

/* Reads what has arrived, without blocking, while the buffer has room for it. */
static void
fill_if_ready(struct lineio *io)
{
	if (!io->eof && !io->discarding && io->end - io->start < LINEIO_MAX_LINE &&
	    input_ready(io->fd))
		fill(io);
}

/*
 * Whether GoGui's "# interrupt" line waits in the input ahead of any further
 * command: reads what can be read without blocking, then looks at the complete
 * lines buffered. Lines stay buffered for lineio_next() (the interrupt line is a
 * comment there). An interrupt behind another command belongs to that command.
 * With readline, a Ctrl-C typed during the command is the interrupt.
 */
bool
lineio_interrupt_pending(struct lineio *io)
{
	const char *p, *end;

	if (sigint_seen) {
		sigint_seen = 0;
		return true;
	}
	if (io->interactive || !io->buf)
		return false;
	fill_if_ready(io);
	p = io->buf + io->start;
	end = io->buf + io->end;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			return false;
		if (is_interrupt_line(p, nl))
			return true;
		if (!is_blank_or_comment(p, nl))
			return false;
		p = nl + 1;
	}
	return false;
}

/*
 * Whether the next command waits: a whole line (any line: a command, a blank
 * line, a comment such as GoGui's "# interrupt"), or the end of input, or more
 * than a line can hold. Reads what can be read without blocking; the lines stay
 * buffered for lineio_next(). What lz-analyze polls to know when to stop.
 */
bool
lineio_command_pending(struct lineio *io)
{
	if (io->interactive)
		return input_ready(io->fd);
	if (!io->buf)
		return false;
	fill_if_ready(io);
	return io->eof || io->discarding || io->end - io->start >= LINEIO_MAX_LINE ||
	       memchr(io->buf + io->start, '\n', io->end - io->start) != NULL;
}
