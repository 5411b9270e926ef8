/*
 * score.c -- territory flood fill over the board with dead stones lifted (and
 * the seki tax where the rules have it), and the totals of both counts.
 */
#include "engine/rules/score.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/game.h"

/*
 * Marks who owns each point once the dead stones are lifted: for an empty point
 * (or a dead stone's point), COLOR_BLACK or COLOR_WHITE when its region touches
 * only that colour, COLOR_EMPTY when it touches both or none; for a living stone,
 * its own colour. status may be NULL (every stone alive). Under a seki tax a
 * region touching a chain in seki belongs to nobody.
 */
void
score_territory(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
		uint8_t owner[BOARD_MAX_POINTS])
{
	score_board_territory(&g->board, status, status && g->rules.tax == TAX_SEKI, owner);
}

/* score_territory() on a board alone; taxed: a region touching a chain in seki
 * belongs to nobody (the rules' seki tax). */
void
score_board_territory(const struct board *b, const uint8_t status[BOARD_MAX_POINTS], bool taxed,
		      uint8_t owner[BOARD_MAX_POINTS])
{
	uint8_t at[BOARD_MAX_POINTS];
	int16_t region[BOARD_MAX_POINTS];
	coord_t stack[BOARD_MAX_POINTS], members[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	memcpy(at, b->at, sizeof(at));
	memset(owner, COLOR_EMPTY, BOARD_MAX_POINTS);
	for (int i = 0; i < n; i++)
		if (at[points[i]] != COLOR_EMPTY && status && status[points[i]] == STATUS_DEAD)
			at[points[i]] = COLOR_EMPTY;
	for (int i = 0; i < BOARD_MAX_POINTS; i++)
		region[i] = -1;
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		int sp = 0, m = 0, touches = 0;

		if (at[p] != COLOR_EMPTY) {
			owner[p] = at[p];
			continue;
		}
		if (region[p] >= 0)
			continue;
		region[p] = (int16_t)p;
		stack[sp++] = p;
		while (sp > 0) {
			coord_t q = stack[--sp];
			members[m++] = q;
			for (int d = 0; d < 4; d++) {
				coord_t nb = q + coord_dirs[d];
				if (at[nb] == COLOR_EMPTY && region[nb] < 0) {
					region[nb] = (int16_t)p;
					stack[sp++] = nb;
				} else if (at[nb] == COLOR_BLACK || at[nb] == COLOR_WHITE) {
					touches |= 1 << at[nb];
					if (taxed && status[nb] == STATUS_SEKI)
						touches |= 1 << COLOR_EMPTY;
				}
			}
		}
		if (touches == (1 << COLOR_BLACK) || touches == (1 << COLOR_WHITE)) {
			uint8_t c = touches == (1 << COLOR_BLACK) ? COLOR_BLACK : COLOR_WHITE;
			for (int k = 0; k < m; k++)
				owner[members[k]] = c;
		}
	}
}

/* The button (area counting only): half a point to the first player to pass. */
static void
count_button(const struct game *g, double button[3])
{
	button[COLOR_BLACK] = button[COLOR_WHITE] = 0;
	if (!g->rules.has_button || g->rules.scoring != SCORING_AREA)
		return;
	for (size_t i = 0; i < g->n_moves; i++)
		if (g->moves[i].at == COORD_PASS) {
			button[g->moves[i].color] = 0.5;
			return;
		}
}

/*
 * Counts the game as it stands, with the statuses given (NULL: all alive), as if
 * the closing passes the rules still require had been played (doc/rules.md §5, §7).
 */
void
score_count(const struct game *g, const uint8_t status[BOARD_MAX_POINTS], struct score *s)
{
	uint8_t owner[BOARD_MAX_POINTS];

	score_territory(g, status, owner);
	score_count_owned(g, status, owner, s);
}

/*
 * score_count() with the owner of every empty point and dead stone's point given
 * (COLOR_BLACK, COLOR_WHITE, or COLOR_EMPTY for nobody's) instead of worked out
 * from enclosed regions: how an estimate of an unfinished game counts the areas
 * each side controls (engine/judge/estimate.c).
 */
void
score_count_owned(const struct game *g, const uint8_t status[BOARD_MAX_POINTS],
                  const uint8_t owner[BOARD_MAX_POINTS], struct score *s)
{
	const struct board *b = &g->board;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	memset(s, 0, sizeof(*s));
	s->komi = g->komi;
	s->ended = game_ended(g);
	s->implied_passes = game_implied_passes(g, s->implied_stones);
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		s->pass_stones[c] = g->pass_stones[c];
		s->captures[c] = g->prisoners[c] - g->pass_stones[c];
	}
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color stone = board_at(b, p);
		if (stone != COLOR_EMPTY && status && status[p] == STATUS_DEAD) {
			s->dead[color_other(stone)]++;
			s->territory[owner[p]]++;
		} else if (stone != COLOR_EMPTY) {
			s->alive_stones[stone]++;
		} else {
			s->territory[owner[p]]++;
		}
	}
	s->dame = s->territory[COLOR_EMPTY];
	s->territory[COLOR_EMPTY] = 0;
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		s->area[c] = s->alive_stones[c] + s->territory[c];
		s->total[c] = s->territory[c] + s->captures[c] + s->dead[c] + s->pass_stones[c] +
			      s->implied_stones[c];
	}
	s->total[COLOR_WHITE] += g->komi;
	s->territory_margin = s->total[COLOR_BLACK] - s->total[COLOR_WHITE];
	s->handicap_bonus = rules_handicap_bonus(&g->rules, g->handicap);
	count_button(g, s->button);
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++)
		s->area_total[c] = s->area[c] + s->button[c];
	s->area_total[COLOR_WHITE] += g->komi + s->handicap_bonus;
	s->area_margin = s->area_total[COLOR_BLACK] - s->area_total[COLOR_WHITE];
	s->by_area = g->rules.scoring == SCORING_AREA;
	s->margin = s->by_area ? s->area_margin : s->territory_margin;
}

/* A number (komi) in the shortest "%g" form that reads back to the same double. */
void
score_format_number(double v, char out[SCORE_TEXT_MAX])
{
	snprintf(out, SCORE_TEXT_MAX, "%.15g", v);
	if (strtod(out, NULL) != v)
		snprintf(out, SCORE_TEXT_MAX, "%.17g", v);
}

/* GTP's result text for a margin (Black minus White): "B+3.5", "W+0.5", or "0". */
void
score_result_text(double margin, char out[SCORE_TEXT_MAX])
{
	if (fabs(margin) < 1e-9)
		snprintf(out, SCORE_TEXT_MAX, "0");
	else
		snprintf(out, SCORE_TEXT_MAX, "%c+%g", margin > 0 ? 'B' : 'W', fabs(margin));
}
