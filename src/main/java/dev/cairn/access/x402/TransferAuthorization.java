package dev.cairn.access.x402;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.web3j.crypto.StructuredData;
import org.web3j.crypto.StructuredDataEncoder;

/**
 * An EIP-3009 {@code transferWithAuthorization} as the payer signed it: addresses as {@code 0x} hex, amounts and
 * times as uint256, the nonce as 32 bytes of hex. Its EIP-712 digest is bound to the token's domain (name,
 * version, chain id, contract), so a signature made for another token, chain or domain recovers to another key.
 */
record TransferAuthorization(String from, String to, BigInteger value, BigInteger validAfter, BigInteger validBefore,
                             String nonce) {
    private static final List<StructuredData.Entry> DOMAIN = List.of(
            new StructuredData.Entry("name", "string"),
            new StructuredData.Entry("version", "string"),
            new StructuredData.Entry("chainId", "uint256"),
            new StructuredData.Entry("verifyingContract", "address"));
    private static final List<StructuredData.Entry> TRANSFER = List.of(
            new StructuredData.Entry("from", "address"),
            new StructuredData.Entry("to", "address"),
            new StructuredData.Entry("value", "uint256"),
            new StructuredData.Entry("validAfter", "uint256"),
            new StructuredData.Entry("validBefore", "uint256"),
            new StructuredData.Entry("nonce", "bytes32"));
    static final String PRIMARY_TYPE = "TransferWithAuthorization";

    /** The EIP-712 digest ({@code keccak256(0x1901 ‖ domainSeparator ‖ hashStruct(message))}) that is signed. */
    byte[] digest(PaymentTerms terms) {
        HashMap<String, List<StructuredData.Entry>> types = new HashMap<>();
        types.put("EIP712Domain", DOMAIN);
        types.put(PRIMARY_TYPE, TRANSFER);
        Wire.Requirements requirements = terms.requirements();
        StructuredData.EIP712Domain domain = new StructuredData.EIP712Domain(requirements.extra().name(),
                requirements.extra().version(), terms.chainId().toString(), requirements.asset(), null);
        Map<String, Object> message = new LinkedHashMap<>();
        message.put("from", from);
        message.put("to", to);
        message.put("value", value);
        message.put("validAfter", validAfter);
        message.put("validBefore", validBefore);
        message.put("nonce", nonce);
        return new StructuredDataEncoder(new StructuredData.EIP712Message(types, PRIMARY_TYPE, message, domain))
                .hashStructuredData();
    }
}
