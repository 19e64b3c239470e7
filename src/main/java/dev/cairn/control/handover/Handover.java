package dev.cairn.control.handover;

import dev.cairn.control.ScriptReply;

/**
 * One handover as a script left it, seen at {@code now} by {@code account}: the server {@code id}, and the
 * bearer {@code token} on the creating call only (else null). Statuses are the generic ones the scripts store
 * ({@code open}, {@code taken}, {@code completed}, {@code cancelled}); {@link HandoverWords} names them.
 */
public record Handover(String id, ScriptReply record, long now, String account, String token) {

    /** The stored status, or expired once an open handover reaches expires_at (that instant included). */
    public String status() {
        String stored = record.text("status");
        return stored.equals("open") && now >= record.number("expires_at") ? "expired" : stored;
    }

    /** Whether the calling account is the one that took the handover. */
    public boolean takenByCaller() {
        return account.equals(record.text("taker"));
    }
}
