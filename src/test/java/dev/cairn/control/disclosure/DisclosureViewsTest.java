package dev.cairn.control.disclosure;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What the owner sees of a budget record and the usage a script reported. */
class DisclosureViewsTest {
    private static final long CREATED = 1_790_000_000_000L;
    private static final Map<String, String> RECORD = Map.of("status", "open", "created_at", Long.toString(CREATED),
            "total_units", "100", "per_recipient_limit", "20", "per_category_limit", "50", "period_ms", "3600000",
            "period_index", "2", "used", "30");

    @Test
    void periodNRunsFromCreatedAtPlusNPeriodsAndRemainingIsPerLimit() {
        ScriptReply reply = new ScriptReply("applied", "2 30 12 40 applied 3 " + "ab".repeat(32) + " "
                + "cd".repeat(32) + " " + (CREATED + 7_300_000) + " - first", RECORD);
        DisclosureRecords.View view = DisclosureViews.view("c", "dsb_x", reply, true, true, null);
        assertThat(view.periodIndex()).isEqualTo(2);
        assertThat(view.periodStartedAt()).isEqualTo(Timestamps.format(CREATED + 7_200_000));
        assertThat(view.periodEndsAt()).isEqualTo(Timestamps.format(CREATED + 10_800_000));
        assertThat(view.periodSeconds()).isEqualTo(3600);
        assertThat(view.remainingUnits()).isEqualTo(70);
        assertThat(view.recipientRemainingUnits()).isEqualTo(8);
        assertThat(view.categoryRemainingUnits()).isEqualTo(10);
        DisclosureViews.Detail detail = DisclosureViews.Detail.of(reply);
        assertThat(detail.units()).isEqualTo(3);
        assertThat(detail.recordedAt()).isEqualTo(Timestamps.format(CREATED + 7_300_000));
        assertThat(detail.exceededLimits()).isEmpty();
        assertThat(detail.replayed()).isFalse();
    }

    @Test
    void aRefusalListsItsLimitsAndUsageOfUnnamedFingerprintsIsNull() {
        ScriptReply reply = new ScriptReply("total_limit_exceeded", "3 0 0 0 total_limit_exceeded 5 r c "
                + CREATED + " total,category replayed", RECORD);
        DisclosureViews.Detail detail = DisclosureViews.Detail.of(reply);
        assertThat(detail.exceededLimits()).containsExactly("total", "category");
        assertThat(detail.replayed()).isTrue();
        DisclosureRecords.View view = DisclosureViews.view("c", "dsb_x", reply, false, false, null);
        assertThat(view.periodIndex()).as("the period the script reports, not the stored one").isEqualTo(3);
        assertThat(view.usedUnits()).isZero();
        assertThat(view.recipientUsedUnits()).isNull();
        assertThat(view.categoryRemainingUnits()).isNull();
        assertThat(view.notice()).startsWith("Open");
    }
}
