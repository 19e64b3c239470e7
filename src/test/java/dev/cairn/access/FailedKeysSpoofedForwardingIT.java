package dev.cairn.access;

import static dev.cairn.access.FailedKeysBehindProxyIT.status;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** With no trusted proxy (config.yml's default), forwarded headers are the client's own words: ignored. */
class FailedKeysSpoofedForwardingIT {
    private static CairnApp app;

    @BeforeAll
    static void startApp() {
        app = CairnApp.onSharedEngines(new MutableClock()).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    @Test
    void aSpoofedForwardedAddressChangesNothing() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT / 2; i++) {
            assertThat(status(app, "X-Forwarded-For", "203.0.113." + (i + 1))).isEqualTo(401);
            assertThat(status(app, "Forwarded", "for=\"[2001:db8::" + (i + 1) + "]\"")).isEqualTo(401);
        }
        // all of them counted against 127.0.0.1, the socket's peer
        assertThat(status(app, "X-Forwarded-For", "198.51.100.99")).isEqualTo(429);
        assertThat(status(app, "Forwarded", "for=198.51.100.98")).isEqualTo(429);
        assertThat(status(app, "X-Forwarded-For", "127.0.0.1")).isEqualTo(429);
    }
}
