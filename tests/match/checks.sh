# checks.sh -- sourced by the goref-match test scripts: counting checks.
# ok NAME / bad NAME print a line and count; check NAME COMMAND... passes when the
# command succeeds; lines FILE counts the records of a results file; match_setup sets up
# a script's programs and temporary folder.
passed=0
failed=0

ok() { passed=$((passed + 1)); echo "ok    $1"; }
bad() { failed=$((failed + 1)); echo "FAIL  $1"; }
check() { # check NAME COMMAND...: passes when the command succeeds
	name=$1; shift
	if "$@" >/dev/null 2>&1; then ok "$name"; else bad "$name"; fi
}
lines() { awk '!/^#/ { n++ } END { print n + 0 }' "$1" 2>/dev/null || echo 0; }
# The first line of a results file (match/results.h, RESULTS_HEADER): records made up by
# a test start with it, or they are read as the old 13-column format and refused.
RESULTS_HEADER=$(printf '#game\tblack\twhite\twinner\tresult\treason\tmoves\tblack_time\twhite_time\tblack_score\twhite_score\tdisagree\topening\tdigest\treferee_cpu\tdetail')
# match_setup NAME [MATCH [GOREF]]: a test script's goref-match and goref (absolute paths;
# default ./goref-match and ./goref), FAKE (the fake engine, fake-engine.sh beside this
# file, HERE) and T, a temporary folder removed at the end.
match_setup() {
	MATCH=${2:-./goref-match}
	GOREF=${3:-./goref}
	FAKE="sh $HERE/fake-engine.sh"
	case $MATCH in /*) ;; *) MATCH=$(pwd)/$MATCH ;; esac
	case $GOREF in /*) ;; *) GOREF=$(pwd)/$GOREF ;; esac
	T=$(mktemp -d "${TMPDIR:-/tmp}/goref-$1.XXXXXX") || exit 1
	trap 'rm -rf "$T"' EXIT INT TERM
}
