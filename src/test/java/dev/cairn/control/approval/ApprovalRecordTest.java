package dev.cairn.control.approval;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Expiry derives from expires_at and the clock; decisions and cancellations do not expire. */
class ApprovalRecordTest {
    private static ApprovalRecord record(String state) {
        return new ApprovalRecord("apr_0QZ7M3K9TX4B8N2R6VHJYPD5WC", Map.of("status", state, "account", "acc",
                "title", "t", "created_at", "1000", "expires_at", "2000"));
    }

    @Test
    void aPendingRequestExpiresAtExpiresAt() {
        assertThat(record("pending").status(1999)).isEqualTo(ApprovalStatus.PENDING);
        assertThat(record("pending").status(2000)).isEqualTo(ApprovalStatus.EXPIRED);
    }

    @Test
    void decidedAndCancelledRequestsKeepTheirStatus() {
        assertThat(record("approved").status(5000)).isEqualTo(ApprovalStatus.APPROVED);
        assertThat(record("rejected").status(5000)).isEqualTo(ApprovalStatus.REJECTED);
        assertThat(record("cancelled").status(5000)).isEqualTo(ApprovalStatus.CANCELLED);
    }

    @Test
    void thePublicViewLeavesOutTheOwnerFields() {
        var view = record("pending").publicView(1500);
        assertThat(view.status()).isEqualTo("pending");
        assertThat(view.expiresAt()).isEqualTo("1970-01-01T00:00:02.000Z");
        assertThat(view.decidedAt()).isNull();
    }
}
