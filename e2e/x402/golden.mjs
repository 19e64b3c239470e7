// Writes the x402 golden vector src/test/resources/x402/official-client-payment.json: one payment signed by
// the official x402 client (x402Client from @x402/core with the exact EVM client scheme of @x402/evm, over a
// viem account), for fixed requirements, so that the Java side can check that it decodes and recovers the
// official client's payload to its signer.
//
//   node e2e/x402/golden.mjs [output path]      (from the repository root; needs `npm ci` in e2e/)
//
// The key is a throwaway one from viem's generatePrivateKey(), made for this run and then forgotten: it is
// never written anywhere (only its address, `signer`). Running the script again therefore writes a new
// vector with a new signer, a new nonce and a new validity window; the one in the repository is simply the
// one this script wrote when it was committed. The validity window is the v2 client's own (validAfter = "0",
// validBefore = signed_at + maxTimeoutSeconds), so the vector is expired for any test that checks time
// against the real clock: a Java test must check it at `signed_at`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { decodePaymentSignatureHeader } from '@x402/core/http';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { getAddress, recoverTypedDataAddress } from 'viem';
import { TRANSFER_WITH_AUTHORIZATION_TYPES } from './facilitator.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const output = resolve(process.argv[2] ?? resolve(here, '../../src/test/resources/x402/official-client-payment.json'));

const paymentRequired = {
    x402Version: 2,
    resource: { url: 'https://cairn.example/x402/v1/scan', mimeType: 'application/json' },
    accepts: [
        {
            scheme: 'exact',
            network: 'eip155:84532',
            asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
            payTo: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C',
            amount: '10000',
            maxTimeoutSeconds: 120,
            extra: { name: 'USDC', version: '2' },
        },
    ],
};

const account = privateKeyToAccount(generatePrivateKey());
const client = new x402Client();
registerExactEvmScheme(client, { signer: account });
const http = new x402HTTPClient(client);

const signedAt = Math.floor(Date.now() / 1000);
const paymentPayload = await http.createPaymentPayload(structuredClone(paymentRequired));
const headers = http.encodePaymentSignatureHeader(paymentPayload);
const paymentSignature = headers['PAYMENT-SIGNATURE'];
if (typeof paymentSignature !== 'string') {
    throw new Error(`the official HTTP client produced no PAYMENT-SIGNATURE header: ${JSON.stringify(Object.keys(headers))}`);
}

// Self-check before writing: the header decodes (official decoder) to the payload, and the EIP-3009
// signature recovers to the account's address under the token's EIP-712 domain.
const decoded = decodePaymentSignatureHeader(paymentSignature);
if (JSON.stringify(decoded) !== JSON.stringify(paymentPayload)) {
    throw new Error('the PAYMENT-SIGNATURE header does not decode to the payload');
}
const { authorization, signature } = paymentPayload.payload;
const requirements = paymentRequired.accepts[0];
const recovered = await recoverTypedDataAddress({
    domain: {
        name: requirements.extra.name,
        version: requirements.extra.version,
        chainId: 84532,
        verifyingContract: getAddress(requirements.asset),
    },
    types: TRANSFER_WITH_AUTHORIZATION_TYPES,
    primaryType: 'TransferWithAuthorization',
    message: {
        from: authorization.from,
        to: authorization.to,
        value: BigInt(authorization.value),
        validAfter: BigInt(authorization.validAfter),
        validBefore: BigInt(authorization.validBefore),
        nonce: authorization.nonce,
    },
    signature,
});
if (getAddress(recovered) !== account.address || getAddress(authorization.from) !== account.address) {
    throw new Error(`the signature recovers to ${recovered}, not to the signer ${account.address}`);
}

const vector = {
    description:
        'x402 v2 golden vector: one payment signed by the official client (@x402/core x402Client + @x402/evm ' +
        'exact client scheme, viem account from a throwaway key that was not kept), written by e2e/x402/golden.mjs. ' +
        'payment_signature is the PAYMENT-SIGNATURE header value from x402HTTPClient.encodePaymentSignatureHeader.',
    generator: {
        '@x402/core': '2.27.0',
        '@x402/evm': '2.27.0',
        viem: '2.57.20',
    },
    signer: account.address,
    signed_at: signedAt,
    payment_required: paymentRequired,
    payment_payload: paymentPayload,
    payment_signature: paymentSignature,
};
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, JSON.stringify(vector, null, 2) + '\n');
console.log(`wrote ${output}: signer ${account.address}, signed_at ${signedAt}, nonce ${authorization.nonce}`);
