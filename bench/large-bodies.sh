#!/usr/bin/env bash
# Each text tool on 1 MB over HTTP (REST, one connection, one call at a time, wrk) beside the same engine
# in-process (JMH EngineBenchmark, one thread), on the same inputs (dev.cairn.bench.LargeBodies), in one run.
# Prints MB/s of input on each side and the ratio. See docs/benchmarks.md.
#
# Needs: target/cairn.jar (./mvnw -B -ntp package -DskipTests), wrk, and the machine's Redis and PostgreSQL
# (see bench/service.sh). Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-20s}
WARMUP=${WARMUP:-20s}
TOOLS=${TOOLS:-scrub_text inspect_text compare_text detect_secrets redact_sensitive_text scan_untrusted_text validate_output sanitize_agent_context prepare_for_agent rework_text}
BODIES=target/large-bodies

./mvnw -B -ntp -q test-compile -Dcds.skip=true
CP=$(./mvnw -B -ntp -q dependency:build-classpath -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=test)
java -cp "target/test-classes:target/classes:$CP" dev.cairn.bench.LargeBodies "$BODIES" >"$BODIES.tsv"

# shellcheck source=bench/service.sh
source bench/service.sh

declare -A HTTP
while IFS=$'\t' read -r tool path _mb; do
  [[ " $TOOLS " == *" $tool "* ]] || continue
  run() {
    CAIRN_API_KEY=$KEY BENCH_MODE=rest BENCH_TOOL=$tool BENCH_PATH=$path BENCH_ARGS_FILE="$BODIES/$tool.json" \
      wrk -t1 -c1 -d"$1" --timeout 30s -s bench/tool-call.lua "http://127.0.0.1:$PORT" | grep '^RESULT'
  }
  run "$WARMUP" >/dev/null
  result=$(run "$DURATION")
  HTTP[$tool]=$(awk -v r="$(sed -E 's/.*requests=([0-9]+).*/\1/' <<<"$result")" \
    -v s="$(sed -E 's/.*seconds=([0-9.]+).*/\1/' <<<"$result")" 'BEGIN { print r / s }')
done <"$BODIES.tsv"
cairn_stop

java -cp "target/test-classes:target/classes:$CP" org.openjdk.jmh.Main EngineBenchmark \
  -p tool="$(tr ' ' ',' <<<"$TOOLS")" -rf csv -rff target/engine-jmh.csv >/dev/null

printf '%-24s %8s %12s %16s %7s\n' tool MB http_MB/s in_process_MB/s ratio
while IFS=$'\t' read -r tool _path mb; do
  [[ " $TOOLS " == *" $tool "* ]] || continue
  ops=$(tr -d '\r"' <target/engine-jmh.csv | grep ",$tool\$" | cut -d, -f5)
  awk -v t="$tool" -v mb="$mb" -v h="${HTTP[$tool]}" -v ops="$ops" \
    'BEGIN { printf "%-24s %8.3f %12.1f %16.1f %7.2f\n", t, mb, h * mb, ops * mb, h / ops }'
done <"$BODIES.tsv"
