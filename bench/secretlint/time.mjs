// Times secretlint's engine (@secretlint/core lintSource with the recommended preset) on each corpus file
// given, in this process after warm-up: the same measure as Cairn's JMH SecretsBenchmark (one thread,
// input already in memory). Prints one line per file: name, MB (UTF-8), findings, ms per scan, MB/s.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { lintSource } from '@secretlint/core';
import { creator as recommend } from '@secretlint/secretlint-rule-preset-recommend';

const WARMUP = 3;
const RUNS = Number(process.env.RUNS ?? 10);
const config = { rules: [{ id: '@secretlint/secretlint-rule-preset-recommend', rule: recommend }] };

async function scan(path, content) {
  return lintSource({ source: { filePath: path, content, ext: '.txt', contentType: 'text' }, options: { config } });
}

for (const path of process.argv.slice(2)) {
  const content = readFileSync(path, 'utf8');
  const megabytes = Buffer.byteLength(content, 'utf8') / 1e6;
  let findings = 0;
  for (let i = 0; i < WARMUP; i++) {
    findings = (await scan(path, content)).messages.length;
  }
  const start = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i++) {
    await scan(path, content);
  }
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / RUNS;
  console.log(`${basename(path, '.txt')}\t${megabytes.toFixed(3)}\t${findings}\t${ms.toFixed(1)}\t${(megabytes / (ms / 1000)).toFixed(2)}`);
}
