# passes.tst -- doc/rules.md section 5: pass stones, White makes the last move,
# and final_score on a game not formally ended scores as if the closing passes
# the rules still require were played (implied passes).

# STYLE.md's example: B E5, W pass, B pass, W pass. Black 80 territory + 2
# white pass stones = 82; White 1 black pass stone + 7.5 = 8.5.
boardsize 9
clear_board
komi 7.5
play b E5
play w pass
play b pass
play w pass
1 final_score
#? [B\+73\.5]
2 goref-score
#? [black: territory 80, captures 0, dead 0, pass stones 2, implied pass stones 0, total 82; .*\nwhite: territory 0, captures 0, dead 0, pass stones 1, implied pass stones 0, komi 7\.5, total 8\.5; .*play has ended\narea result B\+73\.5\nresult B\+73\.5]
3 showboard
#? [.*komi 7\.5, simple ko, move 4, play has ended]
4 captures black
#? [0]
5 captures white
#? [0]
6 move_history
#? [white (pass|PASS)\nblack (pass|PASS)\nwhite (pass|PASS)\nblack E5]
7 last_move
#? [white (pass|PASS)]

# The same position with no passes at all: W pass, B pass, W pass are implied,
# and the score is the same.
boardsize 9
clear_board
play b E5
10 final_score
#? [B\+73\.5]
11 goref-score
#? [black: .*pass stones 0, implied pass stones 2, total 82; .*\nwhite: .*pass stones 0, implied pass stones 1, komi 7\.5, total 8\.5; .*\nplay has not ended; implied closing passes: W pass B pass W pass\n.*]
12 showboard
#? [.*move 1, white to move]

# B pass, W pass ends play at once: one pass stone each.
boardsize 9
clear_board
play b pass
play w pass
20 showboard
#? [.*Black \(X\) prisoners: 1 \(captured 0, pass stones 1\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*play has ended]
21 final_score
#? [W\+7\.5]
22 goref-score
#? [.*\nplay has ended\n.*]

# W pass, B pass does not end play: White must pass once more (doc/rules.md 8.6).
boardsize 9
clear_board
play w pass
play b pass
30 showboard
#? [.*Black \(X\) prisoners: 1 \(captured 0, pass stones 1\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*white to move]
31 goref-score
#? [.*\nplay has not ended; implied closing passes: W pass\n.*]
# Scored now, the implied W pass gives Black a second pass stone: 2 against
# 1 + 7.5.
32 final_score
#? [W\+6\.5]
play w pass
33 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*play has ended]
34 final_score
#? [W\+6\.5]
35 goref-score
#? [.*\nplay has ended\n.*]

# A lone B pass: W pass closes.
boardsize 9
clear_board
play b pass
40 goref-score
#? [black: .*pass stones 0, implied pass stones 1, total 1; .*\nwhite: .*pass stones 1, implied pass stones 0, komi 7\.5, total 8\.5; .*\nplay has not ended; implied closing passes: W pass\n.*]
41 final_score
#? [W\+7\.5]

# An empty board, no moves: B pass, W pass are implied.
boardsize 9
clear_board
50 goref-score
#? [.*\nplay has not ended; implied closing passes: B pass W pass\n.*]
51 final_score
#? [W\+7\.5]

# After a White stone, B pass and W pass are implied. With stones of both
# colours on an open board the result is an estimate (scoring.tst), with bounds.
boardsize 9
clear_board
play b E5
play w C3
60 goref-score
#? [.*\nplay has not ended; implied closing passes: B pass W pass\n.*]
61 estimate_score
#? [[BW]\+[0-9]+\.5 \(upper bound: -?[0-9]+\.5, lower: -?[0-9]+\.5\)]

# A stone between passes breaks the sequence: B pass, W stone, B pass has
# not ended play; W pass then ends it.
boardsize 9
clear_board
play b E5
play w pass
play b pass
play w D4
play b pass
70 showboard
#? [.*white to move]
71 goref-score
#? [.*\nplay has not ended; implied closing passes: W pass\n.*]
play w pass
72 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 2 \(captured 0, pass stones 2\)\n.*play has ended]
# No territory (the board is shared), 2 against 2 + 7.5.
73 final_score
#? [W\+7\.5]

# A move after the end resumes play (doc/rules.md 6): the pass stones stay, and
# the closing passes are owed again.
boardsize 9
clear_board
play b E5
play w pass
play b pass
play w pass
80 play b D4
#? []
81 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\)\n.*move 5, white to move]
82 goref-score
#? [black: territory 79, .*pass stones 2, implied pass stones 2, total 83; .*\nwhite: .*pass stones 1, implied pass stones 1, komi 7\.5, total 9\.5; .*\nplay has not ended; implied closing passes: W pass B pass W pass\n.*]
83 final_score
#? [B\+73\.5]
84 captures black
#? [0]

# Pass is a vertex, case-insensitive (GTP); the same colour may pass twice.
boardsize 9
clear_board
90 play b PASS
#? []
91 play w Pass
#? []
92 move_history
#? [white (pass|PASS)\nblack (pass|PASS)]
93 is_legal b pass
#? [1]

# White moving last keeps the margin of territory + prisoners equal to the
# area count (doc/rules.md 5). 5x5: Black wall on C, White wall on D; a black
# stone thrown in at E3 is captured. Black 10 territory + 1 pass stone = 11;
# White E1 E3 E5 + 1 capture + 2 pass stones + 7.5 = 13.5. Area: Black 5 + 10,
# White 7 + 3 + 7.5.
boardsize 5
clear_board
play b C1
play w D1
play b C2
play w D2
play b C3
play w D3
play b C4
play w D4
play b C5
play w D5
play b E3
play w E4
play b pass
play w E2
play b pass
play w pass
100 captures white
#? [1]
101 final_score
#? [W\+2\.5]
102 goref-score
#? [black: territory 10, captures 0, dead 0, pass stones 1, implied pass stones 0, total 11; area 15 \(stones 5 \+ territory 10\)\nwhite: territory 3, captures 1, dead 0, pass stones 2, implied pass stones 0, komi 7\.5, total 13\.5; area 10 \(stones 7 \+ territory 3\)\ndame 0\nplay has ended\narea result W\+2\.5\nresult W\+2\.5]
