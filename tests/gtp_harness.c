/*
 * gtp_harness.c -- the in-process GTP session of the Check suites (check_gtp.c,
 * check_commands.c, check_gogui.c, check_sgf.c).
 *
 * Refusals send their detail to stderr (gtp_detail). The tests expect them, so
 * while a harness is open stderr goes into a temporary file, which
 * gtp_harness_stderr() reads back; closing the harness restores it. Harnesses
 * may nest if they close in the reverse order of opening.
 */
#include "tests/gtp_harness.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "gtp/commands.h"

/* Points stderr at a fresh temporary file, keeping the real one in h. */
static void
capture_stderr(struct gtp_harness *h)
{
	fflush(stderr);
	h->err = tmpfile();
	ck_assert_ptr_nonnull(h->err);
	h->saved_stderr = dup(STDERR_FILENO);
	ck_assert_int_ge(h->saved_stderr, 0);
	ck_assert_int_ge(dup2(fileno(h->err), STDERR_FILENO), 0);
}

/* Gives stderr back and drops the temporary file. */
static void
restore_stderr(struct gtp_harness *h)
{
	fflush(stderr);
	dup2(h->saved_stderr, STDERR_FILENO);
	close(h->saved_stderr);
	fclose(h->err);
}

/* A zeroed harness whose session runs commands, over a 9x9 engine of its own or none. */
static struct gtp_harness *
harness_start(const struct gtp_command *commands, bool with_engine)
{
	struct gtp_harness *h = calloc(1, sizeof(*h));

	ck_assert_ptr_nonnull(h);
	if (with_engine)
		table_init(&h->e, 9, GAME_DEFAULT_KOMI, 1);
	if (with_engine)
		h->e.playouts = 64; /* genmove searches briefly: tests check moves, not strength */
	h->out = open_memstream(&h->buf, &h->size);
	ck_assert_ptr_nonnull(h->out);
	ck_assert(gtp_session_init(&h->s, commands, with_engine ? &h->e : NULL, h->out));
	capture_stderr(h);
	return h;
}

/*
 * A harness over goref_commands and an engine of its own: 9x9, komi 7.5, seed
 * 1. Fails the test if anything cannot be set up. Free with gtp_harness_close().
 */
struct gtp_harness *
gtp_harness_open(void)
{
	return harness_start(goref_commands, true);
}

/*
 * A harness over a test's own registry and no engine (handlers get NULL), for
 * the protocol core. Free with gtp_harness_close().
 */
struct gtp_harness *
gtp_harness_open_commands(const struct gtp_command *commands)
{
	return harness_start(commands, false);
}

/* Restores stderr and frees the session, the engine (if any), the buffers and h. */
void
gtp_harness_close(struct gtp_harness *h)
{
	bool with_engine = h->s.table != NULL;

	restore_stderr(h);
	gtp_session_free(&h->s);
	if (with_engine)
		table_free(&h->e);
	fclose(h->out);
	free(h->buf);
	free(h->reply);
	free(h);
}

/*
 * Everything the session wrote since the last call, as h->reply (owned by h,
 * valid until the next call).
 */
const char *
gtp_harness_collect(struct gtp_harness *h)
{
	ck_assert_int_eq(fflush(h->out), 0);
	free(h->reply);
	h->reply = strndup(h->buf + h->seen, h->size - h->seen);
	ck_assert_ptr_nonnull(h->reply);
	h->seen = h->size;
	return h->reply;
}

/*
 * Executes len bytes (NULs allowed) as one line and returns exactly the bytes
 * written for it (see gtp_harness_collect); h->answered says whether it was
 * answered. With an engine, its board must pass board_check() afterwards.
 */
const char *
gtp_harness_run_bytes(struct gtp_harness *h, const char *line, size_t len)
{
	const char *reply;

	h->answered = gtp_execute_line(&h->s, line, len);
	reply = gtp_harness_collect(h);
	if (h->s.table)
		ck_assert(board_check(&h->e.game.board));
	return reply;
}

/* gtp_harness_run_bytes() of a NUL-terminated line. */
const char *
gtp_harness_run(struct gtp_harness *h, const char *line)
{
	return gtp_harness_run_bytes(h, line, strlen(line));
}

/*
 * Executes one line and asserts its exact response: `response` ("= ...",
 * "? ...") followed by the blank line that ends every response.
 */
void
gtp_harness_expect(struct gtp_harness *h, const char *line, const char *response)
{
	const char *r = gtp_harness_run(h, line);
	size_t n = strlen(response);

	ck_assert_msg(strncmp(r, response, n) == 0 && strcmp(r + n, "\n\n") == 0,
		      "%s: expected \"%s\", got \"%s\"", line, response, r);
}

/* Runs GTP lines separated by ';' ("" runs none); each must succeed. */
void
gtp_harness_script(struct gtp_harness *h, const char *script)
{
	char *copy = strdup(script), *save = NULL;

	ck_assert_ptr_nonnull(copy);
	for (char *line = strtok_r(copy, ";", &save); line; line = strtok_r(NULL, ";", &save)) {
		const char *r = gtp_harness_run(h, line);
		ck_assert_msg(r[0] == '=', "setup line \"%s\" failed: %s", line, r);
	}
	free(copy);
}

/*
 * Everything written to stderr since the harness opened, up to 4095 bytes, in
 * a static buffer overwritten by the next call.
 */
const char *
gtp_harness_stderr(struct gtp_harness *h)
{
	static char text[4096];
	size_t n;

	fflush(stderr);
	rewind(h->err);
	n = fread(text, 1, sizeof(text) - 1, h->err);
	text[n] = '\0';
	fseek(h->err, 0, SEEK_END);
	return text;
}
