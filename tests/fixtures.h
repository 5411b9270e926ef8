/*
 * fixtures.h -- test set-up helpers: games built from setup-stone strings or
 * ASCII diagrams (and diagrams several suites share), vertices by name, scripted
 * move sequences, whole-state snapshots and comparisons for undo and refusal
 * checks, a seeded random player for property tests, and results records for
 * goref-match's modules.
 * Every helper fails the running Check test (ck_assert) on a malformed input.
 *
 *   fixture_game(&g, 9, "W B1 A2; B C1 B2 A3")   setup stones, not moves: no
 *                                                prisoners, no ko, Black to move
 *   fixture_diagram(&g, ". X O\n...")            Pachi t-unit rows, top row first;
 *                                                X black, O white, . empty
 *   fixture_play(&g, "B E4 W pass")              real moves, each must be legal
 */
#ifndef GOREF_TESTS_FIXTURES_H
#define GOREF_TESTS_FIXTURES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"

/*
 * Fails the test with a message when cond is false. Unlike ck_assert, it costs
 * nothing when cond holds (Check logs every passing ck_assert), so the inner
 * loops of property tests use it.
 */
#define FIXTURE_REQUIRE(cond, ...)             \
	do {                                   \
		if (!(cond))                   \
			ck_abort_msg(__VA_ARGS__); \
	} while (0)

/*
 * Everything a game_undo() must restore, copied out of a game: the board (stones,
 * chains, liberties, hash, simple-ko ban), prisoners, pass stones, the move count,
 * whose turn it is, whether play has ended and the closing passes still owed.
 */
struct fixture_snapshot {
	struct board board;   /* the position, chains and ko ban */
	int prisoners[3];     /* by colour, pass stones included */
	int pass_stones[3];   /* by colour */
	size_t n_moves;       /* moves played since setup */
	enum color to_move;   /* game_to_move() */
	bool ended;           /* game_ended() */
	int implied;          /* game_implied_passes() */
	int implied_stones[3];/* the pass stones those implied passes hand over */
};

/*
 * A 9x9 seki without eyes in the corner, as a diagram: Black A2-C3 and White
 * B1-C2 share the liberties A1 and B2 (filling either is self-atari); the outer
 * groups (White above, Black to the right) are alive.
 */
extern const char fixture_corner_seki[];

/*
 * The first n moves of issue 27's sample game (GNU Go level 1 against itself,
 * 9x9, komi 7.5, RE B+19.5: 45 moves, then W pass, B pass) on an empty board.
 */
void fixture_sample_game(struct game *g, int n);

/* The simulations through the root's moves in a search report: the tree under its
 * root, which a reused tree keeps from the searches before. */
struct search_report;
int64_t fixture_report_visits(const struct search_report *r);

void fixture_game(struct game *g, int size, const char *setup);
void fixture_diagram(struct game *g, const char *diagram);
coord_t fixture_coord(const struct game *g, const char *vertex);
void fixture_play(struct game *g, const char *moves);
void fixture_undo(struct game *g, int n);

void fixture_snapshot_take(const struct game *g, struct fixture_snapshot *s);
bool fixture_snapshot_equal(const struct fixture_snapshot *a, const struct fixture_snapshot *b);
bool fixture_board_equal(const struct board *a, const struct board *b);
void fixture_assert_refused(struct game *g, enum color color, const char *vertex,
			    enum move_result expected);
void fixture_assert_same_game(const struct game *before, const struct game *now, const char *what);

coord_t fixture_random_point(const struct game *g, enum color color, uint64_t *rng);
void fixture_random_turn(struct game *g, uint64_t *rng);
int fixture_property_count(int normal);

struct result_list;
void fixture_result(struct result_list *list, int game, const char *black, const char *white,
                    char winner, const char *opening);

#endif
