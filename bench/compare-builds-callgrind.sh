#!/usr/bin/env bash
# Throughput of two builds as instruction counts (valgrind's callgrind counts instructions, not seconds,
# so a loaded machine does not change the figure): for each build, one process that only starts and one
# that also checks KB of the bench text; the difference is the cost of the check. Node runs
# --single-threaded so that compiler and GC threads do not vary the count. Takes minutes.
#   bash bench/compare-builds-callgrind.sh OLD/dist/index.js NEW/dist/index.js DATA.jsonl [KB=100]
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: bash bench/compare-builds-callgrind.sh OLD/dist/index.js NEW/dist/index.js DATA.jsonl [KB]" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "needs valgrind (Debian package valgrind)" >&2; exit 2; }
here="$(dirname "$0")"
kb="${4:-100}"
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null node --single-threaded "$here/check-once.mjs" "$1" "$kb" "$3" "$2" 2>&1 | awk '/Collected/ {print $4}'; }
old=$(( $(count "$1" 1 "$3") - $(count "$1" 0 "$3") ))
new=$(( $(count "$2" 1 "$3") - $(count "$2" 0 "$3") ))
awk -v o="$old" -v n="$new" -v kb="$kb" 'BEGIN { printf "instructions for %d KB: old %.0f M, new %.0f M; throughput new/old %.3f\n", kb, o / 1e6, n / 1e6, o / n }'
