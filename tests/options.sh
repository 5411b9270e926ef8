#!/bin/sh
# tests/options.sh -- goref's command-line options agree with its GTP commands
# (issue 11): the same ranges, the same reasons, no silent wrapping, one clear
# line for a bad value instead of the whole usage.
#
# usage: sh tests/options.sh [path/to/goref]     (make check runs it)
# Prints one line per check and "options: N passed, N failed".

GOREF=${1:-./goref}
passed=0
failed=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-options.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1: $2"; }

# refused OPTION... -- REASON: exit status 2, one stderr line holding REASON.
refused() {
	reason=$1
	shift
	echo quit | "$GOREF" "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	lines=$(grep -c . "$tmp/err")
	if [ $rc -eq 2 ] && [ "$lines" -eq 1 ] && grep -qF "$reason" "$tmp/err" && [ ! -s "$tmp/out" ]; then
		ok "goref $*: refused, \"$reason\""
	else
		bad "goref $*" "status $rc, $lines stderr lines: $(head -c 200 "$tmp/err")"
	fi
}

# gtp_reason COMMAND REASON: the GTP command fails, its stderr detail holds REASON.
gtp_reason() {
	printf '%s\nquit\n' "$1" | "$GOREF" >"$tmp/out" 2>"$tmp/err"
	if head -n 1 "$tmp/out" | grep -q '^?' && grep -qF "$2" "$tmp/err"; then
		ok "$1: refused, \"$2\""
	else
		bad "$1" "got $(head -n 1 "$tmp/out"), stderr: $(head -c 200 "$tmp/err")"
	fi
}

# answers "OPTIONS" COMMAND EXPECTED: the first response line is EXPECTED.
answers() {
	got=$(printf '%s\nquit\n' "$2" | "$GOREF" $1 2>/dev/null | head -n 1)
	if [ "$got" = "$3" ]; then
		ok "goref $1: $2 -> $3"
	else
		bad "goref $1: $2" "expected '$3', got '$got'"
	fi
}

# Komi: one range, one reason, on both paths.
refused "komi is -1000 to 1000" --komi 5000
refused "komi is -1000 to 1000" --komi=-1e308
gtp_reason "komi 5000" "komi is -1000 to 1000"
answers "--komi 1000" "get_komi" "= 1000"
answers "--komi -0.5" "get_komi" "= -0.5"
refused "not a number" --komi seven

# Board size: GTP's reason, not the usage.
refused "board sizes are 2 to 25" --boardsize 30
refused "board sizes are 2 to 25" --boardsize=1
gtp_reason "boardsize 30" "board sizes are 2 to 25"
answers "--boardsize 25" "query_boardsize" "= 25"

# Seeds: no sign, no wrapping.
refused "seeds are 0 to 18446744073709551615" --seed -1
refused "seeds are 0 to 18446744073709551615" --seed 99999999999999999999
refused "seeds are 0 to 18446744073709551615" --seed +5
answers "--seed 18446744073709551615" "name" "= goref"

# Others.
refused "needs a value" --seed
refused "needs a value" --threads
refused "unknown option" --komix=6.5
answers "--komi=6.5" "get_komi" "= 6.5"
answers "--threads=1 --playouts 10" "name" "= goref"
refused "the ko rules are simple and superko" --ko positional
refused "unknown option" --bogus

# gogui-rules_board_size only with --boardsize: GoGui adopts its answer at attach.
answers "" "known_command gogui-rules_board_size" "= false"
answers "--boardsize 9" "known_command gogui-rules_board_size" "= true"
answers "--boardsize 9" "gogui-rules_board_size" "= 9"

# GoGui attaching its ruler opens the session with list_commands (a program
# attached opens it with name): a ruler without --boardsize is then offered
# gogui-rules_board_size, which fails saying to start goref with the size.
ruler_session() { # ARGS FIRST-LINES EXPECT WHAT
	printf '%b' "$2" | "$GOREF" $1 >"$tmp/out" 2>"$tmp/err"
	if grep -qE "$3" "$tmp/out"; then
		ok "$4"
	else
		bad "$4" "$(tr '\n' ' ' <"$tmp/out" | head -c 300)"
	fi
}
ruler_session "" 'list_commands\ngogui-rules_board_size\n' '^\? board size unknown: GoGui does not send it to its ruler; start goref with --boardsize N' \
	"a ruler without --boardsize: gogui-rules_board_size says to start goref with --boardsize N"
ruler_session "" 'list_commands\n' '^gogui-rules_board_size$' \
	"list_commands opening a session without --boardsize offers gogui-rules_board_size"
ruler_session "" 'name\nlist_commands\ngogui-rules_board_size\n' '^\? unknown command$' \
	"after name (a program attaching) gogui-rules_board_size stays unknown"
ruler_session "" 'name\nlist_commands\n' '^= goref$' \
	"... and list_commands does not offer it"
if grep -q '^gogui-rules_board_size$' "$tmp/out"; then bad "list_commands after name" "offers gogui-rules_board_size"; fi
ruler_session "--boardsize 13" 'list_commands\ngogui-rules_board_size\n' '^= 13$' \
	"a ruler started with --boardsize 13 answers 13"

echo "options: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
