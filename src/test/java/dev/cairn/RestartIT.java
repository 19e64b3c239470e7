package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import org.junit.jupiter.api.Test;

/** The service with its own embedded Redis and PostgreSQL, stopped and started again on one data directory. */
class RestartIT {
    private static final String TRACES = "/v1/context-traces/anchor";
    private static final String SOURCE = "sha256:" + "5a".repeat(32);
    private static final String PROMPT = "sha256:" + "9c".repeat(32);

    @Test
    void locksKeysAndContextTracesSurviveARestartOfTheServiceAndItsEngines() {
        MutableClock clock = new MutableClock();
        String dataDir = CairnApp.tempDir();

        CairnApp before = CairnApp.ownEngines(clock, dataDir).start();
        String apiKey;
        JsonNode completed;
        JsonNode held;
        JsonNode trace;
        try {
            apiKey = before.createApiKey();
            JsonNode claim = before.post("/v1/actions/lock", apiKey, "{\"key\":\"wire-transfer-1\"}").json();
            completed = before.post("/v1/actions/complete", apiKey,
                    "{\"key\":\"wire-transfer-1\",\"lock_id\":\"" + claim.get("lock_id").asText() + "\"}").json();
            assertThat(completed.get("applied").asBoolean()).isTrue();
            held = before.post("/v1/actions/lock", apiKey, "{\"key\":\"wire-transfer-2\"}").json();
            assertThat(held.get("safe_to_execute").asBoolean()).isTrue();
            before.post(TRACES, apiKey, "{\"operation\":\"anchor\",\"context_digest\":\"" + SOURCE
                    + "\",\"stage\":\"retrieval\"}");
            trace = before.post(TRACES, apiKey, "{\"operation\":\"anchor\",\"context_digest\":\"" + PROMPT
                    + "\",\"parent_digests\":[\"" + SOURCE + "\"],\"stage\":\"prompt\"}").json();
            assertThat(trace.get("applied").asBoolean()).isTrue();
        } finally {
            before.stop();
        }

        CairnApp after = CairnApp.ownEngines(clock, dataDir).start();
        try {
            JsonNode again = after.post("/v1/actions/lock", apiKey, "{\"key\":\"wire-transfer-1\"}").json();
            assertThat(again.get("safe_to_execute").asBoolean()).isFalse();
            assertThat(again.get("status").asText()).isEqualTo("completed");
            assertThat(again.get("completed_at")).isEqualTo(completed.get("completed_at"));
            assertThat(again.get("protected_until")).isEqualTo(completed.get("protected_until"));

            JsonNode stillHeld = after.post("/v1/actions/check", apiKey, "{\"key\":\"wire-transfer-2\"}").json();
            assertThat(stillHeld.get("status").asText()).isEqualTo("locked");
            assertThat(stillHeld.get("lock_expires_at")).isEqualTo(held.get("lock_expires_at"));
            JsonNode finish = after.post("/v1/actions/complete", apiKey,
                    "{\"key\":\"wire-transfer-2\",\"lock_id\":\"" + held.get("lock_id").asText() + "\"}").json();
            assertThat(finish.get("applied").asBoolean()).isTrue();

            JsonNode checked = after.post(TRACES, apiKey,
                    "{\"operation\":\"check\",\"context_digest\":\"" + PROMPT + "\"}").json();
            assertThat(checked.get("anchored_at")).isEqualTo(trace.get("anchored_at"));
            assertThat(checked.at("/lineage/ancestors/0/context_digest").asText()).isEqualTo(SOURCE);
        } finally {
            after.stop();
        }
    }
}
