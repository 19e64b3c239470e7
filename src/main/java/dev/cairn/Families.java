package dev.cairn;

import dev.cairn.api.SignalDelivery;
import dev.cairn.catalog.Family;
import dev.cairn.control.action.ActionService;
import dev.cairn.control.approval.ApprovalService;
import dev.cairn.control.attention.AttentionService;
import dev.cairn.control.budget.BudgetService;
import dev.cairn.control.challenge.ChallengeService;
import dev.cairn.control.compensation.CompensationService;
import dev.cairn.control.contextrights.ContextRightsService;
import dev.cairn.control.contextstatus.ContextStatusService;
import dev.cairn.control.deadline.DeadlineService;
import dev.cairn.control.disclosure.DisclosureService;
import dev.cairn.control.delegation.DelegationService;
import dev.cairn.control.escalation.EscalationService;
import dev.cairn.control.handoff.HandoffService;
import dev.cairn.control.lease.LeaseService;
import dev.cairn.control.policy.PolicyService;
import dev.cairn.control.quorum.QuorumService;
import dev.cairn.control.receipt.ReceiptService;
import dev.cairn.control.reconciliation.ReconciliationService;
import dev.cairn.control.signal.SignalService;
import dev.cairn.control.stop.StopService;
import dev.cairn.control.taskcontract.ContractService;
import dev.cairn.control.trace.TraceService;
import dev.cairn.control.terms.TermsService;
import dev.cairn.quality.QualityService;
import dev.cairn.quality.readiness.ReadinessService;
import dev.cairn.store.redis.ScriptRegistry;
import dev.cairn.store.sql.ContextTraceDao;
import dev.cairn.store.sql.QualityDao;
import dev.cairn.store.sql.ReceiptDao;
import java.time.Clock;
import java.util.List;
import org.jdbi.v3.core.Jdbi;
import redis.clients.jedis.UnifiedJedis;

/**
 * The agent-control families, then quality evidence, in the catalog's order, each on Redis with the one script
 * registry (receipts, context traces and quality evidence on PostgreSQL) and the service's clock; metering runs its scripts through the same registry. A
 * new family is one line here; everything else derives from what it registers.
 */
record Families(List<Family> all, SignalDelivery signalDelivery, QualityService quality, ScriptRegistry scripts) {

    /** The families on these stores; null ones (a catalog whose handlers are never called) read the scripts only. */
    static Families connect(UnifiedJedis redis, Jdbi postgres, Clock clock) {
        ScriptRegistry scripts = new ScriptRegistry(redis);
        if (redis != null) {
            scripts.loadAll("cairn:scripts");
        }
        SignalService signals = new SignalService(redis, scripts, clock);
        QualityService quality = new QualityService(postgres == null ? null : postgres.onDemand(QualityDao.class), clock);
        return new Families(List.of(
                new ActionService(redis, scripts, clock),
                signals,
                new ApprovalService(redis, scripts, clock),
                new ChallengeService(redis, scripts, clock),
                new QuorumService(redis, scripts, clock),
                new EscalationService(redis, scripts, clock),
                new BudgetService(scripts, clock),
                new ReceiptService(postgres == null ? null : postgres.onDemand(ReceiptDao.class), clock),
                new LeaseService(redis, scripts, clock),
                new DelegationService(redis, scripts, clock),
                new StopService(scripts, clock),
                new HandoffService(redis, scripts, clock),
                new ReconciliationService(redis, scripts, clock),
                new TraceService(postgres == null ? null : postgres.onDemand(ContextTraceDao.class), clock),
                new ContractService(redis, scripts, clock),
                new DeadlineService(redis, scripts, clock),
                new AttentionService(redis, scripts, clock),
                new TermsService(redis, scripts, clock),
                new PolicyService(),
                new CompensationService(redis, scripts, clock),
                new ContextStatusService(redis, scripts, clock),
                new ContextRightsService(redis, scripts, clock),
                new DisclosureService(redis, scripts, clock),
                new ReadinessService(),
                quality), signals, quality, scripts);
    }
}
