package dev.cairn.store;

import static dev.cairn.store.OutageProbe.SENTINEL;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Stops PostgreSQL under a running Cairn: an API key's lookup answers 503 store_unavailable within the
 * configured timeouts on REST and MCP, /health says so, a receipt is never answered as recorded, and once
 * PostgreSQL is back on its port the same Cairn serves again.
 */
class PostgresOutageIT extends OutageAppTest {
    @Test
    void keyLookupsFailFastAndTheServiceResumesOnItsOwn() {
        String restKey = app.createApiKey(); // unused so far: no cached lookup, the call must ask PostgreSQL
        String mcpKey = app.createApiKey();

        engines.stopPostgres();
        probe.assertUnavailable(() -> app.post("/v1/actions/check", restKey, "{\"key\":\"" + SENTINEL + "\"}"));
        probe.assertUnavailableOverMcp(mcpKey);
        probe.assertHealthReports(503);

        engines.startPostgres();
        long recovery = probe.millisUntil(200, () -> app.post("/v1/actions/check", restKey, "{\"key\":\"after\"}"));
        System.out.println("postgresql recovery ms: " + recovery);
        assertThat(app.createApiKey()).startsWith("cairn_live_");
        probe.assertHealthReports(200);
    }

    @Test
    void aReceiptRecordedDuringTheOutageIs503AndStoredOnceAfterIt() {
        String key = app.createApiKey();
        app.post("/v1/actions/check", key, "{\"key\":\"warm\"}"); // the key's lookup is remembered now
        String body = "{\"operation\":\"record\",\"receipt_id\":\"" + SENTINEL + "\",\"action_fingerprint\":\""
                + "ab".repeat(32) + "\",\"outcome_digest\":\"" + "cd".repeat(32) + "\",\"outcome_status\":\"failed\"}";

        engines.stopPostgres();
        probe.assertUnavailable(() -> app.post("/v1/receipts/record", key, body));

        engines.startPostgres();
        probe.millisUntil(200, () -> app.post("/v1/receipts/record", key, body));
        assertThat(app.post("/v1/receipts/record", key, body).json().get("position").asLong()).isEqualTo(1);
    }
}
