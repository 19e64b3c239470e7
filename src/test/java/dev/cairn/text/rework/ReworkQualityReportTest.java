package dev.cairn.text.rework;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * rework_text's grammar and change measure on English prose (CyberSecEval FRR prompts, BIPIA emails; see
 * {@link ReworkCorpus} for the splits): LanguageTool issues per 1,000 input words before and after each
 * mode, the issues each mode adds, the change figures and transformation counts, and the rules behind the
 * issues standard adds on TUNING. Prints the tables and writes target/rework-report.md:
 * {@code ./mvnw -B -ntp test -Dtest=ReworkQualityReportTest} (a sample; {@code -Dcairn.rework.full=true}
 * for every text; {@code -Dcairn.datasets=DIR} to read the datasets elsewhere).
 */
class ReworkQualityReportTest {
    /** The most grammar issues standard may add per 1,000 words on HELD-OUT (issue 21). */
    static final double MAX_ADDED_PER_1000 = 1.0;
    /**
     * Whether that limit counts the spelling rule: it flags WordNet words outside its own dictionary that
     * are no grammar error, so by default the limit applies to the other rules and spelling is reported.
     */
    static final boolean LIMIT_COUNTS_SPELLING = false;
    private static final int SAMPLE_PROMPTS = 120;
    private static final int SAMPLE_EMAILS = 40;
    private static final int TOP_RULES = 15;

    @Test
    void report() throws IOException {
        Path root = ReworkCorpus.root();
        assumeTrue(ReworkCorpus.present(root), "dataset absent: " + root.toAbsolutePath()
            + " (set -Dcairn.datasets=DIR)");
        boolean full = Boolean.getBoolean("cairn.rework.full");
        List<ReworkCorpus> splits = full ? ReworkCorpus.splits(root, Integer.MAX_VALUE, Integer.MAX_VALUE)
            : ReworkCorpus.splits(root, SAMPLE_PROMPTS, SAMPLE_EMAILS);
        ReworkGrammar grammar = new ReworkGrammar();
        StringBuilder md = new StringBuilder("# rework_text: grammar and change measure\n\n")
            .append(full ? "Every text" : "A sample (-Dcairn.rework.full=true for every text)")
            .append(". Issues are LanguageTool ").append("6.6 en-US (default rules) per 1,000 words of the input; ")
            .append("added = after - before; \"grammar\" excludes the spelling rule. Change figures are pooled ")
            .append("over the split (docs/text-tools.md defines them).\n");
        Map<String, Map<ReworkMode, ReworkTally>> results = new LinkedHashMap<>();
        for (ReworkCorpus split : splits) {
            Map<ReworkMode, ReworkTally> tallies = measure(split, grammar);
            results.put(split.name(), tallies);
            table(md, split, tallies);
        }
        addedRules(md, results.get(ReworkCorpus.TUNING).get(ReworkMode.STANDARD));
        System.out.println(md);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/rework-report.md"), md, StandardCharsets.UTF_8);

        results.forEach((split, tallies) -> tallies.values().forEach(t -> assertThat(t.missingItems)
            .as("%s %s: protected items missing from an output", split, t.mode).isEmpty()));
        assertThat(results.get(ReworkCorpus.HELD_OUT).get(ReworkMode.STANDARD).addedPer1000(LIMIT_COUNTS_SPELLING))
            .as("issues standard adds per 1,000 words on HELD-OUT").isLessThanOrEqualTo(MAX_ADDED_PER_1000);
    }

    private static Map<ReworkMode, ReworkTally> measure(ReworkCorpus split, ReworkGrammar grammar) {
        Map<ReworkMode, ReworkTally> tallies = new EnumMap<>(ReworkMode.class);
        for (ReworkMode mode : ReworkMode.values()) {
            tallies.put(mode, new ReworkTally(mode));
        }
        for (String text : split.texts()) {
            List<ReworkGrammar.Issue> before = grammar.check(text);
            // modes often give the same text (or the input itself): check each distinct text once
            Map<String, List<ReworkGrammar.Issue>> checked = new HashMap<>(Map.of(text, before));
            for (ReworkMode mode : ReworkMode.values()) {
                Rework rework = Reworker.shared().rework(text, mode);
                List<ReworkGrammar.Issue> after = checked.computeIfAbsent(rework.reworkedText(), grammar::check);
                tallies.get(mode).add(text, rework, before, after);
            }
        }
        return tallies;
    }

    private static void table(StringBuilder md, ReworkCorpus split, Map<ReworkMode, ReworkTally> tallies) {
        ReworkTally any = tallies.get(ReworkMode.STANDARD);
        md.append(String.format("%n## %s: %d FRR prompts + %d emails, %,d words%n%n", split.name(), split.prompts(),
            split.emails(), any.inputWords()));
        md.append("| text | issues /1k (all) | issues /1k (grammar) | added /1k (all) | added /1k (grammar) "
            + "| words changed % | structural change % | transformations |\n|---|---|---|---|---|---|---|---|\n");
        md.append(String.format("| original | %.2f | %.2f | | | | | |%n", any.issuesBeforePer1000(true),
            any.issuesBeforePer1000(false)));
        for (ReworkTally t : tallies.values()) {
            md.append(String.format("| %s | %.2f | %.2f | %+.2f | %+.2f | %d | %d | %s |%n", t.mode.wireName(),
                t.issuesAfterPer1000(true), t.issuesAfterPer1000(false), t.addedPer1000(true), t.addedPer1000(false),
                t.wordingChangePercent(), t.structuralChangePercent(), t.transformations()));
        }
        List<String> problems = new ArrayList<>();
        for (ReworkTally t : tallies.values()) {
            t.missingItems.forEach(item -> problems.add(t.mode.wireName() + ": protected item missing: " + item));
            t.figureDisagreements.forEach(c -> problems.add(t.mode.wireName() + ": figures differ: " + c));
        }
        md.append(problems.isEmpty() ? "\nEvery protected item kept; the engine's figures match the test's.\n"
            : "\n" + String.join("\n", problems.stream().map(p -> "- " + p).toList()) + "\n");
    }

    private static void addedRules(StringBuilder md, ReworkTally standardOnTuning) {
        md.append("\n## Rules of the issues standard adds (TUNING)\n\n| rule id | added | example (output) |\n")
            .append("|---|---|---|\n");
        for (Map.Entry<String, Long> rule : standardOnTuning.topAddedRules(TOP_RULES)) {
            md.append(String.format("| %s | %d | %s |%n", rule.getKey(), rule.getValue(),
                standardOnTuning.example(rule.getKey()).replace("|", "\\|")));
        }
    }
}
