#!/bin/sh
# tests/lint.sh -- the layering rules of the source tree at ROOT (make lint runs it on
# the repository; tests/lint-planted.sh on copies with a planted include).
#
# usage: sh tests/lint.sh ROOT
#
# engine/ is four rooms whose dependencies run one way, rules <- playout <- judge <-
# search: a room may include the rooms before it, never one after it. engine/ does
# no I/O and knows nothing of gtp/ or match/; every engine/ header is named by its
# room, and every source of engine/ is in one of the four. gtp/gtp.h and
# gtp/lineio.h (the protocol and its lines) know no engine/.
# Prints each offending line and the rule it breaks; exit 1 when any rule is broken.

root=${1:?usage: sh tests/lint.sh ROOT}
cd "$root" || exit 2
status=0

# forbid WHY REGEX FILE...: each line of the files matching REGEX breaks rule WHY.
forbid() {
	why=$1
	regex=$2
	shift 2
	if grep -nE "$regex" "$@" /dev/null; then
		echo "lint: $why"
		status=1
	fi
}

forbid "engine/rules/ includes nothing else of engine/" \
	'#include "engine/(playout|judge|search)/' engine/rules/*.[ch]
forbid "engine/playout/ includes only engine/rules/ of engine/" \
	'#include "engine/(judge|search)/' engine/playout/*.[ch]
forbid "engine/judge/ must not include engine/search/" \
	'#include "engine/search/' engine/judge/*.[ch]
forbid "engine/ must not include gtp/ or match/" \
	'#include "(gtp|match)/' engine/*/*.[ch]
forbid "engine/ headers are named by their room: engine/ROOM/NAME.h" \
	'#include "engine/[a-z_]+\.h"' engine/*/*.[ch] gtp/*.[ch] match/*.[ch] tests/*.[ch] bench/*.c bench/lib/*.[ch] fuzz/*.[ch]
forbid "engine/ does no I/O" \
	'\b(printf|fprintf|puts|fopen|exit)\(' engine/*/*.c
forbid "gtp.h and lineio.h must not include engine/" \
	'#include "engine/' gtp/gtp.h gtp/lineio.h

# A source file outside the four rooms would not even be built (the Makefile
# takes engine/ROOM/*.c): it has to be put in its room.
for stray in engine/*.[ch] engine/*/*/*.[ch]; do
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
