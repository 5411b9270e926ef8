#!/bin/sh
# tests/patterns.sh -- the learned prior's gammas and their learner, bench/patterns.c:
# the shipped engine/search/gammas.c is what the shipped games give, byte for byte
# (make patterns), and a record that cannot be read, or a bad argument, is refused.
#
# usage: sh tests/patterns.sh path/to/patterns GAMES.sgf...   (make check-patterns)
# Prints one line per check and "patterns: N passed, N failed".

PATTERNS=${1:?usage: sh tests/patterns.sh path/to/patterns GAMES.sgf...}
shift
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-patterns.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1: $2"; }

if "$PATTERNS" "$@" >"$tmp/gammas.c" 2>"$tmp/err" && cmp -s "$tmp/gammas.c" engine/search/gammas.c; then
	ok "engine/search/gammas.c is what $* give ($(grep -c '^	{ 0x' "$tmp/gammas.c") shapes)"
else
	bad "engine/search/gammas.c" "not what $* give: run make patterns ($(head -c 300 "$tmp/err"))"
fi
if grep -q "held out [0-9]*: -[0-9.]*, [0-9.]*%" "$tmp/err"; then
	ok "the learner reports the held-out games: $(tail -n 1 "$tmp/err" | sed 's/.*held out/held out/')"
else
	bad "held-out report" "$(tail -n 2 "$tmp/err")"
fi

printf '(;GM[1]FF[4]SZ[9];B[ee];W[cc]' >"$tmp/open.sgf"
if "$PATTERNS" "$tmp/open.sgf" >/dev/null 2>"$tmp/err"; then
	bad "unclosed game tree" "accepted"
else
	ok "an unclosed game tree is refused: $(head -n 1 "$tmp/err")"
fi
if "$PATTERNS" "$tmp/missing.sgf" >/dev/null 2>"$tmp/err"; then
	bad "missing file" "accepted"
else
	ok "a missing file is refused: $(head -n 1 "$tmp/err")"
fi
"$PATTERNS" -i 0 "$1" >/dev/null 2>&1
if [ $? -eq 2 ]; then ok "-i 0 is a usage error"; else bad "-i 0" "not exit 2"; fi
"$PATTERNS" >/dev/null 2>&1
if [ $? -eq 2 ]; then ok "no games is a usage error"; else bad "no games" "not exit 2"; fi

echo "patterns: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
