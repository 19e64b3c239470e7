package dev.cairn;

import dev.cairn.control.action.ActionService;
import dev.cairn.control.approval.ApprovalService;
import dev.cairn.control.challenge.ChallengeService;
import dev.cairn.control.escalation.EscalationService;
import dev.cairn.control.quorum.QuorumService;
import dev.cairn.control.signal.SignalService;
import dev.cairn.control.signal.SignedSignals;
import dev.cairn.store.redis.ScriptRegistry;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import java.time.Clock;
import redis.clients.jedis.UnifiedJedis;

/** The services behind the tools: one per agent-control family, plus the configured text engines. */
record Services(ActionService actions, SignalService signals, SignedSignals signedSignals,
                ApprovalService approvals, ChallengeService challenges, QuorumService quorums,
                EscalationService escalations, SecretDetector secrets, Redactor redactor) {

    /** The families on {@code redis}, sharing one script registry and the service's clock. */
    static Services connect(UnifiedJedis redis, Clock clock, SecretDetector secrets, Redactor redactor) {
        ScriptRegistry scripts = new ScriptRegistry(redis);
        return new Services(new ActionService(redis, scripts, clock), new SignalService(redis, scripts, clock),
                new SignedSignals(redis, clock), new ApprovalService(redis, scripts, clock),
                new ChallengeService(redis, scripts, clock), new QuorumService(redis, scripts, clock),
                new EscalationService(redis, scripts, clock), secrets, redactor);
    }
}
