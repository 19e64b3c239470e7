package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The change percentages of a rework, computed from the input and output texts alone (docs/text-tools.md):
 * words are runs of letters with inner apostrophes, compared in lower case. Wording: the share of the input's
 * words (with multiplicity) the output no longer has. Structure: of the input's adjacent word pairs whose two
 * words both survive, the share the output no longer has side by side. Linear in the two texts: words become
 * numbers, pairs become one long each.
 */
final class ChangeFigures {
    record Figures(int wordingPercent, int structuralPercent) {
    }

    private ChangeFigures() {
    }

    static Figures of(String input, String output) {
        Map<String, Integer> ids = new HashMap<>();
        int[] in = ids(words(input), ids);
        int[] out = ids(words(output), ids);
        int[] outCounts = new int[ids.size()];
        for (int word : out) {
            outCounts[word]++;
        }
        int[] remaining = outCounts.clone();
        int lost = 0;
        for (int word : in) {
            if (--remaining[word] < 0) {
                lost++;
            }
        }
        PairCounts outPairs = new PairCounts(out.length);
        for (int i = 0; i + 1 < out.length; i++) {
            outPairs.add(pair(out[i], out[i + 1]), 1);
        }
        int pairs = 0;
        int broken = 0;
        for (int i = 0; i + 1 < in.length; i++) {
            if (outCounts[in[i]] > 0 && outCounts[in[i + 1]] > 0) {
                pairs++;
                if (outPairs.add(pair(in[i], in[i + 1]), -1) < 0) {
                    broken++;
                }
            }
        }
        return new Figures(percent(lost, in.length), percent(broken, pairs));
    }

    private static long pair(int first, int second) {
        return (long) first << 32 | second;
    }

    private static int percent(int part, int whole) {
        return whole == 0 ? 0 : (int) Math.max(0, Math.min(100, Math.round(100.0 * part / whole)));
    }

    private static int[] ids(List<String> words, Map<String, Integer> ids) {
        int[] numbers = new int[words.size()];
        for (int i = 0; i < numbers.length; i++) {
            numbers[i] = ids.computeIfAbsent(words.get(i), word -> ids.size());
        }
        return numbers;
    }

    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (!Tokenizer.isLetter(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int start = i;
            while (i < text.length()) {
                int c = text.codePointAt(i);
                if (Tokenizer.isLetter(c)) {
                    i += Character.charCount(c);
                } else if ((c == '\'' || c == '\u2019') && i + 1 < text.length()
                        && Tokenizer.isLetter(text.codePointAt(i + 1))) {
                    i++;
                } else {
                    break;
                }
            }
            words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
        }
        return words;
    }

    /** Counts per word pair in an open-addressing table (no boxing: a 1,000,000-character text has ~170,000 pairs). */
    private static final class PairCounts {
        private final long[] keys;
        private final int[] counts;
        private final boolean[] used;

        PairCounts(int expected) {
            int size = Integer.highestOneBit(Math.max(4, expected) * 2 - 1) * 2; // a power of two, at most half full
            keys = new long[size];
            counts = new int[size];
            used = new boolean[size];
        }

        /** Adds {@code delta} to the pair's count and answers the new count. */
        int add(long key, int delta) {
            int mask = keys.length - 1;
            int slot = (int) (mix(key) & mask);
            while (used[slot] && keys[slot] != key) {
                slot = (slot + 1) & mask;
            }
            if (!used[slot]) {
                used[slot] = true;
                keys[slot] = key;
            }
            counts[slot] += delta;
            return counts[slot];
        }

        private static long mix(long key) {
            long h = key * 0x9E3779B97F4A7C15L;
            return h ^ (h >>> 29);
        }
    }
}
