#!/usr/bin/env bash
# Start-up to healthy with the embedded engines (config.yml as shipped): the time from launching the
# README's command (`java -XX:SharedArchiveFile=target/cairn.jsa -Xlog:cds=off -jar target/cairn.jar
# server config.yml`; BENCH_CDS=0 leaves the class-data archive out) to the first 200 from GET /health, for a first start
# (a new, empty data directory: initdb, migrations, a new AOF) and for warm starts (the same directory
# again), RUNS times each. Prints one line per start and the median of each kind.
# Usage: ./mvnw -B -ntp -q package -DskipTests && bench/startup.sh [RUNS]   (default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
PORT=${BENCH_PORT:-18580}
ADMIN_PORT=${BENCH_ADMIN_PORT:-18581}
JAR=target/cairn.jar
CDS=()
[[ "${BENCH_CDS:-1}" == 0 ]] || CDS=(-XX:SharedArchiveFile=target/cairn.jsa -Xlog:cds=off)
[[ -f "$JAR" ]] || { echo "build the jar first: ./mvnw -B -ntp -q package -DskipTests" >&2; exit 2; }

WORK=$(mktemp -d /tmp/cairn-startup-XXXX)
SERVER=""
stop() {
  [[ -n "$SERVER" ]] || return 0
  kill -TERM "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
  SERVER=""
}
trap 'stop; rm -rf "$WORK"' EXIT

# Sets ELAPSED to the milliseconds from launch to the first healthy answer, on data directory $1.
start_once() {
  local data_dir=$1 started now
  started=$(date +%s%N)
  (unset CAIRN_REDIS_URL CAIRN_REDIS_CLUSTER_NODES CAIRN_DATABASE_URL
   CAIRN_DATA_DIR="$data_dir" CAIRN_PORT=$PORT CAIRN_ADMIN_PORT=$ADMIN_PORT \
     exec java "${CDS[@]}" -jar "$JAR" server config.yml) >"$WORK/log" 2>&1 </dev/null &
  SERVER=$!
  for _ in $(seq 1 1200); do
    if curl -sf -o /dev/null "http://127.0.0.1:$PORT/health"; then
      now=$(date +%s%N)
      ELAPSED=$(( (now - started) / 1000000 ))
      stop
      return 0
    fi
    kill -0 "$SERVER" 2>/dev/null || { cat "$WORK/log" >&2; echo "the service died" >&2; exit 1; }
    sleep 0.05
  done
  echo "not healthy within 60 s" >&2
  exit 1
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2] + a[NR/2+1]) / 2)}'; }

ELAPSED=0
first=() warm=()
for run in $(seq 1 "$RUNS"); do
  dir="$WORK/data-$run"
  start_once "$dir"; first+=("$ELAPSED"); echo "first start $run: $ELAPSED ms"
  start_once "$dir"; warm+=("$ELAPSED"); echo "warm start  $run: $ELAPSED ms"
done
echo "median first start: $(printf '%s\n' "${first[@]}" | median) ms"
echo "median warm start:  $(printf '%s\n' "${warm[@]}" | median) ms"
