// Small helpers for run.sh, in Node so that the e2e run needs nothing but a JDK, Node and npm (no curl).
//
//   node lib/service.mjs free-ports <n>                          print n distinct free TCP ports on 127.0.0.1
//   node lib/service.mjs wait-ready <baseUrl> <pid> <seconds>   wait until Cairn answers, or fail
//   node lib/service.mjs create-key <adminBaseUrl>               create an API key, print it
import { createServer } from 'node:net';

const [command, ...args] = process.argv.slice(2);
const commands = { 'free-ports': freePorts, 'wait-ready': waitReady, 'create-key': createKey };
if (!commands[command]) {
    console.error(`usage: service.mjs ${Object.keys(commands).join(' | ')} ...`);
    process.exit(2);
}
try {
    await commands[command](...args);
} catch (error) {
    console.error(`service.mjs ${command}: ${error.message}`);
    process.exit(1);
}

/** Holds every port open until all are chosen, so the n ports are distinct. */
async function freePorts(count = '1') {
    const servers = [];
    for (let i = 0; i < Number(count); i++) {
        const server = createServer();
        await new Promise((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', resolve);
        });
        servers.push(server);
    }
    console.log(servers.map((server) => server.address().port).join(' '));
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}

/**
 * Ready when GET /health answers 200, or (a build without /health yet) when POST /mcp answers a
 * JSON-RPC ping. Fails as soon as the service process is gone, or after the timeout.
 */
async function waitReady(baseUrl, pid, seconds = '120') {
    const deadline = Date.now() + Number(seconds) * 1000;
    let last = 'no answer yet';
    while (Date.now() < deadline) {
        if (!alive(Number(pid))) {
            throw new Error(`the service process ${pid} exited before it was ready (${last})`);
        }
        try {
            const health = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(5000) });
            if (health.status === 200) {
                console.log(`ready: GET /health answered 200`);
                return;
            }
            last = `GET /health answered ${health.status}`;
            const ping = await fetch(new URL('/mcp', baseUrl), {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
                body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
                signal: AbortSignal.timeout(5000),
            });
            const answer = ping.status === 200 ? await ping.json() : undefined;
            if (answer?.result !== undefined) {
                console.log(`ready: POST /mcp answered a ping (${last})`);
                return;
            }
            last += `, POST /mcp answered ${ping.status}`;
        } catch (error) {
            last = error.cause?.code ?? error.message;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new Error(`not ready after ${seconds} s (${last})`);
}

async function createKey(adminBaseUrl) {
    const response = await fetch(new URL('/tasks/create-api-key?plan=subscription', adminBaseUrl), { method: 'POST' });
    const body = (await response.text()).trim();
    if (response.status !== 200 || !/^cairn_[A-Za-z0-9_]+$/.test(body)) {
        throw new Error(`POST /tasks/create-api-key?plan=subscription answered ${response.status}: ${body.slice(0, 300)}`);
    }
    console.log(body);
}

function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return error.code === 'EPERM';
    }
}
