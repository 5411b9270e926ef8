#!/bin/sh
# run.sh MATCH GOREF -- end-to-end tests of goref-match: every fault path with the
# fake engines of fake-engine.sh, the end of play with White's closing pass,
# handicap, openings, move limit, time control, resume after a kill or a torn
# line, -j, shards and --summary; a short match against GNU Go when installed.
# Prints one line per check and "N passed, N failed"; exits 1 on any failure.
MATCH=${1:-./goref-match}
GOREF=${2:-./goref}
HERE=$(cd "$(dirname "$0")" && pwd)
FAKE="sh $HERE/fake-engine.sh"
GNUGO=${GNUGO:-/usr/games/gnugo}
case $MATCH in /*) ;; *) MATCH=$(pwd)/$MATCH ;; esac
case $GOREF in /*) ;; *) GOREF=$(pwd)/$GOREF ;; esac
T=$(mktemp -d "${TMPDIR:-/tmp}/goref-match-test.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
. "$HERE/checks.sh"

# field DIR GAME COLUMN: a column of a game's line in DIR/results.tsv (or $RESULTS).
field() {
	awk -F '\t' -v g="$2" -v c="$3" '
		NR == 1 { for (i = 1; i <= NF; i++) { sub(/^#/, "", $i); col[$i] = i } next }
		$1 == g { print $(col[c]); exit }' "${RESULTS:-$1/results.tsv}"
}
expect() { # expect NAME DIR GAME COLUMN VALUE
	got=$(field "$2" "$3" "$4")
	if [ "$got" = "$5" ]; then ok "$1"; else bad "$1 ($4: got '$got', want '$5')"; fi
}
expect_match() { # expect_match NAME DIR GAME COLUMN REGEX
	got=$(field "$2" "$3" "$4")
	if printf '%s\n' "$got" | grep -Eq "$5"; then ok "$1"; else bad "$1 ($4: got '$got')"; fi
}
sgf_loads() { # the record loads back into goref
	printf 'loadsgf %s\n' "$1" | "$GOREF" | grep -q '^='
}
match() { "$MATCH" --timeout 10 "$@"; }

echo "# legal games: goref against itself"
D=$T/legal
match --black "$GOREF" --white "$GOREF --seed 7" --size 9 --games 2 --alternate --out "$D" >"$D.out" 2>&1
check "two games recorded" test "$(lines "$D/results.tsv")" -eq 2
expect "game 1 ends by counting" "$D" 1 reason score
expect_match "game 1 result is a score" "$D" 1 result '^(B|W)\+[0-9.]+$|^0$'
expect_match "colours alternate" "$D" 2 black '#2$'
check "final_score recorded" test -n "$(field "$D" 1 black_score)"
check "SGF written" test -s "$D/game-000001.sgf"
check "SGF is FF[4] with RU, KM, RE, C" grep -q 'FF\[4\].*' "$D/game-000001.sgf"
for p in 'RU\[' 'KM\[7.5\]' 'RE\[' 'C\[goref-match game 1' 'PB\[' 'PW\['; do
	check "SGF has $p" grep -q "$p" "$D/game-000001.sgf"
done
check "SGF loads back into goref" sgf_loads "$D/game-000001.sgf"
check "no temporary files left" test -z "$(ls "$D" | grep tmp)"
check "no progress line when stdout is not a terminal" sh -c "! grep -q \"\$(printf '\r')\" '$D.out'"
check "summary printed" grep -q '^games: 2' "$D.out"
re=$(grep -o 'RE\[[^]]*\]' "$D/game-000001.sgf")
check "SGF RE equals the results line" test "$re" = "RE[$(field "$D" 1 result)]"

echo "# faults: the offender loses, the run goes on"
fault() { # fault NAME MODE REASON [extra options]: fake as Black, goref as White
	fname=$1 mode=$2 reason=$3; shift 3
	D=$T/$fname
	match --black "$FAKE $mode" --white "$GOREF" --size 9 --games 2 --out "$D" "$@" \
		>/dev/null 2>&1
	check "$fname: both games recorded" test "$(lines "$D/results.tsv")" -eq 2
	expect "$fname: reason $reason" "$D" 1 reason "$reason"
	expect "$fname: White wins" "$D" 1 winner W
	expect "$fname: engine restarted for game 2" "$D" 2 reason "$reason"
	check "$fname: SGF with the reason in C[]" grep -q "C\[.*($reason)" "$D/game-000001.sgf"
}
fault illegal illegal illegal
expect_match "illegal: the rule it broke" "$T/illegal" 1 detail 'played A1: occupied'
expect "illegal: RE W+F" "$T/illegal" 1 result W+F
fault crash crash crash
expect_match "crash: signal reported" "$T/crash" 1 detail 'signal 11'
fault exit exit crash
expect_match "exit: status reported" "$T/exit" 1 detail 'status 3'
# The hung engine sleeps a number of seconds of this run's own, so that another
# run of these tests on the machine cannot be mistaken for it.
FAKE_HANG_SECONDS=617$$
export FAKE_HANG_SECONDS
start=$(date +%s)
fault hang hang timeout --move-time 1
took=$(( $(date +%s) - start ))
check "hang: two timeouts took ${took}s (< 10)" test "$took" -lt 10
expect "hang: RE W+T" "$T/hang" 1 result W+T
check "hang: the hung engine was killed" sh -c "! ps -eo args | grep -v grep | grep -q 'sleep $FAKE_HANG_SECONDS'"
fault garbage garbage garbage
fault unparsable unparsable garbage
# A NUL byte in a response is garbage at once, not a timeout (issue 24, point 7).
start=$(date +%s)
fault nul nul garbage
took=$(( $(date +%s) - start ))
check "nul: two garbage faults took ${took}s (< 10, no --timeout waited for)" test "$took" -lt 10
# An engine that closes its stdout, alive but mute, has crashed: at once, not
# after --timeout. Its command goes through sh -c, which must not keep the pipe
# open (issue 24, point 3).
start=$(date +%s)
fault closeout closeout crash
took=$(( $(date +%s) - start ))
check "closeout: two crashes took ${took}s (< 10, no --timeout waited for)" test "$took" -lt 10
expect_match "closeout: says it closed its pipe" "$T/closeout" 1 detail 'closed its pipe'
check "closeout: the mute engine was killed" sh -c "! ps -eo args | grep -v grep | grep -q 'sleep $FAKE_HANG_SECONDS'"
# Bytes that are not UTF-8 in an engine's name and answers: the SGF, which says
# CA[UTF-8], stays UTF-8 (issue 24, point 9).
fault badutf8 badutf8 garbage
check "badutf8: the SGF is valid UTF-8" iconv -f UTF-8 -t UTF-8 "$T/badutf8/game-000001.sgf"
check "badutf8: ... with the answer's text kept" grep -q 'banana' "$T/badutf8/game-000001.sgf"
check "badutf8: ... and the name's" grep -q 'PB\[fake-' "$T/badutf8/game-000001.sgf"
expect_match "unparsable: says why" "$T/unparsable" 1 detail 'banana.*not a move'
fault refuse refuse refused
D=$T/refuseplay
match --black "$GOREF" --white "$FAKE refuseplay" --size 9 --games 1 --out "$D" >/dev/null 2>&1
expect "refused play: reason refused" "$D" 1 reason refused
expect "refused play: Black wins" "$D" 1 winner B
D=$T/gametime
match --black "$FAKE slow 4" --white "$FAKE pass" --size 9 --games 1 --game-time 1 \
	--handicap 2 --out "$D" >/dev/null 2>&1
expect "game time: within the limit the game is counted" "$D" 1 reason score
D=$T/gametime2
match --black "$GOREF" --white "$FAKE slow 4" --size 9 --games 1 --game-time 1 \
	--out "$D" >/dev/null 2>&1
expect "game time: over the game limit loses" "$D" 1 reason timeout
expect_match "game time: says the limit" "$D" 1 detail 'in the game \(limit 1 s\)'
D=$T/clock
match --black "$GOREF" --white "FAKE_LOG=$T/clock.log $FAKE pass" --size 9 --games 1 \
	--game-time 30 --max-moves 6 --out "$D" >/dev/null 2>&1
check "time control: time_settings sent" grep -q '^time_settings 30 0 0$' "$T/clock.log"
check "time control: time_left before genmove" \
	sh -c "grep -A1 '^time_left white 2[0-9] 0$' '$T/clock.log' | grep -q '^genmove white$'"
check "the opponent's moves are sent with play" grep -q '^play black [A-T][0-9]' "$T/clock.log"
check "setup: boardsize, clear_board, komi" \
	sh -c "grep -q '^boardsize 9$' '$T/clock.log' && grep -q '^clear_board$' '$T/clock.log' && grep -q '^komi 7.5$' '$T/clock.log'"
check "final_score asked at the end" grep -q '^final_score$' "$T/clock.log"
D=$T/pergame
match --black "$GOREF --seed {game}" --white "FAKE_LOG=$T/pergame-{game}.log $FAKE pass" \
	--size 9 --games 2 --max-moves 4 --out "$D" >/dev/null 2>&1
check "{game} in a command: a fresh engine per game" test -s "$T/pergame-1.log" -a -s "$T/pergame-2.log"
check "... each one ended with quit" test "$(cat "$T"/pergame-*.log | grep -c '^quit$')" -eq 2
D=$T/badscore
match --black "$FAKE badscore" --white "$FAKE pass" --size 9 --games 2 --out "$D" >/dev/null 2>&1
expect "garbage to final_score after the end is no fault" "$D" 1 reason score
expect "... recorded as ?" "$D" 1 black_score "?"
expect "... and the next game starts clean" "$D" 2 reason score
D=$T/nostart
match --black "/nonexistent/engine" --white "$GOREF" --size 9 --games 1 --out "$D" \
	>/dev/null 2>"$D.err"
check "an engine that never starts stops the run" test $? -ne 0
check "... with a message" grep -q 'does not start' "$D.err"
check "... and records nothing" test "$(lines "$D/results.tsv")" -eq 0

if command -v script >/dev/null 2>&1; then
	D=$T/tty
	script -qc "'$MATCH' --black '$GOREF' --white '$GOREF' --size 9 --games 2 --max-moves 4 --out '$D'" \
		/dev/null >"$D.out" 2>&1
	check "progress line on a terminal" grep -q "2/2 games  first .* games/min  left" "$D.out"
else
	echo "skip  script(1) not found: the terminal progress line was not tested"
fi

echo "# the end of play (doc/rules.md §5)"
D=$T/passes
match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 1 --out "$D" >/dev/null 2>&1
expect "B pass, W pass ends play" "$D" 1 moves 2
expect "empty board: one pass stone each, White wins by komi" "$D" 1 result W+7.5
D=$T/closing
match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 1 --handicap 2 --out "$D" \
	>/dev/null 2>&1
expect "W pass, B pass: White is asked for the closing pass" "$D" 1 moves 3
check "handicap record has HA and AB" grep -q 'HA\[2\].*' "$D/game-000001.sgf"
check "handicap record has AB" grep -q 'AB\[' "$D/game-000001.sgf"

echo "# --rules: the end of play, the count, the record and the results file"
D=$T/chinese
match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 1 --handicap 2 --rules chinese \
	--out "$D" >/dev/null 2>&1
expect "chinese: W pass, B pass ends play (no closing pass)" "$D" 1 moves 2
expect "chinese: 81 points of area less komi 0.5 and the handicap bonus 2" "$D" 1 result B+78.5
check "chinese: the record says RU[Chinese]" grep -q 'RU\[Chinese\]' "$D/game-000001.sgf"
check "chinese: the record has the preset's handicap komi" grep -q 'KM\[0.5\]' "$D/game-000001.sgf"
check "chinese: the results file names the rules" grep -q "^#rules	chinese$" "$D/results.tsv"
check "chinese: the record loads back" sgf_loads "$D/game-000001.sgf"
D=$T/told
FAKE_LOG=$T/told.log match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 1 \
	--rules new-zealand --out "$D" >/dev/null 2>&1
check "engines are told the rules before boardsize" awk '
	/^kgs-rules new_zealand$/ { kgs++ } /^kata-set-rules new-zealand$/ { kata++ }
	/^boardsize/ { if (kgs == 0 || kata == 0) exit 1; ok = 1 }
	END { exit !ok }' "$T/told.log"
check "the default rules are not sent" sh -c "! grep -q 'rules' '$T/clock.log'"
D=$T/japanese
match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 1 --rules japanese --out "$D" \
	>/dev/null 2>&1
expect "japanese: no pass stones, komi 6.5" "$D" 1 result W+6.5
check "japanese: the record says RU[Japanese]" grep -q 'RU\[Japanese\]' "$D/game-000001.sgf"
check "default rules named in the results file" grep -q "^#rules	bga-teaching$" "$T/passes/results.tsv"
check "unknown rules: exit status 2" sh -c "'$MATCH' --black true --white true --rules ing \
	--out '$T/ing' >/dev/null 2>&1; test \$? -eq 2"
D=$T/limit
match --black "$GOREF" --white "$GOREF" --size 9 --games 1 --max-moves 10 --out "$D" \
	>/dev/null 2>&1
expect "move limit" "$D" 1 reason move-limit
expect "move limit: 10 moves" "$D" 1 moves 10
D=$T/free
match --black "$GOREF" --white "$GOREF" --size 9 --games 1 --free-handicap 3 --out "$D" \
	>/dev/null 2>&1
check "free handicap: 3 stones in the record" grep -q 'HA\[3\]' "$D/game-000001.sgf"
check "free handicap: game played" test "$(field "$D" 1 reason)" = score
printf '(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc];B[gg])\n' >"$T/opening.sgf"
D=$T/opening
match --black "$GOREF" --white "$GOREF" --games 1 --opening "$T/opening.sgf" --out "$D" \
	>/dev/null 2>&1
check "opening: record starts with its moves" \
	sh -c "tr -d '\n' <'$D/game-000001.sgf' | grep -q ';B\[ee\];W\[cc\];B\[gg\];W\['"
check "opening: board size from the record" grep -q 'SZ\[9\]' "$D/game-000001.sgf"

echo "# resume, -j, shards, summary"
D=$T/resume
args="--black $GOREF --white $GOREF --size 9 --games 6 --alternate --out $D"
match $args --max-moves 40 >/dev/null 2>&1
check "6 games" test "$(lines "$D/results.tsv")" -eq 6
before=$(md5sum <"$D/results.tsv")
match $args --max-moves 40 >/dev/null 2>&1
check "re-running skips recorded games" test "$(md5sum <"$D/results.tsv")" = "$before"
# A torn last line (killed mid-append) and a lost line: both games are played again.
head -n 5 "$D/results.tsv" >"$D/r" && tail -n 1 "$D/results.tsv" | head -c 10 >>"$D/r"
mv "$D/r" "$D/results.tsv"
match $args --max-moves 40 >/dev/null 2>&1
check "resume replays the missing games" test "$(lines "$D/results.tsv")" -eq 6
check "... each game once" test "$(cut -f1 "$D/results.tsv" | grep -v '#' | sort -u | wc -l)" -eq 6
# Kill a run hard in the middle, then resume: every game once, no torn line.
D=$T/killed
"$MATCH" --black "$GOREF" --white "$FAKE slow 2" --size 9 --games 8 --max-moves 6 --out "$D" \
	>/dev/null 2>&1 &
pid=$!
sleep 2
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
sleep 1 # (the workers died with it: nothing more is recorded)
n1=$(lines "$D/results.tsv")
match --black "$GOREF" --white "$FAKE slow 2" --size 9 --games 8 --max-moves 6 --out "$D" \
	>/dev/null 2>&1
check "killed after $n1 games, resumed: 8 distinct games" \
	test "$(cut -f1 "$D/results.tsv" | grep -v '#' | sort -u | wc -l)" -eq 8
check "... and 8 lines" test "$(lines "$D/results.tsv")" -eq 8
D=$T/jobs
# Parallel games are seen as fake engines thinking at the same moment (not as a
# wall-clock bound, which failed on a loaded machine).
mkdir -p "$T/busy"
export FAKE_BUSY_DIR="$T/busy"
match --black "$GOREF" --white "$FAKE slow 3" --size 9 --games 6 -j 3 --max-moves 8 \
	--out "$D" >/dev/null 2>&1
unset FAKE_BUSY_DIR
most=$(sort -n "$T/busy.seen" 2>/dev/null | tail -n 1)
check "-j 3: 6 distinct games" test "$(cut -f1 "$D/results.tsv" | grep -v '#' | sort -u | wc -l)" -eq 6
check "-j 3: games in parallel (${most:-no} engines thinking at once, at most 3)" \
	test "${most:-0}" -ge 2 -a "${most:-0}" -le 3
D=$T/shards
for s in 1/3 2/3 3/3; do
	match --black "$GOREF" --white "$GOREF" --size 9 --games 7 --shard $s --max-moves 20 \
		--out "$D" >/dev/null 2>&1
done
RESULTS=$D/results-1-of-3.tsv
check "shard 1/3 plays games 1 4 7" test "$(cut -f1 "$RESULTS" | grep -v '#' | sort -n | tr '\n' ' ')" = "1 4 7 "
RESULTS=$D/results-3-of-3.tsv
check "shard 3/3 plays games 3 6" test "$(cut -f1 "$RESULTS" | grep -v '#' | sort -n | tr '\n' ' ')" = "3 6 "
unset RESULTS
"$MATCH" --summary "$D"/results-*.tsv >"$T/merged" 2>&1
check "summary merges the shards" grep -q '^games: 7$' "$T/merged"
"$MATCH" --summary "$D"/results-*.tsv "$D/results-1-of-3.tsv" >"$T/merged2" 2>&1
check "summary ignores repeated games" grep -q '^games: 7 (3 duplicate' "$T/merged2"
# Known statistics: 7 wins, 3 losses -> Wilson 39.7% .. 89.2%, Elo +147 (-73 .. +367).
# Each game 10 moves, Black thinking 1.5 s, White 1.0 s, the referee 10 ms of CPU.
{
	printf "#game\tblack\n"
	for g in 1 2 3 4 5 6 7 8 9 10; do
		w=B; [ "$g" -gt 7 ] && w=W
		r=score; [ "$g" = 10 ] && r=illegal
		d=B; [ "$g" = 10 ] && d=-
		printf '%d\tA\tB\t%s\t%s+1\t%s\t10\t1.5\t1.0\tB+1\t-\t%s\t-\t%016x\t0.010\tx\n' \
			"$g" "$w" "$w" "$r" "$d" "$g"
	done
} >"$T/known.tsv"
"$MATCH" --summary "$T/known.tsv" >"$T/known.out" 2>&1
check "summary: Wilson interval" grep -q '7.0/10 = 70.0% (95% CI 39.7% .. 89.2%)' "$T/known.out"
check "summary: Elo with interval" grep -q 'Elo +147 (95% CI -73 .. +367)' "$T/known.out"
check "summary: wins per colour" grep -Eq '^A +10 +7 +0 +3 +7-0-3' "$T/known.out"
check "summary: faults by kind" grep -q 'faults of A: illegal 1' "$T/known.out"
check "summary: final_score disagreements" grep -q 'A 9 of 10' "$T/known.out"
# 15 s of A's over its 50 moves (half of 100), 10 s of B's; 0.1 s of CPU over 100 moves.
check "summary: thinking and the referee's CPU a move" \
	grep -q '^time a move: A 0.300 s, B 0.200 s thinking; goref-match 1.000 ms of CPU$' "$T/known.out"

echo "# SPRT (--sprt): stopping at the decision, the same decision from merged shards"
# Hand computed (tests/check_sprt.c): under [0, 100] each loss moves the LLR by
# about -0.329 (nine cross -2.944 at game 9), each win by +0.247 (twelve cross +2.944).
# The passing engine thinks 0.2 s a move, so the games go on while the run stops:
# how many finish after the decision is up to the machine, but never all 40.
sprt_line() { grep '^sprt: LLR' "$1" | sed 's/, [0-9]* games* played after it//'; }
D=$T/sprt-h0
match --black "$FAKE resign 1" --white "$FAKE slow 2" --size 9 --games 40 --alternate \
	--sprt 0,100 --out "$D" >"$D.out" 2>"$D.err"
check "SPRT, an engine that always resigns: exit status 0" test $? -eq 0
check "... H0 accepted at game 9" \
	grep -q '^sprt: LLR -2.96 (bounds -2.94, 2.94) over games 1-9: H0 accepted at game 9' "$D.out"
n=$(lines "$D/results.tsv")
check "... the run stopped: $n of 40 games" test "$n" -ge 9 -a "$n" -lt 40
check "... the games after it counted: $((n - 9))" \
	grep -q "at game 9, $((n - 9)) games* played after it" "$D.out"
check "... said when it stopped" grep -q 'SPRT: H0 accepted at game 9.*no new games' "$D.err"
check "... trinomial, with Elo and LOS" grep -q '^sprt: Elo .*LOS 0.0%, over games 1-9$' "$D.out"
match --black "$FAKE resign 1" --white "$FAKE slow 2" --size 9 --games 40 --alternate \
	--sprt 0,100 --out "$D" >"$D.out2" 2>"$D.err2"
check "... a rerun plays no game: decided already" test "$(lines "$D/results.tsv")" -eq "$n"
check "... and says so" grep -q 'H0 accepted at game 9 already' "$D.err2"
D=$T/sprt-h1
match --black "$FAKE slow 2" --white "$FAKE resign 1" --size 9 --games 40 --alternate -j 2 \
	--sprt 0,100 --out "$D" >"$D.out" 2>&1
n=$(lines "$D/results.tsv")
check "SPRT, the stronger engine first, -j 2: H1 accepted at game 12" \
	grep -q "^sprt: LLR 2.96 (bounds -2.94, 2.94) over games 1-12: H1 accepted at game 12, $((n - 12)) games* played after it" "$D.out"
check "... the run stopped ($n of 40 games)" test "$n" -ge 12 -a "$n" -lt 40
D=$T/sprt-equal
match --black "$FAKE pass" --white "$FAKE pass" --size 9 --games 10 --alternate \
	--sprt -10,10 --out "$D" >"$D.out" 2>&1
check "SPRT, equal engines (White wins each): every game played" test "$(lines "$D/results.tsv")" -eq 10
check "... no decision" grep -q '^sprt: LLR 0.00 (bounds -2.94, 2.94) over games 1-10: continue$' "$D.out"
D=$T/sprt-shards
for s in 1 2; do
	match --black "$FAKE resign 1" --white "$FAKE pass" --size 9 --games 24 --alternate \
		--sprt 0,100 --shard $s/2 --out "$D" >"$D.out$s" 2>&1
done
check "SPRT, two shards: neither stops by itself" \
	test "$(lines "$D/results-1-of-2.tsv")" -eq 12 -a "$(lines "$D/results-2-of-2.tsv")" -eq 12
check "... a shard's own summary: game 2 is missing" grep -q '^sprt: game 2 is not in the results' "$D.out1"
"$MATCH" --summary --sprt 0,100 "$D"/results-*.tsv >"$T/sprt-merged" 2>&1
check "... merged (--summary --sprt): H0 at game 9, 15 games after it" \
	grep -q 'over games 1-9: H0 accepted at game 9, 15 games played after it$' "$T/sprt-merged"
check "... the same decision as one run" test "$(sprt_line "$T/sprt-merged")" = "$(sprt_line "$T/sprt-h0.out")"
"$MATCH" --sprt 0,100 --summary "$D"/results-*.tsv >"$T/sprt-merged2" 2>&1
check "... --sprt before --summary too" cmp "$T/sprt-merged" "$T/sprt-merged2"
"$MATCH" --summary --sprt 0,100 "$T/known.tsv" >"$T/known-sprt.out" 2>&1
check "--summary --sprt on a plain file: the LLR of 7 wins, 3 losses" \
	grep -q '^sprt: LLR 0.74 (bounds -2.94, 2.94) over games 1-10: continue$' "$T/known-sprt.out"
check "... Elo +147.2 (-58.9 .. +715.3), LOS 91.6%" \
	grep -q '^sprt: Elo +147.2 (95% CI -58.9 .. +715.3), LOS 91.6%, over games 1-10$' "$T/known-sprt.out"
for bad in 10 10,0 0,10,0.05 0,10,0.5,0.5 0,x; do
	"$MATCH" --black true --white true --sprt "$bad" --out "$T/sprt-bad" >/dev/null 2>"$T/sprt-bad.err"
	status=$?
	check "--sprt $bad: refused (exit $status), nothing made" test "$status" -eq 2 -a ! -e "$T/sprt-bad"
done
check_cpu() { awk -F '\t' 'NR > 2 && $15 !~ /^[0-9]+\.[0-9][0-9][0-9]$/ { bad = 1 } END { exit bad }' "$1"; }
check "referee_cpu: the worker's CPU seconds of each game" check_cpu "$T/sprt-h0/results.tsv"
if command -v script >/dev/null 2>&1; then
	D=$T/sprt-tty
	script -qc "'$MATCH' --black '$FAKE resign 1' --white '$FAKE pass' --size 9 --games 40 --sprt 0,100 --out '$D'" \
		/dev/null >"$D.out" 2>&1
	check "live line with --sprt: Elo and LLR" \
		grep -q "[0-9]*/40 games  first 0 - second [0-9]* (draws 0)  Elo -inf  LLR -2.96 H0 accepted  .* games/min  left none: finishing" "$D.out"
fi

echo "# GNU Go"
if [ -x "$GNUGO" ]; then
	D=$T/gnugo
	match --black "$GOREF" --white "$GNUGO --mode gtp --level 0" --size 9 --games 2 \
		--alternate -j 2 --out "$D" >"$D.out" 2>&1
	check "goref vs GNU Go: 2 games" test "$(lines "$D/results.tsv")" -eq 2
	for g in 1 2; do
		expect_match "goref vs GNU Go game $g: no fault" "$D" $g reason '^(score|resign)$'
		check "goref vs GNU Go game $g: SGF loads" sgf_loads "$D/game-00000$g.sgf"
	done
	check "GNU Go named in the results" grep -q 'GNU Go' "$D/results.tsv"
else
	echo "skip  GNU Go not found at $GNUGO: the match against it was not run"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
