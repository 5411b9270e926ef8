#!/bin/sh
# tests/lint-planted.sh -- make lint can fail: each layering rule of tests/lint.sh
# is broken once, by one line planted in a copy of the tree, and the real
# `make lint` run in that copy must fail naming that rule; the unchanged copy
# must pass. One case a rule, and the clean tree.
#
# usage: sh tests/lint-planted.sh     (make check runs it)
# Prints "lint-planted: N passed, N failed".
cd "$(dirname "$0")/.." || exit 2
passed=0 failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/lint-planted.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# A copy of what the lint reads: the Makefile, the sources, the lint itself.
copy() {
	rm -rf "$tmp/tree"
	mkdir -p "$tmp/tree"
	cp -R Makefile engine gtp match tests bench fuzz "$tmp/tree/"
}

# lint_with FILE LINE: make lint in a fresh copy with LINE added to FILE (no line
# when FILE is empty), its output in $tmp/out; make's exit status.
lint_with() {
	copy
	if [ -n "$1" ]; then
		mkdir -p "$(dirname "$tmp/tree/$1")"
		printf '%s\n' "$2" >>"$tmp/tree/$1"
	fi
	make -s -C "$tmp/tree" lint >"$tmp/out" 2>&1
}

# plant FILE LINE RULE: with LINE added to FILE, make lint must fail and print
# "lint: RULE".
plant() {
	if lint_with "$1" "$2"; then
		failed=$((failed + 1))
		echo "FAIL  make lint passed with '$2' in $1"
	elif ! grep -qF "lint: $3" "$tmp/out"; then
		failed=$((failed + 1))
		echo "FAIL  '$2' in $1: make lint failed without 'lint: $3':"
		sed 's/^/      /' "$tmp/out"
	else
		passed=$((passed + 1))
	fi
}

# harmless FILE LINE: with LINE added to FILE (or nothing, FILE empty), no rule is
# broken: make lint must pass (the rules read code, not what a comment or a string
# says).
harmless() {
	if lint_with "$1" "$2"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL  make lint failed with the harmless '$2' in ${1:-the unchanged tree}:"
		sed 's/^/      /' "$tmp/out"
	fi
}

harmless "" ""
plant engine/rules/board.c '#include "engine/playout/pboard.h"' "engine/rules/ includes nothing else of engine/"
plant engine/rules/score.h '#include "engine/judge/status.h"' "engine/rules/ includes nothing else of engine/"
plant engine/rules/game.c '#include "engine/search/search.h"' "engine/rules/ includes nothing else of engine/"
plant engine/playout/playout.c '#include "engine/judge/judge.h"' "engine/playout/ includes only engine/rules/"
plant engine/playout/pboard.h '#include "engine/search/search.h"' "engine/playout/ includes only engine/rules/"
plant engine/judge/status.c '#include "engine/search/endgame.h"' "engine/judge/ must not include engine/search/"
plant engine/search/search.c '#include "gtp/table.h"' "engine/ must not include gtp/, match/"
plant engine/judge/race.c '#include "match/results.h"' "engine/ must not include gtp/, match/"
plant engine/search/endgame.c '#include "engine/board.h"' "engine/ includes are named by their room"
plant gtp/think.c '#include "engine/search.h"' "engine/ headers are named by their room"
plant engine/rules/sgf.c 'static void f(void) { printf("x"); }' "engine/ does no I/O"
plant engine/playout/pattern.c 'static FILE *f(void) { return fopen("x", "r"); }' "engine/ does no I/O"
plant gtp/gtp.h '#include "engine/rules/board.h"' "gtp.h and lineio.h include only system headers"
plant gtp/lineio.h '#include "engine/rules/coord.h"' "gtp.h and lineio.h include only system headers"

# Include forms the compiler takes as well: angle brackets, spaces, a relative path.
plant engine/rules/board.c '#include <engine/search/search.h>' "engine/rules/ includes nothing else of engine/"
plant engine/playout/pboard.c '#  include	"engine/judge/status.h"' "engine/playout/ includes only engine/rules/"
plant engine/judge/race.c '#include "../search/search.h"' "engine/ includes are named by their room"
plant engine/judge/race.c '#include "race.h"' "engine/ includes are named by their room"
plant engine/search/prior.c '#include "tests/fixtures.h"' "engine/ must not include gtp/, match/, tests/, bench/ or fuzz/"
plant tests/match/fault-shim.c '#include "engine/board.h"' "engine/ headers are named by their room"
plant gtp/gtp.h '#include "gtp/table.h"' "gtp.h and lineio.h include only system headers"
# I/O in a header, and writers other than printf.
plant engine/rules/coord.h 'static inline void f(void) { puts("x"); }' "engine/ does no I/O"
plant engine/judge/judge.c 'static void f(void) { fputs("x", stdout); }' "engine/ does no I/O"
plant engine/search/search.c 'static void f(void) { exit (1); }' "engine/ does no I/O"
harmless engine/rules/game.c '/* never call exit() or printf() here */'
harmless engine/rules/game.c '// fopen() is the caller'"'"'s job'
harmless engine/rules/game.c 'static const char *const f = "printf(";'
plant engine/stray.c '/* a module outside the rooms */' "engine/ sources live in its rooms"
plant engine/tactics/ladder.h '/* a fifth room */' "engine/ sources live in its rooms"

echo "lint-planted: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
