# endpoints.tst -- points a pass would throw away at the end of the game
# (issue 27): genmove passes only when no move gains by goref's own count (a
# ko to take or connect, a neutral point, a stone that saves stones), and
# still passes where only moves inside its own territory or eyes are left.
# Under the BGA count with pass stones and White moving last, territory and
# prisoners give the same margin as area (doc/rules.md §5): a point changing
# hands is a point in the result, and a stone in one's own area, like a pass,
# changes nothing.
#
# One thread, a fixed playout count, the seed of --seed (0): the search gives
# the same move every run. Cases 10, 20, 30 and 40 failed (genmove passed)
# before the end of the game asked for gaining moves; the others show the
# behaviour that was already right and must stay so.
goref-set_param threads 1

# A 9x9 game played in GoGui, White to move at move 40. Black's C1 is in
# atari, its liberty B1 inside Black's corner: White B1 takes it (a ko, Black
# may not take back at once) and later connects at C1. The count now is
# W+0.5; after W B1 it is W+4.5: the two points B1 and C1 change hands (C1,
# empty, touches White only) and C1's stone is White's prisoner, less the
# turn White used. The search, sure of the win, put nearly
# all its playouts on a point inside White's area and the end of the game
# turned that into a pass.
goref-set_param playouts 2000
boardsize 9
clear_board
komi 7.5
play b E5
play w H5
play b E7
play w C3
play b C5
play w F4
play b E4
play w E3
play b G8
play w G3
play b B4
play w H7
play b B2
play w B3
play b A3
play w A2
play b A1
play w C2
play b D4
play w F6
play b F7
play w D3
play b F5
play w G5
play b G6
play w H8
play b H6
play w J6
play b G7
play w C4
play b B5
play w G9
play b F9
play w H9
play b A4
play w J7
play b C1
play w D1
play b A2
10 genmove w
#? [B1|C1]
11 final_score
#? [W\+4\.5]

# The same corner on 7x7, nothing else left: Black D3-D7 C3 B2 A1 C1 against
# White's wall E2-E7 D2 C2 D1. Black area 25 (A1-D7 less C2 D2 D1), White 24,
# komi 0.5, and with White to move the count adds the pass White still owes:
# B+1.5. White B1 takes C1 (a ko): B1 and C1 are White's, W+2.5. Before,
# White passed and lost.
goref-set_param playouts 300
boardsize 7
clear_board
komi 0.5
gogui-setup b D7 b D6 b D5 b D4 b D3 b C3 b B2 b A1 b C1 w E7 w E6 w E5 w E4 w E3 w E2 w D2 w C2 w D1
gogui-setup_player w
20 final_score
#? [B\+1\.5]
21 genmove w
#? [B1]
22 captures white
#? [1]
23 final_score
#? [W\+2\.5]

# The ko taken, Black saves A1 (White's B1 left it the one liberty A2): White
# must connect at C1, or Black takes back B1 and the two points are Black's
# again.
boardsize 7
clear_board
komi 0.5
gogui-setup b D7 b D6 b D5 b D4 b D3 b C3 b B2 b A1 b C1 w E7 w E6 w E5 w E4 w E3 w E2 w D2 w C2 w D1
gogui-setup_player w
play w B1
play b A2
30 genmove w
#? [C1]
# Connected, nothing is left for White but its own area (F-G columns):
# after a black stone inside Black's area, White passes.
play b B3
31 genmove w
#? [pass|PASS]

# A stone that saves stones: White's E3 put Black's D3 in atari; its liberty
# C3 is inside Black's area. Black connects there. Passing (or playing
# elsewhere) lets White take D3 at C3, and then Black's C-column wall is cut
# in two. Black is far ahead (komi -20.5), so the search itself does not care.
goref-set_param playouts 1000
boardsize 7
clear_board
komi -20.5
gogui-setup b C1 b C2 b C4 b C5 b C6 b C7 b D3 w D1 w D2 w D4 w D5 w D6 w D7 w E1 w E2 w E4 w E5 w E6 w E7
gogui-setup_player w
play w E3
40 genmove b
#? [C3]
41 countlib C3
#? [[3-9]|1[0-9]]

# A connection needed after a neutral point is filled: Black's D3 took the
# last liberty but one of White's D4; E4, inside White's area, saves it.
goref-set_param playouts 300
boardsize 7
clear_board
komi 20.5
gogui-setup b C1 b C2 b C3 b C4 b C5 b C6 b C7 b D1 b D2 b D5 b D6 b D7 w D4 w E1 w E2 w E3 w E5 w E6 w E7 w F4
gogui-setup_player b
play b D3
50 genmove w
#? [E4]

# A point of dame: walls C1-C7 D1-D3 (Black) and D5-D7 E1-E7 (White), D4
# touches both. After White's pass Black fills it (else White would), then
# nothing is left and both pass. Territory A-B (14) against F-G (14); pass
# stones: White passed three times, Black once: 14 + 3 against 14 + 1 + 0.5
# komi, B+1.5.
boardsize 7
clear_board
komi 0.5
gogui-setup b C1 b C2 b C3 b C4 b C5 b C6 b C7 b D1 b D2 b D3 w D5 w D6 w D7 w E1 w E2 w E3 w E4 w E5 w E6 w E7
gogui-setup_player w
play w pass
60 genmove b
#? [D4]
61 genmove w
#? [pass|PASS]
62 genmove b
#? [pass|PASS]
63 genmove w
#? [pass|PASS]
64 showboard
#? [.*play has ended]
65 final_score
#? [B\+1\.5]

# Must pass: a seki in the corner (Black A3 B3 C3 A2 and White C2 B1 C1 share
# A1 and B2; filling either is a self-atari that loses the chain), the rest
# is each side's own area or eyes. Territory A7 C7 (White) against F2 G1
# (Black), komi 0.5: W+0.5, and neither side has a point to gain.
boardsize 7
clear_board
komi 0.5
gogui-setup w B7 w D7 w E7 w F7 w G7 w A6 w B6 w C6 w D6 w E6 w F6 w G6 w A5 w B5 w C5 w D5 w E5 w F5 w G5 w A4 w B4 w C4 w D4 w E4 w F4 w G4 b A3 b B3 b C3 w D3 b E3 b F3 b G3 b A2 w C2 b D2 b E2 b G2 w B1 w C1 b D1 b E1 b F1
gogui-setup_player b
70 genmove b
#? [pass|PASS]
71 genmove w
#? [pass|PASS]
72 final_status_list seki
#? [.*A2.*B1.*|.*B1.*A2.*]
73 color A1
#? [empty]
74 color B2
#? [empty]
