package dev.cairn.control.escalation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EscalationViewsTest {
    /** Response due at 100, resolution due at 1000, plus the given settled times. */
    static ScriptReply record(String... settled) {
        List<String> reply = new ArrayList<>(List.of("checked", "", "response_due_at", "100", "resolution_due_at", "1000"));
        reply.addAll(List.of(settled));
        return ScriptReply.of(reply);
    }

    @Test
    void anUnmetSlaIsBreachedStrictlyAfterItsDueTime() {
        assertThat(EscalationViews.responseBreached(record(), 100)).isFalse();
        assertThat(EscalationViews.responseBreached(record(), 101)).isTrue();
        assertThat(EscalationViews.resolutionBreached(record(), 1000)).isFalse();
        assertThat(EscalationViews.resolutionBreached(record(), 1001)).isTrue();
    }

    @Test
    void aMetSlaIsJudgedByWhenItWasMetNotByNow() {
        assertThat(EscalationViews.responseBreached(record("acknowledged_at", "100"), 5000)).isFalse();
        assertThat(EscalationViews.responseBreached(record("acknowledged_at", "101"), 101)).isTrue();
        assertThat(EscalationViews.resolutionBreached(record("resolved_at", "900"), 5000)).isFalse();
    }

    @Test
    void cancellingStopsBothClocks() {
        ScriptReply cancelled = record("cancelled_at", "50");
        assertThat(EscalationViews.responseBreached(cancelled, 5000)).isFalse();
        assertThat(EscalationViews.resolutionBreached(cancelled, 5000)).isFalse();
        ScriptReply late = record("acknowledged_at", "90", "cancelled_at", "2000");
        assertThat(EscalationViews.responseBreached(late, 5000)).isFalse();
        assertThat(EscalationViews.resolutionBreached(late, 5000)).isTrue();
    }

    @Test
    void defaultSlasShortenWithSeverity() {
        assertThat(Severity.of("critical").defaultResponseSlaSeconds).isEqualTo(900);
        assertThat(Severity.of("low").defaultResolutionSlaSeconds).isEqualTo(604800);
        for (Severity severity : Severity.values()) {
            assertThat(severity.defaultResolutionSlaSeconds).isGreaterThan(severity.defaultResponseSlaSeconds);
        }
    }
}
