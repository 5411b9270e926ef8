/*
 * progress.h -- the one-line progress display of a running match on a terminal
 * (games done, score, Elo, the SPRT's LLR, rate, time left), redrawn in place.
 * Off when the output is not a terminal: then nothing is printed at all.
 */
#ifndef GOREF_MATCH_PROGRESS_H
#define GOREF_MATCH_PROGRESS_H

#include <stdbool.h>
#include <stdio.h>

struct verdict;

struct progress {
	FILE *out;    /* where the line goes */
	bool enabled; /* out is a terminal */
	int total;    /* games this run plays */
	int done;     /* games finished this run */
	int wins[2];  /* wins of the first and the second engine */
	int draws;    /* draws */
	double start; /* monotonic seconds when the run began */
	bool shown;   /* a line is on the screen */
	const struct verdict *verdict; /* the SPRT, whose LLR is shown; NULL for none */
	bool score;   /* show the first engine's score and Elo (not in a tournament of more
	                 than two, whose pairings have first engines of their own) */
};

void progress_init(struct progress *p, FILE *out, int total);
void progress_game(struct progress *p, char winner);
void progress_show(struct progress *p);
void progress_finish(struct progress *p);

#endif
