// Loopback x402 v2 facilitator, in-memory ledger; the chain is faked, the x402 verification and settlement
// logic is the official one.
//
// The facilitator is the reference one: `x402Facilitator` from @x402/core/facilitator with the exact EVM
// scheme of @x402/evm (`ExactEvmScheme` from @x402/evm/exact/facilitator), registered for eip155:84532
// (Base Sepolia) and eip155:8453 (Base). Every check it makes (scheme, network, EIP-712 domain, the EIP-3009
// signature, recipient, amount, validity window, the token simulation and its diagnosis, settlement and the
// receipt's Transfer event) is the library's own code. ONLY the chain under it is faked: its
// FacilitatorEvmSigner answers from an in-memory ledger of one USDC-like EIP-3009 token per network
// (balances and used authorization nonces), which behaves like the token contract for what the scheme asks
// of it (balanceOf, name, version, authorizationState, transferWithAuthorization both as a simulated call
// and as a transaction, Multicall3 tryAggregate over those), and "mines" every transaction at once.
// Nothing here talks to a real chain and no real funds exist: payers are funded by hand.
//
//   node e2e/x402/facilitator.mjs [--port N]   prints `facilitator listening on http://127.0.0.1:N`, serves
//                                             until killed (SIGTERM/SIGINT)
//   import { startFacilitator } from './facilitator.mjs'
//   const f = await startFacilitator({ port: 0 })  // { url, close, fund, balance, setMode, stats }
//
// HTTP:
//   GET  /supported                  the x402Facilitator's supported kinds and signers
//   POST /verify, POST /settle       x402 v2 bodies {x402Version, paymentPayload, paymentRequirements},
//                                    answered 200 with the VerifyResponse / SettleResponse JSON (400 for a
//                                    body without them, 500 with {error} when the library throws)
//   POST /loopback/mode              {"settle":"ok"|"fail"|"hang"|"instant"}: ok settles on the ledger; fail mines the
//                                    transfer as reverted (ledger untouched), so settle answers
//                                    {success:false, errorReason:"invalid_exact_evm_transaction_failed", ...};
//                                    hang never answers /settle (the connection stays open until close());
//                                    instant answers /verify and /settle at once, valid and settled, without the
//                                    library or the ledger (the benchmark's facilitator: only Cairn's share is timed)
//   POST /loopback/fund              {"address":"0x..","amount":"<atomic units>"[, "network":"eip155:..."]}
//                                    credits the payer on that network's token (default eip155:84532)
//   GET  /loopback/balance?address=0x..[&network=eip155:...]   {"address","network","asset","balance"}
//   GET  /loopback/stats             {"verify":n,"settle":n,"settled":n,"mode":..,"verify_ms":..,"settle_ms":..}
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { x402Facilitator } from '@x402/core/facilitator';
import { ExactEvmScheme } from '@x402/evm/exact/facilitator';
import {
    decodeFunctionData,
    encodeAbiParameters,
    encodeErrorResult,
    encodeEventTopics,
    encodeFunctionResult,
    getAddress,
    isAddress,
    keccak256,
    parseAbi,
    serializeSignature,
    stringToHex,
    verifyTypedData,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

export const LOOPBACK_NOTE =
    'loopback facilitator, in-memory ledger; the chain is faked, the x402 verification and settlement logic is the official one';

/** USDC on the two registered networks: address and EIP-712 domain as deployed. */
export const TOKENS = {
    'eip155:84532': { asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', name: 'USDC', version: '2' },
    'eip155:8453': { asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', name: 'USD Coin', version: '2' },
};
export const DEFAULT_NETWORK = 'eip155:84532';

const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const TOKEN_ABI = parseAbi([
    'function name() view returns (string)',
    'function version() view returns (string)',
    'function decimals() view returns (uint8)',
    'function balanceOf(address account) view returns (uint256)',
    'function authorizationState(address authorizer, bytes32 nonce) view returns (bool)',
    'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s)',
    'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
    'event Transfer(address indexed from, address indexed to, uint256 value)',
]);
export const TRANSFER_WITH_AUTHORIZATION_TYPES = {
    TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
    ],
};
// secp256k1 n / 2: the token (like FiatToken's ECRecover) refuses a high-s signature.
const HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;
// Stands for the token's deployed bytecode: getCode must be non-empty for the asset (the scheme checks it).
const FAKE_TOKEN_CODE = '0x6080604052';
const MODES = new Set(['ok', 'fail', 'hang', 'instant']);

/** Reverts as the token contract would: the message is what the scheme's error parser reads. */
class Revert extends Error {
    constructor(reason) {
        super(`execution reverted: ${reason}`);
        this.reason = reason;
    }
}

/** One EIP-3009 token on one faked chain: balances and used (authorizer, nonce) pairs. */
class LedgerToken {
    constructor(chainId, { asset, name, version }) {
        this.chainId = chainId;
        this.address = getAddress(asset);
        this.name = name;
        this.version = version;
        this.balances = new Map();
        this.usedNonces = new Set();
        this.signatureChecks = new Map();
    }

    balanceOf(account) {
        return this.balances.get(getAddress(account)) ?? 0n;
    }

    authorizationState(authorizer, nonce) {
        return this.usedNonces.has(`${getAddress(authorizer)}:${nonce.toLowerCase()}`);
    }

    credit(account, amount) {
        this.balances.set(getAddress(account), this.balanceOf(account) + amount);
    }

    /** The token's transferWithAuthorization checks, in FiatToken's order; throws a Revert. */
    async checkTransferWithAuthorization(args) {
        const [from, to, value, validAfter, validBefore, nonce, ...sig] = args;
        const now = BigInt(Math.floor(Date.now() / 1000));
        if (!(now > BigInt(validAfter))) throw new Revert('FiatTokenV2: authorization is not yet valid');
        if (!(now < BigInt(validBefore))) throw new Revert('FiatTokenV2: authorization is expired');
        if (this.authorizationState(from, nonce)) throw new Revert('FiatTokenV2: authorization is used or canceled');
        let signature;
        if (sig.length === 3) {
            const [v, r, s] = sig;
            if (BigInt(s) > HALF_N) throw new Revert("ECRecover: invalid signature 's' value");
            if (Number(v) !== 27 && Number(v) !== 28) throw new Revert("ECRecover: invalid signature 'v' value");
            signature = serializeSignature({ r, s, v: BigInt(v) });
        } else {
            signature = sig[0];
        }
        // The token's signature check is a pure function of (domain, message, signature): remembered, so the
        // ledger does not recover the same signature again at settlement (the scheme's own checks still run).
        const memoKey = `${this.chainId}:${from}:${to}:${value}:${validAfter}:${validBefore}:${nonce}:${signature}`;
        const known = this.signatureChecks.get(memoKey);
        const valid = known ?? await verifyTypedData({
            address: from,
            domain: { name: this.name, version: this.version, chainId: this.chainId, verifyingContract: this.address },
            types: TRANSFER_WITH_AUTHORIZATION_TYPES,
            primaryType: 'TransferWithAuthorization',
            message: { from, to, value: BigInt(value), validAfter: BigInt(validAfter), validBefore: BigInt(validBefore), nonce },
            signature,
        }).catch(() => false);
        if (known === undefined) {
            if (this.signatureChecks.size >= 10_000) this.signatureChecks.clear();
            this.signatureChecks.set(memoKey, valid);
        }
        if (!valid) throw new Revert('FiatTokenV2: invalid signature');
        if (this.balanceOf(from) < BigInt(value)) throw new Revert('ERC20: transfer amount exceeds balance');
    }

    /** Applies a checked transfer: moves the value and burns the nonce. */
    applyTransferWithAuthorization(args) {
        const [from, to, value, , , nonce] = args;
        this.balances.set(getAddress(from), this.balanceOf(from) - BigInt(value));
        this.credit(to, BigInt(value));
        this.usedNonces.add(`${getAddress(from)}:${nonce.toLowerCase()}`);
    }

    /** A view call, or a simulated (eth_call) transferWithAuthorization. */
    async call(functionName, args = []) {
        switch (functionName) {
            case 'name':
                return this.name;
            case 'version':
                return this.version;
            case 'decimals':
                return 6;
            case 'balanceOf':
                return this.balanceOf(args[0]);
            case 'authorizationState':
                return this.authorizationState(args[0], args[1]);
            case 'transferWithAuthorization':
                await this.checkTransferWithAuthorization(args);
                return undefined;
            default:
                throw new Revert(`loopback token has no function ${functionName}`);
        }
    }
}

/**
 * The faked chain of one network, seen through the official FacilitatorEvmSigner interface
 * (node_modules/@x402/evm/dist/esm/signer-*.d.mts).
 */
class LoopbackChain {
    constructor(network, token, facilitatorAddress, state) {
        this.network = network;
        this.chainId = Number(network.split(':')[1]);
        this.token = new LedgerToken(this.chainId, token);
        this.facilitatorAddress = facilitatorAddress;
        this.state = state; // shared across networks: mode, counters
        this.receipts = new Map();
        this.txCount = 0;
    }

    tokenAt(address) {
        return getAddress(address) === this.token.address ? this.token : undefined;
    }

    async aggregate(calls) {
        const results = [];
        for (const { target, callData } of calls) {
            const token = this.tokenAt(target);
            if (!token) {
                results.push({ success: false, returnData: '0x' });
                continue;
            }
            try {
                const { functionName, args } = decodeFunctionData({ abi: TOKEN_ABI, data: callData });
                const result = await token.call(functionName, args ?? []);
                const returnData =
                    functionName === 'transferWithAuthorization'
                        ? '0x'
                        : encodeFunctionResult({ abi: TOKEN_ABI, functionName, result });
                results.push({ success: true, returnData });
            } catch (error) {
                const reason = error instanceof Revert ? error.reason : String(error?.message ?? error);
                results.push({ success: false, returnData: encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: [reason] }) });
            }
        }
        return results;
    }

    signer() {
        const chain = this;
        return {
            getAddresses: () => [chain.facilitatorAddress],
            async getCode({ address }) {
                return chain.tokenAt(address) || getAddress(address) === MULTICALL3 ? FAKE_TOKEN_CODE : '0x';
            },
            async readContract({ address, functionName, args }) {
                if (getAddress(address) === MULTICALL3 && functionName === 'tryAggregate') {
                    return chain.aggregate(args[1]);
                }
                const token = chain.tokenAt(address);
                if (!token) throw new Revert(`no contract at ${address} on the loopback chain ${chain.network}`);
                return token.call(functionName, args ?? []);
            },
            // viem's own verifyTypedData (recovers the signer of the EIP-712 digest).
            verifyTypedData: (args) => verifyTypedData(args),
            async writeContract({ address, functionName, args }) {
                const token = chain.tokenAt(address);
                if (!token || functionName !== 'transferWithAuthorization') {
                    throw new Revert(`the loopback chain only runs transferWithAuthorization on its token, not ${functionName} at ${address}`);
                }
                // Like eth_estimateGas before broadcasting: a transfer that would revert is refused here.
                await token.checkTransferWithAuthorization(args);
                const hash = keccak256(stringToHex(`loopback:${chain.network}:${++chain.txCount}:${args[0]}:${args[5]}:${Date.now()}`));
                if (chain.state.mode === 'fail') {
                    // Mined, but reverted: the ledger is untouched and the nonce stays unused.
                    chain.receipts.set(hash, { status: 'reverted', transactionHash: hash, logs: [] });
                    return hash;
                }
                token.applyTransferWithAuthorization(args);
                chain.state.settled++;
                const [from, to, value] = args;
                chain.receipts.set(hash, {
                    status: 'success',
                    transactionHash: hash,
                    logs: [
                        {
                            address: token.address,
                            topics: encodeEventTopics({ abi: TOKEN_ABI, eventName: 'Transfer', args: { from, to } }),
                            data: encodeAbiParameters([{ type: 'uint256' }], [BigInt(value)]),
                            transactionHash: hash,
                            logIndex: 0,
                        },
                    ],
                });
                return hash;
            },
            async sendTransaction() {
                throw new Error('the loopback chain sends no raw transactions (no smart-wallet deployment)');
            },
            async waitForTransactionReceipt({ hash }) {
                const receipt = chain.receipts.get(hash);
                if (!receipt) throw new Error(`unknown transaction ${hash} on the loopback chain ${chain.network}`);
                return receipt;
            },
        };
    }
}

function parseMode(mode) {
    const value = typeof mode === 'string' ? mode : mode?.settle;
    if (!MODES.has(value)) throw new Error(`settle mode must be one of ${[...MODES].join(', ')}, not ${JSON.stringify(mode)}`);
    return value;
}

function parseAmount(amount) {
    const text = String(amount ?? '');
    if (!/^[0-9]+$/.test(text)) throw new Error(`amount must be a whole number of atomic units, not ${JSON.stringify(amount)}`);
    return BigInt(text);
}

/**
 * Starts the loopback facilitator on 127.0.0.1.
 * @returns {Promise<{url: string, close: () => Promise<void>, fund: Function, balance: Function, setMode: Function, stats: Function}>}
 */
export async function startFacilitator({ port = 0, host = '127.0.0.1', quiet = true } = {}) {
    const state = { mode: 'ok', verify: 0, settle: 0, settled: 0, verifyMs: 0, settleMs: 0 };
    const facilitatorAddress = privateKeyToAccount(generatePrivateKey()).address;
    const chains = new Map();
    const facilitator = new x402Facilitator();
    for (const [network, token] of Object.entries(TOKENS)) {
        const chain = new LoopbackChain(network, token, facilitatorAddress, state);
        chains.set(network, chain);
        facilitator.register(network, new ExactEvmScheme(chain.signer()));
    }

    const chainFor = (network = DEFAULT_NETWORK) => {
        const chain = chains.get(network);
        if (!chain) throw new Error(`no loopback chain for ${network} (have ${[...chains.keys()].join(', ')})`);
        return chain;
    };
    const checkedAddress = (address) => {
        if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
            throw new Error(`not an address: ${JSON.stringify(address)}`);
        }
        return getAddress(address);
    };
    const fund = (address, amount, network) => {
        const chain = chainFor(network);
        chain.token.credit(checkedAddress(address), parseAmount(amount));
        return chain.token.balanceOf(address);
    };
    const balance = (address, network) => chainFor(network).token.balanceOf(checkedAddress(address));
    const setMode = (mode) => {
        state.mode = parseMode(mode);
        return state.mode;
    };
    const stats = () => ({
        verify: state.verify,
        settle: state.settle,
        settled: state.settled,
        mode: state.mode,
        // Time spent inside the library's verify / settle (signature recovery, ledger), in ms, summed.
        verify_ms: Math.round(state.verifyMs * 1000) / 1000,
        settle_ms: Math.round(state.settleMs * 1000) / 1000,
    });

    const hanging = new Set();
    const log = (...args) => quiet || console.log(...args);

    const server = createServer(async (req, res) => {
        const send = (status, body) => {
            const text = JSON.stringify(body, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
            res.writeHead(status, { 'Content-Type': 'application/json' });
            res.end(text);
        };
        try {
            const url = new URL(req.url, 'http://loopback');
            const route = `${req.method} ${url.pathname}`;
            let body;
            if (req.method === 'POST') {
                const chunks = [];
                for await (const chunk of req) chunks.push(chunk);
                try {
                    body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
                } catch {
                    return send(400, { error: 'the body is not JSON' });
                }
            }
            switch (route) {
                case 'GET /supported':
                    return send(200, facilitator.getSupported());
                case 'POST /verify':
                case 'POST /settle': {
                    const { paymentPayload, paymentRequirements } = body ?? {};
                    if (!paymentPayload || !paymentRequirements) {
                        return send(400, { error: 'Missing paymentPayload or paymentRequirements' });
                    }
                    if (state.mode === 'instant') {
                        state[route === 'POST /verify' ? 'verify' : 'settle']++;
                        const payer = paymentPayload?.payload?.authorization?.from;
                        return send(200, route === 'POST /verify' ? { isValid: true, payer }
                            : { success: true, payer, transaction: `0x${'0'.repeat(64)}`, network: paymentRequirements.network });
                    }
                    if (route === 'POST /verify') {
                        state.verify++;
                        const started = performance.now();
                        const result = await facilitator.verify(paymentPayload, paymentRequirements);
                        state.verifyMs += performance.now() - started;
                        log(`verify ${result.isValid ? 'valid' : `invalid (${result.invalidReason})`} payer ${result.payer}`);
                        return send(200, result);
                    }
                    state.settle++;
                    if (state.mode === 'hang') {
                        log('settle: hanging (mode hang)');
                        hanging.add(res);
                        res.on('close', () => hanging.delete(res));
                        return undefined;
                    }
                    const started = performance.now();
                    const result = await facilitator.settle(paymentPayload, paymentRequirements);
                    state.settleMs += performance.now() - started;
                    log(`settle ${result.success ? `ok ${result.transaction}` : `failed (${result.errorReason})`} payer ${result.payer}`);
                    return send(200, result);
                }
                case 'POST /loopback/mode':
                    return send(200, { settle: setMode(body) });
                case 'POST /loopback/fund': {
                    const network = body?.network ?? DEFAULT_NETWORK;
                    const after = fund(body?.address, body?.amount, network);
                    return send(200, { address: getAddress(body.address), network, asset: chainFor(network).token.address, balance: after });
                }
                case 'GET /loopback/balance': {
                    const network = url.searchParams.get('network') ?? DEFAULT_NETWORK;
                    const address = url.searchParams.get('address');
                    return send(200, { address: checkedAddress(address), network, asset: chainFor(network).token.address, balance: balance(address, network) });
                }
                case 'GET /loopback/stats':
                    return send(200, stats());
                case 'GET /':
                    return send(200, { note: LOOPBACK_NOTE, networks: [...chains.keys()] });
                default:
                    return send(404, { error: `no route ${route}` });
            }
        } catch (error) {
            const status = /^(settle mode|amount must|not an address|no loopback chain)/.test(error.message) ? 400 : 500;
            if (!res.headersSent) send(status, { error: error.message });
        }
    });
    await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
    });
    const url = `http://${host}:${server.address().port}`;
    const close = () =>
        new Promise((resolve) => {
            for (const res of hanging) res.destroy();
            hanging.clear();
            server.close(() => resolve());
            server.closeAllConnections();
        });
    return { url, close, fund, balance, setMode, stats, note: LOOPBACK_NOTE };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
    const at = process.argv.indexOf('--port');
    const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
        console.error('usage: node e2e/x402/facilitator.mjs [--port N]');
        process.exit(2);
    }
    const facilitator = await startFacilitator({ port, quiet: !process.argv.includes('--verbose') });
    console.log(`facilitator listening on ${facilitator.url}`);
    const stop = async () => {
        await facilitator.close();
        process.exit(0);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
}
