/* cmd_sgf.c -- TEMPORARY until the SGF handlers land (owned by the SGF work). */
#include "gtp/commands.h"

enum gtp_status
cmd_loadsgf(struct gtp_session *s, struct engine *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	return gtp_fail(s, "cannot load file");
}

enum gtp_status
cmd_printsgf(struct gtp_session *s, struct engine *e, int argc, char **argv)
{
	(void)e;
	(void)argc;
	(void)argv;
	return gtp_fail(s, "not implemented yet");
}
