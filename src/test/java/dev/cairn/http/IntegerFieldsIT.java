package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.TestCatalog;
import dev.cairn.api.Access;
import dev.cairn.api.Json;
import dev.cairn.catalog.IntegerFields;
import dev.cairn.catalog.Operation;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.SharedAppTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every integer field of every operation, found in the catalog's schemas: values no field can hold, or that
 * are not integers, are a 400 pointing at the field over REST and in an MCP tool result, never a 500; the
 * field's own bounds bind.
 */
class IntegerFieldsIT extends SharedAppTest {
    private static final String HOLE = "\"__value__\"";
    private static final List<String> UNHOLDABLE = List.of("9223372036854775808", "-9223372036854775809", "1e30",
            "1e999999", "-1e999999", "1E+999999999", "1.5", "\"1\"");

    private final Mcp mcp = new Mcp(app);

    record Case(Operation<?> operation, IntegerFields.Field field) {
        String body(String value) {
            ObjectNode body = operation.inputSchema().path("examples").get(0).deepCopy();
            ObjectNode parent = body;
            String[] tokens = field.pointer().substring(1).split("/");
            for (int i = 0; i < tokens.length - 1; i++) {
                parent = parent.has(tokens[i]) ? (ObjectNode) parent.get(tokens[i]) : parent.putObject(tokens[i]);
            }
            parent.put(tokens[tokens.length - 1], "__value__");
            return body.toString().replace(HOLE, value);
        }

        @Override
        public String toString() {
            return operation.spec().name() + field.pointer();
        }
    }

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (Operation<?> operation : TestCatalog.CATALOG.operations()) {
            IntegerFields.of(operation.inputSchema()).forEach(field -> cases.add(new Case(operation, field)));
        }
        return cases.stream();
    }

    private String keyFor(Operation<?> operation) {
        return operation.spec().access() == Access.PUBLIC ? null : key;
    }

    @Test
    void theCatalogHasIntegerFieldsInManyTools() {
        assertThat(cases().map(c -> c.operation().spec().name()).distinct().count()).isGreaterThanOrEqualTo(8);
    }

    @Test
    void valuesNoFieldHoldsAreBadRequestsOverRest() {
        List<String> wrong = new ArrayList<>();
        cases().forEach(c -> UNHOLDABLE.forEach(value -> {
            Http.Reply reply = app.post(c.operation().spec().path(), keyFor(c.operation()), c.body(value));
            if (reply.status() != 400 || !pointers(reply.json()).contains(c.field().pointer())) {
                wrong.add(c + " = " + value + " -> " + reply.status() + " " + reply.text());
            }
        }));
        assertThat(wrong).isEmpty();
    }

    @Test
    void valuesNoFieldHoldsAreBadRequestsInMcpToolResults() {
        List<String> wrong = new ArrayList<>();
        cases().filter(c -> c.operation().isTool()).forEach(c -> UNHOLDABLE.forEach(value -> {
            String request = Mcp.request(1, "tools/call", Json.MAPPER.createObjectNode()
                    .put("name", c.operation().spec().name()).put("arguments", "__arguments__"))
                    .replace("\"__arguments__\"", c.body(value));
            Http.Reply reply = mcp.post(legacyHeaders(), request);
            JsonNode problem = reply.json().at("/result/structuredContent");
            if (reply.status() != 200 || !reply.json().at("/result/isError").asBoolean()
                    || problem.path("status").asInt() != 400 || !pointers(problem).contains(c.field().pointer())) {
                wrong.add(c + " = " + value + " -> " + reply.status() + " " + reply.text());
            }
        }));
        assertThat(wrong).isEmpty();
    }

    @Test
    void eachFieldsOwnBoundsBind() {
        List<String> wrong = new ArrayList<>();
        cases().forEach(c -> {
            for (String edge : new String[] {"minimum", "maximum"}) {
                String value = c.field().schema().get(edge).toString();
                Http.Reply reply = app.post(c.operation().spec().path(), keyFor(c.operation()), c.body(value));
                boolean refusedForTheField = reply.status() == 400 && pointers(reply.json()).contains(c.field().pointer());
                if (reply.status() >= 500 || refusedForTheField) {
                    wrong.add(c + " = " + value + " -> " + reply.status() + " " + reply.text());
                }
            }
        });
        assertThat(wrong).isEmpty();
    }

    private Map<String, String> legacyHeaders() {
        Map<String, String> headers = Mcp.baseHeaders(key);
        headers.put("MCP-Protocol-Version", Mcp.LEGACY);
        return headers;
    }

    private static List<String> pointers(JsonNode problem) {
        return problem.path("errors").findValuesAsText("pointer");
    }
}
