/* options.c -- parsing and checking goref-match's command line. */
#include "match/options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/coord.h"
#include "engine/rules/rules.h"
#include "match/openings.h"
#include "match/adjudicate.h"
#include "match/tournament.h"

/* Prints the help text to stdout. */
void
match_options_usage(void)
{
	fputs("usage: goref-match --black CMD --white CMD [options]\n"
	      "       goref-match --tournament FILE [options]\n"
	      "       goref-match --summary [--anchor NAME] RESULTS...\n"
	      "       goref-match --report DIR\n"
	      "Plays games between GTP engines, refereed by goref's rules core\n"
	      "(by default the British Go Association teaching rules: pass stones, White\n"
	      "moves last; --rules chooses another).\n"
	      "\n"
	      "  --black CMD         first engine, run with /bin/sh -c; Black in game 1;\n"
	      "                      {game} in CMD: a fresh engine each game, {game} = its number\n"
	      "  --white CMD         second engine; White in game 1\n"
	      "  --black-name NAME   label of the first engine (default: its GTP name)\n"
	      "  --white-name NAME   label of the second engine\n"
	      "  --alternate         swap colours every game\n"
	      "  --tournament FILE   a round robin or gauntlet of the engines in FILE (its\n"
	      "                      event, rounds, board and engines: see goref-match(6))\n"
	      "                      instead of --black and --white\n"
	      "  --games N           games in the match (default 1)\n"
	      "  --size N            board size, 2..25 (default 19)\n"
	      "  --rules NAME        bga-teaching (default), bga, chinese, chinese-kgs, aga,\n"
	      "                      japanese, korean, new-zealand, tromp-taylor; engines\n"
	      "                      are told with kgs-rules and kata-set-rules (optional)\n"
	      "  --komi K            komi (default: the preset's, 7.5 for bga-teaching)\n"
	      "  --handicap N        fixed handicap on the star points\n"
	      "  --free-handicap N   free handicap placed by Black's engine\n"
	      "  --opening FILE      start every game from this SGF record\n"
	      "  --openings PATH     a folder of SGF files or one SGF collection: games 2k-1\n"
	      "                      and 2k play the k-th opening, colours swapped\n"
	      "  --opening-order O   sequential (default) or random (a permutation by --seed)\n"
	      "  --opening-plies N   play only the first N moves of each opening\n"
	      "  --max-moves N       end the game after N moves on goref's estimate\n"
	      "  --adjudicate M,P    end the game once one side has been behind by more than\n"
	      "                      P points on goref's estimate for M moves in a row\n"
	      "  --move-time S       wall-clock seconds per move; over time loses\n"
	      "  --game-time S       wall-clock seconds per side per game; over time loses\n"
	      "  --tc SPEC           time control of both engines (instead of the two above):\n"
	      "                      absolute:MAIN, canadian:MAIN+STONES/PERIOD,\n"
	      "                      byoyomi:MAIN+PERIODSxPERIOD, fischer:MAIN+INCREMENT or none;\n"
	      "                      times in seconds, m:ss or h:mm:ss (canadian:10:00+25/5:00)\n"
	      "  --black-tc SPEC     time control of the first engine (--black), whatever its\n"
	      "                      colour: under --alternate it follows the engine\n"
	      "  --white-tc SPEC     time control of the second engine (--white)\n"
	      "  --time-margin S     seconds over its clock a move may take before it loses\n"
	      "                      on time (default 0)\n"
	      "  --timeout S         limit for commands without a time control (default 60)\n"
	      "  --out DIR           SGF records and results file (default " MATCH_DEFAULT_OUT ");\n"
	      "                      a rerun into it resumes the same match (other settings refused)\n"
	      "  --extend            let a rerun raise --games of the match in --out\n"
	      "  -j, --jobs N        games played at once (default 1)\n"
	      "  --shard I/N         play only games G with (G-1) mod N = I-1 (with\n"
	      "                      --openings: the pairs P = (G+1)/2 with (P-1) mod N = I-1)\n"
	      "  --seed N            base seed of goref's dead-stone judgement (default 0)\n"
	      "  --engine-stderr     show the engines' stderr (default: discarded)\n"
	      "  --sprt E0,E1[,A,B]  SPRT of Elo E0 against E1 (alpha A, beta B: default\n"
	      "                      0.05): stop at its decision; with --summary, judge the files\n"
	      "  --summary FILES...  merge results files and print the statistics\n"
	      "  --anchor NAME       with --summary: the rating of engine NAME is 0 (default:\n"
	      "                      the mean rating)\n"
	      "  --report DIR        write DIR/report.html, the page of the match in DIR (a\n"
	      "                      run writes it at its end too); with --sprt, its LLR\n"
	      "  --help              print this help\n",
	      stdout);
}

static bool
parse_int(const char *text, int lo, int hi, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(text, &end, 10);
	if (errno || end == text || *end || v < lo || v > hi)
		return false;
	*out = (int)v;
	return true;
}

static bool
parse_seconds(const char *text, double *out)
{
	char *end;
	double v = strtod(text, &end);

	if (end == text || *end || !(v >= 0) || v > 1e7)
		return false;
	*out = v;
	return true;
}

static bool
parse_shard(const char *text, int *shard, int *shards)
{
	const char *slash = strchr(text, '/');
	char first[32];

	if (!slash || (size_t)(slash - text) >= sizeof(first))
		return false;
	memcpy(first, text, (size_t)(slash - text));
	first[slash - text] = '\0';
	return parse_int(first, 1, 1000000, shard) && parse_int(slash + 1, 1, 1000000, shards) &&
	       *shard <= *shards;
}

static void
set_defaults(struct match_options *o)
{
	memset(o, 0, sizeof(*o));
	o->games = 1;
	o->size = 19;
	o->komi = 7.5;
	o->rules = rules_preset_find(RULES_DEFAULT_NAME);
	o->timeout = MATCH_DEFAULT_TIMEOUT;
	o->time_margin = MATCH_DEFAULT_TIME_MARGIN;
	o->out_dir = MATCH_DEFAULT_OUT;
	o->jobs = 1;
	o->shard = 1;
	o->shards = 1;
	o->opening_plies = OPENINGS_ALL_PLIES;
}

/* The options that take a value. */
enum value_option {
	OPT_BLACK, OPT_WHITE, OPT_BLACK_NAME, OPT_WHITE_NAME, OPT_GAMES, OPT_SIZE, OPT_KOMI,
	OPT_RULES, OPT_HANDICAP, OPT_FREE_HANDICAP, OPT_OPENING, OPT_MAX_MOVES, OPT_ADJUDICATE,
	OPT_MOVE_TIME, OPT_GAME_TIME, OPT_TC, OPT_BLACK_TC, OPT_WHITE_TC, OPT_TIME_MARGIN,
	OPT_TIMEOUT, OPT_OUT, OPT_JOBS, OPT_SHARD, OPT_SEED, OPT_OPENINGS, OPT_OPENING_ORDER,
	OPT_OPENING_PLIES, OPT_SPRT, OPT_ANCHOR, OPT_REPORT, OPT_TOURNAMENT, OPT_NONE
};

/* Their names on the command line. */
static const struct {
	const char *name;
	enum value_option option;
} value_options[] = {
	{"--black", OPT_BLACK},         {"--white", OPT_WHITE},
	{"--black-name", OPT_BLACK_NAME}, {"--white-name", OPT_WHITE_NAME},
	{"--games", OPT_GAMES},         {"--size", OPT_SIZE},
	{"--komi", OPT_KOMI},           {"--rules", OPT_RULES},
	{"--handicap", OPT_HANDICAP},   {"--free-handicap", OPT_FREE_HANDICAP},
	{"--opening", OPT_OPENING},     {"--max-moves", OPT_MAX_MOVES},
	{"--adjudicate", OPT_ADJUDICATE},
	{"--move-time", OPT_MOVE_TIME}, {"--game-time", OPT_GAME_TIME},
	{"--tc", OPT_TC},               {"--black-tc", OPT_BLACK_TC},
	{"--white-tc", OPT_WHITE_TC},   {"--time-margin", OPT_TIME_MARGIN},
	{"--timeout", OPT_TIMEOUT},     {"--out", OPT_OUT},
	{"-j", OPT_JOBS},               {"--jobs", OPT_JOBS},
	{"--shard", OPT_SHARD},         {"--seed", OPT_SEED},
	{"--openings", OPT_OPENINGS},   {"--opening-order", OPT_OPENING_ORDER},
	{"--opening-plies", OPT_OPENING_PLIES},
	{"--sprt", OPT_SPRT},           {"--anchor", OPT_ANCHOR},
	{"--report", OPT_REPORT},       {"--tournament", OPT_TOURNAMENT},
};

/* The value option called name, or OPT_NONE. */
static enum value_option
find_value_option(const char *name)
{
	for (size_t i = 0; i < sizeof(value_options) / sizeof(value_options[0]); i++)
		if (strcmp(name, value_options[i].name) == 0)
			return value_options[i].option;
	return OPT_NONE;
}

/* Says that v is no value for name (an option, or a tournament file's key at where:
 * "FILE:LINE", NULL on the command line), and why when why is not NULL. */
static void
bad_value(const char *where, const char *name, const char *v, const char *why)
{
	fprintf(stderr, "goref-match: %s%sbad value for %s: '%s'%s%s\n", where ? where : "",
	        where ? ": " : "", name, v, why ? ": " : "", why ? why : "");
}

/* A time control option's value into *c; false after saying what is wrong with it. */
static bool
take_clock(const char *where, const char *name, const char *v, struct clock_control *c,
           bool *given)
{
	char why[160];

	if (!clock_parse(v, c, why, sizeof(why))) {
		bad_value(where, name, v, why);
		return false;
	}
	*given = true;
	return true;
}

/* Takes the value v of option `option` (called name; where: see bad_value); returns
 * false on a bad value (reported). */
static bool
take_value(struct match_options *o, enum value_option option, const char *name, const char *v,
           const char *where)
{
	bool ok = true;
	char *end;
	int seed;

	switch (option) {
	case OPT_BLACK: o->engine[0] = v; break;
	case OPT_WHITE: o->engine[1] = v; break;
	case OPT_BLACK_NAME: o->label[0] = v; break;
	case OPT_WHITE_NAME: o->label[1] = v; break;
	case OPT_GAMES: ok = parse_int(v, 1, 100000000, &o->games); break;
	case OPT_SIZE:
		ok = parse_int(v, BOARD_MIN_SIZE, BOARD_MAX_SIZE, &o->size);
		o->size_set = true;
		break;
	case OPT_KOMI:
		o->komi = strtod(v, &end);
		ok = end != v && !*end && o->komi > -1000 && o->komi < 1000;
		o->komi_set = true;
		break;
	case OPT_RULES:
		o->rules = rules_preset_find(v);
		ok = o->rules != NULL;
		break;
	case OPT_HANDICAP: ok = parse_int(v, 0, BOARD_MAX_POINTS, &o->handicap); break;
	case OPT_FREE_HANDICAP:
		ok = parse_int(v, 0, BOARD_MAX_POINTS, &o->handicap);
		o->free_handicap = true;
		break;
	case OPT_OPENING: o->opening = v; break;
	case OPT_MAX_MOVES: ok = parse_int(v, 0, 1000000, &o->max_moves); break;
	case OPT_ADJUDICATE:
		ok = adjudicate_parse(v, &o->adjudicate_moves, &o->adjudicate_points);
		break;
	case OPT_MOVE_TIME: ok = parse_seconds(v, &o->move_time); break;
	case OPT_GAME_TIME: ok = parse_seconds(v, &o->game_time); break;
	case OPT_TC: return take_clock(where, name, v, &o->tc, &o->tc_given);
	case OPT_BLACK_TC: return take_clock(where, name, v, &o->clock[0], &o->clock_given[0]);
	case OPT_WHITE_TC: return take_clock(where, name, v, &o->clock[1], &o->clock_given[1]);
	case OPT_TIME_MARGIN: ok = parse_seconds(v, &o->time_margin); break;
	case OPT_TIMEOUT: ok = parse_seconds(v, &o->timeout) && o->timeout > 0; break;
	case OPT_OUT: o->out_dir = v; break;
	case OPT_JOBS: ok = parse_int(v, 1, 1024, &o->jobs); break;
	case OPT_SHARD: ok = parse_shard(v, &o->shard, &o->shards); break;
	case OPT_SEED:
		ok = parse_int(v, 0, 2147483647, &seed);
		o->seed = (uint64_t)seed;
		break;
	case OPT_OPENINGS: o->openings = v; break;
	case OPT_OPENING_ORDER:
		ok = strcmp(v, "sequential") == 0 || strcmp(v, "random") == 0;
		o->opening_random = strcmp(v, "random") == 0;
		o->opening_order_set = true;
		break;
	case OPT_OPENING_PLIES: ok = parse_int(v, 0, 10000, &o->opening_plies); break;
	case OPT_SPRT: o->sprt_on = ok = sprt_parse(v, &o->sprt); break;
	case OPT_ANCHOR:
		o->anchor = v;
		ok = *v != '\0';
		break;
	case OPT_REPORT: o->report = v; break;
	case OPT_TOURNAMENT: o->tournament_path = v; break;
	case OPT_NONE: ok = false; break;
	}
	if (!ok)
		bad_value(where, name, v, NULL);
	if (!ok && option == OPT_ADJUDICATE)
		fprintf(stderr, "goref-match: --adjudicate takes MOVES,POINTS: e.g. 40,30 (behind by "
		                "more than 30 points for 40 moves in a row)\n");
	if (!ok && option == OPT_SPRT)
		fprintf(stderr,
		        "goref-match: --sprt takes ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA: ELO0 < "
		        "ELO1, both within +-1000, ALPHA and BETA in (0, 1), ALPHA + BETA < 1\n");
	return ok;
}

static bool
takes_no_value(struct match_options *o, const char *name, bool *exit_now)
{
	if (strcmp(name, "--alternate") == 0)
		o->alternate = true;
	else if (strcmp(name, "--engine-stderr") == 0)
		o->engine_stderr = true;
	else if (strcmp(name, "--extend") == 0)
		o->extend = true;
	else if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
		match_options_usage();
		*exit_now = true;
	} else
		return false;
	return true;
}

/* --openings: not with --opening; --opening-order and --opening-plies only with it. */
static bool
check_openings(struct match_options *o)
{
	if (o->opening && o->openings) {
		fprintf(stderr, "goref-match: give --opening (one start for every game) or "
		                "--openings (a suite), not both\n");
		return false;
	}
	if (!o->openings && (o->opening_order_set || o->opening_plies >= 0)) {
		fprintf(stderr,
		        "goref-match: --opening-order and --opening-plies need --openings\n");
		return false;
	}
	/* Each opening is played by a pair of games, colours swapped. */
	if (o->openings)
		o->alternate = true;
	return true;
}

/*
 * Each engine's time control: its own (--black-tc, --white-tc), else --tc's,
 * else what --game-time and --move-time say. The old options and the new ones
 * are refused together, saying how to write the old as the new.
 */
static bool
resolve_clocks(struct match_options *o)
{
	if ((o->tc_given || o->clock_given[0] || o->clock_given[1]) &&
	    (o->move_time > 0 || o->game_time > 0)) {
		fprintf(stderr, "goref-match: --tc, --black-tc and --white-tc replace --game-time and "
		                "--move-time: give one kind or the other (--game-time G is "
		                "--tc absolute:G, --move-time S is --tc canadian:0+1/S)\n");
		return false;
	}
	for (int i = 0; i < 2; i++) {
		if (o->clock_given[i])
			continue;
		if (o->tc_given)
			o->clock[i] = o->tc;
		else
			clock_from_limits(o->game_time, o->move_time, &o->clock[i]);
	}
	return true;
}

/* The words after --summary: an optional --sprt E0,E1 and --anchor NAME (as well as
 * before --summary), then the files. False after saying why. */
static bool
take_summary_files(struct match_options *o, char **words, int n)
{
	o->summary = true;
	while (n >= 1 && (strcmp(words[0], "--sprt") == 0 || strcmp(words[0], "--anchor") == 0)) {
		if (n < 2) {
			fprintf(stderr, "goref-match: %s needs a value (try --help)\n", words[0]);
			return false;
		}
		if (!take_value(o, find_value_option(words[0]), words[0], words[1], NULL))
			return false;
		words += 2;
		n -= 2;
	}
	o->files = words;
	o->n_files = n;
	return true;
}

/* The options a tournament takes from its file, or has no use for, and why. */
static const struct {
	enum value_option option;
	const char *why;
} not_with_tournament[] = {
	{OPT_BLACK, "the engines are the file's engine blocks"},
	{OPT_WHITE, "the engines are the file's engine blocks"},
	{OPT_BLACK_NAME, "the engines' names are the file's (engine NAME)"},
	{OPT_WHITE_NAME, "the engines' names are the file's (engine NAME)"},
	{OPT_BLACK_TC, "each engine's own control is its block's tc"},
	{OPT_WHITE_TC, "each engine's own control is its block's tc"},
	{OPT_GAMES, "the file's rounds make the games"},
	{OPT_SIZE, "the file says it (its key size)"},
	{OPT_KOMI, "the file says it (its key komi)"},
	{OPT_RULES, "the file says it (its key rules)"},
	{OPT_OPENING, "the file says it (its key opening)"},
	{OPT_OPENINGS, "the file says it (its key openings)"},
	{OPT_OPENING_ORDER, "the file says it (its key opening-order)"},
	{OPT_OPENING_PLIES, "the file says it (its key opening-plies)"},
	{OPT_MAX_MOVES, "the file says it (its key max-moves)"},
	{OPT_ADJUDICATE, "the file says it (its key adjudicate)"},
	{OPT_TC, "the file says it (its key tc)"},
	{OPT_MOVE_TIME, "the time controls are the file's tc keys"},
	{OPT_GAME_TIME, "the time controls are the file's tc keys"},
	{OPT_HANDICAP, "a tournament plays even games"},
	{OPT_FREE_HANDICAP, "a tournament plays even games"},
};

/* The command-line name of a value option. */
static const char *
option_name(enum value_option option)
{
	for (size_t i = 0; i < sizeof(value_options) / sizeof(value_options[0]); i++)
		if (value_options[i].option == option)
			return value_options[i].name;
	return "?";
}

/*
 * --tournament FILE: no option that the file says or that has no sense in a
 * tournament (given[]: the value options on the command line), not with
 * --summary; then the file is read. False after saying why.
 */
static bool
take_tournament(struct match_options *o, const bool *given)
{
	for (size_t i = 0; i < sizeof(not_with_tournament) / sizeof(not_with_tournament[0]); i++)
		if (given[not_with_tournament[i].option]) {
			fprintf(stderr, "goref-match: %s does not go with --tournament: %s\n",
			        option_name(not_with_tournament[i].option), not_with_tournament[i].why);
			return false;
		}
	if (o->alternate) {
		fprintf(stderr, "goref-match: --alternate does not go with --tournament: a "
		                "tournament's pairs of games swap colours always\n");
		return false;
	}
	if (o->summary) {
		fprintf(stderr, "goref-match: --summary merges results files: give it the "
		                "tournament's (DIR/results*.tsv), without --tournament\n");
		return false;
	}
	return tournament_load(o->tournament_path, o);
}

/*
 * Sets the setting of the command-line option called option ("--size") to value,
 * for a tournament file's key (called key in a message, which starts with
 * where: "FILE:LINE"); false after saying what is wrong with the value.
 */
bool
match_options_take(struct match_options *o, const char *option, const char *key,
                   const char *value, const char *where)
{
	enum value_option v = find_value_option(option);

	return v != OPT_NONE && take_value(o, v, key, value, where);
}

/* The combination makes sense: two engines, a handicap that exists, a dir. */
static bool
check_options(struct match_options *o)
{
	if (o->report && o->summary) {
		fprintf(stderr, "goref-match: give --report DIR or --summary FILES, not both\n");
		return false;
	}
	if (o->report) /* the folder's own match: no engines */
		return true;
	if (o->summary) {
		if (o->n_files == 0)
			fprintf(stderr, "goref-match: --summary needs results files\n");
		return o->n_files > 0;
	}
	if (o->tournament) {
		if (o->sprt_on && o->tournament->n > 2) {
			fprintf(stderr,
			        "goref-match: --sprt tests one engine against one other, and this "
			        "tournament has %d engines: leave --sprt out (or play the two engines "
			        "it is to test as a tournament of two, or with --black and --white)\n",
			        o->tournament->n);
			return false;
		}
		return check_openings(o);
	}
	if (!o->engine[0] || !o->engine[1]) {
		fprintf(stderr,
		        "goref-match: give both --black CMD and --white CMD (try --help)\n");
		return false;
	}
	if (o->handicap == 1 || (o->handicap > 0 && (o->opening || o->openings))) {
		fprintf(stderr, "goref-match: handicap must be 0 or at least 2, and not with "
		                "--opening or --openings (put it in the SGF)\n");
		return false;
	}
	/* The test tells the engines apart by their labels in the records. */
	if (o->sprt_on && o->label[0] && o->label[1] && strcmp(o->label[0], o->label[1]) == 0) {
		fprintf(stderr, "goref-match: --sprt needs two engines told apart: give "
		                "--black-name and --white-name two different names\n");
		return false;
	}
	return check_openings(o);
}

/*
 * Parses argv into o (defaults first), reading --tournament's file. Returns false
 * after printing a message on a bad command line or file. *exit_now is set when
 * --help was printed. After a success o->tournament is the caller's to free.
 */
bool
match_options_parse(int argc, char **argv, struct match_options *o, bool *exit_now)
{
	bool given[OPT_NONE + 1] = {false};

	set_defaults(o);
	*exit_now = false;
	for (int i = 1; i < argc; i++) {
		const char *name = argv[i];

		if (strcmp(name, "--summary") == 0) {
			if (!take_summary_files(o, argv + i + 1, argc - i - 1))
				return false;
			break;
		}
		if (takes_no_value(o, name, exit_now)) {
			if (*exit_now)
				return true;
			continue;
		}
		enum value_option option = find_value_option(name);
		if (option == OPT_NONE) {
			fprintf(stderr, "goref-match: unknown option %s (try --help)\n", name);
			return false;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "goref-match: %s needs a value (try --help)\n", name);
			return false;
		}
		given[option] = true;
		if (!take_value(o, option, name, argv[++i], NULL))
			return false;
	}
	if (o->tournament_path && !take_tournament(o, given))
		return false;
	if (resolve_clocks(o) && check_options(o))
		return true;
	tournament_free(o->tournament);
	o->tournament = NULL;
	return false;
}

/*
 * Game numbers run from 1; shard I of N plays the games G with (G - 1) mod N == I - 1.
 * With --openings, and in a tournament, it plays whole pairs: pair P (games 2P-1 and
 * 2P, one opening) when (P - 1) mod N == I - 1.
 */
bool
match_game_in_shard(const struct match_options *o, int game)
{
	int unit = o->openings || o->tournament ? (game + 1) / 2 : game;

	return (unit - 1) % o->shards == o->shard - 1;
}

/* The first engine (--black) takes Black, except in even games with --alternate. */
bool
match_first_is_black(const struct match_options *o, int game)
{
	return !o->alternate || game % 2 == 1;
}

/* The engines of the match: 2, or the tournament's. */
int
match_engine_count(const struct match_options *o)
{
	return o->tournament ? o->tournament->n : 2;
}

/* The command of engine e (0 and 1: --black and --white; else the tournament's e-th). */
const char *
match_engine_command(const struct match_options *o, int e)
{
	return o->tournament ? o->tournament->engine[e].command : o->engine[e];
}

/* The label of engine e in the records; NULL: its GTP name (--black-name not given). */
const char *
match_engine_name(const struct match_options *o, int e)
{
	return o->tournament ? o->tournament->engine[e].name : o->label[e];
}

/* The time control of engine e, whatever its colour. */
const struct clock_control *
match_engine_clock(const struct match_options *o, int e)
{
	return o->tournament ? &o->tournament->engine[e].clock : &o->clock[e];
}

/* The engines of game number `game`: *first has Black in it when match_first_is_black. */
void
match_game_engines(const struct match_options *o, int game, int *first, int *second)
{
	if (o->tournament) {
		tournament_engines_of_game(o->tournament, game, first, second);
	} else {
		*first = 0;
		*second = 1;
	}
}

/* Engine e is started afresh for every game: its command names the game. */
bool
match_engine_per_game(const struct match_options *o, int e)
{
	return strstr(match_engine_command(o, e), MATCH_GAME_PLACEHOLDER) != NULL;
}

/*
 * The command of engine e for game number `game`: every "{game}" replaced by the
 * number (e.g. a seed per game). Returns malloc'd text, NULL when out of memory.
 */
char *
match_engine_command_for_game(const struct match_options *o, int e, int game)
{
	const char *command = match_engine_command(o, e), *s;
	size_t hits = 0, n = strlen(command) + 1, mark = strlen(MATCH_GAME_PLACEHOLDER);
	char number[16], *out, *p;

	snprintf(number, sizeof(number), "%d", game);
	for (s = command; (s = strstr(s, MATCH_GAME_PLACEHOLDER)); s += mark)
		hits++;
	out = malloc(n + hits * strlen(number));
	if (!out)
		return NULL;
	for (p = out, s = command; *s;) {
		if (strncmp(s, MATCH_GAME_PLACEHOLDER, mark) == 0) {
			p += sprintf(p, "%s", number);
			s += mark;
		} else {
			*p++ = *s++;
		}
	}
	*p = '\0';
	return out;
}
