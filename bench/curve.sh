#!/bin/bash
# bench/curve.sh -- the search's win-rate curve over whole games, as a Sabaki user
# sees it: after every move of each record, one kata-analyze of the side to move
# bounded by --playouts (the analysis ends there with its last line), its best
# move's win rate turned to Black's view, and goref's final_score. Reports, per
# game and over all, the largest jump of Black's win rate between consecutive
# moves in the last fifth of the game: all jumps, and those where the move between
# did not change goref's count by 2 points or more (issue 27 asks at most 0.10).
# Of those quiet steps it also counts the jumps over 0.10 after a move the search
# itself chose: one whose win rate in the analysis before was within 0.05 of the
# best's. A jump after a move the search rated lower may be the move's own cost
# (a tempo or an endgame point given away), which the count cannot see; a jump
# after the search's own choice is the curve disagreeing with itself.
#
# usage: bash bench/curve.sh GOREF SGF...
#   PLAYOUTS  playouts an analysis (default 3000); one thread, seed 0
#   CURVE_OUT a file for every position's line (default: none)
# Needs bash (coproc). The games' own moves are replayed with loadsgf FILE N.
set -eu

if [ $# -lt 2 ]; then
	echo "usage: bash bench/curve.sh GOREF SGF..." >&2
	exit 2
fi
goref=$1
shift
[ -x "$goref" ] || { echo "curve.sh: $goref is not a program" >&2; exit 2; }
playouts=${PLAYOUTS:-3000}
out=${CURVE_OUT:-/dev/null}
: > "$out"

coproc GOREF { "$goref" --threads 1 --playouts "$playouts" --seed 0 2>/dev/null; }

# Sends one command; its reply's lines (without the blank line ending it) in $reply.
ask() {
	local line
	reply=""
	printf '%s\n' "$1" >&"${GOREF[1]}"
	while IFS= read -r line <&"${GOREF[0]}"; do
		[ -z "$line" ] && break
		reply="$reply$line"$'\n'
	done
}

# Black's margin in a final_score reply ("= B+3.5" -> 3.5, "= W+2" -> -2, "= 0" -> 0).
margin_of() {
	case $1 in
	"= B+"*) echo "${1#= B+}" ;;
	"= W+"*) echo "-${1#= W+}" ;;
	*) echo 0 ;;
	esac
}

# The win rate the analysis in $1 (its last info line) gives the move $2, or
# nothing when the move is not among its candidates.
rate_of_move() {
	printf '%s' "$1" | grep '^info' | tail -1 | sed 's/ info move /\ninfo move /g' |
		sed -n "s/^info move $2 visits [0-9]* winrate \([0-9.]*\).*/\1/ip"
}

# Whether a mover's rate $1 is within 0.05 of its best's $2 (both from the mover's view).
near_best() {
	[ -n "$1" ] && [ "$(echo "$2 - $1 <= 0.05" | bc -l)" = 1 ]
}

worst_all=0 worst_quiet=0 games=0 steps_quiet=0 jumps_quiet=0 jumps_own=0
for sgf in "$@"; do
	ask "loadsgf $sgf"
	case $reply in "= "*) ;; *) echo "SKIPPED $sgf: $reply" >&2; continue ;; esac
	ask "move_history"
	n=$(printf '%s' "$reply" | grep -c -E '^(= )?(black|white) ' || true)
	# the moves in order: played[k] is the k-th move (1-based)
	mapfile -t played < <(printf '%s' "$reply" | sed 's/^= //' | awk '{ print $2 }' | tac)
	played=("" "${played[@]}")
	[ "$n" -ge 10 ] || continue
	from=$((n - n / 5))
	prev_rate="" prev_margin="" prev_analysis="" prev_best="" max_all=0 max_quiet=0 own=0
	for ((k = from; k <= n; k++)); do
		ask "loadsgf $sgf $((k + 1))"
		ask "final_score"
		margin=$(margin_of "${reply%%$'\n'*}")
		ask "showboard"
		tomove=$(printf '%s' "$reply" | sed -n 's/.* \(black\|white\) to move.*/\1/p')
		ask "kata-analyze ${tomove:-black} 100000"
		rate=$(printf '%s' "$reply" | grep '^info' | tail -1 |
		       sed -n 's/^info move [^ ]* visits [0-9]* winrate \([0-9.]*\).*/\1/p')
		[ -n "$rate" ] || rate=0.5
		best=$rate
		[ "$tomove" = white ] && rate=$(echo "1 - $rate" | bc -l)
		printf '%s\t%d\t%s\t%.3f\t%s\n' "$sgf" "$k" "$tomove" "$rate" "$margin" >> "$out"
		if [ -n "$prev_rate" ]; then
			jump=$(echo "j = $rate - $prev_rate; if (j < 0) j = -j; j" | bc -l)
			change=$(echo "c = $margin - $prev_margin; if (c < 0) c = -c; c" | bc -l)
			max_all=$(echo "if ($jump > $max_all) $jump else $max_all" | bc -l)
			if [ "$(echo "$change < 2" | bc -l)" = 1 ]; then
				max_quiet=$(echo "if ($jump > $max_quiet) $jump else $max_quiet" | bc -l)
				steps_quiet=$((steps_quiet + 1))
				if [ "$(echo "$jump > 0.10" | bc -l)" = 1 ]; then
					jumps_quiet=$((jumps_quiet + 1))
					if near_best "$(rate_of_move "$prev_analysis" "${played[$k]:-}")" \
						"$prev_best"; then
						jumps_own=$((jumps_own + 1)) own=$((own + 1))
					fi
				fi
			fi
		fi
		prev_rate=$rate prev_margin=$margin prev_analysis=$reply prev_best=$best
	done
	games=$((games + 1))
	printf '%-50s moves %3d  largest jump %.3f  where the count moved < 2: %.3f' \
		"$(basename "$sgf")" "$n" "$max_all" "$max_quiet"
	printf '  (%d over 0.10 after its own choice)\n' "$own"
	worst_all=$(echo "if ($max_all > $worst_all) $max_all else $worst_all" | bc -l)
	worst_quiet=$(echo "if ($max_quiet > $worst_quiet) $max_quiet else $worst_quiet" | bc -l)
done
printf 'games %d, last fifth: largest jump %.3f; where the count moved < 2 points: %.3f\n' \
	"$games" "$worst_all" "$worst_quiet"
printf 'steps where the count moved < 2 points: %d; jumps over 0.10 there: %d, %d of them after the search'"'"'s own choice\n' \
	"$steps_quiet" "$jumps_quiet" "$jumps_own"
