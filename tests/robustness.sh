#!/bin/sh
# robustness.sh -- the goref binary against hostile input: over-long lines, NUL
# bytes, invalid UTF-8, binary garbage, random command soup, a closed stdout,
# end of input without quit, printsgf onto a file the user may not write.
# Every non-blank line must get exactly one response,
# the engine must exit 0 without a signal or a sanitizer report, and memory must
# stay bounded on a 10 MB line. All input is generated deterministically.
#
# usage: sh tests/robustness.sh [path/to/goref]     (make check runs it)
# Prints one line per check and "robustness: N passed, N failed"; exits 1 on failure.

GOREF=${1:-./goref}
LC_ALL=C
export LC_ALL
# A sanitized build must stop at the first report (make SAN=1 check).
ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=0:exitcode=99}
UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:exitcode=99}
export ASAN_OPTIONS UBSAN_OPTIONS

passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-robust.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

ok() {
	passed=$((passed + 1))
	echo "ok    $1"
}

bad() {
	failed=$((failed + 1))
	echo "FAIL  $1: $2"
}

# Runs goref with stdin from $1, stdout to $2, stderr to $2.err; sets $rc.
# A hang is cut after 120 s (timeout's 124).
run_goref() {
	if command -v timeout >/dev/null 2>&1; then
		timeout 120 "$GOREF" <"$1" >"$2" 2>"$2.err"
	else
		"$GOREF" <"$1" >"$2" 2>"$2.err"
	fi
	rc=$?
}

# Prints why a finished run is not clean (exit status, signal, sanitizer), or nothing.
run_problem() { # rc stderr-file
	if [ "$1" -eq 124 ]; then
		echo "timed out"
	elif [ "$1" -ge 128 ]; then
		echo "killed by signal $(($1 - 128))"
	elif [ "$1" -ne 0 ]; then
		echo "exit status $1"
	elif grep -q -e 'Sanitizer' -e 'runtime error' "$2"; then
		echo "sanitizer report: $(grep -m1 -e 'Sanitizer' -e 'runtime error' "$2")"
	fi
}

# Runs goref on $tmp/in and checks it exits cleanly with exactly the output $2
# (compared as the shell compares $(...): trailing newlines dropped).
expect_output() { # description expected
	run_goref "$tmp/in" "$tmp/out"
	p=$(run_problem $rc "$tmp/out.err")
	if [ -n "$p" ]; then
		bad "$1" "$p"
	elif [ "$(cat "$tmp/out")" != "$2" ]; then
		bad "$1" "output \"$(head -c 200 "$tmp/out")\""
	else
		ok "$1"
	fi
}

# The number of responses in a GTP output: each ends with the only empty line it has.
count_responses() {
	awk 'length($0) == 0 { n++ } END { print n + 0 }' "$1"
}

# The number of lines GTP must answer: some byte other than a control character or
# space before any '#'. A last line without a newline counts too.
count_answerable() {
	od -An -v -tu1 "$1" | awk '
		{ for (i = 1; i <= NF; i++) {
			b = $i
			if (b == 10) { n += seen; seen = 0; cut = 0; continue }
			if (cut) continue
			if (b == 35) { cut = 1; continue }
			if (b > 32 && b != 127) seen = 1
		} }
		END { print n + seen }'
}

# The last non-empty line of a file.
last_line() {
	awk 'length($0) { l = $0 } END { print l }' "$1"
}

# Deterministic bytes: a 32-bit LCG; about one byte in 40 is a newline. $1 bytes,
# seed $2. Checks the awk in use can write every byte value (NUL included).
garbage() { # bytes seed
	awk -v n="$1" -v x="$2" 'BEGIN {
		for (i = 0; i < n; i++) {
			x = (x * 1664525 + 1013904223) % 4294967296
			if (int(x / 16777216) < 6) { printf "\n"; continue }
			x = (x * 1664525 + 1013904223) % 4294967296
			printf "%c", int(x / 16777216)
		}
	}'
}

# Random command soup over the whole registry (except quit and the file commands),
# with arguments good and bad; $1 lines, seed $2. One line each, all answerable.
# Boards stay at most 9x9: judging a 19x19 position takes a while.
soup() { # lines seed
	printf 'list_commands\n' | "$GOREF" 2>/dev/null | sed -e 's/^= //' -e '/^$/d' \
		-e '/^quit$/d' -e '/^loadsgf$/d' -e '/^printsgf$/d' >"$tmp/names"
	awk -v n="$1" -v x="$2" '
		function rnd(m) {
			x = (x * 1664525 + 1013904223) % 4294967296
			return int(x / 65536) % m
		}
		BEGIN {
			split("b w black white x B pass PASS A1 E5 J9 T19 Z25 Z99 I5 a0 0 1 -1 " \
			      "2 5 9 26 7.5 -0.5 nan inf 1e999 dead alive seki simple superko " \
			      "black_territory 99999999999 3 10 \377\376 \303", args, " ")
			nargs = 0; for (k in args) nargs++
		}
		{ names[nnames++] = $0 }
		END {
			print "boardsize 9"
			for (i = 1; i < n; i++) {
				line = (rnd(3) == 0 ? i " " : "") names[rnd(nnames)]
				for (k = rnd(4); k > 0; k--) line = line " " args[1 + rnd(nargs)]
				if (rnd(20) == 0) line = line "\t# comment"
				print line
			}
		}' "$tmp/names"
}

# Peak resident memory (KB) of goref reading $1, or empty when it cannot be measured.
peak_rss() {
	if /usr/bin/time -f %M true >/dev/null 2>&1; then
		/usr/bin/time -o "$tmp/rss" -f %M "$GOREF" <"$1" >/dev/null 2>&1
		tail -n 1 "$tmp/rss"
	elif [ -r /proc/self/status ]; then
		# Keep goref alive a moment after its input so its VmHWM can be read.
		{ cat "$1"; sleep 1; } | "$GOREF" >/dev/null 2>&1 &
		pid=$!
		hwm=
		while kill -0 "$pid" 2>/dev/null; do
			h=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
			[ -n "$h" ] && hwm=$h
			sleep 0.1
		done
		wait "$pid" 2>/dev/null
		echo "$hwm"
	fi
}

if [ ! -x "$GOREF" ]; then
	echo "robustness: $GOREF is not an executable (run make first)"
	echo "robustness: 0 passed, 1 failed"
	exit 1
fi

# --- end of input ---------------------------------------------------------------

printf '1 name\n2 protocol_version\n' >"$tmp/in"
expect_output "eof without quit exits 0 after answering everything" "$(printf '=1 goref\n\n=2 2')"

printf '5 name' >"$tmp/in"
expect_output "a last line without a newline is answered" "=5 goref"

: >"$tmp/in"
expect_output "empty input: no output, exit 0" ""

printf '1 name\n2 quit\n3 name\n' >"$tmp/in"
expect_output "quit answers and stops reading" "$(printf '=1 goref\n\n=2 ')"

# --- pipelining -------------------------------------------------------------------

awk 'BEGIN {
	split("name|protocol_version|boardsize 9|play b E5|showboard|list_commands|" \
	      "frobnicate|play b E5|undo|known_command play|genmove w|captures b|" \
	      "boardsize 26|komi 6.5|move_history|clear_board", cmds, "|")
	for (i = 1; i <= 3000; i++) print i, cmds[1 + i % 16]
}' >"$tmp/in"
run_goref "$tmp/in" "$tmp/out"
p=$(run_problem $rc "$tmp/out.err")
# The id of each response, in order, must be 1, 2, 3, ...
ids=$(awk '
	NR == 1 || prev == "" {
		if (match($0, /^[=?][0-9]+/)) print substr($0, 2, RLENGTH - 1)
		else print "none"
	}
	{ prev = $0 }' "$tmp/out" | awk '$0 != NR { print "response " NR " has id " $0; exit }')
n=$(count_responses "$tmp/out")
if [ -n "$p" ]; then
	bad "3000 pipelined commands answered in order" "$p"
elif [ -n "$ids" ] || [ "$n" -ne 3000 ]; then
	bad "3000 pipelined commands answered in order" "${ids:-$n responses}"
else
	ok "3000 pipelined commands answered in order, one response each"
fi

# --- long lines -------------------------------------------------------------------

{
	printf '7 echo '
	head -c 10485760 /dev/zero | tr '\0' 'a'
	printf '\n8 name\n'
} >"$tmp/long"
cp "$tmp/long" "$tmp/in"
expect_output "10 MB line gets an error, the next command an answer" \
	"$(printf '?7 line too long\n\n=8 goref')"

{
	printf '9 name '
	head -c 10485760 /dev/zero
} >"$tmp/in"
expect_output "10 MB of NULs without a newline at the end: one error, exit 0" "?9 line too long"

# Over-long lines that GTP ignores (comment only, blank) must get no reply either, and
# one whose only command comes after 10 MB of spaces gets exactly one.
{
	printf '# '
	head -c 10485760 /dev/zero | tr '\0' 'a'
	printf '\n1 name\n'
} >"$tmp/in"
expect_output "a 10 MB comment line gets no reply" "=1 goref"
{
	head -c 10485760 /dev/zero | tr '\0' ' '
	printf '\n1 name\n'
} >"$tmp/in"
expect_output "a 10 MB blank line gets no reply" "=1 goref"
{
	head -c 10485760 /dev/zero | tr '\0' ' '
	printf 'name\n1 name\n'
} >"$tmp/in"
expect_output "10 MB of spaces, then a command: one error reply" \
	"$(printf '? line too long\n\n=1 goref')"

# Just under the 1 MiB limit: 50000 arguments of 19 bytes, echoed back whole.
awk 'BEGIN {
	printf "3 echo"
	for (i = 0; i < 50000; i++) printf " aaaaaaaaaaaaaaaaaaa"
	printf "\n4 name\n"
}' >"$tmp/in"
run_goref "$tmp/in" "$tmp/out"
p=$(run_problem $rc "$tmp/out.err")
size=$(wc -c <"$tmp/out" | tr -d ' ')
want=$((3 + 999999 + 2 + 10))
if [ -z "$p" ] && [ "$size" -eq "$want" ] && [ "$(last_line "$tmp/out")" = "=4 goref" ]; then
	ok "a 1 MB line under the limit is answered whole ($size bytes)"
else
	bad "a 1 MB line under the limit is answered whole" "${p:-$size bytes, wanted $want}"
fi

# The limit itself (gtp/lineio.h: LINEIO_MAX_LINE, 1 MiB, "Longest line kept; a longer
# one is answered with an error"): lines of the limit and less are kept, longer refused.
limit=1048576
for len in $((limit - 1)) $limit $((limit + 1)); do
	awk -v n=$len 'BEGIN {
		printf "1 echo "
		for (i = 7; i < n; i++) printf "a"
		printf "\n2 name\n"
	}' >"$tmp/in"
	run_goref "$tmp/in" "$tmp/out"
	p=$(run_problem $rc "$tmp/out.err")
	first=$(head -c 16 "$tmp/out")
	verdict=kept want="=1 aaaaaaaaaaaaa"
	[ $len -le $limit ] || verdict=refused want="?1 line too long"
	if [ -n "$p" ]; then
		bad "a line of $len bytes (limit $limit)" "$p"
	elif [ "$first" != "$want" ] || [ "$(last_line "$tmp/out")" != "=2 goref" ]; then
		bad "a line of $len bytes (limit $limit)" \
			"answered \"$first...\", wanted \"$want...\" (lineio.h: the longest line kept)"
	else
		ok "a line of $len bytes (limit $limit): $verdict"
	fi
done

# 500000 one-byte tokens in one line: the token array grows, then arity refuses it.
awk 'BEGIN {
	printf "6 echo"
	for (i = 0; i < 500000; i++) printf " a"
	printf "\n7 name\n"
}' >"$tmp/in"
expect_output "500000 arguments on one line: refused, then the next command answered" \
	"$(printf '?6 syntax error\n\n=7 goref')"

printf '1 name\n' >"$tmp/small"
base=$(peak_rss "$tmp/small")
long=$(peak_rss "$tmp/long")
if [ -z "$base" ] || [ -z "$long" ]; then
	echo "skip  memory bound on a 10 MB line (neither GNU time nor /proc to measure max RSS)"
elif [ $((long - base)) -lt 8192 ]; then
	ok "memory bounded on a 10 MB line (max RSS $long KB, baseline $base KB)"
else
	bad "memory bounded on a 10 MB line" "max RSS $long KB vs baseline $base KB"
fi

# --- bad bytes --------------------------------------------------------------------

{
	printf '1 na\000me\n\000\000\000\n2 pro\000tocol_version\000\n'
	printf '\000 \000\t\n3 \000k\000nown_command\000 play\n'
} >"$tmp/in"
expect_output "NUL bytes inside lines are dropped; NUL-only lines get no reply" \
	"$(printf '=1 goref\n\n=2 2\n\n=3 true')"

# Bad UTF-8 (stray, truncated, overlong, surrogate), a euro sign as a vertex, an e-acute
# as a colour, a no-break space inside a name.
{
	printf '1 \377\376\n2 \303\n3 \300\257\n4 \355\240\200 b\n'
	printf '5 play b \342\202\254\n6 play \303\251 E5\n7 na\302\240me\n8 name\n'
} >"$tmp/in"
expected=$(
	printf '?1 unknown command\n\n?2 unknown command\n\n?3 unknown command\n\n'
	printf '?4 unknown command\n\n?5 syntax error\n\n?6 syntax error\n\n'
	printf '?7 unknown command\n\n=8 goref'
)
expect_output "invalid UTF-8 and odd bytes are refused one line at a time" "$expected"

printf '1 name\r\n2 known_command play\r\n\r\n3 boardsize 9\r\n4 play b E5\r\n5 color E5\r\n' \
	>"$tmp/in"
expect_output "CRLF line endings: the CR is dropped" \
	"$(printf '=1 goref\n\n=2 true\n\n=3 \n\n=4 \n\n=5 black')"

for seed in 1 2 3; do
	garbage 1048576 $seed >"$tmp/in"
	size=$(wc -c <"$tmp/in" | tr -d ' ')
	if [ "$size" -ne 1048576 ]; then
		bad "1 MiB of binary garbage (seed $seed)" "awk wrote $size bytes, not 1048576"
		continue
	fi
	printf '\n999999 name\n' >>"$tmp/in"
	want=$(count_answerable "$tmp/in")
	run_goref "$tmp/in" "$tmp/out"
	p=$(run_problem $rc "$tmp/out.err")
	n=$(count_responses "$tmp/out")
	if [ -n "$p" ]; then
		bad "1 MiB of binary garbage (seed $seed)" "$p"
	elif [ "$n" -ne "$want" ] || [ "$(last_line "$tmp/out")" != "=999999 goref" ]; then
		bad "1 MiB of binary garbage (seed $seed)" "$n responses for $want answerable lines"
	else
		ok "1 MiB of binary garbage (seed $seed): $n lines, one response each"
	fi
done

for seed in 1 2; do
	soup 4000 $seed >"$tmp/in"
	printf '999999 name\n' >>"$tmp/in"
	want=$(count_answerable "$tmp/in")
	run_goref "$tmp/in" "$tmp/out"
	p=$(run_problem $rc "$tmp/out.err")
	n=$(count_responses "$tmp/out")
	if [ -n "$p" ]; then
		bad "random command soup (seed $seed)" "$p"
	elif [ "$want" -ne 4001 ] || [ "$n" -ne "$want" ] ||
		[ "$(last_line "$tmp/out")" != "=999999 goref" ]; then
		bad "random command soup (seed $seed)" "$n responses for $want answerable lines"
	else
		ok "random command soup (seed $seed): $n commands, one response each"
	fi
done

# --- closed output ----------------------------------------------------------------

awk 'BEGIN { print "boardsize 19"; for (i = 0; i < 20000; i++) print "showboard" }' >"$tmp/in"
{
	"$GOREF" <"$tmp/in" 2>"$tmp/pipe.err"
	echo $? >"$tmp/pipe.rc"
} | head -c 10 >/dev/null
rc=$(cat "$tmp/pipe.rc")
p=$(run_problem "$rc" "$tmp/pipe.err")
if [ -z "$p" ]; then
	ok "stdout closed by the reader (SIGPIPE): exit 0"
else
	bad "stdout closed by the reader (SIGPIPE)" "$p"
fi

"$GOREF" <"$tmp/in" >&- 2>"$tmp/closed.err"
rc=$?
p=$(run_problem $rc "$tmp/closed.err")
if [ -z "$p" ]; then
	ok "stdout closed from the start: exit 0"
else
	bad "stdout closed from the start" "$p"
fi

"$GOREF" <&- >"$tmp/out" 2>"$tmp/out.err"
rc=$?
p=$(run_problem $rc "$tmp/out.err")
if [ -z "$p" ] && [ ! -s "$tmp/out" ]; then
	ok "stdin closed from the start: exit 0"
else
	bad "stdin closed from the start" "${p:-wrote $(wc -c <"$tmp/out") bytes}"
fi

# --- printsgf and the permission of the file it replaces ---------------------------
# printsgf writes a temporary file and renames it over the target, which needs only
# the folder's permission: in a world-writable folder it replaced a read-only file
# of root's (issue 24, point 14). A file the user could not write is refused and
# left as it was. As root (who may write anything) the check runs as nobody.
as_user=""
if [ "$(id -u)" -eq 0 ]; then
	if command -v setpriv >/dev/null 2>&1; then
		as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
	else
		as_user=none
	fi
fi
if [ "$as_user" = none ]; then
	echo "SKIPPED printsgf onto a read-only file: running as root without setpriv"
else
	world=$tmp/world
	mkdir "$world" && chmod 0777 "$world" && chmod 0711 "$tmp"
	printf 'precious\n' >"$world/ro.sgf" && chmod 0444 "$world/ro.sgf"
	before=$(ls -li "$world/ro.sgf")
	reply=$(printf 'play b D4\nprintsgf %s\nprintsgf %s\n' "$world/ro.sgf" "$world/new.sgf" |
		$as_user "$GOREF" 2>"$tmp/ro.err" | sed -n 's/^\([=?]\)/\1/p' | tr '\n' '|')
	if [ "$reply" = "= |? cannot write file|= |" ]; then
		ok "printsgf onto a file the user may not write: '? cannot write file'"
	else
		bad "printsgf onto a file the user may not write" "answers '$reply'"
	fi
	if [ "$(cat "$world/ro.sgf")" = precious ] && [ "$(ls -li "$world/ro.sgf")" = "$before" ]; then
		ok "... the file is as it was (content, inode, owner, mode)"
	else
		bad "... the file is as it was" "now: $(ls -li "$world/ro.sgf")"
	fi
	if grep -q 'ro.sgf: .*not writ\|ro.sgf: .*Permission denied' "$tmp/ro.err"; then
		ok "... saying why on stderr"
	else
		bad "... saying why on stderr" "$(cat "$tmp/ro.err")"
	fi
	if [ -z "$(ls "$world" | grep -v '^ro\.sgf$' | grep -v '^new\.sgf$')" ] && [ -s "$world/new.sgf" ]; then
		ok "... no temporary file left, and a new file is still written"
	else
		bad "... no temporary file left, and a new file is still written" "$(ls "$world")"
	fi
	chmod 0700 "$tmp"
fi

echo "robustness: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
