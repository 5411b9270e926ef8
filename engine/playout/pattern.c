/*
 * pattern.c -- the 3x3 shape table. Each shape below is written once, from the
 * point of view of a player X against O; the table holds every rotation,
 * reflection and colour swap of each, as one bit per 16-bit neighbourhood code.
 *
 * Shape letters: X, O a stone of that side; x not X (empty or O); o not O;
 * '.' empty; ' ' off the board; '?' anything. The centre is the move.
 * The shapes are the classic MoGo playout set (Gelly et al., 2006): hane,
 * cuts, and the blocks and cuts of the first line.
 */
#include "engine/playout/pattern.h"

#include <pthread.h>

#include "engine/rules/color.h"
#include "engine/playout/pboard.h"

static const char *const shapes[][3] = {
	{ "XOX", "...", "???" }, /* hane enclosing a stone */
	{ "XO.", "...", "?.?" }, /* hane that cannot be cut */
	{ "XO?", "X..", "x.?" }, /* magari: hane at the head */
	{ ".O.", "X..", "..." }, /* attachment beside a diagonal */
	{ "XO?", "O.o", "?o?" }, /* cut that is not yet protected */
	{ "XO?", "O.X", "???" }, /* cut after a peep */
	{ "?X?", "O.O", "ooo" }, /* pushing between two stones */
	{ "OX?", "o.O", "???" }, /* cutting a knight's move */
	{ "X.?", "O.?", "   " }, /* first line: chase */
	{ "OX?", "X.O", "   " }, /* first line: block the cut */
	{ "?X?", "x.O", "   " }, /* first line: block the connection */
	{ "?XO", "x.x", "   " }, /* first line: descend */
	{ "?OX", "X.O", "   " }, /* first line: cut */
};

uint8_t pattern3_table[65536 / 8];
static pthread_once_t built = PTHREAD_ONCE_INIT;

/* The place in pattern3_code of the neighbour (dr, dc): row -1 (the upper
 * one in the shapes) is the row above p, p + COORD_STRIDE. */
static int
dir_index(int dr, int dc)
{
	static const int8_t index[3][3] = { { 5, 6, 7 }, { 3, -1, 4 }, { 0, 1, 2 } };

	return index[dr + 1][dc + 1];
}

/* The colours (bit per enum color) a shape letter allows, for X = x_color. */
static unsigned
allowed(char letter, enum color x_color)
{
	unsigned x = 1u << x_color, o = 1u << color_other(x_color), e = 1u << COLOR_EMPTY;

	switch (letter) {
	case 'X': return x;
	case 'O': return o;
	case 'x': return e | o;
	case 'o': return e | x;
	case '.': return e;
	case ' ': return 1u << COLOR_BORDER;
	default: return 0xf;
	}
}

/* Marks every code whose neighbour i (from i on) takes one of masks[i]. */
static void
expand(const unsigned masks[8], int i, uint16_t code)
{
	if (i == 8) {
		pattern3_table[code >> 3] = (uint8_t)(pattern3_table[code >> 3] | 1u << (code & 7));
		return;
	}
	for (unsigned c = 0; c < 4; c++)
		if (masks[i] & 1u << c)
			expand(masks, i + 1, (uint16_t)(code | c << (2 * i)));
}

static void
build(void)
{
	for (size_t k = 0; k < sizeof(shapes) / sizeof(shapes[0]); k++) {
		for (int t = 0; t < 8; t++) {
			for (int swap = 0; swap < 2; swap++) {
				unsigned masks[8];
				for (int r = -1; r <= 1; r++) {
					for (int c = -1; c <= 1; c++) {
						int tr = r, tc = c;
						if (r == 0 && c == 0)
							continue;
						for (int q = 0; q < t % 4; q++) { /* rotate a quarter turn */
							int old = tr;
							tr = tc;
							tc = -old;
						}
						if (t >= 4)
							tc = -tc;
						masks[dir_index(tr, tc)] = allowed(
							shapes[k][r + 1][c + 1],
							swap ? COLOR_WHITE : COLOR_BLACK);
					}
				}
				expand(masks, 0, 0);
			}
		}
	}
}

void
pattern3_build(void)
{
	pthread_once(&built, build);
}

bool
pattern3_good(uint16_t code)
{
	pattern3_build();
	return pattern3_known(code);
}
