#!/bin/sh
# run.sh MATCH GOREF -- end-to-end tests of goref-match: every fault path with the
# fake engines of fake-engine.sh, the end of play with White's closing pass,
# handicap, openings, move limit, adjudication, disputed ends played out, time
# control, resume after a kill or a torn line, -j, shards and --summary; a short
# match against GNU Go when installed.
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
expect_match "game time: says the move and the clock" "$D" 1 detail 'lost on time at move [0-9]+: .*\(absolute:1: '
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

echo "# --ponder under a clock: every answer goes out before goref thinks on"
# goref answered genmove only when its ponder stopped: at the next command, which the
# controller sends only after the answer, or when the tree filled half of
# --max-memory (about 4 s for 256 MB; for 1024, more than this 10 s clock).
D=$T/ponder
match --black "$GOREF --threads 1 --ponder --max-memory 1024" --white "$GOREF --threads 1" \
	--size 9 --games 1 --game-time 10 --max-moves 8 --out "$D" >/dev/null 2>&1
expect "--ponder: no loss on time" "$D" 1 reason move-limit

echo "# time controls: --tc, --black-tc, --white-tc, --time-margin"
# Black a fake engine that logs what it is told and plays on (9 quick stones,
# then passes), White a passing one: the commands of each control, as logged.
told() { # told NAME [options]: log in $T/NAME.log, FAKE_KNOWS as given in the environment
	D=$T/$1
	log=$T/$1.log
	shift
	match --black "FAKE_LOG=$log FAKE_KNOWS='$KNOWS' $FAKE timed" --white "$FAKE pass" --size 9 \
		--out "$D" "$@" >/dev/null 2>&1
}
# nth_left LOG N: the Nth time_left the engine got.
nth_left() { grep '^time_left' "$1" | sed -n "$2p"; }
# left_before_genmove LOG: every genmove came right after a time_left for its colour.
left_before_genmove() {
	awk '/^genmove/ { if (prev != "time_left " $2) bad = 1; n++ }
		{ prev = $1 " " $2 } END { exit bad || n == 0 }' "$1"
}
KNOWS=
told tc-canadian --tc canadian:60+25/300
check "canadian: time_settings MAIN PERIOD STONES" grep -qx 'time_settings 60 300 25' "$T/tc-canadian.log"
check "canadian: time_left in main time says stones 0" test "$(nth_left "$T/tc-canadian.log" 1)" = "time_left black 60 0"
check "canadian: a time_left before every genmove" left_before_genmove "$T/tc-canadian.log"
expect "canadian: played to the end within the clock" "$T/tc-canadian" 1 reason score
check "canadian: the record has TM and OT" grep -q 'TM\[60\]OT\[25/300 Canadian\]' "$T/tc-canadian/game-000001.sgf"
check "canadian: the record loads back" sgf_loads "$T/tc-canadian/game-000001.sgf"
told tc-absolute --tc absolute:1:30
check "absolute: time_settings MAIN 0 0 (m:ss read as seconds)" grep -qx 'time_settings 90 0 0' "$T/tc-absolute.log"
check "absolute: time_left MAIN 0" test "$(nth_left "$T/tc-absolute.log" 1)" = "time_left black 90 0"
check "absolute: no OT in the record" sh -c "grep -q 'TM\[90\]' '$T/tc-absolute/game-000001.sgf' && ! grep -q 'OT\[' '$T/tc-absolute/game-000001.sgf'"
KNOWS=kgs-time_settings
told tc-byoyomi --tc byoyomi:0+5x30
check "byoyomi: asked whether the engine knows kgs-time_settings" grep -qx 'known_command kgs-time_settings' "$T/tc-byoyomi.log"
check "byoyomi: kgs-time_settings byoyomi MAIN PERIOD PERIODS" grep -qx 'kgs-time_settings byoyomi 0 30 5' "$T/tc-byoyomi.log"
check "byoyomi: time_left PERIOD PERIODS-LEFT before every move (KGS)" \
	test "$(grep '^time_left' "$T/tc-byoyomi.log" | sort -u)" = "time_left black 30 5"
check "byoyomi: a time_left before every genmove" left_before_genmove "$T/tc-byoyomi.log"
check "byoyomi: OB (periods left) on each of Black's moves" grep -q ';B\[ai\]BL\[30\]OB\[5\]' "$T/tc-byoyomi/game-000001.sgf"
KNOWS=
told tc-byoyomi-gtp --tc byoyomi:0+5x30
check "byoyomi without kgs-time_settings: time_settings MAIN PERIOD 1" grep -qx 'time_settings 0 30 1' "$T/tc-byoyomi-gtp.log"
check "... and time_left PERIOD 1" test "$(grep '^time_left' "$T/tc-byoyomi-gtp.log" | sort -u)" = "time_left black 30 1"
KNOWS=kata-time_settings
told tc-fischer --tc fischer:300+5
check "fischer: asked whether the engine knows kata-time_settings" grep -qx 'known_command kata-time_settings' "$T/tc-fischer.log"
check "fischer: kata-time_settings fischer MAIN INCREMENT" grep -qx 'kata-time_settings fischer 300 5' "$T/tc-fischer.log"
check "fischer: time_left MAIN 0 first" test "$(nth_left "$T/tc-fischer.log" 1)" = "time_left black 300 0"
check "fischer: the increment added after the move (304 or 303 s)" \
	sh -c "nth=\$(grep '^time_left' '$T/tc-fischer.log' | sed -n 2p); test \"\$nth\" = 'time_left black 304 0' -o \"\$nth\" = 'time_left black 303 0'"
KNOWS=
told tc-fischer-gtp --tc fischer:300+5
check "fischer without kata-time_settings: time_settings MAIN 0 0" grep -qx 'time_settings 300 0 0' "$T/tc-fischer-gtp.log"
check "no known_command for a control that needs none" sh -c "! grep -q '^known_command' '$T/tc-canadian.log'"
# goref answers what it is told in every control (it knows kgs-time_settings, not kata-).
for log in tc-canadian tc-absolute tc-byoyomi tc-byoyomi-gtp tc-fischer-gtp; do
	check "goref accepts the clock commands of $log" sh -c "grep -E '^(time_settings|kgs-time_settings|time_left) ' '$T/$log.log' | '$GOREF' | grep -q '^=' && ! grep -E '^(time_settings|kgs-time_settings|time_left) ' '$T/$log.log' | '$GOREF' | grep -q '^?'"
done
check "goref knows kgs-time_settings, not kata-time_settings" \
	test "$(printf 'known_command kgs-time_settings\nknown_command kata-time_settings\n' | "$GOREF" | grep '^=' | tr '\n' ' ')" = "= true = false "
D=$T/tc-goref
match --black "$GOREF" --white "$GOREF --seed 3" --size 9 --games 2 --alternate \
	--black-tc byoyomi:30+3x5 --white-tc fischer:60+1 --out "$D" >/dev/null 2>&1
expect_match "goref plays under byo-yomi and Fischer (game 1)" "$D" 1 reason '^(score|resign)$'
expect_match "goref plays under byo-yomi and Fischer (game 2)" "$D" 2 reason '^(score|resign)$'

echo "# a control follows its engine under --alternate"
D=$T/tc-alternate
match --black "FAKE_LOG=$T/tc-first.log $FAKE timed" --white "FAKE_LOG=$T/tc-second.log $FAKE pass" \
	--size 5 --games 2 --alternate --tc absolute:100 --white-tc canadian:0+1/7 --out "$D" >/dev/null 2>&1
check "the first engine gets --tc in both games" test "$(grep -c '^time_settings 100 0 0$' "$T/tc-first.log")" -eq 2
check "... as Black, then as White" sh -c "grep -qx 'time_left black 100 0' '$T/tc-first.log' && grep -qx 'time_left white 100 0' '$T/tc-first.log'"
check "the second engine gets --white-tc in both games" test "$(grep -c '^time_settings 0 7 1$' "$T/tc-second.log")" -eq 2
check "... as White, then as Black" sh -c "grep -qx 'time_left white 7 1' '$T/tc-second.log' && grep -qx 'time_left black 7 1' '$T/tc-second.log'"
check "... and never the other's" sh -c "! grep -q '100' '$T/tc-second.log' && ! grep -q ' 7 1\$' '$T/tc-first.log'"
check "the records name each side's control" sh -c "grep -q 'OT\[Black absolute:100, White canadian:0+1/7\]' '$D/game-000001.sgf' && grep -q 'OT\[Black canadian:0+1/7, White absolute:100\]' '$D/game-000002.sgf'"

echo "# losses on time: the move, the clock"
# Black thinks FAKE_THINK seconds a move (the slow ones at least 0.4 s off any
# boundary, so a loaded machine moves no loss to another move), White passes.
overrun() { # overrun NAME THINK [options]
	D=$T/$1
	think=$2
	shift 2
	match --black "FAKE_LOG=$D.log FAKE_KNOWS='$KNOWS' FAKE_THINK='$think' $FAKE timed" \
		--white "$FAKE pass" --size 9 --out "$D" "$@" >/dev/null 2>&1
}
overrun ot-absolute "1.2 1.2 9" --tc absolute:3
expect "absolute: over the clock loses on time" "$T/ot-absolute" 1 reason timeout
expect "absolute: RE W+T" "$T/ot-absolute" 1 result W+T
expect_match "absolute: at Black's third move, with the clock" "$T/ot-absolute" 1 detail \
	'^Black lost on time at move 5: gave no move in [0-9.]+ s \(absolute:3: 0\.[0-9]+ s left; margin 0 s\)$'
expect "absolute: the record ends before that move" "$T/ot-absolute" 1 moves 4
overrun ot-canadian "0 1.2 0.2 1.2 1.2" --tc canadian:0.5+2/2
expect_match "canadian: the period runs out before its second stone (move 9)" "$T/ot-canadian" 1 detail \
	'^Black lost on time at move 9: .*\(canadian:0.5\+2/2: 0\.[0-9]+ s for 1 stone; margin 0 s\)$'
check "canadian: a fresh period after two stones (time_left 2 2)" test "$(nth_left "$T/ot-canadian.log" 4)" = "time_left black 2 2"
check "canadian: the stones left counted down (time_left 1 1)" test "$(nth_left "$T/ot-canadian.log" 3)" = "time_left black 1 1"
check "canadian: the record's clocks: BL in main time, BL and OB in overtime" sh -c "tr -d '\n' <'$T/ot-canadian/game-000001.sgf' | grep -Eq ';B\[ai\]BL\[0\.[0-9]+\];W\[\]WL\[0\.5\];B\[ah\]BL\[1\.[0-9]+\]OB\[1\];W\[\]WL\[0\.5\];B\[ag\]BL\[2\]OB\[2\]'"
check "canadian: TM and OT" grep -q 'TM\[0.5\]OT\[2/2 Canadian\]' "$T/ot-canadian/game-000001.sgf"
check "canadian: the record loads back" sgf_loads "$T/ot-canadian/game-000001.sgf"
KNOWS=kgs-time_settings
overrun ot-byoyomi "1.4 0.2 1.4" --tc byoyomi:0+2x1
expect_match "byoyomi: the last period overrun loses (move 5)" "$T/ot-byoyomi" 1 detail \
	'^Black lost on time at move 5: .*\(byoyomi:0\+2x1: 1 period of 1 s; margin 0 s\)$'
check "byoyomi: an overrun cost a period, a quick move none (time_left 1 2, 1 1, 1 1)" \
	test "$(grep '^time_left' "$T/ot-byoyomi.log" | tr '\n' ,)" = "time_left black 1 2,time_left black 1 1,time_left black 1 1,"
KNOWS=
overrun ot-fischer "0.6 0.6 3" --tc fischer:1+1
expect_match "fischer: lives on its increments, then loses (move 5)" "$T/ot-fischer" 1 detail \
	'^Black lost on time at move 5: .*\(fischer:1\+1: 1\.[0-9]+ s left, \+1 s a move; margin 0 s\)$'
overrun ot-margin "1.4 9" --tc absolute:1 --time-margin 1
expect_match "--time-margin: an overrun within it is no loss, and stays charged" "$T/ot-margin" 1 detail \
	'^Black lost on time at move 3: .*\(absolute:1: -0\.[0-9]+ s left; margin 1 s\)$'

echo "# time control options"
bad_tc() { # bad_tc NAME MESSAGE OPTIONS...: exit status 2, the message, nothing made
	bname=$1 msg=$2
	shift 2
	"$MATCH" --black true --white true --out "$T/$bname" "$@" >/dev/null 2>"$T/$bname.err"
	st=$?
	check "$bname: exit status 2 ($st)" test "$st" -eq 2
	check "$bname: says '$msg'" grep -qF -- "$msg" "$T/$bname.err"
	check "$bname: nothing made" test ! -e "$T/$bname"
}
bad_tc tc-malformed "canadian:MAIN+STONES/PERIOD" --tc canadian:600+25
bad_tc tc-unknown "unknown kind 'blitz'" --black-tc blitz:5
bad_tc tc-zero "the first move would lose" --white-tc absolute:0
bad_tc tc-old-and-new "replace --game-time and --move-time" --tc absolute:60 --game-time 60
bad_tc tc-margin "bad value for --time-margin" --time-margin -1
match --black "FAKE_LOG=$T/tc-canadian.log FAKE_KNOWS='' $FAKE timed" --white "$FAKE pass" --size 9 \
	--out "$T/tc-canadian" --tc canadian:1:00+25/5:00 >/dev/null 2>&1
check "the same control written otherwise resumes the match" test $? -eq 0
match --black "FAKE_LOG=$T/tc-canadian.log FAKE_KNOWS='' $FAKE timed" --white "$FAKE pass" --size 9 \
	--out "$T/tc-canadian" --tc canadian:60+25/301 >/dev/null 2>"$T/tc-other.err"
check "another control is another match: refused, naming it" grep -q "its black-tc is 'canadian:60+25/300'" "$T/tc-other.err"
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
expect_match "move limit: goref's estimate decides" "$D" 1 detail \
	'^move limit 10 reached; estimate (B|W)\+[0-9.]+ \((B|W)\+[0-9.]+ to (B|W)\+[0-9.]+, 1024 playouts\)$'
check "move limit: the estimate is the result" \
	sh -c "grep -q 'estimate $(field "$D" 1 result) ' '$D/results.tsv'"
D=$T/free
# --resign never: a lopsided handicap game may end by resignation, not by the count
match --black "$GOREF --resign never" --white "$GOREF --resign never" --size 9 --games 1 \
	--free-handicap 3 --out "$D" >/dev/null 2>&1
check "free handicap: 3 stones in the record" grep -q 'HA\[3\]' "$D/game-000001.sgf"
check "free handicap: game played" test "$(field "$D" 1 reason)" = score
printf '(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc];B[gg])\n' >"$T/opening.sgf"
D=$T/opening
match --black "$GOREF" --white "$GOREF" --games 1 --opening "$T/opening.sgf" --out "$D" \
	>/dev/null 2>&1
check "opening: record starts with its moves" \
	sh -c "tr -d '\n' <'$D/game-000001.sgf' | grep -q ';B\[ee\];W\[cc\];B\[gg\];W\['"
check "opening: board size from the record" grep -q 'SZ\[9\]' "$D/game-000001.sgf"

echo "# opening suites: pairs with colours swapped, shards, a folder, refusals, duplicates"
# column NAME FILE...: "GAME<TAB>VALUE" of every record of the files, by game.
column() {
	name=$1; shift
	awk -F '\t' -v c="$name" '
		FNR == 1 { delete col; for (i = 1; i <= NF; i++) { sub(/^#/, "", $i); col[$i] = i } next }
		/^#/ { next } { print $1 "\t" $(col[c]) }' "$@" | sort -n
}
SUITE=$T/suite.sgf
{
	printf '(;GM[1]FF[4]SZ[9]KM[7.5]GN[9x9-001];B[ee];W[cc];B[gc])\n'
	printf '(;GM[1]FF[4]SZ[9]KM[7.5]GN[9x9-002];B[ef];W[gg])\n\n'
	printf '(;GM[1]FF[4]SZ[9]KM[7.5]GN[9x9-003]AB[cc][gg];W[ee])\n'
} >"$SUITE"
D=$T/pairs
pairs="--black-name A --white-name B --openings $SUITE --games 7 --out $D"
FAKE_LOG=$T/pairs.log match --black "$FAKE pass" --white "$FAKE pass" $pairs >"$D.out" 2>&1
check "openings: 7 games played" test "$(lines "$D/results.tsv")" -eq 7
check "openings: games 2k-1 and 2k play opening k, game 7 opening 1 again" test \
	"$(column opening "$D/results.tsv" | cut -f2 | tr '\n' ,)" = \
	"1 9x9-001,1 9x9-001,2 9x9-002,2 9x9-002,3 9x9-003,3 9x9-003,1 9x9-001,"
check "openings: colours swapped within each pair" test \
	"$(column black "$D/results.tsv" | cut -f2 | tr -d '\n')" = ABABABA
expect_match "openings: a digest of 16 hex digits" "$D" 1 digest '^[0-9a-f]{16}$'
expect_match "openings: referee_cpu in seconds" "$D" 1 referee_cpu '^[0-9]+\.[0-9]{3}$'
check "openings: the record starts with the opening, marked where the engines took over" \
	sh -c "tr -d '\n' <'$D/game-000003.sgf' | grep -q ';B\[ef\];W\[gg\]C\[end of opening 2 (9x9-002): the engines play from the next move\];B\['"
check "openings: GN of the opening" grep -q 'GN\[9x9-002\]' "$D/game-000003.sgf"
check "openings: GC names the opening and its round" \
	grep -q 'GC\[goref-match opening 1 of 3 (9x9-001), round 2 of the suite' "$D/game-000007.sgf"
check "openings: black setup stones as handicap" grep -q 'AB\[cc\]\[gg\]' "$D/game-000006.sgf"
check "openings: the engines are told the opening" \
	sh -c "grep -q '^set_free_handicap [A-J][1-9] [A-J][1-9]$' '$T/pairs.log' && grep -q '^play white C7$' '$T/pairs.log'"
check "openings: every record loads back" sgf_loads "$D/game-000006.sgf"
check "openings: the summary says the suite was used again" \
	grep -q '^openings: 4 pairs from 3 openings; the suite was used again: 1 opening' "$D.out"
check "openings: the summary says the odd game's pair is half played" \
	grep -q '^openings: 1 pair half played (game 7:' "$D.out"
# Engines that always pass: the games of a pair are two (colours swapped), game 7
# repeats game 1 (the suite used again, the same engine as Black).
check "openings: identical engines give duplicates, counted" \
	grep -q '^distinct games: 6 of 7 (1 duplicate' "$D.out"
check "... and warned of" grep -q '^warning: 14.3% of the games are duplicates, more than 3%' "$D.out"
check "openings: settings record the suite by digest" \
	grep -Eq '^openings	3 openings, digest [0-9a-f]{16}$' "$D/match-settings"
for change in "--opening-plies 2" "--opening-order random"; do
	before=$(md5sum <"$D/results.tsv")
	match --black "$FAKE pass" --white "$FAKE pass" $pairs $change >"$D.again" 2>&1
	status=$? key=${change#--}
	check "openings: a rerun with $change is refused" \
		sh -c "test $status -eq 1 && grep -q 'holds another match: its ${key%% *} ' '$D.again'"
	check "... and changes nothing" test "$(md5sum <"$D/results.tsv")" = "$before"
done
sed 's/B\[ef\]/B[fe]/' "$SUITE" >"$T/suite2.sgf"
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name B \
	--openings "$T/suite2.sgf" --games 7 --out "$D" >"$D.again" 2>&1
check "openings: a rerun with another suite is refused" grep -q 'its openings is' "$D.again"
# The same positions in a folder (plus what is no opening: skipped), and one run
# against the same folder with the collection: the same games.
mkdir -p "$T/suite-dir/sub.sgf"
awk 'NF { n++; print > (dir "/" sprintf("%c", 96 + n) ".sgf") }' dir="$T/suite-dir" "$SUITE"
echo notes >"$T/suite-dir/README"
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name B \
	--openings "$T/suite-dir" --games 7 --out "$D" >"$D.again" 2>&1
check "openings: the folder is the collection's suite (same digest: the rerun resumes)" \
	test $? -eq 0 -a "$(lines "$D/results.tsv")" -eq 7
for source in "$SUITE" "$T/suite-dir"; do
	# a bound on playouts, one thread: the same moves whatever the machine's load
	match --black "$GOREF --threads 1 --playouts 300 --seed 1" \
		--white "$GOREF --threads 1 --playouts 300 --seed 2" --games 6 --max-moves 16 \
		--openings "$source" --out "$T/det-$(basename "$source")" >/dev/null 2>&1
done
one=$(column opening "$T/det-suite.sgf/results.tsv")
two=$(column opening "$T/det-suite-dir/results.tsv")
check "folder and collection: the same openings" test -n "$one" -a "$one" = "$two"
one=$(column digest "$T/det-suite.sgf/results.tsv")
two=$(column digest "$T/det-suite-dir/results.tsv")
check "folder and collection: the same games (digests, deterministic engines)" \
	test -n "$one" -a "$one" = "$two"
check "... of which the three openings differ" test "$(printf '%s\n' "$one" | cut -f2 | sort -u | wc -l)" -ge 3
# Shards play whole pairs; a game has the same opening in every layout.
for s in 1/2 2/2; do
	match --black "$FAKE pass" --white "$FAKE pass" --openings "$SUITE" --opening-order random \
		--seed 5 --games 7 --shard $s --out "$T/oshards" >/dev/null 2>&1
done
match --black "$FAKE pass" --white "$FAKE pass" --openings "$SUITE" --opening-order random \
	--seed 5 --games 7 --out "$T/oone" >/dev/null 2>&1
check "openings --shard 1/2 plays pairs 1 and 3: games 1 2 5 6" \
	test "$(column game "$T/oshards/results-1-of-2.tsv" | cut -f1 | tr '\n' ' ')" = "1 2 5 6 "
check "openings --shard 2/2 plays pairs 2 and 4: games 3 4 7" \
	test "$(column game "$T/oshards/results-2-of-2.tsv" | cut -f1 | tr '\n' ' ')" = "3 4 7 "
one=$(column opening "$T/oone/results.tsv")
two=$(column opening "$T/oshards"/results-*-of-2.tsv)
check "openings: the same opening for each game in one run and in two shards" \
	test "$(printf '%s\n' "$one" | wc -l)" -eq 7 -a "$one" = "$two"
# Every bad opening is refused before a game, with file, tree and reason; nothing written.
refuse() { # refuse NAME SGF-TEXT WANT [options]
	printf '%s' "$2" >"$T/$1.sgf"
	D=$T/refused-$1 sgf=$T/$1.sgf want=$3; shift 3
	match --black "$FAKE pass" --white "$FAKE pass" --openings "$sgf" --out "$D" "$@" \
		>/dev/null 2>"$D.err"
	status=$?
	check "refused, status 2: $(cat "$D.err")" sh -c "test $status -eq 2 && grep -qF '$want' '$D.err'"
	check "... nothing written" test ! -e "$D"
}
refuse badsgf "(;SZ[9];B[ee])(;SZ[9];B[ee]" "badsgf.sgf: tree 2: line 1: unterminated game tree"
refuse white "(;SZ[9];B[ee])
(;SZ[9]AW[cc];B[ee])" "white.sgf: tree 2: it sets up white stones (AW), which GTP cannot place"
refuse illegal "(;SZ[9];B[ee])
(;SZ[9];B[ee];W[ee])" "illegal.sgf: tree 2: line 2: move 2 (white E5) is illegal: occupied"
# A suicide of two stones: illegal under the default rules, legal under new-zealand.
SUICIDE="(;SZ[9];B[ah];W[ai];B[bh];W[ee];B[ci];W[bi])"
refuse suicide "$SUICIDE" "suicide.sgf: tree 1: line 1: move 6 (white B1) is illegal: suicide"
printf '%s' "$SUICIDE" >"$T/nz.sgf"
match --black "$FAKE pass" --white "$FAKE pass" --openings "$T/nz.sgf" --rules new-zealand \
	--games 1 --out "$T/nz" >/dev/null 2>&1
expect "... accepted under the match's rules (new-zealand)" "$T/nz" 1 opening "1 nz.sgf#1"
refuse size "(;SZ[13];B[ee])" "size.sgf: tree 1: a 13x13 board, but --size is 9" --size 9
refuse sizes "(;SZ[9];B[ee])(;SZ[13];B[ee])" "sizes.sgf: tree 2: a 13x13 board, but the first opening (sizes.sgf#1) is 9x9"
refuse ended "(;SZ[9];B[ee];W[];B[];W[])" "ended.sgf: tree 1: play has ended"
refuse empty "" "empty.sgf: no game tree in it"
refuse both "(;SZ[9];B[ee])" "not both" --opening "$SUITE"
refuse handicap "(;SZ[9];B[ee])" "not with --opening or --openings" --handicap 2
mkdir -p "$T/nosgf"
match --black "$FAKE pass" --white "$FAKE pass" --openings "$T/nosgf" --out "$T/nosgf-out" \
	>/dev/null 2>"$T/nosgf.err"
check "a folder without *.sgf files is refused" \
	sh -c "test $? -eq 2 && grep -q 'holds no' '$T/nosgf.err' && test ! -e '$T/nosgf-out'"
# --summary: distinct games over records with known digests; the warning past 3%.
known_digests() { # known_digests N DUPLICATES: N records, the last DUPLICATES repeat game 1
	printf '%s' "$RESULTS_HEADER_LINE"
	awk -v n="$1" -v d="$2" 'BEGIN { for (g = 1; g <= n; g++) {
		h = g > n - d ? 1 : g
		printf "%d\tA\tB\tB\tB+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t-\t%016x\t0.001\tx\n", g, h } }'
}
RESULTS_HEADER_LINE=$(head -n 1 "$T/pairs/results.tsv")
RESULTS_HEADER_LINE="$RESULTS_HEADER_LINE
"
known_digests 100 3 >"$T/d3.tsv"
known_digests 100 4 >"$T/d4.tsv"
"$MATCH" --summary "$T/d3.tsv" >"$T/d3.out" 2>&1
"$MATCH" --summary "$T/d4.tsv" >"$T/d4.out" 2>&1
check "summary: 3 duplicates in 100 games counted" grep -q '^distinct games: 97 of 100 (3 duplicates' "$T/d3.out"
check "... 3% is no warning" sh -c "! grep -q '^warning' '$T/d3.out'"
check "summary: 4 duplicates in 100 are warned of" grep -q '^warning: 4.0% of the games are duplicates' "$T/d4.out"
# The two games of a pair with the same moves: each engine had the other colour, so two games.
{ printf '%s' "$RESULTS_HEADER_LINE"
  printf '1\tA\tB\tB\tB+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t1 o\t%016x\t0.001\tx\n' 5
  printf '2\tB\tA\tB\tB+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t1 o\t%016x\t0.001\tx\n' 5
  printf '3\tA\tB\tB\tB+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t1 o\t%016x\t0.001\tx\n' 5
  printf '4\tA\tB\tB\tB+1\tscore\t10\t1.0\t1.0\t-\t-\t-\t2 p\t%016x\t0.001\tx\n' 5; } >"$T/swapped.tsv"
"$MATCH" --summary "$T/swapped.tsv" >"$T/swapped.out" 2>&1
# Game 4: another opening that led to the same moves (--opening-plies 0, a suite that
# holds one start twice) is a copy too.
check "summary: a pair's games with the same moves, colours swapped, are two games; games 3 and 4 are copies" \
	grep -q '^distinct games: 2 of 4 (2 duplicates' "$T/swapped.out"
check "summary: a line that is not a record is refused" sh -c \
	"sed 's/\t0\.001\t/\t0.001x\t/' '$T/d3.tsv' >'$T/d3bad.tsv'; ! '$MATCH' --summary '$T/d3bad.tsv' >/dev/null 2>&1"
# A results file of the 13 columns before: read by --summary, refused for a run.
cp -r "$T/pairs" "$T/oldcols"
awk -F '\t' -v OFS='\t' '/^#rules/ { print; next } { NF = 16; $13 = $14 = $15 = ""; print }' \
	"$T/pairs/results.tsv" | sed 's/\t\t\t\t/\t/' >"$T/oldcols/results.tsv"
"$MATCH" --summary "$T/oldcols/results.tsv" >"$T/oldcols.out" 2>&1
check "summary reads a 13-column results file" \
	sh -c "grep -q '^games: 7$' '$T/oldcols.out' && grep -q '^distinct games: not known' '$T/oldcols.out'"
before=$(md5sum <"$T/oldcols/results.tsv")
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name B \
	--openings "$SUITE" --games 7 --out "$T/oldcols" >"$T/oldcols.run" 2>&1
check "... and a run into it is refused, nothing changed" sh -c \
	"grep -q 'columns of an older goref-match' '$T/oldcols.run' && test \"\$(md5sum <'$T/oldcols/results.tsv')\" = '$before'"
# A folder of a match without a suite, as goref-match wrote it before suites: its
# settings have no suite keys, so a rerun gets to the older columns and says so.
D=$T/oldplain
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name B --size 9 \
	--games 1 --out "$D" >/dev/null 2>&1
check "settings without a suite have no suite keys" \
	sh -c "! grep -Eq '^(opening-order|opening-plies|openings)	' '$D/match-settings'"
awk -F '\t' -v OFS='\t' '/^#rules/ { print; next } { NF = 16; $13 = $14 = $15 = ""; print }' \
	"$D/results.tsv" | sed 's/\t\t\t\t/\t/' >"$D/results.old" && mv "$D/results.old" "$D/results.tsv"
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name B --size 9 \
	--games 2 --extend --out "$D" >"$D.run" 2>&1
check "... so a rerun into an older folder names its older columns" \
	grep -q 'columns of an older goref-match' "$D.run"
echo "# goref's estimate: --adjudicate"
# A lopsided game: an engine that passes every move against goref.
D=$T/adjudicated
match --black "$FAKE pass" --white "$GOREF" --size 9 --games 1 --adjudicate 3,20 --out "$D" \
	>"$D.out" 2>&1
expect "a lopsided game is adjudicated" "$D" 1 reason adjudicated
expect "... for the side ahead" "$D" 1 winner W
expect_match "... after 3 moves with Black behind by more than 20, on the estimate" "$D" 1 detail \
	'^adjudicated after move [0-9]+: Black behind by more than 20 for 3 moves; (estimate|count) W\+[0-9.]+'
check "... the estimate is the result" sh -c "grep -qF -e 'estimate $(field "$D" 1 result)' -e 'count $(field "$D" 1 result)' '$D/results.tsv'"
re=$(grep -o 'RE\[[^]]*\]' "$D/game-000001.sgf")
check "... the SGF's RE is the result" test "$re" = "RE[$(field "$D" 1 result)]"
check "... its comment the estimate" grep -Eq 'C\[goref-match game 1: W\+[0-9.]* \(adjudicated\)\. adjudicated after .*(estimate|count) W\+' "$D/game-000001.sgf"
check "... no fault in the summary" sh -c "grep -q '^ended by: adjudicated 1$' '$D.out' && grep -q '^faults of fake-pass 1: none$' '$D.out'"
check "... a rerun with another --adjudicate is refused" sh -c "! '$MATCH' --black '$FAKE pass' \
	--white '$GOREF' --size 9 --games 1 --adjudicate 3,25 --out '$D' >/dev/null 2>'$D.err' && grep -q 'its adjudicate is .3,20., not .3,25.' '$D.err'"
# The same engines and threshold on two played-out positions (goref's own games):
# one close (W+0.5 counted), one lopsided (B+33.5 counted). Only the second ends
# at the first move.
D=$T/close
match --black "$FAKE pass" --white "$FAKE pass" --games 1 --opening "$HERE/end-settled.sgf" \
	--adjudicate 1,10 --out "$D" >/dev/null 2>&1
expect "a close game is not adjudicated" "$D" 1 reason score
expect "... but counted" "$D" 1 result W+0.5
D=$T/lopsided
match --black "$FAKE pass" --white "$FAKE pass" --games 1 --opening "$HERE/end-lopsided.sgf" \
	--adjudicate 1,10 --out "$D" >/dev/null 2>&1
expect "a lopsided one is" "$D" 1 reason adjudicated
expect "... at its first move" "$D" 1 moves 53
for v in 0,5 5 5, ,5 5,-1 -5,1 5,1001 5,x 5,1,2; do
	check "--adjudicate $v: refused, exit status 2" sh -c "'$MATCH' --black true --white true \
		--adjudicate '$v' --out '$T/badadj' 2>'$T/badadj.err' >/dev/null; test \$? -eq 2 && grep -q 'bad value for --adjudicate' '$T/badadj.err'"
done
check "... and nothing made" test ! -e "$T/badadj"

echo "# disputed ends played out (doc/rules.md §6)"
# An end where goref's judgement cannot prove Black's H9-J6 on the right edge
# (from goref's own game): both engines pass at once, then play it out with
# goref's kgs-genmove_cleanup (fake-engine.sh cleanup).
D=$T/disputed
FAKE_INNER=$GOREF FAKE_LOG=$T/disputed.log match --black "$FAKE cleanup" --white "$FAKE cleanup" \
	--games 1 --opening "$HERE/end-disputed.sgf" --out "$D" >/dev/null 2>&1
expect "an unsure end is played out, then counted" "$D" 1 reason score
expect_match "... recorded as disputed and settled" "$D" 1 detail \
	'^disputed \(1 unsettled, H9\): resumed after move 50, [1-9][0-9]* moves, settled; counted by goref: '
check "... moves played after the end" test "$(field "$D" 1 moves)" -gt 52
check "... the engines asked with kgs-genmove_cleanup" grep -q '^kgs-genmove_cleanup [bw]' "$T/disputed.log"
check "... the SGF says where play resumed" \
	sh -c "tr -d '\n' <'$D/game-000001.sgf' | grep -q ';B\[\];W\[\]C\[goref-match: play ended here, and the referee resumed it'"
check "... and loads back" sgf_loads "$D/game-000001.sgf"
unset FAKE_INNER FAKE_LOG
# Engines that only pass: resumed, two passes, nothing changes.
D=$T/disputed-pass
match --black "$FAKE pass" --white "$FAKE pass" --games 1 --opening "$HERE/end-disputed.sgf" \
	--out "$D" >/dev/null 2>&1
expect_match "passes only: disputed, still unsettled" "$D" 1 detail \
	'^disputed \(1 unsettled, H9\): resumed after move 50, 2 moves, no stone played, still unsettled'
expect "... counted as the judgement had it" "$D" 1 result W+2.5
# The fault rules hold in resumed play: garbage to kgs-genmove_cleanup loses.
D=$T/disputed-fault
match --black "$FAKE badcleanup" --white "$FAKE pass" --games 1 \
	--opening "$HERE/end-disputed.sgf" --out "$D" >/dev/null 2>&1
expect "a fault in resumed play loses" "$D" 1 reason garbage
expect_match "... the engine at fault named" "$D" 1 detail "^Black answered kgs-genmove_cleanup with 'banana', not a move$"
check "... the SGF still says where play resumed" grep -q 'resumed it' "$D/game-000001.sgf"
# Under territory counting without pass stones play is not resumed.
D=$T/disputed-japanese
match --black "$FAKE pass" --white "$FAKE pass" --games 1 --opening "$HERE/end-disputed.sgf" \
	--rules japanese --out "$D" >/dev/null 2>&1
expect_match "japanese: not resumed" "$D" 1 detail '^counted by goref: '
# An end the judgement is sure of (dead stones and all): counted, no resumption.
D=$T/settled
FAKE_LOG=$T/settled.log match --black "$FAKE pass" --white "$FAKE pass" --games 1 \
	--opening "$HERE/end-settled.sgf" --out "$D" >/dev/null 2>&1
expect "a sure end is counted at once" "$D" 1 moves 52
expect_match "... without resumption" "$D" 1 detail '^counted by goref: B 30.0, W 30.5$'
check "... nobody asked for cleanup" sh -c "! grep -q 'kgs-genmove_cleanup' '$T/settled.log'"
unset FAKE_LOG
check "... no comment on a move" sh -c "! grep -q 'resumed it' '$D/game-000001.sgf'"

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
	printf "%s" "$RESULTS_HEADER_LINE"
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
check "summary of two engines: no ratings table (the line above is theirs)" \
	sh -c "! grep -q '^ratings' '$T/known.out'"
# Four engines (goref-match.6 RATINGS): alpha-beta 3-1, alpha-gamma 3 wins and a draw,
# alpha-delta 2-0, beta-gamma 2-1 and a draw, beta-delta 1-1, gamma-delta 2-0, plus a
# void game. The ratings as tests/ratings_reference.py computes them (Hunter's MM in
# plain Python, not match/ratings.c): the mean 0, alpha +189.3 (+2.1 .. +376.6), beta
# -6.2, gamma -29.4, delta -153.7 (-368.4 .. +61.1); LOS 91.8%, 57.2%, 78.1%; delta 0:
# alpha +343.0 (-3.6 .. +689.6).
four_game=0
four() { # four BLACK WHITE WINNER...: one record a winner
	b=$1 w=$2; shift 2
	for r in "$@"; do
		four_game=$((four_game + 1))
		case $r in 0) res=0 ;; -) res=Void ;; *) res=$r+1 ;; esac
		printf '%d\t%s\t%s\t%s\t%s\t%s\t10\t1.0\t1.0\t-\t-\t-\t-\t%016x\t0.010\tx\n' \
			"$four_game" "$b" "$w" "$r" "$res" "$([ "$r" = - ] && echo withdrawn || echo score)" "$four_game"
	done
}
{
	printf '%s\n' "$RESULTS_HEADER"
	four alpha beta B B B; four beta alpha B
	four alpha gamma B B; four gamma alpha 0 W
	four beta gamma B; four gamma beta B; four beta gamma 0; four gamma beta W
	four alpha delta B; four delta alpha W; four beta delta B; four delta beta B
	four gamma delta B; four delta gamma W; four alpha delta -
} >"$T/four.tsv"
"$MATCH" --summary "$T/four.tsv" >"$T/four.out" 2>&1
check "summary of four engines: the void game left out" grep -q '^void games (not played, not counted): 1$' "$T/four.out"
check "... the ratings, best first, with intervals and LOS" sh -c "
	grep -Eq '^ +1 alpha +10 +8\.5 +85\.0% +\+189 +\+2 \.\. \+377 +91\.8%$' '$T/four.out' &&
	grep -Eq '^ +2 beta +10 +4\.5 +45\.0% +-6 +-167 \.\. \+155 +57\.2%$' '$T/four.out' &&
	grep -Eq '^ +3 gamma +10 +4\.0 +40\.0% +-29 +-191 \.\. \+132 +78\.1%$' '$T/four.out' &&
	grep -Eq '^ +4 delta +6 +1\.0 +16\.7% +-154 +-368 \.\. \+61 +-$' '$T/four.out' &&
	grep -q 'the mean is 0' '$T/four.out'"
check "... the crosstable in rank order, points/games of the row's engine" sh -c "
	grep -Eq '^ +1 alpha +x +3\.0/4 +3\.5/4 +2\.0/2$' '$T/four.out' &&
	grep -Eq '^ +2 beta +1\.0/4 +x +2\.5/4 +1\.0/2$' '$T/four.out' &&
	grep -Eq '^ +3 gamma +0\.5/4 +1\.5/4 +x +2\.0/2$' '$T/four.out' &&
	grep -Eq '^ +4 delta +0\.0/2 +1\.0/2 +0\.0/2 +x$' '$T/four.out'"
"$MATCH" --summary --anchor delta "$T/four.tsv" >"$T/four-anchor.out" 2>&1
check "--summary --anchor delta: delta is 0, the others against it" sh -c "
	grep -q 'delta is 0' '$T/four-anchor.out' &&
	grep -Eq '^ +1 alpha +10 +8\.5 +85\.0% +\+343 +-4 \.\. \+690 +91\.8%$' '$T/four-anchor.out' &&
	grep -Eq '^ +4 delta +6 +1\.0 +16\.7% +\+0 +anchor +-$' '$T/four-anchor.out'"
"$MATCH" --anchor delta --summary "$T/four.tsv" >"$T/four-anchor2.out" 2>&1
check "... --anchor before --summary the same" cmp "$T/four-anchor.out" "$T/four-anchor2.out"
"$MATCH" --summary --anchor nobody "$T/four.tsv" >"$T/four-nobody.out" 2>"$T/four-nobody.err"
check "--anchor of no engine in the results: exit 1, said, nothing printed" sh -c "
	test $? -eq 1 && test ! -s '$T/four-nobody.out' &&
	grep -q 'anchor nobody: no engine of that name' '$T/four-nobody.err'"
# Thirteen engines, a gauntlet: the pairs that met listed instead of a table.
{
	printf '%s\n' "$RESULTS_HEADER"
	four_game=0
	for i in 1 2 3 4 5 6 7 8 9 10 11 12; do four hub "e$i" B W; done
} >"$T/gauntlet.tsv"
"$MATCH" --summary "$T/gauntlet.tsv" >"$T/gauntlet.out" 2>&1
check "summary of 13 engines: 12 pairings listed, no table" sh -c "
	test \$(grep -c '^hub vs e[0-9]*: 1\.0/2$' '$T/gauntlet.out') -eq 12 &&
	grep -q '^pairings' '$T/gauntlet.out' && ! grep -q '^crosstable' '$T/gauntlet.out'"

echo "# SPRT (--sprt): stopping at the decision, the same decision from merged shards"
match --black "$FAKE pass" --white "$FAKE pass" --black-name A --white-name A --sprt 0,100 \
	--games 2 --out "$T/sprt-samename" >"$T/sprt-samename.out" 2>&1
check "--sprt with one name for both engines: refused (exit 2), nothing made" sh -c \
	"test $? -eq 2 && grep -q 'two different names' '$T/sprt-samename.out' && test ! -e '$T/sprt-samename'"
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
check "... shard 2/2, without game 1: the model not known yet (not called trinomial)" \
	grep -q '^sprt: .*, model not known yet (games 1 and 2 are not both in)$' "$D.out2"
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
	# GNU Go knows neither kgs- nor kata-time_settings: it gets GTP's forms, and takes them.
	check "GNU Go knows neither kgs-time_settings nor kata-time_settings" \
		test "$(printf 'known_command kgs-time_settings\nknown_command kata-time_settings\n' | $GNUGO --mode gtp | grep '^=' | tr '\n' ' ')" = "= false = false "
	for log in tc-canadian tc-absolute tc-byoyomi-gtp tc-fischer-gtp; do
		check "GNU Go accepts the clock commands of $log" sh -c "grep -E '^(time_settings|time_left) ' '$T/$log.log' | $GNUGO --mode gtp | grep -q '^=' && ! grep -E '^(time_settings|time_left) ' '$T/$log.log' | $GNUGO --mode gtp | grep -q '^?'"
	done
else
	echo "skip  GNU Go not found at $GNUGO: the match against it was not run"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
