/*
 * fuzz_gtp_session.c -- libFuzzer target: a whole GTP session. The input is split
 * into lines at '\n' and each line runs on one engine, fresh for every input, with
 * every check of fuzz/harness.h after each line.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "fuzz/harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data, *end = text + size;
	struct harness h;

	harness_open(&h, 19);
	/* Judging a 9x9 board takes tens of milliseconds under ASan and coverage: a
	 * session judges small boards, twice at most (fuzz_gtp_line judges 9x9). */
	h.judge_max_size = 5;
	h.judge_budget = 2;
	while (text < end) {
		const char *nl = memchr(text, '\n', (size_t)(end - text));
		size_t len = nl ? (size_t)(nl - text) : (size_t)(end - text);

		harness_line(&h, text, len);
		text += len + (nl != NULL);
	}
	harness_close(&h);
	return 0;
}
