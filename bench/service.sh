# Sourced by the bench scripts: starts target/cairn.jar against the machine's Redis and PostgreSQL
# (127.0.0.1:6379 and 127.0.0.1:5432 by default; override with BENCH_REDIS_PORT and BENCH_DATABASE_URL),
# with BENCH_JAVA_OPTS passed to java (a profiler's -agentpath, say) and the configuration BENCH_CONFIG
# (default config.yml; an older build needs its own), waits until it is healthy, stops it on
# exit, and sets PORT, ADMIN_PORT, REDIS_PORT and KEY (a new API key).
# With BENCH_MANUAL_START=1 it only defines cairn_start and cairn_stop, for scripts that start several services
# one after another (each cairn_start passes its arguments to the service as environment, NAME=value ...).
REDIS_PORT=${BENCH_REDIS_PORT:-6379}
DATABASE_URL=${BENCH_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}
PORT=${BENCH_PORT:-18480}
ADMIN_PORT=${BENCH_ADMIN_PORT:-18481}
LOG=$(mktemp /tmp/cairn-bench-XXXX.log)

cairn_start() {
  env "$@" CAIRN_REDIS_URL="redis://127.0.0.1:$REDIS_PORT" CAIRN_DATABASE_URL="$DATABASE_URL" \
    CAIRN_DATA_DIR="$(mktemp -d)" CAIRN_PORT=$PORT CAIRN_ADMIN_PORT=$ADMIN_PORT \
    java -XX:+UseG1GC -XX:G1PeriodicGCInterval=30000 ${BENCH_JAVA_OPTS:-} -jar target/cairn.jar server "${BENCH_CONFIG:-config.yml}" 2>"$LOG" &
  SERVER=$!
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$ADMIN_PORT/healthcheck" >/dev/null && break
    sleep 0.5
  done
  KEY=$(curl -sf -X POST "http://127.0.0.1:$ADMIN_PORT/tasks/create-api-key?plan=subscription")
}

cairn_stop() {
  kill "$SERVER" 2>/dev/null || true
  wait "$SERVER" 2>/dev/null || true
}

trap 'cairn_stop' EXIT
if [ -z "${BENCH_MANUAL_START:-}" ]; then
  # Metered as in production, with quotas no benchmark reaches (a warm-up alone makes ~1 M calls).
  cairn_start CAIRN_SUBSCRIPTION_CALLS_PER_MONTH=1000000000000 CAIRN_FREE_CALLS_PER_MONTH=1000000000
fi
