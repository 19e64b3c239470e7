#!/usr/bin/env bash
# HTTP load test of lock_action + complete_action (wrk), beside redis-benchmark running the same
# claim script (lua/action/claim.lua) with EVALSHA directly against the same Redis, at 16 and 64
# connections, in one run on one machine. Prints a table; see docs/benchmarks.md.
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk and redis-benchmark
# (apt-get install wrk redis-tools), and a Redis and a PostgreSQL: by default the machine's own on
# 127.0.0.1:6379 and 127.0.0.1:5432 (override with BENCH_REDIS_PORT and BENCH_DATABASE_URL).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30s}
# On 2 cores the C2 JIT compiler stays busy for about three minutes of load (15,000 methods of Jetty,
# Jersey, Jackson and the rest), taking one of the two cores; measure only after that.
WARMUP=${WARMUP:-180s}
REQUESTS=${REQUESTS:-200000}
# shellcheck source=bench/service.sh
source bench/service.sh

CAIRN_API_KEY=$KEY wrk -t2 -c16 -d"$WARMUP" -s bench/lock-complete.lua "http://127.0.0.1:$PORT" >/dev/null

# shellcheck source=bench/figures.sh
source bench/figures.sh
SHA=$(script_sha lua/action/claim.lua)
NOW=$(date +%s%3N)
printf '%-12s %-34s %12s %9s %9s\n' connections target requests/s p50_ms p99_ms
for c in 16 64; do
  read -r rps p50 p99 < <(CAIRN_API_KEY=$KEY wrk -t2 -c$c -d"$DURATION" --timeout 10s -s bench/lock-complete.lua \
    "http://127.0.0.1:$PORT" | wrk_figures)
  printf '%-12s %-34s %12s %9s %9s\n' "$c" "HTTP lock_action+complete_action" "$rps" "$p50" "$p99"
  read -r drps dp50 dp99 < <(evalsha_figures $c "$REQUESTS" "$SHA" 1 'cairn:action:{bench:__rand_int__}' \
    now "$NOW" expires_at "$((NOW + 300000))" retention_ms 3600000 lock_id lck_bench ttl_ms 60000)
  printf '%-12s %-34s %12s %9s %9s\n' "$c" "redis-benchmark EVALSHA claim.lua" "$drps" "$dp50" "$dp99"
  printf '%-12s %-34s %12s\n' "$c" "ratio HTTP / direct Redis" "$(awk -v a="$rps" -v b="$drps" 'BEGIN{printf "%.3f", a/b}')"
done
