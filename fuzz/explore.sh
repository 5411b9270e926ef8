#!/bin/sh
# explore.sh -- runs one libFuzzer target for its time budget on new inputs.
#
# usage: sh fuzz/explore.sh FUZZ_BUILD SECONDS SAMPLE TARGET [LIBFUZZER-ARGS...]
#
# The corpus, FUZZ_BUILD/corpus/TARGET, grows from run to run. When it is empty
# it starts from at most SAMPLE of the target's seeds (every k-th, so all kinds
# are there): libFuzzer first runs its whole corpus, and the full seed sets took
# longer than a 60 s budget (fuzz_gtp_line: 2131 seeds in 65 s, no new input).
# The full seeds are replayed separately, with every check, by make fuzz-replay
# (part of make check, and under ASan + UBSan in make SAN=1 check).
# Fails on a crash, and when the target ran no input beyond its corpus.
set -u
build=$1 seconds=$2 sample=$3 t=$4
shift 4
corpus=$build/corpus/$t
seeds=$build/seeds/$t
log=$build/$t.log
mkdir -p "$corpus"
if [ -z "$(ls -A "$corpus")" ]; then
	total=$(ls "$seeds" | wc -l)
	step=$(( (total + sample - 1) / sample ))
	[ "$step" -ge 1 ] || step=1
	ls "$seeds" | awk -v step="$step" '(NR - 1) % step == 0' | while read -r f; do
		cp "$seeds/$f" "$corpus/"
	done
fi
start=$(ls "$corpus" | wc -l)
dict=
case $t in
fuzz_gtp_*) dict=-dict=$build/seeds/gtp.dict ;;
fuzz_sgf) dict=-dict=$build/seeds/sgf.dict ;;
esac
echo "== $t for $seconds s, from a corpus of $start inputs"
if ! "$build/$t" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -max_len=4096 \
	-print_final_stats=1 $dict -artifact_prefix="$build/crash-$t-" "$@" "$corpus" \
	2>"$log"; then
	tail -n 60 "$log"
	exit 1
fi
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
added=$(sed -n 's/^stat::new_units_added: *//p' "$log")
echo "$t: $runs inputs run, $((runs - start)) of them new; $added added to the corpus ($(ls "$corpus" | wc -l) now)"
if [ "${runs:-0}" -le "$start" ]; then
	echo "$t: FAIL: no input beyond the corpus within $seconds s"
	exit 1
fi
