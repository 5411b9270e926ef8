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
#include <stdio.h>
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

/* "true" or "false" into *out. */
static bool
arg_bool(const char *text, bool *out)
{
	if (strcmp(text, "true") != 0 && strcmp(text, "false") != 0)
		return false;
	*out = text[0] == 't';
	return true;
}

/*
 * One avoid or allow rule, "PLAYER VERTEX,VERTEX,... UNTILDEPTH" (argv[0..2]), into
 * the filter. KataGo's rules: allow at most once and never beside avoid; a depth
 * of at least 1.
 */
static bool
parse_move_rule(const struct table *t, bool allow, char **argv, struct search_move_filter *f)
{
	struct search_move_rule *r;
	char list[512], *save = NULL;
	int depth;

	for (int i = 0; i < f->n; i++)
		if (allow || f->rule[i].allow) {
			gtp_detail("analysis: allow may be given once, and never with avoid");
			return false;
		}
	if (f->n == SEARCH_MOVE_RULES_MAX) {
		gtp_detail("analysis: more than %d avoid rules", SEARCH_MOVE_RULES_MAX);
		return false;
	}
	r = &f->rule[f->n];
	memset(r, 0, sizeof(*r));
	r->allow = allow;
	if (!color_parse(argv[0], &r->color) || !gtp_parse_int(argv[2], &depth) || depth < 1 ||
	    strlen(argv[1]) >= sizeof(list)) {
		gtp_detail("analysis: %s wants PLAYER VERTEX,... UNTILDEPTH (1 or more)",
			   allow ? "allow" : "avoid");
		return false;
	}
	r->until_ply = depth;
	strcpy(list, argv[1]);
	for (char *v = strtok_r(list, ",", &save); v; v = strtok_r(NULL, ",", &save)) {
		coord_t at;
		if (coord_parse(v, game_size(&t->game), &at) != COORD_PARSE_OK) {
			gtp_detail("analysis: %s: not a vertex of this board: %.8s",
				   allow ? "allow" : "avoid", v);
			return false;
		}
		if (at == COORD_PASS)
			r->pass = true;
		else
			r->point[at] = true;
	}
	f->n++;
	return true;
}

/*
 * Parses "[color] [interval] key value ...": the keys interval (centiseconds),
 * minmoves, maxmoves, avoid and allow (three values each), and for kata the
 * true|false keys ownership, ownershipStdev, movesOwnership, movesOwnershipStdev
 * (accepted; goref has no ownership per move to give), pvVisits, pvEdgeVisits and
 * rootInfo, as KataGo documents them. False (with the reason on stderr) for
 * anything else.
 */
bool
analysis_parse(const struct table *t, enum analysis_format format, int argc, char **argv,
	       struct analysis_options *out)
{
	struct analysis_options o = { .format = format,
				      .color = game_to_move(&t->game),
				      .maxmoves = SEARCH_REPORT_MAX };
	bool kata = format == ANALYSIS_KATA, unused;
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
	while (i < argc) {
		const char *key = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
		bool ok = value != NULL;
		if (ok && (strcmp(key, "avoid") == 0 || strcmp(key, "allow") == 0)) {
			if (i + 3 >= argc) {
				gtp_detail("analysis: %s wants PLAYER VERTEX,... UNTILDEPTH", key);
				return false;
			}
			if (!parse_move_rule(t, key[1] == 'l', argv + i + 1, &o.filter))
				return false;
			i += 4;
			continue;
		}
		if (ok && strcmp(key, "interval") == 0)
			ok = arg_count(value, ANALYSIS_MAX_INTERVAL, &cs);
		else if (ok && strcmp(key, "minmoves") == 0)
			ok = arg_count(value, 1000000, &o.minmoves);
		else if (ok && strcmp(key, "maxmoves") == 0)
			ok = arg_count(value, 1000000, &o.maxmoves);
		else if (ok && kata && strcmp(key, "ownership") == 0)
			ok = arg_bool(value, &o.ownership);
		else if (ok && kata && strcmp(key, "ownershipStdev") == 0)
			ok = arg_bool(value, &o.ownership_stdev);
		else if (ok && kata && strcmp(key, "pvVisits") == 0)
			ok = arg_bool(value, &o.pv_visits);
		else if (ok && kata && strcmp(key, "pvEdgeVisits") == 0)
			ok = arg_bool(value, &o.pv_edge_visits);
		else if (ok && kata && strcmp(key, "rootInfo") == 0)
			ok = arg_bool(value, &o.root_info);
		else if (ok && kata && (strcmp(key, "movesOwnership") == 0 ||
					strcmp(key, "movesOwnershipStdev") == 0))
			ok = arg_bool(value, &unused);
		else
			ok = false;
		if (!ok) {
			gtp_detail("analysis: bad key or value: %.40s %.40s", key, value ? value : "");
			return false;
		}
		i += 2;
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

/* " NAME v v ..." for the visits along m's pv (pvVisits, pvEdgeVisits: one tree, no
 * graph, so the same numbers). */
static void
print_pv_visits(struct gtp_session *s, const struct search_move_info *m, const char *name)
{
	gtp_stream_printf(s, " %s", name);
	for (int i = 0; i < m->pv_len && i < SEARCH_PV_MAX; i++)
		gtp_stream_printf(s, " %lld", (long long)m->pv_visits[i]);
	if (m->pv_len == 0)
		gtp_stream_printf(s, " %lld", (long long)m->visits);
}

/* One "info ..." entry. */
static void
print_move(struct gtp_session *s, const struct search_move_info *m, int order,
	   const struct analysis_options *o)
{
	char text[COORD_TEXT_MAX];

	coord_format(m->move, text);
	if (o->format == ANALYSIS_LZ)
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
	if (o->pv_visits)
		print_pv_visits(s, m, "pvVisits");
	if (o->pv_edge_visits)
		print_pv_visits(s, m, "pvEdgeVisits");
}

/*
 * " NAME v ..." one value a point from the top left, row by row: the ownership
 * (for the side analysed, sign) or, with stdev, its spread over the playouts. A
 * playout's owner of a point is +1 or -1 (0 for the few left neutral), so with
 * mean m the spread is sqrt(1 - m^2) (a little less where some were neutral).
 */
static void
print_board_values(struct gtp_session *s, const struct game *g, const float *ownership,
		   double sign, bool stdev, const char *name, bool first)
{
	int size = game_size(g);

	gtp_stream_printf(s, "%s%s", first ? "" : " ", name);
	for (int row = size - 1; row >= 0; row--)
		for (int col = 0; col < size; col++) {
			double m = ownership[coord_make(row, col)];
			double v = stdev ? sqrt(fmax(0.0, 1.0 - m * m)) : sign * m;
			gtp_stream_printf(s, " %.3f", fabs(v) < 0.0005 ? 0.0 : v); /* no "-0.000" */
		}
}

/* Writes one analysis line for the report: the moves best first, then rootInfo and
 * the ownership (each only when asked for). */
void
analysis_print(struct gtp_session *s, const struct game *g, const struct search_report *r,
	       const struct analysis_options *o)
{
	int listed = 0;
	double sign = o->color == COLOR_WHITE ? -1 : 1;
	bool extra = o->root_info || o->ownership || o->ownership_stdev;

	for (int i = 0; i < r->n_moves && listed < o->maxmoves; i++) {
		if (r->moves[i].visits == 0 && listed >= o->minmoves)
			continue;
		gtp_stream_printf(s, "%s", listed ? " " : "");
		print_move(s, &r->moves[i], listed, o);
		listed++;
	}
	if (o->root_info) /* the root's own view, for the side analysed (KataGo's keys) */
		gtp_stream_printf(s,
				  "%srootInfo visits %lld winrate %.6f scoreMean %.3f scoreLead %.3f",
				  listed ? " " : "", (long long)r->playouts, r->winrate,
				  r->score_lead, r->score_lead);
	if (o->ownership)
		print_board_values(s, g, r->ownership, sign, false, "ownership",
				   !listed && !o->root_info);
	if (o->ownership_stdev)
		print_board_values(s, g, r->ownership, sign, true, "ownershipStdev",
				   !listed && !o->root_info && !o->ownership);
	if (listed || extra)
		gtp_stream_printf(s, "\n");
}

/* A visit count short enough for a GoGui label: 812, 9.5k, 95k, 1.2M. */
static void
format_visits(int64_t v, char out[24])
{
	if (v < 1000)
		snprintf(out, 24, "%lld", (long long)v);
	else if (v < 10000)
		snprintf(out, 24, "%.1fk", (double)v / 1e3);
	else if (v < 1000000)
		snprintf(out, 24, "%lldk", (long long)((v + 500) / 1000));
	else
		snprintf(out, 24, "%.1fM", (double)v / 1e6);
}

/*
 * GoGui live graphics for a report, on out, then a status text: the moves
 * labelled with their win rate in percent (GFX_WINRATES) or their visits
 * (GFX_VISITS), or the best line as numbered stones (GFX_VARIATION). Never both
 * on one board: the variation's numbers would hide the labels under them.
 * GoGui clears the board's markup before each set.
 */
void
analysis_gfx(FILE *out, const struct search_report *r, enum analysis_gfx_kind kind)
{
	char text[COORD_TEXT_MAX], label[24];
	enum color c = r->to_move;

	if (kind == GFX_VARIATION && r->n_moves > 0 && r->moves[0].visits > 0) {
		fputs("VAR", out);
		for (int i = 0; i < r->moves[0].pv_len; i++) {
			coord_format(r->moves[0].pv[i], text);
			fprintf(out, " %c %s", color_letter(c) == 'B' ? 'b' : 'w', text);
			c = color_other(c);
		}
		fputc('\n', out);
	} else if (kind != GFX_VARIATION) {
		/* Moves the search tried once or twice say little: a "0" on them would
		 * read as a verdict. Labelled: those with a hundredth of the best's visits. */
		int64_t least = r->n_moves > 0 ? r->moves[0].visits / 100 : 0;
		fputs("LABEL", out);
		for (int i = 0; i < r->n_moves; i++) {
			const struct search_move_info *m = &r->moves[i];
			if (m->visits == 0 || m->visits < least || m->move == COORD_PASS)
				continue;
			coord_format(m->move, text);
			if (kind == GFX_VISITS)
				format_visits(m->visits, label);
			else
				snprintf(label, sizeof(label), "%d", (int)lround(m->winrate * 100));
			fprintf(out, " %s %s", text, label);
		}
		fputc('\n', out);
	}
	fprintf(out, "TEXT %s to move: %lld playouts in %.1f s, win rate %.1f%%, lead %.1f%s\n",
		color_name(r->to_move), (long long)r->playouts, r->seconds, r->winrate * 100,
		r->score_lead, r->tree_full ? " (tree full)" : "");
}
