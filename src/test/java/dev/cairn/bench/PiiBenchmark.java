package dev.cairn.bench;

import dev.cairn.text.pii.Identifier;
import dev.cairn.text.pii.IdentifierScanner;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
 * IdentifierScanner.scan (region US) on 1,000,000 UTF-16 units of support-mail prose and of server logs, both dense
 * with identifiers and hard negatives (timestamps, versions, order numbers, hashes), and of plain prose without
 * any, on one thread. MB/s = ops/s × the input's UTF-8 megabytes, which setup prints.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PiiBenchmark {
    static final int SIZE = 1_000_000;
    private static final String PROSE = "Hi team, I was charged twice on 2025-03-14 for order #4418230 (EUR 129.90)."
            + " The card on file is 4111 1111 1111 1111 and you can reach me at +44 20 7946 0958 or"
            + " jane.doe@example.org after 5pm. Please refund to DE89 3704 0044 0532 0130 00, not to the old"
            + " account. The app version is 4.12.3 and my ticket is INV-004512. Thanks a lot, Jane.\n";
    private static final String LOGS = "2025-03-14T09:30:12.417Z INFO  request from 203.0.113.7 GET"
            + " /api/v2/orders/4418230 200 12.5ms request_id=5f0c1d2e-8a7b-4c3d-9e1f-0a1b2c3d4e5f\n"
            + "2025-03-14T09:30:12.533Z WARN  auth failed user=ops@example.com ip=2001:db8::7:1 build=9f2c1e7a\n"
            + "2025-03-14T09:30:13.001Z INFO  payout to bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 fee=0.00012"
            + " sha=e3b0c44298fc1c149afbf4c8996fb92427ae41e4 v1.2.3\n";

    private static final String PLAIN = "The quarterly report is attached. Please review the figures in section 3,"
            + " compare them with last year's, and reply by Friday (10:00 at the latest) if anything looks off.\n";

    @Param({"prose", "logs", "plain"})
    public String kind;

    private final IdentifierScanner scanner = new IdentifierScanner("US");
    private String text;

    @Setup
    public void setUp() {
        String unit = switch (kind) {
            case "prose" -> PROSE;
            case "logs" -> LOGS;
            default -> PLAIN;
        };
        StringBuilder builder = new StringBuilder(SIZE + unit.length());
        while (builder.length() < SIZE) {
            builder.append(unit);
        }
        text = builder.substring(0, SIZE);
        System.out.printf("%n%s: %d UTF-16 units, %.3f UTF-8 MB, %d identifiers%n", kind, text.length(),
                text.getBytes(StandardCharsets.UTF_8).length / 1e6, scanner.scan(text).size());
    }

    @Benchmark
    public List<Identifier> scan() {
        return scanner.scan(text);
    }
}
