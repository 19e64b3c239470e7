package dev.cairn.text.secrets;

import java.util.ArrayList;
import java.util.List;

/**
 * Aho-Corasick over ASCII keywords, matched case-insensitively in one forward pass. The transition table
 * is dense (states x 128), so the hot loop reads one int per character and allocates nothing; a
 * non-ASCII character sends the walk back to the root.
 */
final class KeywordAutomaton {
    private static final int ALPHABET = 128;
    private final int[] next;
    /** Per state, the ids of every keyword ending there (its own and its suffixes'). */
    private final int[][] outputs;
    private final int[] lengths;

    /** Receives each keyword hit: the keyword's id and the offset where it starts. */
    interface Hits {
        void hit(int keyword, int start);
    }

    KeywordAutomaton(List<String> keywords) {
        List<int[]> rows = new ArrayList<>();
        List<List<Integer>> out = new ArrayList<>();
        rows.add(newRow());
        out.add(new ArrayList<>());
        lengths = new int[keywords.size()];
        for (int id = 0; id < keywords.size(); id++) {
            String keyword = keywords.get(id);
            lengths[id] = keyword.length();
            int state = 0;
            for (int i = 0; i < keyword.length(); i++) {
                int c = lower(keyword.charAt(i));
                if (c >= ALPHABET) {
                    throw new IllegalArgumentException("keywords are ASCII: " + keyword);
                }
                if (rows.get(state)[c] < 0) {
                    rows.get(state)[c] = rows.size();
                    rows.add(newRow());
                    out.add(new ArrayList<>());
                }
                state = rows.get(state)[c];
            }
            out.get(state).add(id);
        }
        int states = rows.size();
        next = new int[states * ALPHABET];
        int[] fail = new int[states];
        int[] queue = new int[states];
        int head = 0;
        int tail = 0;
        for (int c = 0; c < ALPHABET; c++) {
            int child = rows.get(0)[c];
            next[c] = child < 0 ? 0 : child;
            if (child > 0) {
                fail[child] = 0;
                queue[tail++] = child;
            }
        }
        while (head < tail) {
            int state = queue[head++];
            out.get(state).addAll(out.get(fail[state]));
            for (int c = 0; c < ALPHABET; c++) {
                int child = rows.get(state)[c];
                if (child < 0) {
                    next[state * ALPHABET + c] = next[fail[state] * ALPHABET + c];
                } else {
                    fail[child] = next[fail[state] * ALPHABET + c];
                    next[state * ALPHABET + c] = child;
                    queue[tail++] = child;
                }
            }
        }
        outputs = new int[states][];
        for (int s = 0; s < states; s++) {
            outputs[s] = out.get(s).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    private static int[] newRow() {
        int[] row = new int[ALPHABET];
        java.util.Arrays.fill(row, -1);
        return row;
    }

    private static int lower(char c) {
        return c >= 'A' && c <= 'Z' ? c + 32 : c;
    }

    /** Reports every occurrence of every keyword in {@code text}, in order of their end. */
    void scan(CharSequence text, Hits hits) {
        int state = 0;
        for (int i = 0, n = text.length(); i < n; i++) {
            int c = lower(text.charAt(i));
            if (c >= ALPHABET) {
                state = 0;
                continue;
            }
            state = next[state * ALPHABET + c];
            int[] found = outputs[state];
            for (int k = 0; k < found.length; k++) {
                hits.hit(found[k], i + 1 - lengths[found[k]]);
            }
        }
    }
}
