package dev.cairn.control.quorum;

import dev.cairn.control.quorum.QuorumRecords.MemberDecision;
import dev.cairn.control.ScriptReply;
import java.util.ArrayList;
import java.util.List;

/** Turns a quorum record (as a script left it) into what the owner or a member sees at a given time. */
final class QuorumViews {
    private QuorumViews() {
    }

    /** The stored status, or expired once an open or approved quorum passes expires_at unconsumed. */
    static String status(ScriptReply record, long now) {
        String stored = record.text("status");
        boolean live = stored.equals("open") || stored.equals("approved");
        return live && now >= record.number("expires_at") ? "expired" : stored;
    }

    static QuorumRecords.View owner(String controlId, String id, ScriptReply record, long now,
                                    List<String> memberUrls, String notice) {
        int members = record.number("member_count").intValue();
        List<MemberDecision> decisions = new ArrayList<>(members);
        for (int member = 1; member <= members; member++) {
            decisions.add(new MemberDecision(member, record.text("member_decision:" + member),
                    record.stamp("member_decided_at:" + member)));
        }
        return new QuorumRecords.View(controlId, id, status(record, now), record.text("action_fingerprint"),
                record.text("title"), record.number("required_votes").intValue(), members,
                record.number("approvals").intValue(), record.number("rejections").intValue(),
                record.stamp("created_at"), record.stamp("expires_at"),
                record.stamp("decided_at"),
                record.stamp("consumed_at"),
                record.stamp("cancelled_at"), decisions, memberUrls, notice);
    }

    static QuorumRecords.PublicView member(String id, ScriptReply record, long now) {
        int member = Integer.parseInt(record.detail());
        return new QuorumRecords.PublicView(id, status(record, now), record.text("title"),
                record.text("action_fingerprint"), record.number("required_votes").intValue(),
                record.number("member_count").intValue(), record.number("approvals").intValue(),
                record.number("rejections").intValue(), record.stamp("created_at"),
                record.stamp("expires_at"), member, record.text("member_decision:" + member),
                record.stamp("member_decided_at:" + member));
    }

    /** What the owner should do next, by status. */
    static String notice(String status) {
        return switch (status) {
            case "open" -> "Waiting for member decisions; nothing may be executed yet.";
            case "approved" -> "Approved: call consume with the action_fingerprint to take the one execution right.";
            case "rejected" -> "Rejected: enough members rejected that approval can no longer be reached.";
            case "consumed" -> "The execution right was taken; the quorum cannot be consumed again.";
            case "cancelled" -> "Cancelled by the owner; the quorum cannot be consumed.";
            default -> "Expired before it was consumed; the quorum cannot be consumed.";
        };
    }
}
