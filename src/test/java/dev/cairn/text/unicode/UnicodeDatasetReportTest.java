package dev.cairn.text.unicode;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Detection figures for docs/text-tools.md. Reads the public datasets from ../shared/datasets relative to the
 * repository root (or -Dcairn.datasets=DIR) and prints recall and false positives:
 * {@code ./mvnw -B -ntp -o test -Dtest=UnicodeDatasetReportTest}; the figures are in
 * target/surefire-reports/dev.cairn.text.unicode.UnicodeDatasetReportTest-output.txt.
 */
class UnicodeDatasetReportTest {
    static Path datasets() {
        return Path.of(System.getProperty("cairn.datasets", "../shared/datasets"));
    }

    static boolean aboveInfo(Finding f) {
        return LegitimateTextTest.aboveInfo(f);
    }

    @Test
    void trojanSourceRecall() throws IOException {
        Path root = datasets().resolve("unicode/trojan-source");
        assumeTrue(Files.isRegularFile(root.resolve("manifest.csv")),
            "dataset absent: " + root.toAbsolutePath() + " (set -Dcairn.datasets=DIR)");
        List<String> rows = Files.readAllLines(root.resolve("manifest.csv"), StandardCharsets.UTF_8);
        Map<String, List<String[]>> byFile = new LinkedHashMap<>();
        for (String row : rows.subList(1, rows.size())) {
            String[] c = row.split(",", 7);
            byFile.computeIfAbsent(c[0], k -> new ArrayList<>()).add(c);
        }
        int files = 0;
        int filesFound = 0;
        int points = 0;
        int pointsFound = 0;
        int pointsRightCategory = 0;
        Map<String, int[]> byAttack = new TreeMap<>();
        List<String> misses = new ArrayList<>();
        for (var e : byFile.entrySet()) {
            String text = Files.readString(root.resolve(e.getKey()), StandardCharsets.UTF_8);
            List<Finding> findings = TextInspector.inspect(text).findings().stream()
                .filter(UnicodeDatasetReportTest::aboveInfo).toList();
            files++;
            if (!findings.isEmpty()) {
                filesFound++;
            }
            for (String[] c : e.getValue()) {
                points++;
                int offset = offsetOf(text, Integer.parseInt(c[3]), Integer.parseInt(c[4]));
                assertThat(text.codePointAt(offset)).as(e.getKey() + " " + c[3] + ":" + c[4])
                    .isEqualTo(Integer.parseInt(c[5].substring(2), 16));
                String expected = c[2].startsWith("bidi") ? "bidi_control"
                    : c[2].equals("homoglyph") ? "confusable" : "zero_width";
                int[] counts = byAttack.computeIfAbsent(c[2], k -> new int[3]);
                counts[0]++;
                List<Finding> covering = findings.stream()
                    .filter(f -> f.offset() <= offset && offset < f.offset() + f.length()).toList();
                if (!covering.isEmpty()) {
                    pointsFound++;
                    counts[1]++;
                } else {
                    misses.add(String.join(",", c));
                }
                if (covering.stream().anyMatch(f -> f.category().equals(expected))) {
                    pointsRightCategory++;
                    counts[2]++;
                }
            }
        }
        System.out.printf("trojan-source: files %d/%d, suspicious code points %d/%d found, %d/%d with the expected"
            + " category%n", filesFound, files, pointsFound, points, pointsRightCategory, points);
        byAttack.forEach((k, v) -> System.out.printf("  %-24s %d/%d found, %d/%d expected category%n", k, v[1], v[0],
            v[2], v[0]));
        misses.forEach(m -> System.out.println("  missed: " + m));
        assertThat(filesFound).isEqualTo(files);
        assertThat(pointsFound).isEqualTo(points);
    }

    @Test
    void attackCasesRecall() {
        int found = 0;
        for (AttackCases.Attack a : AttackCases.ALL) {
            boolean hit = TextInspector.inspect(a.text()).findings().stream()
                .anyMatch(f -> f.category().equals(a.category()) && aboveInfo(f)
                    && (a.decoded() == null || a.decoded().equals(f.decoded())));
            found += hit ? 1 : 0;
        }
        System.out.printf("attack cases: %d/%d found with the expected category (and decoding)%n", found,
            AttackCases.ALL.size());
        assertThat(found).isEqualTo(AttackCases.ALL.size());
    }

    @Test
    void falsePositivesOnLegitimateText() {
        int emojiFp = 0;
        List<String> emoji = Samples.rgiEmoji();
        for (String e : emoji) {
            emojiFp += (int) TextInspector.inspect(e).findings().stream().filter(UnicodeDatasetReportTest::aboveInfo).count();
        }
        int proseFp = 0;
        for (String p : Samples.PROSE.values()) {
            proseFp += (int) TextInspector.inspect(p).findings().stream().filter(UnicodeDatasetReportTest::aboveInfo).count();
        }
        System.out.printf("false positives (findings above info): RGI emoji %d over %d sequences; prose %d over %d"
            + " samples%n", emojiFp, emoji.size(), proseFp, Samples.PROSE.size());
        assertThat(emojiFp + proseFp).isZero();
    }

    @Test
    void classCorpora() {
        Map<String, String> figures = ClassCorporaTest.figures();
        System.out.println("issue-19 class corpora (positives: injected characters covered by a finding above info"
            + " of the category; negatives: nothing above info and standard scrub unchanged):");
        figures.forEach((k, v) -> System.out.printf("  %-32s %s%n", k, v));
        ClassCorporaTest.failures().forEach(f -> System.out.println("  " + f));
    }

    /**
     * Benign multilingual prose from the injection sets (CyberSecEval's false-refusal prompts in 8 languages,
     * NotInject, BIPIA's clean e-mails): every string value of 20 characters or more is a clean negative.
     */
    @Test
    void findingsOnBenignInjectionSets() throws IOException {
        Path root = datasets().resolve("injection");
        assumeTrue(Files.isDirectory(root), "dataset absent: " + root.toAbsolutePath());
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        int texts = 0;
        int flagged = 0;
        Map<String, Integer> byCategory = new TreeMap<>();
        for (String dir : List.of("cyberseceval-frr", "notinject", "bipia/email")) {
            try (Stream<Path> paths = Files.walk(root.resolve(dir))) {
                for (Path p : paths.filter(x -> x.toString().matches(".*\\.jsonl?$")).sorted().toList()) {
                    List<String> strings = new ArrayList<>();
                    for (String line : p.toString().endsWith(".jsonl") ? Files.readAllLines(p)
                        : List.of(Files.readString(p, StandardCharsets.UTF_8))) {
                        if (!line.isBlank()) {
                            collectStrings(json.readTree(line), strings);
                        }
                    }
                    for (String text : strings) {
                        texts++;
                        List<Finding> f = TextInspector.inspect(text).findings().stream()
                            .filter(UnicodeDatasetReportTest::aboveInfo).toList();
                        if (!f.isEmpty()) {
                            flagged++;
                            f.forEach(x -> byCategory.merge(x.category(), 1, Integer::sum));
                            System.out.println("  benign flagged: " + root.relativize(p) + " " + f.stream()
                                .map(x -> x.category() + "/" + x.severity() + x.codePoints() + " \""
                                    + text.substring(Math.max(0, x.offset() - 12),
                                    Math.min(text.length(), x.offset() + x.length() + 12)).replace('\n', ' ') + "\"")
                                .toList());
                        }
                    }
                }
            }
        }
        System.out.printf("benign injection-set texts: %d/%d with findings above info %s%n", flagged, texts, byCategory);
    }

    private static void collectStrings(com.fasterxml.jackson.databind.JsonNode node, List<String> out) {
        if (node.isTextual() && node.asText().length() >= 20) {
            out.add(node.asText());
        }
        node.forEach(child -> collectStrings(child, out));
    }

    /** Clean negatives suggested by the datasets README: the JSON Schema test suite's files. */
    @Test
    void findingsOnJsonSchemaSuite() throws IOException {
        Path root = datasets().resolve("jsonschema");
        assumeTrue(Files.isDirectory(root), "dataset absent: " + root.toAbsolutePath());
        int files = 0;
        int flagged = 0;
        Map<String, Integer> byCategory = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.filter(x -> x.toString().endsWith(".json")).sorted().toList()) {
                files++;
                List<Finding> f = TextInspector.inspect(Files.readString(p, StandardCharsets.UTF_8)).findings()
                    .stream().filter(UnicodeDatasetReportTest::aboveInfo).toList();
                if (!f.isEmpty()) {
                    flagged++;
                    f.forEach(x -> byCategory.merge(x.category(), 1, Integer::sum));
                    System.out.println("  jsonschema flagged: " + root.relativize(p) + " "
                        + f.stream().map(x -> x.category() + "/" + x.severity() + "@" + x.line() + ":" + x.column()
                        + x.codePoints()).toList());
                }
            }
        }
        System.out.printf("jsonschema suite: %d/%d files with findings above info %s%n", flagged, files, byCategory);
    }

    /** UTF-16 offset of a 1-based line and code-point column (LF, CR, CRLF end a line). */
    static int offsetOf(String text, int line, int column) {
        int l = 1;
        int i = 0;
        while (l < line) {
            char c = text.charAt(i++);
            if (c == '\n' || (c == '\r' && !(i < text.length() && text.charAt(i) == '\n'))) {
                l++;
            }
        }
        return text.offsetByCodePoints(i, column - 1);
    }
}
