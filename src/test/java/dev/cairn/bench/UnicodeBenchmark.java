package dev.cairn.bench;

import dev.cairn.text.unicode.Inspection;
import dev.cairn.text.unicode.ScrubMode;
import dev.cairn.text.unicode.ScrubResult;
import dev.cairn.text.unicode.Scrubber;
import dev.cairn.text.unicode.TextInspector;
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
 * inspect_text and scrub_text (standard) on 1,000,000 UTF-16 units of ASCII prose, of mixed multilingual
 * text with emoji, and of text dense with anomalies, on one thread. MB/s = ops/s × the input's UTF-8
 * megabytes, which setup prints.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 10, time = 2)
public class UnicodeBenchmark {
    static final int SIZE = 1_000_000;
    private static final String MIXED = "Café ☕ — naïve façade. Привет, как дела? Γειά σου κόσμε. こんにちは、世界。"
            + " 你好，世界。 안녕하세요. مرحبا بالعالم. می‌خواهم. שלום עולם. नमस्ते दुनिया. สวัสดีชาวโลก. 👍🏽 👩‍💻 🇫🇷 1️⃣\n";
    private static final String DENSE = "pay\u200Bpal \u202Eevil\u202C \uDB40\uDC41\uDB40\uDC42 x\uFE01\uFE02"
            + " \u00A0\u2028 p\u0430ypal.com \u0007 \uE000 ";

    @Param({"ascii", "mixed", "anomalies"})
    public String kind;

    private String text;

    @Setup
    public void setUp() {
        text = text(kind);
        System.out.printf("%n%s: %d UTF-16 units, %.3f UTF-8 MB%n", kind, text.length(),
                text.getBytes(StandardCharsets.UTF_8).length / 1e6);
    }

    /** {@value #SIZE} UTF-16 units (one fewer when the last would split a surrogate pair) of the kind's text. */
    static String text(String kind) {
        String unit = switch (kind) {
            case "ascii" -> BenchCorpus.ASCII;
            case "mixed" -> MIXED;
            default -> DENSE;
        };
        StringBuilder builder = new StringBuilder(SIZE + unit.length());
        while (builder.length() < SIZE) {
            builder.append(unit);
        }
        int end = SIZE;
        if (Character.isHighSurrogate(builder.charAt(end - 1))) {
            end--;
        }
        return builder.substring(0, end);
    }

    @Benchmark
    public Inspection inspect() {
        return TextInspector.inspect(text);
    }

    @Benchmark
    public ScrubResult scrub() {
        return Scrubber.scrub(text, ScrubMode.STANDARD);
    }
}
