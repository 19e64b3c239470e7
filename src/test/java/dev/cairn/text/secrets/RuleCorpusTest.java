package dev.cairn.text.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every rule against its own positives and hard negatives ({@code secrets/rules.tsv}): a positive must be
 * found by exactly its rule at exactly the marked span, a negative must yield no finding at all. Per-rule and
 * overall precision and recall go to {@code target/rule-corpus-report.md}. Cases noted {@code known-gap:} are
 * reported but do not fail the test.
 */
class RuleCorpusTest {
    private static final String CORPUS = "/secrets/rules.tsv";
    private static final String OPEN = "\u27e6";
    private static final String CLOSE = "\u27e7";
    private static final String KNOWN_GAP = "known-gap:";
    private static final String ALSO = "also: ";

    /** One corpus line; {@code rule} is the first column (a rule id here, a class name in {@link ClassCorpusTest}). */
    record Case(int line, String rule, boolean positive, String text, int start, int end, String note) {
        boolean knownGap() {
            return note.startsWith(KNOWN_GAP);
        }

        /** A positive noted {@code also: <rule>} has a second credential beside it, found by that rule (an AWS key id). */
        boolean alsoFound(String ruleId) {
            return positive && note.equals(ALSO + ruleId);
        }
    }

    private record Outcome(Case corpusCase, List<SecretFinding> findings, boolean passed) {
    }

    /** Counts for one rule: its positives found at their span, missed, and its findings where none belonged. */
    private static final class Tally {
        int positives;
        int negatives;
        int truePositives;
        int falsePositives;

        String precision() {
            return ratio(truePositives, truePositives + falsePositives);
        }

        String recall() {
            return ratio(truePositives, positives);
        }
    }

    private static List<Case> cases;
    private static List<Outcome> outcomes;

    @BeforeAll
    static void runCorpus() throws IOException {
        cases = load(CORPUS);
        outcomes = new ArrayList<>();
        for (Case c : cases) {
            List<SecretFinding> findings = SecretDetectorTest.find(c.text());
            List<SecretFinding> own = findings.stream().filter(f -> !c.alsoFound(f.ruleId())).toList();
            boolean passed = c.positive()
                    ? own.size() == 1 && foundAtSpan(c, own.get(0))
                    : findings.isEmpty();
            outcomes.add(new Outcome(c, findings, passed));
        }
        writeReport();
    }

    @Test
    void everyRuleHasAPositiveAndAHardNegative() {
        TreeSet<String> ids = new TreeSet<>();
        Rules.all().forEach(rule -> ids.add(rule.id()));
        TreeSet<String> withPositive = new TreeSet<>();
        TreeSet<String> withNegative = new TreeSet<>();
        for (Case c : cases) {
            assertThat(ids).as("rule of corpus line %d", c.line()).contains(c.rule());
            (c.positive() ? withPositive : withNegative).add(c.rule());
        }
        assertThat(withPositive).as("rules with a positive").containsAll(ids);
        assertThat(withNegative).as("rules with a hard negative").containsAll(ids);
    }

    @Test
    void positivesAreFoundByExactlyTheirRuleAndNegativesByNone() {
        List<String> failures = outcomes.stream()
                .filter(o -> !o.passed() && !o.corpusCase().knownGap())
                .map(RuleCorpusTest::describe)
                .toList();
        assertThat(failures).as("corpus failures (see target/rule-corpus-report.md)").isEmpty();
    }

    private static boolean foundAtSpan(Case c, SecretFinding finding) {
        return finding.ruleId().equals(c.rule()) && finding.offset() == c.start()
                && finding.offset() + finding.length() == c.end();
    }

    static List<Case> load(String corpus) throws IOException {
        List<Case> loaded = new ArrayList<>();
        try (InputStream in = RuleCorpusTest.class.getResourceAsStream(corpus)) {
            assertThat(in).as(corpus).isNotNull();
            String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].isBlank() || lines[i].startsWith("#")) {
                    continue;
                }
                String[] columns = lines[i].split("\t", -1);
                assertThat(columns).as("corpus line %d: rule, kind, text, note", i + 1).hasSize(4);
                loaded.add(parse(i + 1, columns));
            }
        }
        return loaded;
    }

    private static Case parse(int line, String[] columns) {
        boolean positive = columns[1].equals("+");
        assertThat(positive || columns[1].equals("-")).as("corpus line %d kind", line).isTrue();
        String marked = unescape(columns[2]);
        int open = marked.indexOf(OPEN);
        int close = marked.indexOf(CLOSE);
        if (!positive) {
            assertThat(open).as("corpus line %d: a negative marks no span", line).isEqualTo(-1);
            return new Case(line, columns[0], false, marked, -1, -1, columns[3]);
        }
        assertThat(open).as("corpus line %d: a positive marks its span", line).isGreaterThanOrEqualTo(0);
        assertThat(close).as("corpus line %d: a positive marks its span", line).isGreaterThan(open);
        String text = marked.substring(0, open) + marked.substring(open + 1, close) + marked.substring(close + 1);
        return new Case(line, columns[0], true, text, open, close - 1, columns[3]);
    }

    private static String unescape(String escaped) {
        StringBuilder out = new StringBuilder(escaped.length());
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && i + 1 < escaped.length()) {
                char next = escaped.charAt(++i);
                out.append(switch (next) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    default -> next;
                });
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static void writeReport() throws IOException {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        Rules.all().forEach(rule -> tallies.put(rule.id(), new Tally()));
        for (Outcome o : outcomes) {
            Case c = o.corpusCase();
            Tally own = tallies.computeIfAbsent(c.rule(), id -> new Tally());
            if (c.positive()) {
                own.positives++;
            } else {
                own.negatives++;
            }
            for (SecretFinding finding : o.findings()) {
                if (c.alsoFound(finding.ruleId())) {
                    continue; // the credential beside the marked one, expected
                }
                Tally finder = tallies.computeIfAbsent(finding.ruleId(), id -> new Tally());
                if (c.positive() && foundAtSpan(c, finding)) {
                    finder.truePositives++;
                } else {
                    finder.falsePositives++;
                }
            }
        }
        Tally total = new Tally();
        tallies.values().forEach(t -> {
            total.positives += t.positives;
            total.negatives += t.negatives;
            total.truePositives += t.truePositives;
            total.falsePositives += t.falsePositives;
        });
        StringBuilder md = new StringBuilder("# Rule corpus report\n\n");
        md.append(String.format(Locale.ROOT, "%d rules, %d positives, %d hard negatives: precision %s, recall %s, "
                        + "%d known gaps, %d failures.%n%n", tallies.size(), total.positives, total.negatives,
                total.precision(), total.recall(), outcomes.stream().filter(o -> !o.passed() && o.corpusCase().knownGap()).count(),
                outcomes.stream().filter(o -> !o.passed() && !o.corpusCase().knownGap()).count()));
        md.append("| rule | positives | negatives | found | false findings | precision | recall |\n");
        md.append("|---|---|---|---|---|---|---|\n");
        tallies.forEach((id, t) -> md.append(String.format(Locale.ROOT, "| `%s` | %d | %d | %d | %d | %s | %s |%n", id,
                t.positives, t.negatives, t.truePositives, t.falsePositives, t.precision(), t.recall())));
        md.append("\n## Cases not passing\n\n");
        outcomes.stream().filter(o -> !o.passed()).forEach(o -> md.append("- ").append(describe(o)).append('\n'));
        Path report = Path.of("target", "rule-corpus-report.md");
        Files.createDirectories(report.getParent());
        Files.writeString(report, md.toString(), StandardCharsets.UTF_8);
    }

    /** Names the case and what was found, by rule and span only: the report never carries a value. */
    private static String describe(Outcome o) {
        Case c = o.corpusCase();
        List<String> found = o.findings().stream()
                .map(f -> f.ruleId() + "@" + f.offset() + "+" + f.length())
                .toList();
        return String.format(Locale.ROOT, "line %d %s %s%s: expected %s, found %s%s", c.line(), c.rule(),
                c.positive() ? "positive" : "negative", c.note().isEmpty() ? "" : " (" + c.note() + ")",
                c.positive() ? c.rule() + "@" + c.start() + "+" + (c.end() - c.start()) : "nothing", found,
                c.knownGap() ? " [known gap]" : "");
    }

    private static String ratio(int part, int whole) {
        return whole == 0 ? "n/a" : String.format(Locale.ROOT, "%.3f", (double) part / whole);
    }
}
