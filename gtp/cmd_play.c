/*
 * cmd_play.c -- moves: play, generate, take back. A move after play has ended
 * resumes play (doc/rules.md §6) and forgets the agreed marks.
 */
#include "gtp/commands.h"

#include "engine/search/light_player.h"
#include "gtp/table.h"
#include "gtp/think.h"

/* Plays a checked move; on refusal, the reason to stderr and GTP's "illegal move". */
static enum gtp_status
play_or_refuse(struct gtp_session *s, struct table *t, enum color color, coord_t at)
{
	enum move_result r = game_play(&t->game, color, at);
	char vertex[COORD_TEXT_MAX];

	if (r != MOVE_OK) {
		coord_format(at, vertex);
		gtp_detail("illegal move %s %s: %s", color_name(color), vertex, move_result_text(r));
		return gtp_fail(s, "illegal move");
	}
	table_position_changed(t);
	return GTP_OK;
}

/*
 * GoGui's ruler echo: the move just played, sent again after gogui-rules_* queries
 * only (the caller checks that). GoGui 1.6 replays the game to its ruler, queries it, then sends the last
 * move once more; as a real move a repeated pass would hand over a second pass
 * stone and turn the turn back.
 */
static bool
is_ruler_echo(const struct table *t, enum color color, coord_t at)
{
	const struct move *last = game_last_move(&t->game);

	return last && last->color == color && last->at == at;
}

/* Arguments: color vertex.  Fails: syntax error, illegal move.  Returns: nothing.
 * The same colour may move twice (GTP v2); a pass hands the opponent a pass stone.
 * GoGui's ruler echo of the last move (see is_ruler_echo) changes nothing. */
enum gtp_status
cmd_play(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	bool echo_possible = s->since_play == SINCE_PLAY_RULES_QUERIES;
	enum color color;
	coord_t at;

	(void)argc;
	s->since_play = SINCE_PLAY_OTHER; /* until a move is accepted; one echo per move */
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	switch (coord_parse(argv[1], game_size(&t->game), &at)) {
	case COORD_PARSE_OK:
		break;
	case COORD_PARSE_OFF_BOARD:
		gtp_detail("illegal move: %.40s is off the board", argv[1]);
		return gtp_fail(s, "illegal move");
	case COORD_PARSE_SYNTAX:
		gtp_detail("not a vertex: %.40s", argv[1]);
		return gtp_fail(s, "syntax error");
	}
	if (echo_possible && is_ruler_echo(t, color, at))
		return GTP_OK;
	if (play_or_refuse(s, t, color, at) != GTP_OK)
		return GTP_FAIL;
	s->since_play = SINCE_PLAY_NOTHING;
	return GTP_OK;
}

/* Plays the move goref chose and answers its vertex. */
static enum gtp_status
play_chosen(struct gtp_session *s, struct table *t, enum color color, coord_t at)
{
	if (play_or_refuse(s, t, color, at) != GTP_OK)
		return GTP_FAIL;
	print_vertex(s, at);
	return GTP_OK;
}

/* Arguments: color.  Fails: syntax error.  Returns: the vertex played, pass, or resign
 * (the search's choice; nothing is played on resign). */
enum gtp_status
cmd_genmove(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;
	coord_t at;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	at = table_think(t, s, color, NULL, true);
	if (at == SEARCH_RESIGN) {
		gtp_printf(s, "resign");
		return GTP_OK;
	}
	return play_chosen(s, t, color, at);
}

/* Arguments: color.  Fails: syntax error.  Returns: the vertex played.
 * Like genmove, but goes on capturing the stones judged dead instead of passing
 * (KGS's cleanup phase after a dispute). */
enum gtp_status
cmd_kgs_genmove_cleanup(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;
	double start = table_now();
	coord_t at;

	(void)argc;
	if (!arg_color(argv[0], &color))
		return gtp_fail(s, "syntax error");
	at = light_player_cleanup(&t->game, color, table_statuses(t), &t->rng);
	table_clock_charge(t, color, table_now() - start); /* a move of the game */
	return play_chosen(s, t, color, at);
}

/* Arguments: none.  Fails: cannot undo.  Returns: nothing. */
enum gtp_status
cmd_undo(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)argc;
	(void)argv;
	if (!game_undo(&t->game))
		return gtp_fail(s, "cannot undo");
	table_position_changed(t);
	return GTP_OK;
}

/* Arguments: [moves] (default 1, GNU Go).  Fails: syntax error, cannot undo (when fewer
 * moves were played; then nothing is taken back).  Returns: nothing. */
enum gtp_status
cmd_gg_undo(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	int n = 1;

	if (argc == 1 && (!gtp_parse_int(argv[0], &n) || n < 0))
		return gtp_fail(s, "syntax error");
	if (!game_undo_moves(&t->game, (size_t)n))
		return gtp_fail(s, "cannot undo");
	if (n > 0)
		table_position_changed(t);
	return GTP_OK;
}
