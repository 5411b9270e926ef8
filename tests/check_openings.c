/*
 * check_openings.c -- goref-match's opening suites (match/openings.h): a collection
 * read tree by tree with names, sizes and plies; every kind of refusal with its tree,
 * line and reason; the games 2k-1 and 2k sharing opening k, the suite used again;
 * the random order a permutation fixed by the seed; the position a game starts
 * from. And the digests (match/digest.h) and the SGF node marks (match/sgfnode.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/rules/game.h"
#include "engine/rules/rules.h"
#include "engine/rules/sgf.h"
#include "match/digest.h"
#include "match/openings.h"
#include "match/sgfnode.h"
#include "tests/fixtures.h"
#include "tests/suites.h"

static const char collection[] = "(;GM[1]FF[4]SZ[9]KM[7.5]GN[9x9-001];B[ee];W[cc];B[gc])\n"
                                 "(;GM[1]FF[4]SZ[9]AB[cc][gg];W[ee])\n"
                                 "\n"
                                 "(;GM[1]FF[4]SZ[9]GN[third];B[ef](;W[gg])(;W[cc]))\n";

/* The default rules (bga-teaching). */
static struct rules
bga(void)
{
	struct rules r;

	rules_default(&r);
	return r;
}

/* Adds text to s; must succeed. */
static void
add_ok(struct opening_suite *s, const char *text)
{
	struct rules r = bga();
	char why[OPENINGS_WHY_MAX] = "";

	ck_assert_msg(openings_add_text(s, text, strlen(text), "c.sgf", &r, why), "%s", why);
}

/* Adding text to a fresh suite of size (0: any) fails, and why contains each of the words. */
static void
refused(int size, const char *text, const char *want1, const char *want2)
{
	struct opening_suite s;
	struct rules r = bga();
	char why[OPENINGS_WHY_MAX] = "";

	openings_init(&s, size, OPENINGS_ALL_PLIES);
	ck_assert_msg(!openings_add_text(&s, text, strlen(text), "c.sgf", &r, why), "accepted: %s",
	              text);
	ck_assert_msg(strstr(why, want1) != NULL, "'%s' lacks '%s'", why, want1);
	ck_assert_msg(strstr(why, want2) != NULL, "'%s' lacks '%s'", why, want2);
	openings_free(&s);
}

START_TEST(test_collection_is_read_tree_by_tree)
{
	struct opening_suite s;

	openings_init(&s, 0, OPENINGS_ALL_PLIES);
	add_ok(&s, collection);
	ck_assert(openings_finish(&s, false, 0));
	ck_assert_int_eq((int)s.n, 3);
	ck_assert_int_eq(s.size, 9);
	ck_assert_str_eq(openings_name(&s, 0), "9x9-001");
	ck_assert_str_eq(openings_name(&s, 1), "c.sgf#2"); /* no GN: file and tree */
	ck_assert_str_eq(openings_name(&s, 2), "third");
	ck_assert_int_eq(s.items[0].n_moves, 3);
	ck_assert_int_eq(s.items[1].n_setup, 2);
	ck_assert_int_eq(s.items[1].n_moves, 1);
	ck_assert_int_eq(s.items[2].n_moves, 2); /* the main line only */
	ck_assert(s.items[0].named && !s.items[1].named);
	openings_free(&s);
}
END_TEST

START_TEST(test_pairs_share_an_opening_and_the_suite_is_reused)
{
	struct opening_suite s;
	char label[OPENINGS_LABEL_MAX];

	openings_init(&s, 0, OPENINGS_ALL_PLIES);
	add_ok(&s, collection);
	ck_assert(openings_finish(&s, false, 0));
	ck_assert_int_eq((int)openings_of_game(&s, 1), 0);
	ck_assert_int_eq((int)openings_of_game(&s, 2), 0);
	ck_assert_int_eq((int)openings_of_game(&s, 3), 1);
	ck_assert_int_eq((int)openings_of_game(&s, 6), 2);
	ck_assert_int_eq((int)openings_of_game(&s, 7), 0); /* used again from the start */
	ck_assert_int_eq((int)openings_of_game(&s, 12), 2);
	openings_label(&s, 8, label);
	ck_assert_str_eq(label, "1 9x9-001");
	openings_label(&s, 4, label);
	ck_assert_str_eq(label, "2 c.sgf#2");
	openings_free(&s);
}
END_TEST

START_TEST(test_random_order_is_a_permutation_fixed_by_the_seed)
{
	struct opening_suite a, b;
	char text[64 * 40] = "";
	bool seen[40] = {false}, differs = false, moved = false;

	for (int i = 0; i < 40; i++)
		sprintf(text + strlen(text), "(;SZ[9]GN[o%d];B[%c%c])", i, 'a' + i % 9,
		        'a' + i / 9);
	openings_init(&a, 0, OPENINGS_ALL_PLIES);
	openings_init(&b, 0, OPENINGS_ALL_PLIES);
	add_ok(&a, text);
	add_ok(&b, text);
	ck_assert(openings_finish(&a, true, 7) && openings_finish(&b, true, 7));
	for (int i = 0; i < 40; i++) {
		ck_assert_int_eq((int)a.order[i], (int)b.order[i]);
		ck_assert(a.order[i] < 40 && !seen[a.order[i]]);
		seen[a.order[i]] = true;
		moved = moved || a.order[i] != (size_t)i;
	}
	ck_assert(moved);
	ck_assert(openings_finish(&b, true, 8));
	for (int i = 0; i < 40; i++)
		differs = differs || a.order[i] != b.order[i];
	ck_assert(differs);
	ck_assert_int_eq((int)openings_of_game(&a, 81), (int)a.order[0]); /* pair 41: round 2 */
	/* the order is not the contents: the digest is the same */
	ck_assert(a.digest == b.digest);
	openings_free(&a);
	openings_free(&b);
}
END_TEST

START_TEST(test_plies_keep_the_first_moves_only)
{
	struct opening_suite s;

	openings_init(&s, 0, 2);
	/* the third move is illegal, but it is not played */
	add_ok(&s, "(;SZ[9];B[ee];W[cc];B[ee])");
	ck_assert(openings_finish(&s, false, 0));
	ck_assert_int_eq(s.items[0].n_moves, 2);
	openings_free(&s);
}
END_TEST

START_TEST(test_bad_openings_are_refused_with_tree_and_reason)
{
	refused(0, "(;SZ[9];B[ee])\n\n(;SZ[9];B[ee];W[ee])", "tree 2",
	        "line 3: move 2 (white E5) is illegal: occupied");
	refused(0, "(;SZ[9];B[ee])(;SZ[9]AW[cc];B[ee])", "tree 2", "white stones (AW)");
	refused(0, "(;SZ[9]AB[cc];W[ee])", "tree 1", "one black stone");
	refused(0, "(;SZ[9];B[ee])(;SZ[13];B[ee])", "tree 2", "13x13 board, but the first opening");
	refused(9, "(;SZ[13];B[ee])", "tree 1", "13x13 board, but --size is 9");
	refused(0, "(;SZ[9];B[ee];W[];B[];W[])", "tree 1", "play has ended");
	refused(0, "(;SZ[9];B[ee]", "tree 1", "unterminated");
	refused(0, "(;SZ[9];B[zz])", "tree 1", "bad point");
	refused(0, "(;SZ[9];B[ee]) x", "after tree 1", "not a game tree");
	refused(0, "  \n", "no game tree", "");
}
END_TEST

START_TEST(test_a_game_starts_from_its_opening)
{
	struct opening_suite s;
	struct rules r = bga();
	struct game g, want;
	struct sgf_info info;
	const char *second = "(;GM[1]FF[4]SZ[9]AB[cc][gg];W[ee])";

	openings_init(&s, 0, OPENINGS_ALL_PLIES);
	add_ok(&s, collection);
	ck_assert(openings_finish(&s, false, 0));
	ck_assert(openings_start(&s, 4, &r, 6.5, &g));
	game_init(&want, 19, 6.5);
	ck_assert(sgf_load(&want, second, strlen(second), NULL, &info));
	ck_assert_int_eq(game_size(&g), 9);
	ck_assert(g.komi == 6.5);
	ck_assert_int_eq((int)g.n_moves, 1);
	ck_assert(g.board.hash == want.board.hash);
	ck_assert_int_eq(g.setup.stones[COLOR_BLACK], 2);
	ck_assert_int_eq(g.setup_to_move, want.setup_to_move);
	ck_assert(digest_game(&g) == digest_game(&want));
	ck_assert(board_check(&g.board));
	game_free(&g);
	game_free(&want);
	openings_free(&s);
}
END_TEST

START_TEST(test_record_marks_where_the_engines_took_over)
{
	struct opening_suite s;
	struct opening_record rec;

	openings_init(&s, 0, OPENINGS_ALL_PLIES);
	add_ok(&s, collection);
	add_ok(&s, "(;SZ[9]AB[cc][gg])");
	ck_assert(openings_finish(&s, false, 0));
	openings_record(&s, 1, 10, &rec);
	ck_assert_str_eq(rec.gn, "9x9-001");
	ck_assert_int_eq((int)rec.mark_node, 3);
	ck_assert_ptr_nonnull(strstr(rec.note, "opening 1 of 4 (9x9-001), round 1"));
	ck_assert_ptr_nonnull(strstr(rec.note, "engines from move 4"));
	openings_record(&s, 9, 10, &rec); /* round 2 */
	ck_assert_ptr_nonnull(strstr(rec.note, "round 2"));
	openings_record(&s, 3, 10, &rec);
	ck_assert_ptr_null(rec.gn);
	openings_record(&s, 7, 5, &rec); /* no moves: the engines' first is marked */
	ck_assert_int_eq((int)rec.mark_node, 1);
	openings_record(&s, 7, 0, &rec); /* ... when there is one */
	ck_assert_int_eq((int)rec.mark_node, 0);
	openings_free(&s);
}
END_TEST

START_TEST(test_digest_tells_games_apart)
{
	struct game a, b;
	uint64_t h;
	char text[DIGEST_TEXT];

	fixture_game(&a, 9, "");
	fixture_game(&b, 9, "");
	fixture_play(&a, "B E5 W C3");
	fixture_play(&b, "B E5 W C3");
	ck_assert(digest_game(&a) == digest_game(&b));
	fixture_play(&b, "B pass");
	ck_assert(digest_game(&a) != digest_game(&b));
	game_free(&b);
	fixture_game(&b, 9, "");
	fixture_play(&b, "B C3 W E5"); /* the same stones, other colours */
	ck_assert(digest_game(&a) != digest_game(&b));
	/* FNV-1a's published values: "" and "a" */
	ck_assert(digest_bytes(DIGEST_START, "", 0) == 0xcbf29ce484222325ull);
	ck_assert(digest_bytes(DIGEST_START, "a", 1) == 0xaf63dc4c8601ec8cull);
	digest_format(0x00ab00cd00ef0012ull, text);
	ck_assert_str_eq(text, "00ab00cd00ef0012");
	ck_assert(digest_parse(text, &h) && h == 0x00ab00cd00ef0012ull);
	ck_assert(!digest_parse("00AB00CD00EF0012", &h));
	ck_assert(!digest_parse("00ab00cd00ef001", &h));
	ck_assert(!digest_parse("00ab00cd00ef00123", &h));
	ck_assert(!digest_parse("00ab00cd00ef001g", &h));
	game_free(&a);
	game_free(&b);
}
END_TEST

START_TEST(test_sgfnode_adds_to_the_right_node)
{
	const char *sgf = "(;GM[1]C[a;b\\]c(d)]\n;B[ee];W[cc]\n;B[]\n)\n";
	char *out = sgfnode_add(sgf, 2, "C[x]");

	ck_assert_str_eq(out, "(;GM[1]C[a;b\\]c(d)]\n;B[ee];W[cc]C[x]\n;B[]\n)\n");
	free(out);
	out = sgfnode_add(sgf, 3, "C[y]");
	ck_assert_str_eq(out, "(;GM[1]C[a;b\\]c(d)]\n;B[ee];W[cc]\n;B[]C[y]\n)\n");
	free(out);
	out = sgfnode_add(sgf, 4, "C[z]"); /* no such node: unchanged */
	ck_assert_str_eq(out, sgf);
	free(out);
}
END_TEST

START_TEST(test_sgfnode_adds_to_each_node_in_one_pass)
{
	const char *sgf = "(;GM[1]C[a;b\\]c(d)]\n;B[ee];W[cc]\n;B[]\n)\n";
	const char *const properties[] = {"BL[1]", NULL, "BL[3]OB[2]", "C[none]"};
	char *out = sgfnode_add_each(sgf, 1, properties, 4);

	/* node 2 gets nothing (NULL), node 4 does not exist */
	ck_assert_str_eq(out, "(;GM[1]C[a;b\\]c(d)]\n;B[ee]BL[1];W[cc]\n;B[]BL[3]OB[2]\n)\n");
	free(out);
	out = sgfnode_add_each(sgf, 0, properties, 0);
	ck_assert_str_eq(out, sgf);
	free(out);
}
END_TEST

Suite *
openings_suite(void)
{
	Suite *s = suite_create("openings");
	TCase *tc = tcase_create("core");

	tcase_add_test(tc, test_collection_is_read_tree_by_tree);
	tcase_add_test(tc, test_pairs_share_an_opening_and_the_suite_is_reused);
	tcase_add_test(tc, test_random_order_is_a_permutation_fixed_by_the_seed);
	tcase_add_test(tc, test_plies_keep_the_first_moves_only);
	tcase_add_test(tc, test_bad_openings_are_refused_with_tree_and_reason);
	tcase_add_test(tc, test_a_game_starts_from_its_opening);
	tcase_add_test(tc, test_record_marks_where_the_engines_took_over);
	tcase_add_test(tc, test_digest_tells_games_apart);
	tcase_add_test(tc, test_sgfnode_adds_to_the_right_node);
	tcase_add_test(tc, test_sgfnode_adds_to_each_node_in_one_pass);
	suite_add_tcase(s, tc);
	return s;
}
