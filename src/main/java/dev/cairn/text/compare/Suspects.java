package dev.cairn.text.compare;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.text.SpoofChecker;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The characters a reader cannot see or cannot tell apart: invisible ones (default-ignorables, format
 * and control characters other than tab and line breaks, separators other than the space, lone
 * surrogates) and confusable ones (non-ASCII characters whose UTS #39 skeleton is plain ASCII, such as
 * Cyrillic а for a).
 */
final class Suspects {
    static final String INVISIBLE = "invisible";
    static final String CONFUSABLE = "confusable";
    /** One checker for the package: it is immutable and thread-safe. */
    static final SpoofChecker SPOOF = new SpoofChecker.Builder().build();
    private static final Map<Integer, Boolean> LOOKS_ASCII = new ConcurrentHashMap<>();

    private Suspects() {
    }

    /** Code point to count, in code point order, of every suspect in {@code text}. */
    static TreeMap<Integer, Integer> in(String text) {
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            boolean printableAscii = cp >= 0x20 && cp < 0x7F;
            if (!printableAscii && kind(cp) != null) {
                counts.merge(cp, 1, Integer::sum);
            }
            i += Character.charCount(cp);
        }
        return counts;
    }

    /** The suspects of {@code mine} whose code point never occurs in {@code theirs}. */
    static List<Comparison.Suspect> onlyIn(TreeMap<Integer, Integer> mine, TreeMap<Integer, Integer> theirs) {
        List<Comparison.Suspect> only = new ArrayList<>();
        mine.forEach((cp, count) -> {
            if (!theirs.containsKey(cp)) {
                only.add(new Comparison.Suspect(String.format("U+%04X", cp), UCharacter.getExtendedName(cp),
                        kind(cp), count));
            }
        });
        return only;
    }

    static String kind(int cp) {
        int type = UCharacter.getType(cp);
        boolean invisible = UCharacter.hasBinaryProperty(cp, UProperty.DEFAULT_IGNORABLE_CODE_POINT)
                || type == UCharacter.FORMAT || type == UCharacter.SURROGATE
                || type == UCharacter.CONTROL && cp != '\t' && cp != '\n' && cp != '\r'
                || (type == UCharacter.SPACE_SEPARATOR || type == UCharacter.LINE_SEPARATOR
                || type == UCharacter.PARAGRAPH_SEPARATOR) && cp != ' ';
        if (invisible) {
            return INVISIBLE;
        }
        return cp > 0x7F && LOOKS_ASCII.computeIfAbsent(cp, Suspects::skeletonIsAscii) ? CONFUSABLE : null;
    }

    private static boolean skeletonIsAscii(int cp) {
        String skeleton = SPOOF.getSkeleton(new String(Character.toChars(cp)));
        return skeleton.chars().allMatch(c -> c > 0x20 && c < 0x7F);
    }
}
