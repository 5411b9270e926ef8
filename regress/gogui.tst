# gogui.tst -- what GoGui and Sabaki send goref, and what they read back:
# GoGui's analyze menu and gfx drawings, setup stones, move sequences, the
# interrupt protocol, the ruler protocol (gogui-rules_*), goref as
# gogui-twogtp's referee (any two passes end a game there), and Sabaki's
# habits (komi before boardsize, setup stones as same-colour plays).

# --- The analyze menu: type/label/command lines, gfx commands among them.
boardsize 9
clear_board
1 gogui-analyze_commands
#? [(.*.)?gfx/[^/]+/goref-gfx_territory(..*)?]

2 gogui-analyze_commands
#? [(.*.)?gfx/[^/]+/goref-gfx_ownership(..*)?]

3 gogui-analyze_commands
#? [(.*.)?plist/All Legal/all_legal %m(..*)?]

4 gogui-analyze_commands
#? [(.*.)?string/Is Legal/is_legal %m %p(..*)?]

# No gogui-title: GoGui asks it only at attach, so any game state in it goes stale;
# GoGui's own title (file, players) stays true (issue 11).
5 known_command gogui-title
#? [false]

# The interrupt protocol: listed, and a "# interrupt" line is a comment.
6 gogui-interrupt
#? []

# interrupt
7 name
#? [goref]

# --- Setup stones are not moves: no turn passes, no pass stone.
boardsize 9
clear_board
10 gogui-setup b E5 b D5 w E6 w pass
#? [syntax error]*

11 list_stones black
#? []

12 gogui-setup b E5 b D5 w E6
#? []

13 list_stones black
#? [D5 E5]

14 list_stones white
#? [E6]

15 move_history
#? []

16 gogui-rules_side_to_move
#? [black]

17 gogui-rules_captured_count
#? [0 0]

18 gogui-setup_player w
#? []

19 gogui-rules_side_to_move
#? [white]

# "e" empties a point; recolouring replaces a stone.
20 gogui-setup e D5 w E5
#? []

21 list_stones white
#? [E6 E5]

22 list_stones black
#? []

# A stone without liberty makes the whole setup refused, nothing changed.
23 gogui-setup w A1 b A2 b B1
#? [illegal setup]*

24 list_stones black
#? []

25 gogui-rules_side_to_move
#? [white]

# Setup is only for the position before the first move.
play w D4
26 gogui-setup b A1
#? [setup after moves]*

27 gogui-setup_player b
#? [setup after moves]*

28 list_stones black
#? []

# --- gogui-play_sequence: all or nothing.
boardsize 9
clear_board
30 gogui-play_sequence b E5 w E6 b D5 w D6
#? []

31 move_history
#? [white D6.black D5.white E6.black E5]

# The third move is illegal (occupied): nothing of the sequence is played.
32 gogui-play_sequence b C3 w C4 b E5 w C5
#? [illegal move]*

33 list_stones black
#? [D5 E5]

34 captures black
#? [0]

35 gogui-play_sequence b C3 w C4 b pass
#? []

36 gogui-rules_captured_count
#? [0 1]

37 gogui-play_sequence b C3 w
#? [syntax error]*

38 gogui-play_sequence
#? []

# --- The ruler protocol (GoGui's Game > Rules).
boardsize 5
clear_board
komi 0.5
40 gogui-rules_game_id
#? [Go]

# Listed only with --boardsize: GoGui adopts the answer at attach (issue 11).
# Without it, only a session that opens with list_commands (GoGui's ruler) is
# offered it; this one opened otherwise, so it is unknown here.
41 known_command gogui-rules_board_size
#? [false]

85 gogui-rules_board_size
#? [unknown command]*

42 gogui-rules_side_to_move
#? [black]

43 gogui-rules_legal_moves
#? [A5 B5 C5 D5 E5 A4 B4 C4 D4 E4 A3 B3 C3 D3 E3 A2 B2 C2 D2 E2 A1 B1 C1 D1 E1 pass]

play b C3
play w B3
44 gogui-rules_board
#? [\. \. \. \. \..\. \. \. \. \..\. O X \. \..\. \. \. \. \..\. \. \. \. \.]

45 gogui-rules_side_to_move
#? [black]

# Ko: after White takes, Black may not retake at once (simple ko).
boardsize 5
clear_board
play b B3
play b C2
play b C4
play w D2
play w D4
play w E3
play b D3
play w C3
46 gogui-rules_legal_moves
#? [!(.* )?D3( .*)?]

47 gogui-rules_legal_moves
#? [.* pass]

48 gogui-rules_captured_count
#? [0 1]

# W pass, B pass: White owes the closing pass, so pass is the only move.
boardsize 5
clear_board
komi 0.5
play b C3
play w pass
play b pass
50 gogui-rules_legal_moves
#? [pass]

51 gogui-rules_side_to_move
#? [white]

52 gogui-rules_captured_count
#? [1 1]

53 gogui-rules_final_result
#? [B\+24\.5: Black 24 territory \+ 2 prisoners = 26; White 0 territory \+ 1 prisoner \+ 0\.5 komi = 1\.5 \(play not ended: 1 closing pass counted\)]

# The closing pass ends play: no legal move left, the same result.
play w pass
54 gogui-rules_legal_moves
#? []

55 gogui-rules_final_result
#? [B\+24\.5: Black 24 territory \+ 2 prisoners = 26; White 0 territory \+ 1 prisoner \+ 0\.5 komi = 1\.5]

56 gogui-rules_captured_count
#? [2 1]

# B pass, W pass ends play at once.
boardsize 5
clear_board
play b C3
play w D3
play b pass
play w pass
57 gogui-rules_legal_moves
#? []

# --- As gogui-twogtp's referee: twogtp stops at any two passes. A game that
# ended "W pass, B pass" is scored with White's closing pass (doc/rules.md §5).
boardsize 9
clear_board
komi 7.5
play b E5
play w pass
play b pass
60 final_score
#? [B\+73\.5]

61 goref-score
#? [(.*.)?play has not ended; implied closing passes: W pass(..*)?]

# The same game with the closing pass played gives the same score.
play w pass
62 final_score
#? [B\+73\.5]

# A player's illegal move is refused with GTP's text (the reason goes to stderr).
boardsize 9
clear_board
play b E5
63 play w E5
#? [illegal move]*

64 move_history
#? [black E5]

# --- gfx drawings of the judgement. Two walls; a dead stone in each area.
boardsize 9
clear_board
komi 7.5
gogui-setup b A5 b B5 b C5 b D5 b E5 b F5 b G5 b H5 b J5 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w H6 w J6 w C3 b C8
70 goref-gfx_dead
#? [MARK C8 C3.TEXT dead: 1 black, 1 white stones]

71 goref-gfx_territory
#? [BLACK A4 B4 C4 D4 E4 F4 G4 H4 J4 A3 B3 C3 D3 E3 F3 G3 H3 J3 A2 B2 C2 D2 E2 F2 G2 H2 J2 A1 B1 C1 D1 E1 F1 G1 H1 J1.WHITE A9 B9 C9 D9 E9 F9 G9 H9 J9 A8 B8 C8 D8 E8 F8 G8 H8 J8 A7 B7 C7 D7 E7 F7 G7 H7 J7.MARK C8 C3.TEXT B\+1\.5: territory B 36 W 27, dame 0]

72 goref-gfx_ownership
#? [INFLUENCE A9 -1\.00 .* C8 -1\.00 .* A6 -1\.00 .* A5 1\.00 .* C3 1\.00 .* J1 1\.00.TEXT ownership by the judgement: B\+1\.5]

73 goref-gfx_seki
#? [TEXT seki: 0 black, 0 white stones]

74 goref-gfx_playouts 64
#? [INFLUENCE A9 -?[01]\.[0-9]+ .* J1 -?[01]\.[0-9]+.TEXT ownership from 64 playouts]

75 goref-gfx_playouts 0
#? [syntax error]*

76 goref-gfx_playouts 16385
#? [syntax error]*

# The other entries of the analyze menu on the same position.
77 final_status_list dead
#? [C8.C3]

78 final_status C3
#? [dead]

79 goref-set_status alive C3
#? []

90 goref-gfx_dead
#? [MARK C8.TEXT dead: 1 black, 0 white stones]

91 final_status C3
#? [alive]

92 goref-clear_status
#? []

93 final_status C3
#? [dead]

94 is_legal w C3
#? [0]

95 is_legal b D3
#? [1]

boardsize 2
clear_board
play b A1
96 all_legal w
#? [A2 B2 B1]

# --- Sabaki: komi comes before boardsize and clear_board, and stays.
komi 6.5
boardsize 9
clear_board
80 get_komi
#? [6\.5]

# Sabaki replays setup stones (AB/AW) as consecutive plays of one colour:
# accepted, no pass stones.
play B E5
play B D4
play B C3
play W G7
play W G6
81 list_stones black
#? [E5 D4 C3]

82 gogui-rules_captured_count
#? [0 0]

83 gogui-rules_side_to_move
#? [black]

# Sabaki syncs by undo, pipelined.
undo
undo
84 list_stones white
#? []
