# rules.tst -- the worked positions of doc/rules.md section 8, each on a fresh 9x9
# board: liberties, capture, suicide, ko, two eyes, pass stones.
# findlib lists liberties in no fixed order, so a liberty list is checked as
# "this many vertices" plus "each expected vertex is among them".
# is_legal (GNU Go) answers 1 or 0: illegal moves are shown through it, and a
# refused play is an error case (*) followed by proof that nothing changed.

# 8.1  B E5, W C7, B C3: three separate stones, each with 4 liberties.
boardsize 9
clear_board
komi 7.5
play b E5
play w C7
play b C3
101 countlib E5
#? [4]
102 countlib C7
#? [4]
103 countlib C3
#? [4]
104 findlib C7
#? [[A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9]]
105 findlib C7
#? [(.* )?B7( .*)?]
106 findlib C7
#? [(.* )?D7( .*)?]
107 findlib C7
#? [(.* )?C8( .*)?]
108 findlib C7
#? [(.* )?C6( .*)?]
109 list_stones black
#? [E5 C3]
110 list_stones white
#? [C7]
111 color C7
#? [white]
112 color C6
#? [empty]

# 8.2  W D4 E4; B C4 D3 E3 F4 D5. White's chain has one liberty, E5;
# play b E5 removes D4 and E4, and Black has 2 prisoners.
boardsize 9
clear_board
play w D4
play w E4
play b C4
play b D3
play b E3
play b F4
play b D5
201 countlib D4
#? [1]
202 countlib E4
#? [1]
203 findlib E4
#? [E5]
204 is_legal b E5
#? [1]
205 is_legal w E5
#? [1]
206 play b E5
#? []
207 captures black
#? [2]
208 captures white
#? [0]
209 list_stones white
#? []
210 color D4
#? [empty]
211 color E4
#? [empty]
212 list_stones black
#? [D5 E5 C4 F4 D3 E3]
# E5 and D5 are now one chain: C5 D6 D4 and F5 E6 E4.
213 countlib E5
#? [6]
214 countlib F4
#? [4]
# D3 and E3 are one chain; E4 and D4 are liberties again.
215 countlib E3
#? [6]
216 findlib E3
#? [(.* )?E4( .*)?]
217 is_legal w D4
#? [1]
218 last_move
#? [black E5]

# 8.3  Corner: W B1 A2; B C1 B2 A3. play b A1 is legal and captures both white
# stones (two chains at once); from the same start play w A1 is suicide.
boardsize 9
clear_board
play w B1
play w A2
play b C1
play b B2
play b A3
301 countlib B1
#? [1]
302 countlib A2
#? [1]
303 is_legal w A1
#? [0]
304 is_legal b A1
#? [1]
305 play w A1
#? [illegal move]*
306 list_stones white
#? [A2 B1]
307 list_stones black
#? [A3 B2 C1]
308 move_history
#? [black A3\nblack B2\nblack C1\nwhite A2\nwhite B1]
309 captures black
#? [0]
310 captures white
#? [0]
311 countlib A2
#? [1]
312 color A1
#? [empty]
313 play b A1
#? []
314 captures black
#? [2]
315 list_stones white
#? []
316 countlib A1
#? [2]
317 findlib A1
#? [[A-T][0-9] [A-T][0-9]]
318 findlib A1
#? [(.* )?A2( .*)?]
319 findlib A1
#? [(.* )?B1( .*)?]
# A2 and B1 are empty again, but a white stone there would still be suicide;
# Black may fill them.
320 is_legal w A2
#? [0]
321 is_legal b B1
#? [1]

# 8.4  Ko: W D4 E3 F4 E5; B C4 D3 D5. play b E4 captures D4; play w D4 is then
# illegal (ko). After play w H8, play b H7, play w D4 is legal and captures E4.
boardsize 9
clear_board
play w D4
play w E3
play w F4
play w E5
play b C4
play b D3
play b D5
401 countlib D4
#? [1]
402 play b E4
#? []
403 captures black
#? [1]
404 color D4
#? [empty]
405 countlib E4
#? [1]
406 is_legal w D4
#? [0]
407 play w D4
#? [illegal move]*
408 color D4
#? [empty]
409 list_stones white
#? [E5 F4 E3]
410 list_stones black
#? [D5 C4 E4 D3]
411 captures white
#? [0]
412 move_history
#? [black E4\nblack D5\nblack D3\nblack C4\nwhite E5\nwhite F4\nwhite E3\nwhite D4]
# A move elsewhere and the answer lift the ban.
413 play w H8
#? []
414 play b H7
#? []
415 is_legal w D4
#? [1]
416 play w D4
#? []
417 captures white
#? [1]
418 color E4
#? [empty]
# ...and now Black's immediate recapture is the ko in turn.
419 is_legal b E4
#? [0]

# 8.4 (other branch): had Black filled D4 instead, the ko would be over.
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
play w H8
430 play b D4
#? []
431 list_stones black
#? [D5 C4 D4 E4 D3]
432 countlib E4
#? [5]
433 is_legal w D4
#? [0]

# 8.5  Two eyes: B B2 C2 D2 E2 F2 B3 D3 F3 B4 C4 D4 E4 F4 (eyes C3 and E3).
# play w C3 and play w E3 are both suicide.
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
501 countlib B2
#? [18]
502 is_legal w C3
#? [0]
503 is_legal w E3
#? [0]
504 play w C3
#? [illegal move]*
505 play w E3
#? [illegal move]*
506 list_stones white
#? []
507 color C3
#? [empty]
508 color E3
#? [empty]
509 countlib F4
#? [18]
510 captures black
#? [0]
511 captures white
#? [0]
512 move_history
#? [black F4\nblack E4\nblack D4\nblack C4\nblack B4\nblack F3\nblack D3\nblack B3\nblack F2\nblack E2\nblack D2\nblack C2\nblack B2]
# Black may fill its own eye (legal, if unwise).
513 is_legal b C3
#? [1]

# 8.6  Pass stones: W pass, B pass, W pass ends play; Black has 2 prisoners,
# White 1 (captures counts stones taken from the board only).
boardsize 9
clear_board
play w pass
play b pass
play w pass
601 showboard
#? [.*Black \(X\) prisoners: 2 \(captured 0, pass stones 2\)\nWhite \(O\) prisoners: 1 \(captured 0, pass stones 1\).*play has ended]
602 captures black
#? [0]
603 goref-score
#? [black: .*pass stones 2, .*\nwhite: .*pass stones 1, .*]

# 8.7  Lone stones: E5 has liberties D5 F5 E4 E6; A5 has 3; A1 has 2.
boardsize 9
clear_board
play b E5
play b A5
play b A1
701 countlib E5
#? [4]
702 findlib E5
#? [[A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9]]
703 findlib E5
#? [(.* )?D5( .*)?]
704 findlib E5
#? [(.* )?F5( .*)?]
705 findlib E5
#? [(.* )?E4( .*)?]
706 findlib E5
#? [(.* )?E6( .*)?]
707 countlib A5
#? [3]
708 findlib A5
#? [[A-T][0-9] [A-T][0-9] [A-T][0-9]]
709 findlib A5
#? [(.* )?A6( .*)?]
710 findlib A5
#? [(.* )?A4( .*)?]
711 findlib A5
#? [(.* )?B5( .*)?]
712 countlib A1
#? [2]
713 findlib A1
#? [[A-T][0-9] [A-T][0-9]]
714 findlib A1
#? [(.* )?A2( .*)?]
715 findlib A1
#? [(.* )?B1( .*)?]

# 8.8  Shared liberty: B D4 E4 D5. E5 touches two of its stones but is one
# liberty; the chain has 7 liberties.
boardsize 9
clear_board
play b D4
play b E4
play b D5
801 countlib D4
#? [7]
802 countlib E4
#? [7]
803 findlib D5
#? [[A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9] [A-T][0-9]]
804 findlib D5
#? [(.* )?E5( .*)?]
805 findlib D5
#? [!.*E5.*E5.*]
806 findlib D5
#? [(.* )?C5( .*)?]
807 findlib D5
#? [(.* )?D6( .*)?]
808 findlib D5
#? [(.* )?C4( .*)?]
809 findlib D5
#? [(.* )?D3( .*)?]
810 findlib D5
#? [(.* )?E3( .*)?]
811 findlib D5
#? [(.* )?F4( .*)?]

# countlib / findlib on an empty point, or on pass: refused, nothing changes.
820 countlib E5
#? [vertex must not be empty]*
821 findlib A1
#? [vertex must not be empty]*
822 countlib pass
#? [syntax error]*
823 countlib D4
#? [7]
824 list_stones black
#? [D5 D4 E4]

# Suicide of a chain of two: W A1 has one liberty left, A2; W A2 would join
# it and leave the pair with none.
boardsize 9
clear_board
play b B1
play b B2
play b A3
play w A1
901 countlib A1
#? [1]
902 is_legal w A2
#? [0]
903 play w A2
#? [illegal move]*
904 list_stones white
#? [A1]
905 countlib A1
#? [1]
906 is_legal b A2
#? [1]
907 play b A2
#? []
908 captures black
#? [1]

# Off-board and occupied points.
boardsize 9
clear_board
play b E5
950 is_legal w E5
#? [0]
951 play w E5
#? [illegal move]*
952 is_legal b K5
#? [0]
953 play b K5
#? [(illegal move|syntax error)]*
954 play b A10
#? [(illegal move|syntax error)]*
955 list_stones black
#? [E5]
956 list_stones white
#? []
957 move_history
#? [black E5]
958 all_legal w
#? [A9 B9 C9 D9 E9 F9 G9 H9 J9 A8 .* J6 A5 B5 C5 D5 F5 G5 H5 J5 A4 .* H1 J1]
959 all_legal w
#? [!.*E5.*]
