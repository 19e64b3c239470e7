package dev.cairn.text.pii;

import dev.cairn.text.codec.Bech32;

/**
 * Segwit addresses (BIP-173 bech32 for witness version 0, BIP-350 bech32m for versions 1-16) of Bitcoin mainnet
 * ({@code bc1}) and testnet ({@code tb1}), in one case, with the witness program lengths each version allows.
 */
final class SegwitAddresses {
    private static final int MAX_LENGTH = 90;

    private SegwitAddresses() {
    }

    /** {@code address} is the whole candidate, hrp and separator included. */
    static boolean isSegwitAddress(String address) {
        if (address.length() > MAX_LENGTH || (!address.equals(address.toLowerCase())
                && !address.equals(address.toUpperCase()))) {
            return false;
        }
        String lower = address.toLowerCase();
        if (!lower.startsWith("bc1") && !lower.startsWith("tb1")) {
            return false;
        }
        int[] data = Bech32.values(lower, 3);
        if (data == null || data.length < 7) {
            return false;
        }
        int checksum = Bech32.polymod(lower.substring(0, 2), data);
        int version = data[0];
        if (version > 16 || checksum != (version == 0 ? Bech32.BECH32 : Bech32.BECH32M)) {
            return false;
        }
        int programLength = programLength(data);
        return programLength >= 2 && programLength <= 40
                && (version != 0 || programLength == 20 || programLength == 32);
    }

    /** Bytes in the 5-bit data between the version and the checksum, or -1 when its padding is invalid. */
    private static int programLength(int[] data) {
        int bits = (data.length - 7) * 5;
        int padding = bits % 8;
        if (padding > 4 || (data[data.length - 7] & ((1 << padding) - 1)) != 0) {
            return -1;
        }
        return bits / 8;
    }
}
