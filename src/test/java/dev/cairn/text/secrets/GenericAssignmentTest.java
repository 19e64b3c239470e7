package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.exactly;
import static dev.cairn.text.secrets.SecretDetectorTest.find;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Generic key = value findings: which key names and separators count, and which values do not. */
class GenericAssignmentTest {
    static final String SECRET = "Kp9wVq7rLm2x";

    @ParameterizedTest
    @ValueSource(strings = {
        "my_pw: %s",                                   // short password spellings as a key segment
        "X3_PSWD=%s",
        "PASWRD:=%s",
        "MYSQLPASS: %s",
        "openssl req -passin \"pass:%s\"",
        "#define password \"%s\"",                     // a blank separator before a quoted value
        "ALTER ROLE app PASSWORD '%s';",
        "if password == \"%s\":",                      // a comparison with a literal
        "passwordProd: %s",                            // a camel-case segment after the word
        "DB_PASSWORD_2=%s",
        "<server><id>corp</id><password>%s</password></server>",  // Maven settings.xml
        "{\\\"password\\\": \\\"%s\\\"}",                // JSON escaped inside a string
        "<p>Your password: &quot;%s&quot;</p>",        // HTML-escaped quotes
        "passwords: %s",                               // the plural key word
    })
    void passwordKeysAndSeparators(String template) {
        exactly("generic-password", template.formatted(SECRET), SECRET);
    }

    @Test
    void sealedSecretsCiphertextIsMadeToBeCommitted() {
        byte[] ciphertext = KeyBodies.random(600);
        ciphertext[0] = 0x02; // a 512-byte session key: RSA 4096
        ciphertext[1] = 0x00;
        String sealed = Base64.getEncoder().encodeToString(ciphertext);
        assertThat(find("spec:\n  encryptedData:\n    PASSWORD: " + sealed)).isEmpty();
        ciphertext[0] = 0x03;
        String other = Base64.getEncoder().encodeToString(ciphertext);
        assertThat(find("PASSWORD: " + other)).hasSize(1);
    }

    @Test
    void aDotInsideAValueIsNotAMemberPath() {
        exactly("generic-password", "SET password \"n83.bat47Fy4\"", "n83.bat47Fy4");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "gpg --decrypt --passphrase %s --output out.txt",
        "mysql -u root --password %s",
        "Connect -Domain corp -Password %s",
        "vault login --token %s",
    })
    void secretCommandLineOptions(String template) {
        exactly("generic-option", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "CREATE USER 'app'@'%%' IDENTIFIED BY '%s';",
        "ALTER USER app identified by %s;",
        "ALTER USER 'root'@'localhost' IDENTIFIED WITH mysql_native_password BY '%s';",
        "CREATE ROLE app_admin WITH LOGIN PASSWORD %s;",
        "CREATE USER report WITH ENCRYPTED PASSWORD %s;",
    })
    void sqlPasswordClauses(String template) {
        exactly("sql-password", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "easy_setopt(curl, CURLOPT_PASSWORD, \"%s\");",
        "easy_setopt(curl, CURLOPT_XOAUTH2_BEARER, \"%s\");",
        "define( 'PASSWORD' , '%s' );",
        "config.put(\"db.password\", \"%s\");",
        "val password: String = \"%s\", // scala",
        "def connect(passwd: str = \"%s\"):",
        "if (password !== \"%s\") {",
    })
    void quotedLiteralsBehindCommasTypesAndInequalities(String template) {
        exactly("generic-literal", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "curl-user-password|curl -X PUT -u \"admin:%s\" https://10.0.0.7",
        "curl-user-password|curl --user svc:%s https://api.corp.net",
        "powershell-secure-string|$p = ConvertTo-SecureString \"%s\" -AsPlainText -Force",
        "powershell-secure-string|ConvertTo-SecureString -String -Force %s",
    })
    void curlUsersAndPowerShellSecureStrings(String ruleAndTemplate) {
        String[] parts = ruleAndTemplate.split("\\|", 2);
        exactly(parts[0], parts[1].formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {"gi_credential = \"%s\"", "LONG_CREDENTIAL: %s"})
    void credentialKeys(String template) {
        exactly("generic-secret", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"kerberos_authentication\": \"%s\"", "\"authorization\": \"%s\"", "AUTH_TOKEN=%s"})
    void authenticationKeys(String template) {
        exactly("generic-token", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {"$key = '%s';", "key_wrap = '%s'", "https://api.corp.net/v1?key=%s&page=2"})
    void plainKeyNames(String template) {
        exactly("generic-key", template.formatted(SECRET), SECRET);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "password=token:secret",                       // secret-ish words joined, not a secret
        "password = user/pass",
        "passengers: Kp9wVq7rLm2x",                    // the word continues: not a password key
        "PWR_MODE: Kp9wVq7rLm2x",
        "tokenizer = Kp9wVq7rLm2x",
        "author: Kp9wVq7rLm2x",
        "Authorization: Basic",
        "the password Kp9wVq7rLm2x is old",            // a blank separator needs a quoted value
        "#define PASSWORD 0x0dead1beef7cafe2",         // a number literal
        "password = \"0xAb19D82E7f546cC3\"",
        "public_key = Kp9wVq7rLm2xQ8",               // a public key's value is not a secret
        "\"key\":\"attached_file_0\"",               // identifiers, not values
        "app_secret=my-client-password",
        "\"key\":\"f45VgF8jX79o@corp-mail.com\"",       // an e-mail address
        "ssh -p 2222 host",
        "password_hash = Kp9wVq7rLm2xQ8",             // keys naming a secret's metadata, not the secret
        "tokenType: Kp9wVq7rLm2xQ8",
        "KEY_FORMAT = \"cairn_live_ followed by 32 base62 characters\"",
        "WHERE k.key_hash = :keyHash AND k.revoked_at IS NULL",
        "token(\"pscale-password\", \"pscale_pw_\", \"[A-Za-z0-9_\\\\-.]{32,64}\")",  // a regular expression
        "password = admin123",                         // a numbered bare word
        "and pass. `Content-Type` must be set",         // prose, and a header name
        "registry_key = cls.REGISTRY_KEY_DEBUG",        // code: members, functions, constants, class names
        "RegEnumKey = winreg.EnumKey",
        "res.sort(key=_num_version)",
        "self.key = '_threading_local._localimpl.' + str(id(self))",
        "if token == START_ELEMENT:",
        "AuthenticationError = AuthenticationError",
        "'HTTPPasswordMgr', 'HTTPPasswordMgrWithDefaultRealm',",
        "Steal a handle from process identified by source_pid.",
        "you can pass `spec=True` to the mock",
        "def sign(backend, private_key: \"_DSAPrivateKey\", data: bytes):",
        "nid_key = self._lib.NID_aes_256_cbc",
        "grant_type = 'urn:ietf:params:oauth:grant-type:device_code'",
        "\"idempotency_key\":\"cairn_action_\u2026\"",  // an elided value
        "docker run -u 1000:1000 image",                // a uid:gid, not a password
        "curl -u $USER:$API_TOKEN https://api.corp.net",
        "log(\"token\", \"Refreshing\")",                // a word, not a value
        "assertEquals(password, expected)",                            // a port, not a password option
        "ls --passive-mode Kp9wVq7rLm2x",
        "GRANT ALL ON db.* TO 'app'@'%' IDENTIFIED BY '$APP_PASSWORD';",
        "proxy_bypass = \"Kp9wVq7rLm2x\"",           // a word ending in pass
        "otpauth://totp/corp?issuer=Kp9wVq7rLm2x",      // a URL scheme, not an assignment
    })
    void notGenericSecrets(String text) {
        assertThat(find(text)).as(text).isEmpty();
    }
}
