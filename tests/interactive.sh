#!/bin/sh
# interactive.sh -- goref on a terminal: the readline prompt, tab completion of
# command names and of arguments, history (up arrow, and between sessions), and
# Ctrl-C (clears the prompt, interrupts a long command). Runs goref under a pseudo-terminal with
# script(1); skipped, saying so, when script is missing or goref has no readline.
# Usage: sh tests/interactive.sh ./goref
goref=${1:-./goref}
passed=0 failed=0

if ! command -v script >/dev/null 2>&1; then
	echo "interactive: SKIPPED (no script(1) to make a terminal)"
	exit 0
fi
if ! "$goref" --version | grep -q "readline"; then
	echo "interactive: SKIPPED (goref built without readline)"
	exit 0
fi
case "$goref" in /*) ;; *) goref="$(pwd)/$goref" ;; esac
# The history goes to a file of this run, never to the user's.
hist_dir=$(mktemp -d "${TMPDIR:-/tmp}/goref-interactive.XXXXXX") || exit 1
trap 'rm -rf "$hist_dir"' EXIT
GOREF_HISTORY=$hist_dir/history
export GOREF_HISTORY

# Types the given keystrokes, slowly enough for readline, into goref on a terminal.
session() {
	for keys in "$@"; do
		sleep 0.3
		printf '%b' "$keys"
	done | script -qfc "$goref" /dev/null 2>/dev/null | tr -d '\r' | sed "s/$esc\[[?0-9;]*[a-zA-Z]//g"
}
esc=$(printf '\033')

check() { # name, output, pattern (grep -E)
	if printf '%s\n' "$2" | grep -Eq "$3"; then
		passed=$((passed + 1))
		echo "ok    $1"
	else
		failed=$((failed + 1))
		echo "FAIL  $1: no /$3/ in:"
		printf '%s\n' "$2" | sed 's/^/      /'
	fi
}

out=$(session 'name\n' 'quit\n')
check "prompt shown on a terminal" "$out" 'goref> name'
check "answer on a terminal" "$out" '^= goref$'

out=$(session 'known_comm\t play\n' 'quit\n')
check "tab completes a command name" "$out" 'goref> known_command +play'
check "completed command runs" "$out" '^= true$'

out=$(session 'echo first\n' '\033[A\n' 'quit\n')
check "up arrow recalls the last line" "$(printf '%s\n' "$out" | grep -c '^= first$')" '^2$'

out=$(session 'name\n' '')
check "end of input (no quit) ends cleanly" "$out" '^= goref$'

# Tab after a command: colours, pass and the board's vertices, not file names.
out=$(session 'boardsize 9\n' 'play bl\t' 'E\t\t' '\003' 'quit\n')
check "tab completes a colour" "$out" 'goref> play black '
check "tab lists the vertices of a column, as big as the board" "$out" 'E1 +E2 +E3 +E4 +E5 +E6 +E7 +E8 +E9 *$'
out=$(session 'is_legal b pa\t\n' 'quit\n')
check "tab completes pass" "$out" 'goref> is_legal b pass'
check "... and the completed line runs" "$out" '^= 1$'
out=$(session 'known_command gogui-rules_g\t\n' 'quit\n')
check "tab after known_command completes command names" "$out" 'gogui-rules_game_id'

# Ctrl-C at the prompt clears the line; goref lives on.
out=$(session 'echo lost\003' 'name\n' 'quit\n')
check "Ctrl-C at the prompt: the line is dropped" "$(printf '%s\n' "$out" | grep -c '^= lost$')" '^0$'
check "Ctrl-C at the prompt: goref answers the next line" "$out" '^= goref$'

# Ctrl-C during a long command stops it with its result so far.
out=$(session 'boardsize 25\n' 'goref-gfx_playouts 16384\n' '\003' 'name\n' 'quit\n')
check "Ctrl-C interrupts a long command" "$out" 'TEXT ownership from [0-9]+ playouts \(interrupted\)'
check "... and goref goes on" "$out" '^= goref$'

# History is kept between sessions (GOREF_HISTORY, by default ~/.goref_history).
out=$(session 'echo remembered\n' 'quit\n')
out=$(session '\033[A\033[A\n' 'quit\n')
check "history from the last session: up arrow" "$out" '^= remembered$'
check "history file written" "$(cat "$GOREF_HISTORY" 2>/dev/null)" '^echo remembered$'

out=$(printf 'name\n' | "$goref" | od -c | head -2)
check "on a pipe: no prompt, nothing but the response" "$out" '^0000000 += +g +o +r +e +f +\\n +\\n$'

echo "interactive: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
