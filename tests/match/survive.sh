#!/bin/sh
# survive.sh MATCH GOREF -- goref-match's results survive faults of the machine
# and of the organiser: a file-size limit in the middle of a run, the run killed
# (-9, TERM, HUP) while its workers play, two runs on one folder, an engine that
# never answers, a rerun with other settings, SIGXFSZ in goref's printsgf, GNU
# parallel shards; and the small command-line and summary cases. Issue 24: an
# engine that never reads, the run's process group or one worker killed with
# engines that fork, the run stopped and continued.
# Prints one line per check and "N passed, N failed"; exits 1 on any failure.
MATCH=${1:-./goref-match}
GOREF=${2:-./goref}
HERE=$(cd "$(dirname "$0")" && pwd)
FAKE="sh $HERE/fake-engine.sh"
case $MATCH in /*) ;; *) MATCH=$(pwd)/$MATCH ;; esac
case $GOREF in /*) ;; *) GOREF=$(pwd)/$GOREF ;; esac
T=$(mktemp -d "${TMPDIR:-/tmp}/goref-match-survive.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
# Sleeping fake engines sleep a number of seconds of this run's own, so that the
# checks for leftover processes cannot see another run's.
FAKE_HANG_SECONDS=619$$
export FAKE_HANG_SECONDS
. "$HERE/checks.sh"
distinct() { grep -v '^#' "$1" 2>/dev/null | cut -f1 | sort -u | wc -l; }
# Every line of a results file is the header, a comment or a record of as many fields as
# the header has columns, the file ends with a newline, and every game in it has its SGF.
sound() {
	f=$1 dir=$(dirname "$1")
	[ -z "$(tail -c 1 "$f")" ] || return 1
	awk -F '\t' 'NR == 1 { if ($0 !~ /^#game\t/) exit 1; columns = NF; next }
		/^#/ { next }
		NF != columns || $1 !~ /^[0-9]+$/ { exit 1 }' "$f" || return 1
	for g in $(grep -v '^#' "$f" | cut -f1); do
		test -s "$dir/$(printf 'game-%06d.sgf' "$g")" || return 1
	done
}
no_temp_files() { test -z "$(ls "$1" | grep -E '\.tmp\.|\.new\.|\.sgf\.')"; }
# The processes of this run's sleeping fake engines still alive.
sleepers() { ps -eo args | grep -v grep | grep -c "sleep $FAKE_HANG_SECONDS"; }

echo "# a file-size limit in the middle of a run (point 1)"
for jobs in 1 2; do
	D=$T/fsize$jobs
	# The messages go through a pipe: a file would be under the limit too.
	status=$( { (ulimit -f 2; exec "$MATCH" --black "$GOREF" --white "$GOREF --seed 1" --size 5 \
		--games 40 --max-moves 6 -j $jobs --out "$D") 2>&1 >/dev/null; echo "status $?"; } |
		tee "$D.err" | sed -n 's/^status //p')
	check "-j $jobs: the run stops with an error" test "$status" -eq 1
	check "-j $jobs: ... saying the real reason" grep -q 'cannot record game [0-9]*.*File too large' "$D.err"
	check "-j $jobs: results file sound: every line a record, every game with its SGF" sound "$D/results.tsv"
	n=$(lines "$D/results.tsv")
	check "-j $jobs: some games recorded ($n), not all" test "$n" -gt 0 -a "$n" -lt 40
	check "-j $jobs: no temporary file left" no_temp_files "$D"
	"$MATCH" --black "$GOREF" --white "$GOREF --seed 1" --size 5 --games 40 --max-moves 6 \
		-j $jobs --out "$D" >/dev/null 2>&1
	check "-j $jobs: resumed: 40 games, each once" test "$(distinct "$D/results.tsv")" -eq 40 -a "$(lines "$D/results.tsv")" -eq 40
done
D=$T/fsize0
status=$( { (ulimit -f 0; exec "$MATCH" --black "$GOREF" --white "$GOREF" --size 5 --games 2 \
	--out "$D") 2>&1 >/dev/null; echo "status $?"; } | tee "$D.err" | sed -n 's/^status //p')
check "ulimit -f 0: goref-match exits 1, not killed by SIGXFSZ (got $status)" test "$status" -eq 1
check "... says File too large" grep -q 'File too large' "$D.err"
check "... and leaves no temporary file" no_temp_files "$D"

echo "# goref's printsgf over a file-size limit (point 5)"
reply=$(printf 'play b D4\nprintsgf %s\n' "$T/x.sgf" | (ulimit -f 0; exec "$GOREF") 2>/dev/null | tail -n 2)
check "ulimit -f 0 printsgf: '? cannot write file'" test "$reply" = "? cannot write file"
check "... and no file, not even a temporary one" test -z "$(ls "$T" | grep '^x\.sgf')"

echo "# the run killed while its workers play (point 2)"
# A slow 8-game match: about 2 s a game (6 fake moves of 0.3 s). The fake engine's
# third argument, unused, marks this run's processes.
slow_match() { # slow_match DIR [options]
	d=$1; shift
	"$MATCH" --black "$GOREF" --white "$FAKE slow 3 survive$$" --size 9 --games 8 --max-moves 12 \
		--timeout 10 --out "$d" "$@"
}
slow_match_bg() { # slow_match_bg DIR [options]: the same in the background, its pid in $pid
	d=$1; shift
	"$MATCH" --black "$GOREF" --white "$FAKE slow 3 survive$$" --size 9 --games 8 --max-moves 12 \
		--timeout 10 --out "$d" "$@" >/dev/null 2>&1 &
	pid=$!
}
for sig in KILL TERM HUP; do
	D=$T/kill$sig
	slow_match_bg "$D" -j 2
	sleep 3
	kill -$sig $pid
	wait $pid 2>/dev/null
	n1=$(lines "$D/results.tsv")
	sleep 1
	check "kill -$sig: the workers recorded nothing after their parent died ($n1 games)" \
		test "$(lines "$D/results.tsv")" -eq "$n1"
	check "kill -$sig: no engine left" sh -c "! ps -eo args | grep -v grep | grep -q 'fake-engine.sh slow 3 survive$$'"
	check "kill -$sig: no worker left" sh -c "! ps -eo args | grep -v grep | grep -Eq -- '--out $D( |\$)'"
	slow_match "$D" -j 2 >/dev/null 2>&1
	check "kill -$sig, immediate rerun: each game exactly once" \
		test "$(distinct "$D/results.tsv")" -eq 8 -a "$(lines "$D/results.tsv")" -eq 8
done
D=$T/twice
slow_match_bg "$D" -j 2
sleep 1
start=$(date +%s)
slow_match "$D" -j 2 >/dev/null 2>"$D.err"
status=$?
took=$(( $(date +%s) - start ))
check "a second run on a folder in use is refused" test "$status" -ne 0
check "... at once (${took}s)" test "$took" -lt 5
check "... saying so" grep -q 'in use by another goref-match run (pid [0-9]* on' "$D.err"
wait $pid
check "... and the first run plays every game once" \
	test "$(distinct "$D/results.tsv")" -eq 8 -a "$(lines "$D/results.tsv")" -eq 8
printf '%s\n1\tA\tB\tB\tB+1\tscore\t10\t1\t1\t-\t-\t-\t-\t0000000000000000\t0.001\tx\n' "$RESULTS_HEADER" >"$T/one.tsv"
printf '%s\n1\tA\tB\tW\tW+F\tcrash\t10\t1\t1\t-\t-\t-\t-\t0000000000000000\t0.001\tx\n' "$RESULTS_HEADER" >"$T/other.tsv"
"$MATCH" --summary "$T/one.tsv" "$T/one.tsv" >"$T/same.out" 2>&1
check "summary: equal duplicates are no problem" sh -c "! grep -q warning '$T/same.out'"
"$MATCH" --summary "$T/one.tsv" "$T/other.tsv" >"$T/conflict.out" 2>&1
check "summary: duplicates that disagree exit 1" test $? -eq 1
check "... and are named" grep -q '^warning: 1 game recorded more than once with different results (game 1)' "$T/conflict.out"

echo "# an engine that never answers stops the run (point 3)"
D=$T/silent
start=$(date +%s)
"$MATCH" --black "$GOREF" --white "$FAKE silent" --size 9 --games 20 -j 2 --timeout 2 \
	--out "$D" >/dev/null 2>"$D.err"
status=$?
took=$(( $(date +%s) - start ))
check "silent engine: exit status non-zero" test "$status" -ne 0
check "silent engine: stopped in ${took}s (a 2 s timeout, not 20 games of it)" test "$took" -lt 12
check "... with a clear message" grep -q "engine '$FAKE silent' gave no answer to 'name' within 2 s" "$D.err"
check "... no game recorded" test "$(lines "$D/results.tsv")" -eq 0
check "... no engine left" test "$(sleepers)" -eq 0
D=$T/ascii
"$MATCH" --black "$GOREF" --white "$FAKE ascii" --size 9 --games 20 --timeout 5 \
	--out "$D" >/dev/null 2>"$D.err"
check "an engine that talks no GTP stops the run" test $? -ne 0
check "... saying it is not GTP" grep -q "answered 'name' with something that is not GTP" "$D.err"
check "... no engine left" test "$(sleepers)" -eq 0
D=$T/noname
"$MATCH" --black "$GOREF" --white "$FAKE noname" --size 9 --games 1 --out "$D" >/dev/null 2>&1
check "an engine without 'name' plays, labelled by its program" \
	sh -c "grep -v '^#' '$D/results.tsv' | cut -f3 | grep -qx sh"

echo "# a rerun must be the same match (point 4)"
D=$T/same
quick() { "$MATCH" --black "$GOREF" --white "$FAKE pass" --max-moves 4 --out "$D" "$@"; }
quick --size 9 --games 2 >/dev/null 2>&1
check "settings recorded" grep -q '^size	9$' "$D/match-settings"
before=$(md5sum <"$D/results.tsv")
quick --size 5 --games 2 >/dev/null 2>"$T/size.err"
check "another size is refused" test $? -ne 0
check "... naming the setting" grep -q "its size is '9', not '5'" "$T/size.err"
"$MATCH" --black "$GOREF" --white "$GOREF" --max-moves 4 --size 9 --games 2 --out "$D" >/dev/null 2>"$T/engine.err"
check "another engine is refused" grep -q "its white is" "$T/engine.err"
check "... and the results are untouched" test "$(md5sum <"$D/results.tsv")" = "$before"
quick --size 9 --games 3 >/dev/null 2>"$T/more.err"
check "more games without --extend are refused" grep -q 'give --extend' "$T/more.err"
quick --size 9 --games 3 --extend >/dev/null 2>&1
check "--extend plays the extra game" test "$(lines "$D/results.tsv")" -eq 3
quick --size 9 --games 3 --rules chinese >/dev/null 2>"$T/rules.err"
check "other rules are refused" grep -q "its rules is 'bga-teaching', not 'chinese'" "$T/rules.err"
quick --size 9 --games 3 -j 2 --timeout 30 >/dev/null 2>&1
check "-j and --timeout may change on a rerun" test $? -eq 0
quick --size 9 --games 2 --extend >/dev/null 2>"$T/less.err"
check "a match cannot shrink" grep -q 'cannot shrink' "$T/less.err"

echo "# smaller ones (point 6)"
"$MATCH" --bogus >/dev/null 2>"$T/bogus.err"
check "an unknown option is called unknown" grep -q 'unknown option --bogus' "$T/bogus.err"
printf 'not\ta results file\n' >"$T/readme"
"$MATCH" --summary "$T/readme" >/dev/null 2>"$T/readme.err"
check "--summary of a file that is no results file fails" test $? -ne 0
check "... saying so" grep -q 'readme:1: not a goref-match results file' "$T/readme.err"
{
	printf '%s\n' "$RESULTS_HEADER"
	for g in 1 2 3 4 5 6 7 8 9 10 11 12; do
		printf '%d\tA\tB\tW\tW+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t-\t0000000000000000\t0.001\tx\n' "$g"
	done
} >"$T/zero.tsv"
"$MATCH" --summary "$T/zero.tsv" >"$T/zero.out" 2>&1
check "0 of 12: Elo -inf with a lower bound of -inf" grep -q 'Elo -inf (95% CI -inf .. -[0-9]*)' "$T/zero.out"
"$MATCH" --black "$GOREF" --white "$FAKE pass" --size 9 --max-moves 2 --out "$T/a/b/c" >/dev/null 2>&1
check "--out creates missing parent folders" test -s "$T/a/b/c/game-000001.sgf"

echo "# hostile results files, folders and openings (issue 24)"
F24="$FAKE pass"
small() { # small DIR [options]: three quick games of two passing fakes
	d=$1; shift
	"$MATCH" --black "$F24" --white "$F24" --size 5 --games 3 --timeout 10 --out "$d" "$@"
}
# (point 1) A hand-edited game number: refused with its line, no crash, nothing counted.
for bad in nan 1.5 1e0 0x2 -1 ' 1'; do
	D=$T/edited
	rm -rf "$D"
	small "$D" >/dev/null 2>&1
	sed -i "3s/^1	/$bad	/" "$D/results.tsv"
	before=$(md5sum <"$D/results.tsv")
	small "$D" >/dev/null 2>"$D.err"
	status=$?
	check "game number '$bad': the resume refuses (exit $status, no crash)" test "$status" -eq 1
	check "... naming line 3" grep -q 'results.tsv:3: not a goref-match results file' "$D.err"
	check "... and leaves the file as it was" test "$(md5sum <"$D/results.tsv")" = "$before"
	"$MATCH" --summary "$D/results.tsv" >"$D.out" 2>"$D.err"
	status=$?
	check "game number '$bad': --summary refuses it (exit $status), naming line 3" \
		sh -c "test $status -eq 1 && grep -q 'results.tsv:3:' '$D.err'"
	check "... and counts nothing" sh -c "! grep -q '^games:' '$D.out'"
done
D=$T/edited
rm -rf "$D"
small "$D" >/dev/null 2>&1
sed -i '4s/	W	/	X	/' "$D/results.tsv"
"$MATCH" --summary "$D/results.tsv" >/dev/null 2>"$D.err"
check "a winner that is no colour is no record either" grep -q 'results.tsv:4:' "$D.err"
# (point 8) A read error is said as it is, not as a file without header.
if cc -shared -fPIC -o "$T/fault-shim.so" "$HERE/fault-shim.c" -ldl 2>"$T/shim.err"; then
	# An ASan build wants its runtime first among the libraries; the shim may come first.
	shim() { ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 LD_PRELOAD=$T/fault-shim.so "$@"; }
	D=$T/eio
	mkdir -p "$D" && cp "$T/one.tsv" "$D/sound.tsv"
	FAULT_SHIM_EIO_READ=sound.tsv:1 shim "$MATCH" --summary "$D/sound.tsv" >/dev/null 2>"$D.err"
	check "EIO reading a results file: --summary fails" test $? -eq 1
	check "... with the real error" grep -q 'cannot read .*sound.tsv: Input/output error' "$D.err"
	check "... not as a file without header" sh -c "! grep -q 'no header' '$D.err'"
	# The run reads its results twice (two read calls each): at the start, and for
	# the summary at the end, after every game was recorded.
	FAULT_SHIM_EIO_READ=results.tsv:3 shim small "$D" >"$D.out" 2>"$D.err"
	status=$?
	check "EIO on the final read: exit 0 (every game is recorded; got $status)" test "$status" -eq 0
	check "... the real error said" grep -q 'cannot read .*results.tsv: Input/output error' "$D.err"
	check "... and the 3 games are there" test "$(lines "$D/results.tsv")" -eq 3
	FAULT_SHIM_EIO_READ=results.tsv:1 shim small "$D" >/dev/null 2>"$D.err"
	check "EIO on the first read: the run stops with the real error" \
		grep -q 'cannot read .*results.tsv: Input/output error' "$D.err"
	# (point 5) Killed at its second write to the results file: a fresh run had
	# written the header then, but not yet the #rules line.
	D=$T/rulesline
	FAULT_SHIM_KILL_WRITE=results.tsv:2 shim small "$D" >/dev/null 2>&1
	check "killed at the second write of a fresh results file: the #rules line is there" \
		grep -q '^#rules	bga-teaching$' "$D/results.tsv"
else
	echo "SKIPPED cc cannot build the fault shim: $(head -n 1 "$T/shim.err")"
fi
D=$T/norules
small "$D" >/dev/null 2>&1
sed -i '/^#rules/d' "$D/results.tsv"
small "$D" --games 4 --extend >/dev/null 2>&1
check "a results file without its #rules line gets it on the next run" \
	grep -q '^#rules	bga-teaching$' "$D/results.tsv"
check "... once" test "$(grep -c '^#rules' "$D/results.tsv")" -eq 1
# (point 4) A run refused because the folder is in use changes nothing in it.
D=$T/extend
slow_match_bg "$D" --games 4
sleep 1
slow_match "$D" --games 100 --extend >/dev/null 2>"$D.err"
check "--extend on a folder in use is refused" grep -q 'in use by another goref-match run' "$D.err"
check "... and match-settings still says 4 games" grep -q '^games	4$' "$D/match-settings"
wait $pid
slow_match "$D" --games 4 >/dev/null 2>"$D.err"
check "... so the first command still runs into it" test $? -eq 0
# (point 10) Temporary files of killed runs: removed by the next run, unless their
# writer is a live goref-match.
D=$T/leftovers
small "$D" --games 4 >/dev/null 2>&1
dead=$(sh -c 'echo $$')
slow_match_bg "$T/alive"
sleep 1
for f in "game-000002.sgf.tmp.$dead" "game-000003.sgf.tmp.$$" "match-settings.new.$dead" \
	"match-settings.new.$dead.tmp.$dead" "game-000004.sgf.tmp.$pid" "game-000005.sgf.tmp.$dead"; do
	echo 'torn' >"$D/$f"
done
small "$D" --games 4 >/dev/null 2>&1
kill $pid; wait $pid 2>/dev/null
check "leftovers of a dead writer removed" test ! -e "$D/game-000002.sgf.tmp.$dead" -a ! -e "$D/match-settings.new.$dead" -a ! -e "$D/match-settings.new.$dead.tmp.$dead"
check "... and of a pid now another program's" test ! -e "$D/game-000003.sgf.tmp.$$"
check "... but not one a live goref-match may be writing" test -e "$D/game-000004.sgf.tmp.$pid"
check "... nor one of a game outside the match" test -e "$D/game-000005.sgf.tmp.$dead"
# (point 11) An opening on another board than an explicit --size.
printf '(;GM[1]FF[4]SZ[19];B[dd];W[pp])\n' >"$T/open19.sgf"
small "$T/open5" --opening "$T/open19.sgf" >/dev/null 2>"$T/open5.err"
check "--opening 19x19 with --size 5: refused (exit 2)" test $? -eq 2
check "... saying both sizes" grep -q 'open19.sgf is a record on 19x19, but --size says 5' "$T/open5.err"
check "... before touching the folder" test ! -e "$T/open5"
small "$T/open19" --opening "$T/open19.sgf" --size 19 --max-moves 3 --games 1 >/dev/null 2>&1
check "--opening with the same --size plays" test "$(lines "$T/open19/results.tsv")" -eq 1
# (point 12) What is no regular file is refused at once, saying what it is.
# (not $name: check sets it)
for file in results.tsv match-settings; do
	D=$T/fifo-$file
	mkdir -p "$D" && mkfifo "$D/$file"
	timeout 20 "$MATCH" --black "$F24" --white "$F24" --size 5 --out "$D" >/dev/null 2>"$D.err"
	status=$?
	check "$file a FIFO: refused, no hang (exit $status)" test "$status" -eq 1
	check "... saying it is a FIFO" grep -q "$file is a FIFO, not a regular file" "$D.err"
done
timeout 20 "$MATCH" --summary "$T/fifo-results.tsv/results.tsv" >/dev/null 2>"$T/fifo.err"
check "--summary of a FIFO: refused, saying so" grep -q 'is a FIFO, not a regular file' "$T/fifo.err"
timeout 20 "$MATCH" --black "$F24" --white "$F24" --opening /dev/zero --out "$T/zero" >/dev/null 2>"$T/zero.err"
check "--opening /dev/zero: refused (exit 2)" test $? -eq 2
check "... as a character device" grep -q '/dev/zero is a character device, not a regular file' "$T/zero.err"
head -c 17000000 /dev/zero | tr '\0' ' ' >"$T/huge.sgf"
"$MATCH" --black "$F24" --white "$F24" --opening "$T/huge.sgf" --out "$T/huge" >/dev/null 2>"$T/huge.err"
check "--opening of 17 MB: refused as too long" grep -q 'huge.sgf is longer than an SGF record may be' "$T/huge.err"
# (point 13) --summary in time linear in the records, one small record each.
awk -v h="$RESULTS_HEADER" 'BEGIN { print h
	for (g = 1; g <= 60000; g++)
		printf "%d\tb%d\tw%d\tB\tB+1\tscore\t9\t0.5\t0.5\t-\t-\t-\t-\t0000000000000000\t0.001\tx\n", g, g, g }' >"$T/names.tsv"
start=$(date +%s)
timeout 60 "$MATCH" --summary "$T/names.tsv" >"$T/names.out" 2>&1
took=$(( $(date +%s) - start ))
check "--summary of 120,000 engine names in ${took}s (< 10)" test "$took" -lt 10 -a -n "$(grep '^games: 60000$' "$T/names.out")"
# Records as a run writes them, each with its opening (a pair of games each), its digest
# and the referee's CPU (0.081 s over 81 moves: 1 ms a move); goref wins each even game
# (as White), so every pair is one win and one loss: 1 point, and the pentanomial LLR of
# [0, 10] falls to H0. --summary --sprt over 10,000 games, then 300,000 in bounded memory.
big_records() { # big_records GAMES
	awk -v n="$1" -v h="$RESULTS_HEADER" 'BEGIN { print h
		for (g = 1; g <= n; g++)
			printf "%d\t%s\t%s\tW\tW+1.5\tscore\t81\t12.345\t9.876\t-\t-\t-\t%d o%d.sgf\t%016x\t0.081\tcounted by goref: B 40, W 41.5\n", g, g % 2 ? "GNU Go 3.8" : "goref", g % 2 ? "goref" : "GNU Go 3.8", (g + 1) / 2, (g + 1) / 2, g }'
}
big_records 10000 >"$T/big10k.tsv"
"$MATCH" --summary --sprt 0,10 "$T/big10k.tsv" >"$T/big10k.out" 2>&1
check "--summary --sprt of 10,000 games: every game one record" grep -q '^games: 10000$' "$T/big10k.out"
check "... pairs seen" grep -q 'pentanomial (pairs of games 2k-1, 2k)' "$T/big10k.out"
check "... H0 at a pair's end" \
	grep -Eq '^sprt: LLR -2\.9[5-9] .* H0 accepted at game [0-9]*[02468], [0-9]+ games played after it$' "$T/big10k.out"
at=$(sed -n 's/.*H0 accepted at game \([0-9]*\), \([0-9]*\) games.*/\1 \2/p' "$T/big10k.out")
check "... at game ${at% *}, ${at#* } games after it: 10,000 in all" test $((${at% *} + ${at#* })) -eq 10000
check "... the referee's 1 ms of CPU a move, next to the engines' thinking" \
	grep -q '^time a move: GNU Go 3.8 0.274 s, goref 0.274 s thinking; goref-match 1.000 ms of CPU$' "$T/big10k.out"
if grep -q __asan_init "$MATCH"; then
	echo "SKIPPED the memory bound of --summary under ASan (its shadow memory)"
else
	# A result_entry is 56 bytes (match/results.c asserts at most 64): 300,000 of them
	# and their strings in 100 MB of address space, the program and libc included.
	big_records 300000 >"$T/big.tsv"
	( ulimit -v 100000; exec "$MATCH" --summary --sprt 0,10 "$T/big.tsv" ) >"$T/big.out" 2>&1
	check "--summary --sprt of 300,000 records within 100 MB of memory" grep -q '^games: 300000$' "$T/big.out"
fi

echo "# GNU parallel: two shards into one folder and into two (point 7)"
if command -v parallel >/dev/null 2>&1; then
	args="--size 9 --games 6 --alternate --max-moves 12 --timeout 10"
	# A fresh engine per game ({game}): an engine that plays several games carries
	# state from one to the next, so a shard's games would differ from the same games
	# played in one run.
	one() { "$MATCH" --black "$GOREF --seed {game}" --white "$GOREF --seed 5{game}" $args "$@"; }
	one --out "$T/whole" >/dev/null 2>&1
	# The summaries compared leave out the time a move: thinking and CPU time vary.
	untimed() { "$MATCH" --summary "$@" | grep -v '^time a move:'; }
	untimed "$T/whole/results.tsv" >"$T/whole.summary"
	export MATCH GOREF args
	parallel --will-cite -j 2 '"$MATCH" --black "$GOREF --seed {game}" --white "$GOREF --seed 5{game}" $args --shard {}/2 --out '"$T/shared"' >/dev/null 2>&1' ::: 1 2
	check "two shards at once into one folder: both ran" test "$(lines "$T/shared/results-1-of-2.tsv")" -eq 3 -a "$(lines "$T/shared/results-2-of-2.tsv")" -eq 3
	untimed "$T/shared"/results* >"$T/shared.summary"
	diff "$T/whole.summary" "$T/shared.summary"
	check "... merged summary equals the one-run summary" cmp "$T/whole.summary" "$T/shared.summary"
	parallel --will-cite -j 2 '"$MATCH" --black "$GOREF --seed {game}" --white "$GOREF --seed 5{game}" $args --shard {}/2 --out '"$T/split"'-{} >/dev/null 2>&1' ::: 1 2
	untimed "$T/split-1/results-1-of-2.tsv" "$T/split-2/results-2-of-2.tsv" >"$T/split.summary"
	check "two shards into two folders: merged summary equals the one-run summary" cmp "$T/whole.summary" "$T/split.summary"
	check "... and every game once" grep -q '^games: 6$' "$T/split.summary"
else
	echo "SKIPPED GNU parallel not found: the shards were not run through it"
fi

echo "# an engine that answers without reading (issue 24, point 2)"
# Once the pipe to it is full, writing a command blocks: --timeout bounds that too.
D=$T/deaf
start=$(date +%s)
timeout 300 "$MATCH" --black "$FAKE deaf" --white "$FAKE deaf" --size 5 --games 1000 --timeout 1 \
	--out "$D" >/dev/null 2>&1
status=$?
took=$(( $(date +%s) - start ))
check "engines that never read: the run ends (status $status after ${took}s)" test "$status" -eq 0
check "... with every game recorded" test "$(lines "$D/results.tsv")" -eq 1000
check "... the full pipe a timeout of its engine" sh -c "grep -v '^#' '$D/results.tsv' | cut -f6 | grep -qx timeout"
check "... that did not read" grep -q "did not read '[a-z]" "$D/results.tsv"

echo "# a killed run takes its engines with it, also engines that fork (issue 24, point 3)"
# Black's engine hangs at its first genmove in a sleep, a child of its script and so no
# child of goref-match's. The run is a session of its own (its process group:
# $pid); every engine script leaves its pid in DIR.pids.
# sh starts a background job with SIGINT and SIGQUIT ignored, and goref-match keeps a
# signal ignored at its start ignored: env gives the run their default actions.
hang_run() { # hang_run DIR
	mkdir -p "$1.pids"
	(ulimit -c 0; FAKE_PID_DIR=$1.pids exec setsid env --default-signal=INT,QUIT "$MATCH" \
		--black "$FAKE hang 1" \
		--white "$FAKE pass" --size 5 --games 4 -j 2 --timeout 60 --out "$1" \
		>/dev/null 2>&1) &
	pid=$!
	for i in $(seq 100); do
		[ "$(ls "$1.pids" | wc -l)" -ge 4 ] && [ "$(sleepers)" -ge 2 ] && break
		sleep 0.1
	done
}
# The engine processes of DIR (scripts and sleepers) still alive, after up to 5 s.
engines_left() { # engines_left DIR
	for i in $(seq 50); do
		n=$(sleepers)
		for f in "$1".pids/*; do
			kill -0 "${f##*/}" 2>/dev/null && n=$((n + 1))
		done
		[ "$n" -eq 0 ] && break
		sleep 0.1
	done
	echo "$n"
}
descendants() { for child in $(pgrep -P "$1"); do echo "$child"; descendants "$child"; done; }
for sig in KILL QUIT; do
	D=$T/group$sig
	hang_run "$D"
	check "kill -$sig of the process group: the engines were running" test "$(sleepers)" -eq 2
	kill -$sig -$pid
	wait $pid 2>/dev/null
	status=$?
	left=$(engines_left "$D")
	case $sig in KILL) want=137 ;; *) want=131 ;; esac # 128 + the signal's number
	check "kill -$sig of the process group: the run died by it (exit $status)" \
		test "$status" -eq "$want"
	check "kill -$sig of the process group: no engine left ($left)" test "$left" -eq 0
done
D=$T/worker
hang_run "$D"
worker=$(pgrep -P $pid | head -n 1)
family=$(descendants "$worker")
check "kill -KILL of one worker: it had engines" test -n "$family"
kill -KILL "$worker"
for i in $(seq 50); do
	left=0
	for p in $family; do kill -0 "$p" 2>/dev/null && left=$((left + 1)); done
	[ "$left" -eq 0 ] && break
	sleep 0.1
done
check "kill -KILL of one worker: its engines died with it ($left left)" test "$left" -eq 0
check "... and the other worker's engines play on" test "$(sleepers)" -eq 1
# A first SIGTERM would wait for the hung game; the second stops at once.
kill -TERM $pid
sleep 0.5
kill -TERM $pid
wait $pid 2>/dev/null
left=$(engines_left "$D")
check "... until the run is stopped: no engine left ($left)" test "$left" -eq 0

echo "# stopping well: a first SIGTERM finishes the running games, a second stops at once (issue 25)"
first_game() { # first_game DIR: waits (10 s at most) until DIR has a game recorded
	for i in $(seq 100); do
		[ "$(lines "$1/results.tsv")" -ge 1 ] && break
		sleep 0.1
	done
}
# Engines that think 0.5 s a move: a game is two passes. Each game's engine (a fresh
# one: {game}) logs into DIR.logs, so the games begun are counted.
D=$T/term1
mkdir -p "$D.logs"
(exec setsid "$MATCH" --black "FAKE_LOG=$D.logs/{game} $FAKE slow 5" --white "$FAKE slow 5" \
	--size 9 --games 20 -j 2 --timeout 10 --out "$D" >"$D.out" 2>"$D.err") &
pid=$!
first_game "$D"
n0=$(lines "$D/results.tsv")
kill -TERM $pid
wait $pid
status=$?
n1=$(lines "$D/results.tsv")
begun=$(ls "$D.logs" | wc -l)
check "first SIGTERM: the run ends by itself, as stopped early (exit $status)" test "$status" -eq 1
check "... after the running games were recorded ($n0 before it, $n1 after)" test "$n1" -gt "$n0"
check "... and no other game: every game begun is recorded ($begun)" test "$begun" -eq "$n1"
check "... not the whole match ($n1 of 20)" test "$n1" -lt 20 -a "$n1" -le $((n0 + 4))
check "... saying so" grep -q '^goref-match: SIGTERM: no new games; the running ones are finished' "$D.err"
check "... and printing the summary of what is recorded" grep -q "^games: $n1$" "$D.out"
check "... every record whole" test "$(distinct "$D/results.tsv")" -eq "$n1"
# A run started with SIGTERM ignored (trap "" TERM, then exec): a SIGTERM to its whole
# process group, sent while games are running, changes nothing: every game is played.
# (SIGINT cannot be tried so: sh ignores it in every background job.)
D=$T/termignored
(exec setsid sh -c 'trap "" TERM; exec "$@"' sh "$MATCH" --black "$FAKE slow 5" \
	--white "$FAKE slow 5" --size 9 --games 8 -j 2 --timeout 10 --out "$D" >"$D.out" 2>"$D.err") &
pid=$!
first_game "$D"
n0=$(lines "$D/results.tsv")
kill -s TERM -- -$pid
sent=$?
wait $pid
status=$?
check "SIGTERM ignored at the start: sent to the group during game $((n0 + 1))" test "$sent" -eq 0 -a "$n0" -lt 8
check "... ignored, workers too: every game played (exit $status)" \
	test "$status" -eq 0 -a "$(lines "$D/results.tsv")" -eq 8
# Engines that hang in their first genmove (--timeout 60): the games never finish.
D=$T/term2
hang_run "$D"
kill -TERM $pid
sleep 1
check "first SIGTERM, hung games: the run waits for them" kill -0 $pid
check "... their engines still there" test "$(sleepers)" -eq 2
kill -TERM $pid
wait $pid 2>/dev/null
status=$?
check "second SIGTERM: the run stops at once, by the signal (exit $status)" test "$status" -eq 143
left=$(engines_left "$D")
check "... its engines with it ($left left)" test "$left" -eq 0
check "... the games that were running not recorded" test "$(lines "$D/results.tsv")" -eq 0
D=$T/hup
hang_run "$D"
kill -HUP $pid
wait $pid 2>/dev/null
status=$?
left=$(engines_left "$D")
check "SIGHUP stops at once (exit $status), its engines with it ($left left)" \
	test "$status" -eq 129 -a "$left" -eq 0

echo "# the run stopped and continued: the stopped time is no engine's (issue 24, point 6)"
# Three stops of 2 s in a game of 0.2 s moves with 1 s a move: each would have been
# a loss on time of the engine then thinking.
D=$T/stopped
(exec setsid "$MATCH" --black "$FAKE walk 2" --white "$FAKE walk 2" --size 19 --games 1 \
	--max-moves 24 --move-time 1 --timeout 10 --out "$D" >/dev/null 2>&1) &
pid=$!
for i in 1 2 3; do
	sleep 1
	kill -STOP -$pid
	sleep 2
	kill -CONT -$pid
done
wait $pid
reason=$(grep -v '^#' "$D/results.tsv" | cut -f6)
check "stopped three times for 2 s: the game played to its end (reason '$reason')" test "$reason" = move-limit

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
