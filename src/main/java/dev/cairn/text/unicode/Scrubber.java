package dev.cairn.text.unicode;

import com.ibm.icu.text.Normalizer2;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * scrub_text: removes or replaces what {@link TextInspector} flags, code point by code point, and never
 * rewrites wording. Stateless and thread-safe. The exact rules per mode are in docs/text-tools.md:
 * <ul>
 *   <li>{@code STANDARD}: every code point flagged low or above. Unusual whitespace becomes U+0020; lone
 *   surrogates and noncharacters become U+FFFD; everything else flagged is removed.</li>
 *   <li>{@code STRICT}: also what is info or legitimate-but-unusual (private use, unassigned, a leading BOM,
 *   NBSP in French typography, ideographic space, bidi marks beside RTL text, non-RGI emoji ZWJ, ZWSP in
 *   Thai and the like). Kept: RGI emoji sequences, explained variation selectors, ZWNJ and ZWJ in
 *   Arabic-script and Indic orthography.</li>
 *   <li>{@code UNICODE}: strict, then NFKC, repeated until stable (at most four rounds).</li>
 * </ul>
 * Counts are of code points per category; under {@code UNICODE}, {@code replaced.normalization} counts the
 * spans NFKC changed.
 */
public final class Scrubber {
    private Scrubber() {
    }

    public static ScrubResult scrub(String text, ScrubMode mode) {
        if (text == null || mode == null) {
            throw new IllegalArgumentException("text and mode are required");
        }
        int[] removed = new int[Cat.NAMES.length];
        int[] replaced = new int[Cat.NAMES.length];
        boolean strict = mode != ScrubMode.STANDARD;
        String out = pass(text, strict, removed, replaced);
        if (mode == ScrubMode.UNICODE) {
            Normalizer2 nfkc = Normalizer2.getNFKCInstance();
            for (int round = 0; round < 4 && !nfkc.isNormalized(out); round++) {
                FindingCollector spans = new FindingCollector(out, 0, (s, e, l, c, m) -> { });
                NormalizationSpans.check(out, spans, new ArrayList<>(), 0);
                replaced[Cat.NORMALIZATION] += spans.counts[Cat.NORMALIZATION];
                out = pass(nfkc.normalize(out), true, removed, replaced);
            }
        }
        return new ScrubResult(out, !out.equals(text), map(removed), map(replaced));
    }

    private static String pass(String text, boolean strict, int[] removed, int[] replaced) {
        Edit edit = new Edit(text, strict ? Cat.LEGIT : Cat.LOW, removed, replaced);
        new Scanner(text, edit, false).run();
        return edit.result();
    }

    private static Map<String, Integer> map(int[] counts) {
        Map<String, Integer> m = new TreeMap<>();
        for (int k = 1; k < counts.length; k++) {
            if (counts[k] > 0) {
                m.put(Cat.NAMES[k], counts[k]);
            }
        }
        return Collections.unmodifiableMap(m);
    }

    /** Copies the text, acting on each event at or above the mode's threshold. */
    private static final class Edit implements Scanner.Sink {
        private final String text;
        private final int threshold;
        private final int[] removed;
        private final int[] replaced;
        private StringBuilder out;
        private int copied;

        Edit(String text, int threshold, int[] removed, int[] replaced) {
            this.text = text;
            this.threshold = threshold;
            this.removed = removed;
            this.replaced = replaced;
        }

        @Override
        public void event(int offset, int length, int cp, int category, int level, int line, int column) {
            if (level < threshold) {
                return;
            }
            if (out == null) {
                out = new StringBuilder(text.length());
            }
            out.append(text, copied, offset);
            copied = offset + length;
            if (category == Cat.WHITESPACE) {
                out.append(' ');
                replaced[category]++;
            } else if (category == Cat.LONE_SURROGATE || category == Cat.NONCHARACTER) {
                out.append('\uFFFD');
                replaced[category]++;
            } else {
                removed[category]++;
            }
        }

        String result() {
            if (out == null) {
                return text;
            }
            out.append(text, copied, text.length());
            return out.toString();
        }
    }
}
