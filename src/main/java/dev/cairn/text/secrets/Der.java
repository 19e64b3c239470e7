package dev.cairn.text.secrets;

/**
 * A minimal DER walker: checks that bytes are exactly one SEQUENCE whose tag and length fields are consistent all
 * the way down, every constructed element's children filling it exactly. Contents are not interpreted. Linear in
 * the input; nesting deeper than key structures need is refused.
 */
final class Der {
    private static final int SEQUENCE = 0x30;
    private static final int CONSTRUCTED = 0x20;
    private static final int HIGH_TAG_NUMBER = 0x1f;
    private static final int MAX_DEPTH = 16;

    private Der() {
    }

    static boolean wellFormedSequence(byte[] der) {
        return der.length > 0 && (der[0] & 0xff) == SEQUENCE && end(der, 0, der.length, 0) == der.length;
    }

    /** Where the element starting at {@code at} ends, or -1 when it is malformed or overruns {@code limit}. */
    private static int end(byte[] der, int at, int limit, int depth) {
        if (depth > MAX_DEPTH || at + 2 > limit || (der[at] & HIGH_TAG_NUMBER) == HIGH_TAG_NUMBER) {
            return -1;
        }
        boolean constructed = (der[at] & CONSTRUCTED) != 0;
        int first = der[at + 1] & 0xff;
        int contents = at + 2;
        long length = first;
        if (first >= 0x80) {
            int octets = first & 0x7f;
            if (octets == 0 || octets > 4 || contents + octets > limit) {
                return -1; // 0x80 is BER's indefinite length, not DER
            }
            length = 0;
            for (int i = 0; i < octets; i++) {
                length = (length << 8) | (der[contents++] & 0xff);
            }
        }
        if (contents + length > limit) {
            return -1;
        }
        int end = (int) (contents + length);
        for (int child = contents; constructed && child < end; ) {
            child = end(der, child, end, depth + 1);
            if (child < 0) {
                return -1;
            }
        }
        return end;
    }
}
