// The tools a running Cairn publishes in its discovery documents, for the checks that compare MCP tools/list
// with them. Both documents are generated from the service's catalog and served over REST, a different code
// path from MCP tools/list, so no hand-kept list of tool names has to be edited when a family adds a tool.
import assert from 'node:assert/strict';

/** A floor, so that an empty or cut-short document cannot pass: Cairn listed 25 MCP tools when this was written. */
export const MIN_TOOLS = 25;
/** A tool every Cairn lists. */
export const ALWAYS_LISTED = 'scrub_text';

/**
 * The MCP tools GET /agents.json names, in its order, and those it marks read-only. Each must also be a POST
 * operation of GET /openapi.json with the tool's name as operationId and the same readOnlyHint, so the two
 * documents agree before MCP is compared with them.
 *
 * @param {string} baseUrl the service's REST base, e.g. http://127.0.0.1:PORT
 * @returns {Promise<{names: string[], readOnly: Set<string>}>}
 */
export async function discoveredTools(baseUrl) {
    const agents = await getJson(baseUrl, '/agents.json');
    const openapi = await getJson(baseUrl, '/openapi.json');
    assert.ok(Array.isArray(agents.tools), 'GET /agents.json has a "tools" array');
    const names = agents.tools.map((tool) => tool.name);
    assert.equal(new Set(names).size, names.length, `GET /agents.json names each tool once: ${names.join(', ')}`);
    assert.ok(names.includes(ALWAYS_LISTED), `GET /agents.json names ${ALWAYS_LISTED}: ${names.join(', ')}`);
    assert.ok(names.length >= MIN_TOOLS,
        `GET /agents.json names at least ${MIN_TOOLS} tools, not ${names.length}: ${names.join(', ')}`);

    const posts = new Map();
    for (const item of Object.values(openapi.paths ?? {})) {
        if (item?.post?.operationId) {
            posts.set(item.post.operationId, item.post);
        }
    }
    const readOnly = new Set();
    for (const tool of agents.tools) {
        assert.equal(tool.mcp_name, tool.name, `${tool.name}: /agents.json gives the MCP name`);
        assert.equal(typeof tool.read_only, 'boolean', `${tool.name}: /agents.json says whether it is read-only`);
        const post = posts.get(tool.name);
        assert.ok(post, `${tool.name}: GET /openapi.json has a POST operation with this operationId`);
        assert.equal(post['x-mcp-annotations']?.readOnlyHint, tool.read_only,
            `${tool.name}: /openapi.json's readOnlyHint agrees with /agents.json`);
        if (tool.read_only) {
            readOnly.add(tool.name);
        }
    }
    assert.ok(readOnly.size > 0 && readOnly.size < names.length,
        `some tools, not all, are read-only: ${[...readOnly].join(', ')}`);
    return { names, readOnly };
}

async function getJson(baseUrl, path) {
    const response = await fetch(new URL(path, baseUrl), { headers: { Accept: 'application/json' } });
    assert.equal(response.status, 200, `GET ${path} answered ${response.status}`);
    return response.json();
}
