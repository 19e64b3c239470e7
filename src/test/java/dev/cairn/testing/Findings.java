package dev.cairn.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Contract violations grouped by class, each class with its count and its first occurrence as reproducer. */
public final class Findings {
    /** One violation: what was seen, and the request that produced it (null when it cannot be told). */
    public record Finding(String violationClass, String evidence, Probe probe) {
        public String describe() {
            return violationClass + "\n    seen:    " + evidence + "\n    request: "
                    + (probe == null ? "(not attributed)" : probe.route() + " [" + probe.mutation() + "]\n             "
                    + probe.reproducer());
        }
    }

    private final Map<String, List<Finding>> byClass = new TreeMap<>();

    public synchronized Finding add(String violationClass, String evidence, Probe probe) {
        Finding finding = new Finding(violationClass, evidence, probe);
        byClass.computeIfAbsent(violationClass, c -> new ArrayList<>()).add(finding);
        return finding;
    }

    public synchronized boolean isEmpty() {
        return byClass.isEmpty();
    }

    public synchronized int total() {
        return byClass.values().stream().mapToInt(List::size).sum();
    }

    /** Every class with its count and first reproducer. */
    public synchronized String report() {
        if (byClass.isEmpty()) {
            return "no violations\n";
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format("%-7s %s%n", "count", "violation class"));
        byClass.forEach((violationClass, found) -> out.append(String.format("%7d %s%n", found.size(), violationClass)));
        out.append("\nfirst occurrence of each class:\n");
        byClass.values().forEach(found -> out.append("\n- ").append(found.get(0).describe()).append('\n'));
        return out.toString();
    }
}
