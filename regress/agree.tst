# agree.tst -- the search agrees with the referee where the judgement has
# settled the board (issue 27): the search counts the settled points as the
# count does, so on a finished game its move is the one the referee accepts.
#
# The sample game of issue 27 (GNU Go level 1 against itself, 9x9, komi 7.5,
# RE B+19.5): after its 45 moves every point is settled (four White stones,
# D8 E7 F8 G8, dead inside Black's area). The light playouts let those stones
# live in about a third of the playouts, and White's search kept some 25% and
# played inside Black's area (H8 here, G7 under a clock); now White's win
# rate is about 0 and the score the count's, and White passes. Case 10 failed
# before (H8). Case 30 guards the closing pass: with its win rate at 0 the
# search resigns, and a game whose end is on the table ends by the count
# instead.
#
# One thread, a fixed playout count, the seed of --seed (0).
goref-set_param threads 1
goref-set_param playouts 3000
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
1 final_score
#? [B\+19\.5]
10 reg_genmove w
#? [pass|PASS]
# The game's end: W pass, B pass, and White's closing pass is due.
play w pass
play b pass
20 final_score
#? [B\+19\.5]
30 genmove w
#? [pass|PASS]
31 final_score
#? [B\+19\.5]
