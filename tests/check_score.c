#include <check.h>
#include "tests/suites.h"
Suite *score_suite(void) { return suite_create("score"); }
