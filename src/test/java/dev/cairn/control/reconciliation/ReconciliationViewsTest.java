package dev.cairn.control.reconciliation;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.control.ScriptReply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReconciliationViewsTest {
    static final String OBSERVED = "sha256:" + "ef".repeat(32);
    static final String EVIDENCE = "sha256:" + "01".repeat(32);

    static ScriptReply record(String status, String... observations) {
        List<String> fields = new ArrayList<>(List.of("checked", "", "status", status, "resolution", "",
                "action_fingerprint", "sha256:" + "ab".repeat(32), "expected_digest", "sha256:" + "cd".repeat(32),
                "observations", Integer.toString(observations.length), "matches",
                Integer.toString(Math.min(1, observations.length)), "mismatches",
                Integer.toString(Math.max(0, observations.length - 1)), "created_at", "0", "changed_at", "1000", "account", "acct",
                "params", "p"));
        for (int i = 0; i < observations.length; i++) {
            fields.add("observation:" + (i + 1));
            fields.add(observations[i]);
        }
        return ScriptReply.of(fields);
    }

    @Test
    void anObservationIsReadFromItsOneFieldWithOrWithoutEvidence() {
        ScriptReply record = record("open", "1 500 " + OBSERVED + " " + EVIDENCE, "0 700 " + OBSERVED + " ");
        ReconciliationRecords.Observation first = ReconciliationViews.observation(record, 1);
        assertThat(first).isEqualTo(new ReconciliationRecords.Observation(1, true, OBSERVED, EVIDENCE,
                "1970-01-01T00:00:00.500Z"));
        ReconciliationRecords.Observation second = ReconciliationViews.observation(record, 2);
        assertThat(second.matched()).isFalse();
        assertThat(second.evidenceDigest()).isNull();
    }

    @Test
    void theViewListsTheObservationsInOrderAndNamesTheLastAndTheRetention() {
        ReconciliationRecords.View view = ReconciliationViews.owner("c", "rcn_x",
                record("open", "1 500 " + OBSERVED + " ", "0 700 " + OBSERVED + " "), null);
        assertThat(view.observations()).extracting(ReconciliationRecords.Observation::index).containsExactly(1, 2);
        assertThat(view.lastObservation().index()).isEqualTo(2);
        assertThat(view.resolution()).isNull();
        assertThat(view.retainedUntil()).isEqualTo("1970-01-31T00:00:01.000Z");
        assertThat(view.notice()).contains("1 of 2");
        assertThat(view.toString()).doesNotContain("acct");
    }

    @Test
    void anEmptyRecordHasNoLastObservation() {
        ReconciliationRecords.View view = ReconciliationViews.owner("c", "rcn_x", record("open"), null);
        assertThat(view.lastObservation()).isNull();
        assertThat(view.observations()).isEmpty();
        assertThat(view.notice()).contains("no observation yet");
    }
}
