/*
 * check_clock.c -- goref-match's time controls (match/clock.c): the text of a
 * control and every refusal of a bad one, each kind's arithmetic at its
 * boundaries (the move that uses exactly its time, the one a hair over, the
 * margin), what engines are told in GTP, and what the SGF records.
 */
#include <check.h>
#include <math.h>
#include <string.h>

#include "match/clock.h"
#include "tests/suites.h"

/* A control from text that must parse. */
static struct clock_control
control(const char *text)
{
	struct clock_control c;
	char why[CLOCK_TEXT_MAX] = "";

	ck_assert_msg(clock_parse(text, &c, why, sizeof(why)), "%s: %s", text, why);
	return c;
}

/* The clock at the start of a game under c. */
static struct clock_state
started(const struct clock_control *c)
{
	struct clock_state s;

	clock_start(c, &s);
	return s;
}

static void
assert_near(double got, double want)
{
	ck_assert_msg(fabs(got - want) < 1e-9, "got %.12g, want %.12g", got, want);
}

START_TEST(test_each_kind_parses_and_formats_back)
{
	static const char *const texts[] = {
	    "none",          "absolute:600",    "canadian:600+25/300", "byoyomi:600+5x30",
	    "fischer:300+5", "canadian:0+1/0.5"};

	for (size_t i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		struct clock_control c = control(texts[i]);
		char back[CLOCK_TEXT_MAX];

		clock_format(&c, back, sizeof(back));
		ck_assert_str_eq(back, texts[i]);
	}
}
END_TEST

START_TEST(test_fields_of_each_kind)
{
	struct clock_control c = control("canadian:600+25/300");

	ck_assert_int_eq(c.kind, CLOCK_CANADIAN);
	assert_near(c.main_time, 600);
	ck_assert_int_eq(c.stones, 25);
	assert_near(c.period_time, 300);
	c = control("byoyomi:600+5x30");
	ck_assert_int_eq(c.kind, CLOCK_BYOYOMI);
	ck_assert_int_eq(c.periods, 5);
	assert_near(c.period_time, 30);
	c = control("fischer:300+5");
	ck_assert_int_eq(c.kind, CLOCK_FISCHER);
	assert_near(c.increment, 5);
	c = control("none");
	ck_assert(!clock_limited(&c));
}
END_TEST

START_TEST(test_times_in_minutes_hours_and_fractions)
{
	assert_near(control("absolute:1:30").main_time, 90);
	assert_near(control("absolute:1:00:00").main_time, 3600);
	assert_near(control("absolute:0:00.25").main_time, 0.25);
	assert_near(control("absolute:0.000001").main_time, 1e-6);
	assert_near(control("canadian:10:00+25/5:00").period_time, 300);
	assert_near(control("fischer:5:00+0").increment, 0);
}
END_TEST

/* Every text that is no control: refused with a reason, the control left as it was. */
static const char *const bad_texts[] = {
    "",
    "canadian",
    "canadian:",
    "canadian:600",
    "canadian:600+25",
    "canadian:600+0/300",
    "canadian:600+25/0",
    "canadian:600+25/x",
    "canadian:600+25/300/5",
    "canadian:600+10001/300",
    "canadian:600x25/300",
    "absolute:0",
    "absolute:-5",
    "absolute:1e3",
    "absolute:inf",
    "absolute:nan",
    "absolute:0x10",
    "absolute:.5",
    "absolute:5.",
    "absolute:1.1234567",
    "absolute:1:60",
    "absolute:1:5",
    "absolute:1:00:00:00",
    "absolute:99999999",
    "absolute:600 ",
    " absolute:600",
    "ABSOLUTE:600",
    "absolute",
    "fischer:0+5",
    "fischer:300",
    "fischer:300+5+1",
    "fischer:300+-1",
    "byoyomi:600+5/30",
    "byoyomi:600+0x30",
    "byoyomi:600+5x0",
    "byoyomi:+5x30",
    "blitz:5",
    "none:5",
    "absolute:600:",
};

START_TEST(test_bad_text_is_refused_with_a_reason)
{
	struct clock_control c = control("fischer:300+5"), before = c;
	char why[CLOCK_TEXT_MAX] = "";

	ck_assert_msg(!clock_parse(bad_texts[_i], &c, why, sizeof(why)), "accepted '%s'",
	              bad_texts[_i]);
	ck_assert_msg(why[0] != '\0', "no reason for '%s'", bad_texts[_i]);
	ck_assert(clock_equal(&c, &before));
}
END_TEST

START_TEST(test_reasons_name_the_problem)
{
	struct clock_control c;
	char why[CLOCK_TEXT_MAX];

	clock_parse("blitz:5", &c, why, sizeof(why));
	ck_assert_ptr_nonnull(strstr(why, "unknown kind 'blitz'"));
	clock_parse("canadian:600+25", &c, why, sizeof(why));
	ck_assert_ptr_nonnull(strstr(why, "canadian:MAIN+STONES/PERIOD"));
	clock_parse("absolute:0", &c, why, sizeof(why));
	ck_assert_ptr_nonnull(strstr(why, "first move would lose"));
	clock_parse("byoyomi:600+0x30", &c, why, sizeof(why));
	ck_assert_ptr_nonnull(strstr(why, "periods must be 1 to"));
}
END_TEST

START_TEST(test_absolute_move_using_all_its_time_is_no_loss)
{
	struct clock_control c = control("absolute:10");
	struct clock_state s = started(&c), t;

	assert_near(clock_allowance(&c, &s), 10);
	t = s;
	ck_assert(clock_charge(&c, &t, 4, 0));
	assert_near(t.main_left, 6);
	ck_assert(clock_charge(&c, &t, 6, 0));
	assert_near(t.main_left, 0);
	ck_assert(!clock_charge(&c, &t, 1e-6, 0)); /* nothing left: any move loses */
	t = s;
	ck_assert(!clock_charge(&c, &t, 10.001, 0));
	assert_near(t.main_left, 0);
}
END_TEST

START_TEST(test_margin_forgives_the_overrun_but_charges_it)
{
	struct clock_control c = control("absolute:10");
	struct clock_state s = started(&c), t = s;

	ck_assert(clock_charge(&c, &t, 10.4, 0.5)); /* 0.4 s over, within the margin */
	assert_near(t.main_left, -0.4);
	assert_near(clock_allowance(&c, &t), -0.4);
	ck_assert(clock_charge(&c, &t, 0.05, 0.5)); /* what is left of the grace: 0.1 s */
	ck_assert(!clock_charge(&c, &t, 0.06, 0.5));
	t = s;
	ck_assert(clock_charge(&c, &t, 10.5, 0.5));
	t = s;
	ck_assert(!clock_charge(&c, &t, 10.5001, 0.5));
}
END_TEST

START_TEST(test_canadian_main_time_spills_into_the_first_period)
{
	struct clock_control c = control("canadian:10+5/60");
	struct clock_state s = started(&c);

	ck_assert(!s.overtime);
	assert_near(clock_allowance(&c, &s), 70); /* main time and one period */
	ck_assert(clock_charge(&c, &s, 15, 0));
	ck_assert(s.overtime);
	assert_near(s.period_left, 55);
	ck_assert_int_eq(s.count, 4); /* the move that spilled is the period's first stone */
	assert_near(clock_allowance(&c, &s), 55);
}
END_TEST

START_TEST(test_canadian_period_restarts_after_its_stones)
{
	struct clock_control c = control("canadian:0+3/10");
	struct clock_state s = started(&c);

	ck_assert(s.overtime); /* no main time: the first period from the start */
	ck_assert_int_eq(s.count, 3);
	ck_assert(clock_charge(&c, &s, 4, 0));
	ck_assert(clock_charge(&c, &s, 4, 0));
	ck_assert_int_eq(s.count, 1);
	assert_near(clock_allowance(&c, &s), 2);
	ck_assert(clock_charge(&c, &s, 2, 0)); /* the last stone at the last moment */
	ck_assert_int_eq(s.count, 3);
	assert_near(s.period_left, 10);
	ck_assert(clock_charge(&c, &s, 9, 0));
	ck_assert(!clock_charge(&c, &s, 1.0001, 0));
}
END_TEST

START_TEST(test_byoyomi_overrun_costs_a_period_a_fast_move_keeps_it)
{
	struct clock_control c = control("byoyomi:10+3x30");
	struct clock_state s = started(&c), t;

	assert_near(clock_allowance(&c, &s), 100);          /* main time and every period */
	ck_assert(clock_charge(&c, &s, 10 + 30 + 30.5, 0)); /* main, two periods, 0.5 s */
	ck_assert(s.overtime);
	ck_assert_int_eq(s.count, 1);
	assert_near(clock_allowance(&c, &s), 30);
	ck_assert(clock_charge(&c, &s, 30, 0)); /* the whole period: kept */
	ck_assert_int_eq(s.count, 1);
	t = s;
	ck_assert(!clock_charge(&c, &t, 30.001, 0));
	ck_assert(clock_charge(&c, &s, 30.5, 1)); /* within the margin: the last period stays */
	ck_assert_int_eq(s.count, 1);
}
END_TEST

START_TEST(test_byoyomi_move_within_a_period_keeps_every_period)
{
	struct clock_control c = control("byoyomi:0+2x1");
	struct clock_state s = started(&c);

	ck_assert(s.overtime);
	ck_assert_int_eq(s.count, 2);
	ck_assert(clock_charge(&c, &s, 1.4, 0));
	ck_assert_int_eq(s.count, 1);
	ck_assert(clock_charge(&c, &s, 0.2, 0));
	ck_assert_int_eq(s.count, 1);
	ck_assert(!clock_charge(&c, &s, 1.4, 0));
}
END_TEST

START_TEST(test_fischer_adds_the_increment_after_each_move)
{
	struct clock_control c = control("fischer:10+5");
	struct clock_state s = started(&c);

	ck_assert(clock_charge(&c, &s, 3, 0));
	assert_near(s.main_left, 12);
	ck_assert(clock_charge(&c, &s, 12, 0)); /* all of it: the increment still comes */
	assert_near(s.main_left, 5);
	ck_assert(!clock_charge(&c, &s, 5.01, 0));
}
END_TEST

START_TEST(test_old_options_as_controls)
{
	struct clock_control c;
	struct clock_state s;
	char text[CLOCK_TEXT_MAX];

	clock_from_limits(0, 0, &c);
	ck_assert(!clock_limited(&c));
	s = started(&c);
	ck_assert(clock_charge(&c, &s, 1e6, 0));
	ck_assert(!clock_settings_command(&c, CLOCK_FORM_GTP, text, sizeof(text)));
	ck_assert(!clock_left_command(&c, &s, CLOCK_FORM_GTP, "black", text, sizeof(text)));
	clock_from_limits(0, 5, &c); /* --move-time 5 */
	ck_assert(clock_equal(&c, &(struct clock_control){CLOCK_CANADIAN, 0, 5, 1, 0, 0, 0}));
	s = started(&c);
	ck_assert(clock_charge(&c, &s, 5, 0));
	ck_assert(clock_charge(&c, &s, 5, 0)); /* a fresh period every move */
	ck_assert(!clock_charge(&c, &s, 5.01, 0));
	clock_from_limits(30, 2, &c); /* --game-time 30 --move-time 2 */
	s = started(&c);
	assert_near(clock_allowance(&c, &s), 2);
	ck_assert(!clock_charge(&c, &s, 2.5, 0));
	clock_from_limits(30, 0, &c); /* --game-time 30 */
	ck_assert(clock_equal(&c, &(struct clock_control){CLOCK_ABSOLUTE, 30, 0, 0, 0, 0, 0}));
}
END_TEST

START_TEST(test_gtp_settings_for_each_kind_and_form)
{
	static const struct {
		const char *control;
		enum clock_form form;
		const char *command;
	} cases[] = {
	    {"absolute:600", CLOCK_FORM_GTP, "time_settings 600 0 0"},
	    {"absolute:0.5", CLOCK_FORM_GTP, "time_settings 1 0 0"},
	    {"canadian:600+25/300", CLOCK_FORM_GTP, "time_settings 600 300 25"},
	    {"canadian:0+1/2.5", CLOCK_FORM_GTP, "time_settings 0 3 1"},
	    {"byoyomi:600+5x30", CLOCK_FORM_KGS, "kgs-time_settings byoyomi 600 30 5"},
	    {"byoyomi:0.5+2x1.5", CLOCK_FORM_KGS, "kgs-time_settings byoyomi 0.5 1.5 2"},
	    {"byoyomi:600+5x30", CLOCK_FORM_GTP, "time_settings 600 30 1"},
	    {"fischer:300+5", CLOCK_FORM_KATA, "kata-time_settings fischer 300 5"},
	    {"fischer:300+5", CLOCK_FORM_GTP, "time_settings 300 0 0"},
	};
	struct clock_control c = control(cases[_i].control);
	char text[CLOCK_TEXT_MAX];

	ck_assert(clock_settings_command(&c, cases[_i].form, text, sizeof(text)));
	ck_assert_str_eq(text, cases[_i].command);
}
END_TEST

START_TEST(test_form_follows_what_the_engine_knows)
{
	struct clock_control b = control("byoyomi:600+5x30"), f = control("fischer:300+5"),
	                     k = control("canadian:600+25/300");

	ck_assert_int_eq(clock_form_for(&b, true, true), CLOCK_FORM_KGS);
	ck_assert_int_eq(clock_form_for(&b, false, true), CLOCK_FORM_GTP);
	ck_assert_int_eq(clock_form_for(&f, true, true), CLOCK_FORM_KATA);
	ck_assert_int_eq(clock_form_for(&f, true, false), CLOCK_FORM_GTP);
	ck_assert_int_eq(clock_form_for(&k, true, true), CLOCK_FORM_GTP);
}
END_TEST

/* The time_left a clock gives, after charging `moves` moves of `each` seconds. */
static void
assert_left(const char *text, enum clock_form form, int moves, double each, const char *want)
{
	struct clock_control c = control(text);
	struct clock_state s = started(&c);
	char got[CLOCK_TEXT_MAX];

	for (int i = 0; i < moves; i++)
		ck_assert(clock_charge(&c, &s, each, 0));
	ck_assert(clock_left_command(&c, &s, form, "white", got, sizeof(got)));
	ck_assert_msg(strcmp(got, want) == 0, "%s after %d x %g s: got '%s', want '%s'", text,
	              moves, each, got, want);
}

START_TEST(test_time_left_in_gtp_terms)
{
	assert_left("absolute:600", CLOCK_FORM_GTP, 0, 0, "time_left white 600 0");
	assert_left("absolute:600", CLOCK_FORM_GTP, 1, 0.5, "time_left white 599 0");
	assert_left("absolute:1", CLOCK_FORM_GTP, 1, 1, "time_left white 0 0");
	assert_left("canadian:600+25/300", CLOCK_FORM_GTP, 1, 1, "time_left white 599 0");
	assert_left("canadian:0+25/300", CLOCK_FORM_GTP, 0, 0, "time_left white 300 25");
	assert_left("canadian:0+25/300", CLOCK_FORM_GTP, 2, 0.5, "time_left white 299 23");
	assert_left("canadian:0+2/300", CLOCK_FORM_GTP, 2, 1, "time_left white 300 2");
	/* byo-yomi: KGS's periods left, or one stone a period as time_settings said */
	assert_left("byoyomi:0+5x30", CLOCK_FORM_KGS, 0, 0, "time_left white 30 5");
	assert_left("byoyomi:0+5x30", CLOCK_FORM_KGS, 1, 45, "time_left white 30 4");
	assert_left("byoyomi:0+5x30", CLOCK_FORM_GTP, 1, 45, "time_left white 30 1");
	assert_left("byoyomi:60+5x30", CLOCK_FORM_KGS, 1, 10, "time_left white 50 0");
	/* Fischer: main time with the increments, in either form */
	assert_left("fischer:300+5", CLOCK_FORM_KATA, 2, 1, "time_left white 308 0");
	assert_left("fischer:300+5", CLOCK_FORM_GTP, 2, 1, "time_left white 308 0");
}
END_TEST

START_TEST(test_time_left_is_never_negative)
{
	struct clock_control c = control("absolute:1");
	struct clock_state s = started(&c);
	char got[CLOCK_TEXT_MAX];

	ck_assert(clock_charge(&c, &s, 1.2, 0.5)); /* forgiven, and charged: -0.2 s */
	ck_assert(clock_left_command(&c, &s, CLOCK_FORM_GTP, "black", got, sizeof(got)));
	ck_assert_str_eq(got, "time_left black 0 0");
}
END_TEST

START_TEST(test_sgf_marks_and_overtime_text)
{
	struct clock_control c = control("canadian:10+5/60");
	struct clock_state s = started(&c);
	struct clock_mark m;
	char ot[CLOCK_TEXT_MAX];

	clock_charge(&c, &s, 4, 0);
	m = clock_mark_of(&c, &s);
	ck_assert(m.kept);
	assert_near(m.left, 6);
	ck_assert_int_eq(m.count, -1); /* main time: no OB/OW */
	clock_charge(&c, &s, 10, 0);
	m = clock_mark_of(&c, &s);
	assert_near(m.left, 56);
	ck_assert_int_eq(m.count, 4);
	clock_overtime_text(&c, ot, sizeof(ot));
	ck_assert_str_eq(ot, "5/60 Canadian");
	c = control("byoyomi:0+5x30");
	s = started(&c);
	clock_charge(&c, &s, 40, 0);
	m = clock_mark_of(&c, &s);
	assert_near(m.left, 30); /* a full period for the next move */
	ck_assert_int_eq(m.count, 4);
	clock_overtime_text(&c, ot, sizeof(ot));
	ck_assert_str_eq(ot, "5x30 byo-yomi");
	c = control("fischer:300+5");
	clock_overtime_text(&c, ot, sizeof(ot));
	ck_assert_str_eq(ot, "5 fischer");
	c = control("absolute:10");
	s = started(&c);
	clock_charge(&c, &s, 10.2, 0.5);
	m = clock_mark_of(&c, &s);
	assert_near(m.left, 0); /* the forgiven overrun is not written as negative time */
	clock_overtime_text(&c, ot, sizeof(ot));
	ck_assert_str_eq(ot, "");
	c = control("none");
	ck_assert(!clock_mark_of(&c, &s).kept);
}
END_TEST

START_TEST(test_record_keeps_marks_by_move)
{
	struct clock_record r;

	memset(&r, 0, sizeof(r));
	ck_assert(clock_record_mark(&r, 3, (struct clock_mark){true, 1.5, -1}));
	ck_assert_uint_eq(r.n_marks, 4);
	ck_assert(!r.marks[0].kept && !r.marks[2].kept); /* the opening's moves */
	ck_assert(r.marks[3].kept);
	ck_assert(clock_record_mark(&r, 200, (struct clock_mark){true, 2, 3}));
	ck_assert_uint_eq(r.n_marks, 201);
	ck_assert(r.marks[3].kept && !r.marks[100].kept && r.marks[200].count == 3);
	ck_assert(!clock_record_mark(&r, (size_t)1 << 40, (struct clock_mark){true, 0, 0}));
	clock_record_free(&r);
	ck_assert_ptr_null(r.marks);
	ck_assert_uint_eq(r.n_marks, 0);
}
END_TEST

START_TEST(test_describe_says_where_the_clock_stands)
{
	struct clock_control c = control("canadian:10+25/300");
	struct clock_state s = started(&c);
	char text[CLOCK_TEXT_MAX];

	clock_describe(&c, &s, text, sizeof(text));
	ck_assert_str_eq(text, "main 10.00 s, then 25 stones in 300 s");
	clock_charge(&c, &s, 20, 0);
	clock_describe(&c, &s, text, sizeof(text));
	ck_assert_str_eq(text, "290.00 s for 24 stones");
	c = control("byoyomi:0+1x30");
	s = started(&c);
	clock_describe(&c, &s, text, sizeof(text));
	ck_assert_str_eq(text, "1 period of 30 s");
	clock_from_limits(30, 2, &c);
	s = started(&c);
	clock_describe(&c, &s, text, sizeof(text));
	ck_assert_str_eq(text, "30.00 s left, at most 2 s a move");
}
END_TEST

Suite *
clock_suite(void)
{
	Suite *s = suite_create("clock");
	TCase *tc = tcase_create("clock");

	tcase_add_test(tc, test_each_kind_parses_and_formats_back);
	tcase_add_test(tc, test_fields_of_each_kind);
	tcase_add_test(tc, test_times_in_minutes_hours_and_fractions);
	tcase_add_loop_test(tc, test_bad_text_is_refused_with_a_reason, 0,
	                    (int)(sizeof(bad_texts) / sizeof(bad_texts[0])));
	tcase_add_test(tc, test_reasons_name_the_problem);
	tcase_add_test(tc, test_absolute_move_using_all_its_time_is_no_loss);
	tcase_add_test(tc, test_margin_forgives_the_overrun_but_charges_it);
	tcase_add_test(tc, test_canadian_main_time_spills_into_the_first_period);
	tcase_add_test(tc, test_canadian_period_restarts_after_its_stones);
	tcase_add_test(tc, test_byoyomi_overrun_costs_a_period_a_fast_move_keeps_it);
	tcase_add_test(tc, test_byoyomi_move_within_a_period_keeps_every_period);
	tcase_add_test(tc, test_fischer_adds_the_increment_after_each_move);
	tcase_add_test(tc, test_old_options_as_controls);
	tcase_add_loop_test(tc, test_gtp_settings_for_each_kind_and_form, 0, 9);
	tcase_add_test(tc, test_form_follows_what_the_engine_knows);
	tcase_add_test(tc, test_time_left_in_gtp_terms);
	tcase_add_test(tc, test_time_left_is_never_negative);
	tcase_add_test(tc, test_sgf_marks_and_overtime_text);
	tcase_add_test(tc, test_record_keeps_marks_by_move);
	tcase_add_test(tc, test_describe_says_where_the_clock_stands);
	suite_add_tcase(s, tc);
	return s;
}
