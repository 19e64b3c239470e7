package dev.cairn;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.dropwizard.validation.ValidationMethod;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * detect_secrets' fingerprint key ({@code CAIRN_SECRET_FINGERPRINT_KEY}, at least 32 characters). Blank:
 * a random 32-byte key is made at first start and kept in {@code ${dataDir}/fingerprint.key} (mode 0600),
 * so fingerprints stay stable across restarts.
 */
public class SecretsConfig {
    static final String KEY_FILE = "fingerprint.key";

    @JsonProperty
    private String fingerprintKey = "";

    @JsonIgnore
    @ValidationMethod(message = "secrets.fingerprintKey must be blank or at least 32 characters")
    public boolean isFingerprintKeyLongEnough() {
        return fingerprintKey == null || fingerprintKey.isBlank() || fingerprintKey.trim().length() >= 32;
    }

    /** The configured key's UTF-8 bytes, or the key kept under {@code dataDir}, made now when missing. */
    public byte[] fingerprintKey(Path dataDir) {
        if (fingerprintKey != null && !fingerprintKey.isBlank()) {
            return fingerprintKey.trim().getBytes(StandardCharsets.UTF_8);
        }
        Path file = dataDir.resolve(KEY_FILE);
        try {
            if (!Files.exists(file)) {
                Files.createDirectories(dataDir);
                byte[] key = new byte[32];
                new SecureRandom().nextBytes(key);
                Path temp = Files.createTempFile(dataDir, KEY_FILE, ".tmp");
                restrict(temp);
                Files.writeString(temp, HexFormat.of().formatHex(key) + "\n", StandardOpenOption.TRUNCATE_EXISTING);
                try {
                    Files.move(temp, file); // not REPLACE_EXISTING: a concurrent first start keeps the first key
                } catch (java.nio.file.FileAlreadyExistsException e) {
                    Files.deleteIfExists(temp);
                }
            }
            return HexFormat.of().parseHex(Files.readString(file).trim());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or create " + file, e);
        }
    }

    private static void restrict(Path file) throws IOException {
        try {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        } catch (UnsupportedOperationException e) {
            // not a POSIX file system: the directory's own permissions apply
        }
    }
}
