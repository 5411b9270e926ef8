/*
 * referee.h -- one game between two running GTP engines, refereed move by move by
 * goref's rules core: setup (size, komi, handicap, opening), genmove / play with
 * the time control, every fault ending the game against its offender, and the
 * end by doc/rules.md §5-7 (White moves last, goref judges the dead, goref counts;
 * a dispute played out, dispute.h), or on goref's estimate (--max-moves,
 * --adjudicate: adjudicate.h).
 */
#ifndef GOREF_MATCH_REFEREE_H
#define GOREF_MATCH_REFEREE_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/rules/color.h"
#include "engine/rules/rules.h"
#include "engine/rules/score.h"
#include "match/clock.h"

struct game;
struct gtp_client;

/* How a game ended. The faults name the engine at fault (the offender). */
enum end_reason {
	END_SCORE,      /* play ended by passes; goref counted */
	END_RESIGN,     /* an engine resigned */
	END_MOVE_LIMIT, /* the move limit came first; goref's estimate decides */
	END_ADJUDICATED, /* one side behind on goref's estimate for long enough (--adjudicate) */
	END_ILLEGAL,    /* fault: an illegal move (the rule it broke in the detail) */
	END_GARBAGE,    /* fault: a reply that is not GTP or not a move */
	END_REFUSED,    /* fault: answered '?' to genmove, or refused the opponent's legal move */
	END_CRASH,      /* fault: the engine exited or closed its pipe */
	END_TIMEOUT,    /* fault: over the time limit */
	END_SETUP,      /* fault: refused or botched boardsize, komi, handicap or the opening */
	END_REASONS     /* number of reasons */
};

/* How every game of the match is set up and timed. */
struct referee_rules {
	int size;                   /* board size */
	double komi;                /* komi */
	struct rules rules;         /* the ruleset: legality, end of play, counting */
	int handicap;               /* handicap stones, 0 for none */
	bool free_handicap;         /* Black's engine places them */
	const struct game *opening; /* every game starts from this, or NULL */
	int max_moves;              /* moves before scoring as it stands; 0 = SGF limit only */
	double time_margin;         /* seconds over its clock a move may take before it loses */
	double timeout;             /* seconds for commands without a time control */
	uint64_t seed;              /* seed of goref's dead-stone judgement */
	struct clock_control clock[3]; /* each colour's time control (index COLOR_BLACK /
	                                  COLOR_WHITE), set for each game by worker.c */
	int adjudicate_moves;       /* --adjudicate MOVES: moves in a row behind; 0 = never */
	double adjudicate_points;   /* --adjudicate POINTS: behind by more than this */
};

#define REFEREE_DETAIL_MAX 200
#define REFEREE_SCORE_MAX  48
#define REFEREE_NOTE_MAX   320

struct referee_outcome {
	enum end_reason reason;                  /* how the game ended */
	enum color winner;                       /* COLOR_EMPTY for a draw (jigo) */
	enum color offender;                     /* the faulty side, COLOR_EMPTY when none */
	char result[SCORE_TEXT_MAX];             /* SGF RE: "B+3.5", "W+R", "B+T", "W+F", "0" */
	char detail[REFEREE_DETAIL_MAX];         /* what happened, for people */
	double time[3];                          /* thinking seconds by colour */
	char engine_score[3][REFEREE_SCORE_MAX]; /* each side's own final_score, "" if not asked */
	bool disagree[3];                        /* that final_score differs from goref's count */
	struct score score;                      /* goref's count, when the game was counted */
	uint8_t status[BOARD_MAX_POINTS];        /* the stone statuses of that count (the dead
	                                            it judged: enum stone_status) */
	struct clock_record clocks;              /* the controls and each move's clock, for the
	                                            SGF; the caller frees it (clock_record_free) */
	size_t resumed_after;                    /* moves before the referee resumed play to
	                                          * settle a dispute, 0 when it did not */
	char resumed[REFEREE_NOTE_MAX];          /* the SGF comment on that move, "" if none */
};

void referee_play(const struct referee_rules *r, struct gtp_client *black, struct gtp_client *white,
                  struct game *g, struct referee_outcome *out);
const char *referee_reason_name(enum end_reason reason);
bool referee_parse_score(const char *text, double *margin);

#endif
