package dev.cairn.control.stop;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class StopToolsIT extends SharedAppTest {
    static final String MANAGE = "/v1/stops/manage";

    static String body(String operation, String subject, String reasonCode) {
        ObjectNode body = Json.MAPPER.createObjectNode().put("operation", operation).put("subject_key", subject);
        if (reasonCode != null) {
            body.put("reason_code", reasonCode);
        }
        return body.toString();
    }

    static String check(String subject) {
        return body("check", subject, null);
    }

    /** A 200 result, conforming to the output schema. */
    JsonNode stops(String body) {
        return ToolSchemas.conforming("manage_agent_stop", app.post(MANAGE, key, body));
    }

    JsonNode stop(String subject, String reasonCode) {
        JsonNode stopped = stops(body("stop", subject, reasonCode));
        assertThat(stopped.get("applied").asBoolean()).as(stopped.toString()).isTrue();
        return stopped;
    }

    @Test
    void aStopOnAFleetStopsEverySubjectBelowItAndNothingElse() {
        JsonNode before = stops(check("fleet/eu/agent-7"));
        assertThat(before.get("stopped").asBoolean()).isFalse();
        assertThat(before.get("stopped_by").isNull()).isTrue();
        assertThat(before.get("stops")).isEmpty();
        assertThat(before.has("applied")).isFalse();

        JsonNode stopped = stop("fleet/eu", "incident");
        assertThat(stopped.get("reason").isNull()).isTrue();
        assertThat(stopped.get("stopped").asBoolean()).isTrue();
        assertThat(stopped.get("stopped_by").asText()).isEqualTo("fleet/eu");
        assertThat(stopped.get("reason_code").asText()).isEqualTo("incident");
        assertThat(stopped.get("stopped_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));

        for (String below : List.of("fleet/eu/agent-7", "fleet/eu/agent-7/task-1", "fleet/eu/")) {
            JsonNode checked = stops(check(below));
            assertThat(checked.get("stopped").asBoolean()).as(below).isTrue();
            assertThat(checked.get("stopped_by").asText()).isEqualTo("fleet/eu");
            assertThat(checked.get("reason_code").asText()).isEqualTo("incident");
            assertThat(checked.get("stopped_at")).isEqualTo(stopped.get("stopped_at"));
        }
        for (String other : List.of("fleet", "fleet/euro/agent-1", "fleet/us/agent-7", "fleet.eu", "eu/agent-7")) {
            assertThat(stops(check(other)).get("stopped").asBoolean()).as(other).isFalse();
        }
    }

    @Test
    void stopNeedsAReasonCodeFromTheList() {
        Http.Reply missing = app.post(MANAGE, key, body("stop", "agent-1", null));
        assertThat(missing.status()).isEqualTo(422);
        assertThat(missing.json().get("code").asText()).isEqualTo("missing_field");
        assertThat(missing.json().at("/errors/0/pointer").asText()).isEqualTo("/reason_code");
        Http.Reply unknown = app.post(MANAGE, key, body("stop", "agent-1", "tired"));
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().at("/errors/0/pointer").asText()).isEqualTo("/reason_code");
        assertThat(app.post(MANAGE, key, body("check", "x".repeat(201), null)).status()).isEqualTo(400);
        assertThat(stops(check("agent-1")).get("stopped").asBoolean()).isFalse();
    }

    @Test
    void aRepeatedStopKeepsTheFirstReasonAndTime() {
        JsonNode first = stop("agent-9", "budget");
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode again = stops(body("stop", "agent-9", "operator"));
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_stopped");
        assertThat(again.get("reason_code").asText()).isEqualTo("budget");
        assertThat(again.get("stopped_at")).isEqualTo(first.get("stopped_at"));
    }

    @Test
    void clearingAnAncestorFreesTheDescendantsThatWereNotStoppedThemselves() {
        stop("fleet/de", "maintenance");
        stop("fleet/de/agent-7", "policy");
        JsonNode both = stops(check("fleet/de/agent-7/task-3"));
        assertThat(both.get("stopped_by").asText()).isEqualTo("fleet/de/agent-7");
        assertThat(both.get("stops")).extracting(stop -> stop.get("subject_key").asText())
                .containsExactly("fleet/de/agent-7", "fleet/de");

        JsonNode cleared = stops(body("clear", "fleet/de", null));
        assertThat(cleared.get("applied").asBoolean()).isTrue();
        assertThat(cleared.get("stopped").asBoolean()).isFalse();
        assertThat(stops(check("fleet/de/agent-8")).get("stopped").asBoolean()).isFalse();
        JsonNode stillStopped = stops(check("fleet/de/agent-7"));
        assertThat(stillStopped.get("stopped").asBoolean()).isTrue();
        assertThat(stillStopped.get("stopped_by").asText()).isEqualTo("fleet/de/agent-7");
        assertThat(stillStopped.get("reason_code").asText()).isEqualTo("policy");
        assertThat(stops(body("clear", "fleet/de", null)).get("reason").asText()).isEqualTo("not_stopped");
    }

    @Test
    void clearingADescendantLeavesTheAncestorsStopInForce() {
        stop("fleet/us", "incident");
        JsonNode noOwnStop = stops(body("clear", "fleet/us/agent-1", null));
        assertThat(noOwnStop.get("applied").asBoolean()).isFalse();
        assertThat(noOwnStop.get("reason").asText()).isEqualTo("stopped_by_ancestor");
        assertThat(noOwnStop.get("stopped").asBoolean()).isTrue();
        assertThat(noOwnStop.get("stopped_by").asText()).isEqualTo("fleet/us");

        stop("fleet/us/agent-1", "operator");
        JsonNode cleared = stops(body("clear", "fleet/us/agent-1", null));
        assertThat(cleared.get("applied").asBoolean()).isTrue();
        assertThat(cleared.get("stopped").asBoolean()).isTrue();
        assertThat(cleared.get("stopped_by").asText()).isEqualTo("fleet/us");
        assertThat(cleared.get("reason_code").asText()).isEqualTo("incident");
        assertThat(stops(body("clear", "nobody", null)).get("reason").asText()).isEqualTo("not_stopped");
    }

    @Test
    void stopsBelongToTheAccountAndTheSubjectIsStoredOnlyAsAHash() {
        stop("plaintext-check/agent", "other");
        String stranger = app.createApiKey();
        JsonNode theirs = ToolSchemas.conforming("manage_agent_stop",
                app.post(MANAGE, stranger, check("plaintext-check/agent")));
        assertThat(theirs.get("stopped").asBoolean()).isFalse();
        assertThat(HumanLinks.everyKeyAndValue().contains("plaintext-check")).as("a subject_key in Redis").isFalse();
    }

    @Test
    void mcpCallsTheToolWhichIsNotReadOnly() {
        Mcp mcp = new Mcp(app);
        stop("mcp/fleet", "operator");
        for (Http.Reply reply : List.of(mcp.legacy(key, "tools/call", Mcp.call("manage_agent_stop", check("mcp/fleet/a"))),
                mcp.modern(key, "tools/call", Mcp.call("manage_agent_stop", check("mcp/fleet/b"))))) {
            JsonNode result = reply.json().path("result");
            assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
            assertThat(result.path("structuredContent").path("stopped_by").asText()).isEqualTo("mcp/fleet");
        }
        for (JsonNode tool : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            if (tool.get("name").asText().equals("manage_agent_stop")) {
                assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
                return;
            }
        }
        throw new AssertionError("manage_agent_stop is not listed");
    }
}
