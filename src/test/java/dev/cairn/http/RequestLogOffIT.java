package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.Stderr;
import io.dropwizard.testing.ConfigOverride;
import org.junit.jupiter.api.Test;

/** {@code requests.log: false} ({@code CAIRN_REQUEST_LOG=false}) turns the request log off and nothing else. */
class RequestLogOffIT {
    @Test
    void noRequestIsLoggedAndTheServiceAnswersAsUsual() throws Exception {
        CairnApp app = CairnApp.onSharedEngines(new MutableClock(), ConfigOverride.config("requests.log", "false"))
                .start();
        try {
            String log = Stderr.during(() -> assertThat(Http.get(app.url("/health")).status()).isEqualTo(200));
            assertThat(log).doesNotContain("GET /health");
        } finally {
            app.stop();
        }
    }
}
