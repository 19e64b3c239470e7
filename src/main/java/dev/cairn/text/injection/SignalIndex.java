package dev.cairn.text.injection;

import java.util.Arrays;
import java.util.List;

/**
 * The start offsets of the medium and high drafts and of the encoded payloads found so far, for "is there
 * one in [from, to]?".
 */
final class SignalIndex {
    private final int[] mediumStarts;
    private final int[] highStarts;
    private final int[] encodedStarts;

    SignalIndex(List<Draft> drafts) {
        int[] medium = new int[drafts.size()];
        int[] high = new int[drafts.size()];
        int[] encoded = new int[drafts.size()];
        int m = 0;
        int h = 0;
        int e = 0;
        for (Draft d : drafts) {
            if (d.severity() >= Severity.MEDIUM) {
                medium[m++] = d.start();
            }
            if (d.severity() >= Severity.HIGH) {
                high[h++] = d.start();
            }
            if (d.category().equals("encoded_payload")) {
                encoded[e++] = d.start();
            }
        }
        mediumStarts = sorted(medium, m);
        highStarts = sorted(high, h);
        encodedStarts = sorted(encoded, e);
    }

    private static int[] sorted(int[] starts, int n) {
        int[] out = Arrays.copyOf(starts, n);
        Arrays.sort(out);
        return out;
    }

    boolean anyAtLeast(int severity, int from, int to) {
        return any(severity >= Severity.HIGH ? highStarts : mediumStarts, from, to);
    }

    /** Whether an encoded run that decodes to text starts in [from, to]. */
    boolean anyEncoded(int from, int to) {
        return any(encodedStarts, from, to);
    }

    private static boolean any(int[] starts, int from, int to) {
        int k = Arrays.binarySearch(starts, from);
        if (k < 0) {
            k = -k - 1;
        } else {
            while (k > 0 && starts[k - 1] == from) {
                k--;
            }
        }
        return k < starts.length && starts[k] <= to;
    }
}
