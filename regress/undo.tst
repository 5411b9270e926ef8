# undo.tst -- undo and gg-undo: stones, prisoners, pass stones, ko, the end
# of play and the superko history all go back exactly; refusals change nothing.

# Nothing to undo on a fresh board.
boardsize 9
clear_board
komi 7.5
1 undo
#? [cannot undo]*
2 gg-undo
#? [cannot undo]*
3 move_history
#? []
4 showboard
#? [.*move 0, black to move]
5 gg-undo 0
#? []
6 showboard
#? [.*move 0, black to move]

# Undo a capture: the white stones come back, Black's prisoners go.
boardsize 9
clear_board
play w D4
play w E4
play b C4
play b D3
play b E3
play b F4
play b D5
play b E5
10 captures black
#? [2]
11 undo
#? []
12 captures black
#? [0]
13 list_stones white
#? [D4 E4]
14 countlib D4
#? [1]
15 color E5
#? [empty]
16 last_move
#? [black D5]
17 showboard
#? [.*Black \(X\) prisoners: 0 \(captured 0, pass stones 0\).*move 7, .*]
# The same capture again.
18 play b E5
#? []
19 captures black
#? [2]
20 list_stones white
#? []

# Undo passes: the pass stones go back, and so does the end of play.
boardsize 9
clear_board
play b E5
play w pass
play b pass
play w pass
30 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*play has ended]
31 undo
#? []
32 showboard
#? [.*Black \(X\) prisoners: 1 \(captured 0, pass stones 1\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*move 3, white to move]
33 goref-score
#? [.*\nplay has not ended; implied closing passes: W pass\n.*]
34 final_score
#? [B\+73\.5]
35 undo
#? []
36 showboard
#? [.*Black \(X\) prisoners: 1 \(captured 0, pass stones 1\)\nWhite \(O\) prisoners: 0 \(captured 0, pass stones 0\)\n.*move 2, black to move]
37 move_history
#? [white (pass|PASS)\nblack E5]
38 gg-undo 2
#? []
39 showboard
#? [.*Black \(X\) prisoners: 0 \(captured 0, pass stones 0\)\nWhite \(O\) prisoners: 0 \(captured 0, pass stones 0\)\n.*move 0, black to move]
40 list_stones black
#? []

# Undo the ko capture: D4 is back and the ban is gone.
boardsize 9
clear_board
play w D4
play w E3
play w F4
play w E5
play b C4
play b D3
play b D5
play b E4
50 is_legal w D4
#? [0]
51 undo
#? []
52 color D4
#? [white]
53 captures black
#? [0]
54 is_legal b E4
#? [1]
55 play b E4
#? []
56 is_legal w D4
#? [0]
# A ban lifted by two moves elsewhere returns when they are taken back.
play w H8
play b H7
57 is_legal w D4
#? [1]
58 gg-undo 2
#? []
59 is_legal w D4
#? [0]
60 last_move
#? [black E4]

# gg-undo of more moves than were played is refused whole.
boardsize 9
clear_board
play b C3
play w G7
play b E5
70 gg-undo 4
#? [cannot undo]*
71 gg-undo -1
#? [syntax error]*
72 gg-undo two
#? [syntax error]*
73 gg-undo 1 2
#? [syntax error]*
74 undo 1
#? [syntax error]*
75 move_history
#? [black E5\nwhite G7\nblack C3]
76 list_stones black
#? [E5 C3]
77 showboard
#? [.*move 3, white to move]
78 gg-undo 3
#? []
79 move_history
#? []
80 undo
#? [cannot undo]*
81 showboard
#? [.*move 0, black to move]

# Superko remembers only the positions still in the game: after taking back
# a ko capture, playing it again is legal.
boardsize 9
clear_board
goref-rules superko
play w D4
play w E3
play w F4
play w E5
play b C4
play b D3
play b D5
play b E4
90 undo
#? []
91 is_legal b E4
#? [1]
92 play b E4
#? []
93 captures black
#? [1]
clear_board
goref-rules simple

# Undo reaches back over a resumed game: play after the end, then undo.
boardsize 9
clear_board
play b E5
play w pass
play b pass
play w pass
play b D4
100 showboard
#? [.*white to move]
101 undo
#? []
102 showboard
#? [.*play has ended]
103 final_score
#? [B\+73\.5]

# Undo does not touch komi, board size or the ko rule.
boardsize 13
clear_board
komi 0.5
goref-rules superko
play b D4
110 undo
#? []
111 get_komi
#? [0\.5]
112 query_boardsize
#? [13]
113 goref-rules
#? [.*\nko POSITIONAL\n.*]
