/*
 * table.c -- the table around the game: the judgement and the estimate of the
 * result, with the players' marks applied on top, cached per position.
 */
#include "gtp/table.h"

#include <string.h>

#include "engine/judge/status.h"

/* A fresh table: an empty board of the given size, komi, simple ko. */
void
table_init(struct table *t, int size, double komi, uint64_t seed)
{
	memset(t, 0, sizeof(*t));
	game_init(&t->game, size, komi);
	t->seed = seed;
	t->rng = seed;
	t->search_config.threads = 1;
	t->search_config.max_memory = (size_t)TABLE_DEFAULT_MAX_MEMORY_MB << 20;
	t->search_config.seed = seed;
	t->search_config.resign_winrate = TABLE_DEFAULT_RESIGN;
}

void
table_free(struct table *t)
{
	game_free(&t->game);
	search_free(t->search);
	t->search = NULL;
}

/* Forgets every agreed mark. */
void
table_clear_marks(struct table *t)
{
	if (t->marked)
		memset(t->marks, MARK_NONE, sizeof(t->marks));
	t->marked = false;
}

/*
 * Call after anything changes the position: the marks agreed for the old position
 * no longer apply (doc/rules.md §6: resuming play clears them) and the cache is stale.
 */
void
table_position_changed(struct table *t)
{
	table_clear_marks(t);
	t->status_key = 0;
	t->estimate_key = 0;
}

/* A key for the judgement cache: the position, whose turn, and the seed. */
static uint64_t
status_key(const struct table *t)
{
	uint64_t key = t->game.board.hash ^ (t->seed * 0x9e3779b97f4a7c15ULL);

	key ^= (uint64_t)game_to_move(&t->game) << 62;
	key ^= (uint64_t)t->game.board.size << 56;
	return key ? key : 1;
}

/* A stone's status with the players' mark on it: dead where they agreed it dead,
 * alive where they agreed it alive and it was judged dead (seki stays seki). */
static uint8_t
marked_status(enum mark mark, uint8_t judged)
{
	if (mark == MARK_DEAD)
		return STATUS_DEAD;
	if (mark == MARK_ALIVE && judged == STATUS_DEAD)
		return STATUS_ALIVE;
	return judged;
}

/*
 * The status of every stone: the judgement, overridden chain by chain by the
 * players' marks; every stone alive where the rules say so (game_all_stones_alive:
 * Tromp-Taylor, or an AGA-style resumption of two passes). The array belongs to the
 * table and is valid until the next call.
 */
const uint8_t *
table_statuses(struct table *t)
{
	uint64_t key = status_key(t);

	if (game_all_stones_alive(&t->game)) {
		/* Tromp-Taylor, or an AGA-style resumption that was two passes: every
		 * stone on the board counts; no judgement, no marks */
		memset(t->status, STATUS_ALIVE, sizeof(t->status));
		memset(t->unsettled, 0, sizeof(t->unsettled));
		return t->status;
	}
	if (t->status_key != key) {
		status_judge_unsettled(&t->game, t->seed, t->judged, t->unsettled);
		t->status_key = key;
	}
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		t->status[i] = marked_status((enum mark)t->marks[i], t->judged[i]);
	return t->status;
}

/* Marks the whole chain through stone (doc/rules.md §6 agreement); false on an empty point. */
bool
table_mark_chain(struct table *t, coord_t stone, enum mark mark)
{
	const struct board *b = &t->game.board;
	coord_t s = stone;

	if (!board_on(b, stone) || board_at(b, stone) == COLOR_EMPTY)
		return false;
	t->marked = true;
	do {
		t->marks[s] = (uint8_t)mark;
		s = board_next_stone(b, s);
	} while (s != stone);
	return true;
}

/*
 * The marks applied to an estimate: a marked chain takes its status, and its
 * points go to whoever it then belongs to.
 */
static void
apply_marks(const struct table *t, struct estimate *e)
{
	const struct board *b = &t->game.board;

	for (int p = 0; p < BOARD_MAX_POINTS; p++) {
		enum color stone = board_at(b, p);
		if (t->marks[p] == MARK_NONE || stone == COLOR_EMPTY)
			continue;
		e->status[p] = marked_status((enum mark)t->marks[p], e->status[p]);
		e->owner[p] = e->status[p] == STATUS_DEAD ? color_other(stone) : stone;
	}
	if (e->counted)
		score_territory(&t->game, e->status, e->owner);
}

/*
 * e counted again as the game stands now (komi, the rules, pass stones may have
 * changed since it was cached) with its owners: a count's are its regions
 * (score_territory()), an estimate's the playouts'; the bounds keep their
 * distance from the margin.
 */
static void
recount(const struct table *t, struct estimate *e)
{
	double below = e->margin - e->lower, above = e->upper - e->margin;

	score_count_owned(&t->game, e->status, e->owner, &e->score);
	estimate_add_shared(e);
	e->lower = e->margin - below;
	e->upper = e->margin + above;
}

/*
 * What the count commands answer (final_score, final_status_list, goref-score,
 * estimate_score, GoGui's pictures of the count): the estimate of the game as it
 * stands (estimate_game(): the count where play has ended or nothing is left
 * open, the playouts' estimate before), with the players' marks; where the rules
 * count every stone on the board (game_all_stones_alive()) that count. The
 * statuses and owners are cached per position and seed, the count is made
 * anew. Valid until the next call.
 */
const struct estimate *
table_estimate(struct table *t)
{
	bool all_alive = game_all_stones_alive(&t->game), ended = game_ended(&t->game);
	uint64_t key = status_key(t) ^ (uint64_t)ended << 61 ^ (uint64_t)all_alive << 60;

	if (t->estimate_key != key) {
		if (all_alive)
			estimate_count(&t->game, t->seed, &t->estimate);
		else
			estimate_game(&t->game, t->seed, &t->estimate);
		t->estimate_key = key;
	}
	t->marked_estimate = t->estimate;
	if (t->marked)
		apply_marks(t, &t->marked_estimate);
	recount(t, &t->marked_estimate);
	return &t->marked_estimate;
}

/* Counts the game as table_estimate() does: the count, or the estimate's count. */
void
table_score(struct table *t, struct score *s)
{
	*s = table_estimate(t)->score;
}
