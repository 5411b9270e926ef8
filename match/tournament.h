/*
 * tournament.h -- --tournament FILE: many engines in one event, round robin or
 * gauntlet, from a hand-written file of "key value" lines (the event's keys,
 * then an "engine NAME" block per engine), checked whole before any game; and
 * the fixed schedule: which pairing game number G plays, which of its engines
 * has Black. Games run round by round, pairing by pairing, each pairing a pair
 * of games with colours swapped (games 2k-1 and 2k, one opening), so the map
 * is the same in every shard layout and adding rounds adds games at the end.
 */
#ifndef GOREF_MATCH_TOURNAMENT_H
#define GOREF_MATCH_TOURNAMENT_H

#include <stdbool.h>

#include "match/clock.h"
#include "match/results.h"

struct match_options;

#define TOURNAMENT_MAX_ENGINES 64   /* engines in a tournament */
#define TOURNAMENT_COMMAND_MAX 800  /* bytes of an engine's command (match-settings holds it) */
#define TOURNAMENT_LINE_MAX    4096 /* bytes of a line of the file, its newline included */

enum tournament_event {
	TOURNAMENT_ROUND_ROBIN, /* every engine against every other */
	TOURNAMENT_GAUNTLET,    /* the first engine against each of the others */
};

/* One engine of the file. */
struct tournament_engine {
	char name[RESULTS_NAME_MAX];  /* its label: the results' black/white, the SGF's PB/PW */
	char *command;                /* run with /bin/sh -c, {game} replaced; owned */
	struct clock_control clock;   /* its time control: its own tc, else the event's */
	bool clock_given;             /* its block has a tc */
	int line;                     /* the line of its "engine NAME" */
};

struct tournament {
	enum tournament_event event;
	int rounds;                   /* each pairing plays 2 games a round */
	int n;                        /* engines */
	struct tournament_engine engine[TOURNAMENT_MAX_ENGINES];
	char *opening, *openings;     /* the paths of those keys, relative to the file's folder
	                                 made relative to the working one; owned, NULL when absent */
};

bool tournament_load(const char *path, struct match_options *o);
void tournament_free(struct tournament *t);
const char *tournament_event_name(enum tournament_event event);
int tournament_pairings(const struct tournament *t);
void tournament_pairing(const struct tournament *t, int pairing, int *a, int *b);
void tournament_engines_of_game(const struct tournament *t, int game, int *first, int *second);

#endif
