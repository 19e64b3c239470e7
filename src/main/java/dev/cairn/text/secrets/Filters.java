package dev.cairn.text.secrets;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Values that look like credentials and are not: placeholders, templates, hashes, UUIDs, integrity values. */
final class Filters {
    private static final List<String> PLACEHOLDER_WORDS = List.of("example", "your_", "your-", "yourkey",
            "xxxx", "****", "....", "\u2026", "changeme", "change_me", "dummy", "sample", "placeholder", "redacted",
            "test", "fake", "insert", "replace", "<", ">", "${", "{{", "}}", "%s", "%(", "0000000",
            "secret_here", "token_here", "key_here", "password_here");
    /**
     * Where a field holds a reference to a secret or its ciphertext, not the secret: a secret manager's ARN or
     * resource name, Azure Key Vault and Ansible Vault syntax, Jasypt's {@code ENC(...)}, Vault paths, CloudFormation
     * dynamic references, and template or shell expansions ({@code $(...)}, {@code #{...}}, {@code <%= %>}).
     */
    private static final Pattern REFERENCE = Pattern.compile("^(?:arn:aws[a-z\\-]*:|projects/[^/\\s]+/secrets/"
            + "|@microsoft\\.keyvault\\(|!vault|\\$ansible_vault|enc\\(|vault:|\\{resolve:|\\$\\(|#\\{|<%)");
    /** A URI with a scheme and no password in it: {@code op://vault/item/field}, {@code sm://...}, {@code https://...}. */
    private static final Pattern URI = Pattern.compile("^[a-z][a-z0-9+.\\-]{0,20}://[^:@\\s]*$");
    /** A host name: lower-case labels and a top-level domain of letters ({@code shop-4711.firebaseapp.com}). */
    private static final Pattern HOST = Pattern.compile("^(?:[a-z0-9](?:[a-z0-9\\-]*[a-z0-9])?\\.)+[a-z]{2,12}$");
    /** A run this long of consecutive characters ({@code 123456}, {@code 654321}, {@code abcdef}) is typed. */
    private static final int SEQUENCE_RUN = 6;
    private static final Pattern HEX_HASH = Pattern.compile("^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9A-F]{32}|[0-9A-F]{40}|[0-9A-F]{64})$");
    private static final Pattern UUID = Pattern.compile("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$");
    private static final Pattern HEX_NUMBER = Pattern.compile("^0[xX][0-9a-fA-F]+$");
    /** Regular-expression syntax: a class with a quantifier, an escape class, a group flag. */
    private static final Pattern REGEX_SYNTAX = Pattern.compile("\\][{*+?]|\\\\[dwsDWS]|\\(\\?");
    /** The last segment of a key name that describes a secret without being it: {@code password_hash}, {@code tokenType}. */
    private static final Set<String> METADATA_SEGMENTS = Set.of("hash", "id", "ids", "name", "names", "file", "path",
            "dir", "url", "uri", "type", "length", "len", "size", "format", "prefix", "suffix", "header", "field",
            "param", "policy", "regex", "pattern", "env", "var", "ttl", "expiry", "expires", "count", "version",
            "algorithm", "mode", "label", "hint", "store", "provider", "domain", "host");
    private static final Pattern EMAIL = Pattern.compile("^[^@\\s]+@[A-Za-z0-9\\-]+(?:\\.[A-Za-z0-9\\-]+)+$");
    private static final Pattern INTEGRITY = Pattern.compile("^(?:sha1|sha256|sha384|sha512|md5)[-:]");
    /** An identifier of words: digits only at a word's end or after an underscore ({@code NID_aes_256_cbc}). */
    private static final String WORDS = "[A-Za-z_]+[0-9]*(?:_[A-Za-z0-9]+)*";
    /**
     * References and identifiers: {@code $VAR}, {@code process.env...}, member paths of words ({@code self.key},
     * {@code winreg.EnumKey}, {@code Base.depth}; not {@code n83.bat47Fy4}), {@code _lower_snake}, {@code kebab-case}, {@code urn:words}, {@code _UPPER_SNAKE},
     * SQL parameters ({@code :name}), header and cmdlet names ({@code Content-Type}, {@code ConvertTo-SecureString});
     * a sentence's final dot is allowed.
     */
    private static final Pattern VARIABLE = Pattern.compile("^(?:\\$\\w|\\$\\(|%\\w+%$|process\\.env|os\\.environ|env\\(|getenv"
            + "|_*[a-z][a-z_]*[0-9]*(?:\\." + WORDS + ")+\\.?$|[A-Z][a-z]+[A-Za-z]*(?:\\." + WORDS + ")+$"
            + "|_*[a-z]+(?:[_\\-:][a-z0-9]*)*\\.?$|_*[A-Z]+(?:_[A-Z0-9]+)*$|:[A-Za-z_]\\w*$"
            + "|[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:-[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*)+$)");
    /** Letters only, every capital starting a word of three or more letters: {@code HTTPPasswordMgr}, {@code AuthError}. */
    private static final Pattern LEADING_UNDERSCORES = Pattern.compile("^_+");
    private static final Pattern CAMEL_CASE_WORDS = Pattern.compile("^[A-Z]*[a-z]*(?:[A-Z][a-z]{2,})+$");
    /** Prefixes of public-by-design values: public keys, Stripe and Supabase publishable keys, Mapbox public tokens. */
    private static final List<String> PUBLIC_KEYS = List.of("ssh-rsa", "ssh-ed25519", "ecdsa-sha2", "pk_live_",
            "pk_test_", "sb_publishable_", "pk.eyj", "-----begin public", "-----begin certificate",
            "-----begin pgp public");
    /** Words that end in {@code pass} without naming a password. */
    private static final Set<String> PASS_WORDS = Set.of("bypass", "compass", "surpass", "trespass", "overpass",
            "underpass", "encompass");
    /**
     * Key-name segments naming a value meant to be shipped to clients: a publishable or search-only key, a CAPTCHA
     * site key ({@code data-sitekey}, {@code RECAPTCHA_SITE_KEY}; its secret counterpart is named secret).
     */
    private static final Set<String> PUBLIC_COUNTERPART_SEGMENTS = Set.of("publishable", "search", "site", "sitekey");
    private static final Pattern PADDED_BASE64 = Pattern.compile("^[A-Za-z0-9+/]{2,}(={1,2})$");
    private static final String BASE64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

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
        return INTEGRITY.matcher(lower).find() || REFERENCE.matcher(lower).find() || sequenceRun(lower);
    }

    private static boolean sequenceRun(String value) {
        int up = 1;
        int down = 1;
        for (int i = 1; i < value.length(); i++) {
            int step = value.charAt(i) - value.charAt(i - 1);
            boolean alphanumeric = Character.isLetterOrDigit(value.charAt(i))
                    && Character.isLetterOrDigit(value.charAt(i - 1));
            up = alphanumeric && step == 1 ? up + 1 : 1;
            down = alphanumeric && step == -1 ? down + 1 : 1;
            if (up >= SEQUENCE_RUN || down >= SEQUENCE_RUN) {
                return true;
            }
        }
        return false;
    }

    /**
     * True for a value a generic (keyword-only) rule must drop: a value behind a public, publishable or search-only
     * key's name, a key named by a word merely ending in {@code pass} ({@code bypass}), the rest of a URL after its
     * scheme's colon ({@code otpauth://...}), a key's value that is malformed base64, a Sealed Secrets ciphertext
     * (safe to commit), a hash
     * behind a non-secret key name, a value behind a key naming its metadata ({@code _hash}, {@code _id},
     * {@code _file}...), a UUID unless the key names a secret or password, a variable reference, identifier or SQL parameter, a hex number literal, an e-mail
     * address, a regular expression, a URI without a password ({@code op://...}), a host name, a key block's BEGIN line
     * (the block rules judge blocks), a sentence (words and blanks, or more than three words), a value with a single
     * character class (a word, a number).
     */
    static boolean notGenericSecret(String value, String keyName) {
        String key = keyName == null ? "" : keyName.toLowerCase(Locale.ROOT);
        List<String> segments = segments(keyName == null ? "" : keyName);
        if (HEX_HASH.matcher(value).find() && (key.isEmpty() || key.contains("hash") || key.contains("sha")
                || key.contains("digest") || key.contains("checksum") || key.contains("commit") || key.contains("etag"))) {
            return true;
        }
        String statement = value.endsWith(":") ? value.substring(0, value.length() - 1) : value; // Python's if x == Y:
        if (key.contains("public") || segments.stream().anyMatch(PUBLIC_COUNTERPART_SEGMENTS::contains)
                || (!segments.isEmpty() && METADATA_SEGMENTS.contains(segments.get(segments.size() - 1)))
                || segments.stream().anyMatch(PASS_WORDS::contains) || value.startsWith("//")
                || (segments.contains("key") && malformedBase64(value)) || SealedCiphertext.matches(value)
                || (UUID.matcher(value).find() && !namesACredential(segments)) || VARIABLE.matcher(statement).find() || HEX_NUMBER.matcher(value).find()
                || EMAIL.matcher(value).find() || REGEX_SYNTAX.matcher(value).find() || URI.matcher(value).find()
                || HOST.matcher(value).find() || value.contains("-----BEGIN")) {
            return true;
        }
        if (sentence(value)) {
            return true;
        }
        String name = LEADING_UNDERSCORES.matcher(value).replaceFirst(""); // _PrivateKey: a private name
        boolean lettersOnly = name.chars().allMatch(Character::isLetter); // a word of any script: "expiré"
        return characterClasses(value) < 2 || (lettersOnly && (name.length() < 16
                || CAMEL_CASE_WORDS.matcher(name).find()));
    }

    /**
     * Whether a key's segments name a secret or a password: a UUID there is one (Keycloak client secrets, generated
     * service passwords), where behind a token's or key's name it is as often an id.
     */
    private static boolean namesACredential(List<String> segments) {
        for (String segment : segments) {
            if (segment.startsWith("secret") || segment.startsWith("passw")) {
                return true;
            }
        }
        return false;
    }

    /** A quoted value of words and blanks: a message or a list, not a password ("Tools that need an API key"). */
    private static boolean sentence(String value) {
        String[] words = value.trim().split("\\s+");
        if (words.length < 2) {
            return false;
        }
        if (words.length > 3) {
            return true;
        }
        for (String word : words) {
            String bare = word.replaceAll("[.,!?;:]+$", "");
            if (bare.isEmpty() || !bare.chars().allMatch(Character::isLetter)) {
                return false;
            }
        }
        return true;
    }

    /** The key name's segments, split at non-alphanumerics and camel-case humps, lower-cased. */
    private static List<String> segments(String keyName) {
        List<String> segments = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= keyName.length(); i++) {
            boolean end = i == keyName.length() || !Character.isLetterOrDigit(keyName.charAt(i))
                    || (i > 0 && Character.isUpperCase(keyName.charAt(i))
                            && Character.isLowerCase(keyName.charAt(i - 1)));
            if (end && i > start) {
                segments.add(keyName.substring(start, i).toLowerCase(Locale.ROOT));
            }
            if (end) {
                start = i == keyName.length() || Character.isLetterOrDigit(keyName.charAt(i)) ? i : i + 1;
            }
        }
        return segments;
    }

    /**
     * Padded base64 no encoder writes: a length not a multiple of four, or bits set in the padding. Only checked
     * behind a key's name: key material is bytes a program encoded, where a typed password may end in {@code =}.
     */
    private static boolean malformedBase64(String value) {
        Matcher padded = PADDED_BASE64.matcher(value);
        if (!padded.find()) {
            return false;
        }
        int lastData = BASE64_ALPHABET.indexOf(value.charAt(value.length() - padded.group(1).length() - 1));
        int unusedBits = padded.group(1).length() == 2 ? 0xf : 0x3;
        return value.length() % 4 != 0 || (lastData & unusedBits) != 0;
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
