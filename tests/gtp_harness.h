/*
 * gtp_harness.h -- an in-process GTP session for the Check suites: a registry
 * (goref's own over an engine of the test's, or a test registry without one)
 * writing into memory, one line in and exactly its response bytes out, with
 * stderr captured while the harness is open. Failures fail the running test.
 */
#ifndef GOREF_TESTS_GTP_HARNESS_H
#define GOREF_TESTS_GTP_HARNESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "gtp/table.h"
#include "gtp/gtp.h"

/* A session writing into memory, what it wrote for the last line, and stderr. */
struct gtp_harness {
	struct table e;      /* the engine under test; unused when s.table is NULL */
	struct gtp_session s; /* the session under test */
	FILE *out;            /* open_memstream over buf */
	char *buf;            /* everything written so far, owned by the stream */
	size_t size;          /* bytes in buf */
	size_t seen;          /* bytes already returned by gtp_harness_collect */
	char *reply;          /* the bytes the last line produced, owned */
	bool answered;        /* what gtp_execute_line returned for the last line */
	FILE *err;            /* where stderr goes while the harness is open */
	int saved_stderr;     /* the real stderr, restored on close */
};

struct gtp_harness *gtp_harness_open(void);
struct gtp_harness *gtp_harness_open_commands(const struct gtp_command *commands);
void gtp_harness_close(struct gtp_harness *h);

const char *gtp_harness_collect(struct gtp_harness *h);
const char *gtp_harness_run_bytes(struct gtp_harness *h, const char *line, size_t len);
const char *gtp_harness_run(struct gtp_harness *h, const char *line);
void gtp_harness_expect(struct gtp_harness *h, const char *line, const char *response);
void gtp_harness_script(struct gtp_harness *h, const char *script);
const char *gtp_harness_stderr(struct gtp_harness *h);

#endif
