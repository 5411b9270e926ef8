# time.tst -- time_settings and time_left (GTP v2 section 6.4 / 6.6): accepted
# with whole non-negative numbers, refused with a syntax error otherwise, and
# neither touches the game. kgs-time_settings (KGS's kgsGtp): none, absolute,
# byoyomi and canadian with their argument counts.

boardsize 9
clear_board
komi 7.5
play b E5

# Absolute time, Canadian byo-yomi, no time limit (byo-yomi time > 0, stones 0).
1 time_settings 600 0 0
#? []
2 time_settings 300 30 5
#? []
3 time_settings 0 1 0
#? []
4 time_settings 0 0 0
#? []

# Time left: in main time (stones 0), in byo-yomi (stones left in the period).
5 time_settings 300 30 5
#? []
6 time_left b 290 0
#? []
7 time_left white 25 3
#? []
8 time_left W 0 0
#? []

# Errors: missing, extra, negative, fractional or non-numeric arguments.
10 time_settings
#? [syntax error]*
11 time_settings 300 30
#? [syntax error]*
12 time_settings 300 30 5 1
#? [syntax error]*
13 time_settings -1 30 5
#? [syntax error]*
14 time_settings 300 -30 5
#? [syntax error]*
15 time_settings 300 30 -5
#? [syntax error]*
16 time_settings 300.5 30 5
#? [syntax error]*
17 time_settings ten 30 5
#? [syntax error]*
18 time_left
#? [syntax error]*
19 time_left b 290
#? [syntax error]*
20 time_left purple 290 0
#? [syntax error]*
21 time_left b soon 0
#? [syntax error]*
22 time_left b 290 -1
#? [syntax error]*
23 time_left b 290 0 0
#? [syntax error]*

# kgs-time_settings: each kind with its arguments; seconds may be fractions.
40 kgs-time_settings none
#? []
41 kgs-time_settings absolute 600
#? []
42 kgs-time_settings byoyomi 300 30 5
#? []
43 kgs-time_settings canadian 300 30 25
#? []
44 kgs-time_settings canadian 0.5 10.5 1
#? []
45 time_left w 28 4
#? []

# kgs-time_settings errors: unknown kind, wrong argument count, bad numbers.
50 kgs-time_settings
#? [syntax error]*
51 kgs-time_settings sudden 600
#? [syntax error]*
52 kgs-time_settings none 600
#? [syntax error]*
53 kgs-time_settings absolute
#? [syntax error]*
54 kgs-time_settings byoyomi 300 30
#? [syntax error]*
55 kgs-time_settings canadian 300 30 5 5
#? [syntax error]*
56 kgs-time_settings absolute -1
#? [syntax error]*
57 kgs-time_settings byoyomi 300 30 2.5
#? [syntax error]*
58 kgs-time_settings canadian 300 x 5
#? [syntax error]*
59 kgs-time_settings ABSOLUTE 600
#? [syntax error]*

# None of it changed the game.
30 list_stones black
#? [E5]
31 move_history
#? [black E5]
32 get_komi
#? [7\.5]
33 showboard
#? [.*move 1, white to move]
34 query_boardsize
#? [9]

# Play goes on under a clock.
35 genmove w
#? [[A-HJ][1-9]]
36 time_left b 280 0
#? []
37 genmove b
#? [[A-HJ][1-9]]
