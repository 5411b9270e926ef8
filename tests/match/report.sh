#!/bin/sh
# report.sh MATCH GOREF -- end-to-end tests of goref-match's report page (--report DIR,
# and the page a run writes at its end): small matches of goref against itself and of
# the fake engines, a made-up folder of three engines with a void game, and folders too
# large to draw whole; the page checked in its source (one board a game played, the
# crosstable's cells against the results files, links to records that exist, the
# referee's count in the records and on the boards, escaping) and, where Chromium is
# installed, as a real browser reads it: the rendered DOM, the page parsed as XML, a
# screenshot and a PDF print.
# Prints one line per check and "N passed, N failed"; exits 1 on any failure.
HERE=$(cd "$(dirname "$0")" && pwd)
. "$HERE/checks.sh"
match_setup report-test "$@"
NAME='A<&"b'

# board_count FILE: the boards (inline SVGs of a final position) in a page or a DOM.
board_count() { grep -o '<svg[^>]*class="board"' "$1" | wc -l; }
# played RESULTS...: the games played (one record a game number, not void).
played() { cat "$@" | awk -F '\t' '!/^#/ && $4 != "-" && !seen[$1]++ { n++ } END { print n + 0 }'; }
# cross_expected RESULTS...: each ordered pair that met, "row|column|points/games", from the
# records (the first of each game number, void ones left out), sorted.
cross_expected() {
	cat "$@" | awk -F '\t' '!/^#/ && $4 != "-" && !seen[$1]++ {
		b = $2; w = $3; pb = $4 == "B" ? 1 : $4 == "0" ? 0.5 : 0
		g[b "|" w]++; p[b "|" w] += pb; g[w "|" b]++; p[w "|" b] += 1 - pb
	} END { for (k in g) print k "|" p[k] "/" g[k] }' | sort
}
# cross_shown FILE: the crosstable's cells of a page or a DOM, the same way: the row
# engines' names (entities decoded) by rank, each cell "row|column|text".
cross_shown() {
	awk '/<table class="cross"/ { on = 1 } on && /<\/table>/ { on = 0 } on {
		while (match($0, /data-rank="[0-9]+">[0-9]+\. [^<]*</)) {
			s = substr($0, RSTART, RLENGTH); $0 = substr($0, RSTART + RLENGTH)
			rank = s; sub(/^data-rank="/, "", rank); sub(/".*/, "", rank)
			name = s; sub(/^[^>]*>[0-9]+\. /, "", name); sub(/<$/, "", name)
			gsub(/&lt;/, "<", name); gsub(/&gt;/, ">", name); gsub(/&quot;/, "\"", name)
			gsub(/&#39;/, "\047", name); gsub(/&amp;/, "\\&", name)
			names[rank] = name
		}
		line = line $0 "\n"
	} END {
		while (match(line, /data-row="[0-9]+" data-col="[0-9]+">[^<]*</)) {
			s = substr(line, RSTART, RLENGTH); line = substr(line, RSTART + RLENGTH)
			split(s, q, "\""); text = s; sub(/^[^>]*>/, "", text); sub(/<$/, "", text)
			if (text != "") print names[q[2]] "|" names[q[4]] "|" text
		}
	}' "$1" | sort
}
# links_ok DIR: every record link of DIR's page is to a file that exists, and there is one.
links_ok() {
	links=$(grep -o 'href="game-[0-9]*\.sgf"' "$1/report.html" | sed 's/href="//; s/"$//')
	[ -n "$links" ] || return 1
	for l in $links; do [ -s "$1/$l" ] || return 1; done
}
# areas FILE: for each game drawn, "game black white": stones alive plus territory
# squares of each side on its board.
areas() {
	awk '{ n = split($0, parts, /<tr id="game-/)
		for (i = 2; i <= n; i++) {
			row = parts[i]; game = row; sub(/".*/, "", game)
			if (row !~ /class="board"/) continue
			print game, marks(row, "stones b", "<circle") + marks(row, "tb", "<rect"),
			      marks(row, "stones w", "<circle") + marks(row, "tw", "<rect")
		} }
	function marks(s, group, element,   at, rest, body) {
		at = index(s, "<g class=\"" group "\"")
		if (!at) return 0
		rest = substr(s, at); body = substr(rest, 1, index(rest, "</g>"))
		return gsub(element, "", body)
	}' "$1"
}
# counts_agree DIR KOMI: under area counting, each counted game's detail "counted by
# goref: B x, W y" is the board's stones and territory (White's with komi).
counts_agree() {
	areas "$1/report.html" >"$T/areas"
	n=0
	while read -r game b w; do
		detail=$(awk -F '\t' -v g="$game" '$1 == g { print $16 }' "$1/results.tsv")
		want=$(printf '%s\n' "$detail" | sed -n 's/.*counted by goref: B \([0-9.]*\), W \([0-9.]*\).*/\1 \2/p')
		got=$(awk -v b="$b" -v w="$w" -v k="$2" 'BEGIN { printf "%.1f %.1f", b, w + k }')
		[ "$want" = "$got" ] || { echo "game $game: detail '$detail', board $got" >&2; return 1; }
		n=$((n + 1))
	done <"$T/areas"
	[ "$n" -gt 0 ]
}

echo "# a match of goref against itself: the page written at the end of the run"
D=$T/self
"$MATCH" --black "$GOREF --seed {game}" --white "$GOREF --seed 7{game}" --black-name "$NAME" \
	--size 9 --rules chinese --games 4 --alternate -j 2 --out "$D" >"$D.out" 2>"$D.err"
check "the run recorded 4 games" test "$(played "$D/results.tsv")" -eq 4
check "the run wrote report.html" test -s "$D/report.html"
check "one board a game played" test "$(board_count "$D/report.html")" -eq 4
scored=$(awk -F '\t' '!/^#/ && $6 == "score" { printf "%06d ", $1 }' "$D/results.tsv")
check "the games ended by a count" test -n "$scored"
for g in $scored; do
	check "game $g: its record has the referee's territory (TB/TW, last node)" \
		sh -c "tail -2 '$D/game-$g.sgf' | grep -Eq 'T[BW](\[[a-s][a-s]\])+'"
done
check "the boards are what goref counted: stones and territory make the area" counts_agree "$D" 7.5
cross_expected "$D/results.tsv" >"$T/self.want"
cross_shown "$D/report.html" >"$T/self.got"
check "the crosstable's cells are the results file's points/games" cmp "$T/self.want" "$T/self.got"
check "... both pairs shown" test "$(wc -l <"$T/self.got")" -eq 2
check "the record links point to existing records" links_ok "$D"
check "the score chart is there" grep -q 'id="score-chart"' "$D/report.html"
check "the length histogram is there" grep -q 'id="length-chart"' "$D/report.html"
check "no SPRT chart without an SPRT" sh -c "! grep -q 'id=\"llr-chart\"' '$D/report.html'"
check "the engine name is escaped" grep -qF 'A&lt;&amp;&quot;b' "$D/report.html"
check "... never raw" sh -c "! grep -qF '$NAME' '$D/report.html'"
check "the summary (as --summary prints it) is on the page" \
	grep -q "<pre>games: 4$" "$D/report.html"
check "no script, nothing fetched" sh -c "! grep -Eiq '<script|src=\"http|href=\"http|@import' '$D/report.html'"
check "print rules" grep -q '@media print{@page{size:A4' "$D/report.html"
rm "$D/report.html"
"$MATCH" --report "$D" >"$T/again.out" 2>&1
check "--report DIR writes it again (exit 0)" test $? -eq 0 -a -s "$D/report.html"
check "... with its boards" test "$(board_count "$D/report.html")" -eq 4

echo "# an SPRT: the LLR after each game, as --summary --sprt walks it"
D=$T/sprt
"$MATCH" --black "$FAKE resign 1" --white "$FAKE pass" --size 9 --games 20 --sprt 0,100 \
	--out "$D" >/dev/null 2>&1
check "the SPRT chart is there" grep -q 'id="llr-chart"' "$D/report.html"
"$MATCH" --summary --sprt 0,100 "$D/results.tsv" | grep '^sprt:' >"$T/sprt.want"
sed -n '/<pre class="sprt">/,/<\/pre>/p' "$D/report.html" | sed 's/<[^>]*>//g' | grep '^sprt:' >"$T/sprt.got"
check "... with the numbers --summary --sprt prints" cmp "$T/sprt.want" "$T/sprt.got"
check "... H0 at game 9, marked" grep -q 'class="mark".*H0 accepted at game 9' "$D/report.html"
check "resigned games: a board each, plain (no count)" sh -c \
	"test \$(grep -o '<svg[^>]*class=\"board\"' '$D/report.html' | wc -l) -eq $(played "$D/results.tsv") &&
	 ! grep -q 'class=\"tb\"\\|class=\"tw\"\\|class=\"dead' '$D/report.html'"
check "... and no TB/TW in their records" sh -c "! grep -l 'TB\[\|TW\[' '$D'/game-*.sgf"
"$MATCH" --report "$D" >/dev/null 2>&1
check "--report DIR alone: no SPRT (it is no setting of the match)" \
	sh -c "! grep -q 'id=\"llr-chart\"' '$D/report.html'"
"$MATCH" --report "$D" --sprt 0,100 >/dev/null 2>&1
check "--report DIR --sprt: the SPRT chart" grep -q 'id="llr-chart"' "$D/report.html"

echo "# a folder of three engines, shards, a void game and records missing"
D=$T/three
mkdir -p "$D"
rec() { printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t1.000\t2.000\t-\t-\t-\t-\t00000000000000%02d\t0.010\tx\n' "$@" "$1"; }
{ echo "$RESULTS_HEADER"; printf '#rules\tchinese\n'
  rec 1 "$NAME" Bee B B+3.5 score 120
  rec 2 Bee "C'x" W W+R resign 80
  rec 3 "C'x" "$NAME" B B+F illegal 30
  rec 4 "$NAME" "C'x" - Void withdrawn 0
  rec 5 Bee "$NAME" 0 0 score 200; } >"$D/results-1-of-2.tsv"
{ echo "$RESULTS_HEADER"
  rec 6 "C'x" Bee W W+T timeout 45
  rec 6 "C'x" Bee W W+T timeout 45
  rec 7 "$NAME" Bee W W+2.5 adjudicated 150; } >"$D/results-2-of-2.tsv"
"$MATCH" --report "$D" >"$T/three.out" 2>&1
check "--report: exit 0" test $? -eq 0 -a -s "$D/report.html"
cross_expected "$D"/results-*.tsv >"$T/three.want"
cross_shown "$D/report.html" >"$T/three.got"
check "both shards' records in the crosstable" cmp "$T/three.want" "$T/three.got"
check "... six pairs of three engines" test "$(wc -l <"$T/three.got")" -eq 6
check "a row a game, the duplicate record once" test "$(grep -c '^<tr id="game-' "$D/report.html")" -eq 7
check "the void game: not played, no board, no record link" \
	grep -q '^<tr id="game-4" class="void">.*not played</td><td>withdrawn</td><td></td><td></td><td></td><td></td></tr>' "$D/report.html"
check "records missing: said, no link, no board" sh -c \
	"test \$(grep -c '>missing<' '$D/report.html') -eq 6 && ! grep -q 'href=\"game-' '$D/report.html' &&
	 test \$(grep -o '<svg[^>]*class=\"board\"' '$D/report.html' | wc -l) -eq 0"
check "the faults, marked, by the engine at fault" \
	grep -q '<tr class="fault"><th scope="row">timeout <span class="tag">fault</span></th><td class="n">1</td>' "$D/report.html"
check "a line for each of the three engines" \
	test "$(grep -o '<polyline class="line"' "$D/report.html" | wc -l)" -eq 3
check "every name escaped" sh -c "grep -qF 'C&#39;x' '$D/report.html' && ! grep -qF \"C'x\" '$D/report.html'"

echo "# bad folders: a clear error, nothing written"
mkdir -p "$T/empty"
"$MATCH" --report "$T/empty" >/dev/null 2>"$T/empty.err"
check "no results file: exit 1, said, no page" sh -c \
	"test $? -eq 1 && grep -q 'holds no results file' '$T/empty.err' && test ! -e '$T/empty/report.html'"
"$MATCH" --report "$T/none" >/dev/null 2>"$T/none.err"
check "no folder: exit 1, said" sh -c "test $? -eq 1 && grep -q 'cannot read the folder' '$T/none.err'"
cp "$D/report.html" "$T/three.before"
printf 'garbage\n' >>"$D/results-2-of-2.tsv"
"$MATCH" --report "$D" >/dev/null 2>"$T/bad.err"
check "a line that is no record: exit 1, the file and line said" sh -c \
	"test $? -eq 1 && grep -q 'results-2-of-2.tsv:5: not a goref-match results file' '$T/bad.err'"
check "... the page as it was" cmp "$T/three.before" "$D/report.html"
"$MATCH" --report "$D" --summary "$D/results-1-of-2.tsv" >/dev/null 2>"$T/both.err"
check "--report with --summary: refused (exit 2)" sh -c "test $? -eq 2 && grep -q 'not both' '$T/both.err'"

echo "# large folders: boards and rows within bounds, said on the page"
D=$T/boards
mkdir -p "$D"
awk -v h="$RESULTS_HEADER" 'BEGIN { print h; for (g = 1; g <= 2500; g++)
	printf "%d\tA\tB\t%s\tB+R\tresign\t2\t0.100\t0.100\t-\t-\t-\t-\t%016x\t0.001\tx\n", g,
		g % 3 ? "B" : "W", g }' >"$D/results.tsv"
awk -v d="$D" 'BEGIN { for (g = 1; g <= 2500; g++)
	printf "(;FF[4]SZ[9]RE[B+R];B[ee];W[cc])\n" >(d "/game-" sprintf("%06d", g) ".sgf") }'
"$MATCH" --report "$D" >/dev/null 2>&1
check "2500 games: 2000 boards" test "$(board_count "$D/report.html")" -eq 2000
check "... the first 1000 and the last 1000" sh -c \
	"grep -q '<tr id=\"game-1000\".*class=\"board\"' '$D/report.html' &&
	 ! grep -q '<tr id=\"game-1001\".*class=\"board\"' '$D/report.html' &&
	 ! grep -q '<tr id=\"game-1500\".*class=\"board\"' '$D/report.html' &&
	 grep -q '<tr id=\"game-1501\".*class=\"board\"' '$D/report.html' &&
	 grep -q '<tr id=\"game-2500\".*class=\"board\"' '$D/report.html'"
check "... said on the page" grep -q 'the first 1000 and the last 1000 are drawn' "$D/report.html"
check "... every game listed" test "$(grep -c '^<tr id="game-' "$D/report.html")" -eq 2500
D=$T/rows
mkdir -p "$D"
awk -v h="$RESULTS_HEADER" 'BEGIN { print h; for (g = 1; g <= 25000; g++)
	printf "%d\tA\tB\tB\tB+R\tresign\t%d\t0.100\t0.100\t-\t-\t-\t-\t%016x\t0.001\tx\n", g, g % 300, g }' \
	>"$D/results.tsv"
"$MATCH" --report "$D" >/dev/null 2>&1
check "25000 games: 20000 rows listed" test "$(grep -c '^<tr id="game-' "$D/report.html")" -eq 20000
check "... the gap said" grep -q '5000 games not listed' "$D/report.html"
check "... the page stays small (under 8 MB)" test "$(wc -c <"$D/report.html")" -lt 8000000
check "... a chart line of at most 1001 points" sh -c \
	"test \$(grep -o '<polyline class=\"line\"[^>]*' '$D/report.html' | tr ' ' '\n' | grep -c ',') -le 1001"

# png_size FILE: "PNG WIDTH HEIGHT" of a PNG file (its signature, then IHDR's numbers).
png_size() {
	od -An -tu1 -N24 "$1" | tr -s ' \n' '  ' | awk '{
		png = $1 == 137 && $2 == 80 && $3 == 78 && $4 == 71
		print (png ? "PNG" : "not a PNG"), (($17 * 256 + $18) * 256 + $19) * 256 + $20,
		      (($21 * 256 + $22) * 256 + $23) * 256 + $24 }'
}

echo "# a real browser: headless Chromium"
CHROMIUM=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$CHROMIUM" ]; then
	echo "SKIPPED: chromium not installed"
else
	# As root (CI) Chromium needs --no-sandbox; its profile lives in the test's folder.
	browse() { "$CHROMIUM" --headless --disable-gpu --no-sandbox --user-data-dir="$T/chromium" \
		--no-first-run "$@" 2>>"$T/chromium.err"; }
	D=$T/self
	browse --dump-dom "file://$D/report.html" >"$T/dom.html"
	check "Chromium renders the page" grep -q '<h1>Match report</h1>' "$T/dom.html"
	check "... one board (svg) a game in the DOM" test "$(board_count "$T/dom.html")" -eq 4
	cross_shown "$T/dom.html" >"$T/dom.cross"
	check "... the crosstable's cells as the results file's" cmp "$T/self.want" "$T/dom.cross"
	check "... the score chart" grep -q '<svg[^>]*id="score-chart"' "$T/dom.html"
	check "... the boards in the games table (no markup misplaced)" sh -c \
		"test \$(sed -n '/<table class=\"games\"/,/<\/table>/p' '$T/dom.html' | grep -o 'class=\"board\"' | wc -l) -eq 4"
	cp "$D/report.html" "$T/page.xhtml"
	browse --dump-dom "file://$T/page.xhtml" >"$T/dom.xhtml"
	check "the page is well-formed XML too (XHTML: no parser error)" sh -c \
		"grep -q 'Match report' '$T/dom.xhtml' && ! grep -q 'parsererror' '$T/dom.xhtml'"
	cp "$T/three/report.html" "$T/three.xhtml"
	browse --dump-dom "file://$T/three.xhtml" >"$T/dom3.xhtml"
	check "... the page of escaped names too" sh -c \
		"grep -q 'Match report' '$T/dom3.xhtml' && ! grep -q 'parsererror' '$T/dom3.xhtml'"
	browse --screenshot="$T/report.png" --window-size=1280,900 "file://$D/report.html" >/dev/null
	check "a screenshot: a PNG of 1280x900" test "$(png_size "$T/report.png")" = "PNG 1280 900"
	check "... of non-trivial size" test "$(wc -c <"$T/report.png")" -gt 30000
	browse --print-to-pdf="$T/report.pdf" --no-pdf-header-footer "file://$D/report.html" >/dev/null
	check "printed to PDF: more than one page" sh -c \
		"head -c 5 '$T/report.pdf' | grep -q '%PDF' &&
		 test \$(grep -ao '/Count [0-9]*' '$T/report.pdf' | awk '{ print \$2 }' | sort -n | tail -1) -ge 2"
fi

echo "report: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
