package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.Rule.END;
import static dev.cairn.text.secrets.Rule.START;
import static dev.cairn.text.secrets.Rule.of;

import dev.cairn.text.secrets.Rule.Basis;
import java.util.ArrayList;
import java.util.List;

/**
 * Credentials recognised by their structure: private key blocks of every PEM, OpenSSH, PuTTY and PGP
 * kind (the whole block is one finding), JWTs, service-account JSON and URLs carrying a password.
 */
final class StructureRules {
    /** Key blocks may be long (RSA 8192, PGP): the window reaches this far past {@code -----BEGIN}. */
    private static final int KEY_BLOCK_REACH = 32_768;
    /** An RSA JWK with its CRT members, members aside, is a few kilobytes. */
    private static final int JWK_REACH = 8192;
    /** The first END line closes a block whatever its label: hand-edited blocks mix them, the body decides. */
    private static final String KEY_BLOCK_END = "-----END [A-Z0-9 ]{1,40}-----";
    private static final String URL_PASSWORD = "://(?:[^\\s:/\"'<>]{0,64}):(?P<s>[^\\s:/@\"'<>]{1,128})@[A-Za-z0-9.\\-\\[\\]_%]+";

    private StructureRules() {
    }

    static List<Rule> all() {
        List<Rule> rules = new ArrayList<>();
        rules.add(of("gcp-service-account-key", "google", Basis.STRUCTURE, List.of("\"private_key\""),
                "\"private_key\"\\s*:\\s*\"(?P<s>-----BEGIN PRIVATE KEY-----[A-Za-z0-9+/=\\\\]+?-----END PRIVATE KEY-----(?:\\\\n)?)\"", 0)
                .validated("structure", KeyBlock::parses).reaching(8192));
        keyBlock(rules, "private-key-rsa", "RSA PRIVATE KEY");
        keyBlock(rules, "private-key-ec", "EC PRIVATE KEY");
        keyBlock(rules, "private-key-dsa", "DSA PRIVATE KEY");
        keyBlock(rules, "private-key-openssh", "OPENSSH PRIVATE KEY");
        keyBlock(rules, "private-key-encrypted", "ENCRYPTED PRIVATE KEY");
        keyBlock(rules, "private-key-pkcs8", "PRIVATE KEY");
        keyBlock(rules, "private-key-pgp", "PGP PRIVATE KEY BLOCK");
        // A whole PEM file base64-encoded, as Kubernetes Secrets carry tls.key: base64 of "-----BEGIN" opens it.
        rules.add(of("private-key-base64", "private-key", Basis.STRUCTURE, List.of("LS0tLS1CRUdJTi"),
                START + "(?P<s>LS0tLS1CRUdJTi[A-Za-z0-9+/]+={0,2})" + END, 0)
                .validated("structure", KeyBlock::parsesEncoded).reaching(KEY_BLOCK_REACH));
        rules.add(of("private-key-putty", "ssh", Basis.STRUCTURE, List.of("PuTTY-User-Key-File-"),
                "(?P<s>PuTTY-User-Key-File-[23]: [^\\r\\n]+[\\s\\S]*?Private-MAC: [0-9a-f]{40,64})", 0)
                .spanningLines(KEY_BLOCK_REACH, "Private-MAC: "));
        rules.add(of("jwt", "jwt", Basis.STRUCTURE, List.of("eyJ"),
                START + "(?P<s>eyJ[A-Za-z0-9_\\-]{10,}\\.[A-Za-z0-9_\\-]{2,}\\.[A-Za-z0-9_\\-]{16,})(?:[^A-Za-z0-9_\\-.]|$)", 3.0)
                .validated("structure", Validators::jwt).reaching(4096));
        // A JSON Web Key with its private member (d for EC, RSA and OKP keys, k for symmetric ones), kty first.
        rules.add(of("jwk-private-key", "jwk", Basis.STRUCTURE, List.of("\"kty\""),
                "(?P<s>\"kty\"\\s*:\\s*\"[^\"\\r\\n]{1,10}\"(?:[^{}\"]|\"[^\"]*\")*?\"[dk]\"\\s*:\\s*\"[A-Za-z0-9_\\-]{16,}\")", 3.0)
                .spanningLines(JWK_REACH, "}"));
        uri(rules, "postgres-url-password", "postgres", "postgres(?:ql)?(?:\\+[a-z0-9]+)?",
                "postgres://", "postgresql://", "postgres+", "postgresql+");
        uri(rules, "mysql-url-password", "mysql", "mysql(?:x)?(?:\\+[a-z0-9]+)?", "mysql://", "mysqlx://", "mysql+");
        uri(rules, "mariadb-url-password", "mariadb", "mariadb", "mariadb://");
        uri(rules, "mongodb-url-password", "mongodb", "mongodb(?:\\+srv)?", "mongodb://", "mongodb+srv://");
        uri(rules, "redis-url-password", "redis", "rediss?", "redis://", "rediss://");
        uri(rules, "amqp-url-password", "amqp", "amqps?", "amqp://", "amqps://");
        uri(rules, "mssql-url-password", "sqlserver", "(?:sqlserver|mssql)", "sqlserver://", "mssql://");
        uri(rules, "ftp-url-password", "ftp", "s?ftps?", "ftp://", "ftps://", "sftp://");
        uri(rules, "smtp-url-password", "smtp", "smtps?", "smtp://", "smtps://");
        uri(rules, "ldap-url-password", "ldap", "ldaps?", "ldap://", "ldaps://");
        uri(rules, "http-url-password", "http", "https?", "http://", "https://");
        rules.add(of("url-password", "generic", Basis.STRUCTURE, List.of("://"), URL_PASSWORD, 0)
                .reaching(512).anchored(Rule.Anchor.HIT));
        return rules;
    }

    private static void keyBlock(List<Rule> rules, String id, String label) {
        String quoted = label.replace(" ", "\\x20");
        rules.add(of(id, "private-key", Basis.STRUCTURE, List.of("-----BEGIN " + label + "-----"),
                "(?P<s>-----BEGIN " + quoted + "-----[\\s\\S]*?" + KEY_BLOCK_END + ")", 0)
                .validated("structure", KeyBlock::parses).spanningLines(KEY_BLOCK_REACH, "-----END "));
    }

    /** A URL rule for {@code scheme}, tried at each of its scheme keywords ({@code sftp://}, not {@code ftp://} inside it). */
    private static void uri(List<Rule> rules, String id, String provider, String scheme, String... keywords) {
        rules.add(of(id, provider, Basis.STRUCTURE, List.of(keywords), "(?i:" + START + scheme + ")" + URL_PASSWORD, 0)
                .reaching(512).anchored(Rule.Anchor.HIT));
    }
}
