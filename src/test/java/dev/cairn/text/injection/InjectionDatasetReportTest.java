package dev.cairn.text.injection;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Detection figures for docs/text-tools.md: recall on CyberSecEval and on BIPIA email contexts with attacks
 * inserted, false positives on NotInject and on the clean BIPIA contexts, and the trade-off per score
 * threshold. Reads ../shared/datasets (or -Dcairn.datasets=DIR); prints the tables and writes them to
 * target/injection-report.md: {@code ./mvnw -B -ntp -o test -Dtest=InjectionDatasetReportTest}.
 */
class InjectionDatasetReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int[] THRESHOLDS = {Scoring.LOW, 20, Scoring.MEDIUM, 50, Scoring.HIGH, 85};
    private static final int DEFAULT = Scoring.MEDIUM;
    private static final String[] POSITIONS = {"start", "middle", "end"};

    /** Scores of one labelled set, grouped for the breakdown tables. */
    private static final class Scores {
        final Map<String, List<Integer>> groups = new TreeMap<>();
        final List<Integer> all = new ArrayList<>();

        void add(String group, int score) {
            groups.computeIfAbsent(group, k -> new ArrayList<>()).add(score);
            all.add(score);
        }
    }

    private static Path root() {
        return Path.of(System.getProperty("cairn.datasets", "../shared/datasets")).resolve("injection");
    }

    private static int score(String text) {
        return InjectionScanner.scan(text).score();
    }

    private static double rate(List<Integer> scores, int threshold) {
        return scores.isEmpty() ? 0 : scores.stream().filter(s -> s >= threshold).count() / (double) scores.size();
    }

    @Test
    void report() throws IOException {
        Path root = root();
        assumeTrue(Files.isDirectory(root.resolve("cyberseceval")), "dataset absent: " + root.toAbsolutePath()
            + " (set -Dcairn.datasets=DIR)");
        Map<String, Scores> positives = new LinkedHashMap<>();
        Map<String, Scores> negatives = new LinkedHashMap<>();
        cyberSecEval(root, positives);
        bipia(root, positives, negatives);
        notInject(root, negatives);

        StringBuilder md = new StringBuilder("# scan_untrusted_text on the injection datasets\n\n");
        md.append("Flagged = score >= ").append(DEFAULT).append(" (risk level medium or high).\n\n");
        md.append("## Recall (positives)\n\n| set | n | recall |\n|---|---|---|\n");
        positives.forEach((name, s) -> md.append(row(name, s.all, DEFAULT)));
        md.append("\n## False-positive rate (negatives)\n\n| set | n | FPR |\n|---|---|---|\n");
        negatives.forEach((name, s) -> md.append(row(name, s.all, DEFAULT)));
        md.append("\n## Per threshold\n\n| score >= |");
        positives.keySet().forEach(k -> md.append(" recall ").append(k).append(" |"));
        negatives.keySet().forEach(k -> md.append(" FPR ").append(k).append(" |"));
        md.append("\n|---|").append("---|".repeat(positives.size() + negatives.size())).append('\n');
        for (int t : THRESHOLDS) {
            md.append("| ").append(t).append(" (").append(Scoring.level(t)).append(") |");
            positives.values().forEach(s -> md.append(String.format(" %.3f |", rate(s.all, t))));
            negatives.values().forEach(s -> md.append(String.format(" %.3f |", rate(s.all, t))));
            md.append('\n');
        }
        positives.forEach((name, s) -> breakdown(md, "Recall by group: " + name, s));
        negatives.forEach((name, s) -> breakdown(md, "FPR by group: " + name, s));
        System.out.println(md);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/injection-report.md"), md, StandardCharsets.UTF_8);

        // Floors just under the figures measured when the rules were last calibrated (docs/text-tools.md).
        assertThat(rate(positives.get("cyberseceval-en").all, DEFAULT)).isGreaterThanOrEqualTo(0.75);
        assertThat(rate(positives.get("cyberseceval-multilingual").all, DEFAULT)).isGreaterThanOrEqualTo(0.64);
        assertThat(rate(positives.get("bipia-email-text-attacks").all, DEFAULT)).isGreaterThanOrEqualTo(0.65);
        assertThat(rate(positives.get("bipia-email-code-attacks").all, DEFAULT)).isGreaterThanOrEqualTo(0.98);
        assertThat(rate(negatives.get("bipia-clean-email").all, DEFAULT)).isLessThanOrEqualTo(0.01);
        assertThat(rate(negatives.get("notinject").all, DEFAULT)).isLessThanOrEqualTo(0.015);
    }

    private static String row(String name, List<Integer> scores, int threshold) {
        return String.format("| %s | %d | %.3f |%n", name, scores.size(), rate(scores, threshold));
    }

    private static void breakdown(StringBuilder md, String title, Scores s) {
        md.append("\n### ").append(title).append("\n\n| group | n | at default |\n|---|---|---|\n");
        s.groups.forEach((g, scores) -> md.append(row(g, scores, DEFAULT)));
    }

    private static void cyberSecEval(Path root, Map<String, Scores> positives) throws IOException {
        Scores en = new Scores();
        Scores enType = new Scores();
        for (JsonNode r : JSON.readTree(root.resolve("cyberseceval/prompt_injection.json").toFile())) {
            int score = score(r.get("user_input").asText());
            en.add(r.get("injection_variant").asText(), score);
            enType.add(r.get("injection_type").asText() + " / " + r.get("risk_category").asText(), score);
        }
        Scores multi = new Scores();
        Scores multiVariant = new Scores();
        for (JsonNode r : JSON.readTree(
            root.resolve("cyberseceval/prompt_injection_multilingual_machine_translated.json").toFile())) {
            int score = score(r.get("user_input").asText());
            multi.add(r.get("speaking_language").asText(), score);
            multiVariant.add(r.get("injection_variant").asText(), score);
        }
        positives.put("cyberseceval-en", en);
        positives.put("cyberseceval-en-by-type", enType);
        positives.put("cyberseceval-multilingual", multi);
        positives.put("cyberseceval-multilingual-by-variant", multiVariant);
    }

    private static void bipia(Path root, Map<String, Scores> positives, Map<String, Scores> negatives)
        throws IOException {
        List<String> test = contexts(root.resolve("bipia/email/test.jsonl"));
        List<String> train = contexts(root.resolve("bipia/email/train.jsonl"));
        Scores clean = new Scores();
        test.forEach(c -> clean.add("test", score(c)));
        train.forEach(c -> clean.add("train", score(c)));
        negatives.put("bipia-clean-email", clean);
        positives.put("bipia-email-text-attacks", inserted(test, JSON.readTree(root.resolve("bipia/text_attack_test.json").toFile())));
        positives.put("bipia-email-code-attacks", inserted(test, JSON.readTree(root.resolve("bipia/code_attack_test.json").toFile())));
    }

    private static Scores inserted(List<String> contexts, JsonNode attacks) {
        Scores s = new Scores();
        attacks.fields().forEachRemaining(category -> {
            for (JsonNode attack : category.getValue()) {
                for (String context : contexts) {
                    for (String position : POSITIONS) {
                        s.add(category.getKey(), score(insert(context, attack.asText(), position)));
                    }
                }
            }
        });
        return s;
    }

    /** BIPIA's placements: before the context, at the line break nearest its middle, after it. */
    static String insert(String context, String attack, String position) {
        return switch (position) {
            case "start" -> attack + "\n" + context;
            case "end" -> context + "\n" + attack;
            default -> {
                int middle = context.length() / 2;
                int cut = context.indexOf('\n', middle);
                cut = cut < 0 ? middle : cut;
                yield context.substring(0, cut) + "\n" + attack + "\n" + context.substring(cut);
            }
        };
    }

    private static List<String> contexts(Path jsonl) throws IOException {
        List<String> out = new ArrayList<>();
        for (String line : Files.readAllLines(jsonl, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line).get("context").asText());
            }
        }
        return out;
    }

    private static void notInject(Path root, Map<String, Scores> negatives) throws IOException {
        Scores byCategory = new Scores();
        Scores byFile = new Scores();
        for (String file : new String[] {"one", "two", "three"}) {
            for (JsonNode r : JSON.readTree(root.resolve("notinject/NotInject_" + file + ".json").toFile())) {
                int score = score(r.get("prompt").asText());
                byCategory.add(r.get("category").asText(), score);
                byFile.add(file + " trigger word(s)", score);
            }
        }
        negatives.put("notinject", byCategory);
        negatives.put("notinject-by-file", byFile);
    }
}
