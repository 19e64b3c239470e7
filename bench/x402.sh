#!/usr/bin/env bash
# A paid x402 call's latency beside the same unpaid /v1/ call: starts the loopback x402 facilitator
# (e2e/x402/facilitator.mjs: the official @x402/core facilitator and @x402/evm exact scheme over an
# in-memory ledger; the chain is faked and every transaction is "mined" at once) and a Cairn with x402
# enabled against it (as bench/service.sh starts one: the machine's Redis and PostgreSQL), then runs
# e2e/x402/bench.mjs: after a warm-up, N sequential POST /x402/v1/scan with a PAYMENT-SIGNATURE pre-signed
# by the official client's scheme, alternating with N POST /v1/scan with a bearer key, same body; prints
# p50 and p99 of each and the difference (what verification, the replay reservation and the facilitator's
# /verify and /settle add).
# Usage: ./mvnw -B -ntp -q package -DskipTests && (cd e2e && npm ci) && bench/x402.sh [N]   (default 300;
# BENCH_WARMUP, default 300). Needs Node >= 20 and the machine's Redis and PostgreSQL (see bench/service.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-300}
[[ -f target/cairn.jar ]] || { echo "build the jar first: ./mvnw -B -ntp -q package -DskipTests" >&2; exit 2; }
[[ -d e2e/node_modules/@x402/core ]] || { echo "install the e2e packages first: (cd e2e && npm ci)" >&2; exit 2; }

FACILITATOR_PORT=${BENCH_FACILITATOR_PORT:-18490}
FACILITATOR_LOG=$(mktemp /tmp/cairn-bench-facilitator-XXXX.log)
FACILITATOR=""
BENCH_MANUAL_START=1
# shellcheck source=bench/service.sh
source bench/service.sh
stop_all() {
  cairn_stop
  if [[ -n "$FACILITATOR" ]]; then
    kill -TERM "$FACILITATOR" 2>/dev/null || true
    wait "$FACILITATOR" 2>/dev/null || true
  fi
}
trap stop_all EXIT

node e2e/x402/facilitator.mjs --port "$FACILITATOR_PORT" >"$FACILITATOR_LOG" 2>&1 &
FACILITATOR=$!
for _ in $(seq 1 60); do
  grep -q '^facilitator listening on ' "$FACILITATOR_LOG" && break
  sleep 0.5
done
grep -q '^facilitator listening on ' "$FACILITATOR_LOG" || { cat "$FACILITATOR_LOG" >&2; exit 1; }

cairn_start CAIRN_PUBLIC_BASE_URL="http://127.0.0.1:$PORT" \
  CAIRN_X402_ENABLED=true CAIRN_X402_NETWORK=eip155:84532 \
  CAIRN_X402_PAY_TO=0x209693Bc6afc0C5328bA36FaF03C514EF312287C CAIRN_X402_PRICE_PER_CALL_USD=0.01 \
  CAIRN_X402_FACILITATOR_URL="http://127.0.0.1:$FACILITATOR_PORT"
[[ -n "$KEY" ]] || { echo "Cairn did not start; log: $LOG" >&2; cat "$LOG" >&2; exit 1; }

echo "Cairn http://127.0.0.1:$PORT (x402 enabled), loopback facilitator http://127.0.0.1:$FACILITATOR_PORT (in-memory ledger, the chain is faked)"
(cd e2e && BENCH_URL="http://127.0.0.1:$PORT" BENCH_KEY="$KEY" BENCH_FACILITATOR_URL="http://127.0.0.1:$FACILITATOR_PORT" \
  BENCH_N="$N" BENCH_WARMUP="${BENCH_WARMUP:-300}" node x402/bench.mjs)
