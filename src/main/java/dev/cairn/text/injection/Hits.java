package dev.cairn.text.injection;

import java.util.Arrays;

/**
 * Phrase hits as parallel int arrays (no object per hit), indexed per cue by start offset so that a rule
 * asks "is there a hit of this cue starting in [from, to]?" with one binary search.
 */
final class Hits {
    private static final int CUES = Cue.values().length;
    /** Shared by every cue without hits: the decoded payloads are rescanned one by one, most with few hits. */
    private static final long[] NO_KEYS = {};
    private static final int[] NO_INDEXES = {};
    /** Per hit, its cue's ordinal (fewer than 128 cues). */
    private byte[] cues = new byte[64];
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private int size;
    /** Per cue: (start << 32 | hit index), sorted. */
    private long[][] byCue;
    /** Per cue: the hit indexes of byCue, in the same order. */
    private int[][] indexesByCue;
    /** Per cue: the last search's lower bound and where it landed in byCue. */
    private final int[] lastFrom = new int[CUES];
    private final int[] lastK = new int[CUES];
    private static final int LINEAR_STEPS = 8;

    void add(Cue cue, int start, int end) {
        if (size == starts.length) {
            cues = Arrays.copyOf(cues, size * 2);
            starts = Arrays.copyOf(starts, size * 2);
            ends = Arrays.copyOf(ends, size * 2);
        }
        cues[size] = (byte) cue.ordinal();
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

    /** Indexes of the hits of {@code cue}, in order of their start (shared: do not modify). */
    int[] of(Cue cue) {
        index();
        return indexesByCue[cue.ordinal()];
    }

    /**
     * The first hit of {@code cue} starting in [from, to], or -1. Rules ask with a rising {@code from} as they
     * walk their anchors, so the search starts where the last one for this cue ended when it can.
     */
    int first(Cue cue, int from, int to) {
        int c = cue.ordinal();
        long[] keys = index()[c];
        if (keys.length == 0) {
            return -1;
        }
        int lowest = Math.max(from, 0);
        int k = lowest >= lastFrom[c] ? lastK[c] : 0;
        for (int steps = 0; k < keys.length && (int) (keys[k] >>> 32) < lowest; steps++) {
            if (steps == LINEAR_STEPS) {
                k = Arrays.binarySearch(keys, k, keys.length, (long) lowest << 32);
                k = k < 0 ? -k - 1 : k;
                break;
            }
            k++;
        }
        lastFrom[c] = lowest;
        lastK[c] = k;
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
            int[] counts = new int[CUES];
            for (int h = 0; h < size; h++) {
                counts[cues[h]]++;
            }
            byCue = new long[counts.length][];
            for (int c = 0; c < counts.length; c++) {
                byCue[c] = counts[c] == 0 ? NO_KEYS : new long[counts[c]];
            }
            int[] fill = new int[counts.length];
            for (int h = 0; h < size; h++) {
                int c = cues[h];
                byCue[c][fill[c]++] = ((long) starts[h] << 32) | h;
            }
            Arrays.fill(lastFrom, 0);
            Arrays.fill(lastK, 0);
            indexesByCue = new int[counts.length][];
            for (int c = 0; c < counts.length; c++) {
                long[] keys = byCue[c];
                Arrays.sort(keys);
                indexesByCue[c] = keys.length == 0 ? NO_INDEXES : new int[keys.length];
                for (int k = 0; k < keys.length; k++) {
                    indexesByCue[c][k] = (int) keys[k];
                }
            }
        }
        return byCue;
    }
}
