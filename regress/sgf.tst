# sgf.tst -- loadsgf (GNU Go's extension: FILE [movenumber|vertex]) and
# printsgf [FILE], on the small records in regress/sgf/. Paths are relative to
# this file's folder, where regress/run and gogui-regress start the engine; the
# round trip writes into the build folder beside it (../build, made by `make`).

# A plain record: size, komi and the main line's moves; the answer is the
# colour to move.
1 loadsgf sgf/simple.sgf
#? [black]
2 query_boardsize
#? [9]
3 get_komi
#? [6\.5]
4 list_stones black
#? [E5 D4]
5 list_stones white
#? [G7 C3]
6 move_history
#? [white G7\nblack D4\nwhite C3\nblack E5]
7 showboard
#? [.*move 4, black to move]

# The moves of a loaded record can be taken back and played on.
8 undo
#? []
9 list_stones white
#? [C3]
10 play w G7
#? []
11 play b F5
#? []
12 move_history
#? [black F5\nwhite G7\nblack D4\nwhite C3\nblack E5]

# Captures in the record count as prisoners (doc/rules.md 8.2, played out).
20 loadsgf sgf/capture.sgf
#? [white]
21 captures black
#? [2]
22 list_stones white
#? [A8 B8 H8 H2]
23 color D4
#? [empty]
# Stopping before move 12 (GNU Go's movenumber): the capture is not yet made.
24 loadsgf sgf/capture.sgf 12
#? [black]
25 captures black
#? [0]
26 list_stones white
#? [A8 B8 H8 D4 E4 H2]
27 countlib D4
#? [1]
# Stopping before the first move at a vertex: the same position.
28 loadsgf sgf/capture.sgf E5
#? [black]
29 list_stones white
#? [A8 B8 H8 D4 E4 H2]
30 last_move
#? [white A8]
# Move number 1: the empty board; past the end: the whole record.
31 loadsgf sgf/simple.sgf 1
#? [black]
32 list_stones black
#? []
33 move_history
#? []
34 loadsgf sgf/simple.sgf 100
#? [black]
35 list_stones black
#? [E5 D4]

# Handicap: HA and AB setup stones, White's move first, and KM.
40 loadsgf sgf/handicap.sgf
#? [white]
41 list_stones black
#? [G7 E6 C3]
42 list_stones white
#? [E5]
43 move_history
#? [black E6\nwhite E5]
44 get_komi
#? [0\.5]
45 gg-undo 2
#? []
46 list_stones black
#? [G7 C3]
47 showboard
#? [.*move 0, white to move]
48 undo
#? [cannot undo]*

# Setup stones of both colours and PL on a 7x7 board.
50 loadsgf sgf/setup.sgf
#? [white]
51 query_boardsize
#? [7]
52 list_stones black
#? [A7 B6]
53 list_stones white
#? [F2 G1]
54 move_history
#? []

# Passes, written B[] (FF[4]) or [tt] (FF[3]): pass stones, and the end.
60 loadsgf sgf/passes.sgf
#? [black]
61 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*play has ended]
62 final_score
#? [B\+73\.5]
63 loadsgf sgf/passes-ff3.sgf
#? [black]
64 move_history
#? [white (pass|PASS)\nblack (pass|PASS)\nwhite (pass|PASS)\nblack E5]
65 final_score
#? [B\+73\.5]

# Variations: only the main line (the first one) is played.
70 loadsgf sgf/variations.sgf
#? [white]
71 list_stones black
#? [E5 G3]
72 list_stones white
#? [C7]

# Another size and an integer komi.
75 loadsgf sgf/size13.sgf
#? [white]
76 query_boardsize
#? [13]
77 list_stones white
#? [K10]
78 get_komi
#? [5]

# Refusals change nothing: not a file, a directory, not SGF, an illegal
# move in the record, a bad limit. The state before: 9x9, komi 6.5, superko,
# B E5, W pass.
boardsize 9
clear_board
komi 6.5
goref-rules superko
play b E5
play w pass
80 loadsgf sgf/no-such-file.sgf
#? [cannot load file]*
81 loadsgf sgf
#? [cannot load file]*
82 loadsgf sgf/broken.sgf
#? [cannot load file]*
83 loadsgf sgf/illegal.sgf
#? [cannot load file]*
84 loadsgf sgf/simple.sgf 0
#? [syntax error]*
85 loadsgf sgf/simple.sgf nowhere
#? [syntax error]*
86 loadsgf
#? [syntax error]*
# A record's komi beyond komi's range (-1000 to 1000, as komi and --komi): refused.
87 loadsgf sgf/komi-huge.sgf
#? [cannot load file]*
96 query_boardsize
#? [9]
88 get_komi
#? [6\.5]
89 goref-rules
#? [.*\nko POSITIONAL\n.*]
90 list_stones black
#? [E5]
91 list_stones white
#? []
92 move_history
#? [white (pass|PASS)\nblack E5]
93 showboard
#? [.*Black \(X\) prisoners: 1 \(captured 0, pass stones 1\).*move 2, black to move]
# loadsgf keeps the ko rule.
94 loadsgf sgf/simple.sgf
#? [black]
95 goref-rules
#? [.*\nko POSITIONAL\n.*]
clear_board
goref-rules simple

# printsgf with no file: the record in the response, FF[4].
100 loadsgf sgf/simple.sgf
#? [black]
101 printsgf
#? [\(;.*\)]
102 printsgf
#? [.*FF\[4\].*]
103 printsgf
#? [.*GM\[1\].*]
104 printsgf
#? [.*SZ\[9\].*]
105 printsgf
#? [.*KM\[6\.5\].*]
106 printsgf
#? [.*;B\[ee\];W\[cg\];B\[df\];W\[gc\].*]
# No result before play has ended.
107 printsgf
#? [!.*RE\[.*]
108 loadsgf sgf/handicap.sgf
#? [white]
109 printsgf
#? [.*HA\[2\].*]
110 printsgf
#? [.*AB(\[gc\]\[cg\]|\[cg\]\[gc\]).*]
111 printsgf
#? [.*;W\[ee\];B\[ed\].*]
112 loadsgf sgf/passes.sgf
#? [black]
113 printsgf
#? [.*;B\[ee\];W\[(tt)?\];B\[(tt)?\];W\[(tt)?\].*]
114 printsgf
#? [.*RE\[B\+73\.5\].*]

# printsgf FILE, then loadsgf of that file: the same game comes back.
boardsize 9
clear_board
komi 7.5
play b C3
play w D4
play b pass
play w E5
120 printsgf ../build/regress-roundtrip.sgf
#? []
boardsize 5
clear_board
121 loadsgf ../build/regress-roundtrip.sgf
#? [black]
122 query_boardsize
#? [9]
123 move_history
#? [white E5\nblack (pass|PASS)\nwhite D4\nblack C3]
124 showboard
#? [.*White \(O\) prisoners: 1 \(captured 0, pass stones 1\).*]

# A file that cannot be written: refused, nothing else happens.
130 printsgf /nonexistent-directory/x.sgf
#? [cannot write file]*
131 move_history
#? [white E5\nblack (pass|PASS)\nwhite D4\nblack C3]
132 printsgf a b
#? [syntax error]*
