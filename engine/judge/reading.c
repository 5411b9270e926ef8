/*
 * reading.c -- what the local reading (judge_reading.c) and its eye-count leaf
 * (judge_eye_count.c) both ask of one reading's state.
 */
#include "engine/judge/reading.h"

#include "engine/rules/board.h"

bool
reading_holds_proven_stone(const struct reading *r, const struct board *b, coord_t stone)
{
	coord_t s = stone;

	do {
		if (r->j->proven[s] && board_at(r->j->b, s) == board_at(b, s))
			return true;
		s = board_next_stone(b, s);
	} while (s != stone);
	return false;
}
