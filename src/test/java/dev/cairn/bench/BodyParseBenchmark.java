package dev.cairn.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import dev.cairn.api.JsonBodies;
import java.io.IOException;
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
 * A 1 MB request body ({@link LargeBodies}' call of the tool, plain prose for inspect_text, JSON dense with
 * escapes for validate_output) parsed as the service parses it ({@link JsonBodies#parse}: a strict UTF-8
 * check, then Jackson's byte parser), beside the way it was parsed before issue 23 (strict decoding to a
 * String, then Jackson's text parser), milliseconds per body.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class BodyParseBenchmark {
    @Param({"inspect_text", "validate_output"})
    public String tool;

    private byte[] body;

    @Setup
    public void setUp() throws IOException {
        body = Json.MAPPER.writeValueAsBytes(LargeBodies.body(tool));
    }

    @Benchmark
    public JsonNode fromBytes() {
        return JsonBodies.parse(body);
    }

    @Benchmark
    public JsonNode fromDecodedText() throws IOException {
        try (JsonParser parser = Json.MAPPER.createParser(new String(body, StandardCharsets.UTF_8))) {
            return Json.MAPPER.readTree(parser);
        }
    }
}
