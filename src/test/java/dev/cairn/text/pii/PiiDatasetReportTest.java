package dev.cairn.text.pii;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Per-type precision and recall on the labelled documents in src/test/resources/pii (region US). A detection is a
 * true positive only when its type and its span equal a gold span exactly. Prints the table, writes it to
 * target/pii-report.md, and fails when a type falls below the floor measured for it:
 * {@code ./mvnw -B -ntp -o test -Dtest=PiiDatasetReportTest}.
 */
class PiiDatasetReportTest {
    /** Precision and recall floors: the 0.95 for checksum types, the measured figures rounded down else. */
    private static final Map<IdentifierType, double[]> FLOORS = new EnumMap<>(Map.of(
            IdentifierType.EMAIL, new double[] {1.00, 1.00},
            IdentifierType.PHONE, new double[] {1.00, 1.00},
            IdentifierType.CREDIT_CARD, new double[] {0.95, 0.95},
            IdentifierType.IBAN, new double[] {0.95, 0.95},
            IdentifierType.US_SSN, new double[] {1.00, 0.97},
            IdentifierType.IP_ADDRESS, new double[] {1.00, 1.00},
            IdentifierType.CRYPTO_ADDRESS, new double[] {0.95, 0.95}));
    private static final int MIN_POSITIVES = 40;

    private record Counts(int truePositives, int falsePositives, int falseNegatives) {
        double precision() {
            return ratio(truePositives, truePositives + falsePositives);
        }

        double recall() {
            return ratio(truePositives, truePositives + falseNegatives);
        }

        private static double ratio(int part, int whole) {
            return whole == 0 ? 1.0 : (double) part / whole;
        }
    }

    @Test
    void meetsPrecisionAndRecallFloors() throws IOException, URISyntaxException {
        IdentifierScanner scanner = new IdentifierScanner("US");
        Map<IdentifierType, int[]> tally = new EnumMap<>(IdentifierType.class);
        for (IdentifierType type : IdentifierType.values()) {
            tally.put(type, new int[3]);
        }
        for (Path document : documents()) {
            LabelledText labelled = LabelledText.parse(Files.readString(document, StandardCharsets.UTF_8));
            Set<Identifier> gold = new HashSet<>(labelled.gold());
            List<Identifier> found = scanner.scan(labelled.text());
            for (Identifier identifier : found) {
                boolean hit = gold.contains(identifier);
                tally.get(identifier.type())[hit ? 0 : 1]++;
                if (!hit) {
                    System.out.printf("FP %s %s: %s%n", document.getFileName(), identifier.type(),
                            excerpt(labelled, identifier));
                }
            }
            Set<Identifier> detected = new HashSet<>(found);
            for (Identifier missed : labelled.gold()) {
                if (!detected.contains(missed)) {
                    tally.get(missed.type())[2]++;
                    System.out.printf("FN %s %s: %s%n", document.getFileName(), missed.type(),
                            excerpt(labelled, missed));
                }
            }
        }
        Map<IdentifierType, Counts> counts = new EnumMap<>(IdentifierType.class);
        tally.forEach((type, t) -> counts.put(type, new Counts(t[0], t[1], t[2])));
        String report = table(counts);
        System.out.println(report);
        Files.writeString(Path.of("target", "pii-report.md"), report, StandardCharsets.UTF_8);
        counts.forEach((type, c) -> {
            assertThat(c.truePositives() + c.falseNegatives()).as(type + " positives")
                    .isGreaterThanOrEqualTo(MIN_POSITIVES);
            assertThat(c.precision()).as(type + " precision").isGreaterThanOrEqualTo(FLOORS.get(type)[0]);
            assertThat(c.recall()).as(type + " recall").isGreaterThanOrEqualTo(FLOORS.get(type)[1]);
        });
    }

    private static List<Path> documents() throws IOException, URISyntaxException {
        Path root = Path.of(PiiDatasetReportTest.class.getResource("/pii").toURI());
        try (Stream<Path> files = Files.list(root)) {
            return files.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static String excerpt(LabelledText labelled, Identifier identifier) {
        String text = labelled.text();
        return text.substring(Math.max(0, identifier.start() - 20), identifier.start()) + "[["
                + text.substring(identifier.start(), identifier.end()) + "]]"
                + text.substring(identifier.end(), Math.min(text.length(), identifier.end() + 20)).replace('\n', ' ');
    }

    private static String table(Map<IdentifierType, Counts> counts) {
        StringBuilder table = new StringBuilder("| type | gold | TP | FP | FN | precision | recall |\n"
                + "|---|---|---|---|---|---|---|\n");
        counts.forEach((type, c) -> table.append(String.format("| %s | %d | %d | %d | %d | %.3f | %.3f |%n",
                type.label(), c.truePositives() + c.falseNegatives(), c.truePositives(), c.falsePositives(),
                c.falseNegatives(), c.precision(), c.recall())));
        return table.toString();
    }
}
