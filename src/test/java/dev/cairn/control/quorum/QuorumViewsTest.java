package dev.cairn.control.quorum;

import static org.assertj.core.api.Assertions.assertThat;


import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuorumViewsTest {
    static ScriptReply record(String status) {
        return ScriptReply.of(List.of("checked", "2", "status", status, "expires_at", "1000", "created_at", "0",
                "action_fingerprint", "sha256:" + "a".repeat(64), "title", "", "required_votes", "2",
                "member_count", "3", "approvals", "1", "rejections", "0", "member_hash:2", "ab",
                "member_decision:2", "approved", "member_decided_at:2", "500"));
    }

    @Test
    void openAndApprovedQuorumsExpireAtExpiresAtOthersKeepTheirStatus() {
        assertThat(QuorumViews.status(record("open"), 999)).isEqualTo("open");
        assertThat(QuorumViews.status(record("open"), 1000)).isEqualTo("expired");
        assertThat(QuorumViews.status(record("approved"), 1000)).isEqualTo("expired");
        assertThat(QuorumViews.status(record("consumed"), 5000)).isEqualTo("consumed");
        assertThat(QuorumViews.status(record("rejected"), 5000)).isEqualTo("rejected");
        assertThat(QuorumViews.status(record("cancelled"), 5000)).isEqualTo("cancelled");
    }

    @Test
    void theOwnerSeesEveryMembersDecisionButNoHash() {
        QuorumRecords.View view = QuorumViews.owner("c", "qrm_x", record("open"), 10, null, "n");
        assertThat(view.decisions()).extracting(QuorumRecords.MemberDecision::decision)
                .containsExactly(null, "approved", null);
        assertThat(view.decisions().get(1).decidedAt()).isEqualTo("1970-01-01T00:00:00.500Z");
        assertThat(view.title()).isNull();
        assertThat(view.toString()).doesNotContain("member_hash");
    }

    @Test
    void aMemberSeesOnlyTheirOwnDecision() {
        QuorumRecords.PublicView view = QuorumViews.member("qrm_x", record("open"), 10);
        assertThat(view.member()).isEqualTo(2);
        assertThat(view.yourDecision()).isEqualTo("approved");
    }
}
