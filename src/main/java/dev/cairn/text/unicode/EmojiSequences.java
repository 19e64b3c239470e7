package dev.cairn.text.unicode;

import com.ibm.icu.text.UnicodeSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/**
 * The RGI emoji sequences of ICU's emoji data (more than one code point: ZWJ sequences, keycaps, flags,
 * tag sequences, modifier sequences, presentation sequences), matched longest first without allocation.
 */
final class EmojiSequences {
    private static final int[] FIRST;
    private static final String[][] BY_FIRST;

    static {
        TreeMap<Integer, List<String>> map = new TreeMap<>();
        for (String s : new UnicodeSet("[:RGI_Emoji:]").strings()) {
            if (s.codePointCount(0, s.length()) > 1) {
                map.computeIfAbsent(s.codePointAt(0), k -> new ArrayList<>()).add(s);
            }
        }
        FIRST = new int[map.size()];
        BY_FIRST = new String[map.size()][];
        int i = 0;
        for (var e : map.entrySet()) {
            FIRST[i] = e.getKey();
            List<String> list = e.getValue();
            list.sort(Comparator.comparingInt(String::length).reversed());
            BY_FIRST[i++] = list.toArray(new String[0]);
        }
    }

    private EmojiSequences() {
    }

    /** True when the code point may start a multi-code-point RGI sequence. */
    static boolean canStart(int cp) {
        return Arrays.binarySearch(FIRST, cp) >= 0;
    }

    /** UTF-16 length of the longest multi-code-point RGI emoji sequence starting at {@code at}, or 0. */
    static int match(String text, int at, int cp) {
        int k = Arrays.binarySearch(FIRST, cp);
        if (k < 0) {
            return 0;
        }
        for (String candidate : BY_FIRST[k]) {
            if (text.startsWith(candidate, at)) {
                return candidate.length();
            }
        }
        return 0;
    }

    /** True when the code point can continue an emoji sequence (ZWJ, selectors, keycap, modifiers, tags). */
    static boolean isComponent(int cp) {
        return cp == 0x200D || cp == 0xFE0F || cp == 0xFE0E || cp == 0x20E3 || (cp >= 0x1F3FB && cp <= 0x1F3FF)
            || (cp >= 0xE0020 && cp <= 0xE007F) || (cp >= 0x1F1E6 && cp <= 0x1F1FF);
    }
}
