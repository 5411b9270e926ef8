/*
 * check_main.c -- the unit-test runner: every module's Check suite in one
 * SRunner. Prints Check's summary line and exits with the number of failures.
 */
#include <stdlib.h>

#include <check.h>

#include "tests/suites.h"

/* Runs every suite (CK_NORMAL: failures and the summary line); exit status = failures. */
int
main(void)
{
	SRunner *runner = srunner_create(color_suite());
	int failed;

	srunner_add_suite(runner, coord_suite());
	srunner_add_suite(runner, board_suite());
	srunner_add_suite(runner, game_suite());
	srunner_add_suite(runner, score_suite());
	srunner_add_suite(runner, rules_suite());
	srunner_add_suite(runner, light_player_suite());
	srunner_add_suite(runner, playout_suite());
	srunner_add_suite(runner, search_suite());
	srunner_add_suite(runner, ladder_suite());
	srunner_add_suite(runner, features_suite());
	srunner_add_suite(runner, endpoints_suite());
	srunner_add_suite(runner, sgf_suite());
	srunner_add_suite(runner, gtp_suite());
	srunner_add_suite(runner, commands_suite());
	srunner_add_suite(runner, gogui_suite());
	srunner_add_suite(runner, status_suite());
	srunner_add_suite(runner, estimate_suite());
	srunner_add_suite(runner, reading_suite());
	srunner_add_suite(runner, differential_suite());
	srunner_add_suite(runner, limits_suite());
	srunner_add_suite(runner, client_suite());
	srunner_add_suite(runner, durable_suite());
	srunner_add_suite(runner, openings_suite());
	srunner_add_suite(runner, clock_suite());
	srunner_add_suite(runner, adjudicate_suite());
	srunner_add_suite(runner, sprt_suite());
	srunner_add_suite(runner, verdict_suite());
	srunner_add_suite(runner, ratings_suite());
	srunner_add_suite(runner, report_suite());
	srunner_add_suite(runner, timectl_suite());
	srunner_add_suite(runner, analyze_suite());

	srunner_run_all(runner, CK_NORMAL);
	failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : (failed < 255 ? failed : 255);
}
