package dev.cairn.bench;

import dev.cairn.text.context.AgentContext;
import dev.cairn.text.context.Prepared;
import dev.cairn.text.injection.InjectionScanner;
import dev.cairn.text.injection.ScanReport;
import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.secrets.SecretReport;
import dev.cairn.text.unicode.Inspection;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.ScrubResult;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
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
 * prepare_for_agent beside each tool it runs, on the same 1,000,000 characters ({@link BenchCorpus}), one
 * thread, milliseconds per call: the pipeline must cost at most 1.5 times its slowest tool.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
public class PipelineBenchmark {
    @Param({"code", "prose"})
    public String kind;

    private String text;
    private SecretDetector secrets;
    private Redactor redactor;
    private AgentContext context;

    @Setup
    public void setUp() {
        text = BenchCorpus.of(kind);
        secrets = new SecretDetector(new byte[32]);
        redactor = new Redactor(secrets, "US");
        context = new AgentContext(secrets, redactor);
    }

    @Benchmark
    public Inspection inspect() {
        return TextInspector.inspect(text);
    }

    @Benchmark
    public ScrubResult scrub() {
        return Scrubber.scrub(text, ScrubMode.STANDARD);
    }

    @Benchmark
    public ScanReport scan() {
        return InjectionScanner.scan(text);
    }

    @Benchmark
    public SecretReport detect() {
        return secrets.detect(text);
    }

    @Benchmark
    public Redaction redact() {
        return redactor.redact(text, null);
    }

    @Benchmark
    public Prepared prepare() {
        return context.prepare(text, ScrubMode.STANDARD, false);
    }

    @Benchmark
    public Prepared prepareAndRedact() {
        return context.prepare(text, ScrubMode.STANDARD, true);
    }
}
