/*
 * check_reading.c -- the life-and-death reading layer of the judgement
 * (engine/judge/judge_reading.c), one test per error class of issue 13, each from
 * diagrams of its own (corner, edge, centre; with and without an outside
 * liberty): nakade with the killer's stones already inside, a capture that
 * makes only one small eye, shortage of liberties inside, a capturer that dies
 * after the capture, a small chain losing a race to a big group, and a lone
 * stone inside its own wall. Each diagram is judged with either side to move
 * and three seeds. Some positions the static layers already got right stay
 * here as guards: the reading must agree with them.
 */
#include <stddef.h>

#include <check.h>

#include "engine/rules/board.h"
#include "engine/rules/game.h"
#include "engine/judge/status.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

/* Seeds every judgement in this file is tried with. */
static const uint64_t seeds[] = {1, 2, 0x9e3779b97f4a7c15ULL};
#define N_SEEDS (sizeof(seeds) / sizeof(seeds[0]))

/* One stone and the status it must have. */
struct want {
	const char *vertex;
	enum stone_status status;
};

/* A position and what the judgement must say about some of its stones. */
struct reading_case {
	const char *name;
	const char *diagram;
	struct want wants[6]; /* up to six; the rest have no vertex */
};

static const struct reading_case cases[] = {
    /* Class 1, edge, one outside liberty (F2): Black's fourteen stones around
     * B2-D3, a bulky five whose vital point C2 White holds with D2 as well. Black
     * has one eye at most: dead, and the killer stones live. goref called Black
     * alive before the reading layer. */
    {"nakade with killer stones inside on the edge",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OXXXXOOOO\n"
     "XX..XOOOO\n"
     "X.OOX.OOO\n"
     "XXXXXOOOO\n",
     {{"B4", STATUS_DEAD},
      {"E1", STATUS_DEAD},
      {"C2", STATUS_ALIVE},
      {"D2", STATUS_ALIVE},
      {"F1", STATUS_ALIVE}}},
    /* Class 1, centre, one outside liberty (G3): Black's thirteen stones around
     * the bulky five C4-E5 with White on its vital point D4 and on E4, E5: dead.
     * goref called Black alive and the three White stones dead before. */
    {"nakade with killer stones inside in the centre",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOXXXXOOO\n"
     "OXX.OXOOO\n"
     "OX.OOXOOO\n"
     "OOXXXX.OO\n"
     "OOOOOOOOO\n"
     "OOOOOOOO.\n",
     {{"C6", STATUS_DEAD}, {"F3", STATUS_DEAD}, {"D4", STATUS_ALIVE}, {"E5", STATUS_ALIVE}}},
    /* Class 1, corner, no outside liberty: bulky five A1-C1 with White on B1 and
     * B2. Layer 4 already reads this shape; the reading layer must agree. */
    {"nakade with killer stones inside in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXXOOOOO\n"
     ".OXXOOOOO\n"
     ".O.XXOOOO\n",
     {{"A3", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"B2", STATUS_ALIVE}}},
    /* Class 1, corner, one outside liberty (E3): the same bulky five. */
    {"nakade with killer stones inside the corner and a liberty out",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXX.OOOO\n"
     ".OXXOOOOO\n"
     ".O.XXOOOO\n",
     {{"A3", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"B1", STATUS_ALIVE}}},
    /* Class 2, corner, outside liberties (D5 E5 F2): A1 takes White's B1-D1 and
     * leaves a straight three whose vital point C1 White then takes. Black is dead
     * whoever starts and White's three stones live; goref called Black alive and
     * the three stones dead before. */
    {"capture that leaves a straight three in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOO..OOOO\n"
     "XXXXXOOOO\n"
     "XXXXX.OOO\n"
     "XXXXXXOOO\n"
     ".OOOX.OOO\n",
     {{"A3", STATUS_DEAD}, {"E3", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"D1", STATUS_ALIVE}}},
    /* Class 2, corner, one outside liberty (E1): Black's only hope is A1, taking
     * B1-C1, which leaves a two-point eye; White's wall has two eyes. Black is
     * dead and White's two stones live. */
    {"capture that makes one small eye in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXXOOOOO\n"
     "XXXXXOOOO\n"
     ".OOX.OOOO\n",
     {{"A3", STATUS_DEAD}, {"D1", STATUS_DEAD}, {"B1", STATUS_ALIVE}, {"C1", STATUS_ALIVE}}},
    /* Class 2, edge, one outside liberty (D4): F1 takes D1-E1 and leaves a
     * two-point eye. Black dead, White's two stones alive. */
    {"capture that makes one small eye on the edge",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOO.OOOOO\n"
     "OOXXXXXOO\n"
     "OOXXXXXOO\n"
     "OOXOO.XOO\n",
     {{"C3", STATUS_DEAD}, {"G1", STATUS_DEAD}, {"D1", STATUS_ALIVE}, {"E1", STATUS_ALIVE}}},
    /* Class 2, centre, one outside liberty (E3): F5 takes D5-E5 for a two-point
     * eye only. */
    {"capture that makes one small eye in the centre",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOXXXXOOO\n"
     "OOXOO.XOO\n"
     "OOXXXXXOO\n"
     "OOOO.OOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOO.\n",
     {{"C6", STATUS_DEAD}, {"G4", STATUS_DEAD}, {"D5", STATUS_ALIVE}, {"E5", STATUS_ALIVE}}},
    /* Class 3, edge: Black's twelve stones have two liberties, C3 inside and G1
     * outside; White's six stones inside have C3 alone, and White C3 is suicide.
     * Black takes them whoever starts and lives. */
    {"shortage of liberties inside on the edge",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OXXXXOOOO\n"
     "OX.XXXOOO\n"
     "OXOOOXOOO\n"
     "OXOOOX.OO\n",
     {{"B1", STATUS_ALIVE}, {"E4", STATUS_ALIVE}, {"C1", STATUS_DEAD}, {"E2", STATUS_DEAD}}},
    /* Class 3, corner: Black's nine stones have B2 (shared with White's seven
     * stones, suicide for White) and D1 outside. Black takes them whoever starts. */
    {"shortage of liberties inside in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXXOOOOO\n"
     "OOOXOOOOO\n"
     "OOOXOOOOO\n"
     "O.XXOOOOO\n"
     "OOX.OOOOO\n",
     {{"C2", STATUS_ALIVE}, {"D4", STATUS_ALIVE}, {"A4", STATUS_DEAD}, {"B1", STATUS_DEAD}}},
    /* Class 3, centre: Black's sixteen stones have C5 (shared with White's six
     * stones, suicide for White) and H4 outside. */
    {"shortage of liberties inside in the centre",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OXXXXXXOO\n"
     "OX.OOOXOO\n"
     "OXOOOXX.O\n"
     "OXXXXXOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOO.\n",
     {{"C3", STATUS_ALIVE}, {"G6", STATUS_ALIVE}, {"D5", STATUS_DEAD}, {"F5", STATUS_DEAD}}},
    /* The three class-3 diagrams above were judged right before the reading
     * layer too. The next ones come from a search (issue 13, third round):
     * generated positions (9x9 to 19x19; corner, edge, centre; five to eight
     * stones inside; the outside group's second liberty an eye of its own, next
     * to the inside liberty, or shared with the wall; the rest of the board
     * filled by one side, or two living sides with dame and dead stones)
     * judged by a569539's build and by this one. Where they differ the capture
     * leaves the capturer a killing shape: it dies, and the stones it
     * surrounds live. */
    /* Class 3, corner, from the search (a realistic board: Black's wall with
     * two eyes and territory, White's own area above, dame at L8, dead stones
     * E11 and M5): White's nine stones A5-C1 have two liberties, B4 inside and
     * D2 on Black's wall; Black's bulky five A1-B3 inside has B4 alone, where
     * Black would be suicide. White takes the five whoever starts, but that
     * leaves White the bulky five, whose vital point B2 Black takes: White is
     * dead and the five live (GNU Go: owl_attack D2, no defence). a569539's
     * judgement called White alive and the five dead. */
    {"class 3 from the search: a bulky five in the corner",
     "........O....\n"
     "........O....\n"
     "....X...O....\n"
     "........O....\n"
     "OOOOOOOOOOOOO\n"
     "XXXXXXXXXXX.X\n"
     "...X.......X.\n"
     "XXXX.........\n"
     "OOOX........O\n"
     "O.OX.........\n"
     "OXOXX........\n"
     "XXO.X........\n"
     "XXOXX........\n",
     {{"A3", STATUS_DEAD},
      {"C1", STATUS_DEAD},
      {"B2", STATUS_ALIVE},
      {"B3", STATUS_ALIVE},
      {"D3", STATUS_ALIVE},
      {"E11", STATUS_DEAD}}},
    /* Class 3, edge, from the search: White's sixteen stones B6-G8 have C7
     * inside and B9 on Black's wall; Black's bulky five D7-F7 has C7 alone.
     * White's capture leaves the bulky five, Black takes its vital point E7:
     * White dead, the five alive. a569539 called White alive, the five dead. */
    {"class 3 from the search: a bulky five on the edge",
     "X.OOOOXXX\n"
     "XOOXXOOXX\n"
     "XO.XXXOXX\n"
     "XOOOOOOXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     ".X.XXXXXX\n",
     {{"C9", STATUS_DEAD},
      {"G6", STATUS_DEAD},
      {"D8", STATUS_ALIVE},
      {"F7", STATUS_ALIVE},
      {"A7", STATUS_ALIVE}}},
    /* Class 3, centre, from the search: White's sixteen stones C3-F7 have E3
     * inside and B6 on Black's wall; Black's bulky five D4-E6 has E3 alone. The
     * capture leaves the bulky five, whose vital point E5 Black takes. a569539
     * called White alive and the five dead. */
    {"class 3 from the search: a bulky five in the centre",
     ".X.XXXXXX\n"
     "XXXXXXXXX\n"
     "XXXOOOXXX\n"
     "X.OOXOXXX\n"
     "XXOXXOXXX\n"
     "XXOXXOXXX\n"
     "XXOO.OXXX\n"
     "XXXOOOXXX\n"
     "XXXXXXXXX\n",
     {{"D7", STATUS_DEAD},
      {"F2", STATUS_DEAD},
      {"E5", STATUS_ALIVE},
      {"E6", STATUS_ALIVE},
      {"B3", STATUS_ALIVE}}},
    /* Where both builds were wrong (the search's other finding): the capture
     * leaves a cross five or a rabbity six, and playing the nakade out takes
     * more plies than the reading's depth. */
    /* Class 3, edge, from the search (Black's wall with territory either side
     * of J5-J9, White's area above, dame at D10, a dead White stone at A3):
     * White's sixteen stones D2-H5 have G4 inside and F6 on Black's wall;
     * Black's cross five E3-G3 around F3 has G4 alone. White's capture leaves
     * a cross five whose centre F3 Black takes: White dead, the five alive
     * (GNU Go: owl_attack F6, no defence). goref called White alive and the
     * five dead, before the reading layer and after it. */
    {"class 3 from the search: a cross five on the edge",
     "...........O.\n"
     "...........O.\n"
     "OOOOOOOOOOOOO\n"
     "XXX.XXXXXXXXX\n"
     "...X....X....\n"
     "........X....\n"
     "....XXX.X....\n"
     "...XX.XXX....\n"
     "..XXOOOOX....\n"
     "..XOOX.OX....\n"
     "O.XOXXXOX....\n"
     "..XOOXOOX....\n"
     "..XXOOOXX....\n",
     {{"D2", STATUS_DEAD},
      {"H5", STATUS_DEAD},
      {"F3", STATUS_ALIVE},
      {"G3", STATUS_ALIVE},
      {"C1", STATUS_ALIVE}}},
    /* Class 3, corner, from the search: Black's sixteen stones A1-E5 have D4
     * inside and B6 on White's wall; White's rabbity six B2-D3 has D4 alone.
     * Black's capture leaves a rabbity six whose vital point C3 White takes:
     * Black dead, the six alive. goref called Black alive and the six dead,
     * before the reading layer and after. */
    {"class 3 from the search: a rabbity six in the corner",
     "...........X.\n"
     "...........X.\n"
     "XXXXXXXXXXXXX\n"
     "OOOOOOOOOOOOO\n"
     "....O........\n"
     "....O.......X\n"
     "OOO.O........\n"
     "O.OOOO....X..\n"
     "OXXXXO.......\n"
     "XXO.XO.......\n"
     "XOOOXO.......\n"
     "XOOXXO.......\n"
     "XXXXOO.......\n",
     {{"A1", STATUS_DEAD},
      {"E5", STATUS_DEAD},
      {"C3", STATUS_ALIVE},
      {"D3", STATUS_ALIVE},
      {"A6", STATUS_ALIVE}}},
    /* Class 3, centre of 19x19, from the search: White's eighteen stones
     * L12-P14 have N11 inside and K14 on Black's wall; Black's cross five around
     * N13 has N11 alone. The capture leaves a cross five whose centre N13 Black
     * takes. goref called White alive and the five dead, before the reading
     * layer and after. */
    {"class 3 from the search: a cross five in the centre",
     "...................\n"
     "...................\n"
     "...................\n"
     "..........XXXXX....\n"
     "........XXXOOOXX...\n"
     "........X.OOXOOX...\n"
     ".O......XXOXXXOX...\n"
     ".........XOOXOOX...\n"
     ".........XXO.OXX...\n"
     ".........XXOOOX....\n"
     ".........XXXXXX....\n"
     ".........X.........\n"
     ".........X.........\n"
     ".........X..X..X...\n"
     "XXXXXXXXXXXX.XX.XXX\n"
     "OOOOOOOOOOOOOOOOOOO\n"
     "..O................\n"
     "..O...X..X.........\n"
     "..O................\n",
     {{"L13", STATUS_DEAD},
      {"P13", STATUS_DEAD},
      {"N13", STATUS_ALIVE},
      {"O13", STATUS_ALIVE},
      {"J13", STATUS_ALIVE}}},
    /* Class 3, edge, issue 27's twelve stones around six: Black's C1-G4 has E1
     * inside, where White's six stones in atari would be suicide, and G1
     * outside. Taking the six at E1 leaves Black the six points D1-F3 (a
     * square with two points more, no killing shape), two eyes against any
     * White stone inside: Black lives, the six are dead (GNU Go 3.8 agrees).
     * goref called Black dead and the six alive. */
    {"shortage of liberties inside, twelve stones around six on the edge",
     ".O.O.O.O.\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOXXXXXOO\n"
     "OOXOOOXOO\n"
     "OOXOOXXOO\n"
     "OOXO.X.OO\n",
     {{"C1", STATUS_ALIVE},
      {"G4", STATUS_ALIVE},
      {"D1", STATUS_DEAD},
      {"F3", STATUS_DEAD},
      {"H1", STATUS_ALIVE}}},
    /* Class 4, corner: Black's A1-C1-B2 has one liberty, A2; White's six stones
     * around it have A2 and D3. White can take the corner, but that leaves a
     * pyramid four whose vital point B1 Black then plays, and Black fills D3
     * first if White waits: White's chain is dead too (goref called it alive).
     * The corner stones are in the area Black ends with and are not removed; the
     * count is the same either way (doc/rules.md §5: area and territory + prisoners agree). */
    {"capturer dies after taking the corner",
     ".X.XXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "OOO.XXXXX\n"
     ".XOOXXXXX\n"
     "XXXOXXXXX\n",
     {{"A3", STATUS_DEAD},
      {"D1", STATUS_DEAD},
      {"C2", STATUS_DEAD},
      {"E1", STATUS_ALIVE},
      {"D4", STATUS_ALIVE}}},
    /* Class 4, the same along the lower edge: White's eight stones around Black's
     * B1-D1-C2 (one liberty, A1), with one liberty E3 outside. */
    {"capturer dies after taking the corner on the edge",
     ".X.XXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XXXXXXXXX\n"
     "XOOO.XXXX\n"
     "OOXOOXXXX\n"
     ".XXXOXXXX\n",
     {{"B2", STATUS_DEAD}, {"E1", STATUS_DEAD}, {"D3", STATUS_DEAD}, {"F1", STATUS_ALIVE}}},
    /* Class 4 on a board of two areas (issue 27): White's seven stones A3-D1
     * have A2, shared with Black's corner A1-C1-B2, and three dame E1-E3
     * between them and Black's walls. Taking the corner at A2 leaves the
     * pyramid four whose vital point B1 Black plays; Black fills the dame at
     * leisure. White dies whoever starts, and the corner stays (GNU Go 3.8
     * agrees). Black's walls A4-E4 and F3-F1 have five and seven liberties,
     * no more than the pyramid four and the dame are worth to White in a
     * race, so the reading did not trust the shape after the capture, and the
     * capture's liberties then read as an escape: goref called White alive
     * and the corner dead. Those walls face Black's own territory. */
    {"capturer dies after taking the corner, with dame outside",
     ".O.O.O.O.\n"
     "OOOOOOOOO\n"
     "XXXXXXXXX\n"
     ".........\n"
     ".........\n"
     "XXXXX....\n"
     "OOOO.X...\n"
     ".XOO.X...\n"
     "XXXO.X...\n",
     {{"A3", STATUS_DEAD},
      {"D1", STATUS_DEAD},
      {"B2", STATUS_ALIVE},
      {"C1", STATUS_ALIVE},
      {"E4", STATUS_ALIVE},
      {"F1", STATUS_ALIVE}}},
    /* Class 5, corner: Black's seven stones have five liberties (A2 B2 D1 inside,
     * E3 F1 outside), White's B1-C2 three (A1 B2 D1): White's chain dies
     * whoever starts; goref left both alive before. (White starting at A2
     * can make Black's life a ko, GNU Go's owl_attack D2 = A2 with ko; the
     * reading does not settle Black's group within its budget, so Black's
     * verdict here is the playouts'.) */
    {"small chain loses the race in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXX.OOOO\n"
     "..OXXOOOO\n"
     ".OO.X.OOO\n",
     {{"C1", STATUS_DEAD}, {"C2", STATUS_DEAD}, {"B3", STATUS_ALIVE}, {"E1", STATUS_ALIVE}}},
    /* Class 5, edge: Black's fifteen stones against White's C2-D3 in their area. */
    {"small chain loses the race on the edge",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOXXXXX.O\n"
     "OX.O..XOO\n"
     "OXOO.XXOO\n"
     "OXXXXXOOO\n",
     {{"C2", STATUS_DEAD}, {"D3", STATUS_DEAD}, {"C1", STATUS_ALIVE}, {"B5", STATUS_ALIVE}}},
    /* Class 6: Black's lone C4 and B3 inside Black's wall, each next to a dead
     * White stone, stay on the board. */
    {"lone stone inside its own wall lives",
     "....XO...\n"
     "....XO...\n"
     "....XO...\n"
     "....XO...\n"
     "....XO...\n"
     ".OX.XO...\n"
     ".XO.XO...\n"
     "....XO...\n"
     "....XO...\n",
     {{"C4", STATUS_ALIVE}, {"B3", STATUS_ALIVE}, {"B4", STATUS_DEAD}, {"C3", STATUS_DEAD}}},
    /* A real end position (goref vs goref under goref-match, 13x13, the first
     * game of the run bench/secondopinion was first tried on): White's ten stones A2-C6 have A4 and A1; the
     * Black wall around them has only D3 and C1, so Black A1 at once is
     * answered by White D3. But Black first takes White's E1-G2 (two liberties,
     * H1 H2), then C1 and A1 kill. goref called A2 and the wall seki. */
    {"false seki: the wall takes its neighbour first",
     ".XX.X..XXOO..\n"
     "XX.X...XOO.OO\n"
     "X..XXXXXXXOXO\n"
     ".XXXOXXOXXOXO\n"
     "XXOXOOXOOOOXX\n"
     "XOOOO.OO.OXXX\n"
     "XXXOO...OOOX.\n"
     "XOOXO..OOOOX.\n"
     "OOXXOOOXOXX.X\n"
     ".OOXXOXXXXXXX\n"
     "OOX.XOXOOXX..\n"
     "OOXXXXO.OOX..\n"
     ".X.XOOO.OOXXX\n",
     {{"A2", STATUS_DEAD},
      {"C6", STATUS_DEAD},
      {"E1", STATUS_DEAD},
      {"B1", STATUS_ALIVE},
      {"D2", STATUS_ALIVE}}},
    /* Class 6, corner: Black's lone B1, in atari from White's dead B2 and C1 inside
     * Black's area (GNU Go: they die even if White starts). goref listed B1 dead
     * with them. */
    {"lone stone in atari from dead stones in the corner",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXXXXXXX\n"
     "........X\n"
     "XXXXXXXXX\n"
     "........X\n"
     ".O......X\n"
     ".XO.....X\n",
     {{"B1", STATUS_ALIVE},
      {"B2", STATUS_DEAD},
      {"C1", STATUS_DEAD},
      {"D4", STATUS_ALIVE}}},
    /* Class 6, edge: Black's lone F2 between White's dead E2, F3 and G2, with one
     * liberty (F1). goref listed F2 dead with them. */
    {"lone stone in atari from dead stones on the edge",
     ".O.OOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "XXXXXXXXX\n"
     "........X\n"
     "XXXXXXXXX\n"
     ".....O..X\n"
     "....OXO.X\n"
     "........X\n",
     {{"F2", STATUS_ALIVE},
      {"E2", STATUS_DEAD},
      {"F3", STATUS_DEAD},
      {"G2", STATUS_DEAD}}},
    /* A real end position (goref vs goref, 13x13, game 6 of the same run): White's
     * A5-C5 (two liberties, A2 B2), C1-D1 and A1 share the lower left corner;
     * Black B2 kills (White B2 would join them with eyes at A2 and B1). Three
     * groups for layer 3, one unit for the reading. goref called them alive. */
    {"three chains of one corner die together",
     ".O.OOOOO..OXX\n"
     ".OOOXXXOOOOXX\n"
     "O.OOXXXXOXXX.\n"
     "OOXXOOOXXX.XX\n"
     "OX.XXXOOOXXXX\n"
     "OXXXXXXXOOOXX\n"
     "XXX.XXOXOOOOX\n"
     "XXXX.XOO.O.OO\n"
     "OOOX.XOOOOOOO\n"
     "OXXXXXO..OOOX\n"
     "OOXXOOOO..OXX\n"
     "..OXXO.O.OOX.\n"
     "O.OOXO.O..OX.\n",
     {{"C5", STATUS_DEAD},
      {"C2", STATUS_DEAD},
      {"A1", STATUS_DEAD},
      {"D5", STATUS_ALIVE}}},
    /* A dead group's area that reaches an enemy stone held by a living group, in
     * the corner: Black's B5-C5 dies in White's area (one liberty, A5), and that
     * area runs down the edge to White's A2, in atari from Black's living
     * corner (A3 takes it whoever starts; GNU Go 3.8: owl_defend A2 = 0). The
     * reading spared A2 as a stone inside B5-C5's area (goref vs goref, 9x9,
     * game 13 of a 1000-playout run, had the shape). */
    {"enemy stone in atari from a living group at the edge of a dead group's area",
     ".O.O.OOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     ".XXOOOOOO\n"
     ".OOOOOOOO\n"
     ".XXXXXXXX\n"
     "OX.X.X.X.\n"
     "XXXXXXXXX\n",
     {{"A2", STATUS_DEAD},
      {"B5", STATUS_DEAD},
      {"A1", STATUS_ALIVE},
      {"B4", STATUS_ALIVE}}},
    /* The same on the edge: Black's F5-H5 dies (one liberty, E5), and its area
     * runs down to White's D2-E2, in atari from Black's living lower side (E3
     * takes them; White E3 is answered at E4). GNU Go 3.8: owl_defend D2 = 0. */
    {"enemy chain in atari from a living group on the edge of a dead group's area",
     ".O.O.OOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOOOOOOO\n"
     "OOOO.XXXO\n"
     "OOOO.OOOO\n"
     "XXXX.XXXX\n"
     "X.XOOX.X.\n"
     "XXXXXXXXX\n",
     {{"D2", STATUS_DEAD},
      {"E2", STATUS_DEAD},
      {"F5", STATUS_DEAD},
      {"D1", STATUS_ALIVE},
      {"D4", STATUS_ALIVE}}},
    /* A real end position (goref vs goref, 9x9, game 6 of a 1000-playout run):
     * Black's seventeen stones from B9 to J5 have one liberty (A9), White's
     * G9-H8 and J7-J6 one each (J8). Whoever moves first wins; play resumes
     * with Black (doc/rules.md 6), whose J8 takes six stones and lives (GNU Go
     * 3.8: dragon_status critical, owl_defend J5 = J8). The races layer killed
     * White's chains but left Black dead as the playouts had it, and White's
     * chains were then spared as living among dead stones: W+36.5 for B+12.5. */
    {"open race won by the side that moves first, with a capture of six stones",
     ".XXXXXOOO\n"
     "OXXOOXXO.\n"
     "OOO.OXXXO\n"
     "OXOO.OXXO\n"
     "XXXOOOXXX\n"
     "OXXOXXOOO\n"
     "OXXX.XO..\n"
     ".OOX.XOX.\n"
     ".OX.XXOO.\n",
     {{"J5", STATUS_ALIVE},
      {"B9", STATUS_ALIVE},
      {"H9", STATUS_DEAD},
      {"J7", STATUS_DEAD}}},
    /* The same position turned half round: Black's chain from J1 to A5, one
     * liberty (J1); White's C1-B2 and A3-A4 one each (A2). */
    {"open race won by the side that moves first, turned",
     ".OOXX.XO.\n"
     ".XOX.XOO.\n"
     "..OX.XXXO\n"
     "OOOXXOXXO\n"
     "XXXOOOXXX\n"
     "OXXO.OOXO\n"
     "OXXXO.OOO\n"
     ".OXXOOXXO\n"
     "OOOXXXXX.\n",
     {{"A5", STATUS_ALIVE},
      {"H1", STATUS_ALIVE},
      {"B1", STATUS_DEAD},
      {"A3", STATUS_DEAD}}},
    /* A real end position (GNU Go self-play, 9x9, held-out seed 1285): White's
     * G7 chain (two liberties, G8 and J8) is in an open race with Black's H8
     * (three), which Black wins moving first; E8-F8 and G9 can only join G7 at
     * G8. Black starting at G8 takes them all. White starting lives (J8, then
     * H9 and G8 make two eyes), so they are unsettled, and with the race lost
     * to the side that moves first (doc/rules.md 6) they are dead: B+51.5.
     * goref kept E8-F8 and G9 alive (B+34.5): the reading of the three chains
     * ran out of nodes, and then the open race next to them left it unapplied. */
    {"chains that lose an open race next to them",
     ".OXX..O..\n"
     "O.OXOO.X.\n"
     ".OOXXXOOO\n"
     "OOX.XOOXX\n"
     "OXX.XXX.X\n"
     "XX....OX.\n"
     "......O..\n"
     "..XXXXO..\n"
     "..XOOOO..\n",
     {{"E8", STATUS_DEAD},
      {"G9", STATUS_DEAD},
      {"G7", STATUS_DEAD},
      {"H8", STATUS_ALIVE},
      {"H6", STATUS_ALIVE}}},
    /* The same position turned half round. */
    {"chains that lose an open race next to them, turned",
     "..OOOOX..\n"
     "..OXXXX..\n"
     "..O......\n"
     ".XO....XX\n"
     "X.XXX.XXO\n"
     "XXOOX.XOO\n"
     "OOOXXXOO.\n"
     ".X.OOXO.O\n"
     "..O..XXO.\n",
     {{"E2", STATUS_DEAD},
      {"C1", STATUS_DEAD},
      {"C3", STATUS_DEAD},
      {"B2", STATUS_ALIVE},
      {"B4", STATUS_ALIVE}}},
    /* A real end position (GNU Go self-play, 9x9, held-out seed 1524): White's
     * lower right corner (F3, J5, H2, G1) lives unless Black wins a ko. After
     * Black J2, White H3 and Black H1, White J1 takes H1 and ataris J2: White
     * took the ko first, and with no ko threats left at the end of a game it
     * keeps it (GNU Go 3.8: owl_attack J5 = 0; its own play-out gives W+6.5).
     * goref let only the attacker take kos then, and called the corner dead:
     * B+21.5. */
    {"corner that wins the ko it takes first",
     "..OX.....\n"
     "..OXX.X..\n"
     ".O.OOX.O.\n"
     "...OXXXXX\n"
     ".OOOOX.XO\n"
     "OOXXXXXOO\n"
     "OXXXXOO..\n"
     "OOX.XO.O.\n"
     "OXX.XXO..\n",
     {{"F3", STATUS_ALIVE},
      {"J5", STATUS_ALIVE},
      {"H2", STATUS_ALIVE},
      {"G1", STATUS_ALIVE},
      {"H7", STATUS_DEAD}}},
    /* The same position turned half round. */
    {"corner that wins the ko it takes first, turned",
     "..OXX.XXO\n"
     ".O.OX.XOO\n"
     "..OOXXXXO\n"
     "OOXXXXXOO\n"
     "OX.XOOOO.\n"
     "XXXXXO...\n"
     ".O.XOO.O.\n"
     "..X.XXO..\n"
     ".....XO..\n",
     {{"D7", STATUS_ALIVE},
      {"A5", STATUS_ALIVE},
      {"B8", STATUS_ALIVE},
      {"C9", STATUS_ALIVE},
      {"B3", STATUS_DEAD}}},
    /* The other way round (goref vs goref, 9x9): White's F9-H9 and Black's
     * thirteen stones from D8 to J6 share their three liberties (G8, H8, J9),
     * a seki unless Black gains one: Black C9 takes D9 by ko, White may never
     * take it back, and Black wins the race. Black took the ko first: F9-H9
     * are dead (GNU Go 3.8: owl_attack G9 = PASS, dragon_status dead). */
    {"race the attacker wins by taking a ko first",
     ".O.OXOOO.\n"
     ".XOXXX..X\n"
     ".OOXXXXXX\n"
     "..OOOOXOX\n"
     "OOXXXOOOO\n"
     "XOXOOOOXO\n"
     "XXXXXXOXO\n"
     "....X.XXX\n"
     "....X..X.\n",
     {{"G9", STATUS_DEAD},
      {"E9", STATUS_ALIVE},
      {"C8", STATUS_ALIVE}}},
    /* A real end position (GNU Go self-play, 9x9, held-out seed 1060): White's
     * C4 and G1 chains (thirteen stones) enclose ten points in the lower left,
     * with only three outside liberties left to Black's walls. Black C2 kills
     * (to White D2, Black B2; GNU Go 3.8: owl_attack C4 = C2, and after C2
     * owl_defend C4 = 0), White C2 lives: dead, as the attacker moves first.
     * The kill fills the ten points to the last liberty, past the reading's
     * budget; goref called the chains alive (W+16.5 for B+29.5). */
    {"a ten-point space the attacker kills moving first",
     "..XXO...X\n"
     ".XXO.O.O.\n"
     ".XOOOO...\n"
     "XXXXXXOOO\n"
     "OXOOXXOXX\n"
     "OOOOX.XX.\n"
     "...OX....\n"
     "....OXXX.\n"
     "...OOOOX.\n",
     {{"C4", STATUS_DEAD},
      {"A5", STATUS_DEAD},
      {"E2", STATUS_DEAD},
      {"G1", STATUS_DEAD},
      {"B5", STATUS_ALIVE},
      {"E3", STATUS_ALIVE}}},
};

/* Judges case _i's diagram with each side to move and every seed; asserts each want. */
START_TEST(test_reading_case)
{
	const struct reading_case *c = &cases[_i];

	for (int white_to_move = 0; white_to_move < 2; white_to_move++) {
		struct game g;
		uint8_t status[BOARD_MAX_POINTS];

		fixture_diagram(&g, c->diagram);
		if (white_to_move)
			fixture_play(&g, "B pass");
		for (size_t s = 0; s < N_SEEDS; s++) {
			status_judge(&g, seeds[s], status);
			for (const struct want *w = c->wants; w < c->wants + 6 && w->vertex; w++) {
				coord_t at = fixture_coord(&g, w->vertex);
				ck_assert_msg(board_at(&g.board, at) != COLOR_EMPTY,
				              "%s: %s holds no stone", c->name, w->vertex);
				ck_assert_msg(status[at] == w->status,
				              "%s: %s: status %d, want %d (seed %zu, %s to move)",
				              c->name, w->vertex, status[at], w->status, s,
				              white_to_move ? "White" : "Black");
			}
		}
		game_free(&g);
	}
}
END_TEST

/* Plays line[0..n) on a copy of g's board, the colour `first` first; returns it. */
static struct board
replay(const struct game *g, enum color first, const coord_t *line, int n)
{
	struct board b = g->board;
	enum color c = first;

	for (int i = 0; i < n; i++, c = color_other(c)) {
		if (line[i] == COORD_PASS) {
			board_pass(&b);
			continue;
		}
		ck_assert_int_eq(board_check_move(&b, c, line[i]), MOVE_OK);
		board_play(&b, c, line[i]);
	}
	return b;
}

/* The reading's line (status_reading_line(), for bench/secondopinion): for a
 * group the reading proves dead, a line of legal moves, White's first (replay()
 * asserts each is legal; the line is the reading's walk and need not end with
 * the capture); for a group Benson proves alive, no reading (-1). */
START_TEST(test_reading_line)
{
	struct game g;
	coord_t line[24];

	fixture_diagram(&g, cases[0].diagram); /* class 1 on the edge: Black dead */
	int n = status_reading_line(&g, 1, fixture_coord(&g, "B4"), line, 24);
	ck_assert_int_gt(n, 0);
	ck_assert_int_le(n, 24);
	ck_assert_int_ne(line[0], COORD_PASS);
	replay(&g, COLOR_WHITE, line, n);
	ck_assert_int_eq(status_reading_line(&g, 1, fixture_coord(&g, "F1"), line, 24), -1);
	ck_assert_int_eq(status_reading_line(&g, 1, fixture_coord(&g, "C3"), line, 24), -1);
	game_free(&g);
}
END_TEST

/* A group whose area reaches, beyond a White stone inside it (C1), a Black
 * chain of its own that is neither read with it nor safe (D1-E2): the area
 * is not built and the group is not read, so there is no line (-1). The
 * reading used to follow a line from a target it had never set. */
START_TEST(test_reading_line_unbuilt_area)
{
	struct game g;
	coord_t line[24];

	fixture_diagram(&g, ".........\n"
	                    ".........\n"
	                    ".........\n"
	                    ".........\n"
	                    ".........\n"
	                    ".........\n"
	                    "OOOOOO...\n"
	                    "XX.OXO...\n"
	                    ".XOXX....\n");
	ck_assert_int_eq(status_reading_line(&g, 1, fixture_coord(&g, "B2"), line, 24), -1);
	game_free(&g);
}
END_TEST

Suite *
reading_suite(void)
{
	Suite *s = suite_create("reading");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_loop_test(tc, test_reading_case, 0, (int)(sizeof(cases) / sizeof(cases[0])));
	tcase_add_test(tc, test_reading_line);
	tcase_add_test(tc, test_reading_line_unbuilt_area);
	suite_add_tcase(s, tc);
	return s;
}
