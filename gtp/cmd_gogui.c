/*
 * cmd_gogui.c -- GoGui's extensions: the analyze-command menu, setup stones, a move
 * sequence played all or nothing, the interrupt protocol, and the ruler protocol
 * (gogui-rules_*) with which GoGui uses goref as its rules engine.
 */
#include "gtp/commands.h"

#include <string.h>

#include "engine/judge/status.h"
#include "gtp/table.h"

/*
 * GoGui's analyze menu, one "type/label/command" a line. gfx responses draw on the
 * board (BLACK/WHITE territory, MARK, SQUARE, INFLUENCE, TEXT); %m is the colour to
 * move and %p a point the user picks.
 */
static const char *const analyze_commands[] = {
	"hstring/Score Breakdown/goref-score",
	"string/Final Score/final_score",
	"string/Rules Result/gogui-rules_final_result",
	"gfx/Territory/goref-gfx_territory",
	"gfx/Dead Stones/goref-gfx_dead",
	"gfx/Seki/goref-gfx_seki",
	"gfx/Ownership/goref-gfx_ownership",
	"gfx/Ownership (Playouts)/goref-gfx_playouts",
	"gfx/Search Win Rates/goref-gfx_winrates %m",
	"gfx/Search Visits/goref-gfx_visits %m",
	"gfx/Search Variation/goref-gfx_pv %m",
	"string/Search Move/reg_genmove %m",
	"plist/Dead Stones List/final_status_list dead",
	"plist/Seki List/final_status_list seki",
	"string/Final Status/final_status %p",
	"string/Is Legal/is_legal %m %p",
	"plist/All Legal/all_legal %m",
	"string/Captures Black/captures black",
	"string/Captures White/captures white",
	"string/Rules/goref-rules",
	"none/Clear Agreed Status/goref-clear_status",
	"none/Mark Chain Dead/goref-set_status dead %p",
	"none/Mark Chain Alive/goref-set_status alive %p",
	NULL,
};

/* Arguments: none.  Fails: never.  Returns: GoGui analyze commands, one
 * type/label/command a line. */
enum gtp_status
cmd_gogui_analyze_commands(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	t->gogui = true; /* GoGui asks this on attaching: it reads live gfx on stderr */
	(void)argc;
	(void)argv;
	for (int i = 0; analyze_commands[i]; i++)
		gtp_printf(s, "%s%s", i ? "\n" : "", analyze_commands[i]);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: nothing. Says that a "# interrupt" line
 * on the input stops a long command (genmove, reg_genmove, *-genmove_analyze,
 * goref-gfx_playouts and the search gfx) with its result so far. GoGui asks it on
 * attaching: from then on genmove draws its thinking as live gfx on stderr. */
enum gtp_status
cmd_gogui_interrupt(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)s;
	t->gogui = true;
	(void)argc;
	(void)argv;
	return GTP_OK;
}

/* Parses "b", "w" or "e"/"empty" for gogui-setup. */
static bool
arg_setup_color(const char *text, enum color *out)
{
	if (strcmp(text, "e") == 0 || strcmp(text, "E") == 0 || strcmp(text, "empty") == 0) {
		*out = COLOR_EMPTY;
		return true;
	}
	return arg_color(text, out);
}

/*
 * Builds trial as the setup position of e's game changed by (colour, point) pairs:
 * the stones wanted are placed on an empty board in any order (a position whose
 * chains all have liberties can be built stone by stone in any order). False, with
 * the reason on stderr, when a pair does not parse or the position is not legal.
 */
static bool
build_setup(struct table *t, int argc, char **argv, struct game *trial)
{
	uint8_t want[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(&t->game.board, points);

	for (int i = 0; i < n; i++)
		want[points[i]] = (uint8_t)board_at(&t->game.board, points[i]);
	for (int i = 0; i + 1 < argc; i += 2) {
		enum color color;
		coord_t at;
		if (!arg_setup_color(argv[i], &color) || !arg_stone(t, argv[i + 1], &at))
			return false;
		want[at] = (uint8_t)color;
	}
	game_clear(trial, game_size(&t->game));
	trial->handicap = t->game.handicap;
	trial->setup_to_move = t->game.setup_to_move;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (want[p] != COLOR_EMPTY && !game_place_setup(trial, (enum color)want[p], p)) {
			char text[COORD_TEXT_MAX];
			coord_format(p, text);
			gtp_detail("setup refused at %s: a chain would have no liberty", text);
			return false;
		}
	}
	return true;
}

/* Arguments: (color vertex)... with color b, w or e (empty).  Fails: syntax error;
 * "setup after moves" once a move was played; "illegal setup" for a position with a
 * chain without liberties. Returns: nothing. Setup stones are not moves: no turn
 * passes and no pass stone is handed over. All or nothing. */
enum gtp_status
cmd_gogui_setup(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct game trial;

	if (argc % 2 != 0) {
		gtp_detail("gogui-setup takes colour-vertex pairs");
		return gtp_fail(s, "syntax error");
	}
	for (int i = 0; i + 1 < argc; i += 2) {
		enum color color;
		coord_t at;
		if (!arg_setup_color(argv[i], &color) || !arg_stone(t, argv[i + 1], &at))
			return gtp_fail(s, "syntax error");
	}
	if (t->game.n_moves != 0) {
		gtp_detail("setup stones go before the first move (clear_board first)");
		return gtp_fail(s, "setup after moves");
	}
	if (!game_copy(&trial, &t->game))
		return gtp_fail(s, "out of memory");
	if (!build_setup(t, argc, argv, &trial)) {
		game_free(&trial);
		return gtp_fail(s, "illegal setup");
	}
	game_free(&t->game);
	t->game = trial;
	table_position_changed(t);
	return GTP_OK;
}

/* Arguments: color.  Fails: syntax error; "setup after moves" once a move was
 * played.  Returns: nothing. Sets who moves first from the setup position. */
enum gtp_status
cmd_gogui_setup_player(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	if (t->game.n_moves != 0) {
		gtp_detail("the first player is set before the first move");
		return gtp_fail(s, "setup after moves");
	}
	t->game.setup_to_move = (uint8_t)color;
	table_position_changed(t);
	return GTP_OK;
}

/* Plays the (colour, vertex) pairs on g; false at the first that fails, with why on
 * stderr and *why set to the GTP error. */
static bool
play_pairs(struct table *t, struct game *g, int argc, char **argv, const char **why)
{
	for (int i = 0; i + 1 < argc; i += 2) {
		enum color color;
		coord_t at;
		enum move_result r;

		if (!arg_color(argv[i], &color) || !arg_vertex(t, argv[i + 1], &at)) {
			*why = "syntax error";
			return false;
		}
		r = game_play(g, color, at);
		if (r != MOVE_OK) {
			gtp_detail("illegal move %s %s (move %d of the sequence): %s",
				   color_name(color), argv[i + 1], i / 2 + 1, move_result_text(r));
			*why = "illegal move";
			return false;
		}
	}
	return true;
}

/* Arguments: (color vertex)...  Fails: syntax error, illegal move.  Returns: nothing.
 * Plays the moves in order, all or nothing: when one fails, nothing has changed. */
enum gtp_status
cmd_gogui_play_sequence(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct game trial;
	const char *why = NULL;

	if (argc % 2 != 0) {
		gtp_detail("gogui-play_sequence takes colour-vertex pairs");
		return gtp_fail(s, "syntax error");
	}
	if (!game_copy(&trial, &t->game))
		return gtp_fail(s, "out of memory");
	if (!play_pairs(t, &trial, argc, argv, &why)) {
		game_free(&trial);
		return gtp_fail(s, why);
	}
	game_free(&t->game);
	t->game = trial;
	if (argc > 0)
		table_position_changed(t);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: Go (the game GoGui's ruler referees). */
enum gtp_status
cmd_gogui_rules_game_id(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)t;
	(void)argc;
	(void)argv;
	gtp_printf(s, "Go");
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: the board, top row first, one row a
 * line: X black, O white, . empty (nothing else, so GoGui can read it back). */
enum gtp_status
cmd_gogui_rules_board(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	int size = game_size(&t->game);

	(void)argc;
	(void)argv;
	for (int row = size - 1; row >= 0; row--) {
		for (int col = 0; col < size; col++) {
			enum color c = board_at(&t->game.board, coord_make(row, col));
			gtp_printf(s, "%s%c", col ? " " : "",
				   c == COLOR_BLACK ? 'X' : c == COLOR_WHITE ? 'O' : '.');
		}
		gtp_printf(s, "\n");
	}
	return GTP_OK;
}

/*
 * Arguments: none.  Fails: board size unknown.  Returns: the board size. Offered
 * when goref was started with --boardsize (GoGui adopts this size at attach,
 * gtp/main.c), and to GoGui's ruler without it, to fail: GoGui never tells its
 * ruler the size, and shows this error in a dialog as it attaches the ruler, so
 * the user learns why the ruler's board would not be the game's.
 */
enum gtp_status
cmd_gogui_rules_board_size(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (!t->size_fixed) {
		gtp_detail("as GoGui's ruler goref must be started with the game's size: "
			   "goref --boardsize N");
		return gtp_fail(s, "board size unknown: GoGui does not send it to its ruler; "
				   "start goref with --boardsize N (the game's size)");
	}
	gtp_printf(s, "%d", game_size(&t->game));
	return GTP_OK;
}

/*
 * Arguments: none.  Fails: never.  Returns: every command offered, one a line.
 * GoGui attaching goref as its ruler (Game > Rules) opens the session with
 * list_commands, where attaching a program opens it with name and
 * protocol_version; only a ruler started without --boardsize is then offered
 * gogui-rules_board_size, whose answer tells the user to start it with the size.
 */
enum gtp_status
cmd_list_commands(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	if (!t->size_fixed && s->commands_seen == 1)
		gtp_hide(s, "gogui-rules_board_size", false);
	return gtp_cmd_list_commands(s, t, argc, argv);
}

/* White owes the closing pass: the rules have White move last and the last two
 * turns were White's pass, then Black's (doc/rules.md §5: W pass, B pass does not end
 * play). */
static bool
white_owes_closing_pass(const struct game *g)
{
	return g->rules.white_last && game_last_passes(g, COLOR_WHITE, COLOR_BLACK);
}

/* Arguments: none.  Fails: never.  Returns: the legal moves of the side to move,
 * then pass; only pass when White owes the closing pass; nothing once play has
 * ended (GoGui then asks for the result). */
enum gtp_status
cmd_gogui_rules_legal_moves(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct game *g = &t->game;
	enum color mover = game_to_move(g);
	int size = game_size(g);

	(void)argc;
	(void)argv;
	if (game_ended(g))
		return GTP_OK;
	if (!white_owes_closing_pass(g))
		for (int row = size - 1; row >= 0; row--)
			for (int col = 0; col < size; col++) {
				coord_t at = coord_make(row, col);
				if (game_check_move(g, mover, at) != MOVE_OK)
					continue;
				print_vertex(s, at);
				gtp_printf(s, " ");
			}
	gtp_printf(s, "pass");
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: black or white. */
enum gtp_status
cmd_gogui_rules_side_to_move(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	gtp_printf(s, "%s", color_name(game_to_move(&t->game)));
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: "W B": the white stones Black holds
 * and the black stones White holds, pass stones included (GoGui's order). */
enum gtp_status
cmd_gogui_rules_captured_count(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	gtp_printf(s, "%d %d", t->game.prisoners[COLOR_BLACK], t->game.prisoners[COLOR_WHITE]);
	return GTP_OK;
}

/* One side of the readable result in the rules' terms: territory + prisoners
 * (+ komi) = total, or stones + territory (+ komi + handicap bonus + button) = total. */
static void
print_total(struct gtp_session *s, const struct score *sc, enum color c)
{
	int prisoners = sc->captures[c] + sc->dead[c] + sc->pass_stones[c] + sc->implied_stones[c];

	gtp_printf(s, "%s", c == COLOR_BLACK ? "Black" : "White");
	if (sc->by_area)
		gtp_printf(s, " %d stones + %d territory", sc->alive_stones[c], sc->territory[c]);
	else
		gtp_printf(s, " %d territory + %d prisoner%s", sc->territory[c], prisoners,
			   prisoners == 1 ? "" : "s");
	if (c == COLOR_WHITE)
		gtp_printf(s, " + %g komi", sc->komi);
	if (sc->by_area && c == COLOR_WHITE && sc->handicap_bonus)
		gtp_printf(s, " + %d handicap", sc->handicap_bonus);
	if (sc->by_area && sc->button[c] != 0)
		gtp_printf(s, " + %g button", sc->button[c]);
	gtp_printf(s, " = %g", sc->by_area ? sc->area_total[c] : sc->total[c]);
}

/* Arguments: none.  Fails: never.  Returns: one readable line: the result (W+2.5,
 * B+3, or 0 for a draw), then both totals; "play not ended" adds that the closing
 * passes still owed were counted (doc/rules.md §5). */
enum gtp_status
cmd_gogui_rules_final_result(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct score sc;
	char text[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	table_score(t, &sc);
	score_result_text(sc.margin, text);
	gtp_printf(s, "%s: ", text);
	print_total(s, &sc, COLOR_BLACK);
	gtp_printf(s, "; ");
	print_total(s, &sc, COLOR_WHITE);
	if (!sc.ended)
		gtp_printf(s, " (play not ended: %d closing pass%s counted)", sc.implied_passes,
			   sc.implied_passes == 1 ? "" : "es");
	return GTP_OK;
}
