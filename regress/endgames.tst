# endgames.tst -- final_score, final_status_list and final_status on real end
# positions (issue 3): 12 9x9 and 4 19x19 games that GNU Go 3.8 played against
# itself at level 1 (size / 2 random opening moves first) until two passes.
# bench/heldout played them and saved each end position P with goref's
# printsgf; regress/sgf/endgames/SIZExSIZE-sSEED.sgf is the game of seed SEED,
# and `build/cc/bench/heldout -n 1 -s SIZE -S SEED -d DIR` plays it again.
#
# How the expected answers were established (three engines agree on each):
# - reference: GNU Go played on from P for both sides with kgs-genmove_cleanup,
#   which captures every stone it holds dead, and the final position was
#   counted by area, komi 7.5 (bench/heldout). Area counting does not change
#   when a player captures dead stones or fills its own territory, so that is
#   the score of P; the dead stones are the ones left without a way to live.
# - GNU Go 3.8 at level 10 (gnugo --mode gtp --chinese-rules --level 10,
#   loadsgf, final_score, final_status_list dead / seki) gives the same score
#   and exactly the same dead (and seki) stones.
# - goref at the commit that added this file gave the same answers too.
# Each position is finished: no neutral points in the count (9x9-s387 has two,
# the liberties its seki shares). Under doc/rules.md's counting (territory, dead
# stones and prisoners, pass stones, White's implied last pass) the margin
# equals the area margin; the area of each side is given per position.
#
# Per position: the score; final_status_list dead as one line per chain in any
# order, checked as "exactly K lines" plus, for each dead chain, "a line made
# of exactly this chain's stones" (so a missing chain, a missing stone or an
# alive chain listed as dead fails); final_status_list seki; final_status of a
# dead stone and of an alive stone of the other colour next to or near it.
# Ids: position N uses N00..N99.

# 9x9-s387: B+23.5. Seki on the left edge: Black A8 A7 B7 C7 and White A5 B5 C5 C6 A4 share
# their only liberties A6 B6 (the two neutral points). White H8 J8 are dead on
# the top edge, White D3 E3 E2 inside Black's lower area.
# Area: Black 55, White 24 + 7.5 komi; 5 dead stones in 2 chains.
loadsgf sgf/endgames/9x9-s387.sgf
100 final_score
#? [B\+23\.5]
# One line a chain, in any order: 2 lines, and each chain's line.
101 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+]
102 final_status_list dead
#? [(.*\n)?(D3|E2|E3) (D3|E2|E3) (D3|E2|E3)(\n.*)?]
103 final_status_list dead
#? [(.*\n)?(H8|J8) (H8|J8)(\n.*)?]
104 final_status_list seki
#? [[A-T0-9 ]+\n[A-T0-9 ]+]
105 final_status_list seki
#? [(.*\n)?(A7|A8|B7|C7) (A7|A8|B7|C7) (A7|A8|B7|C7) (A7|A8|B7|C7)(\n.*)?]
106 final_status_list seki
#? [(.*\n)?(A4|A5|B5|C5|C6) (A4|A5|B5|C5|C6) (A4|A5|B5|C5|C6) (A4|A5|B5|C5|C6) (A4|A5|B5|C5|C6)(\n.*)?]
107 final_status A8
#? [seki]
# White D3 is dead; Black D4 next to its chain is alive.
108 final_status D3
#? [dead]
109 final_status D4
#? [alive]

# 9x9-s157: W+14.5. A 6-stone Black group (F6 G6 H6 J6 G5 H7) dead in White's right side, with
# Black H4 H3; White A8 B8 (left edge) and C5 dead in Black's area.
# Area: Black 37, White 44 + 7.5 komi; 11 dead stones in 4 chains.
loadsgf sgf/endgames/9x9-s157.sgf
200 final_score
#? [W\+14\.5]
# One line a chain, in any order: 4 lines, and each chain's line.
201 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
202 final_status_list dead
#? [(.*\n)?(F6|G5|G6|H6|H7|J6) (F6|G5|G6|H6|H7|J6) (F6|G5|G6|H6|H7|J6) (F6|G5|G6|H6|H7|J6) (F6|G5|G6|H6|H7|J6) (F6|G5|G6|H6|H7|J6)(\n.*)?]
203 final_status_list dead
#? [(.*\n)?(A8|B8) (A8|B8)(\n.*)?]
204 final_status_list dead
#? [(.*\n)?(H3|H4) (H3|H4)(\n.*)?]
205 final_status_list dead
#? [(.*\n)?C5(\n.*)?]
206 final_status_list seki
#? []
# Black H7 is dead; White E6 next to its chain is alive.
207 final_status H7
#? [dead]
208 final_status E6
#? [alive]

# 9x9-s268: W+4.5. A 6-stone Black group (B5 C5 D5 E5 D4 D6) dead inside White's left area, and
# Black A4 on the edge; White H5 H6 H7 dead in Black's right side.
# Area: Black 42, White 39 + 7.5 komi; 10 dead stones in 3 chains.
loadsgf sgf/endgames/9x9-s268.sgf
300 final_score
#? [W\+4\.5]
# One line a chain, in any order: 3 lines, and each chain's line.
301 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
302 final_status_list dead
#? [(.*\n)?(B5|C5|D4|D5|D6|E5) (B5|C5|D4|D5|D6|E5) (B5|C5|D4|D5|D6|E5) (B5|C5|D4|D5|D6|E5) (B5|C5|D4|D5|D6|E5) (B5|C5|D4|D5|D6|E5)(\n.*)?]
303 final_status_list dead
#? [(.*\n)?(H5|H6|H7) (H5|H6|H7) (H5|H6|H7)(\n.*)?]
304 final_status_list dead
#? [(.*\n)?A4(\n.*)?]
305 final_status_list seki
#? []
# Black D6 is dead; White B4 next to its chain is alive.
306 final_status D6
#? [dead]
307 final_status B4
#? [alive]

# 9x9-s582: B+11.5. Two White chains dead in Black's lower left: C4 B3 C3 D3 C2 and the first-line
# D1 E1 F1 E2; Black D9 dead on the top edge.
# Area: Black 50, White 31 + 7.5 komi; 10 dead stones in 3 chains.
loadsgf sgf/endgames/9x9-s582.sgf
400 final_score
#? [B\+11\.5]
# One line a chain, in any order: 3 lines, and each chain's line.
401 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
402 final_status_list dead
#? [(.*\n)?(B3|C2|C3|C4|D3) (B3|C2|C3|C4|D3) (B3|C2|C3|C4|D3) (B3|C2|C3|C4|D3) (B3|C2|C3|C4|D3)(\n.*)?]
403 final_status_list dead
#? [(.*\n)?(D1|E1|E2|F1) (D1|E1|E2|F1) (D1|E1|E2|F1) (D1|E1|E2|F1)(\n.*)?]
404 final_status_list dead
#? [(.*\n)?D9(\n.*)?]
405 final_status_list seki
#? []
# White C4 is dead; Black A3 next to its chain is alive.
406 final_status C4
#? [dead]
407 final_status A3
#? [alive]

# 9x9-s570: B+21.5. White's 5-stone second-line chain A2 B2 C2 D2 D3 dead under Black's wall, and
# White G3 G2, H4, J3 on the right; Black D9 dead on the top edge.
# Area: Black 55, White 26 + 7.5 komi; 10 dead stones in 5 chains.
loadsgf sgf/endgames/9x9-s570.sgf
500 final_score
#? [B\+21\.5]
# One line a chain, in any order: 5 lines, and each chain's line.
501 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
502 final_status_list dead
#? [(.*\n)?(A2|B2|C2|D2|D3) (A2|B2|C2|D2|D3) (A2|B2|C2|D2|D3) (A2|B2|C2|D2|D3) (A2|B2|C2|D2|D3)(\n.*)?]
503 final_status_list dead
#? [(.*\n)?(G2|G3) (G2|G3)(\n.*)?]
504 final_status_list dead
#? [(.*\n)?D9(\n.*)?]
505 final_status_list dead
#? [(.*\n)?H4(\n.*)?]
506 final_status_list dead
#? [(.*\n)?J3(\n.*)?]
507 final_status_list seki
#? []
# White D3 is dead; Black A3 next to its chain is alive.
508 final_status D3
#? [dead]
509 final_status A3
#? [alive]

# 9x9-s484: W+6.5. Eight single dead stones: Black A1 (corner), A3, B2, B4, E4; White H3, J4,
# J6 (right edge). A close game decided by them.
# Area: Black 41, White 40 + 7.5 komi; 8 dead stones in 8 chains.
loadsgf sgf/endgames/9x9-s484.sgf
600 final_score
#? [W\+6\.5]
# One line a chain, in any order: 8 lines, and each chain's line.
601 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
602 final_status_list dead
#? [(.*\n)?A1(\n.*)?]
603 final_status_list dead
#? [(.*\n)?A3(\n.*)?]
604 final_status_list dead
#? [(.*\n)?B2(\n.*)?]
605 final_status_list dead
#? [(.*\n)?B4(\n.*)?]
606 final_status_list dead
#? [(.*\n)?E4(\n.*)?]
607 final_status_list dead
#? [(.*\n)?H3(\n.*)?]
608 final_status_list dead
#? [(.*\n)?J4(\n.*)?]
609 final_status_list dead
#? [(.*\n)?J6(\n.*)?]
610 final_status_list seki
#? []
# White J6 is dead; Black G6 near its chain is alive.
611 final_status J6
#? [dead]
612 final_status G6
#? [alive]

# 9x9-s49: W+36.5. Black H6 H5 J5, F8 F7, J7, A8 and B5 dead in White's area (edges and a corner
# region); White E3 dead in Black's bottom. Rows 1 and 9 are empty territory.
# Area: Black 26, White 55 + 7.5 komi; 9 dead stones in 6 chains.
loadsgf sgf/endgames/9x9-s49.sgf
700 final_score
#? [W\+36\.5]
# One line a chain, in any order: 6 lines, and each chain's line.
701 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
702 final_status_list dead
#? [(.*\n)?(H5|H6|J5) (H5|H6|J5) (H5|H6|J5)(\n.*)?]
703 final_status_list dead
#? [(.*\n)?(F7|F8) (F7|F8)(\n.*)?]
704 final_status_list dead
#? [(.*\n)?A8(\n.*)?]
705 final_status_list dead
#? [(.*\n)?B5(\n.*)?]
706 final_status_list dead
#? [(.*\n)?E3(\n.*)?]
707 final_status_list dead
#? [(.*\n)?J7(\n.*)?]
708 final_status_list seki
#? []
# Black H6 is dead; White G5 next to its chain is alive.
709 final_status H6
#? [dead]
710 final_status G5
#? [alive]

# 9x9-s503: W+2.5. Black C7 D7 D6, C9 and A8 dead in White's upper left; White H4 H3, A2 and C2
# dead in Black's areas.
# Area: Black 43, White 38 + 7.5 komi; 9 dead stones in 6 chains.
loadsgf sgf/endgames/9x9-s503.sgf
800 final_score
#? [W\+2\.5]
# One line a chain, in any order: 6 lines, and each chain's line.
801 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
802 final_status_list dead
#? [(.*\n)?(C7|D6|D7) (C7|D6|D7) (C7|D6|D7)(\n.*)?]
803 final_status_list dead
#? [(.*\n)?(H3|H4) (H3|H4)(\n.*)?]
804 final_status_list dead
#? [(.*\n)?A2(\n.*)?]
805 final_status_list dead
#? [(.*\n)?A8(\n.*)?]
806 final_status_list dead
#? [(.*\n)?C2(\n.*)?]
807 final_status_list dead
#? [(.*\n)?C9(\n.*)?]
808 final_status_list seki
#? []
# Black C7 is dead; White B7 next to its chain is alive.
809 final_status C7
#? [dead]
810 final_status B7
#? [alive]

# 9x9-s220: W+14.5. Black's corner group B2 C2 C1 D1 dead under White's third-line wall; White F6
# dead.
# Area: Black 37, White 44 + 7.5 komi; 5 dead stones in 2 chains.
loadsgf sgf/endgames/9x9-s220.sgf
900 final_score
#? [W\+14\.5]
# One line a chain, in any order: 2 lines, and each chain's line.
901 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+]
902 final_status_list dead
#? [(.*\n)?(B2|C1|C2|D1) (B2|C1|C2|D1) (B2|C1|C2|D1) (B2|C1|C2|D1)(\n.*)?]
903 final_status_list dead
#? [(.*\n)?F6(\n.*)?]
904 final_status_list seki
#? []
# Black B2 is dead; White B3 next to its chain is alive.
905 final_status B2
#? [dead]
906 final_status B3
#? [alive]

# 9x9-s573: B+1.5. White's 5-stone group F8 G8 G7 G6 H7 and White J6 dead in Black's upper right;
# Black A9 dead in the corner.
# Area: Black 45, White 36 + 7.5 komi; 7 dead stones in 3 chains.
loadsgf sgf/endgames/9x9-s573.sgf
1000 final_score
#? [B\+1\.5]
# One line a chain, in any order: 3 lines, and each chain's line.
1001 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1002 final_status_list dead
#? [(.*\n)?(F8|G6|G7|G8|H7) (F8|G6|G7|G8|H7) (F8|G6|G7|G8|H7) (F8|G6|G7|G8|H7) (F8|G6|G7|G8|H7)(\n.*)?]
1003 final_status_list dead
#? [(.*\n)?A9(\n.*)?]
1004 final_status_list dead
#? [(.*\n)?J6(\n.*)?]
1005 final_status_list seki
#? []
# White F8 is dead; Black E8 next to its chain is alive.
1006 final_status F8
#? [dead]
1007 final_status E8
#? [alive]

# 9x9-s140: B+21.5. White D2 E2 and G2 H2 dead on the second line of Black's bottom area, White B9
# and A8 by the top-left corner; Black E7 and J8 dead.
# Area: Black 55, White 26 + 7.5 komi; 8 dead stones in 6 chains.
loadsgf sgf/endgames/9x9-s140.sgf
1100 final_score
#? [B\+21\.5]
# One line a chain, in any order: 6 lines, and each chain's line.
1101 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1102 final_status_list dead
#? [(.*\n)?(D2|E2) (D2|E2)(\n.*)?]
1103 final_status_list dead
#? [(.*\n)?(G2|H2) (G2|H2)(\n.*)?]
1104 final_status_list dead
#? [(.*\n)?A8(\n.*)?]
1105 final_status_list dead
#? [(.*\n)?B9(\n.*)?]
1106 final_status_list dead
#? [(.*\n)?E7(\n.*)?]
1107 final_status_list dead
#? [(.*\n)?J8(\n.*)?]
1108 final_status_list seki
#? []
# White D2 is dead; Black D3 next to its chain is alive.
1109 final_status D2
#? [dead]
1110 final_status D3
#? [alive]

# 9x9-s500: W+0.5. White A4 A3 B3 dead by the lower-left corner, Black J8 dead by the top-right
# one. A half-point game: one misjudged stone changes the winner.
# Area: Black 44, White 37 + 7.5 komi; 4 dead stones in 2 chains.
loadsgf sgf/endgames/9x9-s500.sgf
1200 final_score
#? [W\+0\.5]
# One line a chain, in any order: 2 lines, and each chain's line.
1201 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+]
1202 final_status_list dead
#? [(.*\n)?(A3|A4|B3) (A3|A4|B3) (A3|A4|B3)(\n.*)?]
1203 final_status_list dead
#? [(.*\n)?J8(\n.*)?]
1204 final_status_list seki
#? []
# White A4 is dead; Black A5 next to its chain is alive.
1205 final_status A4
#? [dead]
1206 final_status A5
#? [alive]

# 19x19-s6: W+82.5. 26 dead Black stones in 7 chains, among them E6 F5 E5 E4 G4 G3 E3 F3 F2
# (9 stones) and G15 H15 H14 G13 H13 J13 G12 G11 (8) inside White's area; White
# C18 dead by the top-left corner.
# Area: Black 143, White 218 + 7.5 komi; 27 dead stones in 7 chains.
loadsgf sgf/endgames/19x19-s6.sgf
1300 final_score
#? [W\+82\.5]
# One line a chain, in any order: 7 lines, and each chain's line.
1301 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1302 final_status_list dead
#? [(.*\n)?(E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4) (E3|E4|E5|E6|F2|F3|F5|G3|G4)(\n.*)?]
1303 final_status_list dead
#? [(.*\n)?(G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13) (G11|G12|G13|G15|H13|H14|H15|J13)(\n.*)?]
1304 final_status_list dead
#? [(.*\n)?(B11|C10|C11|C12) (B11|C10|C11|C12) (B11|C10|C11|C12) (B11|C10|C11|C12)(\n.*)?]
1305 final_status_list dead
#? [(.*\n)?(D13|D14|E14) (D13|D14|E14) (D13|D14|E14)(\n.*)?]
1306 final_status_list dead
#? [(.*\n)?C18(\n.*)?]
1307 final_status_list dead
#? [(.*\n)?F18(\n.*)?]
1308 final_status_list dead
#? [(.*\n)?S16(\n.*)?]
1309 final_status_list seki
#? []
# Black E6 is dead; White D3 next to its chain is alive.
1310 final_status E6
#? [dead]
1311 final_status D3
#? [alive]

# 19x19-s9: W+28.5. Dead stones in both left corners: Black A19 and A1, with Black B18, C16,
# B15 B14 and F2; White D10 and F7 dead in Black's area.
# Area: Black 170, White 191 + 7.5 komi; 9 dead stones in 8 chains.
loadsgf sgf/endgames/19x19-s9.sgf
1400 final_score
#? [W\+28\.5]
# One line a chain, in any order: 8 lines, and each chain's line.
1401 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1402 final_status_list dead
#? [(.*\n)?(B14|B15) (B14|B15)(\n.*)?]
1403 final_status_list dead
#? [(.*\n)?A1(\n.*)?]
1404 final_status_list dead
#? [(.*\n)?A19(\n.*)?]
1405 final_status_list dead
#? [(.*\n)?B18(\n.*)?]
1406 final_status_list dead
#? [(.*\n)?C16(\n.*)?]
1407 final_status_list dead
#? [(.*\n)?D10(\n.*)?]
1408 final_status_list dead
#? [(.*\n)?F2(\n.*)?]
1409 final_status_list dead
#? [(.*\n)?F7(\n.*)?]
1410 final_status_list seki
#? []
# Black B15 is dead; White A14 next to its chain is alive.
1411 final_status B15
#? [dead]
1412 final_status A14
#? [alive]

# 19x19-s30: B+41.5. Five White chains dead on Black's left side (B13 C13, A12, E12 E11 E10,
# B11 C11 C10, D9: 10 stones); Black R7 dead.
# Area: Black 205, White 156 + 7.5 komi; 11 dead stones in 6 chains.
loadsgf sgf/endgames/19x19-s30.sgf
1500 final_score
#? [B\+41\.5]
# One line a chain, in any order: 6 lines, and each chain's line.
1501 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1502 final_status_list dead
#? [(.*\n)?(B11|C10|C11) (B11|C10|C11) (B11|C10|C11)(\n.*)?]
1503 final_status_list dead
#? [(.*\n)?(E10|E11|E12) (E10|E11|E12) (E10|E11|E12)(\n.*)?]
1504 final_status_list dead
#? [(.*\n)?(B13|C13) (B13|C13)(\n.*)?]
1505 final_status_list dead
#? [(.*\n)?A12(\n.*)?]
1506 final_status_list dead
#? [(.*\n)?D9(\n.*)?]
1507 final_status_list dead
#? [(.*\n)?R7(\n.*)?]
1508 final_status_list seki
#? []
# White E12 is dead; Black E9 next to its chain is alive.
1509 final_status E12
#? [dead]
1510 final_status E9
#? [alive]

# 19x19-s36: B+65.5. 40 dead stones in 23 chains: 25 White (C18 D18 E18 D17 the largest) and 15
# Black (D3 E3 E2 F2 G3 G2 G1, on the first lines, the largest).
# Area: Black 217, White 144 + 7.5 komi; 40 dead stones in 19 chains.
loadsgf sgf/endgames/19x19-s36.sgf
1600 final_score
#? [B\+65\.5]
# One line a chain, in any order: 19 lines, and each chain's line.
1601 final_status_list dead
#? [[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+\n[A-T0-9 ]+]
1602 final_status_list dead
#? [(.*\n)?(D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3) (D3|E2|E3|F2|G1|G2|G3)(\n.*)?]
1603 final_status_list dead
#? [(.*\n)?(C18|D17|D18|E18) (C18|D17|D18|E18) (C18|D17|D18|E18) (C18|D17|D18|E18)(\n.*)?]
1604 final_status_list dead
#? [(.*\n)?(D5|E5|E6|F5) (D5|E5|E6|F5) (D5|E5|E6|F5) (D5|E5|E6|F5)(\n.*)?]
1605 final_status_list dead
#? [(.*\n)?(F15|F16|G15) (F15|F16|G15) (F15|F16|G15)(\n.*)?]
1606 final_status_list dead
#? [(.*\n)?(N17|O16|O17) (N17|O16|O17) (N17|O16|O17)(\n.*)?]
1607 final_status_list dead
#? [(.*\n)?(Q5|R4|R5) (Q5|R4|R5) (Q5|R4|R5)(\n.*)?]
1608 final_status_list dead
#? [(.*\n)?(N12|O12) (N12|O12)(\n.*)?]
1609 final_status_list dead
#? [(.*\n)?(P14|P15) (P14|P15)(\n.*)?]
1610 final_status_list dead
#? [(.*\n)?(Q12|Q13) (Q12|Q13)(\n.*)?]
1611 final_status_list dead
#? [(.*\n)?B17(\n.*)?]
1612 final_status_list dead
#? [(.*\n)?C16(\n.*)?]
1613 final_status_list dead
#? [(.*\n)?E12(\n.*)?]
1614 final_status_list dead
#? [(.*\n)?H14(\n.*)?]
1615 final_status_list dead
#? [(.*\n)?J15(\n.*)?]
1616 final_status_list dead
#? [(.*\n)?M15(\n.*)?]
1617 final_status_list dead
#? [(.*\n)?N14(\n.*)?]
1618 final_status_list dead
#? [(.*\n)?R18(\n.*)?]
1619 final_status_list dead
#? [(.*\n)?S17(\n.*)?]
1620 final_status_list dead
#? [(.*\n)?T8(\n.*)?]
1621 final_status_list seki
#? []
# Black D3 is dead; White F3 next to its chain is alive.
1622 final_status D3
#? [dead]
1623 final_status F3
#? [alive]
