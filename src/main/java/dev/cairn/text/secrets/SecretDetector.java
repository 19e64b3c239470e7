package dev.cairn.text.secrets;

import dev.cairn.text.unicode.Positions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.crypto.Mac;

/**
 * Finds likely credentials in linear time. One Aho-Corasick pass finds every rule keyword; each hit opens
 * a bounded window around it (clipped to its line unless the rule spans lines) and only that rule's RE2/J
 * pattern runs there ({@link KeywordWindows}). Overlapping candidates are resolved to the most confident,
 * and lines carrying {@value #ALLOW_MARKER} are skipped.
 */
public final class SecretDetector {
    public static final String ALLOW_MARKER = "cairn:allow-secret";
    public static final int MAX_FINDINGS = 1000;

    private final List<Rule> rules;
    private final RuleIndex index;
    private final Judge judge;
    private final Fingerprinter fingerprinter;

    public SecretDetector(byte[] fingerprintKey) {
        this(Rules.all(), fingerprintKey);
    }

    SecretDetector(List<Rule> rules, byte[] fingerprintKey) {
        this.rules = rules;
        this.fingerprinter = new Fingerprinter(fingerprintKey);
        this.judge = new Judge(rules);
        this.index = RuleIndex.of(rules, ALLOW_MARKER);
    }

    public int ruleCount() {
        return rules.size();
    }

    public SecretReport detect(String text) {
        return report(text, locate(text));
    }

    /** Where every credential is, in text order: all of them, where {@link #detect} lists at most {@value #MAX_FINDINGS}. */
    public List<SecretSpan> spans(String text) {
        return spans(locate(text));
    }

    /** Both {@link #detect} and {@link #spans} of one text, from one pass. */
    public Detection detectWithSpans(String text) {
        List<Candidate> kept = locate(text);
        return new Detection(report(text, kept), spans(kept));
    }

    /** The report of a text and the spans of all its credentials. */
    public record Detection(SecretReport report, List<SecretSpan> spans) {
    }

    private List<SecretSpan> spans(List<Candidate> kept) {
        List<SecretSpan> spans = new ArrayList<>(kept.size());
        for (Candidate c : kept) {
            Rule rule = rules.get(c.rule());
            spans.add(new SecretSpan(rule.id(), rule.provider(), c.start(), c.end()));
        }
        return spans;
    }

    private List<Candidate> locate(String text) {
        List<Candidate> candidates = new ArrayList<>();
        KeywordWindows windows = new KeywordWindows(index, judge, text, candidates);
        index.automaton().scan(text, windows);
        return resolveOverlaps(candidates, AllowedLines.of(text, windows.allowMarkers()));
    }

    /** Keeps, among overlapping candidates, the most confident (then the earlier rule, then the longer). */
    private static List<Candidate> resolveOverlaps(List<Candidate> candidates, AllowedLines allowed) {
        candidates.sort(Comparator.comparingInt((Candidate c) -> -c.confidence()).thenComparingInt(Candidate::rule)
                .thenComparingInt(c -> c.start() - c.end()).thenComparingInt(Candidate::start));
        TreeMap<Integer, Candidate> kept = new TreeMap<>();
        for (Candidate c : candidates) {
            if (allowed.contains(c.start())) {
                continue;
            }
            Map.Entry<Integer, Candidate> before = kept.floorEntry(c.start());
            Map.Entry<Integer, Candidate> after = kept.ceilingEntry(c.start());
            if ((before != null && before.getValue().end() > c.start()) || (after != null && after.getKey() < c.end())) {
                continue;
            }
            kept.put(c.start(), c);
        }
        return new ArrayList<>(kept.values());
    }

    private SecretReport report(String text, List<Candidate> kept) {
        Mac mac = fingerprinter.mac();
        Positions positions = new Positions(text);
        List<SecretFinding> findings = new ArrayList<>(Math.min(kept.size(), MAX_FINDINGS));
        Map<String, Integer> byRule = new TreeMap<>();
        Map<String, Integer> byProvider = new TreeMap<>();
        int highest = -1;
        for (Candidate c : kept) {
            Rule rule = rules.get(c.rule());
            byRule.merge(rule.id(), 1, Integer::sum);
            byProvider.merge(rule.provider(), 1, Integer::sum);
            highest = Math.max(highest, c.confidence());
            if (findings.size() < MAX_FINDINGS) {
                positions.at(c.start());
                findings.add(new SecretFinding(rule.id(), rule.provider(), Candidate.CONFIDENCE[c.confidence()],
                        c.evidence(), c.start(), c.end() - c.start(), positions.line(), positions.column(),
                        Fingerprinter.fingerprint(mac, text.substring(c.start(), c.end()))));
            }
        }
        return new SecretReport(findings, kept.size() > MAX_FINDINGS, new SecretReport.Summary(kept.size(), byRule,
                byProvider, highest < 0 ? "none" : Candidate.CONFIDENCE[highest]));
    }
}
