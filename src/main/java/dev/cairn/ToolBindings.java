package dev.cairn;

import dev.cairn.api.ProblemException;
import dev.cairn.api.TextRequests;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.TextTools;
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
import java.util.List;

/**
 * The catalog: the text tools, bound here to their engines (the text package knows nothing of the catalog),
 * then every family's tools and pages, as each registers them.
 */
final class ToolBindings {
    private ToolBindings() {
    }

    static Catalog catalog(SecretDetector secrets, Redactor redactor, List<Family> families) {
        AgentContext context = new AgentContext(secrets, redactor);
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
                                Boolean.TRUE.equals(request.redactSensitive())));
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
}
