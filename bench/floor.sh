#!/usr/bin/env bash
# The floor under the HTTP goals of issue 23, in one run: Jetty and one servlet with nothing of Cairn's
# (dev.cairn.bench.FloorServer) doing the least a call must, beside Cairn doing the call and beside
# redis-benchmark running claim.lua alone. Prints requests/s, latency and MB/s for each. See docs/benchmarks.md.
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk and redis-benchmark, and the machine's
# Redis and PostgreSQL (see bench/service.sh). Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30s}
WARMUP=${WARMUP:-60s}
CAIRN_WARMUP=${CAIRN_WARMUP:-180s}
FLOOR_PORT=${FLOOR_PORT:-18490}
BODIES=target/large-bodies

./mvnw -B -ntp -q test-compile -Dcds.skip=true
CP="target/test-classes:target/classes:$(./mvnw -B -ntp -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test)"
java -cp "$CP" dev.cairn.bench.LargeBodies "$BODIES" >"$BODIES.tsv"

export BENCH_MANUAL_START=1
# shellcheck source=bench/service.sh
source bench/service.sh
# shellcheck source=bench/figures.sh
source bench/figures.sh
SCRIPT=$(mktemp /tmp/claim-XXXX.lua)
script_source lua/action/claim.lua >"$SCRIPT"

# row LABEL CONNECTIONS REQUESTS/S P50 P99 MB/S: one line of the table.
row() { printf '%-44s %4s %10.0f %8.2f %8.2f %9s\n' "$@"; }

# wrk_line LABEL THREADS CONNECTIONS URL BODY_BYTES [NAME=value ...]: one measured run after a warm-up of WARM.
wrk_line() {
  local label=$1 threads=$2 connections=$3 url=$4 body=$5
  shift 5
  env "$@" wrk -t"$threads" -c"$connections" -d"$WARM" --timeout 30s -s bench/tool-call.lua "$url" >/dev/null
  local rps p50 p99
  read -r rps p50 p99 < <(env "$@" wrk -t"$threads" -c"$connections" -d"$DURATION" --timeout 30s \
    -s bench/tool-call.lua "$url" | wrk_figures)
  row "$label" "$connections" "$rps" "$p50" "$p99" \
    "$(awk -v r="$rps" -v b="$body" 'BEGIN { if (b) printf "%.1f", r * b / 1e6; else print "-" }')"
}

mb() { stat -c %s "$BODIES/$1.json"; }
SMALL_ARGS='{"key":"floor","completion_ttl_seconds":3600}'

printf '%-44s %4s %10s %8s %8s %9s\n' target conn requests/s p50_ms p99_ms in_MB/s
java -XX:+UseG1GC -cp "$CP" dev.cairn.bench.FloorServer "$FLOOR_PORT" "$REDIS_PORT" "$SCRIPT" >/dev/null 2>&1 &
FLOOR=$!
trap 'kill $FLOOR 2>/dev/null || true; cairn_stop' EXIT
sleep 3
WARM=$WARMUP
for c in 16 64; do
  wrk_line "floor: HTTP + EVALSHA claim.lua" 2 $c "http://127.0.0.1:$FLOOR_PORT" 0 \
    BENCH_MODE=rest BENCH_PATH=/redis/claim BENCH_ARGS="$SMALL_ARGS"
  WARM=5s
done
WARM=$WARMUP
for route in bytes/echo json/echo bytes/small json/small; do
  wrk_line "floor: 1 MB, $route" 1 1 "http://127.0.0.1:$FLOOR_PORT" "$(mb scrub_text)" \
    BENCH_MODE=rest BENCH_PATH=/$route BENCH_ARGS_FILE="$BODIES/scrub_text.json"
  WARM=10s
done
kill $FLOOR

cairn_start CAIRN_SUBSCRIPTION_CALLS_PER_MONTH=1000000000000 CAIRN_FREE_CALLS_PER_MONTH=1000000000
CAIRN_API_KEY=$KEY wrk -t2 -c16 -d"$CAIRN_WARMUP" -s bench/lock-complete.lua "http://127.0.0.1:$PORT" >/dev/null
for c in 16 64; do
  read -r rps p50 p99 < <(CAIRN_API_KEY=$KEY wrk -t2 -c$c -d"$DURATION" --timeout 10s -s bench/lock-complete.lua \
    "http://127.0.0.1:$PORT" | wrk_figures)
  row "Cairn: lock_action + complete_action" $c "$rps" "$p50" "$p99" -
done
WARM=$WARMUP
while IFS=$'\t' read -r tool path _mb; do
  [[ $tool == scrub_text || $tool == detect_secrets ]] || continue
  wrk_line "Cairn: 1 MB, $tool" 1 1 "http://127.0.0.1:$PORT" "$(mb "$tool")" \
    CAIRN_API_KEY="$KEY" BENCH_MODE=rest BENCH_TOOL="$tool" BENCH_PATH="$path" BENCH_ARGS_FILE="$BODIES/$tool.json"
done <"$BODIES.tsv"
cairn_stop

SHA=$(script_sha lua/action/claim.lua)
NOW=$(date +%s%3N)
for c in 16 64; do
  read -r rps p50 p99 < <(evalsha_figures $c 200000 "$SHA" 1 'cairn:action:{bench:__rand_int__}' now "$NOW" \
    expires_at "$((NOW + 300000))" retention_ms 3600000 lock_id lck_bench ttl_ms 60000)
  row "redis-benchmark: EVALSHA claim.lua" $c "$rps" "$p50" "$p99" -
done
rm -f "$SCRIPT"
