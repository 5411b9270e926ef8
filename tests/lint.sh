#!/bin/sh
# tests/lint.sh -- the layering rules of the source tree at ROOT (make lint runs it on
# the repository; tests/lint-planted.sh on copies with a planted include).
#
# usage: sh tests/lint.sh ROOT
#
# engine/ is four rooms whose dependencies run one way, rules <- playout <- judge <-
# search: a room may include the rooms before it, never one after it. engine/ does
# no I/O and knows nothing of gtp/ or match/; every engine/ include is named by its
# room ("engine/ROOM/NAME.h", no relative path), and every source of engine/ is in
# one of the four. gtp/gtp.h and gtp/lineio.h (the protocol and its lines) include
# only system headers, so they know no engine/, not even through another header.
# An include is any `#include "..."` or `#include <...>`, with any spaces.
# Prints each offending line and the rule it breaks; exit 1 when any rule is broken.

root=${1:?usage: sh tests/lint.sh ROOT}
cd "$root" || exit 2
status=0
include='^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]'

# forbid WHY REGEX FILE...: each include line of the files whose target matches
# REGEX breaks rule WHY. The target is the opening quote or bracket and the path:
# "engine/rules/board.h or <stdio.h.
forbid() {
	why=$1
	regex=$2
	shift 2
	if grep -nE "$include" "$@" /dev/null |
		sed -E 's/^([^:]*:[0-9]+:)[^<"]*([<"][^>"]*).*/\1\2/' |
		grep -E ":[0-9]+:($regex)"; then
		echo "lint: $why"
		status=1
	fi
}

forbid "engine/rules/ includes nothing else of engine/" \
	'[<"]engine/(playout|judge|search)/' engine/rules/*.[ch]
forbid "engine/playout/ includes only engine/rules/ of engine/" \
	'[<"]engine/(judge|search)/' engine/playout/*.[ch]
forbid "engine/judge/ must not include engine/search/" \
	'[<"]engine/search/' engine/judge/*.[ch]
forbid "engine/ must not include gtp/, match/, tests/, bench/ or fuzz/" \
	'[<"](gtp|match|tests|bench|fuzz)/' engine/*/*.[ch]
forbid "engine/ includes are named by their room: engine/ROOM/NAME.h, no relative path" \
	'[<"]engine/[a-z_]+\.h$|[<"].*\.\./|"[a-z_]+\.h$' engine/*/*.[ch]
forbid "engine/ headers are named by their room: engine/ROOM/NAME.h" \
	'[<"]engine/[a-z_]+\.h$' gtp/*.[ch] match/*.[ch] tests/*.[ch] tests/match/*.c \
	bench/*.c bench/lib/*.[ch] fuzz/*.[ch]
forbid "gtp.h and lineio.h include only system headers (so no engine/)" \
	'"|<.*/' gtp/gtp.h gtp/lineio.h

# No I/O in engine/: no call of stdio's writers and readers or exit(), in sources
# or headers, outside comments (a comment may name them).
io_calls='(printf|fprintf|vprintf|vfprintf|puts|fputs|putchar|fputc|putc|fwrite|perror|fopen|fdopen|freopen|fread|fgets|getchar|scanf|fscanf|exit|_Exit|abort)'
if awk -v calls="$io_calls" '
	FNR == 1 { in_comment = 0 }
	{
		line = $0
		out = ""
		while (line != "") {
			if (in_comment) {
				end = index(line, "*/")
				if (end == 0) { line = ""; break }
				line = substr(line, end + 2)
				in_comment = 0
			} else {
				start = index(line, "/*")
				slashes = index(line, "//")
				if (slashes && (!start || slashes < start)) { out = out substr(line, 1, slashes - 1); line = ""; break }
				if (start == 0) { out = out line; line = ""; break }
				out = out substr(line, 1, start - 1)
				line = substr(line, start + 2)
				in_comment = 1
			}
		}
		gsub(/"([^"\\]|\\.)*"/, "\"\"", out)
		if (out ~ "(^|[^A-Za-z0-9_])" calls "[[:space:]]*\\(") {
			print FILENAME ":" FNR ":" $0
			found = 1
		}
	}
	END { exit found ? 0 : 1 }' engine/*/*.[ch]; then
	echo "lint: engine/ does no I/O"
	status=1
fi

# A source file outside the four rooms would not even be built (the Makefile
# takes engine/ROOM/*.c): it has to be put in its room.
for stray in engine/*.[ch] engine/*/*/*.[ch] engine/*/*/*/*.[ch]; do
	[ -e "$stray" ] || continue
	echo "$stray"
	echo "lint: engine/ sources live in its rooms: engine/{rules,playout,judge,search}/"
	status=1
done
for room in engine/*/; do
	case $room in
	engine/rules/ | engine/playout/ | engine/judge/ | engine/search/) ;;
	*)
		echo "$room"
		echo "lint: engine/ sources live in its rooms: engine/{rules,playout,judge,search}/"
		status=1
		;;
	esac
done

[ $status -eq 0 ] && echo "lint: layering ok"
exit $status
