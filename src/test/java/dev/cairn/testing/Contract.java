package dev.cairn.testing;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sends probes and holds every answer to the error contract: no 5xx (nor an MCP tool result carrying one),
 * no stack trace, no sentinel from the request in any error answer (body or header). Violations go to
 * {@link #findings}; {@link #statuses} counts what came back.
 */
public final class Contract {
    /** What a stack trace or an exception leaks: frames, exception names, JVM and library class names. */
    static final Pattern STACK_TRACE = Pattern.compile("\tat |\\bat (?:dev|java|javax|jakarta|org|com|sun)\\.[\\w$.]+\\("
            + "|Exception|\\b(?:java|javax|jakarta|sun|dev\\.cairn|org\\.eclipse|org\\.glassfish|com\\.fasterxml"
            + "|com\\.networknt|redis\\.clients|org\\.postgresql)\\.[a-z]\\w*\\.");
    /** The route of probes written byte for byte on a socket (malformed HTTP). */
    public static final String RAW = "raw socket";
    private static final Pattern INCIDENT = Pattern.compile("err_[A-Za-z0-9]+");

    /** An answer slower than this is a violation: one request must not hold a thread (or a core) that long. */
    static final long SLOW_MILLIS = 5_000;

    private final int port;
    private final TreeMap<Long, String> slowest = new TreeMap<>();
    private final Sentinels sentinels;
    private final Findings findings = new Findings();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final Map<Sentinels.Placement, Probe> probeOf = new HashMap<>();
    private final Map<String, Probe> probeOfIncident = new HashMap<>();

    public Contract(int port, Sentinels sentinels) {
        this.port = port;
        this.sentinels = sentinels;
    }

    public Findings findings() {
        return findings;
    }

    public Map<Integer, Integer> statuses() {
        return statuses;
    }

    public Sentinels sentinels() {
        return sentinels;
    }

    /** The request whose bytes carried {@code placement}'s sentinel first. */
    public Probe probeOf(Sentinels.Placement placement) {
        return probeOf.get(placement);
    }

    public Probe probeOfIncident(String incident) {
        return probeOfIncident.get(incident);
    }

    public record Result(Wire.Answer answer, List<Findings.Finding> violations) {
    }

    /** Sends {@code probe} and checks its answer; the violations found are returned and kept. */
    public Result send(Probe probe) {
        for (Sentinels.Placement placement : sentinels.in(probe.text())) {
            probeOf.putIfAbsent(placement, probe);
        }
        long start = System.nanoTime();
        Wire.Answer answer = Wire.exchange(port, probe.bytes());
        long millis = (System.nanoTime() - start) / 1_000_000;
        synchronized (statuses) {
            statuses.merge(answer.status(), 1, Integer::sum);
        }
        List<Findings.Finding> found = check(probe, answer);
        if (millis > SLOW_MILLIS && answer.status() != 0) {
            found.add(findings.add("slow answer (over " + SLOW_MILLIS / 1000 + " s): " + answer.status() + " @ "
                    + probe.route(), millis + " ms", probe));
        }
        synchronized (slowest) {
            slowest.put(millis, probe.route() + " [" + probe.mutation() + "] -> " + answer.status());
            if (slowest.size() > 5) {
                slowest.pollFirstEntry();
            }
        }
        return new Result(answer, found);
    }

    /** The five slowest answers, slowest first: milliseconds and request. */
    public String slowest() {
        StringBuilder out = new StringBuilder();
        slowest.descendingMap().forEach((millis, request) -> out.append(String.format("%7d ms  %s%n", millis,
                request.length() > 200 ? request.substring(0, 200) + "…" : request)));
        return out.toString();
    }

    private List<Findings.Finding> check(Probe probe, Wire.Answer answer) {
        List<Findings.Finding> found = new ArrayList<>();
        if (answer.status() == 0) {
            // Closing the connection on bytes that are not HTTP is a fair answer; on HTTP it is not.
            if (!probe.route().equals(RAW) || !answer.failure().startsWith("connection closed")) {
                found.add(findings.add("no answer (" + answer.failure() + ") @ " + probe.route(),
                        excerpt(answer.received(), 0), probe));
            }
            return found;
        }
        String code = code(answer.body());
        Matcher incident = INCIDENT.matcher(answer.body());
        if (incident.find()) {
            probeOfIncident.put(incident.group(), probe);
        }
        if (answer.status() >= 500) {
            found.add(findings.add("5xx: " + answer.status() + " " + code + " @ " + probe.route(), excerpt(answer.body(), 0),
                    probe));
        } else if (code.startsWith("isError ") && code.contains(" 5")) {
            found.add(findings.add("5xx inside an MCP tool result: " + code + " @ " + probe.route(),
                    excerpt(answer.body(), 0), probe));
        }
        Matcher trace = STACK_TRACE.matcher(answer.everything());
        if (trace.find()) {
            found.add(findings.add("stack trace or class name in answer (" + answer.status() + " " + code + ") @ "
                    + probe.route(), excerpt(answer.everything(), trace.start()), probe));
        }
        boolean success = answer.status() >= 200 && answer.status() < 300 && !code.startsWith("isError");
        for (Sentinels.Placement placement : sentinels.in(answer.everything())) {
            if (success && probe.returnedByDesign().contains(placement.sentinel())) {
                continue;
            }
            String part = sentinels.in(answer.body()).contains(placement) ? "body" : "header";
            found.add(findings.add("echo of " + kind(placement) + " in " + part + " (" + answer.status() + " " + code
                    + ")", excerpt(answer.everything(), at(answer.everything(), placement)), probe));
        }
        return found;
    }

    /** The placement's kind: its description up to " @ ". */
    public static String kind(Sentinels.Placement placement) {
        int at = placement.where().indexOf(" @ ");
        return at < 0 ? placement.where() : placement.where().substring(0, at);
    }

    /** The problem code, JSON-RPC error code or tool-result problem code of an answer; "-" when it has none. */
    static String code(String body) {
        try {
            JsonNode json = Json.MAPPER.readTree(body);
            if (json == null || !json.isObject()) {
                return "-";
            }
            if (json.has("code")) {
                return json.get("code").asText();
            }
            if (json.has("error")) {
                return "rpc " + json.path("error").path("code").asText();
            }
            JsonNode result = json.path("result");
            if (result.path("isError").asBoolean(false)) {
                JsonNode problem = result.path("structuredContent");
                return "isError " + problem.path("status").asText() + " " + problem.path("code").asText();
            }
            return "-";
        } catch (Exception notJson) {
            return "-";
        }
    }

    /** Where the sentinel shows in {@code text}: as sent, or as a number written 4.242...E+n. */
    private static int at(String text, Sentinels.Placement placement) {
        String key = placement.sentinel().toLowerCase(Locale.ROOT).substring(0, 12);
        String lower = text.toLowerCase(Locale.ROOT);
        int at = lower.indexOf(key);
        return Math.max(0, at >= 0 || !key.startsWith("4242") ? at : lower.indexOf("4." + key.substring(1)));
    }

    public static String excerpt(String text, int at) {
        int from = Math.max(0, at - 120);
        int to = Math.min(text.length(), at + 160);
        return (from > 0 ? "..." : "") + text.substring(from, to).replace("\r", "\\r").replace("\n", "\\n")
                .replace("\t", "\\t") + (to < text.length() ? "..." : "");
    }
}
