package dev.cairn.control.attention;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the owner sees from a budget record: what each kind of reserve may still take, and the period's end. */
class AttentionViewsTest {
    private static final String SUBJECT = "sha256:" + "ab".repeat(32);

    private static ScriptReply record(String status, long used, long priorityUsed) {
        Map<String, String> fields = new HashMap<>(Map.of("status", status, "total_units", "10",
                "protected_priority_units", "4", "max_units_per_subject", "5", "period_ms", "300000",
                "created_at", "1000", "period_started_at", "601000", "expires_at", "2000",
                "used", Long.toString(used), "priority_used", Long.toString(priorityUsed)));
        return new ScriptReply("checked", "", fields);
    }

    @Test
    void standardReservationsMayTakeWhatIsLeftAboveTheProtectedUnits() {
        AttentionRecords.View view = AttentionViews.view("c", "atb_x", record("open", 3, 1), SUBJECT, "2", "n");
        assertThat(view.standardUsed()).isEqualTo(2);
        assertThat(view.standardAvailable()).isEqualTo(3);
        assertThat(view.priorityAvailable()).isEqualTo(7);
        assertThat(view.subjectAvailable()).isEqualTo(3);
        assertThat(view.periodSeconds()).isEqualTo(300);
        assertThat(view.periodEndsAt()).isEqualTo(Timestamps.format(901_000));
    }

    @Test
    void priorityUseIntoTheProtectedUnitsLeavesStandardOnesNothingNotLessThanNothing() {
        AttentionRecords.View view = AttentionViews.view("c", "atb_x", record("open", 9, 5), null, null, "n");
        assertThat(view.standardAvailable()).isZero();
        assertThat(view.priorityAvailable()).isEqualTo(1);
        assertThat(view.subjectFingerprint()).isNull();
        assertThat(view.subjectUsed()).isNull();
        assertThat(view.subjectAvailable()).isNull();
    }

    @Test
    void aClosedBudgetHasNothingAvailable() {
        AttentionRecords.View view = AttentionViews.view("c", "atb_x", record("closed", 2, 0), SUBJECT, "1", "n");
        assertThat(view.used()).isEqualTo(2);
        assertThat(view.standardAvailable()).isZero();
        assertThat(view.priorityAvailable()).isZero();
        assertThat(view.subjectAvailable()).isZero();
    }

    @Test
    void anEntryNamesItsReservationAndNoneNamesNone() {
        String[] entry = ("applied 3 priority " + SUBJECT + " 5000 -").split(" ");
        AttentionRecords.Reservation reservation = AttentionViews.reservation("k", entry);
        assertThat(reservation.units()).isEqualTo(3);
        assertThat(reservation.reservedAt()).isEqualTo(Timestamps.format(5000));
        assertThat(reservation.releasedAt()).isNull();
        assertThat(AttentionViews.reservation("k", null)).isNull();
        assertThat(AttentionViews.entry(new ScriptReply("not_reserved", "", Map.of()))).isNull();
    }
}
