package dev.cairn.control.compensation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompensationViewsTest {
    static ScriptReply record(String status) {
        return ScriptReply.of(List.of("checked", "", "status", status, "expires_at", "1000"));
    }

    @Test
    void onlyABoundActionExpiresAndItDoesAtExpiresAt() {
        assertThat(CompensationViews.status(record("bound"), 999)).isEqualTo("bound");
        assertThat(CompensationViews.status(record("bound"), 1000)).isEqualTo("expired");
        assertThat(CompensationViews.status(record("executed"), 5000)).isEqualTo("executed");
        assertThat(CompensationViews.status(record("compensated"), 5000)).isEqualTo("compensated");
        assertThat(CompensationViews.status(record("cancelled"), 5000)).isEqualTo("cancelled");
    }

    @Test
    void everyRefusalHasItsOwnNotice() {
        for (String reason : List.of("not_executed", "already_executed", "already_compensated", "already_cancelled",
                "executed", "compensated", "cancelled", "expired", "fingerprint_mismatch")) {
            assertThat(CompensationViews.outcome("compensate", reason)).as(reason)
                    .matches("(Refused|Nothing changed): .*");
        }
        assertThat(CompensationViews.outcome("mark_executed", "fingerprint_mismatch")).contains("bound action");
        assertThat(CompensationViews.outcome("compensate", "applied")).contains("perform the undo now");
    }
}
