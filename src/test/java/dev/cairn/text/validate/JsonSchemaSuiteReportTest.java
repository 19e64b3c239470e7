package dev.cairn.text.validate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Figures for docs/text-tools.md: every test of the official JSON-Schema-Test-Suite copy in
 * ../shared/datasets/jsonschema (or -Dcairn.datasets=DIR), draft2020-12 and draft7, through
 * {@link OutputValidator#validateValue}. The suite's schemas seldom name their draft, so each root object
 * schema without {@code $schema} is given its folder's, as a caller of validate_output would write it. Groups
 * whose schema needs http://localhost:1234 (the suite's remotes, which are never fetched) are counted apart as
 * "remote refs excepted". Everything runs twice: fractions read as doubles and as BigDecimal. Run with
 * {@code ./mvnw -B -ntp -o test -Dtest=JsonSchemaSuiteReportTest}; the table is printed and written to
 * target/jsonschema-report.md.
 */
class JsonSchemaSuiteReportTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Fractions read as doubles (as a string output is parsed) and as decimals (as the REST layer reads). */
    private static final Map<String, ObjectMapper> NUMBERS = new TreeMap<>(Map.of("doubles", MAPPER,
        "decimals", new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)));
    /** Each folder and the {@code $schema} its root schemas are given when they declare none. */
    private static final Map<String, String> DRAFTS = Map.of(
        "draft2020-12", "https://json-schema.org/draft/2020-12/schema",
        "draft7", "http://json-schema.org/draft-07/schema#");
    private static final Set<String> REMOTE_CODES = Set.of("remote_ref", "unknown_dialect");

    /** Counts of one file; a file under optional/ keeps that prefix in its name. */
    private static final class Tally {
        int passed;
        int failed;
        int remote;

        int total() {
            return passed + failed + remote;
        }

        void add(Tally other) {
            passed += other.passed;
            failed += other.failed;
            remote += other.remote;
        }
    }

    @Test
    void requiredTestsPassExceptRemoteRefs() throws IOException {
        Path root = Path.of(System.getProperty("cairn.datasets", "../shared/datasets")).resolve("jsonschema");
        assumeTrue(Files.isDirectory(root.resolve("draft2020-12")),
            "dataset absent: " + root.toAbsolutePath() + " (set -Dcairn.datasets=DIR)");
        StringBuilder report = new StringBuilder("| numbers | draft | file | passed | failed | remote refs excepted"
            + " | total |\n|---|---|---|---:|---:|---:|---:|\n");
        List<String> failures = new ArrayList<>();
        Set<String> excepted = new LinkedHashSet<>();
        Map<String, Tally> totals = new TreeMap<>();
        for (var numbers : NUMBERS.entrySet()) {
            for (String draft : new TreeMap<>(DRAFTS).keySet()) {
                for (Path file : files(root.resolve(draft))) {
                    String name = root.resolve(draft).relativize(file).toString();
                    JsonNode groups = numbers.getValue().readTree(Files.readString(file, StandardCharsets.UTF_8));
                    Tally tally = run(numbers.getKey() + " " + draft + "/" + name, groups, DRAFTS.get(draft),
                        failures, excepted);
                    report.append(String.format("| %s | %s | %s | %d | %d | %d | %d |%n", numbers.getKey(), draft,
                        name, tally.passed, tally.failed, tally.remote, tally.total()));
                    totals.computeIfAbsent(draft + (name.startsWith("optional") ? " optional" : " required") + ", "
                        + numbers.getKey(), k -> new Tally()).add(tally);
                }
            }
        }
        StringBuilder summary = new StringBuilder();
        totals.forEach((k, t) -> summary.append(String.format("- %s: %d/%d passed (%.1f%%), %d failed, %d remote"
                + " refs excepted; %d/%d of the tests that need no remote (%.1f%%)%n", k, t.passed, t.total(),
            100.0 * t.passed / t.total(), t.failed, t.remote, t.passed, t.passed + t.failed,
            100.0 * t.passed / (t.passed + t.failed))));
        String text = "# JSON-Schema-Test-Suite through validate_output\n\n" + summary + "\n" + report
            + "\nGroups excepted for remote refs:\n\n" + String.join("\n", excepted) + "\n"
            + (failures.isEmpty() ? "" : "\nFailures:\n\n" + String.join("\n", failures) + "\n");
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/jsonschema-report.md"), text, StandardCharsets.UTF_8);
        System.out.println(text);
        totals.forEach((k, t) -> {
            if (k.contains("required")) {
                assertThat(t.failed).as(k + " failures").isZero();
            }
        });
    }

    private static JsonNode withDialect(JsonNode schema, String dialect) {
        if (!schema.isObject() || schema.has("$schema")) {
            return schema;
        }
        ObjectNode declared = MAPPER.createObjectNode().put("$schema", dialect);
        declared.setAll((ObjectNode) schema);
        return declared;
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            return paths.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    private static Tally run(String file, JsonNode groups, String dialect, List<String> failures,
                             Set<String> excepted) {
        Tally tally = new Tally();
        for (JsonNode group : groups) {
            JsonNode schema = withDialect(group.get("schema"), dialect);
            boolean needsRemote = schema.toString().contains("localhost:1234");
            for (JsonNode test : group.get("tests")) {
                String where = "- " + file + " | " + group.get("description").asText() + " | "
                    + test.get("description").asText();
                try {
                    boolean valid = OutputValidator.validateValue(test.get("data"), schema).valid();
                    if (valid == test.get("valid").asBoolean()) {
                        tally.passed++;
                    } else {
                        tally.failed++;
                        failures.add(where + ": expected valid=" + test.get("valid").asBoolean());
                    }
                } catch (ValidationProblem e) {
                    if (needsRemote && REMOTE_CODES.contains(e.code())) {
                        tally.remote++;
                        excepted.add("- " + file + " | " + group.get("description").asText() + ": " + e.code());
                    } else {
                        tally.failed++;
                        failures.add(where + ": " + e.code() + " " + e.getMessage());
                    }
                }
            }
        }
        return tally;
    }
}
