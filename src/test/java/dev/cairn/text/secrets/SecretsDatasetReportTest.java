package dev.cairn.text.secrets;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
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
 * Precision, recall and F1 of {@link SecretDetector} on CredSweeper's test samples
 * ({@code ../shared/datasets/secrets/credsweeper}, or {@code -Dcairn.datasets=DIR}), against CredSweeper's own
 * expected output {@code tests/data/output.json}: {@code ./mvnw -B -ntp -o test -Dtest=SecretsDatasetReportTest}.
 * The report goes to stdout and to {@code target/secrets-dataset-report.md}. It names positions and rules, never
 * a value.
 *
 * <p>Matching: a label is one finding of output.json, with one entry per line it covers. A Cairn finding matches
 * a label when, in the same file, its span overlaps the value span {@code [value_start, value_end)} of one of the
 * label's entries on that entry's {@code line_num}; a finding that starts on the line or spans it (key blocks)
 * can overlap. Label offsets are code points within the line, lines end at LF, CR or CRLF. Where CredSweeper
 * rewrote the line (XML elements become {@code name : value}), the value is looked up in the file's line, and
 * the whole line stands for it when it is not there. Precision = findings matching at least one label / all
 * findings; recall = labels matched by at least one finding / all labels.
 *
 * <p>The labels are CredSweeper's output, not hand-labelled truth: the report also lists labels judged wrong and
 * unlabelled findings judged real credentials, with secondary figures beside the primary ones. The floors asserted
 * are on the primary figures.
 *
 * <p>Decoding: a UTF-16 byte order mark selects UTF-16, bytes that are valid UTF-8 are UTF-8 (a UTF-8 mark is
 * dropped), anything else is ISO-8859-1.
 */
class SecretsDatasetReportTest {
    /** Floors just under the last measured figures, so a regression fails. */
    private static final double PRECISION_FLOOR = 0.92;
    private static final double RECALL_FLOOR = 0.82;

    private static final SecretDetector DETECTOR = SecretDetectorTest.DETECTOR;
    private static final String SAMPLES = "./tests/samples/";
    private static final String BARE_UUID = "a UUID with no secret-ish key: an identifier, not a credential";

    /**
     * Labels judged wrong on reading the sample ("path:line CredSweeper rule" to the reason). They stay in the
     * primary figures; the report gives a second recall without them.
     */
    private static final Map<String, String> DISPUTED_LABELS = Map.ofEntries(
            Map.entry(SAMPLES + "uuid:1 UUID", BARE_UUID),
            Map.entry(SAMPLES + "pretty.html:10 UUID", BARE_UUID),
            Map.entry(SAMPLES + "pretty.html:151 UUID", BARE_UUID),
            Map.entry(SAMPLES + "sample.rtf:25 UUID", BARE_UUID),
            Map.entry(SAMPLES + "sample.tm7:4 UUID", "a UUID in a threat model's <Key> element: an element id"),
            Map.entry(SAMPLES + "doc_credentials_n:5 UUID", BARE_UUID + " (a negative sample by its name)"),
            Map.entry(SAMPLES + "salt.py:1 Salt", "a salt is public by design"),
            Map.entry(SAMPLES + "salt.py:3 Salt", "a salt is public by design"),
            Map.entry(SAMPLES + "salt.py:4 Salt", "a salt is public by design"),
            Map.entry(SAMPLES + "salt.py:5 Salt", "a salt is public by design"),
            Map.entry(SAMPLES + "nonce.py:1 Nonce", "a nonce is not a secret"),
            Map.entry(SAMPLES + "sealed_secrets.yaml:13 Nonce", "a nonce is not a secret (and the value is ciphertext)"),
            Map.entry(SAMPLES + "pem_key:27 PEM Private Key",
                    "a digits-only body the sample calls a low-entropy fake, BEGIN and END labels differ: no key parses"),
            Map.entry(SAMPLES + "pem_key:35 PEM Private Key", "the armor's CRC-24 line does not match its body"),
            Map.entry(SAMPLES + "sql_password:31 SQL Password", "a mysql_native_password hash, not the password"),
            Map.entry(SAMPLES + "github_classic_token:1 Github Classic Token", "30 zeros: a placeholder, though its CRC32 matches"),
            Map.entry(SAMPLES + "huggingface:6 Hugging Face User Access Token",
                    "ends with 'example', listed by the sample under its negative cases"),
            Map.entry(SAMPLES + "docker:2 Docker Access Token", "the line says NEGATIVE; the value is EXAMPLE repeated"),
            Map.entry(SAMPLES + "sendgrid_api_key:1 SendGrid API Key", "one word repeated, not SendGrid's 22.43 shape"),
            Map.entry(SAMPLES + "grafana_provisioned_api_key:1 Grafana Provisioned API Key", "decodes to a key of zeros named xxxx"),
            Map.entry(SAMPLES + "test2.eml:18 Grafana Provisioned API Key", "decodes to a key of zeros named xxxx"),
            Map.entry(SAMPLES + "doc_passwd_pair:56 Password", "'# password: keep empty' is prose"),
            Map.entry(SAMPLES + "stripe_credentials:3 Stripe Credentials", "a publishable key (pk_), public by Stripe's design"),
            Map.entry(SAMPLES + "stripe_credentials:6 Stripe Credentials", "a publishable key (pk_), public by Stripe's design"),
            Map.entry(SAMPLES + "firebase_domain:1 Firebase Domain", "a hosting domain name, public"),
            Map.entry(SAMPLES + "firebase_domain:2 Firebase Domain", "a hosting domain name, public"),
            Map.entry(SAMPLES + "aws_s3_bucket:1 AWS S3 Bucket", "a bucket name in a URL, public"),
            Map.entry(SAMPLES + "aws_multi.json:28 AWS S3 Bucket", "a bucket name in a URL, public"),
            Map.entry(SAMPLES + "wechat_p:1 Tencent WeChat API App ID", "an app id, an identifier (its secret is separate)"),
            Map.entry(SAMPLES + "wechat_p:2 Tencent WeChat API App ID", "an app id, an identifier (its secret is separate)"),
            Map.entry(SAMPLES + "wechat_p:3 Tencent WeChat API App ID", "an app id, an identifier (its secret is separate)"),
            Map.entry(SAMPLES + "twilio_credentials_p:1 Twilio Credentials", "an API key SID, an identifier (its secret is separate)"),
            Map.entry(SAMPLES + "twilio_credentials_p:2 Twilio Credentials", "an Account SID, an identifier"));

    /**
     * Lines where a Cairn finding without a label is judged a real credential ("path:line" to the reason): the
     * report gives a second precision counting them as right.
     */
    private static final Map<String, String> UNLABELED_SECRETS = unlabeledSecrets();

    private static Map<String, String> unlabeledSecrets() {
        Map<String, String> lines = new TreeMap<>();
        for (int line : new int[] {1, 3, 4, 5, 6, 8, 9, 17, 18, 20, 22, 23, 26, 29, 30}) {
            lines.put(SAMPLES + "doc_id_passwd_pair:" + line,
                    "an ID/PW credential pair, the shapes doc_various has labelled");
        }
        for (int line : new int[] {6, 9, 17, 47, 56, 71, 78}) {
            lines.put(SAMPLES + "doc_various:" + line, "the credential labelled on the file's other lines, in the same shape");
        }
        for (int line : new int[] {24, 27, 39, 51}) {
            lines.put(SAMPLES + "doc_passwd_pair:" + line, "a password after a password key or option, as labelled elsewhere");
        }
        lines.put(SAMPLES + "doc_id_pair_passwd_pair:94", "a password after --pass, as labelled elsewhere");
        lines.put(SAMPLES + "sql_password:6", "the statement labelled on line 8");
        lines.put(SAMPLES + "sql_password:18", "the statement labelled on line 17");
        for (String line : new String[] {"doc_credentials_p:1", "doc_passwd_pair:16", "doc_passwd_pair:36"}) {
            lines.put(SAMPLES + line, "a password given in prose (\"password is ...\"), as other lines of these files are labelled");
        }
        return lines;
    }

    record Span(int start, int end) {
        boolean overlaps(int s, int e) {
            return start < e && s < end;
        }
    }

    record Label(String rule, String path, List<Integer> lines, List<Span> spans) {
        String where() {
            return path + ":" + lines.get(0);
        }
    }

    @Test
    void credSweeperSamples() throws IOException {
        Path root = Path.of(System.getProperty("cairn.datasets", "../shared/datasets")).resolve("secrets/credsweeper");
        assumeTrue(Files.isRegularFile(root.resolve("tests/data/output.json")),
                "dataset absent: " + root.toAbsolutePath() + " (set -Dcairn.datasets=DIR)");
        Map<String, String> texts = new LinkedHashMap<>();
        for (String row : Files.readAllLines(root.resolve("files.csv"), StandardCharsets.UTF_8).stream().skip(1).toList()) {
            String path = row.substring(0, row.indexOf(','));
            texts.put(path, decode(Files.readAllBytes(root.resolve(path))));
        }
        Map<String, List<Label>> labels = labels(root, texts);
        Tally tally = new Tally();
        for (var file : texts.entrySet()) {
            List<SecretFinding> findings = DETECTOR.detect(file.getValue()).findings();
            tally.file(file.getKey(), findings, labels.getOrDefault(file.getKey(), List.of()));
        }
        String report = tally.report();
        System.out.println(report);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/secrets-dataset-report.md"), report, StandardCharsets.UTF_8);
        assertThat(texts).hasSize(183);
        assertThat(tally.labels).isEqualTo(577);
        assertThat(tally.precision()).isGreaterThanOrEqualTo(PRECISION_FLOOR);
        assertThat(tally.recall()).isGreaterThanOrEqualTo(RECALL_FLOOR);
    }

    /** The counts and lists behind the report. */
    private static final class Tally {
        int findings;
        int findingsMatched;
        int labels;
        int labelsMatched;
        int negativeFiles;
        int negativeFilesFlagged;
        final Map<String, int[]> recallByLabelRule = new TreeMap<>();
        final Map<String, int[]> precisionByCairnRule = new TreeMap<>();
        final List<String> misses = new ArrayList<>();
        final List<String> falsePositives = new ArrayList<>();
        int undisputedLabels;
        int undisputedMatched;
        int unlabeledSecrets;
        final List<String> disputed = new ArrayList<>();

        void file(String path, List<SecretFinding> found, List<Label> expected) {
            if (expected.isEmpty()) {
                negativeFiles++;
                negativeFilesFlagged += found.isEmpty() ? 0 : 1;
            }
            boolean[] labelMatched = new boolean[expected.size()];
            for (SecretFinding f : found) {
                boolean matched = false;
                for (int i = 0; i < expected.size(); i++) {
                    if (expected.get(i).spans().stream().anyMatch(s -> s.overlaps(f.offset(), f.offset() + f.length()))) {
                        matched = true;
                        labelMatched[i] = true;
                    }
                }
                findings++;
                findingsMatched += matched ? 1 : 0;
                int[] byRule = precisionByCairnRule.computeIfAbsent(f.ruleId(), k -> new int[2]);
                byRule[0]++;
                byRule[1] += matched ? 1 : 0;
                if (!matched) {
                    String where = path + ":" + f.line();
                    String judged = UNLABELED_SECRETS.get(where);
                    unlabeledSecrets += judged == null ? 0 : 1;
                    falsePositives.add(where + " " + f.ruleId() + " (" + f.confidence() + ")"
                            + (judged == null ? "" : ", judged a real credential: " + judged));
                }
            }
            for (int i = 0; i < expected.size(); i++) {
                Label label = expected.get(i);
                labels++;
                labelsMatched += labelMatched[i] ? 1 : 0;
                int[] byRule = recallByLabelRule.computeIfAbsent(label.rule(), k -> new int[2]);
                byRule[0]++;
                byRule[1] += labelMatched[i] ? 1 : 0;
                String key = label.where() + " " + label.rule();
                if (!labelMatched[i]) {
                    misses.add(key);
                }
                String reason = DISPUTED_LABELS.get(key);
                if (reason == null) {
                    undisputedLabels++;
                    undisputedMatched += labelMatched[i] ? 1 : 0;
                } else {
                    disputed.add(key + " (" + (labelMatched[i] ? "reported" : "not reported") + "): " + reason);
                }
            }
        }

        double precision() {
            return ratio(findingsMatched, findings);
        }

        double recall() {
            return ratio(labelsMatched, labels);
        }

        double f1() {
            double p = precision();
            double r = recall();
            return p + r == 0 ? 0 : 2 * p * r / (p + r);
        }

        String report() {
            StringBuilder out = new StringBuilder("# detect_secrets on secrets/credsweeper\n\n");
            out.append("| measure | value |\n|---|---|\n");
            out.append(String.format("| precision | %.3f (%d/%d findings match a label) |%n", precision(), findingsMatched, findings));
            out.append(String.format("| recall | %.3f (%d/%d labels matched) |%n", recall(), labelsMatched, labels));
            out.append(String.format("| F1 | %.3f |%n", f1()));
            out.append(String.format("| file-level false-positive rate | %.3f (%d/%d files without labels flagged) |%n",
                    ratio(negativeFilesFlagged, negativeFiles), negativeFilesFlagged, negativeFiles));
            out.append(String.format("%nJudging the labels (secondary, not the primary figures): recall over the %d labels"
                    + " not disputed below %.3f (%d matched); precision counting the %d findings judged real credentials"
                    + " as right %.3f.%n", undisputedLabels, ratio(undisputedMatched, undisputedLabels), undisputedMatched,
                    unlabeledSecrets, ratio(findingsMatched + unlabeledSecrets, findings)));
            table(out, "Recall per CredSweeper rule", "CredSweeper rule", "matched/labels", recallByLabelRule);
            table(out, "Precision per Cairn rule", "Cairn rule", "matching/findings", precisionByCairnRule);
            list(out, "Missed labels (path:line CredSweeper rule)", misses);
            list(out, "Findings matching no label (path:line Cairn rule)", falsePositives);
            list(out, "Labels judged wrong (path:line CredSweeper rule)", disputed);
            return out.toString();
        }

        private static void table(StringBuilder out, String title, String key, String counts, Map<String, int[]> rows) {
            out.append("\n## ").append(title).append("\n\n| ").append(key).append(" | ").append(counts)
                    .append(" | ratio |\n|---|---|---|\n");
            rows.forEach((k, v) -> out.append(String.format("| %s | %d/%d | %.2f |%n", k, v[1], v[0], ratio(v[1], v[0]))));
        }

        private static void list(StringBuilder out, String title, List<String> items) {
            out.append("\n## ").append(title).append(" (").append(items.size()).append(")\n\n");
            items.forEach(i -> out.append("- ").append(i).append('\n'));
        }

        private static double ratio(int part, int whole) {
            return whole == 0 ? 0 : (double) part / whole;
        }
    }

    /** The labels of output.json by path, each entry's value span as UTF-16 offsets into the decoded file. */
    private static Map<String, List<Label>> labels(Path root, Map<String, String> texts) throws IOException {
        Map<String, List<Label>> byPath = new LinkedHashMap<>();
        for (JsonNode finding : new ObjectMapper().readTree(root.resolve("tests/data/output.json").toFile())) {
            String path = finding.get("line_data_list").get(0).get("path").asText();
            String text = texts.get(path);
            List<Integer> lines = new ArrayList<>();
            List<Span> spans = new ArrayList<>();
            for (JsonNode entry : finding.get("line_data_list")) {
                int line = entry.get("line_num").asInt();
                lines.add(line);
                spans.add(valueSpan(text, line, entry.get("line").asText(), entry.get("value_start").asInt(),
                        entry.get("value_end").asInt()));
            }
            byPath.computeIfAbsent(path, k -> new ArrayList<>()).add(new Label(finding.get("rule").asText(), path, lines, spans));
        }
        return byPath;
    }

    private static Span valueSpan(String text, int lineNumber, String labelLine, int valueStart, int valueEnd) {
        Span line = line(text, lineNumber);
        String fileLine = text.substring(line.start(), line.end());
        if (fileLine.equals(labelLine)) {
            int start = fileLine.offsetByCodePoints(0, valueStart);
            return new Span(line.start() + start, line.start() + fileLine.offsetByCodePoints(start, valueEnd - valueStart));
        }
        String value = labelLine.substring(labelLine.offsetByCodePoints(0, valueStart), labelLine.offsetByCodePoints(0, valueEnd))
                .lines().findFirst().orElse("");
        int at = value.isEmpty() ? -1 : fileLine.indexOf(value);
        return at < 0 ? line : new Span(line.start() + at, line.start() + at + value.length());
    }

    /** The UTF-16 span of 1-based line {@code number}, its terminator excluded. */
    private static Span line(String text, int number) {
        int start = 0;
        for (int l = 1; l < number; l++) {
            while (text.charAt(start) != '\n' && text.charAt(start) != '\r') {
                start++;
            }
            start += text.startsWith("\r\n", start) ? 2 : 1;
        }
        int end = start;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        return new Span(start, end);
    }

    /** UTF-16 when a byte order mark says so, UTF-8 when the bytes are valid UTF-8, else ISO-8859-1. */
    static String decode(byte[] bytes) {
        if (bytes.length >= 2 && ((bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            return new String(bytes, StandardCharsets.UTF_16);
        }
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            return new String(bytes, StandardCharsets.ISO_8859_1);
        }
    }
}
