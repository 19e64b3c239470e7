package dev.cairn.control.attention;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;

/**
 * Turns a budget record and a script's detail into what the owner sees. A reserve's or release's detail is the
 * reservation's entry, '{@code <outcome> <units> <priority> <subject> <reserved_at> <released_at|->}', then the
 * subject's units in use and, for a reserve, {@code first} or {@code replayed}.
 */
final class AttentionViews {
    private static final long SECOND_MS = 1000;

    private AttentionViews() {
    }

    /** The budget, with the units in use of {@code subject} (null for none) given by the script. */
    static AttentionRecords.View view(String controlId, String id, ScriptReply record, String subject,
                                      String subjectUsed, String notice) {
        boolean open = record.text("status").equals("open");
        long total = record.number("total_units");
        long protectedUnits = record.number("protected_priority_units");
        long cap = record.number("max_units_per_subject");
        long periodMs = record.number("period_ms");
        long used = record.number("used");
        long priorityUsed = record.number("priority_used");
        Long subjectUnits = subject == null ? null : Long.valueOf(subjectUsed);
        return new AttentionRecords.View(controlId, id, record.text("status"), total, protectedUnits, cap,
                periodMs / SECOND_MS, record.stamp("period_started_at"),
                Timestamps.format(record.number("period_started_at") + periodMs), used, used - priorityUsed,
                priorityUsed, open ? Math.max(0, total - protectedUnits - used) : 0, open ? total - used : 0,
                subject, subjectUnits, subjectUnits == null ? null : open ? Math.max(0, cap - subjectUnits) : 0,
                record.stamp("created_at"), record.stamp("closed_at"), record.stamp("expires_at"), notice);
    }

    /** The reservation an entry describes, or null for none. */
    static AttentionRecords.Reservation reservation(String reservationKey, String[] entry) {
        if (entry == null) {
            return null;
        }
        return new AttentionRecords.Reservation(reservationKey, entry[0], Long.parseLong(entry[1]), entry[2],
                entry[3], Timestamps.format(Long.parseLong(entry[4])),
                entry[5].equals("-") ? null : Timestamps.format(Long.parseLong(entry[5])));
    }

    /** The words of a reserve's or release's detail, null when the script named no reservation. */
    static String[] entry(ScriptReply reply) {
        return reply.detail().isEmpty() ? null : reply.detail().split(" ");
    }
}
