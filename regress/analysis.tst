# analysis.tst -- the search seen from GTP: Leela Zero's and KataGo's analysis
# (lz-analyze, kata-analyze), their genmove_analyze forms (lines while
# thinking, then "play V", the move played), GNU Go's reg_genmove (the move
# without playing it) and the search drawn as GoGui gfx. Bad arguments are a
# syntax error that changes nothing.
# A well-formed lz-analyze or kata-analyze runs until the next command arrives,
# as in Leela Zero and KataGo, so a runner that waits for each answer before
# sending the next command (gogui-regress) would wait for ever: here they have
# error cases only. Their lines, their stop on the next command and ownership
# are tested through Sabaki's own library (tests/sabaki/analysis.test.js) and in
# process (tests/check_analyze.c).

boardsize 9
clear_board
komi 7.5
play b E5
# Short searches: a playout count instead of a second a move, on one thread so
# that the move does not depend on the machine's load (two threads under load
# once chose pass for 20 below).
goref-set_param playouts 300
goref-set_param threads 1

# Errors: a bad interval, an unknown key, a key without its value, ownership
# for Leela Zero's format, a bad ownership value. Nothing changes.
10 lz-analyze b -1
#? [syntax error]*
11 lz-analyze b 10 visits 100
#? [syntax error]*
12 kata-analyze b 10 interval
#? [syntax error]*
13 lz-analyze b 10 ownership true
#? [syntax error]*
14 kata-analyze b 10 ownership yes
#? [syntax error]*
15 kata-analyze purple
#? [syntax error]*
16 lz-genmove_analyze w 10 maxmoves -2
#? [syntax error]*
17 kata-genmove_analyze b x y
#? [syntax error]*
18 move_history
#? [black E5]

# reg_genmove chooses without playing.
20 reg_genmove w
#? [[A-HJ][1-9]]
21 move_history
#? [black E5]
22 reg_genmove
#? [syntax error]*
23 reg_genmove purple
#? [syntax error]*

# genmove_analyze: lines while it thinks, then "play V"; the move is played.
# ("play " is optional in the patterns: gogui-regress reads a command named
# *genmove* as a move and keeps only the vertex; check_analyze.c checks it.)
30 lz-genmove_analyze w 10
#? [(info [^\n]*\n)*(play )?[A-HJ][1-9]]
31 last_move
#? [white [A-HJ][1-9]]
32 kata-genmove_analyze b 10 ownership true
#? [((info|ownership) [^\n]*\n)*(play )?[A-HJ][1-9]]
33 last_move
#? [black [A-HJ][1-9]]

# The search as GoGui gfx: labelled moves, or the best line, and a status text; never
# labels and the line together (the line's numbered stones would hide the labels).
40 goref-gfx_winrates
#? [LABEL( [A-HJ][1-9] [0-9]+)*\nTEXT white to move: .*]
41 goref-gfx_visits b
#? [LABEL( [A-HJ][1-9] [0-9]+(\.[0-9])?[kM]?)*\nTEXT black to move: .*]
44 goref-gfx_pv b
#? [(VAR( [bw] ([A-HJ][1-9]|pass))+\n)?TEXT black to move: .*]
42 goref-gfx_visits purple
#? [syntax error]*
43 move_history
#? [black [A-HJ][1-9]\nwhite [A-HJ][1-9]\nblack E5]
