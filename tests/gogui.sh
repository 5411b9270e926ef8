#!/bin/sh
# tests/gogui.sh -- goref under the real GoGui 1.6 tools (issue 11).
#
# usage: sh tests/gogui.sh GOREF [GOGUI-DIR]
#   GOGUI-DIR is GoGui's folder (bin/ and lib/); default ../shared/clients/gogui
#   from the repository root, or $GOGUI. Without Java or GoGui every part says
#   SKIPPED with the reason and the script passes; the GUI part also needs
#   xvfb-run, the twogtp part GNU Go ($GNUGO, default gnugo on PATH or
#   /usr/games/gnugo).
#
# Parts:
#   regress  gogui-regress over every regress/*.tst: no unexpected FAIL or PASS,
#            no error (gogui-regress starts the engine in each file's folder).
#   twogtp   gogui-twogtp, two GNU Go level 0 players, goref as -referee, 9x9,
#            3 games: no error in the .dat, goref's result as each SGF's RE.
#   gui      the GoGui window under Xvfb, goref attached as the program with a
#            9x9 and a 13x13 SGF file opened on a board of another size: the
#            -verbose GTP log must show the file's size and moves sent, and no
#            other board size (attaching used to start an empty 19x19 game),
#            and no gogui-title (GoGui asks it only at attach: it went stale).
#   play     the GoGui window under Xvfb, goref as the computer playing Black:
#            genmove b answered with a point; live gogui-gfx graphics (playouts
#            so far) shown while it thinks, then cleared.
#   analyze  Search Win Rates and Search Variation run in the GoGui window on 9x9 and
#            19x19 (tests/gogui/AnalyzeProbe.java): every label of the answer
#            shown as sent, no variation over them; the variation as ghost stones.
#   ruler    goref as GoGui's ruler (needs javac for tests/gogui/RulerProbe.java):
#            the captured counts GoGui shows stay right although GoGui sends
#            every move twice; on a 13x13 game, a ruler started with --boardsize 13
#            has its stones shown, and one started without it makes GoGui show a
#            dialog that says to start it with --boardsize N.
# Prints "gogui: N passed, N failed" last; exit status 0 only when none failed.

cd "$(dirname "$0")/.." || exit 2
goref=$1
[ -n "$goref" ] || { echo "usage: sh tests/gogui.sh GOREF [GOGUI-DIR]" >&2; exit 2; }
case $goref in /*) ;; *) goref="$(pwd)/$goref" ;; esac
gogui=${2:-${GOGUI:-../shared/clients/gogui}}
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "  ok   $*"; }
fail() { failed=$((failed + 1)); echo "  FAIL $*"; }
finish() { echo "gogui: $passed passed, $failed failed"; [ "$failed" -eq 0 ]; exit $?; }

if ! command -v java >/dev/null 2>&1; then
	echo "gogui: SKIPPED (no java: apt-get install default-jre-headless)"
	finish
fi
if [ ! -f "$gogui/lib/gogui.jar" ]; then
	echo "gogui: SKIPPED (no GoGui at $gogui: give its folder as GOGUI=DIR)"
	finish
fi
gogui=$(cd "$gogui" && pwd)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gogui-test.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

# --- gogui-regress: the Total row is Tests, FAIL, fail, PASS, pass, Error.
echo "gogui-regress over regress/*.tst"
# Its exit status is not 0 when a case fails: the summary page says how.
java -Duser.home="$tmp" -jar "$gogui/lib/gogui-regress.jar" -output "$tmp/regress" \
	"$goref" regress/*.tst >"$tmp/regress.log" 2>&1
if [ -f "$tmp/regress/index.html" ]; then
	set -- $(sed 's/<[^>]*>/ /g; s/&nbsp;/ /g' "$tmp/regress/index.html" | tr -s ' \n' ' ' |
		sed -n 's/.* Total \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) \([0-9]*\) .*/\1 \2 \3 \4 \5 \6/p')
	if [ $# -eq 6 ] && [ "$1" -gt 0 ] && [ "$2" -eq 0 ] && [ "$4" -eq 0 ] && [ "$6" -eq 0 ]; then
		pass "gogui-regress: $1 cases, $5 pass, $3 expected fail, no FAIL, PASS or error"
	else
		fail "gogui-regress: Tests FAIL fail PASS pass Error = ${*:-no Total row}"
		grep 'unexpected' "$tmp/regress.log" | head -n 10 | sed 's/^/       /'
	fi
else
	fail "gogui-regress did not run: $(tail -n 3 "$tmp/regress.log")"
fi

# --- gogui-twogtp with goref as the referee.
echo "gogui-twogtp: GNU Go against GNU Go, goref referee"
gnugo=${GNUGO:-$(command -v gnugo || echo /usr/games/gnugo)}
if [ ! -x "$gnugo" ]; then
	echo "  SKIPPED (no GNU Go at $gnugo: give it as GNUGO=PATH)"
else
	player="$gnugo --mode gtp --level 0"
	if java -Duser.home="$tmp" -jar "$gogui/lib/gogui-twogtp.jar" -black "$player" \
		-white "$player" -referee "$goref" -size 9 -komi 7.5 -games 3 -auto \
		-sgffile "$tmp/game" >"$tmp/twogtp.log" 2>&1 && [ -f "$tmp/game.dat" ]; then
		# Columns: GAME RES_B RES_W RES_R ALT DUP LEN ... ERR ERR_MSG.
		rows=$(grep -v '^#' "$tmp/game.dat" | grep -c .)
		bad=$(grep -v '^#' "$tmp/game.dat" | awk -F'\t' '$12 != 0 || $4 !~ /^([BW]\+[0-9.]+|0)$/' | head -n 3)
		[ "$rows" -eq 3 ] && [ -z "$bad" ] && pass "twogtp: 3 games, no error, a goref result each" ||
			fail "twogtp: $rows games; bad rows: $bad"
		for g in 0 1 2; do
			want=$(grep -v '^#' "$tmp/game.dat" | awk -F'\t' -v g=$g '$1 == g { print $4 }')
			got=$(grep -o 'RE\[[^]]*\]' "$tmp/game-$g.sgf" 2>/dev/null)
			[ -n "$want" ] && [ "$got" = "RE[$want]" ] && pass "twogtp game $g: $got is goref's result" ||
				fail "twogtp game $g: SGF has '$got', goref said '$want'"
		done
	else
		fail "gogui-twogtp did not run: $(tail -n 3 "$tmp/twogtp.log")"
	fi
fi

# --- The GUI under Xvfb: GoGui's -verbose log (its stderr) in LOG, until the
# check DONE (a shell function reading $log) succeeds, SECONDS pass or GoGui exits;
# then 2 s more for what GoGui logs right after, and GoGui is ended.
gui_run() { # LOG SECONDS DONE GOGUI-ARGS...
	log=$1 limit=$2 done=$3
	shift 3
	mkdir -p "$tmp/home"
	: >"$log"
	setsid timeout 90 xvfb-run -a java -Duser.home="$tmp/home" -jar "$gogui/lib/gogui.jar" \
		-komi 7.5 -verbose "$@" >/dev/null 2>"$log" &
	pid=$!
	waited=0
	while [ $waited -lt "$limit" ] && kill -0 $pid 2>/dev/null && ! $done; do
		sleep 1
		waited=$((waited + 1))
	done
	sleep 2
	kill -TERM -$pid 2>/dev/null
	wait $pid 2>/dev/null
}
moves_sent() { grep -q '^>> \(gogui-play_sequence\|play\) ' "$log"; }
genmove_answered() { sed -n '/^>> genmove b/,$p' "$log" | grep -q '^<< [=?]'; }

# Attaching goref to a game opened from a file.
echo "GoGui GUI under Xvfb, goref attached with an SGF file"
if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v setsid >/dev/null 2>&1; then
	echo "  SKIPPED (no xvfb-run: apt-get install xvfb)"
else
	printf '(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[ce];B[eg];W[gd];B[dc];W[cc])\n' >"$tmp/game9.sgf"
	printf '(;GM[1]FF[4]SZ[13]KM[6.5];B[gg];W[dd];B[jj])\n' >"$tmp/game13.sgf"
	for case in "9 $tmp/game9.sgf 6 B E5 W C5 B E3 W G6 B D7 W C7" \
		"13 $tmp/game13.sgf 3 B G7 W D10 B K4"; do
		set -- $case
		size=$1 file=$2 n=$3
		shift 3
		moves=$*
		other=19
		log="$tmp/gui-$size.log"
		gui_run "$log" 40 moves_sent -size $other -program "$goref" -move "$n" "$file"
		sizes=$(sed -n 's/^>> boardsize //p' "$log" | sort -u | tr '\n' ' ')
		if [ "$sizes" = "$size " ] && grep -q "^>> gogui-play_sequence $moves\$" "$log" &&
			! grep -q '^>> gogui-title' "$log"; then
			pass "GUI, ${size}x$size file on a ${other}x$other board: boardsize $size and the game's $n moves sent, nothing else, no gogui-title"
		else
			fail "GUI, ${size}x$size file: boardsize sent: ${sizes:-none}; moves sent: $(grep '^>> \(gogui-play_sequence\|play\) ' "$log" | head -n 2 | tr '\n' ' ')"
			grep '^>>' "$log" | head -n 20 | sed 's/^/       /'
		fi
	done
fi

# --- The GUI with goref as the computer player: GoGui sends genmove b at once;
# goref's live search graphics and their CLEAR (stderr, which GoGui's -verbose log
# shows; GoGui reads stderr on its own thread, so they may be logged after the
# answer) and the answer, a point of the board.
echo "GoGui GUI under Xvfb, goref playing Black"
if ! command -v xvfb-run >/dev/null 2>&1 || ! command -v setsid >/dev/null 2>&1; then
	echo "  SKIPPED (no xvfb-run: apt-get install xvfb)"
else
	# (the 2 s after the answer: GoGui's stderr reader may log the graphics later)
	log="$tmp/gui-play.log"
	gui_run "$log" 60 genmove_answered -size 9 \
		-program "$goref --threads 1 --time 1" -computer-black
	after=$(sed -n '/^>> genmove b/,$p' "$log")
	answer=$(printf '%s\n' "$after" | sed -n 's/^<< \([=?].*\)/\1/p' | head -n 1)
	live=$(printf '%s\n' "$after" | sed -n '/^TEXT black to move: [0-9]* playouts/p' | head -n 1)
	if printf '%s\n' "$answer" | grep -q '^= [A-HJ][1-9]$' && [ -n "$live" ] &&
		printf '%s\n' "$after" | grep -q '^gogui-gfx: CLEAR$'; then
		pass "GUI, goref as Black: genmove b answered '$answer', live graphics shown ('$live') and cleared"
	else
		fail "GUI, goref as Black: answer '${answer:-none}', live graphics '${live:-none}'"
		printf '%s\n' "$after" | head -n 12 | sed 's/^/       /'
	fi
fi

# --- The search overlays in the GoGui window: Search Win Rates run as the Analyze
# dialog runs it (tests/gogui/AnalyzeProbe.java). Every label goref's answer gives
# (GoGui's -verbose log) must be on the board as sent: a variation drawn with it
# would put its move numbers over them. Search Variation then shows the line as
# ghost stones. On 9x9 and 19x19; GOGUI_SHOTS=DIR keeps the screenshots.
echo "GoGui window: the search's win rates and variation"
if ! command -v javac >/dev/null 2>&1; then
	echo "  SKIPPED (no javac to build tests/gogui/AnalyzeProbe.java: apt-get install default-jdk-headless)"
elif ! command -v xvfb-run >/dev/null 2>&1; then
	echo "  SKIPPED (no xvfb-run: apt-get install xvfb)"
else
	mkdir -p "$tmp/probe" "$tmp/home"
	if ! javac -d "$tmp/probe" -cp "$gogui/lib/gogui.jar" tests/gogui/AnalyzeProbe.java \
		>"$tmp/javac.log" 2>&1; then
		fail "AnalyzeProbe.java does not build: $(head -n 3 "$tmp/javac.log")"
	else
		printf '(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cg];B[gc];W[gg])\n' >"$tmp/an9.sgf"
		printf '(;GM[1]FF[4]SZ[19]KM[7.5];B[pd];W[dp];B[pp];W[dd];B[fq])\n' >"$tmp/an19.sgf"
		for case in "9 4" "19 5"; do
			set -- $case
			size=$1 moves=$2
			for picture in "Search Win Rates/goref-gfx_winrates" "Search Variation/goref-gfx_pv"; do
				name=${picture%%/*}
				tag=$size-$(printf '%s' "${picture#*/}" | tr -c 'a-z0-9\n' '-')
				log="$tmp/an-$tag.log"
				PROBE_SCREENSHOT=${GOGUI_SHOTS:+$GOGUI_SHOTS/gogui-$tag.png} \
				setsid timeout 120 xvfb-run -a -s "-screen 0 1280x1024x24" java \
					-Duser.home="$tmp/home" -cp "$gogui/lib/gogui.jar:$tmp/probe" \
					AnalyzeProbe "gfx/$picture %m" -size "$size" -komi 7.5 -computer-none \
					-verbose -program "$goref --threads 1 --playouts 3000" -move "$moves" \
					"$tmp/an$size.sgf" \
					>/dev/null 2>"$log"
				# The answer's LABEL pairs, one "POINT TEXT" a line, and the board's.
				sent=$(sed -n 's/^<< = LABEL //p; s/^<< LABEL //p' "$log" | tail -n 1 |
					awk '{ for (i = 1; i < NF; i += 2) print $i " " $(i + 1) }' | sort)
				shown=$(sed -n 's/^PROBE: label //p' "$log" | sort)
				ghosts=$(grep -c '^PROBE: ghost ' "$log")
				if ! grep -q 'PROBE: done' "$log"; then
					fail "$size x $size, $name: nothing shown: $(grep -v '^\s*at ' "$log" | grep 'PROBE\|Exception' | tail -n 3)"
				elif [ "${picture#*/}" = goref-gfx_winrates ]; then
					if [ -n "$sent" ] && [ "$sent" = "$shown" ] && [ "$ghosts" -eq 0 ]; then
						pass "$size x $size, $name: all $(printf '%s\n' "$sent" | wc -l) labels shown as sent, nothing over them"
					else
						fail "$size x $size, $name: labels sent and shown differ ($ghosts ghost stones)"
						printf 'sent:\n%s\nshown:\n%s\n' "$sent" "$shown" | head -n 20 | sed 's/^/       /'
					fi
				elif [ "$ghosts" -ge 1 ]; then
					pass "$size x $size, $name: the best line as $ghosts ghost stones"
				else
					fail "$size x $size, $name: no ghost stone shown"
				fi
			done
		done
	fi
fi

# --- GoGui's ruler: goref attached through Game > Rules (tests/gogui/RulerProbe.java
# calls what the menu and a click on the board call), moves B C3, W D3, B pass,
# W pass; a tee in front of goref logs the traffic. GoGui replays the game to its
# ruler before each move, queries it, then sends the move again: that echo must
# not hand over a second pass stone, so no captured count may exceed "1 1".
echo "GoGui with goref as its ruler"
if ! command -v javac >/dev/null 2>&1; then
	echo "  SKIPPED (no javac to build tests/gogui/RulerProbe.java: apt-get install default-jdk-headless)"
elif ! command -v xvfb-run >/dev/null 2>&1; then
	echo "  SKIPPED (no xvfb-run: apt-get install xvfb)"
else
	mkdir -p "$tmp/probe" "$tmp/home"
	if ! javac -d "$tmp/probe" -cp "$gogui/lib/gogui.jar" tests/gogui/RulerProbe.java \
		>"$tmp/javac.log" 2>&1; then
		fail "RulerProbe.java does not build: $(head -n 3 "$tmp/javac.log")"
	else
		printf '#!/bin/sh\ntee -a "%s" | "%s" --boardsize 9 | tee -a "%s"\n' \
			"$tmp/ruler.in" "$goref" "$tmp/ruler.out" >"$tmp/ruler.sh"
		chmod +x "$tmp/ruler.sh"
		: >"$tmp/ruler.in"
		: >"$tmp/ruler.out"
		setsid timeout 90 xvfb-run -a java -Duser.home="$tmp/home" \
			-cp "$gogui/lib/gogui.jar:$tmp/probe" RulerProbe "$tmp/ruler.sh" \
			"b C3,w D3,b pass,w pass" -size 9 -komi 7.5 -computer-none \
			>/dev/null 2>"$tmp/probe.log"
		# Pair each command sent with its response (one response per line sent).
		awk 'NR == FNR { if ($0 != "") cmd[++n] = $0; next }
		     /^[=?]/ { r++; text[r] = $0; next }
		     END { for (i = 1; i <= r; i++) print cmd[i] "\t" text[i] }' \
			"$tmp/ruler.in" "$tmp/ruler.out" >"$tmp/ruler.pairs"
		counts=$(awk -F'\t' '$1 == "gogui-rules_captured_count" { print $2 }' "$tmp/ruler.pairs" |
			sort -u | tr '\n' ',')
		if ! grep -q 'PROBE: done' "$tmp/probe.log"; then
			fail "ruler: the probe did not finish: $(grep -v '^\s*at ' "$tmp/probe.log" | tail -n 3)"
		elif [ "$counts" = "= 0 0,= 0 1,= 1 1," ]; then
			pass "ruler: GoGui sent each move again after its queries ($(grep -c '^play' "$tmp/ruler.in") plays for 4 moves); captured counts stayed $counts"
		else
			fail "ruler: captured counts seen: $counts (want = 0 0,= 0 1,= 1 1,)"
			grep -n 'play\|captured' "$tmp/ruler.pairs" | tail -n 12 | sed 's/^/       /'
		fi
		# A 13x13 game: GoGui never sends its ruler the size. Started with
		# --boardsize 13, the ruler's board is the game's and GoGui shows its stones;
		# started without, GoGui's dialog at attach says what is wrong.
		printf '#!/bin/sh\nexec "%s" --boardsize 13\n' "$goref" >"$tmp/ruler13.sh"
		printf '#!/bin/sh\nexec "%s"\n' "$goref" >"$tmp/ruler-nosize.sh"
		chmod +x "$tmp/ruler13.sh" "$tmp/ruler-nosize.sh"
		for ruler in ruler13 ruler-nosize; do
			setsid timeout 90 xvfb-run -a java -Duser.home="$tmp/home" \
				-cp "$gogui/lib/gogui.jar:$tmp/probe" RulerProbe "$tmp/$ruler.sh" \
				"b N13,w A1" -size 13 -komi 7.5 -computer-none \
				>/dev/null 2>"$tmp/$ruler.log"
		done
		if grep -q 'PROBE: board 13x13, stones shown: b N13 w A1$' "$tmp/ruler13.log" &&
			! grep -q 'PROBE: dialog' "$tmp/ruler13.log"; then
			pass "ruler --boardsize 13 on a 13x13 game: GoGui shows its stones (b N13 w A1), no dialog"
		else
			fail "ruler --boardsize 13 on a 13x13 game: $(grep PROBE "$tmp/ruler13.log" | tail -n 3)"
		fi
		if grep -q 'PROBE: dialog: .*gogui-rules_board_size.*start goref with.*--boardsize N' "$tmp/ruler-nosize.log"; then
			pass "ruler without --boardsize on a 13x13 game: GoGui's dialog at attach says to start goref with --boardsize N"
		else
			fail "ruler without --boardsize on a 13x13 game: no dialog saying what is wrong: $(grep PROBE "$tmp/ruler-nosize.log" | tail -n 3)"
		fi
	fi
fi
finish
