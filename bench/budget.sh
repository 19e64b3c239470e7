#!/usr/bin/env bash
# HTTP load test of reserve_action_budget (wrk, bench/budget-reserve.lua), beside redis-benchmark running
# the same script (lua/budget/reserve.lua, with the prelude ScriptRegistry puts before it) with EVALSHA
# directly against the same Redis, at 16 and 64 connections, in one run on one machine. Both reserve one
# unit with a new reservation key in one period. Prints a table; see docs/benchmarks.md.
#
# Needs what bench/load.sh needs: target/cairn.jar, wrk and redis-benchmark, a Redis and a PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30s}
WARMUP=${WARMUP:-180s} # the C2 compiler's three minutes on 2 cores, as in bench/load.sh
REQUESTS=${REQUESTS:-200000}
# shellcheck source=bench/service.sh
source bench/service.sh

run_wrk() { # connections, duration
  CAIRN_API_KEY=$KEY BENCH_PERIOD="bench-$(date +%s%N)" wrk -t2 -c"$1" -d"$2" --timeout 10s \
    -s bench/budget-reserve.lua "http://127.0.0.1:$PORT"
}
run_wrk 16 "$WARMUP" >/dev/null

# shellcheck source=bench/figures.sh
source bench/figures.sh
SHA=$(script_sha lua/budget/reserve.lua)
NOW=$(date +%s%3N)
PERIOD="cairn:budget:{bench:$NOW}"
printf '%-12s %-34s %12s %9s %9s\n' connections target requests/s p50_ms p99_ms
for c in 16 64; do
  read -r rps p50 p99 < <(run_wrk $c "$DURATION" | wrk_figures)
  printf '%-12s %-34s %12s %9s %9s\n' "$c" "HTTP reserve_action_budget" "$rps" "$p50" "$p99"
  read -r drps dp50 dp99 < <(evalsha_figures $c "$REQUESTS" "$SHA" 2 "$PERIOD:$c" "$PERIOD:$c:reservations" \
    now "$NOW" limit 1000000000000 amount 1 reservation 'r__rand_int__' expires_at "$((NOW + 3600000))" \
    retention_ms 3600000)
  printf '%-12s %-34s %12s %9s %9s\n' "$c" "redis-benchmark EVALSHA reserve.lua" "$drps" "$dp50" "$dp99"
  printf '%-12s %-34s %12s\n' "$c" "ratio HTTP / direct Redis" "$(awk -v a="$rps" -v b="$drps" 'BEGIN{printf "%.3f", a/b}')"
  used=$(redis-cli -p "$REDIS_PORT" HGET "$PERIOD:$c" used)
  echo "# redis-benchmark reserved $used units in $PERIOD:$c (${REQUESTS} calls; repeated random keys are replays)"
done
