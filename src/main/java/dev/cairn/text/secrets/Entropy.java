package dev.cairn.text.secrets;

/** Shannon entropy of the most random window of a candidate, in bits per character. */
final class Entropy {
    static final int WINDOW = 16;

    private Entropy() {
    }

    /** The highest entropy over every {@value #WINDOW}-character window (the whole value when shorter). */
    static double maxWindow(String value) {
        int n = value.length();
        if (n == 0) {
            return 0;
        }
        int w = Math.min(WINDOW, n);
        int[] counts = new int[128];
        int other = 0;
        double best = 0;
        for (int i = 0; i < n; i++) {
            char c = value.charAt(i);
            if (c < 128) {
                counts[c]++;
            } else {
                other++;
            }
            if (i >= w) {
                char gone = value.charAt(i - w);
                if (gone < 128) {
                    counts[gone]--;
                } else {
                    other--;
                }
            }
            if (i >= w - 1) {
                best = Math.max(best, entropy(counts, other, w));
            }
        }
        return best;
    }

    private static double entropy(int[] counts, int other, int w) {
        double bits = 0;
        for (int count : counts) {
            if (count > 0) {
                double p = (double) count / w;
                bits -= p * Math.log(p);
            }
        }
        if (other > 0) { // non-ASCII characters counted as one symbol: conservative
            double p = (double) other / w;
            bits -= p * Math.log(p);
        }
        return bits / Math.log(2);
    }
}
