/*
 * durable.h -- writing files so that a killed run loses nothing it reported as
 * done: whole files through a temporary file, fsync and rename; lines appended
 * with one write each and fsync; files opened only when they are regular files.
 */
#ifndef GOREF_MATCH_DURABLE_H
#define GOREF_MATCH_DURABLE_H

#include <stdbool.h>
#include <stddef.h>

int durable_open_regular(const char *path, int flags, const char **kind);
bool durable_write_file(const char *path, const char *data, size_t len);
int durable_open_append(const char *path);
bool durable_append(int fd, const char *line);
bool durable_lock(int fd);
void durable_unlock(int fd);
bool durable_cut_partial_line(const char *path);
bool durable_make_dir(const char *path);

#endif
