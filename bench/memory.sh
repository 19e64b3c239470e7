#!/usr/bin/env bash
# The service's resident memory (RSS) idle, at the peak of 64 concurrent 1 MB scrub_text calls, and after
# the load stops (5 s, then 45 s and 90 s: G1's periodic collection runs after 30 idle seconds), with the JVM
# flags of bench/service.sh (those of the README and the Dockerfile); then Redis bytes per lock record
# (MEMORY USAGE over 500 records the lock load left). See docs/benchmarks.md and docs/operations.md#memory.
#
# Needs: target/cairn.jar, wrk, redis-cli, the bodies of bench/large-bodies.sh (target/large-bodies, written by
# dev.cairn.bench.LargeBodies) and the machine's Redis and PostgreSQL (see bench/service.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

CONNECTIONS=${CONNECTIONS:-64}
DURATION=${DURATION:-30s}
# shellcheck source=bench/service.sh
source bench/service.sh

rss_mb() { awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$SERVER/status"; }
scrub() {
  CAIRN_API_KEY=$KEY BENCH_MODE=rest BENCH_TOOL=scrub_text BENCH_PATH=/v1/scrub \
    BENCH_ARGS_FILE=target/large-bodies/scrub_text.json \
    wrk -t"$(($1 < 2 ? 1 : 2))" -c"$1" -d"$2" --timeout 30s -s bench/tool-call.lua "http://127.0.0.1:$PORT" | grep '^RESULT'
}

scrub 1 10s >/dev/null
sleep 40 # past one periodic collection
idle=$(rss_mb)
peak=0
LOAD_RESULT=$(mktemp)
scrub "$CONNECTIONS" "$DURATION" >"$LOAD_RESULT" &
LOAD=$!
while kill -0 $LOAD 2>/dev/null; do
  now=$(rss_mb)
  ((now > peak)) && peak=$now
  sleep 0.5
done
sleep 5; after5=$(rss_mb)
sleep 40; after45=$(rss_mb)
sleep 45; after90=$(rss_mb)
printf '%-40s %8s\n' measure RSS_MB
printf '%-40s %8s\n' "idle (after warm-up)" "$idle" "peak, $CONNECTIONS concurrent 1 MB calls" "$peak" \
  "5 s after the load" "$after5" "45 s after" "$after45" "90 s after" "$after90"
awk -v p="$peak" -v i="$idle" -v c="$CONNECTIONS" \
  'BEGIN { printf "%-40s %8.1f\n", "MB per concurrent 1 MB call", (p - i) / c }'
grep -o 'rps=[0-9.]*' "$LOAD_RESULT"

CAIRN_API_KEY=$KEY wrk -t2 -c16 -d10s -s bench/lock-complete.lua "http://127.0.0.1:$PORT" >/dev/null
redis-cli -p "$REDIS_PORT" --scan --pattern 'cairn:action:*' | head -500 | sed 's/^/MEMORY USAGE /' \
  | redis-cli -p "$REDIS_PORT" | awk '{ s += $1; n++ } END { printf "%-40s %8.0f\n", "Redis bytes per lock record", s / n }'
