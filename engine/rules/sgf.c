/*
 * sgf.c -- reading the main line of an SGF record into a game and writing a game
 * as FF[4]. The tree is walked with a depth counter, never by recursion, so deep
 * nesting costs no stack. The record is built in a private game and handed to the
 * caller only when everything loaded.
 */
#include "engine/rules/sgf.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"

#ifndef GOREF_VERSION
#define GOREF_VERSION "unknown"
#endif

#define IDENT_MAX 8   /* room for the capitals of a property identifier and a NUL */
#define NUMBER_MAX 32 /* room for a numeric value (SZ, KM, HA, FF, GM) and a NUL */
#define POINT_MAX 8   /* room for a point or a compressed "aa:cc" range and a NUL */
#define MOVES_PER_LINE 10
#define WHAT_MAX 96   /* room for a failure message before its line number is added */

/* A cursor over the record text; the first error ends the load. */
struct reader {
	const char *text; /* the record, not NUL-terminated, may hold NUL bytes */
	size_t len;       /* bytes the cursor may read (the whole record, or one node) */
	size_t pos;       /* next byte to read */
	char *reason;     /* SGF_REASON_MAX bytes for the failure reason */
};

/* One property: its identifier and where its values lie in the text. */
struct property {
	char ident[IDENT_MAX]; /* the capitals of the identifier (FF[3] "AddBlack" -> "AB") */
	size_t at;             /* where the identifier starts (for messages) */
	size_t values;         /* offset of the first '[' */
	size_t end;            /* offset just past the last ']' */
};

/* One value's raw bytes, escapes still in place. */
struct span {
	size_t at;  /* offset of the first byte after '[' */
	size_t len; /* bytes before the closing ']' */
};

/* The state of one load: the game under construction and what the record said so far. */
struct loader {
	struct game game;                  /* built here; swapped into the caller's on success */
	bool started;                      /* setup placed on game.board: moves may follow */
	int size;                          /* SZ, 19 when absent */
	double komi;                       /* KM, or the caller's komi when absent */
	int handicap;                      /* HA, 0 when absent */
	uint8_t setup[BOARD_MAX_POINTS];   /* enum color: AB/AW/AE so far, placed at move 1 */
	enum color first_player;           /* PL before the first move, COLOR_EMPTY when absent */
	size_t nodes;                      /* main-line nodes read so far */
	const struct sgf_limit *limit;     /* where to stop, or NULL */
	struct sgf_info *info;             /* what to report */
};

/* 1-based line of a byte offset, for messages. */
static size_t
line_of(const char *text, size_t pos)
{
	size_t line = 1;

	for (size_t i = 0; i < pos; i++)
		if (text[i] == '\n')
			line++;
	return line;
}

/* Records why loading failed (with the line of pos) and returns false. */
static bool
fail_at(const struct reader *r, size_t pos, const char *what)
{
	snprintf(r->reason, SGF_REASON_MAX, "line %zu: %s", line_of(r->text, pos), what);
	return false;
}

static bool
is_space(int c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static bool
is_letter(int c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

/* The next byte, or -1 at the end. */
static int
peek(const struct reader *r)
{
	return r->pos < r->len ? (unsigned char)r->text[r->pos] : -1;
}

static void
skip_space(struct reader *r)
{
	while (r->pos < r->len && is_space((unsigned char)r->text[r->pos]))
		r->pos++;
}

/*
 * From just after a '[', finds the closing ']' (a backslash escapes the byte after
 * it). Returns the offset of the ']', or len when the value never closes.
 */
static size_t
value_close(const char *text, size_t at, size_t len)
{
	while (at < len) {
		if (text[at] == '\\')
			at += 2;
		else if (text[at] == ']')
			return at;
		else
			at++;
	}
	return len;
}

/* Reads the capitals of a property identifier (FF[3] allows lower-case letters too). */
static bool
read_ident(struct reader *r, struct property *p)
{
	size_t n = 0;

	p->at = r->pos;
	while (is_letter(peek(r))) {
		char c = r->text[r->pos++];

		if (c >= 'a' && c <= 'z')
			continue;
		if (n + 1 >= IDENT_MAX)
			return fail_at(r, p->at, "property identifier too long");
		p->ident[n++] = c;
	}
	p->ident[n] = '\0';
	if (n == 0)
		return fail_at(r, p->at, "property identifier without capital letters");
	return true;
}

/* Reads one property: its identifier and one or more bracketed values. */
static bool
read_property(struct reader *r, struct property *p)
{
	if (!read_ident(r, p))
		return false;
	skip_space(r);
	if (peek(r) != '[')
		return fail_at(r, p->at, "property without a value");
	p->values = r->pos;
	while (peek(r) == '[') {
		size_t close = value_close(r->text, r->pos + 1, r->len);

		if (close >= r->len)
			return fail_at(r, r->pos, "unterminated property value (missing ']')");
		r->pos = close + 1;
		p->end = r->pos;
		skip_space(r);
	}
	return true;
}

/* The next value of a property already read, or false after the last. */
static bool
next_value(const char *text, size_t *at, size_t end, struct span *v)
{
	size_t close;

	while (*at < end && is_space((unsigned char)text[*at]))
		(*at)++;
	if (*at >= end || text[*at] != '[')
		return false;
	close = value_close(text, *at + 1, end);
	v->at = *at + 1;
	v->len = close - v->at;
	*at = close + 1;
	return true;
}

/* How many values a property has. */
static size_t
count_values(const char *text, const struct property *p)
{
	size_t at = p->values, n = 0;
	struct span v;

	while (next_value(text, &at, p->end, &v))
		n++;
	return n;
}

/* The first value of a property. */
static struct span
first_value(const char *text, const struct property *p)
{
	size_t at = p->values;
	struct span v = { p->values + 1, 0 };

	next_value(text, &at, p->end, &v);
	return v;
}

/* Drops the partial UTF-8 character at the end of out[0..n); returns the new length. */
static size_t
utf8_cut(const char *out, size_t n)
{
	while (n > 0 && ((unsigned char)out[n - 1] & 0xC0) == 0x80)
		n--;
	if (n > 0 && ((unsigned char)out[n - 1] & 0xC0) == 0xC0)
		n--;
	return n;
}

/* Whether the byte at v[i] completes a "\r\n" or "\n\r" line break begun by first. */
static bool
is_second_half_of_line_break(const char *text, struct span v, size_t i, unsigned char first)
{
	char c = i < v.len ? text[v.at + i] : '\0';

	return (c == '\n' || c == '\r') && c != (char)first;
}

/*
 * Copies a text value into out (size bytes) with the escapes removed: a backslash
 * before a line break removes both, before any other byte keeps that byte. Line
 * breaks become spaces (SimpleText), as do other control bytes. Cuts a long value
 * at a UTF-8 character boundary. Returns false when the value did not fit.
 */
static bool
decode_text(const char *text, struct span v, char *out, size_t size)
{
	size_t n = 0, i = 0;
	bool fits = true;

	while (i < v.len) {
		unsigned char c = (unsigned char)text[v.at + i++];

		if (c == '\\' && i < v.len) {
			c = (unsigned char)text[v.at + i++];
			if (c == '\n' || c == '\r') {
				i += is_second_half_of_line_break(text, v, i, c);
				continue;
			}
		}
		if (c < 0x20 || c == 0x7f)
			c = ' ';
		if (n + 1 >= size) {
			fits = false;
			if ((c & 0xC0) == 0x80)
				n = utf8_cut(out, n);
			break;
		}
		out[n++] = (char)c;
	}
	out[n] = '\0';
	return fits;
}

/* A value decoded and stripped of surrounding spaces; false when it was cut. */
static bool
decode_trimmed(const char *text, struct span v, char *out, size_t size)
{
	size_t start = 0, n;
	bool fits = decode_text(text, v, out, size);

	while (out[start] == ' ')
		start++;
	n = strlen(out + start);
	memmove(out, out + start, n + 1);
	while (n > 0 && out[n - 1] == ' ')
		out[--n] = '\0';
	return fits;
}

/* Parses a non-negative decimal integer of at most 6 digits, the whole string. */
static bool
parse_count(const char *s, int *out)
{
	int v = 0;
	size_t n = 0;

	for (; s[n]; n++) {
		if (s[n] < '0' || s[n] > '9' || n >= 6)
			return false;
		v = v * 10 + (s[n] - '0');
	}
	if (n == 0)
		return false;
	*out = v;
	return true;
}

/* Parses a finite real number, the whole string. */
static bool
parse_real(const char *s, double *out)
{
	char *end;
	double v = strtod(s, &end);

	if (end == s || *end != '\0' || !isfinite(v))
		return false;
	*out = v;
	return true;
}

/* The point of two SGF letters ("aa" = top left) on a size x size board. */
static bool
parse_point(const char *s, int size, coord_t *out)
{
	int col = s[0] - 'a', row_from_top;

	if (strlen(s) != 2 || s[0] < 'a' || s[0] > 'z' || s[1] < 'a' || s[1] > 'z')
		return false;
	row_from_top = s[1] - 'a';
	if (col >= size || row_from_top >= size)
		return false;
	*out = coord_make(size - 1 - row_from_top, col);
	return true;
}

/* Formats "the property value at p" for messages: `B[dd]`, cut when long. */
static void
describe_value(const char *text, const struct property *p, struct span v, char *out, size_t n)
{
	char raw[POINT_MAX + 4];

	decode_text(text, v, raw, sizeof(raw));
	snprintf(out, n, "%s[%s]", p->ident, raw);
}

/* Fails with "<what> <ident>[value]" at the property. */
static bool
fail_value(const struct reader *r, const struct property *p, struct span v, const char *what)
{
	char shown[IDENT_MAX + POINT_MAX + 8], msg[WHAT_MAX];

	describe_value(r->text, p, v, shown, sizeof(shown));
	snprintf(msg, sizeof(msg), "%s %s", what, shown);
	return fail_at(r, p->at, msg);
}

/* Reads the property's single numeric value as text; false (with reason) if malformed. */
static bool
number_text(const struct reader *r, const struct property *p, char out[NUMBER_MAX])
{
	struct span v = first_value(r->text, p);

	if (count_values(r->text, p) != 1 || !decode_trimmed(r->text, v, out, NUMBER_MAX))
		return fail_value(r, p, v, "malformed number in");
	return true;
}

/* SZ: a square board from BOARD_MIN_SIZE to BOARD_MAX_SIZE ("19" or "19:19"). */
static bool
load_size(const struct reader *r, struct loader *ld, const struct property *p)
{
	char s[NUMBER_MAX], *colon;
	int cols, rows;
	struct span v = first_value(r->text, p);

	if (!number_text(r, p, s))
		return false;
	if (s[0] == '\0')
		return true;
	colon = strchr(s, ':');
	if (colon)
		*colon = '\0';
	if (!parse_count(s, &cols) || (colon && !parse_count(colon + 1, &rows)))
		return fail_value(r, p, v, "malformed board size");
	if (colon && rows != cols)
		return fail_value(r, p, v, "only square boards are supported, not");
	if (cols < BOARD_MIN_SIZE || cols > BOARD_MAX_SIZE)
		return fail_value(r, p, v, "unsupported board size");
	ld->size = cols;
	return true;
}

/* KM: a number in komi's range, taken as written (KM[750] too); beyond the range
 * the record is refused as komi and --komi refuse such a value. */
static bool
load_komi(const struct reader *r, struct loader *ld, const struct property *p)
{
	char s[NUMBER_MAX];

	if (!number_text(r, p, s))
		return false;
	if (s[0] == '\0')
		return true;
	if (!parse_real(s, &ld->komi))
		return fail_value(r, p, first_value(r->text, p), "malformed komi");
	if (ld->komi < -GAME_KOMI_MAX || ld->komi > GAME_KOMI_MAX)
		return fail_value(r, p, first_value(r->text, p), "komi outside -1000..1000 in");
	ld->info->has_komi = true;
	if (ld->started)
		ld->game.komi = ld->komi;
	return true;
}

/* HA: the number of handicap stones, at most the number of points. */
static bool
load_handicap(const struct reader *r, struct loader *ld, const struct property *p)
{
	char s[NUMBER_MAX];
	int n;

	if (!number_text(r, p, s))
		return false;
	if (s[0] == '\0')
		return true;
	if (!parse_count(s, &n) || n > ld->size * ld->size)
		return fail_value(r, p, first_value(r->text, p), "malformed handicap");
	ld->handicap = n;
	if (ld->started)
		ld->game.handicap = n;
	return true;
}

/* GM must be 1 (Go) and FF 1..4 when present. */
static bool
load_format(const struct reader *r, const struct property *p)
{
	char s[NUMBER_MAX];
	int n;
	bool go = strcmp(p->ident, "GM") == 0;

	if (!number_text(r, p, s))
		return false;
	if (s[0] == '\0')
		return true;
	if (!parse_count(s, &n) || (go ? n != 1 : (n < 1 || n > 4)))
		return fail_value(r, p, first_value(r->text, p),
				  go ? "not a Go record:" : "unsupported file format");
	return true;
}

/* PL before the first move says who moves first; later it is ignored. */
static bool
load_player(const struct reader *r, struct loader *ld, const struct property *p)
{
	char s[NUMBER_MAX];
	struct span v = first_value(r->text, p);
	enum color c;

	if (count_values(r->text, p) != 1 || !decode_trimmed(r->text, v, s, sizeof(s)) ||
	    !color_parse(s, &c))
		return fail_value(r, p, v, "malformed player");
	if (!ld->started)
		ld->first_player = c;
	return true;
}

/* Sets every point of the rectangle with corners a and b (in any order) to color. */
static void
fill_rectangle(uint8_t setup[BOARD_MAX_POINTS], coord_t a, coord_t b, enum color color)
{
	int row0 = coord_row(a), row1 = coord_row(b), col0 = coord_col(a), col1 = coord_col(b);

	if (row0 > row1) {
		int t = row0;
		row0 = row1;
		row1 = t;
	}
	if (col0 > col1) {
		int t = col0;
		col0 = col1;
		col1 = t;
	}
	for (int row = row0; row <= row1; row++)
		for (int col = col0; col <= col1; col++)
			setup[coord_make(row, col)] = (uint8_t)color;
}

/* One AB/AW/AE value: a point or a compressed "aa:cc" rectangle. */
static bool
load_setup_value(const struct reader *r, struct loader *ld, const struct property *p,
		 struct span v, enum color color)
{
	char s[POINT_MAX], *colon;
	coord_t a, b;

	if (!decode_trimmed(r->text, v, s, sizeof(s)))
		return fail_value(r, p, v, "bad point in");
	if (s[0] == '\0')
		return true;
	colon = strchr(s, ':');
	if (colon)
		*colon = '\0';
	if (!parse_point(s, ld->size, &a) || (colon && !parse_point(colon + 1, ld->size, &b)))
		return fail_value(r, p, v, "bad point in");
	fill_rectangle(ld->setup, a, colon ? b : a, color);
	return true;
}

/* AB/AW/AE: setup stones, only before the first move (the game cannot hold more). */
static bool
load_setup(const struct reader *r, struct loader *ld, const struct property *p)
{
	enum color color = p->ident[1] == 'B' ? COLOR_BLACK :
			   p->ident[1] == 'W' ? COLOR_WHITE : COLOR_EMPTY;
	size_t at = p->values;
	struct span v;

	if (ld->started)
		return fail_at(r, p->at, "setup stones after the first move are not supported");
	while (next_value(r->text, &at, p->end, &v))
		if (!load_setup_value(r, ld, p, v, color))
			return false;
	return true;
}

/* Who moves first when PL is absent: the first move's colour, else White after handicap. */
static enum color
implied_first_player(int handicap, enum color first_mover)
{
	if (color_is_player(first_mover))
		return first_mover;
	return handicap >= 2 ? COLOR_WHITE : COLOR_BLACK;
}

/* Places the setup stones and fixes who moves first: the game proper begins. */
static bool
start_game(const struct reader *r, struct loader *ld, size_t at, enum color first_mover)
{
	struct game *g = &ld->game;

	game_clear(g, ld->size);
	g->komi = ld->komi;
	g->handicap = ld->handicap;
	for (int row = 0; row < ld->size; row++)
		for (int col = 0; col < ld->size; col++) {
			coord_t c = coord_make(row, col);
			char msg[WHAT_MAX], vertex[COORD_TEXT_MAX];

			if (!color_is_player((enum color)ld->setup[c]) ||
			    game_place_setup(g, (enum color)ld->setup[c], c))
				continue;
			coord_format(c, vertex);
			snprintf(msg, sizeof(msg),
				 "setup stones at %s leave a chain without liberties", vertex);
			return fail_at(r, at, msg);
		}
	g->setup_to_move = (uint8_t)(color_is_player(ld->first_player) ?
					     ld->first_player :
					     implied_first_player(ld->handicap, first_mover));
	ld->started = true;
	return true;
}

/* Whether the limit says to stop before this move. */
static bool
limit_reached(const struct sgf_limit *limit, size_t number, coord_t at)
{
	if (!limit)
		return false;
	if (limit->move_number > 0 && number >= (size_t)limit->move_number)
		return true;
	return limit->vertex != COORD_NONE && at == limit->vertex;
}

/* Reads a B or W property: a point, or a pass ("" or "tt" up to 19x19). */
static bool
move_point(const struct reader *r, const struct loader *ld, const struct property *p,
	   coord_t *at)
{
	char s[POINT_MAX];
	struct span v = first_value(r->text, p);

	if (count_values(r->text, p) != 1)
		return fail_at(r, p->at, "a move with more than one value");
	if (!decode_trimmed(r->text, v, s, sizeof(s)))
		return fail_value(r, p, v, "bad point in");
	if (s[0] == '\0' || (strcmp(s, "tt") == 0 && ld->size <= 19)) {
		*at = COORD_PASS;
		return true;
	}
	if (!parse_point(s, ld->size, at))
		return fail_value(r, p, v, "bad point in");
	return true;
}

/*
 * Whether the limit stops loading before this node's move (color at at). If so the
 * node is not loaded at all: the setup so far is placed and the mover reported.
 */
static bool
stops_before(const struct reader *r, struct loader *ld, size_t pos, enum color color, coord_t at,
	     bool *stop)
{
	*stop = limit_reached(ld->limit, ld->game.n_moves + 1, at);
	if (!*stop)
		return true;
	if (!ld->started && !start_game(r, ld, pos, color))
		return false;
	ld->info->stopped = true;
	ld->info->to_move = color;
	return true;
}

/* Plays the node's move (at for color), after placing the setup at the first move. */
static bool
load_move(const struct reader *r, struct loader *ld, size_t pos, enum color color, coord_t at)
{
	enum move_result res;
	char msg[WHAT_MAX], vertex[COORD_TEXT_MAX];

	if (!ld->started && !start_game(r, ld, pos, color))
		return false;
	if (ld->game.n_moves >= SGF_MAX_MOVES)
		return fail_at(r, pos, "too many moves");
	res = game_play(&ld->game, color, at);
	if (res == MOVE_OK)
		return true;
	coord_format(at, vertex);
	snprintf(msg, sizeof(msg), "move %zu (%s %s) is illegal: %s", ld->game.n_moves + 1,
		 color_name(color), vertex, move_result_text(res));
	return fail_at(r, pos, msg);
}

/* Stores a text property (RU, RE, GN) for the caller, cut to SGF_TEXT_MAX. */
static void
load_text(const struct reader *r, const struct property *p, char out[SGF_TEXT_MAX])
{
	decode_trimmed(r->text, first_value(r->text, p), out, SGF_TEXT_MAX);
}

/* Acts on one property of a main-line node other than the move (see load_node). */
static bool
load_property(const struct reader *r, struct loader *ld, const struct property *p)
{
	const char *id = p->ident;

	if (strcmp(id, "GM") == 0 || strcmp(id, "FF") == 0)
		return load_format(r, p);
	if (strcmp(id, "KM") == 0)
		return load_komi(r, ld, p);
	if (strcmp(id, "HA") == 0)
		return load_handicap(r, ld, p);
	if (strcmp(id, "PL") == 0)
		return load_player(r, ld, p);
	if (strcmp(id, "AB") == 0 || strcmp(id, "AW") == 0 || strcmp(id, "AE") == 0)
		return load_setup(r, ld, p);
	if (strcmp(id, "RU") == 0)
		load_text(r, p, ld->info->rules);
	else if (strcmp(id, "RE") == 0)
		load_text(r, p, ld->info->result);
	else if (strcmp(id, "GN") == 0)
		load_text(r, p, ld->info->name);
	return true;
}

static bool
is_move(const struct property *p)
{
	return strcmp(p->ident, "B") == 0 || strcmp(p->ident, "W") == 0;
}

/* Finds the node's move, if any (one at most); *found says whether there is one. */
static bool
find_move(struct reader *node, size_t begin, struct property *move, bool *found)
{
	struct property p;

	*found = false;
	for (node->pos = begin, skip_space(node); node->pos < node->len; skip_space(node)) {
		if (!read_property(node, &p))
			return false;
		if (!is_move(&p))
			continue;
		if (*found)
			return fail_at(node, p.at, "two moves in one node");
		*move = p;
		*found = true;
	}
	return true;
}

/* The root's SZ, read before anything else because points depend on it. */
static bool
load_root_size(struct reader *node, struct loader *ld, size_t begin)
{
	struct property p;

	for (node->pos = begin, skip_space(node); node->pos < node->len; skip_space(node))
		if (!read_property(node, &p) ||
		    (strcmp(p.ident, "SZ") == 0 && !load_size(node, ld, &p)))
			return false;
	return true;
}

/*
 * Acts on a main-line node whose properties lie in [begin, end) and were read
 * once already: the root's SZ first, then (unless the limit stops before this
 * node's move) the other properties, then the move.
 */
static bool
load_node(const struct reader *r, struct loader *ld, size_t begin, size_t end)
{
	struct reader node = { r->text, end, begin, r->reason };
	struct property p, move;
	bool has_move, stop = false;
	enum color color = COLOR_EMPTY;
	coord_t at = COORD_NONE;

	if (ld->nodes++ == 0 && !load_root_size(&node, ld, begin))
		return false;
	if (!find_move(&node, begin, &move, &has_move))
		return false;
	if (has_move) {
		color = move.ident[0] == 'B' ? COLOR_BLACK : COLOR_WHITE;
		if (!move_point(&node, ld, &move, &at) ||
		    !stops_before(&node, ld, move.at, color, at, &stop))
			return false;
		if (stop)
			return true;
	}
	for (node.pos = begin, skip_space(&node); node.pos < end; skip_space(&node))
		if (!read_property(&node, &p) ||
		    (!is_move(&p) && strcmp(p.ident, "SZ") != 0 && !load_property(&node, ld, &p)))
			return false;
	return !has_move || load_move(&node, ld, move.at, color, at);
}

/* Reads a node's properties after its ';', checking syntax only; returns its extent. */
static bool
read_node(struct reader *r, size_t *begin, size_t *end)
{
	struct property p;

	*begin = r->pos;
	for (skip_space(r); is_letter(peek(r)); skip_space(r)) {
		if (!read_property(r, &p))
			return false;
		*end = r->pos;
	}
	*end = r->pos;
	return true;
}

/* Skips a UTF-8 byte order mark and white space before the first '('. */
static void
skip_preamble(struct reader *r)
{
	if (r->len >= 3 && memcmp(r->text, "\xEF\xBB\xBF", 3) == 0)
		r->pos = 3;
	skip_space(r);
}

/*
 * Walks the first game tree of the collection. The main line is every node up to
 * the first ')': at each branch the first child comes first in the text, so the
 * main line ends exactly where the first variation closes. Later nodes are still
 * read for syntax. Text after the first tree is ignored.
 */
static bool
walk_tree(struct reader *r, struct loader *ld)
{
	int depth = 0;
	bool main_line = true;
	int last = 0;

	skip_preamble(r);
	if (peek(r) != '(')
		return fail_at(r, r->pos, "not an SGF record (no '(' at the start)");
	do {
		int c;
		size_t begin, end;

		skip_space(r);
		c = peek(r);
		if (c == -1)
			return fail_at(r, r->pos, "unterminated game tree (missing ')')");
		if ((c == '(' && last == '(') || (c == ')' && last == '(') ||
		    (c == ';' && last == ')'))
			return fail_at(r, r->pos, "a game tree without nodes");
		r->pos++;
		if (c == '(') {
			if (++depth > SGF_MAX_DEPTH)
				return fail_at(r, r->pos, "variations nested too deeply");
		} else if (c == ')') {
			depth--;
			main_line = false;
		} else if (c == ';') {
			if (!read_node(r, &begin, &end))
				return false;
			if (main_line && !ld->info->stopped && !load_node(r, ld, begin, end))
				return false;
		} else {
			char msg[64];

			snprintf(msg, sizeof(msg), "unexpected byte 0x%02x", (unsigned)c);
			return fail_at(r, r->pos - 1, msg);
		}
		last = c;
	} while (depth > 0);
	return true;
}

static void
info_clear(struct sgf_info *info)
{
	memset(info, 0, sizeof(*info));
	info->to_move = COLOR_BLACK;
}

/*
 * Loads the main line of the SGF record text[0..len) (NUL bytes allowed; FF[1]
 * to FF[4], GM[1]) into g, stopping early where limit says (NULL: no limit).
 * Reads SZ (square, 2..25; 19 when absent), KM (as written; g keeps its komi when
 * absent), HA, AB/AW/AE before the first move (compressed lists allowed), PL,
 * B/W moves and passes ("" or "tt" up to 19x19), RU, RE and GN (as text in info).
 * Keeps g's ko rule. Every move must be legal under it.
 * On success g holds the game (its old contents freed) and info says who moves
 * next. On failure (malformed or over SGF_MAX_BYTES / SGF_MAX_DEPTH /
 * SGF_MAX_MOVES, an illegal move, setup after the first move, no memory) returns
 * false with info->reason set, and g is unchanged. info must not be NULL.
 */
bool
sgf_load(struct game *g, const char *text, size_t len, const struct sgf_limit *limit,
	 struct sgf_info *info)
{
	struct loader *ld;
	struct reader r = { text, len, 0, info->reason };
	bool ok;

	info_clear(info);
	if (len > SGF_MAX_BYTES) {
		snprintf(info->reason, SGF_REASON_MAX, "record larger than %u bytes",
			 SGF_MAX_BYTES);
		return false;
	}
	ld = calloc(1, sizeof(*ld));
	if (!ld) {
		snprintf(info->reason, SGF_REASON_MAX, "out of memory");
		return false;
	}
	game_init(&ld->game, GAME_DEFAULT_SIZE, g->komi);
	ld->game.rules = g->rules;
	ld->size = GAME_DEFAULT_SIZE;
	ld->komi = g->komi;
	ld->first_player = COLOR_EMPTY;
	ld->limit = limit;
	ld->info = info;
	ok = walk_tree(&r, ld) && (ld->started || start_game(&r, ld, r.pos, COLOR_EMPTY));
	if (ok) {
		if (!info->stopped)
			info->to_move = game_to_move(&ld->game);
		info->moves = ld->game.n_moves;
		game_free(g);
		*g = ld->game;
	} else {
		info->stopped = false;
		info->has_komi = false;
		info->rules[0] = info->result[0] = info->name[0] = '\0';
		game_free(&ld->game);
	}
	free(ld);
	return ok;
}

/* The text being written; once memory runs out it stays failed. */
struct out {
	char *data;  /* NUL-terminated text so far, owned */
	size_t len;  /* bytes before the NUL */
	size_t cap;  /* bytes allocated */
	bool failed; /* an allocation failed */
};

static void
out_bytes(struct out *o, const char *s, size_t n)
{
	if (o->failed)
		return;
	if (o->len + n + 1 > o->cap) {
		size_t cap = o->cap ? o->cap : 1024;
		char *data;

		while (o->len + n + 1 > cap)
			cap *= 2;
		data = realloc(o->data, cap);
		if (!data) {
			o->failed = true;
			return;
		}
		o->data = data;
		o->cap = cap;
	}
	memcpy(o->data + o->len, s, n);
	o->len += n;
	o->data[o->len] = '\0';
}

static void
out_str(struct out *o, const char *s)
{
	out_bytes(o, s, strlen(s));
}

/* ident[text] with ']' and '\' escaped. */
static void
out_text_property(struct out *o, const char *ident, const char *text)
{
	out_str(o, ident);
	out_str(o, "[");
	for (const char *s = text; *s; s++) {
		if (*s == ']' || *s == '\\')
			out_str(o, "\\");
		out_bytes(o, s, 1);
	}
	out_str(o, "]");
}

/* [xy] for a point of a size x size board, [] for a pass. */
static void
out_point(struct out *o, int size, coord_t c)
{
	char s[5] = "[]";

	if (c != COORD_PASS) {
		s[1] = (char)('a' + coord_col(c));
		s[2] = (char)('a' + size - 1 - coord_row(c));
		s[3] = ']';
		s[4] = '\0';
	}
	out_str(o, s);
}

/* A numeric property, written so that it reads back exactly. */
static void
out_number_property(struct out *o, const char *ident, double v)
{
	char s[SCORE_TEXT_MAX];

	score_format_number(v, s);
	out_str(o, ident);
	out_str(o, "[");
	out_str(o, s);
	out_str(o, "]");
}

/* AB or AW with every setup stone of color, or nothing when there is none. */
static void
out_setup(struct out *o, const struct board *setup, enum color color)
{
	bool any = false;

	for (int row = setup->size - 1; row >= 0; row--)
		for (int col = 0; col < setup->size; col++) {
			coord_t c = coord_make(row, col);

			if (board_at(setup, c) != color)
				continue;
			if (!any)
				out_str(o, color == COLOR_BLACK ? "AB" : "AW");
			any = true;
			out_point(o, setup->size, c);
		}
	if (any)
		out_str(o, "\n");
}

/* The root node: game information and the setup position. */
static void
out_root(struct out *o, const struct game *g, const char *rules, const char *result)
{
	enum color first_mover = g->n_moves ? (enum color)g->moves[0].color : COLOR_EMPTY;

	out_str(o, "(;GM[1]FF[4]CA[UTF-8]AP[goref:" GOREF_VERSION "]\n");
	out_number_property(o, "SZ", game_size(g));
	out_number_property(o, "KM", g->komi);
	if (g->handicap > 0)
		out_number_property(o, "HA", g->handicap);
	if (!rules)
		rules = "BGA";
	if (*rules)
		out_text_property(o, "RU", rules);
	if (result && *result)
		out_text_property(o, "RE", result);
	out_str(o, "\n");
	out_setup(o, &g->setup, COLOR_BLACK);
	out_setup(o, &g->setup, COLOR_WHITE);
	if (g->setup_to_move != implied_first_player(g->handicap, first_mover))
		out_str(o, g->setup_to_move == COLOR_WHITE ? "PL[W]\n" : "PL[B]\n");
}

/*
 * Writes g as an FF[4] record: GM FF CA AP SZ KM, HA when there was a handicap,
 * RU (rules; NULL writes "BGA", "" writes none), RE (result, e.g. "W+2.5"; NULL
 * or "" writes none), the setup stones, PL when needed to say who moved first,
 * and every move with passes as B[] / W[]. Loading the text back with sgf_load
 * gives the same setup, moves, komi, handicap, hash and prisoners.
 * Returns a malloc'd NUL-terminated string the caller frees, or NULL when
 * memory runs out.
 */
char *
sgf_write(const struct game *g, const char *rules, const char *result)
{
	struct out o = { NULL, 0, 0, false };

	out_root(&o, g, rules, result);
	for (size_t i = 0; i < g->n_moves; i++) {
		const struct move *m = &g->moves[i];

		out_str(&o, m->color == COLOR_BLACK ? ";B" : ";W");
		out_point(&o, game_size(g), m->at);
		if ((i + 1) % MOVES_PER_LINE == 0 || i + 1 == g->n_moves)
			out_str(&o, "\n");
	}
	out_str(&o, ")\n");
	if (o.failed) {
		free(o.data);
		return NULL;
	}
	return o.data;
}
