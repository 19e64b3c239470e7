package dev.cairn;

import dev.cairn.api.ActionRequests;
import dev.cairn.api.ApprovalRequests;
import dev.cairn.api.ChallengeRequests;
import dev.cairn.api.EscalationRequests;
import dev.cairn.api.QuorumRequests;
import dev.cairn.api.ProblemException;
import dev.cairn.api.SignalRequests;
import dev.cairn.api.TextRequests;
import dev.cairn.catalog.ActionTools;
import dev.cairn.catalog.ApprovalTools;
import dev.cairn.catalog.ChallengeTools;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.EscalationTools;
import dev.cairn.catalog.QuorumTools;
import dev.cairn.catalog.SignalTools;
import dev.cairn.catalog.TextTools;
import dev.cairn.control.action.ActionService;
import dev.cairn.control.approval.ApprovalService;
import dev.cairn.control.challenge.ChallengeService;
import dev.cairn.control.escalation.EscalationService;
import dev.cairn.control.quorum.QuorumService;
import dev.cairn.control.signal.SignalService;
import dev.cairn.control.signal.SignedSignals;
import dev.cairn.text.compare.TextComparer;
import dev.cairn.text.context.AgentContext;
import dev.cairn.text.injection.InjectionScanner;
import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
import dev.cairn.text.validate.OutputValidator;
import dev.cairn.text.validate.Validation;
import dev.cairn.text.validate.ValidationProblem;

/** Binds every tool of the catalog to the service method or text engine that handles it, REST and MCP alike. */
final class ToolBindings {
    private ToolBindings() {
    }

    static Catalog catalog(Services services) {
        ActionService actions = services.actions();
        SignalService signals = services.signals();
        SignedSignals signedSignals = services.signedSignals();
        ApprovalService approvals = services.approvals();
        ChallengeService challenges = services.challenges();
        QuorumService quorums = services.quorums();
        EscalationService escalations = services.escalations();
        SecretDetector secrets = services.secrets();
        Redactor redactor = services.redactor();
        AgentContext context = new AgentContext(secrets, redactor);
        return Catalog.builder()
                .add(TextTools.SCRUB_TEXT, TextRequests.Scrub.class,
                        (request, caller) -> Scrubber.scrub(request.text(), mode(request.mode())))
                .add(TextTools.INSPECT_TEXT, TextRequests.Inspect.class,
                        (request, caller) -> TextInspector.inspect(request.text()))
                .add(TextTools.COMPARE_TEXT, TextRequests.Compare.class,
                        (request, caller) -> TextComparer.compare(request.original(), request.modified()))
                .add(TextTools.DETECT_SECRETS, TextRequests.DetectSecrets.class,
                        (request, caller) -> secrets.detect(request.text()))
                .add(TextTools.REDACT_SENSITIVE_TEXT, TextRequests.Redact.class,
                        (request, caller) -> redact(redactor, request))
                .add(TextTools.SCAN_UNTRUSTED_TEXT, TextRequests.Scan.class,
                        (request, caller) -> InjectionScanner.scan(request.text()))
                .add(TextTools.VALIDATE_OUTPUT, TextRequests.ValidateOutput.class,
                        (request, caller) -> validate(request))
                .add(TextTools.SANITIZE_AGENT_CONTEXT, TextRequests.AgentContext.class,
                        (request, caller) -> context.sanitize(request.text(), mode(request.mode()),
                                Boolean.TRUE.equals(request.redactSensitive())))
                .add(TextTools.PREPARE_FOR_AGENT, TextRequests.AgentContext.class,
                        (request, caller) -> context.prepare(request.text(), mode(request.mode()),
                                Boolean.TRUE.equals(request.redactSensitive())))
                .add(ActionTools.FINGERPRINT_ACTION, ActionRequests.Fingerprint.class, actions::fingerprint)
                .add(ActionTools.LOCK_ACTION_INTENT, ActionRequests.LockIntent.class, actions::lockIntent)
                .add(ActionTools.LOCK_ACTION, ActionRequests.Lock.class, actions::lock)
                .add(ActionTools.CHECK_ACTION, ActionRequests.Check.class, actions::check)
                .add(ActionTools.COMPLETE_ACTION, ActionRequests.Settle.class, actions::complete)
                .add(ActionTools.RELEASE_ACTION, ActionRequests.Settle.class, actions::release)
                .add(SignalTools.CREATE_SIGNAL, SignalRequests.Create.class, signals::create)
                .add(SignalTools.GET_SIGNAL_EVENTS, SignalRequests.Events.class, signals::events)
                .add(SignalTools.DELETE_SIGNAL, SignalRequests.Delete.class, signals::delete)
                .add(SignalTools.VERIFY_SIGNED_SIGNAL, SignalRequests.Verify.class, signedSignals::verify)
                .add(ApprovalTools.REQUEST_APPROVAL, ApprovalRequests.Request.class, approvals::request)
                .add(ApprovalTools.CHECK_APPROVAL, ApprovalRequests.ById.class, approvals::check)
                .add(ApprovalTools.CANCEL_APPROVAL, ApprovalRequests.ById.class, approvals::cancel)
                .add(ApprovalTools.APPROVAL_PUBLIC_GET, ApprovalRequests.PublicGet.class, approvals::publicGet)
                .add(ApprovalTools.APPROVAL_PUBLIC_DECIDE, ApprovalRequests.PublicDecide.class, approvals::publicDecide)
                .add(ChallengeTools.MANAGE_ACTION_CHALLENGE, ChallengeRequests.Manage.class, challenges::manage)
                .add(ChallengeTools.CHALLENGE_PUBLIC_GET, ChallengeRequests.PublicAccess.class, challenges::publicGet)
                .add(ChallengeTools.CHALLENGE_PUBLIC_VETO, ChallengeRequests.PublicAccess.class, challenges::publicVeto)
                .add(QuorumTools.MANAGE_ACTION_QUORUM, QuorumRequests.Manage.class, quorums::manage)
                .add(QuorumTools.QUORUM_PUBLIC_GET, QuorumRequests.PublicGet.class, quorums::get)
                .add(QuorumTools.QUORUM_PUBLIC_DECIDE, QuorumRequests.PublicDecide.class, quorums::decide)
                .add(EscalationTools.MANAGE_AGENT_ESCALATION, EscalationRequests.Manage.class, escalations::manage)
                .add(EscalationTools.ESCALATION_PUBLIC_GET, EscalationRequests.PublicGet.class, escalations::get)
                .add(EscalationTools.ESCALATION_PUBLIC_ACT, EscalationRequests.PublicAct.class, escalations::act)
                .build();
    }

    private static Redaction redact(Redactor redactor, TextRequests.Redact request) {
        if (request.phoneRegion() != null && !redactor.knowsRegion(request.phoneRegion())) {
            throw ProblemException.unprocessable("unknown_phone_region",
                    "phone_region is not a region whose phone numbers are known (ISO 3166 alpha-2, e.g. US, GB, DE)",
                    "/phone_region");
        }
        return redactor.redact(request.text(), request.phoneRegion());
    }

    private static ScrubMode mode(String name) {
        return name == null ? ScrubMode.STANDARD : ScrubMode.of(name);
    }

    private static Validation validate(TextRequests.ValidateOutput request) {
        try {
            return OutputValidator.validate(request.output(), request.schema());
        } catch (ValidationProblem problem) {
            String pointer = switch (problem.code()) {
                case "output_too_deep" -> "/output";
                case "number_out_of_range" -> null; // in the output or the schema
                default -> "/schema";
            };
            throw ProblemException.unprocessable(problem.code(), problem.getMessage(), pointer);
        }
    }
}
