// Pays for one call with the official x402 client: @x402/fetch's wrapFetchWithPayment over an x402Client
// with the exact EVM client scheme of @x402/evm, signing with a viem account.
//
//   node e2e/x402/pay.mjs <url> '<json body>' [--fund http://127.0.0.1:N]
//
// The account is privateKeyToAccount(X402_PRIVATE_KEY), or a throwaway key from generatePrivateKey() when
// that variable is unset. The first POST gets 402 with PAYMENT-REQUIRED; the client signs an EIP-3009
// authorization for the first accepted requirement and retries with PAYMENT-SIGNATURE. Prints the final
// status, the decoded PAYMENT-RESPONSE (the settlement) and the JSON body.
//
// --fund <facilitator>: first credit the account with 1 USDC (1000000 atomic units) on the loopback
// facilitator (e2e/x402/facilitator.mjs: in-memory ledger, the chain is faked), so the payment can settle
// there. Against a real facilitator, fund the address with test USDC instead (e.g. a Base Sepolia faucet).
// Exit status: 0 for a 2xx answer, 1 otherwise.
import { wrapFetchWithPayment, decodePaymentResponseHeader, x402Client } from '@x402/fetch';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const args = process.argv.slice(2);
let fundUrl;
const fundAt = args.indexOf('--fund');
if (fundAt >= 0) {
    fundUrl = args[fundAt + 1];
    args.splice(fundAt, 2);
}
const [url, body = '{}'] = args;
if (!url || (fundAt >= 0 && !fundUrl)) {
    console.error("usage: node e2e/x402/pay.mjs <url> '<json body>' [--fund http://127.0.0.1:N]");
    process.exit(2);
}
try {
    JSON.parse(body);
} catch {
    console.error(`the body is not JSON: ${body}`);
    process.exit(2);
}

const account = privateKeyToAccount(process.env.X402_PRIVATE_KEY ?? generatePrivateKey());
console.log(`payer ${account.address}`);

if (fundUrl) {
    const funded = await fetch(new URL('/loopback/fund', fundUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ address: account.address, amount: '1000000' }),
    });
    if (!funded.ok) {
        console.error(`funding on ${fundUrl} failed: ${funded.status} ${await funded.text()}`);
        process.exit(1);
    }
    const { balance } = await funded.json();
    console.log(`funded on the loopback facilitator (in-memory ledger, not a chain): balance ${balance} atomic units`);
}

const client = new x402Client();
registerExactEvmScheme(client, { signer: account });
const fetchWithPayment = wrapFetchWithPayment(fetch, client);

const response = await fetchWithPayment(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
});
console.log(`status ${response.status}`);
const paymentResponse = response.headers.get('PAYMENT-RESPONSE');
if (paymentResponse) {
    console.log(`PAYMENT-RESPONSE ${JSON.stringify(decodePaymentResponseHeader(paymentResponse), null, 2)}`);
} else {
    console.log('PAYMENT-RESPONSE (none)');
}
const text = await response.text();
try {
    console.log(JSON.stringify(JSON.parse(text), null, 2));
} catch {
    console.log(text);
}
process.exit(response.ok ? 0 : 1);
