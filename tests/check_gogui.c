/*
 * check_gogui.c -- what GoGui and Sabaki rely on (gtp/cmd_gogui.c, gtp/cmd_gfx.c,
 * lineio_interrupt_pending, lineio_command_pending): the ruler protocol, setup
 * stones and move sequences that change all or nothing, the reason for an
 * illegal move on stderr, and the "# interrupt" line stopping a long command with
 * its result so far.
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
#include "gtp/lineio.h"
#include "tests/fixtures.h"
#include "tests/gtp_harness.h"
#include "tests/suites.h"

/* --- gogui-play_sequence and gogui-setup: all or nothing --- */

START_TEST(test_play_sequence_with_an_illegal_move_changes_nothing)
{
	struct gtp_harness *h = gtp_harness_open();
	struct game before;

	gtp_harness_script(h, "play b E5;play w pass");
	ck_assert(game_copy(&before, &h->e.game));
	gtp_harness_expect(h, "gogui-play_sequence b C3 w pass b D4 w E5 b F6", "? illegal move");
	fixture_assert_same_game(&before, &h->e.game, "gogui-play_sequence");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "move 4 of the sequence): occupied"));
	game_free(&before);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_play_sequence_plays_every_move_with_pass_stones)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "gogui-play_sequence b E5 w pass b D4 w C3", "= ");
	ck_assert_uint_eq(h->e.game.n_moves, 4);
	ck_assert_int_eq(h->e.game.prisoners[COLOR_BLACK], 1);
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 1 0");
	gtp_harness_expect(h, "gogui-rules_side_to_move", "= black");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_setup_stones_are_not_moves)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "gogui-setup b E5 w D5 b C3", "= ");
	ck_assert_uint_eq(h->e.game.n_moves, 0);
	ck_assert_int_eq(h->e.game.prisoners[COLOR_BLACK] + h->e.game.prisoners[COLOR_WHITE], 0);
	ck_assert_int_eq(game_to_move(&h->e.game), COLOR_BLACK);
	ck_assert(fixture_board_equal(&h->e.game.board, &h->e.game.setup));
	gtp_harness_expect(h, "gogui-setup_player white", "= ");
	gtp_harness_expect(h, "gogui-rules_side_to_move", "= white");
	/* undo has nothing to take back: the setup is the start of the game */
	gtp_harness_expect(h, "undo", "? cannot undo");
	gtp_harness_expect(h, "list_stones black", "= E5 C3");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_setup_keeps_handicap_and_first_player)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "fixed_handicap 2");
	ck_assert_int_eq(game_to_move(&h->e.game), COLOR_WHITE);
	gtp_harness_expect(h, "gogui-setup w E5", "= ");
	ck_assert_int_eq(h->e.game.handicap, 2);
	ck_assert_int_eq(game_to_move(&h->e.game), COLOR_WHITE);
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_refused_setup_changes_nothing)
{
	struct gtp_harness *h = gtp_harness_open();
	struct game before;

	gtp_harness_script(h, "gogui-setup b A2 b B1");
	ck_assert(game_copy(&before, &h->e.game));
	gtp_harness_expect(h, "gogui-setup b E5 w A1", "? illegal setup");
	fixture_assert_same_game(&before, &h->e.game, "gogui-setup on a stone");
	gtp_harness_expect(h, "gogui-setup b E5 w", "? syntax error");
	gtp_harness_expect(h, "gogui-setup x E5", "? syntax error");
	fixture_assert_same_game(&before, &h->e.game, "gogui-setup syntax error");
	gtp_harness_script(h, "play b E5");
	game_free(&before);
	ck_assert(game_copy(&before, &h->e.game));
	gtp_harness_expect(h, "gogui-setup w C3", "? setup after moves");
	fixture_assert_same_game(&before, &h->e.game, "gogui-setup after moves");
	game_free(&before);
	gtp_harness_close(h);
}
END_TEST

/* --- the ruler protocol --- */

/* Reads gogui-rules_board back the way GoGui does: X, O and . only, top row first. */
static void
assert_board_text_matches(struct gtp_harness *h)
{
	const char *r = gtp_harness_run(h, "gogui-rules_board");
	int size = game_size(&h->e.game), seen = 0;

	ck_assert_int_eq(r[0], '=');
	for (const char *p = r + 1; *p; p++) {
		enum color c;
		if (*p == 'X')
			c = COLOR_BLACK;
		else if (*p == 'O')
			c = COLOR_WHITE;
		else if (*p == '.')
			c = COLOR_EMPTY;
		else
			continue;
		ck_assert_int_lt(seen, size * size);
		ck_assert_int_eq(board_at(&h->e.game.board,
					  coord_make(size - 1 - seen / size, seen % size)), c);
		seen++;
	}
	ck_assert_int_eq(seen, size * size);
}

START_TEST(test_rules_board_reads_back_as_the_position)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "boardsize 19;play b A19;play w T1;play b K10;play w O15;"
			   "play b pass");
	assert_board_text_matches(h);
	h->e.size_fixed = true; /* goref --boardsize 19 */
	gtp_harness_expect(h, "gogui-rules_board_size", "= 19"); /* in the registry */
	gtp_harness_close(h);
}
END_TEST

/* A ruler started without --boardsize cannot know GoGui's size: it says so, and
 * the refusal changes nothing. */
START_TEST(test_rules_board_size_unknown_without_boardsize)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "boardsize 13;play b N13");
	gtp_harness_expect(h, "gogui-rules_board_size",
			   "? board size unknown: GoGui does not send it to its ruler; start goref "
			   "with --boardsize N (the game's size)");
	gtp_harness_expect(h, "query_boardsize", "= 13");
	gtp_harness_expect(h, "list_stones b", "= N13");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_rules_legal_moves_follow_the_end_of_play)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "boardsize 2;play b A1;play w B2");
	gtp_harness_expect(h, "gogui-rules_legal_moves", "= A2 B1 pass");
	gtp_harness_script(h, "play b pass;play w pass");
	gtp_harness_expect(h, "gogui-rules_legal_moves", "= ");
	gtp_harness_script(h, "undo;undo;play b A2;play w pass;play b pass");
	/* W pass, B pass: White must pass once more */
	gtp_harness_expect(h, "gogui-rules_legal_moves", "= pass");
	gtp_harness_script(h, "play w pass");
	gtp_harness_expect(h, "gogui-rules_legal_moves", "= ");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_rules_captured_count_is_white_then_black_with_pass_stones)
{
	struct gtp_harness *h = gtp_harness_open();

	/* Black captures one white stone; White passes twice, Black once. */
	gtp_harness_script(h, "play w A1;play b A2;play w pass;play b B1;play w pass;play b pass");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 3 1");
	gtp_harness_expect(h, "captures black", "= 1");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_rules_final_result_counts_the_closing_pass)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "komi 0.5;play b E5;play w pass;play b pass");
	gtp_harness_expect(h, "gogui-rules_final_result",
			   "= B+80.5: Black 80 territory + 2 prisoners = 82; White 0 territory"
			   " + 1 prisoner + 0.5 komi = 1.5"
			   " (play not ended: 1 closing pass counted)");
	gtp_harness_expect(h, "final_score", "= B+80.5");
	gtp_harness_close(h);
}
END_TEST

/* --- illegal moves: GTP's text on stdout, the reason on stderr --- */

START_TEST(test_illegal_move_reasons_go_to_stderr)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "play b E5");
	gtp_harness_expect(h, "play w E5", "? illegal move");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "illegal move white E5: occupied"));
	gtp_harness_script(h, "play w B1;play w A2");
	gtp_harness_expect(h, "play b A1", "? illegal move");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "illegal move black A1: suicide"));
	/* a ko: Black takes at D5, White may not retake at C5 at once */
	gtp_harness_script(h, "clear_board;play b C4;play b B5;play b C6;play w D4;play w D6;"
			   "play w E5;play w C5;play b D5");
	gtp_harness_expect(h, "play w C5", "? illegal move");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "illegal move white C5: ko"));
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_superko_reason_goes_to_stderr)
{
	struct gtp_harness *h = gtp_harness_open();

	/* Positional superko refuses a pass-free recreation that simple ko allows: the
	 * single-stone ko above, retaken after an exchange of passes (which keeps the board). */
	gtp_harness_script(h, "goref-rules superko;play b C4;play b B5;play b C6;play w D4;"
			   "play w D6;play w E5;play w C5;play b D5;play w pass;play b pass");
	gtp_harness_expect(h, "play w C5", "? illegal move");
	ck_assert_ptr_nonnull(strstr(gtp_harness_stderr(h), "illegal move white C5: superko"));
	gtp_harness_close(h);
}
END_TEST

/* --- the interrupt --- */

/* An interrupt hook that says "stop" on its n-th call. */
struct stop_after {
	int calls; /* calls so far */
	int stop;  /* the call that says stop */
};

static bool
stop_after_n(void *ctx)
{
	struct stop_after *s = ctx;

	return ++s->calls >= s->stop;
}

START_TEST(test_playouts_stop_at_the_interrupt_with_the_map_so_far)
{
	struct gtp_harness *h = gtp_harness_open();
	struct stop_after hook = { 0, 3 };
	const char *r;

	h->e.should_stop = stop_after_n;
	h->e.stop_ctx = &hook;
	r = gtp_harness_run(h, "goref-gfx_playouts 4096");
	ck_assert_msg(strncmp(r, "= INFLUENCE A9 ", 15) == 0, "got %.40s", r);
	ck_assert_ptr_nonnull(strstr(r, "\nTEXT ownership from 64 playouts (interrupted)\n\n"));
	h->e.should_stop = NULL;
	r = gtp_harness_run(h, "goref-gfx_playouts 100");
	ck_assert_ptr_nonnull(strstr(r, "\nTEXT ownership from 100 playouts\n\n"));
	gtp_harness_close(h);
}
END_TEST

/* A lineio over a pipe holding text (all of it written before reading). */
static void
lineio_over(struct lineio *io, int fds[2], const char *text)
{
	ck_assert_int_eq(pipe(fds), 0);
	ck_assert_int_eq(write(fds[1], text, strlen(text)), (ssize_t)strlen(text));
	ck_assert(lineio_init(io, fds[0], NULL, false, NULL));
}

static void
lineio_close(struct lineio *io, int fds[2])
{
	lineio_free(io);
	close(fds[0]);
	close(fds[1]);
}

START_TEST(test_interrupt_line_ahead_of_commands_is_seen)
{
	struct lineio io;
	int fds[2];
	const char *line;
	size_t len;

	lineio_over(&io, fds, "\n# just a comment\n#  interrupt \r\nname\n");
	ck_assert(lineio_interrupt_pending(&io));
	/* the lines stay for lineio_next: the interrupt is read back as a comment */
	ck_assert_int_eq(lineio_next(&io, &line, &len), LINEIO_LINE);
	ck_assert_uint_eq(len, 0);
	ck_assert_int_eq(lineio_next(&io, &line, &len), LINEIO_LINE);
	ck_assert_int_eq(lineio_next(&io, &line, &len), LINEIO_LINE);
	ck_assert(strncmp(line, "#  interrupt", 12) == 0);
	ck_assert(!lineio_interrupt_pending(&io));
	ck_assert_int_eq(lineio_next(&io, &line, &len), LINEIO_LINE);
	ck_assert(len == 4 && strncmp(line, "name", 4) == 0);
	lineio_close(&io, fds);
}
END_TEST

START_TEST(test_interrupt_behind_a_command_or_unfinished_is_not_seen)
{
	struct lineio io;
	int fds[2];

	lineio_over(&io, fds, "genmove b\n# interrupt\n");
	ck_assert(!lineio_interrupt_pending(&io));
	lineio_close(&io, fds);
	lineio_over(&io, fds, "# interrupted\n");
	ck_assert(!lineio_interrupt_pending(&io));
	lineio_close(&io, fds);
	lineio_over(&io, fds, "# interr");
	ck_assert(!lineio_interrupt_pending(&io));
	ck_assert_int_eq(write(fds[1], "upt\n", 4), 4);
	ck_assert(lineio_interrupt_pending(&io));
	lineio_close(&io, fds);
}
END_TEST

/* lz-analyze's stop: any whole line waits (a command, a blank line, a comment). */
START_TEST(test_command_pending_sees_any_whole_line_and_keeps_it)
{
	struct lineio io;
	int fds[2];
	const char *line;
	size_t len;

	lineio_over(&io, fds, "prot");
	ck_assert(!lineio_command_pending(&io)); /* half a line: not yet */
	ck_assert_int_eq(write(fds[1], "ocol_version\n", 13), 13);
	ck_assert(lineio_command_pending(&io));
	ck_assert(lineio_command_pending(&io)); /* polling twice consumes nothing */
	ck_assert_int_eq(lineio_next(&io, &line, &len), LINEIO_LINE);
	ck_assert(len == 16 && strncmp(line, "protocol_version", 16) == 0);
	ck_assert(!lineio_command_pending(&io));
	ck_assert_int_eq(write(fds[1], "\n", 1), 1); /* a bare newline stops it too */
	ck_assert(lineio_command_pending(&io));
	lineio_close(&io, fds);
}
END_TEST

START_TEST(test_command_pending_at_the_end_of_input)
{
	struct lineio io;
	int fds[2];

	lineio_over(&io, fds, "");
	ck_assert(!lineio_command_pending(&io));
	close(fds[1]);
	fds[1] = -1;
	ck_assert(lineio_command_pending(&io)); /* nothing will come: stop */
	lineio_free(&io);
	close(fds[0]);
}
END_TEST

START_TEST(test_interrupt_is_listed_and_a_harmless_comment)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_expect(h, "gogui-interrupt", "= ");
	ck_assert(!gtp_execute_line(&h->s, "# interrupt", 11));
	gtp_harness_expect(h, "known_command gogui-interrupt", "= true");
	gtp_harness_close(h);
}
END_TEST

/* --- gfx --- */

START_TEST(test_gfx_dead_marks_the_dead_stones)
{
	struct gtp_harness *h = gtp_harness_open();

	gtp_harness_script(h, "gogui-setup b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 w A6 "
			   "w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w C3 b C8");
	gtp_harness_expect(h, "goref-gfx_dead", "= MARK C8 C3\nTEXT dead: 1 black, 1 white stones");
	/* the players' agreement overrides the judgement */
	gtp_harness_script(h, "goref-set_status alive C3");
	gtp_harness_expect(h, "goref-gfx_dead", "= MARK C8\nTEXT dead: 1 black, 0 white stones");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_gfx_ownership_agrees_with_the_score)
{
	struct gtp_harness *h = gtp_harness_open();
	const char *r;
	int plus = 0, minus = 0;

	gtp_harness_script(h, "gogui-setup b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 w A6 "
			   "w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w C3 b C8");
	r = gtp_harness_run(h, "goref-gfx_ownership");
	for (const char *p = strstr(r, " 1.00"); p; p = strstr(p + 1, " 1.00"))
		plus++;
	for (const char *p = strstr(r, " -1.00"); p; p = strstr(p + 1, " -1.00"))
		minus++;
	/* area: Black 9 stones + 36 territory, White 9 stones + 27 territory */
	ck_assert_int_eq(plus, 45);
	ck_assert_int_eq(minus, 36);
	gtp_harness_close(h);
}
END_TEST

/* Sends a diagram (top row first, X black, O white, . empty, rows ending in
 * newlines) as one gogui-setup command on a board of its size. */
static void
setup_diagram(struct gtp_harness *h, const char *diagram)
{
	int size = (int)(strchr(diagram, '\n') - diagram), row = size - 1, col = 0;
	char command[4096] = "gogui-setup", size_command[32];

	snprintf(size_command, sizeof(size_command), "boardsize %d", size);
	gtp_harness_script(h, size_command);
	for (const char *p = diagram; *p; p++) {
		char vertex[COORD_TEXT_MAX], stone[16];
		if (*p == '\n') {
			row--;
			col = 0;
			continue;
		}
		if (*p == 'X' || *p == 'O') {
			coord_format(coord_make(row, col), vertex);
			snprintf(stone, sizeof(stone), " %c %s", *p == 'X' ? 'b' : 'w', vertex);
			ck_assert_uint_lt(strlen(command) + strlen(stone), sizeof(command));
			strcat(command, stone);
		}
		col++;
	}
	gtp_harness_script(h, command);
}

START_TEST(test_gfx_seki_squares_the_stones_and_circles_the_shared_liberties)
{
	struct gtp_harness *h = gtp_harness_open();

	/* check_status.c's corner seki: Black A2-C3 and White B1-C2 share A1 and B2. */
	setup_diagram(h, fixture_corner_seki);
	gtp_harness_expect(h, "goref-gfx_seki", "= SQUARE A3 B3 C3 A2 C2 B1 C1\nCIRCLE B2 A1\n"
			   "TEXT seki: 4 black, 3 white stones");
	gtp_harness_expect(h, "goref-gfx_dead", "= TEXT dead: 0 black, 0 white stones");
	gtp_harness_close(h);
}
END_TEST

/*
 * What GoGui 1.6 sends its ruler for one move (logged through a tee in front of
 * goref): the game replayed from clear_board, four queries, then the last move
 * once more. The echo must change nothing: not the pass stones, not the turn.
 */
static void
gogui_ruler_round(struct gtp_harness *h, const char *replay, const char *move)
{
	gtp_harness_script(h, "clear_board");
	gtp_harness_script(h, replay);
	gtp_harness_script(h, "gogui-rules_board;gogui-rules_board_size;gogui-rules_captured_count;"
			   "gogui-rules_side_to_move");
	gtp_harness_expect(h, move, "= ");
}

START_TEST(test_ruler_echo_of_a_pass_hands_over_one_pass_stone)
{
	struct gtp_harness *h = gtp_harness_open();

	h->e.size_fixed = true; /* a ruler is started with --boardsize */
	gtp_harness_script(h, "boardsize 9");
	gogui_ruler_round(h, "play B C3", "play B C3");
	gogui_ruler_round(h, "play B C3;play W D3", "play W D3");
	gogui_ruler_round(h, "play B C3;play W D3;play B PASS", "play B PASS");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 0 1");
	gtp_harness_expect(h, "gogui-rules_side_to_move", "= white");
	gogui_ruler_round(h, "play B C3;play W D3;play B PASS;play W PASS", "play W PASS");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 1 1");
	gtp_harness_expect(h, "gogui-rules_side_to_move", "= black");
	gtp_harness_expect(h, "move_history", "= white pass\nblack pass\nwhite D3\nblack C3");
	gtp_harness_close(h);
}
END_TEST

START_TEST(test_a_pass_repeated_without_ruler_queries_is_a_move)
{
	struct gtp_harness *h = gtp_harness_open();

	/* GTP v2 lets a colour move twice: each pass hands over a pass stone. */
	gtp_harness_script(h, "boardsize 9;play b pass;play b pass");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 0 2");
	/* A query, then another command, then the repeat: no echo. */
	gtp_harness_script(h, "name;play b pass;gogui-rules_side_to_move;name;play b pass");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 0 4");
	/* One echo per move: a second repeat after queries is a move again. */
	gtp_harness_script(h, "name;play b pass;gogui-rules_side_to_move;play b pass;"
			   "gogui-rules_side_to_move;play b pass");
	gtp_harness_expect(h, "gogui-rules_captured_count", "= 0 6");
	gtp_harness_close(h);
}
END_TEST

Suite *
gogui_suite(void)
{
	Suite *s = suite_create("gogui");
	TCase *seq = tcase_create("setup and sequences");
	TCase *ruler = tcase_create("ruler");
	TCase *illegal = tcase_create("illegal moves");
	TCase *interrupt = tcase_create("interrupt");
	TCase *gfx = tcase_create("gfx");

	tcase_add_test(seq, test_play_sequence_with_an_illegal_move_changes_nothing);
	tcase_add_test(seq, test_play_sequence_plays_every_move_with_pass_stones);
	tcase_add_test(seq, test_setup_stones_are_not_moves);
	tcase_add_test(seq, test_setup_keeps_handicap_and_first_player);
	tcase_add_test(seq, test_refused_setup_changes_nothing);
	tcase_add_test(ruler, test_rules_board_reads_back_as_the_position);
	tcase_add_test(ruler, test_rules_board_size_unknown_without_boardsize);
	tcase_add_test(ruler, test_rules_legal_moves_follow_the_end_of_play);
	tcase_add_test(ruler, test_ruler_echo_of_a_pass_hands_over_one_pass_stone);
	tcase_add_test(ruler, test_a_pass_repeated_without_ruler_queries_is_a_move);
	tcase_add_test(ruler, test_rules_captured_count_is_white_then_black_with_pass_stones);
	tcase_add_test(ruler, test_rules_final_result_counts_the_closing_pass);
	tcase_add_test(illegal, test_illegal_move_reasons_go_to_stderr);
	tcase_add_test(illegal, test_superko_reason_goes_to_stderr);
	tcase_add_test(interrupt, test_playouts_stop_at_the_interrupt_with_the_map_so_far);
	tcase_add_test(interrupt, test_command_pending_sees_any_whole_line_and_keeps_it);
	tcase_add_test(interrupt, test_command_pending_at_the_end_of_input);
	tcase_add_test(interrupt, test_interrupt_line_ahead_of_commands_is_seen);
	tcase_add_test(interrupt, test_interrupt_behind_a_command_or_unfinished_is_not_seen);
	tcase_add_test(interrupt, test_interrupt_is_listed_and_a_harmless_comment);
	tcase_add_test(gfx, test_gfx_dead_marks_the_dead_stones);
	tcase_add_test(gfx, test_gfx_ownership_agrees_with_the_score);
	tcase_add_test(gfx, test_gfx_seki_squares_the_stones_and_circles_the_shared_liberties);
	suite_add_tcase(s, seq);
	suite_add_tcase(s, ruler);
	suite_add_tcase(s, illegal);
	suite_add_tcase(s, interrupt);
	suite_add_tcase(s, gfx);
	return s;
}
