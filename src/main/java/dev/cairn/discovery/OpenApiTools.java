package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Access;
import dev.cairn.api.Payments;
import dev.cairn.catalog.Operation;
import dev.cairn.catalog.ToolSpec;
import java.util.List;
import java.util.Map;

/**
 * The OpenAPI path items of one catalog tool: {@code POST <path>} with its schemas, example and security, and,
 * when pay-per-call is enabled, a premium tool's {@code POST /x402/v1/...} twin and its payment header and 402.
 */
final class OpenApiTools {
    private OpenApiTools() {
    }

    static ObjectNode pathItem(Operation<?> operation, boolean payPerCall) {
        ToolSpec tool = operation.spec();
        boolean paid = payPerCall && tool.payable();
        return object("post", post(operation, tool.name(), tool.title(), tool.description(),
                tool.access() == Access.PUBLIC ? List.of(Map.of())
                        : OpenApiComponents.security(ToolFacts.needsApiKey(tool)), responses(operation, paid), paid));
    }

    /** {@code POST /x402/v1/...}: the same call, paid with x402 and never counted on a trial or a key. */
    static ObjectNode paidPathItem(Operation<?> operation) {
        ToolSpec tool = operation.spec();
        ObjectNode responses = object("200", result(operation, true),
                "400", OpenApiComponents.ref(OpenApiComponents.BAD_REQUEST),
                "402", OpenApiComponents.ref(OpenApiComponents.PAYMENT_REQUIRED),
                "413", OpenApiComponents.ref(OpenApiComponents.PAYLOAD_TOO_LARGE),
                "422", OpenApiComponents.ref(OpenApiComponents.UNPROCESSABLE),
                "500", OpenApiComponents.ref(OpenApiComponents.INTERNAL_ERROR),
                "503", OpenApiComponents.ref(OpenApiComponents.STORE_UNAVAILABLE));
        return object("post", post(operation, tool.name() + "_x402", tool.title() + ", paid per call",
                "`" + tool.path() + "` paid per call with x402 v2: the same body and result. Without"
                        + " PAYMENT-SIGNATURE the answer is 402 with the terms in PAYMENT-REQUIRED; with a payment the"
                        + " tool runs, the payment is settled, and the result comes with PAYMENT-RESPONSE. It never"
                        + " uses the anonymous trial or an API key.\n\n" + tool.description(),
                List.of(Map.of()), responses, true));
    }

    private static ObjectNode post(Operation<?> operation, String operationId, String summary, String description,
                                   List<Map<String, List<String>>> security, ObjectNode responses, boolean paid) {
        ToolSpec tool = operation.spec();
        ObjectNode post = object(
                "operationId", operationId,
                "summary", summary,
                "description", description,
                "tags", List.of(ToolFacts.family(tool)),
                "security", security);
        if (paid) {
            post.set("parameters", JsonTree.tree(List.of(
                    OpenApiComponents.parameterRef(OpenApiComponents.PAYMENT_SIGNATURE))));
        }
        post.setAll(object(
                "requestBody", object("required", true, "content", object("application/json", object(
                        "schema", operation.inputSchema(),
                        "examples", object(tool.name(),
                                object("summary", tool.title(), "value", example(operation)))))),
                "responses", responses,
                "x-mcp-annotations", tool.hints().mcpAnnotations()));
        return post;
    }

    private static ObjectNode result(Operation<?> operation, boolean paid) {
        ObjectNode result = object("description", "The result. " + About.DECISIONS,
                "content", object("application/json", object("schema", operation.outputSchema())));
        if (operation.isTool()) {
            ObjectNode headers = OpenApiComponents.rateLimitHeaders();
            if (paid) {
                headers.set(Payments.PAYMENT_RESPONSE, OpenApiComponents.paymentResponseHeader());
            }
            result.set("headers", headers);
        }
        return result;
    }

    /**
     * A tool can refuse a key or a caller past a trial (401), or a caller past a quota (429), and answers with the
     * quota it counted the call on; a public bearer endpoint (which takes no key and is not metered) a token
     * (403); either an id (404). A premium tool with pay-per-call enabled asks for payment past its trial (402).
     */
    private static ObjectNode responses(Operation<?> operation, boolean paid) {
        ObjectNode responses = object("200", result(operation, paid),
                "400", OpenApiComponents.ref(OpenApiComponents.BAD_REQUEST));
        if (operation.isTool()) {
            responses.set("401", OpenApiComponents.ref(OpenApiComponents.UNAUTHORIZED));
        } else {
            responses.set("403", OpenApiComponents.ref(OpenApiComponents.FORBIDDEN));
        }
        if (paid) {
            responses.set("402", OpenApiComponents.ref(OpenApiComponents.PAYMENT_REQUIRED));
        }
        if (operation.spec().findsRecords()) {
            responses.set("404", OpenApiComponents.ref(OpenApiComponents.NOT_FOUND));
        }
        responses.set("413", OpenApiComponents.ref(OpenApiComponents.PAYLOAD_TOO_LARGE));
        responses.set("422", OpenApiComponents.ref(OpenApiComponents.UNPROCESSABLE));
        if (operation.isTool()) {
            responses.set("429", OpenApiComponents.ref(OpenApiComponents.TOO_MANY_REQUESTS));
        }
        responses.set("500", OpenApiComponents.ref(OpenApiComponents.INTERNAL_ERROR));
        responses.set("503", OpenApiComponents.ref(OpenApiComponents.STORE_UNAVAILABLE));
        return responses;
    }

    /** The first of the {@code examples} the tool's input schema carries. */
    static JsonNode example(Operation<?> operation) {
        JsonNode example = operation.inputSchema().path("examples").path(0);
        if (example.isMissingNode()) {
            throw new IllegalStateException("schemas/" + operation.spec().name() + ".json has no example request");
        }
        return example;
    }
}
