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

/**
 * Behind a trusted proxy ({@code access.trustedProxies: 127.0.0.1}, the tests' own address), failed keys count
 * against the rightmost address of the forwarded chain that is not a trusted proxy. Each test uses addresses
 * of its own: the limiter's windows live as long as the app.
 */
class FailedKeysBehindProxyIT {
    private static final String BODY = "{\"text\":\"hello\"}";
    private static CairnApp app;

    @BeforeAll
    static void startApp() {
        app = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("access.trustedProxies", "127.0.0.1")).start();
    }

    @AfterAll
    static void stopApp() {
        app.stop();
    }

    static int status(CairnApp app, String header, String value) {
        return Http.postWith(app.url("/v1/inspect"), Map.of("Content-Type", "application/json",
                "Authorization", "Bearer cairn_live_" + UUID.randomUUID().toString().replace("-", ""),
                header, value), BODY).status();
    }

    private static int forwardedFor(String value) {
        return status(app, "X-Forwarded-For", value);
    }

    @Test
    void eachForwardedAddressHasItsOwnLimitTakenFromTheRightmostValue() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(forwardedFor("203.0.113.1")).isEqualTo(401);
        }
        assertThat(forwardedFor("203.0.113.1")).isEqualTo(429);
        assertThat(forwardedFor("10.0.0.9, 203.0.113.1")).isEqualTo(429); // whatever the client wrote before it
        assertThat(forwardedFor("203.0.113.1:4711, 127.0.0.1")).isEqualTo(429); // a trusted hop is passed over
        assertThat(forwardedFor("203.0.113.2")).isEqualTo(401);
        assertThat(forwardedFor("203.0.113.1, 10.0.0.9")).isEqualTo(401);
    }

    @Test
    void theRightmostUntrustedValueIsTheClient() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(forwardedFor("203.0.113.11, 203.0.113.19")).isEqualTo(401);
        }
        assertThat(forwardedFor("203.0.113.19")).isEqualTo(429);
        assertThat(forwardedFor("203.0.113.11")).isEqualTo(401);
    }

    @Test
    void aForwardedHeaderNamesTheClientAndWinsOverXForwardedFor() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(status(app, "Forwarded", "for=198.51.100.1, For=\"[2001:db8:9:1::" + (i + 1) + "]:4711\";proto=http"))
                    .isEqualTo(401);
        }
        assertThat(status(app, "Forwarded", "for=\"[2001:db8:9:1:ffff::1]\"")).isEqualTo(429);
        assertThat(forwardedFor("2001:db8:9:1::abc")).isEqualTo(429);
        assertThat(status(app, "Forwarded", "for=198.51.100.1")).isEqualTo(401);
        assertThat(Http.postWith(app.url("/v1/inspect"), Map.of("Content-Type", "application/json",
                "Authorization", "Bearer cairn_live_" + UUID.randomUUID().toString().replace("-", ""),
                "Forwarded", "for=198.51.100.2", "X-Forwarded-For", "2001:db8:9:1::1"), BODY).status()).isEqualTo(401);
    }

    @Test
    void anIpv6ClientCountsByItsSlash64() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(forwardedFor("2001:db8:5:6::" + Integer.toHexString(i + 1))).isEqualTo(401);
        }
        assertThat(forwardedFor("2001:db8:5:6:ffff::1")).isEqualTo(429);
        assertThat(forwardedFor("2001:db8:5:7::1")).isEqualTo(401);
    }

    @Test
    void clientsThatAreNoIpAddressShareOneBucket() {
        for (int i = 0; i < FailedKeyLimiter.LIMIT; i++) {
            assertThat(status(app, "Forwarded", "for=\"_hidden" + i + "\"")).isEqualTo(401);
        }
        assertThat(forwardedFor("203.0.113.30, unknown")).isEqualTo(429);
        assertThat(forwardedFor("203.0.113.30")).isEqualTo(401);
    }
}
