package dev.cairn.store;

import static dev.cairn.store.OutageProbe.SENTINEL;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.StoppableEngines;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Stops PostgreSQL under a running Cairn: an API key's lookup answers 503 store_unavailable within the
 * configured timeouts on REST and MCP, /health says so, and once PostgreSQL is back on its port the same
 * Cairn serves again.
 */
class PostgresOutageIT {
    private static StoppableEngines engines;
    private static CairnApp app;
    private static OutageProbe probe;

    @BeforeAll
    static void start() {
        engines = new StoppableEngines();
        app = CairnApp.on(new MutableClock(), engines.redisUrl(), engines.databaseUrl()).start();
        probe = new OutageProbe(app);
    }

    @AfterAll
    static void stop() {
        app.stop();
        engines.close();
    }

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
}
