// The MCP Inspector CLI (@modelcontextprotocol/inspector, pinned in package.json) lists Cairn's tools,
// in both protocol eras. npx --no-install runs the locally installed bin (mcp-inspector) with
// node_modules/.bin first on PATH, so it runs on the pinned Node 22 the Inspector requires (>= 22.19).
// HOME points at a throw-away directory: the Inspector creates ~/.mcp-inspector on every run.
//
// Environment: CAIRN_MCP_URL (http://127.0.0.1:PORT/mcp).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const url = process.env.CAIRN_MCP_URL;
if (!url) {
    throw new Error('CAIRN_MCP_URL must be set (run e2e/run.sh, which starts Cairn and sets it)');
}
const TOOLS = ['scrub_text', 'inspect_text', 'compare_text', 'detect_secrets', 'redact_sensitive_text',
  'scan_untrusted_text', 'validate_output', 'sanitize_agent_context', 'prepare_for_agent',
  'fingerprint_action', 'lock_action_intent', 'lock_action', 'check_action', 'complete_action',
  'release_action', 'request_approval', 'check_approval', 'cancel_approval', 'manage_action_challenge',
  'manage_action_quorum', 'manage_agent_escalation',
  'create_signal', 'get_signal_events', 'delete_signal', 'verify_signed_signal'];
const here = dirname(fileURLToPath(import.meta.url));
const home = mkdtempSync(join(tmpdir(), 'cairn-e2e-inspector-'));
after(() => rmSync(home, { recursive: true, force: true }));

for (const era of ['legacy', 'modern']) {
    test(`mcp-inspector --cli --method tools/list names every tool (protocol era ${era})`, () => {
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
        for (const tool of TOOLS) {
            assert.ok(run.stdout.includes(`"${tool}"`), `the output names ${tool}\n${transcript}`);
        }
        const names = JSON.parse(run.stdout).result.tools.map((tool) => tool.name);
        assert.deepEqual([...names].sort(), [...TOOLS].sort(), transcript);
    });
}
