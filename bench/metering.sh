#!/usr/bin/env bash
# What metering costs: fingerprint_action (anonymous: the free allowance, counted per address) and check_action
# (a subscription key: its monthly limit) over REST, against the service with metering on, then with
# access.metered false, in one run, alternating ROUNDS times. The quotas are raised so that no call is refused:
# every call runs the whole admission, one Redis script. See docs/benchmarks.md.
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk (apt-get install wrk), and the
# machine's Redis and PostgreSQL (see bench/service.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-30s}
CONNECTIONS=${CONNECTIONS:-16}
WARMUP=${WARMUP:-90s}
ROUNDS=${ROUNDS:-2}
BENCH_MANUAL_START=1
# shellcheck source=bench/service.sh
source bench/service.sh

FINGERPRINT_ARGS='{"action":"refund","scope":"billing","arguments":{"order":"A-1042","amount":"19.99","lines":[1,2,3]}}'
CHECK_ARGS='{"key":"bench-check-key"}'

run() { # tool path args key duration
  CAIRN_API_KEY=$4 BENCH_MODE=rest BENCH_TOOL=$1 BENCH_PATH=$2 BENCH_ARGS=$3 \
    wrk -t2 -c"$CONNECTIONS" -d"$5" --timeout 10s -s bench/tool-call.lua "http://127.0.0.1:$PORT" | grep '^RESULT'
}
field() { sed -E "s/.*$1=([0-9.]+).*/\1/" <<<"$2"; }

printf '%-6s %-9s %-20s %12s %9s %9s\n' round metering tool requests/s p50_ms p99_ms
for round in $(seq 1 "$ROUNDS"); do
  for metered in true false; do
    cairn_start CAIRN_METERED=$metered CAIRN_FREE_CALLS_PER_MONTH=1000000000 \
      CAIRN_SUBSCRIPTION_CALLS_PER_MONTH=1000000000000
    run fingerprint_action /v1/actions/fingerprint "$FINGERPRINT_ARGS" "" "$WARMUP" >/dev/null
    run check_action /v1/actions/check "$CHECK_ARGS" "$KEY" "$WARMUP" >/dev/null
    for tool in fingerprint_action check_action; do
      if [ $tool = fingerprint_action ]; then result=$(run $tool /v1/actions/fingerprint "$FINGERPRINT_ARGS" "" "$DURATION")
      else result=$(run $tool /v1/actions/check "$CHECK_ARGS" "$KEY" "$DURATION"); fi
      printf '%-6s %-9s %-20s %12s %9s %9s\n' "$round" "$([ $metered = true ] && echo on || echo off)" $tool \
        "$(field rps "$result")" "$(field p50_ms "$result")" "$(field p99_ms "$result")"
    done
    cairn_stop
  done
done
