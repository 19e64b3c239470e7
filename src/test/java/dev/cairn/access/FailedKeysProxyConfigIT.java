package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import org.junit.jupiter.api.Test;

/** What the client address is taken from is settled at the start: a setting that would make it unsafe stops it. */
class FailedKeysProxyConfigIT {
    private static Throwable startFailure(ConfigOverride override) {
        Throwable failure = catchThrowable(() -> CairnApp.onSharedEngines(new MutableClock(), override).start().stop());
        assertThat(failure).isInstanceOf(IllegalStateException.class).hasMessage("Cairn did not start");
        return failure;
    }

    @Test
    void aTrustedProxyThatIsNoAddressOrBlockStopsTheStart() {
        assertThat(startFailure(ConfigOverride.config("access.trustedProxies", "10.0.0.0/8, proxy.internal")))
                .rootCause().hasMessageContaining("access.trustedProxies must be IP addresses or CIDR blocks");
    }

    @Test
    void jettysForwardedHeadersStopTheStart() {
        assertThat(startFailure(ConfigOverride.config("server.applicationConnectors[0].useForwardedHeaders", "true")))
                .rootCause().hasMessageContaining("useForwardedHeaders must be false")
                .hasMessageContaining("access.trustedProxies");
    }
}
