# scoring.tst -- final_score, the goref-score breakdown, final_status and
# final_status_list on simple positions (dead stones, seki), the players'
# marks (goref-set_status / goref-clear_status), and integer komi draws.

# Two walls: Black D1-D9, White E1-E9. A white stone at B5 in Black's area and
# a black one at G5 in White's are dead. B pass, W pass ends play.
# Black: 27 territory (B5's point included) + 1 dead + 1 pass stone = 29.
# White: 36 + 1 + 1 + 7.5 = 45.5.  W+16.5, the same by area (9+27 : 9+36+7.5).
boardsize 9
clear_board
komi 7.5
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
play b G5
play w B5
play b pass
play w pass
1 final_status_list dead
#? [B5\nG5]
2 final_status_list seki
#? []
3 final_status_list alive
#? [E9 E8 E7 E6 E5 E4 E3 E[12] E[12]\nD9 D8 D7 D6 D5 D4 D3 D[12] D[12]|D9 .*\nE9 .*]
4 final_status B5
#? [dead]
5 final_status G5
#? [dead]
6 final_status D5
#? [alive]
7 final_status E1
#? [alive]
8 final_status A1
#? [black_territory]
9 final_status J9
#? [white_territory]
10 final_status_list black_territory
#? [A9 B9 C9 A8 B8 C8 A7 B7 C7 A6 B6 C6 A5 C5 A4 B4 C4 A3 B3 C3 A2 B2 C2 A1 B1 C1]
11 final_status_list dame
#? []
12 final_score
#? [W\+16\.5]
13 goref-score
#? [black: territory 27, captures 0, dead 1, pass stones 1, implied pass stones 0, total 29; area 36 \(stones 9 \+ territory 27\)\nwhite: territory 36, captures 0, dead 1, pass stones 1, implied pass stones 0, komi 7\.5, total 45\.5; area 45 \(stones 9 \+ territory 36\)\ndame 0\nplay has ended\narea result W\+16\.5\nresult W\+16\.5]

# The players disagree with the judgement: B5 is alive after all. Black's
# area is then no territory (it touches B5): Black 1, White 45.5.
20 goref-set_status alive B5
#? []
21 final_status B5
#? [alive]
22 final_status A1
#? [dame]
23 final_status_list dead
#? [G5]
24 final_score
#? [W\+44\.5]
25 goref-score
#? [black: territory 0, captures 0, dead 0, pass stones 1, .*total 1; .*\nwhite: territory 36, captures 0, dead 1, pass stones 1, .*total 45\.5; .*\ndame 26\n.*]
# Marking a stone marks its whole chain: the black wall dead gives White
# everything: 71 territory + 10 dead + 1 + 7.5 = 89.5 against 1.
26 goref-set_status dead D5
#? []
27 final_status D1
#? [dead]
28 final_status D9
#? [dead]
29 final_score
#? [W\+88\.5]
# goref-clear_status forgets every mark: back to the judgement.
30 goref-clear_status
#? []
31 final_status B5
#? [dead]
32 final_status D1
#? [alive]
33 final_score
#? [W\+16\.5]
# G5 alive: White's area becomes dame. Black 27 + 1 + 1 = 29, White 8.5.
34 goref-set_status alive G5
#? []
35 final_score
#? [B\+20\.5]
36 final_status J9
#? [dame]

# Errors leave the marks and the score alone.
40 goref-set_status dead A1
#? [vertex must not be empty]*
41 goref-set_status maybe B5
#? [syntax error]*
42 goref-set_status dead pass
#? [syntax error]*
43 goref-set_status dead K5
#? [syntax error]*
44 goref-set_status dead
#? [syntax error]*
45 final_status pass
#? [syntax error]*
46 final_status K5
#? [syntax error]*
47 final_status_list
#? [syntax error]*
48 final_status_list bogus
#? [syntax error]*
49 final_score
#? [B\+20\.5]
50 final_status G5
#? [alive]
51 final_status A1
#? [black_territory]
52 list_stones black
#? [D9 D8 D7 D6 D5 G5 D4 D3 D2 D1]
53 get_komi
#? [7\.5]

# Resuming play forgets the marks: the next move changes the position, and
# G5 is judged dead again. B A1 resumes; W pass, B pass, W pass are owed:
# Black 26 + 1 + 1 + 2 = 30, White 36 + 1 + 1 + 1 + 7.5 = 46.5.
60 play b A1
#? []
61 final_status G5
#? [dead]
62 final_score
#? [W\+16\.5]
63 goref-score
#? [.*\nplay has not ended; implied closing passes: W pass B pass W pass\n.*]
64 final_status_list dead
#? [B5\nG5]

# undo also forgets them.
65 goref-set_status alive G5
#? []
66 undo
#? []
67 final_status G5
#? [dead]

# Seki (no territory in shared liberties, doc/rules.md 6). Bottom left:
#   3 O O O X X X X . .      Black A2 B2 C2 B1 and White D1 D2 E2 F2 F1 share
#   2 X X X O O O X . .      the liberty C1; each also has one eye (A1, E1).
#   1 . X . O . O X . .      Neither side can fill C1 without self-atari.
# White's wall C3-C9 and Black's D3-D9 split the rest of the board.
boardsize 9
clear_board
play b A2
play b B2
play b B1
play b C2
play b D3
play b D4
play b D5
play b D6
play b D7
play b D8
play b D9
play b E3
play b F3
play b G3
play b G2
play b G1
play w D1
play w D2
play w E2
play w F2
play w F1
play w A3
play w B3
play w C3
play w C4
play w C5
play w C6
play w C7
play w C8
play w C9
70 is_legal b C1
#? [1]
71 is_legal w C1
#? [1]
72 final_status B2
#? [seki]
73 final_status D1
#? [seki]
74 final_status D5
#? [alive]
75 final_status C5
#? [alive]
76 final_status C1
#? [dame]
77 final_status_list dead
#? []
# Two seki chains, one a line; each line holds exactly its chain's stones.
78 final_status_list seki
#? [[A-D][12] [A-D][12] [A-D][12] [A-D][12]\n[D-F][12] [D-F][12] [D-F][12] [D-F][12] [D-F][12]]
79 final_status_list seki
#? [(.*[ \n])?A2([ \n].*)?]
80 final_status_list seki
#? [(.*[ \n])?B1([ \n].*)?]
81 final_status_list seki
#? [(.*[ \n])?C2([ \n].*)?]
82 final_status_list seki
#? [(.*[ \n])?F1([ \n].*)?]
83 final_status_list seki
#? [(.*[ \n])?E2([ \n].*)?]
84 final_status_list dame
#? [C1]
# Black: 36 territory + the eye A1 (surrounded by Black alone, doc/rules.md 7) and
# the implied W pass: 38. White: 12 + E1 + 1 + 7.5 = 21.5.
85 goref-score
#? [black: territory 37, captures 0, dead 0, pass stones 0, implied pass stones 1, total 38; .*\nwhite: territory 13, captures 0, dead 0, pass stones 0, implied pass stones 1, komi 7\.5, total 21\.5; .*\ndame 1\n.*]
86 final_score
#? [B\+16\.5]

# Integer komi: equal scores are a draw, "0" (doc/rules.md 7).
boardsize 9
clear_board
komi 0
play b pass
play w pass
90 final_score
#? [0]
91 goref-score
#? [.*komi 0, total 1; .*\narea result 0\nresult 0]
92 komi 2
#? []
93 final_score
#? [W\+2]
94 komi -3
#? []
95 get_komi
#? [-3]
96 final_score
#? [B\+3]
97 komi 0.0
#? []
98 final_score
#? [0]
# A lone stone marked dead: removed, it leaves an empty board, and a region
# touching no stone is nobody's territory (doc/rules.md 7). Black 3 pass stones;
# White 2 pass stones + 1 dead: a draw again.
play b E5
play w pass
play b pass
play w pass
99 goref-set_status dead E5
#? []
100 final_score
#? [0]
101 goref-score
#? [black: territory 0, captures 0, dead 0, pass stones 3, .*total 3; .*\nwhite: territory 0, captures 0, dead 1, pass stones 2, .*total 3; .*\ndame 81\n.*]

# An unfinished game is estimated: the area each side owns in most of the playouts,
# with bounds (estimate_score, GNU Go's form). GNU Go level 1 against itself, komi
# 7.5, RE B+19.5, after 27 moves: the count of a finished game called six White
# stones dead, left 60 dame and answered W+0.5.
boardsize 9
clear_board
komi 7.5
play b G6
play w E7
play b E5
play w E3
play b D6
play w G8
play b G3
play w C3
play b D7
play w D8
play b C8
play w F8
play b H7
play w F4
play b G4
play w F2
play b F5
play w H2
play b C5
play w B4
play b H3
play w B6
play b G2
play w G1
play b F3
play w E2
play b B5
110 final_score
#? [B\+[0-9]+\.5]
111 estimate_score
#? [B\+[0-9]+\.5 \(upper bound: -[0-9]+\.5, lower: -[0-9]+\.5\)]
112 goref-score
#? [.*\nan estimate: area still open, counted for the side that owns it in most of 1024 playouts.*\nresult B\+[0-9]+\.5]
113 final_status E7
#? [dead]
# After the 45th move nothing is left open: the count, before the closing passes.
play w A5
play b J2
play w H1
play b B7
play w C6
play b C4
play w D4
play b D5
play w B3
play b E4
play w D3
play b A7
play w A6
play b C7
play w A4
play b J3
play w F1
play b J1
114 final_score
#? [B\+19\.5]
115 goref-score
#? [.*\nplay has not ended; implied closing passes: .*\nresult B\+19\.5]
