package dev.cairn.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.cairn.text.compare.TextComparer;
import dev.cairn.text.context.AgentContext;
import dev.cairn.text.injection.InjectionScanner;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.rework.ReworkMode;
import dev.cairn.text.rework.Reworker;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
import dev.cairn.text.validate.OutputValidator;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Each text tool's engine in-process on the 1 MB inputs of {@link LargeBodies}, one thread, calls per second:
 * the side of {@code bench/large-bodies.sh} without HTTP, JSON or the schema.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class EngineBenchmark {
    @Param({"scrub_text", "inspect_text", "compare_text", "detect_secrets", "redact_sensitive_text",
            "scan_untrusted_text", "validate_output", "sanitize_agent_context", "prepare_for_agent", "rework_text"})
    public String tool;

    private String text;
    private String modified;
    private JsonNode output;
    private JsonNode schema;
    private SecretDetector secrets;
    private Redactor redactor;
    private AgentContext context;

    @Setup
    public void setUp() {
        text = tool.equals("compare_text") ? LargeBodies.original() : LargeBodies.text();
        modified = LargeBodies.modified();
        output = TextNode.valueOf(LargeBodies.jsonOutput());
        schema = LargeBodies.outputSchema();
        secrets = new SecretDetector(new byte[32]);
        redactor = new Redactor(secrets, "US");
        context = new AgentContext(secrets, redactor);
    }

    @Benchmark
    public Object call() {
        return switch (tool) {
            case "scrub_text" -> Scrubber.scrub(text, ScrubMode.STANDARD);
            case "inspect_text" -> TextInspector.inspect(text);
            case "compare_text" -> TextComparer.compare(text, modified);
            case "detect_secrets" -> secrets.detect(text);
            case "redact_sensitive_text" -> redactor.redact(text, null);
            case "scan_untrusted_text" -> InjectionScanner.scan(text);
            case "validate_output" -> OutputValidator.validate(output, schema);
            case "sanitize_agent_context" -> context.sanitize(text, ScrubMode.STANDARD, false);
            case "prepare_for_agent" -> context.prepare(text, ScrubMode.STANDARD, false);
            case "rework_text" -> Reworker.shared().rework(text, ReworkMode.of("standard"));
            default -> throw new IllegalArgumentException(tool);
        };
    }
}
