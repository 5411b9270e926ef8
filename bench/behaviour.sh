#!/bin/sh
# bench/behaviour.sh -- what a goref binary answers, written to one file, so that two
# builds (before and after a move of files, a rename, a refactor that must change
# nothing) can be compared byte for byte with cmp or diff.
#
# usage: sh bench/behaviour.sh GOREF OUT [SGF-DIR...]
#   GOREF    the goref binary to ask
#   OUT      the file written: a section per input, then every answer
#   SGF-DIR  folders of finished games (*.sgf), e.g. the devset's games/ and the SGFs
#            make bench-heldout leaves in /tmp/heldout; a folder that is missing is
#            named in OUT as SKIPPED, so two runs on the same machine still compare
#
# What it asks, always with --threads 1 --playouts 200 --seed 7, so that genmove and
# the judgement depend on nothing but the binary:
#   - every regress/*.tst file, sent whole (setup and cases alike), and the full
#     stdout kept: final_score, final_status_list, genmove, the analysis commands;
#     lines that depend on the clock (cputime, time_left countdowns) are dropped;
#   - eight genmoves from the empty 9x9, 13x13 and 19x19 boards, and the search's
#     visits and win rates after them;
#   - every SGF of the folders: loadsgf, then final_score, final_status_list dead and
#     seki, goref-score, goref-gfx_playouts (the playouts' ownership, seeded), and a
#     genmove for Black.
# The answers of one input follow its "## name" line, so a diff shows which input moved.
set -eu

if [ $# -lt 2 ]; then
	echo "usage: sh bench/behaviour.sh GOREF OUT [SGF-DIR...]" >&2
	exit 2
fi
goref=$1
out=$2
shift 2
case $goref in
/*) ;;
*) goref="$(pwd)/$goref" ;;
esac
[ -x "$goref" ] || { echo "behaviour.sh: $goref is not a program" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
args="--threads 1 --playouts 200 --seed 7"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/behaviour.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/out"

# The lines of a .tst file goref is sent: no comment lines, and no commands whose
# answer is a reading of the clock.
gtp_lines() {
	grep -v '^[[:space:]]*#' "$1" | grep -vE '^[[:space:]]*[0-9]*[[:space:]]*(cputime|time_left)\b' || true
}

for tst in "$root"/regress/*.tst; do
	name=$(basename "$tst")
	printf '## %s\n' "$name" >>"$tmp/out"
	gtp_lines "$tst" >"$tmp/in"
	# Each file runs in its own folder, as regress/run does (paths in it are relative).
	(cd "$(dirname "$tst")" && timeout 600 "$goref" $args <"$tmp/in" 2>/dev/null) >>"$tmp/out" || \
		printf '(goref exited %s)\n' "$?" >>"$tmp/out"
done

# The search from the empty board of each size (the open-area priors differ by size):
# eight moves, then its analysis of the position.
for size in 9 13 19; do
	printf '## search %sx%s\n' "$size" "$size" >>"$tmp/out"
	{
		printf 'boardsize %s\nclear_board\n' "$size"
		for i in 1 2 3 4; do printf 'genmove b\ngenmove w\n'; done
		printf 'goref-gfx_visits\ngoref-gfx_winrates\n'
	} | timeout 600 "$goref" $args 2>/dev/null >>"$tmp/out" || printf '(goref exited %s)\n' "$?" >>"$tmp/out"
done

for dir in "$@"; do
	if [ ! -d "$dir" ]; then
		printf '## %s SKIPPED (no such folder)\n' "$dir" >>"$tmp/out"
		continue
	fi
	for sgf in "$dir"/*.sgf; do
		[ -f "$sgf" ] || continue
		printf '## %s\n' "$(basename "$sgf")" >>"$tmp/out"
		printf 'loadsgf %s\nfinal_score\nfinal_status_list dead\nfinal_status_list seki\ngoref-score\ngoref-gfx_playouts\ngenmove b\n' "$sgf" \
			| timeout 600 "$goref" $args 2>/dev/null >>"$tmp/out" || \
			printf '(goref exited %s)\n' "$?" >>"$tmp/out"
	done
done

mv "$tmp/out" "$out"
echo "behaviour.sh: $(grep -c '^## ' "$out") inputs, $(wc -l <"$out") lines in $out"
