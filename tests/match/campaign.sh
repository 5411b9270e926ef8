#!/bin/sh
# campaign.sh MATCH GOREF [KILLS] -- a fault campaign against goref-match, too
# long for `make check` (a few minutes): every bad-engine mode of fake-engine.sh,
# KILLS (default 30) kills -9 / TERM / TERM twice / HUP of -j 2 runs at random
# moments each followed by an immediate rerun (a first TERM lets the running games
# finish and records them, the run then exits; a second TERM, HUP or KILL stops at
# once and records nothing more: either way no game is lost or torn), runs stopped by a file-size limit (ulimit -f)
# and, when run as root where mount works, by a full small tmpfs. After each
# scenario the match is finished by clean reruns and its folder is audited:
# every game 1..N recorded exactly once, every line a record, every game with its
# SGF, no stray game number, and every record seen after any stop still there
# word for word. Issue 24's modes too: engines that never read, flood, send NUL
# bytes or close their stdout; kills of the run's process group (KILL, QUIT,
# TERM: that one a first stop signal to each process, so the running games are
# finished) and of one worker, with the engine processes left counted after each;
# the run stopped and continued under --move-time 1; hand-edited results files
# (a game number nan, 1.5, 1e0, 0x2, a torn field, garbage: refused with the
# line, never a crash, nothing changed); a FIFO as results.tsv or match-settings
# (refused at once, never a hang). Prints the counts: faults
# injected, games recorded, games lost, games duplicated, engines orphaned,
# losses on time after a stop; exits 1 unless the last four are 0.
#   sh tests/match/campaign.sh ./goref-match ./goref 30
MATCH=${1:-./goref-match}
GOREF=${2:-./goref}
KILLS=${3:-30}
HERE=$(cd "$(dirname "$0")" && pwd)
FAKE="sh $HERE/fake-engine.sh"
case $MATCH in /*) ;; *) MATCH=$(pwd)/$MATCH ;; esac
case $GOREF in /*) ;; *) GOREF=$(pwd)/$GOREF ;; esac
T=$(mktemp -d "${TMPDIR:-/tmp}/goref-match-campaign.XXXXXX") || exit 1
# Bytes, not characters: engines' names that are not UTF-8 make no text file binary.
LC_ALL=C
export LC_ALL
MNT=$T/tmpfs
cleanup() { mountpoint -q "$MNT" 2>/dev/null && umount "$MNT"; rm -rf "$T"; }
trap cleanup EXIT
trap 'exit 1' INT TERM
FAKE_HANG_SECONDS=623$$
export FAKE_HANG_SECONDS
# Every engine script leaves its pid here (fake-engine.sh), to find orphans.
FAKE_PID_DIR=$T/pids
export FAKE_PID_DIR
mkdir -p "$FAKE_PID_DIR"

faults=0 recorded=0 lost=0 duplicated=0 unsound=0 orphaned=0 stop_losses=0

# orphans: after a run ended (killed and waited for), the engine processes it
# left (scripts by their pid files, sleeping children), waited for up to 5 s;
# adds them to orphaned, kills them, and forgets the pid files.
orphans() {
	for i in $(seq 50); do
		n=$(ps -eo args | grep -v grep | grep -c "sleep $FAKE_HANG_SECONDS")
		for f in "$FAKE_PID_DIR"/*; do
			[ -e "$f" ] && kill -0 "${f##*/}" 2>/dev/null && n=$((n + 1))
		done
		[ "$n" -eq 0 ] && break
		sleep 0.1
	done
	orphaned=$((orphaned + n))
	for f in "$FAKE_PID_DIR"/*; do
		[ -e "$f" ] && kill -9 "${f##*/}" 2>/dev/null
		rm -f "$f"
	done
	echo "$n"
}

# snapshot DIR: remembers every record the folder holds now. A record seen once
# must be in the final results word for word: a record that vanished or changed
# is a lost game.
snapshot() {
	for f in "$1"/results*.tsv; do
		[ -f "$f" ] || continue
		# a torn last line (no newline) is no record: the rerun cuts it
		if [ -n "$(tail -c 1 "$f")" ]; then sed '$d' "$f"; else cat "$f"; fi
	done | grep -v '^#' | grep . >>"$T/seen"
}
# audit NAME DIR GAMES: counts the folder's games after the match was finished.
audit() {
	name=$1 dir=$2 games=$3
	set -- "$dir"/results*.tsv
	cat "$@" | grep -v '^#' | sort -u >"$T/final"
	vanished=$(sort -u "$T/seen" 2>/dev/null | comm -23 - "$T/final" | wc -l)
	rm -f "$T/seen"
	n=$(cat "$@" | grep -v '^#' | wc -l)
	d=$(cat "$@" | grep -v '^#' | cut -f1 | sort -u | wc -l)
	columns=$(head -n 1 "$1" | awk -F '\t' '{ print NF }')
	stray=$(cat "$@" | grep -v '^#' | awk -F '\t' -v n="$games" -v c="$columns" '$1 !~ /^[0-9]+$/ || $1 < 1 || $1 > n || NF != c' | wc -l)
	nosgf=0
	for g in $(cat "$@" | grep -v '^#' | cut -f1 | sort -u); do
		[ -s "$dir/$(printf 'game-%06d.sgf' "$g")" ] || nosgf=$((nosgf + 1))
	done
	"$MATCH" --summary "$@" >/dev/null 2>&1 || stray=$((stray + 1))
	recorded=$((recorded + d))
	lost=$((lost + games - d + vanished))
	duplicated=$((duplicated + n - d))
	unsound=$((unsound + stray + nosgf))
	printf '%-34s %3d games: %3d recorded, %d lost (%d records vanished), %d duplicated, %d unsound\n' \
		"$name" "$games" "$d" $((games - d + vanished)) "$vanished" $((n - d)) $((stray + nosgf))
}
# finish DIR ARGS...: clean reruns until the match is complete (at most 5).
finish() {
	dir=$1; shift
	for i in 1 2 3 4 5; do
		"$MATCH" "$@" --out "$dir" >/dev/null 2>&1 && return 0
	done
	return 1
}

echo "# every bad-engine mode (4 games each, -j 2, the fake engine as Black)"
for mode in illegal crash exit hang garbage unparsable refuse refuseplay badscore noname \
	nul closeout badutf8 flood; do
	D=$T/mode-$mode
	"$MATCH" --black "$FAKE $mode" --white "$GOREF" --size 9 --games 4 -j 2 --move-time 1 \
		--timeout 5 --out "$D" >/dev/null 2>&1
	[ "$mode" = noname ] || faults=$((faults + 4))
	audit "mode $mode" "$D" 4
done
for mode in silent ascii; do
	D=$T/mode-$mode
	"$MATCH" --black "$FAKE $mode" --white "$GOREF" --size 9 --games 4 -j 2 --timeout 2 \
		--out "$D" >/dev/null 2>&1
	status=$?
	faults=$((faults + 1))
	n=$(grep -vc '^#' "$D/results.tsv" 2>/dev/null)
	printf '%-34s stopped the run: exit %d, %d games recorded\n' "mode $mode" "$status" "${n:-0}"
	[ "$status" -ne 0 ] && [ "${n:-0}" -eq 0 ] || unsound=$((unsound + 1))
done

echo "# $KILLS kills at random moments (-j 2, each followed by an immediate rerun)"
D=$T/kills
G=80
refused=0
before=$faults
kargs="--black $GOREF --size 9 --games $G --max-moves 12 --timeout 10 -j 2 --alternate"
i=0
while [ $i -lt "$KILLS" ]; do
	case $((i % 4)) in 0) sig=KILL ;; 1) sig=TERM ;; 2) sig="TERM TERM" ;; *) sig=HUP ;; esac
	"$MATCH" $kargs --white "$FAKE slow 2" --out "$D" >/dev/null 2>"$T/kill.err" &
	pid=$!
	# a random moment in the first 3 s
	sleep "$(awk -v s="$$$i" 'BEGIN { srand(s); printf "%.2f", rand() * 3 }')"
	for one in $sig; do
		kill -$one $pid 2>/dev/null && faults=$((faults + 1))
		sleep 0.2
	done
	wait $pid 2>/dev/null
	snapshot "$D"
	grep -q 'in use' "$T/kill.err" && refused=$((refused + 1))
	i=$((i + 1))
done
echo "kills that hit a live run: $((faults - before)); reruns refused as 'in use': $refused;" \
	"games recorded by the killed runs: $(grep -v '^#' "$D/results.tsv" | cut -f1 | sort -u | wc -l)"
finish "$D" $kargs --white "$FAKE slow 2"
audit "$KILLS kills, then reruns" "$D" $G

echo "orphaned engines after the modes' runs: $(orphans)"

echo "# engines that never read: the pipe to them fills (2000 games, -j 2)"
D=$T/deaf
"$MATCH" --black "$FAKE deaf" --white "$FAKE deaf" --size 5 --games 2000 -j 2 --timeout 1 \
	--out "$D" >/dev/null 2>&1
n=$(grep -v '^#' "$D/results.tsv" | cut -f6 | grep -cx timeout)
faults=$((faults + n))
echo "writes that timed out: $n"
audit "engines that never read" "$D" 2000
echo "orphaned engines: $(orphans)"

echo "# $KILLS kills of the process group (KILL, QUIT, TERM) or of one worker"
D=$T/groupkills
G=60
before=$faults
gargs="--black $GOREF --size 9 --games $G --max-moves 12 --timeout 10 -j 2 --alternate"
i=0
while [ $i -lt "$KILLS" ]; do
	# sh starts a background job with SIGINT and SIGQUIT ignored, and goref-match keeps
	# a signal ignored at its start ignored: env gives the run their default actions.
	(ulimit -c 0; exec setsid env --default-signal=INT,QUIT "$MATCH" $gargs \
		--white "$FAKE slow 2" --out "$D" >/dev/null 2>&1) &
	pid=$!
	sleep "$(awk -v s="$$$i" 'BEGIN { srand(s); printf "%.2f", 0.5 + rand() * 3 }')"
	case $((i % 4)) in
	0) kill -KILL -$pid 2>/dev/null && faults=$((faults + 1)) ;;
	1) kill -QUIT -$pid 2>/dev/null && faults=$((faults + 1)) ;;
	2) kill -TERM -$pid 2>/dev/null && faults=$((faults + 1)) ;;
	*)
		worker=$(pgrep -P $pid | head -n 1)
		[ -n "$worker" ] && kill -KILL "$worker" 2>/dev/null && faults=$((faults + 1))
		sleep 1
		kill -TERM $pid 2>/dev/null ;;
	esac
	wait $pid 2>/dev/null
	snapshot "$D"
	n=$(orphans)
	[ "$n" -eq 0 ] || echo "kill $i ($((i % 4))): $n engine processes outlived the run"
	i=$((i + 1))
done
echo "kills that hit a live run: $((faults - before)); engines orphaned: $orphaned"
finish "$D" $gargs --white "$FAKE slow 2"
audit "$KILLS group / worker kills, then reruns" "$D" $G

echo "# the run stopped (SIGSTOP) and continued, --move-time 1, 0.2 s moves"
D=$T/stopcont
G=6
before=$faults
(exec setsid "$MATCH" --black "$FAKE walk 2" --white "$FAKE walk 2" --size 19 --games $G \
	--max-moves 16 --move-time 1 --timeout 10 -j 2 --out "$D" >/dev/null 2>&1) &
pid=$!
for i in 1 2 3 4 5 6; do
	sleep "$(awk -v s="$$$i" 'BEGIN { srand(s); printf "%.2f", 0.3 + rand() }')"
	kill -STOP -$pid 2>/dev/null && faults=$((faults + 1))
	sleep 1.5
	kill -CONT -$pid 2>/dev/null
done
wait $pid 2>/dev/null
snapshot "$D"
finish "$D" --black "$FAKE walk 2" --white "$FAKE walk 2" --size 19 --games $G --max-moves 16 \
	--move-time 1 --timeout 10 -j 2
stop_losses=$(grep -v '^#' "$D/results.tsv" | cut -f6 | grep -cx timeout)
echo "stops: $((faults - before)); games lost on time: $stop_losses"
audit "STOP/CONT, --move-time 1" "$D" $G
echo "orphaned engines: $(orphans)"

echo "# hand-edited results files: every edit refused with FILE:LINE, nothing counted or changed"
D=$T/edited
G=6
hargs="--black $GOREF --white $GOREF --size 5 --games $G --max-moves 6"
"$MATCH" $hargs --out "$D" >/dev/null 2>&1
snapshot "$D"
edit_refused=0 edit_crashes=0
for edit in 's/^3\t/nan\t/' 's/^3\t/1.5\t/' 's/^3\t/1e0\t/' 's/^3\t/0x2\t/' 's/^3\t/-3\t/' \
	's/^3\t.*/3\tgarbage/' 's/^3\t\(.*\)\t[^\t]*$/3\t\1/' 's/^3\t/ 3\t/'; do
	rm -rf "$T/edit"
	cp -R "$D" "$T/edit"
	# the record of game 3 is on line 4 (header, #rules, games 1 and 2 first) or later
	sed -i "$edit" "$T/edit/results.tsv"
	cp "$T/edit/results.tsv" "$T/edit.before"
	faults=$((faults + 1))
	"$MATCH" $hargs --games $((G + 2)) --extend --out "$T/edit" >/dev/null 2>"$T/edit.err"
	status=$?
	"$MATCH" --summary "$T/edit/results.tsv" >/dev/null 2>"$T/summary.err"
	sstatus=$?
	if [ $status -ge 128 ] || [ $sstatus -ge 128 ]; then
		edit_crashes=$((edit_crashes + 1))
		echo "edit '$edit': crashed (exit $status, summary $sstatus)"
	elif [ $status -ne 0 ] && [ $sstatus -ne 0 ] && grep -qE 'results.tsv:[0-9]+:' "$T/edit.err" &&
		cmp -s "$T/edit.before" "$T/edit/results.tsv"; then
		edit_refused=$((edit_refused + 1))
	else
		unsound=$((unsound + 1))
		echo "edit '$edit': not refused (exit $status, summary $sstatus): $(head -c 200 "$T/edit.err")"
	fi
done
echo "edits: 8 tried, $edit_refused refused with their line (FILE:LINE), $edit_crashes crashes"
unsound=$((unsound + edit_crashes))
audit "hand-edited copies, the original kept" "$D" $G

echo "# a FIFO as results.tsv or match-settings: refused at once, no hang"
fifo_hangs=0
for name in results.tsv match-settings; do
	rm -rf "$T/fifo"
	mkdir -p "$T/fifo"
	[ "$name" = match-settings ] && "$MATCH" $hargs --games 1 --out "$T/fifo" >/dev/null 2>&1 &&
		rm -f "$T/fifo/match-settings"
	mkfifo "$T/fifo/$name"
	faults=$((faults + 1))
	timeout 20 "$MATCH" $hargs --out "$T/fifo" >/dev/null 2>"$T/fifo.err"
	status=$?
	if [ $status -eq 124 ]; then
		fifo_hangs=$((fifo_hangs + 1))
		echo "FIFO as $name: the run hung"
	elif [ $status -eq 0 ] || ! grep -qi 'fifo' "$T/fifo.err"; then
		unsound=$((unsound + 1))
		echo "FIFO as $name: exit $status, $(head -c 200 "$T/fifo.err")"
	fi
done
echo "FIFOs: 2 tried, $fifo_hangs hangs"
unsound=$((unsound + fifo_hangs))

echo "# file-size limit (ulimit -f), raised after each stop"
before=$faults
D=$T/fsize
G=40
for blocks in 1 2 3 4 5 6 8 10; do
	out=$( { (ulimit -f $blocks; exec "$MATCH" --black "$GOREF" --white "$GOREF --seed 1" \
		--size 5 --games $G --max-moves 6 -j 2 --out "$D") 2>&1 >/dev/null; } | cat)
	case $out in *'File too large'*) faults=$((faults + 1)) ;; esac
	snapshot "$D"
done
echo "runs stopped by the limit: $((faults - before))"
finish "$D" --black "$GOREF" --white "$GOREF --seed 1" --size 5 --games $G --max-moves 6 -j 2
audit "ulimit -f 1..10 blocks, then reruns" "$D" $G

echo "# a full tmpfs, grown after each stop"
mkdir -p "$MNT"
if [ "$(id -u)" -eq 0 ] && mount -t tmpfs -o size=16k tmpfs "$MNT" 2>/dev/null; then
	D=$MNT/m
	G=60
	before=$faults
	size=16
	while [ $size -le 512 ]; do
		out=$("$MATCH" --black "$GOREF" --white "$GOREF --seed 2" --size 5 --games $G \
			--max-moves 6 -j 2 --out "$D" 2>&1 >/dev/null)
		case $out in *'No space left'*) faults=$((faults + 1)) ;; esac
		snapshot "$D"
		grep -vc '^#' "$D/results.tsv" 2>/dev/null | grep -qx $G && break
		size=$((size * 2))
		mount -o remount,size=${size}k "$MNT"
	done
	echo "runs stopped by a full disk: $((faults - before))"
	finish "$D" --black "$GOREF" --white "$GOREF --seed 2" --size 5 --games $G --max-moves 6 -j 2
	audit "tmpfs 16k..512k, then reruns" "$D" $G
else
	echo "SKIPPED not root, or mount -t tmpfs refused: no full-disk scenario"
fi

echo "faults injected: $faults"
echo "games recorded: $recorded"
echo "games lost: $lost"
echo "games duplicated: $duplicated"
echo "records unsound (bad line, no SGF, stray number, summary refused): $unsound"
echo "engines orphaned by kills: $orphaned"
echo "games lost on time after a stop: $stop_losses"
[ "$lost" -eq 0 ] && [ "$duplicated" -eq 0 ] && [ "$unsound" -eq 0 ] && [ "$orphaned" -eq 0 ] &&
	[ "$stop_losses" -eq 0 ]
