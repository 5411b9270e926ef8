#!/bin/sh
# fake-engine.sh MODE [N] -- a misbehaving GTP engine for goref-match's tests.
# It accepts every setup command and passes on genmove, except that on its Nth
# genmove (default 2) it does what MODE says:
#   pass      never misbehaves: always passes (a legal player)
#   illegal   answers A1 every time, so its second move is on an occupied point
#   crash     kills itself with SIGSEGV
#   exit      exits with status 3 (closes its pipes)
#   hang      sleeps far longer than any test's time limit (FAKE_HANG_SECONDS,
#             default 617: a test can make it its own to find the process)
#   garbage   writes a line that is not a GTP response
#   unparsable answers "= banana"
#   refuse    answers "? cannot generate a move"
#   resign    resigns at its Nth genmove (N 1: at once; an engine that always loses)
#   refuseplay answers "? illegal move" to every play command
#   slow      sleeps N tenths of a second before every pass (FAKE_BUSY_DIR: see there)
#   walk      sleeps N tenths of a second, then plays on for 19 moves: Black up
#             column A from A1, White down column T from T19 (19x19: all legal)
#   badscore  passes, and answers final_score with a line that is not GTP
#   silent    never answers anything (sleeps FAKE_HANG_SECONDS)
#   ascii     talks no GTP: a banner and a prompt, like GNU Go without --mode gtp
#   noname    a legal player that answers "?" to name
#   nul       answers with a NUL byte inside the response ("= pa<NUL>ss")
#   closeout  closes its stdout and sleeps FAKE_HANG_SECONDS (alive, but mute for good)
#   badutf8   a name and a genmove answer that are not UTF-8 (bytes 0xff, 0xfe)
#   deaf      never reads: writes "= pass" responses for ever (the pipe to it fills)
#   flood     answers with a response that never ends ("= xxx..." for ever)
#   timed     thinks the Kth word of FAKE_THINK seconds on its Kth genmove (the
#             last word for later ones, 0 when unset), then plays on: Black up
#             column A from A1, White down the board's last column; passes once
#             its column is full (legal on any board)
#   rank      an engine of fixed strength N: plays on as timed does (thinking
#             FAKE_THINK), and resigns at its Nth genmove of each game; so of two, the
#             one of the larger N wins, either colour (equal N: White; N at most the
#             board size)
#   noboard   answers "? unacceptable size" to boardsize (an engine that cannot play)
#   cleanup   passes on every genmove, and hands every other command (the moves,
#             known_command, kgs-genmove_cleanup) to the engine FAKE_INNER runs:
#             a player that passes at once but plays a resumed game out
#   badcleanup passes, says it knows kgs-genmove_cleanup and answers it "= banana"
# With FAKE_LOG=FILE in the environment every command received is appended to FILE;
# with FAKE_PID_DIR=DIR each engine leaves an empty file named by its pid in DIR;
# known_command answers true for the commands listed in FAKE_KNOWS, false otherwise.
mode=$1
nth=${2:-2}
count=0
size=19
reply() { printf '= %s\n\n' "$1"; }
[ -z "$FAKE_PID_DIR" ] || : >"$FAKE_PID_DIR/$$"
case $mode in
deaf) while :; do printf '= pass\n\n'; done ;;
silent) exec sleep "${FAKE_HANG_SECONDS:-617}" ;;
ascii) printf 'Beginning ASCII mode game.\n\nblack(1): '; exec sleep "${FAKE_HANG_SECONDS:-617}" ;;
cleanup)
	fifos=$(mktemp -d) && mkfifo "$fifos/in" "$fifos/out" || exit 1
	$FAKE_INNER <"$fifos/in" >"$fifos/out" &
	exec 3>"$fifos/in" 4<"$fifos/out"
	rm -rf "$fifos"
	# ask COMMAND: sends it to the inner engine and copies its response out.
	ask() {
		printf '%s\n' "$1" >&3
		while IFS= read -r answer <&4; do
			printf '%s\n' "$answer"
			[ -z "$answer" ] && break
		done
	}
	while IFS= read -r line; do
		[ -n "$FAKE_LOG" ] && printf '%s\n' "$line" >>"$FAKE_LOG"
		set -- $line
		case $1 in
		genmove) ask "play $2 pass" >/dev/null; reply pass ;;
		quit) ask quit; exit 0 ;;
		*) ask "$line" ;;
		esac
	done
	exit 0 ;;
esac
while IFS= read -r line; do
	[ -n "$FAKE_LOG" ] && printf '%s\n' "$line" >>"$FAKE_LOG"
	set -- $line
	cmd=$1
	case $cmd in
	protocol_version) reply 2 ;;
	name)
		case $mode in
		noname) printf '? unknown command\n\n' ;;
		badutf8) printf '= fake-\377\376-\303\n\n' ;;
		*) reply "fake-$mode" ;;
		esac ;;
	version) reply 1 ;;
	clear_board) [ "$mode" != rank ] || count=0; reply "" ;; # rank: each game anew
	boardsize)
		if [ "$mode" = noboard ]; then printf '? unacceptable size\n\n'; continue; fi
		size=$2; reply "" ;;
	known_command)
		if [ "$mode" = badcleanup ] && [ "$2" = kgs-genmove_cleanup ]; then reply true
		else case " $FAKE_KNOWS " in *" $2 "*) reply true ;; *) reply false ;; esac; fi ;;
	kgs-genmove_cleanup) reply banana ;;
	quit) reply ""; exit 0 ;;
	final_score)
		if [ "$mode" = badscore ]; then printf 'no idea\n'; else printf '? cannot score\n\n'; fi ;;
	play)
		if [ "$mode" = refuseplay ]; then printf '? illegal move\n\n'; else reply ""; fi ;;
	genmove)
		count=$((count + 1))
		case $mode in
		illegal) reply A1; continue ;;
		timed|rank)
			sleep "$(echo "$FAKE_THINK" | awk -v k="$count" '{ print k <= NF ? $k : NF ? $NF : 0 }')"
			if [ "$mode" = rank ] && [ "$count" -ge "$nth" ]; then reply resign
			elif [ "$count" -gt "$size" ]; then reply pass
			elif [ "$2" = b ] || [ "$2" = black ]; then reply "A$count"
			else reply "$(echo ABCDEFGHJKLMNOPQRSTUVWXYZ | cut -c "$size")$((size + 1 - count))"; fi
			continue ;;
		walk)
			sleep "$(echo "$nth" | awk '{ print $1 / 10 }')"
			if [ "$count" -gt 19 ]; then reply pass
			elif [ "$2" = b ] || [ "$2" = black ]; then reply "A$count"
			else reply "T$((20 - count))"; fi
			continue ;;
		slow)
			# FAKE_BUSY_DIR: a file there while this engine thinks; each
			# genmove appends how many engines think at once to DIR.seen.
			if [ -n "$FAKE_BUSY_DIR" ]; then
				: >"$FAKE_BUSY_DIR/$$"
				ls "$FAKE_BUSY_DIR" | wc -l >>"$FAKE_BUSY_DIR.seen"
			fi
			sleep "$(echo "$nth" | awk '{ print $1 / 10 }')"
			[ -z "$FAKE_BUSY_DIR" ] || rm -f "$FAKE_BUSY_DIR/$$"
			reply pass; continue ;;
		esac
		if [ "$count" -lt "$nth" ] || [ "$mode" = pass ]; then reply pass; continue; fi
		case $mode in
		crash) kill -SEGV $$ ;;
		exit) exit 3 ;;
		hang) sleep "${FAKE_HANG_SECONDS:-617}"; reply pass ;;
		garbage) printf 'I think therefore I am\n' ;;
		unparsable) reply banana ;;
		nul) printf '= pa\000ss\n\n' ;;
		closeout) exec >&-; sleep "${FAKE_HANG_SECONDS:-617}" ;;
		badutf8) printf '= \377banana\376\n\n' ;;
		flood) printf '= '; exec tr '\000' x </dev/zero ;;
		refuse) printf '? cannot generate a move\n\n' ;;
		resign) reply resign ;;
		*) reply pass ;;
		esac ;;
	*) reply "" ;;
	esac
done
