/*
 * cmd_score.c -- the end of the game: the judgement of dead stones and seki
 * (with the players' agreed marks on top), the count, and its breakdown.
 */
#include "gtp/commands.h"

#include <string.h>

#include "engine/judge/status.h"
#include "gtp/table.h"

/* Arguments: none.  Fails: never.  Returns: the result, e.g. W+2.5, B+3, or 0.
 * Scores as if the closing passes the rules still require were played (doc/rules.md §5). */
enum gtp_status
cmd_final_score(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct score sc;
	char text[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	table_score(t, &sc);
	score_result_text(sc.margin, text);
	gtp_printf(s, "%s", text);
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: GNU Go's estimate_score form,
 * "B+12.5 (upper bound: -3.5, lower: -21.5)": final_score's result, and bounds on
 * the final result as White's lead, as GNU Go gives them (Black's lead between
 * 3.5 and 21.5 here). Equal to the result for a count (play ended, nothing open). */
enum gtp_status
cmd_estimate_score(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct estimate *e = table_estimate(t);
	char text[SCORE_TEXT_MAX], upper[SCORE_TEXT_MAX], lower[SCORE_TEXT_MAX];

	(void)argc;
	(void)argv;
	score_result_text(e->margin, text);
	score_format_number(-e->lower, upper);
	score_format_number(-e->upper, lower);
	gtp_printf(s, "%s (upper bound: %s, lower: %s)", text, upper, lower);
	return GTP_OK;
}

/* The GTP word for the status of a point: a stone's status, or whose territory. */
static const char *
status_word(const struct board *b, coord_t at, const uint8_t status[BOARD_MAX_POINTS],
	    const uint8_t owner[BOARD_MAX_POINTS])
{
	if (board_at(b, at) != COLOR_EMPTY)
		return status[at] == STATUS_DEAD ? "dead" : status[at] == STATUS_SEKI ? "seki" : "alive";
	return owner[at] == COLOR_BLACK ? "black_territory"
	       : owner[at] == COLOR_WHITE ? "white_territory"
					  : "dame";
}

/* Arguments: vertex.  Fails: syntax error.  Returns: alive, dead, seki, black_territory,
 * white_territory or dame (GNU Go). */
enum gtp_status
cmd_final_status(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct estimate *e;
	coord_t at;

	(void)argc;
	if (!arg_stone(t, argv[0], &at))
		return gtp_fail(s, "syntax error");
	e = table_estimate(t);
	gtp_printf(s, "%s", status_word(&t->game.board, at, e->status, e->owner));
	return GTP_OK;
}

/* Arguments: alive|dead|seki (or black_territory|white_territory|dame).  Fails: syntax
 * error.  Returns: one chain a line (GNU Go's shape), or the territory points on one line. */
enum gtp_status
cmd_final_status_list(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const char *wanted = argv[0];
	const struct board *b = &t->game.board;
	static const char *const words[] = { "alive", "dead", "seki", "black_territory",
					     "white_territory", "dame", NULL };
	const struct estimate *e;
	uint8_t printed[BOARD_MAX_POINTS] = { 0 };
	int size = game_size(&t->game), lines = 0, known = 0;
	bool territory;

	(void)argc;
	while (words[known] && strcmp(words[known], wanted) != 0)
		known++;
	if (!words[known])
		return gtp_fail(s, "syntax error");
	territory = known >= 3;
	e = table_estimate(t);
	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++) {
			coord_t at = coord_make(row, col), stone;
			if (printed[at] || strcmp(status_word(b, at, e->status, e->owner), wanted) != 0)
				continue;
			if (territory) {
				gtp_printf(s, "%s", lines++ ? " " : "");
				print_vertex(s, at);
				continue;
			}
			gtp_printf(s, "%s", lines++ ? "\n" : "");
			stone = at;
			do { /* the whole chain on one line */
				printed[stone] = 1;
				print_vertex(s, stone);
				stone = board_next_stone(b, stone);
				gtp_printf(s, "%s", stone != at ? " " : "");
			} while (stone != at);
		}
	return GTP_OK;
}

/* One colour's line of goref-score under territory counting: territory and the
 * prisoners (pass stones only where the rules hand them over), komi, the total,
 * and the area count beside it. */
static void
print_territory_side(struct gtp_session *s, const struct game *g, const struct score *sc,
		     enum color c)
{
	gtp_printf(s, "%s: territory %d, captures %d, dead %d", color_name(c), sc->territory[c],
		   sc->captures[c], sc->dead[c]);
	if (g->rules.pass_stones)
		gtp_printf(s, ", pass stones %d, implied pass stones %d", sc->pass_stones[c],
			   sc->implied_stones[c]);
	if (c == COLOR_WHITE)
		gtp_printf(s, ", komi %g", sc->komi);
	gtp_printf(s, ", total %g; area %d (stones %d + territory %d)\n", sc->total[c], sc->area[c],
		   sc->alive_stones[c], sc->territory[c]);
}

/* One colour's line under area counting: stones and territory, komi, the handicap
 * bonus and the button where the rules have them, the total; then the prisoners. */
static void
print_area_side(struct gtp_session *s, const struct game *g, const struct score *sc, enum color c)
{
	gtp_printf(s, "%s: area %d (stones %d + territory %d)", color_name(c), sc->area[c],
		   sc->alive_stones[c], sc->territory[c]);
	if (c == COLOR_WHITE)
		gtp_printf(s, ", komi %g", sc->komi);
	if (c == COLOR_WHITE && sc->handicap_bonus)
		gtp_printf(s, ", handicap bonus %d", sc->handicap_bonus);
	if (sc->button[c] != 0)
		gtp_printf(s, ", button %g", sc->button[c]);
	gtp_printf(s, ", total %g; captures %d, dead %d", sc->area_total[c], sc->captures[c],
		   sc->dead[c]);
	if (g->rules.pass_stones)
		gtp_printf(s, ", pass stones %d, implied pass stones %d", sc->pass_stones[c],
			   sc->implied_stones[c]);
	gtp_printf(s, "\n");
}

/* Arguments: none.  Fails: never.  Returns: the breakdown per colour in the terms of
 * the rules (territory counting: territory, captures, dead stones, pass stones and
 * implied closing pass stones where the rules have them, komi; area counting: stones,
 * territory, komi, handicap bonus, button), whether play has ended or which closing
 * passes were implied, the result by the other count, and the result. */
enum gtp_status
cmd_goref_score(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	const struct estimate *e = table_estimate(t);
	struct score sc = e->score;
	char text[SCORE_TEXT_MAX], other_text[SCORE_TEXT_MAX];
	enum color mover = game_to_move(&t->game);

	(void)argc;
	(void)argv;
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
		if (sc.by_area)
			print_area_side(s, &t->game, &sc, (enum color)c);
		else
			print_territory_side(s, &t->game, &sc, (enum color)c);
	gtp_printf(s, "dame %d\n", sc.dame);
	if (sc.ended) {
		gtp_printf(s, "play has ended\n");
	} else {
		gtp_printf(s, "play has not ended; implied closing passes:");
		for (int i = 0; i < sc.implied_passes; i++, mover = color_other(mover))
			gtp_printf(s, " %c pass", color_letter(mover));
		gtp_printf(s, "\n");
	}
	if (!e->counted) {
		char lower[SCORE_TEXT_MAX], upper[SCORE_TEXT_MAX];
		score_result_text(e->lower, lower);
		score_result_text(e->upper, upper);
		gtp_printf(s,
		           "an estimate: area still open, counted for the side that owns it in "
		           "most of %d playouts, the dame shared as they were (worth %+g to "
		           "Black); the result between %s and %s\n",
		           e->playouts, e->shared, lower, upper);
	}
	score_result_text(sc.margin, text);
	score_result_text(sc.by_area ? sc.territory_margin : sc.area_margin, other_text);
	gtp_printf(s, "%s result %s\nresult %s", sc.by_area ? "territory" : "area", other_text,
		   text);
	return GTP_OK;
}

/* Arguments: dead|alive vertex.  Fails: syntax error, vertex must not be empty.
 * Returns: nothing. Marks the whole chain, overriding the judgement until the
 * position changes or goref-clear_status. */
enum gtp_status
cmd_goref_set_status(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum mark mark;
	coord_t at;

	(void)argc;
	if (strcmp(argv[0], "dead") == 0)
		mark = MARK_DEAD;
	else if (strcmp(argv[0], "alive") == 0)
		mark = MARK_ALIVE;
	else
		return gtp_fail(s, "syntax error");
	if (!arg_stone(t, argv[1], &at))
		return gtp_fail(s, "syntax error");
	if (!table_mark_chain(t, at, mark))
		return gtp_fail(s, "vertex must not be empty");
	return GTP_OK;
}

/* Arguments: none.  Fails: never.  Returns: nothing. Forgets every mark. */
enum gtp_status
cmd_goref_clear_status(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	(void)s;
	(void)argc;
	(void)argv;
	table_clear_marks(t);
	return GTP_OK;
}
