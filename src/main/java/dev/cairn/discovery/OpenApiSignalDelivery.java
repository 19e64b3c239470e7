package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Problem;
import java.util.List;
import java.util.Map;

/**
 * The OpenAPI path item of {@code POST /signal/{token}}, the public delivery endpoint of signal inboxes. It is
 * not a catalog tool: its body is the event itself (JSON or plain text), not a JSON tool request.
 */
final class OpenApiSignalDelivery {
    static final String PATH = "/signal/{token}";
    private static final String TAG = "signals";
    private static final String PROBLEM_REF = "#/components/schemas/" + OpenApiComponents.PROBLEM;

    private OpenApiSignalDelivery() {
    }

    static ObjectNode pathItem() {
        return object("post", object(
                "operationId", "deliver_signal",
                "summary", "Deliver an event to a signal inbox",
                "description", "Anyone holding the inbox's signal_url (from create_signal) may POST an event; no API"
                        + " key. The body is optional: application/json (valid JSON) or text/plain (charset, if"
                        + " given, utf-8), strict UTF-8, at most 65536 bytes. Only the body, its media type and size"
                        + " are stored; headers and addresses are not. Answers carry Cache-Control: no-store.",
                "tags", List.of(TAG),
                "security", List.of(Map.of()),
                "parameters", List.of(object("name", "token", "in", "path", "required", true,
                        "description", "The token in signal_url; it is never logged.",
                        "schema", object("type", "string"))),
                "requestBody", object("required", false, "content", object(
                        "application/json", object("schema", object("description", "Any JSON value."),
                                "example", object("event", "deploy.finished", "build", 1841)),
                        "text/plain", object("schema", object("type", "string", "maxLength", 65536),
                                "example", "deploy finished"))),
                "responses", object(
                        "202", object("description", "Accepted: stored as the inbox's next event.",
                                "content", object("application/json", object("schema", accepted()))),
                        "400", problem("The body is not well-formed UTF-8 (payload_not_utf8), or is declared JSON"
                                + " and is not (payload_not_json).", 400, "payload_not_json", "Invalid request"),
                        "404", problem("No inbox has this token (not_found).", 404, "not_found", "Not found"),
                        "410", problem("The inbox expired or was deleted (inbox_gone).", 410, "inbox_gone", "Gone"),
                        "413", problem("The body is over 65536 bytes (payload_too_large).", 413,
                                "payload_too_large", "Payload too large"),
                        "415", problem("Another media type, or a charset other than utf-8 (unsupported_media_type).",
                                415, "unsupported_media_type", "Unsupported media type"),
                        "429", problem("The inbox holds max_events events (inbox_full), or its owner has reached"
                                + " its plan's usage limit (owner_limit_reached, with Retry-After when the limit"
                                + " renews); an accepted event counts as one call of the owner.", 429, "inbox_full",
                                "Too many requests"),
                        "500", OpenApiComponents.ref(OpenApiComponents.INTERNAL_ERROR),
                        "503", OpenApiComponents.ref(OpenApiComponents.STORE_UNAVAILABLE))));
    }

    private static ObjectNode accepted() {
        return object("type", "object", "required", List.of("brand", "accepted", "event_id", "received_at"),
                "properties", object("brand", object("const", "cairn"), "accepted", object("const", true),
                        "event_id", object("type", "string", "pattern", "^evt_[0-9A-HJKMNP-TV-Z]{26}$"),
                        "received_at", object("type", "string",
                                "description", "ISO-8601 UTC timestamp with milliseconds.")));
    }

    private static ObjectNode problem(String description, int status, String code, String title) {
        return object("description", description, "content", object(Problem.MEDIA_TYPE, object(
                "schema", object("$ref", PROBLEM_REF),
                "examples", object(code, object("value", Problem.of(status, code, title, description))))));
    }
}
