package dev.cairn.text.pii;

/** Keccak-256 as Ethereum uses it: the original Keccak padding (0x01), not SHA3-256's (0x06). */
final class Keccak256 {
    private static final int RATE = 136;
    private static final long[] ROUND_CONSTANTS = {
        0x0000000000000001L, 0x0000000000008082L, 0x800000000000808aL, 0x8000000080008000L,
        0x000000000000808bL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
        0x000000000000008aL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000aL,
        0x000000008000808bL, 0x800000000000008bL, 0x8000000000008089L, 0x8000000000008003L,
        0x8000000000008002L, 0x8000000000000080L, 0x000000000000800aL, 0x800000008000000aL,
        0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L};
    /** Rotation of lane x + 5y in the rho step. */
    private static final int[] ROTATIONS = {
        0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14};

    private Keccak256() {
    }

    static byte[] digest(byte[] input) {
        long[] state = new long[25];
        int blocks = input.length / RATE + 1;
        byte[] padded = new byte[blocks * RATE];
        System.arraycopy(input, 0, padded, 0, input.length);
        padded[input.length] ^= 0x01;
        padded[padded.length - 1] ^= (byte) 0x80;
        for (int offset = 0; offset < padded.length; offset += RATE) {
            for (int lane = 0; lane < RATE / 8; lane++) {
                state[lane] ^= littleEndianLong(padded, offset + lane * 8);
            }
            permute(state);
        }
        byte[] out = new byte[32];
        for (int k = 0; k < 32; k++) {
            out[k] = (byte) (state[k / 8] >>> (8 * (k % 8)));
        }
        return out;
    }

    private static long littleEndianLong(byte[] bytes, int at) {
        long value = 0;
        for (int k = 7; k >= 0; k--) {
            value = (value << 8) | (bytes[at + k] & 0xffL);
        }
        return value;
    }

    private static void permute(long[] a) {
        long[] c = new long[5];
        long[] b = new long[25];
        for (long roundConstant : ROUND_CONSTANTS) {
            for (int x = 0; x < 5; x++) {
                c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
            }
            for (int x = 0; x < 5; x++) {
                long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
                for (int y = 0; y < 25; y += 5) {
                    a[x + y] ^= d;
                }
            }
            for (int x = 0; x < 5; x++) {
                for (int y = 0; y < 5; y++) {
                    b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(a[x + 5 * y], ROTATIONS[x + 5 * y]);
                }
            }
            for (int x = 0; x < 5; x++) {
                for (int y = 0; y < 25; y += 5) {
                    a[x + y] = b[x + y] ^ (~b[(x + 1) % 5 + y] & b[(x + 2) % 5 + y]);
                }
            }
            a[0] ^= roundConstant;
        }
    }
}
