package dev.cairn.catalog;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/** Loads the JSON Schema 2020-12 files of a tool and checks documents against them. */
final class Schemas {
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    static final String INVALID_DETAIL = "The request body does not match the tool's input schema.";

    private static final String SHARED_REF = "shared.json#/$defs/";
    private static final JsonNode SHARED_DEFS = read("schemas/shared.json").get("$defs");

    private Schemas() {
    }

    record Pair(JsonNode input, JsonNode output, Schema compiledInput, Schema compiledOutput) {

        /**
         * Throws a 400 problem listing every defect, each with a pointer and a message that quotes no input;
         * the pointer to an unknown member still names it, for {@link DeclaredPointers} to replace.
         */
        void validateInput(JsonNode body) {
            List<Error> errors = compiledInput.validate(ValidatorNumbers.tamed(body));
            if (!errors.isEmpty()) {
                throw ProblemException.badRequest("invalid_request", INVALID_DETAIL,
                        errors.stream().map(Schemas::fieldError).toList());
            }
        }

        List<Problem.FieldError> outputErrors(JsonNode result) {
            return compiledOutput.validate(result).stream().map(Schemas::fieldError).toList();
        }
    }

    static Pair load(String toolName) {
        JsonNode input = inline(read("schemas/" + toolName + ".json"));
        JsonNode output = inline(read("schemas/" + toolName + ".output.json"));
        return new Pair(input, output, REGISTRY.getSchema(input), REGISTRY.getSchema(output));
    }

    /**
     * Replaces every {@code {"$ref": "shared.json#/$defs/<name>"}} with a copy of that definition (members beside
     * the {@code $ref}, such as a description, are added to the copy; a bound beside it would replace the
     * shared one, so none stands there), and every
     * {@code {"$ref": "<tool>.output.json"}} with a copy of that tool's result schema (the pipelines embed
     * the reports of the tools they run).
     */
    static JsonNode inline(JsonNode node) {
        if (node.isObject() && node.size() == 1 && node.path("$ref").asText().matches("[a-z_]+\\.output\\.json")) {
            ObjectNode report = (ObjectNode) inline(read("schemas/" + node.get("$ref").asText()));
            report.remove("$schema");
            return report;
        }
        if (node.isObject() && node.path("$ref").asText().startsWith(SHARED_REF)) {
            String name = node.get("$ref").asText().substring(SHARED_REF.length());
            JsonNode definition = SHARED_DEFS.get(name);
            if (definition == null) {
                throw new IllegalStateException("schemas/shared.json has no definition " + name);
            }
            // Members beside the $ref (a description in the tool's own words) stand beside the definition's.
            ObjectNode merged = ((ObjectNode) inline(definition)).deepCopy();
            node.fields().forEachRemaining(field -> {
                if (!field.getKey().equals("$ref")) {
                    merged.set(field.getKey(), inline(field.getValue()));
                }
            });
            return merged;
        }
        if (node.isObject()) {
            ObjectNode copy = Json.MAPPER.createObjectNode();
            node.fields().forEachRemaining(field -> copy.set(field.getKey(), inline(field.getValue())));
            return copy;
        }
        if (node.isArray()) {
            ArrayNode copy = Json.MAPPER.createArrayNode();
            node.forEach(item -> copy.add(inline(item)));
            return copy;
        }
        return node;
    }

    private static JsonNode read(String resource) {
        try (InputStream in = Schemas.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing schema resource " + resource);
            }
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("unreadable schema resource " + resource, e);
        }
    }

    /** The defect's pointer (to the missing or unknown member itself where the keyword is about one) and message. */
    static Problem.FieldError fieldError(Error error) {
        String pointer = pointer(error.getInstanceLocation());
        if (error.getProperty() != null && ("required".equals(error.getKeyword())
                || "additionalProperties".equals(error.getKeyword()))) {
            pointer = pointer + "/" + Problem.FieldError.token(error.getProperty());
        }
        return new Problem.FieldError(pointer, SchemaMessages.of(error));
    }

    private static String pointer(NodePath path) {
        StringBuilder pointer = new StringBuilder();
        for (int i = 0; i < path.getNameCount(); i++) {
            pointer.append('/').append(Problem.FieldError.token(String.valueOf(path.getElement(i))));
        }
        return pointer.toString();
    }
}
