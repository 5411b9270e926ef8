/*
 * ladder.c -- ladders read for the search's priors (ladder.h). The reading
 * plays on copies of the playout board, one per ply: the attacker ataris the
 * chain on either of its two liberties, the defender extends on the last one;
 * the chain is caught when an extension leaves it one liberty, and escapes with
 * three, or when it can capture a stone around it instead (read no further: a
 * counted escape, as most ladder readers do), or when the reading runs past
 * LADDER_PLIES.
 */
#include "engine/search/ladder.h"

#include "engine/playout/pboard.h"

/* The longest ladder read, in moves of both sides: corner to corner on 19x19. */
#define LADDER_PLIES 80

/* The board after the move asked about, and one for each ply of the reading,
 * per thread: the search's threads read their own ladders. */
static _Thread_local struct pboard start_board, ply_board[LADDER_PLIES];

/* Up to max distinct liberties of the chain through stone into libs; returns how many. */
static int
liberties(const struct pboard *pb, coord_t stone, coord_t *libs, int max)
{
	coord_t s = stone;
	int n = 0;

	do {
		for (int d = 0; d < 4; d++) {
			coord_t q = s + coord_dirs[d];
			if (pb->at[q] != COLOR_EMPTY || coord_listed(libs, n, q))
				continue;
			libs[n++] = q;
			if (n == max)
				return n;
		}
		s = pb->next_stone[s];
	} while (s != stone);
	return n;
}

static bool attacker_catches(const struct pboard *pb, coord_t stone, int ply);

/* Whether the chain through stone, in atari with its owner to move, is caught. */
static bool
defender_caught(const struct pboard *pb, coord_t stone, int ply)
{
	enum color color = (enum color)pb->at[stone];
	coord_t lib = pboard_atari_lib(pb, stone), libs[3];
	struct pboard *next = &ply_board[ply];

	if (ply >= LADDER_PLIES || pboard_capture_around(pb, stone) != COORD_NONE)
		return false;
	if (!pboard_legal(pb, color, lib))
		return true;
	pboard_copy(next, pb);
	pboard_play(next, color, lib);
	switch (liberties(next, stone, libs, 3)) {
	case 0:
	case 1:
		return true;
	case 2:
		return attacker_catches(next, stone, ply + 1);
	default:
		return false;
	}
}

/* Whether the chain through stone, with two liberties and the attacker to move,
 * is caught: an atari on either liberty that the attacker's stone survives. */
static bool
attacker_catches(const struct pboard *pb, coord_t stone, int ply)
{
	enum color attacker = color_other((enum color)pb->at[stone]);
	coord_t libs[2];
	struct pboard *next = &ply_board[ply];

	if (ply >= LADDER_PLIES || liberties(pb, stone, libs, 2) != 2)
		return false;
	for (int i = 0; i < 2; i++) {
		if (!pboard_legal(pb, attacker, libs[i]))
			continue;
		pboard_copy(next, pb);
		pboard_play(next, attacker, libs[i]);
		if (pboard_in_atari(next, libs[i]) || !pboard_in_atari(next, stone))
			continue; /* the atari stone would be taken, or no atari */
		if (defender_caught(next, stone, ply + 1))
			return true;
	}
	return false;
}

bool
ladder_escape_fails(const struct pboard *pb, enum color color, coord_t p)
{
	struct pboard *after = &start_board;
	unsigned ataris = pboard_ataris_around(pb, p, color);
	coord_t libs[3];

	if (!ataris || !pboard_legal(pb, color, p))
		return false;
	pboard_copy(after, pb);
	pboard_play(after, color, p);
	/* p must join the chain in atari: an escape by extending, not by a capture. */
	if (after->chain_of[p] != after->chain_of[p + coord_dirs[__builtin_ctz(ataris)]])
		return false;
	return liberties(after, p, libs, 3) == 2 && attacker_catches(after, p, 0);
}

bool
ladder_atari_catches(const struct pboard *pb, enum color color, coord_t p)
{
	struct pboard *after = &start_board;

	if (!pboard_legal(pb, color, p))
		return false;
	pboard_copy(after, pb);
	pboard_play(after, color, p);
	if (pboard_in_atari(after, p))
		return false; /* the atari stone itself would be taken */
	for (int d = 0; d < 4; d++) {
		coord_t nb = p + coord_dirs[d];
		if (after->at[nb] == color_other(color) && pboard_in_atari(after, nb) &&
		    defender_caught(after, nb, 0))
			return true;
	}
	return false;
}
