package dev.cairn.text.secrets;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.text.codec.Bech32;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Rule families: true positives with exact spans, near misses and placeholders rejected. */
class SecretDetectorTest {
    static final SecretDetector DETECTOR = new SecretDetector("0123456789abcdef0123456789abcdef".getBytes());
    /** 30 random base62 characters and their CRC32, as GitHub's classic format documents. */
    static final String GITHUB = "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";

    static List<SecretFinding> find(String text) {
        return DETECTOR.detect(text).findings();
    }

    static SecretFinding only(String text) {
        List<SecretFinding> findings = find(text);
        assertThat(findings).as(text).hasSize(1);
        return findings.get(0);
    }

    /** Asserts one finding of {@code rule} whose span is exactly {@code secret} inside {@code text}. */
    static SecretFinding exactly(String rule, String text, String secret) {
        SecretFinding finding = only(text);
        assertThat(finding.ruleId()).isEqualTo(rule);
        assertThat(finding.offset()).as(rule).isEqualTo(text.indexOf(secret));
        assertThat(finding.length()).as(rule).isEqualTo(secret.length());
        return finding;
    }

    @Test
    void githubClassicTokenWithAValidChecksumIsHighWithChecksumEvidence() {
        String text = "export GH=" + GITHUB + "\n";
        SecretFinding finding = exactly("github-classic-pat", text, GITHUB);
        assertThat(finding.confidence()).isEqualTo("high");
        assertThat(finding.evidence()).contains("checksum", "prefix");
        assertThat(finding.line()).isEqualTo(1);
        assertThat(finding.column()).isEqualTo(11);
        assertThat(finding.fingerprint()).matches("hmac-sha256:[0-9a-f]{64}").doesNotContain(GITHUB.substring(4, 10));
    }

    @Test
    void aTerminalColourCodeBeforeATokenIsABoundary() {
        exactly("github-classic-pat", "WARN leaked \u001b[1;93m" + GITHUB + "\u001b[0m in build log", GITHUB);
        assertThat(find("WARN leaked 93m" + GITHUB)).isEmpty();
    }

    @Test
    void githubTokenWithABrokenChecksumIsDroppedEvenBehindASecretKeyword() {
        String broken = GITHUB.substring(0, GITHUB.length() - 1) + "M";
        assertThat(find("gh " + broken)).isEmpty();
        assertThat(find("GITHUB_TOKEN=" + broken)).isEmpty();
        assertThat(Validators.base62Crc32(GITHUB)).isTrue();
        // a token GitHub published as revoked: the alphabet order (0-9A-Za-z) is the documented one
        assertThat(Validators.base62Crc32("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")).isTrue();
    }

    @Test
    void providerTokensAreFoundWithTheirExactSpan() {
        String[][] cases = {
            {"aws-access-key-id", "AKIAQYLPMN5HFIQR7XYZ"},
            {"gitlab-pat", "glpat-Zq8xR2mK7vT4pL9wN3cB"},
            {"stripe-secret-key", "sk_live_51HqZ8kLm3N7pQ2rT5vW9xY1zA"},
            {"slack-bot-token", "xoxb-384729105623-4918273645019-Zq8xR2mK7vT4pL9wN3cBa6Yd"},
            {"google-api-key", "AIzaSyD8kQ3mZ7xR2vT9pL4wN6cB1aY5dH0eJ-s"},
            {"openai-project-key", "sk-proj-Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVb"},
            {"anthropic-api-key", "sk-ant-api03-" + "Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVb".repeat(2) + "Kp9wAA"},
            {"npm-access-token", npm()},
            {"dockerhub-pat", "dckr_pat_Zq8xR2mK7vT4pL9wN3cBa6Yd1H0"},
            {"sendgrid-api-key", "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"},
            {"huggingface-token", "hf_Zq8xRmKvTpLwNcBaYdHeJsUiOgFqWtEryV"},
            {"digitalocean-pat", "dop_v1_" + "3f9a1c7e5b2d8046".repeat(4)},
            {"databricks-token", "dapi3f9a1c7e5b2d80463f9a1c7e5b2d8046"},
            {"shopify-access-token", "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"},
            {"telegram-bot-token", "384729105:AAZq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiO"},
            {"azure-storage-account-key", "Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVbZq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5y=="},
        };
        for (String[] c : cases) {
            String prefix = c[0].equals("azure-storage-account-key")
                    ? "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=" : "value: \"";
            String text = "line one\n" + prefix + c[1] + "\" # end\n";
            SecretFinding finding = exactly(c[0], text, c[1]);
            assertThat(finding.line()).as(c[0]).isEqualTo(2);
        }
    }

    static String npm() {
        String random = "Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJs";
        return "npm_" + random + Validators.crc32Base62(random);
    }

    @Test
    void awsSecretKeyNeedsItsKeyword() {
        String secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYz8kQ3mZ7xR";
        SecretFinding finding = exactly("aws-secret-access-key", "aws_secret_access_key = " + secret + "\n", secret);
        assertThat(finding.evidence()).contains("keyword", "entropy");
        assertThat(find("checksum " + secret)).isEmpty();
    }

    @Test
    void ageSecretKeysCarryABech32Checksum() {
        assertThat(Validators.bech32("A12UEL5L")).isTrue(); // BIP 173's test vectors
        assertThat(Validators.bech32("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw")).isTrue();
        assertThat(Validators.bech32("abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxx")).isFalse();
        String key = age("zq8xr2mk7vt4pl9wn3c5a6yd0hejsuqgfqwter5yv3zq8xr2mk7v");
        exactly("age-secret-key", "AGE=" + key + "\n", key);
        String broken = key.substring(0, key.length() - 1) + (key.endsWith("Q") ? "P" : "Q");
        assertThat(find("AGE=" + broken)).isEmpty();
    }

    /** An age secret key over {@code data} (52 bech32 characters) with its checksum. */
    static String age(String data) {
        int[] values = new int[data.length() + 6];
        for (int i = 0; i < data.length(); i++) {
            values[i] = Bech32.CHARSET.indexOf(data.charAt(i));
        }
        int polymod = Bech32.polymod("age-secret-key-", values) ^ 1;
        StringBuilder key = new StringBuilder("age-secret-key-1").append(data);
        for (int i = 0; i < 6; i++) {
            key.append(Bech32.CHARSET.charAt((polymod >> (5 * (5 - i))) & 31));
        }
        return key.toString().toUpperCase(java.util.Locale.ROOT);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "AKIAIOSFODNN7EXAMPLE",
        "sk-ant-api03-Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVbZq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVbK76543210",
        "api_key = Zq8xR2mK7vabcdef",                  // typed runs, up or down
        "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        "sk_live_YOUR_KEY_HERE_0000000000000000",
        "password = \"${DB_PASSWORD}\"",
        "password: {{ vault_password }}",
        "api_key = \"<your-api-key>\"",
        "secret = changeme123",
        "password = \"********\"",
        "token = %s",
        "password = dummy_pass_1",
        "api_key = sample-key-123",
        "\"integrity\": \"sha512-Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yVb==\"",
        "token = 3f9a1c7e-5b2d-4046-9a1c-7e5b2d80463f",
        "commit_sha = 3f9a1c7e5b2d80463f9a1c7e5b2d80463f9a1c7e",
        "password = getPassword()",
        "password = config.db.password",
        "the password is stored in a vault",
        "pk_live_51HqZ8kLm3N7pQ2rT5vW9xY1zA",
        "postgres://user:password@localhost:5432/db",
        "mysql://root:${MYSQL_PASSWORD}@db/app",
        "token = aaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "hf_3478658437658347638475687346587374",       // a prefix before digits only: numbered
        "ssh_key = ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC8kQ3mZ7xR2vT9pL4wN6cB1aY5dH0eJ user@host",
    })
    void placeholdersExamplesHashesAndPublicValuesAreNotReported(String text) {
        assertThat(find(text)).as(text).isEmpty();
    }

    @Test
    void genericAssignmentsAreGatedByEntropyAndCarryKeywordEvidence() {
        String env = "DB_PASSWORD=Xk9mP2vLq8Rt4w\n";
        SecretFinding finding = exactly("generic-password", env, "Xk9mP2vLq8Rt4w");
        assertThat(finding.evidence()).containsExactly("keyword", "entropy");
        assertThat(finding.confidence()).isIn("low", "medium");
        String json = "{\"client_secret\": \"Zq8xR2mK7vT4pL9wN3cBa6Yd\"}";
        exactly("generic-secret", json, "Zq8xR2mK7vT4pL9wN3cBa6Yd");
        assertThat(find("api_key = abababababab")).isEmpty(); // too regular
    }

    @Test
    void connectionStringsReportThePasswordOnly() {
        String text = "DATABASE_URL=postgres://app:Vq7rLm2xKp9w@db.internal:5432/app";
        SecretFinding finding = exactly("postgres-url-password", text, "Vq7rLm2xKp9w");
        assertThat(finding.evidence()).contains("structure");
        exactly("mongodb-url-password", "mongodb+srv://svc:Kp9wVq7rLm2x@cluster0.example.net/db", "Kp9wVq7rLm2x");
        exactly("redis-url-password", "rediss://:Kp9wVq7rLm2x@cache:6380/0", "Kp9wVq7rLm2x");
        exactly("http-url-password", "git clone https://bot:Kp9wVq7rLm2xQ@git.corp.net/repo.git", "Kp9wVq7rLm2xQ");
    }

    @Test
    void theAllowMarkerSkipsItsLineOnly() {
        String text = "a = " + GITHUB + " # cairn:allow-secret\nb = " + GITHUB + "\n";
        List<SecretFinding> findings = find(text);
        assertThat(findings).hasSize(1);
        assertThat(findings.get(0).line()).isEqualTo(2);
        assertThat(findings.get(0).offset()).isEqualTo(text.lastIndexOf(GITHUB));
    }

    @Test
    void fingerprintsAreStablePerKeyAndDifferAcrossKeys() {
        SecretFinding a = only(GITHUB);
        SecretFinding b = only("x " + GITHUB);
        SecretFinding other = new SecretDetector("another-key-another-key-another-k".getBytes()).detect(GITHUB)
                .findings().get(0);
        assertThat(a.fingerprint()).isEqualTo(b.fingerprint()).isNotEqualTo(other.fingerprint());
    }

    @Test
    void summaryCountsAndTruncatesAtAThousand() {
        String text = (GITHUB + "\n").repeat(1200);
        SecretReport report = DETECTOR.detect(text);
        assertThat(report.findings()).hasSize(SecretDetector.MAX_FINDINGS);
        assertThat(report.truncated()).isTrue();
        assertThat(report.summary().findingCount()).isEqualTo(1200);
        assertThat(report.summary().countsByRule()).containsEntry("github-classic-pat", 1200);
        assertThat(report.summary().highestConfidence()).isEqualTo("high");
        assertThat(DETECTOR.detect("nothing here").summary().highestConfidence()).isEqualTo("none");
    }

    @Test
    void thereAreAtLeastSixtyRulesWithUniqueIds() {
        assertThat(DETECTOR.ruleCount()).isGreaterThanOrEqualTo(60);
    }
}
