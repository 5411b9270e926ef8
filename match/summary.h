/*
 * summary.h -- what a match's results say: wins per engine and colour, the first
 * engine's score with a 95% Wilson interval, the Elo difference with its
 * interval, how games ended, faults by kind and final_score disagreements; with
 * three engines or more, their ratings from all the games and the crosstable.
 */
#ifndef GOREF_MATCH_SUMMARY_H
#define GOREF_MATCH_SUMMARY_H

#include <stdbool.h>
#include <stdio.h>

struct result_list;

void summary_wilson(double score, int n, double *lo, double *hi);
double summary_elo(double p);
bool summary_print(FILE *out, struct result_list *list);
bool summary_print_anchored(FILE *out, struct result_list *list, const char *anchor);

#endif
