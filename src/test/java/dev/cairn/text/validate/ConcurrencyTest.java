package dev.cairn.text.validate;

import static dev.cairn.text.validate.OutputParsingTest.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

class ConcurrencyTest {
    @Test
    void warmUpRunsOnce() {
        OutputValidator.warmUp();
    }

    @Test
    void callsOnManyThreadsAgreeWithOneThread() throws Exception {
        JsonNode schema = json("""
            {"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "required": ["id"],
             "properties": {"id": {"type": "string", "pattern": "^[a-z]+$"}, "n": {"$ref": "#/definitions/n"}},
             "definitions": {"n": {"type": "integer", "minimum": 0}}}""");
        List<JsonNode> outputs = List.of(TextNode.valueOf("{\"id\": \"abc\", \"n\": 1}"),
            TextNode.valueOf("```json\n{\"id\": \"A1\", \"n\": -1}\n```"), json("{\"n\": \"x\"}"));
        List<Validation> expected = outputs.stream().map(o -> OutputValidator.validate(o, schema)).toList();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Validation>> futures = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                JsonNode output = outputs.get(i % outputs.size());
                futures.add(pool.submit(() -> OutputValidator.validate(output, schema)));
            }
            for (int i = 0; i < futures.size(); i++) {
                assertThat(futures.get(i).get()).isEqualTo(expected.get(i % outputs.size()));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(expected).extracting(Validation::errorCount).containsExactly(0, 2, 2);
    }
}
