#!/usr/bin/env bash
# detect_secrets (JMH SecretsBenchmark, one thread) beside secretlint's engine with its recommended preset
# (bench/secretlint/time.mjs, one Node process) on the same 1,000,000-character corpora of code, prose and plain ASCII text
# (dev.cairn.bench.BenchCorpus, written to target/bench-corpus), in one run. Prints MB/s and the ratio.
# Needs a JDK and Node 20+; run it on a quiet machine. See docs/benchmarks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

./mvnw -B -ntp -q test-compile
java -cp target/test-classes dev.cairn.bench.BenchCorpus target/bench-corpus
./mvnw -B -ntp -q exec:exec -Dexec.classpathScope=test -Dexec.executable=java \
  -Dexec.args="-cp %classpath org.openjdk.jmh.Main SecretsBenchmark.detect -rf csv -rff target/secrets-jmh.csv" >/dev/null
(cd bench/secretlint && npm ci --no-audit --no-fund --silent)
node bench/secretlint/time.mjs target/bench-corpus/code.txt target/bench-corpus/prose.txt target/bench-corpus/ascii.txt >target/secretlint-times.tsv

printf '%-6s %8s %14s %16s %7s\n' corpus MB cairn_MB/s secretlint_MB/s ratio
while IFS=$'\t' read -r kind mb _findings _ms secretlint; do
  ops=$(tr -d '\r' <target/secrets-jmh.csv | grep ",$kind\$" | cut -d, -f5)
  awk -v k="$kind" -v mb="$mb" -v ops="$ops" -v s="$secretlint" \
    'BEGIN { c = ops * mb; printf "%-6s %8.3f %14.1f %16.1f %6.1fx\n", k, mb, c, s, c / s }'
done <target/secretlint-times.tsv
