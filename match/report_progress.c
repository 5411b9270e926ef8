/* report_progress.c -- the report's charts of the score and the SPRT after each game. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/report_chart.h"
#include "match/report_html.h"
#include "match/report_page.h"
#include "match/summary.h"
#include "match/verdict.h"

/* A line's points, grown as the games come. */
struct series {
	double *x, *y, *lo, *hi; /* n of each, cap allocated; owned */
	size_t n, cap;
};

static void
series_free(struct series *s)
{
	free(s->x);
	free(s->y);
	free(s->lo);
	free(s->hi);
	memset(s, 0, sizeof(*s));
}

/* Grows *p to cap values; false when out of memory (*p as it was). */
static bool
grow(double **p, size_t cap)
{
	double *q = realloc(*p, cap * sizeof(*q));

	if (!q)
		return false;
	*p = q;
	return true;
}

/* Appends a point with its band; false when out of memory. */
static bool
series_add(struct series *s, double x, double y, double lo, double hi)
{
	if (s->n == s->cap) {
		size_t cap = s->cap ? 2 * s->cap : 256;

		if (!grow(&s->x, cap) || !grow(&s->y, cap) || !grow(&s->lo, cap) ||
		    !grow(&s->hi, cap))
			return false;
		s->cap = cap;
	}
	s->x[s->n] = x;
	s->y[s->n] = y;
	s->lo[s->n] = lo;
	s->hi[s->n] = hi;
	s->n++;
	return true;
}

/* Engine e's score after each of its games (game number, score, Wilson's 95%
 * interval); false when out of memory. */
static bool
score_series(const struct report *r, int e, struct series *s)
{
	double points = 0;
	int n = 0;

	for (size_t i = 0; i < r->n_games; i++) {
		const struct result_entry *g = r->game[i];
		bool black = r->engine_of[g->black] == e, white = r->engine_of[g->white] == e;
		double lo, hi;

		if (g->winner == '-' || black == white)
			continue;
		points += report_points(g->winner, black);
		n++;
		summary_wilson(points, n, &lo, &hi);
		if (!series_add(s, g->game, points / n, lo, hi))
			return false;
	}
	return true;
}

/* The last game number of the games played, for the charts' x range. */
static double
last_game(const struct report *r)
{
	for (size_t i = r->n_games; i > 0; i--)
		if (r->game[i - 1]->winner != '-')
			return r->game[i - 1]->game;
	return 1;
}

/*
 * The score after each game: for two engines the first engine's score (its
 * points over its games so far) with its 95% interval as a band; for more, the
 * best CHART_COLOURS engines' lines, the leader's with its band.
 */
static bool
score_chart(FILE *out, const struct report *r)
{
	struct series s[CHART_COLOURS];
	struct chart_line lines[CHART_COLOURS];
	struct chart_rule even = {0.5, "even"};
	struct chart_frame f = {.id = "score-chart",
	                        .x_name = "game",
	                        .y_name = "score",
	                        .x0 = 1,
	                        .x1 = last_game(r),
	                        .y0 = 0,
	                        .y1 = 1,
	                        .percent = true,
	                        .rules = &even,
	                        .n_rules = 1,
	                        .mark_x = NAN};
	int n = r->ratings.n == 2 ? 1 : r->ratings.n < CHART_COLOURS ? r->ratings.n : CHART_COLOURS;
	bool ok = true;
	char title[160];

	memset(s, 0, sizeof(s));
	for (int i = 0; i < n && ok; i++) {
		int e = n == 1 && r->first >= 0 ? r->first : i;

		ok = score_series(r, e, &s[i]);
		lines[i] = (struct chart_line){.name = report_engine_name(r, e),
		                               .x = s[i].x,
		                               .y = s[i].y,
		                               .lo = i == 0 ? s[i].lo : NULL,
		                               .hi = i == 0 ? s[i].hi : NULL,
		                               .n = s[i].n,
		                               .colour = i};
	}
	if (ok) {
		snprintf(title, sizeof(title), "%s after each game, with %s 95%% interval",
		         n == 1 ? "The first engine's score" : "Each engine's score",
		         n == 1 ? "its" : "the leader's");
		f.title = title;
		fprintf(out, "<figure><figcaption>");
		html_text(out, title);
		fputs(n == 1 ? " (Wilson): its points over its games so far.</figcaption>"
		             : " (Wilson): each one's points over its games so far.</figcaption>",
		      out);
		chart_lines(out, &f, lines, n);
		fputs("</figure>\n", out);
	}
	for (int i = 0; i < n; i++)
		series_free(&s[i]);
	return ok;
}

/* The LLR after each count of the walk, gathered by its trace. */
struct llr_trace {
	struct series s;
	bool ok; /* no allocation failed */
};

static void
trace_llr(void *ctx, int game, double llr)
{
	struct llr_trace *t = ctx;

	t->ok = t->ok && series_add(&t->s, game, llr, llr, llr);
}

/* The text --summary --sprt prints of the records, in a <pre>. */
static bool
sprt_text(FILE *out, struct report *r)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);
	bool ok = f && verdict_report(f, &r->list, &r->sprt);

	if (f && fclose(f) != 0)
		ok = false;
	if (ok) {
		fputs("<pre class=\"sprt\">", out);
		html_text(out, text);
		fputs("</pre>\n", out);
	}
	free(text);
	return ok;
}

/*
 * The SPRT walked over the games as a run and --summary walk it (verdict.h):
 * its LLR after each game counted, the two bounds, the game that decided; and
 * the text --summary prints.
 */
static bool
sprt_chart(FILE *out, struct report *r)
{
	struct verdict v;
	struct llr_trace t = {.ok = true};
	double lower = sprt_lower_bound(&r->sprt), upper = sprt_upper_bound(&r->sprt);
	char low_text[48], high_text[48], decided[48], title[128];
	struct chart_rule rules[2] = {{lower, low_text}, {upper, high_text}};
	struct chart_frame f = {.id = "llr-chart",
	                        .title = title,
	                        .x_name = "game",
	                        .y_name = "LLR",
	                        .x0 = 1,
	                        .x1 = last_game(r),
	                        .y0 = lower * 1.15,
	                        .y1 = upper * 1.15,
	                        .rules = rules,
	                        .n_rules = 2,
	                        .mark_x = NAN,
	                        .mark_text = decided};
	struct chart_line line = {.name = NULL, .colour = 0};
	bool ok;

	verdict_init(&v, &r->sprt);
	v.trace = trace_llr;
	v.trace_ctx = &t;
	ok = verdict_add_results(&v, &r->list);
	verdict_end(&v);
	snprintf(title, sizeof(title), "The SPRT's log-likelihood ratio after each game, elo0 %g "
	         "against elo1 %g", r->sprt.elo0, r->sprt.elo1);
	fputs("<figure><figcaption>", out);
	html_text(out, title);
	fputs(", with its bounds.</figcaption>", out);
	if (ok && t.ok && !v.mixed) {
		snprintf(low_text, sizeof(low_text), "H0 accepted (%.2f)", lower);
		snprintf(high_text, sizeof(high_text), "H1 accepted (%.2f)", upper);
		for (size_t i = 0; i < t.s.n; i++) {
			f.y0 = fmin(f.y0, t.s.y[i] - 0.1 * upper);
			f.y1 = fmax(f.y1, t.s.y[i] + 0.1 * upper);
		}
		if (v.decision != SPRT_CONTINUE) {
			f.mark_x = v.decided_at;
			snprintf(decided, sizeof(decided), "%s at game %d",
			         sprt_decision_text(v.decision), v.decided_at);
		}
		line.x = t.s.x;
		line.y = t.s.y;
		line.n = t.s.n;
		chart_lines(out, &f, &line, 1);
	} else if (v.mixed) {
		fputs("<p>The records are not of two engines: no test.</p>", out);
	}
	fputs("</figure>\n", out);
	verdict_free(&v);
	series_free(&t.s);
	return ok && t.ok && sprt_text(out, r);
}

/* The score chart, and the SPRT's where one ran (its walk sorts r's sorted list). */
bool
report_progress(FILE *out, struct report *r)
{
	bool ok;

	if (r->played == 0 || r->ratings.n < 2)
		return true;
	fputs("<section id=\"progress\"><h2>Score after each game</h2>", out);
	ok = score_chart(out, r);
	if (ok && r->sprt_on) {
		fputs("<h3>SPRT</h3>", out);
		ok = sprt_chart(out, r);
	}
	fputs("</section>\n", out);
	return ok;
}
