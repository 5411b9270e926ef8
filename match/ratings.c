/*
 * ratings.c -- the crosstable and the Bradley-Terry ratings of the engines in
 * results records (ratings.h).
 *
 * The table: one pass over the records (sorted by game: a game once, void games
 * and games of an engine against itself counted apart) into an open-addressing
 * hash of the pairs that met, then both directions of each pair sorted by
 * (a, b). Engine a's cells are one run of that array, so every later loop is
 * over cells, not records, and ratings_cell is a binary search.
 *
 * The ratings maximise the likelihood of all the games together: P(a beats b) =
 * 1 / (1 + 10^((Rb - Ra) / 400)), a draw counted as half a win and half a loss
 * (as Ordo counts it; BayesElo has a model of draws of its own), with virtual
 * draws between the engines that met (RATINGS_PRIOR an engine, spread over its
 * opponents): with them the maximum is finite even for an engine that won or
 * lost every game, whose rating would otherwise be infinite. In natural-log
 * units, r = R ln(10) / 400, the log-likelihood is the sum over the cells (a, b)
 * of w_ab log s(r_a - r_b), s the logistic function and w_ab a's points against
 * b with half of the pair's virtual draws. Its gradient is each engine's score
 * minus its expected score; minus its Hessian is a weighted graph Laplacian
 * (weights n_ab s (1 - s), n_ab the pair's games with the virtual ones).
 *
 * Each group of engines joined by games is solved apart (nothing ties two
 * groups' ratings together). Up to RATINGS_DENSE_MAX engines: Newton's method
 * with the dense Hessian (Cholesky), the step halved while the likelihood does
 * not rise. The Laplacian's null direction (a constant added to every rating) is
 * closed by adding 1/k to each of its entries, which changes no variance of a
 * difference of ratings; the inverse M of that matrix at the maximum is the
 * covariance of the ratings (the inverse of the observed Fisher information):
 * var(r_a - r_b) = M_aa + M_bb - 2 M_ab, and a rating's variance against the
 * group's mean is M_aa - 1/k. Larger groups: the MM algorithm of D. R. Hunter,
 * "MM algorithms for generalized Bradley-Terry models" (Annals of Statistics 32,
 * 2004), r_a += log(score_a / expected_a) for every engine at once, each
 * engine's variance the inverse of its own diagonal entry (the others' ratings
 * taken as known: narrower than the truth, and said so).
 *
 * The likelihood that a is stronger than b: Phi((R_a - R_b) / sd(R_a - R_b)).
 */
#include "match/ratings.h"

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "match/results.h"

#define ELO        (400.0 / 2.302585092994045684) /* Elo points of a natural-log unit */
#define Z95        1.959963984540054 /* two-sided 95% quantile of the normal distribution */
#define NEWTON_MAX 100               /* Newton steps of a group: a handful is the rule */
#define MM_WORK    2e8               /* cell visits the MM rounds of a group may take */
#define TOLERANCE  1e-10             /* converged: no rating moves more (natural-log units) */

/* A pair of engines that met: lo < hi, indices by first appearance. */
struct pair {
	int lo, hi;
	int games;        /* 0: an empty slot */
	double points_lo; /* lo's points */
};

/* The pairs: an open-addressing hash, a power of two of slots, at most half full. */
struct pair_set {
	struct pair *slot; /* owned */
	size_t slots;      /* 0 before the first pair */
	size_t n;          /* pairs */
};

/* An engine and its rating, to sort a group best first. */
struct ranked {
	double r;
	int e;
};

/* Everything the fit works on, by engine (first-appearance index) or by cell. */
struct fit {
	struct ratings *out;
	int *start;       /* n + 1: engine e's cells are out->cell[start[e] .. start[e + 1]) */
	double *games_v;  /* by cell: the games with the pair's virtual draws */
	double *points_v; /* by cell: a's points with half the virtual draws */
	double *score;    /* by engine: its points with its virtual ones */
	double *r;        /* by engine: the rating, in natural-log units */
	double *spare;    /* by engine: MM's steps; then the diagonal of the Hessian */
	int *order;       /* the engines group by group; each group best first once solved */
	int *group_of;    /* by engine: its group, numbered by first appearance */
	int *loc;         /* by engine: its place in its group's run of order */
	struct ranked *ranked; /* a group's engines with their ratings, to sort */
	double *h;        /* RATINGS_DENSE_MAX^2: the Hessian, then its Cholesky factor */
	double *m;        /* RATINGS_DENSE_MAX^2: the covariance M */
	double *g;        /* RATINGS_DENSE_MAX: the gradient, then the Newton step */
	double *before;   /* RATINGS_DENSE_MAX: the ratings before a step; a column of M */
};

static size_t
pair_hash(int lo, int hi, size_t slots)
{
	uint64_t key = ((uint64_t)(unsigned)lo << 32 | (unsigned)hi) * 0x9e3779b97f4a7c15ull;

	return (size_t)(key ^ key >> 29) & (slots - 1);
}

/* The slot of pair (lo, hi): its own, or the empty one it would take. */
static struct pair *
pair_slot(struct pair_set *set, int lo, int hi)
{
	size_t i = pair_hash(lo, hi, set->slots);

	for (; set->slot[i].games; i = (i + 1) & (set->slots - 1))
		if (set->slot[i].lo == lo && set->slot[i].hi == hi)
			break;
	return &set->slot[i];
}

static bool
pair_grow(struct pair_set *set)
{
	struct pair_set bigger = {.slots = set->slots ? set->slots * 2 : 64, .n = set->n};

	bigger.slot = calloc(bigger.slots, sizeof(*bigger.slot));
	if (!bigger.slot)
		return false;
	for (size_t i = 0; i < set->slots; i++)
		if (set->slot[i].games)
			*pair_slot(&bigger, set->slot[i].lo, set->slot[i].hi) = set->slot[i];
	free(set->slot);
	*set = bigger;
	return true;
}

/* Counts a game of a against b in which a scored points_a. */
static bool
pair_add(struct pair_set *set, int a, int b, double points_a)
{
	int lo = a < b ? a : b, hi = a < b ? b : a;
	struct pair *p;

	if ((set->n + 1) * 2 > set->slots && !pair_grow(set))
		return false;
	p = pair_slot(set, lo, hi);
	if (!p->games) {
		*p = (struct pair){.lo = lo, .hi = hi};
		set->n++;
	}
	p->games++;
	p->points_lo += a == lo ? points_a : 1 - points_a;
	return true;
}

/* The index of the engine labelled `label`, added on its first sight; -1 when out of
 * memory. index_of: by string id, -1 for an engine not seen yet. */
static int
engine_index(struct ratings *out, int *cap, int *index_of, unsigned label)
{
	if (index_of[label] >= 0)
		return index_of[label];
	if (out->n == *cap) {
		int more = *cap ? *cap * 2 : 16;
		struct rated_engine *e = realloc(out->engine, (size_t)more * sizeof(*e));

		if (!e)
			return -1;
		out->engine = e;
		*cap = more;
	}
	out->engine[out->n] = (struct rated_engine){.label = label, .los_next = NAN};
	return index_of[label] = out->n++;
}

static void
count_game(struct rated_engine *e, double points)
{
	e->games++;
	e->points += points;
	if (points == 1)
		e->wins++;
	else if (points == 0)
		e->losses++;
	else
		e->draws++;
}

/* The engines and the pairs that met, in one pass over the records. */
static bool
tally(struct ratings *out, struct result_list *list, struct pair_set *pairs)
{
	int *index_of = malloc(((size_t)list->strings.n + 1) * sizeof(*index_of));
	int cap = 0;

	if (!index_of)
		return false;
	for (unsigned id = 0; id < list->strings.n; id++)
		index_of[id] = -1;
	results_sort(list);
	for (size_t i = 0; i < list->n; i++) {
		const struct result_entry *e = &list->items[i];
		double black = e->winner == 'B' ? 1 : e->winner == '0' ? 0.5 : 0;
		int b, w;

		if (i > 0 && list->items[i - 1].game == e->game)
			continue; /* another record of the game: counted once */
		if (e->winner == '-') {
			out->voids++;
			continue;
		}
		if (e->black == e->white) {
			out->self_games++; /* no news of a difference */
			continue;
		}
		b = engine_index(out, &cap, index_of, e->black);
		w = b < 0 ? -1 : engine_index(out, &cap, index_of, e->white);
		if (w < 0 || !pair_add(pairs, b, w, black)) {
			free(index_of);
			return false;
		}
		count_game(&out->engine[b], black);
		count_game(&out->engine[w], 1 - black);
		out->games++;
	}
	free(index_of);
	return true;
}

static int
by_cell(const void *x, const void *y)
{
	const struct cross_cell *p = x, *q = y;

	if (p->a != q->a)
		return p->a < q->a ? -1 : 1;
	return (p->b > q->b) - (p->b < q->b);
}

/* Both directions of every pair, sorted by (a, b). */
static bool
make_cells(struct ratings *out, const struct pair_set *pairs)
{
	out->cell = malloc((pairs->n * 2 + 1) * sizeof(*out->cell));
	if (!out->cell)
		return false;
	for (size_t i = 0; i < pairs->slots; i++) {
		const struct pair *p = &pairs->slot[i];

		if (!p->games)
			continue;
		out->cell[out->n_cells++] = (struct cross_cell){
			.a = p->lo, .b = p->hi, .games = p->games, .points_a = p->points_lo};
		out->cell[out->n_cells++] = (struct cross_cell){
			.a = p->hi, .b = p->lo, .games = p->games, .points_a = p->games - p->points_lo};
	}
	qsort(out->cell, (size_t)out->n_cells, sizeof(*out->cell), by_cell);
	return true;
}

static void
free_fit(struct fit *f)
{
	free(f->start);
	free(f->games_v);
	free(f->points_v);
	free(f->score);
	free(f->r);
	free(f->spare);
	free(f->order);
	free(f->group_of);
	free(f->loc);
	free(f->ranked);
	free(f->h);
	free(f->m);
	free(f->g);
	free(f->before);
}

/* The fit's arrays, each engine's run of cells, and the virtual draws of every pair. */
static bool
start_fit(struct fit *f, struct ratings *out, double prior)
{
	/* (+ 1: no records make no engines, and malloc(0) may be NULL) */
	size_t n = (size_t)out->n + 1, cells = (size_t)out->n_cells + 1;
	size_t dense = n < RATINGS_DENSE_MAX ? n : RATINGS_DENSE_MAX;

	memset(f, 0, sizeof(*f));
	f->out = out;
	f->start = calloc(n, sizeof(*f->start));
	f->games_v = malloc(cells * sizeof(*f->games_v));
	f->points_v = malloc(cells * sizeof(*f->points_v));
	f->score = calloc(n, sizeof(*f->score));
	f->r = calloc(n, sizeof(*f->r));
	f->spare = malloc(n * sizeof(*f->spare));
	f->order = malloc(n * sizeof(*f->order));
	f->group_of = malloc(n * sizeof(*f->group_of));
	f->loc = malloc(n * sizeof(*f->loc));
	f->ranked = malloc(n * sizeof(*f->ranked));
	f->h = malloc(dense * dense * sizeof(*f->h));
	f->m = malloc(dense * dense * sizeof(*f->m));
	f->g = malloc(dense * sizeof(*f->g));
	f->before = malloc(dense * sizeof(*f->before));
	if (!f->start || !f->games_v || !f->points_v || !f->score || !f->r || !f->spare ||
	    !f->order || !f->group_of || !f->loc || !f->ranked || !f->h || !f->m || !f->g ||
	    !f->before)
		return false;
	for (int c = 0; c < out->n_cells; c++)
		f->start[out->cell[c].a + 1]++;
	for (int e = 0; e < out->n; e++)
		f->start[e + 1] += f->start[e];
	for (int c = 0; c < out->n_cells; c++) {
		const struct cross_cell *cell = &out->cell[c];
		int opponents_a = f->start[cell->a + 1] - f->start[cell->a];
		int opponents_b = f->start[cell->b + 1] - f->start[cell->b];
		double virtual = prior / 2 * (1.0 / opponents_a + 1.0 / opponents_b);

		f->games_v[c] = cell->games + virtual;
		f->points_v[c] = cell->points_a + virtual / 2;
		f->score[cell->a] += f->points_v[c];
	}
	return true;
}

/* Numbers the groups of engines joined by games (breadth first through the cells),
 * listing their engines in f->order, group g's from group_start[g]; returns how many. */
static int
find_groups(struct fit *f, int *group_start)
{
	int n = f->out->n, groups = 0, tail = 0;

	for (int e = 0; e < n; e++)
		f->group_of[e] = -1;
	for (int e = 0; e < n; e++) {
		if (f->group_of[e] >= 0)
			continue;
		group_start[groups] = tail;
		f->group_of[e] = groups;
		f->order[tail++] = e;
		for (int head = group_start[groups]; head < tail; head++) {
			int x = f->order[head];

			for (int c = f->start[x]; c < f->start[x + 1]; c++) {
				int y = f->out->cell[c].b;

				if (f->group_of[y] < 0) {
					f->group_of[y] = groups;
					f->order[tail++] = y;
				}
			}
		}
		groups++;
	}
	group_start[groups] = tail;
	return groups;
}

static double
logistic(double x)
{
	return 1 / (1 + exp(-x));
}

/* log(logistic(x)) without overflow or lost digits far from 0. */
static double
log_logistic(double x)
{
	return x >= 0 ? -log1p(exp(-x)) : x - log1p(exp(x));
}

/* The log-likelihood of the games of the group's k engines eng[0..k) at f->r. */
static double
log_likelihood(const struct fit *f, const int *eng, int k)
{
	double sum = 0;

	for (int i = 0; i < k; i++)
		for (int c = f->start[eng[i]]; c < f->start[eng[i] + 1]; c++)
			sum += f->points_v[c] * log_logistic(f->r[eng[i]] - f->r[f->out->cell[c].b]);
	return sum;
}

/*
 * Minus the Hessian of the log-likelihood of the group at f->r, plus 1/k in every
 * entry, into f->h (k x k, by the engines' f->loc, which must be their places in eng);
 * the gradient (scores minus expected scores) into g unless NULL.
 */
static void
dense_hessian(struct fit *f, const int *eng, int k, double *g)
{
	for (int i = 0; i < k * k; i++)
		f->h[i] = 1.0 / k;
	for (int i = 0; i < k; i++) {
		int a = eng[i];

		if (g)
			g[i] = f->score[a];
		for (int c = f->start[a]; c < f->start[a + 1]; c++) {
			int b = f->out->cell[c].b;
			double p = logistic(f->r[a] - f->r[b]), w = f->games_v[c] * p * (1 - p);

			f->h[i * k + i] += w;
			f->h[i * k + f->loc[b]] -= w;
			if (g)
				g[i] -= f->games_v[c] * p;
		}
	}
}

/* The Cholesky factor L (h = L L^T) in h's lower triangle; false if h is not positive
 * definite (as far as doubles tell). */
static bool
cholesky(double *h, int k)
{
	for (int j = 0; j < k; j++) {
		double d = h[j * k + j];

		for (int m = 0; m < j; m++)
			d -= h[j * k + m] * h[j * k + m];
		if (!(d > 0))
			return false;
		d = sqrt(d);
		h[j * k + j] = d;
		for (int i = j + 1; i < k; i++) {
			double s = h[i * k + j];

			for (int m = 0; m < j; m++)
				s -= h[i * k + m] * h[j * k + m];
			h[i * k + j] = s / d;
		}
	}
	return true;
}

/* Solves L L^T x = b, b given in x. */
static void
cholesky_solve(const double *l, int k, double *x)
{
	for (int i = 0; i < k; i++) {
		for (int m = 0; m < i; m++)
			x[i] -= l[i * k + m] * x[m];
		x[i] /= l[i * k + i];
	}
	for (int i = k - 1; i >= 0; i--) {
		for (int m = i + 1; m < k; m++)
			x[i] -= l[m * k + i] * x[m];
		x[i] /= l[i * k + i];
	}
}

/* Sets f->loc of the group's engines to their places in eng. */
static void
place(struct fit *f, const int *eng, int k)
{
	for (int i = 0; i < k; i++)
		f->loc[eng[i]] = i;
}

/*
 * Newton's method over the group (k <= RATINGS_DENSE_MAX engines), the step halved
 * until the likelihood does not fall. False when the Hessian is not positive definite
 * or the ratings still move after NEWTON_MAX steps (no finite maximum: without prior).
 */
static bool
newton(struct fit *f, const int *eng, int k)
{
	place(f, eng, k);
	for (int step = 0; step < NEWTON_MAX; step++) {
		double was = log_likelihood(f, eng, k), t = 1, moved = 0;

		dense_hessian(f, eng, k, f->g);
		if (!cholesky(f->h, k))
			return false;
		cholesky_solve(f->h, k, f->g);
		for (int i = 0; i < k; i++)
			f->before[i] = f->r[eng[i]];
		for (int halved = 0;; halved++) {
			for (int i = 0; i < k; i++)
				f->r[eng[i]] = f->before[i] + t * f->g[i];
			if (halved == 60 ||
			    log_likelihood(f, eng, k) >= was - 1e-12 * (1 + fabs(was)))
				break;
			t /= 2;
		}
		for (int i = 0; i < k; i++)
			moved = fmax(moved, fabs(t * f->g[i]));
		if (moved < TOLERANCE)
			return true;
	}
	return false;
}

/*
 * Hunter's MM algorithm over the group: every engine's rating moved by
 * log(score / expected score) at once, the group's mean kept at 0. False when the
 * ratings still move after MM_WORK cell visits.
 */
static bool
minorize(struct fit *f, const int *eng, int k)
{
	double cells = 0, rounds;

	for (int i = 0; i < k; i++)
		cells += f->start[eng[i] + 1] - f->start[eng[i]];
	rounds = fmax(1000, MM_WORK / (cells + k));
	for (double round = 0; round < rounds; round++) {
		double moved = 0, mean = 0;

		for (int i = 0; i < k; i++) {
			int a = eng[i];
			double expected = 0;

			for (int c = f->start[a]; c < f->start[a + 1]; c++)
				expected += f->games_v[c] * logistic(f->r[a] - f->r[f->out->cell[c].b]);
			f->spare[a] = log(f->score[a] / expected);
		}
		for (int i = 0; i < k; i++) {
			f->r[eng[i]] += f->spare[eng[i]];
			moved = fmax(moved, fabs(f->spare[eng[i]]));
			mean += f->r[eng[i]] / k;
		}
		for (int i = 0; i < k; i++)
			f->r[eng[i]] -= mean;
		if (moved < TOLERANCE)
			return true;
	}
	return false;
}

static int
by_rating(const void *x, const void *y)
{
	const struct ranked *p = x, *q = y;

	if (p->r != q->r)
		return p->r > q->r ? -1 : 1;
	return (p->e > q->e) - (p->e < q->e);
}

/* The group's engines best first (ties by first appearance), f->loc their places. */
static void
rank_group(struct fit *f, int *eng, int k)
{
	for (int i = 0; i < k; i++)
		f->ranked[i] = (struct ranked){f->r[eng[i]], eng[i]};
	qsort(f->ranked, (size_t)k, sizeof(*f->ranked), by_rating);
	for (int i = 0; i < k; i++)
		eng[i] = f->ranked[i].e;
	place(f, eng, k);
}

/* The variance of r_a - r_b (natural-log units) of two engines of the group. */
static double
difference_variance(const struct fit *f, int a, int b, int k, bool dense)
{
	int i = f->loc[a], j = f->loc[b];

	if (!dense)
		return f->spare[a] + f->spare[b];
	return f->m[i * k + i] + f->m[j * k + j] - 2 * f->m[i * k + j];
}

/* The likelihood that a is stronger than b. */
static double
superiority(const struct fit *f, int a, int b, int k, bool dense)
{
	double v = difference_variance(f, a, b, k, dense), d = f->r[a] - f->r[b];

	if (!(v > 0))
		return d > 0 ? 1 : d < 0 ? 0 : 0.5;
	return 0.5 * erfc(-d / sqrt(2 * v));
}

/*
 * The covariance of the group's ratings at the maximum: M (dense) or each engine's
 * own variance in f->spare. Falls back to the latter when the Hessian is not
 * positive definite; returns whether M was made.
 */
static bool
covariance(struct fit *f, const int *eng, int k, bool dense)
{
	if (dense) {
		dense_hessian(f, eng, k, NULL);
		dense = cholesky(f->h, k);
	}
	if (dense) {
		for (int j = 0; j < k; j++) {
			for (int i = 0; i < k; i++)
				f->before[i] = i == j;
			cholesky_solve(f->h, k, f->before);
			for (int i = 0; i < k; i++)
				f->m[i * k + j] = f->before[i];
		}
		return true;
	}
	for (int i = 0; i < k; i++) {
		int a = eng[i];
		double information = 0;

		for (int c = f->start[a]; c < f->start[a + 1]; c++) {
			double p = logistic(f->r[a] - f->r[f->out->cell[c].b]);

			information += f->games_v[c] * p * (1 - p);
		}
		f->spare[a] = 1 / information;
	}
	return false;
}

/*
 * Solves the group eng[0..k) and fills its engines' ratings, intervals and LOS, and
 * its cells' LOS. Its zero is the anchor when the anchor is in it, else its mean.
 * False when no finite maximum was found (errno EDOM).
 */
static bool
solve_group(struct fit *f, int *eng, int k, int anchor, double prior)
{
	bool dense = k <= RATINGS_DENSE_MAX, solved = false;
	struct rated_engine *engine = f->out->engine;
	double zero = 0;
	int in = -1;

	if (prior <= 0)
		for (int i = 0; i < k; i++)
			if (engine[eng[i]].points <= 0 || engine[eng[i]].points >= engine[eng[i]].games) {
				errno = EDOM; /* every game won or lost: no finite maximum */
				return false;
			}
	if (dense)
		solved = newton(f, eng, k);
	if (!solved && (!dense || prior > 0))
		solved = minorize(f, eng, k);
	if (!solved && prior <= 0) {
		errno = EDOM;
		return false;
	}
	f->out->approx |= !solved;
	rank_group(f, eng, k);
	dense = covariance(f, eng, k, dense);
	f->out->approx |= !dense;
	for (int i = 0; i < k; i++) {
		if (eng[i] == anchor)
			in = anchor;
		zero += f->r[eng[i]] / k;
	}
	if (in >= 0)
		zero = f->r[in];
	for (int i = 0; i < k; i++) {
		struct rated_engine *e = &engine[eng[i]];
		double v, sd;

		if (in >= 0)
			v = eng[i] == in ? 0 : difference_variance(f, eng[i], in, k, dense);
		else
			v = dense ? f->m[i * k + i] - 1.0 / k : f->spare[eng[i]];
		sd = sqrt(fmax(v, 0)) * ELO;
		e->elo = (f->r[eng[i]] - zero) * ELO;
		e->lo = e->elo - Z95 * sd;
		e->hi = e->elo + Z95 * sd;
		if (i + 1 < k)
			e->los_next = superiority(f, eng[i], eng[i + 1], k, dense);
		for (int c = f->start[eng[i]]; c < f->start[eng[i] + 1]; c++)
			f->out->cell[c].los = superiority(f, eng[i], f->out->cell[c].b, k, dense);
	}
	return true;
}

/* A group in the order of the table. */
struct group_key {
	int group, size;
	bool anchored;
};

static int
by_group(const void *x, const void *y)
{
	const struct group_key *p = x, *q = y;

	if (p->anchored != q->anchored)
		return p->anchored ? -1 : 1;
	if (p->size != q->size)
		return p->size > q->size ? -1 : 1;
	return (p->group > q->group) - (p->group < q->group);
}

/*
 * Puts the engines in the table's order: the anchor's group first, then the larger
 * groups, each best first; the cells and the anchor follow.
 */
static bool
renumber(struct fit *f, const int *group_start, int groups, int anchor)
{
	struct ratings *out = f->out;
	struct group_key *key = malloc(((size_t)groups + 1) * sizeof(*key));
	struct rated_engine *engine = malloc(((size_t)out->n + 1) * sizeof(*engine));
	int *rank_of = f->loc, next = 0;

	if (!key || !engine) {
		free(key);
		free(engine);
		return false;
	}
	for (int g = 0; g < groups; g++)
		key[g] = (struct group_key){.group = g,
		                            .size = group_start[g + 1] - group_start[g],
		                            .anchored = anchor >= 0 && f->group_of[anchor] == g};
	qsort(key, (size_t)groups, sizeof(*key), by_group);
	for (int g = 0; g < groups; g++)
		for (int i = group_start[key[g].group]; i < group_start[key[g].group + 1]; i++) {
			int e = f->order[i];

			rank_of[e] = next;
			engine[next] = out->engine[e];
			engine[next++].group = g;
		}
	for (int c = 0; c < out->n_cells; c++) {
		out->cell[c].a = rank_of[out->cell[c].a];
		out->cell[c].b = rank_of[out->cell[c].b];
	}
	qsort(out->cell, (size_t)out->n_cells, sizeof(*out->cell), by_cell);
	out->anchor = anchor >= 0 ? rank_of[anchor] : -1;
	free(out->engine);
	out->engine = engine;
	free(key);
	return true;
}

/* The index of the engine labelled `name`, or -1. */
static int
find_anchor(const struct ratings *out, const struct result_list *list, const char *name)
{
	for (int e = 0; e < out->n; e++)
		if (strcmp(strtab_get(&list->strings, out->engine[e].label), name) == 0)
			return e;
	return -1;
}

/*
 * The crosstable and ratings of the records in list (sorted by game in place), the
 * rating of the engine called anchor 0 (NULL: the mean), with prior virtual draws an
 * engine (0: the plain maximum likelihood). False, out empty, with errno ENOENT when
 * no engine is called anchor, EDOM when prior is 0 and some group has no finite
 * maximum (an engine, or a set of engines, won or lost every game against the rest),
 * EINVAL for a negative prior, ENOMEM when memory ran out.
 */
bool
ratings_compute_prior(struct result_list *list, const char *anchor, double prior,
                      struct ratings *out)
{
	struct pair_set pairs = {.slots = 0};
	struct fit f;
	int *group_start = NULL, groups, first = -1, err = ENOMEM;
	bool ok = false;

	memset(out, 0, sizeof(*out));
	out->anchor = -1;
	out->prior = prior;
	memset(&f, 0, sizeof(f));
	if (!(prior >= 0 && prior < 1e6)) {
		err = EINVAL;
		goto done;
	}
	if (!tally(out, list, &pairs) || !make_cells(out, &pairs))
		goto done;
	if (anchor && (first = find_anchor(out, list, anchor)) < 0) {
		err = ENOENT;
		goto done;
	}
	group_start = malloc(((size_t)out->n + 1) * sizeof(*group_start));
	if (!group_start || !start_fit(&f, out, prior))
		goto done;
	groups = find_groups(&f, group_start);
	for (int g = 0; g < groups; g++)
		if (!solve_group(&f, f.order + group_start[g], group_start[g + 1] - group_start[g],
		                 first, prior)) {
			err = errno;
			goto done;
		}
	if (!renumber(&f, group_start, groups, first))
		goto done;
	out->groups = groups;
	ok = true;
done:
	free(pairs.slot);
	free(group_start);
	free_fit(&f);
	if (!ok) {
		ratings_free(out);
		errno = err;
	}
	return ok;
}

/* ratings_compute_prior with the default prior, RATINGS_PRIOR virtual draws an engine. */
bool
ratings_compute(struct result_list *list, const char *anchor, struct ratings *out)
{
	return ratings_compute_prior(list, anchor, RATINGS_PRIOR, out);
}

/* The cell of a against b, or NULL when they never met: a binary search. */
const struct cross_cell *
ratings_cell(const struct ratings *r, int a, int b)
{
	int lo = 0, hi = r->n_cells;

	while (lo < hi) {
		int mid = lo + (hi - lo) / 2;
		const struct cross_cell *c = &r->cell[mid];

		if (c->a < a || (c->a == a && c->b < b))
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < r->n_cells && r->cell[lo].a == a && r->cell[lo].b == b ? &r->cell[lo] : NULL;
}

void
ratings_free(struct ratings *r)
{
	free(r->engine);
	free(r->cell);
	memset(r, 0, sizeof(*r));
	r->anchor = -1;
}
