/*
 * report_chart.h -- the report's charts as inline SVG, drawn from plain arrays:
 * lines over a range (each with an optional band, horizontal rules, a vertical
 * mark), a histogram, and a bar for a table cell. No text of the data goes out
 * unescaped; a line of many points is thinned to CHART_POINTS_MAX of them (its
 * last always kept), so a chart stays small whatever the number of games.
 */
#ifndef GOREF_MATCH_REPORT_CHART_H
#define GOREF_MATCH_REPORT_CHART_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define CHART_POINTS_MAX 1000 /* points drawn of a line, at most (plus its last) */
#define CHART_COLOURS    8    /* the palette; a line's colour is taken modulo this */

/* One line of a chart. */
struct chart_line {
	const char *name;      /* its legend entry (escaped), NULL for none */
	const double *x, *y;   /* its points, n of each, x rising */
	const double *lo, *hi; /* a band around it, n bounds each; NULL for none */
	size_t n;
	int colour;            /* index into the palette */
};

/* A horizontal line across a chart, at y, labelled (escaped; NULL: no label). */
struct chart_rule {
	double y;
	const char *text;
};

/* The frame of a chart: what it is and the ranges it shows. */
struct chart_frame {
	const char *id;                /* the svg's id */
	const char *title;             /* what it shows, for a reader and a screen reader */
	const char *x_name, *y_name;   /* the axes' names */
	double x0, x1, y0, y1;         /* the ranges shown (x1 > x0 and y1 > y0, else widened) */
	bool percent;                  /* y ticks as percentages of 1 */
	const struct chart_rule *rules; /* n_rules of them, or NULL */
	int n_rules;
	double mark_x;                 /* a vertical line at this x, labelled mark_text; NAN: none */
	const char *mark_text;
};

void chart_lines(FILE *out, const struct chart_frame *f, const struct chart_line *lines, int n);
void chart_histogram(FILE *out, const struct chart_frame *f, const int *counts, int bins,
                     double first, double width);
void chart_bar(FILE *out, double fraction);

#endif
