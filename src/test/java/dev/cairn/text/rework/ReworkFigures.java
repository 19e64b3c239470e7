package dev.cairn.text.rework;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The change figures of rework_text recomputed from the input and output texts alone, written apart from
 * the engine so the properties can compare the two. Words are maximal runs of letters (by code point)
 * joined by single inner apostrophes (' or ’), lower-cased with {@link Locale#ROOT}.
 * {@code wording}: words of the input the output no longer has (multiset difference) over the input's
 * words; {@code structural}: adjacent input pairs whose two words both survive, less the output's adjacent
 * pairs (multiset difference), over the number of such pairs.
 */
record ReworkFigures(int inputWords, int wordsLost, int survivingPairs, int pairsLost) {

    static ReworkFigures of(String input, String output) {
        List<String> in = words(input);
        List<String> out = words(output);
        Map<String, Integer> outWords = counts(out);
        int lost = lost(counts(in), outWords);
        List<String> survivingPairs = new ArrayList<>();
        for (int i = 0; i + 1 < in.size(); i++) {
            if (outWords.containsKey(in.get(i)) && outWords.containsKey(in.get(i + 1))) {
                survivingPairs.add(pair(in.get(i), in.get(i + 1)));
            }
        }
        List<String> outPairs = new ArrayList<>();
        for (int i = 0; i + 1 < out.size(); i++) {
            outPairs.add(pair(out.get(i), out.get(i + 1)));
        }
        return new ReworkFigures(in.size(), lost, survivingPairs.size(), lost(counts(survivingPairs), counts(outPairs)));
    }

    int wordingChangePercent() {
        return percent(wordsLost, inputWords);
    }

    int structuralChangePercent() {
        return percent(pairsLost, survivingPairs);
    }

    /** Half-up rounding of a double, clamped to 0..100; 0 for an empty denominator. */
    static int percent(long part, long whole) {
        if (whole == 0) {
            return 0;
        }
        return (int) Math.max(0, Math.min(100, Math.round(100.0 * part / whole)));
    }

    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (!Character.isLetter(cp)) {
                i += Character.charCount(cp);
                continue;
            }
            int start = i;
            i = endOfWord(text, i);
            words.add(text.substring(start, i).toLowerCase(Locale.ROOT));
        }
        return words;
    }

    /** The end of the word starting at {@code i}: letters, and an apostrophe only with a letter on both sides. */
    private static int endOfWord(String text, int i) {
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            if (Character.isLetter(cp)) {
                i += Character.charCount(cp);
            } else if (isApostrophe(cp) && i + 1 < text.length() && Character.isLetter(text.codePointAt(i + 1))) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static boolean isApostrophe(int cp) {
        return cp == '\'' || cp == '\u2019';
    }

    /** Letters never include NUL, so it separates the two words of a pair unambiguously. */
    private static String pair(String first, String second) {
        return first + '\0' + second;
    }

    private static Map<String, Integer> counts(List<String> items) {
        Map<String, Integer> counts = new HashMap<>();
        items.forEach(item -> counts.merge(item, 1, Integer::sum));
        return counts;
    }

    /** The size of the multiset difference {@code from} minus {@code kept}. */
    private static int lost(Map<String, Integer> from, Map<String, Integer> kept) {
        int lost = 0;
        for (Map.Entry<String, Integer> e : from.entrySet()) {
            lost += Math.max(0, e.getValue() - kept.getOrDefault(e.getKey(), 0));
        }
        return lost;
    }
}
