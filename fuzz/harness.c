/*
 * harness.c -- runs GTP lines through goref's dispatcher with every check of
 * harness.h, for the fuzz targets (under libFuzzer or fuzz/replay.c).
 */
#include "fuzz/harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz/invariants.h"
#include "gtp/commands.h"

/* Commands that may change the state when they succeed; every other one is a query. */
static const char *const mutators[] = {
    "boardsize",
    "clear_board",
    "fixed_handicap",
    "genmove",
    "gg-undo",
    "gogui-play_sequence",
    "gogui-setup",
    "gogui-setup_player",
    "goref-clear_status",
    "goref-rules",
    "goref-set_status",
    "kata-genmove_analyze",
    "kata-set-rule",
    "kata-set-rules",
    "kgs-genmove_cleanup",
    "kgs-rules",
    "kgs-time_settings",
    "komi",
    "loadsgf",
    "lz-genmove_analyze",
    "place_free_handicap",
    "play",
    "set_free_handicap",
    "time_left",
    "time_settings",
    "undo",
    NULL,
};

/*
 * Commands that judge the position or generate moves by random playouts: run on
 * boards up to JUDGE_MAX_SIZE only, else refused (changing nothing). On 19x19 one
 * judgement costs a second under ASan and coverage, which would starve the fuzzer.
 */
static const char *const judging[] = {
    "final_score",
    "final_status",
    "final_status_list",
    "genmove",
    "gogui-rules_final_result",
    "goref-gfx_dead",
    "goref-gfx_ownership",
    "goref-gfx_seki",
    "goref-gfx_territory",
    "goref-gfx_visits",
    "goref-gfx_winrates",
    "goref-score",
    "kata-analyze",
    "kata-genmove_analyze",
    "kgs-genmove_cleanup",
    "lz-analyze",
    "lz-genmove_analyze",
    "printsgf",
    "reg_genmove",
    NULL,
};

#define JUDGE_MAX_SIZE 9
#define JUDGE_BUDGET   4 /* judging commands run per harness (per fuzz input) */

/* The name of the command being executed (set by harness_line for the wrappers). */
static const char *current_name = "";

/* The harness running the current line (set by harness_line for the wrappers). */
static struct harness *current;

static bool
listed(const char *const *names, const char *name)
{
	for (int i = 0; names[i]; i++)
		if (strcmp(names[i], name) == 0)
			return true;
	return false;
}

/* goref's own handler for the current command. */
static gtp_handler *
original_handler(void)
{
	for (size_t i = 0; goref_commands[i].name; i++)
		if (strcmp(goref_commands[i].name, current_name) == 0)
			return goref_commands[i].fn;
	abort();
}

/*
 * The wrapper of the judging commands: refused on big boards. printsgf also loses
 * its file argument: a fuzzer must never write files.
 */
static enum gtp_status
small_boards_only(struct gtp_session *s, struct table *e, int argc, char **argv)
{
	if (!current || game_size(&e->game) > current->judge_max_size || current->judge_budget <= 0)
		return gtp_fail(s, "skipped by the fuzz harness (big board or budget spent)");
	current->judge_budget--;
	if (strcmp(current_name, "printsgf") == 0)
		argc = 0;
	return original_handler()(s, e, argc, argv);
}

/* goref's registry with the judging commands wrapped; filled once on first use. */
static struct gtp_command registry[128];

static const struct gtp_command *
fuzz_registry(void)
{
	size_t n = 0;

	if (registry[0].name)
		return registry;
	for (; goref_commands[n].name; n++) {
		if (n + 1 >= sizeof(registry) / sizeof(registry[0]))
			abort();
		registry[n] = goref_commands[n];
		if (listed(judging, registry[n].name))
			registry[n].fn = small_boards_only;
	}
	registry[n] = goref_commands[n];
	return registry;
}

/*
 * The interrupt hook: long commands (goref-gfx_playouts) stop after one batch,
 * or after GOREF_FUZZ_POLLS polls (a poll every 0.05 s of search). How far a
 * search gets before the stop depends on the machine's speed, so the replay of
 * fuzz/regress sets it high: a search there ends at its playout bound, as on a
 * fast machine (genmove resigning after 2000 playouts on a small board).
 */
static bool
stop_after_polls(void *ctx)
{
	struct harness *h = ctx;
	static long allowed = -1;

	if (allowed < 0) {
		const char *env = getenv("GOREF_FUZZ_POLLS");
		allowed = env ? strtol(env, NULL, 10) : 1;
		if (allowed < 1)
			allowed = 1;
	}
	return ++h->stop_polls > allowed;
}

/* Opens a session on a fresh engine with a size x size board, komi 7.5, seed 1. */
void
harness_open(struct harness *h, int size)
{
	memset(h, 0, sizeof(*h));
	h->judge_budget = JUDGE_BUDGET;
	h->judge_max_size = JUDGE_MAX_SIZE;
	table_init(&h->e, size, 7.5, 1);
	h->e.playouts = 16; /* genmove searches briefly */
	h->e.should_stop = stop_after_polls;
	h->e.stop_ctx = h;
	if (!gtp_session_init(&h->s, fuzz_registry(), &h->e, NULL))
		harness_fail("open", "", 0, "out of memory");
}

/* Opens a session on a deep copy of another harness's engine (prepared states). */
void
harness_open_copy(struct harness *h, const struct harness *from)
{
	memset(h, 0, sizeof(*h));
	h->judge_budget = JUDGE_BUDGET;
	h->judge_max_size = JUDGE_MAX_SIZE;
	h->e = from->e;
	h->e.search = NULL; /* the copy grows its own tree: never share (or free) the original's */
	if (!game_copy(&h->e.game, &from->e.game))
		harness_fail("open", "", 0, "out of memory");
	h->e.stop_ctx = h;
	if (!gtp_session_init(&h->s, fuzz_registry(), &h->e, NULL))
		harness_fail("open", "", 0, "out of memory");
}

/* Releases the session and the engine. */
void
harness_close(struct harness *h)
{
	gtp_session_free(&h->s);
	table_free(&h->e);
}

/* Reports a broken check with the line that broke it, then aborts (a fuzzer crash). */
void
harness_fail(const char *what, const char *line, size_t len, const char *why)
{
	fprintf(stderr, "harness: %s: %s\nline (%zu bytes): ", what, why, len);
	for (size_t i = 0; i < len && i < 400; i++) {
		unsigned char c = (unsigned char)line[i];
		if (c >= 32 && c < 127)
			fputc(c, stderr);
		else
			fprintf(stderr, "\\x%02x", c);
	}
	fputc('\n', stderr);
	abort();
}

/*
 * The command name of a line as the dispatcher sees it: control characters
 * dropped, tabs as spaces, cut at '#' or a newline, a leading numeric id skipped.
 * Written into name (cap bytes); "" for a blank line.
 */
static void
command_name(const char *line, size_t len, char *name, size_t cap)
{
	size_t n = 0, i = 0;
	bool id = true;

	for (;;) {
		n = 0;
		while (i < len &&
		       (line[i] == ' ' || line[i] == '\t' ||
		        ((unsigned char)line[i] < 32 && line[i] != '\n') || line[i] == 127))
			i++;
		while (i < len && line[i] != ' ' && line[i] != '\t' && line[i] != '#' &&
		       line[i] != '\n') {
			unsigned char c = (unsigned char)line[i++];
			if (c >= 32 && c != 127 && n + 1 < cap)
				name[n++] = (char)c;
		}
		name[n] = '\0';
		if (!id || n == 0 || n > 18 || strspn(name, "0123456789") != n)
			return;
		id = false; /* that was the id: the name comes next */
		if (i < len && (line[i] == '#' || line[i] == '\n')) {
			name[0] = '\0';
			return;
		}
	}
}

/*
 * Checks the framing of what one line wrote: nothing for an ignored line, else one
 * response "=..." or "?..." ending in the only blank line. Returns the status
 * character ('=', '?') or 0 for none.
 */
static char
check_framing(const char *out, size_t n, bool answered, const char *line, size_t len)
{
	if (!answered) {
		if (n != 0)
			harness_fail("framing", line, len, "output for an ignored line");
		return 0;
	}
	if (n < 3 || (out[0] != '=' && out[0] != '?'))
		harness_fail("framing", line, len, "response does not start with = or ?");
	if (out[n - 1] != '\n' || out[n - 2] != '\n')
		harness_fail("framing", line, len, "response does not end with a blank line");
	for (size_t i = 0; i + 2 < n; i++)
		if (out[i] == '\n' && out[i + 1] == '\n')
			harness_fail("framing", line, len, "a blank line inside a response");
	if (memchr(out, '\0', n))
		harness_fail("framing", line, len, "a NUL byte in a response");
	return out[0];
}

/* Komi is the handicap komi of the rules' preset (handicap may set it). */
static bool
preset_handicap_komi(const struct game *g)
{
	const struct rules_preset *p = rules_preset_of(&g->rules);

	return p && g->komi == p->handicap_komi;
}

/* The game before, with the given komi, rules and first player (a shallow copy). */
static struct game
with_settings(const struct game *g, double komi, const struct rules *rules, uint8_t first)
{
	struct game copy = *g;

	copy.komi = komi;
	copy.rules = *rules;
	copy.setup_to_move = first;
	return copy;
}

/* The moves before are still the first moves now, and count moves were added (or
 * taken back when count < 0); the setup, komi and ko rule are the same. */
static const char *
moves_changed_by(const struct game *was, const struct game *now, long count)
{
	size_t kept = count < 0 ? now->n_moves : was->n_moves;

	if ((long)now->n_moves != (long)was->n_moves + count)
		return "the number of moves changed by another count";
	if (now->komi != was->komi || !rules_equal(&now->rules, &was->rules) ||
	    now->setup.hash != was->setup.hash || now->setup_to_move != was->setup_to_move ||
	    now->handicap != was->handicap)
		return "a move changed the setup, komi or the ko rule";
	for (size_t i = 0; i < kept; i++)
		if (now->moves[i].at != was->moves[i].at ||
		    now->moves[i].color != was->moves[i].color ||
		    now->hashes[i + 1] != was->hashes[i + 1])
			return "an earlier move changed";
	return NULL;
}

/*
 * What a successful state-changing command may change, and nothing more: settings
 * leave the game alone, moves append to the move list, undo takes from its end,
 * a new board keeps komi and the ko rule.
 */
static const char *
check_change(const char *name, const struct invariants_snapshot *b, const struct table *e,
	     bool echo_possible)
{
	const struct game *was = &b->game, *now = &e->game;
	struct game same;

	/* GoGui's ruler echo (gtp/cmd_play.c): the last move again, after gogui-rules_*
	 * queries only, accepted as no move: then nothing at all may change. */
	if (strcmp(name, "play") == 0 && echo_possible && now->n_moves == was->n_moves)
		return was->n_moves == 0 ? "an echo without a move to repeat"
					 : invariants_game_diff(was, now);

	if (strcmp(name, "komi") == 0 || strcmp(name, "goref-rules") == 0 ||
	    strcmp(name, "kgs-rules") == 0 || strncmp(name, "kata-set-rule", 13) == 0 ||
	    strcmp(name, "gogui-setup_player") == 0) {
		if (now->n_moves > 0 && !rules_equal(&now->rules, &was->rules))
			return "the rules changed after the first move";
		same = with_settings(was, now->komi, &now->rules, now->setup_to_move);
		return invariants_game_diff(&same, now);
	}
	if (strcmp(name, "time_settings") == 0 || strcmp(name, "time_left") == 0 ||
	    strcmp(name, "kgs-time_settings") == 0 ||
	    strcmp(name, "goref-set_status") == 0 || strcmp(name, "goref-clear_status") == 0)
		return invariants_game_diff(was, now);
	if (strcmp(name, "play") == 0 || strcmp(name, "kgs-genmove_cleanup") == 0)
		return moves_changed_by(was, now, 1);
	/* A search may resign (then the game is as it was): after the 2000 playouts
	 * resigning needs, which a fast machine runs on a small board before the
	 * harness's stop hook ends the search (goref-set_param playouts raises the
	 * bound of 16). */
	if (strcmp(name, "genmove") == 0 || strcmp(name, "lz-genmove_analyze") == 0 ||
	    strcmp(name, "kata-genmove_analyze") == 0)
		return now->n_moves == was->n_moves ? invariants_game_diff(was, now) /* resigned */
						    : moves_changed_by(was, now, 1);
	if (strcmp(name, "undo") == 0)
		return moves_changed_by(was, now, -1);
	if (strcmp(name, "gg-undo") == 0)
		return now->n_moves > was->n_moves
		           ? "gg-undo added moves"
		           : moves_changed_by(was, now, (long)now->n_moves - (long)was->n_moves);
	if (strcmp(name, "gogui-play_sequence") == 0)
		return now->n_moves < was->n_moves
		           ? "gogui-play_sequence took moves back"
		           : moves_changed_by(was, now, (long)now->n_moves - (long)was->n_moves);
	if (strcmp(name, "fixed_handicap") == 0 || strcmp(name, "place_free_handicap") == 0 ||
	    strcmp(name, "set_free_handicap") == 0)
		return now->n_moves != 0 || now->setup_to_move != COLOR_WHITE ||
		               now->handicap != now->board.stones[COLOR_BLACK] ||
		               now->board.stones[COLOR_WHITE] != 0 ||
		               (now->komi != was->komi && !preset_handicap_komi(now)) ||
		               !rules_equal(&now->rules, &was->rules)
		           ? "handicap is not Black's stones alone with White to move"
		           : NULL;
	if (strcmp(name, "boardsize") == 0 || strcmp(name, "clear_board") == 0)
		return now->n_moves != 0 || now->board.stones[COLOR_BLACK] != 0 ||
		               now->board.stones[COLOR_WHITE] != 0 ||
		               now->prisoners[COLOR_BLACK] + now->prisoners[COLOR_WHITE] != 0 ||
		               now->komi != was->komi || !rules_equal(&now->rules, &was->rules) ||
		               now->handicap != 0
		           ? "a new board is not empty or lost komi or the ko rule"
		           : NULL;
	if (strcmp(name, "loadsgf") == 0)
		return !rules_equal(&now->rules, &was->rules) ? "loadsgf changed the rules" : NULL;
	return NULL;
}

/* Executes one input line (any bytes) and runs every check on the result. */
void
harness_line(struct harness *h, const char *line, size_t len)
{
	struct invariants_snapshot before;
	char name[64], status, *out = NULL;
	size_t n = 0;
	const char *why;
	bool answered, echo_possible = h->s.since_play == SINCE_PLAY_RULES_QUERIES;

	command_name(line, len, name, sizeof(name));
	current_name = name;
	current = h;
	if (!invariants_snapshot_take(&h->e, &before))
		harness_fail("snapshot", line, len, "out of memory");
	h->s.out = open_memstream(&out, &n);
	if (!h->s.out)
		harness_fail("memstream", line, len, "out of memory");
	h->stop_polls = 0;
	answered = gtp_execute_line(&h->s, line, len);
	fclose(h->s.out);
	h->s.out = NULL;
	h->s.quit = false;
	h->lines++;
	current_name = "";
	current = NULL;
	status = check_framing(out, n, answered, line, len);
	free(out);
	why = invariants_engine(&h->e);
	if (why)
		harness_fail("invariant", line, len, why);
	why = invariants_snapshot_diff(&before, &h->e);
	if (why && status == '?')
		harness_fail("refused command changed the state", line, len, why);
	if (why && status == '=' && !listed(mutators, name))
		harness_fail("query changed the state", line, len, why);
	if (status == '=' && listed(mutators, name)) {
		why = check_change(name, &before, &h->e, echo_possible);
		if (why)
			harness_fail("a command changed more than it should", line, len, why);
	}
	invariants_snapshot_free(&before);
}

/* Runs lines joined by ';' (set-up scripts of the targets). */
void
harness_script(struct harness *h, const char *script)
{
	while (*script) {
		size_t n = strcspn(script, ";");
		harness_line(h, script, n);
		script += n + (script[n] == ';');
	}
}
