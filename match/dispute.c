/* dispute.c -- when the referee resumes play to settle a disputed end, and when it stops. */
#include "match/dispute.h"

#include <stdio.h>
#include <string.h>

#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/judge/estimate.h"

/*
 * Whether resuming play changes no count under r, so that the referee may play a
 * dispute out: each turn, stone or pass, costs the same where passes hand over a
 * stone and White moves last (doc/rules.md §5, the BGA teaching rules), and a
 * stone inside one's own area costs nothing under area counting. Not under
 * territory counting without pass stones (japanese, korean), where a stone played
 * in one's own territory loses a point, nor where no stone is ever removed
 * (tromp-taylor: nothing to dispute).
 */
bool
dispute_allowed(const struct rules *r)
{
	return r->remove_dead && (r->scoring == SCORING_AREA || (r->pass_stones && r->white_last));
}

/* Whether the count e of g, where play has ended, is disputed and to be played out. */
bool
dispute_needed(const struct game *g, const struct estimate *e)
{
	return game_ended(g) && e->counted && e->unsettled > 0 && dispute_allowed(&g->rules);
}

/*
 * Starts the resumption of g, whose count e was disputed: it may play at most
 * DISPUTE_MAX_MOVES() moves, and never more than most (what the record has room for).
 */
void
dispute_begin(struct dispute *d, const struct game *g, const struct estimate *e, size_t most)
{
	memset(d, 0, sizeof(*d));
	d->began = d->round = g->n_moves;
	d->bound = DISPUTE_MAX_MOVES(game_size(g));
	if (d->bound > most)
		d->bound = most;
	d->unsettled = e->unsettled;
	if (e->unsettled_at != COORD_NONE)
		coord_format(e->unsettled_at, d->chain);
	d->end = DISPUTE_PLAYING;
}

/* Whether a stone was played in g since move number `from`. */
static bool
stone_since(const struct game *g, size_t from)
{
	for (size_t i = from; i < g->n_moves; i++)
		if (g->moves[i].at != COORD_PASS)
			return true;
	return false;
}

/*
 * Before each move of resumed play: whether to ask for another. e is the count of
 * g made when play last ended (the caller counts again each time it ends). Play
 * that ended again stops when the judgement is sure, when the rules leave every
 * stone alive, or when nobody played a stone since it was resumed (the same
 * position again: the same judgement); otherwise it is resumed again. d->end says
 * why it stopped.
 */
bool
dispute_goes_on(struct dispute *d, const struct game *g, const struct estimate *e)
{
	if (game_ended(g) && g->n_moves > d->round) {
		if (game_all_stones_alive(g))
			d->end = DISPUTE_ALL_ALIVE;
		else if (e->unsettled == 0)
			d->end = DISPUTE_SETTLED;
		else if (!stone_since(g, d->round))
			d->end = DISPUTE_PASSED;
		else
			d->round = g->n_moves;
		if (d->end != DISPUTE_PLAYING)
			return false;
	}
	if (g->n_moves - d->began >= d->bound) {
		d->end = DISPUTE_BOUND;
		return false;
	}
	return true;
}

/* The SGF comment on the move after which play was resumed; how names the engines'
 * command ("kgs-genmove_cleanup", "genmove"). */
void
dispute_note(const struct dispute *d, const char *how, char *out, size_t size)
{
	snprintf(out, size,
	         "goref-match: play ended here, and the referee resumed it (doc/rules.md §6): "
	         "goref's judgement could not prove the status of %d chain%s (%s). The engines "
	         "were asked with %s.",
	         d->unsettled, d->unsettled == 1 ? "" : "s", d->chain, how);
}

/* The detail of the result of a game whose dispute was played out: "disputed", where
 * and how it ended, then the count's own detail. */
void
dispute_describe(const struct dispute *d, const struct game *g, const char *count, char *out,
                 size_t size)
{
	static const char *const ends[] = {
	    [DISPUTE_PLAYING] = "",
	    [DISPUTE_SETTLED] = "settled",
	    [DISPUTE_ALL_ALIVE] = "two passes: every stone alive",
	    [DISPUTE_PASSED] = "no stone played, still unsettled",
	    [DISPUTE_BOUND] = "move bound reached",
	};

	snprintf(out, size,
	         "disputed (%d unsettled, %s): resumed after move %zu, %zu moves, %s; %s",
	         d->unsettled, d->chain, d->began, g->n_moves - d->began, ends[d->end], count);
}
