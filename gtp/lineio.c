/*
 * lineio.c -- reading lines. The only file that knows about readline; it is
 * optional at build time (HAVE_READLINE).
 */
#include "gtp/lineio.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#define LINEIO_CHUNK (64u * 1024u)

/* Command names for tab completion; set once at start, read by the generator. */
static const char *const *completion_names;

#ifdef HAVE_READLINE
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

/* Completes command names in the first word; file names elsewhere (loadsgf). */
static char **
complete(const char *text, int start, int end)
{
	(void)end;
	if (start != 0)
		return NULL;
	rl_attempted_completion_over = 1;
	return rl_completion_matches(text, complete_command);
}
#endif

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
		rl_readline_name = "goref";
		rl_attempted_completion_function = complete;
		if (!isatty(STDOUT_FILENO))
			rl_outstream = stderr;
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
	io->rl_line = readline("goref> ");
	if (!io->rl_line)
		return LINEIO_EOF;
	if (*io->rl_line)
		add_history(io->rl_line);
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

/*
 * Whether GoGui's "# interrupt" line waits in the input ahead of any further
 * command: reads what can be read without blocking, then looks at the complete
 * lines buffered. Lines stay buffered for lineio_next() (the interrupt line is a
 * comment there). An interrupt behind another command belongs to that command.
 * Always false with readline (a terminal has Ctrl-C).
 */
bool
lineio_interrupt_pending(struct lineio *io)
{
	const char *p, *end;

	if (io->interactive || !io->buf)
		return false;
	if (!io->eof && !io->discarding && io->end - io->start < LINEIO_MAX_LINE &&
	    input_ready(io->fd))
		fill(io);
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
