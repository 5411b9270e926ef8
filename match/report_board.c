/* report_board.c -- the final position of a game as a small inline SVG. */
#include "match/report_board.h"

#include <stdbool.h>

#include "engine/rules/board.h"
#include "engine/rules/color.h"
#include "engine/rules/game.h"
#include "engine/rules/handicap.h"
#include "match/report_html.h"
#include "match/sgfcount.h"

/* What is drawn at a point, one kind per group of the picture. */
enum mark { ALIVE, DEAD, TERRITORY };

/* Each group: its class (what the tests and a reader's stylesheet find it by) and its
 * look, as presentation attributes, so a board copied out of the page looks the same. */
static const struct {
	enum mark mark;
	enum color color;
	const char *open;
} groups[] = {
	{ALIVE, COLOR_BLACK, "<g class=\"stones b\" fill=\"#111\">"},
	{ALIVE, COLOR_WHITE,
	 "<g class=\"stones w\" fill=\"#fafafa\" stroke=\"#222\" stroke-width=\".05\">"},
	{DEAD, COLOR_BLACK, "<g class=\"dead b\" fill=\"#111\" opacity=\".35\">"},
	{DEAD, COLOR_WHITE,
	 "<g class=\"dead w\" fill=\"#fafafa\" stroke=\"#222\" stroke-width=\".05\" "
	 "opacity=\".5\">"},
	{TERRITORY, COLOR_BLACK, "<g class=\"tb\" fill=\"#111\">"},
	{TERRITORY, COLOR_WHITE,
	 "<g class=\"tw\" fill=\"#fff\" stroke=\"#111\" stroke-width=\".06\">"},
};

/* Whether point c shows `mark` of `color`: a stone alive (the count did not take it)
 * or dead (in the other side's territory), or a point of color's territory. */
static bool
shows(const struct game *g, const struct sgf_count *count, coord_t c, enum mark mark,
      enum color color)
{
	enum color stone = board_at(&g->board, c);
	enum color owner = count ? (enum color)count->owner[c] : COLOR_EMPTY;
	bool dead = stone != COLOR_EMPTY && owner != COLOR_EMPTY && owner != stone;

	switch (mark) {
	case ALIVE: return stone == color && !dead;
	case DEAD: return stone == color && dead;
	case TERRITORY: return owner == color && (stone == COLOR_EMPTY || dead);
	}
	return false;
}

/* The grid lines and the star points (those of the largest fixed handicap). */
static void
draw_grid(FILE *out, int size)
{
	coord_t star[HANDICAP_MAX_FIXED];
	int n = handicap_fixed(size, size >= 13 ? 9 : 5, star);

	if (n == 0)
		n = handicap_fixed(size, 4, star);
	fprintf(out, "<path stroke=\"#5b4a2a\" stroke-width=\".06\" d=\"");
	for (int i = 1; i <= size; i++)
		fprintf(out, "M1 %dH%dM%d 1V%d", i, size, i, size);
	fprintf(out, "\"/>");
	if (n > 0) {
		fprintf(out, "<g fill=\"#5b4a2a\">");
		for (int i = 0; i < n; i++)
			fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\".12\"/>", coord_col(star[i]) + 1,
			        size - coord_row(star[i]));
		fprintf(out, "</g>");
	}
}

/*
 * Writes the SVG of g's position (its board now: the final position of a
 * loaded record) to out: the board, its lines and star points, then each kind
 * of mark in a group of its own (class "stones b", "stones w", "dead b", "dead
 * w", "tb", "tw"; a kind with no point has none). count (NULL: none, or one
 * not found in the record: the stones only) says each point's owner in the
 * referee's count. title (escaped) names the picture for a reader and a
 * screen reader.
 */
void
report_board_svg(FILE *out, const struct game *g, const struct sgf_count *count,
                 const char *title)
{
	int size = game_size(g);

	if (count && !count->found)
		count = NULL;
	fprintf(out,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 0 %d %d\" "
	        "role=\"img\" aria-label=\"",
	        size + 1, size + 1);
	html_text(out, title);
	fprintf(out, "\"><title>");
	html_text(out, title);
	fprintf(out, "</title><rect width=\"%d\" height=\"%d\" fill=\"#dcb35c\"/>", size + 1, size + 1);
	draw_grid(out, size);
	for (size_t k = 0; k < sizeof(groups) / sizeof(groups[0]); k++) {
		bool open = false;

		for (int row = size - 1; row >= 0; row--)
			for (int col = 0; col < size; col++) {
				coord_t c = coord_make(row, col);
				int x = col + 1, y = size - row;

				if (!shows(g, count, c, groups[k].mark, groups[k].color))
					continue;
				if (!open)
					fputs(groups[k].open, out);
				open = true;
				if (groups[k].mark == TERRITORY)
					fprintf(out,
					        "<rect x=\"%.1f\" y=\"%.1f\" width=\".4\" "
					        "height=\".4\"/>",
					        x - 0.2, y - 0.2);
				else
					fprintf(out, "<circle cx=\"%d\" cy=\"%d\" r=\".47\"/>", x, y);
			}
		if (open)
			fputs("</g>", out);
	}
	fputs("</svg>", out);
}
