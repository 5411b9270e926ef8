/*
 * board.h -- stones, chains with exact liberty counts, capture, suicide, simple ko
 * and a Zobrist hash. Pure geometry: no history, no prisoners, no rules over time
 * (those are game.h). A struct board holds no pointers, so it copies by assignment.
 */
#ifndef GOREF_ENGINE_RULES_BOARD_H
#define GOREF_ENGINE_RULES_BOARD_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"

/* Why a move is refused; MOVE_OK when it is not. */
enum move_result {
	MOVE_OK,
	MOVE_OCCUPIED,     /* the point holds a stone */
	MOVE_SUICIDE,      /* the mover's chain would have no liberty after captures */
	MOVE_KO,           /* immediate recapture restoring the previous position */
	MOVE_SUPERKO,      /* recreates an earlier position (positional superko) */
	MOVE_NOT_ON_BOARD, /* outside the board */
	MOVE_BAD_COLOR,    /* not black or white */
	MOVE_NO_MEMORY,    /* the move list could not grow */
	MOVE_TOO_LONG,     /* the game already has GAME_MAX_MOVES moves */
};

const char *move_result_text(enum move_result r);

struct chain {
	int16_t size; /* stones in the chain */
	int16_t libs; /* exact liberty count, never a bound */
};

struct board {
	int size;                              /* N, BOARD_MIN_SIZE..BOARD_MAX_SIZE */
	uint8_t at[BOARD_MAX_POINTS];          /* enum color; COLOR_BORDER outside N x N */
	int16_t chain_of[BOARD_MAX_POINTS];    /* origin stone of the chain here (stones only) */
	int16_t next_stone[BOARD_MAX_POINTS];  /* circular list of a chain's stones */
	struct chain chain[BOARD_MAX_POINTS];  /* indexed by origin */
	uint64_t hash;                         /* Zobrist hash of the stones */
	coord_t ko_point;                      /* ko_banned may not play here next, or COORD_NONE */
	uint8_t ko_banned;                     /* enum color barred from ko_point */
	int stones[3];                         /* stones on the board, by colour */
};

void board_init(struct board *b, int size);

static inline enum color
board_at(const struct board *b, coord_t c)
{
	return (enum color)b->at[c];
}

static inline bool
board_on(const struct board *b, coord_t c)
{
	return c >= 0 && c < BOARD_MAX_POINTS && b->at[c] != COLOR_BORDER;
}

/* The origin of the chain at stone c; chains are the same iff origins are. */
static inline coord_t
board_chain(const struct board *b, coord_t c)
{
	return b->chain_of[c];
}

static inline int
board_libs(const struct board *b, coord_t stone)
{
	return b->chain[b->chain_of[stone]].libs;
}

static inline int
board_chain_size(const struct board *b, coord_t stone)
{
	return b->chain[b->chain_of[stone]].size;
}

/* The next stone of the chain after c (circular). */
static inline coord_t
board_next_stone(const struct board *b, coord_t c)
{
	return b->next_stone[c];
}

enum move_result board_check_move(const struct board *b, enum color color, coord_t at);
int board_play(struct board *b, enum color color, coord_t at);
bool board_suicide_takes_chain(const struct board *b, enum color color, coord_t at);
int board_play_suicide(struct board *b, enum color color, coord_t at);
void board_pass(struct board *b);
uint64_t board_hash_after(const struct board *b, enum color color, coord_t at);
uint64_t board_hash_after_suicide(const struct board *b, enum color color, coord_t at);
int board_liberties(const struct board *b, coord_t stone, coord_t *out);
int board_stones(const struct board *b, coord_t stone, coord_t *out);
int board_points(const struct board *b, coord_t *out);
bool board_walled_by(const struct board *b, enum color color, coord_t at);
bool board_check(const struct board *b);
uint64_t board_zobrist(enum color color, coord_t at);

#endif
