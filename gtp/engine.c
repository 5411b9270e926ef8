/*
 * engine.c -- the session state around the game: the judgement with the players'
 * marks applied on top, cached per position.
 */
#include "gtp/engine.h"

#include <string.h>

#include "engine/judge/status.h"

/* A fresh engine: an empty board of the given size, komi, simple ko. */
void
engine_init(struct engine *e, int size, double komi, uint64_t seed)
{
	memset(e, 0, sizeof(*e));
	game_init(&e->game, size, komi);
	e->seed = seed;
	e->rng = seed;
	e->search_config.threads = 1;
	e->search_config.max_memory = (size_t)ENGINE_DEFAULT_MAX_MEMORY_MB << 20;
	e->search_config.seed = seed;
	e->search_config.resign_winrate = ENGINE_DEFAULT_RESIGN;
}

void
engine_free(struct engine *e)
{
	game_free(&e->game);
	search_free(e->search);
	e->search = NULL;
}

/* Forgets every agreed mark. */
void
engine_clear_marks(struct engine *e)
{
	if (e->marked)
		memset(e->marks, MARK_NONE, sizeof(e->marks));
	e->marked = false;
}

/*
 * Call after anything changes the position: the marks agreed for the old position
 * no longer apply (doc/rules.md §6: resuming play clears them) and the cache is stale.
 */
void
engine_position_changed(struct engine *e)
{
	engine_clear_marks(e);
	e->status_key = 0;
}

/* A key for the judgement cache: the position, whose turn, and the seed. */
static uint64_t
status_key(const struct engine *e)
{
	uint64_t key = e->game.board.hash ^ (e->seed * 0x9e3779b97f4a7c15ULL);

	key ^= (uint64_t)game_to_move(&e->game) << 62;
	key ^= (uint64_t)e->game.board.size << 56;
	return key ? key : 1;
}

/*
 * The status of every stone: the judgement, overridden chain by chain by the
 * players' marks; every stone alive where the rules say so (game_all_stones_alive:
 * Tromp-Taylor, or an AGA-style resumption of two passes). The array belongs to the
 * engine and is valid until the next call.
 */
const uint8_t *
engine_statuses(struct engine *e)
{
	uint64_t key = status_key(e);

	if (game_all_stones_alive(&e->game)) {
		/* Tromp-Taylor, or an AGA-style resumption that was two passes: every
		 * stone on the board counts; no judgement, no marks */
		memset(e->status, STATUS_ALIVE, sizeof(e->status));
		return e->status;
	}
	if (e->status_key != key) {
		status_judge(&e->game, e->seed, e->judged);
		e->status_key = key;
	}
	for (int i = 0; i < BOARD_MAX_POINTS; i++) {
		e->status[i] = e->judged[i];
		if (e->marks[i] == MARK_DEAD)
			e->status[i] = STATUS_DEAD;
		else if (e->marks[i] == MARK_ALIVE && e->judged[i] == STATUS_DEAD)
			e->status[i] = STATUS_ALIVE;
	}
	return e->status;
}

/* Marks the whole chain through stone (doc/rules.md §6 agreement); false on an empty point. */
bool
engine_mark_chain(struct engine *e, coord_t stone, enum mark mark)
{
	const struct board *b = &e->game.board;
	coord_t s = stone;

	if (!board_on(b, stone) || board_at(b, stone) == COLOR_EMPTY)
		return false;
	e->marked = true;
	do {
		e->marks[s] = (uint8_t)mark;
		s = board_next_stone(b, s);
	} while (s != stone);
	return true;
}

/* Counts the game with the current statuses (judgement + marks). */
void
engine_score(struct engine *e, struct score *s)
{
	score_count(&e->game, engine_statuses(e), s);
}
