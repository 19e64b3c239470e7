package dev.cairn.access.x402;

import dev.cairn.testing.Payer;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The local check of one payment, as a paid call runs it before Redis and the facilitator are asked: decoding
 * {@code PAYMENT-SIGNATURE}, and the check with its EIP-712 digest and secp256k1 key recovery (web3j).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PaymentCheckBenchmark {
    private PaymentTerms terms;
    private String header;
    private SignedPayment decoded;

    @Setup
    public void sign() {
        terms = PaymentTermsTest.baseSepolia(PaymentCheckTest.PAY_TO, "0.01");
        header = new Payer().header(Payer.Terms.baseSepolia(PaymentCheckTest.PAY_TO, "10000"), PaymentCheckTest.NOW);
        decoded = SignedPayment.decode(header);
    }

    @Benchmark
    public SignedPayment decode() {
        return SignedPayment.decode(header);
    }

    @Benchmark
    public byte[] digest() {
        return decoded.authorization().digest(terms);
    }

    @Benchmark
    public String check() {
        return PaymentCheck.payer(SignedPayment.decode(header), terms, PaymentCheckTest.NOW);
    }
}
