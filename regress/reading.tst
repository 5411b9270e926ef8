# reading.tst -- the end-of-game judgement on shapes a local life-and-death
# reading settles and the static layers (Benson, eye shapes, seki, races,
# playouts) got wrong before it (issue 13): each position is one of the
# diagrams of tests/check_reading.c (or, where its comment says so, one of them
# on a board of two areas), set up with gogui-setup (9x9, 13x13 or 19x19),
# Black to move; final_status of stones on both sides of the fight.
# Ids: position N uses N0..N9.

# Class 1, edge: bulky five B2-D3 with White on the vital point C2 and on D2; Black has one outside liberty, F2.
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OXXXXOOOO
#   XX..XOOOO
#   X.OOX.OOO
#   XXXXXOOOO
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 b B4 b C4 b D4 b E4 w F4 w G4 w H4 w J4 b A3 b B3 b E3 w F3 w G3 w H3 w J3 b A2 w C2 w D2 b E2 w G2 w H2 w J2 b A1 b B1 b C1 b D1 b E1 w F1 w G1 w H1 w J1
10 final_status B4
#? [dead]
11 final_status E1
#? [dead]
12 final_status C2
#? [alive]
13 final_status F1
#? [alive]

# Class 1, centre: bulky five C4-E5 with White on its vital point D4 and on E4 E5; Black has one outside liberty, G3.
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOXXXXOOO
#   OXX.OXOOO
#   OX.OOXOOO
#   OOXXXX.OO
#   OOOOOOOOO
#   OOOOOOOO.
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 b C6 b D6 b E6 b F6 w G6 w H6 w J6 w A5 b B5 b C5 w E5 b F5 w G5 w H5 w J5 w A4 b B4 w D4 w E4 b F4 w G4 w H4 w J4 w A3 w B3 b C3 b D3 b E3 b F3 w H3 w J3 w A2 w B2 w C2 w D2 w E2 w F2 w G2 w H2 w J2 w A1 w B1 w C1 w D1 w E1 w F1 w G1 w H1
20 final_status C6
#? [dead]
21 final_status F3
#? [dead]
22 final_status D4
#? [alive]
23 final_status E5
#? [alive]

# Class 2, corner: Black's only hope, A1, takes B1-D1 and leaves a straight three whose vital point White then takes.
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOO..OOOO
#   XXXXXOOOO
#   XXXXX.OOO
#   XXXXXXOOO
#   .OOOX.OOO
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w A5 w B5 w C5 w F5 w G5 w H5 w J5 b A4 b B4 b C4 b D4 b E4 w F4 w G4 w H4 w J4 b A3 b B3 b C3 b D3 b E3 w G3 w H3 w J3 b A2 b B2 b C2 b D2 b E2 b F2 w G2 w H2 w J2 w B1 w C1 w D1 b E1 w G1 w H1 w J1
30 final_status A3
#? [dead]
31 final_status E3
#? [dead]
32 final_status B1
#? [alive]
33 final_status D1
#? [alive]

# Class 4, corner: White's six stones can take Black's pyramid four A1-C1-B2, but then Black plays its vital point B1; Black fills D3 first if White waits.
#   .X.XXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   OOO.XXXXX
#   .XOOXXXXX
#   XXXOXXXXX
boardsize 9
clear_board
gogui-setup b B9 b D9 b E9 b F9 b G9 b H9 b J9 b A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 b J8 b A7 b B7 b C7 b D7 b E7 b F7 b G7 b H7 b J7 b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 w A3 w B3 w C3 b E3 b F3 b G3 b H3 b J3 b B2 w C2 w D2 b E2 b F2 b G2 b H2 b J2 b A1 b B1 b C1 w D1 b E1 b F1 b G1 b H1 b J1
40 final_status A3
#? [dead]
41 final_status C2
#? [dead]
42 final_status D1
#? [dead]
43 final_status E1
#? [alive]

# Class 4, along the edge: White's eight stones around Black's B1-D1-C2 (one liberty, A1), one liberty E3 outside.
#   .X.XXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XOOO.XXXX
#   OOXOOXXXX
#   .XXXOXXXX
boardsize 9
clear_board
gogui-setup b B9 b D9 b E9 b F9 b G9 b H9 b J9 b A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 b J8 b A7 b B7 b C7 b D7 b E7 b F7 b G7 b H7 b J7 b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 b A3 w B3 w C3 w D3 b F3 b G3 b H3 b J3 w A2 w B2 b C2 w D2 w E2 b F2 b G2 b H2 b J2 b B1 b C1 b D1 w E1 b F1 b G1 b H1 b J1
50 final_status B2
#? [dead]
51 final_status D3
#? [dead]
52 final_status E1
#? [dead]
53 final_status F1
#? [alive]

# Class 5, corner: Black's seven stones (five liberties) against White's B1-C2 (three): White's chain dies whoever starts (White A2 first can make Black's life a ko: GNU Go owl_attack D2 = A2, ko).
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   XXXX.OOOO
#   ..OXXOOOO
#   .OO.X.OOO
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 w B4 w C4 w D4 w E4 w F4 w G4 w H4 w J4 b A3 b B3 b C3 b D3 w F3 w G3 w H3 w J3 w C2 b D2 b E2 w F2 w G2 w H2 w J2 w B1 w C1 b E1 w G1 w H1 w J1
60 final_status C1
#? [dead]
61 final_status C2
#? [dead]
62 final_status B3
#? [alive]
63 final_status E1
#? [alive]

# A real 13x13 end position (goref vs goref): White's A2-C6 and the Black wall around it looked like seki, but Black takes E1-G2 first (H1 H2), then C1 and A1 kill.
#   .XX.X..XXOO..
#   XX.X...XOO.OO
#   X..XXXXXXXOXO
#   .XXXOXXOXXOXO
#   XXOXOOXOOOOXX
#   XOOOO.OO.OXXX
#   XXXOO...OOOX.
#   XOOXO..OOOOX.
#   OOXXOOOXOXX.X
#   .OOXXOXXXXXXX
#   OOX.XOXOOXX..
#   OOXXXXO.OOX..
#   .X.XOOO.OOXXX
boardsize 13
clear_board
gogui-setup b B13 b C13 b E13 b H13 b J13 w K13 w L13 b A12 b B12 b D12 b H12 w J12 w K12 w M12 w N12 b A11 b D11 b E11 b F11 b G11 b H11 b J11 b K11 w L11 b M11 w N11 b B10 b C10 b D10 w E10 b F10 b G10 w H10 b J10 b K10 w L10 b M10 w N10 b A9 b B9 w C9 b D9 w E9 w F9 b G9 w H9 w J9 w K9 w L9 b M9 b N9 b A8 w B8 w C8 w D8 w E8 w G8 w H8 w K8 b L8 b M8 b N8 b A7 b B7 b C7 w D7 w E7 w J7 w K7 w L7 b M7 b A6 w B6 w C6 b D6 w E6 w H6 w J6 w K6 w L6 b M6 w A5 w B5 b C5 b D5 w E5 w F5 w G5 b H5 w J5 b K5 b L5 b N5 w B4 w C4 b D4 b E4 w F4 b G4 b H4 b J4 b K4 b L4 b M4 b N4 w A3 w B3 b C3 b E3 w F3 b G3 w H3 w J3 b K3 b L3 w A2 w B2 b C2 b D2 b E2 b F2 w G2 w J2 w K2 b L2 b B1 b D1 w E1 w F1 w G1 w J1 w K1 b L1 b M1 b N1
70 final_status A2
#? [dead]
71 final_status C6
#? [dead]
72 final_status E1
#? [dead]
73 final_status B1
#? [alive]
74 final_status D2
#? [alive]

# Class 6, corner: Black's lone B1, in atari from White's dead B2 and C1 inside Black's area (GNU Go: they die even if White starts). goref listed B1 dead with them.
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   XXXXXXXXX
#   ........X
#   XXXXXXXXX
#   ........X
#   .O......X
#   .XO.....X
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 b J5 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 b J3 w B2 b J2 b B1 w C1 b J1
90 final_status B1
#? [alive]
91 final_status B2
#? [dead]
92 final_status C1
#? [dead]
93 final_status D4
#? [alive]

# Class 6, edge: Black's lone F2 between White's dead E2, F3 and G2, with one liberty (F1). goref listed F2 dead with them.
#   .O.OOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   XXXXXXXXX
#   ........X
#   XXXXXXXXX
#   .....O..X
#   ....OXO.X
#   ........X
boardsize 9
clear_board
gogui-setup w B9 w D9 w E9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 b A6 b B6 b C6 b D6 b E6 b F6 b G6 b H6 b J6 b J5 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 w F3 b J3 w E2 b F2 w G2 b J2 b J1
100 final_status F2
#? [alive]
101 final_status E2
#? [dead]
102 final_status F3
#? [dead]
103 final_status G2
#? [dead]

# A real 13x13 end position (goref vs goref, game 6): White's A5-C5, C1-D1 and A1 share the lower left corner; Black B2 kills, so all three are dead (goref called them alive).
#   .O.OOOOO..OXX
#   .OOOXXXOOOOXX
#   O.OOXXXXOXXX.
#   OOXXOOOXXX.XX
#   OX.XXXOOOXXXX
#   OXXXXXXXOOOXX
#   XXX.XXOXOOOOX
#   XXXX.XOO.O.OO
#   OOOX.XOOOOOOO
#   OXXXXXO..OOOX
#   OOXXOOOO..OXX
#   ..OXXO.O.OOX.
#   O.OOXO.O..OX.
boardsize 13
clear_board
gogui-setup w B13 w D13 w E13 w F13 w G13 w H13 w L13 b M13 b N13 w B12 w C12 w D12 b E12 b F12 b G12 w H12 w J12 w K12 w L12 b M12 b N12 w A11 w C11 w D11 b E11 b F11 b G11 b H11 w J11 b K11 b L11 b M11 w A10 w B10 b C10 b D10 w E10 w F10 w G10 b H10 b J10 b K10 b M10 b N10 w A9 b B9 b D9 b E9 b F9 w G9 w H9 w J9 b K9 b L9 b M9 b N9 w A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 w J8 w K8 w L8 b M8 b N8 b A7 b B7 b C7 b E7 b F7 w G7 b H7 w J7 w K7 w L7 w M7 b N7 b A6 b B6 b C6 b D6 b F6 w G6 w H6 w K6 w M6 w N6 w A5 w B5 w C5 b D5 b F5 w G5 w H5 w J5 w K5 w L5 w M5 w N5 w A4 b B4 b C4 b D4 b E4 b F4 w G4 w K4 w L4 w M4 b N4 w A3 w B3 b C3 b D3 w E3 w F3 w G3 w H3 w L3 b M3 b N3 w C2 b D2 b E2 w F2 w H2 w K2 w L2 b M2 w A1 w C1 w D1 b E1 w F1 w H1 w L1 b M1
130 final_status C5
#? [dead]
131 final_status C2
#? [dead]
132 final_status A1
#? [dead]
133 final_status D5
#? [alive]

# Class 3, corner, from the search: White's nine stones A5-C1 take Black's bulky five A1-B3 (in atari, B4 suicide for Black), then Black's vital point B2 kills White; a569539 called White alive and the five dead.
#   ........O....
#   ........O....
#   ....X...O....
#   ........O....
#   OOOOOOOOOOOOO
#   XXXXXXXXXXX.X
#   ...X.......X.
#   XXXX.........
#   OOOX........O
#   O.OX.........
#   OXOXX........
#   XXO.X........
#   XXOXX........
boardsize 13
clear_board
gogui-setup w J13 w J12 b E11 w J11 w J10 w A9 w B9 w C9 w D9 w E9 w F9 w G9 w H9 w J9 w K9 w L9 w M9 w N9 b A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 b J8 b K8 b L8 b N8 b D7 b M7 b A6 b B6 b C6 b D6 w A5 w B5 w C5 b D5 w N5 w A4 w C4 b D4 w A3 b B3 w C3 b D3 b E3 b A2 b B2 w C2 b E2 b A1 b B1 w C1 b D1 b E1
140 final_status A3
#? [dead]
141 final_status C1
#? [dead]
142 final_status B2
#? [alive]
143 final_status D3
#? [alive]

# Class 3, edge, from the search: White's B6-G8 take Black's bulky five D7-F7 (in atari at C7), then Black's vital point E7 kills White; a569539 called White alive and the five dead.
#   X.OOOOXXX
#   XOOXXOOXX
#   XO.XXXOXX
#   XOOOOOOXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   XXXXXXXXX
#   .X.XXXXXX
boardsize 9
clear_board
gogui-setup b A9 w C9 w D9 w E9 w F9 b G9 b H9 b J9 b A8 w B8 w C8 b D8 b E8 w F8 w G8 b H8 b J8 b A7 w B7 b D7 b E7 b F7 w G7 b H7 b J7 b A6 w B6 w C6 w D6 w E6 w F6 w G6 b H6 b J6 b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 b A3 b B3 b C3 b D3 b E3 b F3 b G3 b H3 b J3 b A2 b B2 b C2 b D2 b E2 b F2 b G2 b H2 b J2 b B1 b D1 b E1 b F1 b G1 b H1 b J1
150 final_status C9
#? [dead]
151 final_status G6
#? [dead]
152 final_status D8
#? [alive]
153 final_status F7
#? [alive]

# Class 3, centre, from the search: White's C3-F7 take Black's bulky five D4-E6 (in atari at E3), then Black's vital point E5 kills White; a569539 called White alive and the five dead.
#   .X.XXXXXX
#   XXXXXXXXX
#   XXXOOOXXX
#   X.OOXOXXX
#   XXOXXOXXX
#   XXOXXOXXX
#   XXOO.OXXX
#   XXXOOOXXX
#   XXXXXXXXX
boardsize 9
clear_board
gogui-setup b B9 b D9 b E9 b F9 b G9 b H9 b J9 b A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 b J8 b A7 b B7 b C7 w D7 w E7 w F7 b G7 b H7 b J7 b A6 w C6 w D6 b E6 w F6 b G6 b H6 b J6 b A5 b B5 w C5 b D5 b E5 w F5 b G5 b H5 b J5 b A4 b B4 w C4 b D4 b E4 w F4 b G4 b H4 b J4 b A3 b B3 w C3 w D3 w F3 b G3 b H3 b J3 b A2 b B2 b C2 w D2 w E2 w F2 b G2 b H2 b J2 b A1 b B1 b C1 b D1 b E1 b F1 b G1 b H1 b J1
160 final_status D7
#? [dead]
161 final_status F2
#? [dead]
162 final_status E5
#? [alive]
163 final_status E6
#? [alive]

# Class 3, edge, from the search: White's D2-H5 take Black's cross five around F3 (in atari at G4), then Black's F3 kills White; goref called White alive before the reading layer and after it.
#   ...........O.
#   ...........O.
#   OOOOOOOOOOOOO
#   XXX.XXXXXXXXX
#   ...X....X....
#   ........X....
#   ....XXX.X....
#   ...XX.XXX....
#   ..XXOOOOX....
#   ..XOOX.OX....
#   O.XOXXXOX....
#   ..XOOXOOX....
#   ..XXOOOXX....
boardsize 13
clear_board
gogui-setup w M13 w M12 w A11 w B11 w C11 w D11 w E11 w F11 w G11 w H11 w J11 w K11 w L11 w M11 w N11 b A10 b B10 b C10 b E10 b F10 b G10 b H10 b J10 b K10 b L10 b M10 b N10 b D9 b J9 b J8 b E7 b F7 b G7 b J7 b D6 b E6 b G6 b H6 b J6 b C5 b D5 w E5 w F5 w G5 w H5 b J5 b C4 w D4 w E4 b F4 w H4 b J4 w A3 b C3 w D3 b E3 b F3 b G3 w H3 b J3 b C2 w D2 w E2 b F2 w G2 w H2 b J2 b C1 b D1 w E1 w F1 w G1 b H1 b J1
170 final_status D2
#? [dead]
171 final_status H5
#? [dead]
172 final_status F3
#? [alive]
173 final_status G3
#? [alive]

# Class 3, corner, from the search: Black's A1-E5 take White's rabbity six B2-D3 (in atari at D4), then White's vital point C3 kills Black; goref called Black alive before the reading layer and after it.
#   ...........X.
#   ...........X.
#   XXXXXXXXXXXXX
#   OOOOOOOOOOOOO
#   ....O........
#   ....O.......X
#   OOO.O........
#   O.OOOO....X..
#   OXXXXO.......
#   XXO.XO.......
#   XOOOXO.......
#   XOOXXO.......
#   XXXXOO.......
boardsize 13
clear_board
gogui-setup b M13 b M12 b A11 b B11 b C11 b D11 b E11 b F11 b G11 b H11 b J11 b K11 b L11 b M11 b N11 w A10 w B10 w C10 w D10 w E10 w F10 w G10 w H10 w J10 w K10 w L10 w M10 w N10 w E9 w E8 b N8 w A7 w B7 w C7 w E7 w A6 w C6 w D6 w E6 w F6 b L6 w A5 b B5 b C5 b D5 b E5 w F5 b A4 b B4 w C4 b E4 w F4 b A3 w B3 w C3 w D3 b E3 w F3 b A2 w B2 w C2 b D2 b E2 w F2 b A1 b B1 b C1 b D1 w E1 w F1
180 final_status A1
#? [dead]
181 final_status E5
#? [dead]
182 final_status C3
#? [alive]
183 final_status D3
#? [alive]

# Class 3, centre of 19x19, from the search: White's L12-P14 take Black's cross five around N13 (in atari at N11), then Black's N13 kills White; goref called White alive before the reading layer and after it.
#   ...................
#   ...................
#   ...................
#   ..........XXXXX....
#   ........XXXOOOXX...
#   ........X.OOXOOX...
#   .O......XXOXXXOX...
#   .........XOOXOOX...
#   .........XXO.OXX...
#   .........XXOOOX....
#   .........XXXXXX....
#   .........X.........
#   .........X.........
#   .........X..X..X...
#   XXXXXXXXXXXX.XX.XXX
#   OOOOOOOOOOOOOOOOOOO
#   ..O................
#   ..O...X..X.........
#   ..O................
boardsize 19
clear_board
gogui-setup b L16 b M16 b N16 b O16 b P16 b J15 b K15 b L15 w M15 w N15 w O15 b P15 b Q15 b J14 w L14 w M14 b N14 w O14 w P14 b Q14 w B13 b J13 b K13 w L13 b M13 b N13 b O13 w P13 b Q13 b K12 w L12 w M12 b N12 w O12 w P12 b Q12 b K11 b L11 w M11 w O11 b P11 b Q11 b K10 b L10 w M10 w N10 w O10 b P10 b K9 b L9 b M9 b N9 b O9 b P9 b K8 b K7 b K6 b N6 b Q6 b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 b K5 b L5 b M5 b O5 b P5 b R5 b S5 b T5 w A4 w B4 w C4 w D4 w E4 w F4 w G4 w H4 w J4 w K4 w L4 w M4 w N4 w O4 w P4 w Q4 w R4 w S4 w T4 w C3 w C2 b G2 b K2 w C1
190 final_status L13
#? [dead]
191 final_status P13
#? [dead]
192 final_status N13
#? [alive]
193 final_status O13
#? [alive]

# A dead group's area that reaches an enemy stone held by a living group, corner: Black's B5-C5 dies in White's area,
# and the area runs down to White's A2, in atari from Black's living corner (the reading spared A2).
#   .O.O.OOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   .XXOOOOOO
#   .OOOOOOOO
#   .XXXXXXXX
#   OX.X.X.X.
#   XXXXXXXXX
boardsize 9
clear_board
gogui-setup w B9 w D9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 b B5 b C5 w D5 w E5 w F5 w G5 w H5 w J5 w B4 w C4 w D4 w E4 w F4 w G4 w H4 w J4 b B3 b C3 b D3 b E3 b F3 b G3 b H3 b J3 w A2 b B2 b D2 b F2 b H2 b A1 b B1 b C1 b D1 b E1 b F1 b G1 b H1 b J1
200 final_status A2
#? [dead]
201 final_status B5
#? [dead]
202 final_status A1
#? [alive]
203 final_status B4
#? [alive]

# The same on the edge: Black's F5-H5 dies, and its area runs down to White's D2-E2, in atari from Black's living lower side.
#   .O.O.OOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOO.XXXO
#   OOOO.OOOO
#   XXXX.XXXX
#   X.XOOX.X.
#   XXXXXXXXX
boardsize 9
clear_board
gogui-setup w B9 w D9 w F9 w G9 w H9 w J9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w A5 w B5 w C5 w D5 b F5 b G5 b H5 w J5 w A4 w B4 w C4 w D4 w F4 w G4 w H4 w J4 b A3 b B3 b C3 b D3 b F3 b G3 b H3 b J3 b A2 b C2 w D2 w E2 b F2 b H2 b A1 b B1 b C1 b D1 b E1 b F1 b G1 b H1 b J1
210 final_status D2
#? [dead]
211 final_status E2
#? [dead]
212 final_status F5
#? [dead]
213 final_status D1
#? [alive]
214 final_status D4
#? [alive]

# An open race won by the side that moves first (goref vs goref, 9x9): Black's B9-J5 (one liberty, A9) against White's
# G9-H8 and J7-J6 (one each, J8); play resumes with Black, whose J8 takes six stones and lives.
#   .XXXXXOOO
#   OXXOOXXO.
#   OOO.OXXXO
#   OXOO.OXXO
#   XXXOOOXXX
#   OXXOXXOOO
#   OXXX.XO..
#   .OOX.XOX.
#   .OX.XXOO.
boardsize 9
clear_board
gogui-setup b B9 b C9 b D9 b E9 b F9 w G9 w H9 w J9 w A8 b B8 b C8 w D8 w E8 b F8 b G8 w H8 w A7 w B7 w C7 w E7 b F7 b G7 b H7 w J7 w A6 b B6 w C6 w D6 w F6 b G6 b H6 w J6 b A5 b B5 b C5 w D5 w E5 w F5 b G5 b H5 b J5 w A4 b B4 b C4 w D4 b E4 b F4 w G4 w H4 w J4 w A3 b B3 b C3 b D3 b F3 w G3 w B2 w C2 b D2 b F2 w G2 b H2 w B1 b C1 b E1 b F1 w G1 w H1
220 final_status J5
#? [alive]
221 final_status B9
#? [alive]
222 final_status H9
#? [dead]
223 final_status J7
#? [dead]

# The same turned half round: Black's chain from J1 to A5 (one liberty, J1), White's C1-B2 and A3-A4 (one each, A2).
#   .OOXX.XO.
#   .XOX.XOO.
#   ..OX.XXXO
#   OOOXXOXXO
#   XXXOOOXXX
#   OXXO.OOXO
#   OXXXO.OOO
#   .OXXOOXXO
#   OOOXXXXX.
boardsize 9
clear_board
gogui-setup w B9 w C9 b D9 b E9 b G9 w H9 b B8 w C8 b D8 b F8 w G8 w H8 w C7 b D7 b F7 b G7 b H7 w J7 w A6 w B6 w C6 b D6 b E6 w F6 b G6 b H6 w J6 b A5 b B5 b C5 w D5 w E5 w F5 b G5 b H5 b J5 w A4 b B4 b C4 w D4 w F4 w G4 b H4 w J4 w A3 b B3 b C3 b D3 w E3 w G3 w H3 w J3 w B2 b C2 b D2 w E2 w F2 b G2 b H2 w J2 w A1 w B1 w C1 b D1 b E1 b F1 b G1 b H1
230 final_status A5
#? [alive]
231 final_status H1
#? [alive]
232 final_status B1
#? [dead]
233 final_status A3
#? [dead]

# Held-out 9x9 seed 1285 (GNU Go self-play): White's G7 chain (liberties G8, J8) is in an
# open race with Black's H8 that Black wins moving first; E8-F8 and G9 can only join it at
# G8. Black first (G8) takes all three; White first lives (J8, then H9 and G8). Unsettled,
# next to a race lost to the side that moves first: dead (doc/rules.md 6). B+51.5 by
# area on the game record; B+49.5 here (no prisoners, the closing passes owed).
#   .OXX..O..
#   O.OXOO.X.
#   .OOXXXOOO
#   OOX.XOOXX
#   OXX.XXX.X
#   XX....OX.
#   ......O..
#   ..XXXXO..
#   ..XOOOO..
boardsize 9
clear_board
gogui-setup w B9 b C9 b D9 w G9 w A8 w C8 b D8 w E8 w F8 b H8 w B7 w C7 b D7 b E7 b F7 w G7 w H7 w J7 w A6 w B6 b C6 b E6 w F6 w G6 b H6 b J6 w A5 b B5 b C5 b E5 b F5 b G5 b J5 b A4 b B4 w G4 b H4 w G3 b C2 b D2 b E2 b F2 w G2 b C1 w D1 w E1 w F1 w G1
300 final_status E8
#? [dead]
301 final_status G9
#? [dead]
302 final_status G7
#? [dead]
303 final_status H8
#? [alive]
304 final_score
#? [B\+49\.5]

# The same turned half round.
#   ..OOOOX..
#   ..OXXXX..
#   ..O......
#   .XO....XX
#   X.XXX.XXO
#   XXOOX.XOO
#   OOOXXXOO.
#   .X.OOXO.O
#   ..O..XXO.
boardsize 9
clear_board
gogui-setup w C9 w D9 w E9 w F9 b G9 w C8 b D8 b E8 b F8 b G8 w C7 b B6 w C6 b H6 b J6 b A5 b C5 b D5 b E5 b G5 b H5 w J5 b A4 b B4 w C4 w D4 b E4 b G4 w H4 w J4 w A3 w B3 w C3 b D3 b E3 b F3 w G3 w H3 b B2 w D2 w E2 b F2 w G2 w J2 w C1 b F1 b G1 w H1
310 final_status E2
#? [dead]
311 final_status C1
#? [dead]
312 final_status C3
#? [dead]
313 final_status B2
#? [alive]
314 final_score
#? [B\+49\.5]

# Held-out 9x9 seed 1524 (GNU Go self-play): White's lower right corner lives unless Black
# wins a ko. After Black J2, White H3 and Black H1, White J1 takes H1 and ataris J2: White
# took the ko first and, with no ko threats left at the end, keeps it. GNU Go 3.8:
# owl_attack J5 = 0. The corner lives; White's H7 is dead.
#   ..OX.....
#   ..OXX.X..
#   .O.OOX.O.
#   ...OXXXXX
#   .OOOOX.XO
#   OOXXXXXOO
#   OXXXXOO..
#   OOX.XO.O.
#   OXX.XXO..
boardsize 9
clear_board
gogui-setup w C9 b D9 w C8 b D8 b E8 b G8 w B7 w D7 w E7 b F7 w H7 w D6 b E6 b F6 b G6 b H6 b J6 w B5 w C5 w D5 w E5 b F5 b H5 w J5 w A4 w B4 b C4 b D4 b E4 b F4 b G4 w H4 w J4 w A3 b B3 b C3 b D3 b E3 w F3 w G3 w A2 w B2 b C2 b E2 w F2 w H2 w A1 b B1 b C1 b E1 b F1 w G1
320 final_status F3
#? [alive]
321 final_status J5
#? [alive]
322 final_status H2
#? [alive]
323 final_status G1
#? [alive]
324 final_status H7
#? [dead]

# The other way round (goref vs goref, 9x9): White's F9-H9 and Black's D8-J6 share their
# three liberties (G8, H8, J9); Black C9 takes D9 by ko first, White may never take it
# back, and Black wins the race: F9-H9 dead.
#   .O.OXOOO.
#   .XOXXX..X
#   .OOXXXXXX
#   ..OOOOXOX
#   OOXXXOOOO
#   XOXOOOOXO
#   XXXXXXOXO
#   ....X.XXX
#   ....X..X.
boardsize 9
clear_board
gogui-setup w B9 w D9 b E9 w F9 w G9 w H9 b B8 w C8 b D8 b E8 b F8 b J8 w B7 w C7 b D7 b E7 b F7 b G7 b H7 b J7 w C6 w D6 w E6 w F6 b G6 w H6 b J6 w A5 w B5 b C5 b D5 b E5 w F5 w G5 w H5 w J5 b A4 w B4 b C4 w D4 w E4 w F4 w G4 b H4 w J4 b A3 b B3 b C3 b D3 b E3 b F3 w G3 b H3 w J3 b E2 b G2 b H2 b J2 b E1 b H1
330 final_status G9
#? [dead]
331 final_status E9
#? [alive]
332 final_status C8
# A ten-point space the attacker kills moving first (GNU Go self-play, 9x9, held-out seed 1060): White's C4 and G1
# chains (thirteen stones) die when Black starts at C2 (to White D2, Black B2) and live when White starts there;
# play resumes with Black, so they are dead and Black's walls around them live.
#   ..XXO...X
#   .XXO.O.O.
#   .XOOOO...
#   XXXXXXOOO
#   OXOOXXOXX
#   OOOOX.XX.
#   ...OX....
#   ....OXXX.
#   ...OOOOX.
boardsize 9
clear_board
gogui-setup b C9 b D9 w E9 b J9 b B8 b C8 w D8 w F8 w H8 b B7 w C7 w D7 w E7 w F7 b A6 b B6 b C6 b D6 b E6 b F6 w G6 w H6 w J6 w A5 b B5 w C5 w D5 b E5 b F5 w G5 b H5 b J5 w A4 w B4 w C4 w D4 b E4 b G4 b H4 w D3 b E3 w E2 b F2 b G2 b H2 w D1 w E1 w F1 w G1 b H1
340 final_status C4
#? [dead]
341 final_status A5
#? [dead]
342 final_status E2
#? [dead]
343 final_status G1
#? [dead]
344 final_status B5
#? [alive]
345 final_status E3
#? [alive]

# Class 4 on a board of two areas (issue 27): White's seven stones A3-D1 have A2, shared with Black's corner
# A1-C1-B2 (one liberty), and the three dame E1-E3 between them and Black's walls. Taking the corner at A2 leaves a
# pyramid four whose vital point B1 Black then plays, and Black fills the dame at leisure; if White waits, Black
# fills the dame and takes White at A2. So White's chain is dead whoever starts and the corner stays (GNU Go 3.8
# agrees). The count: Black 35 empty points, 7 of White's dead stones' points and their 7 prisoners, White 5
# points: B+36.5. goref called White alive and the corner dead: Black's walls, five and seven liberties facing their
# own territory, were not trusted to win a race against White, and the capture's liberties then read as an escape.
#   .O.O.O.O.
#   OOOOOOOOO
#   XXXXXXXXX
#   .........
#   .........
#   XXXXX....
#   OOOO.X...
#   .XOO.X...
#   XXXO.X...
boardsize 9
clear_board
gogui-setup w B9 w D9 w F9 w H9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 b A7 b B7 b C7 b D7 b E7 b F7 b G7 b H7 b J7 b A4 b B4 b C4 b D4 b E4 w A3 w B3 w C3 w D3 b F3 b B2 w C2 w D2 b F2 b A1 b B1 b C1 w D1 b F1
350 final_status_list dead
#? [(A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1) (A3|B3|C3|D3|C2|D2|D1)]
351 final_status B2
#? [alive]
352 final_score
#? [B\+36.5]

# Class 3, edge, issue 27's twelve stones around six: Black's C1-G4 has two liberties, E1 inside (White's six stones in
# atari there would be suicide) and G1 outside. Taking the six at E1 leaves the six points D1-F3, two eyes against any
# White stone inside: Black lives and the six are dead (GNU Go 3.8 agrees). The count: Black E1 and the six dead
# stones' points and their 6 prisoners (13), White the 5 points of the top line and komi 7.5 (G1 is dame): B+0.5.
# goref called Black dead and the six alive (the eye count took the space for spoiled by one White stone that Black
# would take).
#   .O.O.O.O.
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOOOOOOOO
#   OOXXXXXOO
#   OOXOOOXOO
#   OOXOOXXOO
#   OOXO.X.OO
boardsize 9
clear_board
gogui-setup w B9 w D9 w F9 w H9 w A8 w B8 w C8 w D8 w E8 w F8 w G8 w H8 w J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w H5 w J5 w A4 w B4 b C4 b D4 b E4 b F4 b G4 w H4 w J4 w A3 w B3 b C3 w D3 w E3 w F3 b G3 w H3 w J3 w A2 w B2 b C2 w D2 w E2 b F2 b G2 w H2 w J2 w A1 w B1 b C1 w D1 b F1 w H1 w J1
360 final_status_list dead
#? [(D3|E3|F3|D2|E2|D1) (D3|E3|F3|D2|E2|D1) (D3|E3|F3|D2|E2|D1) (D3|E3|F3|D2|E2|D1) (D3|E3|F3|D2|E2|D1) (D3|E3|F3|D2|E2|D1)]
361 final_status C1
#? [alive]
362 final_score
#? [B\+0.5]

# Class 3, centre (issue 27): the class-3 centre diagram of tests/check_reading.c on a board of two areas. Black's
# sixteen stones have two liberties, C5 inside (White's six stones in atari there would be suicide) and H4, shared
# with White's wall. Taking the six at C5 leaves a six-point space, D5-F5 over C4-E4, that makes two eyes against any
# White stone inside: Black lives and the six are dead (GNU Go 3.8 agrees). The count: Black 5 points at the top, C5
# and the six dead stones' points and their 6 prisoners (18), White the 9 points of the first line and komi 7.5:
# B+1.5. goref called Black dead and the six alive (the eye count took the space for spoiled by one White stone that
# Black would take); on the filled board of the test it was right.
#   .X.X.X.X.
#   XXXXXXXXX
#   OOOOOOOOO
#   OXXXXXXOO
#   OX.OOOXOO
#   OXOOOXX.O
#   OXXXXXOOO
#   OOOOOOOOO
#   .........
boardsize 9
clear_board
gogui-setup b B9 b D9 b F9 b H9 b A8 b B8 b C8 b D8 b E8 b F8 b G8 b H8 b J8 w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w A6 b B6 b C6 b D6 b E6 b F6 b G6 w H6 w J6 w A5 b B5 w D5 w E5 w F5 b G5 w H5 w J5 w A4 b B4 w C4 w D4 w E4 b F4 b G4 w J4 w A3 b B3 b C3 b D3 b E3 b F3 w G3 w H3 w J3 w A2 w B2 w C2 w D2 w E2 w F2 w G2 w H2 w J2
370 final_status_list dead
#? [(D5|E5|F5|C4|D4|E4) (D5|E5|F5|C4|D4|E4) (D5|E5|F5|C4|D4|E4) (D5|E5|F5|C4|D4|E4) (D5|E5|F5|C4|D4|E4) (D5|E5|F5|C4|D4|E4)]
371 final_status C6
#? [alive]
372 final_score
#? [B\+1.5]
