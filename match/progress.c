/* progress.c -- a status line redrawn with '\r' while games finish. */
#include "match/progress.h"

#include <math.h>
#include <unistd.h>

#include "gtp/client.h"
#include "match/summary.h"
#include "match/verdict.h"

/* Starts the display for `total` games; enabled only when out is a terminal. */
void
progress_init(struct progress *p, FILE *out, int total)
{
	p->out = out;
	p->enabled = isatty(fileno(out)) == 1;
	p->total = total;
	p->done = 0;
	p->wins[0] = p->wins[1] = 0;
	p->draws = 0;
	p->start = gtp_client_now();
	p->shown = false;
	p->verdict = NULL;
	p->score = true;
}

/* Counts a finished game: winner '1' (first engine), '2' (second) or '0' (draw). */
void
progress_game(struct progress *p, char winner)
{
	p->done++;
	if (winner == '1')
		p->wins[0]++;
	else if (winner == '2')
		p->wins[1]++;
	else
		p->draws++;
}

static void
format_duration(char *out, size_t size, double s)
{
	long t = (long)(s + 0.5);

	if (t >= 3600)
		snprintf(out, size, "%ldh%02ldm", t / 3600, t / 60 % 60);
	else
		snprintf(out, size, "%ldm%02lds", t / 60, t % 60);
}

/* The first engine's Elo over this run's games (nothing before any), and the SPRT's
 * LLR over the match's games in order. */
static void
format_strength(const struct progress *p, char *out, size_t size)
{
	double elo = p->done ? summary_elo((p->wins[0] + 0.5 * p->draws) / p->done) : 0;
	int n = 0;

	out[0] = '\0';
	if (p->done > 0 && isinf(elo))
		n = snprintf(out, size, "  Elo %cinf", elo > 0 ? '+' : '-');
	else if (p->done > 0)
		n = snprintf(out, size, "  Elo %+.0f", fabs(elo) < 0.5 ? 0.0 : elo);
	if (p->verdict && n >= 0 && (size_t)n < size)
		snprintf(out + n, size - (size_t)n, "  LLR %.2f%s%s", p->verdict->llr,
		         p->verdict->decision != SPRT_CONTINUE ? " " : "",
		         p->verdict->decision != SPRT_CONTINUE
		                 ? sprt_decision_text(p->verdict->decision)
		                 : "");
}

/* Redraws the line: done/total, score, Elo and LLR, games per minute, estimated
 * time left for the games of this run. */
void
progress_show(struct progress *p)
{
	double elapsed = gtp_client_now() - p->start;
	double rate = elapsed > 0 ? p->done / elapsed : 0;
	char left[32] = "?", strength[64];

	if (!p->enabled)
		return;
	if (p->verdict && p->verdict->decision != SPRT_CONTINUE)
		snprintf(left, sizeof(left), "none: finishing"); /* no game is started now */
	else if (p->done > 0 && rate > 0)
		format_duration(left, sizeof(left), (p->total - p->done) / rate);
	format_strength(p, strength, sizeof(strength));
	if (p->score)
		fprintf(p->out,
		        "\r\033[K%d/%d games  first %d - second %d (draws %d)%s  %.1f games/min  "
		        "left %s",
		        p->done, p->total, p->wins[0], p->wins[1], p->draws, strength, rate * 60,
		        left);
	else
		fprintf(p->out, "\r\033[K%d/%d games  %.1f games/min  left %s", p->done, p->total,
		        rate * 60, left);
	fflush(p->out);
	p->shown = true;
}

/* Ends the line so later output starts on a fresh one. */
void
progress_finish(struct progress *p)
{
	if (p->enabled && p->shown) {
		fputc('\n', p->out);
		fflush(p->out);
	}
	p->shown = false;
}
