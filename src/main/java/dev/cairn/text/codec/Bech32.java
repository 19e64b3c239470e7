package dev.cairn.text.codec;

/**
 * The bech32 checksum of BIP-173, which BIP-350's bech32m shares but for its constant: used for segwit
 * addresses and for age secret keys.
 */
public final class Bech32 {
    public static final String CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    /** {@link #polymod} of a valid bech32 string. */
    public static final int BECH32 = 1;
    /** {@link #polymod} of a valid bech32m string. */
    public static final int BECH32M = 0x2bc830a3;
    private static final int[] GENERATOR = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3};

    private Bech32() {
    }

    /** The 5-bit values of {@code lower}'s characters from {@code from} on, or null when one is not in the charset. */
    public static int[] values(String lower, int from) {
        int[] values = new int[lower.length() - from];
        for (int i = 0; i < values.length; i++) {
            values[i] = CHARSET.indexOf(lower.charAt(from + i));
            if (values[i] < 0) {
                return null;
            }
        }
        return values;
    }

    /** The checksum polynomial over the expanded human-readable part, then the 5-bit data values. */
    public static int polymod(String hrp, int[] data) {
        int check = 1;
        for (int i = 0; i < hrp.length(); i++) {
            check = step(check, hrp.charAt(i) >> 5);
        }
        check = step(check, 0);
        for (int i = 0; i < hrp.length(); i++) {
            check = step(check, hrp.charAt(i) & 31);
        }
        for (int value : data) {
            check = step(check, value);
        }
        return check;
    }

    private static int step(int check, int value) {
        int top = check >>> 25;
        int next = ((check & 0x1ffffff) << 5) ^ value;
        for (int k = 0; k < 5; k++) {
            if (((top >>> k) & 1) != 0) {
                next ^= GENERATOR[k];
            }
        }
        return next;
    }
}
