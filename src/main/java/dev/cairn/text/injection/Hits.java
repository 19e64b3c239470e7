package dev.cairn.text.injection;

import java.util.Arrays;

/**
 * Phrase hits as parallel int arrays (no object per hit), indexed per cue by start offset so that a rule
 * asks "is there a hit of this cue starting in [from, to]?" with one binary search.
 */
final class Hits {
    private Cue[] cues = new Cue[64];
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private int size;
    /** Per cue: (start << 32 | hit index), sorted. */
    private long[][] byCue;

    void add(Cue cue, int start, int end) {
        if (size == starts.length) {
            cues = Arrays.copyOf(cues, size * 2);
            starts = Arrays.copyOf(starts, size * 2);
            ends = Arrays.copyOf(ends, size * 2);
        }
        cues[size] = cue;
        starts[size] = start;
        ends[size] = end;
        size++;
        byCue = null;
    }

    int start(int hit) {
        return starts[hit];
    }

    int end(int hit) {
        return ends[hit];
    }

    /** Indexes of the hits of {@code cue}, in order of their start. */
    int[] of(Cue cue) {
        long[] keys = index()[cue.ordinal()];
        int[] hits = new int[keys.length];
        for (int k = 0; k < keys.length; k++) {
            hits[k] = (int) keys[k];
        }
        return hits;
    }

    /** The first hit of {@code cue} starting in [from, to], or -1. */
    int first(Cue cue, int from, int to) {
        long[] keys = index()[cue.ordinal()];
        int k = Arrays.binarySearch(keys, (long) Math.max(from, 0) << 32);
        k = k < 0 ? -k - 1 : k;
        return k < keys.length && (int) (keys[k] >>> 32) <= to ? (int) keys[k] : -1;
    }

    /** The first hit of any of {@code group} starting in [from, to], or -1. */
    int first(Cue[] group, int from, int to) {
        int best = -1;
        for (Cue cue : group) {
            int hit = first(cue, from, to);
            if (hit >= 0 && (best < 0 || starts[hit] < starts[best])) {
                best = hit;
            }
        }
        return best;
    }

    private long[][] index() {
        if (byCue == null) {
            int[] counts = new int[Cue.values().length];
            for (int h = 0; h < size; h++) {
                counts[cues[h].ordinal()]++;
            }
            byCue = new long[counts.length][];
            for (int c = 0; c < counts.length; c++) {
                byCue[c] = new long[counts[c]];
            }
            int[] fill = new int[counts.length];
            for (int h = 0; h < size; h++) {
                int c = cues[h].ordinal();
                byCue[c][fill[c]++] = ((long) starts[h] << 32) | h;
            }
            for (long[] keys : byCue) {
                Arrays.sort(keys);
            }
        }
        return byCue;
    }
}
