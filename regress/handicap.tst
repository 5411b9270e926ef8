# handicap.tst -- fixed_handicap on every size from 7x7 to 25x25, against GTP v2
# section 4.1.1: corner stones on the 3rd line below 13x13 and on the 4th line
# from 13x13 up; 2 to 4 stones on even sizes and on 7x7, up to 9 on odd sizes
# from 9x9 (edge middles and centre). Then the limits, place_free_handicap,
# set_free_handicap, White to move after handicap, and the errors.
# The answer's order is free, so each answer is checked as "that many
# vertices", and the placement through list_stones (top row first).

# 7x7: up to 4 stones, corners on line 3.
boardsize 7
clear_board
1000 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1001 list_stones black
#? [E5 C3]
boardsize 7
clear_board
1002 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1003 list_stones black
#? [C5 E5 C3]
boardsize 7
clear_board
1004 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1005 list_stones black
#? [C5 E5 C3 E3]
boardsize 7
clear_board
1006 fixed_handicap 5
#? [invalid number of stones]*
1007 list_stones black
#? []

# 8x8: up to 4 stones, corners on line 3.
boardsize 8
clear_board
1100 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1101 list_stones black
#? [F6 C3]
boardsize 8
clear_board
1102 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1103 list_stones black
#? [C6 F6 C3]
boardsize 8
clear_board
1104 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1105 list_stones black
#? [C6 F6 C3 F3]
boardsize 8
clear_board
1106 fixed_handicap 5
#? [invalid number of stones]*
1107 list_stones black
#? []

# 9x9: up to 9 stones, corners on line 3.
boardsize 9
clear_board
1200 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1201 list_stones black
#? [G7 C3]
boardsize 9
clear_board
1202 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1203 list_stones black
#? [C7 G7 C3]
boardsize 9
clear_board
1204 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1205 list_stones black
#? [C7 G7 C3 G3]
boardsize 9
clear_board
1206 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1207 list_stones black
#? [C7 G7 E5 C3 G3]
boardsize 9
clear_board
1208 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1209 list_stones black
#? [C7 G7 C5 G5 C3 G3]
boardsize 9
clear_board
1210 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1211 list_stones black
#? [C7 G7 C5 E5 G5 C3 G3]
boardsize 9
clear_board
1212 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1213 list_stones black
#? [C7 E7 G7 C5 G5 C3 E3 G3]
boardsize 9
clear_board
1214 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1215 list_stones black
#? [C7 E7 G7 C5 E5 G5 C3 E3 G3]
boardsize 9
clear_board
1216 fixed_handicap 10
#? [invalid number of stones]*
1217 list_stones black
#? []

# 10x10: up to 4 stones, corners on line 3.
boardsize 10
clear_board
1300 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1301 list_stones black
#? [H8 C3]
boardsize 10
clear_board
1302 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1303 list_stones black
#? [C8 H8 C3]
boardsize 10
clear_board
1304 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1305 list_stones black
#? [C8 H8 C3 H3]
boardsize 10
clear_board
1306 fixed_handicap 5
#? [invalid number of stones]*
1307 list_stones black
#? []

# 11x11: up to 9 stones, corners on line 3.
boardsize 11
clear_board
1400 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1401 list_stones black
#? [J9 C3]
boardsize 11
clear_board
1402 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1403 list_stones black
#? [C9 J9 C3]
boardsize 11
clear_board
1404 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1405 list_stones black
#? [C9 J9 C3 J3]
boardsize 11
clear_board
1406 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1407 list_stones black
#? [C9 J9 F6 C3 J3]
boardsize 11
clear_board
1408 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1409 list_stones black
#? [C9 J9 C6 J6 C3 J3]
boardsize 11
clear_board
1410 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1411 list_stones black
#? [C9 J9 C6 F6 J6 C3 J3]
boardsize 11
clear_board
1412 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1413 list_stones black
#? [C9 F9 J9 C6 J6 C3 F3 J3]
boardsize 11
clear_board
1414 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1415 list_stones black
#? [C9 F9 J9 C6 F6 J6 C3 F3 J3]
boardsize 11
clear_board
1416 fixed_handicap 10
#? [invalid number of stones]*
1417 list_stones black
#? []

# 12x12: up to 4 stones, corners on line 3.
boardsize 12
clear_board
1500 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1501 list_stones black
#? [K10 C3]
boardsize 12
clear_board
1502 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1503 list_stones black
#? [C10 K10 C3]
boardsize 12
clear_board
1504 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1505 list_stones black
#? [C10 K10 C3 K3]
boardsize 12
clear_board
1506 fixed_handicap 5
#? [invalid number of stones]*
1507 list_stones black
#? []

# 13x13: up to 9 stones, corners on line 4.
boardsize 13
clear_board
1600 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1601 list_stones black
#? [K10 D4]
boardsize 13
clear_board
1602 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1603 list_stones black
#? [D10 K10 D4]
boardsize 13
clear_board
1604 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1605 list_stones black
#? [D10 K10 D4 K4]
boardsize 13
clear_board
1606 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1607 list_stones black
#? [D10 K10 G7 D4 K4]
boardsize 13
clear_board
1608 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1609 list_stones black
#? [D10 K10 D7 K7 D4 K4]
boardsize 13
clear_board
1610 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1611 list_stones black
#? [D10 K10 D7 G7 K7 D4 K4]
boardsize 13
clear_board
1612 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1613 list_stones black
#? [D10 G10 K10 D7 K7 D4 G4 K4]
boardsize 13
clear_board
1614 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1615 list_stones black
#? [D10 G10 K10 D7 G7 K7 D4 G4 K4]
boardsize 13
clear_board
1616 fixed_handicap 10
#? [invalid number of stones]*
1617 list_stones black
#? []

# 14x14: up to 4 stones, corners on line 4.
boardsize 14
clear_board
1700 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1701 list_stones black
#? [L11 D4]
boardsize 14
clear_board
1702 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1703 list_stones black
#? [D11 L11 D4]
boardsize 14
clear_board
1704 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1705 list_stones black
#? [D11 L11 D4 L4]
boardsize 14
clear_board
1706 fixed_handicap 5
#? [invalid number of stones]*
1707 list_stones black
#? []

# 15x15: up to 9 stones, corners on line 4.
boardsize 15
clear_board
1800 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1801 list_stones black
#? [M12 D4]
boardsize 15
clear_board
1802 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1803 list_stones black
#? [D12 M12 D4]
boardsize 15
clear_board
1804 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1805 list_stones black
#? [D12 M12 D4 M4]
boardsize 15
clear_board
1806 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1807 list_stones black
#? [D12 M12 H8 D4 M4]
boardsize 15
clear_board
1808 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1809 list_stones black
#? [D12 M12 D8 M8 D4 M4]
boardsize 15
clear_board
1810 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1811 list_stones black
#? [D12 M12 D8 H8 M8 D4 M4]
boardsize 15
clear_board
1812 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1813 list_stones black
#? [D12 H12 M12 D8 M8 D4 H4 M4]
boardsize 15
clear_board
1814 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1815 list_stones black
#? [D12 H12 M12 D8 H8 M8 D4 H4 M4]
boardsize 15
clear_board
1816 fixed_handicap 10
#? [invalid number of stones]*
1817 list_stones black
#? []

# 16x16: up to 4 stones, corners on line 4.
boardsize 16
clear_board
1900 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
1901 list_stones black
#? [N13 D4]
boardsize 16
clear_board
1902 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1903 list_stones black
#? [D13 N13 D4]
boardsize 16
clear_board
1904 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
1905 list_stones black
#? [D13 N13 D4 N4]
boardsize 16
clear_board
1906 fixed_handicap 5
#? [invalid number of stones]*
1907 list_stones black
#? []

# 17x17: up to 9 stones, corners on line 4.
boardsize 17
clear_board
2000 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2001 list_stones black
#? [O14 D4]
boardsize 17
clear_board
2002 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2003 list_stones black
#? [D14 O14 D4]
boardsize 17
clear_board
2004 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2005 list_stones black
#? [D14 O14 D4 O4]
boardsize 17
clear_board
2006 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2007 list_stones black
#? [D14 O14 J9 D4 O4]
boardsize 17
clear_board
2008 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2009 list_stones black
#? [D14 O14 D9 O9 D4 O4]
boardsize 17
clear_board
2010 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2011 list_stones black
#? [D14 O14 D9 J9 O9 D4 O4]
boardsize 17
clear_board
2012 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2013 list_stones black
#? [D14 J14 O14 D9 O9 D4 J4 O4]
boardsize 17
clear_board
2014 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2015 list_stones black
#? [D14 J14 O14 D9 J9 O9 D4 J4 O4]
boardsize 17
clear_board
2016 fixed_handicap 10
#? [invalid number of stones]*
2017 list_stones black
#? []

# 18x18: up to 4 stones, corners on line 4.
boardsize 18
clear_board
2100 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2101 list_stones black
#? [P15 D4]
boardsize 18
clear_board
2102 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2103 list_stones black
#? [D15 P15 D4]
boardsize 18
clear_board
2104 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2105 list_stones black
#? [D15 P15 D4 P4]
boardsize 18
clear_board
2106 fixed_handicap 5
#? [invalid number of stones]*
2107 list_stones black
#? []

# 19x19: up to 9 stones, corners on line 4.
boardsize 19
clear_board
2200 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2201 list_stones black
#? [Q16 D4]
boardsize 19
clear_board
2202 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2203 list_stones black
#? [D16 Q16 D4]
boardsize 19
clear_board
2204 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2205 list_stones black
#? [D16 Q16 D4 Q4]
boardsize 19
clear_board
2206 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2207 list_stones black
#? [D16 Q16 K10 D4 Q4]
boardsize 19
clear_board
2208 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2209 list_stones black
#? [D16 Q16 D10 Q10 D4 Q4]
boardsize 19
clear_board
2210 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2211 list_stones black
#? [D16 Q16 D10 K10 Q10 D4 Q4]
boardsize 19
clear_board
2212 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2213 list_stones black
#? [D16 K16 Q16 D10 Q10 D4 K4 Q4]
boardsize 19
clear_board
2214 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2215 list_stones black
#? [D16 K16 Q16 D10 K10 Q10 D4 K4 Q4]
boardsize 19
clear_board
2216 fixed_handicap 10
#? [invalid number of stones]*
2217 list_stones black
#? []

# 20x20: up to 4 stones, corners on line 4.
boardsize 20
clear_board
2300 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2301 list_stones black
#? [R17 D4]
boardsize 20
clear_board
2302 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2303 list_stones black
#? [D17 R17 D4]
boardsize 20
clear_board
2304 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2305 list_stones black
#? [D17 R17 D4 R4]
boardsize 20
clear_board
2306 fixed_handicap 5
#? [invalid number of stones]*
2307 list_stones black
#? []

# 21x21: up to 9 stones, corners on line 4.
boardsize 21
clear_board
2400 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2401 list_stones black
#? [S18 D4]
boardsize 21
clear_board
2402 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2403 list_stones black
#? [D18 S18 D4]
boardsize 21
clear_board
2404 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2405 list_stones black
#? [D18 S18 D4 S4]
boardsize 21
clear_board
2406 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2407 list_stones black
#? [D18 S18 L11 D4 S4]
boardsize 21
clear_board
2408 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2409 list_stones black
#? [D18 S18 D11 S11 D4 S4]
boardsize 21
clear_board
2410 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2411 list_stones black
#? [D18 S18 D11 L11 S11 D4 S4]
boardsize 21
clear_board
2412 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2413 list_stones black
#? [D18 L18 S18 D11 S11 D4 L4 S4]
boardsize 21
clear_board
2414 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2415 list_stones black
#? [D18 L18 S18 D11 L11 S11 D4 L4 S4]
boardsize 21
clear_board
2416 fixed_handicap 10
#? [invalid number of stones]*
2417 list_stones black
#? []

# 22x22: up to 4 stones, corners on line 4.
boardsize 22
clear_board
2500 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2501 list_stones black
#? [T19 D4]
boardsize 22
clear_board
2502 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2503 list_stones black
#? [D19 T19 D4]
boardsize 22
clear_board
2504 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2505 list_stones black
#? [D19 T19 D4 T4]
boardsize 22
clear_board
2506 fixed_handicap 5
#? [invalid number of stones]*
2507 list_stones black
#? []

# 23x23: up to 9 stones, corners on line 4.
boardsize 23
clear_board
2600 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2601 list_stones black
#? [U20 D4]
boardsize 23
clear_board
2602 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2603 list_stones black
#? [D20 U20 D4]
boardsize 23
clear_board
2604 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2605 list_stones black
#? [D20 U20 D4 U4]
boardsize 23
clear_board
2606 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2607 list_stones black
#? [D20 U20 M12 D4 U4]
boardsize 23
clear_board
2608 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2609 list_stones black
#? [D20 U20 D12 U12 D4 U4]
boardsize 23
clear_board
2610 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2611 list_stones black
#? [D20 U20 D12 M12 U12 D4 U4]
boardsize 23
clear_board
2612 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2613 list_stones black
#? [D20 M20 U20 D12 U12 D4 M4 U4]
boardsize 23
clear_board
2614 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2615 list_stones black
#? [D20 M20 U20 D12 M12 U12 D4 M4 U4]
boardsize 23
clear_board
2616 fixed_handicap 10
#? [invalid number of stones]*
2617 list_stones black
#? []

# 24x24: up to 4 stones, corners on line 4.
boardsize 24
clear_board
2700 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2701 list_stones black
#? [V21 D4]
boardsize 24
clear_board
2702 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2703 list_stones black
#? [D21 V21 D4]
boardsize 24
clear_board
2704 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2705 list_stones black
#? [D21 V21 D4 V4]
boardsize 24
clear_board
2706 fixed_handicap 5
#? [invalid number of stones]*
2707 list_stones black
#? []

# 25x25: up to 9 stones, corners on line 4.
boardsize 25
clear_board
2800 fixed_handicap 2
#? [[A-Z][0-9]+ [A-Z][0-9]+]
2801 list_stones black
#? [W22 D4]
boardsize 25
clear_board
2802 fixed_handicap 3
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2803 list_stones black
#? [D22 W22 D4]
boardsize 25
clear_board
2804 fixed_handicap 4
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2805 list_stones black
#? [D22 W22 D4 W4]
boardsize 25
clear_board
2806 fixed_handicap 5
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2807 list_stones black
#? [D22 W22 N13 D4 W4]
boardsize 25
clear_board
2808 fixed_handicap 6
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2809 list_stones black
#? [D22 W22 D13 W13 D4 W4]
boardsize 25
clear_board
2810 fixed_handicap 7
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2811 list_stones black
#? [D22 W22 D13 N13 W13 D4 W4]
boardsize 25
clear_board
2812 fixed_handicap 8
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2813 list_stones black
#? [D22 N22 W22 D13 W13 D4 N4 W4]
boardsize 25
clear_board
2814 fixed_handicap 9
#? [[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
2815 list_stones black
#? [D22 N22 W22 D13 N13 W13 D4 N4 W4]
boardsize 25
clear_board
2816 fixed_handicap 10
#? [invalid number of stones]*
2817 list_stones black
#? []

# Below 7x7 there is no fixed placement.
boardsize 6
clear_board
3000 fixed_handicap 2
#? [invalid number of stones]*
3003 list_stones black
#? []
3004 showboard
#? [.*move 0, black to move]
boardsize 2
clear_board
3001 fixed_handicap 2
#? [invalid number of stones]*
3002 list_stones black
#? []

# Fewer than 2 stones, a non-number: refused, the board stays empty.
boardsize 19
clear_board
3010 fixed_handicap 1
#? [invalid number of stones]*
3011 fixed_handicap 0
#? [invalid number of stones]*
3012 fixed_handicap -4
#? [invalid number of stones]*
3013 fixed_handicap two
#? [syntax error]*
3014 fixed_handicap
#? [syntax error]*
3015 list_stones black
#? []
3016 query_boardsize
#? [19]

# After handicap White moves first; the stones are setup, not moves.
3020 fixed_handicap 3
#? [D16 Q16 D4|[A-Z][0-9]+ [A-Z][0-9]+ [A-Z][0-9]+]
3021 showboard
#? [.*komi 7\.5, simple ko, move 0, white to move]
3022 move_history
#? []
3023 last_move
#? [no previous move known]*
3024 countlib D4
#? [4]
3025 is_legal w D4
#? [0]
3026 undo
#? [cannot undo]*
3027 list_stones black
#? [D16 Q16 D4]

# A second handicap on the same board: board not empty, nothing changes.
3030 fixed_handicap 2
#? [board not empty]*
3031 place_free_handicap 2
#? [board not empty]*
3032 set_free_handicap A1 B1
#? [board not empty]*
3033 list_stones black
#? [D16 Q16 D4]
3034 showboard
#? [.*white to move]

# A board with a move played is not empty either, even once the stone is gone.
boardsize 9
clear_board
play b E5
3040 fixed_handicap 2
#? [board not empty]*
3041 list_stones black
#? [E5]
3042 move_history
#? [black E5]
boardsize 9
clear_board
play b pass
3043 set_free_handicap C3 G7
#? [board not empty]*
3044 list_stones black
#? []
3045 move_history
#? [black (pass|PASS)]

# place_free_handicap: goref chooses; as many black stones as asked, and
# White moves next.
boardsize 9
clear_board
3050 place_free_handicap 5
#? [[A-J][1-9] [A-J][1-9] [A-J][1-9] [A-J][1-9] [A-J][1-9]]
3051 list_stones black
#? [[A-J][1-9] [A-J][1-9] [A-J][1-9] [A-J][1-9] [A-J][1-9]]
3052 list_stones white
#? []
3053 showboard
#? [.*move 0, white to move]
boardsize 19
clear_board
3054 place_free_handicap 9
#? [[A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
3055 list_stones black
#? [[A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
boardsize 9
clear_board
3056 place_free_handicap 1
#? [invalid number of stones]*
3057 place_free_handicap 81
#? [invalid number of stones]*
3058 place_free_handicap many
#? [syntax error]*
3059 list_stones black
#? []
# Good points: the star points and the centre first (as fixed_handicap), then
# each further stone as far as can be from all the others, off the first two
# lines: on 19x19 the 10th to 12th go between the star points; on 10x10 (no
# centre line) the 5th and 6th go near the centre; 20 stones keep off lines 1-2.
boardsize 19
clear_board
3062 place_free_handicap 12
#? [[A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
3063 list_stones black
#? [D16 K16 Q16 G13 N13 D10 K10 Q10 N7 D4 K4 Q4]
boardsize 10
clear_board
3064 place_free_handicap 6
#? [[A-K][0-9]+ [A-K][0-9]+ [A-K][0-9]+ [A-K][0-9]+ [A-K][0-9]+ [A-K][0-9]+]
3065 list_stones black
#? [C8 H8 F6 D5 C3 H3]
boardsize 19
clear_board
3066 place_free_handicap 20
#? [[A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+ [A-T][0-9]+]
3067 list_stones black
#? [[C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7]) [C-R]([3-9]|1[0-7])]
3068 showboard
#? [.*move 0, white to move]

# The most a 3x3 board can take is 8 stones (one point stays empty).
boardsize 3
clear_board
3060 place_free_handicap 8
#? [[A-C][1-3] [A-C][1-3] [A-C][1-3] [A-C][1-3] [A-C][1-3] [A-C][1-3] [A-C][1-3] [A-C][1-3]]
3061 list_stones white
#? []

# set_free_handicap: the controller chooses.
boardsize 9
clear_board
3070 set_free_handicap C3 G7 e5
#? []
3071 list_stones black
#? [G7 E5 C3]
3072 showboard
#? [.*move 0, white to move]
3073 move_history
#? []
3074 countlib E5
#? [4]

# Bad vertex lists: a repeat, pass, off the board, not a vertex; too few.
# Each is refused whole (no stone placed).
boardsize 9
clear_board
3080 set_free_handicap D4 D4
#? [bad vertex list]*
3081 set_free_handicap D4 pass
#? [bad vertex list]*
3082 set_free_handicap D4 K4
#? [bad vertex list]*
3083 set_free_handicap D4 E10
#? [bad vertex list]*
3084 set_free_handicap D4 xyz
#? [(bad vertex list|syntax error)]*
3085 set_free_handicap D4
#? [(bad vertex list|syntax error)]*
3086 set_free_handicap
#? [(bad vertex list|syntax error)]*
3087 list_stones black
#? []
3088 showboard
#? [.*move 0, black to move]
# A whole 3x3 board (9 stones, no liberty left) is too many.
boardsize 3
clear_board
3089 set_free_handicap A1 A2 A3 B1 B2 B3 C1 C2 C3
#? [bad vertex list]*
3090 list_stones black
#? []
3091 set_free_handicap A1 A2 A3 B1 B2 B3 C1 C2
#? []
3092 list_stones black
#? [A3 B3 A2 B2 C2 A1 B1 C1]

# clear_board forgets the handicap: Black moves first again.
3093 clear_board
#? []
3094 showboard
#? [.*move 0, black to move]
