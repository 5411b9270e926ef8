/*
 * analysis.c -- analysis lines in the formats GUIs parse. Leela Zero's:
 *   info move D4 visits 12 winrate 5123 prior 1000 lcb 4800 order 0 pv D4 Q16
 * (values in 1/10000), KataGo's: the same keys with floats in 0..1 plus
 * scoreMean / scoreLead, and with "ownership true" one value per point after
 * the moves, row by row from the top left (A19 on 19x19), for the side
 * analysed. One line per report, every move on it, best first.
 */
#include "gtp/analysis.h"

#include <math.h>
#include <string.h>

#include "engine/rules/game.h"
#include "gtp/commands.h"
#include "gtp/table.h"

/* Longest interval accepted, in centiseconds (a day). */
#define ANALYSIS_MAX_INTERVAL 8640000

/* A whole number in [0, max]. */
static bool
arg_count(const char *text, int max, int *out)
{
	return gtp_parse_int(text, out) && *out >= 0 && *out <= max;
}

/*
 * Parses "[color] [interval] key value ...": the keys interval (centiseconds),
 * minmoves, maxmoves and, for kata, ownership true|false. False (with the
 * reason on stderr) for anything else.
 */
bool
analysis_parse(const struct table *t, enum analysis_format format, int argc, char **argv,
	       struct analysis_options *out)
{
	struct analysis_options o = { format, game_to_move(&t->game), 0, 0, SEARCH_REPORT_MAX,
				      false };
	int i = 0, cs = 0;

	if (i < argc && color_parse(argv[i], &o.color))
		i++;
	if (i < argc && gtp_parse_int(argv[i], &cs)) {
		if (cs < 0 || cs > ANALYSIS_MAX_INTERVAL) {
			gtp_detail("bad interval: %.40s", argv[i]);
			return false;
		}
		i++;
	}
	for (; i < argc; i += 2) {
		const char *key = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
		bool ok = value != NULL;
		if (ok && strcmp(key, "interval") == 0)
			ok = arg_count(value, ANALYSIS_MAX_INTERVAL, &cs);
		else if (ok && strcmp(key, "minmoves") == 0)
			ok = arg_count(value, 1000000, &o.minmoves);
		else if (ok && strcmp(key, "maxmoves") == 0)
			ok = arg_count(value, 1000000, &o.maxmoves);
		else if (ok && format == ANALYSIS_KATA && strcmp(key, "ownership") == 0 &&
			 (strcmp(value, "true") == 0 || strcmp(value, "false") == 0))
			o.ownership = value[0] == 't';
		else
			ok = false;
		if (!ok) {
			gtp_detail("analysis: bad key or value: %.40s %.40s", key, value ? value : "");
			return false;
		}
	}
	o.interval = cs / 100.0;
	*out = o;
	return true;
}

/* A probability as Leela Zero prints it: 1/10000, 0..10000. */
static int
per10000(double p)
{
	long v = lround(p * 10000);

	return (int)(v < 0 ? 0 : v > 10000 ? 10000 : v);
}

/* One "info ..." entry. */
static void
print_move(struct gtp_session *s, const struct search_move_info *m, int order,
	   enum analysis_format format)
{
	char text[COORD_TEXT_MAX];

	coord_format(m->move, text);
	if (format == ANALYSIS_LZ)
		gtp_stream_printf(s, "info move %s visits %lld winrate %d prior %d lcb %d order %d pv",
				  text, (long long)m->visits, per10000(m->winrate),
				  per10000(m->prior), per10000(m->lcb), order);
	else
		gtp_stream_printf(s,
				  "info move %s visits %lld winrate %.6f scoreMean %.3f scoreLead "
				  "%.3f prior %.6f lcb %.6f order %d pv",
				  text, (long long)m->visits, m->winrate, m->score_lead,
				  m->score_lead, m->prior, m->lcb, order);
	/* A PV always starts with its move (GUIs read the line's last vertices as the PV). */
	if (m->pv_len == 0 || m->pv[0] != m->move)
		gtp_stream_printf(s, " %s", text);
	for (int i = 0; i < m->pv_len && i < SEARCH_PV_MAX; i++) {
		coord_format(m->pv[i], text);
		gtp_stream_printf(s, " %s", text);
	}
}

/* Writes one analysis line for the report: the moves best first, then ownership. */
void
analysis_print(struct gtp_session *s, const struct game *g, const struct search_report *r,
	       const struct analysis_options *o)
{
	int size = game_size(g), listed = 0;
	double sign = o->color == COLOR_WHITE ? -1 : 1;

	for (int i = 0; i < r->n_moves && listed < o->maxmoves; i++) {
		if (r->moves[i].visits == 0 && listed >= o->minmoves)
			continue;
		gtp_stream_printf(s, "%s", listed ? " " : "");
		print_move(s, &r->moves[i], listed, o->format);
		listed++;
	}
	if (o->ownership) {
		gtp_stream_printf(s, "%sownership", listed ? " " : "");
		for (int row = size - 1; row >= 0; row--)
			for (int col = 0; col < size; col++) {
				double v = sign * r->ownership[coord_make(row, col)];
				gtp_stream_printf(s, " %.3f", fabs(v) < 0.0005 ? 0.0 : v); /* no "-0.000" */
			}
	}
	if (listed || o->ownership)
		gtp_stream_printf(s, "\n");
}

/*
 * GoGui live graphics for a report, on out: the best moves labelled with their
 * win rate (or their share of the visits), the best line as a variation, and a
 * status text. GoGui clears the board's markup before each set.
 */
void
analysis_gfx(FILE *out, const struct search_report *r, bool visits)
{
	char text[COORD_TEXT_MAX];
	enum color c = r->to_move;

	fputs("LABEL", out);
	for (int i = 0; i < r->n_moves; i++) {
		const struct search_move_info *m = &r->moves[i];
		if (m->visits == 0 || m->move == COORD_PASS)
			continue;
		coord_format(m->move, text);
		if (visits)
			fprintf(out, " %s %lld", text, (long long)m->visits);
		else
			fprintf(out, " %s %d", text, (int)lround(m->winrate * 100));
	}
	fputc('\n', out);
	if (r->n_moves > 0 && r->moves[0].visits > 0) {
		fputs("VAR", out);
		for (int i = 0; i < r->moves[0].pv_len; i++) {
			coord_format(r->moves[0].pv[i], text);
			fprintf(out, " %c %s", color_letter(c) == 'B' ? 'b' : 'w', text);
			c = color_other(c);
		}
		fputc('\n', out);
	}
	fprintf(out, "TEXT %s to move: %lld playouts in %.1f s, win rate %.1f%%, lead %.1f%s\n",
		color_name(r->to_move), (long long)r->playouts, r->seconds, r->winrate * 100,
		r->score_lead, r->tree_full ? " (tree full)" : "");
}
