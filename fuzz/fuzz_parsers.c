/*
 * fuzz_parsers.c -- libFuzzer target: the token parsers every GTP argument goes
 * through (coord_parse, color_parse, gtp_parse_int, gtp_parse_float), each against
 * a naive reference written here from the GTP spec, plus round trips through the
 * formatters. The first input byte picks the board size, the rest is the token.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "gtp/gtp.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define TOKEN_MAX 64

static void
fail(const char *why, const char *token)
{
	fprintf(stderr, "fuzz_parsers: %s: \"%s\"\n", why, token);
	abort();
}

/* GTP vertex by the spec: "pass", or a column letter (no I) and a row 1..99x without
 * a leading zero; on the board when both fit size. */
static enum coord_parse_result
reference_vertex(const char *t, int size, int *row, int *col)
{
	int letter = toupper((unsigned char)t[0]), n = (int)strlen(t), r = 0;

	if (strcasecmp(t, "pass") == 0)
		return COORD_PARSE_OK;
	if (letter < 'A' || letter > 'Z' || letter == 'I' || n < 2 || n > 4 || t[1] == '0')
		return COORD_PARSE_SYNTAX;
	for (int i = 1; i < n; i++) {
		if (t[i] < '0' || t[i] > '9')
			return COORD_PARSE_SYNTAX;
		r = r * 10 + (t[i] - '0');
	}
	*col = letter - 'A' - (letter > 'I');
	*row = r - 1;
	return *col < size && r <= size ? COORD_PARSE_OK : COORD_PARSE_OFF_BOARD;
}

static void
check_vertex(const char *t, int size)
{
	int row = -1, col = -1;
	coord_t c = COORD_NONE, again = COORD_NONE;
	enum coord_parse_result want = reference_vertex(t, size, &row, &col);
	enum coord_parse_result got = coord_parse(t, size, &c);
	char text[COORD_TEXT_MAX];

	if (got != want)
		fail("coord_parse disagrees with the reference", t);
	if (got != COORD_PARSE_OK) {
		if (c != COORD_NONE)
			fail("coord_parse wrote a refused vertex", t);
		return;
	}
	if (row >= 0 && (c != coord_make(row, col) || coord_row(c) != row || coord_col(c) != col))
		fail("coord_parse gave the wrong point", t);
	if (row < 0 && c != COORD_PASS)
		fail("pass is not COORD_PASS", t);
	coord_format(c, text);
	if (strcasecmp(text, t) != 0)
		fail("coord_format does not give the vertex back", t);
	if (coord_parse(text, size, &again) != COORD_PARSE_OK || again != c)
		fail("coord_format's text does not parse back", t);
}

static void
check_color(const char *t)
{
	enum color c = COLOR_BORDER, again = COLOR_BORDER;
	bool want = strcasecmp(t, "b") == 0 || strcasecmp(t, "black") == 0 ||
	            strcasecmp(t, "w") == 0 || strcasecmp(t, "white") == 0;

	if (color_parse(t, &c) != want)
		fail("color_parse disagrees with the reference", t);
	if (!want)
		return;
	if (c != (tolower((unsigned char)t[0]) == 'b' ? COLOR_BLACK : COLOR_WHITE))
		fail("color_parse gave the wrong colour", t);
	if (!color_parse(color_name(c), &again) || again != c || color_letter(c) == 0)
		fail("color_name does not parse back", t);
}

/* A decimal int by the spec: optional sign, digits, in range; value in *out. */
static bool
reference_int(const char *t, int *out)
{
	long long v = 0;
	int sign = 1, i = 0;

	if (t[i] == '+' || t[i] == '-')
		sign = t[i++] == '-' ? -1 : 1;
	if (!t[i])
		return false;
	for (; t[i]; i++) {
		if (t[i] < '0' || t[i] > '9')
			return false;
		v = v * 10 + (t[i] - '0');
		if (v > (long long)INT_MAX + 1)
			return false;
	}
	v *= sign;
	if (v < INT_MIN || v > INT_MAX)
		return false;
	*out = (int)v;
	return true;
}

static void
check_numbers(const char *t)
{
	int want = 0, got = 0, again = 0;
	double f = 0, g = 0;
	char text[64];
	bool ok = reference_int(t, &want);

	if (gtp_parse_int(t, &got) != ok)
		fail("gtp_parse_int disagrees with the reference", t);
	if (ok && got != want)
		fail("gtp_parse_int gave the wrong value", t);
	snprintf(text, sizeof(text), "%d", got);
	if (ok && (!gtp_parse_int(text, &again) || again != got))
		fail("gtp_parse_int does not read %d back", t);
	if (!gtp_parse_float(t, &f))
		return;
	if (!isfinite(f) || !*t || isspace((unsigned char)t[0]))
		fail("gtp_parse_float accepted a bad number", t);
	snprintf(text, sizeof(text), "%.17g", f);
	if (!gtp_parse_float(text, &g) || g != f)
		fail("gtp_parse_float does not read %.17g back", t);
	if (ok && f != (double)want)
		fail("an int token reads as another float", t);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char token[TOKEN_MAX + 1];
	int board = BOARD_MIN_SIZE;
	size_t n;

	if (size == 0)
		return 0;
	board += data[0] % (BOARD_MAX_SIZE - BOARD_MIN_SIZE + 1);
	n = size - 1 < TOKEN_MAX ? size - 1 : TOKEN_MAX;
	memcpy(token, data + 1, n);
	token[n] = '\0';
	check_vertex(token, board);
	check_color(token);
	check_numbers(token);
	return 0;
}
