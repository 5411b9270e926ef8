#!/bin/sh
# bench/opening-lines.sh -- first- and second-line moves in the opening of 19x19 games
# (issue 28: none in the first 30 moves unless a capture or a life-and-death point calls
# for it). Lists, for each SGF record, every move among its first N (default 30) that
# lies on the first or second line, with its colour and move number, so a reader can
# look at each; then the count over all records.
#
# usage: sh bench/opening-lines.sh [-n N] SGF...
set -eu
n=30
if [ "${1:-}" = -n ]; then
	n=$2
	shift 2
fi
[ $# -ge 1 ] || { echo "usage: sh bench/opening-lines.sh [-n N] SGF..." >&2; exit 2; }
total=0 games=0
for f in "$@"; do
	games=$((games + 1))
	found=$(tr -d '\n' < "$f" | grep -o ';[BW]\[[a-s]*\]' | head -n "$n" | awk -v file="$f" '
		BEGIN { letters = "abcdefghijklmnopqrs"; cols = "ABCDEFGHJKLMNOPQRST" }
		{
			c = substr($0, 2, 1); v = substr($0, 4, 2)
			if (length(v) < 2) next   # a pass
			x = index(letters, substr(v, 1, 1)) - 1; y = index(letters, substr(v, 2, 1)) - 1
			line = x; if (y < line) line = y; if (18 - x < line) line = 18 - x; if (18 - y < line) line = 18 - y
			if (line <= 1)
				printf "%s move %d %s %s%d (line %d)\n", file, NR, c, substr(cols, x + 1, 1), 19 - y, line + 1
		}')
	if [ -n "$found" ]; then
		printf '%s\n' "$found"
		total=$((total + $(printf '%s\n' "$found" | wc -l)))
	fi
done
echo "games $games: $total moves on the first two lines among the first $n moves of each"
