package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Behind a trusted proxy, the anonymous quotas count per forwarded client: IPv4 per address, IPv6 per /64. */
class MeteringBehindProxyIT {
    private static final MutableClock CLOCK = new MutableClock();
    private static CairnApp app;

    @BeforeAll
    static void startApp() {
        app = CairnApp.withSpecQuotas(CLOCK, ConfigOverride.config("access.trustedProxies", "127.0.0.1")).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    @BeforeEach
    void unusedMonth() {
        CLOCK.advanceToAnUnusedMonth();
    }

    private static int scanFrom(String forwardedFor) {
        return Http.postWith(app.url("/v1/scan"), Map.of("Content-Type", "application/json",
                "X-Forwarded-For", forwardedFor), MeteringIT.SCRUB).status();
    }

    @Test
    void eachForwardedAddressHasItsOwnTrial() {
        for (int i = 0; i < 3; i++) {
            assertThat(scanFrom("198.51.100.250, 203.0.113.7")).isEqualTo(200);
        }
        assertThat(scanFrom("203.0.113.7")).isEqualTo(401);
        assertThat(scanFrom("203.0.113.7, 203.0.113.8")).as("the rightmost untrusted hop").isEqualTo(200);
    }

    @Test
    void anIpv6ClientCountsByItsSlash64() {
        for (int i = 1; i <= 3; i++) {
            assertThat(scanFrom("2001:db8:1:2::" + i)).isEqualTo(200);
        }
        assertThat(scanFrom("2001:db8:1:2:ffff:ffff:ffff:ffff")).isEqualTo(401);
        assertThat(scanFrom("2001:db8:1:3::1")).isEqualTo(200);
    }
}
