package dev.cairn.text.injection;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The start offsets of the medium and high drafts and of the encoded payloads found so far, for "is there
 * one in [from, to]?".
 */
final class SignalIndex {
    private final int[] mediumStarts;
    private final int[] highStarts;
    private final int[] encodedStarts;

    SignalIndex(List<Draft> drafts) {
        mediumStarts = starts(drafts.stream().filter(d -> d.severity() >= Severity.MEDIUM));
        highStarts = starts(drafts.stream().filter(d -> d.severity() >= Severity.HIGH));
        encodedStarts = starts(drafts.stream().filter(d -> d.category().equals("encoded_payload")));
    }

    private static int[] starts(Stream<Draft> drafts) {
        return drafts.mapToInt(Draft::start).sorted().toArray();
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
