package dev.cairn.bench;

import dev.cairn.text.redact.Redaction;
import dev.cairn.text.redact.Redactor;
import dev.cairn.text.secrets.SecretDetector;
import dev.cairn.text.secrets.SecretReport;
import java.nio.charset.StandardCharsets;
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
 * detect_secrets and redact_sensitive_text on 1,000,000 characters of source code, of prose and of plain
 * ASCII text ({@link BenchCorpus}), on one thread.
 * MB/s = ops/s × the input's UTF-8 megabytes, which setup prints.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
public class SecretsBenchmark {
    @Param({"code", "prose", "ascii"})
    public String kind;

    private String text;
    private SecretDetector detector;
    private Redactor redactor;

    @Setup
    public void setUp() {
        text = BenchCorpus.of(kind);
        detector = new SecretDetector(new byte[32]);
        redactor = new Redactor(detector, "US");
        System.out.printf("%n%s: %d UTF-16 units, %.3f UTF-8 MB, %d findings%n", kind, text.length(),
                text.getBytes(StandardCharsets.UTF_8).length / 1e6, detector.detect(text).summary().findingCount());
    }

    @Benchmark
    public SecretReport detect() {
        return detector.detect(text);
    }

    @Benchmark
    public Redaction redact() {
        return redactor.redact(text, null);
    }
}
