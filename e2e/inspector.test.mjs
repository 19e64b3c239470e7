// The MCP Inspector CLI (@modelcontextprotocol/inspector, pinned in package.json) lists Cairn's tools,
// in both protocol eras. npx --no-install runs the locally installed bin (mcp-inspector) with
// node_modules/.bin first on PATH, so it runs on the pinned Node 22 the Inspector requires (>= 22.19).
// HOME points at a throw-away directory: the Inspector creates ~/.mcp-inspector on every run.
//
// The tools expected are those the service's discovery documents name (GET /agents.json, checked against
// GET /openapi.json: lib/discovery.mjs), not a list kept here.
//
// Environment: CAIRN_MCP_URL (http://127.0.0.1:PORT/mcp) and CAIRN_BASE_URL (http://127.0.0.1:PORT).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoveredTools } from './lib/discovery.mjs';

const url = required('CAIRN_MCP_URL');
const base = required('CAIRN_BASE_URL');
const here = dirname(fileURLToPath(import.meta.url));
const home = mkdtempSync(join(tmpdir(), 'cairn-e2e-inspector-'));
after(() => rmSync(home, { recursive: true, force: true }));

for (const era of ['legacy', 'modern']) {
    test(`mcp-inspector --cli --method tools/list names every tool the discovery documents name (protocol era ${era})`, async () => {
        const { names: expected } = await discoveredTools(base);
        const args = ['--no-install', 'mcp-inspector', '--cli', url, '--transport', 'http', '--method', 'tools/list',
            '--protocol-era', era, '--format', 'json'];
        const run = spawnSync('npx', args, {
            cwd: here,
            env: { ...process.env, HOME: home, CI: '1', NO_COLOR: '1' },
            encoding: 'utf8',
            timeout: 120_000,
            stdio: ['ignore', 'pipe', 'pipe'],
        });
        const transcript = `npx ${args.join(' ')}\nexit ${run.status}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
        assert.equal(run.error, undefined, transcript);
        assert.equal(run.status, 0, transcript);
        for (const tool of expected) {
            assert.ok(run.stdout.includes(`"${tool}"`), `the output names ${tool}\n${transcript}`);
        }
        const names = JSON.parse(run.stdout).result.tools.map((tool) => tool.name);
        assert.deepEqual([...names].sort(), [...expected].sort(), transcript);
    });
}

function required(name) {
    const value = process.env[name];
    if (!value) {
        throw new Error(`${name} must be set (run e2e/run.sh, which starts Cairn and sets it)`);
    }
    return value;
}
