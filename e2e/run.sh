#!/usr/bin/env bash
# End-to-end checks of a built Cairn (target/cairn.jar): starts it on free ports with a fresh data
# directory (embedded Redis and PostgreSQL on random ports), creates two API keys (two accounts), then runs
#   1. the official MCP conformance suite, --requirements 2025-11-25 and 2026-07-28, each against its
#      expected-failures baseline in e2e/conformance/ (fixtures of the suite that Cairn does not have),
#   2. the official MCP TypeScript client in both protocol eras (mcp-client.test.mjs),
#   3. the MCP Inspector CLI listing the tools (inspector.test.mjs),
#   4. GET /openapi.json validated as OpenAPI 3.1, one POST operation per MCP tool (openapi.test.mjs),
#   5. the link pages (approval, veto, quorum, escalation) in Chromium through playwright-core
#      (pages.test.mjs; Debian's chromium, or CHROMIUM_PATH), with screenshots in e2e/artifacts/,
#   5b. the quality card page in Chromium, scored by three contributor keys it creates (cards.test.mjs),
#   6. the shell examples of README.md, run as written in one bash, each answer compared with the one
#      the README shows under the command (readme.test.mjs; needs bash, curl and jq),
#   7. x402 v2 pay-per-call (x402.test.mjs): after the checks above, it starts the loopback x402
#      facilitator (x402/facilitator.mjs: the official x402Facilitator and @x402/evm exact scheme over an
#      in-memory ledger; the chain is faked) and a SECOND Cairn with x402 enabled against it (fresh data
#      directory, free ports), and the official x402 client (@x402/fetch, @x402/evm, viem) pays it.
# Every check runs even when an earlier one failed; the exit status is non-zero when any failed.
# The services (both Cairns, the facilitator) are always stopped and the temporary directory removed. Needs a JDK, Node >= 20 and npm;
# builds nothing (run ./mvnw -B -ntp package -DskipTests first). The pages check needs Chromium
# (/usr/bin/chromium, or set CHROMIUM_PATH), the README check curl and jq; .ci/run installs Debian's
# chromium and jq packages when they are missing.
set -euo pipefail

E2E="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$E2E/.." && pwd)"
JAR="$ROOT/target/cairn.jar"
READY_TIMEOUT_SECONDS=120

if [[ ! -f "$JAR" ]]; then
  echo "e2e: $JAR is missing. Build it first: ./mvnw -B -ntp package -DskipTests" >&2
  exit 2
fi
for tool in java node npm; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "e2e: '$tool' is not on PATH (the e2e run needs a JDK, Node >= 20 and npm)" >&2
    exit 2
  fi
done

started=$SECONDS
echo "== npm ci (e2e/) =="
(cd "$E2E" && npm ci --no-audit --no-fund --loglevel=error)

WORK="$(cd "$(mktemp -d "${TMPDIR:-/tmp}/cairn-e2e.XXXXXX")" && pwd -P)"
LOG="$WORK/service.log"
SERVICE_PID=""
X402_LOG="$WORK/x402-service.log"
X402_SERVICE_PID=""
FACILITATOR_LOG="$WORK/facilitator.log"
FACILITATOR_PID=""
show_log=false

# Stops one Cairn: its JVM (pid $1), then the embedded PostgreSQL of its data directory ($2).
stop_cairn() {
  local pid="$1" data="$2"
  [[ -n "$pid" ]] || return 0
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.5
    done
    if kill -0 "$pid" 2>/dev/null; then
      echo "e2e: the service did not stop within 30 s; killing it and its child processes" >&2
      local children=""
      command -v pgrep >/dev/null 2>&1 && children="$(pgrep -P "$pid" || true)"
      kill -KILL "$pid" 2>/dev/null || true
      for child in $children; do kill -TERM "$child" 2>/dev/null || true; done
    fi
  fi
  wait "$pid" 2>/dev/null || true
  # The embedded PostgreSQL runs detached from the JVM, which asks it to stop as it exits; give it time,
  # then stop it ourselves (fast shutdown), found by its own pid file, before its directory is removed.
  local pidfile="$data/postgres/postmaster.pid" pg signal
  [[ -f "$pidfile" ]] || return 0
  pg="$(head -n 1 "$pidfile" 2>/dev/null || true)"
  [[ "$pg" =~ ^[0-9]+$ ]] || return 0
  # Where /proc exists, make sure the pid is still that PostgreSQL (its command line names our data dir).
  if [[ -r "/proc/$pg/cmdline" ]]; then
    local cmdline
    cmdline="$(tr '\0' ' ' <"/proc/$pg/cmdline" 2>/dev/null || true)"
    [[ "$cmdline" == *"$data/postgres"* ]] || return 0
  fi
  for signal in NONE INT QUIT; do
    [[ "$signal" == NONE ]] || kill -"$signal" "$pg" 2>/dev/null || true
    for _ in $(seq 1 20); do
      kill -0 "$pg" 2>/dev/null || return 0
      sleep 0.5
    done
  done
  echo "e2e: the embedded PostgreSQL (pid $pg) did not stop" >&2
}

stop_service() {
  local pid="$SERVICE_PID"
  SERVICE_PID=""
  stop_cairn "$pid" "$WORK/data"
}

stop_x402() {
  local pid="$X402_SERVICE_PID"
  X402_SERVICE_PID=""
  stop_cairn "$pid" "$WORK/x402-data"
  if [[ -n "$FACILITATOR_PID" ]]; then
    kill -TERM "$FACILITATOR_PID" 2>/dev/null || true
    wait "$FACILITATOR_PID" 2>/dev/null || true
    FACILITATOR_PID=""
  fi
}

cleanup() {
  local status=$?
  stop_x402
  stop_service
  if [[ "$show_log" == true || $status -ne 0 ]]; then
    local log
    for log in "$LOG" "$X402_LOG" "$FACILITATOR_LOG"; do
      [[ -f "$log" ]] || continue
      echo "== log $log =="
      cat "$log"
      echo "== end of $log =="
    done
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

ports="$(node "$E2E/lib/service.mjs" free-ports 2)"
read -r PORT ADMIN_PORT <<<"$ports"
BASE="http://127.0.0.1:$PORT"
ADMIN="http://127.0.0.1:$ADMIN_PORT"
MCP_URL="$BASE/mcp"

echo "== starting Cairn: API $BASE, admin $ADMIN, data $WORK/data, log $LOG =="
(
  cd "$ROOT"
  # Embedded engines on random ports: never the machine's own Redis or PostgreSQL.
  unset CAIRN_REDIS_URL CAIRN_REDIS_CLUSTER_NODES CAIRN_DATABASE_URL
  export CAIRN_DATA_DIR="$WORK/data" CAIRN_PORT="$PORT" CAIRN_ADMIN_PORT="$ADMIN_PORT"
  export CAIRN_BIND_HOST=127.0.0.1 CAIRN_ADMIN_BIND_HOST=127.0.0.1
  exec java -jar "$JAR" server config.yml
) >"$LOG" 2>&1 </dev/null &
SERVICE_PID=$!

boot=$SECONDS
if ! node "$E2E/lib/service.mjs" wait-ready "$BASE" "$SERVICE_PID" "$READY_TIMEOUT_SECONDS"; then
  echo "e2e: Cairn did not become ready" >&2
  exit 1
fi
echo "   up in $((SECONDS - boot)) s"

API_KEY="$(node "$E2E/lib/service.mjs" create-key "$ADMIN")"
SECOND_API_KEY="$(node "$E2E/lib/service.mjs" create-key "$ADMIN")"
echo "== created API keys ${API_KEY:0:15}... and, for another account, ${SECOND_API_KEY:0:15}... (plan subscription, this run only) =="

export CAIRN_BASE_URL="$BASE" CAIRN_ADMIN_URL="$ADMIN" CAIRN_MCP_URL="$MCP_URL" CAIRN_API_KEY="$API_KEY"
export CAIRN_SECOND_API_KEY="$SECOND_API_KEY"

results=()
failed=0
check() {
  local name="$1"
  shift
  echo
  echo "== $name =="
  local start=$SECONDS
  if (cd "$E2E" && "$@"); then
    results+=("PASS  $name ($((SECONDS - start)) s)")
  else
    results+=("FAIL  $name ($((SECONDS - start)) s)")
    failed=1
  fi
}

conformance() {
  local revision="$1" out="$WORK/conformance-$1"
  if ! node_modules/.bin/node node_modules/.bin/conformance server --url "$MCP_URL" \
      --requirements "$revision" --expected-failures "conformance/baseline-$revision.yml" -o "$out"; then
    echo "-- every FAILURE/WARNING check of this run (expected ones included) --"
    node lib/conformance-details.mjs "$out"
    return 1
  fi
}

check "MCP conformance suite, requirements 2025-11-25" conformance 2025-11-25
check "MCP conformance suite, requirements 2026-07-28" conformance 2026-07-28
check "official MCP client (2025-11-25 and 2026-07-28)" node --test --test-reporter=spec mcp-client.test.mjs
check "MCP Inspector CLI tools/list" node --test --test-reporter=spec inspector.test.mjs
check "OpenAPI 3.1 document (GET /openapi.json)" node --test --test-reporter=spec openapi.test.mjs
check "link pages in Chromium (Playwright)" node --test --test-reporter=spec pages.test.mjs
check "quality card page in Chromium (Playwright)" node --test --test-reporter=spec cards.test.mjs
check "README examples" node --test --test-reporter=spec readme.test.mjs

if ! kill -0 "$SERVICE_PID" 2>/dev/null; then
  echo "e2e: the service died during the checks" >&2
  failed=1
fi

# x402: the loopback facilitator (in-memory ledger; the chain is faked, the verification and settlement
# logic is the official @x402/core + @x402/evm one) and a second Cairn, x402 enabled against it.
X402_NAME="x402 pay-per-call, official client, loopback facilitator (in-memory ledger, faked chain)"
X402_PAY_TO=0x209693Bc6afc0C5328bA36FaF03C514EF312287C
X402_NETWORK=eip155:84532
X402_TIMEOUT_SECONDS=3
start_x402() {
  local ports
  ports="$(node "$E2E/lib/service.mjs" free-ports 3)"
  read -r FACILITATOR_PORT X402_PORT X402_ADMIN_PORT <<<"$ports"
  FACILITATOR_URL="http://127.0.0.1:$FACILITATOR_PORT"
  X402_BASE="http://127.0.0.1:$X402_PORT"
  echo "== starting the loopback x402 facilitator: $FACILITATOR_URL, log $FACILITATOR_LOG =="
  node "$E2E/x402/facilitator.mjs" --port "$FACILITATOR_PORT" --verbose >"$FACILITATOR_LOG" 2>&1 </dev/null &
  FACILITATOR_PID=$!
  local waited=0
  until grep -q '^facilitator listening on ' "$FACILITATOR_LOG" 2>/dev/null; do
    if ! kill -0 "$FACILITATOR_PID" 2>/dev/null || ((waited >= 60)); then
      echo "e2e: the loopback facilitator did not start" >&2
      return 1
    fi
    sleep 0.5
    waited=$((waited + 1))
  done
  echo "== starting a second Cairn, x402 enabled: API $X402_BASE, admin http://127.0.0.1:$X402_ADMIN_PORT, data $WORK/x402-data, log $X402_LOG =="
  (
    cd "$ROOT"
    unset CAIRN_REDIS_URL CAIRN_REDIS_CLUSTER_NODES CAIRN_DATABASE_URL
    export CAIRN_DATA_DIR="$WORK/x402-data" CAIRN_PORT="$X402_PORT" CAIRN_ADMIN_PORT="$X402_ADMIN_PORT"
    export CAIRN_BIND_HOST=127.0.0.1 CAIRN_ADMIN_BIND_HOST=127.0.0.1 CAIRN_PUBLIC_BASE_URL="$X402_BASE"
    export CAIRN_X402_ENABLED=true CAIRN_X402_NETWORK="$X402_NETWORK" CAIRN_X402_PAY_TO="$X402_PAY_TO"
    export CAIRN_X402_PRICE_PER_CALL_USD=0.01 CAIRN_X402_FACILITATOR_URL="$FACILITATOR_URL"
    export CAIRN_X402_FACILITATOR_TIMEOUT_SECONDS="$X402_TIMEOUT_SECONDS"
    exec java -jar "$JAR" server config.yml
  ) >"$X402_LOG" 2>&1 </dev/null &
  X402_SERVICE_PID=$!
  local boot=$SECONDS
  if ! node "$E2E/lib/service.mjs" wait-ready "$X402_BASE" "$X402_SERVICE_PID" "$READY_TIMEOUT_SECONDS"; then
    echo "e2e: the x402 Cairn did not become ready" >&2
    return 1
  fi
  echo "   up in $((SECONDS - boot)) s"
}

echo
if start_x402; then
  export X402_CAIRN_URL="$X402_BASE" X402_PUBLIC_BASE_URL="$X402_BASE" X402_FACILITATOR_URL="$FACILITATOR_URL"
  export X402_PAY_TO X402_NETWORK X402_AMOUNT=10000 X402_FACILITATOR_TIMEOUT_SECONDS="$X402_TIMEOUT_SECONDS"
  check "$X402_NAME" node --test --test-reporter=spec x402.test.mjs
  if ! kill -0 "$X402_SERVICE_PID" 2>/dev/null; then
    echo "e2e: the x402 Cairn died during the check" >&2
    failed=1
  fi
else
  results+=("FAIL  $X402_NAME (did not start)")
  failed=1
fi
stop_x402

echo
echo "== e2e summary ($((SECONDS - started)) s in all) =="
printf '  %s\n' "${results[@]}"
if [[ $failed -ne 0 ]]; then
  show_log=true
  exit 1
fi
