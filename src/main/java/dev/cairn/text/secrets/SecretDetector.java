package dev.cairn.text.secrets;

import com.google.re2j.Matcher;
import dev.cairn.text.unicode.Positions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.crypto.Mac;

/**
 * Finds likely credentials in linear time. One Aho-Corasick pass finds every rule keyword; each hit opens
 * a bounded window around it (clipped to its line unless the rule spans lines) and only that rule's RE2/J
 * pattern runs there. A hit inside a window the same rule already searched, far enough from its end, opens
 * none, so each character is searched a bounded number of times per rule. Lines carrying
 * {@value #ALLOW_MARKER} are skipped.
 */
public final class SecretDetector {
    public static final String ALLOW_MARKER = "cairn:allow-secret";
    public static final int MAX_FINDINGS = 1000;
    private static final int BACK_REACH = 256;

    private final List<Rule> rules;
    private final KeywordAutomaton automaton;
    private final int[][] rulesByKeyword;
    private final Judge judge;
    private final Fingerprinter fingerprinter;

    public SecretDetector(byte[] fingerprintKey) {
        this(Rules.all(), fingerprintKey);
    }

    SecretDetector(List<Rule> rules, byte[] fingerprintKey) {
        this.rules = rules;
        this.fingerprinter = new Fingerprinter(fingerprintKey);
        this.judge = new Judge(rules);
        Map<String, List<Integer>> byKeyword = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int r = 0; r < rules.size(); r++) {
            for (String keyword : rules.get(r).keywords()) {
                List<Integer> list = byKeyword.computeIfAbsent(keyword, k -> new ArrayList<>());
                if (!list.contains(r)) {
                    list.add(r);
                }
            }
        }
        List<String> keywords = new ArrayList<>(byKeyword.keySet());
        this.automaton = new KeywordAutomaton(keywords);
        this.rulesByKeyword = new int[keywords.size()][];
        for (int k = 0; k < keywords.size(); k++) {
            rulesByKeyword[k] = byKeyword.get(keywords.get(k)).stream().mapToInt(Integer::intValue).toArray();
        }
    }

    public int ruleCount() {
        return rules.size();
    }

    public SecretReport detect(String text) {
        List<Candidate> candidates = new ArrayList<>();
        Windows windows = new Windows(text, candidates);
        automaton.scan(text, windows);
        List<Candidate> kept = resolveOverlaps(candidates, AllowedLines.of(text, ALLOW_MARKER));
        return report(text, kept);
    }

    /** Runs rules in the windows keyword hits open. */
    private final class Windows implements KeywordAutomaton.Hits {
        private final String text;
        private final List<Candidate> out;
        private final int[] windowStart;
        private final int[] windowEnd;
        private final Set<Long> seen = new HashSet<>();

        Windows(String text, List<Candidate> out) {
            this.text = text;
            this.out = out;
            this.windowStart = new int[rules.size()];
            this.windowEnd = new int[rules.size()];
            java.util.Arrays.fill(windowEnd, -1);
        }

        @Override
        public void hit(int keyword, int start) {
            for (int r : rulesByKeyword[keyword]) {
                Rule rule = rules.get(r);
                if (rule.anchor() != Rule.Anchor.WINDOW && !rule.multiline()) {
                    attempt(r, rule, start);
                } else if (start < windowStart[r] || start + rule.reach() / 2 > windowEnd[r]) {
                    search(r, rule, start); // else the last window of this rule covered every match starting here
                }
            }
        }

        /** One anchored attempt: at the hit (after one boundary character) or at the start of its identifier. */
        private void attempt(int r, Rule rule, int hit) {
            int from = hit;
            if (rule.anchor() == Rule.Anchor.HIT) {
                if (rule.pattern().pattern().startsWith(Rule.START) || rule.pattern().pattern().startsWith("(?i:" + Rule.START)) {
                    if (hit > 0 && identifier(text.charAt(hit - 1)) && text.charAt(hit - 1) != '.') {
                        return; // the keyword continues a longer word: no token starts here
                    }
                    from = hit > 0 && !lineBreak(text.charAt(hit - 1)) ? hit - 1 : hit;
                }
            } else {
                int limit = Math.max(0, hit - 64);
                while (from > limit && identifier(text.charAt(from - 1))) {
                    from--;
                }
            }
            int to = (int) Math.min(text.length(), (long) hit + rule.reach());
            for (int i = hit; i < to; i++) {
                if (lineBreak(text.charAt(i))) {
                    to = i;
                    break;
                }
            }
            if (rule.basis() == Rule.Basis.GENERIC) {
                to = assignmentEnd(hit, to);
            }
            Matcher m = rule.pattern().matcher(text.substring(from, to));
            if (m.lookingAt()) {
                accept(r, rule, m, from, to);
            }
        }

        /**
         * Where a {@code key = value} starting at the hit can end at most: the key's identifier, a few
         * separator characters, then a run without whitespace. Keeps each anchored attempt short.
         */
        private int assignmentEnd(int hit, int to) {
            int i = hit;
            while (i < to && identifier(text.charAt(i))) {
                i++;
            }
            for (int k = 0; k < 8 && i < to && " \t\"'`:=>".indexOf(text.charAt(i)) >= 0; k++) {
                i++;
            }
            int limit = Math.min(to, i + 201);
            while (i < limit && !Character.isWhitespace(text.charAt(i))) {
                i++;
            }
            return Math.min(to, i + 1);
        }

        private static boolean lineBreak(char c) {
            return c == '\n' || c == '\r';
        }

        private static boolean identifier(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                    || c == '.';
        }

        private void search(int r, Rule rule, int hit) {
            int from = rule.multiline() ? hit : Math.max(0, hit - BACK_REACH);
            int to = (int) Math.min(text.length(), (long) hit + rule.reach());
            if (!rule.multiline()) {
                for (int i = hit - 1; i >= from; i--) {
                    if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                        from = i + 1;
                        break;
                    }
                }
                for (int i = hit; i < to; i++) {
                    if (text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                        to = i;
                        break;
                    }
                }
            }
            // Matches starting before the last window's end less half a reach were all found there.
            int resume = windowStart[r] <= from && windowEnd[r] > from ? windowEnd[r] - rule.reach() / 2 - 1 : from;
            windowStart[r] = from;
            windowEnd[r] = to;
            boolean clipped = to < text.length() && text.charAt(to) != '\n' && text.charAt(to) != '\r';
            Matcher m = rule.pattern().matcher(text.substring(from, to));
            int at = Math.max(0, resume - from);
            while (at <= to - from && m.find(at)) {
                at = Math.max(m.end(), at + 1);
                if (!(clipped && m.end("s") == to - from)) {
                    accept(r, rule, m, from, to);
                }
            }
        }

        private void accept(int r, Rule rule, Matcher m, int from, int to) {
            int s = m.start("s");
            int e = m.end("s");
            if (s < 0 || e <= s || !seen.add(((long) r << 32) | (from + s))) {
                return;
            }
            boolean generic = rule.basis() == Rule.Basis.GENERIC;
            if (generic && from + e < text.length() && "(.[".indexOf(text.charAt(from + e)) >= 0) {
                return; // a call, a member or an index: code, not a value
            }
            String keyName = generic ? m.group("k") : null;
            Candidate candidate = judge.judge(r, rule, text.substring(from + s, from + e), keyName, from + s);
            if (candidate != null) {
                out.add(candidate);
            }
        }
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
