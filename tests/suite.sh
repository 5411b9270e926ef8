#!/bin/sh
# tests/suite.sh -- runs one test suite of make check, its output both on the
# terminal and in LOGDIR/NAME.log, its exit status in LOGDIR/NAME.status, for
# tests/summary.sh to count at the end.
#
# usage: sh tests/suite.sh LOGDIR NAME COMMAND [ARG...]
logdir=$1
name=$2
shift 2
mkdir -p "$logdir" || exit 2
{ "$@" 2>&1; echo $? >"$logdir/$name.status"; } | tee "$logdir/$name.log"
read -r status <"$logdir/$name.status"
exit "$status"
