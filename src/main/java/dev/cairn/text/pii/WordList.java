package dev.cairn.text.pii;

import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.IntStream;

/**
 * Finds listed words in a bounded stretch of text, case-insensitively. A word of a spaced script ("tel",
 * "телефон") must stand whole, with no letter touching either end and no dot before it (".no" ends a domain);
 * a word of a script written without spaces ("電話") or a symbol ("☎") matches wherever it occurs. Words are
 * indexed by their first character, so a position costs one binary search unless a word starts with it.
 */
final class WordList {
    private final List<String> words;
    private final char[] firstChars;
    private final int[][] wordsByFirstChar;

    /** {@code words} in lower case. */
    WordList(List<String> words) {
        this.words = words;
        TreeMap<Character, int[]> byFirst = new TreeMap<>();
        for (int w = 0; w < words.size(); w++) {
            int index = w;
            byFirst.merge(words.get(w).charAt(0), new int[] {w},
                    (a, b) -> IntStream.concat(IntStream.of(a), IntStream.of(index)).toArray());
        }
        this.firstChars = new char[byFirst.size()];
        this.wordsByFirstChar = new int[byFirst.size()][];
        int k = 0;
        for (var entry : byFirst.entrySet()) {
            firstChars[k] = entry.getKey();
            wordsByFirstChar[k++] = entry.getValue();
        }
    }

    /** The index of the first word found starting in [{@code from}, {@code to}) and ending by {@code to}, or -1. */
    int firstIn(CharSequence text, int from, int to) {
        for (int i = from; i < to; i++) {
            int found = at(text, i, to);
            if (found >= 0) {
                return found;
            }
        }
        return -1;
    }

    /** The index of a word starting at {@code i} and ending by {@code to}, or -1. */
    int at(CharSequence text, int i, int to) {
        int slot = Arrays.binarySearch(firstChars, Character.toLowerCase(text.charAt(i)));
        if (slot < 0) {
            return -1;
        }
        boolean wordStart = i == 0 || !(Character.isLetter(text.charAt(i - 1)) || text.charAt(i - 1) == '.');
        for (int w : wordsByFirstChar[slot]) {
            String word = words.get(w);
            int end = i + word.length();
            if (end > to || !regionMatches(text, i, word)) {
                continue;
            }
            if (!isSpaced(word) || (wordStart && (end == text.length() || !Character.isLetter(text.charAt(end))))) {
                return w;
            }
        }
        return -1;
    }

    private static boolean isSpaced(String word) {
        char first = word.charAt(0);
        return Character.isLetter(first) && !Chars.isUnspacedScript(first);
    }

    private static boolean regionMatches(CharSequence text, int at, String word) {
        for (int k = 1; k < word.length(); k++) {
            if (Character.toLowerCase(text.charAt(at + k)) != word.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
