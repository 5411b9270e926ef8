#!/bin/sh
# tests/readme.sh -- every command the README shows with a "$ " prompt runs as
# written, in the order a reader meets it, in a clean copy of the repository
# (the tracked files, nothing built) with a fresh HOME. `make check` itself is
# skipped: this test is one of its suites.
#
# usage: sh tests/readme.sh      (make check runs it)
# Prints one line per command and "readme: N passed, N failed".
cd "$(dirname "$0")/.." || exit 2
root=$(pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-readme.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM
passed=0 failed=0

# The clean copy: git's files (new ones too) when this is a checkout, else all
# but build products.
mkdir -p "$tmp/goref" "$tmp/home"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git ls-files -z -c -o --exclude-standard | xargs -0 sh -c \
		'for f; do [ -f "$f" ] && { mkdir -p "$0/$(dirname "$f")"; cp -p "$f" "$0/$f"; }; done' "$tmp/goref"
else
	tar -cf - --exclude=./build --exclude=./goref --exclude=./goref-match \
		--exclude=node_modules . | tar -xf - -C "$tmp/goref"
fi

n=0
sed -n 's/^    \$ //p' README >"$tmp/commands"
while IFS= read -r command; do
	n=$((n + 1))
	case $command in
	"make check"*) # the suite this test is part of: running it here would recurse
		printf "skip  \$ %s (this test runs inside it)\n" "$command" | cut -c 1-110
		continue ;;
	esac
	if (cd "$tmp/goref" && HOME="$tmp/home" timeout 900 sh -c "$command") \
		>"$tmp/out.$n" 2>&1 </dev/null; then
		passed=$((passed + 1))
		printf "ok    \$ %s\n" "$command" | head -n 1 | cut -c 1-110
	else
		failed=$((failed + 1))
		printf "FAIL  \$ %s\n" "$command"
		tail -n 15 "$tmp/out.$n" | sed 's/^/      /'
	fi
done <"$tmp/commands"
[ "$n" -gt 0 ] || { failed=1; echo "FAIL  no \$ commands found in $root/README"; }
echo "readme: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
