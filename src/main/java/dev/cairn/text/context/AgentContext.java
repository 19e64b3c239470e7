package dev.cairn.text.context;

import dev.cairn.text.injection.InjectionScanner;
import dev.cairn.text.injection.ScanReport;
import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.secrets.SecretReport;
import dev.cairn.text.secrets.SecretSpan;
import dev.cairn.text.unicode.Inspection;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.ScrubResult;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
import java.util.List;

/**
 * The agent-context pipelines: scrub, scan for injection risk, optionally redact. Reports describe the
 * text as sent, so their offsets point into what the caller has; redaction runs on the scrubbed text, so a
 * credential split by an invisible character is whole again when it is looked for.
 */
public final class AgentContext {
    private final SecretDetector secrets;
    private final Redactor redactor;

    public AgentContext(SecretDetector secrets, Redactor redactor) {
        this.secrets = secrets;
        this.redactor = redactor;
    }

    public Sanitized sanitize(String text, ScrubMode mode, boolean redact) {
        Cleaned cleaned = clean(text, mode, redact, null);
        return new Sanitized(cleaned.text, !cleaned.text.equals(text), cleaned.scrub, InjectionScanner.scan(text),
                cleaned.redaction);
    }

    /**
     * One inspection serves both the inspection report and the risk scan's Unicode signals, and one secrets
     * pass both the secrets report and, when scrubbing changed nothing, the redaction. That half shares nothing
     * with the inspection and the scan, so it runs at the same time on another thread of the common pool
     * when one is free.
     */
    public Prepared prepare(String text, ScrubMode mode, boolean redact) {
        OtherHalf<CleanedAndDetected> other = OtherHalf.start(() -> {
            SecretDetector.Detection detection = secrets.detectWithSpans(text);
            return new CleanedAndDetected(clean(text, mode, redact, detection.spans()), detection.report());
        });
        Inspection inspection = TextInspector.inspect(text);
        ScanReport risk = InjectionScanner.scan(text, inspection);
        CleanedAndDetected done = other.join();
        return new Prepared(done.cleaned.text, !done.cleaned.text.equals(text), done.cleaned.scrub, inspection, risk,
                done.secrets, done.cleaned.redaction);
    }

    /** {@code credentialsOfText}: the credentials of {@code text} when already located, else null. */
    private Cleaned clean(String text, ScrubMode mode, boolean redact, List<SecretSpan> credentialsOfText) {
        ScrubResult scrub = Scrubber.scrub(text, mode);
        if (!redact) {
            return new Cleaned(scrub.text(), ScrubStep.of(mode.name(), scrub), null);
        }
        Redaction redaction = scrub.changed() || credentialsOfText == null ? redactor.redact(scrub.text(), null)
                : redactor.redact(scrub.text(), null, credentialsOfText);
        return new Cleaned(redaction.text(), ScrubStep.of(mode.name(), scrub), RedactionStep.of(redaction));
    }

    private record Cleaned(String text, ScrubStep scrub, RedactionStep redaction) {
    }

    private record CleanedAndDetected(Cleaned cleaned, SecretReport secrets) {
    }
}
