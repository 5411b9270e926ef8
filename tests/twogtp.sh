#!/bin/sh
# twogtp.sh GOREF [GAMES] -- goref as gogui-twogtp's -referee under --rules chinese,
# on GNU Go players run with --chinese-rules (9x9, komi 7.5, fixed seeds, so a run
# replays the same games). Passes when every game ended without error and goref's
# result (RES_R) equals both GNU Go's own final_score (RES_B, RES_W).
# GOGUI (default ../shared/clients/gogui) is GoGui's folder; GNUGO the GNU Go
# binary (default /usr/games/gnugo). Without GoGui, Java or GNU Go: SKIPPED.
GOREF=${1:-./goref}
GAMES=${2:-6}
GOGUI=${GOGUI:-../shared/clients/gogui}
GNUGO=${GNUGO:-/usr/games/gnugo}
case $GOREF in /*) ;; *) GOREF=$(pwd)/$GOREF ;; esac

skip() { echo "twogtp: SKIPPED ($1)"; exit 0; }
[ -x "$GOGUI/bin/gogui-twogtp" ] || skip "no GoGui at $GOGUI (set GOGUI)"
command -v java >/dev/null 2>&1 || skip "no Java runtime"
[ -x "$GNUGO" ] || skip "no GNU Go at $GNUGO (set GNUGO)"

T=$(mktemp -d "${TMPDIR:-/tmp}/goref-twogtp.XXXXXX") || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
"$GOGUI/bin/gogui-twogtp" -auto -force -size 9 -komi 7.5 -games "$GAMES" -sgffile "$T/game" \
	-black "$GNUGO --mode gtp --chinese-rules --level 1 --seed 11" \
	-white "$GNUGO --mode gtp --chinese-rules --level 1 --seed 23" \
	-referee "$GOREF --rules chinese" >"$T/twogtp.out" 2>&1
if [ ! -s "$T/game.dat" ]; then
	echo "twogtp: FAIL (no results table)"
	cat "$T/twogtp.out"
	exit 1
fi
# The table: #GAME RES_B RES_W RES_R ALT DUP LEN TIME_B TIME_W CPU_B CPU_W ERR ERR_MSG
awk -F '\t' -v games="$GAMES" '
	/^#/ { next }
	{
		n++
		ok = $12 == 0 && $4 ~ /^(B\+|W\+)[0-9.]+$|^0$/ && $4 == $2 && $4 == $3
		if (ok) agree++
		else printf "twogtp: game %s: goref %s, GNU Go as Black %s, as White %s, error %s %s\n",
			$1, $4, $2, $3, $12, $13
	}
	END {
		printf "twogtp: %d games, goref (--rules chinese) equals GNU Go --chinese-rules in %d\n",
			n, agree
		exit !(n == games && agree == n)
	}' "$T/game.dat"
