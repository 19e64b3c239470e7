package dev.cairn.text.injection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Aho-Corasick over the {@link PhraseTrie}, read through {@link Folding} in one forward pass. ASCII
 * transitions are a dense table; other characters follow the trie edges and failure links (amortized
 * linear).
 */
final class PhraseAutomaton {
    private static final int ASCII = 128;
    private final PhraseTrie trie;
    private final int[] ascii;
    private final int[] fail;
    private final int[][] outputs;
    private final int window;

    PhraseAutomaton(Map<Cue, ? extends Collection<String>> lexicon) {
        trie = new PhraseTrie(lexicon);
        window = Integer.highestOneBit(trie.maxLength) * 2;
        int states = trie.states();
        fail = new int[states];
        ascii = new int[states * ASCII];
        outputs = new int[states][];
        buildFailures(states, trie.outputs);
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
                ascii[state * ASCII + c] = child >= 0 ? child : state == 0 ? 0 : ascii[fail[state] * ASCII + c];
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
    }

    private int step(int state, int c) {
        if (c < ASCII) {
            return ascii[state * ASCII + c];
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
     * Adds every phrase occurrence in {@code text} to {@code hits}, with its original UTF-16 span. The text's
     * end reads as a space (so "? " also matches a final question mark). ROT13 only rotates ASCII letters,
     * so in that reading any other character just ends a phrase.
     */
    void scan(String text, boolean rot13, Hits hits) {
        int[] origin = new int[window];
        int mask = window - 1;
        int state = 0;
        int folded = 0;
        boolean lastSpace = true;
        int n = text.length();
        for (int i = 0; i <= n; i++) {
            int c = i < n ? Folding.fold(text.charAt(i), rot13) : ' ';
            if (c == Folding.SKIP || (c == ' ' && lastSpace)) {
                continue;
            }
            if (rot13 && c >= ASCII) {
                state = 0;
                lastSpace = false;
                continue;
            }
            lastSpace = c == ' ';
            origin[folded & mask] = i;
            state = step(state, c);
            for (int id : outputs[state]) {
                int start = origin[(folded - trie.lengths[id] + 1) & mask];
                if (trie.startBounded[id] && start > 0 && Folding.wordChar(text.charAt(start - 1))) {
                    continue;
                }
                if (trie.endBounded[id] && i + 1 < n && Folding.wordChar(text.charAt(i + 1))) {
                    continue;
                }
                hits.add(trie.cues[id], start, Math.min(i + 1, n));
            }
            folded++;
        }
    }
}
