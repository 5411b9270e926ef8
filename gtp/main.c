/*
 * main.c -- options, the single table, and the loop: read a line, answer it,
 * until quit or end of input.
 */
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/rules/game.h"
#include "gtp/commands.h"
#include "gtp/table.h"
#include "gtp/gtp.h"
#include "gtp/lineio.h"
#include "gtp/think.h"

/* The only mutable global: the table the session plays at (kilo's E). */
static struct table the_table;

struct options {
	int size;                            /* --boardsize */
	bool size_given;                     /* --boardsize was on the command line */
	double komi;                         /* --komi */
	bool komi_set;                       /* --komi given: the preset's komi does not apply */
	int ko;                              /* --ko: enum ko_rule, or -1 for the preset's */
	const struct rules_preset *preset;   /* --rules */
	bool rules_from_sgf;                 /* --rules sgf: loadsgf follows the record's RU */
	uint64_t seed;                       /* --seed */
	bool ponder;                         /* --ponder */
	double search[PARAM_COUNT];          /* --threads ... --resign, by enum search_param */
};

/* The options of the search's settings, by enum search_param. */
static const char *const search_options[PARAM_COUNT] = { "--threads", "--playouts", "--time",
							  "--max-memory", "--resign" };

/* The board size for vertex completion at the prompt. */
static int
board_size(void *table)
{
	return game_size(&((struct table *)table)->game);
}

/* The engine's interrupt hook: GoGui's "# interrupt" line waiting on stdin, or
 * Ctrl-C on a terminal. */
static bool
interrupt_requested(void *io)
{
	return lineio_interrupt_pending(io);
}

/* The number of cores, for --threads' default (1 when unknown). */
static int
default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > 64 ? 64 : (int)n;
}

/* The engine's hook for lz-analyze: the next command (or the end of input) waits. */
static bool
command_waiting(void *io)
{
	return lineio_command_pending(io);
}

static void
usage(FILE *out)
{
	fprintf(out,
		"usage: goref [options]\n"
		"A Go referee engine speaking GTP v2 on stdin/stdout, by default under the\n"
		"British Go Association teaching rules (pass stones, White moves last, komi 7.5).\n\n"
		"  --boardsize N       board size, %d..%d (default %d)\n"
		"  --rules NAME        bga-teaching (default), bga, chinese, chinese-kgs, aga,\n"
		"                      japanese, korean, new-zealand, tromp-taylor; or sgf:\n"
		"                      loadsgf takes the rules from the record's RU\n"
		"  --komi K            komi, %d..%d (default: the preset's, %g for bga-teaching)\n"
		"  --ko simple|superko ko rule (default: the preset's)\n"
		"  --seed N            seed for move generation and judgement, 0..%llu\n"
		"                      (default 0)\n"
		"  --threads N         search threads, 1..64 (default: the number of cores)\n"
		"  --max-memory MB     memory the search tree may take (default %d)\n"
		"  --playouts N        playouts per genmove\n"
		"  --time S            seconds per genmove (default %g without --playouts)\n"
		"  --resign never|R    resign below win rate R (default %g), or never\n"
		"  --ponder            think on the opponent's time, until its move arrives\n"
		"  --version           print the version and the line editor, then exit\n"
		"  --help              print this help, then exit\n",
		BOARD_MIN_SIZE, BOARD_MAX_SIZE, GAME_DEFAULT_SIZE, -GAME_KOMI_MAX, GAME_KOMI_MAX,
		GAME_DEFAULT_KOMI, (unsigned long long)UINT64_MAX, TABLE_DEFAULT_MAX_MEMORY_MB,
		THINK_DEFAULT_SECONDS, TABLE_DEFAULT_RESIGN);
}

/* The options that take a value, besides the search's (search_options). */
static const char *const value_options[] = { "--boardsize", "--komi", "--rules", "--ko", "--seed" };
#define N_VALUE_OPTIONS (sizeof(value_options) / sizeof(value_options[0]))

/* The name of the option that takes a value which arg gives, as "--name" or
 * "--name=value" (one of value_options or search_options), or NULL. */
static const char *
value_option_name(const char *arg)
{
	for (size_t k = 0; k < N_VALUE_OPTIONS + PARAM_COUNT; k++) {
		const char *name = k < N_VALUE_OPTIONS ? value_options[k]
						      : search_options[k - N_VALUE_OPTIONS];
		size_t n = strlen(name);
		if (strncmp(arg, name, n) == 0 && (arg[n] == '\0' || arg[n] == '='))
			return name;
	}
	return NULL;
}

/* The value of the option at argv[*i] ("--name=value", or the next argument,
 * which *i then steps over), or NULL when there is none. */
static const char *
option_value(int argc, char **argv, int *i)
{
	const char *equals = strchr(argv[*i], '=');

	if (equals)
		return equals + 1;
	return *i + 1 < argc ? argv[++*i] : NULL;
}

/* A seed: decimal digits only (no sign), at most UINT64_MAX. */
static bool
parse_seed(const char *text, uint64_t *out)
{
	unsigned long long v;
	char *end;

	if (*text < '0' || *text > '9')
		return false;
	errno = 0;
	v = strtoull(text, &end, 10);
	if (*end || errno || v > UINT64_MAX)
		return false;
	*out = v;
	return true;
}

/* Says what is wrong with an option, the same reason its GTP command would give. */
static int
bad_option(const char *option, const char *value, const char *why)
{
	fprintf(stderr, "goref: %s%s%s: %s (goref --help lists the options)\n", option,
		value ? " " : "", value ? value : "", why);
	return 2;
}

/* The search parameter whose option is name (from search_options), or -1. */
static int
search_param_of(const char *name)
{
	for (int p = 0; p < PARAM_COUNT; p++)
		if (name == search_options[p])
			return p;
	return -1;
}

/* Parses the command line; returns -1 to go on, else the exit status. */
static int
parse_options(int argc, char **argv, struct options *o)
{
	char why[80];

	for (int i = 1; i < argc; i++) {
		const char *name = value_option_name(argv[i]), *v;
		int p;

		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(argv[i], "--version") == 0) {
			printf("goref %s (GTP v2; line editing: %s)\n", GOREF_VERSION, lineio_backend());
			return 0;
		} else if (strcmp(argv[i], "--ponder") == 0) {
			o->ponder = true;
		} else if (!name) {
			return bad_option(argv[i], NULL, "unknown option");
		} else if (!(v = option_value(argc, argv, &i))) {
			return bad_option(name, NULL, "needs a value");
		} else if (strcmp(name, "--boardsize") == 0) {
			snprintf(why, sizeof(why), "board sizes are %d to %d", BOARD_MIN_SIZE,
				 BOARD_MAX_SIZE);
			if (!gtp_parse_int(v, &o->size))
				return bad_option(name, v, "not a number");
			if (o->size < BOARD_MIN_SIZE || o->size > BOARD_MAX_SIZE)
				return bad_option(name, v, why);
			o->size_given = true;
		} else if (strcmp(name, "--komi") == 0) {
			snprintf(why, sizeof(why), "komi is %d to %d", -GAME_KOMI_MAX, GAME_KOMI_MAX);
			if (!gtp_parse_float(v, &o->komi))
				return bad_option(name, v, "not a number");
			if (o->komi < -GAME_KOMI_MAX || o->komi > GAME_KOMI_MAX)
				return bad_option(name, v, why);
			o->komi_set = true;
		} else if (strcmp(name, "--rules") == 0) {
			o->rules_from_sgf = strcmp(v, "sgf") == 0;
			o->preset = rules_preset_find(o->rules_from_sgf ? RULES_DEFAULT_NAME : v);
			if (!o->preset)
				return bad_option(name, v, "no such rules");
		} else if (strcmp(name, "--ko") == 0) {
			if (strcmp(v, "simple") == 0)
				o->ko = KO_SIMPLE;
			else if (strcmp(v, "superko") == 0)
				o->ko = KO_POSITIONAL;
			else
				return bad_option(name, v, "the ko rules are simple and superko");
		} else if (strcmp(name, "--seed") == 0) {
			snprintf(why, sizeof(why), "seeds are 0 to %llu", (unsigned long long)UINT64_MAX);
			if (!parse_seed(v, &o->seed))
				return bad_option(name, v, why);
		} else if ((p = search_param_of(name)) >= 0) {
			const char *bad = search_param_parse(p, v, false, &o->search[p]);
			if (bad)
				return bad_option(name, v, bad);
		}
	}
	return -1;
}

int
main(int argc, char **argv)
{
	struct options opt = { GAME_DEFAULT_SIZE, false, GAME_DEFAULT_KOMI, false, -1, NULL, false,
			       0, false,
			       { [PARAM_THREADS] = default_threads(),
				 [PARAM_MAX_MEMORY] = TABLE_DEFAULT_MAX_MEMORY_MB,
				 [PARAM_RESIGN] = TABLE_DEFAULT_RESIGN } };
	const struct gtp_command *commands;
	const char **names;
	static char outbuf[1 << 16];
	struct gtp_session session;
	struct lineio io;
	int status = parse_options(argc, argv, &opt);
	size_t n = 0;

	if (status >= 0)
		return status;
	/* A closed stdout must end the session quietly, not kill it mid-write. */
	signal(SIGPIPE, SIG_IGN);
	/* Over a file-size limit (ulimit -f) a write fails with EFBIG and printsgf
	 * answers "? cannot write file" instead of the process dying. */
	signal(SIGXFSZ, SIG_IGN);
	setvbuf(stdout, outbuf, _IOFBF, sizeof(outbuf));
	commands = goref_commands;
	while (commands[n].name)
		n++;
	names = calloc(n + 1, sizeof(*names)); /* for tab completion; lives until exit */

	table_init(&the_table, opt.size, opt.komi, opt.seed);
	if (opt.preset) {
		rules_use_preset(&the_table.game.rules, opt.preset);
		if (!opt.komi_set)
			the_table.game.komi = opt.preset->komi;
	}
	if (opt.ko >= 0)
		the_table.game.rules.ko = (enum ko_rule)opt.ko;
	the_table.komi_set = opt.komi_set;
	the_table.size_fixed = opt.size_given;
	the_table.rules_from_sgf = opt.rules_from_sgf;
	the_table.ponder = opt.ponder;
	for (int p = 0; p < PARAM_COUNT; p++)
		table_set_search_param(&the_table, (enum search_param)p, opt.search[p]);
	if (!names || !gtp_session_init(&session, commands, &the_table, stdout)) {
		fprintf(stderr, "goref: out of memory\n");
		return 1;
	}
	/*
	 * GoGui asks every program that lists gogui-rules_board_size for its size
	 * when it attaches, and starts a new game when the answer differs from its
	 * board: only a size the user chose (--boardsize) may do that. A ruler
	 * started without it is offered the command all the same, to say what is
	 * wrong (cmd_gogui.c, gogui_list_commands).
	 */
	if (!opt.size_given)
		gtp_hide(&session, "gogui-rules_board_size", true);
	for (size_t i = 0, kept = 0; i < n; i++) /* the commands offered complete */
		if (gtp_find(&session, commands[i].name))
			names[kept++] = commands[i].name;
	if (!lineio_init(&io, STDIN_FILENO, stdout, isatty(STDIN_FILENO), names)) {
		fprintf(stderr, "goref: out of memory\n");
		return 1;
	}
	lineio_set_board_size(board_size, &the_table);
	the_table.should_stop = interrupt_requested;
	the_table.input_waiting = command_waiting;
	the_table.stop_ctx = &io;
	for (;;) {
		const char *line;
		size_t len;
		enum lineio_result r = lineio_next(&io, &line, &len);

		if (r == LINEIO_EOF)
			break;
		if (r == LINEIO_TOO_LONG)
			gtp_respond_error(&session, line, len, "line too long");
		else
			gtp_execute_line(&session, line, len);
		if (session.quit || ferror(stdout))
			break;
		/* The answer goes out before goref thinks on: a controller waits for
		 * it, and the ponder stops only at its next command. */
		fflush(stdout);
		table_ponder(&the_table); /* --ponder, after a move goref played */
	}
	fflush(stdout);
	lineio_free(&io);
	gtp_session_free(&session);
	table_free(&the_table);
	free(names);
	return 0;
}
