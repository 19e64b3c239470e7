package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The quotas of spec §8 over REST and MCP, with config.yml's free allowance (500) and trial (3), and small plan
 * limits. Each test starts in a month no other test used, so every counter starts from nothing.
 */
class MeteringIT {
    static final String SCRUB = "{\"text\":\"hello\"}";
    static final String FINGERPRINT = "{\"action\":\"send_email\",\"arguments\":{\"to\":\"a@example.org\"}}";
    static final String CHECK = "{\"key\":\"k\"}";
    static final int SUBSCRIPTION_LIMIT = 5;
    private static final MutableClock CLOCK = new MutableClock();
    private static CairnApp app;

    @BeforeAll
    static void startApp() {
        app = CairnApp.withSpecQuotas(CLOCK,
                ConfigOverride.config("access.subscriptionCallsPerMonth", Integer.toString(SUBSCRIPTION_LIMIT)),
                ConfigOverride.config("access.contributorCallsPerMonth", "2")).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    @BeforeEach
    void unusedMonth() {
        CLOCK.advanceToAnUnusedMonth();
    }

    private static Http.Reply post(String path, String key, String body) {
        return app.post(path, key, body);
    }

    static long secondsToNextMonth(MutableClock clock) {
        return (clock.endOfMonth().toEpochMilli() + 1 - clock.millis() + 999) / 1000;
    }

    @Test
    void theFreeAllowanceIs500CallsPerAddressAndMonthSharedByTheFreeTools() {
        String[][] calls = {{"/v1/scrub", SCRUB}, {"/v1/inspect", SCRUB}, {"/v1/actions/fingerprint", FINGERPRINT}};
        for (int i = 1; i <= 499; i++) {
            String[] call = calls[i % 3];
            assertThat(post(call[0], null, call[1]).status()).isEqualTo(200);
        }
        Http.Reply last = post("/v1/inspect", null, SCRUB);
        assertThat(last.status()).isEqualTo(200);
        long reset = secondsToNextMonth(CLOCK);
        long window = CLOCK.endOfMonth().plusMillis(1).getEpochSecond()
                - java.time.YearMonth.from(CLOCK.instant().atOffset(java.time.ZoneOffset.UTC)).atDay(1)
                .atStartOfDay(java.time.ZoneOffset.UTC).toEpochSecond();
        assertThat(last.header("RateLimit-Policy")).isEqualTo("\"free\";q=500;w=" + window);
        assertThat(last.header("RateLimit")).isEqualTo("\"free\";r=0;t=" + reset);

        Http.Reply refused = post("/v1/scrub", null, SCRUB);
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.json().path("code").asText()).isEqualTo("free_allowance_exhausted");
        assertThat(refused.header("Retry-After")).isEqualTo(Long.toString(reset));
        assertThat(refused.header("RateLimit")).isEqualTo("\"free\";r=0;t=" + reset);
        assertThat(refused.json().path("detail").asText()).doesNotContain("499", "501");
        JsonNode overMcp = new Mcp(app).legacy(null, "tools/call", Mcp.call("fingerprint_action", FINGERPRINT)).json();
        assertThat(overMcp.path("result").path("isError").asBoolean()).isTrue();
        assertThat(overMcp.path("result").path("structuredContent").path("code").asText())
                .isEqualTo("free_allowance_exhausted");
        assertThat(overMcp.path("result").path("_meta").path("dev.cairn/rate-limit").path("remaining").asLong())
                .isZero();

        // The last millisecond of the month still refuses; the first of the next admits again.
        CLOCK.advanceTo(CLOCK.endOfMonth());
        assertThat(post("/v1/scrub", null, SCRUB).status()).isEqualTo(429);
        assertThat(post("/v1/scrub", null, SCRUB).header("Retry-After")).isEqualTo("1");
        CLOCK.advance(Duration.ofMillis(1));
        Http.Reply renewed = post("/v1/scrub", null, SCRUB);
        assertThat(renewed.status()).isEqualTo(200);
        assertThat(renewed.header("RateLimit")).startsWith("\"free\";r=499;t=");
    }

    @Test
    void aKeyOnAFreeToolCountsOnItsPlanNotOnTheAddress() {
        String key = app.createApiKey();
        Http.Reply keyed = post("/v1/scrub", key, SCRUB);
        assertThat(keyed.header("RateLimit")).startsWith("\"monthly\";r=" + (SUBSCRIPTION_LIMIT - 1) + ";");
        assertThat(post("/v1/scrub", null, SCRUB).header("RateLimit")).startsWith("\"free\";r=499;");
        // 2026-07-28 results carry the server's identity in _meta too: both are there.
        JsonNode meta = new Mcp(app).modern(key, "tools/call", Mcp.call("scrub_text", SCRUB)).json()
                .path("result").path("_meta");
        assertThat(meta.path("dev.cairn/rate-limit").path("remaining").asLong()).isEqualTo(SUBSCRIPTION_LIMIT - 2);
        assertThat(meta.path("io.modelcontextprotocol/serverInfo").path("name").asText()).isEqualTo("cairn");
    }

    @Test
    void eachPremiumToolAllowsThreeAnonymousCallsPerAddressAndMonth() {
        for (int i = 1; i <= 3; i++) {
            Http.Reply admitted = post("/v1/scan", null, SCRUB);
            assertThat(admitted.status()).isEqualTo(200);
            assertThat(admitted.header("RateLimit")).startsWith("\"trial\";r=" + (3 - i) + ";");
        }
        Http.Reply fourth = post("/v1/scan", null, SCRUB);
        assertThat(fourth.status()).isEqualTo(401);
        assertThat(fourth.json().path("code").asText()).isEqualTo("trial_exhausted");
        assertThat(fourth.header("RateLimit-Policy")).startsWith("\"trial\";q=3;w=");
        JsonNode metrics = Http.get(app.adminUrl("/metrics")).json();
        assertThat(metrics.path("meters").path("cairn.tools.scan_untrusted_text.refusals.trial_exhausted")
                .path("count").asLong()).isPositive();
        assertThat(metrics.path("meters").path("cairn.tools.scan_untrusted_text.calls.anonymous").path("count")
                .asLong()).isGreaterThanOrEqualTo(3);
        assertThat(metrics.path("timers").path("cairn.tools.scan_untrusted_text.latency").path("count").asLong())
                .isGreaterThanOrEqualTo(4);
        // Counted per tool: redact has its own three, on MCP as on REST.
        Mcp mcp = new Mcp(app);
        for (int i = 0; i < 3; i++) {
            assertThat(mcp.legacy(null, "tools/call", Mcp.call("redact_sensitive_text", SCRUB)).json()
                    .path("result").path("isError").asBoolean()).isFalse();
        }
        assertThat(post("/v1/redact", null, SCRUB).json().path("code").asText()).isEqualTo("trial_exhausted");
        // A key still calls it.
        assertThat(post("/v1/scan", app.createApiKey(), SCRUB).status()).isEqualTo(200);

        CLOCK.advanceTo(CLOCK.endOfMonth());
        assertThat(post("/v1/scan", null, SCRUB).status()).isEqualTo(401);
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(post("/v1/scan", null, SCRUB).status()).isEqualTo(200);
    }

    @Test
    void reworkHasItsOwnTrialOnRestAndMcpThenNeedsAKey() {
        assertThat(post("/v1/scan", null, SCRUB).status()).isEqualTo(200);
        Mcp mcp = new Mcp(app);
        for (int i = 1; i <= 3; i++) {
            Http.Reply admitted = i == 2
                    ? mcp.legacy(null, "tools/call", Mcp.call("rework_text", SCRUB))
                    : post("/v1/rework", null, SCRUB);
            assertThat(admitted.status()).as(admitted.text()).isEqualTo(200);
            assertThat(admitted.json().path("result").path("isError").asBoolean()).isFalse();
        }
        Http.Reply fourth = post("/v1/rework", null, SCRUB);
        assertThat(fourth.status()).isEqualTo(401);
        assertThat(fourth.json().path("code").asText()).isEqualTo("trial_exhausted");
        assertThat(mcp.legacy(null, "tools/call", Mcp.call("rework_text", SCRUB)).json()
                .at("/result/structuredContent/code").asText()).isEqualTo("trial_exhausted");
        assertThat(post("/v1/rework", app.createApiKey(), SCRUB).status()).isEqualTo(200);
        assertThat(post("/v1/scan", null, SCRUB).header("RateLimit")).as("scan's trial is its own")
                .startsWith("\"trial\";r=1;");
    }

    @Test
    void aForwardedAddressFromAnUntrustedPeerChangesNothing() {
        for (int i = 0; i < 3; i++) {
            assertThat(post("/v1/compare", null, "{\"original\":\"a\",\"modified\":\"b\"}").status()).isEqualTo(200);
        }
        for (String header : new String[] {"X-Forwarded-For", "Forwarded"}) {
            String value = header.equals("Forwarded") ? "for=198.51.100.1" : "198.51.100.1";
            assertThat(Http.postWith(app.url("/v1/compare"), java.util.Map.of("Content-Type", "application/json",
                    header, value), "{\"original\":\"a\",\"modified\":\"b\"}").status()).isEqualTo(401);
        }
    }

    @Test
    void aCallWhoseInputIsRefusedDoesNotCount() {
        for (int i = 0; i < 5; i++) {
            Http.Reply refused = post("/v1/scan", null, "{\"text\":42}");
            assertThat(refused.status()).isEqualTo(400);
            assertThat(refused.header("RateLimit")).startsWith("\"trial\";r=3;");
        }
        assertThat(post("/v1/scan", null, "not json").status()).isEqualTo(400);
        assertThat(post("/v1/scan", null, SCRUB).header("RateLimit")).startsWith("\"trial\";r=2;");
    }

    @Test
    void aSubscriptionKeyIsRefusedPastItsMonthlyLimitUntilTheNextMonth() {
        String key = app.createApiKey();
        for (int i = 1; i <= SUBSCRIPTION_LIMIT; i++) {
            Http.Reply admitted = post("/v1/actions/check", key, CHECK);
            assertThat(admitted.status()).isEqualTo(200);
            assertThat(admitted.header("RateLimit")).startsWith("\"monthly\";r=" + (SUBSCRIPTION_LIMIT - i) + ";");
        }
        Http.Reply refused = post("/v1/actions/check", key, CHECK);
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.json().path("code").asText()).isEqualTo("monthly_limit_reached");
        assertThat(refused.header("Retry-After")).isEqualTo(Long.toString(secondsToNextMonth(CLOCK)));
        assertThat(post("/v1/scrub", key, SCRUB).status()).as("a free tool counts on the plan too").isEqualTo(429);
        assertThat(post("/v1/actions/check", app.createApiKey(), CHECK).status()).as("another account").isEqualTo(200);

        CLOCK.advanceTo(CLOCK.endOfMonth());
        assertThat(post("/v1/actions/check", key, CHECK).status()).isEqualTo(429);
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(post("/v1/actions/check", key, CHECK).status()).isEqualTo(200);
    }

    @Test
    void aFoundingKeyCallsEveryToolUntilItsThousandthCall() {
        String key = app.createApiKey("founding");
        for (int i = 1; i < 1000; i++) {
            assertThat(post("/v1/actions/fingerprint", key, FINGERPRINT).status()).isEqualTo(200);
        }
        Http.Reply thousandth = post("/v1/actions/check", key, CHECK);
        assertThat(thousandth.status()).isEqualTo(200);
        assertThat(thousandth.header("RateLimit-Policy")).isEqualTo("\"founding\";q=1000;w=2592000");
        assertThat(thousandth.header("RateLimit")).startsWith("\"founding\";r=0;");

        Http.Reply ended = post("/v1/actions/check", key, CHECK);
        assertThat(ended.status()).isEqualTo(401);
        assertThat(ended.json().path("code").asText()).isEqualTo("founding_access_ended");
        Http.Reply free = post("/v1/scrub", key, SCRUB);
        assertThat(free.status()).as("the free allowance still admits it, by address").isEqualTo(200);
        assertThat(free.header("RateLimit")).startsWith("\"free\";r=499;");
    }

    @Test
    void aFoundingGrantEndsAfterThirtyDaysWhateverItsCalls() {
        String key = app.createApiKey("founding");
        CLOCK.advance(Duration.ofDays(30).minusMillis(1));
        Http.Reply last = post("/v1/actions/check", key, CHECK);
        assertThat(last.status()).isEqualTo(200);
        assertThat(last.header("RateLimit")).isEqualTo("\"founding\";r=999;t=1");
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(post("/v1/actions/check", key, CHECK).json().path("code").asText())
                .isEqualTo("founding_access_ended");
    }

    @Test
    void aContributorIdentityCallsNoPaidTool() {
        String key = app.createApiKey("contributor");
        Http.Reply refused = post("/v1/actions/check", key, CHECK);
        assertThat(refused.status()).isEqualTo(401);
        assertThat(refused.json().path("code").asText()).isEqualTo("subscription_required");
        assertThat(post("/v1/scan", key, SCRUB).header("RateLimit")).as("anonymous trial").startsWith("\"trial\";");
    }

    @Test
    void eachAcceptedSignalEventIsACallOfTheInboxOwner() {
        String key = app.createApiKey();
        JsonNode inbox = post("/v1/signals/create", key, "{\"max_events\":3}").json();
        String url = app.url(java.net.URI.create(inbox.path("signal_url").asText()).getPath());
        for (int i = 0; i < 3; i++) {
            Http.Reply accepted = Http.postWith(url, java.util.Map.of("Content-Type", "text/plain"), "event " + i);
            assertThat(accepted.status()).isEqualTo(202);
            assertThat(accepted.header("RateLimit")).as("the sender sees nothing of the owner's quota").isNull();
        }
        // A refused delivery (the inbox is full) is not counted: the owner has one call left.
        assertThat(Http.postWith(url, java.util.Map.of(), "").json().path("code").asText()).isEqualTo("inbox_full");
        assertThat(post("/v1/signals/events", key, "{\"inbox_id\":\"" + inbox.path("inbox_id").asText() + "\"}")
                .header("RateLimit")).startsWith("\"monthly\";r=0;");

        CLOCK.advanceTo(CLOCK.endOfMonth().minus(Duration.ofHours(1))); // the inbox outlives the month
        JsonNode second = post("/v1/signals/create", app.createApiKey(), "{}").json();
        String secondUrl = app.url(java.net.URI.create(second.path("signal_url").asText()).getPath());
        for (int i = 0; i < SUBSCRIPTION_LIMIT - 1; i++) {
            assertThat(Http.postWith(secondUrl, java.util.Map.of(), "").status()).isEqualTo(202);
        }
        Http.Reply refused = Http.postWith(secondUrl, java.util.Map.of(), "");
        assertThat(refused.status()).isEqualTo(429);
        assertThat(refused.json().path("code").asText()).isEqualTo("owner_limit_reached");
        assertThat(refused.json().path("detail").asText()).doesNotContain(Integer.toString(SUBSCRIPTION_LIMIT));
        assertThat(refused.header("Retry-After")).isEqualTo(Long.toString(secondsToNextMonth(CLOCK)));
        assertThat(refused.header("RateLimit")).isNull();
        CLOCK.advanceTo(CLOCK.endOfMonth());
        CLOCK.advance(Duration.ofMillis(1));
        assertThat(Http.postWith(secondUrl, java.util.Map.of(), "").status()).isEqualTo(202);
    }

    @Test
    void publicEndpointsAreNotMetered() {
        Http.Reply reply = post("/v1/challenges/public/get",
                null, "{\"challenge_id\":\"chl_unknown\",\"token\":\"" + "t".repeat(32) + "\"}");
        assertThat(reply.status()).isIn(403, 404);
        assertThat(reply.header("RateLimit")).isNull();
    }
}
