/*
 * think.c -- the search's limits for one genmove (the clock's budget from
 * gtp/clock.c, --playouts, --time) and the move it leads to.
 */
#include "gtp/think.h"

#include "engine/rules/game.h"
#include "engine/search/endgame.h"
#include "engine/search/light_player.h"
#include "gtp/table.h"

/*
 * The limits of color's next search: --playouts N bounds the playouts, and
 * then time bounds it only under a clock or with --time (so that a playout
 * count with a seed gives the same move every time); otherwise the thinking
 * time decides.
 */
void
table_think_limits(const struct table *t, enum color color, struct search_limits *out)
{
	out->playouts = t->playouts;
	table_think_seconds(t, color, &out->seconds, &out->max_seconds);
	if (t->playouts > 0 && !timectl_has_clock(&t->time) && t->move_time <= 0)
		out->seconds = out->max_seconds = 0;
}

/*
 * The move goref plays for color: the search's choice (a point, COORD_PASS or
 * SEARCH_RESIGN), then the end-of-game rules when a pass is in the air. Without
 * memory for a search, the light player (engine/search/light_player.c) answers instead. GoGui's
 * interrupt stops the search early with its best move so far; analysis (may
 * be NULL) streams analysis lines on s while it thinks. play: the move is for
 * the game, so its time is charged to color's clock.
 */
coord_t
table_think(struct table *t, struct gtp_session *s, enum color color,
	     const struct analysis_options *analysis, bool play)
{
	struct search_limits limits;
	double start = table_now(), winrate;
	const struct move *last = game_last_move(&t->game);
	bool pass_in_air;
	coord_t move;

	if (!table_search(t))
		return light_player_move(&t->game, color, &t->rng);
	/*
	 * Once regions close, the search counts the points the judgement settles
	 * as the referee does (table_search_live), and with a pass in the air the
	 * end-of-game rules read it too: the judgement comes first, and its time
	 * (tens of ms on 9x9, up to a tenth of a second on 19x19) is taken from the
	 * move's budget: the clock counts it all.
	 */
	pass_in_air = (last && last->at == COORD_PASS) || endgame_closed(&t->game, NULL);
	if (pass_in_air || table_regions_closing(t))
		(void)table_statuses(t); /* cached for the search and endgame_decide below */
	table_think_limits(t, color, &limits);
	if (limits.seconds > 0) {
		double spent = table_now() - start;
		limits.seconds -= spent;
		limits.max_seconds -= spent;
		if (limits.seconds < THINK_MIN_SECONDS)
			limits.seconds = THINK_MIN_SECONDS;
	}
	move = table_search_live(t, s, color, &limits, analysis, false, NULL);
	winrate = search_best_winrate(t->search);
	/*
	 * A lost game whose end is on the table (a pass in the air, or nothing left
	 * to play by the judgement) ends by the count, as the referee would have
	 * it: the search's resignation becomes its pass, for the rules below.
	 */
	if (move == SEARCH_RESIGN && (pass_in_air || endgame_closed(&t->game, table_statuses(t))))
		move = COORD_PASS;
	if (move != SEARCH_RESIGN &&
	    (pass_in_air || move == COORD_PASS || winrate >= ENDGAME_SAFE_WINRATE ||
	     winrate <= 1 - ENDGAME_SAFE_WINRATE))
		move = endgame_decide(&t->game, color, table_statuses(t), t->seed, move, winrate);
	if (play) {
		table_clock_charge(t, color, table_now() - start);
		t->ponder_due = move != SEARCH_RESIGN; /* --ponder: the opponent's turn to think on */
	}
	return move;
}
