#!/bin/sh
# interactive.sh -- goref on a terminal: the readline prompt, tab completion of
# command names, and history (up arrow). Runs goref under a pseudo-terminal with
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

out=$(printf 'name\n' | "$goref" | od -c | head -2)
check "on a pipe: no prompt, nothing but the response" "$out" '^0000000 += +g +o +r +e +f +\\n +\\n$'

echo "interactive: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
