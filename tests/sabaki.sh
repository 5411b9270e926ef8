#!/bin/sh
# tests/sabaki.sh -- Sabaki's own GTP library (@sabaki/gtp, from npm) drives goref
# as Sabaki does (tests/sabaki/sabaki.test.js). Needs Node.js and npm, and the
# npm registry once to fetch the library into tests/sabaki/node_modules; without
# them (offline on a first run) it says SKIPPED with the reason and passes.
#
# usage: sh tests/sabaki.sh      (from the repository root; make check runs it)
cd "$(dirname "$0")/sabaki" || exit 2
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
	echo "sabaki: SKIPPED (needs Node.js and npm)"
	exit 0
fi
if [ ! -d node_modules/@sabaki/gtp ]; then
	# A registry that does not answer must not hang make check: 2 tries, 20 s each.
	if ! npm ci --no-audit --no-fund --loglevel=error --fetch-retries=1 \
		--fetch-timeout=20000 >npm.log 2>&1; then
		echo "sabaki: SKIPPED (npm could not fetch @sabaki/gtp, offline? $(grep -m 1 -i 'err' npm.log | cut -c 1-80))"
		rm -f npm.log
		exit 0
	fi
	rm -f npm.log
fi
node --test
