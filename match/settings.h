/*
 * settings.h -- the settings of the match a --out folder holds, as a list of
 * "key<TAB>value" lines in DIR/match-settings: written by the first run,
 * checked by every later one (a resume, another shard), so games of two
 * different matches never mix. Adding a setting is one line in settings_of().
 */
#ifndef GOREF_MATCH_SETTINGS_H
#define GOREF_MATCH_SETTINGS_H

#include <stdbool.h>

struct match_options;

#define SETTINGS_MAX       112 /* a match's, or a tournament's with 64 engines */
#define SETTINGS_KEY_MAX   32
#define SETTINGS_VALUE_MAX 1024
#define SETTINGS_FILE      "match-settings"

struct match_settings {
	int n;                                        /* entries */
	char key[SETTINGS_MAX][SETTINGS_KEY_MAX];     /* setting names, e.g. "size" */
	char value[SETTINGS_MAX][SETTINGS_VALUE_MAX]; /* values, tabs and newlines as spaces */
};

void settings_of(const struct match_options *o, struct match_settings *s);
bool settings_agree(const char *dir, const struct match_settings *s, bool extend);
bool settings_load(const char *dir, struct match_settings *s, const char **kind);
const char *settings_value(const struct match_settings *s, const char *key);

#endif
