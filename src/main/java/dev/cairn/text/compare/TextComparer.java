package dev.cairn.text.compare;

import com.ibm.icu.text.Normalizer2;
import dev.cairn.text.unicode.Positions;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.Scrubber;
import java.util.List;
import java.util.TreeMap;

/** compare_text: did someone slip hidden or look-alike characters into a text? */
public final class TextComparer {
    private TextComparer() {
    }

    public static Comparison compare(String original, String modified) {
        boolean equal = original.equals(modified);
        int prefix = commonPrefix(original, modified);
        Comparison.Position first = equal ? null : position(original, prefix);
        Comparison.Diff diff = equal ? new Comparison.Diff(List.of(), false) : Diffs.between(original, modified, prefix);
        TreeMap<Integer, Integer> suspectsA = Suspects.in(original);
        TreeMap<Integer, Integer> suspectsB = Suspects.in(modified);
        return new Comparison(equal, first, diff, equalAfter(original, modified, equal),
                Suspects.onlyIn(suspectsA, suspectsB), Suspects.onlyIn(suspectsB, suspectsA));
    }

    private static Comparison.Position position(String text, int offset) {
        Positions at = new Positions(text).at(offset);
        return new Comparison.Position(offset, at.line(), at.column());
    }

    private static Comparison.EqualAfter equalAfter(String a, String b, boolean equal) {
        if (equal) {
            return new Comparison.EqualAfter(true, true, true, true, true, true);
        }
        return new Comparison.EqualAfter(scrubbedEqual(a, b, ScrubMode.STANDARD), scrubbedEqual(a, b, ScrubMode.STRICT),
                scrubbedEqual(a, b, ScrubMode.UNICODE),
                Normalizer2.getNFCInstance().normalize(a).equals(Normalizer2.getNFCInstance().normalize(b)),
                Normalizer2.getNFKCInstance().normalize(a).equals(Normalizer2.getNFKCInstance().normalize(b)),
                Suspects.SPOOF.getSkeleton(a).equals(Suspects.SPOOF.getSkeleton(b)));
    }

    private static boolean scrubbedEqual(String a, String b, ScrubMode mode) {
        return Scrubber.scrub(a, mode).text().equals(Scrubber.scrub(b, mode).text());
    }

    /** Length of the common prefix, never ending inside a surrogate pair. */
    private static int commonPrefix(String a, String b) {
        int n = 0;
        int max = Math.min(a.length(), b.length());
        while (n < max && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        if (n > 0 && Character.isHighSurrogate(a.charAt(n - 1)) && n < max) {
            n--;
        }
        return n;
    }
}
