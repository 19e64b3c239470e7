package dev.cairn.control.escalation;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Timestamps;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.control.HumanLinks;
import dev.cairn.control.HumanLinks.Link;
import dev.cairn.testing.Http;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EscalationToolsIT extends SharedAppTest {
    static final String FP = "sha256:" + "ef".repeat(32);
    static final String MANAGE = "/v1/escalations/manage";
    static final String GET = "/v1/escalations/public/get";
    static final String ACT = "/v1/escalations/public/act";

    JsonNode manage(String body) {
        Http.Reply reply = app.post(MANAGE, key, body);
        return ToolSchemas.conforming("manage_agent_escalation", reply);
    }

    static String create(String controlId, String severity, String slas) {
        return "{\"operation\":\"create\",\"control_id\":\"" + controlId + "\",\"incident_fingerprint\":\"" + FP
                + "\",\"severity\":\"" + severity + "\"" + slas + "}";
    }

    static String owner(String operation, String controlId) {
        return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\"}";
    }

    Link open(String controlId, String slas) {
        return Link.parse(manage(create(controlId, "high", slas)).get("operator_url").asText());
    }

    static String operatorBody(Link link, String operation) {
        return "{\"escalation_id\":\"" + link.id() + "\",\"token\":\"" + link.token() + "\""
                + (operation == null ? "" : ",\"operation\":\"" + operation + "\"") + "}";
    }

    static JsonNode publicOk(String path, String tool, String body) {
        Http.Reply reply = app.post(path, null, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        assertThat(ToolSchemas.outputErrors(tool, reply.json())).as(reply.text()).isEmpty();
        return reply.json();
    }

    static JsonNode act(Link link, String operation) {
        return publicOk(ACT, "escalation_public_act", operatorBody(link, operation));
    }

    static JsonNode view(Link link) {
        return publicOk(GET, "escalation_public_get", operatorBody(link, null));
    }

    static long millis(JsonNode time) {
        return java.time.Instant.parse(time.asText()).toEpochMilli();
    }

    @Test
    void createReturnsTheOperatorLinkOnceAndDefaultsTheSlasBySeverity() {
        JsonNode created = manage(create("e-create", "critical", ""));
        assertThat(created.get("status").asText()).isEqualTo("open");
        assertThat(created.get("escalation_id").asText()).matches("esc_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(created.get("operator_url").asText())
                .startsWith(app.url("/escalation/" + created.get("escalation_id").asText() + "#"));
        assertThat(created.get("incident_fingerprint").asText()).isEqualTo(FP);
        long createdAt = millis(created.get("created_at"));
        assertThat(millis(created.get("response_due_at")) - createdAt).isEqualTo(900_000);
        assertThat(millis(created.get("resolution_due_at")) - createdAt).isEqualTo(4 * 3_600_000);

        JsonNode again = manage(create("e-create", "critical", ""));
        assertThat(again.get("escalation_id")).isEqualTo(created.get("escalation_id"));
        assertThat(again.get("operator_url").isNull()).isTrue();
        assertThat(again.get("notice").asText()).contains("only on the creating call");
        Http.Reply conflict = app.post(MANAGE, key, create("e-create", "low", ""));
        assertThat(conflict.status()).isEqualTo(422);
        assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
        Http.Reply titled = app.post(MANAGE, key, create("e-create", "critical", ",\"title\":\"null\""));
        assertThat(titled.json().get("code").asText()).as("a title is another parameter").isEqualTo("control_id_conflict");

        JsonNode longResponse = manage(create("e-long", "critical", ",\"response_sla_seconds\":604800"));
        assertThat(longResponse.get("resolution_due_at")).isEqualTo(longResponse.get("response_due_at"));
        Http.Reply order = app.post(MANAGE, key,
                create("e-order", "low", ",\"response_sla_seconds\":3600,\"resolution_sla_seconds\":600"));
        assertThat(order.status()).isEqualTo(422);
        assertThat(order.json().at("/errors/0/pointer").asText()).isEqualTo("/resolution_sla_seconds");
        Http.Reply noSeverity = app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"e-x\",\"incident_fingerprint\":\"" + FP + "\"}");
        assertThat(noSeverity.status()).isEqualTo(422);
        assertThat(noSeverity.json().at("/errors/0/pointer").asText()).isEqualTo("/severity");
        Http.Reply noIncident = app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"e-x\",\"severity\":\"low\"}");
        assertThat(noIncident.json().at("/errors/0/pointer").asText()).isEqualTo("/incident_fingerprint");
        assertThat(app.post(MANAGE, key, create("e-x", "urgent", "")).status()).isEqualTo(400);
    }

    @Test
    void theOperatorAcknowledgesThenResolvesAndRepeatsChangeNothing() {
        Link link = open("e-flow", "");
        JsonNode acknowledged = act(link, "acknowledge");
        assertThat(acknowledged.get("applied").asBoolean()).isTrue();
        assertThat(acknowledged.get("status").asText()).isEqualTo("acknowledged");
        assertThat(acknowledged.get("acknowledged_at").asText()).isNotEmpty();
        JsonNode again = act(link, "acknowledge");
        assertThat(again.get("reason").asText()).isEqualTo("already_acknowledged");
        assertThat(again.get("acknowledged_at")).isEqualTo(acknowledged.get("acknowledged_at"));
        CLOCK.advance(Duration.ofSeconds(5));
        JsonNode resolved = act(link, "resolve");
        assertThat(resolved.get("applied").asBoolean()).isTrue();
        assertThat(resolved.get("status").asText()).isEqualTo("resolved");
        assertThat(resolved.get("acknowledged_at")).isEqualTo(acknowledged.get("acknowledged_at"));
        assertThat(act(link, "resolve").get("reason").asText()).isEqualTo("already_resolved");
        assertThat(act(link, "acknowledge").get("reason").asText()).isEqualTo("already_resolved");
        JsonNode cancel = manage(owner("cancel", "e-flow"));
        assertThat(cancel.get("applied").asBoolean()).isFalse();
        assertThat(cancel.get("reason").asText()).isEqualTo("already_resolved");
        assertThat(manage(owner("check", "e-flow")).get("status").asText()).isEqualTo("resolved");
    }

    @Test
    void resolvingAnOpenEscalationAlsoRecordsTheAcknowledgement() {
        Link link = open("e-direct", "");
        JsonNode resolved = act(link, "resolve");
        assertThat(resolved.get("status").asText()).isEqualTo("resolved");
        assertThat(resolved.get("acknowledged_at")).isEqualTo(resolved.get("resolved_at"));
    }

    @Test
    void theOwnerCancelsAnOpenOrAcknowledgedEscalation() {
        Link link = open("e-cancel", "");
        JsonNode cancelled = manage(owner("cancel", "e-cancel"));
        assertThat(cancelled.get("applied").asBoolean()).isTrue();
        assertThat(cancelled.get("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.get("cancelled_at").asText()).isNotEmpty();
        assertThat(act(link, "acknowledge").get("reason").asText()).isEqualTo("cancelled");
        assertThat(act(link, "resolve").get("reason").asText()).isEqualTo("cancelled");
        assertThat(view(link).get("status").asText()).isEqualTo("cancelled");
        assertThat(manage(owner("cancel", "e-cancel")).get("reason").asText()).isEqualTo("already_cancelled");

        Link acknowledged = open("e-cancel-ack", "");
        act(acknowledged, "acknowledge");
        assertThat(manage(owner("cancel", "e-cancel-ack")).get("applied").asBoolean()).isTrue();
    }

    @Test
    void breachFlagsFlipExactlyAtTheDeadlines() {
        Link link = open("e-sla", ",\"response_sla_seconds\":60,\"resolution_sla_seconds\":300");
        CLOCK.advance(Duration.ofSeconds(60));
        JsonNode atDeadline = view(link);
        assertThat(atDeadline.get("response_breached").asBoolean()).isFalse();
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(view(link).get("response_breached").asBoolean()).isTrue();
        assertThat(view(link).get("resolution_breached").asBoolean()).isFalse();
        JsonNode acknowledged = act(link, "acknowledge");
        assertThat(acknowledged.get("response_breached").asBoolean()).isTrue(); // acknowledged late stays late
        CLOCK.advance(Duration.ofSeconds(240).minusMillis(1));
        assertThat(manage(owner("check", "e-sla")).get("resolution_breached").asBoolean()).isFalse();
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode breached = manage(owner("check", "e-sla"));
        assertThat(breached.get("resolution_breached").asBoolean()).isTrue();
        assertThat(millis(breached.get("resolution_due_at")) - millis(breached.get("created_at"))).isEqualTo(300_000);

        Link onTime = open("e-sla-met", ",\"response_sla_seconds\":60,\"resolution_sla_seconds\":300");
        CLOCK.advance(Duration.ofSeconds(60));
        act(onTime, "resolve");
        CLOCK.advance(Duration.ofDays(1));
        JsonNode met = view(onTime);
        assertThat(met.get("response_breached").asBoolean()).isFalse();
        assertThat(met.get("resolution_breached").asBoolean()).isFalse();
        assertThat(Timestamps.format(millis(met.get("resolved_at")))).isEqualTo(met.get("resolved_at").asText());
    }

    @Test
    void wrongTokensUnknownIdsAndBadBodiesChangeNothing() {
        Link link = open("e-refuse", "");
        String changed = (link.token().charAt(0) == 'A' ? "B" : "A") + link.token().substring(1);
        Http.Reply forbidden = app.post(ACT, null, operatorBody(new Link("escalation", link.id(), changed), "resolve"));
        assertThat(forbidden.status()).isEqualTo(403);
        assertThat(forbidden.json().get("code").asText()).isEqualTo("token_invalid");
        assertThat(forbidden.text()).doesNotContain(link.token().substring(1));
        assertThat(app.post(ACT, null, operatorBody(new Link("escalation", "esc_0QZ7M3K9TX4B8N2R6VHJYPD5WC", link.token()),
                "resolve")).status()).isEqualTo(404);
        assertThat(app.post(GET, null, operatorBody(new Link("escalation", "qrm_0QZ7M3K9TX4B8N2R6VHJYPD5WC", link.token()),
                null)).status()).isEqualTo(404);
        assertThat(app.post(ACT, null, "{\"escalation_id\":\"" + link.id() + "\",").status()).isEqualTo(400);
        assertThat(app.post(ACT, null, operatorBody(link, "resolve").replace("}", ",\"note\":\"call me\"}")).status())
                .isEqualTo(400);
        assertThat(RawHttp.postHeadersOnly(app.url(ACT), 8 * 1024 * 1024 + 1)).startsWith("HTTP/1.1 413");
        assertThat(app.post(MANAGE, app.createApiKey(), owner("cancel", "e-refuse")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, owner("check", "e-never-made")).status()).isEqualTo(404);
        JsonNode state = view(link);
        assertThat(state.get("status").asText()).isEqualTo("open");
        assertThat(state.get("acknowledged_at").isNull()).isTrue();
    }

    @Test
    void redisHoldsNoOperatorTokenInPlaintext() {
        Link link = open("e-hashes", "");
        act(link, "acknowledge");
        String redis = HumanLinks.everyKeyAndValue();
        assertThat(redis).contains(link.id()).doesNotContain(link.token());
    }

    @Test
    void concurrentAcknowledgementsAndResolutionsApplyOnceEach() throws Exception {
        Link link = open("e-race", "");
        List<Http.Reply> replies = HumanLinks.concurrently(60, i ->
                app.post(ACT, null, operatorBody(link, i % 2 == 0 ? "acknowledge" : "resolve")));
        int acknowledgements = 0;
        int resolutions = 0;
        for (Http.Reply reply : replies) {
            JsonNode result = reply.json();
            assertThat(ToolSchemas.outputErrors("escalation_public_act", result)).as(reply.text()).isEmpty();
            if (result.get("applied").asBoolean()) {
                boolean resolved = result.get("status").asText().equals("resolved");
                resolutions += resolved ? 1 : 0;
                acknowledgements += resolved ? 0 : 1;
            } else {
                assertThat(result.get("reason").asText()).isIn("already_acknowledged", "already_resolved");
            }
        }
        assertThat(resolutions).isEqualTo(1);
        assertThat(acknowledgements).isLessThanOrEqualTo(1);
        JsonNode state = view(link);
        assertThat(state.get("status").asText()).isEqualTo("resolved");
        assertThat(millis(state.get("acknowledged_at"))).isLessThanOrEqualTo(millis(state.get("resolved_at")));
    }

    @Test
    void mcpCallsTheManageToolButListsNoPublicEndpoint() {
        Mcp mcp = new Mcp(app);
        String arguments = create("e-mcp", "medium", "");
        for (Http.Reply reply : List.of(mcp.legacy(key, "tools/call", Mcp.call("manage_agent_escalation", arguments)),
                mcp.modern(key, "tools/call", Mcp.call("manage_agent_escalation", arguments)))) {
            JsonNode result = reply.json().path("result");
            assertThat(result.path("isError").asBoolean()).as(reply.text()).isFalse();
            assertThat(result.path("structuredContent").path("control_id").asText()).isEqualTo("e-mcp");
        }
        List<String> listed = new ArrayList<>();
        mcp.modern(null, "tools/list", null).json().at("/result/tools").forEach(tool -> listed.add(tool.get("name").asText()));
        assertThat(listed).contains("manage_agent_escalation")
                .doesNotContain("escalation_public_get", "escalation_public_act");
    }
}
