/*
 * think.c -- the search's limits for one genmove and the move it leads to.
 */
#include "gtp/think.h"

#include "engine/endgame.h"
#include "engine/game.h"
#include "engine/genmove.h"
#include "gtp/engine.h"

/*
 * The limits of color's next search: --playouts and --time when given (both:
 * whichever comes first), else THINK_DEFAULT_SECONDS.
 */
void
engine_think_limits(const struct engine *e, enum color color, struct search_limits *out)
{
	(void)color;
	out->playouts = e->playouts;
	out->seconds = e->move_time;
	if (out->playouts <= 0 && out->seconds <= 0)
		out->seconds = THINK_DEFAULT_SECONDS;
}

/*
 * The move goref plays for color: the search's choice (a point, COORD_PASS or
 * SEARCH_RESIGN), then the end-of-game rules when a pass is in the air. Without
 * memory for a search, the light player of genmove.c answers instead.
 */
coord_t
engine_think(struct engine *e, enum color color, const atomic_bool *stop)
{
	struct search_limits limits;
	coord_t move;

	if (!e->search)
		e->search = search_new(&e->search_config);
	if (!e->search)
		return genmove_choose(&e->game, color, &e->rng);
	engine_think_limits(e, color, &limits);
	move = search_run(e->search, &e->game, color, &limits, 0, NULL, NULL, stop);
	if (move == SEARCH_RESIGN)
		return move;
	/* The end-of-game rules need the judgement (milliseconds of playouts):
	 * ask for it only when a pass is in the air. */
	const struct move *last = game_last_move(&e->game);
	double winrate = search_best_winrate(e->search);
	if (move == COORD_PASS || (last && last->at == COORD_PASS) ||
	    winrate >= ENDGAME_SAFE_WINRATE || winrate <= 1 - ENDGAME_SAFE_WINRATE ||
	    endgame_closed(&e->game, NULL))
		move = endgame_decide(&e->game, color, engine_statuses(e), e->seed, move, winrate);
	return move;
}
