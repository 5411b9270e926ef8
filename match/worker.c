/* worker.c -- a process that plays games from the queue until it is empty. */
#include "match/worker.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include "engine/rules/game.h"
#include "gtp/client.h"
#include "match/archive.h"
#include "match/digest.h"
#include "match/clock.h"
#include "match/durable.h"
#include "match/openings.h"
#include "match/options.h"
#include "match/referee.h"
#include "match/results.h"
#include "match/stop.h"
#include "match/verdict.h"

/*
 * The engines this worker keeps running: two seats, each an engine process and
 * which engine it is (a match's two stay in their seats; a tournament's game
 * of other engines replaces those it does not need).
 */
struct seats {
	struct gtp_client client[2];     /* engine processes */
	int engine[2];                   /* the engine in each seat (match_engine_*), -1: none */
	char (*label)[RESULTS_NAME_MAX]; /* by engine: its name in the records; owned */
	bool *started_once;              /* by engine: it has answered at least once; owned */
};

/* The program of an engine command, for a label when the engine gives no name. */
static void
program_name(const char *command, char *out, size_t size)
{
	const char *s = command, *word, *slash;
	size_t n;

	for (;;) { /* skip VAR=value assignments in front */
		s += strspn(s, " \t");
		n = strcspn(s, " \t");
		if (n == 0 || !memchr(s, '=', n))
			break;
		s += n;
	}
	word = s;
	for (slash = s; slash < s + n; slash++)
		if (*slash == '/') {
			n -= (size_t)(slash + 1 - word);
			word = slash + 1;
		}
	snprintf(out, size, "%.*s", (int)n, word);
}

/*
 * Sends an engine's first command `command` and says in problem (of size bytes)
 * what is wrong when it gets no GTP answer within the timeout; a refusal ('?')
 * is an answer. Returns the status.
 */
static enum gtp_client_status
greet(const struct match_options *o, struct gtp_client *c, const char *command, char *problem,
      size_t size)
{
	enum gtp_client_status st = gtp_client_send(c, command, o->timeout);

	switch (st) {
	case GTP_CLIENT_OK:
	case GTP_CLIENT_FAILURE:
		break;
	case GTP_CLIENT_TIMEOUT:
		snprintf(problem, size,
		         "gave no answer to '%s' within %g s (--timeout): is it a GTP engine, in "
		         "GTP mode (GNU Go needs --mode gtp)?",
		         command, o->timeout);
		break;
	case GTP_CLIENT_GARBAGE:
		snprintf(problem, size,
		         "answered '%s' with something that is not GTP: is it in GTP mode (GNU Go "
		         "needs --mode gtp)?",
		         command);
		break;
	case GTP_CLIENT_CLOSED:
		snprintf(problem, size, "does not start (%s)",
		         c->why[0] ? c->why : "it closed its pipe");
		break;
	case GTP_CLIENT_ERROR:
		snprintf(problem, size, "could not be talked to: %s", strerror(errno));
		break;
	}
	return st;
}

/*
 * The engine's first answer, to `name`: it must be GTP and come within the
 * timeout. An engine that is silent or talks something else (GNU Go without
 * --mode gtp, a program that is no engine) would lose every game by a fault,
 * so it stops the run instead (false, after saying why). On success the label
 * is its name and version, or its program name when it has no `name`.
 */
static bool
first_contact(const struct match_options *o, struct gtp_client *c, int i, char *out,
              size_t size)
{
	char name[RESULTS_NAME_MAX] = "", problem[200];
	enum gtp_client_status st = greet(o, c, "name", problem, sizeof(problem));

	if (st != GTP_CLIENT_OK && st != GTP_CLIENT_FAILURE) {
		fprintf(stderr, "goref-match: engine '%s' %s The run stops.\n",
		        match_engine_command(o, i), problem);
		gtp_client_kill(c);
		return false;
	}
	if (st == GTP_CLIENT_FAILURE || !gtp_client_reply(c)[0]) {
		program_name(match_engine_command(o, i), out, size);
		if (!out[0])
			snprintf(out, size, "%s", i == 0 ? "first engine" : "second engine");
		return true;
	}
	snprintf(name, sizeof(name), "%s", gtp_client_reply(c));
	if (gtp_client_send(c, "version", o->timeout) == GTP_CLIENT_OK && gtp_client_reply(c)[0])
		snprintf(out, size, "%.40s %.20s", name, gtp_client_reply(c));
	else
		snprintf(out, size, "%s", name);
	return true;
}

/*
 * Engine e (of a tournament) as game number `game` would start it: started, asked
 * name, protocol_version, boardsize, clear_board and komi of the match, each of
 * which it must answer with success within --timeout, then stopped. False with
 * what is wrong in why (of size bytes): an engine that fails this cannot play.
 */
bool
worker_check_engine(const struct match_options *o, const struct referee_rules *r, int e,
                    int game, char *why, size_t size)
{
	static const char *const asked[] = {"name", "protocol_version", "boardsize",
	                                    "clear_board", "komi"};
	char *command = match_engine_command_for_game(o, e, game), text[64];
	struct gtp_client c;
	bool ok = true;

	gtp_client_init(&c);
	if (!command || !gtp_client_start(&c, command, o->engine_stderr ? STDERR_FILENO : -1)) {
		snprintf(why, size, "cannot be started: %s", strerror(command ? errno : ENOMEM));
		ok = false;
	}
	for (size_t i = 0; ok && i < sizeof(asked) / sizeof(asked[0]); i++) {
		snprintf(text, sizeof(text), "%s", asked[i]);
		if (strcmp(asked[i], "boardsize") == 0)
			snprintf(text, sizeof(text), "boardsize %d", r->size);
		else if (strcmp(asked[i], "komi") == 0)
			snprintf(text, sizeof(text), "komi %.15g", r->komi);
		switch (greet(o, &c, text, why, size)) {
		case GTP_CLIENT_OK: break;
		case GTP_CLIENT_FAILURE:
			snprintf(why, size, "refused '%s' ('? %.80s')", text, gtp_client_reply(&c));
			ok = false;
			break;
		default: ok = false; break;
		}
	}
	if (ok)
		gtp_client_quit(&c, 1.0);
	else
		gtp_client_kill(&c);
	gtp_client_free(&c);
	free(command);
	return ok;
}

/* An engine whose command names the game is started afresh for every game. */
static void
stop_per_game_engines(const struct match_options *o, struct seats *s)
{
	for (int i = 0; i < 2; i++)
		if (s->engine[i] >= 0 && match_engine_per_game(o, s->engine[i]))
			gtp_client_quit(&s->client[i], 1.0);
}

/*
 * The seat of engine e, keeping the engine `keep` (the other one of the game) in
 * its seat: e's own if it has one, else an empty one, else the other seat, whose
 * engine is stopped (a tournament's next pairing: at most two engines a worker).
 */
static int
seat_for(struct seats *s, int e, int keep)
{
	int i;

	for (i = 0; i < 2; i++)
		if (s->engine[i] == e)
			return i;
	for (i = 0; i < 2; i++)
		if (s->engine[i] < 0)
			break;
	if (i == 2)
		i = s->engine[0] == keep ? 1 : 0;
	gtp_client_quit(&s->client[i], 1.0);
	s->engine[i] = e;
	return i;
}

/*
 * Starts the engine of seat i for game number `game` unless it runs. In a match the first
 * start in this worker must succeed with an answer to `name` (a command that cannot run
 * stops the match); later restarts are checked by the next game itself. A tournament's
 * engines were checked before its games (withdraw.c): a start that fails now is the game's
 * fault, a crash.
 */
static bool
ensure_engine(const struct worker_setup *w, struct seats *s, int i, int game)
{
	const struct match_options *o = w->options;
	struct gtp_client *c = &s->client[i];
	int e = s->engine[i];
	char label[RESULTS_NAME_MAX], *command;
	bool started;

	if (gtp_client_running(c))
		return true;
	command = match_engine_command_for_game(o, e, game);
	started = command && gtp_client_start(c, command, o->engine_stderr ? STDERR_FILENO : -1);
	free(command);
	if (!started)
		fprintf(stderr, "goref-match: cannot start '%s': %s\n", match_engine_command(o, e),
		        strerror(errno));
	if (!started && !o->tournament)
		return false;
	if (s->started_once[e])
		return true;
	if (!o->tournament && !first_contact(o, c, e, label, sizeof(label)))
		return false;
	s->started_once[e] = true;
	snprintf(s->label[e], sizeof(s->label[e]), "%s",
	         match_engine_name(o, e) ? match_engine_name(o, e) : label);
	results_clean_field(s->label[e]);
	return true;
}

/* Two engines of a match with the same name get "#1" / "#2" so their records stay apart
 * (a tournament's names differ). */
static void
separate_labels(const struct match_options *o, struct seats *s)
{
	if (o->tournament || strcmp(s->label[0], s->label[1]) != 0 || (o->label[0] && o->label[1]))
		return;
	for (int i = 0; i < 2; i++) {
		size_t n = strlen(s->label[i]);

		if (n > RESULTS_NAME_MAX - 4)
			n = RESULTS_NAME_MAX - 4;
		snprintf(s->label[i] + n, RESULTS_NAME_MAX - n, " #%d", i + 1);
	}
}

/* An engine that timed out or answered garbage is out of step: stop it, restart later. */
static void
retire_offender(struct gtp_client *side, const struct referee_outcome *out)
{
	if (out->reason == END_TIMEOUT || out->reason == END_GARBAGE)
		gtp_client_kill(side);
}

/* This process's own CPU seconds so far, user and system: the engines are other
 * processes (and not waited for by it), so they are not in it. */
static double
cpu_seconds(void)
{
	struct rusage ru;

	if (getrusage(RUSAGE_SELF, &ru) != 0)
		return 0;
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6 +
	       (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

static void
fill_record(struct result_record *r, int game, const char *black, const char *white,
            const struct game *g, const struct referee_outcome *out)
{
	memset(r, 0, sizeof(*r));
	r->game = game;
	snprintf(r->black, sizeof(r->black), "%s", black);
	snprintf(r->white, sizeof(r->white), "%s", white);
	r->winner = out->winner == COLOR_BLACK ? 'B' : out->winner == COLOR_WHITE ? 'W' : '0';
	snprintf(r->result, sizeof(r->result), "%s", out->result);
	snprintf(r->reason, sizeof(r->reason), "%s", referee_reason_name(out->reason));
	r->moves = (int)g->n_moves;
	r->time[0] = out->time[COLOR_BLACK];
	r->time[1] = out->time[COLOR_WHITE];
	snprintf(r->score[0], sizeof(r->score[0]), "%s", out->engine_score[COLOR_BLACK]);
	snprintf(r->score[1], sizeof(r->score[1]), "%s", out->engine_score[COLOR_WHITE]);
	snprintf(r->disagree, sizeof(r->disagree), "%s%s", out->disagree[COLOR_BLACK] ? "B" : "",
	         out->disagree[COLOR_WHITE] ? "W" : "");
	snprintf(r->detail, sizeof(r->detail), "%s", out->detail);
}

/*
 * Stops the whole run: no worker records another game, and the parent is told
 * to stop the workers (so a worker says why it stops before calling this).
 */
static void
stop_run(const struct worker_setup *w)
{
	*w->stop = 1;
	if (write(w->done_fd, "stop\n", 5) < 0) {
		/* The parent is gone: the workers are being stopped anyway. */
	}
}

/* How recording a game went. */
enum record_status { RECORDED, RECORD_FAILED, RECORD_CANCELLED };

/*
 * The SGF first, then the results line: a recorded game always has its record.
 * Both under the lock of the results file, after checking that the run has not
 * stopped: once one game is lost, no worker records a later one. A failure
 * sets the stop flag (errno says why); the caller tells the parent.
 */
static enum record_status
record_game(const struct worker_setup *w, int fd, const struct result_record *r,
            const struct game *g, const struct referee_outcome *out)
{
	char line[RESULTS_LINE_MAX], comment[RESULTS_DETAIL_MAX + 160];
	struct archive_info info = {.black = r->black,
	                            .white = r->white,
	                            .result = r->result,
	                            .comment = comment,
	                            .clocks = &out->clocks,
	                            .resumed_node = out->resumed_after,
	                            .resumed = out->resumed,
	                            .status = out->reason == END_SCORE ? out->status : NULL};
	struct opening_record opening;
	enum record_status status = RECORD_FAILED;
	char *sgf;
	int err;

	if (w->options->suite) { /* its name, which it is, where the engines took over */
		openings_record(w->options->suite, r->game, g->n_moves, &opening);
		info.name = opening.gn;
		info.note = opening.note;
		info.mark_node = opening.mark_node;
		info.mark = opening.mark;
	}

	snprintf(comment, sizeof(comment), "goref-match game %d: %s (%s). %s.", r->game, r->result,
	         r->reason, r->detail);
	if (r->score[0][0] || r->score[1][0])
		snprintf(comment + strlen(comment), sizeof(comment) - strlen(comment),
		         " final_score: Black's engine %s, White's engine %s.",
		         r->score[0][0] ? r->score[0] : "-", r->score[1][0] ? r->score[1] : "-");
	sgf = archive_sgf(g, &info);
	results_format(r, line);
	if (!sgf || !durable_lock(fd)) {
		err = sgf ? errno : ENOMEM;
		free(sgf);
		*w->stop = 1;
		errno = err;
		return RECORD_FAILED;
	}
	if (*w->stop)
		status = RECORD_CANCELLED;
	else if (archive_write(w->options->out_dir, r->game, sgf) && durable_append(fd, line))
		status = RECORDED;
	err = errno;
	if (status == RECORD_FAILED)
		*w->stop = 1; /* under the lock: nobody appends after this */
	durable_unlock(fd);
	free(sgf);
	errno = err;
	return status;
}

_Static_assert(RESULTS_OPENING_MAX >= OPENINGS_LABEL_MAX, "an opening label fits the record");

/* Plays game number `game`; a status other than WORKER_OK ends the worker and the run. */
static int
play_one(const struct worker_setup *w, struct seats *s, int fd, struct game *g, int game)
{
	bool first_black = match_first_is_black(w->options, game);
	int first, second, seat[2], b, wh;
	const struct opening_suite *suite = w->options->suite;
	struct referee_rules rules = *w->rules;
	struct game start; /* the position of the game's opening, from the suite */
	double cpu;
	struct referee_outcome out;
	struct result_record r;
	enum record_status recorded;
	char note[64];
	char winner;

	match_game_engines(w->options, game, &first, &second);
	seat[0] = seat_for(s, first, second);
	seat[1] = seat_for(s, second, first);
	b = seat[first_black ? 0 : 1];
	wh = seat[first_black ? 1 : 0];
	stop_per_game_engines(w->options, s);
	if (!ensure_engine(w, s, seat[0], game) || !ensure_engine(w, s, seat[1], game)) {
		stop_run(w);
		return WORKER_ENGINE_FAILED;
	}
	separate_labels(w->options, s);
	rules.seed = w->rules->seed + (uint64_t)game;
	if (suite && !openings_start(suite, game, &w->rules->rules, w->rules->komi, &start)) {
		game_free(&start);
		fprintf(stderr,
		        "goref-match: no memory for the opening of game %d; the run stops\n", game);
		stop_run(w);
		return WORKER_IO_FAILED;
	}
	if (suite)
		rules.opening = &start;
	/* Each engine's own control, whichever colour it has this game. */
	rules.clock[COLOR_BLACK] = *match_engine_clock(w->options, s->engine[b]);
	rules.clock[COLOR_WHITE] = *match_engine_clock(w->options, s->engine[wh]);
	/* The referee's cost of the game: the moves checked, the clocks, the end judged. */
	cpu = cpu_seconds();
	referee_play(&rules, &s->client[b], &s->client[wh], g, &out);
	cpu = cpu_seconds() - cpu;
	if (suite)
		game_free(&start);
	retire_offender(&s->client[out.offender == COLOR_WHITE ? wh : b], &out);
	fill_record(&r, game, s->label[s->engine[b]], s->label[s->engine[wh]], g, &out);
	r.digest = digest_game(g);
	r.referee_cpu = cpu;
	if (suite)
		openings_label(suite, game, r.opening);
	recorded = record_game(w, fd, &r, g, &out);
	clock_record_free(&out.clocks);
	if (recorded == RECORD_CANCELLED)
		return WORKER_STOPPED;
	if (recorded == RECORD_FAILED) {
		fprintf(stderr,
		        "goref-match: cannot record game %d in %s: %s; the run stops (the results "
		        "file is as it was before this game, which the next run plays again)\n",
		        game, w->options->out_dir, strerror(errno));
		stop_run(w); /* after the message: the parent then stops every worker */
		return WORKER_IO_FAILED;
	}
	winner = out.winner == COLOR_EMPTY                    ? '0'
	         : (out.winner == COLOR_BLACK) == first_black ? '1'
	                                                      : '2';
	snprintf(note, sizeof(note), "%d %c %c %llx\n", game, winner, first_black ? 'B' : 'W',
	         (unsigned long long)verdict_opening_key(r.opening));
	if (write(w->done_fd, note, strlen(note)) < 0) {
		/* The parent is gone: this worker is being stopped too. */
	}
	return WORKER_OK;
}

/* Reads the next game number; false at the end of the queue, or once no game may
 * start (drain: a number read then is left to the next run). */
static bool
next_game(const struct worker_setup *w, int *game)
{
	ssize_t n;

	do
		n = read(w->todo_fd, game, sizeof(*game));
	while (n < 0 && errno == EINTR && !*w->drain);
	return n == (ssize_t)sizeof(*game) && !*w->drain;
}

/*
 * Plays every game read from w->todo_fd until the queue closes. Returns
 * WORKER_OK, or the reason it stopped early (the game it held is not recorded
 * and will be played by the next run).
 */
int
worker_run(const struct worker_setup *w)
{
	struct seats s;
	struct game g;
	int status = WORKER_OK, game;
	int fd;

	/* A worker dies with its parent, however the parent ended; its engines with it.
	 * A first SIGINT or SIGTERM only lets it finish its game (match/stop.h). */
	stop_arm_worker(w->stop, w->drain, w->parent);
#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
	if (getppid() != w->parent)
		return WORKER_STOPPED;
	fd = durable_open_append(w->results_path);
	if (fd < 0) {
		fprintf(stderr, "goref-match: cannot open %s: %s\n", w->results_path,
		        strerror(errno));
		stop_run(w);
		return WORKER_IO_FAILED;
	}
	memset(&s, 0, sizeof(s));
	gtp_client_init(&s.client[0]);
	gtp_client_init(&s.client[1]);
	s.engine[0] = s.engine[1] = -1;
	s.label = calloc((size_t)match_engine_count(w->options), sizeof(*s.label));
	s.started_once = calloc((size_t)match_engine_count(w->options), sizeof(*s.started_once));
	if (!s.label || !s.started_once) {
		fprintf(stderr, "goref-match: a worker is out of memory; the run stops\n");
		free(s.label);
		free(s.started_once);
		close(fd);
		stop_run(w);
		return WORKER_IO_FAILED;
	}
	game_init(&g, w->rules->size, w->rules->komi);
	/* Elsewhere than on Linux an orphaned worker at least starts no other game. */
	while (status == WORKER_OK && !*w->stop && !*w->drain && getppid() == w->parent &&
	       next_game(w, &game))
		status = play_one(w, &s, fd, &g, game);
	for (int i = 0; i < 2; i++) {
		gtp_client_quit(&s.client[i], 1.0);
		gtp_client_free(&s.client[i]);
	}
	free(s.label);
	free(s.started_once);
	game_free(&g);
	close(fd);
	return status;
}
