/*
 * status.c -- the end-of-game judgement. Benson's unconditional life first;
 * then Monte-Carlo ownership from playouts decides the chains static analysis
 * leaves open.
 */
#include "engine/status.h"

#include <string.h>

#include "engine/benson.h"
#include "engine/board.h"
#include "engine/game.h"
#include "engine/playout.h"

/* Playouts for a board of size n: more on small boards, where they are cheap. */
static int
playout_count(int size)
{
	return size <= 9 ? 1000 : size <= 13 ? 600 : 400;
}

/*
 * Judges every stone of g: STATUS_ALIVE, STATUS_DEAD or STATUS_SEKI (empty
 * points read STATUS_ALIVE). Deterministic for a given seed; g is not changed.
 */
void
status_judge(const struct game *g, uint64_t seed, uint8_t status[BOARD_MAX_POINTS])
{
	const struct board *b = &g->board;
	uint8_t alive[BOARD_MAX_POINTS];
	uint16_t black[BOARD_MAX_POINTS], white[BOARD_MAX_POINTS];
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);
	int runs;

	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	memset(black, 0, sizeof(black));
	memset(white, 0, sizeof(white));
	benson_alive(b, alive);
	runs = playout_ownership(b, game_to_move(g), seed, playout_count(b->size), black, white);
	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		enum color c = board_at(b, p);
		if (!color_is_player(c) || board_chain(b, p) != p || alive[p])
			continue;
		long own = 0;
		coord_t s = p;
		do {
			own += c == COLOR_BLACK ? black[s] - white[s] : white[s] - black[s];
			s = board_next_stone(b, s);
		} while (s != p);
		if (own < 0) {
			s = p;
			do {
				status[s] = STATUS_DEAD;
				s = board_next_stone(b, s);
			} while (s != p);
		}
	}
	(void)runs;
}

/*
 * Sets alive[p] = 1 for every stone that Benson's algorithm proves
 * unconditionally alive, 0 elsewhere. g is not changed.
 */
void
status_benson(const struct game *g, uint8_t alive[BOARD_MAX_POINTS])
{
	benson_alive(&g->board, alive);
}
