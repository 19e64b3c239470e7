package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.RedisCrash;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every stop and clear the service acknowledged survives a SIGKILL of the embedded Redis (AOF) and a restart
 * of the service: stopped subjects (and those below them) are still stopped, cleared ones are not.
 */
class DurableStopsIT {
    private static final int AGENTS = 30;
    private static final String MANAGE = "/v1/stops/manage";

    private static String body(String operation, String subject) {
        return "{\"operation\":\"" + operation + "\",\"subject_key\":\"" + subject + "\""
                + (operation.equals("stop") ? ",\"reason_code\":\"incident\"" : "") + "}";
    }

    @Test
    void everyAcknowledgedStopSurvivesASigkillOfRedisAndARestart() {
        RedisCrash.between(before -> {
            String apiKey = before.createApiKey();
            for (String subject : List.of("fleet/eu", "fleet/us")) {
                assertThat(before.post(MANAGE, apiKey, body("stop", subject)).json().get("applied").asBoolean()).isTrue();
            }
            for (int i = 0; i < AGENTS; i++) {
                assertThat(before.post(MANAGE, apiKey, body("stop", "agents/" + i)).json().get("applied").asBoolean())
                        .isTrue();
                if (i % 3 == 0) {
                    assertThat(before.post(MANAGE, apiKey, body("clear", "agents/" + i)).json().get("applied")
                            .asBoolean()).isTrue();
                }
            }
            assertThat(before.post(MANAGE, apiKey, body("clear", "fleet/us")).json().get("applied").asBoolean()).isTrue();
            return apiKey;
        }, (after, apiKey) -> {
            assertThat(stopped(after, apiKey, "fleet/eu/agent-7")).isTrue();
            assertThat(stopped(after, apiKey, "fleet/us/agent-7")).isFalse();
            for (int i = 0; i < AGENTS; i++) {
                assertThat(stopped(after, apiKey, "agents/" + i)).as("agents/%d", i).isEqualTo(i % 3 != 0);
            }
        });
    }

    private static boolean stopped(CairnApp app, String apiKey, String subject) {
        return app.post(MANAGE, apiKey, body("check", subject)).json().get("stopped").asBoolean();
    }
}
