# protocol.tst -- GTP v2 framing and preprocessing, the protocol commands, and
# the errors any command can meet. Engine-independent where GTP v2 says so;
# goref's own choices are marked "goref:".

# The first command of a session: an id and an empty answer (the response
# body has never been written to yet).
200 clear_board
#? []

# Ids are echoed on success and on failure (the runner checks every id).
1 protocol_version
#? [2]

2 name
#? [goref]

3 version
#? [[0-9]+(\.[0-9]+)*]

0 name
#? [goref]

123456789 name
#? [goref]

# known_command: exact, case-sensitive names (no prefix match).
10 known_command play
#? [true]

11 known_command lay
#? [false]

12 known_command PLAY
#? [false]

13 known_command playx
#? [false]

14 known_command known_command
#? [true]

# The commands GTP v2 requires of every engine.
15 known_command protocol_version
#? [true]

16 known_command name
#? [true]

17 known_command version
#? [true]

18 known_command list_commands
#? [true]

19 known_command quit
#? [true]

20 known_command boardsize
#? [true]

21 known_command clear_board
#? [true]

22 known_command komi
#? [true]

23 known_command genmove
#? [true]

# list_commands: one name a line; the required ones are there.
30 list_commands
#? [.*\nplay\n.*]

31 list_commands
#? [.*\nprotocol_version\n.*]

32 list_commands
#? [.*\nknown_command\n.*]

# goref: the names are sorted, so the first is all_legal and the last version.
33 list_commands
#? [all_legal\n.*\nversion]

# Preprocessing. Blank lines, white-space-only lines and comment-only lines
# get no response (the runner sends the next lines as they are: a response to
# any of them would put every later id out of step).

   
	
  # a comment line, sent to the engine
	# another one, after a tab
40 name
#? [goref]

# A horizontal tab is a space: between id and command, between arguments.
41	name
#? [goref]

42 echo	tab	separated
#? [tab separated]

	43 name	
#? [goref]

# Everything from '#' on is a comment.
44 name # this is not an argument
#? [goref]

45 echo before#after
#? [before]

46 known_command play#comment
#? [true]

# Control characters other than HT and LF are dropped. The next line holds a
# DEL byte (0x7f) inside "name", the one after it a SOH (0x01) and an ESC (0x1b).
47 name
#? [goref]

48 echo abc
#? [abc]

# Leading and trailing spaces around the command do not matter.
   49   protocol_version   
#? [2]

# echo (GNU Go) answers its arguments.
50 echo hello world
#? [hello world]

51 echo
#? []

# cputime (GNU Go): processor seconds, a number.
52 cputime
#? [[0-9]+(\.[0-9]+)?]

# Unknown commands: "unknown command", and nothing changes.
boardsize 9
clear_board
komi 6.5
play b E5
play w pass

60 frobnicate
#? [unknown command]*

61 NAME
#? [unknown command]*

62 play_move b D4
#? [unknown command]*

# goref: a negative number is no id but the command name.
63 -1 name
#? [unknown command]*

64 list_stones black
#? [E5]

65 list_stones white
#? []

66 move_history
#? [white (pass|PASS)\nblack E5]

67 get_komi
#? [6\.5]

68 query_boardsize
#? [9]

# Syntax errors: a missing or malformed argument, and nothing changes.
70 boardsize
#? [syntax error]*

71 boardsize nine
#? [syntax error]*

72 boardsize 9.0
#? [syntax error]*

73 komi
#? [syntax error]*

74 komi seven
#? [syntax error]*

# Komi is -1000 to 1000 (as --komi and a record's KM); the reason is on stderr.
210 komi 5000
#? [syntax error]*

211 komi -1e308
#? [syntax error]*

212 komi 1000
#? []

213 komi -1000
#? []
komi 6.5

75 play b
#? [syntax error]*

76 play black
#? [syntax error]*

77 play purple D4
#? [syntax error]*

78 play b Z99
#? [(syntax error|illegal move)]*

79 play b D
#? [syntax error]*

80 play b D4 extra
#? [syntax error]*

# goref: every command checks its arity, so a missing argument is a syntax
# error even where GNU Go guesses (known_command with no name).
81 known_command
#? [syntax error]*

82 list_stones
#? [syntax error]*

83 query_boardsize
#? [9]

84 get_komi
#? [6\.5]

85 list_stones black
#? [E5]

86 list_stones white
#? []

87 move_history
#? [white (pass|PASS)\nblack E5]

88 captures black
#? [0]

89 captures white
#? [0]

# Unacceptable sizes (GTP allows 2..25 at most; goref's range is 2..25):
# refused, and the board, the moves and komi stay as they were.
90 boardsize 26
#? [unacceptable size]*

91 boardsize 1
#? [unacceptable size]*

92 boardsize 0
#? [unacceptable size]*

93 boardsize -9
#? [(unacceptable size|syntax error)]*

94 query_boardsize
#? [9]

95 list_stones black
#? [E5]

96 move_history
#? [white (pass|PASS)\nblack E5]

97 get_komi
#? [6\.5]

98 goref-rules
#? [.*\nko SIMPLE\n.*]

# The smallest and largest legal sizes.
100 boardsize 2
#? []

101 query_boardsize
#? [2]

102 list_stones black
#? []

103 get_komi
#? [6\.5]

104 boardsize 25
#? []

105 play b Z25
#? []

106 list_stones black
#? [Z25]

107 play w A1
#? []

108 list_stones white
#? [A1]

# "I" is not a column: H is followed by J.
109 play b I5
#? [(syntax error|illegal move)]*

110 play b h5
#? []

111 play w j5
#? []

112 list_stones black
#? [Z25 H5]

113 list_stones white
#? [J5 A1]

# goref: a line holding only an id is answered "unknown command" (GNU Go
# answers nothing, so with GNU Go every later case here is out of step).
120
#? [unknown command]*

# get_komi gives komi back exactly as set, however many digits it has.
komi 999.999999999
121 get_komi
#? [999\.999999999]
komi 6.4
122 get_komi
#? [6\.4]

# showboard: + marks an empty star point (corners and centre on 9x9); the last
# move is in parentheses, with a space before the row number after it (issue 11).
boardsize 9
clear_board
play b E5
220 showboard
#? [.*\n  7 \. \. \+ \. \. \. \+ \. \.  7\n.*\n  5 \. \. \. \.\(X\)\. \. \. \.  5\n.*]
play w J4
221 showboard
#? [.*\n  5 \. \. \. \. X \. \. \. \.  5\n  4 \. \. \. \. \. \. \. \.\(O\) 4\n  3 \. \. \+ .*]

# help: every command with one line on what it does; help COMMAND for one.
230 help
#? [all_legal +the legal moves.*\nplay +play a colour.*\nversion +goref's version]
231 help komi
#? [komi +set komi \(-1000 to 1000\)]
232 help plya
#? [unknown command]*

# quit answers an empty success; the engine reads nothing after it.
199 quit
#? []
