package dev.cairn.control.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Every transition of a veto window, over REST, with the app's clock moved instead of sleeping. */
class ChallengeToolsIT extends SharedAppTest {
    static final String MANAGE = "/v1/challenges/manage";
    static final String GET = "/v1/challenges/public/get";
    static final String VETO = "/v1/challenges/public/veto";
    static final String HEX = "646ccd33e39cf4fef059ba06781227b999337ace00f26a912b5edf95575a8fac";
    static final String FINGERPRINT = "sha256:" + HEX;
    static final String OTHER = "sha256:" + "0".repeat(64);

    static JsonNode ok(String path, String apiKey, String body) {
        Http.Reply reply = app.post(path, apiKey, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        String tool = path.equals(MANAGE) ? "manage_action_challenge"
                : path.equals(GET) ? "challenge_public_get" : "challenge_public_veto";
        assertThat(ToolSchemas.outputErrors(tool, reply.json())).as(reply.text()).isEmpty();
        if (!path.equals(MANAGE)) {
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
        }
        return reply.json();
    }

    /** A challenge just created: its control_id, server id and the token from its veto link. */
    record Window(String controlId, String id, String token, JsonNode created) {
        String access(String anyToken) {
            return "{\"challenge_id\":\"" + id + "\",\"token\":\"" + anyToken + "\"}";
        }

        String operation(String operation, String fingerprint) {
            return "{\"operation\":\"" + operation + "\",\"control_id\":\"" + controlId + "\""
                    + (fingerprint == null ? "" : ",\"action_fingerprint\":\"" + fingerprint + "\"") + "}";
        }
    }

    static Window create(String apiKey, String extra) {
        String controlId = "deploy-" + UUID.randomUUID();
        JsonNode created = ok(MANAGE, apiKey, "{\"operation\":\"create\",\"control_id\":\"" + controlId
                + "\",\"action_fingerprint\":\"" + FINGERPRINT + "\"" + extra + "}");
        String id = created.path("challenge_id").asText();
        String url = created.path("veto_url").asText();
        assertThat(url).startsWith(app.url("/veto/" + id + "#"));
        return new Window(controlId, id, url.substring(url.indexOf('#') + 1), created);
    }

    JsonNode manage(Window window, String operation, String fingerprint) {
        return ok(MANAGE, key, window.operation(operation, fingerprint));
    }

    JsonNode veto(Window window) {
        return ok(VETO, null, window.access(window.token()));
    }

    static void refused(JsonNode result, String reason, String status) {
        assertThat(result.path("applied").asBoolean()).as(result.toString()).isFalse();
        assertThat(result.path("reason").asText()).isEqualTo(reason);
        assertThat(result.path("status").asText()).isEqualTo(status);
        if (result.has("safe_to_execute")) {
            assertThat(result.path("safe_to_execute").asBoolean()).isFalse();
        }
    }

    @Test
    void createOpensAFiveMinuteVetoWindowAndAnHourToExecute() {
        Window window = create(key, ",\"title\":\"Deploy v2.3\"");
        JsonNode created = window.created();
        assertThat(window.id()).matches("chl_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(window.token()).hasSize(43);
        assertThat(created.path("status").asText()).isEqualTo("pending");
        assertThat(created.path("action_fingerprint").asText()).isEqualTo(FINGERPRINT);
        assertThat(created.path("title").asText()).isEqualTo("Deploy v2.3");
        Instant at = Instant.parse(created.path("created_at").asText());
        Instant vetoDeadline = Instant.parse(created.path("veto_deadline").asText());
        assertThat(Duration.between(at, vetoDeadline)).isEqualTo(Duration.ofMinutes(5));
        assertThat(Duration.between(vetoDeadline, Instant.parse(created.path("execution_deadline").asText())))
                .isEqualTo(Duration.ofHours(1));
        JsonNode seen = ok(GET, null, window.access(window.token()));
        assertThat(seen.path("status").asText()).isEqualTo("pending");
        assertThat(seen.path("title").asText()).isEqualTo("Deploy v2.3");
        assertThat(seen.has("control_id")).isFalse();
        JsonNode checked = manage(window, "check", null);
        assertThat(checked.path("veto_url").isNull()).isTrue();
        assertThat(checked.toString()).doesNotContain(window.token());
    }

    @Test
    void aRepeatedCreateReturnsTheRecordWithoutTheLinkAndOtherParametersConflict() {
        Window window = create(key, ",\"veto_window_seconds\":120");
        String same = "{\"operation\":\"create\",\"control_id\":\"" + window.controlId() + "\",\"action_fingerprint\":\""
                + HEX + "\",\"veto_window_seconds\":120}";
        JsonNode again = ok(MANAGE, key, same);
        assertThat(again.path("challenge_id").asText()).isEqualTo(window.id());
        assertThat(again.path("veto_url").isNull()).isTrue();
        assertThat(again.path("notice").asText()).contains("shown only on the call that created it");
        assertThat(again.path("created_at")).isEqualTo(window.created().path("created_at"));
        for (String other : new String[] {same.replace("120", "180"), same.replace(HEX, "1".repeat(64)),
                same.replace("}", ",\"title\":\"other\"}")}) {
            Http.Reply conflict = app.post(MANAGE, key, other);
            assertThat(conflict.status()).isEqualTo(422);
            assertThat(conflict.json().path("code").asText()).isEqualTo("control_id_conflict");
            assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        }
        String stranger = app.createApiKey();
        JsonNode theirs = ok(MANAGE, stranger, same);
        assertThat(theirs.path("challenge_id").asText()).as("control_id is scoped to the account").isNotEqualTo(window.id());
        assertThat(theirs.path("veto_url").isNull()).isFalse();
    }

    @Test
    void operationSpecificFieldsMissingAre422WithAPointer() {
        Window window = create(key, "");
        String[][] cases = {{"{\"operation\":\"create\",\"control_id\":\"c1\"}", "/action_fingerprint"},
                {window.operation("consume", null), "/action_fingerprint"},
                {"{\"operation\":\"check\"}", "/control_id"}, {"{\"operation\":\"cancel\"}", "/control_id"},
                {"{\"operation\":\"check\",\"control_id\":\"a\\ud800\"}", "/control_id"}};
        for (String[] c : cases) {
            Http.Reply reply = app.post(MANAGE, key, c[0]);
            assertThat(reply.status()).as(c[0]).isEqualTo(422);
            assertThat(reply.json().at("/errors/0/pointer").asText()).isEqualTo(c[1]);
        }
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("pending");
    }

    @Test
    void consumeWaitsForTheVetoDeadlineNeedsTheBoundFingerprintAndGrantsOnce() {
        Window window = create(key, ",\"veto_window_seconds\":60,\"execution_window_seconds\":60");
        refused(manage(window, "consume", FINGERPRINT), "veto_window_open", "pending");
        CLOCK.advance(Duration.ofSeconds(60));
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("executable");
        refused(manage(window, "consume", OTHER), "fingerprint_mismatch", "executable");
        JsonNode consumed = manage(window, "consume", HEX);
        assertThat(consumed.path("applied").asBoolean()).isTrue();
        assertThat(consumed.path("safe_to_execute").asBoolean()).isTrue();
        assertThat(consumed.path("status").asText()).isEqualTo("consumed");
        assertThat(consumed.path("consumed_at").asText()).isNotEmpty();
        refused(manage(window, "consume", FINGERPRINT), "already_consumed", "consumed");
        refused(veto(window), "consumed", "consumed");
        refused(manage(window, "cancel", null), "consumed", "consumed");
        CLOCK.advance(Duration.ofHours(2));
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("consumed");
    }

    @Test
    void aVetoInTimeStopsTheActionAndLaterVetoesChangeNothing() {
        Window window = create(key, ",\"veto_window_seconds\":60");
        CLOCK.advance(Duration.ofSeconds(60).minusMillis(1));
        JsonNode vetoed = veto(window);
        assertThat(vetoed.path("applied").asBoolean()).isTrue();
        assertThat(vetoed.path("status").asText()).isEqualTo("vetoed");
        assertThat(vetoed.path("vetoed_at").asText()).isNotEmpty();
        refused(veto(window), "already_vetoed", "vetoed");
        CLOCK.advance(Duration.ofSeconds(1));
        refused(manage(window, "consume", FINGERPRINT), "vetoed", "vetoed");
        refused(manage(window, "cancel", null), "vetoed", "vetoed");
        JsonNode checked = manage(window, "check", null);
        assertThat(checked.path("status").asText()).isEqualTo("vetoed");
        assertThat(checked.path("vetoed_at")).isEqualTo(vetoed.path("vetoed_at"));
    }

    @Test
    void aVetoAtOrAfterTheDeadlineIsLateAndExpiryEndsEverything() {
        Window window = create(key, ",\"veto_window_seconds\":60,\"execution_window_seconds\":120");
        CLOCK.advance(Duration.ofSeconds(60));
        refused(veto(window), "veto_window_closed", "executable");
        CLOCK.advance(Duration.ofSeconds(120));
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("expired");
        refused(veto(window), "expired", "expired");
        refused(manage(window, "consume", FINGERPRINT), "expired", "expired");
        refused(manage(window, "cancel", null), "expired", "expired");
        assertThat(ok(GET, null, window.access(window.token())).path("status").asText()).isEqualTo("expired");
    }

    @Test
    void cancelWorksWhilePendingOrExecutable() {
        Window pending = create(key, "");
        JsonNode cancelled = manage(pending, "cancel", null);
        assertThat(cancelled.path("applied").asBoolean()).isTrue();
        assertThat(cancelled.path("safe_to_execute").asBoolean()).isFalse();
        assertThat(cancelled.path("status").asText()).isEqualTo("cancelled");
        assertThat(cancelled.path("cancelled_at").asText()).isNotEmpty();
        refused(veto(pending), "cancelled", "cancelled");
        refused(manage(pending, "cancel", null), "already_cancelled", "cancelled");
        Window executable = create(key, ",\"veto_window_seconds\":60");
        CLOCK.advance(Duration.ofSeconds(61));
        assertThat(manage(executable, "cancel", null).path("applied").asBoolean()).isTrue();
        refused(manage(executable, "consume", FINGERPRINT), "cancelled", "cancelled");
    }

    @Test
    void aWrongTokenIs403AndUnknownIdsAre404WithNothingRevealedOrChanged() {
        Window window = create(key, ",\"title\":\"Quiet title\"");
        String wrong = window.token().substring(0, 42) + (window.token().endsWith("A") ? "B" : "A");
        for (String path : new String[] {GET, VETO}) {
            Http.Reply reply = app.post(path, null, window.access(wrong));
            assertThat(reply.status()).isEqualTo(403);
            assertThat(reply.json().path("code").asText()).isEqualTo("token_invalid");
            assertThat(reply.text()).doesNotContain("Quiet").doesNotContain(window.id()).doesNotContain(HEX);
            assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
            Http.Reply unknown = app.post(path, null, "{\"challenge_id\":\"chl_0QZ7M3K9TX4B8N2R6VHJYPD5WC\",\"token\":\""
                    + window.token() + "\"}");
            assertThat(unknown.status()).isEqualTo(404);
            assertThat(unknown.json().path("code").asText()).isEqualTo("not_found");
        }
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("pending");
        assertThat(app.post(MANAGE, app.createApiKey(), window.operation("check", null)).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, "{\"operation\":\"check\",\"control_id\":\"never\"}").status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, window.operation("check", null)).status()).isEqualTo(401);
    }

    @Test
    void badBodiesAre400AndLeaveTheChallengePending() {
        Window window = create(key, "");
        for (String body : new String[] {"{\"challenge_id\":\"" + window.id() + "\",\"token\":\"short\"}",
                "{\"challenge_id\":\"" + window.id() + "\",\"token\":\"" + "t".repeat(129) + "\"}",
                "{\"challenge_id\":\"" + window.id() + "\"}", "not json", window.access(window.token()) + "x"}) {
            Http.Reply reply = app.post(VETO, null, body);
            assertThat(reply.status()).as(body).isEqualTo(400);
        }
        assertThat(app.post(MANAGE, key, window.operation("create", "sha256:xyz")).status()).isEqualTo(400);
        assertThat(app.post(MANAGE, key, "{\"operation\":\"create\",\"control_id\":\"c\",\"action_fingerprint\":\""
                + HEX + "\",\"veto_window_seconds\":59}").status()).isEqualTo(400);
        assertThat(manage(window, "check", null).path("status").asText()).isEqualTo("pending");
    }
}
