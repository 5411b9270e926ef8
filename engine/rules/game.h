/*
 * game.h -- the rules over time (doc/rules.md §2, §4, §5), as the game's struct rules
 * says: turns, pass stones, prisoners, simple ko or a superko, suicide, White's
 * closing pass or any two passes, the end of play and its resumption, and undo of
 * any number of moves. The board of the
 * moment is always the setup position with the move list replayed on it.
 */
#ifndef GOREF_ENGINE_RULES_GAME_H
#define GOREF_ENGINE_RULES_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/rules/board.h"
#include "engine/rules/rules.h"

#define GAME_DEFAULT_KOMI 7.5
/* Komi is -GAME_KOMI_MAX..GAME_KOMI_MAX on every path in (komi, --komi, a record's
 * KM): a margin far past any real game, where every total is still exact. */
#define GAME_KOMI_MAX 1000
#define GAME_DEFAULT_SIZE 19
/*
 * Most moves a game may hold. Far beyond any real game (a 25x25 game rarely passes
 * 1500), it bounds memory and the cost of undo and superko checks whatever a
 * controller sends (an endless pass storm, say). SGF records share the bound.
 */
#define GAME_MAX_MOVES 10000

struct move {
	uint8_t color;   /* enum color of the mover */
	int16_t at;      /* the point, or COORD_PASS */
	int16_t captured;/* stones this move captured; negative: the mover's own stones a
			    suicide took off (the opponent's prisoners) */
};

struct game {
	struct board board;       /* the position now */
	struct board setup;       /* the position before the first move (handicap, setup stones) */
	uint8_t setup_to_move;    /* who moves first from setup (White after handicap) */
	int handicap;             /* handicap stones placed, 0 for none */
	double komi;              /* added to White's score */
	struct rules rules;       /* the ruleset: ko, suicide, end of play, counting */
	int prisoners[3];         /* by colour: stones captured in play plus pass stones received */
	int pass_stones[3];       /* by colour: pass stones received (part of prisoners) */
	struct move *moves;       /* the moves since setup, owned; grown by game_play */
	size_t n_moves;           /* moves played */
	size_t cap_moves;         /* allocated length of moves and hashes */
	uint64_t *hashes;         /* hashes[i] = position after i moves (0 = setup), owned */
};

void game_init(struct game *g, int size, double komi);
void game_free(struct game *g);
bool game_copy(struct game *dst, const struct game *src);
void game_clear(struct game *g, int size);

static inline int
game_size(const struct game *g)
{
	return g->board.size;
}

enum color game_to_move(const struct game *g);
enum move_result game_check_move(const struct game *g, enum color color, coord_t at);
bool game_repeats_position(const struct game *g, enum color color, coord_t at);
enum move_result game_play(struct game *g, enum color color, coord_t at);
bool game_undo(struct game *g);
bool game_undo_moves(struct game *g, size_t count);
bool game_ended(const struct game *g);
bool game_all_stones_alive(const struct game *g);
bool game_last_passes(const struct game *g, enum color first, enum color second);
int game_implied_passes(const struct game *g, int pass_stones_out[3]);
bool game_place_setup(struct game *g, enum color color, coord_t at);
const struct move *game_last_move(const struct game *g);

#endif
