/*
 * cmd_time.c -- the clock: GTP's time_settings and time_left, and KGS's
 * kgs-time_settings (none, absolute, byoyomi, canadian). Settings reset both
 * players' clocks; every refusal leaves everything as it was.
 */
#include "gtp/commands.h"

#include <string.h>

#include "gtp/table.h"

/* New settings: both clocks start afresh. */
static void
set_clock(struct table *t, struct timectl_settings settings)
{
	t->time = settings;
	t->left[COLOR_BLACK] = t->left[COLOR_WHITE] = timectl_start(&settings);
}

/* Arguments: main_time byo_yomi_time byo_yomi_stones (non-negative ints).
 * Fails: syntax error.  Returns: nothing. byo_yomi_time > 0 with 0 stones: no
 * limit; byo_yomi_time 0: absolute time; else Canadian byo-yomi. */
enum gtp_status
cmd_time_settings(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	int v[3];

	(void)argc;
	for (int i = 0; i < 3; i++)
		if (!gtp_parse_int(argv[i], &v[i]) || v[i] < 0)
			return gtp_fail(s, "syntax error");
	set_clock(t, timectl_from_gtp(v[0], v[1], v[2]));
	return GTP_OK;
}

/* A non-negative number of seconds (KGS may send fractions). */
static bool
arg_seconds(const char *text, double *out)
{
	if (gtp_parse_float(text, out) && *out >= 0 && *out <= 1e9)
		return true;
	gtp_detail("not a number of seconds: %.40s", text);
	return false;
}

/* Arguments: none | absolute main | byoyomi main period periods | canadian main
 * period stones (seconds as numbers, counts as non-negative ints).  Fails: syntax
 * error.  Returns: nothing. (KGS's kgsGtp; under byoyomi, time_left's stones
 * are the periods left.) */
enum gtp_status
cmd_kgs_time_settings(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	struct timectl_settings settings = { TIMECTL_NONE, 0, 0, 0, 0 };
	const char *kind = argv[0];
	int want = strcmp(kind, "none") == 0 ? 1 : strcmp(kind, "absolute") == 0 ? 2 :
		   strcmp(kind, "byoyomi") == 0 || strcmp(kind, "canadian") == 0 ? 4 : 0;
	int count = 0;

	if (want == 0) {
		gtp_detail("kgs-time_settings: unknown kind %.40s", kind);
		return gtp_fail(s, "syntax error");
	}
	if (argc != want) {
		gtp_detail("kgs-time_settings %s takes %d arguments", kind, want - 1);
		return gtp_fail(s, "syntax error");
	}
	if (want >= 2 && !arg_seconds(argv[1], &settings.main_time))
		return gtp_fail(s, "syntax error");
	if (want == 4 && (!arg_seconds(argv[2], &settings.period_time) ||
			  !gtp_parse_int(argv[3], &count) || count < 0))
		return gtp_fail(s, "syntax error");
	if (want == 2)
		settings.kind = TIMECTL_ABSOLUTE;
	else if (want == 4 && (count == 0 || settings.period_time == 0))
		settings.kind = TIMECTL_ABSOLUTE; /* no overtime after all */
	else if (want == 4 && kind[0] == 'b') {
		settings.kind = TIMECTL_BYOYOMI;
		settings.periods = count;
	} else if (want == 4) {
		settings.kind = TIMECTL_CANADIAN;
		settings.period_stones = count;
	}
	set_clock(t, settings);
	return GTP_OK;
}

/* Arguments: color time stones (ints; stones >= 0, 0 in main time; under KGS's
 * byoyomi the periods left).  Fails: syntax error.  Returns: nothing. */
enum gtp_status
cmd_time_left(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	enum color color;
	int seconds, stones;

	(void)argc;
	if (!arg_color(argv[0], &color) || !gtp_parse_int(argv[1], &seconds) ||
	    !gtp_parse_int(argv[2], &stones) || stones < 0)
		return gtp_fail(s, "syntax error");
	t->left[color].seconds = seconds;
	t->left[color].count = stones;
	return GTP_OK;
}
