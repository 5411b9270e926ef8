# rules-chinese.tst -- the positions where the rulesets disagree, answered under
# the chinese preset (doc/rulesets.md). Every rules-*.tst holds the same positions;
# only the answers differ, each worked out by hand from the preset's properties.
# When one answer changes, the other files tell the preset from the position.

# The preset, chosen the way its users choose it; KataGo's JSON and goref's view.
1 kata-set-rules chinese
#? []
2 kata-get-rules
#? [\{"friendlyPassOk":true,"hasButton":false,"ko":"SIMPLE","scoring":"AREA","suicide":false,"tax":"NONE","whiteHandicapBonus":"N","passStones":false,"whiteMovesLast":false,"removeDead":true\}]
3 goref-rules
#? [rules chinese\n.*]

# Handicap with no komi from the controller: the preset's handicap komi.
boardsize 9
clear_board
10 fixed_handicap 2
#? [G7 C3]
11 get_komi
#? [0\.5]

# A handicap game counted: two stones, komi 0.5, two passes. Area counting gives
# White N (chinese), N-1 (aga, bga) or nothing; territory counting 79 points,
# plus the pass stones (Black 2, White 1) where passes hand them over.
boardsize 9
clear_board
komi 0.5
fixed_handicap 2
play w pass
play b pass
20 final_score
#? [B\+78\.5]
# Once a move is played the rules stay.
21 kata-set-rules tromp-taylor
#? [cannot change rules after the first move]*
22 kgs-rules japanese
#? [cannot change rules after the first move]*
23 kata-set-rule suicide true
#? [cannot change rules after the first move]*
24 goref-rules
#? [rules chinese\n.*]

# Suicide of two stones: W A1 has one liberty, A2; W A2 would join it and leave
# the pair none. Legal only where multi-stone suicide is (new-zealand,
# tromp-taylor): the pair leaves the board as Black's prisoners. (B J9 first,
# or the position after the suicide would be the one before W A1, which
# positional superko bars.)
boardsize 9
clear_board
play b B1
play b B2
play b A3
play w A1
play b J9
30 is_legal w A2
#? [0]
31 play w A2
#? [illegal move]*
32 list_stones white
#? [A1]
33 captures black
#? [0]

# A position made again by the other player. B J9 makes P (White D4 in atari);
# B E4 takes, two passes, and W D4 retakes: P again, made this time by White.
# Simple ko allows it, situational superko too (P was Black's), positional
# superko does not.
boardsize 9
clear_board
play b C4
play b D3
play b D5
play w E3
play w F4
play w E5
play w D4
play b J9
play w pass
play b E4
play w pass
play b pass
40 is_legal w D4
#? [1]
41 play w D4
#? []

# The same ko from setup stones (no board play made the start). After B E4, two
# passes and W D4 (the setup position again: only positional superko bars it),
# two passes more: B E4 would make again the position Black's E4 made, which
# situational superko bars; simple ko does not. (Under positional superko W D4
# was refused, so E4 still holds Black's stone.)
boardsize 9
clear_board
gogui-setup b C4 b D3 b D5 w E3 w F4 w E5 w D4
play b E4
play w pass
play b pass
50 is_legal w D4
#? [1]
51 play w D4
#? []
play b pass
play w pass
52 is_legal b E4
#? [1]

# A triple ko (regress/ko.tst): three kos, each side takes in turn; the sixth
# move of the cycle, W F4, brings back a position White made six moves before.
# Only simple ko lets the cycle go round.
boardsize 9
clear_board
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
play b C2
play w B6
play b G4
play w B2
play b C6
60 is_legal w F4
#? [1]

# A seki with an eye each (7x7): Black A1-D3 (eye B2) and White E1-G3 (eye F2)
# share D2, under two living groups. Japanese and Korean rules count no
# territory in seki (the seki tax); Tromp-Taylor judges nothing (all alive).
# Black: 20 stones, eyes B2 F5 F7; White: 22 stones, eyes F2 B5 C7. Komi 0.
boardsize 7
clear_board
komi 0
gogui-setup b A1 b B1 b C1 b D1 b A2 b C2 b A3 b B3 b C3 b D3 w E1 w F1 w G1 w E2 w G2 w E3 w F3 w G3 w A4 w B4 w C4 w D4 w A5 w C5 w D5 w A6 w B6 w C6 w D6 w A7 w B7 w D7 b E4 b F4 b G4 b E5 b G5 b E6 b F6 b G6 b E7 b G7
play b pass
play w pass
70 final_status B2
#? [black_territory]
71 final_status A1
#? [seki]
72 goref-score
#? [black: area 23 \(stones 20 \+ territory 3\), total 23;.*\nwhite: area 25 \(stones 22 \+ territory 3\), komi 0, total 25;.*]
73 final_score
#? [W\+2]

# Dame left open (5x5): Black A-B with eyes A5 A3 A1 (7 stones, 3 points), White
# D-E with eyes E5 E3 (8 stones, 2 points), column C open; komi 0.5. Territory
# counting: B+0.5; area counting: 10 each, W+0.5.
boardsize 5
clear_board
komi 0.5
gogui-setup b B5 b A4 b B4 b B3 b A2 b B2 b B1 w D5 w D4 w E4 w D3 w D2 w E2 w D1 w E1
play b pass
play w pass
80 final_score
#? [W\+0\.5]
81 final_status_list dame
#? [C5 C4 C3 C2 C1]

# The same finished game under each preset: the association's 9x9 game
# (doc/rules.md section 7, W+2.5 under the teaching rules) at the preset's komi.
# Black: 18 stones, 18 territory, 7 captures; White: 12 stones, 19 territory,
# 1 capture; one pass each.
boardsize 9
clear_board
komi 7.5
gogui-setup w A7 w B7 w C7 w D7 w E7 w F7 w G7 w H7 w J7 w D6 w F6 b E6 b A4 b B4 b C4 b D4 b E4 b F4 b G4 b H4 b J4 b A2 b B2 b C2 b D2 b E2 b F2 b G2 b J2 w A1 w B1 w C1 w D1 w E1 w F1 w G1
play b H1
play w E5
play b pass
play w pass
90 final_score
#? [W\+2\.5]
91 printsgf
#? [.*RU\[Chinese\]RE\[W\+2\.5\].*]
92 gogui-rules_final_result
#? [W\+2\.5: .*]

# Dead stones left on the board: a lone White B2 inside Black's side of a
# 9x9 split by Black E1-E9 and White F1-F9. Every preset removes it but
# Tromp-Taylor, where it stands alive and makes Black's side neutral.
boardsize 9
clear_board
komi 7.5
gogui-setup b E1 b E2 b E3 b E4 b E5 b E6 b E7 b E8 b E9 w F1 w F2 w F3 w F4 w F5 w F6 w F7 w F8 w F9 w B2
play b pass
play w pass
100 final_status_list dead
#? [B2]
101 final_score
#? [B\+1\.5]
play b pass
play w pass
# Play resumed, and its first two moves were passes: where area counting goes
# with pass stones (aga, bga) every stone is then alive, B2 too (as under
# Tromp-Taylor); elsewhere nothing changes.
102 final_status_list dead
#? [B2]
103 final_score
#? [B\+1\.5]

# The end of play: after W pass, B pass White owes the closing pass where White
# moves last (GoGui's ruler then offers only pass); elsewhere play has ended
# (no legal moves: GoGui asks for the result).
boardsize 9
clear_board
play w pass
play b pass
120 gogui-rules_legal_moves
#? []
121 gogui-rules_captured_count
#? [0 0]

# KGS's chinese is chinese-kgs: positional superko (as KataGo reads it).
boardsize 9
clear_board
110 kgs-rules chinese
#? []
111 kata-get-rules
#? [.*"ko":"POSITIONAL".*]
112 goref-rules
#? [rules chinese-kgs\n.*]
113 kgs-rules tromp-taylor
#? [unknown rules]*
114 kata-set-rules chinese
#? []
115 goref-rules
#? [rules chinese\n.*]
