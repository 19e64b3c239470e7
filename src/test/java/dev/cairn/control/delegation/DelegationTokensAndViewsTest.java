package dev.cairn.control.delegation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.api.Ids;
import dev.cairn.api.ProblemException;
import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class DelegationTokensAndViewsTest {
    @Test
    void aTokenNamesItsDelegation() {
        String id = Ids.mint("dlg");
        String token = DelegationTokens.mint(id);
        assertThat(token).hasSize(74).startsWith(id + ".");
        assertThat(DelegationTokens.delegationId(token)).isEqualTo(id);
        assertThat(DelegationTokens.mint(id)).isNotEqualTo(token);
    }

    @Test
    void aTokenOfAnyOtherShapeIs403() {
        String secret = DelegationTokens.mint(Ids.mint("dlg")).substring(31);
        for (String token : List.of(secret, "qrm_0QZ7M3K9TX4B8N2R6VHJYPD5WC." + secret, "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC",
                "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5W." + secret, "dlg_0QZ7M3K9TX4B8N2R6VHJYPD5WC.", "dlg_}{." + secret)) {
            assertThatThrownBy(() -> DelegationTokens.delegationId(token)).as(token)
                    .isInstanceOfSatisfying(ProblemException.class,
                            e -> assertThat(e.problem().code()).isEqualTo("token_invalid"));
        }
    }

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
