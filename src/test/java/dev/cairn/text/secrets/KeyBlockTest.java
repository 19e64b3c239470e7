package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.exactly;
import static dev.cairn.text.secrets.SecretDetectorTest.find;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Key blocks are reported only when they parse: DER, OpenSSH magic, PGP checksum; wherever they sit in code. */
class KeyBlockTest {
    @Test
    void derIsOneSequenceWhoseLengthsAreConsistentAllTheWayDown() {
        assertThat(Der.wellFormedSequence(KeyBodies.DER)).isTrue();
        assertThat(Der.wellFormedSequence(new byte[] {0x30, 0x06, 0x02, 0x01, 0x01, (byte) 0xA0, 0x01, 0x05})).isFalse();
        assertThat(Der.wellFormedSequence(new byte[] {0x30, 0x03, 0x02, 0x01, 0x01})).isTrue();
        assertThat(Der.wellFormedSequence(new byte[] {0x30, 0x03, 0x02, 0x01, 0x01, 0x00})).isFalse(); // trailing byte
        assertThat(Der.wellFormedSequence(new byte[] {0x30, 0x03, 0x02, 0x02, 0x01})).isFalse();       // child overruns
        assertThat(Der.wellFormedSequence(new byte[] {0x30, (byte) 0x80, 0x00, 0x00})).isFalse();      // BER indefinite
        assertThat(Der.wellFormedSequence(new byte[] {0x02, 0x01, 0x01})).isFalse();                    // not a SEQUENCE
    }

    @ParameterizedTest
    @ValueSource(strings = {"RSA PRIVATE KEY", "EC PRIVATE KEY", "DSA PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"})
    void aDerBlockWithABrokenLengthIsNotReported(String label) {
        byte[] broken = Arrays.copyOf(KeyBodies.DER, KeyBodies.DER.length);
        broken[1]++;
        assertThat(find(KeyBodies.block(label, broken))).isEmpty();
        assertThat(find(KeyBodies.block(label, KeyBodies.random(120)))).isEmpty();
    }

    @Test
    void anOpenSshBlockNeedsItsMagic() {
        assertThat(find(KeyBodies.block("OPENSSH PRIVATE KEY", KeyBodies.random(200)))).isEmpty();
    }

    @Test
    void aPgpArmorStartsWithASecretKeyPacket() {
        assertThat(find(KeyBodies.block("PGP PRIVATE KEY BLOCK", KeyBodies.random(200)))).isEmpty();
        byte[] oldFormat = KeyBodies.pgp();
        oldFormat[0] = (byte) 0x95; // old format, tag 5, two length octets
        String block = KeyBodies.block("PGP PRIVATE KEY BLOCK", oldFormat);
        exactly("private-key-pgp", block, block);
    }

    @Test
    void aPgpChecksumLineMustBeTheBodysCrc24() {
        byte[] body = KeyBodies.pgp();
        String armor = "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\n\n" + KeyBodies.wrapped(body);
        String good = armor + "=" + KeyBlock.crc24(body) + "\n-----END PGP PRIVATE KEY BLOCK-----";
        exactly("private-key-pgp", good, good);
        String wrong = armor + "=" + KeyBlock.crc24(KeyBodies.random(10)) + "\n-----END PGP PRIVATE KEY BLOCK-----";
        assertThat(find(wrong)).isEmpty();
    }

    @Test
    void legacyEncryptedPemHoldsWholeCipherBlocks() {
        String headers = "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3F9A1C7E5B2D80463F9A1C7E5B2D8046\n\n";
        String key = "-----BEGIN RSA PRIVATE KEY-----\n" + headers + KeyBodies.wrapped(KeyBodies.random(192))
                + "-----END RSA PRIVATE KEY-----";
        exactly("private-key-rsa", key, key);
        String pkcs8 = "-----BEGIN PRIVATE KEY-----\n" + headers + KeyBodies.wrapped(KeyBodies.random(192))
                + "-----END PRIVATE KEY-----";
        assertThat(find(pkcs8)).as("PKCS#8 has no RFC 1421 headers: its body must be DER").isEmpty();
    }

    @Test
    void aBlockInsideCodeOrALogIsReadThroughItsDecoration() {
        String[] lines = KeyBodies.wrapped(KeyBodies.DER).split("\n");
        StringBuilder java = new StringBuilder("String key = \"-----BEGIN EC PRIVATE KEY-----\\n\" +\n");
        StringBuilder log = new StringBuilder("2026-04-26 12:36:01 -----BEGIN PRIVATE KEY-----\n");
        for (String line : lines) {
            java.append("    \"").append(line).append("\\n\" +\n");
            log.append("2026-04-26 12:36:01 ").append(line).append('\n');
        }
        java.append("    \"-----END EC PRIVATE KEY-----\";\n");
        log.append("2026-04-26 12:36:01 -----END PRIVATE KEY-----\n");
        assertThat(find(java.toString())).extracting(SecretFinding::ruleId).containsExactly("private-key-ec");
        assertThat(find(log.toString())).extracting(SecretFinding::ruleId).containsExactly("private-key-pkcs8");
    }

    @Test
    void theFirstEndLineClosesABlockWhateverItsLabel() {
        String mixed = "-----BEGIN PRIVATE KEY-----\n" + KeyBodies.wrapped(KeyBodies.DER) + "-----END RSA PRIVATE KEY-----";
        exactly("private-key-pkcs8", mixed, mixed);
    }
}
