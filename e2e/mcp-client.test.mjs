// The official MCP TypeScript client (@modelcontextprotocol/client, pinned in package.json) against a
// running Cairn, once per protocol era: the 2025-11-25 initialize handshake (the client's default,
// versionNegotiation "legacy") and the stateless 2026-07-28 draft (pinned: server/discover, then
// per-request _meta and the Mcp-Method / Mcp-Name headers, all added by the client itself).
//
// What this client version does that matters here (read from its dist code):
// - callTool() validates structuredContent against the tool's outputSchema (AJV, JSON Schema 2020-12)
//   whenever the tool was seen in a cached tools/list and the result is not isError; a mismatch throws.
//   Every suite below lists tools first, so every successful call is schema-checked by the client.
// - It sends Accept: application/json, text/event-stream and takes plain JSON answers; in legacy mode it
//   also opens (and tolerates the 405 for) the optional GET stream.
// - A JSON-RPC error answer rejects with ProtocolError carrying the JSON-RPC code, also when the
//   2026-07-28 era sends it with HTTP 400.
//
// The tools expected in tools/list, and which are read-only, come from the service's discovery documents
// (GET /agents.json, checked against GET /openapi.json: lib/discovery.mjs), not from a list kept here.
//
// Environment: CAIRN_MCP_URL (http://127.0.0.1:PORT/mcp), CAIRN_BASE_URL (http://127.0.0.1:PORT),
// CAIRN_API_KEY and CAIRN_SECOND_API_KEY (another account's key: the other party of a handoff).
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomUUID } from 'node:crypto';
import { Client, StreamableHTTPClientTransport, ProtocolError } from '@modelcontextprotocol/client';
import { discoveredTools } from './lib/discovery.mjs';

const url = new URL(required('CAIRN_MCP_URL'));
const apiKey = required('CAIRN_API_KEY');
const secondApiKey = required('CAIRN_SECOND_API_KEY');
const base = required('CAIRN_BASE_URL');

const MODES = [
    { label: '2025-11-25 (legacy initialize handshake)', negotiation: undefined, era: 'legacy', version: '2025-11-25' },
    { label: '2026-07-28 (pinned, stateless)', negotiation: { mode: { pin: '2026-07-28' } }, era: 'modern', version: '2026-07-28' },
];

for (const mode of MODES) {
    describe(`official MCP client 2.4.0, protocol ${mode.label}`, () => {
        let client;
        let other;
        let anonymous;

        before(async () => {
            client = await connect(mode, { Authorization: `Bearer ${apiKey}` });
            other = await connect(mode, { Authorization: `Bearer ${secondApiKey}` });
            anonymous = await connect(mode, {});
        });

        after(async () => {
            await client?.close();
            await other?.close();
            await anonymous?.close();
        });

        test('negotiates the expected protocol version with the Cairn server', () => {
            assert.equal(client.getProtocolEra(), mode.era);
            assert.equal(client.getNegotiatedProtocolVersion(), mode.version);
            assert.equal(client.getServerVersion()?.name, 'cairn');
            assert.ok(client.getServerCapabilities()?.tools, 'the server declares the tools capability');
        });

        test('tools/list names every tool the discovery documents name, with schemas and annotations', async () => {
            const { names, readOnly } = await discoveredTools(base);
            const { tools } = await client.listTools();
            assert.deepEqual(tools.map((tool) => tool.name).sort(), [...names].sort());
            for (const tool of tools) {
                assert.equal(tool.inputSchema?.type, 'object', `${tool.name}: inputSchema is an object schema`);
                assert.equal(typeof tool.outputSchema, 'object', `${tool.name}: has an outputSchema`);
                assert.ok(tool.outputSchema !== null, `${tool.name}: has an outputSchema`);
                for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']) {
                    assert.equal(typeof tool.annotations?.[hint], 'boolean', `${tool.name}: annotations.${hint} is set`);
                }
                assert.equal(tool.annotations.readOnlyHint, readOnly.has(tool.name),
                    `${tool.name}: readOnlyHint is ${readOnly.has(tool.name)}, as /agents.json says`);
            }
        });

        test('fingerprint_action returns a sha256 fingerprint, the same JSON as text', async () => {
            await client.listTools(); // the cached list is what callTool validates structuredContent against
            const result = await client.callTool({
                name: 'fingerprint_action',
                arguments: { action: 'send_invoice', scope: 'e2e', arguments: { invoice: 'INV-7', amount_cents: 1999 } },
            });
            assert.notEqual(result.isError, true);
            const structured = result.structuredContent;
            assert.match(structured.action_fingerprint, /^sha256:[0-9a-f]{64}$/);
            assert.match(structured.idempotency_key, /^cairn_action_[0-9a-f]{64}$/);
            assert.equal(result.content[0].type, 'text');
            assert.deepEqual(JSON.parse(result.content[0].text), structured);
            const quota = result._meta?.['dev.cairn/rate-limit'];
            assert.equal(quota?.policy, 'monthly', 'the result names the quota the call was counted on');
            assert.ok(quota.remaining < quota.quota && quota.reset_seconds > 0, JSON.stringify(quota));
        });

        test('the client enforces the outputSchema: a tampered fingerprint_action result is rejected', async () => {
            // Proves the structuredContent checks above ran: Cairn's outputSchema compiles in the client's
            // validator, and a result that breaks it (fingerprint not sha256:<64 hex>) is refused.
            const tampering = await connect(mode, {}, tamperFingerprint);
            try {
                await tampering.listTools();
                await assert.rejects(
                    tampering.callTool({ name: 'fingerprint_action', arguments: { action: 'a', arguments: {} } }),
                    /Structured content does not match the tool's output schema/);
            } finally {
                await tampering.close();
            }
        });

        test('lock_action_intent on a fresh action is safe to execute; complete_action applies', async () => {
            await client.listTools();
            const action = `e2e_${randomUUID().replaceAll('-', '')}`;
            const locked = await client.callTool({
                name: 'lock_action_intent',
                arguments: { action, scope: 'e2e', arguments: { run: randomUUID() } },
            });
            assert.notEqual(locked.isError, true, `lock_action_intent failed: ${locked.content?.[0]?.text}`);
            assert.equal(locked.structuredContent.safe_to_execute, true);
            assert.equal(locked.structuredContent.status, 'locked');
            const { key, lock_id: lockId } = locked.structuredContent;
            assert.match(key, /^cairn_action_[0-9a-f]{64}$/);
            assert.equal(typeof lockId, 'string');

            const completed = await client.callTool({ name: 'complete_action', arguments: { key, lock_id: lockId } });
            assert.notEqual(completed.isError, true, `complete_action failed: ${completed.content?.[0]?.text}`);
            assert.equal(completed.structuredContent.applied, true);
            assert.equal(completed.structuredContent.status, 'completed');

            const again = await client.callTool({
                name: 'check_action',
                arguments: { key },
            });
            assert.equal(again.structuredContent.status, 'completed');
            assert.equal(again.structuredContent.safe_to_execute, false);
        });

        test('manage_authority_delegation: issue a one-use token, use it once, the second use is refused', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const fingerprint = `sha256:${'ab'.repeat(32)}`;
            const issued = await client.callTool({
                name: 'manage_authority_delegation',
                arguments: { operation: 'issue', ...control, action_fingerprint: fingerprint, max_uses: 1 },
            });
            assert.notEqual(issued.isError, true, `issue failed: ${issued.content?.[0]?.text}`);
            const { token } = issued.structuredContent;
            assert.ok(token.startsWith(`${issued.structuredContent.delegation_id}.`));
            const use = { operation: 'use', token, action_fingerprint: fingerprint };
            const first = await client.callTool({ name: 'manage_authority_delegation', arguments: use });
            assert.equal(first.structuredContent.allowed, true);
            const second = await client.callTool({ name: 'manage_authority_delegation', arguments: use });
            assert.equal(second.structuredContent.allowed, false);
            assert.equal(second.structuredContent.reason, 'exhausted');
            const checked = await client.callTool({
                name: 'manage_authority_delegation', arguments: { operation: 'check', ...control },
            });
            assert.equal(checked.structuredContent.status, 'exhausted');
            assert.equal(checked.structuredContent.token, null);
        });

        test('manage_task_handoff: one key hands a task over, another account claims and completes it', async () => {
            await client.listTools();
            await other.listTools();
            const handoff = (args) => client.callTool({ name: 'manage_task_handoff', arguments: args });
            const claimer = (args) => other.callTool({ name: 'manage_task_handoff', arguments: args });
            const control = { control_id: `e2e-${randomUUID()}` };
            const created = await handoff({
                operation: 'create', ...control, task_fingerprint: `sha256:${'ab'.repeat(32)}`, expires_in_seconds: 600,
            });
            assert.notEqual(created.isError, true, `create failed: ${created.content?.[0]?.text}`);
            const { token, handoff_id: handoffId } = created.structuredContent;
            assert.equal(created.structuredContent.status, 'open');
            assert.ok(token.startsWith(`${handoffId}.`));

            const own = await handoff({ operation: 'claim', token });
            assert.equal(own.structuredContent.applied, false);
            assert.equal(own.structuredContent.reason, 'own_record');
            const claimed = await claimer({ operation: 'claim', token });
            assert.notEqual(claimed.isError, true, `claim failed: ${claimed.content?.[0]?.text}`);
            assert.equal(claimed.structuredContent.applied, true);
            assert.equal(claimed.structuredContent.handoff_id, handoffId);
            assert.equal(claimed.structuredContent.claimed_by_you, true);
            assert.equal(claimed.structuredContent.control_id, undefined, 'the claimer never sees the creator\'s name');
            assert.equal((await claimer({ operation: 'claim', token })).structuredContent.reason, 'already_claimed');
            assert.equal((await handoff({ operation: 'complete', token })).structuredContent.reason, 'not_claimer');
            assert.equal((await handoff({ operation: 'check', ...control })).structuredContent.status, 'claimed');

            const completed = await claimer({ operation: 'complete', token });
            assert.equal(completed.structuredContent.applied, true);
            assert.equal(completed.structuredContent.status, 'completed');
            const checked = await handoff({ operation: 'check', ...control });
            assert.equal(checked.structuredContent.status, 'completed');
            assert.equal(checked.structuredContent.token, null);
            const wrong = await claimer({ operation: 'check', token: `${handoffId}.${'x'.repeat(43)}` });
            assert.equal(wrong.isError, true);
            assert.equal(wrong.structuredContent?.code, 'token_invalid');
        });

        test('manage_resource_lease grants one holder; the next grant has a higher fencing token', async () => {
            await client.listTools();
            const resource_key = `e2e/${randomUUID()}`;
            const granted = await client.callTool({ name: 'manage_resource_lease', arguments: { operation: 'acquire', resource_key } });
            assert.notEqual(granted.isError, true, `acquire failed: ${granted.content?.[0]?.text}`);
            assert.equal(granted.structuredContent.applied, true);
            assert.equal(granted.structuredContent.fencing_token, 1);
            const { lease_token } = granted.structuredContent;
            const held = await client.callTool({ name: 'manage_resource_lease', arguments: { operation: 'acquire', resource_key } });
            assert.equal(held.structuredContent.reason, 'held');
            assert.equal(held.structuredContent.lease_token, null);
            const released = await client.callTool({
                name: 'manage_resource_lease', arguments: { operation: 'release', resource_key, lease_token },
            });
            assert.equal(released.structuredContent.applied, true);
            const next = await client.callTool({ name: 'manage_resource_lease', arguments: { operation: 'acquire', resource_key } });
            assert.equal(next.structuredContent.fencing_token, 2);
        });

        test('manage_action_compensation: the undo of an executed action is granted once', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const action_fingerprint = `sha256:${'ab'.repeat(32)}`;
            const compensation_fingerprint = `sha256:${'cd'.repeat(32)}`;
            const call = (args) => client.callTool({ name: 'manage_action_compensation', arguments: { ...control, ...args } });
            const bound = await call({ operation: 'bind', action_fingerprint, compensation_fingerprint });
            assert.notEqual(bound.isError, true, `bind failed: ${bound.content?.[0]?.text}`);
            assert.equal(bound.structuredContent.status, 'bound');
            const early = await call({ operation: 'compensate', compensation_fingerprint });
            assert.equal(early.structuredContent.reason, 'not_executed');
            const executed = await call({ operation: 'mark_executed', action_fingerprint });
            assert.equal(executed.structuredContent.applied, true);
            const undo = await call({ operation: 'compensate', compensation_fingerprint });
            assert.equal(undo.structuredContent.applied, true);
            const again = await call({ operation: 'compensate', compensation_fingerprint });
            assert.equal(again.structuredContent.applied, false);
            assert.equal(again.structuredContent.reason, 'already_compensated');
        });

        test('manage_context_status: check follows a supersession to the current context', async () => {
            await client.listTools();
            const run = randomUUID();
            const digest = (n) => `sha256:${createHash('sha256').update(`${run}-${n}`).digest('hex')}`;
            const call = (args) => client.callTool({ name: 'manage_context_status', arguments: args });
            const published = await call({ operation: 'publish', control_id: `e2e-${run}-1`, context_digest: digest(1) });
            assert.notEqual(published.isError, true, `publish failed: ${published.content?.[0]?.text}`);
            assert.equal(published.structuredContent.status, 'active');
            await call({ operation: 'publish', control_id: `e2e-${run}-2`, context_digest: digest(2) });
            const superseded = await call({ operation: 'supersede', control_id: `e2e-${run}-1`, successor_digest: digest(2) });
            assert.equal(superseded.structuredContent.applied, true);
            const checked = await call({ operation: 'check', context_digest: digest(1) });
            assert.equal(checked.structuredContent.status, 'superseded');
            assert.equal(checked.structuredContent.current_digest, digest(2));
            assert.equal(checked.structuredContent.current_status, 'active');
        });

        test('manage_context_rights: a right is granted until the grant is revoked', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const call = (args) => client.callTool({ name: 'manage_context_rights', arguments: { ...control, ...args } });
            const issued = await call({
                operation: 'issue', context_digest: `sha256:${'ab'.repeat(32)}`, policy_digest: `sha256:${'cd'.repeat(32)}`,
                rights: ['read', 'summarize'],
            });
            assert.notEqual(issued.isError, true, `issue failed: ${issued.content?.[0]?.text}`);
            assert.equal((await call({ operation: 'evaluate', requested_right: 'summarize' })).structuredContent.granted, true);
            const train = await call({ operation: 'evaluate', requested_right: 'train' });
            assert.equal(train.structuredContent.granted, false);
            assert.equal(train.structuredContent.reason, 'not_granted');
            assert.equal((await call({ operation: 'revoke' })).structuredContent.applied, true);
            const after = await call({ operation: 'evaluate', requested_right: 'read' });
            assert.equal(after.structuredContent.reason, 'revoked');
        });

        test('manage_terms_pin: a check names the drifted fields, never their values', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const terms_digest = `sha256:${'ab'.repeat(32)}`;
            const call = (args) => client.callTool({ name: 'manage_terms_pin', arguments: { ...control, ...args } });
            const pinned = await call({ operation: 'pin', terms_digest, version_label: 'v1', price_minor: 1999, currency: 'EUR' });
            assert.notEqual(pinned.isError, true, `pin failed: ${pinned.content?.[0]?.text}`);
            assert.equal(pinned.structuredContent.status, 'pinned');
            const same = await call({ operation: 'check', terms_digest, price_minor: 1999, currency: 'EUR' });
            assert.equal(same.structuredContent.matches, true);
            const drifted = await call({ operation: 'check', terms_digest, price_minor: 2499, currency: 'EUR' });
            assert.equal(drifted.structuredContent.matches, false);
            assert.deepEqual(drifted.structuredContent.drifted, ['price_minor']);
            assert.ok(!JSON.stringify(drifted.structuredContent).includes('2499'));
            const revoked = await call({ operation: 'revoke' });
            assert.equal(revoked.structuredContent.applied, true);
            const after = await call({ operation: 'check', terms_digest });
            assert.equal(after.structuredContent.reason, 'revoked');
        });

        test('match_policy_requirements: read-only, with the match and mismatch lists', async () => {
            const { tools } = await client.listTools();
            const tool = tools.find((listed) => listed.name === 'match_policy_requirements');
            assert.equal(tool.annotations.readOnlyHint, true);
            const result = await client.callTool({
                name: 'match_policy_requirements',
                arguments: { provider_capabilities: ['sso', 'ads'], consumer_required: ['sso', 'eu', 'sso'], consumer_forbidden: ['ads'] },
            });
            assert.notEqual(result.isError, true, `match failed: ${result.content?.[0]?.text}`);
            assert.equal(result.structuredContent.match, false);
            assert.deepEqual(result.structuredContent.matched_required, ['sso']);
            assert.deepEqual(result.structuredContent.missing_required, ['eu']);
            assert.deepEqual(result.structuredContent.present_forbidden, ['ads']);
        });

        test('manage_attention_budget: standard reservations leave the protected units to priority ones', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const call = (args) => client.callTool({ name: 'manage_attention_budget', arguments: { ...control, ...args } });
            const created = await call({ operation: 'create', total_units: 10, protected_priority_units: 4, period_seconds: 3600 });
            assert.notEqual(created.isError, true, `create failed: ${created.content?.[0]?.text}`);
            assert.equal(created.structuredContent.standard_available, 6);
            const subject_fingerprint = `sha256:${'ab'.repeat(32)}`;
            const standard = await call({ operation: 'reserve', reservation_key: 's', subject_fingerprint, units: 6 });
            assert.equal(standard.structuredContent.applied, true);
            const eating = await call({ operation: 'reserve', reservation_key: 't', subject_fingerprint, units: 1 });
            assert.equal(eating.structuredContent.reason, 'standard_limit');
            const priority = await call({ operation: 'reserve', reservation_key: 'p', subject_fingerprint, units: 4, priority: 'priority' });
            assert.equal(priority.structuredContent.applied, true);
            const released = await call({ operation: 'release', reservation_key: 's' });
            assert.equal(released.structuredContent.used, 4);
        });

        test('manage_agent_stop on a fleet stops the agents below it until it is cleared', async () => {
            await client.listTools();
            const fleet = `e2e-${randomUUID()}`;
            const stopped = await client.callTool({
                name: 'manage_agent_stop', arguments: { operation: 'stop', subject_key: fleet, reason_code: 'maintenance' },
            });
            assert.notEqual(stopped.isError, true, `stop failed: ${stopped.content?.[0]?.text}`);
            assert.equal(stopped.structuredContent.applied, true);
            const agent = await client.callTool({
                name: 'manage_agent_stop', arguments: { operation: 'check', subject_key: `${fleet}/agent-7` },
            });
            assert.equal(agent.structuredContent.stopped, true);
            assert.equal(agent.structuredContent.stopped_by, fleet);
            await client.callTool({ name: 'manage_agent_stop', arguments: { operation: 'clear', subject_key: fleet } });
            const after = await client.callTool({
                name: 'manage_agent_stop', arguments: { operation: 'check', subject_key: `${fleet}/agent-7` },
            });
            assert.equal(after.structuredContent.stopped, false);
        });

        test('manage_action_reconciliation: a mismatch and a match are counted, resolve applies once', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const expected_digest = `sha256:${'cd'.repeat(32)}`;
            const opened = await client.callTool({
                name: 'manage_action_reconciliation',
                arguments: { operation: 'open', ...control, action_fingerprint: `sha256:${'ab'.repeat(32)}`, expected_digest },
            });
            assert.notEqual(opened.isError, true, `open failed: ${opened.content?.[0]?.text}`);
            assert.equal(opened.structuredContent.status, 'open');
            for (const observed_digest of [`sha256:${'ef'.repeat(32)}`, expected_digest]) {
                const appended = await client.callTool({
                    name: 'manage_action_reconciliation', arguments: { operation: 'append', ...control, observed_digest },
                });
                assert.equal(appended.structuredContent.applied, true);
            }
            const checked = await client.callTool({
                name: 'manage_action_reconciliation', arguments: { operation: 'check', ...control },
            });
            assert.equal(checked.structuredContent.matches, 1);
            assert.equal(checked.structuredContent.mismatches, 1);
            assert.equal(checked.structuredContent.last_observation.matched, true);
            const resolve = { operation: 'resolve', ...control, resolution: 'reconciled' };
            const resolved = await client.callTool({ name: 'manage_action_reconciliation', arguments: resolve });
            assert.equal(resolved.structuredContent.applied, true);
            const again = await client.callTool({ name: 'manage_action_reconciliation', arguments: resolve });
            assert.equal(again.structuredContent.reason, 'already_resolved');
        });

        test('manage_task_deadline: create, complete on time once, a repeated complete repeats the verdict', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const created = await client.callTool({
                name: 'manage_task_deadline',
                arguments: { operation: 'create', ...control, task_fingerprint: `sha256:${'ab'.repeat(32)}`, due_in_seconds: 3600 },
            });
            assert.notEqual(created.isError, true, `create failed: ${created.content?.[0]?.text}`);
            assert.equal(created.structuredContent.status, 'pending');
            assert.ok(created.structuredContent.seconds_until_due > 3590);
            const completed = await client.callTool({ name: 'manage_task_deadline', arguments: { operation: 'complete', ...control } });
            assert.equal(completed.structuredContent.applied, true);
            assert.equal(completed.structuredContent.on_time, true);
            const again = await client.callTool({ name: 'manage_task_deadline', arguments: { operation: 'complete', ...control } });
            assert.equal(again.structuredContent.applied, false);
            assert.equal(again.structuredContent.reason, 'already_completed');
            assert.equal(again.structuredContent.completed_at, completed.structuredContent.completed_at);
        });

        test('manage_disclosure_budget: a record within every limit counts, one past the recipient limit is refused whole', async () => {
            await client.listTools();
            const control = { control_id: `e2e-${randomUUID()}` };
            const call = (args) => client.callTool({ name: 'manage_disclosure_budget', arguments: { ...control, ...args } });
            const created = await call({ operation: 'create', total_units: 10, per_recipient_limit: 4, period_seconds: 3600 });
            assert.notEqual(created.isError, true, `create failed: ${created.content?.[0]?.text}`);
            assert.equal(created.structuredContent.status, 'open');
            const event = { recipient_fingerprint: `sha256:${'ab'.repeat(32)}`, category_fingerprint: `sha256:${'cd'.repeat(32)}` };
            const counted = await call({ operation: 'record', ...event, event_key: 'reply-1', units: 3 });
            assert.equal(counted.structuredContent.applied, true);
            assert.equal(counted.structuredContent.recipient_remaining_units, 1);
            const refused = await call({ operation: 'record', ...event, event_key: 'reply-2', units: 2 });
            assert.equal(refused.structuredContent.applied, false);
            assert.equal(refused.structuredContent.reason, 'recipient_limit_exceeded');
            assert.deepEqual(refused.structuredContent.exceeded_limits, ['recipient']);
            assert.equal(refused.structuredContent.used_units, 3);
        });

        test('record_action_receipt records once, answers a repeat with the stored receipt, and check finds it', async () => {
            await client.listTools();
            const receipt = {
                receipt_id: `e2e-${randomUUID()}`,
                action_fingerprint: `sha256:${'ab'.repeat(32)}`,
                outcome_digest: `sha256:${'cd'.repeat(32)}`,
                outcome_status: 'succeeded',
            };
            const recorded = await client.callTool({ name: 'record_action_receipt', arguments: { operation: 'record', ...receipt } });
            assert.notEqual(recorded.isError, true, `record failed: ${recorded.content?.[0]?.text}`);
            assert.equal(recorded.structuredContent.applied, true);
            assert.match(recorded.structuredContent.chain_hash, /^sha256:[0-9a-f]{64}$/);

            const again = await client.callTool({ name: 'record_action_receipt', arguments: { operation: 'record', ...receipt } });
            assert.equal(again.structuredContent.applied, false);
            assert.equal(again.structuredContent.reason, 'already_recorded');
            assert.equal(again.structuredContent.chain_hash, recorded.structuredContent.chain_hash);

            const checked = await client.callTool({
                name: 'record_action_receipt',
                arguments: { operation: 'check', receipt_id: receipt.receipt_id },
            });
            assert.equal(checked.structuredContent.position, recorded.structuredContent.position);
            assert.equal(checked.structuredContent.previous_hash, recorded.structuredContent.previous_hash);
        });

        test('anchor_context_trace anchors a node once and check returns its lineage', async () => {
            await client.listTools();
            const digest = () => `sha256:${randomUUID().replaceAll('-', '').repeat(2)}`;
            const source = digest();
            const prompt = digest();
            const call = (args) => client.callTool({ name: 'anchor_context_trace', arguments: args });
            const first = await call({ operation: 'anchor', context_digest: source, stage: 'retrieval' });
            assert.notEqual(first.isError, true, `anchor failed: ${first.content?.[0]?.text}`);
            assert.equal(first.structuredContent.applied, true);
            const child = { operation: 'anchor', context_digest: prompt, parent_digests: [source], stage: 'prompt' };
            assert.equal((await call(child)).structuredContent.parents[0].anchored, true);
            const again = await call(child);
            assert.equal(again.structuredContent.applied, false);
            assert.equal(again.structuredContent.reason, 'already_anchored');

            const checked = await call({ operation: 'check', context_digest: prompt });
            assert.equal(checked.structuredContent.anchored, true);
            assert.deepEqual(checked.structuredContent.lineage.ancestors.map((a) => [a.context_digest, a.depth]), [[source, 1]]);
            assert.equal(checked.structuredContent.lineage.truncated, false);
        });

        test('reserve_action_budget reserves under the limit, answers a retry once, refuses past the limit', async () => {
            await client.listTools();
            const period = { budget_key: `e2e-${randomUUID()}`, period_key: '2026-11' };
            const call = (args) => client.callTool({ name: 'reserve_action_budget', arguments: { ...period, ...args } });
            const reserve = { operation: 'reserve', reservation_key: 'step-1', amount: 6, limit: 10 };
            const first = await call(reserve);
            assert.notEqual(first.isError, true, `reserve_action_budget failed: ${first.content?.[0]?.text}`);
            assert.equal(first.structuredContent.applied, true);
            assert.equal(first.structuredContent.replayed, false);
            const retry = await call(reserve);
            assert.equal(retry.structuredContent.applied, true);
            assert.equal(retry.structuredContent.replayed, true);
            const over = await call({ operation: 'reserve', amount: 5, limit: 10 });
            assert.equal(over.structuredContent.applied, false);
            assert.equal(over.structuredContent.reason, 'limit_exceeded');
            const checked = (await call({ operation: 'check' })).structuredContent;
            assert.deepEqual([checked.used, checked.remaining, checked.limit], [6, 4, 10]);
        });

        test('lock_action without an API key is a tool error with code api_key_required', async () => {
            await anonymous.listTools();
            const result = await anonymous.callTool({ name: 'lock_action', arguments: { key: `e2e-${randomUUID()}` } });
            assert.equal(result.isError, true);
            assert.equal(result.structuredContent?.code, 'api_key_required');
            assert.deepEqual(JSON.parse(result.content[0].text), result.structuredContent);
        });

        test('an unknown tool is a JSON-RPC error -32602', async () => {
            await assert.rejects(
                client.callTool({ name: 'no_such_tool', arguments: {} }),
                (error) => {
                    assert.ok(error instanceof ProtocolError, `expected a ProtocolError, got ${error?.constructor?.name}: ${error?.message}`);
                    assert.equal(error.code, -32602);
                    return true;
                });
        });
    });
}

async function connect(mode, headers, fetchImpl = undefined) {
    const client = new Client({ name: 'cairn-e2e', version: '1.0.0' },
        mode.negotiation ? { versionNegotiation: mode.negotiation } : {});
    await client.connect(new StreamableHTTPClientTransport(url, { requestInit: { headers }, fetch: fetchImpl }));
    return client;
}

/** A fetch that rewrites action_fingerprint in tools/call results to a value the outputSchema forbids. */
async function tamperFingerprint(input, init) {
    const response = await fetch(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (body?.method !== 'tools/call' || !response.ok) {
        return response;
    }
    const message = await response.json();
    if (message.result?.structuredContent?.action_fingerprint) {
        message.result.structuredContent.action_fingerprint = 'md5:0';
    }
    return new Response(JSON.stringify(message), { status: response.status, headers: response.headers });
}

function required(name) {
    const value = process.env[name];
    if (!value) {
        throw new Error(`${name} must be set (run e2e/run.sh, which starts Cairn and sets it)`);
    }
    return value;
}
