package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.exactly;
import static dev.cairn.text.secrets.SecretDetectorTest.find;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Key blocks, JWTs and service-account JSON: the structure is what is checked. */
class StructureRulesTest {
    static String block(String label) {
        return KeyBodies.block(label, KeyBodies.forLabel(label));
    }

    @ParameterizedTest
    @CsvSource({"private-key-rsa,RSA PRIVATE KEY", "private-key-ec,EC PRIVATE KEY", "private-key-dsa,DSA PRIVATE KEY",
        "private-key-openssh,OPENSSH PRIVATE KEY", "private-key-encrypted,ENCRYPTED PRIVATE KEY",
        "private-key-pkcs8,PRIVATE KEY", "private-key-pgp,PGP PRIVATE KEY BLOCK"})
    void everyKeyBlockKindIsOneFindingSpanningTheBlock(String rule, String label) {
        String key = block(label);
        String text = "config:\n" + key + "\ntrailing\n";
        SecretFinding finding = exactly(rule, text, key);
        assertThat(finding.confidence()).isEqualTo("high");
        assertThat(finding.evidence()).contains("structure");
        assertThat(finding.line()).isEqualTo(2);
    }

    @Test
    void elidedOrPublicKeyBlocksAreNotReported() {
        assertThat(find("-----BEGIN RSA PRIVATE KEY-----\nMIIEow...\n-----END RSA PRIVATE KEY-----")).isEmpty();
        String body = KeyBodies.wrapped(KeyBodies.DER);
        assertThat(find("-----BEGIN PUBLIC KEY-----\n" + body + "-----END PUBLIC KEY-----")).isEmpty();
        assertThat(find("-----BEGIN RSA PRIVATE KEY-----\n" + body)).isEmpty(); // no END within reach
    }

    @Test
    void serviceAccountJsonReportsTheEscapedKey() {
        String key = block("PRIVATE KEY").replace("\n", "\\n") + "\\n";
        String json = "{\"type\": \"service_account\", \"private_key\": \"" + key + "\", \"client_email\": \"a@b.iam\"}";
        exactly("gcp-service-account-key", json, key);
    }

    static String b64(String json) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aJwtNeedsAHeaderWithAlgAndAJsonPayload() {
        String jwt = b64("{\"alg\":\"HS256\",\"typ\":\"JWT\"}") + "." + b64("{\"sub\":\"42\",\"iat\":1700000000}")
                + ".Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yV";
        SecretFinding finding = exactly("jwt", "Authorization: Bearer " + jwt, jwt);
        assertThat(finding.evidence()).contains("structure");
        String noAlg = b64("{\"typ\":\"JWT\",\"kid\":\"k1\"}") + "." + b64("{\"sub\":\"42\"}")
                + ".Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yV";
        assertThat(find("jwt " + noAlg)).isEmpty();
        String notJson = "eyJub3QganNvbg." + b64("{\"sub\":\"42\"}") + ".Zq8xR2mK7vT4pL9wN3cBa6Yd1H0eJsUiOgFqWtEr5yV";
        assertThat(find("jwt " + notJson)).isEmpty();
    }

    @Test
    void entropyIsMeasuredOnTheMostRandomWindow() {
        String padded = "a".repeat(40) + "Zq8xR2mK7vT4pL9w";
        assertThat(Entropy.maxWindow(padded)).isGreaterThan(3.9);
        assertThat(Entropy.maxWindow("a".repeat(56))).isZero();
        assertThat(Entropy.maxWindow("abababababababab")).isEqualTo(1.0);
    }
}
