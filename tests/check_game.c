#include <check.h>
#include "tests/suites.h"
Suite *game_suite(void) { return suite_create("game"); }
