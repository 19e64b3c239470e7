package dev.cairn.text.pii;

/**
 * Cryptocurrency addresses whose checksum holds: Bitcoin P2PKH ({@code 1...}) and P2SH ({@code 3...}) in
 * Base58Check, segwit {@code bc1}/{@code tb1} in bech32/bech32m, and Ethereum {@code 0x} + 40 hex digits, mixed
 * case only with a valid EIP-55 checksum; an all-lower or all-upper Ethereum address carries no checksum and is
 * reported (for redaction it is an address all the same; git SHAs and hashes lack the 0x and the exact length).
 */
final class CryptoAddresses {
    private static final int BASE58_MIN = 26;
    private static final int BASE58_MAX = 35;
    private static final int BECH32_MAX = 90;
    private static final int ETHEREUM_HEX = 40;
    private static final int P2PKH_VERSION = 0x00;
    private static final int P2SH_VERSION = 0x05;
    private static final int HASH160_LENGTH = 20;

    private CryptoAddresses() {
    }

    /** The end of an address starting at {@code start}, or -1. */
    static int endAt(CharSequence text, int start) {
        if (!Chars.startsToken(text, start)) {
            return -1;
        }
        char c = text.charAt(start);
        if (c == '0') {
            return ethereumEnd(text, start);
        }
        if (c == '1' || c == '3') {
            return base58End(text, start);
        }
        return bech32End(text, start);
    }

    private static int base58End(CharSequence text, int start) {
        int end = runEnd(text, start, BASE58_MAX);
        if (end < 0 || end - start < BASE58_MIN) {
            return -1;
        }
        byte[] payload = Base58Check.decode(text.subSequence(start, end));
        int expectedVersion = text.charAt(start) == '1' ? P2PKH_VERSION : P2SH_VERSION;
        return payload != null && payload.length == HASH160_LENGTH + 1 && payload[0] == expectedVersion ? end : -1;
    }

    private static int bech32End(CharSequence text, int start) {
        if (start + 3 > text.length() || text.charAt(start + 2) != '1') {
            return -1;
        }
        int end = runEnd(text, start, BECH32_MAX);
        return end >= 0 && SegwitAddresses.isSegwitAddress(text.subSequence(start, end).toString()) ? end : -1;
    }

    private static int ethereumEnd(CharSequence text, int start) {
        int end = start + 2 + ETHEREUM_HEX;
        if (end > text.length() || text.charAt(start + 1) != 'x' || !Chars.endsToken(text, end)) {
            return -1;
        }
        for (int i = start + 2; i < end; i++) {
            if (!Chars.isHex(text.charAt(i))) {
                return -1;
            }
        }
        String hex = text.subSequence(start + 2, end).toString();
        return Eip55.isSingleCase(hex) || Eip55.hasValidChecksum(hex) ? end : -1;
    }

    /** The end of the word starting at {@code start} if it is at most {@code max} long, else -1. */
    private static int runEnd(CharSequence text, int start, int max) {
        int end = start;
        while (end < text.length() && Chars.isWord(text.charAt(end)) && end - start <= max) {
            end++;
        }
        return end - start > max ? -1 : end;
    }
}
