package dev.cairn.text.redact;

import dev.cairn.text.secrets.SecretSpan;

/** The placeholder type of a detect_secrets finding: what a reader of the redacted text needs to know it was. */
final class CredentialTypes {
    static final String JWT = "JWT";
    static final String PRIVATE_KEY = "PRIVATE_KEY";
    static final String PASSWORD = "PASSWORD";
    static final String SECRET = "SECRET";

    private CredentialTypes() {
    }

    static String of(SecretSpan span) {
        String rule = span.ruleId();
        if (rule.equals("jwt")) {
            return JWT;
        }
        if (span.provider().equals("private-key") || rule.equals("private-key-putty")
                || rule.equals("gcp-service-account-key")) {
            return PRIVATE_KEY;
        }
        if (rule.endsWith("-url-password") || rule.equals("generic-password") || rule.equals("http-basic-auth")) {
            return PASSWORD;
        }
        return SECRET;
    }
}
