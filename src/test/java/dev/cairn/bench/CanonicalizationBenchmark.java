package dev.cairn.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.control.action.CanonicalJson;
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

import java.io.IOException;
import java.math.BigDecimal;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

/** RFC 8785 canonicalization of action arguments, from a one-line email send to a 100 KB bulk upsert. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class CanonicalizationBenchmark {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private static final String EMAIL_SEND = """
            {"to": "zoë.müller@example.com", "subject": "Your invoice INV-2024-0042 is ready",
             "template_id": "tmpl_invoice_v3", "amount": 1999, "tags": ["billing", "eu", "priority"]}""";

    private static final String[] NAMES = {"Zoë Ångström", "José Núñez", "Łukasz Żółć", "李小龍", "Ana-María O'Neil",
            "Søren Kierkegaard", "Chloé Dubois", "Ахмед Исаев", "Ngọc Trần", "Sam \"Sammy\" Lee"};
    private static final String[] CITIES = {"München", "São Paulo", "Kraków", "東京", "Zürich", "Reykjavík", "Austin"};
    private static final String[] TAGS = {"vip", "newsletter", "b2b", "churn-risk", "eu", "trial", "überfällig"};
    private static final String[] NOTES = {
            "Prefers e-mail; do not call before 10:00.",
            "Asked about the \"enterprise\" tier —\nfollow up next quarter.",
            "Paid invoice late twice 😬 but always in full.",
            "Path on file: C:\\exports\\customers.csv",
            "",
    };

    @Param({"small", "10kb", "100kb"})
    public String size;

    private JsonNode arguments;

    @Setup
    public void parseArguments() throws IOException {
        int target = switch (size) {
            case "small" -> 0;
            case "10kb" -> 10_000;
            case "100kb" -> 100_000;
            default -> throw new IllegalArgumentException("unknown size " + size);
        };
        arguments = MAPPER.readTree(target == 0 ? EMAIL_SEND : MAPPER.writeValueAsString(bulkUpsert(target)));
        int canonicalBytes = CanonicalJson.canonicalize(arguments).length;
        if (canonicalBytes < target || canonicalBytes > Math.max(target * 1.05, 1_000)) {
            throw new IllegalStateException(size + " arguments are " + canonicalBytes + " canonical bytes");
        }
    }

    @Benchmark
    public byte[] canonicalize() {
        return CanonicalJson.canonicalize(arguments);
    }

    /** A CRM bulk upsert whose canonical form is at least {@code minimumBytes}, overshooting by one record. */
    private static ObjectNode bulkUpsert(int minimumBytes) {
        SplittableRandom random = new SplittableRandom(8785);
        ObjectNode upsert = JsonNodeFactory.instance.objectNode()
                .put("object", "customer")
                .put("match_on", "external_id")
                .put("dry_run", false);
        ArrayNode records = upsert.putArray("records");
        int canonicalBytes = CanonicalJson.canonicalize(upsert).length;
        for (int i = 0; canonicalBytes < minimumBytes; i++) {
            ObjectNode record = customer(random, i);
            records.add(record);
            canonicalBytes += CanonicalJson.canonicalize(record).length + (i == 0 ? 0 : 1);
        }
        return upsert;
    }

    private static ObjectNode customer(SplittableRandom random, int index) {
        ObjectNode customer = JsonNodeFactory.instance.objectNode()
                .put("external_id", "cus_%08d".formatted(index))
                .put("name", pick(random, NAMES))
                .put("email", "customer" + index + "@example.com")
                .put("balance", BigDecimal.valueOf(random.nextLong(-50_000, 5_000_000), 2))
                .put("credit_limit", 1_000 * random.nextInt(1, 500))
                .put("discount_rate", BigDecimal.valueOf(random.nextInt(0, 40), 2))
                .put("vip", random.nextInt(10) == 0)
                .put("last_order_id", random.nextLong(1L << 40, 1L << 50))
                .put("notes", pick(random, NOTES));
        customer.putObject("address")
                .put("city", pick(random, CITIES))
                .put("postcode", "%05d".formatted(random.nextInt(100_000)))
                .put("country", random.nextBoolean() ? "DE" : "BR")
                .putNull("line2");
        ArrayNode tags = customer.putArray("tags");
        for (int t = random.nextInt(4); t > 0; t--) {
            tags.add(pick(random, TAGS));
        }
        ArrayNode orders = customer.putArray("recent_orders");
        for (int o = random.nextInt(3); o > 0; o--) {
            orders.addObject()
                    .put("sku", "SKU-" + random.nextInt(10_000))
                    .put("quantity", random.nextInt(1, 20))
                    .put("unit_price", BigDecimal.valueOf(random.nextInt(99, 100_000), 2))
                    .put("gift", random.nextBoolean());
        }
        return customer;
    }

    private static String pick(SplittableRandom random, String[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
