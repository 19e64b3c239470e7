package dev.cairn.control.approval;

import dev.cairn.control.StoredFields;
import java.util.Map;

/** An approval request as a script left it (times in epoch milliseconds); the token is only a hash there. */
record ApprovalRecord(String id, Map<String, String> fields) {

    ApprovalStatus status(long nowMs) {
        return switch (fields.get("status")) {
            case "pending" -> time("expires_at") > nowMs ? ApprovalStatus.PENDING : ApprovalStatus.EXPIRED;
            case "approved" -> ApprovalStatus.APPROVED;
            case "rejected" -> ApprovalStatus.REJECTED;
            case "cancelled" -> ApprovalStatus.CANCELLED;
            default -> throw new IllegalStateException("unknown approval status in Redis: " + fields.get("status"));
        };
    }

    ApprovalRecords.Details details(long nowMs, String notice) {
        return new ApprovalRecords.Details(id, status(nowMs).id(), fields.get("title"), fields.get("description"),
                stamp("created_at"), stamp("expires_at"), stamp("decided_at"), fields.get("note"),
                stamp("cancelled_at"), notice);
    }

    ApprovalRecords.PublicView publicView(long nowMs) {
        return new ApprovalRecords.PublicView(id, status(nowMs).id(), fields.get("title"), fields.get("description"),
                stamp("created_at"), stamp("expires_at"), stamp("decided_at"), fields.get("note"));
    }

    private long time(String field) {
        return Long.parseLong(fields.get(field));
    }

    private String stamp(String field) {
        return StoredFields.stamp(fields, field);
    }
}
