/*
 * options.h -- goref-match's command line: the two engine commands (or a
 * --tournament file of many), the games to play and how (size, komi, handicap,
 * opening, move limit, time control), where the records go, parallelism and
 * sharding, or --summary over results files; and the engines of each game.
 */
#ifndef GOREF_MATCH_OPTIONS_H
#define GOREF_MATCH_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "match/clock.h"
#include "match/sprt.h"

struct opening_suite;
struct tournament;

#define MATCH_DEFAULT_OUT         "match-out"
#define MATCH_DEFAULT_TIMEOUT     60.0 /* seconds for a command without a time control */
#define MATCH_DEFAULT_TIME_MARGIN 0.0  /* seconds over its clock a move may take */
#define MATCH_GAME_PLACEHOLDER    "{game}" /* in an engine command: the game's number */

struct match_options {
	const char *engine[2]; /* commands: [0] --black (first), [1] --white (second) */
	const char *tournament_path; /* --tournament FILE, or NULL */
	struct tournament *tournament; /* that file as read (owned: tournament_free), or NULL;
	                                  its engines replace engine, label and clock */
	const char *label[2];  /* --black-name / --white-name, NULL: ask the engine */
	bool alternate;        /* swap colours every game (even games: second engine Black) */
	int games;             /* --games: games in the whole match */
	int size;              /* board size */
	bool size_set;         /* --size given: an --opening of another size is refused */
	double komi;           /* komi */
	bool komi_set;         /* --komi given; otherwise the preset's komi */
	const struct rules_preset *rules; /* --rules: the ruleset of every game */
	int handicap;          /* handicap stones, 0 for none */
	bool free_handicap;    /* Black's engine places them (place_free_handicap) */
	const char *opening;   /* SGF file every game starts from, or NULL */
	const char *openings;  /* --openings: folder or collection of start positions, or NULL */
	bool opening_random;   /* --opening-order random: a permutation drawn from --seed */
	bool opening_order_set; /* --opening-order given */
	int opening_plies;     /* --opening-plies: moves kept of each, or OPENINGS_ALL_PLIES */
	const struct opening_suite *suite; /* --openings as loaded (by main, before any game) */
	int max_moves;         /* moves before the game is scored as it stands; 0 = none */
	int adjudicate_moves;  /* --adjudicate MOVES: moves in a row one side is behind; 0 = off */
	double adjudicate_points; /* --adjudicate POINTS: behind by more than this */
	double move_time;      /* wall-clock seconds per genmove, 0 = no limit */
	double game_time;      /* wall-clock seconds per side per game, 0 = no limit */
	struct clock_control clock[2]; /* each engine's time control, whatever its colour:
	                                  [0] the first's (--black-tc), [1] the second's */
	bool clock_given[2];   /* --black-tc / --white-tc given */
	struct clock_control tc; /* --tc: the control of an engine without its own */
	bool tc_given;         /* --tc given */
	double time_margin;    /* --time-margin: seconds over its clock before a loss on time */
	double timeout;        /* seconds for any command without a time control */
	const char *out_dir;   /* directory of SGF records and the results file */
	int jobs;              /* games played at once */
	int shard;             /* this shard, 1..shards */
	int shards;            /* shards the match is split into */
	uint64_t seed;         /* base seed of the dead-stone judgement */
	bool engine_stderr;    /* pass the engines' stderr through instead of discarding it */
	bool extend;           /* --extend: --games may exceed the match recorded in out_dir */
	bool sprt_on;          /* --sprt given: stop at the SPRT's decision, print the test */
	struct sprt_params sprt; /* --sprt elo0,elo1[,alpha,beta] */
	const char *report;    /* --report DIR: write DIR/report.html instead of playing */
	bool summary;          /* --summary: merge results files instead of playing */
	char **files;          /* --summary: the results files */
	const char *anchor;    /* --anchor: the engine whose rating is 0, NULL: the mean */
	int n_files;           /* number of files */
};

bool match_options_parse(int argc, char **argv, struct match_options *o, bool *exit_now);
bool match_options_take(struct match_options *o, const char *option, const char *key,
                        const char *value, const char *where);
void match_options_usage(void);
bool match_game_in_shard(const struct match_options *o, int game);
bool match_first_is_black(const struct match_options *o, int game);

int match_engine_count(const struct match_options *o);
const char *match_engine_command(const struct match_options *o, int e);
const char *match_engine_name(const struct match_options *o, int e);
const struct clock_control *match_engine_clock(const struct match_options *o, int e);
void match_game_engines(const struct match_options *o, int game, int *first, int *second);
bool match_engine_per_game(const struct match_options *o, int e);
char *match_engine_command_for_game(const struct match_options *o, int e, int game);

#endif
