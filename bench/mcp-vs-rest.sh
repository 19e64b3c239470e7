#!/usr/bin/env bash
# The same tool calls over REST and over MCP tools/call (both protocol eras), one after another in one
# run against one service: requests/s, p50 and p99, and the MCP / REST throughput ratio.
# fingerprint_action needs no key and no Redis (pure protocol and JSON cost); check_action reads Redis
# with a bearer key. See docs/benchmarks.md.
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk (apt-get install wrk), and the
# machine's Redis and PostgreSQL (see bench/service.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30s}
CONNECTIONS=${CONNECTIONS:-16}
# On 2 cores the C2 JIT compiler stays busy for about three minutes of load; measure only after that.
WARMUP=${WARMUP:-60s}
# shellcheck source=bench/service.sh
source bench/service.sh

FINGERPRINT_ARGS='{"action":"refund","scope":"billing","arguments":{"order":"A-1042","amount":"19.99","lines":[1,2,3]}}'
CHECK_ARGS='{"key":"bench-check-key"}'

run() { # mode tool path args key duration
  CAIRN_API_KEY=$5 BENCH_MODE=$1 BENCH_TOOL=$2 BENCH_PATH=$3 BENCH_ARGS=$4 \
    wrk -t2 -c"$CONNECTIONS" -d"$6" --timeout 10s -s bench/tool-call.lua "http://127.0.0.1:$PORT" | grep '^RESULT'
}
field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$2"; }

for mode in rest mcp-2025 mcp-2026; do
  run $mode fingerprint_action /v1/actions/fingerprint "$FINGERPRINT_ARGS" "" "$WARMUP" >/dev/null
  run $mode check_action /v1/actions/check "$CHECK_ARGS" "$KEY" "$WARMUP" >/dev/null
done

printf '%-20s %-10s %12s %9s %9s %8s\n' tool transport requests/s p50_ms p99_ms vs_rest
for tool in fingerprint_action check_action; do
  if [ $tool = fingerprint_action ]; then path=/v1/actions/fingerprint args=$FINGERPRINT_ARGS key=""
  else path=/v1/actions/check args=$CHECK_ARGS key=$KEY; fi
  rest_rps=""
  for mode in rest mcp-2025 mcp-2026; do
    result=$(run $mode $tool $path "$args" "$key" "$DURATION")
    rps=$(field rps "$result")
    [ $mode = rest ] && rest_rps=$rps
    printf '%-20s %-10s %12s %9s %9s %8s\n' $tool $mode "$rps" "$(field p50_ms "$result")" \
      "$(field p99_ms "$result")" "$(awk -v a="$rps" -v b="$rest_rps" 'BEGIN{printf "%.2f", a/b}')"
  done
done
