package dev.cairn.bench;

import dev.cairn.text.rework.Rework;
import dev.cairn.text.rework.ReworkMode;
import dev.cairn.text.rework.Reworker;
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
 * rework_text in each mode on 1,000,000 UTF-16 units of the repository's Markdown prose
 * ({@link BenchCorpus}), one thread, the lexical data loaded in setup. MB/s = the input's UTF-8
 * megabytes (which setup prints, with what the mode changed) / the time per call. A call takes up to
 * about a second, hence iterations of 10 s.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 10)
@Measurement(iterations = 5, time = 10)
public class ReworkBenchmark {
    @Param({"light", "standard", "deep"})
    public String mode;

    private ReworkMode reworkMode;
    private String text;

    @Setup
    public void setUp() {
        reworkMode = ReworkMode.of(mode);
        text = BenchCorpus.of("prose");
        Rework rework = Reworker.shared().rework(text, reworkMode);
        System.out.printf("%n%s: %d UTF-16 units, %.3f UTF-8 MB; words changed %d %%, structural change %d %%, %s%n",
            mode, text.length(), text.getBytes(StandardCharsets.UTF_8).length / 1e6, rework.wordingChangePercent(),
            rework.structuralChangePercent(), rework.transformations());
    }

    @Benchmark
    public Rework rework() {
        return Reworker.shared().rework(text, reworkMode);
    }
}
