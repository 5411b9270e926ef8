/* report_tables.c -- the report's standings, crosstable and ends of the games. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/report_html.h"
#include "match/report_page.h"

#define STANDINGS_MAX 500 /* engines listed in the standings, the best first */
#define CROSS_MAX     24  /* engines in the crosstable and the columns of the ends */

/* Points as the tables write them: "2", "2.5". */
static void
put_points(FILE *out, double points)
{
	if (points == floor(points))
		fprintf(out, "%.0f", points);
	else
		fprintf(out, "%.1f", points);
}

/* A rating as the tables write it: "+35", "0", "-inf"; "-" when it is none. */
static void
put_elo(FILE *out, double elo)
{
	if (isnan(elo))
		fputs("&#8211;", out);
	else if (isinf(elo))
		fputs(elo > 0 ? "+&#8734;" : "&#8722;&#8734;", out);
	else if (fabs(elo) < 0.5)
		fputs("0", out);
	else
		fprintf(out, "%+.0f", elo);
}

static void
standings_row(FILE *out, const struct report *r, int i)
{
	const struct rated_engine *e = &r->ratings.engine[i];

	fprintf(out, "<tr><td class=\"n\">%d</td><th scope=\"row\" class=\"engine\">", i + 1);
	html_text(out, report_engine_name(r, i));
	fprintf(out,
	        "</th><td class=\"n\">%d</td><td class=\"n\">%d</td><td class=\"n\">%d</td>"
	        "<td class=\"n\">%d</td><td class=\"n\">",
	        e->games, e->wins, e->draws, e->losses);
	put_points(out, e->points);
	fprintf(out, "</td><td class=\"n\">%.1f%%</td><td class=\"n\">",
	        e->games ? 100.0 * e->points / e->games : 0.0);
	put_elo(out, e->elo);
	fputs("</td><td class=\"n\">", out);
	put_elo(out, e->lo);
	fputs(" &#8230; ", out);
	put_elo(out, e->hi);
	fputs("</td><td class=\"n\">", out);
	if (isnan(e->los_next))
		fputs("&#8211;", out);
	else
		fprintf(out, "%.1f%%", 100 * e->los_next);
	fputs("</td></tr>\n", out);
}

/* The crosstable of the best CROSS_MAX engines: cell (a, b) a's points / games against b. */
static void
crosstable(FILE *out, const struct report *r)
{
	int n = r->ratings.n < CROSS_MAX ? r->ratings.n : CROSS_MAX;

	fputs("<h3>Crosstable</h3><p class=\"note\">A cell is the row engine&#8217;s points / games "
	      "against the column engine, with either colour (a draw is half a point).",
	      out);
	if (r->ratings.n > n)
		fprintf(out, " The best %d engines of %d.", n, r->ratings.n);
	fputs("</p><div class=\"wide\"><table class=\"cross\" id=\"crosstable\"><thead><tr><th>"
	      "</th>",
	      out);
	for (int b = 0; b < n; b++) {
		fprintf(out, "<th class=\"n\" title=\"");
		html_text(out, report_engine_name(r, b));
		fprintf(out, "\">%d</th>", b + 1);
	}
	fputs("</tr></thead><tbody>\n", out);
	for (int a = 0; a < n; a++) {
		fprintf(out, "<tr><th scope=\"row\" class=\"engine\" data-rank=\"%d\">%d. ", a + 1, a + 1);
		html_text(out, report_engine_name(r, a));
		fputs("</th>", out);
		for (int b = 0; b < n; b++) {
			const struct cross_cell *c = a == b ? NULL : ratings_cell(&r->ratings, a, b);

			if (a == b) {
				fputs("<td class=\"self\"></td>", out);
				continue;
			}
			fprintf(out, "<td class=\"cell\" data-row=\"%d\" data-col=\"%d\">", a + 1, b + 1);
			if (c && c->games > 0) {
				put_points(out, c->points_a);
				fprintf(out, "/%d", c->games);
			}
			fputs("</td>", out);
		}
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table></div>\n", out);
}

/*
 * The standings: each engine (the best STANDINGS_MAX) with its games, wins,
 * draws, losses, points and score, its rating with the 95% interval and the
 * likelihood of superiority over the next; then the crosstable.
 */
bool
report_standings(FILE *out, const struct report *r)
{
	int n = r->ratings.n < STANDINGS_MAX ? r->ratings.n : STANDINGS_MAX;

	fputs("<section id=\"standings\"><h2>Standings</h2>", out);
	if (n == 0) {
		fputs("<p>No game has been played.</p></section>\n", out);
		return true;
	}
	fputs("<p class=\"note\">Elo ratings from all the games together (maximum likelihood), ", out);
	if (r->ratings.anchor >= 0) {
		fputs("anchored on ", out);
		html_text(out, report_engine_name(r, r->ratings.anchor));
		fputs(" (0)", out);
	} else {
		fputs("their mean 0", out);
	}
	fputs("; LOS: the likelihood that an engine is stronger than the next one.", out);
	if (r->ratings.n > n)
		fprintf(out, " The best %d engines of %d.", n, r->ratings.n);
	fputs("</p><div class=\"wide\"><table class=\"standings\" id=\"standings-table\"><thead><tr>"
	      "<th class=\"n\">#</th><th>Engine</th><th class=\"n\">Games</th><th class=\"n\">Wins</th>"
	      "<th class=\"n\">Draws</th><th class=\"n\">Losses</th><th class=\"n\">Points</th>"
	      "<th class=\"n\">Score</th><th class=\"n\">Elo</th><th class=\"n\">95% interval</th>"
	      "<th class=\"n\">LOS over next</th></tr></thead><tbody>\n",
	      out);
	for (int i = 0; i < n; i++)
		standings_row(out, r, i);
	fputs("</tbody></table></div>\n", out);
	if (r->ratings.n > 1)
		crosstable(out, r);
	fputs("</section>\n", out);
	return true;
}

/* An end that is an engine's fault: everything but a count, a resignation, the move
 * limit and an adjudication (the loser of such a game is the engine at fault). */
static bool
is_fault(const char *reason)
{
	static const char *const fair[] = {"score", "resign", "move-limit", "adjudicated"};

	for (size_t i = 0; i < sizeof(fair) / sizeof(fair[0]); i++)
		if (strcmp(reason, fair[i]) == 0)
			return false;
	return true;
}

/* The ends: by reason, in the order first seen, and who lost them. */
struct ends {
	int *row_of;    /* by string id: the reason's row, or -1; owned */
	unsigned *why;  /* each row's reason (a string id); owned */
	int *games;     /* each row's games; owned */
	int *draws;     /* each row's draws; owned */
	int *lost;      /* row * (columns + 1) + column: games lost by column's engine, the
	                   last column for all the others; owned */
	int rows, columns;
};

static void
ends_free(struct ends *e)
{
	free(e->row_of);
	free(e->why);
	free(e->games);
	free(e->draws);
	free(e->lost);
}

/* Counts the ends of the games played; false when out of memory. */
static bool
ends_count(const struct report *r, struct ends *e)
{
	size_t ids = r->list.strings.n + 1;

	memset(e, 0, sizeof(*e));
	e->columns = r->ratings.n < CROSS_MAX ? r->ratings.n : CROSS_MAX;
	e->row_of = malloc(ids * sizeof(*e->row_of));
	e->why = malloc(ids * sizeof(*e->why));
	e->games = calloc(ids, sizeof(*e->games));
	e->draws = calloc(ids, sizeof(*e->draws));
	e->lost = calloc(ids * (size_t)(e->columns + 1), sizeof(*e->lost));
	if (!e->row_of || !e->why || !e->games || !e->draws || !e->lost)
		return false;
	for (size_t i = 0; i < ids; i++)
		e->row_of[i] = -1;
	for (size_t i = 0; i < r->n_games; i++) {
		const struct result_entry *g = r->game[i];
		int row, loser;

		if (g->winner == '-')
			continue;
		if (e->row_of[g->reason] < 0) {
			e->row_of[g->reason] = e->rows;
			e->why[e->rows++] = g->reason;
		}
		row = e->row_of[g->reason];
		e->games[row]++;
		if (g->winner == '0') {
			e->draws[row]++;
			continue;
		}
		loser = r->engine_of[g->winner == 'B' ? g->white : g->black];
		if (loser >= 0) /* (every engine of a game played is rated) */
			e->lost[row * (e->columns + 1) + (loser < e->columns ? loser : e->columns)]++;
	}
	return true;
}

/*
 * How the games ended: a row a reason (a count, a resignation, the move limit,
 * an adjudication, each kind of fault), its games and draws, and the games each
 * engine lost by it: for a fault, the engine at fault.
 */
bool
report_ends(FILE *out, const struct report *r)
{
	struct ends e;
	bool others = r->ratings.n > CROSS_MAX;

	if (!ends_count(r, &e)) {
		ends_free(&e);
		return false;
	}
	fputs("<section id=\"ends\"><h2>How the games ended</h2><p class=\"note\">Games by how they "
	      "ended, and the games each engine lost so: for a fault (marked), the engine at "
	      "fault.</p><div class=\"wide\"><table class=\"ends\" id=\"ends-table\"><thead><tr>"
	      "<th>Ended by</th><th class=\"n\">Games</th><th class=\"n\">Draws</th>",
	      out);
	for (int c = 0; c < e.columns; c++) {
		fputs("<th class=\"n\">Lost by ", out);
		html_text(out, report_engine_name(r, c));
		fputs("</th>", out);
	}
	if (others)
		fputs("<th class=\"n\">Lost by the others</th>", out);
	fputs("</tr></thead><tbody>\n", out);
	for (int row = 0; row < e.rows; row++) {
		const char *why = strtab_get(&r->list.strings, e.why[row]);
		bool fault = is_fault(why);

		fprintf(out, "<tr%s><th scope=\"row\">", fault ? " class=\"fault\"" : "");
		html_text(out, why);
		fprintf(out, "%s</th><td class=\"n\">%d</td><td class=\"n\">%d</td>",
		        fault ? " <span class=\"tag\">fault</span>" : "", e.games[row], e.draws[row]);
		for (int c = 0; c < e.columns + others; c++)
			fprintf(out, "<td class=\"n\">%d</td>", e.lost[row * (e.columns + 1) + c]);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table></div></section>\n", out);
	ends_free(&e);
	return true;
}
