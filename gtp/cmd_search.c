/*
 * cmd_search.c -- the search's settings over GTP, the same as the command
 * line's: a controller or a regression file can fix the playouts, the
 * threads and the seed-determinism of genmove without restarting goref.
 */
#include "gtp/commands.h"

#include <string.h>

#include "gtp/engine.h"

/* Drops the search so that the next genmove builds one with the new settings. */
static void
reset_search(struct engine *e)
{
	search_free(e->search);
	e->search = NULL;
}

/* Arguments: name value, name one of threads, playouts, time, max_memory (MB),
 * resign (a win rate, or never).  Fails: unknown parameter, invalid value.
 * Returns: nothing. playouts 0 and time 0 mean "not set" (the default limit). */
enum gtp_status
cmd_goref_set_param(struct gtp_session *s, struct engine *e, int argc, char **argv)
{
	const char *name = argv[0], *text = argv[1];
	double v;
	int n;

	(void)argc;
	if (strcmp(name, "threads") == 0) {
		if (!gtp_parse_int(text, &n) || n < 1 || n > 64)
			return gtp_fail(s, "invalid value");
		e->search_config.threads = n;
		reset_search(e);
	} else if (strcmp(name, "playouts") == 0) {
		if (!gtp_parse_int(text, &n) || n < 0)
			return gtp_fail(s, "invalid value");
		e->playouts = n;
	} else if (strcmp(name, "time") == 0) {
		if (!gtp_parse_float(text, &v) || !(v >= 0) || v > 1e6)
			return gtp_fail(s, "invalid value");
		e->move_time = v;
	} else if (strcmp(name, "max_memory") == 0) {
		if (!gtp_parse_int(text, &n) || n < 1 || n > 1 << 20)
			return gtp_fail(s, "invalid value");
		e->search_config.max_memory = (size_t)n << 20;
		reset_search(e);
	} else if (strcmp(name, "resign") == 0) {
		if (strcmp(text, "never") == 0)
			v = 0;
		else if (!gtp_parse_float(text, &v) || !(v >= 0) || v >= 1)
			return gtp_fail(s, "invalid value");
		e->search_config.resign_winrate = v;
		reset_search(e);
	} else {
		gtp_detail("parameters: threads, playouts, time, max_memory, resign");
		return gtp_fail(s, "unknown parameter");
	}
	return GTP_OK;
}
