// README.md's shell examples, run as written against a running Cairn: every ```sh block of the sections
// below, in README order, in ONE bash process (so the variables a command sets, $KEY, $LOCK_ID, …,
// reach the commands after it). Only the addresses change: http://localhost:8080 becomes CAIRN_BASE_URL
// and http://127.0.0.1:8081 becomes CAIRN_ADMIN_URL, in the commands and in the answers under them.
// Each command must exit 0, and its standard output must fit the answer written under it (the
// convention is in lib/readme-examples.mjs). bash runs with set -u (a variable the README never set is
// an error, not an empty string) and set -o pipefail (curl … | jq fails when curl does).
//
// The README's Inspector commands (npx @modelcontextprotocol/inspector@2.12.0) run as written too: bash
// runs in e2e/ with node_modules/.bin first on PATH, so npx finds the pinned Inspector installed there
// (no download) and runs it on the pinned Node 22 it needs. HOME is a throw-away directory: the
// Inspector and npx write under it.
//
// Environment: CAIRN_BASE_URL (http://127.0.0.1:PORT) and CAIRN_ADMIN_URL (http://127.0.0.1:ADMIN_PORT).
import { test, describe, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerMismatch, readmeExamples } from './lib/readme-examples.mjs';

const SECTIONS = ['Try it', 'Ask a human', 'Receive signals', 'Quality evidence', 'Discover it', 'Connect an MCP client'];
const README_API = 'http://localhost:8080';
const README_ADMIN = 'http://127.0.0.1:8081';
const RUN_TIMEOUT_MS = 300_000;

const base = required('CAIRN_BASE_URL').replace(/\/+$/, '');
const admin = required('CAIRN_ADMIN_URL').replace(/\/+$/, '');
const here = dirname(fileURLToPath(import.meta.url));
const readme = join(here, '..', 'README.md');
const work = mkdtempSync(join(tmpdir(), 'cairn-e2e-readme-'));
after(() => rmSync(work, { recursive: true, force: true }));

describe('the answer convention (lib/readme-examples.mjs)', () => {
    test('… stands for any text; the other parts appear in order, anchored at both ends', () => {
        assert.equal(answerMismatch('{"a":1,…,"c":3}', '{"a":1,"b":2,"c":3}\n'), null);
        assert.equal(answerMismatch('{"a":1,…}', '{"a":1,}'), null);
        assert.equal(answerMismatch('cairn_live_…', 'cairn_live_abc'), null);
        assert.equal(answerMismatch('3.1.0', '3.1.0\n'), null);
        assert.equal(answerMismatch('{"a":…,"b":…}', '{"a":\n1,"b":2}'), null, 'line breaks are not compared');
        assert.match(answerMismatch('3.1.0', '3.1.1'), /not exactly/);
        assert.match(answerMismatch('{"a":1,…}', '{"a":2,"b":1}'), /does not start with/);
        assert.match(answerMismatch('…,"c":3}', '{"c":3,"d":4}'), /does not end with/);
        assert.match(answerMismatch('{…"b":2…"a":1…}', '{"a":1,"b":2}'), /"\\"a\\":1" does not appear/);
        assert.match(answerMismatch('{"a":1…"a":1}', '{"a":1}'), /does not end with/, 'parts do not overlap');
    });
});

const { examples, problems } = readmeExamples(readme, SECTIONS);
for (const example of examples) {
    const rewritten = rewrite(example.text);
    if (/:808[01]\b/.test(rewritten)) {
        problems.push(`README.md:${example.line}: the command names port 8080 or 8081 in a form this test does not`
            + ` rewrite (only ${README_API} and ${README_ADMIN} are rewritten)`);
    }
}

test('README.md follows the example convention', () => {
    assert.ok(problems.length === 0, `README.md does not follow the example convention:\n${problems.join('\n')}`);
    assert.ok(examples.some((example) => example.answer), 'at least one command has an answer under it');
});

const outcome = problems.length === 0 ? runInOneShell(examples) : null;
const stopped = outcome?.results.findIndex((result) => result === null) ?? -1;

for (const section of SECTIONS) {
    describe(`README.md ## ${section}`, () => {
        for (const [index, example] of examples.entries()) {
            if (example.section !== section) continue;
            const skip = outcome === null ? 'README.md does not follow the example convention' : false;
            test(`README.md:${example.line} ${summary(example.text)}`, { skip }, () => {
                const result = outcome.results[index];
                if (result === null) {
                    const where = examples[stopped];
                    assert.fail(index === stopped
                        ? `README.md:${example.line}: bash stopped while running this command (${outcome.how})\n`
                          + transcript(example, outcome.partial[index])
                          + (outcome.output.trim() ? `\nbash's own output:\n${outcome.output}` : '')
                        : `README.md:${example.line}: not run, because bash stopped at README.md:${where.line}`);
                }
                assert.ok(result.status === 0,
                    `README.md:${example.line}: the command exited ${result.status}\n${transcript(example, result)}`);
                if (example.answer) {
                    const answer = rewrite(example.answer.text);
                    const mismatch = answerMismatch(answer, result.stdout);
                    assert.ok(mismatch === null,
                        `README.md:${example.answer.line}: the answer differs from the README's: ${mismatch}\n`
                        + `README: ${answer}\nactual: ${result.stdout.replace(/\r?\n/g, '').trim()}\n`
                        + transcript(example, result));
                }
            });
        }
    });
}

/**
 * Runs every example in one bash, each in a { …; } group (which runs in the shell itself, so assignments
 * stay) with its stdout, stderr and exit status in files of its own. A missing status file means that
 * bash never finished the command: it exited (set -u), was killed by the timeout, or could not parse it.
 */
function runInOneShell(list) {
    const lines = ['set -u -o pipefail'];
    const file = (index, kind) => join(work, `${index}.${kind}`);
    for (const [index, example] of list.entries()) {
        lines.push('{', rewrite(example.text),
            `} >${quote(file(index, 'out'))} 2>${quote(file(index, 'err'))} </dev/null`,
            `echo "$?" >${quote(file(index, 'status'))}`);
    }
    const script = join(work, 'readme.sh');
    writeFileSync(script, `${lines.join('\n')}\n`);
    const home = join(work, 'home');
    mkdirSync(home);
    const env = { ...process.env, PATH: `${join(here, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
        HOME: home, CI: '1', NO_COLOR: '1' };
    delete env.BASH_ENV;
    delete env.ENV;
    // The README must set its variables itself: none may come from the environment of this test.
    for (const example of list) {
        for (const [, name] of example.text.matchAll(/^\s*([A-Za-z_][A-Za-z0-9_]*)=/gm)) delete env[name];
    }
    const run = spawnSync('bash', ['--noprofile', '--norc', script],
        { cwd: here, env, encoding: 'utf8', timeout: RUN_TIMEOUT_MS, stdio: ['ignore', 'pipe', 'pipe'] });
    const read = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : '');
    const partial = list.map((_, index) => ({ status: null, stdout: read(file(index, 'out')), stderr: read(file(index, 'err')) }));
    const results = list.map((_, index) => {
        const status = read(file(index, 'status')).trim();
        return status === '' ? null : { ...partial[index], status: Number(status) };
    });
    const how = run.error ? `${run.error.message}${run.signal ? `, ${run.signal}` : ''}`
        : run.signal ? `killed by ${run.signal}` : `bash exited ${run.status}`;
    return { results, partial, how, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

function rewrite(text) {
    return text.replaceAll(README_API, base).replaceAll(README_ADMIN, admin);
}

function transcript(example, result) {
    return `command (README.md:${example.line}, as run):\n${rewrite(example.text)}\n`
        + `exit status: ${result.status ?? 'none'}\nstdout:\n${result.stdout}\nstderr:\n${result.stderr}`;
}

function summary(text) {
    const first = text.split('\n')[0].replace(/\s*\\$/, '');
    return first.length > 100 ? `${first.slice(0, 99)}…` : first;
}

function quote(value) {
    return `'${value.replaceAll("'", "'\\''")}'`;
}

function required(name) {
    const value = process.env[name];
    if (!value) {
        throw new Error(`${name} must be set (run e2e/run.sh, which starts Cairn and sets it)`);
    }
    return value;
}
