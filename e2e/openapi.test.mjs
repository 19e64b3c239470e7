// GET /openapi.json is a valid OpenAPI 3.1 document (checked against the official OAS 3.1 JSON schemas
// by @seriousme/openapi-schema-validator, pinned in package.json), and every tool MCP tools/list names
// is a POST operation of that document with the tool's name as operationId.
//
// Environment: CAIRN_BASE_URL (http://127.0.0.1:PORT) and CAIRN_MCP_URL (CAIRN_BASE_URL/mcp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';

const base = required('CAIRN_BASE_URL');
const mcpUrl = required('CAIRN_MCP_URL');

test('GET /openapi.json is valid OpenAPI 3.1 and has a POST operation per MCP tool', async (t) => {
    const response = await fetch(new URL('/openapi.json', base), { headers: { Accept: 'application/json' } });
    assert.notEqual(response.status, 404,
        'GET /openapi.json answered 404: this build of Cairn does not serve its OpenAPI document yet');
    assert.equal(response.status, 200, `GET /openapi.json answered ${response.status}`);
    const spec = await response.json();
    assert.match(String(spec.openapi), /^3\.1\.\d+$/, `"openapi" must name a 3.1.x version, got ${spec.openapi}`);

    const validator = new Validator();
    const result = await validator.validate(spec);
    assert.deepEqual(result.errors ?? [], [], 'the document must validate against the OAS 3.1 schema');
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');

    const tools = await listTools();
    assert.ok(tools.length > 0, 'tools/list names at least one tool');
    const postOperations = new Map();
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
        if (item?.post?.operationId) {
            postOperations.set(item.post.operationId, path);
        }
    }
    for (const tool of tools) {
        await t.test(`tool ${tool}`, () => {
            assert.ok(postOperations.has(tool),
                `no POST operation with operationId "${tool}" (POST operationIds: ${[...postOperations.keys()].join(', ')})`);
        });
    }
});

async function listTools() {
    const response = await fetch(mcpUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    assert.equal(response.status, 200, `MCP tools/list answered HTTP ${response.status}`);
    const message = await response.json();
    assert.equal(message.error, undefined, `MCP tools/list failed: ${JSON.stringify(message.error)}`);
    return message.result.tools.map((tool) => tool.name);
}

function required(name) {
    const value = process.env[name];
    if (!value) {
        throw new Error(`${name} must be set (run e2e/run.sh, which starts Cairn and sets it)`);
    }
    return value;
}
