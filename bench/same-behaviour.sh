#!/bin/sh
# bench/same-behaviour.sh -- whether this tree's goref answers exactly as the goref
# of another revision does: for a move of files, a rename, a refactor that must
# change nothing. Builds REV in a temporary git worktree, runs bench/behaviour.sh
# with both binaries over the same inputs, and compares the two files byte for byte.
#
# usage: sh bench/same-behaviour.sh REV [SGF-DIR...]     (make same-behaviour REV=...)
#   REV      a git revision: main, HEAD~3, a commit
#   SGF-DIR  folders of finished games to judge as well (default: the devset's games/
#            and /tmp/heldout, those of them that exist)
# Prints "same behaviour: N inputs" and exits 0, or the first differences and exits 1.
# Needs git, make and a C compiler; this tree's ./goref is built first (make goref).
set -eu
[ $# -ge 1 ] || { echo "usage: sh bench/same-behaviour.sh REV [SGF-DIR...]" >&2; exit 2; }
rev=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ $# -eq 0 ]; then
	for dir in "${DEVSET:-../shared/devset}/games" /tmp/heldout; do
		[ -d "$dir" ] && set -- "$@" "$(cd "$dir" && pwd)"
	done
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/same-behaviour.XXXXXX")
cleanup() {
	git worktree remove --force "$tmp/tree" >/dev/null 2>&1 || true
	rm -rf "$tmp"
}
trap cleanup EXIT

git worktree add --detach "$tmp/tree" "$rev" >/dev/null 2>&1 || { echo "same-behaviour: cannot check out $rev" >&2; exit 2; }
make -s -C "$tmp/tree" goref >/dev/null
make -s goref >/dev/null
# The same script for both, this tree's: the inputs must not differ.
sh bench/behaviour.sh "$tmp/tree/goref" "$tmp/before" "$@" >/dev/null
sh bench/behaviour.sh "$root/goref" "$tmp/after" "$@" >/dev/null
if cmp -s "$tmp/before" "$tmp/after"; then
	echo "same behaviour: $(grep -c '^## ' "$tmp/after") inputs ($(wc -l <"$tmp/after") lines) as $rev"
	exit 0
fi
echo "different behaviour from $rev:"
diff "$tmp/before" "$tmp/after" | head -40
exit 1
