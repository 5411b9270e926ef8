/*
 * heldout.c -- goref's end-of-game judgement on games it was not tuned on. GNU Go
 * plays itself to two passes (seeded, a few random opening moves first); goref
 * and GNU Go judge that end position P; then GNU Go plays on from P for both
 * sides with kgs-genmove_cleanup, which captures the stones it holds dead before
 * passing, and the final position is counted by area (Tromp-Taylor, komi 7.5).
 * Area counting does not change when a player captures dead stones or plays in
 * its own territory, so that count is the reference for P.
 *
 * Usage: heldout [-n games] [-s size[,size...]] [-l level] [-S seed] [-r moves]
 *                [-d dir] [-G gnugo] [-t seconds] [-v] [goref]
 *   -n N     games per board size (default 100)
 *   -s list  board sizes, comma separated (default 9)
 *   -l L     GNU Go level (default 1)
 *   -S seed  seed of the first game; game i uses seed + i (default 1)
 *   -r N     random legal opening moves before GNU Go plays (default size / 2)
 *   -d dir   where each P is written as SIZExSIZE-sSEED.sgf (goref's printsgf) and P
 *            followed by the cleanup as SIZExSIZE-sSEED-cleanup.sgf (default /tmp/heldout)
 *   -G path  GNU Go binary (default /usr/games/gnugo)
 *   -t S     seconds any one GTP command may take (default 300)
 *   -v       a line per game on stderr, and the engines' stderr kept
 *   goref    the goref binary (default build/cc/goref)
 * Games that hit the length cap (4 * size * size moves of self-play, 2 * size *
 * size of cleanup) or where an engine fails are skipped and listed.
 * Prints per board size: games, exact and winner agreement with the reference for
 * goref and GNU Go, goref's milliseconds per judgement, how often goref's dead
 * stones are exactly the stones the cleanup captured, how many P are unfinished
 * games (more than size neutral points in goref's count: GNU Go at a low level
 * may pass with half the board open) and goref's exact agreement on the others,
 * then every game goref or GNU Go gets wrong, with both answers, the dead lists
 * and how to reproduce it.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/lib/devset.h"
#include "bench/lib/vertices.h"
#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/rng.h"
#include "engine/rules/score.h"
#include "engine/rules/sgf.h"
#include "engine/judge/status.h"
#include "gtp/client.h"

#define DEFAULT_GNUGO "/usr/games/gnugo"
#define DEFAULT_GOREF "build/cc/goref"
#define DEFAULT_DIR   "/tmp/heldout"
#define HELDOUT_KOMI  7.5
#define MAX_SIZES     8
#define WHY_MAX       160 /* room for the reason a game was skipped */
#define PATH_TEXT     512 /* room for an SGF path */
#define COMMAND_MAX   1024

/* Options from the command line. */
struct options {
	int games;            /* games per board size */
	int sizes[MAX_SIZES]; /* board sizes to play */
	int n_sizes;          /* entries in sizes */
	int level;            /* GNU Go --level */
	unsigned long seed;   /* seed of the first game */
	int random_moves;     /* random opening moves; -1 = size / 2 */
	const char *dir;      /* where the SGF files go */
	const char *gnugo;    /* GNU Go binary */
	const char *goref;    /* goref binary */
	double timeout;       /* seconds per GTP command */
	bool verbose;         /* a line per game, engines' stderr kept */
};

/* One engine's answer on P. */
struct answer {
	bool given;                /* the engine answered */
	char text[SCORE_TEXT_MAX]; /* final_score's answer */
	double margin;             /* the answer as Black minus White */
	double ms;                 /* milliseconds for the judgement */
};

/* Everything measured on one game. */
struct heldout_game {
	int size;                            /* board size */
	unsigned long seed;                  /* its seed */
	char skipped[WHY_MAX];               /* why it has no reference; "" when it was judged */
	size_t moves;                        /* moves in P, the two closing passes included */
	size_t cleanup_moves;                /* moves of the cleanup after P */
	double reference;                    /* area margin of the cleaned-up final position */
	char reference_text[SCORE_TEXT_MAX]; /* the same as a result text */
	int reference_dame;                  /* neutral points of the final position */
	struct answer goref;                 /* goref's final_score on P */
	struct answer gnugo;                 /* GNU Go's final_score on P (--chinese-rules) */
	char goref_area[SCORE_TEXT_MAX];     /* the "area result" of goref-score */
	int goref_dame;                      /* neutral points of P in goref-score, -1 unknown */
	char *goref_dead;            /* goref's dead stones, chains separated by ", "; owned */
	char *truth_dead;            /* stones of P the cleanup captured, the same way; owned */
	bool same_dead;              /* goref's dead stones are exactly those captured */
	char sgf[PATH_TEXT];         /* P as written by goref's printsgf */
	char cleanup_sgf[PATH_TEXT]; /* P and the cleanup moves */
};

/* Tallies of one engine on one board size. */
struct tally {
	int answered; /* games with an answer */
	int exact;    /* answers with the reference's margin */
	int winner;   /* answers with the reference's winner (or both a draw) */
};

/* Records why a game is skipped (the first reason wins). Returns false for chaining. */
static bool
skip(struct heldout_game *r, const char *why, const char *detail)
{
	if (r->skipped[0] == '\0')
		snprintf(r->skipped, sizeof(r->skipped), "%.50s%s%.100s", why,
		         detail[0] ? ": " : "", detail);
	return false;
}

/*
 * Sends one command; true on "=". Otherwise the game is skipped with the command
 * and what went wrong (a "?" reply, a timeout, a crash).
 */
static bool
ask(struct gtp_client *c, const char *command, const struct options *o, struct heldout_game *r)
{
	enum gtp_client_status st = gtp_client_send(c, command, o->timeout);
	char why[WHY_MAX];

	if (st == GTP_CLIENT_OK)
		return true;
	snprintf(why, sizeof(why), "%.40s: %s", command, gtp_client_status_text(st));
	return skip(r, why, st == GTP_CLIENT_FAILURE ? gtp_client_reply(c) : c->why);
}

/* Starts GNU Go for game r at its seed; chinese adds --chinese-rules. */
static bool
start_gnugo(struct gtp_client *c, const struct options *o, struct heldout_game *r, bool chinese)
{
	char command[COMMAND_MAX];

	snprintf(command, sizeof(command),
	         "exec %s --mode gtp --level %d --seed %lu --never-resign%s", o->gnugo, o->level,
	         r->seed, chinese ? " --chinese-rules" : "");
	if (!gtp_client_start(c, command, o->verbose ? STDERR_FILENO : -1))
		return skip(r, "cannot start GNU Go", strerror(errno));
	return true;
}

/* boardsize, clear_board and komi 7.5. */
static bool
new_game(struct gtp_client *c, const struct options *o, struct heldout_game *r)
{
	char command[64];

	snprintf(command, sizeof(command), "boardsize %d", r->size);
	return ask(c, command, o, r) && ask(c, "clear_board", o, r) && ask(c, "komi 7.5", o, r);
}

/* Sends "play COLOR VERTEX". */
static bool
send_play(struct gtp_client *c, enum color color, coord_t at, const struct options *o,
          struct heldout_game *r)
{
	char command[64], vertex[COORD_TEXT_MAX];

	coord_format(at, vertex);
	snprintf(command, sizeof(command), "play %s %s", color_name(color), vertex);
	return ask(c, command, o, r);
}

/* A new game in the engine with every move of g replayed. */
static bool
replay(struct gtp_client *c, const struct game *g, const struct options *o, struct heldout_game *r)
{
	if (!new_game(c, o, r))
		return false;
	for (size_t i = 0; i < g->n_moves; i++)
		if (!send_play(c, (enum color)g->moves[i].color, g->moves[i].at, o, r))
			return false;
	return true;
}

/* A uniformly random legal point for color, or COORD_PASS when there is none. */
static coord_t
random_legal_point(const struct game *g, enum color color, uint64_t *rng)
{
	coord_t points[BOARD_MAX_POINTS], legal[BOARD_MAX_POINTS];
	int n = board_points(&g->board, points), k = 0;

	for (int i = 0; i < n; i++)
		if (game_check_move(g, color, points[i]) == MOVE_OK)
			legal[k++] = points[i];
	return k ? legal[rng_below(rng, (uint32_t)k)] : COORD_PASS;
}

/* The random opening: moves random legal points, alternately from Black, in g and the engine. */
static bool
random_opening(struct gtp_client *c, struct game *g, int moves, const struct options *o,
               struct heldout_game *r)
{
	uint64_t rng = 0x5eedULL ^ ((uint64_t)r->seed << 20) ^ (uint64_t)r->size;
	enum color color = COLOR_BLACK;

	for (int i = 0; i < moves; i++, color = color_other(color)) {
		coord_t at = random_legal_point(g, color, &rng);
		if (game_play(g, color, at) != MOVE_OK)
			return skip(r, "random opening move refused by the rules core", "");
		if (!send_play(c, color, at, o, r))
			return false;
	}
	return true;
}

/*
 * Asks the engine for color's move with `command` (genmove or
 * kgs-genmove_cleanup) and plays it in g. *at gets the move. A resignation or a
 * move the rules core refuses skips the game.
 */
static bool
engine_move(struct gtp_client *c, const char *command, struct game *g, enum color color,
            coord_t *at, const struct options *o, struct heldout_game *r)
{
	char line[64];

	snprintf(line, sizeof(line), "%s %s", command, color_name(color));
	if (!ask(c, line, o, r))
		return false;
	if (strcasecmp(gtp_client_reply(c), "resign") == 0)
		return skip(r, "GNU Go resigned", "");
	if (coord_parse(gtp_client_reply(c), g->board.size, at) != COORD_PARSE_OK)
		return skip(r, "GNU Go answered no vertex", gtp_client_reply(c));
	if (game_play(g, color, *at) != MOVE_OK)
		return skip(r, "GNU Go's move refused by the rules core", gtp_client_reply(c));
	return true;
}

/*
 * Plays `command` for both sides, alternately from color, until two passes in a
 * row; more than cap moves skip the game. Each move goes into g.
 */
static bool
play_to_two_passes(struct gtp_client *c, const char *command, struct game *g, enum color color,
                   size_t cap, const struct options *o, struct heldout_game *r)
{
	int passes = 0;

	for (size_t n = 0; passes < 2; n++, color = color_other(color)) {
		coord_t at = COORD_NONE;
		if (n >= cap)
			return skip(r, "length cap reached", command);
		if (!engine_move(c, command, g, color, &at, o, r))
			return false;
		passes = at == COORD_PASS ? passes + 1 : 0;
	}
	return true;
}

/* Step 1: GNU Go plays itself from a random opening to two passes; P goes into p. */
static bool
self_play(const struct options *o, struct game *p, struct heldout_game *r)
{
	struct gtp_client c;
	int opening = o->random_moves >= 0 ? o->random_moves : r->size / 2;
	enum color next = opening % 2 ? COLOR_WHITE : COLOR_BLACK;
	bool ok;

	gtp_client_init(&c);
	ok = start_gnugo(&c, o, r, false) && new_game(&c, o, r) &&
	     random_opening(&c, p, opening, o, r) &&
	     play_to_two_passes(&c, "genmove", p, next, (size_t)(4 * r->size * r->size), o, r);
	gtp_client_quit(&c, 2.0);
	gtp_client_free(&c);
	r->moves = p->n_moves;
	return ok;
}

/*
 * The stones of set[] on board b as text, a chain's stones together (top row
 * first), chains separated by ", ". Returns a malloc'd string ("-" for none), or
 * NULL when memory runs out.
 */
static char *
chains_text(const struct board *b, const uint8_t set[BOARD_MAX_POINTS])
{
	uint8_t done[BOARD_MAX_POINTS] = {0};
	size_t cap = 16, len = 0;
	char *text = malloc(cap);

	if (!text)
		return NULL;
	text[0] = '\0';
	for (int row = b->size - 1; row >= 0; row--)
		for (int col = 0; col < b->size; col++) {
			coord_t at = coord_make(row, col), s = at;
			if (!set[at] || done[at] || !color_is_player(board_at(b, at)))
				continue;
			do {
				char vertex[COORD_TEXT_MAX];
				if (cap - len < 16) {
					char *more = realloc(text, cap *= 2);
					if (!more) {
						free(text);
						return NULL;
					}
					text = more;
				}
				coord_format(s, vertex);
				if (set[s] && !done[s])
					len += (size_t)snprintf(text + len, cap - len, "%s%s",
					                        len == 0  ? ""
					                        : s == at ? ", "
					                                  : " ",
					                        vertex);
				done[s] = 1;
				s = board_next_stone(b, s);
			} while (s != at);
		}
	if (len == 0)
		strcpy(text, "-");
	return text;
}

/* Parses a result text into the answer; a reply that is no result leaves it unanswered. */
static void
take_result(struct answer *a, const char *text, double ms)
{
	snprintf(a->text, sizeof(a->text), "%s", text);
	a->ms = ms;
	a->given = devset_margin(text, &a->margin);
}

/* The "area result X" line of goref-score's reply, or "?" when missing. */
static void
take_area_line(const char *reply, char out[SCORE_TEXT_MAX])
{
	const char *line = strstr(reply, "area result ");

	if (!line) {
		strcpy(out, "?");
		return;
	}
	line += strlen("area result ");
	snprintf(out, SCORE_TEXT_MAX, "%.*s", (int)strcspn(line, "\n"), line);
}

/*
 * Step 2 for goref: a fresh process replays P; final_score and final_status_list
 * dead are timed together; goref-score's area line is kept; P is written with
 * printsgf. dead[] gets goref's dead stones.
 */
static bool
goref_judge(const struct options *o, const struct game *p, struct heldout_game *r,
            uint8_t dead[BOARD_MAX_POINTS])
{
	struct gtp_client c;
	char command[PATH_TEXT + 16], score[SCORE_TEXT_MAX];
	double t0;
	bool ok;

	gtp_client_init(&c);
	snprintf(command, sizeof(command), "exec %s", o->goref);
	if (!gtp_client_start(&c, command, o->verbose ? STDERR_FILENO : -1))
		return skip(r, "cannot start goref", strerror(errno));
	ok = replay(&c, p, o, r);
	t0 = gtp_client_now();
	if (ok && (ok = ask(&c, "final_score", o, r)))
		snprintf(score, sizeof(score), "%s", gtp_client_reply(&c));
	if (ok && (ok = ask(&c, "final_status_list dead", o, r))) {
		take_result(&r->goref, score, (gtp_client_now() - t0) * 1e3);
		if (!vertices_parse(gtp_client_reply(&c), r->size, dead))
			ok = skip(r, "goref's dead list has a bad vertex", gtp_client_reply(&c));
	}
	if (ok && (ok = ask(&c, "goref-score", o, r))) {
		const char *dame = strstr(gtp_client_reply(&c), "\ndame ");
		take_area_line(gtp_client_reply(&c), r->goref_area);
		r->goref_dame = dame ? atoi(dame + strlen("\ndame ")) : -1;
	}
	snprintf(r->sgf, sizeof(r->sgf), "%s/%dx%d-s%lu.sgf", o->dir, r->size, r->size, r->seed);
	snprintf(command, sizeof(command), "printsgf %s", r->sgf);
	if (ok)
		ok = ask(&c, command, o, r);
	gtp_client_quit(&c, 2.0);
	gtp_client_free(&c);
	return ok;
}

/* Marks the stones of p that truth no longer has (captured since P) in gone[]. */
static void
mark_captured(const struct board *p, const struct board *truth, uint8_t gone[BOARD_MAX_POINTS])
{
	for (int row = 0; row < p->size; row++)
		for (int col = 0; col < p->size; col++) {
			coord_t at = coord_make(row, col);
			if (color_is_player(board_at(p, at)) &&
			    board_at(truth, at) != board_at(p, at))
				gone[at] = 1;
		}
}

/*
 * Step 2 for GNU Go and step 3: a fresh GNU Go (--chinese-rules) replays P and
 * is asked final_score (timed), then plays on for both sides with
 * kgs-genmove_cleanup to two passes, into truth (a copy of P). gone[] gets the
 * stones of P captured on the way.
 */
static bool
gnugo_judge_and_clean(const struct options *o, const struct game *p, struct game *truth,
                      struct heldout_game *r, uint8_t gone[BOARD_MAX_POINTS])
{
	struct gtp_client c;
	enum color color = color_other((enum color)game_last_move(p)->color);
	size_t cap = (size_t)(2 * r->size * r->size);
	int passes = 0;
	double t0;
	bool ok;

	gtp_client_init(&c);
	ok = start_gnugo(&c, o, r, true) && replay(&c, p, o, r);
	t0 = gtp_client_now();
	if (ok && (ok = ask(&c, "final_score", o, r)))
		take_result(&r->gnugo, gtp_client_reply(&c), (gtp_client_now() - t0) * 1e3);
	for (size_t n = 0; ok && passes < 2; n++, color = color_other(color)) {
		coord_t at = COORD_NONE;
		if (n >= cap) {
			ok = skip(r, "length cap reached", "kgs-genmove_cleanup");
			break;
		}
		ok = engine_move(&c, "kgs-genmove_cleanup", truth, color, &at, o, r);
		if (ok)
			mark_captured(&p->board, &truth->board, gone);
		passes = at == COORD_PASS ? passes + 1 : 0;
	}
	r->cleanup_moves = truth->n_moves - p->n_moves;
	gtp_client_quit(&c, 2.0);
	gtp_client_free(&c);
	return ok;
}

/* Writes g as SGF (engine's writer) to path; false with a message on failure. */
static bool
write_sgf(const struct game *g, const char *path, const char *result)
{
	char *text = sgf_write(g, "Chinese", result);
	FILE *f;
	bool ok;

	if (!text)
		return false;
	f = fopen(path, "w");
	ok = f && fputs(text, f) >= 0;
	if (f && fclose(f) != 0)
		ok = false;
	if (!ok)
		fprintf(stderr, "heldout: %s: %s\n", path, strerror(errno));
	free(text);
	return ok;
}

/* Steps 1-4 of one game into r. */
static void
run_game(const struct options *o, struct heldout_game *r)
{
	struct game p, truth;
	uint8_t dead[BOARD_MAX_POINTS] = {0}, gone[BOARD_MAX_POINTS] = {0};
	uint8_t all_alive[BOARD_MAX_POINTS];
	struct score area;

	game_init(&p, r->size, HELDOUT_KOMI);
	game_init(&truth, r->size, HELDOUT_KOMI);
	if (!self_play(o, &p, r) || !goref_judge(o, &p, r, dead))
		goto out;
	if (!game_copy(&truth, &p)) {
		skip(r, "out of memory", "");
		goto out;
	}
	if (!gnugo_judge_and_clean(o, &p, &truth, r, gone))
		goto out;
	/* The cleanup left no dead stones: every stone counts alive (Tromp-Taylor). */
	memset(all_alive, STATUS_ALIVE, sizeof(all_alive));
	score_count(&truth, all_alive, &area);
	r->reference_dame = area.dame;
	r->reference = area.area_margin;
	score_result_text(r->reference, r->reference_text);
	r->goref_dead = chains_text(&p.board, dead);
	r->truth_dead = chains_text(&p.board, gone);
	r->same_dead = memcmp(dead, gone, sizeof(dead)) == 0;
	snprintf(r->cleanup_sgf, sizeof(r->cleanup_sgf), "%s/%dx%d-s%lu-cleanup.sgf", o->dir,
	         r->size, r->size, r->seed);
	write_sgf(&truth, r->cleanup_sgf, r->reference_text);
out:
	game_free(&p);
	game_free(&truth);
}

/* Counts one answer against the reference. */
static void
grade(struct tally *t, const struct answer *a, double reference)
{
	if (!a->given)
		return;
	t->answered++;
	t->exact += a->margin == reference;
	t->winner += (a->margin > 0) == (reference > 0) && (a->margin < 0) == (reference < 0);
}

/* qsort order of doubles, smallest first. */
static int
compare_doubles(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* part as a percentage of whole (0 when whole is 0). */
static double
percent(int part, int whole)
{
	return whole ? 100.0 * part / whole : 0.0;
}

/* One engine's line of the summary; ms[0..n) are its times (sorted here). */
static void
print_tally(const char *name, const struct tally *t, double *ms, int n)
{
	printf("  %-7s %5d   %6.1f%%  %6.1f%%", name, t->answered, percent(t->exact, t->answered),
	       percent(t->winner, t->answered));
	if (n > 0) {
		qsort(ms, (size_t)n, sizeof(*ms), compare_doubles);
		printf("   %8.1f / %.1f", ms[n / 2], ms[n - 1]);
	}
	printf("\n");
}

/* Whether an answer is not the reference's exact margin. */
static bool
wrong(const struct answer *a, const struct heldout_game *r)
{
	return a->given && a->margin != r->reference;
}

/* The full account of a game goref gets wrong: answers, dead lists, files. */
static void
print_goref_wrong(const struct heldout_game *r)
{
	printf("%dx%d seed %lu: goref %s (area %s), GNU Go %s, reference %s (%s winner)\n", r->size,
	       r->size, r->seed, r->goref.text, r->goref_area, r->gnugo.given ? r->gnugo.text : "-",
	       r->reference_text, (r->goref.margin > 0) == (r->reference > 0) ? "same" : "OTHER");
	printf("    goref dead:       %s\n", r->goref_dead ? r->goref_dead : "?");
	printf("    cleanup captured: %s\n", r->truth_dead ? r->truth_dead : "?");
	printf("    P (%zu moves, %d dame by goref's count): loadsgf %s\n", r->moves, r->goref_dame,
	       r->sgf);
	printf(
	    "    P + cleanup (%zu moves, dame left %d): loadsgf %s (move %zu on is the cleanup)\n",
	    r->cleanup_moves, r->reference_dame, r->cleanup_sgf, r->moves + 1);
}

/* The summary of one board size and its wrong answers. */
static void
print_size(const struct heldout_game *games, int n, int size)
{
	struct tally tg = {0}, tn = {0};
	double *msg = calloc((size_t)n + 1, sizeof(double)),
	       *msn = calloc((size_t)n + 1, sizeof(double));
	int played = 0, judged = 0, same_dead = 0, area_differs = 0, ng = 0, nn = 0;
	int open = 0, settled_exact = 0;

	if (!msg || !msn) {
		fprintf(stderr, "heldout: out of memory\n");
		goto out;
	}
	for (int i = 0; i < n; i++) {
		const struct heldout_game *r = &games[i];
		if (r->size != size)
			continue;
		played++;
		if (r->skipped[0])
			continue;
		judged++;
		grade(&tg, &r->goref, r->reference);
		grade(&tn, &r->gnugo, r->reference);
		if (r->goref.given)
			msg[ng++] = r->goref.ms;
		if (r->gnugo.given)
			msn[nn++] = r->gnugo.ms;
		same_dead += r->same_dead;
		if (r->goref_dame > size)
			open++;
		else
			settled_exact += r->goref.given && !wrong(&r->goref, r);
		area_differs += strcmp(r->goref_area, r->goref.text) != 0;
	}
	printf("\n%dx%d: %d games played, %d with a reference (%d skipped)\n", size, size, played,
	       judged, played - judged);
	printf("  engine  games    exact   winner   ms median / max\n");
	print_tally("goref", &tg, msg, ng);
	print_tally("GNU Go", &tn, msn, nn);
	printf("  goref's dead stones are exactly the stones the cleanup captured: %d of %d "
	       "(%.1f%%)\n",
	       same_dead, judged, percent(same_dead, judged));
	printf(
	    "  P has more than %d neutral points in goref's count (an unfinished game): %d games;\n"
	    "  goref exact on the other games: %d of %d (%.1f%%)\n",
	    size, open, settled_exact, judged - open, percent(settled_exact, judged - open));
	if (area_differs)
		printf("  goref's final_score and its area result differ on %d games\n",
		       area_differs);
	printf("\n  goref wrong (exact margin):\n");
	for (int i = 0; i < n; i++)
		if (games[i].size == size && !games[i].skipped[0] &&
		    wrong(&games[i].goref, &games[i]))
			print_goref_wrong(&games[i]);
	printf("\n  GNU Go wrong (exact margin):\n");
	for (int i = 0; i < n; i++) {
		const struct heldout_game *r = &games[i];
		if (r->size == size && !r->skipped[0] && wrong(&r->gnugo, r))
			printf("    seed %lu: GNU Go %s, reference %s, goref %s\n", r->seed,
			       r->gnugo.text, r->reference_text, r->goref.text);
	}
	printf("\n  skipped:\n");
	for (int i = 0; i < n; i++)
		if (games[i].size == size && games[i].skipped[0])
			printf("    seed %lu: %s\n", games[i].seed, games[i].skipped);
out:
	free(msg);
	free(msn);
}

/* The usage line on stderr. */
static void
usage(void)
{
	fprintf(stderr, "usage: heldout [-n games] [-s size[,size...]] [-l level] [-S seed] "
	                "[-r moves] [-d dir] [-G gnugo] [-t seconds] [-v] [goref]\n");
}

/* A comma-separated list of board sizes into o; false when one is out of range. */
static bool
parse_sizes(const char *text, struct options *o)
{
	char *end;

	o->n_sizes = 0;
	do {
		long size = strtol(text, &end, 10);
		if (end == text || size < BOARD_MIN_SIZE || size > BOARD_MAX_SIZE ||
		    o->n_sizes == MAX_SIZES || (*end != ',' && *end != '\0'))
			return false;
		o->sizes[o->n_sizes++] = (int)size;
		text = end + 1;
	} while (*end == ',');
	return true;
}

/* A whole non-negative number in [0, max]; false otherwise. */
static bool
parse_count(const char *text, long max, long *out)
{
	char *end;

	errno = 0;
	*out = strtol(text, &end, 10);
	return errno == 0 && end != text && *end == '\0' && *out >= 0 && *out <= max;
}

/* The command line into o (defaults already set); false on a bad option. */
static bool
parse_options(int argc, char **argv, struct options *o)
{
	int opt;
	long v;

	while ((opt = getopt(argc, argv, "n:s:l:S:r:d:G:t:v")) != -1) {
		switch (opt) {
		case 'n':
			if (!parse_count(optarg, 100000, &v) || v == 0)
				return false;
			o->games = (int)v;
			break;
		case 's':
			if (!parse_sizes(optarg, o))
				return false;
			break;
		case 'l':
			if (!parse_count(optarg, 10, &v))
				return false;
			o->level = (int)v;
			break;
		case 'S':
			if (!parse_count(optarg, 1000000000L, &v))
				return false;
			o->seed = (unsigned long)v;
			break;
		case 'r':
			if (!parse_count(optarg, 100, &v))
				return false;
			o->random_moves = (int)v;
			break;
		case 'd':
			o->dir = optarg;
			break;
		case 'G':
			o->gnugo = optarg;
			break;
		case 't':
			if (!parse_count(optarg, 100000, &v) || v == 0)
				return false;
			o->timeout = (double)v;
			break;
		case 'v':
			o->verbose = true;
			break;
		default:
			return false;
		}
	}
	if (optind < argc - 1)
		return false;
	if (optind == argc - 1)
		o->goref = argv[optind];
	return true;
}

/* The progress line of a finished game on stderr. */
static void
report_progress(const struct heldout_game *r, double seconds)
{
	if (r->skipped[0]) {
		fprintf(stderr, "%dx%d seed %lu: skipped (%s) %.1f s\n", r->size, r->size, r->seed,
		        r->skipped, seconds);
		return;
	}
	fprintf(stderr, "%dx%d seed %lu: ref %s goref %s%s gnugo %s%s, %zu+%zu moves, %.1f s\n",
	        r->size, r->size, r->seed, r->reference_text, r->goref.text,
	        wrong(&r->goref, r) ? " WRONG" : "", r->gnugo.text,
	        wrong(&r->gnugo, r) ? " WRONG" : "", r->moves, r->cleanup_moves, seconds);
}

/* Plays and judges the games, size by size, then prints the summary of each size. */
int
main(int argc, char **argv)
{
	struct options o = {
	    .games = 100,
	    .sizes = {9},
	    .n_sizes = 1,
	    .level = 1,
	    .seed = 1,
	    .random_moves = -1,
	    .dir = DEFAULT_DIR,
	    .gnugo = DEFAULT_GNUGO,
	    .goref = DEFAULT_GOREF,
	    .timeout = 300,
	};
	struct heldout_game *games;
	double t0 = gtp_client_now();
	int n;

	if (!parse_options(argc, argv, &o)) {
		usage();
		return 2;
	}
	gtp_client_kill_all_on_signals();
	if (access(o.gnugo, X_OK) != 0 || access(o.goref, X_OK) != 0) {
		fprintf(stderr, "heldout: needs %s and %s\n", o.gnugo, o.goref);
		return 1;
	}
	if (mkdir(o.dir, 0777) != 0 && errno != EEXIST) {
		fprintf(stderr, "heldout: %s: %s\n", o.dir, strerror(errno));
		return 1;
	}
	n = o.games * o.n_sizes;
	games = calloc((size_t)n, sizeof(*games));
	if (!games) {
		fprintf(stderr, "heldout: out of memory\n");
		return 1;
	}
	for (int i = 0; i < n; i++) {
		double start = gtp_client_now();
		games[i].size = o.sizes[i / o.games];
		games[i].seed = o.seed + (unsigned long)(i % o.games);
		run_game(&o, &games[i]);
		if (o.verbose)
			report_progress(&games[i], gtp_client_now() - start);
	}
	printf("Held-out games: GNU Go level %d self-play (", o.level);
	if (o.random_moves >= 0)
		printf("%d random opening moves", o.random_moves);
	else
		printf("size / 2 random opening moves");
	printf(", seeds %lu..%lu),\nreference = area count after GNU Go's kgs-genmove_cleanup for "
	       "both sides; komi 7.5; goref = %s\n",
	       o.seed, o.seed + (unsigned long)o.games - 1, o.goref);
	for (int s = 0; s < o.n_sizes; s++)
		print_size(games, n, o.sizes[s]);
	printf("\nTotal time %.1f s\n", gtp_client_now() - t0);
	for (int i = 0; i < n; i++) {
		free(games[i].goref_dead);
		free(games[i].truth_dead);
	}
	free(games);
	return 0;
}
