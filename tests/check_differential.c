/*
 * check_differential.c -- thousands of random games played through goref's engine
 * and through a deliberately naive referee written here from doc/rules.md alone: boards
 * as plain arrays, captures and suicide by flood fill, simple ko by comparing with
 * the position before the opponent's last move, positional superko by comparing with
 * every stored earlier board, territory by flood fill, the closing passes of §5 by
 * appending passes until a Black pass is followed by a White pass. After every move
 * both must agree on the legality (and the reason) of every point for both colours,
 * the stones, the captures, prisoners and pass stones, whose turn it is, whether play
 * has ended, and the count of §7 with all stones alive. Random games also place setup
 * stones, let a colour move twice, take moves back and resume after the end.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/score.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

#define REF_POINTS (BOARD_MAX_SIZE * BOARD_MAX_SIZE)

/* The naive referee's verdicts, in the order it looks for them. */
enum ref_verdict {
	REF_OK,
	REF_OCCUPIED,
	REF_SUICIDE,
	REF_KO,
	REF_SUPERKO,
};

/* One position in the naive referee's history, with what the move to it did. */
struct ref_state {
	uint8_t at[REF_POINTS]; /* row * size + col: 0 empty, 1 black, 2 white */
	int stones;             /* stones on the board (a cheap filter for superko) */
	int prisoners[3];       /* by colour, pass stones included */
	int pass_stones[3];     /* by colour */
	int mover;              /* colour that moved here; 0 for the setup position */
	int point;              /* the point played, or -1 for a pass */
	int captured;           /* stones the move took */
};

/* The naive referee: a stack of every position since setup. */
struct ref {
	int size;                 /* board size */
	bool superko;             /* positional superko on top of simple ko */
	int first;                /* who moves first from the setup position */
	double komi;              /* added to White's count */
	struct ref_state *states; /* states[0] = setup, states[i] = after move i; owned */
	size_t n;                 /* states in use (moves + 1) */
	size_t cap;               /* allocated states */
};

static int
ref_other(int color)
{
	return 3 - color;
}

static void
ref_init(struct ref *r, int size, bool superko, double komi)
{
	memset(r, 0, sizeof(*r));
	r->size = size;
	r->superko = superko;
	r->first = 1;
	r->komi = komi;
	r->cap = 64;
	r->states = calloc(r->cap, sizeof(*r->states));
	ck_assert_ptr_nonnull(r->states);
	r->n = 1;
}

static void
ref_free(struct ref *r)
{
	free(r->states);
}

static const struct ref_state *
ref_now(const struct ref *r)
{
	return &r->states[r->n - 1];
}

/* The up-to-four neighbours of point p on the board; returns how many. */
static int
ref_neighbours(int size, int p, int out[4])
{
	int row = p / size, col = p % size, n = 0;

	if (row > 0)
		out[n++] = p - size;
	if (row < size - 1)
		out[n++] = p + size;
	if (col > 0)
		out[n++] = p - 1;
	if (col < size - 1)
		out[n++] = p + 1;
	return n;
}

/* Flood-fills the chain at p into chain[] (1 = in it); returns its size, *libs its liberties. */
static int
ref_chain(int size, const uint8_t *at, int p, uint8_t *chain, int *libs)
{
	int stack[REF_POINTS], sp = 0, n = 0, nb[4];
	uint8_t lib[REF_POINTS];

	memset(chain, 0, (size_t)(size * size));
	memset(lib, 0, sizeof(lib));
	*libs = 0;
	chain[p] = 1;
	stack[sp++] = p;
	while (sp > 0) {
		int q = stack[--sp], k = ref_neighbours(size, q, nb);
		n++;
		for (int i = 0; i < k; i++) {
			if (at[nb[i]] == 0 && !lib[nb[i]]) {
				lib[nb[i]] = 1;
				(*libs)++;
			} else if (at[nb[i]] == at[p] && !chain[nb[i]]) {
				chain[nb[i]] = 1;
				stack[sp++] = nb[i];
			}
		}
	}
	return n;
}

/* Removes the chain at p when it has no liberty; returns the stones removed. */
static int
ref_take_if_dead(int size, uint8_t *at, int p)
{
	uint8_t chain[REF_POINTS];
	int libs, n = ref_chain(size, at, p, chain, &libs);

	if (libs > 0)
		return 0;
	for (int q = 0; q < size * size; q++)
		if (chain[q])
			at[q] = 0;
	return n;
}

/*
 * Whether color may play at point p now; on REF_OK, *next is the position after the
 * move and *captured the stones it took.
 */
static enum ref_verdict
ref_try(const struct ref *r, int color, int p, struct ref_state *next, int *captured)
{
	const struct ref_state *now = ref_now(r);
	uint8_t chain[REF_POINTS];
	int nb[4], k = ref_neighbours(r->size, p, nb), libs, points = r->size * r->size;

	if (now->at[p] != 0)
		return REF_OCCUPIED;
	memcpy(next->at, now->at, (size_t)points);
	next->at[p] = (uint8_t)color;
	*captured = 0;
	for (int i = 0; i < k; i++)
		if (next->at[nb[i]] == ref_other(color))
			*captured += ref_take_if_dead(r->size, next->at, nb[i]);
	ref_chain(r->size, next->at, p, chain, &libs);
	if (libs == 0)
		return REF_SUICIDE;
	next->stones = now->stones + 1 - *captured;
	/* Simple ko: back to the position before the opponent's move just made. */
	if (r->n >= 2 && now->mover == ref_other(color) && now->point >= 0 &&
	    memcmp(next->at, r->states[r->n - 2].at, (size_t)points) == 0)
		return REF_KO;
	for (size_t i = 0; r->superko && i < r->n; i++)
		if (r->states[i].stones == next->stones &&
		    memcmp(next->at, r->states[i].at, (size_t)points) == 0)
			return REF_SUPERKO;
	return REF_OK;
}

static struct ref_state *
ref_push(struct ref *r)
{
	if (r->n == r->cap) {
		r->cap *= 2;
		r->states = realloc(r->states, r->cap * sizeof(*r->states));
		ck_assert_ptr_nonnull(r->states);
	}
	r->states[r->n] = r->states[r->n - 1];
	return &r->states[r->n++];
}

/* Plays a point (REF_OK by ref_try) or a pass (p < 0) for color. */
static void
ref_play(struct ref *r, int color, int p)
{
	struct ref_state next;
	int captured = 0;
	struct ref_state *s;

	if (p >= 0)
		FIXTURE_REQUIRE(ref_try(r, color, p, &next, &captured) == REF_OK, "ref: bad move");
	s = ref_push(r);
	if (p >= 0) {
		memcpy(s->at, next.at, sizeof(s->at));
		s->stones = next.stones;
		s->prisoners[color] += captured;
	} else {
		s->prisoners[ref_other(color)]++;
		s->pass_stones[ref_other(color)]++;
	}
	s->mover = color;
	s->point = p;
	s->captured = captured;
}

/* A setup stone: refused on a stone, or where it would capture or have no liberty. */
static bool
ref_place_setup(struct ref *r, int color, int p)
{
	struct ref_state *s = &r->states[0];
	uint8_t at[REF_POINTS], chain[REF_POINTS];
	int nb[4], k = ref_neighbours(r->size, p, nb), libs;

	if (r->n != 1 || s->at[p] != 0)
		return false;
	memcpy(at, s->at, sizeof(at));
	at[p] = (uint8_t)color;
	for (int i = 0; i < k; i++)
		if (at[nb[i]] == ref_other(color) && ref_take_if_dead(r->size, at, nb[i]) > 0)
			return false;
	ref_chain(r->size, at, p, chain, &libs);
	if (libs == 0)
		return false;
	s->at[p] = (uint8_t)color;
	s->stones++;
	return true;
}

static int
ref_to_move(const struct ref *r)
{
	return r->n > 1 ? ref_other(ref_now(r)->mover) : r->first;
}

/* Play has ended: the last two moves were a Black pass then a White pass (§5). */
static bool
ref_ended_after(int before_mover, int before_point, int last_mover, int last_point)
{
	return before_mover == COLOR_BLACK && before_point < 0 && last_mover == COLOR_WHITE &&
	       last_point < 0;
}

static bool
ref_ended(const struct ref *r)
{
	return r->n >= 3 && ref_ended_after(r->states[r->n - 2].mover, r->states[r->n - 2].point,
	                                    ref_now(r)->mover, ref_now(r)->point);
}

/* The closing passes §5 still requires: passes appended until play has ended. */
static int
ref_implied_passes(const struct ref *r, int stones[3])
{
	int before_mover = r->n >= 3 ? r->states[r->n - 2].mover : 0;
	int before_point = r->n >= 3 ? r->states[r->n - 2].point : 0;
	int last_mover = r->n >= 2 ? ref_now(r)->mover : 0;
	int last_point = r->n >= 2 ? ref_now(r)->point : 0;
	int mover = ref_to_move(r), n = 0;

	while (!ref_ended_after(before_mover, before_point, last_mover, last_point)) {
		stones[ref_other(mover)]++;
		n++;
		before_mover = last_mover;
		before_point = last_point;
		last_mover = mover;
		last_point = -1;
		mover = ref_other(mover);
	}
	return n;
}

/* §7 with every stone alive: territory by flood fill + prisoners + closing pass stones. */
static void
ref_count(const struct ref *r, double total[3])
{
	const uint8_t *at = ref_now(r)->at;
	uint8_t seen[REF_POINTS];
	int stones[3] = {0, 0, 0}, points = r->size * r->size;

	memset(seen, 0, sizeof(seen));
	ref_implied_passes(r, stones);
	total[COLOR_BLACK] = ref_now(r)->prisoners[COLOR_BLACK] + stones[COLOR_BLACK];
	total[COLOR_WHITE] = ref_now(r)->prisoners[COLOR_WHITE] + stones[COLOR_WHITE] + r->komi;
	for (int p = 0; p < points; p++) {
		int stack[REF_POINTS], sp = 0, size = 0, touches = 0, nb[4];
		if (at[p] != 0 || seen[p])
			continue;
		seen[p] = 1;
		stack[sp++] = p;
		while (sp > 0) {
			int q = stack[--sp], k = ref_neighbours(r->size, q, nb);
			size++;
			for (int i = 0; i < k; i++) {
				if (at[nb[i]] != 0)
					touches |= at[nb[i]];
				else if (!seen[nb[i]]) {
					seen[nb[i]] = 1;
					stack[sp++] = nb[i];
				}
			}
		}
		if (touches == COLOR_BLACK || touches == COLOR_WHITE)
			total[touches] += size;
	}
}

/* The naive referee's verdict as goref would name it. */
static enum move_result
ref_result(enum ref_verdict v)
{
	static const enum move_result map[] = {MOVE_OK, MOVE_OCCUPIED, MOVE_SUICIDE, MOVE_KO,
	                                       MOVE_SUPERKO};

	return map[v];
}

/* What the random games went through, so a test can show it met every rule. */
struct tally {
	long moves, captures, refused[MOVE_NO_MEMORY + 1], ended, resumed, undone, twice, setup;
};

static coord_t
goref_point(int size, int p)
{
	return coord_make(p / size, p % size);
}

/* Both referees agree on every point for color: the verdict and its reason. */
static void
compare_legality(const struct game *g, const struct ref *r, int color, struct tally *t)
{
	struct ref_state next;
	int captured;

	for (int p = 0; p < r->size * r->size; p++) {
		enum move_result want = ref_result(ref_try(r, color, p, &next, &captured));
		enum move_result got =
		    game_check_move(g, (enum color)color, goref_point(r->size, p));
		FIXTURE_REQUIRE(got == want, "move %zu: %s at %d: goref says %s, naive says %s",
		                g->n_moves, color == COLOR_BLACK ? "B" : "W", p,
		                move_result_text(got), move_result_text(want));
		t->refused[got]++;
	}
	FIXTURE_REQUIRE(game_check_move(g, (enum color)color, COORD_PASS) == MOVE_OK,
	                "a pass refused");
}

/* Both referees agree on the stones, prisoners, turn, end of play and the count. */
static void
compare_state(const struct game *g, const struct ref *r)
{
	const struct ref_state *s = ref_now(r);
	const struct move *last = game_last_move(g);
	uint8_t alive[BOARD_MAX_POINTS];
	int implied[3] = {0, 0, 0}, ref_stones[3] = {0, 0, 0};
	double total[3];
	struct score sc;

	FIXTURE_REQUIRE(board_check(&g->board), "board_check after move %zu", g->n_moves);
	FIXTURE_REQUIRE(g->n_moves + 1 == r->n, "move counts differ");
	for (int p = 0; p < r->size * r->size; p++)
		FIXTURE_REQUIRE(board_at(&g->board, goref_point(r->size, p)) == s->at[p],
		                "move %zu: point %d differs", g->n_moves, p);
	if (last)
		FIXTURE_REQUIRE(last->captured == s->captured, "move %zu: captured %d, naive %d",
		                g->n_moves, last->captured, s->captured);
	for (int c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		FIXTURE_REQUIRE(g->prisoners[c] == s->prisoners[c],
		                "move %zu: prisoners[%d] %d, naive %d", g->n_moves, c,
		                g->prisoners[c], s->prisoners[c]);
		FIXTURE_REQUIRE(g->pass_stones[c] == s->pass_stones[c],
		                "move %zu: pass stones differ", g->n_moves);
	}
	FIXTURE_REQUIRE((int)game_to_move(g) == ref_to_move(r), "move %zu: turn differs",
	                g->n_moves);
	FIXTURE_REQUIRE(game_ended(g) == ref_ended(r), "move %zu: end of play differs", g->n_moves);
	FIXTURE_REQUIRE(game_implied_passes(g, implied) == ref_implied_passes(r, ref_stones) &&
	                    memcmp(implied, ref_stones, sizeof(implied)) == 0,
	                "move %zu: closing passes differ", g->n_moves);
	memset(alive, STATUS_ALIVE, sizeof(alive));
	score_count(g, alive, &sc);
	ref_count(r, total);
	FIXTURE_REQUIRE(fabs(sc.total[COLOR_BLACK] - total[COLOR_BLACK]) < 1e-9 &&
	                    fabs(sc.total[COLOR_WHITE] - total[COLOR_WHITE]) < 1e-9,
	                "move %zu: count B %g W %g, naive B %g W %g", g->n_moves,
	                sc.total[COLOR_BLACK], sc.total[COLOR_WHITE], total[COLOR_BLACK],
	                total[COLOR_WHITE]);
	FIXTURE_REQUIRE(fabs(sc.margin - (total[COLOR_BLACK] - total[COLOR_WHITE])) < 1e-9,
	                "move %zu: margin differs", g->n_moves);
}

static uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A uniform integer in [0, n). */
static int
below(uint64_t *rng, int n)
{
	return (int)(next_random(rng) % (uint64_t)n);
}

/* Mostly tiny boards (captures, ko and superko come fast), sometimes 9, 13 or 19. */
static int
random_size(uint64_t *rng)
{
	static const int sizes[] = {2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 7, 9, 9, 13, 19};

	return sizes[below(rng, (int)(sizeof(sizes) / sizeof(sizes[0])))];
}

/* Some setup stones (as gogui-setup or AB/AW would), checked against the naive rule. */
static void
random_setup(struct game *g, struct ref *r, uint64_t *rng, struct tally *t)
{
	int points = r->size * r->size, tries = below(rng, points / 2 + 1);

	for (int i = 0; i < tries; i++) {
		int color = 1 + below(rng, 2), p = below(rng, points);
		bool want = ref_place_setup(r, color, p);
		FIXTURE_REQUIRE(game_place_setup(g, (enum color)color, goref_point(r->size, p)) ==
		                    want,
		                "setup stone %d at %d: goref and naive disagree", color, p);
		t->setup += want;
	}
	if (below(rng, 4) == 0) {
		g->setup_to_move = COLOR_WHITE;
		r->first = COLOR_WHITE;
	}
}

/* A random legal point for color by the naive referee, or -1 when there is none. */
static int
random_legal_point(const struct ref *r, int color, uint64_t *rng)
{
	int legal[REF_POINTS], n = 0, captured;
	struct ref_state next;

	for (int p = 0; p < r->size * r->size; p++)
		if (ref_try(r, color, p, &next, &captured) == REF_OK)
			legal[n++] = p;
	return n ? legal[below(rng, n)] : -1;
}

/* A refused move really changes nothing in goref. */
static void
try_refused(struct game *g, const struct ref *r, int color, uint64_t *rng)
{
	int p = below(rng, r->size * r->size), captured;
	struct ref_state next;
	struct fixture_snapshot before, after;
	enum ref_verdict v = ref_try(r, color, p, &next, &captured);

	if (v == REF_OK)
		return;
	fixture_snapshot_take(g, &before);
	FIXTURE_REQUIRE(game_play(g, (enum color)color, goref_point(r->size, p)) == ref_result(v),
	                "a refused move gives another reason");
	fixture_snapshot_take(g, &after);
	FIXTURE_REQUIRE(fixture_snapshot_equal(&before, &after), "a refused move changed the game");
}

/* One turn: maybe an undo, else a pass or a random legal point, by the usual or the other colour.
 */
static void
random_turn(struct game *g, struct ref *r, uint64_t *rng, struct tally *t)
{
	int color = ref_to_move(r), roll = below(rng, 100), p;
	bool was_ended = ref_ended(r);

	if (roll < 6 && r->n > 1) {
		FIXTURE_REQUIRE(game_undo(g), "undo refused with moves played");
		r->n--;
		t->undone++;
		return;
	}
	if (roll >= 95) {
		color = ref_other(color);
		t->twice++;
	}
	if (below(rng, 10) == 0)
		try_refused(g, r, color, rng);
	p = roll < 18 ? -1 : random_legal_point(r, color, rng);
	FIXTURE_REQUIRE(game_play(g, (enum color)color,
	                          p < 0 ? COORD_PASS : goref_point(r->size, p)) == MOVE_OK,
	                "a legal move refused");
	ref_play(r, color, p);
	t->moves++;
	t->captures += ref_now(r)->captured > 0;
	t->ended += ref_ended(r);
	t->resumed += was_ended && p >= 0;
}

/* One random game under the ko rule, compared after every turn. */
static void
differential_game(uint64_t seed, enum ko_rule rule, struct tally *t)
{
	uint64_t rng = seed;
	int size = random_size(&rng), turns = size <= 9 ? size * size * 2 : 60;
	double komi = below(&rng, 2) ? 7.5 : (double)below(&rng, 7) - 3;
	struct game g;
	struct ref r;

	game_init(&g, size, komi);
	g.rules.ko = rule;
	ref_init(&r, size, rule == KO_POSITIONAL, komi);
	if (below(&rng, 3) == 0)
		random_setup(&g, &r, &rng, t);
	for (int i = 0; i < turns; i++) {
		compare_legality(&g, &r, ref_to_move(&r), t);
		if (size <= 9)
			compare_legality(&g, &r, ref_other(ref_to_move(&r)), t);
		random_turn(&g, &r, &rng, t);
		compare_state(&g, &r);
		if (ref_ended(&r) && below(&rng, 3) == 0)
			break;
	}
	ref_free(&r);
	game_free(&g);
}

/* Plays the games and checks that they met every rule at least once. */
static void
run_games(enum ko_rule rule, int games)
{
	struct tally t;

	memset(&t, 0, sizeof(t));
	for (int i = 0; i < games; i++)
		differential_game(0x5eed0000u + (uint64_t)i * 7919u + (uint64_t)rule, rule, &t);
	ck_assert_int_gt(t.moves, games);
	ck_assert_int_gt(t.captures, 0);
	ck_assert_int_gt(t.refused[MOVE_OCCUPIED], 0);
	ck_assert_int_gt(t.refused[MOVE_SUICIDE], 0);
	ck_assert_int_gt(t.refused[MOVE_KO], 0);
	ck_assert_int_gt(t.ended, 0);
	ck_assert_int_gt(t.resumed, 0);
	ck_assert_int_gt(t.undone, 0);
	ck_assert_int_gt(t.twice, 0);
	ck_assert_int_gt(t.setup, 0);
	if (rule == KO_POSITIONAL)
		ck_assert_int_gt(t.refused[MOVE_SUPERKO], 0);
	else
		ck_assert_int_eq(t.refused[MOVE_SUPERKO], 0);
}

START_TEST(test_random_games_agree_with_the_naive_referee_under_simple_ko)
{
	run_games(KO_SIMPLE, fixture_property_count(1500));
}
END_TEST

START_TEST(test_random_games_agree_with_the_naive_referee_under_superko)
{
	run_games(KO_POSITIONAL, fixture_property_count(1500));
}
END_TEST

/* The naive referee itself: a differential test is only as good as its reference.
 * A ko on 4x4, the end of play, a resumption and its three implied closing passes. */
START_TEST(test_naive_referee_knows_ko_suicide_and_the_closing_pass)
{
	struct ref r;
	struct ref_state next;
	int captured, stones[3] = {0, 0, 0};
	double total[3];

	ref_init(&r, 4, false, 7.5);
	/* Points are row * 4 + col: Black B1 A2 B3 C2, White C1 D2 C3, then White B2 takes C2. */
	ref_play(&r, COLOR_BLACK, 1);  /* B1 */
	ref_play(&r, COLOR_WHITE, 2);  /* C1 */
	ref_play(&r, COLOR_BLACK, 4);  /* A2 */
	ref_play(&r, COLOR_WHITE, 7);  /* D2 */
	ref_play(&r, COLOR_BLACK, 9);  /* B3 */
	ref_play(&r, COLOR_WHITE, 10); /* C3 */
	ref_play(&r, COLOR_BLACK, 6);  /* C2 */
	ref_play(&r, COLOR_WHITE, 5);  /* B2 takes C2 */
	ck_assert_int_eq(ref_now(&r)->captured, 1);
	ck_assert_int_eq(ref_try(&r, COLOR_BLACK, 6, &next, &captured), REF_KO);
	ck_assert_int_eq(ref_try(&r, COLOR_WHITE, 0, &next, &captured), REF_OK);
	ck_assert_int_eq(ref_try(&r, COLOR_BLACK, 5, &next, &captured), REF_OCCUPIED);
	ref_play(&r, COLOR_BLACK, -1);
	ref_play(&r, COLOR_WHITE, -1);
	ck_assert(ref_ended(&r)); /* B pass, W pass */
	ck_assert_int_eq(ref_implied_passes(&r, stones), 0);
	ref_play(&r, COLOR_BLACK, 0); /* A1 resumes play: W, B, W passes are owed */
	ck_assert(!ref_ended(&r));
	ck_assert_int_eq(ref_implied_passes(&r, stones), 3);
	ck_assert_int_eq(stones[COLOR_BLACK], 2);
	ck_assert_int_eq(stones[COLOR_WHITE], 1);
	/* Black: 1 + 2 pass stones; White: C2 taken + 1 + 1 pass stones + D1, C2 + komi. */
	ref_count(&r, total);
	ck_assert(total[COLOR_BLACK] == 3);
	ck_assert(total[COLOR_WHITE] == 12.5);
	ref_free(&r);
}
END_TEST

Suite *
differential_suite(void)
{
	Suite *s = suite_create("differential");
	TCase *naive = tcase_create("naive");
	TCase *games = tcase_create("games");

	tcase_add_test(naive, test_naive_referee_knows_ko_suicide_and_the_closing_pass);
	tcase_set_timeout(games, 120);
	tcase_add_test(games, test_random_games_agree_with_the_naive_referee_under_simple_ko);
	tcase_add_test(games, test_random_games_agree_with_the_naive_referee_under_superko);
	suite_add_tcase(s, naive);
	suite_add_tcase(s, games);
	return s;
}
