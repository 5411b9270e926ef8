# ko.tst -- simple ko (the default), positional superko (goref-rules superko),
# and cycles that simple ko allows but superko refuses: a ko retaken after
# two passes, and a triple ko.

# The rule in force: simple ko by default; goref-rules sets and reports it.
boardsize 9
clear_board
1 goref-rules
#? [.*\nko SIMPLE\n.*]

# Simple ko on the edge, ko points B1 and C1:
#   2 . B W .
#   1 B W . W        B C1 takes B1; W B1 at once would retake: refused.
boardsize 9
clear_board
play b A1
play b B2
play w D1
play w C2
play w B1
10 countlib B1
#? [1]
11 play b C1
#? []
12 captures black
#? [1]
13 countlib C1
#? [1]
14 is_legal w B1
#? [0]
15 play w B1
#? [illegal move]*
16 list_stones white
#? [C2 D1]
17 color B1
#? [empty]
18 captures white
#? [0]
19 move_history
#? [black C1\nwhite B1\nwhite C2\nwhite D1\nblack B2\nblack A1]

# Taking two stones at once is no ko (snapback): B C1 takes D1, W D1 at once
# takes back B1 and C1.
boardsize 9
clear_board
play w A1
play w B2
play w C2
play w D1
play b B1
play b D2
play b E1
20 play b C1
#? []
21 captures black
#? [1]
22 countlib C1
#? [1]
23 is_legal w D1
#? [1]
24 play w D1
#? []
25 captures white
#? [2]
26 list_stones black
#? [D2 E1]

# A ko retaken after a move elsewhere by each side is legal (doc/rules.md 8.4)
# under either rule; an immediate retake is not, under either rule.
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
30 goref-rules
#? [.*\nko POSITIONAL\n.*]
31 play b E4
#? []
32 is_legal w D4
#? [0]
33 play w D4
#? [illegal move]*
34 play w H8
#? []
35 play b H7
#? []
36 is_legal w D4
#? [1]
37 play w D4
#? []
38 captures white
#? [1]

# An unknown rule name is a syntax error and the rule stays.
40 goref-rules positional
#? [syntax error]*
41 goref-rules
#? [.*\nko POSITIONAL\n.*]
42 goref-rules simple superko
#? [syntax error]*
43 goref-rules
#? [.*\nko POSITIONAL\n.*]
44 list_stones white
#? [H8 E5 D4 F4 E3]

# goref: the rule survives clear_board and boardsize.
boardsize 13
clear_board
45 goref-rules
#? [.*\nko POSITIONAL\n.*]
46 goref-rules simple
#? [.*\nko SIMPLE\n.*]

# A ko retaken after two passes (B takes, W pass, B pass, W retakes) brings
# back the position from before B's capture: legal under simple ko (it is not
# the position just before B's last move), refused under superko.
boardsize 9
clear_board
goref-rules simple
play b C4
play b D3
play b D5
play w E3
play w F4
play w E5
play w D4
play b E4
play w pass
play b pass
50 is_legal w D4
#? [1]
51 play w D4
#? []
52 list_stones black
#? [D5 C4 D3]
53 captures white
#? [1]

boardsize 9
clear_board
goref-rules superko
play b C4
play b D3
play b D5
play w E3
play w F4
play w E5
play w D4
play b E4
play w pass
play b pass
60 is_legal w D4
#? [0]
61 play w D4
#? [illegal move]*
62 list_stones black
#? [D5 C4 E4 D3]
63 list_stones white
#? [E5 F4 E3]
64 move_history
#? [black (pass|PASS)\nwhite (pass|PASS)\nblack E4\nwhite D4\nwhite E5\nwhite F4\nwhite E3\nblack D5\nblack D3\nblack C4]
65 captures white
#? [0]
66 captures black
#? [1]
# White may still play elsewhere; Black may fill the ko.
67 is_legal w H8
#? [1]
68 is_legal b D4
#? [1]

# Triple ko: three kos, A (ko points B2 C2), B (B6 C6), C (F4 G4).
#   7 B W . .  . . .
#   6 B . B W  . . .      A held by White (B2), B by Black (C6),
#   5 . B W .  B W .      C by White (F4)
#   4 . . . .  B W . W
#   3 B W . .  . B W
#   2 B W . W
#   1 . B W .
# B C2 (takes A), W B6 (takes B), B G4 (takes C), W B2 (retakes A),
# B C6 (retakes B), W F4 (retakes C): the starting position again.
# Simple ko allows every move of the cycle; superko refuses the sixth.
boardsize 9
clear_board
goref-rules simple
play b A2
play b B1
play b B3
play w D2
play w C1
play w C3
play b A6
play b B5
play b B7
play w D6
play w C5
play w C7
play b E4
play b F3
play b F5
play w H4
play w G3
play w G5
play b C6
play w B2
play w F4
70 countlib B2
#? [1]
71 countlib C6
#? [1]
72 countlib F4
#? [1]
73 play b C2
#? []
74 play w B6
#? []
75 play b G4
#? []
76 play w B2
#? []
77 play b C6
#? []
78 is_legal w F4
#? [1]
79 play w F4
#? []
80 captures black
#? [3]
81 captures white
#? [3]
82 list_stones white
#? [C7 D6 C5 G5 F4 H4 C3 G3 B2 D2 C1]
83 color B2
#? [white]

boardsize 9
clear_board
goref-rules superko
play b A2
play b B1
play b B3
play w D2
play w C1
play w C3
play b A6
play b B5
play b B7
play w D6
play w C5
play w C7
play b E4
play b F3
play b F5
play w H4
play w G3
play w G5
play b C6
play w B2
play w F4
90 play b C2
#? []
91 play w B6
#? []
92 play b G4
#? []
93 play w B2
#? []
94 play b C6
#? []
95 is_legal w F4
#? [0]
96 play w F4
#? [illegal move]*
97 color F4
#? [empty]
98 color G4
#? [black]
99 captures black
#? [3]
100 captures white
#? [2]
101 last_move
#? [black C6]
# White may play elsewhere, and then the retake is a new position.
102 is_legal w H8
#? [1]
103 play w H8
#? []
104 play b H2
#? []
105 is_legal w F4
#? [1]
