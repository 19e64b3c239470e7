package dev.cairn.control.terms;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.catalog.ToolSchemas;
import dev.cairn.store.Digests;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.TestEngines;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;

/** Every transition and comparison of docs/families.md's terms pin table, over REST, with the app's clock moved by hand. */
class TermsToolsIT extends SharedAppTest {
    static final String TOOL = "manage_terms_pin";
    static final String MANAGE = "/v1/terms/manage";
    static final String TERMS = "sha256:" + "ab".repeat(32);
    static final String INTERFACE = "sha256:" + "cd".repeat(32);
    static final String COUNTERPARTY = "sha256:" + "ef".repeat(32);
    static final String OTHER = "sha256:" + "01".repeat(32);
    static final String ALL_FIELDS = "\"terms_digest\":\"" + TERMS + "\",\"interface_digest\":\"" + INTERFACE
            + "\",\"counterparty_fingerprint\":\"" + COUNTERPARTY + "\",\"version_label\":\"v2026.11\","
            + "\"price_minor\":719531,\"currency\":\"EUR\"";
    static final List<String> SIX = List.of("terms_digest", "interface_digest", "counterparty_fingerprint",
            "version_label", "price_minor", "currency");

    static String pin(String controlId, String fields) {
        return "{\"operation\":\"pin\",\"control_id\":\"" + controlId + "\"," + fields + "}";
    }

    static String check(String controlId, String fields) {
        return "{\"operation\":\"check\",\"control_id\":\"" + controlId + "\"" + (fields.isEmpty() ? "" : ",")
                + fields + "}";
    }

    static String revoke(String controlId) {
        return "{\"operation\":\"revoke\",\"control_id\":\"" + controlId + "\"}";
    }

    JsonNode manage(String body) {
        return ToolSchemas.conforming(TOOL, app.post(MANAGE, key, body));
    }

    static List<String> texts(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(item -> out.add(item.asText()));
        return out;
    }

    static void assertVerdict(JsonNode result, boolean matches, String reason) {
        assertThat(result.get("matches").asBoolean()).as(result.toString()).isEqualTo(matches);
        if (reason == null) {
            assertThat(result.get("reason").isNull()).as(result.toString()).isTrue();
        } else {
            assertThat(result.get("reason").asText()).as(result.toString()).isEqualTo(reason);
        }
    }

    @Test
    void aPinMatchesWhatWasPinnedAndShowsNoPrice() {
        JsonNode pinned = manage(pin("t-happy", ALL_FIELDS));
        assertThat(pinned.get("pin_id").asText()).matches("pin_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(pinned.get("status").asText()).isEqualTo("pinned");
        assertThat(texts(pinned.get("pinned_fields"))).isEqualTo(SIX);
        assertThat(pinned.get("terms_digest").asText()).isEqualTo(TERMS);
        assertThat(pinned.get("version_label").asText()).isEqualTo("v2026.11");
        assertThat(pinned.has("matches")).isFalse();
        assertThat(pinned.toString()).doesNotContain("719531").doesNotContain("EUR");

        JsonNode checked = manage(check("t-happy", ALL_FIELDS.replace(TERMS, "ab".repeat(32)))); // bare hex: same
        assertVerdict(checked, true, null);
        assertThat(texts(checked.get("compared"))).isEqualTo(SIX);
        assertThat(checked.get("drifted")).isEmpty();
        assertThat(checked.get("not_pinned")).isEmpty();
        assertThat(checked.get("notice").asText()).startsWith("Matches");
        assertThat(checked.toString()).doesNotContain("719531").doesNotContain("EUR");
        assertThat(checked.has("applied")).isFalse();
    }

    @Test
    void checkNamesEachDriftedFieldAndNeverItsValue() {
        manage(pin("t-drift", ALL_FIELDS));
        JsonNode price = manage(check("t-drift",
                "\"terms_digest\":\"" + TERMS + "\",\"price_minor\":719532,\"currency\":\"USD\""));
        assertVerdict(price, false, "drifted");
        assertThat(texts(price.get("compared"))).containsExactly("terms_digest", "price_minor", "currency");
        assertThat(texts(price.get("drifted"))).containsExactly("price_minor", "currency");
        assertThat(price.toString()).doesNotContain("719532").doesNotContain("USD").doesNotContain("719531")
                .doesNotContain("EUR");
        JsonNode all = manage(check("t-drift", "\"version_label\":\"v2027.01\",\"counterparty_fingerprint\":\""
                + OTHER + "\",\"interface_digest\":\"" + OTHER + "\",\"terms_digest\":\"" + OTHER + "\""));
        assertThat(texts(all.get("drifted"))).as("in the pin's field order, not the request's")
                .containsExactly("terms_digest", "interface_digest", "counterparty_fingerprint", "version_label");
        assertThat(all.toString()).doesNotContain("v2027.01").doesNotContain(OTHER.substring(7));
        assertVerdict(manage(check("t-drift", "\"version_label\":\"v2026.11\"")), true, null);
        assertVerdict(manage(check("t-drift", "\"version_label\":\"V2026.11\"")), false, "drifted");
        assertVerdict(manage(check("t-drift", "\"price_minor\":719531")), true, null);
    }

    @Test
    void aFieldThePinDoesNotHoldIsNotPinnedNotAMatch() {
        JsonNode pinned = manage(pin("t-partial", "\"terms_digest\":\"" + TERMS + "\""));
        assertThat(texts(pinned.get("pinned_fields"))).containsExactly("terms_digest");
        assertThat(pinned.get("interface_digest").isNull()).isTrue();
        assertThat(pinned.get("version_label").isNull()).isTrue();
        JsonNode unpinned = manage(check("t-partial", "\"terms_digest\":\"" + TERMS + "\",\"interface_digest\":\""
                + INTERFACE + "\""));
        assertVerdict(unpinned, false, "not_pinned");
        assertThat(texts(unpinned.get("not_pinned"))).containsExactly("interface_digest");
        assertThat(unpinned.get("drifted")).isEmpty();
        JsonNode both = manage(check("t-partial", "\"terms_digest\":\"" + OTHER + "\",\"currency\":\"EUR\""));
        assertVerdict(both, false, "drifted");
        assertThat(texts(both.get("not_pinned"))).containsExactly("currency");
        JsonNode nothing = manage(check("t-partial", ""));
        assertVerdict(nothing, false, "nothing_compared");
        assertThat(nothing.get("compared")).isEmpty();
    }

    @Test
    void anEmptyVersionLabelIsALabel() {
        JsonNode pinned = manage(pin("t-empty-label", "\"terms_digest\":\"" + TERMS + "\",\"version_label\":\"\""));
        assertThat(pinned.get("version_label").asText()).isEmpty();
        assertThat(texts(pinned.get("pinned_fields"))).containsExactly("terms_digest", "version_label");
        assertVerdict(manage(check("t-empty-label", "\"version_label\":\"\"")), true, null);
        assertVerdict(manage(check("t-empty-label", "\"version_label\":\"v1\"")), false, "drifted");
    }

    @Test
    void aRepeatedPinIsTheSamePinAndOtherFieldsAre422() {
        String id = manage(pin("t-repeat", ALL_FIELDS)).get("pin_id").asText();
        JsonNode again = manage(pin("t-repeat", ALL_FIELDS));
        assertThat(again.get("pin_id").asText()).isEqualTo(id);
        assertThat(again.get("notice").asText()).contains("already pinned");
        for (String other : new String[] {ALL_FIELDS.replace("719531", "719532"), ALL_FIELDS + ",\"expires_in_seconds\":300",
                "\"terms_digest\":\"" + TERMS + "\""}) {
            Http.Reply conflict = app.post(MANAGE, key, pin("t-repeat", other));
            assertThat(conflict.status()).as(conflict.text()).isEqualTo(422);
            assertThat(conflict.json().get("code").asText()).isEqualTo("control_id_conflict");
            assertThat(conflict.json().at("/errors/0/pointer").asText()).isEqualTo("/control_id");
        }
        manage(revoke("t-repeat"));
        assertThat(manage(pin("t-repeat", ALL_FIELDS)).get("status").asText())
                .as("a repeated pin never renews a revoked one").isEqualTo("revoked");
        assertThat(ToolSchemas.conforming(TOOL, app.post(MANAGE, app.createApiKey(), pin("t-repeat", ALL_FIELDS)))
                .get("pin_id").asText()).as("a control_id is the account's own").isNotEqualTo(id);
    }

    @Test
    void revokeEndsThePinOnce() {
        manage(pin("t-revoke", ALL_FIELDS));
        JsonNode revoked = manage(revoke("t-revoke"));
        assertThat(revoked.get("applied").asBoolean()).isTrue();
        assertThat(revoked.get("reason").isNull()).isTrue();
        assertThat(revoked.get("status").asText()).isEqualTo("revoked");
        assertThat(revoked.get("revoked_at").asText()).isNotEmpty();
        JsonNode again = manage(revoke("t-revoke"));
        assertThat(again.get("applied").asBoolean()).isFalse();
        assertThat(again.get("reason").asText()).isEqualTo("already_revoked");
        assertThat(again.get("revoked_at").asText()).isEqualTo(revoked.get("revoked_at").asText());
        JsonNode checked = manage(check("t-revoke", ALL_FIELDS));
        assertVerdict(checked, false, "revoked");
        assertThat(texts(checked.get("compared"))).isEqualTo(SIX);
        assertThat(checked.get("drifted")).isEmpty();
        CLOCK.advance(Duration.ofDays(31));
        assertThat(manage(check("t-revoke", "")).get("status").asText())
                .as("a revoked pin stays revoked past its expiry").isEqualTo("revoked");
    }

    @Test
    void aPinExpiresAtTheExactInstant() {
        manage(pin("t-expiry", ALL_FIELDS + ",\"expires_in_seconds\":300"));
        manage(pin("t-expiry-revoke", ALL_FIELDS + ",\"expires_in_seconds\":300"));
        CLOCK.advance(Duration.ofSeconds(300).minusMillis(1));
        JsonNode before = manage(check("t-expiry", ALL_FIELDS));
        assertThat(before.get("status").asText()).isEqualTo("pinned");
        assertVerdict(before, true, null);
        CLOCK.advance(Duration.ofMillis(1));
        JsonNode at = manage(check("t-expiry", ALL_FIELDS));
        assertThat(at.get("status").asText()).isEqualTo("expired");
        assertVerdict(at, false, "expired");
        assertThat(at.get("notice").asText()).startsWith("Expired");
        JsonNode late = manage(revoke("t-expiry-revoke"));
        assertThat(late.get("applied").asBoolean()).isFalse();
        assertThat(late.get("reason").asText()).isEqualTo("expired");
        assertThat(late.get("status").asText()).isEqualTo("expired");
    }

    @Test
    void aPinAndItsControlIdAreKeptThirtyDaysPastExpiry() {
        String controlId = "t-retention-" + System.nanoTime();
        manage(pin(controlId, ALL_FIELDS + ",\"expires_in_seconds\":300"));
        try (RedisClient redis = RedisClient.create(URI.create(TestEngines.redisUrl()))) {
            String pointer = redis.keys("cairn:terms:{*:" + Digests.sha256Hex(controlId) + "}").iterator().next();
            String record = "cairn:terms:{" + redis.get(pointer) + "}";
            long keptMs = Duration.ofSeconds(300).plus(Duration.ofDays(30)).toMillis();
            assertThat(redis.pttl(record)).isBetween(keptMs - 60_000, keptMs);
            assertThat(redis.pttl(pointer)).isBetween(keptMs - 60_000, keptMs);
            assertThat(redis.hget(record, "price_minor")).isEqualTo("719531");
        }
    }

    @Test
    void onlyTheOwnerSeesOrRevokesAPin() {
        manage(pin("t-owner", ALL_FIELDS));
        String stranger = app.createApiKey();
        assertThat(app.post(MANAGE, stranger, check("t-owner", ALL_FIELDS)).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, stranger, revoke("t-owner")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, check("t-never-pinned", "")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, key, revoke("t-never-pinned")).status()).isEqualTo(404);
        assertThat(app.post(MANAGE, null, check("t-owner", "")).status()).isEqualTo(401);
        assertThat(manage(check("t-owner", "")).get("status").asText()).isEqualTo("pinned");
    }

    @Test
    void fieldsAnOperationNeedsAre422AndBoundsAre400() {
        assertPointer(app.post(MANAGE, key, "{\"operation\":\"pin\",\"terms_digest\":\"" + TERMS + "\"}"), 422,
                "/control_id");
        assertPointer(app.post(MANAGE, key, pin("t-bad", "\"version_label\":\"v1\"")), 422, "/terms_digest");
        assertPointer(app.post(MANAGE, key, pin("t-bad", "\"terms_digest\":\"" + TERMS + "\",\"price_minor\":5")), 422,
                "/currency");
        assertPointer(app.post(MANAGE, key, pin("t-bad", "\"terms_digest\":\"" + TERMS + "\",\"currency\":\"EUR\"")),
                422, "/price_minor");
        for (String operation : new String[] {"check", "revoke"}) {
            assertPointer(app.post(MANAGE, key, "{\"operation\":\"" + operation + "\"}"), 422, "/control_id");
        }
        String terms = "\"terms_digest\":\"" + TERMS + "\",";
        assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"expires_in_seconds\":299")), 400, "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"expires_in_seconds\":31536001")), 400,
                "/expires_in_seconds");
        assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"price_minor\":-1,\"currency\":\"EUR\"")), 400,
                "/price_minor");
        assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"price_minor\":1000000000001,\"currency\":\"EUR\"")),
                400, "/price_minor");
        for (String currency : new String[] {"eur", "EU", "EURO", "\u20ACUR"}) {
            assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"price_minor\":1,\"currency\":\"" + currency
                    + "\"")), 400, "/currency");
        }
        assertPointer(app.post(MANAGE, key, pin("t-bad", terms + "\"version_label\":\"" + "v".repeat(81) + "\"")), 400,
                "/version_label");
        assertPointer(app.post(MANAGE, key, pin("t-bad", "\"terms_digest\":\"sha256:xyz\"")), 400, "/terms_digest");
        assertPointer(app.post(MANAGE, key, check("t-bad", "\"price_minor\":1.5")), 400, "/price_minor");
        assertThat(app.post(MANAGE, key, check("t-bad", "")).status()).as("no refused pin made one").isEqualTo(404);
        assertThat(manage(pin("t-bounds-min", terms + "\"price_minor\":0,\"currency\":\"JPY\",\"version_label\":\""
                + "\uD83D\uDE00".repeat(80) + "\",\"expires_in_seconds\":300")).get("status").asText()).isEqualTo("pinned");
        assertThat(manage(pin("t-bounds-max", terms + "\"price_minor\":1000000000000,\"currency\":\"EUR\","
                + "\"expires_in_seconds\":31536000")).get("status").asText()).isEqualTo("pinned");
        assertVerdict(manage(check("t-bounds-max", "\"price_minor\":1000000000000,\"currency\":\"EUR\"")), true, null);
    }

    private static void assertPointer(Http.Reply reply, int status, String pointer) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.json().get("errors").findValuesAsText("pointer")).as(reply.text()).containsExactly(pointer);
    }

    @Test
    void mcpPinsChecksAndRevokesLikeRest() {
        Mcp mcp = new Mcp(app);
        JsonNode pinned = mcp.legacy(key, "tools/call", Mcp.call(TOOL, pin("t-mcp", ALL_FIELDS))).json()
                .path("result").path("structuredContent");
        assertThat(pinned.path("status").asText()).isEqualTo("pinned");
        JsonNode checked = mcp.modern(key, "tools/call", Mcp.call(TOOL, check("t-mcp", "\"currency\":\"USD\""))).json()
                .path("result");
        assertThat(checked.path("isError").asBoolean()).as(checked.toString()).isFalse();
        assertThat(texts(checked.path("structuredContent").path("drifted"))).containsExactly("currency");
        assertThat(mcp.modern(key, "tools/call", Mcp.call(TOOL, revoke("t-mcp"))).json()
                .at("/result/structuredContent/applied").asBoolean()).isTrue();
        JsonNode tool = null;
        for (JsonNode listed : mcp.legacy(null, "tools/list", null).json().at("/result/tools")) {
            tool = listed.get("name").asText().equals(TOOL) ? listed : tool;
        }
        assertThat(tool).isNotNull();
        assertThat(tool.at("/annotations/readOnlyHint").asBoolean()).isFalse();
        assertThat(tool.at("/inputSchema/properties/price_minor/maximum").asLong()).isEqualTo(1_000_000_000_000L);
        assertThat(tool.at("/inputSchema/properties/expires_in_seconds/maximum").asInt()).isEqualTo(31536000);
        assertThat(tool.at("/inputSchema/properties/version_label/maxLength").asInt()).isEqualTo(80);
    }
}
