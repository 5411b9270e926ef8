/*
 * cmd_sgf.c -- game records as files: loadsgf (GNU Go's extension, with its
 * movenumber / vertex limit) and printsgf. The only handlers that touch the file
 * system; engine/rules/sgf.c does the parsing and writing in memory.
 */
#include "gtp/commands.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "engine/rules/score.h"
#include "engine/rules/sgf.h"
#include "gtp/table.h"

/* Fails the reading of path with why, on stderr; returns NULL for `return fail_read(...)`. */
static char *
fail_read(const char *path, const char *why)
{
	gtp_detail("loadsgf: %.200s: %s", path, why);
	return NULL;
}

/*
 * Reads all of fd (a regular file of about size bytes) into a malloc'd buffer,
 * reading at most SGF_MAX_BYTES + 1 bytes so a file that grew is still refused.
 */
static char *
read_bounded(const char *path, int fd, size_t size, size_t *len)
{
	size_t cap = size + 1, n = 0;
	char *buf = malloc(cap), *bigger;
	ssize_t got;

	while (buf) {
		if (n == cap) {
			if (cap > SGF_MAX_BYTES)
				break;
			cap = cap * 2 > SGF_MAX_BYTES + 1 ? SGF_MAX_BYTES + 1 : cap * 2;
			bigger = realloc(buf, cap);
			if (!bigger)
				break;
			buf = bigger;
		}
		got = read(fd, buf + n, cap - n);
		if (got == 0) {
			*len = n;
			return buf;
		}
		if (got < 0 && errno != EINTR) {
			free(buf);
			return fail_read(path, strerror(errno));
		}
		if (got > 0)
			n += (size_t)got;
	}
	free(buf);
	return fail_read(path, n > SGF_MAX_BYTES ? "file too large" : "out of memory");
}

/*
 * The contents of the regular file at path, at most SGF_MAX_BYTES, malloc'd.
 * Directories, FIFOs and devices are refused without reading them (the open does
 * not block on a FIFO). NULL, with the reason on stderr, on any failure.
 */
static char *
read_record(const char *path, size_t *len)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	struct stat st;
	char *text = NULL;

	if (fd < 0)
		return fail_read(path, strerror(errno));
	if (fstat(fd, &st) != 0)
		fail_read(path, strerror(errno));
	else if (!S_ISREG(st.st_mode))
		fail_read(path, "not a regular file");
	else if (st.st_size > (off_t)SGF_MAX_BYTES)
		fail_read(path, "file too large");
	else
		text = read_bounded(path, fd, (size_t)st.st_size, len);
	close(fd);
	return text;
}

/* The optional second argument of loadsgf: a move number (1 or more) or a vertex. */
static bool
parse_limit(const char *text, struct sgf_limit *limit)
{
	int n;

	if (gtp_parse_int(text, &n)) {
		if (n < 1) {
			gtp_detail("loadsgf: move numbers start at 1");
			return false;
		}
		limit->move_number = n;
		return true;
	}
	/* Points do not depend on the board size, so any size's vertex will do. */
	if (coord_parse(text, BOARD_MAX_SIZE, &limit->vertex) == COORD_PARSE_OK)
		return true;
	gtp_detail("loadsgf: not a move number or vertex: %.40s", text);
	return false;
}

/*
 * --rules sgf: when the record's RU names a preset, makes it the game's rules
 * before the record is loaded (the moves' legality and the end of play depend on
 * them). The root is read on a scratch game, stopping before the first move.
 */
static void
take_record_rules(struct table *t, const char *text, size_t len)
{
	const struct sgf_limit root_only = { 1, COORD_NONE };
	const struct rules_preset *record;
	struct sgf_info info;
	struct game scratch;

	game_init(&scratch, GAME_DEFAULT_SIZE, t->game.komi);
	if (sgf_load(&scratch, text, len, &root_only, &info) && info.rules[0] &&
	    (record = rules_from_sgf(info.rules)) && !rules_equal(&record->rules, &t->game.rules))
		rules_use_preset(&t->game.rules, record);
	game_free(&scratch);
}

/* Arguments: filename [movenumber|vertex].  Fails: syntax error, cannot load file.
 * Returns: the colour to move (black or white).
 * Loads the record's main line, up to the position before move movenumber or before
 * the first move at vertex (GNU Go). Board size, komi (when KM is given), handicap,
 * setup stones and moves all come from the file; the ko rule stays. On failure
 * nothing changes and the reason goes to stderr. */
enum gtp_status
cmd_loadsgf(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct sgf_limit limit = { 0, COORD_NONE };
	struct sgf_info info;
	const struct rules_preset *record;
	struct rules was = t->game.rules;
	char *text;
	size_t len = 0;
	bool loaded;

	if (argc > 1 && !parse_limit(argv[1], &limit))
		return gtp_fail(s, "syntax error");
	text = read_record(argv[0], &len);
	if (!text)
		return gtp_fail(s, "cannot load file");
	if (t->rules_from_sgf)
		take_record_rules(t, text, len);
	loaded = sgf_load(&t->game, text, len, &limit, &info);
	free(text);
	if (!loaded) {
		t->game.rules = was;
		gtp_detail("loadsgf: %.200s: %s", argv[0], info.reason);
		return gtp_fail(s, "cannot load file");
	}
	table_position_changed(t);
	record = info.rules[0] ? rules_from_sgf(info.rules) : NULL;
	if (info.rules[0] && (!record || strcmp(record->sgf, rules_sgf_name(&t->game.rules)) != 0))
		gtp_detail("loadsgf: the record's rules are %s; goref referees under %s", info.rules,
			   rules_name(&t->game.rules));
	gtp_printf(s, "%s", color_name(info.to_move));
	return GTP_OK;
}

/* Writes all of text to fd; false on an error. */
static bool
write_all(int fd, const char *text, size_t len)
{
	while (len > 0) {
		ssize_t put = write(fd, text, len);

		if (put < 0 && errno == EINTR)
			continue;
		if (put <= 0)
			return false;
		text += put;
		len -= (size_t)put;
	}
	return true;
}

/*
 * The mode a new file at path gets: the old file's, else 0666 less the umask.
 * False (with the reason on stderr) when path is there but is no regular file,
 * or one this process could not write: the rename in save_file needs only the
 * folder's permission, and would replace a read-only file, or another user's
 * in a world-writable folder (issue 24).
 */
static bool
target_mode(const char *path, mode_t *mode)
{
	struct stat st;
	mode_t mask;

	if (stat(path, &st) == 0) {
		if (!S_ISREG(st.st_mode)) {
			gtp_detail("printsgf: %.200s: not a regular file", path);
			return false;
		}
		if (faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0) {
			gtp_detail("printsgf: %.200s: not writable: %s", path, strerror(errno));
			return false;
		}
		*mode = st.st_mode & 07777;
		return true;
	}
	if (errno != ENOENT) {
		gtp_detail("printsgf: %.200s: %s", path, strerror(errno));
		return false;
	}
	mask = umask(0);
	umask(mask);
	*mode = 0666 & ~mask;
	return true;
}

/*
 * Replaces the file at path by text, atomically: a temporary file in the same
 * directory, written, flushed and renamed over path. On failure the temporary
 * file is removed and path is untouched. Refuses to replace anything but a
 * regular file that this process may write.
 */
static bool
save_file(const char *path, const char *text)
{
	size_t n = strlen(path);
	char *tmp = malloc(n + sizeof(".XXXXXX"));
	mode_t mode;
	int fd, err;
	bool ok;

	if (!tmp || !target_mode(path, &mode)) {
		free(tmp);
		return false;
	}
	memcpy(tmp, path, n);
	memcpy(tmp + n, ".XXXXXX", sizeof(".XXXXXX"));
	fd = mkstemp(tmp);
	if (fd < 0) {
		gtp_detail("printsgf: %.200s: %s", path, strerror(errno));
		free(tmp);
		return false;
	}
	errno = 0;
	ok = write_all(fd, text, strlen(text)) && fchmod(fd, mode) == 0 && fsync(fd) == 0;
	err = errno;
	if (close(fd) != 0 && ok) {
		ok = false;
		err = errno;
	}
	if (ok && rename(tmp, path) != 0) {
		ok = false;
		err = errno;
	}
	if (!ok) {
		gtp_detail("printsgf: %.200s: %s", path, err ? strerror(err) : "write failed");
		unlink(tmp);
	}
	free(tmp);
	return ok;
}

/* Arguments: [filename].  Fails: cannot write file, out of memory.
 * Returns: the game as an FF[4] record when no file is named, else nothing.
 * The record holds the setup, every move (passes as B[] / W[]), komi, handicap,
 * RU (the rules' name: BGA, Chinese, AGA, Japanese, Korean, NZ, Tromp-Taylor...),
 * and RE once play has ended (final_score's text, with the agreed marks).
 * A file is replaced atomically: never a partial file; one the user may not write
 * (read-only, another user's) is not replaced ("cannot write file"). */
enum gtp_status
cmd_printsgf(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	char result[SCORE_TEXT_MAX] = "";
	struct score sc;
	char *text;
	bool saved = true;

	if (game_ended(&t->game)) {
		table_score(t, &sc);
		score_result_text(sc.margin, result);
	}
	text = sgf_write(&t->game, rules_sgf_name(&t->game.rules), result);
	if (!text)
		return gtp_fail(s, "out of memory");
	if (argc > 0)
		saved = save_file(argv[0], text);
	else
		gtp_printf(s, "%s", text);
	free(text);
	return saved ? GTP_OK : gtp_fail(s, "cannot write file");
}
