/*
 * referee.c -- playing one refereed game. Each engine hears every move; goref's
 * game decides what is legal and when play has ended, and goref's judgement and
 * count decide the result (goref's estimate, engine/judge/estimate.h, where the
 * game is cut short). Any fault ends the game at once against its offender.
 */
#include "match/referee.h"

#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/rules/handicap.h"
#include "engine/rules/sgf.h"
#include "engine/judge/estimate.h"
#include "gtp/client.h"
#include "match/adjudicate.h"
#include "match/dispute.h"

/* The game in progress: who plays which colour and where the outcome goes. */
struct table {
	const struct referee_rules *r; /* setup and time control */
	struct gtp_client *player[3];  /* engines by colour (index COLOR_BLACK / COLOR_WHITE) */
	struct game *g;                /* goref's record of the game */
	struct referee_outcome *out;   /* filled as the game ends */
	struct clock_state clock[3];   /* each colour's clock (index COLOR_BLACK / COLOR_WHITE) */
	enum clock_form form[3];       /* how each colour's engine was told its control */
	bool cleanup[3];               /* asked with kgs-genmove_cleanup, not genmove, by colour
	                                * (resumed play, an engine that has it) */
};

static const char *const reason_names[END_REASONS] = {
    [END_SCORE] = "score",     [END_RESIGN] = "resign",   [END_MOVE_LIMIT] = "move-limit",
    [END_ILLEGAL] = "illegal", [END_GARBAGE] = "garbage", [END_REFUSED] = "refused",
    [END_CRASH] = "crash",     [END_TIMEOUT] = "timeout", [END_SETUP] = "setup",
    [END_ADJUDICATED] = "adjudicated",
};

/* The short name of a reason as written in results files ("illegal", "timeout"). */
const char *
referee_reason_name(enum end_reason reason)
{
	return reason < END_REASONS ? reason_names[reason] : "unknown";
}

static const char *
side_name(enum color c)
{
	return c == COLOR_BLACK ? "Black" : "White";
}

/* Ends the game against `offender`; returns false so callers can `return fault(...)`. */
static bool __attribute__((format(printf, 4, 5)))
fault(struct table *t, enum end_reason reason, enum color offender, const char *fmt, ...)
{
	struct referee_outcome *o = t->out;
	int n;
	va_list ap;

	o->reason = reason;
	o->offender = offender;
	o->winner = color_other(offender);
	snprintf(o->result, sizeof(o->result), "%c+%s", color_letter(o->winner),
	         reason == END_TIMEOUT ? "T" : "F");
	n = snprintf(o->detail, sizeof(o->detail), "%s ", side_name(offender));
	va_start(ap, fmt);
	if (n > 0 && (size_t)n < sizeof(o->detail))
		vsnprintf(o->detail + n, sizeof(o->detail) - (size_t)n, fmt, ap);
	va_end(ap);
	return false;
}

/* A command that did not succeed, as a fault of `side`; `refusal` is the reason for '?'. */
static bool
client_fault(struct table *t, enum color side, enum gtp_client_status st, enum end_reason refusal,
             const char *command)
{
	struct gtp_client *c = t->player[side];

	switch (st) {
	case GTP_CLIENT_OK:
		return true;
	case GTP_CLIENT_FAILURE:
		return fault(t, refusal, side, "refused '%s': %s", command, gtp_client_reply(c));
	case GTP_CLIENT_TIMEOUT:
		if (c->unread) /* the pipe to it is full */
			return fault(t, END_TIMEOUT, side, "did not read '%s' in time", command);
		return fault(t, END_TIMEOUT, side, "gave no answer to '%s' in time", command);
	case GTP_CLIENT_GARBAGE:
		return fault(t, END_GARBAGE, side, "answered '%s' with something that is not GTP",
		             command);
	case GTP_CLIENT_CLOSED:
		return fault(t, END_CRASH, side, "engine died during '%s' (%s)", command,
		             c->why[0] ? c->why : "closed its pipe");
	case GTP_CLIENT_ERROR:
		break;
	}
	return fault(t, END_CRASH, side, "could not be talked to during '%s' (system error)",
	             command);
}

/* Sends a command that must succeed within the plain timeout; a failure is a fault. */
static bool
command(struct table *t, enum color side, enum end_reason refusal, const char *text)
{
	enum gtp_client_status st = gtp_client_send(t->player[side], text, t->r->timeout);

	return client_fault(t, side, st, refusal, text);
}

/* Sends a command whose failure does not matter (time_settings to an engine without it). */
static bool
optional_command(struct table *t, enum color side, const char *text)
{
	enum gtp_client_status st = gtp_client_send(t->player[side], text, t->r->timeout);

	return st == GTP_CLIENT_OK || st == GTP_CLIENT_FAILURE ||
	       client_fault(t, side, st, END_SETUP, text);
}

/* Whether the engine says it knows `name` (GTP's known_command); a refusal is a no. */
static bool
knows_command(struct table *t, enum color side, const char *name, bool *knows)
{
	char text[64];

	snprintf(text, sizeof(text), "known_command %s", name);
	*knows = false;
	if (!optional_command(t, side, text))
		return false;
	*knows = strcmp(gtp_client_reply(t->player[side]), "true") == 0;
	return true;
}

/*
 * Starts the side's clock and tells its engine the control: byo-yomi through
 * kgs-time_settings, Fischer through kata-time_settings when the engine knows
 * them, GTP's time_settings otherwise (clock.c: clock_settings_command).
 */
static bool
send_time_settings(struct table *t, enum color side)
{
	const struct clock_control *c = &t->r->clock[side];
	bool kgs = false, kata = false;
	char text[CLOCK_TEXT_MAX];

	clock_start(c, &t->clock[side]);
	if (c->kind == CLOCK_BYOYOMI && !knows_command(t, side, "kgs-time_settings", &kgs))
		return false;
	if (c->kind == CLOCK_FISCHER && !knows_command(t, side, "kata-time_settings", &kata))
		return false;
	t->form[side] = clock_form_for(c, kgs, kata);
	return !clock_settings_command(c, t->form[side], text, sizeof(text)) ||
	       optional_command(t, side, text);
}

/* KGS's name of a preset, or NULL: what kgs-rules tells KGS-minded engines. */
static const char *
kgs_name(const char *preset)
{
	static const char *const names[][2] = { { "japanese", "japanese" },
						 { "chinese", "chinese" },
						 { "chinese-kgs", "chinese" },
						 { "aga", "aga" },
						 { "new-zealand", "new_zealand" } };

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(preset, names[i][0]) == 0)
			return names[i][1];
	return NULL;
}

/*
 * Tells an engine the rules when they are not the default: kgs-rules (KGS's name,
 * before boardsize: some engines reset the board on it) and kata-set-rules (KataGo's
 * and goref's preset names). Both optional: an engine that knows neither plays on.
 */
static bool
send_rules(struct table *t, enum color side)
{
	const char *name = rules_name(&t->g->rules), *kgs = kgs_name(name);
	char text[64];

	if (strcmp(name, RULES_DEFAULT_NAME) == 0)
		return true;
	snprintf(text, sizeof(text), "kgs-rules %s", kgs ? kgs : "");
	if (kgs && !optional_command(t, side, text))
		return false;
	snprintf(text, sizeof(text), "kata-set-rules %s", name);
	return optional_command(t, side, text);
}

static bool
setup_engine(struct table *t, enum color side)
{
	char text[64];

	if (!send_rules(t, side))
		return false;
	snprintf(text, sizeof(text), "boardsize %d", game_size(t->g));
	if (!command(t, side, END_SETUP, text) || !command(t, side, END_SETUP, "clear_board"))
		return false;
	snprintf(text, sizeof(text), "komi %.15g", t->g->komi);
	return command(t, side, END_SETUP, text) && send_time_settings(t, side);
}

/* Appends the GTP vertices of the setup's black stones to text. */
static void
black_setup_vertices(const struct game *g, char *text, size_t size)
{
	for (coord_t c = 0; c < BOARD_MAX_POINTS; c++) {
		char v[COORD_TEXT_MAX];
		size_t len = strlen(text);

		if (board_at(&g->setup, c) != COLOR_BLACK)
			continue;
		coord_format(c, v);
		snprintf(text + len, size - len, " %s", v);
	}
}

/* Places the vertices an engine listed as handicap stones into the game. */
static bool
place_listed_stones(struct table *t, const char *list)
{
	char *copy = strdup(list), *save = NULL;
	int n = 0;
	bool ok = copy != NULL;

	for (char *tok = copy ? strtok_r(copy, " \t\n", &save) : NULL; ok && tok;
	     tok = strtok_r(NULL, " \t\n", &save)) {
		coord_t c;

		ok = coord_parse(tok, game_size(t->g), &c) == COORD_PARSE_OK && c != COORD_PASS &&
		     game_place_setup(t->g, COLOR_BLACK, c);
		n++;
	}
	free(copy);
	if (!ok || n != t->r->handicap)
		return fault(t, END_SETUP, COLOR_BLACK, "placed a bad handicap: '%s'", list);
	t->g->handicap = n;
	t->g->setup_to_move = COLOR_WHITE;
	return true;
}

/* Fixed handicap: goref places the stones and tells both engines where they are. */
static bool
fixed_handicap(struct table *t)
{
	coord_t points[HANDICAP_MAX_FIXED];
	int n = handicap_fixed(game_size(t->g), t->r->handicap, points);
	char text[1024] = "set_free_handicap";

	if (n == 0)
		return fault(t, END_SETUP, COLOR_BLACK, "cannot take %d fixed handicap stones",
		             t->r->handicap);
	for (int i = 0; i < n; i++)
		game_place_setup(t->g, COLOR_BLACK, points[i]);
	t->g->handicap = n;
	t->g->setup_to_move = COLOR_WHITE;
	black_setup_vertices(t->g, text, sizeof(text));
	return command(t, COLOR_BLACK, END_SETUP, text) && command(t, COLOR_WHITE, END_SETUP, text);
}

/* Free handicap: Black's engine chooses, White's engine is told. */
static bool
free_handicap(struct table *t)
{
	char text[64], *list;
	char set[4096] = "set_free_handicap";
	bool ok;

	snprintf(text, sizeof(text), "place_free_handicap %d", t->r->handicap);
	if (!command(t, COLOR_BLACK, END_SETUP, text))
		return false;
	list = strdup(gtp_client_reply(t->player[COLOR_BLACK]));
	ok = list && place_listed_stones(t, list);
	free(list);
	if (!ok)
		return list ? false : fault(t, END_SETUP, COLOR_BLACK, "out of memory");
	black_setup_vertices(t->g, set, sizeof(set));
	return command(t, COLOR_WHITE, END_SETUP, set);
}

static void
move_command(char *text, size_t size, const char *verb, enum color c, coord_t at)
{
	char v[COORD_TEXT_MAX];

	coord_format(at, v);
	snprintf(text, size, "%s %s %s", verb, color_name(c), v);
}

/* Tells both engines the opening: its black setup stones, then every move. */
static bool
send_opening(struct table *t)
{
	const struct game *o = t->r->opening;
	char text[4096] = "set_free_handicap";

	if (o->setup.stones[COLOR_BLACK] > 0) {
		black_setup_vertices(o, text, sizeof(text));
		if (!command(t, COLOR_BLACK, END_SETUP, text) ||
		    !command(t, COLOR_WHITE, END_SETUP, text))
			return false;
	}
	for (size_t i = 0; i < o->n_moves; i++) {
		move_command(text, sizeof(text), "play", (enum color)o->moves[i].color,
		             o->moves[i].at);
		if (!command(t, COLOR_BLACK, END_SETUP, text) ||
		    !command(t, COLOR_WHITE, END_SETUP, text))
			return false;
	}
	return true;
}

/* Everything before the first generated move. */
static bool
setup_game(struct table *t)
{
	if (t->r->opening) {
		game_free(t->g);
		if (!game_copy(t->g, t->r->opening)) {
			game_init(t->g, game_size(t->r->opening), t->r->komi);
			return fault(t, END_SETUP, COLOR_BLACK, "opening: out of memory");
		}
	} else {
		game_clear(t->g, t->r->size);
	}
	t->g->komi = t->r->komi;
	t->g->rules = t->r->rules;
	if (!setup_engine(t, COLOR_BLACK) || !setup_engine(t, COLOR_WHITE))
		return false;
	if (t->r->opening)
		return send_opening(t);
	if (t->r->handicap > 0)
		return t->r->free_handicap ? free_handicap(t) : fixed_handicap(t);
	return true;
}

/* Seconds the side may think on this move: its clock and the margin, or the plain timeout. */
static double
move_allowance(const struct table *t, enum color side)
{
	const struct clock_control *c = &t->r->clock[side];
	double left;

	if (!clock_limited(c))
		return t->r->timeout;
	left = clock_allowance(c, &t->clock[side]) + t->r->time_margin;
	return left > 0 ? left : 1e-3;
}

/* Tells the engine its clock before a genmove (GTP time_left). */
static bool
send_time_left(struct table *t, enum color side)
{
	char text[CLOCK_TEXT_MAX];

	return !clock_left_command(&t->r->clock[side], &t->clock[side], t->form[side],
	                           color_name(side), text, sizeof(text)) ||
	       optional_command(t, side, text);
}

/*
 * The loss on time of the move the side was asked for: it took `took` seconds
 * (answered) or gave no move within them; the detail has the move's number and
 * the clock as it stood before the move.
 */
static bool
time_fault(struct table *t, enum color side, double took, bool answered,
           const struct clock_state *before)
{
	const struct clock_control *c = &t->r->clock[side];
	char spec[CLOCK_TEXT_MAX], clock[CLOCK_TEXT_MAX];

	clock_format(c, spec, sizeof(spec));
	clock_describe(c, before, clock, sizeof(clock));
	return fault(t, END_TIMEOUT, side,
	             "lost on time at move %zu: %s %.2f s (%s: %s; margin %g s)", t->g->n_moves + 1,
	             answered ? "took" : "gave no move in", took, spec, clock, t->r->time_margin);
}

/* Asks `side` for a move; false with the outcome set when the game ends here. */
static bool
generate(struct table *t, enum color side, coord_t *at, bool *resigned)
{
	const struct clock_control *c = &t->r->clock[side];
	struct clock_state before;
	char text[32];
	double start, took;
	enum gtp_client_status st;
	const char *reply;

	if (!send_time_left(t, side))
		return false;
	before = t->clock[side];
	snprintf(text, sizeof(text), "%s %s", t->cleanup[side] ? "kgs-genmove_cleanup" : "genmove",
	         color_name(side));
	start = gtp_client_now();
	st = gtp_client_send(t->player[side], text, move_allowance(t, side));
	took = gtp_client_now() - start;
	t->out->time[side] += took;
	if (st == GTP_CLIENT_TIMEOUT && clock_limited(c))
		return time_fault(t, side, took, false, &before);
	if (st == GTP_CLIENT_TIMEOUT)
		return fault(t, END_TIMEOUT, side, "gave no move within %.2f s (--timeout %g s)",
		             took, t->r->timeout);
	if (st != GTP_CLIENT_OK)
		return client_fault(t, side, st, END_REFUSED, text);
	if (!clock_charge(c, &t->clock[side], took, t->r->time_margin))
		return time_fault(t, side, took, true, &before);
	/* The clock of the move it will be, for the SGF (a move never played is not written). */
	if (c->kind != CLOCK_NONE)
		clock_record_mark(&t->out->clocks, t->g->n_moves,
		                  clock_mark_of(c, &t->clock[side]));
	reply = gtp_client_reply(t->player[side]);
	*resigned = strcasecmp(reply, "resign") == 0;
	if (*resigned)
		return true;
	switch (coord_parse(reply, game_size(t->g), at)) {
	case COORD_PARSE_OK:
		return true;
	case COORD_PARSE_OFF_BOARD:
		return fault(t, END_ILLEGAL, side, "played %s: %s", reply,
		             move_result_text(MOVE_NOT_ON_BOARD));
	case COORD_PARSE_SYNTAX:
		break;
	}
	return fault(t, END_GARBAGE, side, "answered %s with '%.60s', not a move",
	             t->cleanup[side] ? "kgs-genmove_cleanup" : "genmove", reply);
}

static void
resign(struct table *t, enum color side)
{
	struct referee_outcome *o = t->out;

	o->reason = END_RESIGN;
	o->winner = color_other(side);
	snprintf(o->result, sizeof(o->result), "%c+R", color_letter(o->winner));
	snprintf(o->detail, sizeof(o->detail), "%s resigned", side_name(side));
}

/* One turn: genmove, referee, tell the opponent. False when the game ended. */
static bool
play_turn(struct table *t)
{
	enum color side = game_to_move(t->g);
	enum move_result res;
	char text[48], v[COORD_TEXT_MAX];
	coord_t at;
	bool resigned = false;

	if (!generate(t, side, &at, &resigned))
		return false;
	if (resigned) {
		resign(t, side);
		return false;
	}
	res = game_play(t->g, side, at);
	if (res == MOVE_NO_MEMORY)
		return fault(t, END_CRASH, side, "could not be recorded: out of memory");
	if (res != MOVE_OK) {
		coord_format(at, v);
		return fault(t, END_ILLEGAL, side, "played %s: %s", v, move_result_text(res));
	}
	move_command(text, sizeof(text), "play", side, at);
	return command(t, color_other(side), END_REFUSED, text);
}

/* The most moves any game may have: what an SGF record can hold, closing passes and all. */
#define RECORD_MOVES_MAX ((size_t)SGF_MAX_MOVES - 4)

/* The most moves a game may have: the option, and always what an SGF record can hold. */
static size_t
move_limit(const struct table *t)
{
	size_t hard = RECORD_MOVES_MAX;

	return t->r->max_moves > 0 && (size_t)t->r->max_moves < hard ? (size_t)t->r->max_moves
	                                                             : hard;
}

/*
 * Reads a score text as a margin for Black: "B+3.5" -> 3.5, "W+2" -> -2, "0",
 * "Draw", "Jigo" -> 0. "B+R" and other texts are not margins (false).
 */
bool
referee_parse_score(const char *text, double *margin)
{
	char *end;
	double v;

	while (isspace((unsigned char)*text))
		text++;
	if (strcmp(text, "0") == 0 || strcasecmp(text, "draw") == 0 ||
	    strcasecmp(text, "jigo") == 0 || strcmp(text, "B+0") == 0 || strcmp(text, "W+0") == 0) {
		*margin = 0;
		return true;
	}
	if ((toupper((unsigned char)text[0]) != 'B' && toupper((unsigned char)text[0]) != 'W') ||
	    text[1] != '+')
		return false;
	v = strtod(text + 2, &end);
	if (end == text + 2 || !isfinite(v))
		return false;
	while (isspace((unsigned char)*end))
		end++;
	if (*end)
		return false;
	*margin = toupper((unsigned char)text[0]) == 'B' ? v : -v;
	return true;
}

/*
 * Asks each engine for its own count and flags any difference from goref's. A
 * failed answer is recorded as "?" and is no fault; an engine that answered garbage
 * or nothing is killed (restarted for the next game).
 */
static void
ask_engine_scores(struct table *t, double goref_margin)
{
	for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		struct referee_outcome *o = t->out;
		enum gtp_client_status st =
		    gtp_client_send(t->player[c], "final_score", t->r->timeout);
		double margin;

		if (st == GTP_CLIENT_OK)
			snprintf(o->engine_score[c], sizeof(o->engine_score[c]), "%s",
			         gtp_client_reply(t->player[c]));
		else
			snprintf(o->engine_score[c], sizeof(o->engine_score[c]), "?");
		if (st == GTP_CLIENT_TIMEOUT || st == GTP_CLIENT_GARBAGE)
			gtp_client_kill(t->player[c]);
		for (char *s = o->engine_score[c]; *s; s++)
			if (*s == '\t' || *s == '\n')
				*s = ' ';
		o->disagree[c] =
		    st == GTP_CLIENT_OK && (!referee_parse_score(o->engine_score[c], &margin) ||
		                            fabs(margin - goref_margin) > 1e-9);
	}
}

/* The result of a margin for Black (a count or an estimate): RE text and winner. */
static void
set_result(struct referee_outcome *o, double margin)
{
	score_result_text(margin, o->result);
	o->winner = margin > 0 ? COLOR_BLACK : margin < 0 ? COLOR_WHITE : COLOR_EMPTY;
}

/* The result of a game whose play ended (perhaps after a dispute): goref's count e. */
static void
count_game(struct table *t, const struct estimate *e)
{
	struct referee_outcome *o = t->out;

	o->reason = END_SCORE;
	o->score = e->score;
	memcpy(o->status, e->status, sizeof(o->status));
	set_result(o, e->margin);
	snprintf(o->detail, sizeof(o->detail), "counted by goref: B %.1f, W %.1f",
	         o->score.by_area ? o->score.area_total[COLOR_BLACK] : o->score.total[COLOR_BLACK],
	         o->score.by_area ? o->score.area_total[COLOR_WHITE] : o->score.total[COLOR_WHITE]);
	ask_engine_scores(t, e->margin);
}

/* The result of a game cut short, at the move limit or adjudicated by a: the estimate e. */
static void
end_by_estimate(struct table *t, enum end_reason reason, const struct estimate *e,
                const struct adjudication *a)
{
	struct referee_outcome *o = t->out;
	char estimate[96];

	o->reason = reason;
	set_result(o, e->margin);
	adjudicate_describe(e, estimate, sizeof(estimate));
	if (reason == END_MOVE_LIMIT)
		snprintf(o->detail, sizeof(o->detail), "move limit %zu reached; %s", move_limit(t),
		         estimate);
	else
		snprintf(o->detail, sizeof(o->detail),
		         "adjudicated after move %zu: %s behind by more than %g for %d move%s; %s",
		         t->g->n_moves, side_name(a->behind), a->points, a->moves,
		         a->moves == 1 ? "" : "s", estimate);
	ask_engine_scores(t, e->margin);
}

/* After a move: whether --adjudicate ends the game on goref's estimate (then it has). */
static bool
adjudicated(struct table *t, struct adjudication *a)
{
	struct estimate e;

	if (a->moves <= 0 || game_ended(t->g))
		return false;
	estimate_game(t->g, t->r->seed, &e);
	if (!adjudicate_after_move(a, e.margin))
		return false;
	end_by_estimate(t, END_ADJUDICATED, &e, a);
	return true;
}

/*
 * Before resumed play: which engines have kgs-genmove_cleanup (known_command; an
 * engine that refuses known_command has not). The answer comes as for any command,
 * faults and all. *how names what they are asked with, for the record.
 */
static bool
choose_cleanup(struct table *t, char *how, size_t size)
{
	for (enum color c = COLOR_BLACK; c <= COLOR_WHITE; c++) {
		if (!optional_command(t, c, "known_command kgs-genmove_cleanup"))
			return false;
		t->cleanup[c] = strcmp(gtp_client_reply(t->player[c]), "true") == 0;
	}
	if (t->cleanup[COLOR_BLACK] == t->cleanup[COLOR_WHITE])
		snprintf(how, size, "%s", t->cleanup[COLOR_BLACK] ? "kgs-genmove_cleanup" : "genmove");
	else
		snprintf(how, size, "kgs-genmove_cleanup (%s), genmove (%s)",
		         side_name(t->cleanup[COLOR_BLACK] ? COLOR_BLACK : COLOR_WHITE),
		         side_name(t->cleanup[COLOR_BLACK] ? COLOR_WHITE : COLOR_BLACK));
	return true;
}

/*
 * Play has ended: goref counts. When its judgement could not prove some chain and
 * the rules let play on change no count (dispute.h), play is first resumed as
 * doc/rules.md §6 says, the side to move first (Black after White's closing pass),
 * the moves refereed as any others, faults and clock included, until the dispute
 * ends; then the count of the position it leaves, the detail saying "disputed".
 */
static void
end_of_play(struct table *t)
{
	struct referee_outcome *o = t->out;
	struct estimate e;
	struct dispute d;
	char how[96], count[REFEREE_DETAIL_MAX];

	estimate_count(t->g, t->r->seed, &e);
	if (!dispute_needed(t->g, &e)) {
		count_game(t, &e);
		return;
	}
	dispute_begin(&d, t->g, &e, RECORD_MOVES_MAX - t->g->n_moves);
	if (!choose_cleanup(t, how, sizeof(how)))
		return;
	o->resumed_after = t->g->n_moves;
	dispute_note(&d, how, o->resumed, sizeof(o->resumed));
	while (dispute_goes_on(&d, t->g, &e)) {
		if (!play_turn(t))
			return;
		if (game_ended(t->g))
			estimate_count(t->g, t->r->seed, &e);
	}
	if (!game_ended(t->g)) /* the bound: counted as it stands, closing passes implied */
		estimate_count(t->g, t->r->seed, &e);
	count_game(t, &e);
	snprintf(count, sizeof(count), "%s", o->detail);
	dispute_describe(&d, t->g, count, o->detail, sizeof(o->detail));
}

/*
 * Plays one game between the engines `black` and `white` (both running) under the
 * rules r, recording it in g (an initialised game; its old contents are replaced).
 * The game ends by two passes with White last (White is simply asked again after
 * "W pass, B pass"; a disputed end played out, end_of_play()), by resignation, at
 * the move limit, adjudicated, or by a fault. out says how.
 * After a timeout or garbage the offender's engine is out of step and should be
 * killed by the caller. Each side plays under r->clock of its colour; the caller
 * frees out->clocks (clock_record_free) after writing the record.
 */
void
referee_play(const struct referee_rules *r, struct gtp_client *black, struct gtp_client *white,
             struct game *g, struct referee_outcome *out)
{
	struct table t = {r,   {NULL, black, white}, g, out, {{0, 0, 0, false}}, {CLOCK_FORM_GTP},
	                  {false, false, false}};
	struct adjudication adjudication;
	struct estimate e;

	memset(out, 0, sizeof(*out));
	out->offender = COLOR_EMPTY;
	out->clocks.control[COLOR_BLACK] = r->clock[COLOR_BLACK];
	out->clocks.control[COLOR_WHITE] = r->clock[COLOR_WHITE];
	if (!setup_game(&t))
		return;
	adjudicate_start(&adjudication, r->adjudicate_moves, r->adjudicate_points);
	while (!game_ended(g)) {
		if (g->n_moves >= move_limit(&t)) {
			estimate_game(g, r->seed, &e);
			end_by_estimate(&t, END_MOVE_LIMIT, &e, &adjudication);
			return;
		}
		if (!play_turn(&t) || adjudicated(&t, &adjudication))
			return;
	}
	end_of_play(&t);
}
