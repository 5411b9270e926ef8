/*
 * replay.c -- a main() for the fuzz targets without libFuzzer: runs the target once
 * on every file named (or every file in every directory named), so any compiler
 * builds them and make check replays the seeds and the crash reproducers with all
 * of the targets' checks. A failed check aborts, as it does under libFuzzer.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Runs the target on the file's bytes; returns 1, or 0 when it cannot be read. */
static int
replay_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *data = NULL;
	size_t len = 0, cap = 0, n;

	if (!f) {
		perror(path);
		return 0;
	}
	do {
		if (len == cap) {
			cap = cap ? cap * 2 : 4096;
			data = realloc(data, cap);
			if (!data) {
				fclose(f);
				return 0;
			}
		}
		n = fread(data + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	LLVMFuzzerTestOneInput(data, len);
	free(data);
	return 1;
}

/* Runs the target on every regular file in dir, in name order; returns how many. */
static int
replay_dir(const char *dir)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort), done = 0;
	char path[4096];

	if (n < 0) {
		perror(dir);
		return 0;
	}
	for (int i = 0; i < n; i++) {
		struct stat st;
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]->d_name);
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
			done += replay_file(path);
		free(names[i]);
	}
	free(names);
	return done;
}

int
main(int argc, char **argv)
{
	int done = 0;

	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode))
			done += replay_dir(argv[i]);
		else
			done += replay_file(argv[i]);
	}
	printf("%s: %d inputs replayed, every check passed\n", argv[0], done);
	return done > 0 ? 0 : 1;
}
