package dev.cairn.text;

import static dev.cairn.text.SecretsToolsIT.SENTINEL;
import static dev.cairn.text.SecretsToolsIT.noSentinelIn;
import static dev.cairn.text.TextToolsIT.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.Stderr;
import org.junit.jupiter.api.Test;

/**
 * redact_sensitive_text over REST and MCP: typed numbered placeholders at the spans it reports, and the
 * sentinel secret and identifiers nowhere in any response or the log.
 */
class RedactToolsIT extends SharedAppTest {
    static final String EMAIL = "jane.doe@example.org";
    static final String CARD = "4111 1111 1111 1111";
    static final String INPUT = "From " + EMAIL + ": pay with " + CARD + ".\nexport GITHUB_TOKEN=" + SENTINEL
            + "\nCc " + EMAIL + ", order 20240115-7731 shipped 2024-01-15 (v2.4.1).";

    static String request(String text, String phoneRegion) {
        ObjectNode body = Json.MAPPER.createObjectNode().put("text", text);
        if (phoneRegion != null) {
            body.put("phone_region", phoneRegion);
        }
        return body.toString();
    }

    static void nothingSensitiveIn(String surface) {
        noSentinelIn(surface);
        assertThat(surface).doesNotContain(EMAIL).doesNotContain(CARD);
    }

    @Test
    void restReplacesEachValueWithItsPlaceholderAtTheReportedSpans() {
        Http.Reply reply = app.post("/v1/redact", null, request(INPUT, null));
        JsonNode result = ok("redact_sensitive_text", reply);
        nothingSensitiveIn(reply.text());
        String text = result.path("text").asText();
        assertThat(text).isEqualTo("From [EMAIL_1]: pay with [CREDIT_CARD_1].\nexport GITHUB_TOKEN=[SECRET_1]"
                + "\nCc [EMAIL_1], order 20240115-7731 shipped 2024-01-15 (v2.4.1).");
        assertThat(result.path("changed").asBoolean()).isTrue();
        for (JsonNode r : result.path("replacements")) {
            String placeholder = r.path("placeholder").asText();
            assertThat(text.substring(r.path("offset").asInt(), r.path("offset").asInt() + r.path("length").asInt()))
                    .isEqualTo(placeholder);
            assertThat(placeholder).startsWith("[" + r.path("type").asText() + "_");
        }
        JsonNode secret = result.path("replacements").get(2);
        assertThat(secret.path("source").asText()).isEqualTo("credential");
        assertThat(secret.path("rule_id").asText()).isEqualTo("github-classic-pat");
        assertThat(INPUT.substring(secret.path("input_offset").asInt(),
                secret.path("input_offset").asInt() + secret.path("input_length").asInt())).isEqualTo(SENTINEL);
        assertThat(result.path("replacements").get(0).path("rule_id").isNull()).isTrue();
        assertThat(result.at("/summary/replacement_count").asInt()).isEqualTo(4);
        assertThat(result.at("/summary/counts/EMAIL").asInt()).isEqualTo(2);
        assertThat(result.at("/summary/distinct_counts/EMAIL").asInt()).isEqualTo(1);
        assertThat(result.at("/summary/counts/SECRET").asInt()).isEqualTo(1);
    }

    @Test
    void mcpAnswersWhatRestAnswers() throws Exception {
        JsonNode rest = app.post("/v1/redact", key, request(INPUT, "US")).json();
        ObjectNode params = Json.MAPPER.createObjectNode().put("name", "redact_sensitive_text");
        params.set("arguments", Json.MAPPER.readTree(request(INPUT, "US")));
        Http.Reply reply = new Mcp(app).modern(key, "tools/call", params);
        nothingSensitiveIn(reply.text());
        assertThat(reply.json().at("/result/structuredContent")).isEqualTo(rest);
    }

    @Test
    void aRegionNoPhoneNumbersAreKnownForIsRefusedWithoutEchoingTheText() {
        Http.Reply unknown = app.post("/v1/redact", key, request(INPUT, "ZZ"));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(unknown.json().path("code").asText()).isEqualTo("unknown_phone_region");
        nothingSensitiveIn(unknown.text());
        Http.Reply malformed = app.post("/v1/redact", key, request(INPUT, "USA"));
        assertThat(malformed.status()).isEqualTo(400);
        nothingSensitiveIn(malformed.text());
        Http.Reply tooLong = app.post("/v1/redact", key, request(INPUT + "a".repeat(1_000_000), null));
        assertThat(tooLong.status()).isEqualTo(400);
        nothingSensitiveIn(tooLong.text());
    }

    @Test
    void theLogNeverCarriesWhatWasRedacted() throws Exception {
        String log = Stderr.during(() -> {
            ok("redact_sensitive_text", app.post("/v1/redact", key, request(INPUT, null)));
            app.post("/v1/redact", key, request(INPUT, "ZZ"));
        });
        nothingSensitiveIn(log);
    }

    @Test
    void textWithNothingToRedactComesBackUnchanged() {
        String plain = "Release v2.4.1 shipped 2024-01-15T09:30:00Z; order 20240115-7731, build 1.2.3, pi 3.14159.";
        JsonNode result = ok("redact_sensitive_text", app.post("/v1/redact", key, request(plain, null)));
        assertThat(result.path("text").asText()).isEqualTo(plain);
        assertThat(result.path("changed").asBoolean()).isFalse();
        assertThat(result.path("replacements")).isEmpty();
        assertThat(result.at("/summary/replacement_count").asInt()).isZero();
    }
}
