package dev.cairn.control.signal;

import dev.cairn.api.ActionResults;
import dev.cairn.api.SignalResults;
import dev.cairn.api.Timestamps;
import java.util.ArrayList;
import java.util.List;

/** get_signal_events' answer from the read script's reply. */
final class InboxView {
    private InboxView() {
    }

    static SignalResults.Events of(String inboxId, SignalInboxes.Read read) {
        List<?> fields = read.fields();
        List<SignalResults.Event> events = new ArrayList<>();
        List<?> flat = read.events();
        for (int i = 0; i < flat.size(); i += 4) {
            long receivedAtMs = Long.parseLong((String) flat.get(i + 1));
            String[] meta = ((String) flat.get(i + 2)).split("\\|", 2);
            events.add(new SignalResults.Event((String) flat.get(i), Timestamps.format(receivedAtMs), receivedAtMs,
                    meta[0].isEmpty() ? null : meta[0], Integer.parseInt(meta[1]), (String) flat.get(i + 3)));
        }
        Long next = events.isEmpty() ? null : events.get(events.size() - 1).receivedAtMs();
        return new SignalResults.Events(ActionResults.BRAND, inboxId, read.status(), (String) fields.get(0),
                Timestamps.format(millis(fields.get(1))), Timestamps.format(millis(fields.get(2))),
                (int) millis(fields.get(3)), (int) millis(fields.get(4)), events, next);
    }

    private static long millis(Object field) {
        return Long.parseLong((String) field);
    }
}
