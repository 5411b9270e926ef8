/*
 * durable.c -- crash-safe file writes: temp + fsync + rename, append + fsync;
 * and opening only regular files, which never block.
 */
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE /* flock(), beyond POSIX */
#endif
#include "match/durable.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

static bool
write_all(int fd, const char *data, size_t len)
{
	while (len > 0) {
		ssize_t w = write(fd, data, len);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		data += w;
		len -= (size_t)w;
	}
	return true;
}

/* fsyncs the directory holding path, so a rename or a new file in it survives a crash. */
static bool
sync_parent_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup(".");
	int fd;
	bool ok;

	if (!dir)
		return false;
	fd = open(dir, O_RDONLY);
	free(dir);
	if (fd < 0)
		return false;
	ok = fsync(fd) == 0;
	close(fd);
	return ok;
}

/*
 * Replaces the file at path with data[0..len): written to "path.tmp.PID", synced,
 * renamed over path, and the directory synced. Readers see the old file or the
 * whole new one, never a part. Returns false (temporary removed) on any error.
 */
bool
durable_write_file(const char *path, const char *data, size_t len)
{
	size_t n = strlen(path) + 32;
	char *tmp = malloc(n);
	int fd = -1;
	bool ok = false;

	if (!tmp)
		return false;
	snprintf(tmp, n, "%s.tmp.%ld", path, (long)getpid());
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		goto out;
	errno = 0;
	ok = write_all(fd, data, len) && fsync(fd) == 0;
	ok = close(fd) == 0 && ok;
	ok = ok && rename(tmp, path) == 0 && sync_parent_dir(path);
	if (!ok) {
		int err = errno ? errno : EIO;

		unlink(tmp);
		errno = err;
	}
out:
	free(tmp);
	return ok;
}

/* What a file of mode m is, for a message refusing it. */
static const char *
kind_of(mode_t m)
{
	return S_ISDIR(m)    ? "a folder"
	       : S_ISFIFO(m) ? "a FIFO"
	       : S_ISCHR(m)  ? "a character device"
	       : S_ISBLK(m)  ? "a block device"
	       : S_ISSOCK(m) ? "a socket"
	                     : "not a regular file";
}

/*
 * Opens path as open(2) with flags (close-on-exec added, 0644 when created),
 * refusing what is not a regular file: a FIFO would block the open or the
 * reads for good, a device (/dev/zero) give bytes without end. The open is
 * non-blocking so that the check itself never waits. Returns the descriptor,
 * or -1 with errno; *kind (unless kind is NULL) is then what the file is ("a
 * FIFO") when that was the refusal (errno EINVAL: no errno says "not a regular
 * file"), else NULL.
 */
int
durable_open_regular(const char *path, int flags, const char **kind)
{
	int fd = open(path, flags | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0644);
	struct stat st;

	if (kind)
		*kind = NULL;
	if (fd < 0) {
		int err = errno;

		/* A FIFO opened for writing with no reader, a socket, a folder for writing. */
		if ((err == ENXIO || err == EISDIR || err == EOPNOTSUPP) && stat(path, &st) == 0 &&
		    !S_ISREG(st.st_mode)) {
			if (kind)
				*kind = kind_of(st.st_mode);
			err = EINVAL;
		}
		errno = err;
		return -1;
	}
	if (fstat(fd, &st) != 0) {
		int err = errno;

		close(fd);
		errno = err;
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		if (kind)
			*kind = kind_of(st.st_mode);
		close(fd);
		errno = EINVAL;
		return -1;
	}
	/* Back to blocking I/O, which a regular file ignores anyway. */
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	return fd;
}

/* Opens path for appending (created 0644 if missing; a regular file only); -1 on error. */
int
durable_open_append(const char *path)
{
	int fd = durable_open_regular(path, O_WRONLY | O_APPEND | O_CREAT, NULL);

	if (fd >= 0 && !sync_parent_dir(path)) {
		close(fd);
		return -1;
	}
	return fd;
}

/*
 * Appends line (which should end in '\n'), then fsyncs. The caller holds
 * durable_lock(fd), so lines from several processes appending to one file never
 * interleave and nobody appends between the write and a cut. When the write or the fsync fails part way (a file-size limit, a full
 * disk) the file is cut back to its size before, so it is left exactly as it
 * was; false then, with errno saying why.
 */
bool
durable_append(int fd, const char *line)
{
	struct stat st;
	int err;

	if (fstat(fd, &st) != 0)
		return false;
	/* A short write is followed by one that says why it was short (errno); a
	 * write of nothing says nothing: EIO. */
	errno = 0;
	if (write_all(fd, line, strlen(line))) {
		if (fsync(fd) == 0)
			return true;
		err = errno;
	} else {
		err = errno ? errno : EIO;
	}
	if (ftruncate(fd, st.st_size) == 0)
		fsync(fd);
	errno = err;
	return false;
}

/* Waits for the exclusive lock on fd (flock), which serialises appends. */
bool
durable_lock(int fd)
{
	while (flock(fd, LOCK_EX) != 0)
		if (errno != EINTR)
			return false;
	return true;
}

void
durable_unlock(int fd)
{
	flock(fd, LOCK_UN);
}

/*
 * A run killed in the middle of an append can leave a last line without its
 * newline; cuts the file back to its last complete line. A missing file is fine.
 */
bool
durable_cut_partial_line(const char *path)
{
	int fd = durable_open_regular(path, O_RDWR, NULL);
	off_t size, keep;
	char c;
	bool ok = true;

	if (fd < 0)
		return errno == ENOENT;
	size = lseek(fd, 0, SEEK_END);
	for (keep = size; keep > 0; keep--) {
		if (pread(fd, &c, 1, keep - 1) != 1) {
			ok = false;
			break;
		}
		if (c == '\n')
			break;
	}
	if (ok && keep < size)
		ok = ftruncate(fd, keep) == 0 && fsync(fd) == 0;
	close(fd);
	return ok;
}

/* Creates the directory path and any missing parents (mkdir -p). */
bool
durable_make_dir(const char *path)
{
	char *copy = strdup(path);
	struct stat st;
	bool ok = copy != NULL;

	for (char *s = copy ? copy + 1 : NULL; ok && s && *s; s++)
		if (*s == '/' && s[-1] != '/') {
			*s = '\0';
			ok = mkdir(copy, 0755) == 0 || errno == EEXIST;
			*s = '/';
		}
	free(copy);
	if (!ok)
		return false;
	if (mkdir(path, 0755) == 0)
		return true;
	return errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}
