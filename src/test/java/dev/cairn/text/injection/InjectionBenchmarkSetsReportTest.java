package dev.cairn.text.injection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cairn.text.injection.BenchmarkSet.Part;
import dev.cairn.text.injection.BenchmarkSetsReport.Scored;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * scan_untrusted_text on three sets the rules were not written against: spikee, AgentDojo and CyberSecEval's
 * false-refusal prompts, built as ../shared/datasets/README.md says (-Dcairn.datasets=DIR to read another copy).
 * A sample is flagged when {@code InjectionScanner.scan(text).score() >= Scoring.MEDIUM}; the tables also give
 * other thresholds. Prints the report and writes target/injection-sets-report.md:
 * {@code ./mvnw -B -ntp test -Dcds.skip=true -Dtest=InjectionBenchmarkSetsReportTest}.
 *
 * <p>Each source is split once, by a fixed rule, into a TUNING half (rules may be looked at against it) and a
 * HELD-OUT half (only measured):
 * <ul>
 *   <li>spikee: tuning = the seeds of cybersec-2025-04 (with its standalone attacks) and llm-mailbox; held-out =
 *   the seeds of sysmsg-extraction-2025-04 and the two results/v0.1 files (238 attacks, 30 benign emails).</li>
 *   <li>AgentDojo: tuning = the banking and slack suites; held-out = workspace and travel.</li>
 *   <li>CyberSecEval FRR: tuning = the English file; held-out = the multilingual file.</li>
 * </ul>
 * Asserted: every set present with the README's counts, and floors just under the figures of issue 19's round.
 */
class InjectionBenchmarkSetsReportTest {
    private static final String SPLIT = """
        Split (fixed, by source):
        - spikee: TUNING = seeds cybersec-2025-04 (+ its standalone attacks) and llm-mailbox; \
        HELD-OUT = seeds sysmsg-extraction-2025-04 and the results/v0.1 files.
        - AgentDojo: TUNING = banking, slack; HELD-OUT = workspace, travel.
        - CyberSecEval FRR: TUNING = English (mitre_frr.json); HELD-OUT = multilingual.
        """;
    private static final Map<String, Part> SPIKEE_SEEDS = new LinkedHashMap<>();
    private static final Map<String, Part> AGENTDOJO_SUITES = new LinkedHashMap<>();

    static {
        SPIKEE_SEEDS.put("cybersec-2025-04", Part.TUNING);
        SPIKEE_SEEDS.put("llm-mailbox", Part.TUNING);
        SPIKEE_SEEDS.put("sysmsg-extraction-2025-04", Part.HELD_OUT);
        AGENTDOJO_SUITES.put("banking", Part.TUNING);
        AGENTDOJO_SUITES.put("slack", Part.TUNING);
        AGENTDOJO_SUITES.put("workspace", Part.HELD_OUT);
        AGENTDOJO_SUITES.put("travel", Part.HELD_OUT);
    }

    private static Path root() {
        return Path.of(System.getProperty("cairn.datasets", "../shared/datasets")).resolve("injection");
    }

    @Test
    void report() throws IOException {
        Path root = root();
        for (String set : List.of("spikee", "agentdojo", "cyberseceval-frr")) {
            assumeTrue(Files.isDirectory(root.resolve(set)), "dataset absent: " + root.resolve(set).toAbsolutePath()
                + " (set -Dcairn.datasets=DIR)");
        }
        Map<String, BenchmarkSet> sets = new LinkedHashMap<>();
        spikee(root.resolve("spikee"), sets);
        AgentDojoSets.build(root.resolve("agentdojo"), AGENTDOJO_SUITES).forEach(s -> sets.put(s.name(), s));
        add(sets, FrrPrompts.read(root.resolve("cyberseceval-frr").resolve(FrrPrompts.ENGLISH_FILE)), "frr-english",
            Part.TUNING, false);
        add(sets, FrrPrompts.read(root.resolve("cyberseceval-frr").resolve(FrrPrompts.MULTILINGUAL_FILE)),
            "frr-multilingual", Part.HELD_OUT, false);

        List<Scored> scored = new ArrayList<>();
        sets.values().forEach(s -> scored.add(new Scored(s, scores(s))));
        String md = BenchmarkSetsReport.render("# scan_untrusted_text on spikee, AgentDojo and CyberSecEval FRR\n\n"
            + "Flagged = score >= " + BenchmarkSetsReport.ACTING + " (risk level medium or high).\n\n" + SPLIT, scored);
        System.out.println(md);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/injection-sets-report.md"), md, StandardCharsets.UTF_8);

        assertCounts(sets);
        assertFloors(scored);
    }

    /** Regression floors just under the figures of issue 19's round (docs/text-tools.md), at the acting threshold. */
    private static void assertFloors(List<Scored> scored) {
        Map<String, Double> recallAtLeast = new LinkedHashMap<>();
        recallAtLeast.put("spikee-cybersec-2025-04", 0.77);
        recallAtLeast.put("spikee-llm-mailbox", 0.99);
        recallAtLeast.put("spikee-sysmsg-extraction-2025-04", 0.40);
        recallAtLeast.put("spikee-results-attacks", 0.99);
        recallAtLeast.put("agentdojo-attacks-tuning", 0.78);
        recallAtLeast.put("agentdojo-attacks-held-out", 0.80);
        Map<String, Double> falsePositivesAtMost = new LinkedHashMap<>();
        falsePositivesAtMost.put("spikee-results-benign", 0.07);
        falsePositivesAtMost.put("agentdojo-defaults-tuning", 0.0);
        falsePositivesAtMost.put("agentdojo-defaults-held-out", 0.0);
        falsePositivesAtMost.put("agentdojo-other-records-tuning", 0.0);
        falsePositivesAtMost.put("agentdojo-other-records-held-out", 0.0);
        falsePositivesAtMost.put("frr-english", 0.01);
        falsePositivesAtMost.put("frr-multilingual", 0.005);
        for (Scored s : scored) {
            double rate = s.rate(BenchmarkSetsReport.ACTING);
            String name = s.set().name();
            if (recallAtLeast.containsKey(name)) {
                assertThat(rate).as(name).isGreaterThanOrEqualTo(recallAtLeast.get(name));
            }
            if (falsePositivesAtMost.containsKey(name)) {
                assertThat(rate).as(name).isLessThanOrEqualTo(falsePositivesAtMost.get(name));
            }
        }
    }

    private static void spikee(Path spikee, Map<String, BenchmarkSet> sets) throws IOException {
        for (Map.Entry<String, Part> seed : SPIKEE_SEEDS.entrySet()) {
            Path folder = spikee.resolve("seeds-" + seed.getKey());
            add(sets, SpikeeCases.seeds(folder, false), "spikee-" + seed.getKey(), seed.getValue(), true);
            add(sets, SpikeeCases.seeds(folder, true), "spikee-" + seed.getKey() + "-start-middle", seed.getValue(),
                true);
        }
        add(sets, SpikeeCases.standalone(spikee.resolve("seeds-cybersec-2025-04")), "spikee-standalone", Part.TUNING,
            true);
        add(sets, SpikeeCases.resultFile(spikee.resolve(SpikeeCases.ATTACK_RESULTS)), "spikee-results-attacks",
            Part.HELD_OUT, true);
        add(sets, SpikeeCases.resultFile(spikee.resolve(SpikeeCases.BENIGN_RESULTS)), "spikee-results-benign",
            Part.HELD_OUT, false);
    }

    private static void add(Map<String, BenchmarkSet> sets, BenchmarkSet.Builder builder, String name, Part part,
        boolean attacks) {
        sets.put(name, builder.build(name, part, attacks));
    }

    private static List<Integer> scores(BenchmarkSet set) {
        List<Integer> out = new ArrayList<>(set.samples().size());
        for (BenchmarkSet.Sample sample : set.samples()) {
            out.add(sample.records().stream().mapToInt(r -> InjectionScanner.scan(r).score()).max().orElse(0));
        }
        return out;
    }

    /** The counts of ../shared/datasets/README.md, so a mis-built set cannot pass for a measurement. */
    private static void assertCounts(Map<String, BenchmarkSet> sets) {
        Map<String, Integer> expected = new LinkedHashMap<>();
        expected.put("spikee-cybersec-2025-04", 1020);
        expected.put("spikee-cybersec-2025-04-start-middle", 1020);
        expected.put("spikee-llm-mailbox", 61);
        expected.put("spikee-llm-mailbox-start-middle", 122);
        expected.put("spikee-sysmsg-extraction-2025-04", 1374);
        expected.put("spikee-sysmsg-extraction-2025-04-start-middle", 1374);
        expected.put("spikee-standalone", 4);
        expected.put("spikee-results-attacks", 238);
        expected.put("spikee-results-benign", 30);
        expected.put("agentdojo-attacks-tuning", (4 * 9 + 6 * 5) * AgentDojoCases.TEMPLATES.size());
        expected.put("agentdojo-attacks-held-out", (16 * 14 + 13 * 7) * AgentDojoCases.TEMPLATES.size());
        expected.put("agentdojo-defaults-tuning", 4 + 7);
        expected.put("agentdojo-defaults-held-out", 16 + 14);
        expected.put("agentdojo-other-records-tuning", 37 + 52 - 11);
        expected.put("agentdojo-other-records-held-out", 606 + 404 - 30);
        expected.put("frr-english", 750);
        expected.put("frr-multilingual", 700);
        expected.forEach((name, n) -> assertThat(sets.get(name).samples()).as(name).hasSize(n));
        assertThat(sets.keySet()).containsExactlyInAnyOrderElementsOf(expected.keySet());
        sets.values().forEach(s -> s.samples().forEach(
            sample -> assertThat(sample.records()).as(s.name()).isNotEmpty()));
    }
}
