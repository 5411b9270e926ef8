#!/bin/sh
# seeds.sh -- builds the seed corpora and dictionaries of the fuzz targets:
#   fuzz_gtp_session  each regress/*.tst file as a session (the "#?" lines dropped),
#                     and every run of 40 lines of it
#   fuzz_gtp_line     every command line of regress/*.tst, behind a state byte
#   fuzz_sgf          the devset games (when there), plus a few small records
#   fuzz_parsers      vertices, colours and numbers, behind a board-size byte
# usage: sh fuzz/seeds.sh OUTDIR [DEVSET_GAMES_DIR]     (make fuzz runs it)
set -eu
out=${1:?usage: seeds.sh OUTDIR [DEVSET_GAMES_DIR]}
games=${2:-../shared/devset/games} # beside the repository; the seeds go on without it
cd "$(dirname "$0")/.."

for t in fuzz_gtp_session fuzz_gtp_line fuzz_sgf fuzz_parsers; do
	rm -rf "$out/$t"
	mkdir -p "$out/$t"
done

# Sessions and lines from the regress suite.
for f in regress/*.tst; do
	[ -f "$f" ] || continue
	base=$(basename "$f" .tst)
	grep -v '^#?' "$f" >"$out/fuzz_gtp_session/$base" || true
	awk -v dir="$out/fuzz_gtp_session" -v base="$base" '
		!/^#\?/ { chunk = int(n / 40); n++; print > (dir "/" base "-" chunk) }' "$f"
	awk -v dir="$out/fuzz_gtp_line" -v base="$base" '
		/^#/ || /^[ \t]*$/ { next }
		{ n++; printf "%c%s\n", 48 + n % 11, $0 > (dir "/" base "-" n) }' "$f"
done

# A few hand-written sessions, so the corpus is useful even without regress files.
printf 'boardsize 9\nplay b E5\nplay w pass\nplay b pass\nplay w pass\nfinal_score\nundo\nundo\nprintsgf\n' \
	>"$out/fuzz_gtp_session/passes"
printf 'boardsize 9\ngoref-rules superko\nplay b C4\nplay w F4\nplay b D5\nplay w E5\nplay b D3\nplay w E3\nplay b E4\nplay w D4\nis_legal b E4\nplay b pass\nplay w pass\nall_legal b\n' \
	>"$out/fuzz_gtp_session/superko"
printf 'boardsize 5\nfixed_handicap 2\ngogui-setup b A1 w B1\nset_free_handicap A1 B2\ngogui-play_sequence w C3 b D4 w pass\ngg-undo 2\ngoref-set_status dead C3\nfinal_status_list dead\ngoref-gfx_territory\nshowboard\n' \
	>"$out/fuzz_gtp_session/setup"
printf '7play b E5\n' >"$out/fuzz_gtp_line/play"
printf '2play b E4\n' >"$out/fuzz_gtp_line/ko"
printf '4final_score\n' >"$out/fuzz_gtp_line/score"

# SGF records.
if [ -d "$games" ]; then
	for g in "$games"/*.sgf; do
		cp "$g" "$out/fuzz_sgf/"
	done
fi
printf '(;GM[1]FF[4]SZ[9]KM[7.5]HA[2]AB[cc][gg]PL[W];W[ee];B[];W[dd]C[x])' >"$out/fuzz_sgf/handicap.sgf"
printf '(;FF[3]GaMe[1]SiZe[5]AddBlack[aa:bb]AE[aa];W[cc](;B[dd])(;B[ee]))' >"$out/fuzz_sgf/ff3.sgf"
printf '(;SZ[2]AB[aa];W[bb];B[tt];W[])' >"$out/fuzz_sgf/tiny.sgf"
printf '(;SZ[25]RU[Japanese]RE[W+R]KM[-3.5];B[yy];W[aa])' >"$out/fuzz_sgf/big.sgf"

# Tokens.
i=0
for tok in A1 a1 T19 t19 Z25 z25 J9 I5 A0 A01 pass PASS Pass b w black WHITE empty \
	0 -1 +7 7.5 -0.5 1e3 0x10 2147483647 -2147483648 2147483648 nan inf 9999 B100; do
	i=$((i + 1))
	printf '%b%s' "\\$(printf '%03o' $((i * 7 % 24 + 65)))" "$tok" >"$out/fuzz_parsers/tok$i"
done

# Dictionaries: command names and common arguments; SGF identifiers.
{
	sed -n 's/^	{ "\([^"]*\)".*/"\1"/p' gtp/commands.c
	for w in b w black white pass A1 T19 Z25 E5 dead alive seki superko simple \
		black_territory white_territory 0 1 -1 9 19 25 7.5 '#' ' ' '\x09'; do
		printf '"%s"\n' "$w"
	done
} >"$out/gtp.dict"
for w in '(;' ';' '(' ')' '[' ']' '\\]' GM FF SZ KM HA AB AW AE PL B W RU RE C '[]' '[tt]' \
	'[aa]' '[ss]' '[aa:cc]' 'GaMe' 'AddBlack'; do
	printf '"%s"\n' "$w"
done >"$out/sgf.dict"
echo "seeds: $(ls "$out"/fuzz_gtp_session | wc -l) sessions, $(ls "$out"/fuzz_gtp_line | wc -l) lines, $(ls "$out"/fuzz_sgf | wc -l) records, $(ls "$out"/fuzz_parsers | wc -l) tokens"
