#!/bin/sh
# tests/manpage.sh -- goref.6 documents every command goref lists (with
# --boardsize, which lists them all) and every option of goref --help;
# goref-match.6 every option of goref-match --help.
#
# usage: sh tests/manpage.sh ./goref ./goref-match     (make check runs it)
# Prints "manpage: N passed, N failed".
goref=${1:-./goref}
match=${2:-./goref-match}
cd "$(dirname "$0")/.." || exit 2
passed=0 failed=0

# has PAGE WORD: the page names WORD as a .B/.BI/.BR item (roff's \- for -).
has() {
	roff=$(printf '%s' "$2" | sed 's/-/\\\\-/g')
	grep -Eq "^\.(B|BI|BR)( |.*[ \"])$roff([ \"\\\\]|$)" "$1"
}
check() { # PAGE WORD WHAT
	if has "$1" "$2"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL  $1 does not document the $3 $2"
	fi
}

for name in $(printf 'list_commands\nquit\n' | "$goref" --boardsize 9 | sed -n 's/^= //p; /^[a-z]/p'); do
	check goref.6 "$name" command
done
for option in $("$goref" --help | grep -o '^  --[a-z-]*'); do
	check goref.6 "$option" option
done
for option in $("$match" --help | grep -oE '^ +(-j, )?--[a-z-]*' | sed 's/.*--/--/'); do
	check goref-match.6 "$option" option
done
echo "manpage: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
