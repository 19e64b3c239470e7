package dev.cairn.text.unicode;

import com.ibm.icu.lang.UScript;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
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
    private static final int TOKEN_CACHE = 4096;

    private TextInspector() {
    }

    public static Inspection inspect(String text) {
        if (text == null) {
            throw new IllegalArgumentException("text is null");
        }
        List<Finding> tokenFindings = new ArrayList<>();
        List<int[]> wholeScriptCandidates = new ArrayList<>();
        Map<String, Confusables.Verdict> verdicts = new HashMap<>();
        FindingCollector[] holder = new FindingCollector[1];
        FindingCollector collector = new FindingCollector(text, MAX_FINDINGS, (s, e, line, col, mixed) -> {
            if (!mixed) {
                wholeScriptCandidates.add(new int[] {s, e, line, col});
                return;
            }
            int start = trimStart(text, s, e);
            int end = trimEnd(text, s, e);
            String token = text.substring(start, end);
            Confusables.Verdict v = verdicts.get(token);
            if (v == null) {
                v = Confusables.mixed(token);
                if (verdicts.size() < TOKEN_CACHE) {
                    verdicts.put(token, v);
                }
            }
            if (v.category() != Cat.NONE) {
                holder[0].count(v.category(), v.level());
                if (tokenFindings.size() < MAX_FINDINGS) {
                    tokenFindings.add(v.at(start, end, line, col + (start - s)));
                }
            }
        });
        holder[0] = collector;
        Scanner scanner = new Scanner(text, collector, true);
        scanner.run();
        collector.close();
        TokenState scripts = scanner.tokens();
        if (scripts.latinLetters > scripts.otherLetters) {
            for (int[] c : wholeScriptCandidates) {
                Finding f = Confusables.wholeScript(text, c[0], c[1], c[2], c[3]);
                if (f != null) {
                    collector.count(Cat.CONFUSABLE, Cat.MEDIUM);
                    if (tokenFindings.size() < MAX_FINDINGS) {
                        tokenFindings.add(f);
                    }
                }
            }
        }
        List<Finding> normalizationFindings = new ArrayList<>();
        Normalization normalization = NormalizationSpans.check(text, collector, normalizationFindings, MAX_FINDINGS);

        List<Finding> all = new ArrayList<>(collector.findings);
        all.addAll(tokenFindings);
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

    private static int trimStart(String text, int s, int e) {
        while (s < e && isTokenPunct(text.charAt(s))) {
            s++;
        }
        return s;
    }

    private static int trimEnd(String text, int s, int e) {
        while (e > s && isTokenPunct(text.charAt(e - 1))) {
            e--;
        }
        return e;
    }

    private static boolean isTokenPunct(char c) {
        return c == '.' || c == '-' || c == '_' || c == '@';
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
