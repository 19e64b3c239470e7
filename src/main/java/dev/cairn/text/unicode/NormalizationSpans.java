package dev.cairn.text.unicode;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.Normalizer2;
import java.util.List;

/**
 * Spans (whole normalization segments, adjacent ones merged) that change under NFC or NFKC; their level is
 * {@link NormalizationLevel}'s.
 */
final class NormalizationSpans {
    private NormalizationSpans() {
    }

    static Normalization check(String text, FindingCollector counts, List<Finding> out, int cap) {
        Normalizer2 nfc = Normalizer2.getNFCInstance();
        Normalizer2 nfkc = Normalizer2.getNFKCInstance();
        boolean isNfc = nfc.isNormalized(text);
        boolean isNfkc = isNfc ? nfkc.isNormalized(text) : false;
        if (!isNfc && isNfkc) {
            isNfkc = false; // NFKC implies NFC
        }
        if (isNfkc) {
            return new Normalization(true, true);
        }
        // NFKC spans include the NFC ones; a span is low when NFC alone changes it
        Positions positions = new Positions(text);
        int pos = 0;
        int n = text.length();
        int spanStart = -1;
        int spanEnd = -1;
        boolean spanCanonical = false;
        while (pos < n) {
            int yes = pos + nfkc.spanQuickCheckYes(new Slice(text, pos, n));
            if (yes >= n) {
                break;
            }
            int s = yes;
            while (s > pos && !nfkc.hasBoundaryBefore(text.codePointAt(s))) {
                s -= Character.charCount(text.codePointBefore(s));
            }
            int e = yes + Character.charCount(text.codePointAt(yes));
            while (e < n && !nfkc.hasBoundaryBefore(text.codePointAt(e))) {
                e += Character.charCount(text.codePointAt(e));
            }
            String segment = text.substring(s, e);
            if (!nfkc.isNormalized(segment)) {
                boolean canonical = !nfc.isNormalized(segment);
                if (s == spanEnd) {
                    spanEnd = e;
                    spanCanonical |= canonical;
                } else {
                    emit(text, spanStart, spanEnd, spanCanonical, positions, counts, out, cap);
                    spanStart = s;
                    spanEnd = e;
                    spanCanonical = canonical;
                }
            }
            pos = e;
        }
        emit(text, spanStart, spanEnd, spanCanonical, positions, counts, out, cap);
        return new Normalization(isNfc, false);
    }

    private static void emit(String text, int start, int end, boolean canonical, Positions positions,
                             FindingCollector counts, List<Finding> out, int cap) {
        if (start < 0) {
            return;
        }
        int level = NormalizationLevel.of(text, start, end, canonical);
        start = firstChanged(text, start, end);
        counts.count(Cat.NORMALIZATION, level);
        if (out.size() >= cap) {
            return;
        }
        int[] cps = text.substring(start, end).codePoints().limit(FindingCollector.MAX_LISTED).toArray();
        positions.at(start);
        out.add(new Finding(Cat.NAMES[Cat.NORMALIZATION], Cat.severity(level), start, end - start, positions.line,
            positions.column, FindingCollector.codePoints(cps, cps.length), FindingCollector.names(cps, cps.length),
            canonical ? "Changes under NFC (and NFKC): the same text stored in another canonical form."
                : level == Cat.LOW ? "Compatibility form in Latin text (fullwidth, ligature, letterlike or mathematical"
                    + " symbol...): NFKC folds it to the plain letters or digits it imitates."
                : "Changes under NFKC only (compatibility form: fullwidth, ligature, superscript, special space...).",
            null, null));
    }

    /**
     * The span's first code point that is itself anomalous: a leading base letter that merely carries a
     * decomposed or misordered mark ("e" of "e" + U+0301) is skipped, so the finding starts on the mark.
     */
    private static int firstChanged(String text, int start, int end) {
        Normalizer2 nfkc = Normalizer2.getNFKCInstance();
        int s = start;
        while (s < end) {
            int cp = text.codePointAt(s);
            int next = s + Character.charCount(cp);
            if (next >= end || nfkc.getDecomposition(cp) != null || UCharacter.getCombiningClass(cp) != 0
                || (cp >= 0x1100 && cp <= 0x11FF)) {
                break; // a conjoining jamo is itself the anomaly
            }
            s = next;
        }
        return s;
    }

    /** A zero-copy view of the end of a string, for ICU's quick check. */
    private record Slice(String text, int start, int end) implements CharSequence {
        @Override
        public int length() {
            return end - start;
        }

        @Override
        public char charAt(int index) {
            return text.charAt(start + index);
        }

        @Override
        public CharSequence subSequence(int from, int to) {
            return text.subSequence(start + from, start + to);
        }

        @Override
        public String toString() {
            return text.substring(start, end);
        }
    }
}
