/*
 * analysis.h -- the search's state as Leela Zero's and KataGo's analysis lines
 * (lz-analyze, kata-analyze and their genmove_analyze forms, which Sabaki and
 * Lizzie read) and as GoGui live graphics.
 */
#ifndef GOREF_GTP_ANALYSIS_H
#define GOREF_GTP_ANALYSIS_H

#include <stdbool.h>
#include <stdio.h>

#include "engine/rules/color.h"
#include "engine/search/search.h"

struct table;
struct game;
struct gtp_session;

enum analysis_format {
	ANALYSIS_LZ,   /* Leela Zero: winrate, prior, lcb in 1/10000 */
	ANALYSIS_KATA, /* KataGo: floats in 0..1, scoreLead, optional ownership */
};

struct analysis_options {
	enum analysis_format format;
	enum color color;  /* the side analysed (default: the side to move) */
	double interval;   /* seconds between lines; 0: no lines */
	int minmoves;      /* list at least this many moves, unvisited ones too */
	int maxmoves;      /* list at most this many moves */
	bool ownership;    /* kata: append the ownership of every point */
	bool ownership_stdev; /* kata: and the spread of the playouts' owner of each point */
	bool pv_visits;    /* kata: pvVisits (and pvEdgeVisits) after each pv */
	bool pv_edge_visits;
	bool root_info;    /* kata: a rootInfo entry for the position itself */
	struct search_move_filter filter; /* avoid / allow: moves the search leaves out */
};

bool analysis_parse(const struct table *t, enum analysis_format format, int argc, char **argv,
		    struct analysis_options *out);
void analysis_print(struct gtp_session *s, const struct game *g, const struct search_report *r,
		    const struct analysis_options *o);
/* What a GoGui picture of the search shows. */
enum analysis_gfx_kind {
	GFX_WINRATES,  /* each move labelled with its win rate, percent */
	GFX_VISITS,    /* each move labelled with its visits */
	GFX_VARIATION, /* the best line, as numbered stones */
};

void analysis_gfx(FILE *out, const struct search_report *r, enum analysis_gfx_kind kind);

#endif
