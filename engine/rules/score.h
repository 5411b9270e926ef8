/*
 * score.h -- counting a finished game under the game's rules: territory +
 * prisoners (captures, dead stones, pass stones, and the pass stones of the
 * closing passes the rules still require) + komi (doc/rules.md §7), and area
 * counting (stones + territory + komi + handicap bonus + button); each is always
 * computed, the rules say which one decides.
 */
#ifndef GOREF_ENGINE_RULES_SCORE_H
#define GOREF_ENGINE_RULES_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/coord.h"

struct board;
struct game;

#define SCORE_TEXT_MAX 32

/*
 * What the count does with a stone: one status per point (stones only matter).
 * The end-of-game judgement (engine/judge/status.h) or the players' agreement
 * decides them; the count only reads them.
 */
enum stone_status {
	STATUS_ALIVE = 0, /* stays on the board */
	STATUS_DEAD = 1,  /* removed at the end, a prisoner of the opponent */
	STATUS_SEKI = 2,  /* alive by shared liberties; those liberties are neutral */
};

struct score {
	int territory[3];      /* empty points (and dead-stone points) surrounded by one colour */
	int captures[3];       /* stones captured during play */
	int dead[3];           /* opponent's dead stones removed at the end */
	int pass_stones[3];    /* pass stones received during play */
	int implied_stones[3]; /* pass stones of the closing passes still owed */
	int implied_passes;    /* how many closing passes were implied (0 once play ended) */
	int alive_stones[3];   /* stones left on the board after removing the dead */
	int area[3];           /* alive stones + territory (area counting) */
	int dame;              /* empty points belonging to nobody */
	double komi;           /* added to White */
	int handicap_bonus;    /* points White gets for the handicap (area counting) */
	double button[3];      /* half a point to the first to pass, where there is a button */
	double total[3];       /* territory counting: territory + all prisoners (+ komi) */
	double area_total[3];  /* area counting: area (+ komi + handicap bonus) + button */
	double territory_margin; /* total[B] - total[W] */
	double area_margin;    /* area_total[B] - area_total[W] */
	double margin;         /* the result under the rules (area or territory margin):
				  > 0 Black wins, < 0 White wins */
	bool by_area;          /* the rules count by area */
	bool ended;            /* play had formally ended */
};

void score_count(const struct game *g, const uint8_t status[BOARD_MAX_POINTS], struct score *s);
void score_count_owned(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		       const uint8_t owner[BOARD_MAX_POINTS], struct score *s);
void score_result_text(double margin, char out[SCORE_TEXT_MAX]);
void score_format_number(double v, char out[SCORE_TEXT_MAX]);
void score_territory(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		     uint8_t owner[BOARD_MAX_POINTS]);
void score_board_territory(const struct board *b, const uint8_t status[BOARD_MAX_POINTS], bool taxed,
			   uint8_t owner[BOARD_MAX_POINTS]);

#endif
