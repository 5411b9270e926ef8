#!/bin/sh
# tests/manpage.sh -- goref.6 documents every command goref lists (with
# --boardsize, which lists them all) and every option of goref --help;
# goref-match.6 every option of goref-match --help; goref.6's gogui-interrupt
# names exactly the commands "# interrupt" stops, and each of them stops.
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
# The commands GoGui's "# interrupt" stops: every search run from GTP (gtp/live.c:
# table_search_live, from genmove and reg_genmove through table_think, the
# genmove_analyze and analyze forms, and goref-gfx_winrates / goref-gfx_visits / goref-gfx_pv) and
# goref-gfx_playouts (gtp/cmd_gfx.c). goref.6 must name these and no other (issue 24).
stoppable="genmove reg_genmove lz-genmove_analyze kata-genmove_analyze lz-analyze kata-analyze goref-gfx_winrates goref-gfx_visits goref-gfx_pv goref-gfx_playouts"
item=$(sed -n '/^\.B gogui\\-interrupt$/{n;p;}' goref.6 | sed 's/\\-/-/g' | tr -s ' ,;:()."' '\n\n\n\n\n\n\n\n')
for name in $stoppable; do
	if printf '%s\n' "$item" | grep -qx -- "$name"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL  goref.6's gogui-interrupt does not name $name, which \"# interrupt\" stops"
	fi
done
for name in $(printf 'list_commands\nquit\n' | "$goref" --boardsize 9 | sed -n 's/^= //p; /^[a-z]/p'); do
	case " $stoppable " in *" $name "*) continue ;; esac
	if printf '%s\n' "$item" | grep -qx -- "$name"; then
		failed=$((failed + 1))
		echo "FAIL  goref.6's gogui-interrupt names $name, which \"# interrupt\" does not stop"
	fi
done
# Each stops: given 20 s a move, its response ends within 2.5 s of the start, the
# interrupt sent at 0.5 s (and the next line at 4 s: the analyses stop on any).
# goref-gfx_playouts is short; it says "(interrupted)" with fewer playouts.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/goref-manpage.XXXXXX") || exit 2
for name in $stoppable; do
	case $name in
	goref-gfx_playouts) command="boardsize 25
goref-gfx_playouts 16384" ;;
	*analyze) command="$name b 50" ;;
	goref-gfx_*) command=$name ;;
	*) command="$name b" ;;
	esac
	start=$(date +%s.%N)
	{ printf '%s\n' "$command"; sleep 0.5; printf '# interrupt\n'; sleep 3.5; printf 'quit\n'; } |
		"$goref" --time 20 --threads 1 2>/dev/null |
		while IFS= read -r line; do printf '%s %s\n' "$(date +%s.%N)" "$line"; done >"$tmp/out"
	# The end of the command's response: the first empty line after its own (the
	# boardsize's comes first for goref-gfx_playouts).
	skip=0; [ "$name" = goref-gfx_playouts ] && skip=1
	end=$(awk -v skip=$skip 'NF == 1 { if (n++ == skip) { print $1; exit } }' "$tmp/out")
	took=$(echo "${end:-99999999999} $start" | awk '{ printf "%.1f", $1 - $2 }')
	if [ "$name" = goref-gfx_playouts ]; then
		stopped=$(grep -c '(interrupted)' "$tmp/out")
	else
		stopped=$(echo "$took" | awk '{ print ($1 < 2.5) }')
	fi
	if [ "$stopped" -ge 1 ]; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		echo "FAIL  \"# interrupt\" does not stop $name (its response ended after ${took} s)"
	fi
done
rm -rf "$tmp"
echo "manpage: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
