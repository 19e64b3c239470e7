package dev.cairn.control.stop;

import dev.cairn.api.Timestamps;
import dev.cairn.control.ScriptReply;
import dev.cairn.control.stop.StopRecords.Stop;
import java.util.ArrayList;
import java.util.List;

/**
 * Subject keys are paths: a stop on {@code fleet/eu} also stops {@code fleet/eu/agent-7}. A subject's path is
 * the subject itself, then each ancestor, nearest first: every non-empty prefix that ends just before a
 * {@value #SEPARATOR}.
 */
final class StopPaths {
    static final char SEPARATOR = '/';

    private StopPaths() {
    }

    /** {@code fleet/eu/agent-7} → {@code [fleet/eu/agent-7, fleet/eu, fleet]}. */
    static List<String> path(String subjectKey) {
        List<String> path = new ArrayList<>();
        path.add(subjectKey);
        for (int end = subjectKey.length() - 1; end > 0; end--) {
            if (subjectKey.charAt(end) == SEPARATOR) {
                path.add(subjectKey.substring(0, end));
            }
        }
        return path;
    }

    /** The stops a script found on {@code path} (its reply names entries by 1-based position), nearest first. */
    static List<Stop> stops(List<String> path, ScriptReply reply) {
        List<Stop> stops = new ArrayList<>();
        for (int i = 1; i <= path.size(); i++) {
            String stored = reply.fields().get(Integer.toString(i));
            if (stored != null) {
                int space = stored.indexOf(' ');
                stops.add(new Stop(path.get(i - 1), stored.substring(space + 1),
                        Timestamps.format(Long.parseLong(stored.substring(0, space)))));
            }
        }
        return stops;
    }
}
