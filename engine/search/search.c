/*
 * search.c -- the Monte-Carlo tree search of search.h. Each simulation walks
 * down the tree from the root choosing by RAVE (the node's own mean blended
 * with the all-moves-as-first mean, both seeded with priors), grows a leaf
 * once it has been visited often enough, plays a light playout to the end, and
 * scores it with the BGA count. Threads share one tree: statistics are
 * atomics, a node being walked through carries a virtual loss, and a leaf is
 * grown by whoever wins its expansion flag. Nodes come from one pool bounded
 * by the memory limit: when it is full the tree stops growing and simulations
 * go on from the leaves.
 */
#include "engine/search/search.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/playout/pboard.h"
#include "engine/playout/playout.h"
#include "engine/search/prior.h"

/* A leaf is grown after this many simulations through it. */
#define EXPAND_VISITS 3
/* Visits at which RAVE and the node's own mean weigh the same (michi's scale). */
#define RAVE_EQUIV 3500.0
/* The virtual loss a simulation puts on every node it walks through. */
#define VIRTUAL_LOSS 1
/* Playouts a search needs before it may resign. */
#define RESIGN_MIN_PLAYOUTS 2000
/* The deepest a simulation walks down the tree, and the most moves it records
 * (tree part and playout). */
#define SIM_TREE_MAX 500
#define SIM_MAX_MOVES (SIM_TREE_MAX + PLAYOUT_MAX_MOVES + 2)
/* The most threads a search runs. */
#define SEARCH_MAX_THREADS 64

enum { NODE_LEAF, NODE_EXPANDING, NODE_EXPANDED };

struct node {
	int16_t move;             /* the move that leads here: a point or COORD_PASS */
	uint8_t color;            /* the colour that played it */
	atomic_int state;         /* NODE_LEAF .. NODE_EXPANDED */
	int32_t children;         /* index of the first child in the pool (expanded) */
	int32_t n_children;       /* children, contiguous */
	float prior_n, prior_w;   /* prior visits and wins, in the mover's favour */
	atomic_int visits, wins;  /* simulations through here; those the mover won */
	atomic_int amaf_visits, amaf_wins; /* all-moves-as-first statistics */
	atomic_int vloss;         /* simulations walking through right now */
	atomic_llong margin2;     /* sum of twice Black's final margin */
};

/* One worker's state: its generator and its share of the ownership counts. */
struct worker {
	struct search *s;
	uint64_t rng;
	pthread_t thread;
	atomic_int owner[BOARD_MAX_POINTS]; /* Black-owned minus White-owned playout ends */
	int16_t seq[SIM_MAX_MOVES];         /* the moves of the simulation being played */
	int32_t path[SIM_MAX_MOVES];        /* its nodes, root first */
	uint8_t amaf[BOARD_MAX_POINTS];     /* colour that played a point first */
};

struct search {
	struct search_config config;
	struct node *pool;           /* the tree's nodes */
	size_t cap;                  /* nodes the pool can hold */
	atomic_size_t used;          /* nodes taken */
	atomic_bool full;            /* an expansion failed for want of room */
	int32_t root;                /* the root's index, or -1 without a tree */

	/* What the tree's root stands for: for reuse by the next search. */
	int size;
	double komi;
	uint64_t setup_hash;
	struct move *moves;          /* the game's moves up to the root, owned */
	size_t n_moves;
	enum color to_move;

	/* The current search. */
	const struct game *game;     /* valid while search_run runs */
	struct pboard start;         /* the root position */
	int margin_base;             /* the count's invariant at the root, see margin2() */
	int turn_diff;               /* Black's turns minus White's from setup to the root */
	bool area_count;             /* the rules count area without pass stones */
	bool passes_count;           /* a pass is a turn that hands over a stone */
	bool white_last;             /* "W pass, B pass" owes White's closing pass */
	int area_bonus;              /* White's handicap bonus under area counting */
	atomic_llong playouts;       /* playouts of this search */
	int64_t playout_limit;       /* 0: none */
	double time_limit;           /* 0: none */
	double max_time;             /* time an unsettled best move may run to; <= time_limit: none */
	struct timespec started;
	atomic_bool stop;            /* workers stop */
	const atomic_bool *user_stop;
	int n_workers;
	struct worker *workers;      /* config.threads of them */
	double last_seconds;         /* wall time of the last search */
	double best_winrate;         /* win rate of the move the last search chose */
	struct search_move_filter filter; /* moves left out (search_set_filter) */
	bool tree_filtered;          /* the tree was grown under a filter */

	/* The referee's settled points (search_set_settled), for the position of settled_hash. */
	uint64_t settled_hash;
	int n_settled;
	coord_t settled_at[BOARD_MAX_POINTS];
	int8_t settled_owner[BOARD_MAX_POINTS]; /* by point: +1 Black, -1 White */
	uint64_t settled_sig;                    /* a digest of the points and owners; 0: none */
	bool use_settled;                        /* the current root is that position */
	uint64_t tree_settled_sig;               /* settled_sig the tree's statistics were counted
	                                            under (0: none): another one clears the tree */
};

static double
seconds_since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

struct search *
search_new(const struct search_config *config)
{
	struct search *s = calloc(1, sizeof(*s));
	int threads = config->threads < 1 ? 1 : config->threads;

	if (!s)
		return NULL;
	s->config = *config;
	s->config.threads = threads > SEARCH_MAX_THREADS ? SEARCH_MAX_THREADS : threads;
	s->cap = config->max_memory / sizeof(struct node);
	/* Never less than the root and one full set of its children. */
	if (s->cap < 2 * BOARD_MAX_POINTS)
		s->cap = 2 * BOARD_MAX_POINTS;
	s->pool = malloc(s->cap * sizeof(struct node));
	s->workers = calloc((size_t)s->config.threads, sizeof(struct worker));
	if (!s->pool || !s->workers) {
		search_free(s);
		return NULL;
	}
	s->root = -1;
	return s;
}

void
search_free(struct search *s)
{
	if (!s)
		return;
	free(s->pool);
	free(s->workers);
	free(s->moves);
	free(s);
}

void
search_clear(struct search *s)
{
	atomic_store(&s->used, 0);
	atomic_store(&s->full, false);
	s->root = -1;
	s->n_moves = 0;
}

/* Takes n contiguous nodes from the pool; -1 when it is full. */
static int32_t
take_nodes(struct search *s, size_t n)
{
	size_t used = atomic_load(&s->used);

	do {
		if (used + n > s->cap) {
			atomic_store(&s->full, true);
			return -1;
		}
	} while (!atomic_compare_exchange_weak(&s->used, &used, used + n));
	return (int32_t)used;
}

/* The share of the simulations through n that its mover won; 0.5 before any. */
static double
node_winrate(const struct node *n)
{
	int v = atomic_load(&n->visits);

	return v > 0 ? (double)atomic_load(&n->wins) / v : 0.5;
}

/* Black's mean final margin over the simulations through n; 0 before any. */
static double
node_margin(const struct node *n)
{
	int v = atomic_load(&n->visits);

	return v > 0 ? (double)atomic_load(&n->margin2) / (2.0 * v) : 0;
}

static void
node_init(struct node *n, coord_t move, enum color color, struct prior prior)
{
	n->move = (int16_t)move;
	n->color = (uint8_t)color;
	atomic_init(&n->state, NODE_LEAF);
	n->children = -1;
	n->n_children = 0;
	n->prior_n = prior.visits;
	n->prior_w = prior.wins;
	atomic_init(&n->visits, 0);
	atomic_init(&n->wins, 0);
	atomic_init(&n->amaf_visits, 0);
	atomic_init(&n->amaf_wins, 0);
	atomic_init(&n->vloss, 0);
	atomic_init(&n->margin2, 0);
}

void
search_set_filter(struct search *s, const struct search_move_filter *filter)
{
	if (filter && filter->n > 0)
		s->filter = *filter;
	else
		s->filter.n = 0;
}

/* The filter leaves out move (a point or COORD_PASS) of color at ply (1: the root's). */
static bool
filtered_out(const struct search *s, enum color color, int ply, coord_t move)
{
	for (int i = 0; i < s->filter.n; i++) {
		const struct search_move_rule *r = &s->filter.rule[i];
		bool marked = move == COORD_PASS ? r->pass : r->point[move];
		if (r->color == color && ply <= r->until_ply && marked != r->allow)
			return true;
	}
	return false;
}

/*
 * Grows node (whose position is pb, color to move, its children at ply from the
 * root): one child per legal point that is not an own eye, and a pass, less what
 * the filter leaves out (the pass stays when nothing else would). At the root,
 * moves that repeat an earlier position of the game (superko) are left out too.
 * False when the pool is full.
 */
static bool
expand(struct search *s, struct node *node, const struct pboard *pb, enum color color,
       coord_t last, coord_t last2, int ply)
{
	struct prior priors[BOARD_MAX_POINTS];
	coord_t moves[BOARD_MAX_POINTS];
	int n = 0;
	bool at_root = ply == 1, with_pass;

	/* Points in board order, so the tree does not depend on the empty list's order. */
	for (int row = 0; row < pb->size; row++)
		for (int col = 0; col < pb->size; col++) {
			coord_t p = coord_make(row, col);
			if (pb->at[p] != COLOR_EMPTY || !pboard_legal(pb, color, p) ||
			    pboard_eye_like(pb, color, p))
				continue;
			if (at_root && game_check_move(s->game, color, p) != MOVE_OK)
				continue;
			if (s->filter.n > 0 && filtered_out(s, color, ply, p))
				continue;
			moves[n++] = p;
		}
	with_pass = n == 0 || s->filter.n == 0 || !filtered_out(s, color, ply, COORD_PASS);
	int32_t first = take_nodes(s, (size_t)n + with_pass);
	if (first < 0)
		return false;
	prior_of_moves(pb, color, moves, n, last, last2, priors);
	for (int i = 0; i < n; i++)
		node_init(&s->pool[first + i], moves[i], color, priors[i]);
	/* The pass has a prior too, and so visits of its own: the end-of-game rules
	 * compare it with the best move. It loses them fast mid-game. */
	if (with_pass)
		node_init(&s->pool[first + n], COORD_PASS, color, prior_of_pass());
	node->children = first;
	node->n_children = n + with_pass;
	return true;
}

/* The child of node (which has children) a simulation walks into: the best RAVE
 * value (never below 0, so the first child is only a start). */
static struct node *
select_child(struct search *s, struct node *node)
{
	struct node *best = &s->pool[node->children];
	double best_value = -1;

	for (int32_t i = 0; i < node->n_children; i++) {
		struct node *c = &s->pool[node->children + i];
		double v = atomic_load_explicit(&c->visits, memory_order_relaxed);
		double w = atomic_load_explicit(&c->wins, memory_order_relaxed);
		double vl = atomic_load_explicit(&c->vloss, memory_order_relaxed) * VIRTUAL_LOSS;
		double av = atomic_load_explicit(&c->amaf_visits, memory_order_relaxed);
		double aw = atomic_load_explicit(&c->amaf_wins, memory_order_relaxed);
		double n = v + c->prior_n + vl, q = (w + c->prior_w) / n;
		double an = av + c->prior_n, aq = (aw + c->prior_w) / an;
		double beta = an / (an + n + n * an / RAVE_EQUIV);
		double value = (1 - beta) * q + beta * aq;
		if (value > best_value) {
			best_value = value;
			best = c;
		}
	}
	return best;
}

/*
 * Twice Black's margin at the end of a simulation whose board area difference
 * (Black minus White) is area and in which Black made turn_diff more turns than
 * White since setup (passes counted only when they hand over a stone). Under
 * the BGA count, and territory counting generally, (prisoners difference) minus
 * (stones-on-board difference) plus (turn difference) does not change with any
 * move or pass, so margin_base, computed at the root, carries the prisoners.
 * Area counting without pass stones is the area alone.
 */
static int
margin2(const struct search *s, int area, int turn_diff)
{
	int komi2 = (int)lround(2 * s->komi);

	if (s->area_count)
		return 2 * (area - s->area_bonus) - komi2;
	return 2 * (area + s->margin_base - turn_diff) - komi2;
}

/* One simulation on its way: what each stage hands to the next. */
struct simulation {
	struct pboard pb; /* the position, played forward from the root */
	enum color color; /* to move in pb */
	coord_t last;     /* the move that led to pb, or COORD_PASS */
	coord_t last2;    /* the move before it, COORD_PASS, or COORD_NONE at the start */
	int depth;        /* tree nodes walked below the root: w->path[0..depth] */
	int n_seq;        /* moves played since the root: w->seq[0..n_seq - 1] */
	int turn_diff;    /* Black's turns minus White's since setup (margin2()) */
};

/* Counts a turn of color: a pass is a turn only where it hands over a stone. */
static void
count_turn(const struct search *s, struct simulation *sim, enum color color, coord_t move)
{
	if (move != COORD_PASS || s->passes_count)
		sim->turn_diff += color == COLOR_BLACK ? 1 : -1;
}

/*
 * Walks down the tree from the root by select_child(), each node it enters
 * carrying a virtual loss, growing the first leaf visited often enough (the
 * root always) unless the pool is full, and stops at a leaf.
 */
static void
descend(struct worker *w, struct simulation *sim)
{
	struct search *s = w->s;
	struct node *node = &s->pool[s->root];

	w->path[0] = s->root;
	atomic_fetch_add_explicit(&node->vloss, 1, memory_order_relaxed);
	for (;;) {
		int state = atomic_load_explicit(&node->state, memory_order_acquire);
		if (state == NODE_LEAF) {
			int visits = atomic_load_explicit(&node->visits, memory_order_relaxed);
			int expected = NODE_LEAF;
			if ((sim->depth == 0 || visits >= EXPAND_VISITS) && !atomic_load(&s->full) &&
			    atomic_compare_exchange_strong(&node->state, &expected, NODE_EXPANDING)) {
				bool ok = expand(s, node, &sim->pb, sim->color, sim->last, sim->last2,
				                 sim->depth + 1);
				atomic_store_explicit(&node->state, ok ? NODE_EXPANDED : NODE_LEAF,
						      memory_order_release);
				if (!ok)
					break;
				state = NODE_EXPANDED;
			}
		}
		if (state != NODE_EXPANDED || node->n_children == 0 || sim->depth >= SIM_TREE_MAX)
			break;
		node = select_child(s, node);
		atomic_fetch_add_explicit(&node->vloss, 1, memory_order_relaxed);
		w->path[++sim->depth] = (int32_t)(node - s->pool);
		if (node->move == COORD_PASS)
			sim->pb.ko_point = COORD_NONE;
		else
			pboard_play(&sim->pb, sim->color, node->move);
		w->seq[sim->n_seq++] = node->move;
		count_turn(s, sim, sim->color, node->move);
		sim->last2 = sim->last;
		sim->last = node->move;
		sim->color = color_other(sim->color);
	}
}

/*
 * Plays a light playout from the leaf to the end of the game, counting its turns
 * as the BGA count does: a game ending "W pass, B pass" still owes White's
 * closing pass, a stone to Black.
 */
static void
play_out(struct worker *w, struct simulation *sim)
{
	static const struct playout_policy policy = { 2, true };
	const struct search *s = w->s;
	int n_play = playout_play(&sim->pb, sim->color, sim->last, &w->rng, &policy,
				  w->seq + sim->n_seq);
	int n;

	for (int i = 0; i < n_play; i++)
		count_turn(s, sim, i % 2 == 0 ? sim->color : color_other(sim->color),
			   w->seq[sim->n_seq + i]);
	sim->n_seq += n_play;
	n = sim->n_seq;
	if (s->white_last && s->passes_count && n >= 2 && w->seq[n - 1] == COORD_PASS &&
	    w->seq[n - 2] == COORD_PASS && ((n - 1) % 2 == 0) == (s->to_move == COLOR_BLACK))
		sim->turn_diff--;
}

/* Adds the playout's final owner of each point to the worker's ownership counts. */
static void
add_ownership(struct worker *w, int size, const int8_t owner[BOARD_MAX_POINTS])
{
	for (int row = 0; row < size; row++)
		for (int col = 0; col < size; col++) {
			coord_t p = coord_make(row, col);
			int v = atomic_load_explicit(&w->owner[p], memory_order_relaxed);
			atomic_store_explicit(&w->owner[p], v + owner[p], memory_order_relaxed);
		}
}

/*
 * Backs the result up the path: each node's own statistics (its virtual loss
 * taken off), and the all-moves-as-first statistics of each node's children
 * whose move the mover played first from that node on.
 */
static void
back_up(struct worker *w, const struct simulation *sim, int margin)
{
	struct search *s = w->s;
	bool black_wins = margin > 0;
	int next = sim->n_seq - 1;

	memset(w->amaf, 0, sizeof(w->amaf));
	for (int d = sim->depth; d >= 0; d--) {
		struct node *nd = &s->pool[w->path[d]];
		bool won = (nd->color == COLOR_BLACK) == black_wins;
		atomic_fetch_add_explicit(&nd->visits, 1, memory_order_relaxed);
		if (won)
			atomic_fetch_add_explicit(&nd->wins, 1, memory_order_relaxed);
		atomic_fetch_sub_explicit(&nd->vloss, 1, memory_order_relaxed);
		atomic_fetch_add_explicit(&nd->margin2, margin, memory_order_relaxed);
		/* The moves from this node on, the earliest play of a point winning. */
		for (; next >= d; next--) {
			coord_t p = w->seq[next];
			if (p >= 0)
				w->amaf[p] = (uint8_t)(next % 2 == 0 ? s->to_move
								     : color_other(s->to_move));
		}
		if (atomic_load_explicit(&nd->state, memory_order_acquire) != NODE_EXPANDED)
			continue;
		for (int32_t i = 0; i < nd->n_children; i++) {
			struct node *c = &s->pool[nd->children + i];
			if (c->move < 0 || w->amaf[c->move] != c->color)
				continue;
			atomic_fetch_add_explicit(&c->amaf_visits, 1, memory_order_relaxed);
			if ((c->color == COLOR_BLACK) == black_wins)
				atomic_fetch_add_explicit(&c->amaf_wins, 1, memory_order_relaxed);
		}
	}
}

/*
 * The playout's owners where the referee has settled the point (search_set_settled):
 * the settled owner, whoever the light playout left it to. Returns the change in
 * the area difference.
 */
static int
settle_owners(const struct search *s, int8_t owner[BOARD_MAX_POINTS])
{
	int change = 0;

	for (int i = 0; i < s->n_settled; i++) {
		coord_t p = s->settled_at[i];
		change += s->settled_owner[p] - owner[p];
		owner[p] = s->settled_owner[p];
	}
	return change;
}

/* One simulation: down the tree, a playout, the count, and the results back up. */
static void
simulate(struct worker *w)
{
	struct search *s = w->s;
	struct simulation sim;
	int8_t owner[BOARD_MAX_POINTS];
	const struct move *lm = s->game->n_moves ? &s->game->moves[s->game->n_moves - 1] : NULL;

	pboard_copy(&sim.pb, &s->start);
	sim.color = s->to_move;
	sim.last = lm ? lm->at : COORD_PASS;
	sim.last2 = s->game->n_moves >= 2 ? s->game->moves[s->game->n_moves - 2].at : COORD_NONE;
	sim.depth = 0;
	sim.n_seq = 0;
	sim.turn_diff = s->turn_diff;
	descend(w, &sim);
	play_out(w, &sim);
	int area = playout_area(&sim.pb, owner);
	if (s->use_settled)
		area += settle_owners(s, owner);
	int margin = margin2(s, area, sim.turn_diff);
	add_ownership(w, sim.pb.size, owner);
	back_up(w, &sim, margin);
	atomic_fetch_add_explicit(&s->playouts, 1, memory_order_relaxed);
}

/* Whether the search should end now (limits, the caller's stop). */
static bool
limits_reached(struct search *s)
{
	if (atomic_load_explicit(&s->stop, memory_order_relaxed))
		return true;
	if (s->user_stop && atomic_load(s->user_stop))
		return true;
	if (s->playout_limit > 0 && atomic_load(&s->playouts) >= s->playout_limit)
		return true;
	return false;
}

static void *
work(void *arg)
{
	struct worker *w = arg;

	while (!limits_reached(w->s))
		simulate(w);
	return NULL;
}

/* Whether the game's moves begin with the tree root's moves. */
static bool
extends_root(const struct search *s, const struct game *g)
{
	if (s->root < 0 || s->size != game_size(g) || s->komi != g->komi ||
	    s->setup_hash != g->setup.hash || g->n_moves < s->n_moves)
		return false;
	for (size_t i = 0; i < s->n_moves; i++)
		if (g->moves[i].at != s->moves[i].at || g->moves[i].color != s->moves[i].color)
			return false;
	return true;
}

/* Sets the root for g with color to move: the old tree's node for it when the
 * moves since lead there, else a fresh root. */
static bool
place_root(struct search *s, const struct game *g, enum color color)
{
	int32_t root = -1;

	if (extends_root(s, g) && atomic_load(&s->used) < s->cap / 2) {
		root = s->root;
		for (size_t i = s->n_moves; i < g->n_moves && root >= 0; i++) {
			struct node *n = &s->pool[root];
			int32_t found = -1;
			if (atomic_load(&n->state) != NODE_EXPANDED)
				break;
			for (int32_t k = 0; k < n->n_children; k++) {
				struct node *c = &s->pool[n->children + k];
				if (c->move == g->moves[i].at && c->color == g->moves[i].color)
					found = n->children + k;
			}
			root = found;
		}
		if (root >= 0 && s->pool[root].color != color_other(color))
			root = -1;
	}
	if (root < 0) {
		search_clear(s);
		root = take_nodes(s, 1);
		if (root < 0)
			return false;
		const struct prior none = { 0, 0 }; /* the root is never selected */
		node_init(&s->pool[root], COORD_PASS, color_other(color), none);
	}
	s->root = root;
	struct move *copy = realloc(s->moves, (g->n_moves + 1) * sizeof(*copy));
	if (!copy)
		return false;
	s->moves = copy;
	if (g->n_moves > 0) /* g->moves is NULL before the first move */
		memcpy(s->moves, g->moves, g->n_moves * sizeof(*copy));
	s->n_moves = g->n_moves;
	s->size = game_size(g);
	s->komi = g->komi;
	s->setup_hash = g->setup.hash;
	s->to_move = color;
	return true;
}

/* How g's rules count, the invariant of margin2() at the root, and the turn
 * difference there. */
static void
root_counts(struct search *s, const struct game *g)
{
	const struct board *b = &g->board;
	int turns = 0;

	s->passes_count = g->rules.pass_stones;
	s->white_last = g->rules.white_last;
	s->area_count = g->rules.scoring == SCORING_AREA && !g->rules.pass_stones;
	s->area_bonus = rules_handicap_bonus(&g->rules, g->handicap);
	for (size_t i = 0; i < g->n_moves; i++)
		if (g->moves[i].at != COORD_PASS || s->passes_count)
			turns += g->moves[i].color == COLOR_BLACK ? 1 : -1;
	s->turn_diff = turns;
	s->margin_base = (g->prisoners[COLOR_BLACK] - g->prisoners[COLOR_WHITE]) -
			 (b->stones[COLOR_BLACK] - b->stones[COLOR_WHITE]) + turns;
}

/* The root child with the most simulations, or NULL. */
static const struct node *
most_visited(const struct search *s, const struct node *n)
{
	const struct node *best = NULL;
	int best_visits = -1;

	if (atomic_load(&n->state) != NODE_EXPANDED)
		return NULL;
	for (int32_t i = 0; i < n->n_children; i++) {
		const struct node *c = &s->pool[n->children + i];
		int v = atomic_load(&c->visits);
		if (v > best_visits) {
			best_visits = v;
			best = c;
		}
	}
	return best;
}

/* The root child with the most simulations that the game allows (a reused
 * root's children were not checked against superko), or NULL. */
static const struct node *
best_legal(const struct search *s, const struct game *g, enum color color)
{
	const struct node *root = &s->pool[s->root], *best = NULL;
	int best_visits = -1;

	if (atomic_load(&root->state) != NODE_EXPANDED)
		return NULL;
	for (int32_t i = 0; i < root->n_children; i++) {
		const struct node *c = &s->pool[root->children + i];
		int v = atomic_load(&c->visits);
		if (v > best_visits && game_check_move(g, color, c->move) == MOVE_OK) {
			best_visits = v;
			best = c;
		}
	}
	return best;
}

/* See search.h: the runner-up's share of the best move's visits that leaves it open. */
#define SETTLED_VISIT_SHARE 0.6
bool
search_best_unsettled(const struct search *s)
{
	const struct node *root = &s->pool[s->root], *best = most_visited(s, root);
	int best_visits;
	double best_rate;

	if (!best || (best_visits = atomic_load(&best->visits)) <= 0)
		return false;
	best_rate = node_winrate(best);
	for (int32_t i = 0; i < root->n_children; i++) {
		const struct node *c = &s->pool[root->children + i];
		int v = atomic_load(&c->visits);
		if (c == best || v <= 0)
			continue;
		if (v > SETTLED_VISIT_SHARE * best_visits)
			return true;
		if (3 * v >= best_visits && node_winrate(c) > best_rate)
			return true;
	}
	return false;
}

/*
 * Where the game is decided (the most visited move wins or loses nearly every
 * playout) visits no longer tell the moves apart: the search wanders among
 * moves that all win, a point thrown away or not (a ko to take, a stone to
 * save). There the move played is the one with the best mean final margin for
 * the mover among those that win as often (within DECIDED_WINRATE_SLACK: no
 * gamble on a bigger win) and have enough playouts for the margin to mean
 * something (DECIDED_MIN_VISITS, and a fiftieth of the best's).
 */
#define DECIDED_WINRATE 0.97
#define DECIDED_WINRATE_SLACK 0.01
#define DECIDED_MIN_VISITS 32
static const struct node *
best_margin_if_decided(const struct search *s, const struct game *g, enum color color,
		       const struct node *best)
{
	const struct node *root = &s->pool[s->root];
	int best_visits = atomic_load(&best->visits);
	double rate = node_winrate(best), top = -INFINITY;
	const struct node *chosen = best;

	if (rate < DECIDED_WINRATE && rate > 1 - DECIDED_WINRATE)
		return best;
	for (int32_t i = 0; i < root->n_children; i++) {
		const struct node *c = &s->pool[root->children + i];
		int v = atomic_load(&c->visits);
		if (v < DECIDED_MIN_VISITS || 50 * v < best_visits ||
		    node_winrate(c) < rate - DECIDED_WINRATE_SLACK ||
		    game_check_move(g, color, c->move) != MOVE_OK)
			continue;
		double margin = color == COLOR_BLACK ? node_margin(c) : -node_margin(c);
		if (margin > top) {
			top = margin;
			chosen = c;
		}
	}
	return chosen;
}

coord_t
search_run(struct search *s, const struct game *g, enum color color,
	   const struct search_limits *limits, double progress_interval,
	   search_progress_fn progress, void *data, const atomic_bool *stop)
{
	s->best_winrate = 0.5;
	if (s->filter.n > 0 || s->tree_filtered)
		search_clear(s); /* the filter's plies count from this root */
	/* Statistics counted with other settled points would mix two counts. */
	s->use_settled = s->n_settled > 0 && s->settled_hash == g->board.hash;
	if ((s->use_settled ? s->settled_sig : 0) != s->tree_settled_sig)
		search_clear(s);
	s->tree_settled_sig = s->use_settled ? s->settled_sig : 0;
	s->tree_filtered = s->filter.n > 0;
	if (!place_root(s, g, color))
		return COORD_PASS;
	s->game = g;
	pboard_from_board(&s->start, &g->board);
	root_counts(s, g);
	atomic_store(&s->playouts, 0);
	s->playout_limit = limits ? limits->playouts : 0;
	s->time_limit = limits ? limits->seconds : 0;
	s->max_time = limits ? limits->max_seconds : 0;
	if (s->playout_limit <= 0 && s->time_limit <= 0)
		s->time_limit = 1.0;
	atomic_store(&s->stop, false);
	s->user_stop = stop;
	clock_gettime(CLOCK_MONOTONIC, &s->started);

	/* Every generator derives from the seed and the position, nothing else. */
	uint64_t base = s->config.seed ^ g->board.hash ^ ((uint64_t)g->n_moves << 40);
	s->n_workers = s->config.threads;
	for (int t = 0; t < s->n_workers; t++) {
		struct worker *w = &s->workers[t];
		w->s = s;
		w->rng = base + 0x9e3779b97f4a7c15ULL * (uint64_t)(t + 1);
		for (int i = 0; i < BOARD_MAX_POINTS; i++)
			atomic_store_explicit(&w->owner[i], 0, memory_order_relaxed);
	}
	int started = 1;
	for (int t = 1; t < s->n_workers; t++) {
		if (pthread_create(&s->workers[t].thread, NULL, work, &s->workers[t]) != 0)
			break;
		started++;
	}
	double next_report = progress_interval > 0 ? progress_interval : 1e30;
	for (int64_t i = 0;; i++) {
		if (limits_reached(s))
			break;
		simulate(&s->workers[0]);
		if ((i & 15) == 0) {
			double t = seconds_since(&s->started);
			if (s->time_limit > 0 && t >= s->time_limit &&
			    (t >= s->max_time || !search_best_unsettled(s)))
				break;
			if (progress && t >= next_report) {
				struct search_report r;
				search_report(s, &r);
				progress(data, &r);
				next_report = t + progress_interval;
			}
		}
	}
	atomic_store(&s->stop, true);
	for (int t = 1; t < started; t++)
		pthread_join(s->workers[t].thread, NULL);
	s->last_seconds = seconds_since(&s->started);

	const struct node *best = best_legal(s, g, color);
	s->best_winrate = 0.5;
	if (!best)
		return COORD_PASS;
	best = best_margin_if_decided(s, g, color, best);
	double winrate = node_winrate(best);
	s->best_winrate = winrate;
	if (s->config.resign_winrate > 0 && atomic_load(&s->playouts) >= RESIGN_MIN_PLAYOUTS &&
	    winrate < s->config.resign_winrate)
		return SEARCH_RESIGN;
	return best->move;
}

void
search_set_settled(struct search *s, uint64_t position_hash, const int8_t owner[BOARD_MAX_POINTS])
{
	uint64_t sig = 0xcbf29ce484222325ULL; /* FNV-1a over the points and their owners */

	s->n_settled = 0;
	s->settled_hash = position_hash;
	for (coord_t p = 0; owner && p < BOARD_MAX_POINTS; p++) {
		s->settled_owner[p] = owner[p];
		if (owner[p] != 0) {
			s->settled_at[s->n_settled++] = p;
			sig = (sig ^ (uint64_t)(p * 3 + owner[p] + 1)) * 0x100000001b3ULL;
		}
	}
	s->settled_sig = s->n_settled > 0 ? sig | 1 : 0;
}

/*
 * By how many visits the most visited move leads the next one, an unvisited move
 * counting 0 (the report leaves those out); without a rival (one move at the
 * root), infinitely. A single early playout leads by one visit, not by all.
 */
double
search_report_lead(const struct search_report *r)
{
	if (r->n_moves < 1)
		return 0;
	if (r->root_moves <= 1)
		return INFINITY;
	return (double)r->moves[0].visits - (r->n_moves > 1 ? (double)r->moves[1].visits : 0);
}

/* Fills one move's line of the report from root child c. */
static void
report_move(const struct search *s, const struct node *c, double prior_sum,
	    struct search_move_info *m)
{
	int v = atomic_load(&c->visits);
	double wr = v > 0 ? (double)atomic_load(&c->wins) / v : c->prior_w / c->prior_n;
	double sd = v > 0 ? sqrt(wr * (1 - wr) / v) : 0.5;
	double margin = node_margin(c);

	m->move = c->move;
	m->visits = v;
	m->winrate = wr;
	m->prior = prior_sum > 0 ? (c->prior_w / c->prior_n) / prior_sum : 0;
	m->lcb = wr - 1.96 * sd < 0 ? 0 : wr - 1.96 * sd;
	m->score_lead = c->color == COLOR_BLACK ? margin : -margin;
	m->pv_len = 0;
	for (const struct node *n = c; n && m->pv_len < SEARCH_PV_MAX; n = most_visited(s, n)) {
		if (m->pv_len > 0 && atomic_load(&n->visits) == 0)
			break;
		m->pv_visits[m->pv_len] = atomic_load(&n->visits);
		m->pv[m->pv_len++] = n->move;
	}
}

double
search_best_winrate(const struct search *s)
{
	return s->best_winrate;
}

/* The win rate and visits of the root's move `move` in the last search; 0.5 and 0 if none. */
double
search_move_winrate(const struct search *s, coord_t move, int64_t *visits)
{
	*visits = 0;
	if (s->root < 0 || atomic_load(&s->pool[s->root].state) != NODE_EXPANDED)
		return 0.5;
	const struct node *root = &s->pool[s->root];
	for (int32_t i = 0; i < root->n_children; i++) {
		const struct node *c = &s->pool[root->children + i];
		if (c->move == move) {
			*visits = atomic_load(&c->visits);
			return node_winrate(c);
		}
	}
	return 0.5;
}

void
search_report(const struct search *s, struct search_report *out)
{
	memset(out, 0, sizeof(*out));
	out->to_move = s->to_move;
	out->tree_bytes = atomic_load(&s->used) * sizeof(struct node);
	out->tree_full = atomic_load(&s->full);
	if (s->root < 0)
		return;
	const struct node *root = &s->pool[s->root];
	out->playouts = atomic_load(&s->playouts);
	out->seconds = atomic_load(&s->stop) ? s->last_seconds : seconds_since(&s->started);
	int rv = atomic_load(&root->visits);
	out->winrate = rv > 0 ? 1.0 - (double)atomic_load(&root->wins) / rv : 0.5;
	double rm = node_margin(root);
	out->score_lead = s->to_move == COLOR_BLACK ? rm : -rm;
	for (int t = 0; t < s->n_workers && out->playouts > 0; t++)
		for (int p = 0; p < BOARD_MAX_POINTS; p++)
			out->ownership[p] += (float)atomic_load_explicit(&s->workers[t].owner[p],
									 memory_order_relaxed);
	for (int p = 0; p < BOARD_MAX_POINTS && out->playouts > 0; p++)
		out->ownership[p] /= (float)out->playouts;
	if (atomic_load(&root->state) != NODE_EXPANDED)
		return;

	/* Root children by visits, best first (selection of the top SEARCH_REPORT_MAX). */
	int32_t order[BOARD_MAX_POINTS + 1];
	int n = root->n_children;
	out->root_moves = n;
	double prior_sum = 0;
	for (int i = 0; i < n; i++) {
		const struct node *c = &s->pool[root->children + i];
		order[i] = root->children + i;
		prior_sum += c->prior_w / c->prior_n;
	}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && atomic_load(&s->pool[order[j]].visits) >
					    atomic_load(&s->pool[order[j - 1]].visits); j--) {
			int32_t t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < n && out->n_moves < SEARCH_REPORT_MAX; i++) {
		const struct node *c = &s->pool[order[i]];
		if (atomic_load(&c->visits) == 0 && out->n_moves > 0)
			break;
		report_move(s, c, prior_sum, &out->moves[out->n_moves++]);
	}
}
