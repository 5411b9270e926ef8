/*
 * fuzz_sgf.c -- libFuzzer target: engine/rules/sgf.h's reader on any bytes. A refused
 * record must leave the game exactly as it was; a loaded one must pass every
 * invariant, and writing it with sgf_write and reading that back must give the
 * same game. The same bytes are then loaded again with a move-number limit taken
 * from the input's length, which must stop before that move. Last, the bytes go
 * through GTP as a file: loadsgf FILE and loadsgf FILE N under every check of
 * fuzz/harness.h (a refusal changes nothing, a load keeps the ko rule).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "fuzz/harness.h"
#include "fuzz/invariants.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
fail(const char *why, const char *detail)
{
	fprintf(stderr, "fuzz_sgf: %s%s%s\n", why, detail ? ": " : "", detail ? detail : "");
	abort();
}

/* A game with some history, so that a refused load has something to keep. */
static void
prepare(struct game *g, enum ko_rule rule)
{
	game_init(g, 9, 3.5);
	g->rules.ko = rule;
	if (game_play(g, COLOR_BLACK, coord_make(4, 4)) != MOVE_OK ||
	    game_play(g, COLOR_WHITE, COORD_PASS) != MOVE_OK)
		fail("prepare", NULL);
}

/* sgf_write of g read back into a fresh game must be the same game. */
static void
check_round_trip(const struct game *g, const struct sgf_info *info)
{
	struct game back;
	struct sgf_info again;
	char *text = sgf_write(g, info->rules, info->result);
	const char *why;

	if (!text)
		fail("sgf_write", "out of memory");
	prepare(&back, g->rules.ko);
	if (!sgf_load(&back, text, strlen(text), NULL, &again))
		fail("written record does not load back", again.reason);
	why = invariants_game_diff(g, &back);
	if (why)
		fail("written record loads back as another game", why);
	if (again.to_move != game_to_move(g))
		fail("written record gives another player to move", NULL);
	game_free(&back);
	free(text);
}

/* Loads the bytes into a prepared game under the limit and checks the outcome. */
static void
load_and_check(const char *text, size_t len, const struct sgf_limit *limit, enum ko_rule rule)
{
	struct game g, before;
	struct sgf_info info;
	const char *why;

	prepare(&g, rule);
	if (!game_copy(&before, &g))
		fail("game_copy", "out of memory");
	if (!sgf_load(&g, text, len, limit, &info)) {
		why = invariants_game_diff(&before, &g);
		if (why)
			fail("a refused record changed the game", why);
		if (!info.reason[0])
			fail("a refused record has no reason", NULL);
	} else {
		why = invariants_game(&g);
		if (why)
			fail("a loaded record breaks an invariant", why);
		if (info.moves != g.n_moves)
			fail("info.moves is not the moves loaded", NULL);
		if (limit && limit->move_number > 0 && g.n_moves >= (size_t)limit->move_number)
			fail("the move-number limit did not stop loading", NULL);
		if (!color_is_player(info.to_move))
			fail("nobody to move", NULL);
		if (!memchr(info.rules, '\0', sizeof(info.rules)) ||
		    !memchr(info.result, '\0', sizeof(info.result)))
			fail("rules or result text not terminated", NULL);
		check_round_trip(&g, &info);
	}
	game_free(&before);
	game_free(&g);
}

/* The file the bytes are written to for loadsgf, one per process. */
static char path[64];

static void
remove_file(void)
{
	unlink(path);
}

/* The bytes as a file, loaded through GTP into a game with history and marks. */
static void
load_through_gtp(const uint8_t *data, size_t size)
{
	static struct harness prepared;
	struct harness h;
	char line[96];
	FILE *f;

	if (!path[0]) {
		snprintf(path, sizeof(path), "/tmp/goref-fuzz-sgf-%ld.sgf", (long)getpid());
		atexit(remove_file);
		harness_open(&prepared, 9);
		harness_script(&prepared, "goref-rules superko;play b E5;play w C3;play b pass;"
		                          "goref-set_status dead C3;komi 0.5");
	}
	f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0)
		fail("cannot write", path);
	harness_open_copy(&h, &prepared);
	snprintf(line, sizeof(line), "loadsgf %s", path);
	harness_line(&h, line, strlen(line));
	snprintf(line, sizeof(line), "loadsgf %s %d", path, (int)(size % 7) + 1);
	harness_line(&h, line, strlen(line));
	harness_close(&h);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgf_limit limit = {(int)(size % 40) + 1, COORD_NONE};

	load_and_check((const char *)data, size, NULL, KO_SIMPLE);
	load_and_check((const char *)data, size, &limit, size % 2 ? KO_POSITIONAL : KO_SIMPLE);
	load_through_gtp(data, size);
	return 0;
}
