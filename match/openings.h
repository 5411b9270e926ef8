/*
 * openings.h -- an opening suite (--openings): start positions read from a folder
 * of SGF files or from one SGF collection, every one checked under the match's
 * rules before any game is played, held compactly (a few bytes a move); and the
 * opening of each game: games 2k-1 and 2k (a pair, colours swapped) play the k-th
 * opening of the play order, sequential or a permutation fixed by the seed, the
 * suite starting again from the top when the pairs outnumber it.
 */
#ifndef GOREF_MATCH_OPENINGS_H
#define GOREF_MATCH_OPENINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct game;
struct match_options;
struct rules;

#define OPENINGS_NAME_MAX   64         /* bytes of a name and its NUL (a longer GN is cut) */
#define OPENINGS_LABEL_MAX  80         /* "K NAME" (the results' opening column) and its NUL */
#define OPENINGS_NOTE_MAX   160        /* a comment of the SGF record and its NUL */
#define OPENINGS_WHY_MAX    256        /* why an opening is refused, and its NUL */
#define OPENINGS_MAX        1000000    /* openings in a suite */
#define OPENINGS_POINTS_MAX (1u << 24) /* setup stones and moves of a whole suite */
#define OPENINGS_ALL_PLIES  (-1)       /* keep every move of each opening */

/* A setup stone or a move. */
struct opening_point {
	uint8_t color; /* enum color */
	int16_t at;    /* the point, or COORD_PASS */
};

/* One start position. */
struct opening {
	size_t name;       /* offset of its name in the suite's names */
	size_t first;      /* its first entry in the suite's points: setup stones, then moves */
	uint16_t n_setup;  /* black setup stones (sent as set_free_handicap) */
	uint16_t n_moves;  /* moves kept (at most --opening-plies) */
	uint16_t handicap; /* the record's HA, 0 when absent */
	uint8_t to_move;   /* who moves first from the setup (enum color) */
	bool named;        /* the name is the record's GN (else FILE#TREE) */
};

struct opening_suite {
	int size;                     /* the board size of every opening; 0 until the first */
	bool size_given;              /* size came from --size: an opening of another is refused */
	int plies;                    /* moves kept of each, OPENINGS_ALL_PLIES for all */
	struct opening *items;        /* in the order read (file names, then trees); owned */
	size_t n, cap;                /* openings, and room for them */
	struct opening_point *points; /* the stones and moves of every opening; owned */
	size_t n_points, cap_points;  /* entries, and room */
	char *names;                  /* the names, each NUL-terminated; owned */
	size_t names_used, names_cap; /* bytes */
	size_t *order;                /* order[j]: the opening of pair j (mod n); owned */
	uint64_t digest;              /* of the contents (digest.h), set by openings_finish */
};

/* What the SGF record of a game says of its opening. */
struct opening_record {
	const char *gn; /* the opening's own GN, or NULL */
	char
	    note[OPENINGS_NOTE_MAX]; /* for the root's GC: which opening, where the engines began */
	size_t mark_node;            /* the move node (1 = the first move) to mark, 0 for none */
	char mark[OPENINGS_NOTE_MAX]; /* its comment */
};

char *openings_read(const char *path, size_t *len);
void openings_init(struct opening_suite *s, int size, int plies);
bool openings_add_text(struct opening_suite *s, const char *text, size_t len, const char *file,
                       const struct rules *rules, char why[OPENINGS_WHY_MAX]);
bool openings_finish(struct opening_suite *s, bool random, uint64_t seed);
void openings_free(struct opening_suite *s);
struct opening_suite *openings_load(const struct match_options *o, const struct rules *rules);

size_t openings_of_game(const struct opening_suite *s, int game);
const char *openings_name(const struct opening_suite *s, size_t index);
void openings_label(const struct opening_suite *s, int game, char out[OPENINGS_LABEL_MAX]);
void openings_setting(const struct opening_suite *s, char *out, size_t size);
bool openings_start(const struct opening_suite *s, int game, const struct rules *rules, double komi,
                    struct game *g);
void openings_record(const struct opening_suite *s, int game, size_t moves,
                     struct opening_record *out);

#endif
