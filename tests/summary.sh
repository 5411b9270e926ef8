#!/bin/sh
# tests/summary.sh -- the end of make check: one line per suite with its counts,
# then "N passed, N failed" over all of them (tests/suite.sh wrote the logs).
#
# usage: sh tests/summary.sh LOGDIR [MAKE_STATUS]
# MAKE_STATUS is make -k's exit status over the suites: when it failed but no
# suite's log shows a failure, a suite never ran (its build failed: Check not
# installed, a compile error), and that counts as one failure, not as a pass.
# A suite's counts come from its own last summary line: "N passed, N failed"
# (the shell suites, regress/run), Check's "Checks: N, Failures: F, Errors: E",
# node's "# pass N" / "# fail N", the fuzz replay's "N inputs replayed". A suite
# that printed SKIPPED is shown as skipped, with its reason; one with no counts
# counts as 1 passed or 1 failed by its exit status. Exit status 0 only when
# nothing failed. Each line ends with the suite's wall time (tests/suite.sh).
logdir=$1
make_status=${2:-0}
[ -d "$logdir" ] || { echo "summary: no logs in $logdir"; exit 1; }
total_passed=0
total_failed=0
echo "== summary of make check"
for status_file in "$logdir"/*.status; do
	[ -f "$status_file" ] || continue
	name=$(basename "$status_file" .status)
	log="$logdir/$name.log"
	read -r status <"$status_file"
	p= f= note=
	line=$(grep -E '[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
	if [ -n "$line" ]; then
		p=$(echo "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\2/')
		f=$(echo "$line" | sed -E 's/^(.*[^0-9])?([0-9]+) passed, ([0-9]+) failed.*/\3/')
	elif line=$(grep -E 'Checks: [0-9]+, Failures: [0-9]+, Errors: [0-9]+' "$log" | tail -n 1) && [ -n "$line" ]; then
		set -- $(echo "$line" | sed -E 's/.*Checks: ([0-9]+), Failures: ([0-9]+), Errors: ([0-9]+).*/\1 \2 \3/')
		p=$(($1 - $2 - $3))
		f=$(($2 + $3))
	elif grep -qE '^# pass [0-9]+' "$log"; then
		p=$(sed -n -E 's/^# pass ([0-9]+)$/\1/p' "$log" | tail -n 1)
		f=$(sed -n -E 's/^# fail ([0-9]+)$/\1/p' "$log" | tail -n 1)
	elif line=$(grep -E '[0-9]+ inputs replayed' "$log") && [ -n "$line" ]; then
		p=$(echo "$line" | sed -E 's/.*: ([0-9]+) inputs replayed.*/\1/' | awk '{ s += $1 } END { print s }')
		f=0
	fi
	skipped=$(grep -m 1 'SKIPPED' "$log")
	if [ -z "$p" ]; then
		if [ -n "$skipped" ] && [ "$status" -eq 0 ]; then
			p=0 f=0
		elif [ "$status" -eq 0 ]; then
			p=1 f=0
		else
			p=0 f=1
		fi
	fi
	f=${f:-0}
	# A suite that failed with no failure counted (a crash, a build error) fails once.
	[ "$status" -ne 0 ] && [ "$f" -eq 0 ] && f=1
	[ -n "$skipped" ] && note="  ($(echo "$skipped" | sed 's/^ *//' | cut -c 1-100))"
	seconds=?
	[ -f "$logdir/$name.seconds" ] && read -r seconds <"$logdir/$name.seconds"
	printf '  %-12s %6d passed, %d failed  %ss%s\n' "$name" "$p" "$f" "$seconds" "$note"
	total_passed=$((total_passed + p))
	total_failed=$((total_failed + f))
done
if [ "$make_status" -ne 0 ] && [ "$total_failed" -eq 0 ]; then
	echo "  a suite did not run: its build failed (see make's errors above)"
	total_failed=1
fi
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" -eq 0 ]
