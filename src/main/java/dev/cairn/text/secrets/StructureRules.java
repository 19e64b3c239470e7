package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.ContextRules.ASSIGN;
import static dev.cairn.text.secrets.Rule.START;
import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.ArrayList;
import java.util.List;

/**
 * Credentials recognised by their structure: private key blocks of every PEM, OpenSSH, PuTTY and PGP
 * kind (the whole block is one finding), JWTs, service-account JSON, URLs carrying a password, and
 * generic secret-ish assignments gated by entropy.
 */
final class StructureRules {
    /** Key blocks may be long (RSA 8192, PGP): the window reaches this far past {@code -----BEGIN}. */
    private static final int KEY_BLOCK_REACH = 32_768;
    private static final String URL_PASSWORD = "://(?:[^\\s:/@\"'<>]{0,64}):(?P<s>[^\\s:/@\"'<>]{1,128})@[A-Za-z0-9.\\-\\[\\]_%]+";

    private StructureRules() {
    }

    static List<Rule> all() {
        List<Rule> rules = new ArrayList<>();
        rules.add(of("gcp-service-account-key", "google", Basis.STRUCTURE, List.of("\"private_key\""),
                "\"private_key\"\\s*:\\s*\"(?P<s>-----BEGIN PRIVATE KEY-----[A-Za-z0-9+/=\\\\]+?-----END PRIVATE KEY-----(?:\\\\n)?)\"", 0)
                .validated("structure", Validators::keyBlock).reaching(8192));
        keyBlock(rules, "private-key-rsa", "RSA PRIVATE KEY");
        keyBlock(rules, "private-key-ec", "EC PRIVATE KEY");
        keyBlock(rules, "private-key-dsa", "DSA PRIVATE KEY");
        keyBlock(rules, "private-key-openssh", "OPENSSH PRIVATE KEY");
        keyBlock(rules, "private-key-encrypted", "ENCRYPTED PRIVATE KEY");
        keyBlock(rules, "private-key-pkcs8", "PRIVATE KEY");
        keyBlock(rules, "private-key-pgp", "PGP PRIVATE KEY BLOCK");
        rules.add(of("private-key-putty", "ssh", Basis.STRUCTURE, List.of("PuTTY-User-Key-File-"),
                "(?P<s>PuTTY-User-Key-File-[23]: [^\\r\\n]+[\\s\\S]*?Private-MAC: [0-9a-f]{40,64})", 0)
                .spanningLines(KEY_BLOCK_REACH));
        rules.add(of("jwt", "jwt", Basis.STRUCTURE, List.of("eyJ"),
                START + "(?P<s>eyJ[A-Za-z0-9_\\-]{10,}\\.[A-Za-z0-9_\\-]{2,}\\.[A-Za-z0-9_\\-]{16,})(?:[^A-Za-z0-9_\\-.]|$)", 3.0)
                .validated("structure", Validators::jwt).reaching(4096));
        uri(rules, "postgres-url-password", "postgres", "postgres", "postgres(?:ql)?(?:\\+[a-z0-9]+)?");
        uri(rules, "mysql-url-password", "mysql", "mysql", "mysql(?:x)?(?:\\+[a-z0-9]+)?");
        uri(rules, "mariadb-url-password", "mariadb", "mariadb", "mariadb");
        uri(rules, "mongodb-url-password", "mongodb", "mongodb", "mongodb(?:\\+srv)?");
        uri(rules, "redis-url-password", "redis", "redis", "rediss?");
        uri(rules, "amqp-url-password", "amqp", "amqp", "amqps?");
        uri(rules, "mssql-url-password", "sqlserver", "sqlserver", "(?:sqlserver|mssql)");
        uri(rules, "ftp-url-password", "ftp", "ftp", "s?ftp");
        uri(rules, "smtp-url-password", "smtp", "smtp", "smtps?");
        uri(rules, "ldap-url-password", "ldap", "ldap", "ldaps?");
        uri(rules, "http-url-password", "http", "http", "https?");
        generic(rules, "generic-password", List.of("password", "passwd", "pwd", "passphrase"),
                "(?:password|passwd|pwd|passphrase)", 2.5);
        generic(rules, "generic-secret", List.of("secret"), "secret", 3.0);
        generic(rules, "generic-api-key", List.of("api_key", "apikey", "api-key", "access_key", "accesskey"),
                "(?:api[_\\-]?key|access[_\\-]?key)", 3.0);
        generic(rules, "generic-token", List.of("token", "auth"), "(?:token|auth)", 3.0);
        return rules;
    }

    private static void keyBlock(List<Rule> rules, String id, String label) {
        String quoted = label.replace(" ", "\\x20");
        rules.add(of(id, "private-key", Basis.STRUCTURE, List.of("-----BEGIN " + label + "-----"),
                "(?P<s>-----BEGIN " + quoted + "-----[\\s\\S]*?-----END " + quoted + "-----)", 0)
                .validated("structure", Validators::keyBlock).spanningLines(KEY_BLOCK_REACH));
    }

    private static void uri(List<Rule> rules, String id, String provider, String keyword, String scheme) {
        rules.add(of(id, provider, Basis.STRUCTURE, List.of(keyword + "://", keyword + "s://", keyword + "ql://",
                        keyword + "+srv://"),
                "(?i:" + START + scheme + ")" + URL_PASSWORD, 0).reaching(512).anchored(Rule.Anchor.HIT));
    }

    private static void generic(List<Rule> rules, String id, List<String> keywords, String word, double minEntropy) {
        rules.add(of(id, "generic", Basis.GENERIC, keywords,
                "(?i:(?P<k>[A-Za-z0-9_.\\-]*" + word + "[A-Za-z0-9_\\-]*))" + ASSIGN
                        + "(?P<s>[^\\s\"'`,;<>()\\[\\]{}]{6,200})", minEntropy).anchored(Rule.Anchor.WORD));
    }
}
