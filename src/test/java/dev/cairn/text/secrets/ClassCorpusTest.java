package dev.cairn.text.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.text.secrets.RuleCorpusTest.Case;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The failure classes of issue 19 ({@code secrets/classes.tsv}), each with positives and hard negatives written for
 * it: a positive must be found as one finding covering exactly its marked span, whatever the rule; a negative must
 * yield no finding. Per-class figures go to {@code target/class-corpus-report.md}.
 */
class ClassCorpusTest {
    private static final String CORPUS = "/secrets/classes.tsv";

    private static List<Case> cases;
    private static final List<String> failures = new ArrayList<>();

    @BeforeAll
    static void runCorpus() throws IOException {
        cases = RuleCorpusTest.load(CORPUS);
        Map<String, int[]> tallies = new LinkedHashMap<>(); // positives, found, negatives, flagged
        StringBuilder notPassing = new StringBuilder();
        for (Case c : cases) {
            List<SecretFinding> findings = SecretDetectorTest.find(c.text());
            int[] tally = tallies.computeIfAbsent(c.rule(), k -> new int[4]);
            boolean passed = c.positive() ? findings.stream().anyMatch(f -> exact(c, f)) : findings.isEmpty();
            tally[c.positive() ? 0 : 2]++;
            tally[c.positive() ? 1 : 3] += c.positive() == passed ? 1 : 0;
            if (!passed) {
                String line = describe(c, findings);
                notPassing.append("- ").append(line).append('\n');
                if (!c.knownGap()) {
                    failures.add(line);
                }
            }
        }
        writeReport(tallies, notPassing);
    }

    @Test
    void everyPositiveIsFoundAtItsSpanAndNoNegativeIsFlagged() {
        assertThat(failures).as("class corpus failures (see target/class-corpus-report.md)").isEmpty();
    }

    /** Redacting every span the engine reports leaves no character of a positive's value behind. */
    @Test
    void redactionThroughTheSpansLeavesNothingOfAnyPositive() {
        List<String> leaks = new ArrayList<>();
        for (Case c : cases) {
            if (!c.positive() || c.knownGap()) {
                continue;
            }
            boolean[] covered = new boolean[c.text().length()];
            for (SecretSpan span : SecretDetectorTest.DETECTOR.spans(c.text())) {
                for (int i = span.start(); i < span.end(); i++) {
                    covered[i] = true;
                }
            }
            for (int i = c.start(); i < c.end(); i++) {
                if (!covered[i]) {
                    leaks.add("line " + c.line() + " (" + c.rule() + "): offset " + i + " left unredacted");
                    break;
                }
            }
        }
        assertThat(leaks).isEmpty();
    }

    @Test
    void everyClassHasPositivesOrNegativesOfItsOwn() {
        assertThat(cases.stream().map(Case::rule).distinct()).contains("cli-password", "auth-argument", "netrc",
                "prose", "value-end", "cairn-key", "provider-syntax", "key-material", "reference", "public-key");
    }

    private static boolean exact(Case c, SecretFinding f) {
        return f.offset() == c.start() && f.offset() + f.length() == c.end();
    }

    /** The case and what was found, by rule and span only: the report never carries a value. */
    private static String describe(Case c, List<SecretFinding> findings) {
        return String.format(Locale.ROOT, "line %d %s %s%s: expected %s, found %s", c.line(), c.rule(),
                c.positive() ? "positive" : "negative", c.note().isEmpty() ? "" : " (" + c.note() + ")",
                c.positive() ? c.start() + "+" + (c.end() - c.start()) : "nothing",
                findings.stream().map(f -> f.ruleId() + "@" + f.offset() + "+" + f.length()).toList());
    }

    private static void writeReport(Map<String, int[]> tallies, StringBuilder notPassing) throws IOException {
        StringBuilder md = new StringBuilder("# Class corpus report (issue 19)\n\n");
        md.append("| class | positives found | negatives flagged |\n|---|---|---|\n");
        tallies.forEach((name, t) -> md.append(String.format(Locale.ROOT, "| %s | %d/%d | %d/%d |%n", name, t[1], t[0],
                t[3], t[2])));
        md.append("\n## Cases not passing\n\n").append(notPassing);
        Path report = Path.of("target", "class-corpus-report.md");
        Files.createDirectories(report.getParent());
        Files.writeString(report, md.toString(), StandardCharsets.UTF_8);
    }
}
