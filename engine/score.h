/*
 * score.h -- counting a finished game (RULES.md §7): territory + prisoners
 * (captures, dead stones, pass stones, and the pass stones of the closing passes
 * the rules still require) + komi, with area counting computed alongside.
 */
#ifndef GOREF_ENGINE_SCORE_H
#define GOREF_ENGINE_SCORE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/coord.h"

struct game;

#define SCORE_TEXT_MAX 32

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
	double total[3];       /* territory counting: territory + all prisoners (+ komi) */
	double margin;         /* total[B] - total[W]: > 0 Black wins, < 0 White wins */
	double area_margin;    /* area[B] - area[W] - komi */
	bool ended;            /* play had formally ended */
};

void score_count(const struct game *g, const uint8_t status[BOARD_MAX_POINTS], struct score *s);
void score_result_text(double margin, char out[SCORE_TEXT_MAX]);
void score_format_number(double v, char out[SCORE_TEXT_MAX]);
void score_territory(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		     uint8_t owner[BOARD_MAX_POINTS]);

#endif
