/*
 * check_sgf.c -- SGF records: each property sgf_load reads, passes both ways,
 * the main line of variations, escapes, malformed and oversized input refused with
 * the game untouched, GNU Go's loadsgf limits, and write-then-load round trips
 * (built games and every devset game).
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "gtp/commands.h"
#include "gtp/table.h"
#include "gtp/gtp.h"
#include "tests/fixtures.h"
#include "tests/gtp_harness.h"
#include "tests/suites.h"

/* The devset's games: $DEVSET_GAMES, else beside the repository (make passes
 * DEVSET_GAMES=$(DEVSET)/games); the round trip is skipped without them. */
#define DEVSET_GAMES_DEFAULT "../shared/devset/games"

/* Loads a NUL-terminated record with no limit into g (initialised, 19x19, komi 7.5). */
static bool
load(struct game *g, const char *text, struct sgf_info *info)
{
	return sgf_load(g, text, strlen(text), NULL, info);
}

/* Loads a record that must load; fails the test with the reason otherwise. */
static void
load_ok(struct game *g, const char *text, struct sgf_info *info)
{
	game_init(g, GAME_DEFAULT_SIZE, GAME_DEFAULT_KOMI);
	ck_assert_msg(load(g, text, info), "refused: %s", info->reason);
	ck_assert_str_eq(info->reason, "");
	ck_assert(board_check(&g->board));
}

static coord_t
at(const struct game *g, const char *vertex)
{
	return fixture_coord(g, vertex);
}

/* Whether two games hold the same record: setup, moves, komi, handicap, position. */
static bool
games_equal(const struct game *a, const struct game *b)
{
	if (game_size(a) != game_size(b) || a->komi != b->komi || a->handicap != b->handicap ||
	    a->setup_to_move != b->setup_to_move || a->n_moves != b->n_moves ||
	    !fixture_board_equal(&a->setup, &b->setup) || a->board.hash != b->board.hash ||
	    !fixture_board_equal(&a->board, &b->board))
		return false;
	for (size_t i = 0; i < a->n_moves; i++)
		if (a->moves[i].color != b->moves[i].color || a->moves[i].at != b->moves[i].at)
			return false;
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
		if (a->prisoners[c] != b->prisoners[c] || a->pass_stones[c] != b->pass_stones[c])
			return false;
	return true;
}

/* Writes g, loads the text into a fresh game and requires the same game back. */
static void
assert_round_trip(const struct game *g, const char *name)
{
	struct game back;
	struct sgf_info info;
	char *text = sgf_write(g, NULL, NULL);

	ck_assert_ptr_nonnull(text);
	game_init(&back, 9, 0.0);
	ck_assert_msg(load(&back, text, &info), "%s: written record refused: %s", name,
		      info.reason);
	ck_assert_msg(games_equal(g, &back), "%s: round trip differs:\n%s", name, text);
	ck_assert(board_check(&back.board));
	game_free(&back);
	free(text);
}

START_TEST(test_root_properties_size_komi_handicap_rules_result)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;GM[1]FF[4]SZ[9]KM[6.5]HA[2]RU[Japanese]RE[B+R]GN[9x9-001]AB[cg][gc];W[ee])",
	        &info);
	ck_assert_int_eq(game_size(&g), 9);
	ck_assert(g.komi == 6.5);
	ck_assert(info.has_komi);
	ck_assert_int_eq(g.handicap, 2);
	ck_assert_str_eq(info.rules, "Japanese");
	ck_assert_str_eq(info.result, "B+R");
	ck_assert_str_eq(info.name, "9x9-001");
	ck_assert_int_eq(board_at(&g.setup, at(&g, "C3")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "G7")), COLOR_BLACK);
	ck_assert_int_eq(g.setup.stones[COLOR_BLACK], 2);
	ck_assert_int_eq(g.setup_to_move, COLOR_WHITE);
	ck_assert_int_eq((int)g.n_moves, 1);
	ck_assert_int_eq(board_at(&g.board, at(&g, "E5")), COLOR_WHITE);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	ck_assert_int_eq((int)info.moves, 1);
	ck_assert(!info.stopped);
	game_free(&g);
}
END_TEST

START_TEST(test_size_defaults_to_19_and_absent_komi_keeps_the_games)
{
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 0.5);
	ck_assert(load(&g, "(;GM[1];B[pd])", &info));
	ck_assert_int_eq(game_size(&g), 19);
	ck_assert(g.komi == 0.5);
	ck_assert(!info.has_komi);
	ck_assert_int_eq(board_at(&g.board, at(&g, "Q16")), COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_komi_is_taken_as_written)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9]KM[750])", &info);
	ck_assert(g.komi == 750.0);
	game_free(&g);
	load_ok(&g, "(;SZ[9]KM[ 7.500000 ])", &info);
	ck_assert(g.komi == 7.5);
	game_free(&g);
	load_ok(&g, "(;SZ[9]KM[-3])", &info);
	ck_assert(g.komi == -3.0);
	game_free(&g);
}
END_TEST

START_TEST(test_square_size_forms_and_25)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[13:13];B[aa])", &info);
	ck_assert_int_eq(game_size(&g), 13);
	ck_assert_int_eq(board_at(&g.board, at(&g, "A13")), COLOR_BLACK);
	game_free(&g);
	load_ok(&g, "(;SZ[25];B[yy];W[tt])", &info);
	ck_assert_int_eq(game_size(&g), 25);
	ck_assert_int_eq(board_at(&g.board, at(&g, "Z1")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.board, at(&g, "U6")), COLOR_WHITE);
	game_free(&g);
	load_ok(&g, "(;SZ[2];B[ab])", &info);
	ck_assert_int_eq(board_at(&g.board, at(&g, "A1")), COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_ff3_long_property_names_keep_their_capitals)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;GaMe[1]FileFormat[3]SiZe[9]AddBlack[aa]AddWhite[ii];Black[ee];White[])",
		&info);
	ck_assert_int_eq(game_size(&g), 9);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "A9")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "J1")), COLOR_WHITE);
	ck_assert_int_eq((int)g.n_moves, 2);
	ck_assert_int_eq(g.moves[1].at, COORD_PASS);
	game_free(&g);
}
END_TEST

START_TEST(test_compressed_point_lists_fill_rectangles)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9]AB[aa:cc]AW[gi:ig][ee:ee])", &info);
	ck_assert_int_eq(g.setup.stones[COLOR_BLACK], 9);
	ck_assert_int_eq(g.setup.stones[COLOR_WHITE], 10);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "C7")), COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "D7")), COLOR_EMPTY);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "G3")), COLOR_WHITE);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "J1")), COLOR_WHITE);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "E5")), COLOR_WHITE);
	game_free(&g);
}
END_TEST

START_TEST(test_add_empty_removes_setup_stones)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9]AB[aa:cc];AE[bb]AW[ee];AE[aa])", &info);
	ck_assert_int_eq(g.setup.stones[COLOR_BLACK], 7);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "B8")), COLOR_EMPTY);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "E5")), COLOR_WHITE);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "A9")), COLOR_EMPTY);
	ck_assert_int_eq((int)g.n_moves, 0);
	game_free(&g);
}
END_TEST

START_TEST(test_player_to_move_from_pl_handicap_or_first_move)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9]PL[W])", &info);
	ck_assert_int_eq(info.to_move, COLOR_WHITE);
	ck_assert_int_eq(game_to_move(&g), COLOR_WHITE);
	game_free(&g);
	load_ok(&g, "(;SZ[9]HA[2]AB[cc][gg])", &info);
	ck_assert_int_eq(info.to_move, COLOR_WHITE);
	game_free(&g);
	load_ok(&g, "(;SZ[9]AB[cc])", &info);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	game_free(&g);
	load_ok(&g, "(;SZ[9];W[cc];W[dd])", &info);
	ck_assert_int_eq(g.setup_to_move, COLOR_WHITE);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_passes_read_as_empty_value_or_tt_up_to_19)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[19];B[];W[tt];B[ tt ])", &info);
	ck_assert_int_eq((int)g.n_moves, 3);
	for (int i = 0; i < 3; i++)
		ck_assert_int_eq(g.moves[i].at, COORD_PASS);
	ck_assert_int_eq(g.prisoners[COLOR_WHITE], 2);
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 1);
	ck_assert_int_eq(g.board.stones[COLOR_BLACK] + g.board.stones[COLOR_WHITE], 0);
	game_free(&g);
	load_ok(&g, "(;SZ[9];B[tt])", &info);
	ck_assert_int_eq(g.moves[0].at, COORD_PASS);
	game_free(&g);
	load_ok(&g, "(;SZ[21];B[tt])", &info);
	ck_assert_int_eq(g.moves[0].at, at(&g, "U2"));
	game_free(&g);
}
END_TEST

START_TEST(test_passes_are_written_as_empty_values)
{
	struct game g;
	char *text;

	game_init(&g, 9, 7.5);
	fixture_play(&g, "B E5 W pass B pass W pass");
	text = sgf_write(&g, NULL, "B+73.5");
	ck_assert_ptr_nonnull(text);
	ck_assert_ptr_nonnull(strstr(text, ";B[ee];W[];B[];W[]"));
	ck_assert_ptr_nonnull(strstr(text, "RE[B+73.5]"));
	ck_assert_ptr_nonnull(strstr(text, "RU[BGA]"));
	ck_assert_ptr_nonnull(strstr(text, "SZ[9]KM[7.5]"));
	ck_assert_ptr_nonnull(strstr(text, "FF[4]"));
	ck_assert_ptr_nonnull(strstr(text, "AP[goref:"));
	ck_assert_ptr_null(strstr(text, "tt"));
	ck_assert_ptr_null(strstr(text, "HA["));
	ck_assert_ptr_null(strstr(text, "PL["));
	free(text);
	assert_round_trip(&g, "passes");
	game_free(&g);
}
END_TEST

START_TEST(test_main_line_takes_the_first_variation_at_every_branch)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff];B[gg]))", &info);
	ck_assert_int_eq((int)g.n_moves, 4);
	ck_assert_int_eq(g.moves[1].at, at(&g, "B8"));
	ck_assert_int_eq(g.moves[3].at, at(&g, "D6"));
	ck_assert_int_eq(board_at(&g.board, at(&g, "F4")), COLOR_EMPTY);
	game_free(&g);
	/* A later variation may hold a move that would be illegal on the main line. */
	load_ok(&g, "(;SZ[9](;B[aa])(;B[bb];W[bb]))(;SZ[5])", &info);
	ck_assert_int_eq((int)g.n_moves, 1);
	ck_assert_int_eq(game_size(&g), 9);
	game_free(&g);
}
END_TEST

START_TEST(test_escaped_text_in_rules_and_result)
{
	struct game g;
	struct sgf_info info;

	load_ok(&g, "(;SZ[9]RU[a\\]b\\\\c]RE[W+\\\n2.5]C[x\\]; B[zz\\]])", &info);
	ck_assert_str_eq(info.rules, "a]b\\c");
	ck_assert_str_eq(info.result, "W+2.5");
	ck_assert_int_eq((int)g.n_moves, 0);
	game_free(&g);
	load_ok(&g, "(;RE[B+\\\r\n3]RU[a\r\nb\tc])", &info);
	ck_assert_str_eq(info.result, "B+3");
	ck_assert_str_eq(info.rules, "a  b c");
	game_free(&g);
}
END_TEST

START_TEST(test_written_text_is_escaped_and_reads_back)
{
	struct game g, back;
	struct sgf_info info;
	char *text;

	game_init(&g, 9, 7.5);
	text = sgf_write(&g, "x]y\\z", "W+R]");
	ck_assert_ptr_nonnull(text);
	ck_assert_ptr_nonnull(strstr(text, "RU[x\\]y\\\\z]"));
	ck_assert_ptr_nonnull(strstr(text, "RE[W+R\\]]"));
	load_ok(&back, text, &info);
	ck_assert_str_eq(info.rules, "x]y\\z");
	ck_assert_str_eq(info.result, "W+R]");
	free(text);
	text = sgf_write(&g, "", NULL);
	ck_assert_ptr_null(strstr(text, "RU["));
	ck_assert_ptr_null(strstr(text, "RE["));
	free(text);
	game_free(&back);
	game_free(&g);
}
END_TEST

START_TEST(test_long_text_is_cut_at_a_character_boundary)
{
	struct game g;
	struct sgf_info info;
	char text[600];
	size_t n;

	strcpy(text, "(;SZ[9]RU[");
	for (int i = 0; i < 100; i++)
		strcat(text, "\xC3\xA9"); /* e acute, two bytes */
	strcat(text, "])");
	load_ok(&g, text, &info);
	n = strlen(info.rules);
	ck_assert_uint_eq(n, SGF_TEXT_MAX - 1 - (SGF_TEXT_MAX - 1) % 2);
	ck_assert_int_eq((unsigned char)info.rules[n - 1], 0xA9);
	game_free(&g);
}
END_TEST

/* Malformed or refused records and a word the reason must contain. */
static const struct {
	const char *text;
	const char *reason;
} refused[] = {
	{ "", "not an SGF record" },
	{ "   \n", "not an SGF record" },
	{ ";SZ[9])", "not an SGF record" },
	{ "(;SZ[9];B[aa]", "missing ')'" },
	{ "(;SZ[9];B[aa", "unterminated property value" },
	{ "(;SZ[9];B[aa\\])", "unterminated property value" },
	{ "(;SZ[9];B[zz])", "bad point" },
	{ "(;SZ[9];B[a])", "bad point" },
	{ "(;SZ[9];B[AA])", "bad point" },
	{ "(;SZ[9];B[jj])", "bad point" },
	{ "(;SZ[9]AB[aa:zz])", "bad point" },
	{ "(;SZ[9];B[aa];W[aa])", "occupied" },
	{ "(;SZ[9]AB[ba][ab];W[aa])", "suicide" },
	{ "(;SZ[9]AW[aa]AB[ba][ab])", "without liberties" },
	{ "(;SZ[4];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[cb])", "ko" },
	{ "(;SZ[30])", "board size" },
	{ "(;SZ[1])", "board size" },
	{ "(;SZ[x])", "board size" },
	{ "(;SZ[19:13])", "square" },
	{ "(;GM[2])", "not a Go record" },
	{ "(;FF[5])", "file format" },
	{ "(;KM[abc])", "komi" },
	{ "(;KM[nan])", "komi" },
	{ "(;SZ[9]HA[-1])", "handicap" },
	{ "(;SZ[9]PL[X])", "player" },
	{ "(;SZ[9];B[aa];AB[bb])", "setup stones after the first move" },
	{ "(;SZ[9];B[aa];AE[aa])", "setup stones after the first move" },
	{ "(;SZ[9];B[aa]W[bb])", "two moves" },
	{ "(;SZ[9]B[aa][bb])", "more than one value" },
	{ "(;SZ)", "without a value" },
	{ "(;sz[9])", "without capital letters" },
	{ "(;ABCDEFGHIJ[9])", "too long" },
	{ "(()", "without nodes" },
	{ "()", "without nodes" },
	{ "(;SZ[9])(", "" },
	{ "(;SZ[9]);", "" },
	{ "(;SZ[9];B[aa]\x01)", "unexpected byte 0x01" },
	{ "(;SZ[9]\xff[aa])", "unexpected byte 0xff" },
	{ "(;SZ[9];B[aa]))", "" },
	{ "\x7f" "ELF\x02\x01\x01", "not an SGF record" },
};

START_TEST(test_malformed_records_are_refused_with_a_reason)
{
	const char *text = refused[_i].text;
	struct game g;
	struct sgf_info info;
	bool ok;

	game_init(&g, 9, 7.5);
	ok = load(&g, text, &info);
	/* Text after the first game tree is ignored: these load. */
	if (refused[_i].reason[0] == '\0') {
		ck_assert_msg(ok, "\"%s\" refused: %s", text, info.reason);
		game_free(&g);
		return;
	}
	ck_assert_msg(!ok, "\"%s\" loaded", text);
	ck_assert_msg(strstr(info.reason, refused[_i].reason) != NULL,
		      "\"%s\": reason \"%s\" lacks \"%s\"", text, info.reason, refused[_i].reason);
	ck_assert_int_eq(game_size(&g), 9);
	ck_assert_int_eq((int)g.n_moves, 0);
	game_free(&g);
}
END_TEST

START_TEST(test_reason_gives_the_line)
{
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	ck_assert(!load(&g, "(;SZ[9]\n;B[aa]\n;W[aa])", &info));
	ck_assert_str_eq(info.reason, "line 3: move 2 (white A9) is illegal: occupied");
	game_free(&g);
}
END_TEST

START_TEST(test_binary_garbage_with_nul_bytes_is_refused)
{
	static const char garbage[] = { '(', ';', 'S', 'Z', '[', '9', ']', '\0', ';', ')' };
	static const char in_value[] = { '(', ';', 'R', 'E', '[', 'B', '\0', '+', ']', ')' };
	unsigned char noise[4096];
	uint64_t x = 88172645463325252u;
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	ck_assert(!sgf_load(&g, garbage, sizeof(garbage), NULL, &info));
	ck_assert_ptr_nonnull(strstr(info.reason, "unexpected byte 0x00"));
	/* A NUL inside a value is only a byte of text. */
	ck_assert(sgf_load(&g, in_value, sizeof(in_value), NULL, &info));
	ck_assert_str_eq(info.result, "B +");
	for (size_t i = 0; i < sizeof(noise); i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		noise[i] = (unsigned char)x;
	}
	noise[0] = '(';
	ck_assert(!sgf_load(&g, (const char *)noise, sizeof(noise), NULL, &info));
	ck_assert_str_ne(info.reason, "");
	game_free(&g);
}
END_TEST

START_TEST(test_record_over_the_size_limit_is_refused)
{
	size_t n = SGF_MAX_BYTES + 1;
	char *text = malloc(n);
	struct game g;
	struct sgf_info info;

	ck_assert_ptr_nonnull(text);
	memset(text, ' ', n);
	memcpy(text, "(;SZ[9])", 8);
	game_init(&g, 9, 7.5);
	ck_assert(!sgf_load(&g, text, n, NULL, &info));
	ck_assert_ptr_nonnull(strstr(info.reason, "larger than"));
	ck_assert(sgf_load(&g, text, n - 1, NULL, &info));
	free(text);
	game_free(&g);
}
END_TEST

/* "(;" depth times then ")" depth times: a chain of single-node variations. */
static char *
nested_record(int depth)
{
	char *text = malloc((size_t)depth * 3 + 1), *p = text;

	ck_assert_ptr_nonnull(text);
	for (int i = 0; i < depth; i++) {
		*p++ = '(';
		*p++ = ';';
	}
	for (int i = 0; i < depth; i++)
		*p++ = ')';
	*p = '\0';
	return text;
}

START_TEST(test_deep_nesting_is_refused_without_recursion)
{
	char *deep = nested_record(SGF_MAX_DEPTH + 1), *ok = nested_record(SGF_MAX_DEPTH);
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	ck_assert(!load(&g, deep, &info));
	ck_assert_ptr_nonnull(strstr(info.reason, "nested too deeply"));
	ck_assert_msg(load(&g, ok, &info), "%s", info.reason);
	free(deep);
	free(ok);
	game_free(&g);
}
END_TEST

START_TEST(test_too_many_moves_are_refused)
{
	size_t cap = (SGF_MAX_MOVES + 2) * 5 + 16;
	char *text = malloc(cap), *p = text;
	struct game g;
	struct sgf_info info;

	ck_assert_ptr_nonnull(text);
	p += sprintf(p, "(;SZ[9]");
	for (int i = 0; i <= SGF_MAX_MOVES; i++)
		p += sprintf(p, ";%c[]", i % 2 ? 'W' : 'B');
	strcpy(p, ")");
	game_init(&g, 9, 7.5);
	ck_assert(!load(&g, text, &info));
	ck_assert_ptr_nonnull(strstr(info.reason, "too many moves"));
	strcpy(strrchr(text, ';'), ")");
	ck_assert_msg(load(&g, text, &info), "%s", info.reason);
	ck_assert_int_eq((int)g.n_moves, SGF_MAX_MOVES);
	free(text);
	game_free(&g);
}
END_TEST

START_TEST(test_failure_leaves_the_game_unchanged)
{
	struct game g;
	struct fixture_snapshot before, after;
	struct sgf_info info;

	fixture_game(&g, 9, "B C3 W G7");
	g.komi = 0.5;
	g.handicap = 1;
	fixture_play(&g, "B E5 W D4 B pass");
	fixture_snapshot_take(&g, &before);
	ck_assert(!load(&g, "(;SZ[13]KM[99]HA[3]GN[x]AB[aa];W[bb];B[bb])", &info));
	fixture_snapshot_take(&g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	ck_assert_int_eq(game_size(&g), 9);
	ck_assert(g.komi == 0.5);
	ck_assert_int_eq(g.handicap, 1);
	ck_assert_int_eq(board_at(&g.setup, at(&g, "C3")), COLOR_BLACK);
	ck_assert_str_eq(info.rules, "");
	ck_assert_str_eq(info.name, "");
	ck_assert(!info.has_komi);
	game_free(&g);
}
END_TEST

START_TEST(test_ko_rule_of_the_game_is_kept)
{
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	g.rules.ko = KO_POSITIONAL;
	ck_assert(load(&g, "(;SZ[9];B[aa])", &info));
	ck_assert_int_eq(g.rules.ko, KO_POSITIONAL);
	game_free(&g);
}
END_TEST

#define FOUR_MOVES "(;SZ[9];B[ee];W[cc];B[gg];W[ee]AB[aa])"

START_TEST(test_move_number_limit_stops_before_that_move)
{
	struct sgf_limit limit = { 3, COORD_NONE };
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	ck_assert(sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 2);
	ck_assert(info.stopped);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	ck_assert_int_eq(board_at(&g.board, at(&g, "G3")), COLOR_EMPTY);
	limit.move_number = 4;
	ck_assert(sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 3);
	ck_assert_int_eq(info.to_move, COLOR_WHITE);
	limit.move_number = 1;
	ck_assert(sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 0);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_move_number_beyond_the_record_loads_everything)
{
	/* The record's last move (W E5 again) is illegal: a limit before it loads. */
	struct sgf_limit limit = { 99, COORD_NONE };
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	ck_assert(!sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info));
	ck_assert_ptr_nonnull(strstr(info.reason, "setup stones after"));
	limit.move_number = 99;
	ck_assert(sgf_load(&g, "(;SZ[9];B[ee];W[cc])", 20, &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 2);
	ck_assert(!info.stopped);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	game_free(&g);
}
END_TEST

START_TEST(test_vertex_limit_stops_before_the_first_move_there)
{
	struct sgf_limit limit = { 0, coord_make(4, 4) };
	struct game g;
	struct sgf_info info;

	game_init(&g, 9, 7.5);
	/* The fourth move (W E5, on an occupied point) is never reached. */
	ck_assert_msg(sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info), "%s",
		      info.reason);
	ck_assert_int_eq((int)g.n_moves, 0);
	ck_assert_int_eq(info.to_move, COLOR_BLACK);
	ck_assert(info.stopped);
	limit.vertex = coord_make(2, 6);
	ck_assert(sgf_load(&g, FOUR_MOVES, strlen(FOUR_MOVES), &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 2);
	limit.vertex = COORD_PASS;
	ck_assert(sgf_load(&g, "(;SZ[9];B[ee];W[];B[])", 22, &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 1);
	ck_assert_int_eq(info.to_move, COLOR_WHITE);
	limit.vertex = coord_make(0, 0);
	ck_assert(sgf_load(&g, "(;SZ[9];B[ee];W[cc])", 20, &limit, &info));
	ck_assert_int_eq((int)g.n_moves, 2);
	ck_assert(!info.stopped);
	game_free(&g);
}
END_TEST

/* The longest game goref holds writes a record goref loads back (printsgf then loadsgf). */
START_TEST(test_round_trip_of_the_longest_game)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	for (int i = 0; i < GAME_MAX_MOVES; i++)
		ck_assert_int_eq(game_play(&g, i % 2 ? COLOR_WHITE : COLOR_BLACK, COORD_PASS), MOVE_OK);
	assert_round_trip(&g, "longest game");
	game_free(&g);
}
END_TEST

START_TEST(test_round_trip_of_a_built_game_with_setup_and_captures)
{
	struct game g;

	fixture_game(&g, 9, "B C3 G7 W C7 G3");
	g.handicap = 2;
	g.setup_to_move = COLOR_WHITE;
	g.komi = 0.25;
	fixture_play(&g, "W A1 B B1 W E5 B A2 W pass B B2 W D5 B pass");
	ck_assert_int_eq(g.prisoners[COLOR_BLACK], 2);
	assert_round_trip(&g, "built");
	g.setup_to_move = COLOR_BLACK; /* White still moved first: PL says so */
	assert_round_trip(&g, "built, black to move first");
	while (game_undo(&g))
		;
	g.setup_to_move = COLOR_WHITE;
	assert_round_trip(&g, "setup only, white to move");
	g.setup_to_move = COLOR_BLACK;
	assert_round_trip(&g, "setup only, black to move after handicap");
	game_free(&g);
	game_init(&g, 25, 0.1);
	fixture_play(&g, "B Z25 W A1 B U6 W pass");
	assert_round_trip(&g, "25x25 with U6 (tt)");
	game_free(&g);
}
END_TEST

/* Reads a whole file into memory (test helper: the engine never reads files). */
static char *
read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text = NULL;
	long n;

	ck_assert_msg(f != NULL, "cannot open %s", path);
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 && fseek(f, 0, SEEK_SET) == 0) {
		text = malloc((size_t)n + 1);
		ck_assert_ptr_nonnull(text);
		*len = fread(text, 1, (size_t)n, f);
		ck_assert_uint_eq(*len, (size_t)n);
	}
	fclose(f);
	ck_assert_ptr_nonnull(text);
	return text;
}

/* Load, write, load again: both loads must give the same game. */
static void
assert_file_round_trips(const char *path)
{
	size_t len;
	char *text = read_file(path, &len);
	struct game g;
	struct sgf_info info;

	game_init(&g, 19, 7.5);
	ck_assert_msg(sgf_load(&g, text, len, NULL, &info), "%s: %s", path, info.reason);
	ck_assert_msg(g.n_moves > 0, "%s: no moves", path);
	ck_assert(board_check(&g.board));
	assert_round_trip(&g, path);
	game_free(&g);
	free(text);
}

START_TEST(test_every_devset_game_round_trips)
{
	const char *games_dir = getenv("DEVSET_GAMES") ? getenv("DEVSET_GAMES") : DEVSET_GAMES_DEFAULT;
	DIR *dir = opendir(games_dir);
	struct dirent *e;
	int games = 0;
	char path[1024];

	if (!dir) {
		printf("check_sgf: devset round trip SKIPPED (no devset games at %s; "
		       "make DEVSET=DIR gives the devset folder)\n", games_dir);
		return;
	}
	while ((e = readdir(dir)) != NULL) {
		size_t n = strlen(e->d_name);

		if (n < 4 || strcmp(e->d_name + n - 4, ".sgf") != 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", games_dir, e->d_name);
		assert_file_round_trips(path);
		games++;
	}
	closedir(dir);
	ck_assert_int_gt(games, 0);
}
END_TEST

/* A GTP session over goref's registry (tests/gtp_harness), and a private temporary directory. */
struct session {
	struct gtp_harness *h; /* the session and its engine, h->e */
	char dir[32];          /* mkdtemp directory for the files of the test */
};

/* A session on an empty 19x19 board, komi 7.5, and a fresh temporary directory. */
static void
session_open(struct session *t)
{
	t->h = gtp_harness_open();
	gtp_harness_script(t->h, "boardsize 19");
	strcpy(t->dir, "/tmp/goref-sgf-XXXXXX");
	ck_assert_ptr_nonnull(mkdtemp(t->dir));
}

/* Empties and removes the temporary directory, frees the session. */
static void
session_close(struct session *t)
{
	DIR *d = opendir(t->dir);
	struct dirent *ent;
	char path[sizeof(t->dir) + 1 + sizeof(ent->d_name)];

	ck_assert_ptr_nonnull(d);
	while ((ent = readdir(d)) != NULL) {
		if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
			continue;
		snprintf(path, sizeof(path), "%s/%s", t->dir, ent->d_name);
		ck_assert_int_eq(unlink(path), 0);
	}
	closedir(d);
	ck_assert_int_eq(rmdir(t->dir), 0);
	gtp_harness_close(t->h);
}

/* "<dir>/name" of the session's temporary directory (static buffer). */
static const char *
tmp_path(const struct session *t, const char *name)
{
	static char path[128];

	snprintf(path, sizeof(path), "%s/%s", t->dir, name);
	return path;
}

static void
write_text_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");

	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(fwrite(text, 1, strlen(text), f), strlen(text));
	ck_assert_int_eq(fclose(f), 0);
}

/* Runs one command line (a printf format); returns the whole response ("= ...\n\n"), malloc'd. */
__attribute__((format(printf, 2, 3))) static char *
run(struct session *t, const char *fmt, ...)
{
	char line[512], *out;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	out = strdup(gtp_harness_run(t->h, line));
	ck_assert_ptr_nonnull(out);
	ck_assert(t->h->answered);
	return out;
}

/* Runs a command and requires exactly the response expected. */
#define EXPECT(t, expected, ...)                                                       \
	do {                                                                           \
		char *got_ = run(t, __VA_ARGS__);                                      \
		ck_assert_str_eq(got_, expected);                                      \
		free(got_);                                                            \
	} while (0)

#define RECORD "(;SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gg])"

/* loadsgf says on stderr when the record's RU names other rules than those in force,
 * and keeps the rules; printsgf writes the rules' RU. */
START_TEST(test_loadsgf_reports_other_rules_and_keeps_them)
{
	struct session t;
	const char *f;
	char *out;

	session_open(&t);
	f = tmp_path(&t, "game.sgf");
	write_text_file(f, RECORD);
	EXPECT(&t, "= white\n\n", "loadsgf %s", f);
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(t.h),
				     "the record's rules are Japanese; goref referees under "
				     "bga-teaching"));
	ck_assert_str_eq(rules_name(&t.h->e.game.rules), "bga-teaching");
	out = run(&t, "printsgf");
	ck_assert_ptr_nonnull(strstr(out, "RU[BGA]"));
	free(out);
	session_close(&t);
}
END_TEST

/* --rules sgf: loadsgf takes the record's rules before replaying its moves (a
 * two-stone suicide is legal only under the NZ record's own rules). */
START_TEST(test_rules_sgf_follows_the_record)
{
	struct session t;
	const char *f;
	char *out;

	session_open(&t);
	t.h->e.rules_from_sgf = true;
	f = tmp_path(&t, "nz.sgf");
	write_text_file(f, "(;SZ[9]RU[NZ]AB[ba][bb][ac]AW[aa];B[ii];W[ab])");
	EXPECT(&t, "= black\n\n", "loadsgf %s", f);
	ck_assert_str_eq(rules_name(&t.h->e.game.rules), "new-zealand");
	ck_assert_int_eq(t.h->e.game.prisoners[COLOR_BLACK], 2);
	ck_assert_ptr_null(strstr(gtp_harness_stderr(t.h), "the record's rules"));
	out = run(&t, "printsgf");
	ck_assert_ptr_nonnull(strstr(out, "RU[NZ]"));
	free(out);
	/* without --rules sgf the same record is refused whole: the suicide is illegal */
	t.h->e.rules_from_sgf = false;
	EXPECT(&t, "= \n\n", "clear_board");
	out = run(&t, "goref-rules bga-teaching");
	free(out);
	EXPECT(&t, "? cannot load file\n\n", "loadsgf %s", f);
	ck_assert_str_eq(rules_name(&t.h->e.game.rules), "bga-teaching");
	/* a record naming no known rules leaves them as they are */
	t.h->e.rules_from_sgf = true;
	write_text_file(f, "(;SZ[9]RU[Ing];B[ee])");
	EXPECT(&t, "= white\n\n", "loadsgf %s", f);
	ck_assert_str_eq(rules_name(&t.h->e.game.rules), "bga-teaching");
	session_close(&t);
}
END_TEST

START_TEST(test_loadsgf_answers_who_moves_and_loads_the_record)
{
	struct session t;
	const char *f;

	session_open(&t);
	f = tmp_path(&t, "game.sgf");
	write_text_file(f, RECORD);
	EXPECT(&t, "= white\n\n", "loadsgf %s", f);
	ck_assert_int_eq(game_size(&t.h->e.game), 9);
	ck_assert(t.h->e.game.komi == 6.5);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 3);
	EXPECT(&t, "= white\n\n", "loadsgf %s 2", f);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 1);
	EXPECT(&t, "= black\n\n", "loadsgf %s 1", f);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 0);
	EXPECT(&t, "= black\n\n", "loadsgf %s G3", f);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 2);
	EXPECT(&t, "= white\n\n", "loadsgf %s 40", f);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 3);
	EXPECT(&t, "? syntax error\n\n", "loadsgf %s 0", f);
	EXPECT(&t, "? syntax error\n\n", "loadsgf %s zz", f);
	ck_assert_int_eq((int)t.h->e.game.n_moves, 3);
	session_close(&t);
}
END_TEST

/* Records the whole state a failed loadsgf must leave alone. */
static void
assert_refused_unchanged(struct session *t, const char *path)
{
	struct fixture_snapshot before, after;
	double komi = t->h->e.game.komi;

	fixture_snapshot_take(&t->h->e.game, &before);
	EXPECT(t, "? cannot load file\n\n", "loadsgf %s", path);
	fixture_snapshot_take(&t->h->e.game, &after);
	ck_assert_msg(fixture_snapshot_equal(&before, &after), "%s changed the game", path);
	ck_assert(t->h->e.game.komi == komi);
}

START_TEST(test_loadsgf_refuses_what_is_not_a_small_regular_record)
{
	struct session t;
	int fd;

	session_open(&t);
	EXPECT(&t, "= \n\n", "boardsize 13");
	EXPECT(&t, "= \n\n", "komi 0.5");
	EXPECT(&t, "= \n\n", "play b D4");
	EXPECT(&t, "= \n\n", "play w pass");
	assert_refused_unchanged(&t, t.dir);
	assert_refused_unchanged(&t, "/dev/zero");
	assert_refused_unchanged(&t, tmp_path(&t, "missing.sgf"));
	ck_assert_int_eq(mkfifo(tmp_path(&t, "fifo"), 0600), 0);
	assert_refused_unchanged(&t, tmp_path(&t, "fifo")); /* would block if opened plainly */
	fd = open(tmp_path(&t, "huge.sgf"), O_WRONLY | O_CREAT, 0600);
	ck_assert_int_ge(fd, 0);
	ck_assert_int_eq(ftruncate(fd, (off_t)SGF_MAX_BYTES + 1), 0);
	close(fd);
	assert_refused_unchanged(&t, tmp_path(&t, "huge.sgf"));
	write_text_file(tmp_path(&t, "bad.sgf"), "(;SZ[9];B[ee]");
	assert_refused_unchanged(&t, tmp_path(&t, "bad.sgf"));
	write_text_file(tmp_path(&t, "illegal.sgf"), "(;SZ[9]KM[3];B[ee];W[ee])");
	assert_refused_unchanged(&t, tmp_path(&t, "illegal.sgf"));
	session_close(&t);
}
END_TEST

START_TEST(test_printsgf_answers_the_record_with_re_once_play_ended)
{
	struct session t;
	char *got, *want, *score;

	session_open(&t);
	EXPECT(&t, "= \n\n", "boardsize 9");
	EXPECT(&t, "= \n\n", "play b E5");
	EXPECT(&t, "= \n\n", "play w C3");
	got = run(&t, "printsgf");
	want = sgf_write(&t.h->e.game, NULL, NULL);
	ck_assert_ptr_nonnull(want);
	/* The response is "= ", the record, and the blank line ending every response. */
	ck_assert_uint_eq(strlen(got), 2 + strlen(want) + 1);
	ck_assert_int_eq(strncmp(got, "= ", 2), 0);
	ck_assert_int_eq(strncmp(got + 2, want, strlen(want)), 0);
	ck_assert_str_eq(got + 2 + strlen(want), "\n");
	ck_assert_ptr_null(strstr(got, "RE["));
	free(got);
	free(want);
	EXPECT(&t, "= \n\n", "play b pass");
	EXPECT(&t, "= \n\n", "play w pass");
	score = run(&t, "final_score");
	score[strlen(score) - 2] = '\0';
	got = run(&t, "printsgf");
	want = malloc(strlen(score) + 8);
	sprintf(want, "RE[%s]", score + 2);
	ck_assert_msg(strstr(got, want) != NULL, "%s lacks %s", got, want);
	ck_assert_ptr_nonnull(strstr(got, ";B[];W[]"));
	free(want);
	free(got);
	free(score);
	session_close(&t);
}
END_TEST

/* How many entries dir holds besides . and .. */
static int
count_entries(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *ent;
	int n = 0;

	ck_assert_ptr_nonnull(d);
	while ((ent = readdir(d)) != NULL)
		n += strcmp(ent->d_name, ".") != 0 && strcmp(ent->d_name, "..") != 0;
	closedir(d);
	return n;
}

START_TEST(test_printsgf_file_is_replaced_whole_and_reads_back)
{
	struct session t;
	struct game back;
	struct sgf_info info;
	struct stat st;
	size_t len;
	char *text, missing[160];

	session_open(&t);
	EXPECT(&t, "= \n\n", "boardsize 9");
	EXPECT(&t, "= \n\n", "komi 0.5");
	EXPECT(&t, "= \n\n", "set_free_handicap E5 E3");
	EXPECT(&t, "= \n\n", "play w C3");
	write_text_file(tmp_path(&t, "game.sgf"), "old");
	ck_assert_int_eq(chmod(tmp_path(&t, "game.sgf"), 0640), 0);
	EXPECT(&t, "= \n\n", "printsgf %s", tmp_path(&t, "game.sgf"));
	ck_assert_int_eq(count_entries(t.dir), 1);
	ck_assert_int_eq(stat(tmp_path(&t, "game.sgf"), &st), 0);
	ck_assert_int_eq(st.st_mode & 0777, 0640);
	text = read_file(tmp_path(&t, "game.sgf"), &len);
	game_init(&back, 19, 7.5);
	ck_assert_msg(sgf_load(&back, text, len, NULL, &info), "%s", info.reason);
	ck_assert(games_equal(&t.h->e.game, &back));
	game_free(&back);
	free(text);

	snprintf(missing, sizeof(missing), "%s/no/such/dir.sgf", t.dir);
	EXPECT(&t, "? cannot write file\n\n", "printsgf %s", missing);
	EXPECT(&t, "? cannot write file\n\n", "printsgf %s", t.dir);
	ck_assert_int_eq(mkfifo(tmp_path(&t, "fifo"), 0600), 0);
	EXPECT(&t, "? cannot write file\n\n", "printsgf %s", tmp_path(&t, "fifo"));
	ck_assert_int_eq(stat(tmp_path(&t, "fifo"), &st), 0);
	ck_assert(S_ISFIFO(st.st_mode));
	ck_assert_int_eq(count_entries(t.dir), 2);
	session_close(&t);
}
END_TEST

Suite *
sgf_suite(void)
{
	Suite *s = suite_create("sgf");
	TCase *read = tcase_create("read");
	TCase *bad = tcase_create("refuse");
	TCase *limit = tcase_create("limit");
	TCase *write = tcase_create("write");
	TCase *gtp = tcase_create("gtp");

	tcase_add_test(read, test_root_properties_size_komi_handicap_rules_result);
	tcase_add_test(read, test_size_defaults_to_19_and_absent_komi_keeps_the_games);
	tcase_add_test(read, test_komi_is_taken_as_written);
	tcase_add_test(read, test_square_size_forms_and_25);
	tcase_add_test(read, test_ff3_long_property_names_keep_their_capitals);
	tcase_add_test(read, test_compressed_point_lists_fill_rectangles);
	tcase_add_test(read, test_add_empty_removes_setup_stones);
	tcase_add_test(read, test_player_to_move_from_pl_handicap_or_first_move);
	tcase_add_test(read, test_passes_read_as_empty_value_or_tt_up_to_19);
	tcase_add_test(read, test_main_line_takes_the_first_variation_at_every_branch);
	tcase_add_test(read, test_escaped_text_in_rules_and_result);
	tcase_add_test(read, test_long_text_is_cut_at_a_character_boundary);
	tcase_add_test(read, test_ko_rule_of_the_game_is_kept);
	suite_add_tcase(s, read);

	tcase_add_loop_test(bad, test_malformed_records_are_refused_with_a_reason, 0,
			    (int)(sizeof(refused) / sizeof(refused[0])));
	tcase_add_test(bad, test_reason_gives_the_line);
	tcase_add_test(bad, test_binary_garbage_with_nul_bytes_is_refused);
	tcase_add_test(bad, test_record_over_the_size_limit_is_refused);
	tcase_add_test(bad, test_deep_nesting_is_refused_without_recursion);
	tcase_add_test(bad, test_too_many_moves_are_refused);
	tcase_add_test(bad, test_failure_leaves_the_game_unchanged);
	tcase_set_timeout(bad, 60);
	suite_add_tcase(s, bad);

	tcase_add_test(limit, test_move_number_limit_stops_before_that_move);
	tcase_add_test(limit, test_move_number_beyond_the_record_loads_everything);
	tcase_add_test(limit, test_vertex_limit_stops_before_the_first_move_there);
	suite_add_tcase(s, limit);

	tcase_add_test(write, test_passes_are_written_as_empty_values);
	tcase_add_test(write, test_written_text_is_escaped_and_reads_back);
	tcase_add_test(write, test_round_trip_of_a_built_game_with_setup_and_captures);
	tcase_add_test(write, test_round_trip_of_the_longest_game);
	tcase_add_test(write, test_every_devset_game_round_trips);
	tcase_set_timeout(write, 120);
	suite_add_tcase(s, write);

	tcase_add_test(gtp, test_loadsgf_answers_who_moves_and_loads_the_record);
	tcase_add_test(gtp, test_loadsgf_reports_other_rules_and_keeps_them);
	tcase_add_test(gtp, test_rules_sgf_follows_the_record);
	tcase_add_test(gtp, test_loadsgf_refuses_what_is_not_a_small_regular_record);
	tcase_add_test(gtp, test_printsgf_answers_the_record_with_re_once_play_ended);
	tcase_add_test(gtp, test_printsgf_file_is_replaced_whole_and_reads_back);
	tcase_set_timeout(gtp, 30);
	suite_add_tcase(s, gtp);
	return s;
}
