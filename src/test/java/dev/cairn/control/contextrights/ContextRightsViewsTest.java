package dev.cairn.control.contextrights;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextRightsViewsTest {
    static ScriptReply record(String status) {
        return ScriptReply.of(List.of("checked", "", "status", status, "expires_at", "1000"));
    }

    @Test
    void rightsAreKeptInTheirCanonicalOrder() {
        assertThat(ContextRightsViews.canonical(List.of("commercial", "read", "train")))
                .containsExactly("read", "train", "commercial");
        assertThat(ContextRightsViews.canonical(List.of("train", "derive")))
                .isEqualTo(ContextRightsViews.canonical(List.of("derive", "train")));
    }

    @Test
    void anActiveGrantExpiresAtExpiresAtARevokedOneStaysRevoked() {
        assertThat(ContextRightsViews.status(record("active"), 999)).isEqualTo("active");
        assertThat(ContextRightsViews.status(record("active"), 1000)).isEqualTo("expired");
        assertThat(ContextRightsViews.status(record("revoked"), 5000)).isEqualTo("revoked");
    }

    @Test
    void everyDenialSaysWhy() {
        for (String reason : List.of("not_granted", "revoked", "expired", "context_mismatch", "policy_mismatch")) {
            assertThat(ContextRightsViews.evaluation(reason, "train")).as(reason).startsWith("Not granted: ");
        }
        assertThat(ContextRightsViews.evaluation("granted", "train")).contains("you may train");
    }
}
