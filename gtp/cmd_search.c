/*
 * cmd_search.c -- the search's settings, the same over GTP as on the command
 * line: a controller or a regression file can fix the playouts, the threads and
 * the seed-determinism of genmove without restarting goref.
 */
#include "gtp/commands.h"

#include <string.h>

#include "gtp/table.h"

/* GTP names of enum search_param, in its order (the options are "--" + name,
 * with '-' for '_'). */
static const char *const param_names[PARAM_COUNT] = {"threads", "playouts", "time", "max_memory",
                                                     "resign"};

/* The setting called name, or -1. */
int
search_param_find(const char *name)
{
	for (int p = 0; p < PARAM_COUNT; p++)
		if (strcmp(name, param_names[p]) == 0)
			return p;
	return -1;
}

/*
 * Reads text as a value of setting p into *out; answers NULL, or why the value
 * is refused. With zero_unsets, playouts 0 and time 0 mean "not set" (the
 * default limit), which goref-set_param needs to undo an earlier setting; the
 * options refuse them.
 */
const char *
search_param_parse(enum search_param p, const char *text, bool zero_unsets, double *out)
{
	int n;

	switch (p) {
	case PARAM_THREADS:
		if (!gtp_parse_int(text, &n) || n < 1 || n > 64)
			return "threads are 1 to 64";
		*out = n;
		return NULL;
	case PARAM_PLAYOUTS:
		if (!gtp_parse_int(text, &n) || n < (zero_unsets ? 0 : 1))
			return zero_unsets ? "playouts are 0 (not set) to 2147483647"
			                   : "playouts are 1 to 2147483647";
		*out = n;
		return NULL;
	case PARAM_TIME:
		if (!gtp_parse_float(text, out) || !(*out > 0 || (zero_unsets && *out == 0)) ||
		    *out > 1e6)
			return zero_unsets ? "seconds are 0 (not set) to 1000000"
			                   : "seconds are above 0, at most 1000000";
		return NULL;
	case PARAM_MAX_MEMORY:
		if (!gtp_parse_int(text, &n) || n < 1 || n > 1 << 20)
			return "memory is 1 to 1048576 MB";
		*out = n;
		return NULL;
	case PARAM_RESIGN:
		if (strcmp(text, "never") == 0)
			*out = 0;
		else if (!gtp_parse_float(text, out) || !(*out >= 0) || *out >= 1)
			return "never, or a win rate from 0 below 1";
		return NULL;
	case PARAM_COUNT:
		break;
	}
	return "unknown parameter";
}

/* Sets p to a value search_param_parse accepted. A setting the tree is built
 * with drops the search, so that the next genmove builds one with it. */
void
table_set_search_param(struct table *t, enum search_param p, double value)
{
	switch (p) {
	case PARAM_THREADS:
		t->search_config.threads = (int)value;
		break;
	case PARAM_PLAYOUTS:
		t->playouts = (int64_t)value;
		return;
	case PARAM_TIME:
		t->move_time = value;
		return;
	case PARAM_MAX_MEMORY:
		t->search_config.max_memory = (size_t)value << 20;
		break;
	case PARAM_RESIGN:
		t->search_config.resign_winrate = value;
		break;
	case PARAM_COUNT:
		return;
	}
	search_free(t->search);
	t->search = NULL;
}

/* Arguments: name value, name one of threads, playouts, time, max_memory (MB),
 * resign (a win rate, or never).  Fails: unknown parameter, invalid value.
 * Returns: nothing. playouts 0 and time 0 mean "not set" (the default limit). */
enum gtp_status
cmd_goref_set_param(struct gtp_session *s, struct table *t, int argc, char **argv)
{
	int p = search_param_find(argv[0]);
	const char *why;
	double value;

	(void)argc;
	if (p < 0) {
		gtp_detail("parameters: threads, playouts, time, max_memory, resign");
		return gtp_fail(s, "unknown parameter");
	}
	why = search_param_parse((enum search_param)p, argv[1], true, &value);
	if (why) {
		gtp_detail("%s", why);
		return gtp_fail(s, "invalid value");
	}
	table_set_search_param(t, (enum search_param)p, value);
	return GTP_OK;
}
