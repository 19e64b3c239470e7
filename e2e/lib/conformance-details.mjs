// Prints every FAILURE and WARNING check (with its message) saved by `conformance server -o <dir>`:
// the suite's own summary names failing scenarios, this says why. Used by run.sh after a failed run.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir || !existsSync(dir)) {
    process.exit(0);
}
for (const entry of readdirSync(dir).sort()) {
    const file = join(dir, entry, 'checks.json');
    if (!existsSync(file)) {
        continue;
    }
    const scenario = entry.replace(/^server-/, '').replace(/-\d{4}-\d{2}-\d{2}T.*$/, '');
    for (const check of JSON.parse(readFileSync(file, 'utf8'))) {
        if (check.status === 'FAILURE' || check.status === 'WARNING') {
            const why = check.errorMessage ?? check.details?.message ?? '';
            console.log(`  ${check.status.padEnd(7)} ${scenario}:${check.id}  ${why}`.trimEnd());
        }
    }
}
