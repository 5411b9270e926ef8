/*
 * gtp.c -- the protocol core: one line in, one framed response out.
 * Handlers write their body with gtp_printf() or return gtp_fail(); this file
 * alone writes "=id" / "?id" and the blank line that ends every response.
 */
#include "gtp/gtp.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static int
compare_commands(const void *a, const void *b)
{
	const struct gtp_command *const *x = a, *const *y = b;

	return strcmp((*x)->name, (*y)->name);
}

/*
 * Prepares a session over a NULL-terminated registry; responses go to out.
 * Returns false when memory runs out. Free with gtp_session_free().
 */
bool
gtp_session_init(struct gtp_session *s, const struct gtp_command *commands, struct table *t,
		 FILE *out)
{
	memset(s, 0, sizeof(*s));
	s->commands = commands;
	s->table = t;
	s->out = out;
	while (commands[s->n_commands].name)
		s->n_commands++;
	s->sorted = malloc((s->n_commands + 1) * sizeof(*s->sorted));
	if (!s->sorted)
		return false;
	for (size_t i = 0; i < s->n_commands; i++)
		s->sorted[i] = &commands[i];
	qsort(s->sorted, s->n_commands, sizeof(*s->sorted), compare_commands);
	return true;
}

/* Releases the buffers the session owns. */
void
gtp_session_free(struct gtp_session *s)
{
	free(s->sorted);
	free(s->body);
	free(s->line);
	free(s->argv);
	memset(s, 0, sizeof(*s));
}

/* Whether the registered command name is hidden for now (gtp_hide). */
static bool
is_hidden(const struct gtp_session *s, const char *name)
{
	for (int i = 0; i < GTP_MAX_HIDDEN; i++)
		if (s->hidden[i] && strcmp(s->hidden[i], name) == 0)
			return true;
	return false;
}

/*
 * Hides the registered command name from list_commands, known_command and the
 * dispatcher (hide), or offers it again (!hide). name must outlive the session
 * (a registry name). False when name is not registered or GTP_MAX_HIDDEN are
 * hidden already.
 */
bool
gtp_hide(struct gtp_session *s, const char *name, bool hide)
{
	int free_slot = -1;

	for (int i = 0; i < GTP_MAX_HIDDEN; i++) {
		if (s->hidden[i] && strcmp(s->hidden[i], name) == 0) {
			if (!hide)
				s->hidden[i] = NULL;
			return true;
		}
		if (!s->hidden[i] && free_slot < 0)
			free_slot = i;
	}
	if (!hide)
		return true;
	for (size_t i = 0; i < s->n_commands; i++)
		if (strcmp(s->sorted[i]->name, name) == 0 && free_slot >= 0) {
			s->hidden[free_slot] = s->sorted[i]->name;
			return true;
		}
	return false;
}

/* The registry entry named exactly name, or NULL (also when it is hidden). */
const struct gtp_command *
gtp_find(const struct gtp_session *s, const char *name)
{
	size_t lo = 0, hi = s->n_commands;

	if (is_hidden(s, name))
		return NULL;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, s->sorted[mid]->name);
		if (c == 0)
			return s->sorted[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

/* Grows the body so that `more` further bytes and a NUL fit; false when out of memory. */
static bool
reserve_body(struct gtp_session *s, size_t more)
{
	size_t cap = s->body_cap ? s->body_cap : 256;
	char *body;

	if (s->body_len + more + 1 <= s->body_cap)
		return true;
	while (cap < s->body_len + more + 1)
		cap *= 2;
	body = realloc(s->body, cap);
	if (!body)
		return false;
	s->body = body;
	s->body_cap = cap;
	return true;
}

/* Appends formatted text to the current response body. */
void
gtp_printf(struct gtp_session *s, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n <= 0 || !reserve_body(s, (size_t)n))
		return;
	va_start(ap, fmt);
	vsnprintf(s->body + s->body_len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	s->body_len += (size_t)n;
}

/* Replaces the body with an error message; returns GTP_FAIL for `return gtp_fail(...)`. */
enum gtp_status
gtp_fail(struct gtp_session *s, const char *message)
{
	s->body_len = 0;
	gtp_printf(s, "%s", message);
	return GTP_FAIL;
}

/* Detail for a human (why a move is illegal, which file failed): stderr, never stdout. */
void
gtp_detail(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fputs("goref: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

/* Writes "=id" and a newline at once: the answer's lines follow as the command runs. */
void
gtp_stream_begin(struct gtp_session *s)
{
	if (s->streaming)
		return;
	s->streaming = true;
	if (!s->out)
		return;
	fprintf(s->out, "=%s\n", s->id ? s->id : "");
	fflush(s->out);
}

/* Writes text of a streaming answer straight out; flushed at a newline. */
void
gtp_stream_printf(struct gtp_session *s, const char *fmt, ...)
{
	va_list ap;

	if (!s->out || !s->streaming)
		return;
	va_start(ap, fmt);
	vfprintf(s->out, fmt, ap);
	va_end(ap);
	if (strchr(fmt, '\n'))
		fflush(s->out);
}

/*
 * Parses a whole token as a decimal int (optional sign). False for anything else,
 * including overflow and trailing characters.
 */
bool
gtp_parse_int(const char *text, int *out)
{
	char *end;
	long v;

	if (!*text || isspace((unsigned char)*text))
		return false;
	errno = 0;
	v = strtol(text, &end, 10);
	if (*end || errno || v < INT_MIN || v > INT_MAX)
		return false;
	*out = (int)v;
	return true;
}

/* Parses a whole token as a finite float. */
bool
gtp_parse_float(const char *text, double *out)
{
	char *end;
	double v;

	if (!*text || isspace((unsigned char)*text))
		return false;
	errno = 0;
	v = strtod(text, &end);
	if (*end || errno || !isfinite(v))
		return false;
	*out = v;
	return true;
}

/*
 * GTP preprocessing into s->line: control characters other than HT and LF
 * dropped (NUL included), HT turned into a space, everything from '#' cut.
 * Returns false when memory runs out.
 */
static bool
preprocess(struct gtp_session *s, const char *line, size_t len)
{
	size_t n = 0;

	if (len + 1 > s->line_cap) {
		char *buf = realloc(s->line, len + 1);
		if (!buf)
			return false;
		s->line = buf;
		s->line_cap = len + 1;
	}
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)line[i];
		if (c == '#' || c == '\n')
			break;
		if (c == '\t')
			c = ' ';
		else if (c < 32 || c == 127)
			continue;
		s->line[n++] = (char)c;
	}
	s->line[n] = '\0';
	return true;
}

/* Splits s->line in place at spaces into s->argv; returns the token count or -1. */
static int
tokenize(struct gtp_session *s)
{
	int argc = 0;
	char *p = s->line;

	for (;;) {
		while (*p == ' ')
			p++;
		if (!*p)
			return argc;
		if ((size_t)argc + 1 >= s->argv_cap) {
			size_t cap = s->argv_cap ? s->argv_cap * 2 : 16;
			char **argv = realloc(s->argv, cap * sizeof(*argv));
			if (!argv)
				return -1;
			s->argv = argv;
			s->argv_cap = cap;
		}
		s->argv[argc++] = p;
		while (*p && *p != ' ')
			p++;
		if (*p)
			*p++ = '\0';
	}
}

/* A leading token of digits is the command id (kept short: it is echoed back). */
static bool
is_id(const char *token)
{
	size_t n = strlen(token);

	if (n == 0 || n > 18)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)token[i]))
			return false;
	return true;
}

/*
 * Writes one framed response: "=id body" or "?id body", then a blank line.
 * Trailing newlines of the body are dropped and an empty line inside it becomes
 * "." so that no body can end the response early.
 */
static void
write_response(struct gtp_session *s, bool ok, const char *id)
{
	size_t len = s->body_len, start = 0;
	FILE *out = s->out;

	while (len > 0 && s->body[len - 1] == '\n')
		len--;
	if (s->streaming) { /* "=id" and the streamed lines are out: the body, the blank line */
		s->streaming = false;
		if (len > 0) {
			for (size_t i = 0; i < len; i++) /* no empty line may end it early */
				if (s->body[i] != '\n' || (i > 0 && s->body[i - 1] != '\n'))
					fputc(s->body[i], out);
			fputc('\n', out);
		}
		fputc('\n', out);
		return;
	}
	if (len == 0 && !*id) { /* the common "= " reply in one call */
		fputs(ok ? "= \n\n" : "? \n\n", out);
		return;
	}
	fputc(ok ? '=' : '?', out);
	fputs(id, out);
	fputc(' ', out);
	for (size_t i = 0; i + 1 < len; i++) {
		if (s->body[i] == '\n' && s->body[i + 1] == '\n') {
			fwrite(s->body + start, 1, i + 1 - start, out);
			fputc('.', out);
			start = i + 1;
		}
	}
	if (len > start) /* body may still be NULL when nothing was ever printed */
		fwrite(s->body + start, 1, len - start, out);
	fputs("\n\n", out);
}

/* Edit distance between a and b (insert, delete, replace, swap of neighbours),
 * counted up to 3; enough to tell a typo from another word. */
static int
edit_distance(const char *a, const char *b)
{
	enum { LEN = 48 };
	int d[LEN + 1][LEN + 1];
	int n = (int)strlen(a), m = (int)strlen(b);

	if (n > LEN || m > LEN || abs(n - m) > 3)
		return 4;
	for (int i = 0; i <= n; i++)
		d[i][0] = i;
	for (int j = 0; j <= m; j++)
		d[0][j] = j;
	for (int i = 1; i <= n; i++)
		for (int j = 1; j <= m; j++) {
			int best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	return d[n][m];
}

/* The known command nearest to a mistyped name (at most 2 edits, or the only
 * command it begins), or NULL. */
static const char *
nearest_command(const struct gtp_session *s, const char *name)
{
	const char *best = NULL, *prefixed = NULL;
	int best_d = 3, n_prefixed = 0;

	for (size_t i = 0; i < s->n_commands; i++) {
		const char *known = s->sorted[i]->name;
		int d;

		if (is_hidden(s, known))
			continue;
		d = edit_distance(name, known);
		if (d < best_d) {
			best_d = d;
			best = known;
		}
		if (*name && strncmp(known, name, strlen(name)) == 0) {
			prefixed = known;
			n_prefixed++;
		}
	}
	return best ? best : n_prefixed == 1 ? prefixed : NULL;
}

/* Keeps s->since_play after a command other than play (cmd_play sets it itself). */
static void
note_since_play(struct gtp_session *s, const struct gtp_command *cmd)
{
	if (strcmp(cmd->name, "play") == 0)
		return;
	if (strncmp(cmd->name, "gogui-rules_", 12) == 0 && s->since_play != SINCE_PLAY_OTHER)
		s->since_play = SINCE_PLAY_RULES_QUERIES;
	else
		s->since_play = SINCE_PLAY_OTHER;
}

/*
 * Executes one line of input (len bytes, any content): returns true when a
 * response was written, false for a line GTP ignores (blank or comment only).
 */
bool
gtp_execute_line(struct gtp_session *s, const char *line, size_t len)
{
	const struct gtp_command *cmd;
	const char *id = "";
	enum gtp_status status;
	int argc;
	char **argv;

	s->body_len = 0;
	s->streaming = false;
	s->id = "";
	if (!preprocess(s, line, len) || (argc = tokenize(s)) < 0) {
		gtp_printf(s, "out of memory");
		write_response(s, false, "");
		return true;
	}
	if (argc == 0)
		return false;
	argv = s->argv;
	if (is_id(argv[0])) {
		id = argv[0];
		argv++;
		argc--;
	}
	s->id = id;
	if (argc > 0)
		s->commands_seen++;
	if (argc == 0 || !(cmd = gtp_find(s, argv[0]))) {
		const char *near = argc > 0 ? nearest_command(s, argv[0]) : NULL;
		if (near)
			gtp_detail("unknown command: %.80s (did you mean %s? help lists them all)",
				   argv[0], near);
		else if (argc > 0)
			gtp_detail("unknown command: %.80s (help lists the commands)", argv[0]);
		gtp_printf(s, "unknown command");
		write_response(s, false, id);
		return true;
	}
	argv[argc] = NULL;
	if (argc - 1 < cmd->min_args || argc - 1 > cmd->max_args) {
		gtp_detail("%s takes %d to %d arguments, got %d", cmd->name, cmd->min_args,
			   cmd->max_args, argc - 1);
		status = gtp_fail(s, "syntax error");
	} else {
		status = cmd->fn(s, s->table, argc - 1, argv + 1);
	}
	note_since_play(s, cmd);
	write_response(s, status != GTP_FAIL, id);
	if (status == GTP_QUIT)
		s->quit = true;
	return true;
}

/*
 * Answers a line that could not be read whole (too long) with an error, echoing
 * its id when the kept prefix starts with one.
 */
void
gtp_respond_error(struct gtp_session *s, const char *line, size_t len, const char *message)
{
	const char *id = "";

	s->body_len = 0;
	if (preprocess(s, line, len) && tokenize(s) > 0 && is_id(s->argv[0]))
		id = s->argv[0];
	gtp_printf(s, "%s", message);
	write_response(s, false, id);
}

/* Arguments: none.  Fails: never.  Returns: 2. */
enum gtp_status
gtp_cmd_protocol_version(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	gtp_printf(s, "2");
	return GTP_OK;
}

/* Arguments: command_name.  Fails: never.  Returns: true or false. */
enum gtp_status
gtp_cmd_known_command(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	gtp_printf(s, "%s", gtp_find(s, argv[0]) ? "true" : "false");
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: every command, one a line, sorted. */
enum gtp_status
gtp_cmd_list_commands(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	bool first = true;

	for (size_t i = 0; i < s->n_commands; i++) {
		if (is_hidden(s, s->sorted[i]->name))
			continue;
		gtp_printf(s, "%s%s", first ? "" : "\n", s->sorted[i]->name);
		first = false;
	}
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: nothing; the session ends. */
enum gtp_status
gtp_cmd_quit(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)s;
	(void)t;
	(void)argc;
	(void)argv;
	return GTP_QUIT;
}
