/* report.c -- the report page of a match folder: its records read, its sections put
 * together, DIR/report.html written whole or not at all. */
#include "match/report.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine/rules/rules.h"
#include "match/durable.h"
#include "match/report_html.h"
#include "match/report_page.h"
#include "match/settings.h"
#include "match/summary.h"

/* The page's style: a screen of a laptop and up, a narrow one, and paper. No '<' or '&'
 * in it: the page is well-formed XML too. */
static const char style[] =
    ":root{--ink:#1d232a;--muted:#5c6670;--line:#d5dbe1;--soft:#f3f5f7;--accent:#1f5fa8}"
    "*{box-sizing:border-box}"
    "body{margin:0;background:#e9edf1;color:var(--ink);"
    "font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}"
    "main{max-width:1200px;margin:0 auto;padding:20px 32px 48px;background:#fff;min-height:100vh}"
    "h1{font-size:26px;margin:0 0 2px}h2{font-size:19px;margin:30px 0 10px;padding-bottom:4px;"
    "border-bottom:2px solid var(--line)}h3{font-size:16px;margin:20px 0 6px}"
    ".sub,.note{color:var(--muted)}.sub{margin:0}.note{font-size:13px;margin:4px 0 10px}"
    "nav{margin:12px 0 0;font-size:14px}nav a{margin-right:14px}"
    "a{color:var(--accent)}"
    ".cards{display:flex;flex-wrap:wrap;gap:12px;margin:18px 0 4px;padding:0;list-style:none}"
    ".cards li{flex:1 1 170px;background:var(--soft);border-radius:8px;padding:10px 14px}"
    ".cards b{display:block;font-size:21px;line-height:1.25}"
    ".cards span{color:var(--muted);font-size:13px}"
    ".wide{overflow-x:auto}"
    "table{border-collapse:collapse;font-variant-numeric:tabular-nums;margin:4px 0 8px}"
    "th,td{padding:4px 10px;border-bottom:1px solid var(--line);text-align:left;"
    "vertical-align:middle}thead th{background:var(--soft);font-weight:600}"
    "tbody th{font-weight:500}.n{text-align:right}td.n{white-space:nowrap}"
    "table.cross td{text-align:center;min-width:3.2em}table.cross td.self{background:#e4e8ec}"
    "tr.fault th{color:#a93226}.tag{font-size:11px;border:1px solid #a93226;border-radius:3px;"
    "padding:0 4px;margin-left:6px;color:#a93226}"
    "td.won{font-weight:700}tr.void td{color:var(--muted);font-style:italic}"
    "tr.gap td{text-align:center;color:var(--muted)}"
    "table.games td{padding:3px 9px}td.pos{padding:4px 9px}"
    "figure{margin:10px 0 18px}figcaption{font-size:14px;margin-bottom:6px}"
    "svg.chart{display:block;width:100%;max-width:720px;height:auto}"
    "svg.board{display:block;width:92px;height:92px}"
    "svg.bar{display:block;width:120px;height:10px;background:var(--soft)}"
    "@media (max-width:800px){main{padding:16px}}"
    "pre{background:var(--soft);padding:10px 12px;font-size:13px;white-space:pre-wrap;"
    "overflow-wrap:anywhere}"
    "footer{margin-top:36px;font-size:12px;color:var(--muted)}"
    "@media print{@page{size:A4;margin:12mm}"
    "*{-webkit-print-color-adjust:exact;print-color-adjust:exact}"
    "body{background:#fff;font-size:10pt}main{max-width:none;padding:0;min-height:0}"
    "nav{display:none}a{color:inherit;text-decoration:none}"
    "h2{break-after:avoid;margin-top:18px}h3{break-after:avoid}"
    "figure,tr,.cards li,pre{break-inside:avoid}"
    ".wide{overflow:visible}th,td{padding:2px 6px}"
    "svg.chart{max-width:100%}svg.board{width:20mm;height:20mm}}";

/* The label of engine i of the standings. */
const char *
report_engine_name(const struct report *r, int engine)
{
	return strtab_get(&r->list.strings, r->ratings.engine[engine].label);
}

/* The points of a game's result for the side that had Black (black) or White. */
double
report_points(char winner, bool black)
{
	if (winner == '0')
		return 0.5;
	return winner == (black ? 'B' : 'W') ? 1.0 : 0.0;
}

/* A results file's name: results.tsv or a shard's results-I-of-N.tsv. */
static bool
is_results_name(const char *name)
{
	size_t i = 8, n;

	if (strcmp(name, "results.tsv") == 0)
		return true;
	if (strncmp(name, "results-", 8) != 0 || (n = strspn(name + i, "0123456789")) == 0)
		return false;
	i += n;
	if (strncmp(name + i, "-of-", 4) != 0 || (n = strspn(name + i + 4, "0123456789")) == 0)
		return false;
	return strcmp(name + i + 4 + n, ".tsv") == 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Loads the results file dir/name into r's list; false after saying why. */
static bool
load_one(struct report *r, const char *name)
{
	size_t n = strlen(r->dir) + strlen(name) + 2;
	char *path = malloc(n);
	struct results_read found;
	bool ok;

	if (!path) {
		fprintf(stderr, "goref-match: out of memory\n");
		return false;
	}
	snprintf(path, n, "%s/%s", r->dir, name);
	ok = results_load(path, &r->list, &found);
	if (!ok && found.line > 0)
		fprintf(stderr, "goref-match: %s:%ld: not a goref-match results file\n", path,
		        found.line);
	else if (!ok && found.kind)
		fprintf(stderr, "goref-match: %s is %s, not a regular file\n", path, found.kind);
	else if (!ok)
		fprintf(stderr, "goref-match: cannot read %s: %s\n", path, strerror(found.err));
	free(path);
	return ok;
}

/* Loads every results file of the folder (in name order) into r's list; false after
 * saying why: the folder cannot be read, it has none, or one is no results file. */
static bool
load_results(struct report *r)
{
	DIR *d = opendir(r->dir);
	struct dirent *e;
	char **names = NULL;
	size_t n = 0, cap = 0;
	bool ok = d != NULL;

	if (!d)
		fprintf(stderr, "goref-match: cannot read the folder %s: %s\n", r->dir, strerror(errno));
	while (ok && (e = readdir(d))) {
		if (!is_results_name(e->d_name))
			continue;
		if (n == cap) {
			char **more = realloc(names, (cap ? 2 * cap : 8) * sizeof(*names));

			ok = more != NULL;
			names = more ? more : names;
			cap = more ? (cap ? 2 * cap : 8) : cap;
		}
		if (ok && (names[n] = strdup(e->d_name)) != NULL)
			n++;
		else
			ok = false;
		if (!ok)
			fprintf(stderr, "goref-match: out of memory\n");
	}
	if (d)
		closedir(d);
	if (ok && n == 0) {
		fprintf(stderr,
		        "goref-match: %s holds no results file (results.tsv, or a shard's "
		        "results-I-of-N.tsv): no match was played into it\n",
		        r->dir);
		ok = false;
	}
	if (ok)
		qsort(names, n, sizeof(*names), by_name);
	for (size_t i = 0; ok && i < n; i++)
		ok = load_one(r, names[i]);
	for (size_t i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return ok;
}

/* The games (the first record of each number), the ratings, each label's engine and the
 * first engine; false when out of memory. */
static bool
index_games(struct report *r)
{
	results_sort(&r->list);
	r->game = malloc((r->list.n ? r->list.n : 1) * sizeof(*r->game));
	r->engine_of = malloc((r->list.strings.n + 1) * sizeof(*r->engine_of));
	if (!r->game || !r->engine_of || !ratings_compute(&r->list, NULL, &r->ratings))
		return false;
	for (size_t i = 0; i < r->list.n; i++) {
		const struct result_entry *e = &r->list.items[i];

		if (i > 0 && r->list.items[i - 1].game == e->game)
			continue;
		r->game[r->n_games++] = e;
		r->played += e->winner != '-';
	}
	for (unsigned id = 0; id <= r->list.strings.n; id++)
		r->engine_of[id] = -1;
	for (int i = 0; i < r->ratings.n; i++)
		r->engine_of[r->ratings.engine[i].label] = i;
	r->first = -1;
	for (size_t i = 0; i < r->n_games && r->first < 0; i++)
		if (r->game[i]->winner != '-')
			r->first = r->engine_of[r->game[i]->black];
	return true;
}

/* A setting of the folder, or `otherwise`. */
static const char *
setting(const struct report *r, const char *key, const char *otherwise)
{
	const char *v = r->settings ? settings_value(r->settings, key) : NULL;

	return v ? v : otherwise;
}

/* One card of the summary: a value over what it is, and the engine it is of (NULL: none);
 * all escaped. */
static void
card(FILE *out, const char *value, const char *what, const char *engine)
{
	fputs("<li><b>", out);
	html_text(out, value);
	fputs("</b><span>", out);
	html_text(out, what);
	if (engine)
		html_text(out, engine);
	fputs("</span></li>", out);
}

/* The head of the page, its title and the summary cards. */
static void
page_top(FILE *out, const struct report *r)
{
	char made[32] = "", games[64], board[96], score[32], interval[96];
	time_t now = time(NULL);
	struct tm tm;
	const struct rated_engine *first = r->first >= 0 ? &r->ratings.engine[r->first] : NULL;

	if (gmtime_r(&now, &tm))
		strftime(made, sizeof(made), "%Y-%m-%d %H:%M UTC", &tm);
	fputs("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>"
	      "<meta charset=\"utf-8\"/><meta name=\"viewport\" content=\"width=device-width, "
	      "initial-scale=1\"/><title>Match report: ",
	      out);
	html_text(out, r->dir);
	fprintf(out, "</title><style>%s</style></head>\n<body><main><header><h1>Match report</h1>"
	             "<p class=\"sub\">",
	        style);
	html_text(out, r->dir);
	fprintf(out, " &#183; made %s by goref-match " GOREF_VERSION "</p>", made);
	fputs("<nav><a href=\"#standings\">Standings</a><a href=\"#progress\">Score</a>"
	      "<a href=\"#lengths\">Lengths and time</a><a href=\"#ends\">Ends</a>"
	      "<a href=\"#games\">Games</a><a href=\"#settings\">Settings</a></nav></header>\n",
	      out);
	fputs("<ul class=\"cards\" id=\"cards\">", out);
	snprintf(games, sizeof(games), "%d", r->played);
	if (setting(r, "games", NULL))
		snprintf(games, sizeof(games), "%d of %s", r->played, setting(r, "games", ""));
	card(out, games,
	     r->n_games > (size_t)r->played ? "games played (void ones not counted)" : "games played",
	     NULL);
	if (setting(r, "size", NULL) && setting(r, "rules", NULL)) {
		snprintf(board, sizeof(board), "%sx%s, %s", setting(r, "size", ""),
		         setting(r, "size", ""), setting(r, "rules", ""));
		card(out, board, "board and rules", NULL);
	}
	if (setting(r, "komi", NULL))
		card(out, setting(r, "komi", ""), "komi", NULL);
	if (r->ratings.n == 2 && first && first->games > 0) {
		double lo, hi;

		summary_wilson(first->points, first->games, &lo, &hi);
		snprintf(score, sizeof(score), "%.1f%%", 100 * first->points / first->games);
		snprintf(interval, sizeof(interval), "95%% interval %.1f%% to %.1f%%, the score of ",
		         100 * lo, 100 * hi);
		card(out, score, interval, report_engine_name(r, r->first));
	} else {
		snprintf(score, sizeof(score), "%d", r->ratings.n);
		card(out, score, "engines", NULL);
	}
	fputs("</ul>\n", out);
}

/* The text goref-match --summary prints of the records, in a <pre>. */
static bool
summary_text(FILE *out, struct report *r)
{
	char *text = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&text, &len);

	if (!f)
		return false;
	summary_print(f, &r->list); /* false for records that disagree: said in the text */
	if (fclose(f) != 0) {
		free(text);
		return false;
	}
	fputs("<section id=\"summary\"><h2>Summary</h2><p class=\"note\">As goref-match --summary "
	      "prints it.</p><pre>",
	      out);
	html_text(out, text);
	fputs("</pre></section>\n", out);
	free(text);
	return true;
}

/* The folder's settings as a table, and the end of the page. */
static void
page_bottom(FILE *out, const struct report *r)
{
	fputs("<section id=\"settings\"><h2>Settings</h2>", out);
	if (!r->settings) {
		fputs("<p>The folder has no match-settings.</p>", out);
	} else {
		fputs("<div class=\"wide\"><table class=\"settings\"><tbody>\n", out);
		for (int i = 0; i < r->settings->n; i++) {
			fputs("<tr><th scope=\"row\">", out);
			html_text(out, r->settings->key[i]);
			fputs("</th><td>", out);
			html_text(out, r->settings->value[i]);
			fputs("</td></tr>\n", out);
		}
		fputs("</tbody></table></div>", out);
	}
	fputs("</section>\n<footer>goref-match " GOREF_VERSION
	      ": this page is made from the folder&#8217;s results files, match-settings and game "
	      "records; goref-match --report DIR makes it again.</footer></main></body></html>\n",
	      out);
}

/* The whole page into out; false when memory ran out. */
static bool
write_page(FILE *out, struct report *r)
{
	bool ok;

	page_top(out, r);
	ok = report_standings(out, r) && report_progress(out, r) && report_lengths(out, r) &&
	     report_ends(out, r) && report_games(out, r) && summary_text(out, r);
	page_bottom(out, r);
	return ok;
}

/* Reads the folder's settings: the rules to replay records with (a folder without
 * match-settings is read with the default rules). */
static void
read_settings(struct report *r, struct match_settings *s)
{
	const char *kind, *v;

	if (!settings_load(r->dir, s, &kind)) {
		if (errno != ENOENT)
			fprintf(stderr, "goref-match: cannot read %s/" SETTINGS_FILE "%s%s\n", r->dir,
			        kind ? ": it is " : "", kind ? kind : "");
		return;
	}
	r->settings = s;
	v = settings_value(s, "rules");
	if (v && rules_preset_find(v))
		r->rules = rules_preset_find(v);
}

static void
report_free(struct report *r)
{
	results_free(&r->list);
	ratings_free(&r->ratings);
	free(r->game);
	free(r->engine_of);
}

/*
 * Writes DIR/report.html for the match folder dir (report.h), from all its
 * results files, its match-settings and its records; with the SPRT sprt (NULL:
 * none; the SPRT is no setting of the match). The page is made in memory and
 * written whole (durable_write_file): a reader never sees half of it. False
 * after saying why: no results file, one that is no results file, no memory,
 * no writing.
 */
bool
report_write(const char *dir, const struct sprt_params *sprt)
{
	struct report r;
	struct match_settings *s = malloc(sizeof(*s));
	char *page = NULL, *path = NULL;
	size_t len = 0;
	FILE *out = NULL;
	bool ok;

	memset(&r, 0, sizeof(r));
	r.dir = dir;
	r.rules = rules_preset_find(RULES_DEFAULT_NAME);
	r.sprt_on = sprt != NULL;
	if (sprt)
		r.sprt = *sprt;
	ok = s && load_results(&r);
	if (ok) {
		read_settings(&r, s);
		ok = index_games(&r) && (out = open_memstream(&page, &len)) != NULL;
		if (ok)
			ok = write_page(out, &r);
		if (out && fclose(out) != 0)
			ok = false;
		if (!ok)
			fprintf(stderr, "goref-match: out of memory for the report\n");
	}
	if (ok) {
		size_t n = strlen(dir) + sizeof("/" REPORT_FILE);

		path = malloc(n);
		if (path)
			snprintf(path, n, "%s/%s", dir, REPORT_FILE);
		ok = path && durable_write_file(path, page, len);
		if (!ok)
			fprintf(stderr, "goref-match: cannot write %s/" REPORT_FILE ": %s\n", dir,
			        strerror(path ? errno : ENOMEM));
	}
	report_free(&r);
	free(s);
	free(page);
	free(path);
	return ok;
}
