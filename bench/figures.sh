# Sourced by the bench scripts that set HTTP beside a Lua script run alone: reading wrk's and redis-benchmark's
# figures the same way everywhere.

# script_source SCRIPT.lua: the script as Cairn loads it, after the shared prelude.
script_source() {
  cat lua/lib/prelude.lua
  echo
  cat "$1"
}

# script_sha SCRIPT.lua: loads script_source into the bench Redis ($REDIS_PORT), prints its SHA.
script_sha() {
  redis-cli -p "$REDIS_PORT" SCRIPT LOAD "$(script_source "$1")"
}

# evalsha_figures CONNECTIONS REQUESTS SHA NUMKEYS KEYS_AND_ARGS...: redis-benchmark running the script with
# EVALSHA (__rand_int__ in keys and arguments is a fresh number per call); prints "requests/s p50_ms p99_ms".
evalsha_figures() {
  local connections=$1 requests=$2
  shift 2
  redis-benchmark -p "$REDIS_PORT" -c "$connections" -n "$requests" -r 100000000 --precision 3 EVALSHA "$@" \
    | tr '\r' '\n' | grep -E 'throughput summary|^ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+ +[0-9.]+$' | tail -2 \
    | awk '/summary/ { rps = $3 } !/summary/ { p50 = $3; p99 = $5 } END { print rps, p50, p99 }'
}

# wrk_figures: wrk's RESULT line (bench/summary.lua) on stdin; prints "requests/s p50_ms p99_ms".
wrk_figures() {
  grep '^RESULT' | sed -E 's/.*rps=([0-9.]+) p50_ms=([0-9.]+) p99_ms=([0-9.]+).*/\1 \2 \3/'
}
