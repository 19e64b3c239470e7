package dev.cairn.control.disclosure;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import java.util.Arrays;
import java.util.List;

/** Turns a budget record and the usage a script reported into what the owner sees. */
final class DisclosureViews {
    private DisclosureViews() {
    }

    /**
     * The scripts' detail starts '<period_index> <used> <recipient used> <category used>'; record's goes on
     * with the event's entry '<outcome> <units> <recipient> <category> <recorded_at> <exceeded|->' and
     * '<first|replayed>'.
     */
    record Detail(String[] words) {
        static Detail of(ScriptReply record) {
            return new Detail(record.detail().split(" "));
        }

        long number(int position) {
            return Long.parseLong(words[position]);
        }

        long units() {
            return number(5);
        }

        String recordedAt() {
            return Timestamps.format(number(8));
        }

        List<String> exceededLimits() {
            return words[9].equals("-") ? List.of() : Arrays.asList(words[9].split(","));
        }

        boolean replayed() {
            return words[10].equals("replayed");
        }
    }

    /** {@code recipient}, {@code category}: whether the call named one, so its usage is shown. */
    static DisclosureRecords.View view(String controlId, String id, ScriptReply record, boolean recipient,
                                       boolean category, String notice) {
        Detail usage = Detail.of(record);
        long total = record.number("total_units");
        long perRecipient = record.number("per_recipient_limit");
        long perCategory = record.number("per_category_limit");
        long periodMs = record.number("period_ms");
        long index = usage.number(0);
        long startedAt = record.number("created_at") + index * periodMs;
        long used = usage.number(1);
        Long recipientUsed = recipient ? usage.number(2) : null;
        Long categoryUsed = category ? usage.number(3) : null;
        String status = record.text("status");
        return new DisclosureRecords.View(controlId, id, status, total, perRecipient, perCategory, periodMs / 1000,
                record.stamp("created_at"), record.stamp("closed_at"), index, Timestamps.format(startedAt),
                Timestamps.format(startedAt + periodMs), used, total - used, recipientUsed,
                recipient ? perRecipient - recipientUsed : null, categoryUsed,
                category ? perCategory - categoryUsed : null, notice == null ? notice(status) : notice);
    }

    static String recorded(boolean applied, boolean replayed) {
        if (replayed) {
            return "This event_key was recorded before: its first outcome again, nothing counted now.";
        }
        return applied ? "Counted: you may make this disclosure."
                : "Refused: this disclosure would pass the limits in exceeded_limits; nothing was counted, do not"
                        + " make it.";
    }

    static String notice(String status) {
        return status.equals("open")
                ? "Open: record each disclosure before making it, and disclose only when applied is true."
                : "Closed: no disclosure is recorded any more.";
    }
}
