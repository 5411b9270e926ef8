/*
 * commands.h -- the Go side of GTP: the registry of every command goref speaks
 * and the handlers, grouped by theme in gtp/cmd_*.c. A new command: its handler
 * declared here, its entry in commands.c's goref_commands, its summary in
 * cmd_help.c. (gtp.h and lineio.h know nothing of engine/; this header,
 * table.h, think.h and analysis.h are where gtp/ meets it.)
 */
#ifndef GOREF_GTP_COMMANDS_H
#define GOREF_GTP_COMMANDS_H

#include <stdbool.h>

#include "engine/rules/color.h"
#include "engine/rules/coord.h"
#include "gtp/gtp.h"

extern const struct gtp_command goref_commands[];

/* Argument parsing shared by the handlers (commands.c); detail goes to stderr. */
bool arg_color(const char *text, enum color *out);
bool arg_vertex(const struct table *t, const char *text, coord_t *out);
bool arg_stone(const struct table *t, const char *text, coord_t *out);
void print_vertex(struct gtp_session *s, coord_t at);

/* gtp/commands.c: identity */
gtp_handler cmd_name, cmd_version, cmd_echo, cmd_cputime;
/* gtp/cmd_setup.c: board, komi, handicap */
gtp_handler cmd_boardsize, cmd_clear_board, cmd_komi, cmd_get_komi, cmd_query_boardsize;
gtp_handler cmd_fixed_handicap, cmd_place_free_handicap, cmd_set_free_handicap;
/* gtp/cmd_time.c: the clock */
gtp_handler cmd_time_settings, cmd_time_left, cmd_kgs_time_settings;
/* gtp/cmd_rules.c: the ruleset (goref, KGS and KataGo names) */
gtp_handler cmd_goref_rules, cmd_kgs_rules, cmd_kata_get_rules, cmd_kata_set_rule;
gtp_handler cmd_kata_set_rules;
/* gtp/cmd_play.c: moves */
gtp_handler cmd_play, cmd_genmove, cmd_kgs_genmove_cleanup, cmd_undo, cmd_gg_undo;
/* gtp/cmd_query.c: looking at the position */
gtp_handler cmd_is_legal, cmd_all_legal, cmd_captures, cmd_color, cmd_countlib, cmd_findlib;
gtp_handler cmd_list_stones, cmd_move_history, cmd_last_move, cmd_showboard;
/* gtp/cmd_score.c: the end of the game */
gtp_handler cmd_final_score, cmd_final_status, cmd_final_status_list, cmd_goref_score;
gtp_handler cmd_estimate_score;
gtp_handler cmd_goref_set_status, cmd_goref_clear_status;
/* gtp/cmd_analyze.c: analysis for Sabaki and GoGui, choosing without playing */
gtp_handler cmd_lz_analyze, cmd_kata_analyze, cmd_lz_genmove_analyze, cmd_kata_genmove_analyze;
gtp_handler cmd_reg_genmove, cmd_goref_gfx_winrates, cmd_goref_gfx_visits, cmd_goref_gfx_pv;
/* gtp/cmd_sgf.c: files */
gtp_handler cmd_loadsgf, cmd_printsgf;
/* gtp/cmd_gogui.c: GoGui's extensions and its ruler protocol */
gtp_handler cmd_gogui_analyze_commands, cmd_gogui_interrupt;
gtp_handler cmd_gogui_setup, cmd_gogui_setup_player, cmd_gogui_play_sequence;
gtp_handler cmd_gogui_rules_game_id, cmd_gogui_rules_board, cmd_gogui_rules_board_size;
gtp_handler cmd_list_commands;
gtp_handler cmd_gogui_rules_legal_moves, cmd_gogui_rules_side_to_move;
gtp_handler cmd_gogui_rules_captured_count, cmd_gogui_rules_final_result;
/* gtp/cmd_search.c: the search's settings */
gtp_handler cmd_goref_set_param;
/* gtp/cmd_gfx.c: the judgement drawn on a GUI board (GoGui gfx) */
gtp_handler cmd_goref_gfx_dead, cmd_goref_gfx_seki, cmd_goref_gfx_territory;
gtp_handler cmd_goref_gfx_ownership, cmd_goref_gfx_playouts;
/* gtp/cmd_help.c: the commands explained, one line each */
gtp_handler cmd_help;
const char *command_summary(const char *name);

#endif
