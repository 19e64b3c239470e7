package dev.cairn.control.reconciliation;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import java.util.ArrayList;
import java.util.List;

/** Turns a reconciliation record (as a script left it) into what its owner sees. */
final class ReconciliationViews {
    private ReconciliationViews() {
    }

    /**
     * Observation {@code index} of the record: lua/reconciliation/append.lua stores it as one field,
     * {@code <1|0> <observed_at ms> <observed_digest> [<evidence_digest>]}.
     */
    static ReconciliationRecords.Observation observation(ScriptReply record, int index) {
        String[] words = record.text("observation:" + index).split(" ");
        return new ReconciliationRecords.Observation(index, words[0].equals("1"), words[2],
                words.length > 3 ? words[3] : null, Timestamps.format(Long.parseLong(words[1])));
    }

    static ReconciliationRecords.View owner(String controlId, String id, ScriptReply record, String notice) {
        int count = record.number("observations").intValue();
        List<ReconciliationRecords.Observation> observations = new ArrayList<>(count);
        for (int index = 1; index <= count; index++) {
            observations.add(observation(record, index));
        }
        String status = record.text("status");
        return new ReconciliationRecords.View(controlId, id, status, record.text("resolution"),
                record.text("action_fingerprint"), record.text("expected_digest"), count,
                ReconciliationService.MAX_OBSERVATIONS, record.number("matches").intValue(),
                record.number("mismatches").intValue(), count == 0 ? null : observations.get(count - 1),
                observations, record.stamp("created_at"), record.stamp("resolved_at"),
                Timestamps.format(record.number("changed_at") + ReconciliationService.RETENTION_MS),
                notice != null ? notice : notice(record, status, count));
    }

    /** What the reconciliation says now, by status and its observations. */
    static String notice(ScriptReply record, String status, int count) {
        if (status.equals("resolved")) {
            return "Resolved as " + record.text("resolution") + "; no further observation is recorded.";
        }
        if (count >= ReconciliationService.MAX_OBSERVATIONS) {
            return "Open and full: " + count + " observations are recorded, no more can be; resolve it.";
        }
        long mismatches = record.number("mismatches");
        return count == 0 ? "Open: no observation yet; append what you observe."
                : "Open: " + mismatches + " of " + count + " observations did not match the expected digest.";
    }
}
