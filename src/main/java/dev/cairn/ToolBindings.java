package dev.cairn;

import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import dev.cairn.api.ReworkAnswer;
import dev.cairn.api.TextRequests;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.TextTools;
import dev.cairn.text.compare.TextComparer;
import dev.cairn.text.context.AgentContext;
import dev.cairn.text.injection.InjectionScanner;
import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.rework.ProtectedClass;
import dev.cairn.text.rework.Rework;
import dev.cairn.text.rework.ReworkMode;
import dev.cairn.text.rework.Reworker;
import dev.cairn.text.rework.Transformation;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
import dev.cairn.text.validate.OutputValidator;
import dev.cairn.text.validate.Validation;
import dev.cairn.text.validate.ValidationProblem;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The catalog: the text tools, bound here to their engines (the text package knows nothing of the catalog),
 * then every family's tools and pages, as each registers them.
 */
final class ToolBindings {
    private ToolBindings() {
    }

    static Catalog catalog(SecretDetector secrets, Redactor redactor, List<Family> families) {
        AgentContext context = new AgentContext(secrets, redactor);
        Reworker.preload(); // the lexical data loads at start-up, in the background, not on the first call
        Catalog.Builder catalog = Catalog.builder()
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
                .add(TextTools.REWORK_TEXT, TextRequests.Rework.class,
                        (request, caller) -> answer(Reworker.shared().rework(request.text(),
                                ReworkMode.of(request.mode()))));
        families.forEach(catalog::add);
        return catalog.build();
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

    /** The engine's rework as the tool's answer, every transformation and protected class listed in enum order. */
    static ReworkAnswer answer(Rework rework) {
        Map<String, Integer> transformations = new LinkedHashMap<>();
        for (Transformation transformation : Transformation.values()) {
            transformations.put(transformation.key(), rework.transformations().getOrDefault(transformation.key(), 0));
        }
        Map<String, ReworkAnswer.Protection> protectedItems = new LinkedHashMap<>();
        for (ProtectedClass protectedClass : ProtectedClass.values()) {
            Rework.Protection protection = rework.protectedItems().get(protectedClass.key());
            protectedItems.put(protectedClass.key(), protection == null ? new ReworkAnswer.Protection(0, 0)
                    : new ReworkAnswer.Protection(protection.found(), protection.preserved()));
        }
        return new ReworkAnswer(Outcome.BRAND, Reworker.ENGINE_VERSION, rework.reworkedText(), rework.mode().wireName(),
                rework.charactersIn(), rework.charactersOut(), rework.wordingChangePercent(),
                rework.structuralChangePercent(), transformations, protectedItems, rework.warnings(),
                ReworkAnswer.NOTICE);
    }
}
