/*
 * harness.h -- a GTP session for fuzz targets: goref's own registry (printsgf never
 * writes a file here), responses captured in memory, and after every line the
 * checks a referee must pass: exactly one framed response, the invariants of
 * fuzz/invariants.h, no state change on a refusal or on a successful query.
 * A broken check prints the line and the reason on stderr and aborts.
 */
#ifndef GOREF_FUZZ_HARNESS_H
#define GOREF_FUZZ_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gtp/table.h"
#include "gtp/gtp.h"

struct harness {
	struct table e;      /* the engine under test */
	struct gtp_session s; /* the protocol session over e */
	int stop_polls;       /* interrupt-hook calls in the current command */
	unsigned long lines;  /* lines executed since harness_open */
	int judge_budget;     /* judging commands (playouts) this harness may still run */
	int judge_max_size;   /* largest board they run on; refused above */
};

void harness_open(struct harness *h, int size);
void harness_open_copy(struct harness *h, const struct harness *from);
void harness_close(struct harness *h);
void harness_line(struct harness *h, const char *line, size_t len);
void harness_script(struct harness *h, const char *script);
void harness_fail(const char *what, const char *line, size_t len, const char *why);

#endif
