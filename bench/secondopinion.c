/*
 * secondopinion.c -- GNU Go's second opinion on goref's end-of-game judgement.
 * Each SGF end position given (GNU Go self-play as `make bench-heldout` writes
 * them, goref-vs-goref games, any finished record) is loaded into both engines
 * with loadsgf; both answer final_status_list dead, and every chain on which
 * they disagree is printed: the position as a diagram with the chain marked,
 * each engine's verdict, the line goref's life-and-death reading follows for
 * it (status_reading_line(), read in this process by the tool's own build, the
 * attacker first), and GNU Go's reading of it (dragon_status, owl_attack,
 * owl_defend: the result and the move that does it).
 *
 * Usage: secondopinion [-G gnugo] [-l level] [-t seconds] [-q] [-g goref] file.sgf...
 *   -G path  GNU Go binary (default /usr/games/gnugo)
 *   -l L     GNU Go --level (default 10)
 *   -t S     seconds any one GTP command may take (default 60)
 *   -q       the counts only, no diagrams
 *   -g path  the goref binary (default build/cc/goref)
 * Prints per position the disagreeing chains, then: positions read, positions
 * skipped (an engine refused the record or failed), chains compared, chains on
 * which the two disagree (goref dead / GNU Go dead). Exit status 0 when every
 * position was read, 1 otherwise, 2 on bad usage.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "bench/lib/vertices.h"
#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/sgf.h"
#include "engine/judge/status.h"
#include "gtp/client.h"

#define DEFAULT_GNUGO "/usr/games/gnugo"
#define DEFAULT_GOREF "build/cc/goref"
#define COMMAND_MAX   1200
#define READING_LINE_MAX 24 /* moves of goref's reading printed at most */

/* Options from the command line. */
struct options {
	const char *gnugo; /* GNU Go binary */
	const char *goref; /* goref binary */
	int level;         /* GNU Go --level */
	double timeout;    /* seconds per GTP command */
	bool quiet;        /* counts only */
};

/* Totals over every position. */
struct totals {
	int positions, skipped, chains;
	int goref_only; /* chains goref calls dead and GNU Go does not */
	int gnugo_only; /* chains GNU Go calls dead and goref does not */
};

/* Sends command; on success the reply is in gtp_client_reply(c). Says why on
 * stderr when it fails. */
static bool
ask(struct gtp_client *c, const char *name, const char *command, const struct options *o)
{
	enum gtp_client_status st = gtp_client_send(c, command, o->timeout);

	if (st == GTP_CLIENT_OK)
		return true;
	fprintf(stderr, "secondopinion: %s: %.60s: %s %s\n", name, command,
	        gtp_client_status_text(st),
	        st == GTP_CLIENT_FAILURE ? gtp_client_reply(c) : c->why);
	return false;
}

/* Loads path into the engine and reads its dead list into dead[]. */
static bool
dead_list(struct gtp_client *c, const char *name, const char *path, int size,
          const struct options *o, uint8_t dead[BOARD_MAX_POINTS])
{
	char command[COMMAND_MAX];

	snprintf(command, sizeof(command), "loadsgf %s", path);
	if (!ask(c, name, command, o) || !ask(c, name, "final_status_list dead", o))
		return false;
	if (!vertices_parse(gtp_client_reply(c), size, dead)) {
		fprintf(stderr, "secondopinion: %s: bad vertex in %s\n", name, gtp_client_reply(c));
		return false;
	}
	return true;
}

/* Prints the board, top row first, the chain through `chain` as '#' (Black) or
 * '@' (White). */
static void
print_diagram(const struct board *b, coord_t chain)
{
	printf("   ");
	for (int col = 0; col < b->size; col++)
		printf(" %c", coord_col_letter(col));
	printf("\n");
	for (int row = b->size - 1; row >= 0; row--) {
		printf("%3d", row + 1);
		for (int col = 0; col < b->size; col++) {
			coord_t p = coord_make(row, col);
			enum color c = board_at(b, p);
			bool marked =
			    color_is_player(c) && board_chain(b, p) == board_chain(b, chain);
			char ch = c == COLOR_BLACK   ? (marked ? '#' : 'X')
			          : c == COLOR_WHITE ? (marked ? '@' : 'O')
			                             : '.';
			printf(" %c", ch);
		}
		printf("\n");
	}
}

/* Prints GNU Go's reading of the chain at vertex: its answer to each command. */
static void
print_gnugo_reading(struct gtp_client *gnugo, const char *vertex, const struct options *o)
{
	static const char *const commands[] = {"dragon_status", "owl_attack", "owl_defend"};
	char command[64];

	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		snprintf(command, sizeof(command), "%s %s", commands[i], vertex);
		if (ask(gnugo, "GNU Go", command, o))
			printf("  GNU Go %-14s %s\n", command, gtp_client_reply(gnugo));
	}
}

/* Prints the line goref's life-and-death reading (layer 7 of the judgement,
 * as this tool's own build reads it, with goref's default seed 0) follows for
 * the chain at p, the attacker first. */
static void
print_goref_reading(const struct game *g, coord_t p)
{
	coord_t line[READING_LINE_MAX];
	int n = status_reading_line(g, 0, p, line, READING_LINE_MAX);
	enum color c = color_other(board_at(&g->board, p));

	printf("  goref reading   ");
	if (n < 0)
		printf(" not read (Benson settled it, or the group or its area is too large)");
	else if (n == 0)
		printf(" nothing to play (already safe, or no move)");
	for (int i = 0; i < n; i++, c = color_other(c)) {
		char vertex[COORD_TEXT_MAX];
		coord_format(line[i], vertex);
		printf(" %c %s", c == COLOR_BLACK ? 'B' : 'W', vertex);
	}
	printf("\n");
}

/* Compares the two dead lists chain by chain on the position of path. */
static void
compare(const char *path, const struct game *g, const uint8_t *goref_dead,
        const uint8_t *gnugo_dead, struct gtp_client *gnugo, const struct options *o,
        struct totals *t)
{
	const struct board *b = &g->board;
	coord_t points[BOARD_MAX_POINTS];
	int n = board_points(b, points);

	for (int i = 0; i < n; i++) {
		coord_t p = points[i];
		if (!color_is_player(board_at(b, p)) || board_chain(b, p) != p)
			continue;
		t->chains++;
		if (goref_dead[p] == gnugo_dead[p])
			continue;
		char vertex[COORD_TEXT_MAX];
		coord_format(p, vertex);
		if (goref_dead[p])
			t->goref_only++;
		else
			t->gnugo_only++;
		if (o->quiet)
			continue;
		printf("%s: %s chain at %s (%d stones, %d liberties): goref %s, GNU Go %s\n", path,
		       color_name(board_at(b, p)), vertex, board_chain_size(b, p), board_libs(b, p),
		       goref_dead[p] ? "dead" : "alive", gnugo_dead[p] ? "dead" : "alive");
		print_diagram(b, p);
		print_goref_reading(g, p);
		print_gnugo_reading(gnugo, vertex, o);
		printf("\n");
	}
}

/* Reads one position with both engines; false when it had to be skipped. */
static bool
read_position(const char *path, struct gtp_client *goref, struct gtp_client *gnugo,
              const struct options *o, struct totals *t)
{
	struct game g;
	struct sgf_info info;
	uint8_t goref_dead[BOARD_MAX_POINTS], gnugo_dead[BOARD_MAX_POINTS];
	size_t len;
	char *text = devset_read_file(path, &len);
	bool ok;

	if (!text) {
		fprintf(stderr, "secondopinion: %s: %s\n", path, strerror(errno));
		return false;
	}
	game_init(&g, GAME_DEFAULT_SIZE, 7.5);
	ok = sgf_load(&g, text, len, NULL, &info);
	free(text);
	if (!ok)
		fprintf(stderr, "secondopinion: %s: %s\n", path, info.reason);
	memset(goref_dead, 0, sizeof(goref_dead));
	memset(gnugo_dead, 0, sizeof(gnugo_dead));
	ok = ok && dead_list(goref, "goref", path, g.board.size, o, goref_dead) &&
	     dead_list(gnugo, "GNU Go", path, g.board.size, o, gnugo_dead);
	if (ok)
		compare(path, &g, goref_dead, gnugo_dead, gnugo, o, t);
	game_free(&g);
	return ok;
}

/* Starts the engine unless it is running. */
static bool
ensure_started(struct gtp_client *c, const char *command)
{
	if (gtp_client_running(c))
		return true;
	gtp_client_free(c);
	gtp_client_init(c);
	if (gtp_client_start(c, command, -1))
		return true;
	fprintf(stderr, "secondopinion: cannot start %s\n", command);
	return false;
}

static void
usage(void)
{
	fprintf(stderr, "usage: secondopinion [-G gnugo] [-l level] [-t seconds] [-q] "
	                "[-g goref] file.sgf...\n");
	exit(2);
}

int
main(int argc, char **argv)
{
	struct options o = {DEFAULT_GNUGO, DEFAULT_GOREF, 10, 60, false};
	struct totals t = {0};
	struct gtp_client goref, gnugo;
	char goref_command[COMMAND_MAX], gnugo_command[COMMAND_MAX];
	int opt;

	while ((opt = getopt(argc, argv, "G:l:t:qg:")) != -1) {
		switch (opt) {
		case 'G':
			o.gnugo = optarg;
			break;
		case 'l':
			o.level = atoi(optarg);
			if (o.level < 0 || o.level > 20)
				usage();
			break;
		case 't':
			o.timeout = atof(optarg);
			if (!(o.timeout > 0))
				usage();
			break;
		case 'q':
			o.quiet = true;
			break;
		case 'g':
			o.goref = optarg;
			break;
		default:
			usage();
		}
	}
	if (optind == argc)
		usage();
	gtp_client_kill_all_on_signals();
	snprintf(goref_command, sizeof(goref_command), "exec %s", o.goref);
	snprintf(gnugo_command, sizeof(gnugo_command), "exec %s --mode gtp --level %d", o.gnugo,
	         o.level);
	gtp_client_init(&goref);
	gtp_client_init(&gnugo);
	for (int i = optind; i < argc; i++) {
		/* A failed engine is restarted for the next position. */
		if (ensure_started(&goref, goref_command) &&
		    ensure_started(&gnugo, gnugo_command) &&
		    read_position(argv[i], &goref, &gnugo, &o, &t))
			t.positions++;
		else
			t.skipped++;
	}
	gtp_client_quit(&goref, 2.0);
	gtp_client_quit(&gnugo, 2.0);
	gtp_client_free(&goref);
	gtp_client_free(&gnugo);
	printf("positions %d  skipped %d  chains %d  disagreements %d  (goref dead only %d, "
	       "GNU Go dead only %d)\n",
	       t.positions, t.skipped, t.chains, t.goref_only + t.gnugo_only, t.goref_only,
	       t.gnugo_only);
	return t.skipped ? 1 : 0;
}
