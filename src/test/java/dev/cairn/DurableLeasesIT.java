package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.RedisCrash;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every lease the service acknowledged survives a SIGKILL of the embedded Redis (AOF) and a restart of the
 * service: still held with its expiry and fencing token, its token still releases it, and the next grant
 * continues the fencing count.
 */
class DurableLeasesIT {
    private static final int RESOURCES = 30;
    private static final String MANAGE = "/v1/leases/manage";

    private static String body(String operation, int resource, String token) {
        return "{\"operation\":\"" + operation + "\",\"resource_key\":\"shard-" + resource + "\""
                + (token == null ? "" : ",\"lease_token\":\"" + token + "\"")
                + (operation.equals("acquire") ? ",\"ttl_seconds\":3600" : "") + "}";
    }

    @Test
    void everyAcknowledgedLeaseSurvivesASigkillOfRedisAndARestart() {
        List<JsonNode> granted = new ArrayList<>();

        RedisCrash.between(before -> {
            String apiKey = before.createApiKey();
            for (int i = 0; i < RESOURCES; i++) {
                if (i % 3 == 0) { // a grant and a release first, so this resource's lease is its second grant
                    JsonNode first = before.post(MANAGE, apiKey, body("acquire", i, null)).json();
                    assertThat(before.post(MANAGE, apiKey, body("release", i, first.get("lease_token").asText()))
                            .json().get("applied").asBoolean()).isTrue();
                }
                JsonNode lease = before.post(MANAGE, apiKey, body("acquire", i, null)).json();
                assertThat(lease.get("applied").asBoolean()).isTrue();
                granted.add(lease);
            }
            return apiKey;
        }, (after, apiKey) -> {
            for (int i = 0; i < RESOURCES; i++) {
                JsonNode lease = granted.get(i);
                JsonNode refused = after.post(MANAGE, apiKey, body("acquire", i, null)).json();
                assertThat(refused.get("reason").asText()).as("shard-%d", i).isEqualTo("held");
                assertThat(refused.get("fencing_token")).isEqualTo(lease.get("fencing_token"));
                assertThat(refused.get("expires_at")).isEqualTo(lease.get("expires_at"));
                String token = lease.get("lease_token").asText();
                assertThat(after.post(MANAGE, apiKey, body("release", i, token)).json().get("applied").asBoolean())
                        .isTrue();
                JsonNode next = after.post(MANAGE, apiKey, body("acquire", i, null)).json();
                assertThat(next.get("fencing_token").asLong()).isEqualTo(lease.get("fencing_token").asLong() + 1);
            }
        });
    }
}
