/*
 * ratings.c -- PLACEHOLDER until the ratings land: the counts and the crosstable
 * only, every rating 0. (Replaced by the real computation.)
 */
#include "match/ratings.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "match/results.h"

static int
engine_index(struct ratings *r, unsigned label)
{
	for (int i = 0; i < r->n; i++)
		if (r->engine[i].label == label)
			return i;
	r->engine = realloc(r->engine, (size_t)(r->n + 1) * sizeof(*r->engine));
	memset(&r->engine[r->n], 0, sizeof(*r->engine));
	r->engine[r->n].label = label;
	r->engine[r->n].los_next = NAN;
	return r->n++;
}

static void
add_points(struct ratings *r, int a, int b, double pa)
{
	for (int i = 0; i < r->n_cells; i++)
		if (r->cell[i].a == a && r->cell[i].b == b) {
			r->cell[i].games++;
			r->cell[i].points_a += pa;
			return;
		}
	r->cell = realloc(r->cell, (size_t)(r->n_cells + 1) * sizeof(*r->cell));
	r->cell[r->n_cells++] = (struct cross_cell){.a = a, .b = b, .games = 1, .points_a = pa};
}

bool
ratings_compute(struct result_list *list, const char *anchor, struct ratings *out)
{
	(void)anchor;
	memset(out, 0, sizeof(*out));
	out->anchor = -1;
	results_sort(list);
	for (size_t i = 0; i < list->n; i++) {
		const struct result_entry *e = &list->items[i];
		int b, w;
		double pb;

		if (i > 0 && list->items[i - 1].game == e->game)
			continue;
		if (e->winner == '-') {
			out->voids++;
			continue;
		}
		b = engine_index(out, e->black);
		w = engine_index(out, e->white);
		pb = e->winner == 'B' ? 1.0 : e->winner == '0' ? 0.5 : 0.0;
		out->engine[b].games++;
		out->engine[w].games++;
		out->engine[b].points += pb;
		out->engine[w].points += 1.0 - pb;
		add_points(out, b, w, pb);
		add_points(out, w, b, 1.0 - pb);
		out->games++;
	}
	return true;
}

const struct cross_cell *
ratings_cell(const struct ratings *r, int a, int b)
{
	for (int i = 0; i < r->n_cells; i++)
		if (r->cell[i].a == a && r->cell[i].b == b)
			return &r->cell[i];
	return NULL;
}

void
ratings_free(struct ratings *r)
{
	free(r->engine);
	free(r->cell);
	memset(r, 0, sizeof(*r));
}
