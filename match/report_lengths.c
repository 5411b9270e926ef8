/* report_lengths.c -- the report's histogram of the games' lengths and each engine's time
 * a move. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/report_chart.h"
#include "match/report_html.h"
#include "match/report_page.h"

#define TIME_ROWS_MAX 24 /* engines in the table of time a move, the best first */
#define LENGTH_BINS   30 /* bins of the histogram of lengths, at most */

static int
by_value(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return (x > y) - (x < y);
}

/* The width of the histogram's bins for lengths that span `span` moves: 1, 2 or 5 times a
 * power of ten, the smallest that needs at most LENGTH_BINS bins (one more for a start
 * rounded down to a multiple of the width). */
static int
bin_width(int span)
{
	for (int power = 1;; power *= 10)
		for (int k = 0; k < 3; k++) {
			int width = power * (k == 0 ? 1 : k == 1 ? 2 : 5);

			if (span / width + 2 <= LENGTH_BINS)
				return width;
		}
}

/* The histogram of the lengths (moves, the opening's included) of the games played,
 * with their mean, median and extremes. False when out of memory. */
static bool
lengths_chart(FILE *out, const struct report *r)
{
	int *moves = malloc((size_t)r->played * sizeof(*moves)), *counts = NULL, n = 0, width, bins, start;
	struct chart_frame f = {.id = "length-chart",
	                        .title = "Games by their length in moves",
	                        .x_name = "moves",
	                        .y_name = "games",
	                        .mark_x = NAN};
	double sum = 0;

	if (!moves)
		return false;
	for (size_t i = 0; i < r->n_games; i++)
		if (r->game[i]->winner != '-') {
			moves[n++] = r->game[i]->moves;
			sum += r->game[i]->moves;
		}
	qsort(moves, (size_t)n, sizeof(*moves), by_value);
	width = bin_width(moves[n - 1] - moves[0]);
	start = moves[0] / width * width; /* the bins from the shortest game's */
	bins = (moves[n - 1] - start) / width + 1;
	counts = calloc((size_t)bins, sizeof(*counts));
	if (!counts) {
		free(moves);
		return false;
	}
	for (int i = 0; i < n; i++)
		counts[(moves[i] - start) / width]++;
	fprintf(out,
	        "<figure><figcaption>Games by their length in moves (the opening&#8217;s "
	        "included): mean %.1f, median %g, shortest %d, longest %d.</figcaption>",
	        sum / n, n % 2 ? moves[n / 2] : (moves[n / 2 - 1] + moves[n / 2]) / 2.0, moves[0],
	        moves[n - 1]);
	chart_histogram(out, &f, counts, bins, start, width);
	fputs("</figure>\n", out);
	free(moves);
	free(counts);
	return true;
}

/* One engine's thinking: over its games, and the slowest of them a move. */
struct thinking {
	int games;
	double seconds; /* thinking seconds over its games */
	double moves;   /* its moves: half of each of its games' (as --summary counts them) */
	double slowest; /* the most seconds a move of one game */
	int slowest_game;
};

static void
time_row(FILE *out, const struct report *r, int e, const struct thinking *t, double most)
{
	double mean = t->moves > 0 ? t->seconds / t->moves : 0;

	fputs("<tr><th scope=\"row\" class=\"engine\">", out);
	html_text(out, report_engine_name(r, e));
	fprintf(out,
	        "</th><td class=\"n\">%d</td><td class=\"n\">%.0f</td><td class=\"n\">%.1f</td>"
	        "<td class=\"n\">%.3f</td><td>",
	        t->games, t->moves, t->seconds, mean);
	chart_bar(out, most > 0 ? mean / most : 0);
	fprintf(out, "</td><td class=\"n\">%.3f (game %d)</td></tr>\n", t->slowest,
	        t->slowest_game);
}

/* Each engine's thinking seconds a move (the best TIME_ROWS_MAX), as a table with a bar
 * each, and its slowest game. False when out of memory. */
static bool
time_table(FILE *out, const struct report *r)
{
	int n = r->ratings.n < TIME_ROWS_MAX ? r->ratings.n : TIME_ROWS_MAX;
	struct thinking *t = calloc((size_t)n, sizeof(*t));
	double most = 0;

	if (!t)
		return false;
	for (size_t i = 0; i < r->n_games; i++) {
		const struct result_entry *g = r->game[i];

		for (int side = 0; side < 2 && g->winner != '-'; side++) {
			int e = r->engine_of[side == 0 ? g->black : g->white];
			double a_move = g->moves > 1 ? g->think[side] / (g->moves / 2.0) : 0;

			if (e < 0 || e >= n)
				continue;
			t[e].games++;
			t[e].seconds += g->think[side];
			t[e].moves += g->moves / 2.0;
			if (t[e].slowest_game == 0 || a_move > t[e].slowest) {
				t[e].slowest = a_move;
				t[e].slowest_game = g->game;
			}
		}
	}
	for (int e = 0; e < n; e++)
		if (t[e].moves > 0 && t[e].seconds / t[e].moves > most)
			most = t[e].seconds / t[e].moves;
	fputs("<figure><figcaption>Each engine&#8217;s thinking time a move, over its games "
	      "(its moves: half of each game&#8217;s, as --summary counts them).</figcaption>"
	      "<div class=\"wide\"><table class=\"time\" id=\"time-table\"><thead><tr><th>Engine</th>"
	      "<th class=\"n\">Games</th><th class=\"n\">Moves</th><th class=\"n\">Seconds</th>"
	      "<th class=\"n\">Seconds a move</th><th></th><th class=\"n\">Slowest game</th></tr>"
	      "</thead><tbody>\n",
	      out);
	for (int e = 0; e < n; e++)
		time_row(out, r, e, &t[e], most);
	fputs("</tbody></table></div></figure>\n", out);
	free(t);
	return true;
}

/* The lengths of the games and the engines' time. */
bool
report_lengths(FILE *out, const struct report *r)
{
	bool ok;

	if (r->played == 0)
		return true;
	fputs("<section id=\"lengths\"><h2>Lengths and time</h2>", out);
	ok = lengths_chart(out, r) && time_table(out, r);
	fputs("</section>\n", out);
	return ok;
}
