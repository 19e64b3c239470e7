package dev.cairn.text.secrets;

import com.google.re2j.Pattern;
import java.util.List;
import java.util.Locale;

/** Values that look like credentials and are not: placeholders, templates, hashes, UUIDs, integrity values. */
final class Filters {
    private static final List<String> PLACEHOLDER_WORDS = List.of("example", "your_", "your-", "yourkey",
            "xxxx", "****", "....", "changeme", "change_me", "dummy", "sample", "placeholder", "redacted",
            "test", "fake", "insert", "replace", "<", ">", "${", "{{", "}}", "%s", "%(", "0000000", "1234567",
            "abcdef", "secret_here", "token_here", "key_here", "password_here");
    private static final Pattern HEX_HASH = Pattern.compile("^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64})$");
    private static final Pattern UUID = Pattern.compile("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");
    private static final Pattern INTEGRITY = Pattern.compile("^(?:sha1|sha256|sha384|sha512|md5)[-:]");
    private static final Pattern VARIABLE = Pattern.compile("^(?:\\$\\w|\\$\\(|%\\w+%$|process\\.env|os\\.environ|env\\(|getenv|[a-z_][a-z0-9_]*(?:\\.[a-z_][a-z0-9_]*)+$|[a-z]+(?:_[a-z]+)*$|[A-Z]+(?:_[A-Z]+)*$)");
    private static final List<String> PUBLIC_KEYS = List.of("ssh-rsa", "ssh-ed25519", "ecdsa-sha2", "pk_live_",
            "pk_test_", "-----begin public", "-----begin certificate", "-----begin pgp public");

    private Filters() {
    }

    /** True for a value any rule must drop: a placeholder, a template or variable reference, a public key. */
    static boolean placeholder(String value) {
        String lower = value.toLowerCase(Locale.ROOT);
        for (String word : PLACEHOLDER_WORDS) {
            if (lower.contains(word)) {
                return true;
            }
        }
        for (String key : PUBLIC_KEYS) {
            if (lower.startsWith(key)) {
                return true;
            }
        }
        return INTEGRITY.matcher(lower).find();
    }

    /**
     * True for a value a generic (keyword-only) rule must drop: a hash behind a non-secret key name, a
     * UUID, a variable reference, a value with a single character class (a word, a number).
     */
    static boolean notGenericSecret(String value, String keyName) {
        String key = keyName == null ? "" : keyName.toLowerCase(Locale.ROOT);
        if (HEX_HASH.matcher(value).find() && (key.isEmpty() || key.contains("hash") || key.contains("sha")
                || key.contains("digest") || key.contains("checksum") || key.contains("commit") || key.contains("etag"))) {
            return true;
        }
        if (UUID.matcher(value).find() || VARIABLE.matcher(value).find()) {
            return true;
        }
        boolean lettersOnly = value.chars().allMatch(c -> (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
        return characterClasses(value) < 2 || (lettersOnly && value.length() < 16);
    }

    static boolean hash(String value) {
        return HEX_HASH.matcher(value).find();
    }

    static boolean uuid(String value) {
        return UUID.matcher(value).find();
    }

    private static int characterClasses(String value) {
        boolean lower = false;
        boolean upper = false;
        boolean digit = false;
        boolean other = false;
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c >= 'a' && c <= 'z') {
                lower = true;
            } else if (c >= 'A' && c <= 'Z') {
                upper = true;
            } else if (c >= '0' && c <= '9') {
                digit = true;
            } else {
                other = true;
            }
        }
        return (lower ? 1 : 0) + (upper ? 1 : 0) + (digit ? 1 : 0) + (other ? 1 : 0);
    }
}
