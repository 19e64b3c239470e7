package dev.cairn.text.injection;

import java.util.Arrays;

/**
 * Phrase hits as parallel int arrays (no object per hit), indexed per cue by start offset so that a rule
 * asks "is there a hit of this cue starting in [from, to]?" with one binary search.
 */
final class Hits {
    private static final int CUES = Cue.values().length;
    /** Shared by every cue without hits: the decoded payloads are rescanned one by one, most with few hits. */
    private static final int[] NO_INDEXES = {};
    /** Per hit, its cue's ordinal (fewer than 128 cues). */
    private byte[] cues = new byte[64];
    private int[] starts = new int[64];
    private int[] ends = new int[64];
    private int size;
    /** Per cue: its hit indexes by start, then by index; null until asked. */
    private int[][] indexesByCue;
    /** Per cue: the last search's lower bound and where it landed in indexesByCue. */
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
        indexesByCue = null;
    }

    int start(int hit) {
        return starts[hit];
    }

    int end(int hit) {
        return ends[hit];
    }

    /** Indexes of the hits of {@code cue}, in order of their start (shared: do not modify). */
    int[] of(Cue cue) {
        return index()[cue.ordinal()];
    }

    /**
     * The first hit of {@code cue} starting in [from, to], or -1. Rules ask with a rising {@code from} as they
     * walk their anchors, so the search starts where the last one for this cue ended when it can.
     */
    int first(Cue cue, int from, int to) {
        int c = cue.ordinal();
        int[] hits = index()[c];
        if (hits.length == 0) {
            return -1;
        }
        int lowest = Math.max(from, 0);
        int k = lowest >= lastFrom[c] ? lastK[c] : 0;
        for (int steps = 0; k < hits.length && starts[hits[k]] < lowest; steps++) {
            if (steps == LINEAR_STEPS) {
                k = firstFrom(hits, k, lowest);
                break;
            }
            k++;
        }
        lastFrom[c] = lowest;
        lastK[c] = k;
        return k < hits.length && starts[hits[k]] <= to ? hits[k] : -1;
    }

    /** The first position from {@code k} on in {@code hits} (by start) whose hit starts at {@code lowest} or later. */
    private int firstFrom(int[] hits, int k, int lowest) {
        int high = hits.length;
        while (k < high) {
            int middle = (k + high) >>> 1;
            if (starts[hits[middle]] < lowest) {
                k = middle + 1;
            } else {
                high = middle;
            }
        }
        return k;
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

    private int[][] index() {
        if (indexesByCue == null) {
            int[] counts = new int[CUES];
            int most = 0;
            for (int h = 0; h < size; h++) {
                most = Math.max(most, ++counts[cues[h]]);
            }
            indexesByCue = new int[CUES][];
            for (int c = 0; c < CUES; c++) {
                indexesByCue[c] = counts[c] == 0 ? NO_INDEXES : new int[counts[c]];
                counts[c] = 0;
            }
            for (int h = 0; h < size; h++) {
                int c = cues[h];
                indexesByCue[c][counts[c]++] = h;
            }
            // (start << 32 | index) sorts by start, then by index; one scratch array serves every cue
            long[] keys = new long[most];
            for (int[] hits : indexesByCue) {
                for (int k = 0; k < hits.length; k++) {
                    keys[k] = ((long) starts[hits[k]] << 32) | hits[k];
                }
                Arrays.sort(keys, 0, hits.length);
                for (int k = 0; k < hits.length; k++) {
                    hits[k] = (int) keys[k];
                }
            }
            Arrays.fill(lastFrom, 0);
            Arrays.fill(lastK, 0);
        }
        return indexesByCue;
    }
}
