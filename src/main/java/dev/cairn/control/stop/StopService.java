package dev.cairn.control.stop;

import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Outcome;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;
import dev.cairn.control.OwnerRequests;
import dev.cairn.control.ScriptReply;
import dev.cairn.control.stop.StopRecords.Stop;
import dev.cairn.store.Digests;
import dev.cairn.store.redis.RedisKeys;
import dev.cairn.store.redis.ScriptArgs;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;

/**
 * manage_agent_stop: stop signals per subject_key in the caller's account, inherited down the '/' hierarchy.
 * All of an account's stops are one hash, changed and read only by {@code lua/stop/subject.lua}, so a check
 * reads the subject and every ancestor in one step. A check that cannot read them fails (503
 * store_unavailable); it never answers stopped false.
 */
public final class StopService implements Family {
    static final ToolSpec MANAGE_AGENT_STOP = new ToolSpec("manage_agent_stop", "/v1/stops/manage",
            "Stop agents, one or a whole fleet",
            "Stop signals for one agent or a whole fleet: a stop on a subject_key also stops every subject below"
                    + " it in the '/' hierarchy (a stop on fleet/eu stops fleet/eu/agent-7). Operation stop records one"
                    + " with a reason_code; check answers stopped true or false and, when true, which subject's stop"
                    + " applies (stopped_by), its reason_code and stopped_at; clear removes the subject's own stop (an"
                    + " ancestor's stop still applies). Fail closed: treat anything but a 200 with stopped false (an"
                    + " error, a timeout, 503 store_unavailable) as stopped.",
            Access.SUBSCRIPTION, Hints.IDEMPOTENT_WRITE);

    private final ScriptRegistry scripts;
    private final Clock clock;

    public StopService(ScriptRegistry scripts, Clock clock) {
        this.scripts = scripts;
        this.clock = clock;
    }

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MANAGE_AGENT_STOP, StopRecords.Manage.class, this::manage);
    }

    public Object manage(StopRecords.Manage request, Caller caller) {
        String reasonCode = request.operation().equals("stop")
                ? OwnerRequests.require(request.reasonCode(), "reason_code") : null;
        List<String> path = StopPaths.path(request.subjectKey());
        ScriptReply reply = ScriptReply.of(scripts.run("stop/subject",
                List.of(RedisKeys.account("stop", caller.accountId())), ScriptArgs.of("now", clock.millis())
                        .and("operation", request.operation())
                        .and("path", path.stream().map(Digests::sha256Hex).toList())
                        .and("reason_code", reasonCode)));
        List<Stop> stops = StopPaths.stops(path, reply);
        if (reply.is("checked")) {
            return new StopRecords.Checked(Outcome.BRAND, view(request.subjectKey(), stops, notice(stops)));
        }
        Outcome outcome = reply.change();
        String notice = outcome.applied() ? notice(stops) : refusal(outcome.reason()) + " " + notice(stops);
        return new StopRecords.Changed(Outcome.BRAND, outcome, view(request.subjectKey(), stops, notice));
    }

    private static StopRecords.View view(String subjectKey, List<Stop> stops, String notice) {
        if (stops.isEmpty()) {
            return new StopRecords.View(subjectKey, false, null, null, null, stops, notice);
        }
        Stop nearest = stops.get(0);
        return new StopRecords.View(subjectKey, true, nearest.subjectKey(), nearest.reasonCode(),
                nearest.stoppedAt(), stops, notice);
    }

    private static String notice(List<Stop> stops) {
        if (stops.isEmpty()) {
            return "Not stopped: neither this subject nor any subject above it is stopped.";
        }
        return "Stopped by " + (stops.size() == 1 ? "one stop" : stops.size() + " stops")
                + " on this subject's path: do not act. Every stop in stops must be cleared before it may run.";
    }

    /** Why stop or clear changed nothing (the outcome of lua/stop/subject.lua). */
    private static String refusal(String reason) {
        return switch (reason) {
            case "already_stopped" -> "Nothing changed: this subject was already stopped; its first stop stands.";
            case "not_stopped" -> "Nothing changed: this subject had no stop of its own.";
            case "stopped_by_ancestor" -> "Nothing changed: this subject has no stop of its own, but a subject above"
                    + " it is stopped; clear that one to let it run.";
            default -> throw new IllegalStateException("unknown outcome of stop/subject: " + reason);
        };
    }
}
