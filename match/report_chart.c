/* report_chart.c -- line charts, histograms and bars as inline SVG. */
#include "match/report_chart.h"

#include <math.h>

#include "match/report_html.h"

/* The drawing's geometry, in the view box's units (pixels at 100%). */
#define WIDTH       720
#define LEFT        58  /* the plot's left edge: room for the y ticks' labels */
#define RIGHT       (WIDTH - 16)
#define TOP         14
#define BOTTOM      (TOP + 200)
#define LEGEND_TOP  (BOTTOM + 48) /* below the x ticks and the x axis's name */
#define LEGEND_ROW  18
#define LEGEND_COLS 3
#define HISTOGRAM_MIN_BINS 10 /* the x range of a histogram of fewer bins: no bar too wide */

/* Colours told apart on screen and on paper, in grey too by their order. */
static const char *const palette[CHART_COLOURS] = {
	"#1f5fa8", "#c0392b", "#2e8b3e", "#7d3c98", "#d35400", "#6d4c41", "#c2185b", "#00838f",
};

static double
px_x(const struct chart_frame *f, double x)
{
	return LEFT + (x - f->x0) / (f->x1 - f->x0) * (RIGHT - LEFT);
}

static double
px_y(const struct chart_frame *f, double y)
{
	if (y < f->y0)
		y = f->y0;
	if (y > f->y1)
		y = f->y1;
	return BOTTOM - (y - f->y0) / (f->y1 - f->y0) * (BOTTOM - TOP);
}

/* A step of 1, 2 or 5 times a power of ten that cuts span into about `ticks` parts. */
static double
nice_step(double span, int ticks, bool whole)
{
	double raw = span / ticks, power = pow(10, floor(log10(raw))), step;

	step = raw / power < 1.5 ? power : raw / power < 3.5 ? 2 * power : raw / power < 7.5 ? 5 * power
	                                                                                  : 10 * power;
	return whole && step < 1 ? 1 : step;
}

/* The frame with its ranges widened where they are empty. */
static struct chart_frame
widened(const struct chart_frame *f)
{
	struct chart_frame w = *f;

	if (!(w.x1 > w.x0)) {
		w.x0 -= 0.5;
		w.x1 = w.x0 + 1;
	}
	if (!(w.y1 > w.y0))
		w.y1 = w.y0 + 1;
	return w;
}

/* The svg's start, of height `height`, with its title. */
static void
open_svg(FILE *out, const struct chart_frame *f, int height)
{
	fprintf(out,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" id=\"%s\" "
	        "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"",
	        f->id, WIDTH, height);
	html_text(out, f->title);
	fputs("\"><title>", out);
	html_text(out, f->title);
	fputs("</title>", out);
}

/* The axes: grid lines and labels at the ticks, the names of the axes. The x ticks are
 * whole numbers (game numbers, moves), the y ticks too when `whole_y` (counts). */
static void
draw_axes(FILE *out, const struct chart_frame *f, bool whole_y)
{
	double ys = nice_step(f->y1 - f->y0, 5, whole_y), xs = nice_step(f->x1 - f->x0, 8, true);

	fputs("<g class=\"axes\" font-size=\"12\" fill=\"#333\">", out);
	for (double y = ceil(f->y0 / ys - 1e-9) * ys; y <= f->y1 + 1e-9 * ys; y += ys) {
		double py = px_y(f, y);

		fprintf(out,
		        "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
		        "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">",
		        LEFT, RIGHT, py, py, LEFT - 6, py + 4);
		if (f->percent)
			fprintf(out, "%g%%", fabs(y) < 1e-12 ? 0.0 : 100 * y);
		else
			fprintf(out, "%g", fabs(y) < 1e-12 * ys ? 0.0 : y);
		fputs("</text>", out);
	}
	for (double x = ceil(f->x0 / xs - 1e-9) * xs; x <= f->x1 + 1e-9 * xs; x += xs)
		fprintf(out,
		        "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#333\"/>"
		        "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%g</text>",
		        px_x(f, x), px_x(f, x), BOTTOM, BOTTOM + 5, px_x(f, x), BOTTOM + 18,
		        fabs(x) < 1e-9 * xs ? 0.0 : x);
	fprintf(out,
	        "<path d=\"M%d %dV%dH%d\" fill=\"none\" stroke=\"#333\"/>"
	        "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">",
	        LEFT, TOP, BOTTOM, RIGHT, (LEFT + RIGHT) / 2, BOTTOM + 36);
	html_text(out, f->x_name);
	fprintf(out, "</text><text transform=\"translate(14 %d) rotate(-90)\" text-anchor=\"middle\">",
	        (TOP + BOTTOM) / 2);
	html_text(out, f->y_name);
	fputs("</text></g>", out);
}

/* The rules across the plot, labelled at their left end, and the vertical mark, dashed. */
static void
draw_rules(FILE *out, const struct chart_frame *f)
{
	fputs("<g class=\"rules\" font-size=\"11\" fill=\"#555\">", out);
	for (int i = 0; i < f->n_rules; i++) {
		double py = px_y(f, f->rules[i].y);

		fprintf(out,
		        "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#777\" "
		        "stroke-dasharray=\"5 4\"/>",
		        LEFT, RIGHT, py, py);
		if (f->rules[i].text) {
			fprintf(out, "<text x=\"%d\" y=\"%.1f\">", LEFT + 6, py - 4);
			html_text(out, f->rules[i].text);
			fputs("</text>", out);
		}
	}
	if (!isnan(f->mark_x)) {
		double px = px_x(f, f->mark_x);

		fprintf(out,
		        "<line class=\"mark\" x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" "
		        "stroke=\"#555\" stroke-dasharray=\"2 3\"/>",
		        px, px, TOP, BOTTOM);
		if (f->mark_text) { /* beside the line, on the side with room */
			bool right = px < (LEFT + RIGHT) / 2;

			fprintf(out, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"%s\">",
			        right ? px + 4 : px - 4, (TOP + BOTTOM) / 2, right ? "start" : "end");
			html_text(out, f->mark_text);
			fputs("</text>", out);
		}
	}
	fputs("</g>", out);
}

/* Every how many points of a line of n one is drawn. */
static size_t
thinning(size_t n)
{
	return n > CHART_POINTS_MAX ? (n + CHART_POINTS_MAX - 1) / CHART_POINTS_MAX : 1;
}

/* The points x[i], v[i] of the line, thinned, as "x,y x,y ..."; backwards when `back`. */
static void
put_points(FILE *out, const struct chart_frame *f, const double *x, const double *v, size_t n,
           bool back)
{
	size_t step = thinning(n), last = n - 1;

	if (n == 0)
		return;
	if (back)
		fprintf(out, "%.1f,%.1f", px_x(f, x[last]), px_y(f, v[last]));
	for (size_t k = 0; k <= last; k += step) {
		size_t i = back ? last - k : k;

		fprintf(out, "%s%.1f,%.1f", back || k ? " " : "", px_x(f, x[i]), px_y(f, v[i]));
	}
	if (!back && last % step)
		fprintf(out, " %.1f,%.1f", px_x(f, x[last]), px_y(f, v[last]));
}

static void
draw_line(FILE *out, const struct chart_frame *f, const struct chart_line *l)
{
	const char *colour = palette[l->colour % CHART_COLOURS];

	if (l->n == 0)
		return;
	if (l->lo && l->hi) {
		fprintf(out, "<polygon class=\"band\" fill=\"%s\" fill-opacity=\".16\" points=\"",
		        colour);
		put_points(out, f, l->x, l->hi, l->n, false);
		fputc(' ', out);
		put_points(out, f, l->x, l->lo, l->n, true);
		fputs("\"/>", out);
	}
	fprintf(out,
	        "<polyline class=\"line\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.8\" "
	        "stroke-linejoin=\"round\" points=\"",
	        colour);
	put_points(out, f, l->x, l->y, l->n, false);
	fputs("\"/>", out);
	if (l->n <= 40) /* few games: each a dot, so that one game shows too */
		for (size_t i = 0; i < l->n; i++)
			fprintf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>",
			        px_x(f, l->x[i]), px_y(f, l->y[i]), colour);
}

/* The legend below the plot: LEGEND_COLS entries a row (legend_rows() of them). */
static void
draw_legend(FILE *out, const struct chart_line *lines, int n)
{
	int k = 0;

	fputs("<g class=\"legend\" font-size=\"12\" fill=\"#222\">", out);
	for (int i = 0; i < n; i++) {
		int x = LEFT + (k % LEGEND_COLS) * ((RIGHT - LEFT) / LEGEND_COLS);
		int y = LEGEND_TOP + (k / LEGEND_COLS) * LEGEND_ROW;

		if (!lines[i].name)
			continue;
		fprintf(out,
		        "<rect x=\"%d\" y=\"%d\" width=\"16\" height=\"4\" fill=\"%s\"/>"
		        "<text x=\"%d\" y=\"%d\">",
		        x, y - 5, palette[lines[i].colour % CHART_COLOURS], x + 22, y);
		html_text(out, lines[i].name);
		fputs("</text>", out);
		k++;
	}
	fputs("</g>", out);
}

/* Named lines: the rows of the legend they need. */
static int
legend_rows(const struct chart_line *lines, int n)
{
	int named = 0;

	for (int i = 0; i < n; i++)
		named += lines[i].name != NULL;
	return (named + LEGEND_COLS - 1) / LEGEND_COLS;
}

/*
 * Writes a line chart: the frame's axes with ticks at round numbers, its rules
 * and mark, each line (over its band, when it has one) in its colour, and the
 * legend of the named lines below. Values outside the frame's y range are drawn
 * at its edge.
 */
void
chart_lines(FILE *out, const struct chart_frame *frame, const struct chart_line *lines, int n)
{
	struct chart_frame f = widened(frame);
	int rows = legend_rows(lines, n);

	open_svg(out, &f, LEGEND_TOP - 8 + rows * LEGEND_ROW);
	draw_axes(out, &f, false);
	draw_rules(out, &f);
	for (int i = 0; i < n; i++)
		draw_line(out, &f, &lines[i]);
	if (rows)
		draw_legend(out, lines, n);
	fputs("</svg>", out);
}

/*
 * Writes a histogram of `bins` bins, bin i holding counts[i] of the values in
 * [first + i * width, first + (i + 1) * width): a bar each (with a title that
 * says its range and count: the values are whole numbers), over the frame's
 * axes, the y range from 0 to the largest count, the x range at least
 * HISTOGRAM_MIN_BINS bins.
 */
void
chart_histogram(FILE *out, const struct chart_frame *frame, const int *counts, int bins,
                double first, double width)
{
	struct chart_frame f = *frame;
	int most = 0;

	for (int i = 0; i < bins; i++)
		if (counts[i] > most)
			most = counts[i];
	f.x0 = first;
	f.x1 = first + (bins < HISTOGRAM_MIN_BINS ? HISTOGRAM_MIN_BINS : bins) * width;
	f.y0 = 0;
	f.y1 = most > 0 ? most : 1;
	f = widened(&f);
	open_svg(out, &f, LEGEND_TOP - 8);
	draw_axes(out, &f, true);
	fputs("<g class=\"bars\" fill=\"#1f5fa8\">", out);
	for (int i = 0; i < bins; i++) {
		double x0 = px_x(&f, first + i * width), x1 = px_x(&f, first + (i + 1) * width);
		double top = px_y(&f, counts[i]);

		if (counts[i] == 0)
			continue;
		fprintf(out,
		        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\"><title>%g to %g: "
		        "%d</title></rect>",
		        x0 + 0.5, top, x1 - x0 - 1 > 1 ? x1 - x0 - 1 : 1, BOTTOM - top,
		        first + i * width, first + (i + 1) * width - 1, counts[i]);
	}
	fputs("</g></svg>", out);
}

/* A bar of `fraction` (0..1) of a table cell's width: a small svg of its own. */
void
chart_bar(FILE *out, double fraction)
{
	if (!(fraction > 0))
		fraction = 0;
	if (fraction > 1)
		fraction = 1;
	fprintf(out,
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"bar\" viewBox=\"0 0 100 8\" "
	        "preserveAspectRatio=\"none\"><rect width=\"%.1f\" height=\"8\" fill=\"#1f5fa8\"/>"
	        "</svg>",
	        100 * fraction);
}
