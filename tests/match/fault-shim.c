/*
 * fault-shim.c -- an LD_PRELOAD library for goref-match's tests: makes one
 * chosen read(2) fail with EIO, or kills the process at one chosen write(2),
 * on files whose path ends in a given suffix; no other call is touched. A test
 * builds it (cc -shared -fPIC -o fault-shim.so fault-shim.c -ldl) and sets
 *   FAULT_SHIM_EIO_READ=SUFFIX:N    the Nth read of such a file fails with EIO
 *   FAULT_SHIM_KILL_WRITE=SUFFIX:N  SIGKILL instead of the Nth write to one
 * Counts are per process (a forked worker starts from its parent's count).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long reads_seen, writes_seen;

/* Whether fd is a file whose path ends in the suffix of spec ("SUFFIX:N"); *nth gets N. */
static int
aimed_at(int fd, const char *spec, long *nth)
{
	char link[64], path[PATH_MAX];
	const char *colon = spec ? strrchr(spec, ':') : NULL;
	size_t suffix_len;
	ssize_t n;

	if (!colon)
		return 0;
	suffix_len = (size_t)(colon - spec);
	*nth = atol(colon + 1);
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	n = readlink(link, path, sizeof(path) - 1);
	if (n < 0 || (size_t)n < suffix_len)
		return 0;
	path[n] = '\0';
	return memcmp(path + n - suffix_len, spec, suffix_len) == 0;
}

ssize_t
read(int fd, void *buf, size_t count)
{
	static ssize_t (*real)(int, void *, size_t);
	long nth;

	if (!real)
		real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
	if (aimed_at(fd, getenv("FAULT_SHIM_EIO_READ"), &nth) && ++reads_seen == nth) {
		errno = EIO;
		return -1;
	}
	return real(fd, buf, count);
}

ssize_t
write(int fd, const void *buf, size_t count)
{
	static ssize_t (*real)(int, const void *, size_t);
	long nth;

	if (!real)
		real = (ssize_t (*)(int, const void *, size_t))dlsym(RTLD_NEXT, "write");
	if (aimed_at(fd, getenv("FAULT_SHIM_KILL_WRITE"), &nth) && ++writes_seen == nth)
		kill(getpid(), SIGKILL);
	return real(fd, buf, count);
}
