package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * inspect_text: every invisible, deceptive or unusual code point of a text with its exact position.
 * Stateless and thread-safe; one pass over the code points, plus ICU calls on suspicious tokens only.
 */
public final class TextInspector {
    /** At most this many findings are listed; the summary counts all of them. */
    public static final int MAX_FINDINGS = 1000;

    private TextInspector() {
    }

    /**
     * Loads ICU's data and builds the tables (about half a second on first use) so the first caller does not
     * wait; call once at start-up. Idempotent and thread-safe.
     */
    public static void warmUp() {
        String sample = "p\u0430ypal.com \u0441\u043E\u0440 caf\u0065\u0301 \uD83D\uDC68\u200D\uD83D\uDC69 \u202E\uFE0F";
        inspect(sample);
        Scrubber.scrub(sample, ScrubMode.UNICODE);
    }

    public static Inspection inspect(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text is null");
        }
        TokenJudge judge = new TokenJudge(text, MAX_FINDINGS);
        FindingCollector collector = new FindingCollector(text, MAX_FINDINGS, judge);
        judge.countInto(collector);
        Scanner scanner = new Scanner(text, collector, true);
        scanner.run();
        collector.close();
        judge.finish();
        TokenState scripts = scanner.tokens();
        List<Finding> normalizationFindings = new ArrayList<>();
        Normalization normalization = NormalizationSpans.check(text, collector, normalizationFindings, MAX_FINDINGS);

        List<Finding> all = new ArrayList<>(collector.findings);
        all.addAll(judge.findings);
        all.addAll(normalizationFindings);
        all.sort(Comparator.comparingInt(Finding::offset).thenComparing(Finding::category));
        int total = 0;
        Map<String, Integer> counts = new TreeMap<>();
        for (int k = 1; k < collector.counts.length; k++) {
            if (collector.counts[k] > 0) {
                counts.put(Cat.NAMES[k], collector.counts[k]);
                total += collector.counts[k];
            }
        }
        boolean truncated = total > MAX_FINDINGS;
        List<Finding> listed = List.copyOf(all.size() > MAX_FINDINGS ? all.subList(0, MAX_FINDINGS) : all);
        List<String> names = scriptNames(scripts.scripts);
        Summary summary = new Summary(total, java.util.Collections.unmodifiableMap(counts), names, Cat.severity(collector.highest),
            Restriction.level(text, scripts.scripts));
        return new Inspection(listed, truncated, summary, normalization);
    }

    /**
     * False when {@link #inspect} cannot find a bidi control, tag character, zero-width character or control
     * at any severity, nor a variation selector above low: none of those four occurs and no two selectors are
     * adjacent (a lone selector is judged by its base alone, at low at most). One read of the text, nothing
     * allocated: a caller that wants only those findings skips the inspection of most texts.
     */
    public static boolean mayHide(String text) {
        boolean afterSelector = false;
        for (int i = 0; i < text.length(); ) {
            char c = text.charAt(i);
            if (c < 0x80) {
                if ((c < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7F) {
                    return true;
                }
                afterSelector = false;
                i++;
                continue;
            }
            int cp = text.codePointAt(i);
            int cat = CodePointTable.category(cp);
            if (cat == Cat.BIDI || cat == Cat.TAG || cat == Cat.ZERO_WIDTH || cat == Cat.CONTROL
                || (cat == Cat.VS && afterSelector)) {
                return true;
            }
            afterSelector = cat == Cat.VS;
            i += Character.charCount(cp);
        }
        return false;
    }

    private static List<String> scriptNames(long[] mask) {
        List<String> names = new ArrayList<>();
        for (int sc = 0; sc < 256; sc++) {
            if ((mask[sc >> 6] & (1L << (sc & 63))) != 0) {
                names.add(UScript.getName(sc));
            }
        }
        names.sort(null);
        return List.copyOf(names);
    }
}
