package dev.cairn.control.approval;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every transition of an approval request, over REST, with the app's clock moved instead of sleeping. */
class ApprovalToolsIT extends SharedAppTest {
    static final Map<String, String> TOOL_AT = Map.of("/v1/approvals/request", "request_approval",
            "/v1/approvals/check", "check_approval", "/v1/approvals/cancel", "cancel_approval",
            "/v1/approvals/public/get", "approval_public_get", "/v1/approvals/public/decide", "approval_public_decide");
    static final String UNKNOWN_ID = "apr_0QZ7M3K9TX4B8N2R6VHJYPD5WC";

    /** A 200 result conforming to the tool's output schema; public answers are also no-store, private. */
    static JsonNode ok(String path, String apiKey, String body) {
        Http.Reply reply = app.post(path, apiKey, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(ToolSchemas.outputErrors(TOOL_AT.get(path), reply.json())).as(reply.text()).isEmpty();
        if (path.contains("/public/")) {
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        }
        return reply.json();
    }

    /** An approval just requested: its id and the token from its link's fragment. */
    record Link(String id, String token, JsonNode created) {
    }

    static Link request(String apiKey, String body) {
        JsonNode created = ok("/v1/approvals/request", apiKey, body);
        String url = created.path("approval_url").asText();
        String id = created.path("approval_id").asText();
        assertThat(url).startsWith(app.url("/approve/" + id + "#"));
        return new Link(id, url.substring(url.indexOf('#') + 1), created);
    }

    static String access(Link link, String token) {
        return "{\"approval_id\":\"" + link.id() + "\",\"token\":\"" + token + "\"}";
    }

    static String decision(Link link, String decision, String note) {
        return "{\"approval_id\":\"" + link.id() + "\",\"token\":\"" + link.token() + "\",\"decision\":\"" + decision
                + "\"" + (note == null ? "" : ",\"note\":\"" + note + "\"") + "}";
    }

    JsonNode check(Link link) {
        return ok("/v1/approvals/check", key, "{\"approval_id\":\"" + link.id() + "\"}");
    }

    JsonNode cancel(Link link) {
        return ok("/v1/approvals/cancel", key, "{\"approval_id\":\"" + link.id() + "\"}");
    }

    @Test
    void aRequestIsPendingFor24HoursByDefaultAndItsLinkCarriesTheTokenInTheFragment() {
        Link link = request(key, "{\"title\":\"Refund order 42\",\"description\":\"Damaged parcel\"}");
        assertThat(link.id()).matches("apr_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(link.token()).hasSize(43);
        assertThat(link.created().path("status").asText()).isEqualTo("pending");
        assertThat(link.created().path("brand").asText()).isEqualTo("cairn");
        assertThat(Duration.between(Instant.parse(link.created().path("created_at").asText()),
                Instant.parse(link.created().path("expires_at").asText()))).isEqualTo(Duration.ofHours(24));
        JsonNode checked = check(link);
        assertThat(checked.path("status").asText()).isEqualTo("pending");
        assertThat(checked.path("title").asText()).isEqualTo("Refund order 42");
        assertThat(checked.path("description").asText()).isEqualTo("Damaged parcel");
        assertThat(checked.path("decided_at").isNull()).isTrue();
        assertThat(checked.toString()).doesNotContain(link.token());
        JsonNode seen = ok("/v1/approvals/public/get", null, access(link, link.token()));
        assertThat(seen.path("status").asText()).isEqualTo("pending");
        assertThat(seen.path("title").asText()).isEqualTo("Refund order 42");
        assertThat(seen.has("cancelled_at")).isFalse();
    }

    @Test
    void theFirstDecisionStandsAndLaterOnesChangeNothingAndSaySo() {
        Link link = request(key, "{\"title\":\"Ship it\",\"expires_in_seconds\":600}");
        JsonNode approved = ok("/v1/approvals/public/decide", null, decision(link, "approved", "Looks right"));
        assertThat(approved.path("applied").asBoolean()).isTrue();
        assertThat(approved.path("reason").isNull()).isTrue();
        assertThat(approved.path("status").asText()).isEqualTo("approved");
        assertThat(approved.path("note").asText()).isEqualTo("Looks right");
        assertThat(approved.path("decided_at").asText()).isNotEmpty();

        JsonNode again = ok("/v1/approvals/public/decide", null, decision(link, "rejected", "Changed my mind"));
        assertThat(again.path("applied").asBoolean()).isFalse();
        assertThat(again.path("reason").asText()).isEqualTo("already_decided");
        assertThat(again.path("status").asText()).isEqualTo("approved");
        assertThat(again.path("note").asText()).isEqualTo("Looks right");

        JsonNode cancelled = cancel(link);
        assertThat(cancelled.path("applied").asBoolean()).isFalse();
        assertThat(cancelled.path("reason").asText()).isEqualTo("already_decided");
        JsonNode checked = check(link);
        assertThat(checked.path("status").asText()).isEqualTo("approved");
        assertThat(checked.path("note").asText()).isEqualTo("Looks right");
        assertThat(checked.path("decided_at")).isEqualTo(approved.path("decided_at"));
        CLOCK.advance(Duration.ofHours(1));
        assertThat(check(link).path("status").asText()).as("a decision outlives the link").isEqualTo("approved");
    }

    @Test
    void aRejectionKeepsItsNoteAndIsFinal() {
        Link link = request(key, "{\"title\":\"Delete the staging database\"}");
        JsonNode rejected = ok("/v1/approvals/public/decide", null, decision(link, "rejected", "Not today"));
        assertThat(rejected.path("applied").asBoolean()).isTrue();
        assertThat(rejected.path("status").asText()).isEqualTo("rejected");
        assertThat(check(link).path("note").asText()).isEqualTo("Not today");
        JsonNode late = ok("/v1/approvals/public/decide", null, decision(link, "approved", null));
        assertThat(late.path("reason").asText()).isEqualTo("already_decided");
        assertThat(check(link).path("status").asText()).isEqualTo("rejected");
    }

    @Test
    void expiryDerivesFromExpiresAt() {
        Link link = request(key, "{\"title\":\"Short-lived\",\"expires_in_seconds\":300}");
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        assertThat(check(link).path("status").asText()).isEqualTo("pending");
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(check(link).path("status").asText()).isEqualTo("expired");
        JsonNode decided = ok("/v1/approvals/public/decide", null, decision(link, "approved", null));
        assertThat(decided.path("applied").asBoolean()).isFalse();
        assertThat(decided.path("reason").asText()).isEqualTo("expired");
        assertThat(decided.path("status").asText()).isEqualTo("expired");
        assertThat(decided.path("decided_at").isNull()).isTrue();
        JsonNode cancelled = cancel(link);
        assertThat(cancelled.path("applied").asBoolean()).isFalse();
        assertThat(cancelled.path("reason").asText()).isEqualTo("expired");
        assertThat(ok("/v1/approvals/public/get", null, access(link, link.token())).path("status").asText())
                .isEqualTo("expired");
    }

    @Test
    void cancelWorksOnlyWhilePendingAndTheLinkCanNoLongerDecide() {
        Link link = request(key, "{\"title\":\"Withdraw me\"}");
        JsonNode cancelled = cancel(link);
        assertThat(cancelled.path("applied").asBoolean()).isTrue();
        assertThat(cancelled.path("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.path("cancelled_at").asText()).isNotEmpty();
        JsonNode decided = ok("/v1/approvals/public/decide", null, decision(link, "approved", null));
        assertThat(decided.path("applied").asBoolean()).isFalse();
        assertThat(decided.path("reason").asText()).isEqualTo("cancelled");
        assertThat(decided.path("status").asText()).isEqualTo("cancelled");
        JsonNode again = cancel(link);
        assertThat(again.path("applied").asBoolean()).isFalse();
        assertThat(again.path("reason").asText()).isEqualTo("cancelled");
        assertThat(again.path("cancelled_at")).isEqualTo(cancelled.path("cancelled_at"));
    }

    @Test
    void aWrongTokenIs403AndRevealsAndChangesNothing() {
        Link link = request(key, "{\"title\":\"Secret-ish title\"}");
        String wrong = link.token().substring(0, 42) + (link.token().endsWith("A") ? "B" : "A");
        for (String path : new String[] {"/v1/approvals/public/get", "/v1/approvals/public/decide"}) {
            String body = path.endsWith("get") ? access(link, wrong)
                    : decision(new Link(link.id(), wrong, null), "approved", null);
            Http.Reply reply = app.post(path, null, body);
            assertThat(reply.status()).isEqualTo(403);
            assertThat(reply.json().path("code").asText()).isEqualTo("token_invalid");
            assertThat(reply.text()).doesNotContain("Secret-ish").doesNotContain(link.id()).doesNotContain(wrong);
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        }
        assertThat(check(link).path("status").asText()).isEqualTo("pending");
    }

    @Test
    void unknownMalformedAndForeignIdsAre404() {
        Link link = request(key, "{\"title\":\"Mine\"}");
        for (String id : new String[] {UNKNOWN_ID, "apr_short", "chl_0QZ7M3K9TX4B8N2R6VHJYPD5WC", "x}{y"}) {
            Http.Reply get = app.post("/v1/approvals/public/get", null,
                    "{\"approval_id\":\"" + id + "\",\"token\":\"" + link.token() + "\"}");
            assertThat(get.status()).as(id).isEqualTo(404);
            assertThat(get.json().path("code").asText()).isEqualTo("not_found");
            assertThat(get.header("Cache-Control")).isEqualTo("no-store, private");
            assertThat(app.post("/v1/approvals/check", key, "{\"approval_id\":\"" + id + "\"}").status()).isEqualTo(404);
        }
        String stranger = app.createApiKey();
        for (String path : new String[] {"/v1/approvals/check", "/v1/approvals/cancel"}) {
            Http.Reply reply = app.post(path, stranger, "{\"approval_id\":\"" + link.id() + "\"}");
            assertThat(reply.status()).isEqualTo(404);
            assertThat(reply.text()).doesNotContain("Mine");
        }
        assertThat(check(link).path("status").asText()).isEqualTo("pending");
    }

    @Test
    void theOwnerToolsNeedAKeyAndThePublicOnesDoNot() {
        assertThat(app.post("/v1/approvals/request", null, "{\"title\":\"x\"}").status()).isEqualTo(401);
        Link link = request(key, "{\"title\":\"x\"}");
        assertThat(app.post("/v1/approvals/check", null, "{\"approval_id\":\"" + link.id() + "\"}").status())
                .isEqualTo(401);
        assertThat(app.post("/v1/approvals/public/get", "not-a-key", access(link, link.token())).status())
                .as("the token in the body is the credential; a header adds nothing").isEqualTo(200);
    }

    @Test
    void badBodiesAre400Or413AndLeaveTheRequestPending() {
        Link link = request(key, "{\"title\":\"Bounds\"}");
        String longNote = "n".repeat(501);
        for (String body : new String[] {decision(link, "approved", longNote), decision(link, "maybe", null),
                "{\"approval_id\":\"" + link.id() + "\",\"token\":\"" + link.token() + "\"", "[]",
                decision(link, "approved", null).replace("}", ",\"extra\":1}")}) {
            Http.Reply reply = app.post("/v1/approvals/public/decide", null, body);
            assertThat(reply.status()).as(body).isEqualTo(400);
            assertThat(reply.text()).doesNotContain(link.token());
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        }
        assertThat(app.post("/v1/approvals/request", key, "{\"title\":\"\"}").status()).isEqualTo(400);
        assertThat(app.post("/v1/approvals/request", key, "{\"title\":\"x\",\"expires_in_seconds\":299}").status())
                .isEqualTo(400);
        String padded = decision(link, "approved", "n".repeat(8 * 1024 * 1024));
        Http.Reply tooLarge = Http.send(app.url("/v1/approvals/public/decide"), "POST", null,
                HttpRequest.BodyPublishers.ofInputStream(
                        () -> new ByteArrayInputStream(padded.getBytes(StandardCharsets.UTF_8))));
        assertThat(tooLarge.status()).isEqualTo(413);
        assertThat(check(link).path("status").asText()).isEqualTo("pending");
        assertThat(check(link).path("note").isNull()).isTrue();
    }
}
