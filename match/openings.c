/*
 * openings.c -- reading an opening suite: a folder's *.sgf files in name order, or
 * one collection file, each game tree loaded by sgf_load under the match's rules
 * and refused with its file, tree and reason when it cannot start a game; then
 * which opening each game plays.
 */
#include "match/openings.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/rules/sgf.h"
#include "match/digest.h"
#include "match/durable.h"
#include "match/options.h"

/*
 * Reads the SGF file at path into memory (NUL-terminated). It must be a regular
 * file (a FIFO would block, /dev/zero never end) of at most SGF_MAX_BYTES.
 * Returns NULL after saying why.
 */
char *
openings_read(const char *path, size_t *len)
{
	const char *kind;
	int fd = durable_open_regular(path, O_RDONLY, &kind);
	char *data = NULL;
	size_t n = 0;
	ssize_t r = 0;

	if (fd < 0) {
		if (kind)
			fprintf(stderr,
			        "goref-match: %s is %s, not a regular file (an SGF record)\n", path,
			        kind);
		else
			fprintf(stderr, "goref-match: cannot read %s: %s\n", path, strerror(errno));
		return NULL;
	}
	/* Up to one byte more than a record may have, which tells a file too long. */
	data = malloc(SGF_MAX_BYTES + 2);
	while (data && n <= SGF_MAX_BYTES) {
		r = read(fd, data + n, SGF_MAX_BYTES + 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	if (!data || r < 0)
		fprintf(stderr, "goref-match: cannot read %s: %s\n", path,
		        strerror(data ? errno : ENOMEM));
	else if (n > SGF_MAX_BYTES)
		fprintf(stderr, "goref-match: %s is longer than an SGF record may be (%u bytes)\n",
		        path, SGF_MAX_BYTES);
	close(fd);
	if (!data || r < 0 || n > SGF_MAX_BYTES) {
		free(data);
		return NULL;
	}
	data[n] = '\0';
	*len = n;
	return data;
}

/* An empty suite for openings of size (0: the first opening's) cut to plies moves. */
void
openings_init(struct opening_suite *s, int size, int plies)
{
	memset(s, 0, sizeof(*s));
	s->size = size;
	s->size_given = size > 0;
	s->plies = plies;
}

/* Makes room for `more` items of `item` bytes past *used in *p (capacity *cap). */
static bool
grow(void **p, size_t *cap, size_t used, size_t more, size_t item)
{
	size_t want = *cap ? *cap : 64;
	void *q;

	if (used + more <= *cap)
		return true;
	while (want < used + more)
		want *= 2;
	q = realloc(*p, want * item);
	if (!q)
		return false;
	*p = q;
	*cap = want;
	return true;
}

/* Replaces tabs and line breaks with spaces and cuts s to fit size bytes, on a
 * UTF-8 character's first byte (names go into tab-separated results). */
static void
clean_name(char *s, size_t size)
{
	size_t n = strlen(s);

	if (n >= size) {
		n = size - 1;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
		s[n] = '\0';
	}
	for (; *s; s++)
		if (*s == '\t' || *s == '\n' || *s == '\r')
			*s = ' ';
}

/* Appends a point to the suite (room was made). */
static void
put_point(struct opening_suite *s, enum color color, coord_t at)
{
	s->points[s->n_points].color = (uint8_t)color;
	s->points[s->n_points].at = (int16_t)at;
	s->n_points++;
}

/* Stores the loaded game g as the next opening, named name; false when out of memory. */
static bool
store(struct opening_suite *s, const struct game *g, const char *name, bool named)
{
	size_t len = strlen(name) + 1, n_setup = (size_t)g->setup.stones[COLOR_BLACK];
	struct opening *op;

	if (!grow((void **)&s->items, &s->cap, s->n, 1, sizeof(*s->items)) ||
	    !grow((void **)&s->points, &s->cap_points, s->n_points, n_setup + g->n_moves,
	          sizeof(*s->points)) ||
	    !grow((void **)&s->names, &s->names_cap, s->names_used, len, 1))
		return false;
	op = &s->items[s->n++];
	op->name = s->names_used;
	op->first = s->n_points;
	op->n_setup = (uint16_t)n_setup;
	op->n_moves = (uint16_t)g->n_moves;
	op->handicap = (uint16_t)g->handicap;
	op->to_move = g->setup_to_move;
	op->named = named;
	memcpy(s->names + s->names_used, name, len);
	s->names_used += len;
	for (coord_t c = 0; c < BOARD_MAX_POINTS; c++)
		if (board_at(&g->setup, c) == COLOR_BLACK)
			put_point(s, COLOR_BLACK, c);
	for (size_t i = 0; i < g->n_moves; i++)
		put_point(s, (enum color)g->moves[i].color, g->moves[i].at);
	return true;
}

/*
 * sgf_load counts lines from the start of the text it was given, here one tree of
 * the file: its "line N: ..." becomes the file's line (the tree starts at `first`).
 */
static void
file_line_reason(const char *reason, size_t first, char *out, size_t size)
{
	unsigned long line = 0;
	int used = 0;

	if (sscanf(reason, "line %lu: %n", &line, &used) == 1 && used > 0)
		snprintf(out, size, "line %lu: %s", line + (unsigned long)first - 1, reason + used);
	else
		snprintf(out, size, "%s", reason);
}

/* Why the position g, loaded from a tree, cannot start a game of the suite; NULL if it can. */
static const char *
unfit(const struct opening_suite *s, const struct game *g, char *buf, size_t size)
{
	if (g->setup.stones[COLOR_WHITE] > 0)
		return "it sets up white stones (AW), which GTP cannot place";
	if (g->setup.stones[COLOR_BLACK] == 1)
		return "it sets up one black stone: GTP's set_free_handicap places two or more";
	if (s->size > 0 && game_size(g) != s->size) {
		if (s->size_given)
			snprintf(buf, size, "a %dx%d board, but --size is %d", game_size(g),
			         game_size(g), s->size);
		else
			snprintf(buf, size,
			         "a %dx%d board, but the first opening (%s) is %dx%d: one size for "
			         "all (give --size to say which)",
			         game_size(g), game_size(g), s->names, s->size, s->size);
		return buf;
	}
	if (game_ended(g))
		return "play has ended in it (the last moves are the passes that end the game)";
	if (s->n >= OPENINGS_MAX) {
		snprintf(buf, size, "the suite has more than %d openings", OPENINGS_MAX);
		return buf;
	}
	if (s->n_points + (size_t)g->setup.stones[COLOR_BLACK] + g->n_moves > OPENINGS_POINTS_MAX) {
		snprintf(buf, size, "the suite has more than %u stones and moves",
		         OPENINGS_POINTS_MAX);
		return buf;
	}
	return NULL;
}

/*
 * Loads the game tree text[0..len) (tree number `tree` of file, starting on line
 * `line` of it) under rules and stores it. False with why set.
 */
static bool
add_tree(struct opening_suite *s, const char *text, size_t len, size_t line, const char *file,
         int tree, const struct rules *rules, char why[OPENINGS_WHY_MAX])
{
	struct sgf_limit limit = {s->plies + 1, COORD_NONE};
	struct sgf_info info;
	struct game g;
	char reason[OPENINGS_WHY_MAX - 32], name[SGF_TEXT_MAX + 16];
	const char *bad = NULL;
	bool ok;

	game_init(&g, GAME_DEFAULT_SIZE, GAME_DEFAULT_KOMI);
	g.rules = *rules; /* sgf_load replays the moves under the game's rules */
	if (!sgf_load(&g, text, len, s->plies == OPENINGS_ALL_PLIES ? NULL : &limit, &info)) {
		file_line_reason(info.reason, line, reason, sizeof(reason));
		bad = reason;
	} else {
		bad = unfit(s, &g, reason, sizeof(reason));
	}
	if (bad) {
		snprintf(why, OPENINGS_WHY_MAX, "tree %d: %s", tree, bad);
		game_free(&g);
		return false;
	}
	/* The name: GN, or FILE#TREE (the file's name cut so that #TREE stays). */
	snprintf(name, sizeof(name), "%s", info.name[0] ? info.name : file);
	clean_name(name, info.name[0] ? OPENINGS_NAME_MAX : OPENINGS_NAME_MAX - 12);
	if (!info.name[0])
		snprintf(name + strlen(name), sizeof(name) - strlen(name), "#%d", tree);
	if (s->size == 0)
		s->size = game_size(&g);
	ok = store(s, &g, name, info.name[0] != '\0');
	game_free(&g);
	if (!ok)
		snprintf(why, OPENINGS_WHY_MAX, "tree %d: out of memory", tree);
	return ok;
}

/*
 * Just past the ')' that closes the game tree opening at text[at] ('('), or len
 * when it never closes: parentheses are counted outside property values, in
 * which a backslash escapes the next byte.
 */
static size_t
tree_end(const char *text, size_t at, size_t len)
{
	long depth = 0;

	for (size_t i = at; i < len; i++) {
		if (text[i] == '[') {
			for (i++; i < len && text[i] != ']'; i++)
				if (text[i] == '\\')
					i++;
			if (i >= len)
				return len;
		} else if (text[i] == '(') {
			depth++;
		} else if (text[i] == ')' && --depth == 0) {
			return i + 1;
		}
	}
	return len;
}

/* Moves *at past white space, counting the line breaks into *line. */
static void
skip_space(const char *text, size_t len, size_t *at, size_t *line)
{
	for (; *at < len && (text[*at] == ' ' || (text[*at] >= '\t' && text[*at] <= '\r')); (*at)++)
		if (text[*at] == '\n')
			(*line)++;
}

/* Counts the line breaks of text[from, to) into *line. */
static void
count_lines(const char *text, size_t from, size_t to, size_t *line)
{
	for (size_t i = from; i < to; i++)
		if (text[i] == '\n')
			(*line)++;
}

/*
 * Adds every game tree of the SGF collection text[0..len) (read from the file
 * called `file`, for names) to the suite, checked under rules: each must load
 * (sgf_load, its main line only), set up no white stone and not one black stone
 * alone, be of the suite's size and not be over. Trees are separated by white
 * space only. Returns false with why set ("tree T: reason", lines of the file)
 * at the first tree that is refused; the suite then holds the trees before it.
 */
bool
openings_add_text(struct opening_suite *s, const char *text, size_t len, const char *file,
                  const struct rules *rules, char why[OPENINGS_WHY_MAX])
{
	size_t at = 0, line = 1;
	int tree = 0;

	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
		at = 3;
	skip_space(text, len, &at, &line);
	if (at == len) {
		snprintf(why, OPENINGS_WHY_MAX, "no game tree in it");
		return false;
	}
	while (at < len) {
		size_t end;

		tree++;
		if (text[at] != '(' && tree > 1) {
			snprintf(why, OPENINGS_WHY_MAX,
			         "line %zu: text after tree %d that is not a game tree", line,
			         tree - 1);
			return false;
		}
		end = text[at] == '(' ? tree_end(text, at, len) : len;
		if (!add_tree(s, text + at, end - at, line, file, tree, rules, why))
			return false;
		count_lines(text, at, end, &line);
		at = end;
		skip_space(text, len, &at, &line);
	}
	return true;
}

/*
 * Ends the loading: the play order (the suite's own, or with random a permutation
 * drawn from seed: the same for every shard) and the digest of the contents (size,
 * then each opening's name, handicap, first mover, stones and moves). False when
 * out of memory.
 */
bool
openings_finish(struct opening_suite *s, bool random, uint64_t seed)
{
	uint64_t h = digest_number(DIGEST_START, (uint64_t)s->size), state = seed;

	free(s->order);
	s->order = malloc((s->n ? s->n : 1) * sizeof(*s->order));
	if (!s->order)
		return false;
	for (size_t i = 0; i < s->n; i++)
		s->order[i] = i;
	for (size_t i = s->n; random && i > 1; i--) { /* Fisher-Yates */
		size_t j = rng_below(&state, (uint32_t)i), t = s->order[i - 1];

		s->order[i - 1] = s->order[j];
		s->order[j] = t;
	}
	for (size_t i = 0; i < s->n; i++) {
		const struct opening *op = &s->items[i];
		const char *name = s->names + op->name;

		h = digest_bytes(h, name, strlen(name) + 1);
		h = digest_number(h, (uint64_t)op->handicap << 32 | (uint64_t)op->to_move << 16 |
		                         (uint64_t)op->n_setup);
		h = digest_number(h, op->n_moves);
		for (size_t k = 0; k < (size_t)op->n_setup + op->n_moves; k++)
			h = digest_number(h, (uint64_t)s->points[op->first + k].color << 16 |
			                         (uint64_t)(uint16_t)s->points[op->first + k].at);
	}
	s->digest = h;
	return true;
}

/* Frees what the suite owns; it is empty afterwards. */
void
openings_free(struct opening_suite *s)
{
	free(s->items);
	free(s->points);
	free(s->names);
	free(s->order);
	openings_init(s, 0, OPENINGS_ALL_PLIES);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether a folder entry is one of the suite's files: NAME.sgf (any case), not hidden. */
static bool
is_sgf_name(const char *name)
{
	size_t n = strlen(name);

	return name[0] != '.' && n > 4 && strcasecmp(name + n - 4, ".sgf") == 0;
}

/*
 * The names of the regular *.sgf files in folder dir, sorted by strcmp (the
 * same order everywhere); *n of them. NULL after saying why (none is an error).
 */
static char **
list_folder(const char *dir, size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL, *path = NULL;
	size_t cap = 0, room = strlen(dir) + 2;
	bool ok = d != NULL;

	*n = 0;
	if (!d)
		fprintf(stderr, "goref-match: cannot read the folder %s: %s\n", dir,
		        strerror(errno));
	while (ok && (e = readdir(d))) {
		struct stat st;
		size_t len = strlen(e->d_name);

		if (!is_sgf_name(e->d_name))
			continue;
		ok = (path = malloc(room + len)) != NULL;
		if (!ok)
			break;
		snprintf(path, room + len, "%s/%s", dir, e->d_name);
		if (stat(path, &st) != 0 || !S_ISREG(st.st_mode)) {
			free(path);
			continue;
		}
		free(path);
		if (*n == OPENINGS_MAX) {
			fprintf(stderr, "goref-match: %s holds more than %d SGF files\n", dir,
			        OPENINGS_MAX);
			ok = false;
		} else {
			ok = grow((void **)&names, &cap, *n, 1, sizeof(*names)) &&
			     (names[*n] = strdup(e->d_name)) != NULL;
			*n += ok;
			if (!ok)
				fprintf(stderr, "goref-match: %s: out of memory\n", dir);
		}
	}
	if (d)
		closedir(d);
	if (ok && *n == 0) {
		fprintf(stderr, "goref-match: the folder %s holds no *.sgf file\n", dir);
		ok = false;
	}
	if (!ok) {
		for (size_t i = 0; i < *n; i++)
			free(names[i]);
		free(names);
		return NULL;
	}
	qsort(names, *n, sizeof(*names), by_name);
	return names;
}

/* The last part of a path, for names ("9x9.sgf#3"). */
static const char *
base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash && slash[1] ? slash + 1 : path;
}

/* Reads the SGF file at path and adds its trees; false after saying why. */
static bool
add_file(struct opening_suite *s, const char *path, const struct rules *rules)
{
	char why[OPENINGS_WHY_MAX];
	size_t len = 0;
	char *text = openings_read(path, &len);
	bool ok;

	if (!text)
		return false;
	ok = openings_add_text(s, text, len, base_name(path), rules, why);
	free(text);
	if (!ok)
		fprintf(stderr, "goref-match: %s: %s\n", path, why);
	return ok;
}

/* Adds the files of folder dir, in name order; false after saying why. */
static bool
add_folder(struct opening_suite *s, const char *dir, const struct rules *rules)
{
	size_t n = 0, room = strlen(dir) + 2;
	char **names = list_folder(dir, &n);
	bool ok = names != NULL;

	for (size_t i = 0; i < n; i++) {
		char *path = ok ? malloc(room + strlen(names[i])) : NULL;

		if (ok && !path)
			fprintf(stderr, "goref-match: %s: out of memory\n", dir);
		ok = ok && path;
		if (ok) {
			snprintf(path, room + strlen(names[i]), "%s/%s", dir, names[i]);
			ok = add_file(s, path, rules);
		}
		free(path);
		free(names[i]);
	}
	free(names);
	return ok;
}

/*
 * Loads the suite of --openings (o->openings: a folder or a collection file) for
 * o's size (--size, else the first opening's), plies, order and seed, every
 * opening checked under rules. Returns the suite (openings_free, then free) or
 * NULL after saying on stderr which file, tree and why.
 */
struct opening_suite *
openings_load(const struct match_options *o, const struct rules *rules)
{
	struct opening_suite *s = malloc(sizeof(*s));
	struct stat st;
	bool ok;

	if (!s) {
		fprintf(stderr, "goref-match: --openings: out of memory\n");
		return NULL;
	}
	openings_init(s, o->size_set ? o->size : 0, o->opening_plies);
	if (stat(o->openings, &st) != 0) {
		fprintf(stderr, "goref-match: cannot read %s: %s\n", o->openings, strerror(errno));
		ok = false;
	} else if (S_ISDIR(st.st_mode)) {
		ok = add_folder(s, o->openings, rules);
	} else {
		ok = add_file(s, o->openings, rules);
	}
	if (ok && !openings_finish(s, o->opening_random, o->seed)) {
		fprintf(stderr, "goref-match: --openings: out of memory\n");
		ok = false;
	}
	if (!ok) {
		openings_free(s);
		free(s);
		return NULL;
	}
	return s;
}

/* The opening (an index into s->items) of game number `game`, from 1: pair k = the
 * games 2k-1 and 2k plays the k-th of the play order, counted again from the top. */
size_t
openings_of_game(const struct opening_suite *s, int game)
{
	size_t pair = (size_t)(game - 1) / 2;

	return s->order[pair % s->n];
}

/* The name of opening `index`: its GN, else FILE#TREE. */
const char *
openings_name(const struct opening_suite *s, size_t index)
{
	return s->names + s->items[index].name;
}

/* "K NAME": the opening of the game, K its number in the suite (from 1). */
void
openings_label(const struct opening_suite *s, int game, char out[OPENINGS_LABEL_MAX])
{
	size_t k = openings_of_game(s, game);

	snprintf(out, OPENINGS_LABEL_MAX, "%zu %s", k + 1, openings_name(s, k));
}

/* The suite as match-settings records it: its size and the digest of its contents. */
void
openings_setting(const struct opening_suite *s, char *out, size_t size)
{
	char digest[DIGEST_TEXT];

	digest_format(s->digest, digest);
	snprintf(out, size, "%zu openings, digest %s", s->n, digest);
}

/*
 * Sets g up as game number `game` starts: an initialised game of the suite's size
 * with komi, under rules, holding the opening's setup stones and moves (checked
 * when the suite was loaded). The caller frees g (game_free) in any case. False
 * when memory ran out.
 */
bool
openings_start(const struct opening_suite *s, int game, const struct rules *rules, double komi,
               struct game *g)
{
	const struct opening *op = &s->items[openings_of_game(s, game)];
	const struct opening_point *p = s->points + op->first;

	game_init(g, s->size, komi);
	g->rules = *rules;
	for (size_t i = 0; i < op->n_setup; i++)
		if (!game_place_setup(g, COLOR_BLACK, p[i].at))
			return false;
	g->handicap = op->handicap;
	g->setup_to_move = op->to_move;
	for (size_t i = op->n_setup; i < (size_t)op->n_setup + op->n_moves; i++)
		if (game_play(g, (enum color)p[i].color, p[i].at) != MOVE_OK)
			return false;
	return true;
}

/*
 * What the SGF record of game number `game`, of `moves` moves in all, says of its
 * opening: its GN, a root note (which opening, which round of the suite, where the
 * engines took over) and a comment on the last move of the opening (or, when it
 * has none, on the engines' first move, if any).
 */
void
openings_record(const struct opening_suite *s, int game, size_t moves, struct opening_record *out)
{
	size_t k = openings_of_game(s, game), pair = (size_t)(game - 1) / 2;
	const struct opening *op = &s->items[k];
	const char *name = openings_name(s, k);

	out->gn = op->named ? name : NULL;
	snprintf(out->note, sizeof(out->note),
	         "goref-match opening %zu of %zu (%s), round %zu of the suite: %u move%s, then "
	         "the engines from move %u",
	         k + 1, s->n, name, pair / s->n + 1, (unsigned)op->n_moves,
	         op->n_moves == 1 ? "" : "s", (unsigned)op->n_moves + 1);
	out->mark_node = 0;
	out->mark[0] = '\0';
	if (op->n_moves > 0) {
		out->mark_node = op->n_moves;
		snprintf(out->mark, sizeof(out->mark),
		         "end of opening %zu (%s): the engines play from the next move", k + 1,
		         name);
	} else if (moves > 0) {
		out->mark_node = 1;
		snprintf(out->mark, sizeof(out->mark),
		         "the engines' first move (opening %zu, %s, has no moves)", k + 1, name);
	}
}
