#!/bin/sh
# tests/openings.sh -- the opening suites of openings/ and their generator,
# bench/openings.c: each shipped suite is a sound SGF collection (the count, the
# size, legal moves only, distinct positions under the board's symmetries, the
# 40-60% win rate its comment states); the generator gives the same bytes twice
# and the same openings whatever the count asked; and a suite with any fault,
# or a bad argument, is refused with its reason.
#
# usage: sh tests/openings.sh path/to/openings     (make check-openings runs it)
# Prints one line per check and "openings: N passed, N failed".

OPENINGS=${1:?usage: sh tests/openings.sh path/to/openings}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-openings.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1: $2"; }

# The shipped suites, as openings/README lists them.
for suite in 9:300 13:120 19:120; do
	size=${suite%:*}
	count=${suite#*:}
	file=openings/${size}x${size}.sgf
	if "$OPENINGS" --check "$file" -s "$size" -n "$count" >"$tmp/out" 2>"$tmp/err" &&
		[ "$(cat "$tmp/out")" = "$file: $count openings" ]; then
		ok "$file: $count openings of ${size}x${size}, legal, distinct, 40-60%"
	else
		bad "$file" "$(head -c 300 "$tmp/err")"
	fi
done

# A small suite with few playouts (seconds), made twice, and once more asking for fewer.
"$OPENINGS" -s 9 -n 3 -p 100 --seed 7 >"$tmp/a.sgf" 2>"$tmp/a.err"
"$OPENINGS" -s 9 -n 3 -p 100 --seed 7 >"$tmp/b.sgf" 2>/dev/null
"$OPENINGS" -s 9 -n 2 -p 100 --seed 7 >"$tmp/two.sgf" 2>/dev/null
"$OPENINGS" -s 9 -n 3 -p 100 --seed 8 >"$tmp/other.sgf" 2>/dev/null
if [ -s "$tmp/a.sgf" ] && cmp -s "$tmp/a.sgf" "$tmp/b.sgf"; then
	ok "the same arguments give the same bytes"
else
	bad "the same arguments" "differ or empty: $(head -c 300 "$tmp/a.err")"
fi
if "$OPENINGS" --check "$tmp/a.sgf" -s 9 -n 3 >/dev/null 2>"$tmp/err"; then
	ok "the generator's suite passes --check"
else
	bad "the generator's suite" "$(cat "$tmp/err")"
fi
if head -n 6 "$tmp/a.sgf" | cmp -s - "$tmp/two.sgf"; then
	ok "-n 2 gives the first two openings of -n 3"
else
	bad "-n 2" "not the first two openings of -n 3"
fi
if ! cmp -s "$tmp/a.sgf" "$tmp/other.sgf"; then
	ok "another seed gives other openings"
else
	bad "--seed 8" "the same suite as --seed 7"
fi
if grep -q 'openings from [0-9]* candidates' "$tmp/a.err" && grep -q 'kept win rates' "$tmp/a.err"; then
	ok "stderr tells the candidates tried and the kept win rates"
else
	bad "stderr" "$(head -c 300 "$tmp/a.err")"
fi
if "$OPENINGS" -s 19 -n 2 -p 50 >"$tmp/19.sgf" 2>"$tmp/err" &&
	"$OPENINGS" --check "$tmp/19.sgf" -s 19 -n 2 >/dev/null 2>>"$tmp/err"; then
	ok "a 19x19 suite passes --check"
else
	bad "a 19x19 suite" "$(head -c 300 "$tmp/err")"
fi

# refused_suite WHAT REASON FILE [CHECK OPTIONS]: --check fails on FILE (exit 1,
# nothing on stdout), its reason holding REASON.
refused_suite() {
	what=$1
	reason=$2
	file=$3
	shift 3
	"$OPENINGS" --check "$file" -s 9 -n 3 "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -qF "$reason" "$tmp/err"; then
		ok "refused: $what (\"$reason\")"
	else
		bad "$what" "status $rc, stderr: $(head -c 300 "$tmp/err")"
	fi
}

# broken NAME SED-SCRIPT: a copy of the good suite edited by sed -E.
broken() {
	sed -E "$2" "$tmp/a.sgf" >"$tmp/$1.sgf"
}

# The first opening again, mirrored in the diagonal and turned half round.
moves=$(sed -n 3p "$tmp/a.sgf")
mirrored=$(echo "$moves" | sed -E 's/\[([a-i])([a-i])\]/[\2\1]/g')
turned=$(echo "$moves" | tr 'abcdefghi' 'ihgfedcba')
for copy in mirrored turned; do
	eval "text=\$$copy"
	{
		cat "$tmp/a.sgf"
		sed -n 1,2p "$tmp/a.sgf" | sed 's/GN\[9x9-001\]/GN[9x9-004]/'
		echo "$text"
	} >"$tmp/$copy.sgf"
	if [ "$text" = "$moves" ]; then
		bad "$copy copy" "the same moves as the first opening"
	else
		refused_suite "the first opening $copy, as a fourth" \
			"sgf:10: tree 4: the position of tree 1 again" "$tmp/$copy.sgf" -n 4
	fi
done

first=$(echo "$moves" | sed -E 's/^;B\[([a-i][a-i])\].*/\1/')
broken occupied "3s/^(;B\[[a-i][a-i]\];W)\[[a-i][a-i]\]/\1[$first]/"
refused_suite "White's first move on Black's stone" "sgf:3: tree 1: move 2" "$tmp/occupied.sgf"
grep -q 'is illegal: occupied' "$tmp/err" || bad "White's first move on Black's stone" "reason: $(cat "$tmp/err")"
broken pass '3s/\[[a-i][a-i]\]\)$/[])/'
refused_suite "a pass" "sgf:1: tree 1: move" "$tmp/pass.sgf"
grep -q 'is a pass' "$tmp/err" || bad "a pass" "reason: $(cat "$tmp/err")"
broken colours '3s/^(;B\[[a-i][a-i]\];)W/\1B/'
refused_suite "Black twice" "move 2 is Black's, not White's" "$tmp/colours.sgf"
broken short '3s/^(;B\[[a-i][a-i]\];W\[[a-i][a-i]\]).*/\1)/'
refused_suite "two moves" "2 moves, not 4 to 6" "$tmp/short.sgf"
broken setup '1s/GN\[/AB[aa]GN[/'
refused_suite "setup stones" "setup stones" "$tmp/setup.sgf"
broken komi '1s/KM\[7\.5\]/KM[6.5]/'
refused_suite "komi 6.5" "komi must be KM[7.5]" "$tmp/komi.sgf"
broken rules '1s/RU\[BGA\]/RU[Japanese]/'
refused_suite "Japanese rules" "rules must be RU[BGA]" "$tmp/rules.sgf"
broken name '1s/GN\[9x9-001\]/GN[9x9-002]/'
refused_suite "a name out of order" "the name must be GN[9x9-001]" "$tmp/name.sgf"
broken winrate '2s/win rate [0-9.]*/win rate 0.700/'
refused_suite "a win rate of 70%" "no win rate from 0.40 to 0.60" "$tmp/winrate.sgf"
broken unclosed '$s/\)$//'
refused_suite "a tree never closed" "sgf:7: tree 3: the game tree never closes" "$tmp/unclosed.sgf"
broken garbage '3s/$/x/'
refused_suite "a byte between trees" "sgf:3: tree 2: a game tree must start with '('" "$tmp/garbage.sgf"
refused_suite "a suite of another size" "a 9x9 board, not 13x13" "$tmp/a.sgf" -s 13
refused_suite "a suite of another count" "3 openings, not 4" "$tmp/a.sgf" -n 4
: >"$tmp/empty.sgf"
refused_suite "an empty file" "no openings" "$tmp/empty.sgf"
refused_suite "a missing file" "No such file" "$tmp/missing.sgf"

# refused ARGS... -- REASON: exit 2, nothing on stdout, stderr holding REASON.
refused() {
	reason=$1
	shift
	"$OPENINGS" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 2 ] && [ ! -s "$tmp/out" ] && grep -qF -- "$reason" "$tmp/err"; then
		ok "openings $*: refused, \"$reason\""
	else
		bad "openings $*" "status $rc, stderr: $(head -c 200 "$tmp/err")"
	fi
}
refused "-s takes a number from 5 to 25" -s 4 -n 3
refused "-n takes a number from 1 to 10000" -s 9 -n 0
refused "-p takes a number from 1 to 10000000" -s 9 -n 3 -p many
refused "--seed takes a number from 0 to" -s 9 -n 3 --seed -1
refused "-n is missing" -s 9
refused "unknown argument -x" -s 9 -n 3 -x

# A test nothing passes (one playout: a win rate of 0 or 1) gives up, writing nothing.
"$OPENINGS" -s 9 -n 2 -p 1 >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] && grep -q 'only 0 of 2 openings after 200 candidates' "$tmp/err"; then
	ok "a window no test reaches: gives up after 100 candidates an opening, no suite written"
else
	bad "-p 1" "status $rc, stderr: $(head -c 300 "$tmp/err")"
fi

echo "openings: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
