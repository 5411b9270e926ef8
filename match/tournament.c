/* tournament.c -- reading a tournament file, and the schedule of its games. */
#include "match/tournament.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "match/durable.h"
#include "match/options.h"

/* Most games of a match (--games). */
#define TOURNAMENT_MAX_GAMES 100000000

/* The keys of the event (before the first engine), with the option each one is. */
static const struct {
	const char *key;
	const char *option; /* as on the command line; NULL: the file's own key */
} event_keys[] = {
	{"event", NULL},
	{"rounds", NULL},
	{"size", "--size"},
	{"komi", "--komi"},
	{"rules", "--rules"},
	{"opening", "--opening"},
	{"openings", "--openings"},
	{"opening-order", "--opening-order"},
	{"opening-plies", "--opening-plies"},
	{"max-moves", "--max-moves"},
	{"adjudicate", "--adjudicate"},
	{"tc", "--tc"},
};
#define EVENT_KEYS ((int)(sizeof(event_keys) / sizeof(event_keys[0])))

static const char *const event_names[] = {
	[TOURNAMENT_ROUND_ROBIN] = "round-robin",
	[TOURNAMENT_GAUNTLET] = "gauntlet",
};

/* The reading of one file. */
struct reader {
	const char *path;       /* the file, for messages */
	int line;               /* the line being read, from 1 */
	struct tournament *t;   /* what it says so far */
	struct match_options *o;
	int seen[EVENT_KEYS];   /* the line that gave each event key, 0: not yet */
	int rounds_line;        /* the line of rounds, 0: none (1 round) */
};

/* Says what is wrong at the reader's line (0: with the file as a whole); false. */
static bool __attribute__((format(printf, 3, 4)))
refuse(const struct reader *r, int line, const char *fmt, ...)
{
	va_list ap;

	if (line > 0)
		fprintf(stderr, "goref-match: %s:%d: ", r->path, line);
	else
		fprintf(stderr, "goref-match: %s: ", r->path);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return false;
}

const char *
tournament_event_name(enum tournament_event event)
{
	return event_names[event];
}

/*
 * Reads one line of f into buf (its newline dropped); false at the end of the
 * file. *len counts its bytes, NUL bytes too; *too_long tells a line that did
 * not fit (the rest of it is skipped).
 */
static bool
read_line(FILE *f, char *buf, size_t size, size_t *len, bool *too_long)
{
	int c;

	*len = 0;
	*too_long = false;
	while ((c = getc(f)) != EOF && c != '\n') {
		if (*len + 1 < size)
			buf[(*len)++] = (char)c;
		else
			*too_long = true;
	}
	buf[*len] = '\0';
	return c != EOF || *len > 0 || *too_long;
}

/* Cuts the comment ('#' at the start or after a blank) and the blanks around; returns
 * the start of what is left. */
static char *
strip(char *s)
{
	size_t n;

	for (size_t i = 0; s[i]; i++)
		if (s[i] == '#' && (i == 0 || s[i - 1] == ' ' || s[i - 1] == '\t')) {
			s[i] = '\0';
			break;
		}
	s += strspn(s, " \t");
	n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
		s[--n] = '\0';
	return s;
}

/* The path `value` of the file's key: relative ones are relative to the file's folder.
 * Returns malloc'd text, NULL when out of memory. */
static char *
file_relative(const char *file, const char *value)
{
	const char *slash = strrchr(file, '/');
	size_t dir = slash ? (size_t)(slash - file) + 1 : 0;
	char *out;

	if (value[0] == '/')
		dir = 0;
	out = malloc(dir + strlen(value) + 1);
	if (out) {
		memcpy(out, file, dir);
		strcpy(out + dir, value);
	}
	return out;
}

/* The event keys opening and openings: a path, made relative to the working folder and
 * checked to exist (its contents are checked when main loads it). */
static bool
take_path(struct reader *r, const char *key, const char *value, char **store)
{
	struct stat st;

	*store = file_relative(r->path, value);
	if (!*store)
		return refuse(r, r->line, "out of memory");
	if (stat(*store, &st) != 0)
		return refuse(r, r->line, "%s: cannot read %s: %s", key, *store, strerror(errno));
	return true;
}

/* One line "KEY VALUE" of the event's part of the file. */
static bool
take_event_key(struct reader *r, int k, const char *value)
{
	const char *key = event_keys[k].key;
	char where[64 + 4096];
	int rounds;

	if (r->seen[k])
		return refuse(r, r->line, "'%s' is given twice (first on line %d)", key, r->seen[k]);
	r->seen[k] = r->line;
	if (strcmp(key, "event") == 0) {
		for (int e = 0; e < (int)(sizeof(event_names) / sizeof(event_names[0])); e++)
			if (strcmp(value, event_names[e]) == 0) {
				r->t->event = (enum tournament_event)e;
				return true;
			}
		return refuse(r, r->line, "unknown event '%s': round-robin or gauntlet", value);
	}
	if (strcmp(key, "rounds") == 0) {
		/* Digits only: strtol would take "+2", " 2" or "0x2". */
		if (strspn(value, "0123456789") != strlen(value) || strlen(value) > 9 ||
		    (rounds = atoi(value)) < 1)
			return refuse(r, r->line, "bad value for rounds: '%s' (a whole number, 1 or more)",
			              value);
		r->t->rounds = rounds;
		r->rounds_line = r->line;
		return true;
	}
	if (strcmp(key, "opening") == 0 && !take_path(r, key, value, &r->t->opening))
		return false;
	if (strcmp(key, "openings") == 0 && !take_path(r, key, value, &r->t->openings))
		return false;
	if (strcmp(key, "opening") == 0)
		value = r->t->opening;
	else if (strcmp(key, "openings") == 0)
		value = r->t->openings;
	snprintf(where, sizeof(where), "%s:%d", r->path, r->line);
	return match_options_take(r->o, event_keys[k].option, key, value, where);
}

/* "engine NAME": a new engine; its name one word, new, short enough. */
static bool
start_engine(struct reader *r, const char *name)
{
	struct tournament *t = r->t;
	struct tournament_engine *e;

	if (!name[0])
		return refuse(r, r->line, "'engine' needs a name: engine NAME");
	if (strcspn(name, " \t") != strlen(name))
		return refuse(r, r->line, "an engine's name is one word: '%s' is not", name);
	if (strlen(name) >= RESULTS_NAME_MAX)
		return refuse(r, r->line, "the engine name '%s' is longer than %d bytes", name,
		              RESULTS_NAME_MAX - 1);
	for (int i = 0; i < t->n; i++)
		if (strcmp(t->engine[i].name, name) == 0)
			return refuse(r, r->line, "two engines are called '%s' (the first on line %d)",
			              name, t->engine[i].line);
	if (t->n == TOURNAMENT_MAX_ENGINES)
		return refuse(r, r->line, "more than %d engines", TOURNAMENT_MAX_ENGINES);
	e = &t->engine[t->n++];
	snprintf(e->name, sizeof(e->name), "%s", name);
	e->line = r->line;
	return true;
}

/* One line "KEY VALUE" of the block of engine e. */
static bool
take_engine_key(struct reader *r, struct tournament_engine *e, const char *key,
                const char *value)
{
	char why[160];

	if (strcmp(key, "command") == 0) {
		if (e->command)
			return refuse(r, r->line, "engine '%s' has two commands", e->name);
		if (strlen(value) > TOURNAMENT_COMMAND_MAX)
			return refuse(r, r->line, "the command is longer than %d bytes",
			              TOURNAMENT_COMMAND_MAX);
		e->command = strdup(value);
		return e->command ? true : refuse(r, r->line, "out of memory");
	}
	/* tc */
	if (e->clock_given)
		return refuse(r, r->line, "engine '%s' has two tc lines", e->name);
	if (!clock_parse(value, &e->clock, why, sizeof(why)))
		return refuse(r, r->line, "bad value for tc: '%s': %s", value, why);
	e->clock_given = true;
	return true;
}

/* The event key called key, or -1. */
static int
find_event_key(const char *key)
{
	for (int k = 0; k < EVENT_KEYS; k++)
		if (strcmp(key, event_keys[k].key) == 0)
			return k;
	return -1;
}

/* One line of the file, comment and blanks cut. */
static bool
take_line(struct reader *r, char *s)
{
	struct tournament *t = r->t;
	size_t n = strcspn(s, " \t");
	bool in_engine = t->n > 0;
	char *value = s + n;
	int k;

	if (*value)
		*value++ = '\0';
	value += strspn(value, " \t");
	if (strcmp(s, "engine") == 0) {
		if (in_engine && !t->engine[t->n - 1].command)
			return refuse(r, t->engine[t->n - 1].line, "engine '%s' has no command",
			              t->engine[t->n - 1].name);
		return start_engine(r, value);
	}
	k = find_event_key(s);
	if (k < 0 && strcmp(s, "command") != 0 && strcmp(s, "tc") != 0)
		return refuse(r, r->line,
		              "unknown key '%s' (the event's: event, rounds, size, komi, rules, "
		              "opening, openings, opening-order, opening-plies, max-moves, "
		              "adjudicate, tc; then for each engine: engine NAME, command, tc)",
		              s);
	if (!*value)
		return refuse(r, r->line, "'%s' needs a value", s);
	if (in_engine && (strcmp(s, "command") == 0 || strcmp(s, "tc") == 0))
		return take_engine_key(r, &t->engine[t->n - 1], s, value);
	if (in_engine)
		return refuse(r, r->line,
		              "'%s' is a key of the event, and the event's keys come before the "
		              "first engine",
		              s);
	if (strcmp(s, "command") == 0)
		return refuse(r, r->line, "'command' belongs to an engine: after an 'engine NAME' line");
	return take_event_key(r, k, value);
}

/* Reads every line of f; false after saying what is wrong. */
static bool
read_file(struct reader *r, FILE *f)
{
	char buf[TOURNAMENT_LINE_MAX], *line;
	size_t len;
	bool too_long;

	while (read_line(f, buf, sizeof(buf), &len, &too_long)) {
		r->line++;
		if (too_long)
			return refuse(r, r->line, "a line longer than %d bytes", TOURNAMENT_LINE_MAX - 1);
		for (size_t i = 0; i < len; i++) {
			unsigned char c = (unsigned char)buf[i];

			if ((c < 0x20 && c != '\t' && !(c == '\r' && i == len - 1)) || c == 0x7f)
				return refuse(r, r->line, "a control character (byte 0x%02x)", c);
		}
		line = strip(buf);
		if (*line && !take_line(r, line))
			return false;
	}
	if (ferror(f))
		return refuse(r, 0, "cannot read it: %s", strerror(errno));
	return true;
}

/* What the whole file must hold: two engines or more, each with its command; not too many
 * games. Sets the games and each engine's clock. */
static bool
finish(struct reader *r)
{
	struct tournament *t = r->t;
	long long games;

	if (t->n > 0 && !t->engine[t->n - 1].command)
		return refuse(r, t->engine[t->n - 1].line, "engine '%s' has no command",
		              t->engine[t->n - 1].name);
	if (t->n < 2)
		return refuse(r, 0,
		              "a tournament needs two engines or more, this file has %d (each an "
		              "'engine NAME' line and its 'command CMD')",
		              t->n);
	if (r->seen[find_event_key("opening")] && r->seen[find_event_key("openings")])
		return refuse(r, r->seen[find_event_key("openings")],
		              "give opening (one start for every game) or openings (a suite), "
		              "not both (opening is on line %d)",
		              r->seen[find_event_key("opening")]);
	for (int k = find_event_key("opening-order"); k <= find_event_key("opening-plies"); k++)
		if (r->seen[k] && !r->seen[find_event_key("openings")])
			return refuse(r, r->seen[k], "%s needs openings (a suite)", event_keys[k].key);
	games = 2LL * t->rounds * tournament_pairings(t);
	if (games > TOURNAMENT_MAX_GAMES)
		return refuse(r, r->rounds_line, "%d rounds of %d pairing%s are %lld games, more than %d",
		              t->rounds, tournament_pairings(t), tournament_pairings(t) == 1 ? "" : "s",
		              games, TOURNAMENT_MAX_GAMES);
	r->o->games = (int)games;
	r->o->alternate = true; /* each pairing's games come in pairs, colours swapped */
	for (int i = 0; i < t->n; i++)
		if (!t->engine[i].clock_given) {
			if (r->o->tc_given)
				t->engine[i].clock = r->o->tc;
			else
				clock_from_limits(0, 0, &t->engine[i].clock);
		}
	return true;
}

/*
 * Reads the tournament file at path into o: o->tournament (owned by o: free it
 * with tournament_free), the event's settings (size, komi, rules, openings, ...),
 * o->games. False after saying what is wrong, with the file and line.
 */
bool
tournament_load(const char *path, struct match_options *o)
{
	struct reader r = {.path = path, .o = o};
	const char *kind;
	int fd = durable_open_regular(path, O_RDONLY, &kind);
	FILE *f = fd >= 0 ? fdopen(fd, "r") : NULL;
	bool ok;

	if (!f) {
		if (kind)
			fprintf(stderr, "goref-match: %s is %s, not a regular file (a tournament)\n",
			        path, kind);
		else
			fprintf(stderr, "goref-match: cannot read the tournament %s: %s\n", path,
			        strerror(errno));
		if (fd >= 0)
			close(fd);
		return false;
	}
	r.t = calloc(1, sizeof(*r.t));
	if (!r.t) {
		fclose(f);
		fprintf(stderr, "goref-match: %s: out of memory\n", path);
		return false;
	}
	r.t->rounds = 1;
	r.t->event = TOURNAMENT_ROUND_ROBIN;
	ok = read_file(&r, f) && finish(&r);
	fclose(f);
	if (!ok) {
		tournament_free(r.t);
		return false;
	}
	o->tournament = r.t;
	return true;
}

void
tournament_free(struct tournament *t)
{
	if (!t)
		return;
	for (int i = 0; i < t->n; i++)
		free(t->engine[i].command);
	free(t->opening);
	free(t->openings);
	free(t);
}

/* The pairings of a round: every two engines (round robin), or the first with each
 * other one (gauntlet). */
int
tournament_pairings(const struct tournament *t)
{
	return t->event == TOURNAMENT_GAUNTLET ? t->n - 1 : t->n * (t->n - 1) / 2;
}

/*
 * The engines of pairing p (from 0), a < b: round robin (0,1), (0,2) ... (0,n-1),
 * (1,2) ...; gauntlet (0,1), (0,2) ... (0,n-1). Neighbouring pairings share an
 * engine, which a worker keeps running from one to the next.
 */
void
tournament_pairing(const struct tournament *t, int p, int *a, int *b)
{
	int i = 0;

	if (t->event == TOURNAMENT_ROUND_ROBIN)
		while (p >= t->n - 1 - i) {
			p -= t->n - 1 - i;
			i++;
		}
	*a = i;
	*b = i + 1 + p;
}

/*
 * The engines of game number `game` (from 1): *first, the pairing's lower one, has
 * Black in odd games, *second in even ones. A round is 2 games of each pairing in
 * pairing order: games 2k-1 and 2k are one pairing, colours swapped.
 */
void
tournament_engines_of_game(const struct tournament *t, int game, int *first, int *second)
{
	int per_round = 2 * tournament_pairings(t);

	tournament_pairing(t, (game - 1) % per_round / 2, first, second);
}
