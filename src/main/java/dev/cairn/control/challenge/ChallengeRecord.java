package dev.cairn.control.challenge;

import dev.cairn.control.StoredFields;
import java.util.Map;

/**
 * A challenge as a script left it (times in epoch milliseconds). The stored status is {@code open} until a
 * veto, consume or cancel; the token is only a hash there.
 */
record ChallengeRecord(String id, Map<String, String> fields) {

    ChallengeStatus status(long nowMs) {
        return switch (fields.get("status")) {
            case "open" -> nowMs < time("veto_deadline") ? ChallengeStatus.PENDING
                    : nowMs < time("execution_deadline") ? ChallengeStatus.EXECUTABLE : ChallengeStatus.EXPIRED;
            case "vetoed" -> ChallengeStatus.VETOED;
            case "consumed" -> ChallengeStatus.CONSUMED;
            case "cancelled" -> ChallengeStatus.CANCELLED;
            default -> throw new IllegalStateException("unknown challenge status in Redis: " + fields.get("status"));
        };
    }

    ChallengeRecords.View view(String controlId, long nowMs, String vetoUrl, String notice) {
        return new ChallengeRecords.View(controlId, id, status(nowMs).id(), fields.get("action_fingerprint"),
                fields.get("title"), stamp("created_at"), stamp("veto_deadline"), stamp("execution_deadline"),
                stamp("vetoed_at"), stamp("consumed_at"), stamp("cancelled_at"), vetoUrl, notice);
    }

    ChallengeRecords.PublicView publicView(long nowMs) {
        return new ChallengeRecords.PublicView(id, status(nowMs).id(), fields.get("action_fingerprint"),
                fields.get("title"), stamp("created_at"), stamp("veto_deadline"), stamp("execution_deadline"),
                stamp("vetoed_at"));
    }

    private long time(String field) {
        return Long.parseLong(fields.get(field));
    }

    private String stamp(String field) {
        return StoredFields.stamp(fields, field);
    }
}
