package dev.cairn;

import dev.cairn.api.SignalDelivery;
import dev.cairn.catalog.Family;
import dev.cairn.control.action.ActionService;
import dev.cairn.control.approval.ApprovalService;
import dev.cairn.control.budget.BudgetService;
import dev.cairn.control.challenge.ChallengeService;
import dev.cairn.control.escalation.EscalationService;
import dev.cairn.control.quorum.QuorumService;
import dev.cairn.control.signal.SignalService;
import dev.cairn.store.redis.ScriptRegistry;
import java.time.Clock;
import java.util.List;
import redis.clients.jedis.UnifiedJedis;

/**
 * The agent-control families, in the catalog's order, each on Redis with the one script registry and the
 * service's clock. A new family is one line here; everything else derives from what it registers.
 */
record Families(List<Family> all, SignalDelivery signalDelivery) {

    /** The families on {@code redis}; null (a catalog whose handlers are never called) reads the scripts only. */
    static Families connect(UnifiedJedis redis, Clock clock) {
        ScriptRegistry scripts = new ScriptRegistry(redis);
        if (redis != null) {
            scripts.loadAll("cairn:scripts");
        }
        SignalService signals = new SignalService(redis, scripts, clock);
        return new Families(List.of(
                new ActionService(redis, scripts, clock),
                signals,
                new ApprovalService(redis, scripts, clock),
                new ChallengeService(redis, scripts, clock),
                new QuorumService(redis, scripts, clock),
                new EscalationService(redis, scripts, clock),
                new BudgetService(scripts, clock)), signals);
    }
}
