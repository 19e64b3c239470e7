package dev.cairn.control.delegation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class DelegationViewsTest {
    static ScriptReply record(String outcome, String status, long uses) {
        return ScriptReply.of(List.of(outcome, "", "status", status, "expires_at", "1000", "max_uses", "3",
                "uses", Long.toString(uses)));
    }

    @Test
    void onlyAnActiveDelegationBeforeItsExpiryHasUsesLeft() {
        assertThat(DelegationViews.holder("dlg_x", record("applied", "active", 1), 999))
                .extracting(DelegationRecords.UseView::status, DelegationRecords.UseView::usesLeft)
                .containsExactly("active", 2L);
        assertThat(DelegationViews.holder("dlg_x", record("expired", "active", 1), 1000))
                .extracting(DelegationRecords.UseView::status, DelegationRecords.UseView::usesLeft)
                .containsExactly("expired", 0L);
        assertThat(DelegationViews.holder("dlg_x", record("revoked", "revoked", 1), 10).usesLeft()).isZero();
        assertThat(DelegationViews.holder("dlg_x", record("exhausted", "exhausted", 3), 5000).status())
                .isEqualTo("exhausted");
    }
}
