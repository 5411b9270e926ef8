/*
 * think.h -- how long goref thinks about a move, and the move it then plays:
 * the search, under the limits of the one function below, with the BGA
 * end-of-game rules on top. The seam for time control: a clock decides the
 * limits here and nowhere else.
 */
#ifndef GOREF_GTP_THINK_H
#define GOREF_GTP_THINK_H

#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "engine/search/search.h"

struct analysis_options;
struct table;
struct gtp_session;

/* Seconds a move thinks when neither --playouts, --time nor a clock says. */
#define THINK_DEFAULT_SECONDS 1.0

/* The least a search thinks, whatever the clock has spent before it. */
#define THINK_MIN_SECONDS 0.02

void table_think_limits(const struct table *t, enum color color, struct search_limits *out);
coord_t table_think(struct table *t, struct gtp_session *s, enum color color,
		     const struct analysis_options *analysis, bool play);

#endif
