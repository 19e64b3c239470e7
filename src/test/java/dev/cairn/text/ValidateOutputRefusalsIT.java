package dev.cairn.text;

import static dev.cairn.text.validate.SecretShapedRefusals.assertNoSentinelIn;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.text.validate.SecretShapedRefusals;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** validate_output's refusals over REST and MCP carry their code and nothing the caller wrote. */
class ValidateOutputRefusalsIT extends SharedAppTest {
    static List<SecretShapedRefusals.Case> cases() {
        return SecretShapedRefusals.all();
    }

    static String arguments(SecretShapedRefusals.Case refusal) {
        return "{\"output\": " + refusal.output() + ", \"schema\": " + refusal.schema() + "}";
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void restAnswers422WithTheCodeAndNoSentinel(SecretShapedRefusals.Case refusal) {
        Http.Reply reply = app.post("/v1/validate-output", key, arguments(refusal));
        assertThat(reply.status()).as(reply.text()).isEqualTo(422);
        assertThat(reply.json().path("code").asText()).isEqualTo(refusal.code());
        assertNoSentinelIn(refusal, reply.text());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void mcpAnswersWithNoSentinel(SecretShapedRefusals.Case refusal) {
        Http.Reply reply = new Mcp(app).modern(key, "tools/call", Mcp.call("validate_output", arguments(refusal)));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.json().at("/result/isError").asBoolean()).as(reply.text()).isTrue();
        assertThat(reply.json().at("/result/structuredContent/code").asText()).isEqualTo(refusal.code());
        assertNoSentinelIn(refusal, reply.text());
    }
}
