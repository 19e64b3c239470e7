package dev.cairn.text.secrets;

import static dev.cairn.text.secrets.SecretDetectorTest.exactly;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The hand-written checks run before a generic pattern are necessary conditions of it: wherever the pattern
 * matches after a key, the check lets it run, so skipping the pattern when the check fails changes no finding.
 */
class KeyFollowerTest {
    private static final List<String> KEYS = List.of("password", "DB_PASSWORD_HASH", "passwd", "secrets", "api-key",
            "accessKey", "AUTH", "token_2", "tokenizer", "client.secret", "tokenſ", "\u212Aey", "my_\u212Aey", "credentialX");
    private static final List<String> SEPARATORS = List.of("", "=", " = ", ":", ": ", ":=", "=>", "==", " == ", "\"=",
            "\" : ", "'=", "\\\"=\\\"", "\\\":\\\"", "&quot;:&quot;", "&#34;=", "&#39;: ", "&apos;:&apos;", " \"", "\t'",
            " \\\"", " &quot;", ">", " >", "\f= ", " \f\"", "\f:", ",", ", ", " , \"", ",\"", ",\t'", ", `", "!=\"",
            "!= '", "!== `", "!===\"", "! =\"", "!=", ": String = \"", ":String=\"", "\": str = '", "\",\"", "',  '", "`",
            "` = ", " ` ", "\\'", "\\", "&", "&amp;", " - ", "=\"\"", "\u00a0= ");
    private static final List<String> VALUES = List.of("Kp9wVq7rLm2x", "Kp9wVq7rLm2x\"", "Kp9wVq7rLm2x'", "Kp9wVq7rLm2x`",
            "abc", "\"Kp9wVq7rLm2x\"", "`Kp9wVq7rLm2x`", "Kp9w Vq7rLm2x", "");

    @Test
    void aKeysPatternNeverMatchesWhereItsCheckSaysNo() {
        int matched = 0;
        int skipped = 0;
        for (Rule rule : Rules.all()) {
            KeyFollower follower = KeyFollower.of(rule.pattern());
            if (follower == KeyFollower.ANY) {
                continue;
            }
            for (String key : KEYS) {
                for (String separator : SEPARATORS) {
                    for (String value : VALUES) {
                        String text = key + separator + value;
                        int keyEnd = 0;
                        while (keyEnd < text.length() && identifier(text.charAt(keyEnd))) {
                            keyEnd++;
                        }
                        boolean mayFollow = follower.mayFollow(text, keyEnd, text.length());
                        boolean matches = rule.pattern().matcher(text).lookingAt();
                        assertThat(!matches || mayFollow).as("%s on %s", rule.id(), text).isTrue();
                        matched += matches ? 1 : 0;
                        skipped += mayFollow ? 0 : 1;
                    }
                }
            }
        }
        assertThat(matched).isGreaterThan(1000);
        assertThat(skipped).isGreaterThan(1000);
    }

    @Test
    void theGenericRulesCarryTheirChecks() {
        assertThat(Rules.all().stream().filter(r -> KeyFollower.of(r.pattern()) == KeyFollower.ASSIGNMENT).map(Rule::id))
                .containsExactly("generic-password", "generic-secret", "generic-api-key", "generic-token", "generic-key");
        assertThat(Rules.all().stream().filter(r -> KeyFollower.of(r.pattern()) == KeyFollower.LITERAL).map(Rule::id))
                .containsExactly("generic-literal");
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "generic-api-key|api_key&#34;:&#34;%s&#34;",              // HTML-escaped quotes right after the key
        "generic-literal|connect(user, password !== \"%s\")",    // a strict inequality before a literal
        "generic-literal|login(name, token, '%s')",               // an argument after the key
        "generic-secret|SECRET\t \"%s\"",                       // blanks, then a quote
        "generic-literal|auth_token: String = \"%s\"",           // a type annotation
        "generic-api-key|--api-key=%s",                           // a key starting with a dash
        "generic-password|password\t=\t%s",
        "generic-secret|-secret = %s",
        "generic-literal|password != `%s`",
    })
    void valuesBehindEachKindOfSeparatorAreStillFound(String ruleAndTemplate) {
        String[] parts = ruleAndTemplate.split("\\|", 2);
        exactly(parts[0], parts[1].formatted(GenericAssignmentTest.SECRET), GenericAssignmentTest.SECRET);
    }

    private static boolean identifier(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
    }
}
