/* report_games.c -- the report's table of every game, with its record and final position. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "match/archive.h"
#include "match/openings.h"
#include "match/report.h"
#include "match/report_board.h"
#include "match/report_html.h"
#include "match/report_page.h"
#include "match/sgfcount.h"

#define PATH_EXTRA 32 /* room for "/game-NNNNNN.sgf" after the folder's name */

/* What the table draws: the rows of the games listed, and which have a board. */
struct shown {
	size_t rows_head, rows_tail; /* the first rows_head games listed and the last rows_tail */
	int boards_head, boards_tail; /* of the games played, the first and last drawn */
};

/* The limits of report.h applied to the folder's games. */
static struct shown
shown_of(const struct report *r)
{
	struct shown s = {r->n_games, 0, r->played, 0};

	if (r->n_games > REPORT_ROWS_MAX) {
		s.rows_head = REPORT_ROWS_MAX / 2;
		s.rows_tail = REPORT_ROWS_MAX / 2;
	}
	if (r->played > REPORT_BOARDS_MAX) {
		s.boards_head = REPORT_BOARDS_MAX / 2;
		s.boards_tail = REPORT_BOARDS_MAX / 2;
	}
	return s;
}

/* The points each side has in the count. */
static void
territory(const struct sgf_count *count, int points[3])
{
	points[COLOR_BLACK] = points[COLOR_WHITE] = 0;
	for (coord_t c = 0; c < BOARD_MAX_POINTS; c++)
		if (count->owner[c] == COLOR_BLACK || count->owner[c] == COLOR_WHITE)
			points[count->owner[c]]++;
}

/*
 * The final position of game e from its record (text, len) in the board cell,
 * replayed under the match's rules in g, with the count where the record holds
 * it; or why it cannot be drawn.
 */
static void
board_cell(FILE *out, const struct result_entry *e, struct game *g, const char *text, size_t len)
{
	struct sgf_info info;
	struct sgf_count count;
	char title[160];
	int points[3];

	if (!sgf_load(g, text, len, NULL, &info)) {
		fputs("<span class=\"note\">record unreadable: ", out);
		html_text(out, info.reason);
		fputs("</span>", out);
		return;
	}
	sgfcount_read(text, len, game_size(g), &count);
	territory(&count, points);
	if (count.found)
		snprintf(title, sizeof(title),
		         "Game %d, final position as goref counted it: territory Black %d, White %d "
		         "(dead stones' points included)",
		         e->game, points[COLOR_BLACK], points[COLOR_WHITE]);
	else
		snprintf(title, sizeof(title), "Game %d, final position", e->game);
	report_board_svg(out, g, &count, title);
}

/* The cells of a game played: result, reason, moves, time, record, final position. */
static void
played_cells(FILE *out, const struct report *r, const struct result_entry *e, bool board,
             struct game *g)
{
	char path[4096 + PATH_EXTRA];
	struct stat st;
	bool recorded;

	archive_path(r->dir, e->game, path, sizeof(path));
	recorded = stat(path, &st) == 0 && S_ISREG(st.st_mode);
	fputs("<td>", out);
	html_text(out, strtab_get(&r->list.strings, e->result));
	fputs("</td><td>", out);
	html_text(out, strtab_get(&r->list.strings, e->reason));
	fprintf(out, "</td><td class=\"n\">%d</td><td class=\"n\">%.1f / %.1f</td><td>", e->moves,
	        e->think[0], e->think[1]);
	if (recorded)
		fprintf(out, "<a class=\"sgf\" href=\"game-%06d.sgf\">SGF</a>", e->game);
	else
		fputs("<span class=\"note\">missing</span>", out);
	fputs("</td><td class=\"pos\">", out);
	if (board && recorded) {
		size_t len = 0;
		char *text = openings_read(path, &len);

		if (text)
			board_cell(out, e, g, text, len);
		else
			fputs("<span class=\"note\">record unreadable</span>", out);
		free(text);
	}
	fputs("</td>", out);
}

/* One game's row: a game played with its cells, a void one as not played. */
static void
game_row(FILE *out, const struct report *r, const struct result_entry *e, bool board,
         struct game *g)
{
	bool void_game = e->winner == '-';

	fprintf(out, "<tr id=\"game-%d\"%s><td class=\"n\">%d</td><td%s>", e->game,
	        void_game ? " class=\"void\"" : "", e->game, e->winner == 'B' ? " class=\"won\"" : "");
	html_text(out, strtab_get(&r->list.strings, e->black));
	fprintf(out, "</td><td%s>", e->winner == 'W' ? " class=\"won\"" : "");
	html_text(out, strtab_get(&r->list.strings, e->white));
	fputs("</td>", out);
	if (void_game) {
		fputs("<td>not played</td><td>", out);
		html_text(out, strtab_get(&r->list.strings, e->reason));
		fputs("</td><td></td><td></td><td></td><td></td>", out);
	} else {
		played_cells(out, r, e, board, g);
	}
	fputs("</tr>\n", out);
}

/* The note above the table: what the pictures show, and what is left out. */
static void
games_note(FILE *out, const struct report *r, const struct shown *s)
{
	fputs("<p class=\"note\">Each final position as goref counted it where the game ended "
	      "by a count: faded stones are dead, and a small square marks a point of its "
	      "side&#8217;s territory, the points of dead stones included (the record&#8217;s TB "
	      "and TW). Other games show their last position. Time: each side&#8217;s thinking "
	      "seconds, Black / White.",
	      out);
	if (s->boards_tail)
		fprintf(out,
		        " Of the %d games played, the first %d and the last %d are drawn, so that "
		        "the page stays small.",
		        r->played, s->boards_head, s->boards_tail);
	if (s->rows_tail)
		fprintf(out,
		        " Of the %zu games, the first %zu and the last %zu are listed; the results "
		        "files hold them all.",
		        r->n_games, s->rows_head, s->rows_tail);
	fputs("</p>", out);
}

/* The table of the games, in game order, as shown_of() limits it. False when out of memory. */
bool
report_games(FILE *out, const struct report *r)
{
	struct shown s = shown_of(r);
	struct game *g = malloc(sizeof(*g));
	int played = 0;

	if (!g)
		return false;
	game_init(g, GAME_DEFAULT_SIZE, GAME_DEFAULT_KOMI);
	rules_use_preset(&g->rules, r->rules);
	fputs("<section id=\"games\"><h2>Games</h2>", out);
	games_note(out, r, &s);
	fputs("<div class=\"wide\"><table class=\"games\" id=\"games-table\"><thead><tr>"
	      "<th class=\"n\">Game</th><th>Black</th><th>White</th><th>Result</th><th>Ended by</th>"
	      "<th class=\"n\">Moves</th><th class=\"n\">Time (s)</th><th>Record</th>"
	      "<th>Final position</th></tr></thead><tbody>\n",
	      out);
	for (size_t i = 0; i < r->n_games; i++) {
		const struct result_entry *e = r->game[i];
		bool board = e->winner != '-' &&
		             (played < s.boards_head || played >= r->played - s.boards_tail);

		played += e->winner != '-';
		if (i == s.rows_head && s.rows_tail)
			fprintf(out,
			        "<tr class=\"gap\"><td colspan=\"9\">&#8230; %zu games not listed "
			        "&#8230;</td></tr>\n",
			        r->n_games - s.rows_head - s.rows_tail);
		if (i >= s.rows_head && i < r->n_games - s.rows_tail)
			continue;
		game_row(out, r, e, board, g);
	}
	fputs("</tbody></table></div></section>\n", out);
	game_free(g);
	free(g);
	return true;
}
