package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Aho-Corasick over the {@link PhraseTrie}, read through {@link Folding} in one forward pass. ASCII
 * transitions are a dense table with one column per ASCII character that some phrase contains (the others
 * share a column that always leads to the root, which keeps the table small enough for the CPU caches);
 * other characters follow the trie edges and failure links (amortized linear).
 */
final class PhraseAutomaton {
    private static final int ASCII = 128;
    private static final int CHUNK = 4096;
    private final PhraseTrie trie;
    /** Per state, one entry per column, {@link #marked}. */
    private final int[] ascii;
    private final byte[] column = new byte[ASCII];
    private final int columns;
    /** One bit per char that some phrase contains: any other non-ASCII char leads to the root from every state. */
    private final long[] inPhrases = new long[(Character.MAX_VALUE + 1) >>> 6];
    private final int[] fail;
    private final int[][] outputs;
    private final int window;

    PhraseAutomaton(Map<Cue, ? extends Collection<String>> lexicon) {
        trie = new PhraseTrie(lexicon);
        window = Integer.highestOneBit(trie.maxLength) * 2;
        int states = trie.states();
        fail = new int[states];
        columns = assignColumns();
        ascii = new int[states * columns];
        outputs = new int[states][];
        buildFailures(states, trie.outputs);
    }

    /**
     * Numbers the ASCII characters of the phrases from 1 and notes every char of them in {@link #inPhrases};
     * returns the number of columns.
     */
    private int assignColumns() {
        trie.edges.forEach((k, child) -> {
            int c = (int) (k & 0xFFFF);
            if (c < ASCII) {
                column[c] = 1;
            }
            inPhrases[c >>> 6] |= 1L << c;
        });
        int used = 1;
        for (int c = 0; c < ASCII; c++) {
            if (column[c] != 0) {
                column[c] = (byte) used++;
            }
        }
        return used;
    }

    private void buildFailures(int states, List<List<Integer>> out) {
        List<List<long[]>> children = new ArrayList<>();
        for (int s = 0; s < states; s++) {
            children.add(new ArrayList<>());
        }
        trie.edges.forEach((k, child) -> children.get((int) (k >>> 16)).add(new long[] {k & 0xFFFF, child}));
        int[] queue = new int[states];
        int head = 0;
        int tail = 0;
        queue[tail++] = 0;
        while (head < tail) {
            int state = queue[head++];
            if (state != 0) {
                out.get(state).addAll(out.get(fail[state]));
            }
            for (int c = 0; c < ASCII; c++) {
                int child = trie.edges.get(EdgeTable.key(state, c));
                ascii[state * columns + column[c]] = child >= 0 ? child : state == 0 ? 0
                    : ascii[fail[state] * columns + column[c]];
            }
            for (long[] edge : children.get(state)) {
                int child = (int) edge[1];
                fail[child] = state == 0 ? 0 : step(fail[state], (int) edge[0]);
                queue[tail++] = child;
            }
        }
        for (int s = 0; s < states; s++) {
            outputs[s] = out.get(s).stream().mapToInt(Integer::intValue).toArray();
        }
        for (int k = 0; k < ascii.length; k++) {
            ascii[k] = marked(ascii[k]);
        }
    }

    /** The state, complemented when phrases end there: the scan tests the sign instead of loading its outputs. */
    private int marked(int state) {
        return outputs[state].length > 0 ? ~state : state;
    }

    /** While the automaton is built, before {@link #marked} applies to the ASCII table. */
    private int step(int state, int c) {
        return c < ASCII ? ascii[state * columns + column[c]] : child(state, c);
    }

    /** The next state on a non-ASCII character, through the failure links. */
    private int child(int state, int c) {
        if ((inPhrases[c >>> 6] & (1L << c)) == 0) {
            return 0;
        }
        while (true) {
            int child = trie.edges.get(EdgeTable.key(state, c));
            if (child >= 0) {
                return child;
            }
            if (state == 0) {
                return 0;
            }
            state = fail[state];
        }
    }

    /**
     * Adds every phrase occurrence in {@code text} to {@code plain}, and every occurrence in its ROT13 reading
     * to {@code rotated}, with its original UTF-16 span. The text's end reads as a space (so "? " also matches
     * a final question mark). ROT13 only rotates ASCII letters, so in that reading any other character just
     * ends a phrase. One pass serves both readings, so that their table reads overlap.
     */
    void scan(String text, Hits plain, Hits rotated) {
        Reading straight = new Reading(text, false, plain);
        Reading rot13 = new Reading(text, true, rotated);
        int n = text.length();
        // read in chunks: a char[] of the whole text would be two bytes per char more to allocate and fill
        char[] chunk = new char[CHUNK];
        for (int from = 0; from < n; from += CHUNK) {
            int length = Math.min(CHUNK, n - from);
            text.getChars(from, from + length, chunk, 0);
            for (int k = 0; k < length; k++) {
                straight.read(chunk[k], from + k);
                rot13.read(chunk[k], from + k);
            }
        }
        straight.read(' ', n);
        rot13.read(' ', n);
    }

    /** One reading of a text: its folding, its state and where its last {@link #window} chars came from. */
    private final class Reading {
        private final String text;
        private final boolean rot13;
        private final int[] fold;
        private final Hits hits;
        private final int[] origin = new int[window];
        private int state;
        private int folded;
        private boolean lastSpace = true;

        Reading(String text, boolean rot13, Hits hits) {
            this.text = text;
            this.rot13 = rot13;
            this.fold = Folding.of(rot13);
            this.hits = hits;
        }

        void read(char raw, int i) {
            int c = fold[raw];
            if (c == Folding.SKIP || (c == ' ' && lastSpace)) {
                return;
            }
            if (rot13 && c >= ASCII) {
                state = 0;
                lastSpace = false;
                return;
            }
            lastSpace = c == ' ';
            origin[folded & (window - 1)] = i;
            int next = c < ASCII ? ascii[state * columns + column[c]] : marked(child(state, c));
            state = next < 0 ? ~next : next;
            if (next < 0) {
                addHits(text, state, origin, folded, i, hits);
            }
            folded++;
        }
    }

    /** The phrases ending at {@code state} on the character at {@code i}, the {@code folded}-th one read. */
    private void addHits(String text, int state, int[] origin, int folded, int i, Hits hits) {
        int n = text.length();
        for (int id : outputs[state]) {
            int start = origin[(folded - trie.lengths[id] + 1) & (window - 1)];
            if (trie.startBounded[id] && start > 0 && Folding.wordChar(text.charAt(start - 1))) {
                continue;
            }
            if (trie.endBounded[id] && i + 1 < n && Folding.wordChar(text.charAt(i + 1))) {
                continue;
            }
            hits.add(trie.cues[id], start, Math.min(i + 1, n));
        }
    }
}
