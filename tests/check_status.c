/*
 * check_status.c -- the end-of-game judgement (engine/judge/status.c, benson.c,
 * eyes.c, race.c): Benson's proofs, seki with and without eyes, the killing
 * shapes with their killing and saving moves, one-eyed groups, bent four in the
 * corner, a group alive in ko, capturing races (open, lost, seki, won by a ko),
 * lone stones, determinism for a seed, and that a different seed changes no
 * clear case.
 */
#include <stdio.h>
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/judge/benson.h"
#include "engine/judge/eyes.h"
#include "engine/judge/race.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* Seeds every judgement in this file is tried with. */
static const uint64_t seeds[] = { 1, 2, 0x9e3779b97f4a7c15ULL };
#define N_SEEDS (sizeof(seeds) / sizeof(seeds[0]))

/* Asserts the status of the stone at vertex for every seed. */
static void
assert_status(const struct game *g, const char *vertex, enum stone_status want)
{
	coord_t at = fixture_coord(g, vertex);
	uint8_t status[BOARD_MAX_POINTS];

	ck_assert_msg(board_at(&g->board, at) != COLOR_EMPTY, "%s holds no stone", vertex);
	for (size_t i = 0; i < N_SEEDS; i++) {
		status_judge(g, seeds[i], status);
		ck_assert_msg(status[at] == want, "%s: status %d, want %d (seed %zu)", vertex,
			      status[at], want, i);
	}
}

START_TEST(test_benson_alive_group_is_never_dead)
{
	struct game g;
	uint8_t alive[BOARD_MAX_POINTS];

	/* Black's two separate eyes E5 and E7, deep in White's area. */
	fixture_diagram(&g, ".O.OOOOOO\n"
			    "OOOXXXOOO\n"
			    "OOOX.XOOO\n"
			    "OOOXXXOOO\n"
			    "OOOX.XOOO\n"
			    "OOOXXXOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOO.\n");
	status_benson(&g, alive);
	ck_assert_int_eq(alive[fixture_coord(&g, "E6")], 1);
	ck_assert_int_eq(alive[fixture_coord(&g, "A1")], 1);
	assert_status(&g, "E6", STATUS_ALIVE);
	assert_status(&g, "D4", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_one_eyed_group_is_dead)
{
	struct game g;
	uint8_t alive[BOARD_MAX_POINTS];

	fixture_diagram(&g, ".O.OOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOXXXOOO\n"
			    "OOOX.XOOO\n"
			    "OOOXXXOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOO.\n");
	status_benson(&g, alive);
	ck_assert_int_eq(alive[fixture_coord(&g, "E6")], 0);
	assert_status(&g, "E6", STATUS_DEAD);
	assert_status(&g, "A1", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_lone_stone_in_opponent_area_is_dead)
{
	struct game g;

	fixture_diagram(&g, ".........\n"
			    "...X.....\n"
			    ".........\n"
			    "OOOOOOOOO\n"
			    "XXXXXXXXX\n"
			    ".........\n"
			    ".........\n"
			    ".........\n"
			    ".........\n");
	assert_status(&g, "D8", STATUS_DEAD);
	assert_status(&g, "A6", STATUS_ALIVE);
	assert_status(&g, "A5", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_seki_without_eyes_in_the_corner)
{
	struct game g;

	/* A2-C3 (Black) and B1-C2 (White) share A1 and B2; either filling one is
	 * self-atari. Both outer groups are alive. */
	fixture_diagram(&g, fixture_corner_seki);
	assert_status(&g, "A2", STATUS_SEKI);
	assert_status(&g, "B1", STATUS_SEKI);
	assert_status(&g, "D1", STATUS_ALIVE);
	assert_status(&g, "D3", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_seki_with_eyes_on_the_edge)
{
	struct game g;

	/* Black A2-C2 with the eye A1 and White D1-F2 with the eye E1 share C1. */
	fixture_diagram(&g, ".O.OOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOXXXXXX\n"
			    "XXXOOOX.X\n"
			    ".X.O.OXX.\n");
	assert_status(&g, "B1", STATUS_SEKI);
	assert_status(&g, "D1", STATUS_SEKI);
	assert_status(&g, "G1", STATUS_ALIVE);
	assert_status(&g, "A3", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_no_seki_when_opponent_can_fill_safely)
{
	struct game g;

	/* The corner seki's black chain, but White's stones around it are one
	 * living group: White fills B2 without self-atari, so Black dies. */
	fixture_diagram(&g, ".O.OOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "OOOOOOOOO\n"
			    "XXXOOOOOO\n"
			    "X.OOO.O.O\n"
			    ".OO.OOOOO\n");
	assert_status(&g, "A2", STATUS_DEAD);
	assert_status(&g, "B1", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

/*
 * The killing shapes, table-driven: a black group whose only eye space is the
 * given points, fully enclosed by a living White. As it stands (vital point
 * empty) and with White on the vital point it is dead; with Black on the vital
 * point it lives.
 */
struct nakade_case {
	const char *name;   /* the shape */
	const char *eye;    /* the eye-space points, space-separated */
	const char *vital;  /* the vital point */
	const char *stone;  /* a stone of the black group */
};

static const struct nakade_case nakade_cases[] = {
	{ "straight three", "B2 C2 D2", "C2", "A1" },
	{ "bent three", "B2 C2 C3", "C2", "A1" },
	{ "pyramid four", "B2 C2 D2 C3", "C2", "A1" },
	{ "cross five", "C2 B3 C3 D3 C4", "C3", "B2" },
	{ "bulky five", "B2 C2 B3 C3 B4", "B3", "A1" },
	{ "rabbity six", "C2 B3 C3 D3 C4 D4", "C3", "B2" },
};

/* Whether vertex is in the space-separated list. */
static bool
listed(const char *list, const char *vertex)
{
	char buf[64];
	size_t len = strlen(vertex);

	snprintf(buf, sizeof(buf), " %s ", list);
	for (const char *p = buf; (p = strstr(p, vertex)) != NULL; p++)
		if (p[-1] == ' ' && p[len] == ' ')
			return true;
	return false;
}

/*
 * Builds the diagram: the eye points empty (or `extra` on `extra_at`), Black on
 * every point next to them (diagonals included), White everywhere else but its
 * two eyes G9 and J9.
 */
static void
enclosed_group(struct game *g, const char *eye, const char *extra_at, char extra)
{
	char diagram[9 * 10 + 1], *d = diagram;

	for (int row = 8; row >= 0; row--) {
		for (int col = 0; col < 9; col++) {
			char vertex[4];
			bool near = false;
			snprintf(vertex, sizeof(vertex), "%c%d", "ABCDEFGHJ"[col], row + 1);
			for (int dr = -1; dr <= 1; dr++)
				for (int dc = -1; dc <= 1; dc++) {
					char nb[4];
					if (row + dr < 0 || col + dc < 0 || col + dc > 8)
						continue;
					snprintf(nb, sizeof(nb), "%c%d", "ABCDEFGHJ"[col + dc],
						 row + dr + 1);
					near = near || listed(eye, nb);
				}
			if (extra_at && strcmp(vertex, extra_at) == 0)
				*d++ = extra;
			else if (listed(eye, vertex))
				*d++ = '.';
			else if (near || (row == 0 && col == 0))
				*d++ = 'X';
			else if (strcmp(vertex, "G9") == 0 || strcmp(vertex, "J9") == 0)
				*d++ = '.';
			else
				*d++ = 'O';
		}
		*d++ = '\n';
	}
	*d = '\0';
	fixture_diagram(g, diagram);
}

START_TEST(test_killing_shape_is_dead_until_owner_takes_vital_point)
{
	const struct nakade_case *c = &nakade_cases[_i];
	coord_t points[8], vital;
	struct game g;
	int n = 0;
	char buf[64], *tok, *save;

	/* The shape itself. */
	snprintf(buf, sizeof(buf), "%s", c->eye);
	enclosed_group(&g, c->eye, NULL, '.');
	for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save))
		points[n++] = fixture_coord(&g, tok);
	ck_assert_int_eq(eyes_classify(points, n, &vital), EYE_SHAPE_NAKADE);
	ck_assert_msg(vital == fixture_coord(&g, c->vital), "%s: wrong vital point", c->name);
	assert_status(&g, c->stone, STATUS_DEAD);
	assert_status(&g, "J1", STATUS_ALIVE);
	game_free(&g);

	/* White on the vital point: the killing move. */
	enclosed_group(&g, c->eye, c->vital, 'O');
	assert_status(&g, c->stone, STATUS_DEAD);
	assert_status(&g, c->vital, STATUS_ALIVE);
	game_free(&g);

	/* Black on the vital point: the saving move. */
	enclosed_group(&g, c->eye, c->vital, 'X');
	assert_status(&g, c->stone, STATUS_ALIVE);
	assert_status(&g, c->vital, STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_square_four_is_dead_and_straight_four_alive)
{
	struct game g;
	coord_t points[4], vital;

	enclosed_group(&g, "B2 C2 B3 C3", NULL, '.');
	points[0] = fixture_coord(&g, "B2");
	points[1] = fixture_coord(&g, "C2");
	points[2] = fixture_coord(&g, "B3");
	points[3] = fixture_coord(&g, "C3");
	ck_assert_int_eq(eyes_classify(points, 4, &vital), EYE_SHAPE_ONE);
	assert_status(&g, "A1", STATUS_DEAD);
	game_free(&g);

	enclosed_group(&g, "B2 C2 D2 E2", NULL, '.');
	assert_status(&g, "A1", STATUS_ALIVE);
	game_free(&g);

	/* Bent four away from the corner lives too. */
	enclosed_group(&g, "B2 C2 D2 D3", NULL, '.');
	assert_status(&g, "A1", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

START_TEST(test_bent_four_in_the_corner_is_dead)
{
	struct game g;
	coord_t points[4];

	/* Black's eye space is the L A1 A2 A3 B1, its bend on the corner point. */
	enclosed_group(&g, "A1 A2 A3 B1", NULL, '.');
	points[0] = fixture_coord(&g, "A1");
	points[1] = fixture_coord(&g, "A2");
	points[2] = fixture_coord(&g, "A3");
	points[3] = fixture_coord(&g, "B1");
	ck_assert(eyes_bent_four_in_corner(points, 4, 9));
	assert_status(&g, "B2", STATUS_DEAD);
	game_free(&g);
}
END_TEST

/*
 * A group alive in ko (the shape of a CGOS game, Fuego-Amigo-loss-bug): White's
 * corner group has one real eye, A3, and a second "eye" B1 whose wall stone C1
 * stands in atari. Black B1 captures C1 and starts a ko; White cannot end that
 * ko (filling B1 itself leaves one eye, and C2 cannot be captured), so Black can
 * start it whenever it likes. doc/rules.md §6: a dispute resumes play; Black first
 * answers every ko threat inside its own area (free under territory + prisoners
 * with pass stones, as under area counting), then takes the ko and connects at
 * C1. goref's answer, whoever is to move: the group is dead, as a referee would
 * find by resuming play (a count of every stone as alive, as CGOS's is, gives
 * White the game instead).
 */
START_TEST(test_one_eye_and_a_ko_the_owner_cannot_end_is_dead)
{
	struct game g;
	uint8_t alive[BOARD_MAX_POINTS];

	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		fixture_diagram(&g, "XXXXXXX.X\n"
				    "XXXXXXXXX\n"
				    "XXXXXXXXX\n"
				    "XXXXXXXXX\n"
				    "OOOOXXXXX\n"
				    "OOOOXXXXX\n"
				    ".OOOXXXXX\n"
				    "OOXXXXXXX\n"
				    "O.OXXXXX.\n");
		if (white_to_move)
			fixture_play(&g, "B pass");
		status_benson(&g, alive);
		ck_assert_int_eq(alive[fixture_coord(&g, "A1")], 0);
		ck_assert_int_eq(alive[fixture_coord(&g, "E5")], 1);
		assert_status(&g, "A1", STATUS_DEAD);
		assert_status(&g, "C1", STATUS_DEAD);
		assert_status(&g, "D5", STATUS_DEAD);
		assert_status(&g, "C2", STATUS_ALIVE);
		game_free(&g);
	}
}
END_TEST

/* The same corner with C2 White's: C1 is no longer in atari, B1 is a real eye
 * and the group lives (Benson proves it), so the ko rule must not fire. */
START_TEST(test_second_eye_without_ko_lives)
{
	struct game g;

	fixture_diagram(&g, "XXXXXXX.X\n"
			    "XXXXXXXXX\n"
			    "XXXXXXXXX\n"
			    "XXXXXXXXX\n"
			    "OOOOXXXXX\n"
			    "OOOOXXXXX\n"
			    ".OOOXXXXX\n"
			    "OOOXXXXXX\n"
			    "O.OXXXXX.\n");
	assert_status(&g, "A1", STATUS_ALIVE);
	assert_status(&g, "C1", STATUS_ALIVE);
	assert_status(&g, "E5", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

/*
 * A capturing race left open at the end (both living groups are Benson-alive):
 * White's C1-E3 has a two-point eye (D1 D2), Black's F1-G3 two outside
 * liberties (G1 G2) that White fills from its living wall. Black first: D2,
 * White must take it at D1, Black D2 again captures; White first: G2, G1.
 * Whoever starts wins, so the race is open when play stops.
 */
static const char open_race[] = "..XXXOOO.\n"
				"XXXXXOOOO\n"
				"XXXXXOOOO\n"
				"XX.XXOO.O\n"
				"XXXXXOOOO\n"
				"XXXXXOOOO\n"
				"XXOOOXXOO\n"
				"XXO.OX.OO\n"
				"XXO.OX.O.\n";

/* race_read() with first moving first and no limit but its own. */
static enum race_result
read_race(const struct game *g, coord_t black, coord_t white, enum color first)
{
	int budget = 1 << 20;

	return race_read(&g->board, black, white, first, &budget);
}

START_TEST(test_open_race_is_won_by_the_side_moving_first)
{
	struct game g;
	coord_t black, white;

	fixture_diagram(&g, open_race);
	black = fixture_coord(&g, "F1");
	white = fixture_coord(&g, "C1");
	ck_assert_int_eq(read_race(&g, black, white, COLOR_BLACK), RACE_BLACK_WINS);
	ck_assert_int_eq(read_race(&g, black, white, COLOR_WHITE), RACE_WHITE_WINS);
	game_free(&g);
}
END_TEST

/*
 * From a goref-match game (9x9, GNU Go Black, goref White, both passed): White's
 * F8-F7 (two liberties) and D7 (one) sit in Black's top area, next to Black's
 * D8-E8-E7 and to Black's right group G7-J6, whose eyes are still to be made up
 * there. The playouts leave F8-F7 at a coin toss.
 */
static const char invasion[] = ".........\n"
			       "...XXO...\n"
			       "...OXOX..\n"
			       ".XXXOXXXX\n"
			       "XXOOOOOOX\n"
			       "XOO....OO\n"
			       "XXXO..X..\n"
			       "XOOO.O...\n"
			       "XO.......\n";

/*
 * A race one side wins at once (Black takes D7 at C7; White's extension at C7
 * runs into Black's wall) is read to its proof even when other lines of the
 * same reading, in the open space around, run out of nodes: before, one
 * unfinished line made the whole reading unknown.
 */
START_TEST(test_race_proven_despite_unfinished_lines)
{
	struct game g;

	fixture_diagram(&g, invasion);
	for (int first = COLOR_BLACK; first <= COLOR_WHITE; first++)
		ck_assert_int_eq(read_race(&g, fixture_coord(&g, "E8"), fixture_coord(&g, "D7"),
					   (enum color)first),
				 RACE_BLACK_WINS);
	/* White's F8-F7 against Black's right group: Black first takes it, White
	 * first runs out to five liberties (the race reading's escape). */
	ck_assert_int_eq(read_race(&g, fixture_coord(&g, "G7"), fixture_coord(&g, "F8"),
				   COLOR_BLACK),
			 RACE_BLACK_WINS);
	game_free(&g);
}
END_TEST

/* The same position judged: the invaders are dead whatever the seed (the race
 * layer settles what the playouts leave at a coin toss), and Black's chains
 * around them alive. */
START_TEST(test_invasion_in_open_race_is_dead_whatever_the_seed)
{
	struct game g;
	uint8_t status[BOARD_MAX_POINTS];

	fixture_diagram(&g, invasion);
	assert_status(&g, "F8", STATUS_DEAD);
	assert_status(&g, "D7", STATUS_DEAD);
	assert_status(&g, "E8", STATUS_ALIVE);
	assert_status(&g, "G7", STATUS_ALIVE);
	for (uint64_t seed = 0; seed < 64; seed++) { /* main flipped on 9, 28 and 49 */
		status_judge(&g, seed, status);
		ck_assert_msg(status[fixture_coord(&g, "F8")] == STATUS_DEAD, "seed %llu",
			      (unsigned long long)seed);
	}
	game_free(&g);
}
END_TEST

/*
 * The open race judged: doc/rules.md §6 resumes a dispute with Black, so goref gives
 * the open race to Black whoever was to move: White's C1-E3 is dead, and Black's
 * F1-G3, joined to its living group by the capture, alive.
 */
START_TEST(test_open_race_goes_to_black_as_play_resumes)
{
	struct game g;

	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		fixture_diagram(&g, open_race);
		if (white_to_move)
			fixture_play(&g, "B pass");
		assert_status(&g, "C1", STATUS_DEAD);
		assert_status(&g, "E3", STATUS_DEAD);
		assert_status(&g, "F1", STATUS_ALIVE);
		assert_status(&g, "G3", STATUS_ALIVE);
		assert_status(&g, "A1", STATUS_ALIVE);
		assert_status(&g, "H1", STATUS_ALIVE);
		game_free(&g);
	}
}
END_TEST

/*
 * An open race with outside liberties only: Black's F1-G2 (liberties H1 H2,
 * which White fills from its living wall) against White's D1-E2 (C1 D3, filled
 * from Black's). Whoever starts wins, and the playouts, alternating who
 * starts, leave both chains at a coin toss; the race reading settles it as
 * doc/rules.md §6 resumes play: Black first, whoever was to move.
 */
START_TEST(test_open_race_of_outside_liberties_goes_to_black)
{
	static const char diagram[] = ".X.XXOO.O\n"
				      "XXXXXOOOO\n"
				      "XXXXXOO.O\n"
				      "XXXXXOOOO\n"
				      "XXXXXOOOO\n"
				      "XXXXXOOOO\n"
				      "XXX.XOOOO\n"
				      "XXXOOXX.O\n"
				      "XX.OOXX.O\n";
	struct game g;

	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		fixture_diagram(&g, diagram);
		if (white_to_move)
			fixture_play(&g, "B pass");
		ck_assert_int_eq(read_race(&g, fixture_coord(&g, "G1"), fixture_coord(&g, "E1"),
					   COLOR_WHITE),
				 RACE_WHITE_WINS);
		assert_status(&g, "E1", STATUS_DEAD);
		assert_status(&g, "D2", STATUS_DEAD);
		assert_status(&g, "G1", STATUS_ALIVE);
		assert_status(&g, "F2", STATUS_ALIVE);
		game_free(&g);
	}
}
END_TEST

/*
 * A race that hinges on a ko (doc/rules.md §6, no ko threats left at the end):
 * Black's B1-D3 has one liberty, C2, which Black cannot fill (suicide) and
 * White fills to capture it; White's A3-C3 has C2 and A2; White's lone A1
 * sits in atari inside Black's chain. White first: C2 captures five stones.
 * Black first: A2 takes A1 by ko, White may not retake at once and cannot
 * fill C2 (now suicide), so Black takes A3-C3 next. goref gives the race to
 * Black as play resumes, whoever was to move: A3-C3 and A1 dead, B1-D3 alive.
 */
START_TEST(test_race_won_by_taking_a_ko_goes_to_black)
{
	static const char diagram[] = ".XXOOOO.O\n"
				      "XXXOOOOOO\n"
				      ".XXOOOO.O\n"
				      "XXXOOOOOO\n"
				      "XXXOOOOOO\n"
				      "XXXOOOOOO\n"
				      "OOOXOOOOO\n"
				      ".O.XOOOOO\n"
				      "OXXXOOOO.\n";
	struct game g;

	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		fixture_diagram(&g, diagram);
		if (white_to_move)
			fixture_play(&g, "B pass");
		ck_assert_int_eq(read_race(&g, fixture_coord(&g, "C1"), fixture_coord(&g, "A3"),
					   COLOR_BLACK),
				 RACE_BLACK_WINS);
		ck_assert_int_eq(read_race(&g, fixture_coord(&g, "C1"), fixture_coord(&g, "A3"),
					   COLOR_WHITE),
				 RACE_WHITE_WINS);
		assert_status(&g, "A3", STATUS_DEAD);
		assert_status(&g, "A1", STATUS_DEAD);
		assert_status(&g, "C1", STATUS_ALIVE);
		assert_status(&g, "D3", STATUS_ALIVE);
		assert_status(&g, "A4", STATUS_ALIVE);
		assert_status(&g, "E1", STATUS_ALIVE);
		game_free(&g);
	}
}
END_TEST

/* The same race with G1 White's: Black has one outside liberty against
 * White's two-point eye and loses whoever starts. */
START_TEST(test_race_short_of_liberties_is_lost_whoever_starts)
{
	struct game g;
	char diagram[sizeof(open_race)];
	coord_t black, white;

	memcpy(diagram, open_race, sizeof(open_race));
	diagram[8 * 10 + 6] = 'O'; /* G1 */
	fixture_diagram(&g, diagram);
	black = fixture_coord(&g, "F1");
	white = fixture_coord(&g, "C1");
	ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "G1")), COLOR_WHITE);
	ck_assert_int_eq(read_race(&g, black, white, COLOR_BLACK), RACE_WHITE_WINS);
	ck_assert_int_eq(read_race(&g, black, white, COLOR_WHITE), RACE_WHITE_WINS);
	assert_status(&g, "F1", STATUS_DEAD);
	assert_status(&g, "C1", STATUS_ALIVE);
	game_free(&g);
}
END_TEST

/* Two chains sharing their only two liberties: neither can fill one without
 * self-atari, so the race ends in seki whoever starts. */
START_TEST(test_race_with_two_shared_liberties_is_seki)
{
	struct game g;
	coord_t black, white;

	fixture_diagram(&g, fixture_corner_seki);
	black = fixture_coord(&g, "A2");
	white = fixture_coord(&g, "B1");
	ck_assert_int_eq(read_race(&g, black, white, COLOR_BLACK), RACE_NEITHER);
	ck_assert_int_eq(read_race(&g, black, white, COLOR_WHITE), RACE_NEITHER);
	game_free(&g);
}
END_TEST

START_TEST(test_judgement_is_deterministic_and_leaves_game_alone)
{
	struct game g;
	struct fixture_snapshot before, after;
	uint8_t first[BOARD_MAX_POINTS], second[BOARD_MAX_POINTS];

	fixture_diagram(&g, ".........\n"
			    "..X.O....\n"
			    "...XO.O..\n"
			    "..XO.OX..\n"
			    "..XO.OX..\n"
			    ".XXOOX...\n"
			    "..XXO....\n"
			    "....O.O..\n"
			    ".........\n");
	fixture_snapshot_take(&g, &before);
	status_judge(&g, 42, first);
	status_judge(&g, 42, second);
	fixture_snapshot_take(&g, &after);
	ck_assert(fixture_snapshot_equal(&before, &after));
	ck_assert(memcmp(first, second, BOARD_MAX_POINTS) == 0);
	game_free(&g);
}
END_TEST

START_TEST(test_other_seed_changes_no_clear_case)
{
	struct game g;
	uint8_t base[BOARD_MAX_POINTS], other[BOARD_MAX_POINTS];

	/* Two living walls, a dead stone on each side. */
	fixture_diagram(&g, ".........\n"
			    "...X.....\n"
			    ".........\n"
			    "OOOOOOOOO\n"
			    "XXXXXXXXX\n"
			    ".........\n"
			    "......O..\n"
			    ".........\n"
			    ".........\n");
	status_judge(&g, 1, base);
	for (uint64_t seed = 2; seed < 12; seed++) {
		status_judge(&g, seed, other);
		ck_assert(memcmp(base, other, BOARD_MAX_POINTS) == 0);
	}
	ck_assert_int_eq(base[fixture_coord(&g, "G3")], STATUS_DEAD);
	ck_assert_int_eq(base[fixture_coord(&g, "D8")], STATUS_DEAD);
	game_free(&g);
}
END_TEST

/* The chains of g the judgement could not prove, for every seed: the count
 * status_judge_unsettled() returns, which must be least..most, with the same
 * verdicts as status_judge(). Every stone in stones (vertices) must be flagged
 * for every seed. The map is left in unsettled (from the last seed). */
static void
assert_unsettled(const struct game *g, int least, int most, const char *const *stones,
                 uint8_t unsettled[BOARD_MAX_POINTS])
{
	uint8_t status[BOARD_MAX_POINTS], judged[BOARD_MAX_POINTS];

	for (size_t i = 0; i < N_SEEDS; i++) {
		int n = status_judge_unsettled(g, seeds[i], status, unsettled);
		status_judge(g, seeds[i], judged);
		ck_assert_msg(n >= least && n <= most,
		              "%d unsettled chains, want %d..%d (seed %zu)", n, least, most, i);
		ck_assert(memcmp(status, judged, BOARD_MAX_POINTS) == 0);
		for (const char *const *v = stones; v && *v; v++)
			ck_assert_msg(unsettled[fixture_coord(g, *v)], "%s settled (seed %zu)", *v,
			              i);
	}
}

/*
 * What the judgement cannot prove is unsettled: an open race whose chains the
 * playouts leave at a coin toss (the race reading gives it to whoever resumes
 * first, doc/rules.md §6), and the invaders that escape when White starts and
 * the Black chains around them. Only those: the living walls are Benson's.
 */
START_TEST(test_open_fights_are_unsettled)
{
	static const char outside[] = ".X.XXOO.O\n"
				      "XXXXXOOOO\n"
				      "XXXXXOO.O\n"
				      "XXXXXOOOO\n"
				      "XXXXXOOOO\n"
				      "XXXXXOOOO\n"
				      "XXX.XOOOO\n"
				      "XXXOOXX.O\n"
				      "XX.OOXX.O\n";
	struct game g;
	uint8_t unsettled[BOARD_MAX_POINTS];

	static const char *const race[] = {"D1", "E2", "F1", "G2", NULL};
	static const char *const invaders[] = {"F8", "F7", "G7", "J6", NULL};
	fixture_diagram(&g, outside);
	assert_unsettled(&g, 2, 2, race, unsettled);
	ck_assert(!unsettled[fixture_coord(&g, "A1")] && !unsettled[fixture_coord(&g, "J1")]);
	game_free(&g);
	/* (Black's C6-C4 chain, next to White's C5, is unsettled for some seeds.) */
	fixture_diagram(&g, invasion);
	assert_unsettled(&g, 2, 3, invaders, unsettled);
	ck_assert(!unsettled[fixture_coord(&g, "D7")] && !unsettled[fixture_coord(&g, "A1")]);
	game_free(&g);
}
END_TEST

/* What a layer proves is settled (a seki, Benson's life and the stones inside it),
 * and so are stones no enemy stone is near, however the random playouts treat them
 * (two lone stones on an empty board: the playouts give them 0.55). */
START_TEST(test_proved_and_lone_chains_are_settled)
{
	static const char *const settled[] = {
	    fixture_corner_seki,
	    ".O.OOOOOO\nOOOXXXOOO\nOOOX.XOOO\nOOOXXXOOO\nOOOX.XOOO\nOOOXXXOOO\n"
	    "OOOOOOOOO\nOOOOOOOOO\nOOOOOOOO.\n",
	    ".O.OOOOOO\nOOOOOOOOO\nOOOOOOOOO\nOOOXXXOOO\nOOOX.XOOO\nOOOXXXOOO\n"
	    "OOOOOOOOO\nOOOOOOOOO\nOOOOOOOO.\n",
	    ".........\n.........\n......X..\n.........\n.........\n.........\n"
	    "..X......\n.........\n.........\n",
	};
	struct game g;
	uint8_t unsettled[BOARD_MAX_POINTS];

	for (size_t i = 0; i < sizeof(settled) / sizeof(settled[0]); i++) {
		fixture_diagram(&g, settled[i]);
		assert_unsettled(&g, 0, 0, NULL, unsettled);
		for (coord_t p = 0; p < BOARD_MAX_POINTS; p++)
			ck_assert(!unsettled[p]);
		game_free(&g);
	}
}
END_TEST

/* The status suite. */
Suite *
status_suite(void)
{
	Suite *s = suite_create("status");
	TCase *tc = tcase_create("status");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_benson_alive_group_is_never_dead);
	tcase_add_test(tc, test_one_eyed_group_is_dead);
	tcase_add_test(tc, test_lone_stone_in_opponent_area_is_dead);
	tcase_add_test(tc, test_seki_without_eyes_in_the_corner);
	tcase_add_test(tc, test_seki_with_eyes_on_the_edge);
	tcase_add_test(tc, test_no_seki_when_opponent_can_fill_safely);
	tcase_add_loop_test(tc, test_killing_shape_is_dead_until_owner_takes_vital_point, 0,
			    (int)(sizeof(nakade_cases) / sizeof(nakade_cases[0])));
	tcase_add_test(tc, test_square_four_is_dead_and_straight_four_alive);
	tcase_add_test(tc, test_bent_four_in_the_corner_is_dead);
	tcase_add_test(tc, test_one_eye_and_a_ko_the_owner_cannot_end_is_dead);
	tcase_add_test(tc, test_second_eye_without_ko_lives);
	tcase_add_test(tc, test_open_race_is_won_by_the_side_moving_first);
	tcase_add_test(tc, test_open_race_goes_to_black_as_play_resumes);
	tcase_add_test(tc, test_race_proven_despite_unfinished_lines);
	tcase_add_test(tc, test_invasion_in_open_race_is_dead_whatever_the_seed);
	tcase_add_test(tc, test_open_race_of_outside_liberties_goes_to_black);
	tcase_add_test(tc, test_race_won_by_taking_a_ko_goes_to_black);
	tcase_add_test(tc, test_open_fights_are_unsettled);
	tcase_add_test(tc, test_proved_and_lone_chains_are_settled);
	tcase_add_test(tc, test_race_short_of_liberties_is_lost_whoever_starts);
	tcase_add_test(tc, test_race_with_two_shared_liberties_is_seki);
	tcase_add_test(tc, test_judgement_is_deterministic_and_leaves_game_alone);
	tcase_add_test(tc, test_other_seed_changes_no_clear_case);
	suite_add_tcase(s, tc);
	return s;
}
