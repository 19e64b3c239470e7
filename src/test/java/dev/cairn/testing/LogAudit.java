package dev.cairn.testing;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Holds the service log of a run to the contract: no stack trace, no sentinel. A stack trace (Dropwizard
 * prints its lines as {@code ! ...}; plain frames as {@code \tat ...}) is classed by its first line and traced
 * to its request through the incident id the answer carried; a sentinel is classed by where it was placed
 * and by the kind of log line (the request log, which prints the request line, Referer and User-Agent, or
 * the application log).
 */
public final class LogAudit {
    private static final Pattern REQUEST_LOG = Pattern.compile("^\\S+ \\S+ \\S+ \\[[^\\]]+\\] \"");
    private static final Pattern INCIDENT = Pattern.compile("err_[A-Za-z0-9]+");

    private LogAudit() {
    }

    public static void check(String log, Contract contract) {
        String[] lines = log.split("\r?\n");
        String lastMessage = "";
        boolean inTrace = false;
        for (String line : lines) {
            boolean traceLine = line.startsWith("! ") || line.startsWith("\tat ") || line.startsWith("!\t");
            if (traceLine && !inTrace) {
                Matcher incident = INCIDENT.matcher(lastMessage);
                Probe probe = incident.find() ? contract.probeOfIncident(incident.group()) : null;
                contract.findings().add("stack trace in log: " + normalize(line),
                        Contract.excerpt(lastMessage + " | " + line, 0), probe);
            }
            inTrace = traceLine;
            if (!traceLine) {
                lastMessage = line;
            }
            for (Sentinels.Placement placement : contract.sentinels().in(line)) {
                String kind = REQUEST_LOG.matcher(line).find() ? "request log" : "application log";
                int at = Math.max(0, line.toLowerCase().indexOf(placement.sentinel().toLowerCase().substring(0, 12)));
                contract.findings().add("sentinel in " + kind + ": " + Contract.kind(placement),
                        Contract.excerpt(line, at), contract.probeOf(placement));
            }
        }
    }

    /** The first line of a trace without what varies between occurrences (ids, numbers, sentinels). */
    private static String normalize(String line) {
        String stable = line.replaceAll("[0-9]+", "#").replaceAll("(ghp_|sk_live_|AKIA)\\w+", "$1…");
        return stable.length() > 140 ? stable.substring(0, 140) + "…" : stable;
    }
}
