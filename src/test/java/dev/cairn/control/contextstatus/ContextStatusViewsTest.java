package dev.cairn.control.contextstatus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import dev.cairn.control.contextstatus.ContextStatusRecords.Chain;
import dev.cairn.control.contextstatus.ContextStatusRecords.Hop;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextStatusViewsTest {
    static final String OWN = "sha256:" + "ab".repeat(32);
    static final String NEXT = "sha256:" + "cd".repeat(32);
    static final String LAST = "sha256:" + "ef".repeat(32);

    static ScriptReply record(String detail, String status, String... hops) {
        List<Object> reply = new ArrayList<>(List.of("checked", detail, "status", status, "expires_at", "1000",
                "context_digest", OWN));
        for (int n = 1; n <= hops.length; n++) {
            reply.add("hop." + n);
            reply.add(hops[n - 1]);
        }
        return ScriptReply.of(reply);
    }

    @Test
    void activeAndDisputedExpireAtExpiresAtSupersededAndRevokedNever() {
        assertThat(ContextStatusViews.status(record("", "active"), 999)).isEqualTo("active");
        assertThat(ContextStatusViews.status(record("", "active"), 1000)).isEqualTo("expired");
        assertThat(ContextStatusViews.status(record("", "disputed"), 999)).isEqualTo("disputed");
        assertThat(ContextStatusViews.status(record("", "disputed"), 1000)).isEqualTo("expired");
        assertThat(ContextStatusViews.status(record("", "superseded"), 5000)).isEqualTo("superseded");
        assertThat(ContextStatusViews.status(record("", "revoked"), 5000)).isEqualTo("revoked");
    }

    @Test
    void theChainEndsAtTheLastHopOrAtTheContextItself() {
        assertThat(ContextStatusViews.chain(record("", "active"), 0))
                .isEqualTo(new Chain(List.of(), false, OWN, "active"));
        assertThat(ContextStatusViews.chain(record("", "active"), 1000).currentStatus()).isEqualTo("expired");
        Chain two = ContextStatusViews.chain(record("", "superseded", NEXT + " superseded", LAST + " unknown"), 0);
        assertThat(two.chain()).containsExactly(new Hop(NEXT, "superseded"), new Hop(LAST, "unknown"));
        assertThat(two.currentDigest()).isEqualTo(LAST);
        assertThat(two.currentStatus()).isEqualTo("unknown");
    }

    @Test
    void aTruncatedChainNamesNoCurrentContext() {
        Chain truncated = ContextStatusViews.chain(record("truncated", "superseded", NEXT + " superseded"), 0);
        assertThat(truncated.chainTruncated()).isTrue();
        assertThat(truncated.chain()).hasSize(1);
        assertThat(truncated.currentDigest()).isNull();
        assertThat(truncated.currentStatus()).isNull();
    }
}
