/*
 * suites.h -- one Check suite per module; check_main.c runs them all.
 * To add a module's tests: one declaration here, one line in check_main.c.
 */
#ifndef GOREF_TESTS_SUITES_H
#define GOREF_TESTS_SUITES_H

#include <check.h>

Suite *color_suite(void);
Suite *coord_suite(void);
Suite *board_suite(void);
Suite *game_suite(void);
Suite *score_suite(void);
Suite *rules_suite(void);
Suite *light_player_suite(void);
Suite *sgf_suite(void);
Suite *gtp_suite(void);
Suite *commands_suite(void);
Suite *gogui_suite(void);
Suite *status_suite(void);
Suite *estimate_suite(void);
Suite *reading_suite(void);
Suite *differential_suite(void);
Suite *limits_suite(void);
Suite *client_suite(void);
Suite *durable_suite(void);
Suite *openings_suite(void);
Suite *clock_suite(void);
Suite *adjudicate_suite(void);
Suite *sprt_suite(void);
Suite *verdict_suite(void);
Suite *ratings_suite(void);
Suite *report_suite(void);
Suite *playout_suite(void);
Suite *search_suite(void);
Suite *ladder_suite(void);
Suite *features_suite(void);
Suite *endpoints_suite(void);
Suite *timectl_suite(void);
Suite *analyze_suite(void);

#endif
