#!/bin/sh
# tests/suite.sh -- runs one test suite of make check, its output both on the
# terminal and in LOGDIR/NAME.log, its exit status in LOGDIR/NAME.status, for
# tests/summary.sh to count at the end, and its wall time in seconds in
# LOGDIR/NAME.seconds (so a slow suite shows in the summary).
#
# usage: sh tests/suite.sh LOGDIR NAME COMMAND [ARG...]
logdir=$1
name=$2
shift 2
mkdir -p "$logdir" || exit 2
start=$(date +%s)
{ "$@" 2>&1; echo $? >"$logdir/$name.status"; } | tee "$logdir/$name.log"
echo $(($(date +%s) - start)) >"$logdir/$name.seconds"
read -r status <"$logdir/$name.status"
exit "$status"
