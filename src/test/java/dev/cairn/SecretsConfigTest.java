package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecretsConfigTest {
    @Test
    void aBlankKeyIsMadeOnceKeptPrivateAndReused(@TempDir Path dir) throws Exception {
        SecretsConfig config = new SecretsConfig();
        byte[] first = config.fingerprintKey(dir.resolve("data"));
        byte[] second = config.fingerprintKey(dir.resolve("data"));
        assertThat(first).hasSize(32).isEqualTo(second);
        Path file = dir.resolve("data").resolve(SecretsConfig.KEY_FILE);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
    }

    @Test
    void aConfiguredKeyIsUsedAsIsAndMustBeLongEnough(@TempDir Path dir) throws Exception {
        SecretsConfig config = new ObjectMapper().readValue("{\"fingerprintKey\":\"" + "k".repeat(32) + "\"}",
                SecretsConfig.class);
        assertThat(config.fingerprintKey(dir)).isEqualTo("k".repeat(32).getBytes());
        assertThat(Files.exists(dir.resolve(SecretsConfig.KEY_FILE))).isFalse();
        assertThat(config.isFingerprintKeyLongEnough()).isTrue();
        assertThat(new ObjectMapper().readValue("{\"fingerprintKey\":\"short\"}", SecretsConfig.class)
                .isFingerprintKeyLongEnough()).isFalse();
    }
}
