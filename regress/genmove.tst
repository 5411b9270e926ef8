# genmove.tst -- what one session can show about move generation: genmove
# answers a legal vertex and plays it, takes an obvious capture, keeps out of
# its own eyes, passes on a finished board, and kgs-genmove_cleanup removes
# dead stones instead of passing.

# One thread and a fixed playout count: the search gives the same move
# every run (goref-set_param; the seed is --seed's, 0).
goref-set_param threads 1
goref-set_param playouts 300

# On an empty board: a point, played for that colour; then it is the
# other side's turn.
boardsize 9
clear_board
komi 7.5
1 genmove b
#? [[A-HJ][1-9]]
2 list_stones black
#? [[A-HJ][1-9]]
3 list_stones white
#? []
4 showboard
#? [.*move 1, white to move]
5 genmove w
#? [[A-HJ][1-9]]
6 list_stones white
#? [[A-HJ][1-9]]
7 move_history
#? [white [A-HJ][1-9]\nblack [A-HJ][1-9]]
# Colours may be written out, in any case (GTP).
8 genmove BLACK
#? [[A-HJ][1-9]]
9 genmove White
#? [[A-HJ][1-9]]

# Self-play: every generated move is accepted by the referee it came from
# (an illegal one would be answered with '?').
boardsize 9
clear_board
10 genmove b
#? [[A-HJ][1-9]|pass|PASS]
11 genmove w
#? [[A-HJ][1-9]|pass|PASS]
12 genmove b
#? [[A-HJ][1-9]|pass|PASS]
13 genmove w
#? [[A-HJ][1-9]|pass|PASS]
14 genmove b
#? [[A-HJ][1-9]|pass|PASS]
15 genmove w
#? [[A-HJ][1-9]|pass|PASS]
16 genmove b
#? [[A-HJ][1-9]|pass|PASS]
17 genmove w
#? [[A-HJ][1-9]|pass|PASS]
18 genmove b
#? [[A-HJ][1-9]|pass|PASS]
19 genmove w
#? [[A-HJ][1-9]|pass|PASS]
20 genmove b
#? [[A-HJ][1-9]|pass|PASS]
21 genmove w
#? [[A-HJ][1-9]|pass|PASS]
22 genmove b
#? [[A-HJ][1-9]|pass|PASS]
23 genmove w
#? [[A-HJ][1-9]|pass|PASS]
24 genmove b
#? [[A-HJ][1-9]|pass|PASS]
25 genmove w
#? [[A-HJ][1-9]|pass|PASS]
26 genmove b
#? [[A-HJ][1-9]|pass|PASS]
27 genmove w
#? [[A-HJ][1-9]|pass|PASS]
28 genmove b
#? [[A-HJ][1-9]|pass|PASS]
29 genmove w
#? [[A-HJ][1-9]|pass|PASS]
30 genmove b
#? [[A-HJ][1-9]|pass|PASS]
31 genmove w
#? [[A-HJ][1-9]|pass|PASS]
32 genmove b
#? [[A-HJ][1-9]|pass|PASS]
33 genmove w
#? [[A-HJ][1-9]|pass|PASS]
34 genmove b
#? [[A-HJ][1-9]|pass|PASS]
35 genmove w
#? [[A-HJ][1-9]|pass|PASS]
36 genmove b
#? [[A-HJ][1-9]|pass|PASS]
37 genmove w
#? [[A-HJ][1-9]|pass|PASS]
38 genmove b
#? [[A-HJ][1-9]|pass|PASS]
39 genmove w
#? [[A-HJ][1-9]|pass|PASS]
40 genmove b
#? [[A-HJ][1-9]|pass|PASS]
41 genmove w
#? [[A-HJ][1-9]|pass|PASS]
42 genmove b
#? [[A-HJ][1-9]|pass|PASS]
43 genmove w
#? [[A-HJ][1-9]|pass|PASS]
44 genmove b
#? [[A-HJ][1-9]|pass|PASS]
45 genmove w
#? [[A-HJ][1-9]|pass|PASS]
46 genmove b
#? [[A-HJ][1-9]|pass|PASS]
47 genmove w
#? [[A-HJ][1-9]|pass|PASS]
48 genmove b
#? [[A-HJ][1-9]|pass|PASS]
49 genmove w
#? [[A-HJ][1-9]|pass|PASS]
50 genmove b
#? [[A-HJ][1-9]|pass|PASS]
51 genmove w
#? [[A-HJ][1-9]|pass|PASS]
52 genmove b
#? [[A-HJ][1-9]|pass|PASS]
53 genmove w
#? [[A-HJ][1-9]|pass|PASS]
54 genmove b
#? [[A-HJ][1-9]|pass|PASS]
55 genmove w
#? [[A-HJ][1-9]|pass|PASS]
56 genmove b
#? [[A-HJ][1-9]|pass|PASS]
57 genmove w
#? [[A-HJ][1-9]|pass|PASS]
58 genmove b
#? [[A-HJ][1-9]|pass|PASS]
59 genmove w
#? [[A-HJ][1-9]|pass|PASS]
60 genmove b
#? [[A-HJ][1-9]|pass|PASS]
61 genmove w
#? [[A-HJ][1-9]|pass|PASS]
62 genmove b
#? [[A-HJ][1-9]|pass|PASS]
63 genmove w
#? [[A-HJ][1-9]|pass|PASS]
64 genmove b
#? [[A-HJ][1-9]|pass|PASS]
65 genmove w
#? [[A-HJ][1-9]|pass|PASS]
66 genmove b
#? [[A-HJ][1-9]|pass|PASS]
67 genmove w
#? [[A-HJ][1-9]|pass|PASS]
68 genmove b
#? [[A-HJ][1-9]|pass|PASS]
69 genmove w
#? [[A-HJ][1-9]|pass|PASS]
70 showboard
#? [.*move 60, .*]

# An obvious capture: the white stone at E5 has one liberty, E6.
boardsize 9
clear_board
play w E5
play b E4
play b D5
play b F5
80 genmove b
#? [E6]
81 captures black
#? [1]
82 color E5
#? [empty]
# The same for White.
boardsize 9
clear_board
play b C3
play w C2
play w B3
play w D3
83 genmove w
#? [C4]
84 captures white
#? [1]

# Never into its own eye, nor a suicide: doc/rules.md 8.5's two-eyed group.
boardsize 9
clear_board
play b B2
play b C2
play b D2
play b E2
play b F2
play b B3
play b D3
play b F3
play b B4
play b C4
play b D4
play b E4
play b F4
90 genmove w
#? [!(C3|E3|pass|PASS)]
91 color C3
#? [empty]
92 color E3
#? [empty]

# No legal move but own eyes: pass. 2x2, Black A1 and B2: Black would fill an
# eye, White would commit suicide.
boardsize 2
clear_board
play b A1
play b B2
100 genmove b
#? [pass|PASS]
101 genmove w
#? [pass|PASS]
102 showboard
#? [.*play has ended]
103 list_stones black
#? [B2 A1]

# A finished board: walls D1-D9 (Black) and E1-E9 (White), nothing left to
# do. Both pass, and play ends: 27 + 1 against 36 + 1 + 7.5.
boardsize 9
clear_board
play b D1
play w E1
play b D2
play w E2
play b D3
play w E3
play b D4
play w E4
play b D5
play w E5
play b D6
play w E6
play b D7
play w E7
play b D8
play w E8
play b D9
play w E9
110 genmove b
#? [pass|PASS]
111 genmove w
#? [pass|PASS]
112 showboard
#? [.*play has ended]
113 final_score
#? [W\+16\.5]

# kgs-genmove_cleanup: after the end, a dead white stone (B5) inside Black's
# area is taken off by playing, not passing. White passes meanwhile.
boardsize 9
clear_board
play b D1
play w E1
play b D2
play w E2
play b D3
play w E3
play b D4
play w E4
play b D5
play w E5
play b D6
play w E6
play b D7
play w E7
play b D8
play w E8
play b D9
play w E9
play w B5
play b pass
play w pass
120 final_status B5
#? [dead]
121 kgs-genmove_cleanup b
#? [[A-D][1-9]]
play w pass
122 kgs-genmove_cleanup b
#? [[A-D][1-9]]
play w pass
123 kgs-genmove_cleanup b
#? [[A-D][1-9]]
play w pass
124 kgs-genmove_cleanup b
#? [[A-D][1-9]]
125 color B5
#? [empty]
126 captures black
#? [1]
# With nothing dead left, cleanup passes too.
127 kgs-genmove_cleanup w
#? [pass|PASS]
128 kgs-genmove_cleanup b
#? [pass|PASS]
129 final_status_list dead
#? []

# Tactics the search must see, each deciding the game (komi set so that it
# does); a random mover finds none of them. 2000 playouts, one thread.
goref-set_param playouts 2000
# The white chain D4 E4 is in atari; its liberty E5 would connect it to the
# white wall. Black takes it (B+3.5 by the count), White saves it (W+1.5).
boardsize 9
clear_board
komi 3.5
gogui-setup b D9 w E9 b D8 w E8 b D7 w E7 b D6 w E6 b C5 b D5 w F5 b C4 w D4 w E4 b F4 w G4 b D3 b E3 b F3 w G3 b F2 w G2 b F1 w G1
gogui-setup_player b
140 genmove b
#? [E5]
141 captures black
#? [2]
boardsize 9
clear_board
komi 3.5
gogui-setup b D9 w E9 b D8 w E8 b D7 w E7 b D6 w E6 b C5 b D5 w F5 b C4 w D4 w E4 b F4 w G4 b D3 b E3 b F3 w G3 b F2 w G2 b F1 w G1
gogui-setup_player w
142 genmove w
#? [E5]
143 countlib E5
#? [[3-9]|[1-9][0-9]]

# Black's corner group has the three-point eye B2 C2 D2 and nothing else:
# at C2 Black makes the second eye and lives (B+10.5); White kills with the
# same vital point (a nakade: W+18.5).
boardsize 9
clear_board
komi 7.5
gogui-setup b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 w B4 w C4 w D4 w E4 w F4 b A3 b B3 b C3 b D3 b E3 w F3 b A2 b E2 w F2 b A1 b B1 b C1 b D1 b E1 w F1
gogui-setup_player b
150 genmove b
#? [C2]
boardsize 9
clear_board
gogui-setup b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 w B4 w C4 w D4 w E4 w F4 b A3 b B3 b C3 b D3 b E3 w F3 b A2 b E2 w F2 b A1 b B1 b C1 b D1 b E1 w F1
gogui-setup_player w
151 genmove w
#? [C2]
# Alive with two eyes and the board settled: Black passes rather than fill
# an eye or its own territory, and White, with nothing to gain, passes too.
boardsize 9
clear_board
gogui-setup b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 w B4 w C4 w D4 w E4 w F4 b A3 b B3 b C3 b D3 b E3 w F3 b A2 b E2 w F2 b A1 b B1 b C1 b D1 b E1 w F1
play b C2
152 genmove b
#? [pass|PASS]
153 genmove w
#? [pass|PASS]
154 showboard
#? [.*play has ended]

# 5x5: each side's only legal moves are its own eyes (Black A5 A2, White D5
# D3 D1): both pass, however lost the game is (resigning is off here).
goref-set_param resign never
boardsize 5
clear_board
gogui-setup b B5 w C5 w E5 b A4 b B4 w C4 w D4 w E4 b A3 b B3 w C3 w E3 b B2 w C2 w D2 w E2 b A1 b B1 w C1 w E1
160 genmove b
#? [pass|PASS]
161 genmove w
#? [pass|PASS]
162 list_stones black
#? [B5 A4 B4 A3 B3 B2 A1 B1]
goref-set_param resign 0.05

# goref-set_param: the search's settings. Bad names and values change nothing.
170 goref-set_param threads 2
#? []
171 goref-set_param threads 0
#? [invalid value]*
172 goref-set_param playouts -1
#? [invalid value]*
173 goref-set_param time x
#? [invalid value]*
174 goref-set_param max_memory 0
#? [invalid value]*
175 goref-set_param resign 1
#? [invalid value]*
176 goref-set_param depth 3
#? [unknown parameter]*
177 goref-set_param resign never
#? []
178 goref-set_param max_memory 1
#? []
179 goref-set_param time 0
#? []
goref-set_param threads 1
goref-set_param playouts 300

# Errors: nothing is played.
boardsize 9
clear_board
play b E5
130 genmove purple
#? [syntax error]*
131 genmove
#? [syntax error]*
132 genmove b w
#? [syntax error]*
133 kgs-genmove_cleanup
#? [syntax error]*
134 kgs-genmove_cleanup x
#? [syntax error]*
135 move_history
#? [black E5]
136 showboard
#? [.*move 1, white to move]
