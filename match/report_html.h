/*
 * report_html.h -- writing text into the report's HTML: every text that comes
 * from a file or an engine (labels, results, settings, paths) goes through
 * html_text, so that no '<', '&' or quote in it can make markup.
 */
#ifndef GOREF_MATCH_REPORT_HTML_H
#define GOREF_MATCH_REPORT_HTML_H

#include <stdio.h>

void html_text(FILE *out, const char *s);

#endif
