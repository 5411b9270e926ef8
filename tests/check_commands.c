/*
 * check_commands.c -- the Go commands (gtp/commands.c, gtp/cmd_*.c) through the
 * real registry and a struct table of the test's own: every refusal leaves the
 * whole engine state as it was, and the main commands do what GTP says.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <check.h>

#include "engine/rules/game.h"
#include "gtp/commands.h"
#include "gtp/table.h"
#include "gtp/gtp.h"
#include "tests/fixtures.h"
#include "tests/gtp_harness.h"
#include "tests/suites.h"

/*
 * Everything a command could change, copied out of an engine. The judgement
 * cache (judged, status, status_key) is left out: it may be refreshed by any query.
 */
struct snapshot {
	struct game game;                /* deep copy: board, setup, moves, hashes, ... */
	uint8_t marks[BOARD_MAX_POINTS]; /* agreed dead / alive marks */
	struct timectl_settings time;       /* from time_settings */
	struct timectl_clock left[3];        /* from time_left */
	uint64_t seed;                   /* --seed */
	uint64_t rng;                    /* move generator state */
};

static void
snapshot_take(const struct table *e, struct snapshot *s)
{
	memset(s, 0, sizeof(*s));
	ck_assert(game_copy(&s->game, &e->game));
	memcpy(s->marks, e->marks, sizeof(s->marks));
	s->time = e->time;
	memcpy(s->left, e->left, sizeof(s->left));
	s->seed = e->seed;
	s->rng = e->rng;
}

static void
snapshot_free(struct snapshot *s)
{
	game_free(&s->game);
}

/* Asserts the engine holds exactly the state the snapshot took; `what` names the command. */
static void
assert_unchanged(const struct snapshot *s, const struct table *e, const char *what)
{
	fixture_assert_same_game(&s->game, &e->game, what);
	ck_assert_msg(memcmp(s->marks, e->marks, sizeof(s->marks)) == 0, "%s: marks changed", what);
	/* Field by field: the structs' padding is not part of the state (a settings
	 * struct built on the stack leaves it uninitialised, and memcmp would read it). */
	ck_assert_msg(s->time.kind == e->time.kind && s->time.main_time == e->time.main_time &&
			      s->time.period_time == e->time.period_time &&
			      s->time.period_stones == e->time.period_stones &&
			      s->time.periods == e->time.periods,
		      "%s: time settings changed", what);
	for (int c = 0; c < 3; c++)
		ck_assert_msg(s->left[c].seconds == e->left[c].seconds &&
				      s->left[c].count == e->left[c].count,
			      "%s: time left changed", what);
	ck_assert_msg(s->seed == e->seed && s->rng == e->rng, "%s: random state changed", what);
	ck_assert(board_check(&e->game.board));
}

/* Some stones, a pass stone each way, Black to move... then Black played C3. */
#define STONES "play b E5;play w pass;play b C3;play w G7;play b pass"
/* doc/rules.md-style ko on 9x9: White D4 has just taken Black E4. */
#define KO "play b C4;play w F4;play b D5;play w E5;play b D3;play w E3;play b E4;play w D4"
/* The same ko retaken after two passes would repeat the position after Black's E4. */
#define SUPERKO "goref-rules superko;" KO ";play b pass;play w pass"
/* White B1 A2: Black A1 would be suicide. */
#define CORNER "play w B1;play w A2"
/* Marks the players agreed on, which a refusal must not clear. */
#define MARKED STONES ";goref-set_status dead G7;goref-set_status alive E5"
/* A clock, which a refusal must not touch. */
#define TIMED MARKED ";time_settings 600 30 5;time_left b 500 0;time_left w 400 3"
/* Handicap placed, White to move. */
#define HANDICAP "fixed_handicap 4"

/* A refused command: the set-up script, the command, its exact response. */
static const struct {
	const char *setup;    /* GTP lines joined by ';' that must succeed */
	const char *command;  /* the command that must fail */
	const char *response; /* its response without the blank line */
} refusals[] = {
	/* play */
	{ "", "play x E5", "? syntax error" },
	{ "", "play b", "? syntax error" },
	{ "", "play", "? syntax error" },
	{ "", "play b E5 E6", "? syntax error" },
	{ "", "play b I5", "? syntax error" },
	{ "", "play b E0", "? syntax error" },
	{ "", "play b 55", "? syntax error" },
	{ "", "play b E5x", "? syntax error" },
	{ "", "play empty E5", "? syntax error" },
	{ TIMED, "play b E", "? syntax error" },
	{ "", "play b J10", "? illegal move" },
	{ "", "play w Z25", "? illegal move" },
	{ TIMED, "play w K1", "? illegal move" },
	{ STONES, "play w E5", "? illegal move" },
	{ TIMED, "play b G7", "? illegal move" },
	{ CORNER, "play b A1", "? illegal move" },
	{ KO, "play b E4", "? illegal move" },
	{ SUPERKO, "play b E4", "? illegal move" },
	/* undo, gg-undo */
	{ "", "undo", "? cannot undo" },
	{ "", "gg-undo", "? cannot undo" },
	{ "", "gg-undo 1", "? cannot undo" },
	{ HANDICAP, "undo", "? cannot undo" },
	{ TIMED, "gg-undo 6", "? cannot undo" },
	{ TIMED, "gg-undo 2147483647", "? cannot undo" },
	{ TIMED, "gg-undo -1", "? syntax error" },
	{ TIMED, "gg-undo x", "? syntax error" },
	{ TIMED, "gg-undo 1 2", "? syntax error" },
	{ TIMED, "undo 1", "? syntax error" },
	/* boardsize */
	{ TIMED, "boardsize 0", "? unacceptable size" },
	{ TIMED, "boardsize 1", "? unacceptable size" },
	{ TIMED, "boardsize 26", "? unacceptable size" },
	{ TIMED, "boardsize -3", "? unacceptable size" },
	{ TIMED, "boardsize 2147483647", "? unacceptable size" },
	{ TIMED, "boardsize x", "? syntax error" },
	{ TIMED, "boardsize 9.0", "? syntax error" },
	{ TIMED, "boardsize 99999999999", "? syntax error" },
	{ TIMED, "boardsize", "? syntax error" },
	{ TIMED, "boardsize 9 9", "? syntax error" },
	/* komi */
	{ TIMED, "komi x", "? syntax error" },
	{ TIMED, "komi nan", "? syntax error" },
	{ TIMED, "komi inf", "? syntax error" },
	{ TIMED, "komi -inf", "? syntax error" },
	{ TIMED, "komi 1e999", "? syntax error" },
	{ TIMED, "komi 7,5", "? syntax error" },
	{ TIMED, "komi", "? syntax error" },
	{ TIMED, "komi 6.5 7.5", "? syntax error" },
	/* fixed_handicap */
	{ "", "fixed_handicap x", "? syntax error" },
	{ "", "fixed_handicap", "? syntax error" },
	{ "", "fixed_handicap 0", "? invalid number of stones" },
	{ "", "fixed_handicap 1", "? invalid number of stones" },
	{ "", "fixed_handicap 10", "? invalid number of stones" },
	{ "", "fixed_handicap -2", "? invalid number of stones" },
	{ "boardsize 7", "fixed_handicap 5", "? invalid number of stones" },
	{ TIMED, "fixed_handicap 2", "? board not empty" },
	{ "play b pass", "fixed_handicap 2", "? board not empty" },
	{ HANDICAP, "fixed_handicap 2", "? board not empty" },
	/* place_free_handicap */
	{ "", "place_free_handicap x", "? syntax error" },
	{ "", "place_free_handicap 0", "? invalid number of stones" },
	{ "", "place_free_handicap 1", "? invalid number of stones" },
	{ "", "place_free_handicap 81", "? invalid number of stones" },
	{ "", "place_free_handicap -5", "? invalid number of stones" },
	{ TIMED, "place_free_handicap 2", "? board not empty" },
	{ HANDICAP, "place_free_handicap 2", "? board not empty" },
	/* set_free_handicap */
	{ "", "set_free_handicap A1", "? syntax error" },
	{ "", "set_free_handicap", "? syntax error" },
	{ "", "set_free_handicap A1 A1", "? bad vertex list" },
	{ "", "set_free_handicap A1 B2 C3 B2", "? bad vertex list" },
	{ "", "set_free_handicap A1 pass", "? bad vertex list" },
	{ "", "set_free_handicap pass A1", "? bad vertex list" },
	{ "", "set_free_handicap A1 Z9", "? bad vertex list" },
	{ "", "set_free_handicap A1 J10", "? bad vertex list" },
	{ "", "set_free_handicap A1 xx", "? bad vertex list" },
	{ "", "set_free_handicap A1 I1", "? bad vertex list" },
	{ TIMED, "set_free_handicap A1 B2", "? board not empty" },
	{ HANDICAP, "set_free_handicap A1 B2", "? board not empty" },
	/* goref-set_status */
	{ TIMED, "goref-set_status dead D4", "? vertex must not be empty" },
	{ TIMED, "goref-set_status alive A1", "? vertex must not be empty" },
	{ TIMED, "goref-set_status maybe E5", "? syntax error" },
	{ TIMED, "goref-set_status DEAD E5", "? syntax error" },
	{ TIMED, "goref-set_status dead pass", "? syntax error" },
	{ TIMED, "goref-set_status dead Z99", "? syntax error" },
	{ TIMED, "goref-set_status dead", "? syntax error" },
	{ TIMED, "goref-set_status E5 dead", "? syntax error" },
	/* goref-rules */
	{ TIMED, "goref-rules foo", "? syntax error" },
	{ TIMED, "goref-rules SIMPLE", "? syntax error" },
	{ TIMED, "goref-rules simple superko", "? syntax error" },
	{ SUPERKO, "goref-rules simpl", "? syntax error" },
	{ TIMED, "goref-rules ko SIMPLER", "? syntax error" },
	{ TIMED, "goref-rules kox SIMPLE", "? syntax error" },
	{ TIMED, "goref-rules japanese", "? cannot change rules after the first move" },
	{ TIMED, "goref-rules superko", "? cannot change rules after the first move" },
	{ TIMED, "goref-rules suicide true", "? cannot change rules after the first move" },
	/* kgs-rules, kata-set-rules, kata-set-rule: unknown names, or a change mid-game */
	{ TIMED, "kgs-rules tromp-taylor", "? unknown rules" },
	{ TIMED, "kgs-rules", "? syntax error" },
	{ TIMED, "kgs-rules chinese", "? cannot change rules after the first move" },
	{ TIMED, "kata-set-rules chinese", "? cannot change rules after the first move" },
	{ TIMED, "kata-set-rules {\"ko\":\"POSITIONAL\"}",
	  "? cannot change rules after the first move" },
	{ TIMED, "kata-set-rules {\"ko\":\"POSITIONAL\"", "? unknown rules" },
	{ TIMED, "kata-set-rules {\"ko\":\"SPIGHT\"}", "? unknown rules" },
	{ TIMED, "kata-set-rules {\"tax\":\"ALL\"}", "? unknown rules" },
	{ TIMED, "kata-set-rules {\"komi\":7}", "? unknown rules" },
	{ TIMED, "kata-set-rules {} x", "? unknown rules" },
	{ TIMED, "kata-set-rules chinese japanese", "? unknown rules" },
	{ TIMED, "kata-set-rules nonsense", "? unknown rules" },
	{ TIMED, "kata-set-rule ko", "? syntax error" },
	{ TIMED, "kata-set-rule suicide maybe", "? unknown rules" },
	{ TIMED, "kata-set-rule ko POSITIONAL", "? cannot change rules after the first move" },
	/* time_settings */
	{ TIMED, "time_settings 1 2", "? syntax error" },
	{ TIMED, "time_settings 1 2 3 4", "? syntax error" },
	{ TIMED, "time_settings -1 0 0", "? syntax error" },
	{ TIMED, "time_settings x 0 0", "? syntax error" },
	{ TIMED, "time_settings 60 30 x", "? syntax error" },
	{ TIMED, "time_settings 60 30 -5", "? syntax error" },
	{ TIMED, "time_settings 60.5 30 5", "? syntax error" },
	/* kgs-time_settings */
	{ TIMED, "kgs-time_settings", "? syntax error" },
	{ TIMED, "kgs-time_settings fischer 60 10", "? syntax error" },
	{ TIMED, "kgs-time_settings none 1", "? syntax error" },
	{ TIMED, "kgs-time_settings absolute", "? syntax error" },
	{ TIMED, "kgs-time_settings absolute nan", "? syntax error" },
	{ TIMED, "kgs-time_settings byoyomi 60 30", "? syntax error" },
	{ TIMED, "kgs-time_settings byoyomi 60 30 -1", "? syntax error" },
	{ TIMED, "kgs-time_settings canadian 60 -30 5", "? syntax error" },
	{ TIMED, "kgs-time_settings canadian 60 30 5 1", "? syntax error" },
	/* time_left */
	{ TIMED, "time_left b x 0", "? syntax error" },
	{ TIMED, "time_left x 1 0", "? syntax error" },
	{ TIMED, "time_left b 1 -1", "? syntax error" },
	{ TIMED, "time_left b 1", "? syntax error" },
	{ TIMED, "time_left empty 1 0", "? syntax error" },
	{ TIMED, "time_left w 10 x", "? syntax error" },
	{ TIMED, "time_left w 10 5 5", "? syntax error" },
	/* loadsgf */
	{ TIMED, "loadsgf /nonexistent/goref-missing.sgf", "? cannot load file" },
	{ TIMED, "loadsgf /nonexistent/goref-missing.sgf 10", "? cannot load file" },
	{ TIMED, "loadsgf", "? syntax error" },
	/* move generation with a bad colour */
	{ TIMED, "genmove x", "? syntax error" },
	{ TIMED, "genmove", "? syntax error" },
	{ TIMED, "genmove b w", "? syntax error" },
	{ TIMED, "kgs-genmove_cleanup x", "? syntax error" },
	/* queries that must not touch anything either */
	{ TIMED, "final_status_list foo", "? syntax error" },
	{ TIMED, "final_status pass", "? syntax error" },
	{ TIMED, "countlib D4", "? vertex must not be empty" },
	{ TIMED, "is_legal b", "? syntax error" },
	{ "", "last_move", "? no previous move known" },
};

START_TEST(test_refused_command_leaves_the_state_unchanged)
{
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;

	gtp_harness_script(h, refusals[_i].setup);
	snapshot_take(&h->e, &before);
	gtp_harness_expect(h, refusals[_i].command, refusals[_i].response);
	assert_unchanged(&before, &h->e, refusals[_i].command);
	snapshot_free(&before);
	gtp_harness_close(h);
}
END_TEST

/* Arguments tried on every command: whatever fails must change nothing. */
static const char *const garbage_args[] = {
	"", " x", " -1", " 0", " pass", " b", " w pass", " b Z99", " b E5 E6", " A1 A1",
	" 99999999999", " nan", " \xff\xfe", " dead D4", " 1 2 3", " b -5 0", " E5", " w J9",
	" alive E5", " black_territory",
};

START_TEST(test_any_refusal_of_any_command_changes_nothing)
{
	const struct gtp_command *c = &goref_commands[_i];
	struct gtp_harness *h;
	char line[128];

	if (strcmp(c->name, "quit") == 0)
		return; /* quit answers and stops */
	h = gtp_harness_open();
	gtp_harness_script(h, TIMED);
	for (size_t i = 0; i < sizeof(garbage_args) / sizeof(garbage_args[0]); i++) {
		struct snapshot before;
		const char *r;

		if (strcmp(c->name, "printsgf") == 0 && garbage_args[i][0])
			continue; /* printsgf FILE would write files */
		snprintf(line, sizeof(line), "%s%s", c->name, garbage_args[i]);
		snapshot_take(&h->e, &before);
		r = gtp_harness_run(h, line);
		ck_assert_msg(r[0] == '=' || r[0] == '?', "%s: no response", line);
		if (r[0] == '?')
			assert_unchanged(&before, &h->e, line);
		snapshot_free(&before);
	}
	gtp_harness_close(h);
}
END_TEST

/* Writes text into dir/name; returns the path (static buffer). */
static const char *
write_file(const char *dir, const char *name, const char *text, size_t len)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "wb");
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(text, 1, len, f), len);
	ck_assert_int_eq(fclose(f), 0);
	return path;
}

/* SGF records loadsgf must refuse, whole. */
static const struct {
	const char *name; /* file name */
	const char *text; /* contents */
} bad_records[] = {
	{ "empty.sgf", "" },
	{ "illegal.sgf", "(;GM[1]FF[4]SZ[9];B[ee];W[ee])" },
	{ "suicide.sgf", "(;GM[1]FF[4]SZ[9]AW[ba][ab];B[aa])" },
	{ "size.sgf", "(;GM[1]FF[4]SZ[30];B[aa])" },
	{ "size0.sgf", "(;GM[1]FF[4]SZ[0])" },
	{ "open.sgf", "(;GM[1]FF[4]SZ[9];B[ee]" },
	{ "text.sgf", "this is not a game record\n" },
	{ "binary.sgf", "\x01\xff\xfe(;\x80]]]][[[" },
	{ "offboard.sgf", "(;GM[1]FF[4]SZ[9];B[zz])" },
};

START_TEST(test_loadsgf_of_a_bad_record_changes_nothing)
{
	char dir[] = "/tmp/goref-check-XXXXXX";
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;
	char line[320];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	gtp_harness_script(h, TIMED);
	for (size_t i = 0; i < sizeof(bad_records) / sizeof(bad_records[0]); i++) {
		const char *path = write_file(dir, bad_records[i].name, bad_records[i].text,
					      strlen(bad_records[i].text));
		snprintf(line, sizeof(line), "loadsgf %s", path);
		snapshot_take(&h->e, &before);
		gtp_harness_expect(h, line, "? cannot load file");
		assert_unchanged(&before, &h->e, bad_records[i].name);
		snapshot_free(&before);
		unlink(path);
	}
	snprintf(line, sizeof(line), "loadsgf %s", dir);
	snapshot_take(&h->e, &before);
	gtp_harness_expect(h, line, "? cannot load file");
	assert_unchanged(&before, &h->e, "loadsgf of a directory");
	snapshot_free(&before);
	rmdir(dir);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_loadsgf_of_a_good_record_replaces_the_game)
{
	static const char record[] = "(;GM[1]FF[4]SZ[7]KM[0.5];B[dd];W[cc];B[ee])";
	char dir[] = "/tmp/goref-check-XXXXXX";
	struct gtp_harness *h = gtp_harness_open();
	char line[320];
	const char *path;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	path = write_file(dir, "good.sgf", record, sizeof(record) - 1);
	gtp_harness_script(h, TIMED);
	snprintf(line, sizeof(line), "loadsgf %s", path);
	gtp_harness_expect(h, line, "= white");
	gtp_harness_expect(h, "query_boardsize", "= 7");
	gtp_harness_expect(h, "get_komi", "= 0.5");
	gtp_harness_expect(h, "list_stones black", "= D4 E3");
	gtp_harness_expect(h, "list_stones white", "= C5");
	ck_assert_int_eq(h->e.marks[fixture_coord(&h->e.game, "G7")], MARK_NONE);
	snprintf(line, sizeof(line), "loadsgf %s 2", path);
	gtp_harness_expect(h, line, "= white");
	gtp_harness_expect(h, "list_stones black", "= D4");
	gtp_harness_expect(h, "list_stones white", "= ");
	unlink(path);
	rmdir(dir);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_set_free_handicap_on_every_point_is_refused)
{
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;
	char line[512] = "set_free_handicap";
	char vertex[COORD_TEXT_MAX];

	for (int row = 0; row < 9; row++)
		for (int col = 0; col < 9; col++) {
			coord_format(coord_make(row, col), vertex);
			strcat(line, " ");
			strcat(line, vertex);
		}
	snapshot_take(&h->e, &before);
	gtp_harness_expect(h, line, "? bad vertex list");
	assert_unchanged(&before, &h->e, "set_free_handicap of 81 points");
	snapshot_free(&before);
	gtp_harness_close(h);
}
END_TEST

/* A move and the script before it: play then undo must restore everything. */
static const struct {
	const char *setup; /* GTP lines joined by ';' */
	const char *move;  /* a legal play command */
} round_trips[] = {
	{ "", "play b E5" },
	{ "", "play w pass" },
	{ "", "play b pass" },
	{ STONES, "play w D4" },
	{ "play b C4;play w F4;play b D5;play w E5;play b D3;play w E3;play b E4", "play w D4" },
	{ KO, "play w pass" },
	{ HANDICAP, "play w E5" },
	{ "goref-rules superko;" CORNER, "play b B2" },
};

START_TEST(test_play_then_undo_restores_everything)
{
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;

	gtp_harness_script(h, round_trips[_i].setup);
	snapshot_take(&h->e, &before);
	gtp_harness_expect(h, round_trips[_i].move, "= ");
	ck_assert_uint_eq(h->e.game.n_moves, before.game.n_moves + 1);
	gtp_harness_expect(h, "undo", "= ");
	assert_unchanged(&before, &h->e, round_trips[_i].move);
	gtp_harness_expect(h, round_trips[_i].move, "= ");
	gtp_harness_expect(h, "gg-undo", "= ");
	assert_unchanged(&before, &h->e, round_trips[_i].move);
	snapshot_free(&before);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_gg_undo_takes_back_several_moves)
{
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;

	gtp_harness_script(h, "play b C3;play w G7");
	snapshot_take(&h->e, &before);
	gtp_harness_script(h, KO);
	gtp_harness_expect(h, "gg-undo 0", "= ");
	ck_assert_uint_eq(h->e.game.n_moves, 10);
	gtp_harness_expect(h, "gg-undo 8", "= ");
	assert_unchanged(&before, &h->e, "gg-undo 8");
	gtp_harness_expect(h, "gg-undo 2", "= ");
	gtp_harness_expect(h, "undo", "? cannot undo");
	snapshot_free(&before);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_clear_board_keeps_komi_and_ko_rule)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "komi 3.5;goref-rules superko;" TIMED);
	gtp_harness_expect(h, "clear_board", "= ");
	gtp_harness_expect(h, "get_komi", "= 3.5");
	gtp_harness_expect(h, "kata-get-rules",
			   "= {\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"POSITIONAL\","
			   "\"scoring\":\"TERRITORY\",\"suicide\":false,\"tax\":\"NONE\","
			   "\"whiteHandicapBonus\":\"0\",\"passStones\":true,\"whiteMovesLast\":true,"
			   "\"removeDead\":true}");
	gtp_harness_expect(h, "query_boardsize", "= 9");
	gtp_harness_expect(h, "list_stones b", "= ");
	gtp_harness_expect(h, "list_stones w", "= ");
	gtp_harness_expect(h, "captures b", "= 0");
	ck_assert_uint_eq(h->e.game.n_moves, 0);
	ck_assert_int_eq(h->e.game.prisoners[COLOR_BLACK] + h->e.game.prisoners[COLOR_WHITE], 0);
	ck_assert_int_eq(h->e.game.pass_stones[COLOR_BLACK], 0);
	ck_assert_int_eq(h->e.game.pass_stones[COLOR_WHITE], 0);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_boardsize_keeps_komi_and_clears_the_game)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "komi 0.5;" HANDICAP ";play w E5");
	gtp_harness_expect(h, "boardsize 13", "= ");
	gtp_harness_expect(h, "query_boardsize", "= 13");
	gtp_harness_expect(h, "get_komi", "= 0.5");
	gtp_harness_expect(h, "list_stones b", "= ");
	gtp_harness_expect(h, "list_stones w", "= ");
	ck_assert_uint_eq(h->e.game.n_moves, 0);
	ck_assert_int_eq(h->e.game.handicap, 0);
	ck_assert_int_eq(game_to_move(&h->e.game), COLOR_BLACK);
	gtp_harness_expect(h, "play b N13", "= ");
	gtp_harness_expect(h, "boardsize 2", "= ");
	gtp_harness_expect(h, "play b B2", "= ");
	gtp_harness_expect(h, "play w C3", "? illegal move");
	gtp_harness_expect(h, "boardsize 25", "= ");
	gtp_harness_expect(h, "play w Z25", "= ");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_komi_is_set_and_read_back)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "get_komi", "= 7.5");
	gtp_harness_expect(h, "komi 6.5", "= ");
	gtp_harness_expect(h, "get_komi", "= 6.5");
	gtp_harness_expect(h, "komi -3", "= ");
	gtp_harness_expect(h, "get_komi", "= -3");
	gtp_harness_expect(h, "komi 0", "= ");
	gtp_harness_expect(h, "get_komi", "= 0");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_refused_setup_commands_do_not_clear_marks)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, MARKED);
	gtp_harness_expect(h, "final_status G7", "= dead");
	gtp_harness_expect(h, "boardsize 1", "? unacceptable size");
	gtp_harness_expect(h, "play w E5", "? illegal move");
	gtp_harness_expect(h, "final_status G7", "= dead");
	gtp_harness_expect(h, "play w D4", "= ");
	ck_assert_int_eq(h->e.marks[fixture_coord(&h->e.game, "G7")], MARK_NONE);
	gtp_harness_close(h);
}
END_TEST

/* Asserts a genmove reply names a legal move that is now on the board (or pass). */
static void
assert_genmove_played(struct gtp_harness *h, enum color color, const char *line)
{
	size_t moves = h->e.game.n_moves;
	const char *r = gtp_harness_run(h, line);
	char vertex[16];
	coord_t at;
	const struct move *last;

	ck_assert_msg(sscanf(r, "= %15s", vertex) == 1, "%s: %s", line, r);
	ck_assert_str_eq(r + 2 + strlen(vertex), "\n\n");
	ck_assert_int_eq(coord_parse(vertex, game_size(&h->e.game), &at), COORD_PARSE_OK);
	ck_assert_uint_eq(h->e.game.n_moves, moves + 1);
	last = game_last_move(&h->e.game);
	ck_assert_int_eq(last->color, color);
	ck_assert_int_eq(last->at, at);
	if (at != COORD_PASS)
		ck_assert_int_eq(board_at(&h->e.game.board, at), color);
}

START_TEST(test_genmove_answers_a_legal_move_and_plays_it)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, KO);
	for (int i = 0; i < 30; i++) {
		assert_genmove_played(h, COLOR_BLACK, "genmove b");
		assert_genmove_played(h, COLOR_WHITE, "genmove white");
	}
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_genmove_on_a_tiny_board_ends_in_legal_moves)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "boardsize 2");
	for (int i = 0; i < 20; i++)
		assert_genmove_played(h, i % 2 ? COLOR_WHITE : COLOR_BLACK,
				      i % 2 ? "genmove w" : "genmove b");
	gtp_harness_close(h);
}
END_TEST

/* final_score on simple positions (doc/rules.md §5, §7): the setup and the exact result. */
static const struct {
	const char *setup;  /* GTP lines joined by ';' */
	const char *result; /* the exact response */
} scores[] = {
	{ "", "= W+7.5" },
	{ "komi 0", "= 0" },
	{ "komi 0;play b pass;play w pass", "= 0" },
	{ "play b E5", "= B+73.5" },
	{ "play b E5;play w pass;play b pass;play w pass", "= B+73.5" },
	{ "boardsize 5;play b C3", "= B+17.5" },
	{ "boardsize 5;komi 0;play w C3", "= W+24" },
	{ "play w D4;play w E4;play b C4;play b D3;play b E3;play b F4;play b D5;play b E5",
	  "= B+70.5" },
};

START_TEST(test_final_score_of_simple_positions)
{
	struct gtp_harness *h = gtp_harness_open();
	struct snapshot before;

	gtp_harness_script(h, scores[_i].setup);
	snapshot_take(&h->e, &before);
	gtp_harness_expect(h, "final_score", scores[_i].result);
	assert_unchanged(&before, &h->e, "final_score");
	snapshot_free(&before);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_final_status_list_gives_one_chain_a_line)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "play w C3;play w D3;play w G7;play w H7;play w J7;play b E5");
	gtp_harness_script(h, "goref-set_status dead C3;goref-set_status dead G7");
	gtp_harness_expect(h, "final_status_list dead", "= G7 H7 J7\nC3 D3");
	gtp_harness_expect(h, "goref-set_status dead E5", "= ");
	gtp_harness_expect(h, "final_status_list dead", "= G7 H7 J7\nE5\nC3 D3");
	gtp_harness_expect(h, "goref-clear_status", "= ");
	gtp_harness_expect(h, "goref-set_status alive D3", "= ");
	ck_assert_msg(strstr(gtp_harness_run(h, "final_status_list dead"), "C3") == NULL, "%s",
		      h->reply);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_showboard_shows_prisoners_and_pass_stones)
{
	struct gtp_harness *h = gtp_harness_open();
	const char *r;

	gtp_harness_script(h, "play b pass;play w pass;play b pass");
	r = gtp_harness_run(h, "7 showboard");
	ck_assert_msg(strncmp(r, "=7 ", 3) == 0, "%s", r);
	ck_assert_msg(strstr(r, "Black (X) prisoners: 1 (captured 0, pass stones 1)"), "%s", r);
	ck_assert_msg(strstr(r, "White (O) prisoners: 2 (captured 0, pass stones 2)"), "%s", r);
	ck_assert_msg(strstr(r, "\n\n") == r + strlen(r) - 2, "empty line inside: %s", r);

	gtp_harness_script(h, "clear_board;play w D4;play w E4;play b C4;play b D3;play b E3;"
			   "play b F4");
	gtp_harness_script(h, "play b D5;play b E5;play w pass");
	r = gtp_harness_run(h, "showboard");
	ck_assert_msg(strstr(r, "Black (X) prisoners: 3 (captured 2, pass stones 1)"), "%s", r);
	ck_assert_msg(strstr(r, "White (O) prisoners: 0 (captured 0, pass stones 0)"), "%s", r);
	ck_assert_msg(strstr(r, "\n\n") == r + strlen(r) - 2, "empty line inside: %s", r);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_handicap_commands_place_stones_and_white_moves_next)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "set_free_handicap A1 B2 C3", "= ");
	ck_assert_int_eq(h->e.game.handicap, 3);
	ck_assert_int_eq(game_to_move(&h->e.game), COLOR_WHITE);
	gtp_harness_expect(h, "list_stones black", "= C3 B2 A1");
	gtp_harness_expect(h, "undo", "? cannot undo");
	gtp_harness_expect(h, "clear_board", "= ");
	gtp_harness_expect(h, "fixed_handicap 2", "= G7 C3");
	ck_assert_int_eq(h->e.game.handicap, 2);
	gtp_harness_expect(h, "boardsize 9", "= ");
	gtp_harness_expect(h, "place_free_handicap 3", "= C7 G7 C3");
	ck_assert_int_eq(h->e.game.handicap, 3);
	gtp_harness_close(h);
}
END_TEST

/* The goref_commands table: sorted, unique, with a handler and a sane arity. */
START_TEST(test_registry_is_sorted_unique_and_complete)
{
	for (const struct gtp_command *c = goref_commands; c->name; c++) {
		ck_assert_msg(c->fn != NULL, "%s has no handler", c->name);
		ck_assert_int_ge(c->min_args, 0);
		ck_assert_int_le(c->min_args, c->max_args);
		if (c != goref_commands)
			ck_assert_msg(strcmp(c[-1].name, c->name) < 0, "%s before %s", c[-1].name,
				      c->name);
	}
}
END_TEST

START_TEST(test_list_commands_lists_the_registry)
{
	struct gtp_harness *h = gtp_harness_open();
	char *expected = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&expected, &len);

	ck_assert_ptr_nonnull(f);
	fputs("= ", f);
	for (const struct gtp_command *c = goref_commands; c->name; c++)
		fprintf(f, "%s%s", c == goref_commands ? "" : "\n", c->name);
	fclose(f);
	gtp_harness_expect(h, "list_commands", expected);
	free(expected);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_known_command_is_true_for_every_registered_name)
{
	struct gtp_harness *h = gtp_harness_open();
	char line[128];

	for (const struct gtp_command *c = goref_commands; c->name; c++) {
		snprintf(line, sizeof(line), "known_command %s", c->name);
		gtp_harness_expect(h, line, "= true");
	}
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_help_has_a_line_for_every_registered_command)
{
	struct gtp_harness *h = gtp_harness_open();
	char line[128];

	for (const struct gtp_command *c = goref_commands; c->name; c++) {
		const char *summary = command_summary(c->name);

		ck_assert_msg(summary && *summary, "help has no line for %s", c->name);
		snprintf(line, sizeof(line), "help %s", c->name);
		const char *reply = gtp_harness_run(h, line);
		ck_assert_msg(strncmp(reply, "= ", 2) == 0 && strstr(reply, summary), "help %s: %s",
			      c->name, reply);
	}
	gtp_harness_expect(h, "help nothing", "? unknown command");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_a_mistyped_command_gets_the_nearest_name_on_stderr)
{
	static const char *const typos[][2] = {
		{ "plya", "play" }, { "showbord", "showboard" }, { "final_scroe", "final_score" },
		{ "known_comm", "known_command" }, { "undo_", "undo" }, { "Komi", "komi" },
	};
	struct gtp_harness *h = gtp_harness_open();
	char want[128];

	for (size_t i = 0; i < sizeof(typos) / sizeof(typos[0]); i++) {
		gtp_harness_expect(h, typos[i][0], "? unknown command");
		snprintf(want, sizeof(want), "did you mean %s?", typos[i][1]);
		ck_assert_msg(strstr(gtp_harness_stderr(h), want), "%s: no '%s' in %s", typos[i][0],
			      want, gtp_harness_stderr(h));
	}
	gtp_harness_expect(h, "xyzzy", "? unknown command");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "xyzzy (help lists the commands)"));
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_known_command_is_false_for_prefixes_and_variants)
{
	static const char *const names[] = {
		"lay", "pla", "play2", "PLAY", "list", "goref", "undo_", "known",
		"genmov", "final", "gg", "showboar", "Quit", "boardsize9", "time_left_", "goref-",
	};
	struct gtp_harness *h = gtp_harness_open();
	char line[128];

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		snprintf(line, sizeof(line), "known_command %s", names[i]);
		gtp_harness_expect(h, line, "= false");
	}
	gtp_harness_expect(h, "known_command play", "= true");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_protocol_identity_commands)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "1 protocol_version", "=1 2");
	gtp_harness_expect(h, "2 name", "=2 goref");
	gtp_harness_expect(h, "3 version", "=3 " GOREF_VERSION);
	gtp_harness_expect(h, "4 echo a  b\tc", "=4 a b c");
	gtp_harness_expect(h, "5 quit", "=5 ");
	ck_assert(h->s.quit);
	gtp_harness_close(h);
}
END_TEST

#define N_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* The number of entries in goref_commands before its NULL end. */
static int
registry_size(void)
{
	int n = 0;

	while (goref_commands[n].name)
		n++;
	return n;
}

Suite *
commands_suite(void)
{
	Suite *s = suite_create("commands");
	TCase *refuse = tcase_create("refusals change nothing");
	TCase *play = tcase_create("play and undo");
	TCase *setup = tcase_create("setup");
	TCase *score = tcase_create("scoring");
	TCase *registry = tcase_create("registry");

	tcase_set_timeout(refuse, 60);
	tcase_add_loop_test(refuse, test_refused_command_leaves_the_state_unchanged, 0,
			    N_OF(refusals));
	tcase_add_loop_test(refuse, test_any_refusal_of_any_command_changes_nothing, 0,
			    registry_size());
	tcase_add_test(refuse, test_set_free_handicap_on_every_point_is_refused);
	tcase_add_test(refuse, test_loadsgf_of_a_bad_record_changes_nothing);
	tcase_add_test(setup, test_loadsgf_of_a_good_record_replaces_the_game);
	tcase_add_test(refuse, test_refused_setup_commands_do_not_clear_marks);
	suite_add_tcase(s, refuse);

	tcase_set_timeout(play, 60);
	tcase_add_loop_test(play, test_play_then_undo_restores_everything, 0, N_OF(round_trips));
	tcase_add_test(play, test_gg_undo_takes_back_several_moves);
	tcase_add_test(play, test_genmove_answers_a_legal_move_and_plays_it);
	tcase_add_test(play, test_genmove_on_a_tiny_board_ends_in_legal_moves);
	suite_add_tcase(s, play);

	tcase_add_test(setup, test_clear_board_keeps_komi_and_ko_rule);
	tcase_add_test(setup, test_boardsize_keeps_komi_and_clears_the_game);
	tcase_add_test(setup, test_komi_is_set_and_read_back);
	tcase_add_test(setup, test_handicap_commands_place_stones_and_white_moves_next);
	suite_add_tcase(s, setup);

	tcase_set_timeout(score, 60);
	tcase_add_loop_test(score, test_final_score_of_simple_positions, 0, N_OF(scores));
	tcase_add_test(score, test_final_status_list_gives_one_chain_a_line);
	tcase_add_test(score, test_showboard_shows_prisoners_and_pass_stones);
	suite_add_tcase(s, score);

	tcase_add_test(registry, test_registry_is_sorted_unique_and_complete);
	tcase_add_test(registry, test_list_commands_lists_the_registry);
	tcase_add_test(registry, test_known_command_is_true_for_every_registered_name);
	tcase_add_test(registry, test_known_command_is_false_for_prefixes_and_variants);
	tcase_add_test(registry, test_help_has_a_line_for_every_registered_command);
	tcase_add_test(registry, test_a_mistyped_command_gets_the_nearest_name_on_stderr);
	tcase_add_test(registry, test_protocol_identity_commands);
	suite_add_tcase(s, registry);
	return s;
}
