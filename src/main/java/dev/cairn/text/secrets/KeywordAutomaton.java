package dev.cairn.text.secrets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Aho-Corasick over ASCII keywords, matched case-insensitively in one forward pass. The transition table
 * has one column per character class (a letter and its upper case share one; characters in no keyword share
 * one), so it stays small enough for the cache; its entries are the next state's row offset, negated when
 * a keyword ends there, so the hot loop reads two ints per character and allocates nothing. A non-ASCII
 * character sends the walk back to the root.
 */
final class KeywordAutomaton {
    private static final int ASCII = 128;
    private static final int CHUNK = 4096;
    /** Per ASCII character, its column; 0 for characters in no keyword. */
    private final int[] column = new int[ASCII];
    private final int columns;
    /** Per state row offset plus column, the next state's row offset, negated when keywords end there. */
    private final int[] next;
    /** Per state, the ids of every keyword ending there (its own and its suffixes'). */
    private final int[][] outputs;
    private final int[] lengths;

    /** Receives each keyword hit: the keyword's id and the offset where it starts. */
    interface Hits {
        void hit(int keyword, int start);
    }

    KeywordAutomaton(List<String> keywords) {
        int classes = 1;
        for (String keyword : keywords) {
            for (int i = 0; i < keyword.length(); i++) {
                int c = lower(keyword.charAt(i));
                if (c >= ASCII) {
                    throw new IllegalArgumentException("keywords are ASCII: " + keyword);
                }
                if (column[c] == 0) {
                    column[c] = classes++;
                }
            }
        }
        for (int c = 'A'; c <= 'Z'; c++) {
            column[c] = column[lower((char) c)];
        }
        columns = classes;
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
                int c = column[keyword.charAt(i)];
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
        int[] goTo = new int[states * columns];
        int[] fail = new int[states];
        int[] queue = new int[states];
        int head = 0;
        int tail = 0;
        for (int c = 0; c < columns; c++) {
            int child = rows.get(0)[c];
            goTo[c] = child < 0 ? 0 : child;
            if (child > 0) {
                queue[tail++] = child;
            }
        }
        while (head < tail) {
            int state = queue[head++];
            out.get(state).addAll(out.get(fail[state]));
            for (int c = 0; c < columns; c++) {
                int child = rows.get(state)[c];
                if (child < 0) {
                    goTo[state * columns + c] = goTo[fail[state] * columns + c];
                } else {
                    fail[child] = goTo[fail[state] * columns + c];
                    goTo[state * columns + c] = child;
                    queue[tail++] = child;
                }
            }
        }
        outputs = new int[states][];
        for (int s = 0; s < states; s++) {
            outputs[s] = out.get(s).stream().mapToInt(Integer::intValue).toArray();
        }
        next = new int[states * columns];
        for (int i = 0; i < next.length; i++) {
            int target = goTo[i];
            next[i] = outputs[target].length > 0 ? -target * columns : target * columns;
        }
    }

    private int[] newRow() {
        int[] row = new int[columns];
        Arrays.fill(row, -1);
        return row;
    }

    private static int lower(char c) {
        return c >= 'A' && c <= 'Z' ? c + 32 : c;
    }

    /** Reports every occurrence of every keyword in {@code text}, in order of their end. */
    void scan(String text, Hits hits) {
        char[] chunk = new char[CHUNK];
        int state = 0;
        for (int base = 0, n = text.length(); base < n; base += CHUNK) {
            int length = Math.min(CHUNK, n - base);
            text.getChars(base, base + length, chunk, 0);
            for (int i = 0; i < length; i++) {
                char c = chunk[i];
                if (c >= ASCII) {
                    state = 0;
                    continue;
                }
                state = next[state + column[c]];
                if (state < 0) {
                    state = -state;
                    for (int keyword : outputs[state / columns]) {
                        hits.hit(keyword, base + i + 1 - lengths[keyword]);
                    }
                }
            }
        }
    }
}
