package dev.cairn.testing;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Holds the service log of a run to the contract: no stack trace, no sentinel. A stack trace (Dropwizard
 * prints its lines as {@code ! ...}; plain frames as {@code \tat ...}) is classed by its first line and traced
 * to its request through the incident id the answer carried. A sentinel is classed by where it was placed
 * and where it was printed: the request log's request line (method, path, query), the request log's
 * Referer or User-Agent, or the application log. A signal token in a request line is always a violation
 * (the request log redacts /signal/ paths); other request-line prints count unless {@code allowPathsInRequestLog}.
 */
public final class LogAudit {
    /** Dropwizard's request log: {@code host - user [time] "request line" status bytes "referer" "agent" millis}. */
    private static final Pattern REQUEST_LOG =
            Pattern.compile("^\\S+ \\S+ \\S+ \\[[^\\]]+\\] \"(.*)\" (?:\\d{3}|-) \\S+ \"(.*)\" \"(.*)\" \\d+$");
    private static final Pattern SIGNAL = Pattern.compile("(?i)/(?:signal|%73ignal)(?![a-z])");
    private static final Pattern INCIDENT = Pattern.compile("err_[A-Za-z0-9]+");

    private LogAudit() {
    }

    /**
     * Checks {@code log}; {@code secrets} are real credentials of the run (API key, signal tokens), by name,
     * which must not appear in it either.
     */
    public static void check(String log, Contract contract, boolean allowPathsInRequestLog, Map<String, String> secrets) {
        String lastMessage = "";
        boolean inTrace = false;
        String[] lines = log.split("\r?\n");
        for (int index = 0; index < lines.length; index++) {
            String line = lines[index];
            secrets.forEach((name, secret) -> {
                if (line.contains(secret)) {
                    contract.findings().add("live credential in " + (REQUEST_LOG.matcher(line).matches()
                            ? "request log" : "application log") + ": " + name,
                            Contract.excerpt(line, line.indexOf(secret)), null);
                }
            });
            boolean traceLine = isTraceLine(line);
            if (traceLine && !inTrace) {
                Matcher incident = INCIDENT.matcher(lastMessage);
                Probe probe = incident.find() ? contract.probeOfIncident(incident.group()) : null;
                contract.findings().add("stack trace in log: " + normalize(line),
                        Contract.excerpt(lastMessage + " | " + line, 0) + frames(lines, index + 1), probe);
            }
            inTrace = traceLine;
            if (!traceLine) {
                lastMessage = line;
            }
            for (Sentinels.Placement placement : contract.sentinels().in(line)) {
                String where = where(line, placement, allowPathsInRequestLog);
                if (where == null) {
                    continue;
                }
                int at = Math.max(0, lower(line).indexOf(lower(placement.sentinel()).substring(0, 12)));
                contract.findings().add("sentinel in " + where + ": " + Contract.kind(placement),
                        Contract.excerpt(line, at), contract.probeOf(placement));
            }
        }
    }

    /** Which part of the log printed the sentinel; null when that print is allowed. */
    private static String where(String line, Sentinels.Placement placement, boolean allowPaths) {
        Matcher request = REQUEST_LOG.matcher(line);
        if (!request.matches()) {
            return "application log";
        }
        String key = lower(placement.sentinel()).substring(0, 12);
        if (lower(request.group(2) + " " + request.group(3)).contains(key)) {
            return "request log, Referer or User-Agent";
        }
        if (SIGNAL.matcher(request.group(1)).find()) {
            return "request log, request line of a /signal path (token not redacted)";
        }
        return allowPaths ? null : "request log, request line";
    }

    private static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    /** The first line of a trace without what varies between occurrences (ids, numbers, sentinels). */
    private static String normalize(String line) {
        String stable = line.replaceAll("[0-9]+", "#").replaceAll("(ghp_|sk_live_|AKIA)\\w+", "$1…");
        return stable.length() > 140 ? stable.substring(0, 140) + "…" : stable;
    }

    private static boolean isTraceLine(String line) {
        return line.startsWith("! ") || line.startsWith("\tat ") || line.startsWith("!\t");
    }

    /** The trace's next frames (code locations, never request data), so a rare failure can be traced. */
    private static String frames(String[] lines, int from) {
        StringBuilder frames = new StringBuilder();
        for (int index = from; index < Math.min(lines.length, from + 15) && isTraceLine(lines[index]); index++) {
            frames.append("\n             ").append(lines[index].strip());
        }
        return frames.toString();
    }
}
