#!/usr/bin/env bash
# get_quality_card over HTTP (wrk) on one card as its evidence grows to OBSERVATIONS observations from
# CONTRIBUTORS verified contributors. Observations are recorded through the API (record_quality_observation,
# bench/quality-observe.lua), in stages; after each stage the card is read for DURATION at 1 and at 16
# connections. Prints a table; see docs/benchmarks.md ("Quality cards").
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk (apt-get install wrk), psql, and a Redis
# and a PostgreSQL: by default the machine's own (see bench/service.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20s}
WARMUP=${WARMUP:-60s}
CONTRIBUTORS=${CONTRIBUTORS:-100}
STAGES=${STAGES:-"1000 10000 100000"}
BENCH_MANUAL_START=1
# shellcheck source=bench/service.sh
source bench/service.sh
cairn_start CAIRN_SUBSCRIPTION_CALLS_PER_MONTH=1000000000

RUN=$(date +%s)
export CAIRN_TARGET="\"target_type\":\"mcp_server\",\"provider_domain\":\"bench.example.com\",\"canonical_endpoint\":\"https://bench.example.com/mcp\",\"version\":\"run-$RUN\",\"task_category\":\"benchmark\""
KEYS=()
for _ in $(seq 1 "$CONTRIBUTORS"); do
  KEYS+=("$(curl -sf -X POST "http://127.0.0.1:$ADMIN_PORT/tasks/create-api-key?plan=subscription")")
done
export CAIRN_CONTRIBUTOR_KEYS=$(IFS=,; echo "${KEYS[*]}")
export CAIRN_API_KEY=$KEY
CARD_ID=$(curl -sf "http://127.0.0.1:$PORT/v1/quality/cards/get" -H 'Content-Type: application/json' \
  -H "Authorization: Bearer $KEY" -d "{$CAIRN_TARGET}" | sed -E 's/.*"card_id":"(tmc_[0-9a-f]{40})".*/\1/')

observations() {
  psql -qtA "$DATABASE_URL" -c "SELECT count(*) FROM cairn.quality_observations WHERE card_id = '$CARD_ID'"
}

printf '%-13s %-12s %12s %9s %9s\n' observations connections requests/s p50_ms p99_ms
first=1
for stage in $STAGES; do
  while [ "$(observations)" -lt "$stage" ]; do
    wrk -t2 -c16 -d5s -s bench/quality-observe.lua "http://127.0.0.1:$PORT" >/dev/null
  done
  if [ "$first" = 1 ]; then
    wrk -t2 -c16 -d"$WARMUP" -s bench/quality-card.lua "http://127.0.0.1:$PORT" >/dev/null
    first=0
  fi
  count=$(observations)
  for c in 1 16; do
    result=$(wrk -t"$((c < 2 ? 1 : 2))" -c"$c" -d"$DURATION" --timeout 10s -s bench/quality-card.lua \
      "http://127.0.0.1:$PORT" | grep '^RESULT')
    printf '%-13s %-12s %12s %9s %9s\n' "$count" "$c" "$(sed -E 's/.*rps=([0-9.]+).*/\1/' <<<"$result")" \
      "$(sed -E 's/.*p50_ms=([0-9.]+).*/\1/' <<<"$result")" "$(sed -E 's/.*p99_ms=([0-9.]+).*/\1/' <<<"$result")"
  done
done
echo "card $CARD_ID, $CONTRIBUTORS contributors"
