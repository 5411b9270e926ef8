/*
 * invariants.c -- recomputes a game from its setup position and move list and
 * compares every derived field with the incremental state; compares snapshots.
 * Slow on purpose (a full replay per call): for fuzzing and soak tests only.
 */
#include "fuzz/invariants.h"

#include <math.h>
#include <string.h>

/* Same stones, hash and simple-ko ban on two boards of one game. */
static bool
same_position(const struct board *a, const struct board *b)
{
	if (a->size != b->size || a->hash != b->hash || a->ko_point != b->ko_point)
		return false;
	if (a->ko_point != COORD_NONE && a->ko_banned != b->ko_banned)
		return false;
	return memcmp(a->at, b->at, sizeof(a->at)) == 0;
}

/* The fields that do not need a replay: sizes, colours, owned arrays, setup. */
static const char *
check_frame(const struct game *g)
{
	if (g->board.size != g->setup.size)
		return "board and setup sizes differ";
	if (!board_check(&g->board))
		return "board_check failed on the position";
	if (!board_check(&g->setup))
		return "board_check failed on the setup position";
	if (g->setup.ko_point != COORD_NONE)
		return "setup position has a ko ban";
	if (!color_is_player((enum color)g->setup_to_move))
		return "setup_to_move is not a player";
	if (g->n_moves > g->cap_moves)
		return "more moves than capacity";
	if (g->cap_moves > 0 && (!g->moves || !g->hashes))
		return "capacity without arrays";
	if (g->hashes && g->hashes[0] != g->setup.hash)
		return "hashes[0] is not the setup hash";
	if (g->handicap < 0 || g->handicap > g->board.size * g->board.size)
		return "handicap is not a number of points";
	if (!isfinite(g->komi))
		return "komi not finite";
	if (g->rules.ko != KO_SIMPLE && g->rules.ko != KO_POSITIONAL && g->rules.ko != KO_SITUATIONAL)
		return "unknown ko rule";
	return NULL;
}

/* Replays one recorded move on b, checking it was legal there and what it took. */
static const char *
replay_move(const struct rules *rules, const struct move *m, struct board *b, int prisoners[3],
	    int pass_stones[3])
{
	enum color c = (enum color)m->color;
	int captured;

	if (!color_is_player(c))
		return "a recorded move has no player colour";
	if (m->at == COORD_PASS) {
		if (m->captured != 0)
			return "a pass captured stones";
		board_pass(b);
		if (rules->pass_stones) {
			prisoners[color_other(c)]++;
			pass_stones[color_other(c)]++;
		}
		return NULL;
	}
	if (m->captured < 0) {
		if (!rules->suicide || !board_suicide_takes_chain(b, c, m->at))
			return "a recorded suicide the rules do not allow";
		captured = board_play_suicide(b, c, m->at);
		if (captured != -m->captured)
			return "a recorded suicide lost another number of stones";
		prisoners[color_other(c)] += captured;
		return NULL;
	}
	if (board_check_move(b, c, m->at) != MOVE_OK)
		return "a recorded move is illegal on the replayed board";
	captured = board_play(b, c, m->at);
	if (captured != m->captured)
		return "a recorded capture count differs from the replay";
	prisoners[c] += captured;
	return NULL;
}

/* Stones on the board = setup stones + stones played - stones taken off (by the
 * opponent's captures or by the colour's own suicides, both the opponent's prisoners). */
static const char *
check_conservation(const struct game *g)
{
	int placed[3] = {0, 0, 0}, taken[3] = {0, 0, 0}, passes[3] = {0, 0, 0};

	for (size_t i = 0; i < g->n_moves; i++) {
		const struct move *m = &g->moves[i];
		if (m->at == COORD_PASS) {
			passes[m->color]++;
		} else {
			placed[m->color]++;
			if (m->captured < 0)
				taken[m->color] += -m->captured;
			else
				taken[color_other((enum color)m->color)] += m->captured;
		}
	}
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		int other = color_other((enum color)c);
		if (g->board.stones[c] != g->setup.stones[c] + placed[c] - taken[c])
			return "stones on the board do not add up";
		if (g->pass_stones[c] != (g->rules.pass_stones ? passes[other] : 0))
			return "pass stones differ from the opponent's passes";
		if (g->prisoners[c] != taken[other] + g->pass_stones[c])
			return "prisoners differ from captures plus pass stones";
	}
	return NULL;
}

/*
 * Checks every invariant of a game: NULL when it is consistent, else a short
 * description of the first broken one (a static string).
 */
const char *
invariants_game(const struct game *g)
{
	struct board b;
	int prisoners[3] = {0, 0, 0}, pass_stones[3] = {0, 0, 0};
	const char *why = check_frame(g);

	if (why)
		return why;
	b = g->setup;
	for (size_t i = 0; i < g->n_moves; i++) {
		why = replay_move(&g->rules, &g->moves[i], &b, prisoners, pass_stones);
		if (why)
			return why;
		if (g->hashes[i + 1] != b.hash)
			return "hashes[] differ from the replayed positions";
	}
	if (!same_position(&b, &g->board))
		return "the replayed position differs from the board";
	if (memcmp(prisoners, g->prisoners, sizeof(prisoners)) != 0)
		return "prisoners differ from the replay";
	if (memcmp(pass_stones, g->pass_stones, sizeof(pass_stones)) != 0)
		return "pass stones differ from the replay";
	return check_conservation(g);
}

/* Agreed marks sit on stones only, and on whole chains. */
static const char *
check_marks(const struct table *e)
{
	const struct board *b = &e->game.board;

	for (coord_t p = 0; p < BOARD_MAX_POINTS; p++) {
		coord_t s = p;
		if (e->marks[p] == MARK_NONE)
			continue;
		if (e->marks[p] > MARK_ALIVE)
			return "a mark has no meaning";
		if (!e->marked)
			return "a mark is set but marked is false";
		if (!board_on(b, p) || !color_is_player(board_at(b, p)))
			return "a mark on a point without a stone";
		do {
			if (e->marks[s] != e->marks[p])
				return "a mark covers part of a chain";
			s = board_next_stone(b, s);
		} while (s != p);
	}
	return NULL;
}

/* Checks the game and the session state around it; NULL when consistent. */
const char *
invariants_engine(const struct table *e)
{
	const char *why = invariants_game(&e->game);

	if (why)
		return why;
	why = check_marks(e);
	if (why)
		return why;
	if (e->time.main_time < 0 || e->time.period_time < 0 || e->time.period_stones < 0 ||
	    e->time.periods < 0)
		return "negative time settings";
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
		if (e->left[c].count < 0)
			return "negative stones left";
	return NULL;
}

/* Copies what a refused command must not change; false when memory runs out. */
bool
invariants_snapshot_take(const struct table *e, struct invariants_snapshot *s)
{
	memcpy(s->marks, e->marks, sizeof(s->marks));
	s->marked = e->marked;
	s->time = e->time;
	memcpy(s->left, e->left, sizeof(s->left));
	s->seed = e->seed;
	s->rng = e->rng;
	return game_copy(&s->game, &e->game);
}

/* The first difference between two games (position, setup, komi, ko rule, prisoners,
 * moves, hashes), or NULL when they are the same game. */
const char *
invariants_game_diff(const struct game *a, const struct game *b)
{
	if (!same_position(&a->board, &b->board))
		return "the position changed";
	if (!same_position(&a->setup, &b->setup) || a->setup_to_move != b->setup_to_move ||
	    a->handicap != b->handicap)
		return "the setup changed";
	if (a->komi != b->komi || !rules_equal(&a->rules, &b->rules))
		return "komi or the ko rule changed";
	if (memcmp(a->prisoners, b->prisoners, sizeof(a->prisoners)) != 0 ||
	    memcmp(a->pass_stones, b->pass_stones, sizeof(a->pass_stones)) != 0)
		return "prisoners changed";
	if (a->n_moves != b->n_moves)
		return "the move count changed";
	for (size_t i = 0; i < a->n_moves; i++)
		if (a->moves[i].color != b->moves[i].color || a->moves[i].at != b->moves[i].at ||
		    a->moves[i].captured != b->moves[i].captured ||
		    a->hashes[i + 1] != b->hashes[i + 1])
			return "the move list changed";
	return NULL;
}

/* The first difference between a snapshot and the engine now, or NULL. */
const char *
invariants_snapshot_diff(const struct invariants_snapshot *s, const struct table *e)
{
	const char *why = invariants_game_diff(&s->game, &e->game);

	if (why)
		return why;
	if (memcmp(s->marks, e->marks, sizeof(s->marks)) != 0 || s->marked != e->marked)
		return "the agreed marks changed";
	if (memcmp(&s->time, &e->time, sizeof(s->time)) != 0 ||
	    memcmp(s->left, e->left, sizeof(s->left)) != 0)
		return "the clock changed";
	if (s->seed != e->seed || s->rng != e->rng)
		return "the random state changed";
	return NULL;
}

/* Releases the snapshot's copy of the game. */
void
invariants_snapshot_free(struct invariants_snapshot *s)
{
	game_free(&s->game);
}
