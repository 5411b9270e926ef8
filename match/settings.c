/* settings.c -- recording a match's settings in its folder and checking a rerun against them. */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* glibc declares realpath() only for XSI or this */
#endif
#include "match/settings.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/rules/rules.h"
#include "match/clock.h"
#include "match/durable.h"
#include "match/openings.h"
#include "match/options.h"
#include "match/tournament.h"

#define SETTINGS_HEADER                                                                            \
	"# goref-match: the settings of the match in this folder. A run into it must\n"            \
	"# use the same ones (--extend lets --games grow).\n"

static void __attribute__((format(printf, 3, 4)))
add(struct match_settings *s, const char *key, const char *fmt, ...)
{
	va_list ap;

	if (s->n == SETTINGS_MAX)
		return;
	snprintf(s->key[s->n], SETTINGS_KEY_MAX, "%s", key);
	va_start(ap, fmt);
	vsnprintf(s->value[s->n], SETTINGS_VALUE_MAX, fmt, ap);
	va_end(ap);
	for (char *c = s->value[s->n]; *c; c++)
		if (*c == '\t' || *c == '\n' || *c == '\r')
			*c = ' ';
	s->n++;
}

/*
 * The time controls, when they are not what move-time and game-time say
 * (--tc, --black-tc, --white-tc): black-tc and white-tc, the first and the
 * second engine's, as clock_parse reads them; time-margin when not the
 * default. Folders of matches played without them hold neither key.
 */
static void
add_clocks(const struct match_options *o, struct match_settings *s)
{
	struct clock_control old;
	char text[CLOCK_TEXT_MAX];

	clock_from_limits(o->game_time, o->move_time, &old);
	if (!o->tournament && (!clock_equal(&o->clock[0], &old) || !clock_equal(&o->clock[1], &old))) {
		clock_format(&o->clock[0], text, sizeof(text));
		add(s, "black-tc", "%s", text);
		clock_format(&o->clock[1], text, sizeof(text));
		add(s, "white-tc", "%s", text);
	}
	if (o->time_margin != MATCH_DEFAULT_TIME_MARGIN)
		add(s, "time-margin", "%.15g", o->time_margin);
}

/*
 * A tournament's own settings: its event, rounds, and each engine (engine-1 ...)
 * as "NAME | CONTROL | COMMAND". Its rounds change as its games do (--extend).
 */
static void
add_tournament(const struct tournament *t, struct match_settings *s)
{
	char key[SETTINGS_KEY_MAX], text[CLOCK_TEXT_MAX];

	add(s, "event", "%s", tournament_event_name(t->event));
	add(s, "rounds", "%d", t->rounds);
	add(s, "engines", "%d", t->n);
	for (int i = 0; i < t->n; i++) {
		snprintf(key, sizeof(key), "engine-%d", i + 1);
		clock_format(&t->engine[i].clock, text, sizeof(text));
		add(s, key, "%s | %s | %s", t->engine[i].name, text, t->engine[i].command);
	}
}

/*
 * The settings that make the match what it is: engines, colours, board, rules
 * of play, the opening suite (its contents, by digest, not its path), time
 * control, the judgement's seed and the split into shards. Not
 * how it is run (-j, --timeout, --out, which shard, --engine-stderr).
 */
void
settings_of(const struct match_options *o, struct match_settings *s)
{
	char opening[PATH_MAX], plies[16] = "all", suite[SETTINGS_VALUE_MAX] = "-";

	s->n = 0;
	if (o->tournament) {
		add_tournament(o->tournament, s);
	} else {
		add(s, "black", "%s", o->engine[0]);
		add(s, "white", "%s", o->engine[1]);
		add(s, "black-name", "%s", o->label[0] ? o->label[0] : "-");
		add(s, "white-name", "%s", o->label[1] ? o->label[1] : "-");
		add(s, "alternate", "%s", o->alternate ? "yes" : "no");
	}
	add(s, "games", "%d", o->games);
	add(s, "size", "%d", o->size);
	add(s, "rules", "%s", o->rules->name);
	add(s, "komi", "%.15g", o->komi);
	add(s, "handicap", "%d%s", o->handicap, o->free_handicap ? " free" : "");
	add(s, "opening", "%s",
	    !o->opening                     ? "-"
	    : realpath(o->opening, opening) ? opening
	                                    : o->opening);
	if (o->opening_plies != OPENINGS_ALL_PLIES)
		snprintf(plies, sizeof(plies), "%d", o->opening_plies);
	if (o->suite)
		openings_setting(o->suite, suite, sizeof(suite));
	/* Only with a suite, as adjudicate below: a folder of an older goref-match then
	 * gets to the check that names its results file's older columns. The order and
	 * plies first: a change of either changes the suite's digest too. */
	if (o->suite) {
		add(s, "opening-order", "%s", o->opening_random ? "random" : "sequential");
		add(s, "opening-plies", "%s", plies);
		add(s, "openings", "%s", suite);
	}
	add(s, "max-moves", "%d", o->max_moves);
	if (o->adjudicate_moves > 0) /* only then: folders made before the option still resume */
		add(s, "adjudicate", "%d,%.15g", o->adjudicate_moves, o->adjudicate_points);
	add(s, "move-time", "%.15g", o->move_time);
	add(s, "game-time", "%.15g", o->game_time);
	add_clocks(o, s);
	add(s, "seed", "%llu", (unsigned long long)o->seed);
	add(s, "shards", "%d", o->shards);
}

static const char *
lookup(const struct match_settings *s, const char *key)
{
	for (int i = 0; i < s->n; i++)
		if (strcmp(s->key[i], key) == 0)
			return s->value[i];
	return NULL;
}

/*
 * Reads DIR/match-settings into s; false with errno set (ENOENT: none yet), and
 * *kind when it is no regular file (a FIFO would block the read for good).
 */
static bool
settings_read(const char *path, struct match_settings *s, const char **kind)
{
	int fd = durable_open_regular(path, O_RDONLY, kind);
	FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
	char line[SETTINGS_KEY_MAX + SETTINGS_VALUE_MAX + 2];

	s->n = 0;
	if (!f) {
		int err = errno;

		if (fd >= 0)
			close(fd);
		errno = err;
		return false;
	}
	while (fgets(line, sizeof(line), f)) {
		char *tab = strchr(line, '\t'), *nl = strchr(line, '\n');

		if (line[0] == '#' || !tab || !nl || s->n == SETTINGS_MAX)
			continue;
		*tab = *nl = '\0';
		snprintf(s->key[s->n], SETTINGS_KEY_MAX, "%.*s", SETTINGS_KEY_MAX - 1, line);
		snprintf(s->value[s->n], SETTINGS_VALUE_MAX, "%.*s", SETTINGS_VALUE_MAX - 1,
		         tab + 1);
		s->n++;
	}
	fclose(f);
	return true;
}

static char *
settings_text(const struct match_settings *s)
{
	size_t cap =
	    sizeof(SETTINGS_HEADER) + (size_t)s->n * (SETTINGS_KEY_MAX + SETTINGS_VALUE_MAX + 2);
	char *text = malloc(cap), *p = text;

	if (!text)
		return NULL;
	p += sprintf(p, "%s", SETTINGS_HEADER);
	for (int i = 0; i < s->n; i++)
		p += sprintf(p, "%s\t%s\n", s->key[i], s->value[i]);
	return text;
}

/*
 * Creates path with the settings unless it exists: written to a temporary file
 * and linked into place, so of two shards starting at once exactly one creates
 * it and the other reads it. Returns 1 created, 0 it existed, -1 error.
 */
static int
settings_create(const char *path, const struct match_settings *s)
{
	size_t n = strlen(path) + 32;
	char *tmp = malloc(n), *text = settings_text(s);
	int made = -1;

	if (tmp && text) {
		snprintf(tmp, n, "%s.new.%ld", path, (long)getpid());
		if (durable_write_file(tmp, text, strlen(text))) {
			made = link(tmp, path) == 0 ? 1 : errno == EEXIST ? 0 : -1;
			unlink(tmp);
		}
	}
	free(tmp);
	free(text);
	return made;
}

/* The first setting where `want` and `have` differ (games aside, and a tournament's
 * rounds, which make its games); NULL when none. */
static const char *
first_difference(const struct match_settings *want, const struct match_settings *have)
{
	for (int i = 0; i < want->n; i++) {
		const char *v = lookup(have, want->key[i]);

		if (strcmp(want->key[i], "games") != 0 && strcmp(want->key[i], "rounds") != 0 &&
		    (!v || strcmp(v, want->value[i]) != 0))
			return want->key[i];
	}
	for (int i = 0; i < have->n; i++)
		if (!lookup(want, have->key[i]))
			return have->key[i];
	return NULL;
}

/* Checks the number of games; with extend a larger number is written into the file. */
static bool
games_agree(const char *path, const struct match_settings *want, const struct match_settings *have,
            bool extend)
{
	const char *w = lookup(want, "games"), *h = lookup(have, "games");
	long wanted = strtol(w, NULL, 10), had = h ? strtol(h, NULL, 10) : -1;
	char *text;
	bool ok;

	if (wanted == had)
		return true;
	if (!extend || wanted < had) {
		fprintf(
		    stderr, "goref-match: %s: this folder holds a match of %s games, not %ld; %s\n",
		    path, h ? h : "?", wanted,
		    wanted < had ? "a match cannot shrink" : "give --extend to add games to it");
		return false;
	}
	text = settings_text(want);
	ok = text && durable_write_file(path, text, strlen(text));
	if (!ok)
		fprintf(stderr, "goref-match: cannot write %s: %s\n", path, strerror(errno));
	free(text);
	return ok;
}

/* Reads the settings of the match in dir (DIR/match-settings) into s, as settings_read:
 * false with errno set (ENOENT: the folder has none), *kind for no regular file. */
bool
settings_load(const char *dir, struct match_settings *s, const char **kind)
{
	size_t n = strlen(dir) + sizeof("/" SETTINGS_FILE);
	char *path = malloc(n);
	bool ok;

	*kind = NULL;
	if (!path) {
		errno = ENOMEM;
		return false;
	}
	snprintf(path, n, "%s/%s", dir, SETTINGS_FILE);
	ok = settings_read(path, s, kind);
	free(path);
	return ok;
}

/* The value of the setting `key` in s, NULL when s has none. */
const char *
settings_value(const struct match_settings *s, const char *key)
{
	return lookup(s, key);
}

/*
 * Records the settings in dir on the first run; on a later run checks that they
 * are the same, printing the first that differs. Returns false when the run must
 * not go on.
 */
bool
settings_agree(const char *dir, const struct match_settings *s, bool extend)
{
	size_t n = strlen(dir) + sizeof("/" SETTINGS_FILE);
	char *path = malloc(n);
	struct match_settings *have = malloc(sizeof(*have));
	const char *key, *kind = NULL;
	bool ok = false;
	int made;

	if (!path || !have)
		goto out;
	snprintf(path, n, "%s/%s", dir, SETTINGS_FILE);
	if (settings_read(path, have, &kind)) {
		made = 0;
	} else if (errno != ENOENT) {
		made = -1;
	} else {
		made = settings_create(path, s);
		/* 0: another shard made it first: read what it wrote */
		if (made == 0 && !settings_read(path, have, &kind))
			made = -1;
	}
	if (made < 0 && kind) {
		fprintf(stderr, "goref-match: %s is %s, not a regular file (the settings)\n", path,
		        kind);
		goto out;
	}
	if (made < 0) {
		fprintf(stderr, "goref-match: cannot use %s: %s\n", path, strerror(errno));
		goto out;
	}
	if (made == 1) {
		ok = true;
		goto out;
	}
	key = first_difference(s, have);
	if (key) {
		const char *v = lookup(have, key), *w = lookup(s, key);

		fprintf(stderr,
		        "goref-match: %s holds another match: its %s is '%s', not '%s' (see %s); "
		        "give another --out\n",
		        dir, key, v ? v : "(not set)", w ? w : "(not set)", path);
		goto out;
	}
	ok = games_agree(path, s, have, extend);
out:
	free(path);
	free(have);
	return ok;
}
