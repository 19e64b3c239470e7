package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** With {@code useForwardedHeaders: true}, failed keys count against the address the proxy forwards. */
class FailedKeysBehindProxyIT {
    private static final String BODY = "{\"text\":\"hello\"}";
    private static CairnApp app;

    @BeforeAll
    static void startApp() {
        app = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("server.applicationConnectors[0].useForwardedHeaders", "true")).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    private static int status(String forwardedFor) {
        return Http.postWith(app.url("/v1/inspect"), Map.of("Content-Type", "application/json",
                "Authorization", "Bearer cairn_live_" + UUID.randomUUID().toString().replace("-", ""),
                "X-Forwarded-For", forwardedFor), BODY).status();
    }

    @Test
    void eachForwardedAddressHasItsOwnLimitTakenFromTheLeftMostValue() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(status("203.0.113.1")).isEqualTo(401);
        }
        assertThat(status("203.0.113.1")).isEqualTo(429);
        assertThat(status("203.0.113.1, 10.0.0.9")).isEqualTo(429);
        assertThat(status("203.0.113.2")).isEqualTo(401);
        assertThat(status("10.0.0.9, 203.0.113.1")).isEqualTo(401);
    }

    @Test
    void anIpv6ClientCountsByItsSlash64() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(status("2001:db8:5:6::" + Integer.toHexString(i + 1))).isEqualTo(401);
        }
        assertThat(status("2001:db8:5:6:ffff::1")).isEqualTo(429);
        assertThat(status("2001:db8:5:7::1")).isEqualTo(401);
    }
}
