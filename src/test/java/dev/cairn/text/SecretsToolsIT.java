package dev.cairn.text;

import static dev.cairn.text.TextToolsIT.body;
import static dev.cairn.text.TextToolsIT.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.Stderr;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * detect_secrets over REST and MCP. A sentinel secret (a well-formed GitHub token made for this test)
 * must never appear in a response body (result, MCP text and structuredContent, errors) nor in the log.
 */
class SecretsToolsIT extends SharedAppTest {
    static final String SENTINEL = "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";
    /** Every 8-character piece of the sentinel: not even part of it may travel back. */
    static final String[] PIECES = pieces();

    static String[] pieces() {
        String[] pieces = new String[SENTINEL.length() - 7];
        for (int i = 0; i < pieces.length; i++) {
            pieces[i] = SENTINEL.substring(i, i + 8);
        }
        return pieces;
    }

    static void noSentinelIn(String surface) {
        for (String piece : PIECES) {
            assertThat(surface).as("a piece of the sentinel leaked").doesNotContain(piece);
        }
    }

    static final String TEXT = "deploy log\\nexport GITHUB_TOKEN=" + SENTINEL + "\\nok";

    @Test
    void restFindsTheSentinelAndNeverEchoesIt() {
        Http.Reply reply = app.post("/v1/detect-secrets", null, body("text", TEXT));
        JsonNode result = ok("detect_secrets", reply);
        noSentinelIn(reply.text());
        JsonNode finding = result.path("findings").get(0);
        assertThat(finding.path("rule_id").asText()).isEqualTo("github-classic-pat");
        assertThat(finding.path("provider").asText()).isEqualTo("github");
        assertThat(finding.path("confidence").asText()).isEqualTo("high");
        assertThat(finding.path("evidence").toString()).contains("checksum", "prefix");
        assertThat(finding.path("offset").asInt()).isEqualTo("deploy log\nexport GITHUB_TOKEN=".length());
        assertThat(finding.path("length").asInt()).isEqualTo(SENTINEL.length());
        assertThat(finding.path("line").asInt()).isEqualTo(2);
        assertThat(finding.path("column").asInt()).isEqualTo("export GITHUB_TOKEN=".length() + 1);
        assertThat(finding.path("fingerprint").asText()).startsWith("hmac-sha256:");
        assertThat(result.path("summary").path("finding_count").asInt()).isEqualTo(1);
        assertThat(result.path("summary").path("highest_confidence").asText()).isEqualTo("high");
        // the same secret gets the same fingerprint on every call
        JsonNode again = ok("detect_secrets", app.post("/v1/detect-secrets", key, body("text", "x " + SENTINEL)));
        assertThat(again.at("/findings/0/fingerprint")).isEqualTo(finding.path("fingerprint"));
    }

    @Test
    void mcpAnswersWhatRestAnswersAndNeverEchoesIt() throws Exception {
        JsonNode rest = app.post("/v1/detect-secrets", key, body("text", TEXT)).json();
        ObjectNode params = Json.MAPPER.createObjectNode().put("name", "detect_secrets");
        params.set("arguments", Json.MAPPER.readTree(body("text", TEXT)));
        Http.Reply reply = new Mcp(app).modern(key, "tools/call", params);
        noSentinelIn(reply.text());
        JsonNode viaMcp = reply.json();
        assertThat(viaMcp.at("/result/structuredContent")).isEqualTo(rest);
        noSentinelIn(viaMcp.at("/result/content").toString());
    }

    @Test
    void errorResponsesNeverEchoTheSentinel() {
        Http.Reply tooLong = app.post("/v1/detect-secrets", key, body("text", SENTINEL + "a".repeat(1_000_000)));
        assertThat(tooLong.status()).isEqualTo(400);
        noSentinelIn(tooLong.text());
        // (an unknown property's NAME is echoed in the error's pointer by the shared schema errors; its value is not)
        Http.Reply extra = app.post("/v1/detect-secrets", key, "{\"text\":\"x\",\"extra\":\"" + SENTINEL + "\"}");
        assertThat(extra.status()).isEqualTo(400);
        noSentinelIn(extra.text());
        Http.Reply notText = app.post("/v1/detect-secrets", key, "{\"text\":[\"" + SENTINEL + "\"]}");
        assertThat(notText.status()).isEqualTo(400);
        noSentinelIn(notText.text());
        Http.Reply broken = app.post("/v1/detect-secrets", key, "{\"text\":\"" + SENTINEL);
        assertThat(broken.status()).isEqualTo(400);
        noSentinelIn(broken.text());
        ObjectNode params = Json.MAPPER.createObjectNode().put("name", "detect_secrets");
        params.set("arguments", Json.MAPPER.createObjectNode().put("text", SENTINEL).put("mode", SENTINEL));
        Http.Reply mcpError = new Mcp(app).modern(key, "tools/call", params);
        noSentinelIn(mcpError.text());
    }

    @Test
    void theLogNeverCarriesTheSentinel() throws Exception {
        String log = Stderr.during(() -> {
            ok("detect_secrets", app.post("/v1/detect-secrets", key, body("text", TEXT)));
            app.post("/v1/detect-secrets", key, "{\"text\":\"" + SENTINEL);
        });
        noSentinelIn(log);
        // the request log keeps Dropwizard's default line (method, path, status, sizes): no body, no custom format
        String config = Files.readString(Path.of("config.yml"));
        assertThat(config).doesNotContain("logFormat").doesNotContain("requestContent");
    }

    @Test
    void theAllowMarkerAndAnEmptyTextAnswerCleanly() {
        JsonNode allowed = ok("detect_secrets", app.post("/v1/detect-secrets", key,
                body("text", "GITHUB_TOKEN=" + SENTINEL + " # cairn:allow-secret")));
        assertThat(allowed.path("findings")).isEmpty();
        assertThat(allowed.path("summary").path("highest_confidence").asText()).isEqualTo("none");
        JsonNode empty = ok("detect_secrets", app.post("/v1/detect-secrets", key, body("text", "")));
        assertThat(empty.path("truncated").asBoolean()).isFalse();
    }
}
