package dev.cairn.control.deadline;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeadlineViewsTest {
    static final long DUE = 100_000;
    static final long ESCALATE = 160_000;

    static ScriptReply pending() {
        return ScriptReply.of(List.of("checked", "", "status", "pending", "created_at", "40000", "due_at",
                Long.toString(DUE), "escalate_at", Long.toString(ESCALATE)));
    }

    static ScriptReply completed(String outcome, long at, boolean onTime) {
        return ScriptReply.of(List.of(outcome, "", "status", "completed", "created_at", "40000", "due_at",
                Long.toString(DUE), "escalate_at", Long.toString(ESCALATE), "completed_at", Long.toString(at),
                "on_time", Boolean.toString(onTime)));
    }

    static DeadlineRecords.View at(ScriptReply record, long now) {
        return DeadlineViews.view("c", "dln_x", record, now, null);
    }

    @Test
    void aPendingDeadlineIsDueFromDueAtAndToBeEscalatedFromEscalateAtBothInstantsIncluded() {
        assertThat(at(pending(), DUE - 1)).extracting(DeadlineRecords.View::status,
                DeadlineRecords.View::secondsUntilDue, DeadlineRecords.View::secondsUntilEscalation,
                DeadlineRecords.View::overdueBySeconds).containsExactly("pending", 1L, 61L, null);
        assertThat(at(pending(), DUE)).extracting(DeadlineRecords.View::status,
                DeadlineRecords.View::secondsUntilDue, DeadlineRecords.View::secondsUntilEscalation,
                DeadlineRecords.View::overdueBySeconds).containsExactly("due", null, 60L, 0L);
        assertThat(at(pending(), ESCALATE - 1)).extracting(DeadlineRecords.View::status,
                DeadlineRecords.View::secondsUntilEscalation, DeadlineRecords.View::overdueBySeconds)
                .containsExactly("due", 1L, 59L);
        assertThat(at(pending(), ESCALATE)).extracting(DeadlineRecords.View::status,
                DeadlineRecords.View::secondsUntilEscalation, DeadlineRecords.View::overdueBySeconds)
                .containsExactly("escalate", null, 60L);
        assertThat(at(pending(), 40_000).secondsUntilDue()).isEqualTo(60L);
        assertThat(at(pending(), 40_000).onTime()).isNull();
    }

    @Test
    void aCompletionKeepsItsVerdictAndALateOneHowLateItWas() {
        DeadlineRecords.View early = at(completed("applied", DUE - 1, true), ESCALATE + 5000);
        assertThat(early).extracting(DeadlineRecords.View::status, DeadlineRecords.View::onTime,
                DeadlineRecords.View::overdueBySeconds, DeadlineRecords.View::secondsUntilDue)
                .containsExactly("completed", true, null, null);
        assertThat(early.notice()).isEqualTo("Completed on time.");
        DeadlineRecords.View late = at(completed("already_completed", DUE + 2500, false), DUE + 9000);
        assertThat(late).extracting(DeadlineRecords.View::onTime, DeadlineRecords.View::overdueBySeconds)
                .containsExactly(false, 2L);
        assertThat(late.notice()).startsWith("Already completed late");
    }
}
