package dev.cairn.control.contextstatus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import dev.cairn.control.contextstatus.ContextStatusRecords.Chain;
import dev.cairn.control.contextstatus.ContextStatusRecords.Hop;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextStatusViewsTest {
    static final String OWN = "sha256:" + "ab".repeat(32);
    static final String NEXT = "sha256:" + "cd".repeat(32);
    static final String LAST = "sha256:" + "ef".repeat(32);

    static ScriptReply record(String status) {
        return ScriptReply.of(List.of("checked", "", "status", status, "expires_at", "1000", "context_digest", OWN));
    }

    @Test
    void activeAndDisputedExpireAtExpiresAtSupersededAndRevokedNever() {
        assertThat(ContextStatusViews.status(record("active"), 999)).isEqualTo("active");
        assertThat(ContextStatusViews.status(record("active"), 1000)).isEqualTo("expired");
        assertThat(ContextStatusViews.status(record("disputed"), 999)).isEqualTo("disputed");
        assertThat(ContextStatusViews.status(record("disputed"), 1000)).isEqualTo("expired");
        assertThat(ContextStatusViews.status(record("superseded"), 5000)).isEqualTo("superseded");
        assertThat(ContextStatusViews.status(record("revoked"), 5000)).isEqualTo("revoked");
    }

    @Test
    void theChainEndsAtTheLastHopOrAtTheContextItself() {
        assertThat(ContextStatusViews.chain(record("active"), List.of(), false, 0))
                .isEqualTo(new Chain(List.of(), false, OWN, "active"));
        assertThat(ContextStatusViews.chain(record("active"), List.of(), false, 1000).currentStatus())
                .isEqualTo("expired");
        List<Hop> hops = List.of(new Hop(NEXT, "superseded"), new Hop(LAST, "unknown"));
        Chain two = ContextStatusViews.chain(record("superseded"), hops, false, 0);
        assertThat(two.chain()).isEqualTo(hops);
        assertThat(two.currentDigest()).isEqualTo(LAST);
        assertThat(two.currentStatus()).isEqualTo("unknown");
    }

    @Test
    void aTruncatedChainNamesNoCurrentContext() {
        Chain truncated = ContextStatusViews.chain(record("superseded"), List.of(new Hop(NEXT, "superseded")), true, 0);
        assertThat(truncated.chainTruncated()).isTrue();
        assertThat(truncated.chain()).hasSize(1);
        assertThat(truncated.currentDigest()).isNull();
        assertThat(truncated.currentStatus()).isNull();
    }
}
