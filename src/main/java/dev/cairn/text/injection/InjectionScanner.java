package dev.cairn.text.injection;

import dev.cairn.text.unicode.Inspection;
import dev.cairn.text.unicode.Positions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * scan_untrusted_text: structural and heuristic prompt-injection risk signals in untrusted text, with an
 * overall risk level. Stateless and thread-safe; linear in the text's length (one automaton pass per
 * reading, bounded windows and decode budgets).
 */
public final class InjectionScanner {
    /** At most this many signals are listed; the summary counts all of them. */
    public static final int MAX_SIGNALS = 200;
    /** How many times nested payloads are decoded (base64 inside base64 is read; deeper is not). */
    public static final int DECODE_DEPTH = 2;
    public static final String NOTICE = "Heuristic risk signals only: this is not a determination of safety."
        + " A low or none level does not mean the text is safe, and a high level is not proof of an attack.";

    private InjectionScanner() {
    }

    public static ScanReport scan(String text) {
        return scan(text, null);
    }

    /** The same, reusing inspect_text's report of {@code text} (null: inspect it here) instead of inspecting it again. */
    public static ScanReport scan(String text, Inspection inspection) {
        if (text == null) {
            throw new IllegalArgumentException("text is null");
        }
        List<Draft> drafts = distinct(Pipeline.drafts(text, DECODE_DEPTH, inspection));
        Map<String, int[]> tally = new HashMap<>(); // a counter per category: no Integer per draft
        int highest = 0;
        for (Draft d : drafts) {
            tally.computeIfAbsent(d.category(), c -> new int[1])[0]++;
            highest = Math.max(highest, d.severity());
        }
        Map<String, Integer> counts = new TreeMap<>();
        tally.forEach((category, count) -> counts.put(category, count[0]));
        int score = Scoring.score(drafts);
        List<Signal> signals = new ArrayList<>();
        Positions positions = new Positions(text);
        for (Draft d : drafts.subList(0, Math.min(MAX_SIGNALS, drafts.size()))) {
            positions.at(d.start());
            signals.add(new Signal(d.category(), Severity.name(d.severity()), d.start(), d.end() - d.start(),
                positions.line(), positions.column(), d.explanation(), d.decodedFrom()));
        }
        ScanReport.Summary summary = new ScanReport.Summary(drafts.size(), Collections.unmodifiableMap(counts),
            Severity.name(highest));
        return new ScanReport(Scoring.level(score), score, List.copyOf(signals), drafts.size() > MAX_SIGNALS, summary,
            NOTICE);
    }

    /** By offset; of the drafts of one category that overlap, only the most severe (the first of equals) stays. */
    private static List<Draft> distinct(List<Draft> drafts) {
        drafts.sort((a, b) -> a.start() != b.start() ? Integer.compare(a.start(), b.start())
            : Integer.compare(b.severity(), a.severity()));
        List<Draft> kept = new ArrayList<>();
        // per category (numbered as met, a few dozen at most): the index in kept of its last draft, or -1
        Map<String, Integer> categories = new HashMap<>();
        int[] lastOfCategory = new int[0];
        for (Draft d : drafts) {
            Integer id = categories.get(d.category());
            int category = id == null ? categories.size() : id;
            if (id == null) {
                categories.put(d.category(), category);
                lastOfCategory = Arrays.copyOf(lastOfCategory, category + 1);
                lastOfCategory[category] = -1;
            }
            int last = lastOfCategory[category];
            if (last >= 0 && d.start() < kept.get(last).end()) {
                if (d.severity() > kept.get(last).severity()) {
                    kept.set(last, d);
                }
                continue;
            }
            lastOfCategory[category] = kept.size();
            kept.add(d);
        }
        kept.sort((a, b) -> Integer.compare(a.start(), b.start()));
        return kept;
    }
}
