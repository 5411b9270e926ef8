/*
 * fuzz_gtp_line.c -- libFuzzer target: one GTP line against a live engine. The
 * first byte of the input picks one of a few prepared states (ko pending, superko,
 * play ended with marks, handicap, a 2x2 and a 25x25 board, a generated game...);
 * the rest is the line. Every check of fuzz/harness.h runs on the result, so a
 * crash input always reproduces on its own.
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "fuzz/harness.h"

/* Set-up scripts (GTP lines joined by ';'), each run on a fresh 19x19 engine. */
static const char *const states[] = {
    "",
    "boardsize 9;play b E5;play w pass;play b C3;play w G7;play b pass",
    "boardsize 9;play b C4;play w F4;play b D5;play w E5;play b D3;play w E3;"
    "play b E4;play w D4",
    "boardsize 9;goref-rules superko;play b C4;play w F4;play b D5;play w E5;play b D3;"
    "play w E3;play b E4;play w D4;play b pass;play w pass",
    "boardsize 9;play b E5;play w C3;play b D3;play w pass;play b pass;play w pass;"
    "goref-set_status dead C3;goref-set_status alive E5",
    "boardsize 13;fixed_handicap 4;time_settings 600 30 5;time_left b 500 0",
    "boardsize 2;play b A1;play w B2",
    "boardsize 25;gogui-setup b A1 w B1 b Z25 w Y25 b M13;gogui-setup_player w",
    "boardsize 7;genmove b;genmove w;genmove b;genmove w;genmove b;genmove w;genmove b;"
    "genmove w;genmove b;genmove w;genmove b;genmove w;genmove b;genmove w",
    "boardsize 5;play b pass;play w pass;play b pass;play w pass;play b C3;undo",
    "komi -3.5;boardsize 3;play b B2;play w A1;play b A2;play w C3;play b B1",
};

#define N_STATES (sizeof(states) / sizeof(states[0]))

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The prepared states, built (and checked) once, then copied for every input. */
static struct harness prepared[N_STATES];

static void
prepare_states(void)
{
	static bool done;

	if (done)
		return;
	for (size_t i = 0; i < N_STATES; i++) {
		harness_open(&prepared[i], 19);
		prepared[i].judge_budget = 1000; /* the scripts generate moves freely */
		harness_script(&prepared[i], states[i]);
	}
	done = true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct harness h;

	if (size == 0)
		return 0;
	prepare_states();
	harness_open_copy(&h, &prepared[data[0] % N_STATES]);
	harness_line(&h, (const char *)data + 1, size - 1);
	harness_close(&h);
	return 0;
}
