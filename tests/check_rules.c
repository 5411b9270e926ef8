/*
 * check_rules.c -- the rules value and its presets: names (goref's, KGS's, SGF's),
 * KataGo's JSON written and read back, and each property at work in the game and
 * the count: situational vs positional superko, multi-stone suicide, the end of
 * play, area vs territory, the seki tax, the handicap bonus and the button.
 */
#include <string.h>

#include <check.h>

#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/rules/score.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* g switched to the named preset (before any move). */
static void
use(struct game *g, const char *preset)
{
	const struct rules_preset *p = rules_preset_find(preset);

	ck_assert_msg(p != NULL, "no preset %s", preset);
	ck_assert_uint_eq(g->n_moves, 0);
	rules_use_preset(&g->rules, p);
}

START_TEST(test_every_preset_is_found_by_its_name_and_keeps_it)
{
	static const char *const names[] = { "bga-teaching", "bga", "chinese", "chinese-kgs", "aga",
					     "japanese", "korean", "new-zealand", "tromp-taylor" };
	struct rules r;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const struct rules_preset *p = rules_preset_find(names[i]);
		ck_assert_msg(p != NULL, "%s", names[i]);
		rules_use_preset(&r, p);
		ck_assert_str_eq(rules_name(&r), names[i]);
		ck_assert_ptr_eq(rules_from_sgf(p->sgf)->sgf, p->sgf);
	}
	ck_assert_ptr_null(rules_presets[sizeof(names) / sizeof(names[0])].name);
}
END_TEST

START_TEST(test_names_ignore_case_and_kgs_spelling)
{
	ck_assert_str_eq(rules_preset_find("new_zealand")->name, "new-zealand");
	ck_assert_str_eq(rules_preset_find("Japanese")->name, "japanese");
	ck_assert_str_eq(rules_preset_find("TROMP-TAYLOR")->name, "tromp-taylor");
	ck_assert_str_eq(rules_from_sgf("NZ")->name, "new-zealand");
	ck_assert_str_eq(rules_from_sgf("New Zealand")->name, "new-zealand");
	ck_assert_str_eq(rules_from_sgf("BGA")->name, "bga-teaching");
	ck_assert_str_eq(rules_from_sgf("Chinese")->name, "chinese");
	ck_assert_ptr_null(rules_preset_find("ing"));
	ck_assert_ptr_null(rules_preset_find(""));
	ck_assert_ptr_null(rules_preset_find("japanesex"));
}
END_TEST

START_TEST(test_default_is_bga_teaching)
{
	struct game g;

	game_init(&g, 9, GAME_DEFAULT_KOMI);
	ck_assert_str_eq(rules_name(&g.rules), "bga-teaching");
	ck_assert(g.rules.pass_stones && g.rules.white_last && g.rules.remove_dead);
	ck_assert_int_eq(g.rules.ko, KO_SIMPLE);
	ck_assert_int_eq(g.rules.scoring, SCORING_TERRITORY);
	ck_assert(!g.rules.suicide);
	game_free(&g);
}
END_TEST

/* KataGo's own kata-get-rules answers (its GTP test log) for three presets. */
START_TEST(test_json_has_katagos_keys_and_values)
{
	char json[RULES_JSON_MAX];
	struct rules r;

	rules_use_preset(&r, rules_preset_find("tromp-taylor"));
	rules_to_json(&r, json);
	ck_assert_msg(strstr(json, "{\"friendlyPassOk\":false,\"hasButton\":false,\"ko\":\"POSITIONAL\","
				   "\"scoring\":\"AREA\",\"suicide\":true,\"tax\":\"NONE\","
				   "\"whiteHandicapBonus\":\"0\",") == json,
		      "%s", json);
	rules_use_preset(&r, rules_preset_find("japanese"));
	rules_to_json(&r, json);
	ck_assert_msg(strstr(json, "\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,"
				   "\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\"") != NULL,
		      "%s", json);
	rules_use_preset(&r, rules_preset_find("chinese"));
	rules_to_json(&r, json);
	ck_assert_msg(strstr(json, "{\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SIMPLE\","
				   "\"scoring\":\"AREA\",\"suicide\":false,\"tax\":\"NONE\","
				   "\"whiteHandicapBonus\":\"N\"") == json,
		      "%s", json);
}
END_TEST

START_TEST(test_json_round_trip_gives_the_same_rules)
{
	char json[RULES_JSON_MAX], why[RULES_WHY_MAX];

	for (int i = 0; rules_presets[i].name; i++) {
		struct rules from = rules_presets[i].rules, back;
		rules_to_json(&from, json);
		/* start from the preset least like it: every property must come from the JSON */
		rules_use_preset(&back, rules_preset_find(i == 8 ? "bga-teaching" : "tromp-taylor"));
		ck_assert_msg(rules_from_json(json, &back, why, sizeof(why)), "%s: %s", json, why);
		ck_assert_msg(rules_equal(&from, &back), "%s", json);
	}
}
END_TEST

START_TEST(test_json_partial_spaces_and_katago_aliases)
{
	char why[RULES_WHY_MAX];
	struct rules r;

	rules_default(&r);
	ck_assert(rules_from_json(" { \"koRule\" : \"SITUATIONAL\" , \"suicide\": true }", &r, why,
				  sizeof(why)));
	ck_assert_int_eq(r.ko, KO_SITUATIONAL);
	ck_assert(r.suicide);
	ck_assert_int_eq(r.scoring, SCORING_TERRITORY); /* untouched */
	ck_assert(rules_from_json("{}", &r, why, sizeof(why)));
	ck_assert(rules_from_json("{\"whiteHandicapBonus\":\"N-1\",\"scoringRule\":\"AREA\"}", &r,
				  why, sizeof(why)));
	ck_assert_int_eq(r.white_handicap_bonus, BONUS_N_MINUS_1);
	ck_assert_int_eq(r.scoring, SCORING_AREA);
}
END_TEST

START_TEST(test_bad_json_changes_nothing)
{
	static const char *const bad[] = {
		"",
		"{",
		"{\"ko\":\"SIMPLE\"",
		"{\"ko\":\"SPIGHT\"}",
		"{\"tax\":\"ALL\"}",
		"{\"ko\":\"SIMPLE\",}",
		"{\"komi\":7.5}",
		"{\"suicide\":\"yes\"}",
		"{\"ko\":SIMPLE\"}",
		"{\"ko\":\"SIMPLE\"} x",
		"[\"ko\"]",
		"{\"ko\\\"\":\"SIMPLE\"}",
		"{\"ko\":\"POSITIONAL\",\"scoring\":\"AREA\",\"whiteHandicapBonus\":\"N+1\"}",
	};
	char why[RULES_WHY_MAX];

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct rules r, was;
		rules_default(&r);
		was = r;
		ck_assert_msg(!rules_from_json(bad[i], &r, why, sizeof(why)), "accepted %s", bad[i]);
		ck_assert_msg(rules_equal(&r, &was), "changed by %s", bad[i]);
		ck_assert(why[0] != '\0');
	}
}
END_TEST

/*
 * The ko of doc/rules.md 8.4 (White D4 in atari), with Black's board play J9 making the
 * position P; B E4 takes, two passes, and W D4 retakes: P again, this time made by
 * White. Legal under simple ko and situational superko (P was Black's), refused
 * under positional superko.
 */
static enum move_result
retake_after_two_passes(const char *preset)
{
	struct game g;
	enum move_result r;

	fixture_game(&g, 9, "B C4 D3 D5; W E3 F4 E5 D4");
	use(&g, preset);
	fixture_play(&g, "B J9 W pass B E4 W pass B pass");
	r = game_check_move(&g, COLOR_WHITE, fixture_coord(&g, "D4"));
	ck_assert_int_eq(game_play(&g, COLOR_WHITE, fixture_coord(&g, "D4")), r);
	game_free(&g);
	return r;
}

START_TEST(test_a_position_made_again_by_the_other_player)
{
	ck_assert_int_eq(retake_after_two_passes("bga-teaching"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("japanese"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("chinese"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("aga"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("bga"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("new-zealand"), MOVE_OK);
	ck_assert_int_eq(retake_after_two_passes("chinese-kgs"), MOVE_SUPERKO);
	ck_assert_int_eq(retake_after_two_passes("tromp-taylor"), MOVE_SUPERKO);
}
END_TEST

/* Situational superko bars a position the same player made before with a board play:
 * Black takes the ko, both pass twice around, White retakes, Black may not take again
 * into the position Black's own E4 made. */
START_TEST(test_situational_superko_bars_the_same_players_position)
{
	struct game g;

	fixture_game(&g, 9, "B C4 D3 D5; W E3 F4 E5 D4");
	use(&g, "aga");
	fixture_play(&g, "B E4 W pass B pass W D4 B pass W pass");
	ck_assert_int_eq(game_check_move(&g, COLOR_BLACK, fixture_coord(&g, "E4")), MOVE_SUPERKO);
	game_free(&g);
	fixture_game(&g, 9, "B C4 D3 D5; W E3 F4 E5 D4");
	use(&g, "japanese");
	fixture_play(&g, "B E4 W pass B pass W D4 B pass W pass");
	ck_assert_int_eq(game_check_move(&g, COLOR_BLACK, fixture_coord(&g, "E4")), MOVE_OK);
	game_free(&g);
}
END_TEST

/* W A1 (setup) and W A2 would form a chain without liberties: B1 B2 A3 are Black. */
static enum move_result
two_stone_suicide(const char *preset, int *black_prisoners)
{
	struct game g;
	enum move_result r;

	fixture_game(&g, 9, "B B1 B2 A3; W A1");
	use(&g, preset);
	fixture_play(&g, "B J9");
	r = game_play(&g, COLOR_WHITE, fixture_coord(&g, "A2"));
	ck_assert(board_check(&g.board));
	*black_prisoners = g.prisoners[COLOR_BLACK];
	if (r == MOVE_OK) {
		ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A1")), COLOR_EMPTY);
		ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A2")), COLOR_EMPTY);
		ck_assert_int_eq(g.board.stones[COLOR_WHITE], 0);
		/* undo restores the chain exactly */
		ck_assert(game_undo(&g));
		ck_assert_int_eq(board_at(&g.board, fixture_coord(&g, "A1")), COLOR_WHITE);
		ck_assert_int_eq(g.prisoners[COLOR_BLACK], 0);
	}
	game_free(&g);
	return r;
}

START_TEST(test_multi_stone_suicide_only_where_allowed)
{
	int prisoners;

	ck_assert_int_eq(two_stone_suicide("new-zealand", &prisoners), MOVE_OK);
	ck_assert_int_eq(prisoners, 2);
	ck_assert_int_eq(two_stone_suicide("tromp-taylor", &prisoners), MOVE_OK);
	ck_assert_int_eq(prisoners, 2);
	ck_assert_int_eq(two_stone_suicide("japanese", &prisoners), MOVE_SUICIDE);
	ck_assert_int_eq(prisoners, 0);
	ck_assert_int_eq(two_stone_suicide("chinese", &prisoners), MOVE_SUICIDE);
	ck_assert_int_eq(two_stone_suicide("bga-teaching", &prisoners), MOVE_SUICIDE);
	ck_assert_int_eq(two_stone_suicide("aga", &prisoners), MOVE_SUICIDE);
}
END_TEST

START_TEST(test_a_lone_stone_suicide_is_never_legal)
{
	struct game g;

	fixture_game(&g, 9, "B B1 A2");
	use(&g, "tromp-taylor");
	ck_assert_int_eq(game_check_move(&g, COLOR_WHITE, fixture_coord(&g, "A1")), MOVE_SUICIDE);
	game_free(&g);
}
END_TEST

/* A suicide that repeats a position is barred by positional superko like any move. */
START_TEST(test_suicide_hash_feeds_superko)
{
	struct game g;

	fixture_game(&g, 9, "B B1 B2 A3; W A1");
	use(&g, "tromp-taylor");
	/* W A2 takes A1 and A2 off: the position after it is the setup's minus W A1,
	 * which never stood, so it is legal; board_hash_after must say so exactly. */
	ck_assert_uint_eq(board_hash_after_suicide(&g.board, COLOR_WHITE, fixture_coord(&g, "A2")),
			  g.board.hash ^ board_zobrist(COLOR_WHITE, fixture_coord(&g, "A1")));
	fixture_play(&g, "W A2");
	ck_assert_uint_eq(g.board.hash, g.setup.hash ^ board_zobrist(COLOR_WHITE, fixture_coord(&g, "A1")));
	game_free(&g);
}
END_TEST

START_TEST(test_two_passes_end_play_without_white_last)
{
	struct game g;
	int stones[3] = { 0, 0, 0 };

	game_init(&g, 9, 7.5);
	use(&g, "chinese");
	fixture_play(&g, "B E5 W pass B pass");
	ck_assert(game_ended(&g));
	ck_assert_int_eq(g.prisoners[COLOR_BLACK] + g.prisoners[COLOR_WHITE], 0);
	fixture_undo(&g, 1);
	ck_assert(!game_ended(&g));
	ck_assert_int_eq(game_implied_passes(&g, stones), 1);
	fixture_undo(&g, 1);
	ck_assert_int_eq(game_implied_passes(&g, stones), 2);
	ck_assert_int_eq(stones[COLOR_BLACK] + stones[COLOR_WHITE], 0); /* no pass stones */
	game_free(&g);

	game_init(&g, 9, 7.5); /* the teaching rules: White must pass last */
	fixture_play(&g, "B E5 W pass B pass");
	ck_assert(!game_ended(&g));
	ck_assert_int_eq(game_implied_passes(&g, NULL), 1);
	ck_assert_int_eq(g.pass_stones[COLOR_BLACK], 1);
	game_free(&g);
}
END_TEST

/*
 * 7x7: a seki with an eye each in the lower rows (Black A1-D3 with eye B2, White
 * E1-G3 with eye F2, sharing D2) under two living groups (White A4-D7 with eyes B5
 * C7, Black E4-G7 with eyes F5 F7).
 */
static const char seki_with_eyes[] = "OO.OX.X\n"
				     "OOOOXXX\n"
				     "O.OOX.X\n"
				     "OOOOXXX\n"
				     "XXXXOOO\n"
				     "X.X.O.O\n"
				     "XXXXOOO\n";

/* The statuses of seki_with_eyes: the two lower chains in seki, the rest alive. */
static void
seki_statuses(const struct game *g, uint8_t status[BOARD_MAX_POINTS])
{
	memset(status, STATUS_ALIVE, BOARD_MAX_POINTS);
	for (int row = 0; row < 3; row++)
		for (int col = 0; col < 7; col++)
			if (board_at(&g->board, coord_make(row, col)) != COLOR_EMPTY)
				status[coord_make(row, col)] = STATUS_SEKI;
}

START_TEST(test_seki_tax_takes_the_eyes_in_seki)
{
	uint8_t status[BOARD_MAX_POINTS];
	struct game g;
	struct score s;

	fixture_diagram(&g, seki_with_eyes);
	seki_statuses(&g, status);
	score_count(&g, status, &s); /* teaching rules: no tax, eyes count */
	ck_assert_int_eq(s.territory[COLOR_BLACK], 3);
	ck_assert_int_eq(s.territory[COLOR_WHITE], 3);
	ck_assert_int_eq(s.dame, 1);
	game_free(&g);
	fixture_diagram(&g, seki_with_eyes);
	use(&g, "japanese");
	seki_statuses(&g, status);
	score_count(&g, status, &s);
	ck_assert_int_eq(s.territory[COLOR_BLACK], 2); /* F5 F7; B2 is in seki */
	ck_assert_int_eq(s.territory[COLOR_WHITE], 2); /* B5 C7; F2 is in seki */
	ck_assert_int_eq(s.dame, 3);
	ck_assert(!s.by_area);
	ck_assert(s.margin == 2 - 2 - 7.5);
	game_free(&g);
}
END_TEST

/* Two handicap stones on an empty 9x9, then two passes: 81 points of Black area. */
static double
handicap_margin(const char *preset)
{
	struct game g;
	struct score s;

	fixture_game(&g, 9, "B C3 G7");
	use(&g, preset);
	g.handicap = 2;
	g.setup_to_move = COLOR_WHITE;
	g.komi = 0.5;
	fixture_play(&g, "W pass B pass");
	score_count(&g, NULL, &s);
	game_free(&g);
	return s.margin;
}

START_TEST(test_handicap_bonus_n_minus_one_n_or_none)
{
	ck_assert(handicap_margin("chinese") == 81 - 2 - 0.5);
	ck_assert(handicap_margin("aga") == 81 - 1 - 0.5);
	ck_assert(handicap_margin("bga") == 81 - 1 - 0.5);
	ck_assert(handicap_margin("new-zealand") == 81 - 0.5);
	ck_assert(handicap_margin("tromp-taylor") == 81 - 0.5);
	/* territory: 79 points; the teaching rules add the pass stones (B 2, W 1) */
	ck_assert(handicap_margin("japanese") == 79 - 0.5);
	ck_assert(handicap_margin("bga-teaching") == 79 + 2 - 1 - 0.5);
}
END_TEST

/* Dame left open: area counting and territory counting agree only where the pass
 * stones make up the difference. */
START_TEST(test_area_and_territory_with_open_dame)
{
	struct game g;
	struct score s;

	/* 5x5: Black columns A-B, White D-E, column C open (5 dame). */
	fixture_diagram(&g, "XX.OO\nXX.OO\nXX.OO\nXX.OO\nXX.OO\n");
	use(&g, "chinese");
	g.komi = 0;
	fixture_play(&g, "B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert_int_eq(s.area[COLOR_BLACK], 10);
	ck_assert_int_eq(s.area[COLOR_WHITE], 10);
	ck_assert_int_eq(s.dame, 5);
	ck_assert(s.margin == 0);
	game_free(&g);
}
END_TEST

START_TEST(test_button_goes_to_the_first_to_pass)
{
	struct game g;
	struct score s;
	char why[RULES_WHY_MAX];

	game_init(&g, 9, 7);
	use(&g, "aga");
	ck_assert(rules_set_property(&g.rules, "hasButton", "true", why, sizeof(why)));
	fixture_play(&g, "B E5 W pass B pass W pass");
	score_count(&g, NULL, &s);
	ck_assert(s.button[COLOR_WHITE] == 0.5 && s.button[COLOR_BLACK] == 0);
	ck_assert(s.margin == 81 - 7 - 0.5);
	game_free(&g);
}
END_TEST

Suite *
rules_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *names = tcase_create("names");
	TCase *json = tcase_create("json");
	TCase *play = tcase_create("play");
	TCase *count = tcase_create("count");

	tcase_add_test(names, test_every_preset_is_found_by_its_name_and_keeps_it);
	tcase_add_test(names, test_names_ignore_case_and_kgs_spelling);
	tcase_add_test(names, test_default_is_bga_teaching);
	tcase_add_test(json, test_json_has_katagos_keys_and_values);
	tcase_add_test(json, test_json_round_trip_gives_the_same_rules);
	tcase_add_test(json, test_json_partial_spaces_and_katago_aliases);
	tcase_add_test(json, test_bad_json_changes_nothing);
	tcase_add_test(play, test_a_position_made_again_by_the_other_player);
	tcase_add_test(play, test_situational_superko_bars_the_same_players_position);
	tcase_add_test(play, test_multi_stone_suicide_only_where_allowed);
	tcase_add_test(play, test_a_lone_stone_suicide_is_never_legal);
	tcase_add_test(play, test_suicide_hash_feeds_superko);
	tcase_add_test(play, test_two_passes_end_play_without_white_last);
	tcase_add_test(count, test_seki_tax_takes_the_eyes_in_seki);
	tcase_add_test(count, test_handicap_bonus_n_minus_one_n_or_none);
	tcase_add_test(count, test_area_and_territory_with_open_dame);
	tcase_add_test(count, test_button_goes_to_the_first_to_pass);
	suite_add_tcase(s, names);
	suite_add_tcase(s, json);
	suite_add_tcase(s, play);
	suite_add_tcase(s, count);
	return s;
}
