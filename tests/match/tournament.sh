#!/bin/sh
# tournament.sh MATCH -- goref-match --tournament FILE: a round robin and a gauntlet
# of fake engines of fixed strength (fake-engine.sh rank N: the larger N wins), the
# schedule (games per pairing, colours, pairs), the engines kept between games, a
# tournament of two as the two-engine match, resume after kill -9, shards (a loop,
# and GNU parallel when installed) merged by --summary as one run, engines
# withdrawn when they cannot start (their games void, the others play on), every
# kind of bad file refused before any game, and reruns with another file refused.
# Prints one line per check and "N passed, N failed"; exits 1 on any failure.
MATCH=${1:-./goref-match}
HERE=$(cd "$(dirname "$0")" && pwd)
FAKE="sh $HERE/fake-engine.sh"
case $MATCH in /*) ;; *) MATCH=$(pwd)/$MATCH ;; esac
T=$(mktemp -d "${TMPDIR:-/tmp}/goref-tournament-test.XXXXXX") || exit 1
trap '[ -n "$KEEP" ] || rm -rf "$T"' EXIT INT TERM
. "$HERE/checks.sh"

match() { "$MATCH" --timeout 10 "$@"; }
# records FILE...: "GAME BLACK WHITE WINNER" of every record, by game.
records() { awk -F '\t' '!/^#/ { print $1, $2, $3, $4 }' "$@" | sort -n; }
# untimed FILE...: the summary of the files without the time a move (which varies).
untimed() { "$MATCH" --summary "$@" | grep -v '^time a move:'; }
# rr4 FILE [ROUNDS]: a round robin of r1..r4, ranks 1..4 (r4 the strongest), 5x5.
rr4() {
	{
		echo "# four fake engines of fixed strength"
		echo "event round-robin"
		echo "rounds ${2:-2}"
		echo "size 5        # a small board: the games are short"
		echo "komi 0.5"
		for k in 1 2 3 4; do
			echo "engine r$k"
			echo "  command $FAKE rank $k"
		done
	} >"$1"
}

echo "# a round robin of four: the schedule, the results, the engines kept"
rr4 "$T/rr.txt"
D=$T/rr
mkdir -p "$D.pids"
FAKE_PID_DIR=$D.pids match --tournament "$T/rr.txt" --out "$D" >"$D.out" 2>"$D.err"
check "24 games (6 pairings, 2 rounds of a pair), exit 0" test $? -eq 0 -a "$(lines "$D/results.tsv")" -eq 24
check "each game once" test "$(records "$D/results.tsv" | cut -d' ' -f1 | tr '\n' ' ')" = \
	"$(seq 1 24 | tr '\n' ' ')"
# Round by round, pairing by pairing (r1-r2, r1-r3, r1-r4, r2-r3, r2-r4, r3-r4), each
# a pair: the lower engine Black in the odd game, White in the even one.
want=
for round in 1 2; do
	for pair in "r1 r2" "r1 r3" "r1 r4" "r2 r3" "r2 r4" "r3 r4"; do
		set -- $pair
		want="$want$1-$2 $2-$1 "
	done
done
check "the games in the order scheduled: pairings in order, colours swapped in each pair" \
	test "$(records "$D/results.tsv" | awk '{ printf "%s-%s ", $2, $3 }')" = "$want"
check "every pairing 4 games, each engine Black in 2 of them" test "$(records "$D/results.tsv" |
	awk '{ n[$2 " " $3]++ } END { for (p in n) print n[p] }' | sort -u | tr '\n' ' ')" = "2 " -a \
	"$(records "$D/results.tsv" | awk '{ n[$2 " " $3]++ } END { print length(n) }')" = 12
check "fixed strengths: the larger rank wins every game, either colour" test -z "$(records "$D/results.tsv" |
	awk '{ b = substr($2, 2); w = substr($3, 2); if (($4 == "B") != (b > w)) print }')"
check "the summary: r4 12 wins of 12, r1 none" sh -c "grep -Eq '^r4 +12 +12 +0 +0 ' '$D.out' && grep -Eq '^r1 +12 +0 +0 +12 ' '$D.out'"
check "the SGF names the engines by the file's names" sh -c \
	"grep -q 'PB\[r1\]' '$D/game-000001.sgf' && grep -q 'PW\[r2\]' '$D/game-000001.sgf' && grep -q 'PB\[r4\]' '$D/game-000024.sgf'"
# Each engine is checked once before the games (4 starts); then a worker keeps two
# engines running and replaces one when the next pairing needs another: 8 starts a
# round at -j 1 (r1 r2, +r3, +r4, r2 r3, +r4, +r3 in place of r2).
check "engines kept between games: 4 checks and 16 starts for 24 games ($(ls "$D.pids" | wc -l))" \
	test "$(ls "$D.pids" | wc -l)" -eq 20
check "nothing on stderr" test ! -s "$D.err"
check "match-settings records the event, its rounds and every engine" sh -c \
	"grep -qx 'event	round-robin' '$D/match-settings' && grep -qx 'rounds	2' '$D/match-settings' &&
	 grep -qx 'engine-4	r4 | none | $FAKE rank 4' '$D/match-settings'"
before=$(md5sum <"$D/results.tsv")
match --tournament "$T/rr.txt" --out "$D" >/dev/null 2>&1
check "the same command again: nothing to play, nothing changed" test "$(md5sum <"$D/results.tsv")" = "$before"

echo "# a rerun with another tournament file is refused"
sed 's/rank 3$/rank 5/' "$T/rr.txt" >"$T/rr-changed.txt"
match --tournament "$T/rr-changed.txt" --out "$D" >/dev/null 2>"$D.changed"
status=$?
check "another command of an engine: refused (exit $status), naming it" sh -c \
	"test $status -eq 1 && grep -q 'holds another match: its engine-3 is .r3 | none | .*rank 3., not .r3 | none | .*rank 5.' '$D.changed'"
check "... and nothing changed" test "$(md5sum <"$D/results.tsv")" = "$before"
sed 's/^event round-robin$/event gauntlet/' "$T/rr.txt" >"$T/rr-gauntlet.txt"
match --tournament "$T/rr-gauntlet.txt" --out "$D" >/dev/null 2>"$D.changed"
check "another event: refused" grep -q "its event is 'round-robin', not 'gauntlet'" "$D.changed"
sed 's/^engine r4$/engine r5/' "$T/rr.txt" >"$T/rr-renamed.txt"
match --tournament "$T/rr-renamed.txt" --out "$D" >/dev/null 2>"$D.changed"
check "another name: refused" grep -q "its engine-4 is 'r4 | " "$D.changed"
rr4 "$T/rr3.txt" 3
match --tournament "$T/rr3.txt" --out "$D" >/dev/null 2>"$D.changed"
check "more rounds: refused without --extend" grep -q 'a match of 24 games, not 36; give --extend' "$D.changed"
match --tournament "$T/rr3.txt" --out "$D" --extend >/dev/null 2>&1
check "... with --extend a third round is games 25 to 36, the first 24 as they were" sh -c \
	"test \"\$(head -n 26 '$D/results.tsv' | md5sum)\" = '$before' && test $(lines "$D/results.tsv") -eq 36 &&
	 test \"\$(grep -v '^#' '$D/results.tsv' | cut -f1 | sort -n | tail -n 1)\" = 36"
match --tournament "$T/rr.txt" --out "$D" >/dev/null 2>"$D.changed"
check "... and two rounds again is refused: a match cannot shrink" grep -q 'cannot shrink' "$D.changed"
match --tournament "$T/rr.txt" --out "$T/other" >"$T/other.out" 2>&1
check "a new --out plays it again: the same results (deterministic engines)" \
	test "$(records "$T/other/results.tsv")" = "$(records "$D/results.tsv" | head -n 24)"

echo "# a gauntlet: the first engine against each of the others; {game} in a command"
{
	echo "event gauntlet"
	echo "rounds 2"
	echo "size 5"
	echo "tc absolute:60     # every engine's"
	echo "engine g3"
	echo "  command FAKE_LOG=$T/g3-{game}.log $FAKE rank 3"
	echo "  tc absolute:5:00"
	for k in 1 2 4; do echo "engine g$k"; echo "  command $FAKE rank $k"; done
} >"$T/gauntlet.txt"
D=$T/gauntlet
match --tournament "$T/gauntlet.txt" --out "$D" -j 2 >"$D.out" 2>&1
check "12 games (3 pairings, 2 rounds of a pair)" test "$(lines "$D/results.tsv")" -eq 12
check "g3 plays every game, Black in the odd ones" test -z "$(records "$D/results.tsv" |
	awk '($1 % 2 == 1) != ($2 == "g3") || ($2 != "g3" && $3 != "g3") { print }')"
check "each other engine 4 games, 2 as Black" test "$(records "$D/results.tsv" |
	awk '{ n[$2 " " $3]++ } END { for (p in n) print p, n[p] }' | sort | tr '\n' ,)" = \
	"g1 g3 2,g2 g3 2,g3 g1 2,g3 g2 2,g3 g4 2,g4 g3 2,"
check "g3 (rank 3) beats g1 and g2, loses to g4" test "$(records "$D/results.tsv" |
	awk '{ won = $4 == "B" ? $2 : $3; n[won]++ } END { print n["g3"], n["g4"] }')" = "8 4"
check "{game}: a fresh g3 for each game, with its number (12 logs)" test "$(ls "$T"/g3-*.log | wc -l)" -eq 12 -a -s "$T/g3-12.log"
check "... its command is run as the game says: game 7's log has its moves" grep -q '^genmove' "$T/g3-7.log"
check "each engine's own control: g3 told 5 minutes" grep -q '^time_settings 300 0 0$' "$T/g3-1.log"
check "the SGF has each side's control (g3 Black in game 1)" grep -q 'OT\[Black absolute:300, White absolute:60\]' "$D/game-000001.sgf"
check "match-settings: each engine's control" sh -c \
	"grep -q '^engine-1	g3 | absolute:300 | ' '$D/match-settings' && grep -qx 'engine-2	g1 | absolute:60 | $FAKE rank 1' '$D/match-settings'"

echo "# a tournament of two engines is the two-engine match"
{
	echo "rounds 3"
	echo "size 9"
	echo "openings $HERE/../../openings/9x9.sgf"
	echo "engine A"; echo "  command $FAKE rank 5"
	echo "engine B"; echo "  command $FAKE rank 6"
} >"$T/two.txt"
match --tournament "$T/two.txt" --out "$T/two" >/dev/null 2>&1
match --black "$FAKE rank 5" --black-name A --white "$FAKE rank 6" --white-name B --size 9 \
	--openings "$HERE/../../openings/9x9.sgf" --games 6 --out "$T/two-match" >/dev/null 2>&1
# game, colours, winner, result, reason, moves, opening, digest
same() { cut -f1-7,13,14 "$1/results.tsv"; }
check "the same 6 games, openings and moves as --black A --white B --games 6" \
	test "$(same "$T/two")" = "$(same "$T/two-match")" -a "$(lines "$T/two/results.tsv")" -eq 6
check "... the records' openings: pairs of games, one opening each" test \
	"$(awk -F '\t' '!/^#/ { print $13 }' "$T/two/results.tsv" | uniq -c | awk '{ print $1 }' | tr -d '\n')" = 222
match --tournament "$T/two.txt" --out "$T/two-sprt" --sprt 0,100 >"$T/two-sprt.out" 2>&1
check "--sprt with two engines: the SPRT of the first against the second" grep -q '^sprt' "$T/two-sprt.out"

echo "# resume after kill -9: each game once"
D=$T/killed
rr4 "$T/rr.txt"
# The engines think 0.2 s a move in the first run (the environment, not the file).
FAKE_THINK=0.2 "$MATCH" --tournament "$T/rr.txt" --out "$D" -j 2 >/dev/null 2>&1 &
pid=$!
sleep 2
kill -9 $pid 2>/dev/null
wait $pid 2>/dev/null
sleep 1 # (the workers and engines die with it)
n1=$(lines "$D/results.tsv")
match --tournament "$T/rr.txt" --out "$D" -j 2 >/dev/null 2>&1
check "killed after $n1 of 24 games, resumed: 24 records, 24 distinct games" sh -c \
	"test $n1 -lt 24 && test $(lines "$D/results.tsv") -eq 24 &&
	 test \$(grep -v '^#' '$D/results.tsv' | cut -f1 | sort -u | wc -l) -eq 24"
check "... the results those of one run" test "$(records "$D/results.tsv")" = "$(records "$T/rr/results.tsv" | head -n 24)"

echo "# shards: whole pairs, merged by --summary as one run"
D=$T/shards
for s in 1/3 2/3 3/3; do
	match --tournament "$T/rr.txt" --out "$D" --shard $s >/dev/null 2>&1
done
check "shard 1/3 plays the pairs 1, 4, 7, 10: games 1 2 7 8 13 14 19 20" \
	test "$(records "$D/results-1-of-3.tsv" | cut -d' ' -f1 | tr '\n' ' ')" = "1 2 7 8 13 14 19 20 "
check "the three shards: every game once" test "$(records "$D"/results-*-of-3.tsv | cut -d' ' -f1 | tr '\n' ' ')" = \
	"$(seq 1 24 | tr '\n' ' ')"
# (rr/ has 36 games now: the one run's summary is of its first 24)
head -n 26 "$T/rr/results.tsv" >"$T/rr24.tsv"
untimed "$T/rr24.tsv" >"$T/one.summary" 2>&1
untimed "$D"/results-*-of-3.tsv >"$T/shards.summary" 2>&1
check "--summary of the 3 shards equals the one run's summary" cmp "$T/one.summary" "$T/shards.summary"
if command -v parallel >/dev/null 2>&1; then
	export MATCH T
	parallel --will-cite -j 3 '"$MATCH" --tournament "$T/rr.txt" --shard {}/3 --out "$T/parallel" >/dev/null 2>&1' ::: 1 2 3
	untimed "$T/parallel"/results-*-of-3.tsv >"$T/parallel.summary" 2>&1
	check "GNU parallel, 3 shards at once into one folder: the same summary" cmp "$T/one.summary" "$T/parallel.summary"
else
	echo "SKIPPED GNU parallel not found: the shards were not run through it"
fi

echo "# engines that cannot start are withdrawn, their games void; the others play on"
{
	echo "size 5"
	echo "engine r1"; echo "  command $FAKE rank 1"
	echo "engine missing"; echo "  command $T/no-such-engine --gtp"
	echo "engine r3"; echo "  command $FAKE rank 3"
	echo "engine nosize"; echo "  command $FAKE noboard"
} >"$T/broken.txt"
D=$T/broken
match --tournament "$T/broken.txt" --out "$D" >"$D.out" 2>"$D.err"
check "the run ends (exit $?)" test $? -eq 0
check "12 records: 2 games played (r1 and r3), 10 void" sh -c \
	"test $(lines "$D/results.tsv") -eq 12 && test \$(grep -v '^#' '$D/results.tsv' | cut -f4 | grep -c -- '^-$') -eq 10"
check "r1 and r3 played their pair" test "$(records "$D/results.tsv" | awk '$4 != "-"')" = "3 r1 r3 W
4 r3 r1 B"
check "one message for 'missing': why, and its 6 games void" sh -c \
	"test \$(grep -c \"engine 'missing'\" '$D.err') -eq 1 && grep -q \"engine 'missing' is withdrawn, its 6 games not played yet recorded void (the others play on): it does not start (exited with status 127)\" '$D.err'"
check "... and for 'nosize': it refused boardsize" \
	grep -q "engine 'nosize' is withdrawn, its 6 games .*: it refused 'boardsize 5' ('? unacceptable size')" "$D.err"
check "a void record: winner -, result Void, reason withdrawn, the engine in the detail" \
	grep -q "^1	r1	missing	-	Void	withdrawn	0	.*	engine 'missing' withdrawn, not started: it does not start" "$D/results.tsv"
check "... a game of two withdrawn engines names both" \
	grep -q "^9	missing	nosize	-	Void	withdrawn	.*engines 'missing' and 'nosize' withdrawn" "$D/results.tsv"
check "no SGF for a void game, an SGF for each game played" sh -c \
	"test ! -e '$D/game-000001.sgf' && test -s '$D/game-000003.sgf' && test \$(ls '$D' | grep -c sgf) -eq 2"
check "the summary counts them void" grep -q '^void games (not played, not counted): 10$' "$D.out"
before=$(md5sum <"$D/results.tsv")
match --tournament "$T/broken.txt" --out "$D" >/dev/null 2>"$D.err2"
check "the same command again: every game is recorded, nothing checked or written" sh -c \
	"test \"\$(md5sum <'$D/results.tsv')\" = '$before' && test ! -s '$D.err2'"
for s in 1/2 2/2; do
	match --tournament "$T/broken.txt" --out "$T/broken-shards" --shard $s >/dev/null 2>&1
done
check "in two shards: the same games void, the same played" \
	test "$(records "$T/broken-shards"/results-*-of-2.tsv)" = "$(records "$D/results.tsv")"
# An engine that started and crashes later is not withdrawn: it loses that game.
{
	echo "size 5"
	echo "engine r3"; echo "  command $FAKE rank 3"
	echo "engine crasher"; echo "  command $FAKE crash 2"
	echo "engine r4"; echo "  command $FAKE rank 4"
} >"$T/crash.txt"
D=$T/crash
match --tournament "$T/crash.txt" --out "$D" >/dev/null 2>"$D.err"
check "an engine crashing in its games: every game played, its own lost by a crash" sh -c \
	"test $(lines "$D/results.tsv") -eq 6 && ! grep -q 'Void' '$D/results.tsv' &&
	 test \$(grep -v '^#' '$D/results.tsv' | cut -f6 | grep -c '^crash$') -eq 4"
check "... not withdrawn" sh -c "! grep -q withdrawn '$D.err'"

echo "# bad tournament files: refused before any game, with the line and the reason"
E="engine a
  command $FAKE pass
engine b
  command $FAKE pass"
# refused NAME CONTENT MESSAGE [OPTIONS]: exit 2, MESSAGE (a grep -F text) on stderr, no DIR.
refused() {
	printf '%s\n' "$2" >"$T/bad.txt"
	rm -rf "$T/bad"
	match --tournament "$T/bad.txt" --out "$T/bad" $4 >/dev/null 2>"$T/bad.err"
	status=$?
	if [ $status -eq 2 ] && grep -qF -- "$3" "$T/bad.err" && [ ! -e "$T/bad" ]; then
		ok "refused: $1"
	else
		bad "refused: $1 (exit $status, said: $(head -n 1 "$T/bad.err"))"
	fi
}
refused "an unknown event" "event knockout
$E" "bad.txt:1: unknown event 'knockout': round-robin or gauntlet"
refused "an unknown key" "# a comment
colour black
$E" "bad.txt:2: unknown key 'colour' (the event's: event, rounds"
refused "two engines of one name" "$E
engine a
  command $FAKE pass" "bad.txt:5: two engines are called 'a' (the first on line 1)"
refused "an engine without a command" "engine a
engine b
  command x
engine c
  command y" "bad.txt:1: engine 'a' has no command"
refused "the last engine without a command" "$E
engine c" "bad.txt:5: engine 'c' has no command"
refused "one engine" "engine a
  command x" "bad.txt: a tournament needs two engines or more, this file has 1"
refused "no engine" "size 9" "this file has 0"
refused "an event key in an engine block" "$E
  komi 6.5" "bad.txt:5: 'komi' is a key of the event, and the event's keys come before the first engine"
refused "an engine key before any engine" "command x
$E" "bad.txt:1: 'command' belongs to an engine"
refused "a key given twice" "size 9
size 13
$E" "bad.txt:2: 'size' is given twice (first on line 1)"
refused "two commands" "engine a
  command x
  command y
engine b
  command z" "bad.txt:3: engine 'a' has two commands"
refused "a key without a value" "size
$E" "bad.txt:1: 'size' needs a value"
refused "an engine without a name" "engine
$E" "bad.txt:1: 'engine' needs a name"
refused "a name of two words" "engine a b
  command x
engine c
  command y" "bad.txt:1: an engine's name is one word: 'a b' is not"
refused "a bad size" "size 99
$E" "bad.txt:1: bad value for size: '99'"
refused "a bad komi" "komi lots
$E" "bad.txt:1: bad value for komi: 'lots'"
refused "bad rules" "rules chess
$E" "bad.txt:1: bad value for rules: 'chess'"
refused "no rounds" "rounds 0
$E" "bad.txt:1: bad value for rounds: '0' (a whole number, 1 or more)"
refused "rounds that are no number" "rounds +2
$E" "bad.txt:1: bad value for rounds: '+2'"
refused "too many games" "rounds 60000000
$E" "bad.txt:1: 60000000 rounds of 1 pairing are 120000000 games, more than 100000000"
refused "a bad time control of the event" "tc absolute:x
$E" "bad.txt:1: bad value for tc: 'absolute:x': 'x' is not a time"
refused "a bad time control of an engine" "$E
  tc sometimes" "bad.txt:5: bad value for tc: 'sometimes': unknown kind 'sometimes'"
refused "a bad adjudication" "adjudicate 40 30
$E" "bad.txt:1: bad value for adjudicate: '40 30'"
refused "openings that do not exist (relative to the file)" "openings no-such.sgf
$E" "bad.txt:1: openings: cannot read $T/no-such.sgf: No such file or directory"
refused "opening-order without openings" "opening-order random
$E" "bad.txt:1: opening-order needs openings (a suite)"
refused "a bad opening suite" "openings bad.txt
$E" "goref-match: $T/bad.txt"
refused "a control character" "size 9$(printf '\001')
$E" "bad.txt:1: a control character (byte 0x01)"
refused "a line too long" "# $(head -c 5000 /dev/zero | tr '\000' x)
$E" "bad.txt:1: a line longer than 4095 bytes"
refused "--black with --tournament" "$E" "--black does not go with --tournament: the engines are the file's engine blocks" "--black x"
refused "--size with --tournament" "$E" "--size does not go with --tournament: the file says it (its key size)" "--size 9"
refused "--games with --tournament" "$E" "--games does not go with --tournament: the file's rounds make the games" "--games 4"
refused "--alternate with --tournament" "$E" "--alternate does not go with --tournament" "--alternate"
refused "--sprt with more than two engines" "$E
engine c
  command $FAKE pass" "--sprt tests one engine against one other, and this tournament has 3 engines" "--sprt 0,10"
rm -rf "$T/bad"
match --tournament "$T/no-such-file" --out "$T/bad" >/dev/null 2>"$T/bad.err"
check "refused: a tournament file that does not exist" sh -c \
	"test $? -eq 2 && grep -q 'cannot read the tournament $T/no-such-file: No such file' '$T/bad.err' && test ! -e '$T/bad'"
match --tournament "$T" --out "$T/bad" >/dev/null 2>"$T/bad.err"
check "refused: a folder" sh -c "test $? -eq 2 && grep -q 'is a folder, not a regular file (a tournament)' '$T/bad.err'"

echo "tournament: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
