package dev.cairn.control.signal;

import dev.cairn.api.Outcome;
import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import java.util.ArrayList;
import java.util.List;

/** get_signal_events' answer from the read script's reply. */
final class InboxView {
    private InboxView() {
    }

    static SignalRecords.Events of(String inboxId, SignalInboxes.Read read) {
        List<SignalRecords.Event> events = new ArrayList<>();
        List<?> flat = read.events();
        for (int i = 0; i < flat.size(); i += 4) {
            long receivedAtMs = Long.parseLong((String) flat.get(i + 1));
            String[] meta = ((String) flat.get(i + 2)).split("\\|", 2);
            events.add(new SignalRecords.Event((String) flat.get(i), Timestamps.format(receivedAtMs), receivedAtMs,
                    meta[0].isEmpty() ? null : meta[0], Integer.parseInt(meta[1]), (String) flat.get(i + 3)));
        }
        Long next = events.isEmpty() ? null : events.get(events.size() - 1).receivedAtMs();
        ScriptReply inbox = read.inbox();
        return new SignalRecords.Events(Outcome.BRAND, inboxId, inbox.outcome(), inbox.text("label"),
                inbox.stamp("created_at"), inbox.stamp("expires_at"), inbox.number("max_events").intValue(),
                inbox.number("event_count").intValue(), events, next);
    }
}
