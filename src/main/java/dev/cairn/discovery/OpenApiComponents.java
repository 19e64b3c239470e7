package dev.cairn.discovery;

import static dev.cairn.discovery.JsonTree.object;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Payments;
import dev.cairn.api.Problem;
import dev.cairn.store.StoreOutage;
import java.util.List;
import java.util.Map;

/** The OpenAPI components routes share: the bearer scheme, the problem document and the error responses. */
final class OpenApiComponents {
    static final String BEARER = "bearer";
    static final String PROBLEM = "Problem";
    static final String BAD_REQUEST = "BadRequest";
    static final String UNAUTHORIZED = "Unauthorized";
    static final String FORBIDDEN = "Forbidden";
    static final String NOT_FOUND = "NotFound";
    static final String METHOD_NOT_ALLOWED = "MethodNotAllowed";
    static final String PAYLOAD_TOO_LARGE = "PayloadTooLarge";
    static final String UNPROCESSABLE = "Unprocessable";
    static final String TOO_MANY_REQUESTS = "TooManyRequests";
    static final String INTERNAL_ERROR = "InternalError";
    static final String STORE_UNAVAILABLE = "StoreUnavailable";
    static final String PAYMENT_REQUIRED = "PaymentRequired";
    static final String PAYMENT_SIGNATURE = "PaymentSignature";

    private OpenApiComponents() {
    }

    /** The shared components, with {@code moreSchemas} beside the problem document. */
    static ObjectNode components(ObjectNode... moreSchemas) {
        ObjectNode schemas = object(PROBLEM, problemSchema());
        for (ObjectNode more : moreSchemas) {
            schemas.setAll(more);
        }
        return object(
                "securitySchemes", object(BEARER, object("type", "http", "scheme", "bearer",
                        "bearerFormat", About.KEY_FORMAT,
                        "description", "A Cairn API key, sent as `" + About.BEARER_HEADER + "`. " + About.KEY_RULE)),
                "schemas", schemas,
                "parameters", object(PAYMENT_SIGNATURE, object("name", Payments.PAYMENT_SIGNATURE, "in", "header",
                        "required", false, "description", "An x402 v2 payment for this call: standard base64 of the"
                                + " JSON PaymentPayload (exact scheme, EIP-3009 authorization) signed for the terms of"
                                + " a 402's PAYMENT-REQUIRED. With it the call is paid, not counted on a trial or key.",
                        "schema", object("type", "string", "maxLength", 16384))),
                "responses", responses());
    }

    /** Security requirements: a bearer key; or (when the key is optional) no key at all, or a bearer key. */
    static List<Map<String, List<String>>> security(boolean keyRequired) {
        Map<String, List<String>> bearer = Map.of(BEARER, List.of());
        return keyRequired ? List.of(bearer) : List.of(Map.of(), bearer);
    }

    /** A reference to one of the shared responses. */
    static ObjectNode ref(String response) {
        return object("$ref", "#/components/responses/" + response);
    }

    /** A reference to one of the parameters in {@code components.parameters}. */
    static ObjectNode parameterRef(String parameter) {
        return object("$ref", "#/components/parameters/" + parameter);
    }

    /** A reference to one of the schemas in {@code components.schemas}. */
    static ObjectNode schemaRef(String schema) {
        return object("$ref", "#/components/schemas/" + schema);
    }

    private static ObjectNode responses() {
        String duplicate = "An object in the body repeats a member name; each name may appear once.";
        return object(
                BAD_REQUEST, problemResponse("The body is not a JSON object, or it fails the tool's input schema"
                                + " (codes malformed_json, body_not_object, invalid_request, body_unreadable); a"
                                + " PAYMENT-SIGNATURE that is not an x402 v2 payment (payment_malformed).",
                        Problem.of(400, "invalid_request", "Invalid request",
                                "The request body does not match the tool's input schema.").withErrors(List.of(
                                new Problem.FieldError("/lock_ttl_seconds", "must have a minimum value of 30"))),
                        object()),
                UNAUTHORIZED, problemResponse("No API key where the tool needs one (api_key_required); a malformed,"
                                + " unknown or revoked key, or a scheme other than Bearer (api_key_invalid); this"
                                + " address's anonymous trial of the tool used up this UTC month (trial_exhausted); a"
                                + " founding-access grant that ended (founding_access_ended); a contributor identity on"
                                + " a tool that needs a subscription (subscription_required).",
                        Problem.of(401, "api_key_required", "Authentication required",
                                "This tool needs an API key: send Authorization: Bearer <key>."),
                        object("WWW-Authenticate", header("Bearer realm=\"cairn\""))),
                PAYMENT_REQUIRED, problemResponse("Pay-per-call (x402 v2): no PAYMENT-SIGNATURE on an /x402/v1 route"
                                + " or on a premium route past its anonymous trial (payment_required); a payment that"
                                + " does not pay for this call (payment_invalid); an authorization already presented"
                                + " (payment_replayed); a payment the facilitator did not verify or settle"
                                + " (payment_not_settled; the result is withheld). The tool's result is never sent"
                                + " with a 402.",
                        Problem.of(402, "payment_required", "Payment Required", "This route is paid per call with"
                                + " x402 v2: sign a payment for the PAYMENT-REQUIRED header's terms and send it as"
                                + " PAYMENT-SIGNATURE."),
                        object(Payments.PAYMENT_REQUIRED, header("The terms: standard base64 of the JSON x402 v2"
                                        + " PaymentRequired (x402Version 2, resource, accepts: one exact requirement"
                                        + " with network, asset, amount in atomic units, payTo, maxTimeoutSeconds and"
                                        + " extra.name/version, the token's EIP-712 domain; error: why)."),
                                Payments.PAYMENT_RESPONSE, paymentResponseHeader())),
                FORBIDDEN, problemResponse("The bearer token does not open this record (token_invalid). Nothing"
                                + " more is said, and nothing changed.",
                        Problem.of(403, "token_invalid", "Forbidden", "The token does not open this record."),
                        object()),
                NOT_FOUND, problemResponse("No record has this id, or it is no longer kept (not_found).",
                        Problem.of(404, "not_found", "Not found", "No record has this id."),
                        object()),
                METHOD_NOT_ALLOWED, problemResponse("The route does not serve this method (method_not_allowed).",
                        Problem.of(405, "method_not_allowed", "Method Not Allowed",
                                "This route does not accept this method; see the Allow header."),
                        object("Allow", header("The methods the route serves."))),
                PAYLOAD_TOO_LARGE, problemResponse("The body is over 8 MiB (body_too_large).",
                        Problem.of(413, "body_too_large", "Request body too large",
                                "Request bodies are limited to 8388608 bytes."),
                        object()),
                UNPROCESSABLE, problemResponse("Well-formed, but refused by a rule the tool's description states;"
                                + " for every tool, an object that repeats a member name (duplicate_member).",
                        Problem.of(422, "duplicate_member", "Unprocessable request", duplicate)
                                .withErrors(List.of(new Problem.FieldError("/arguments", duplicate))),
                        object()),
                TOO_MANY_REQUESTS, problemResponse("A quota is used up until Retry-After seconds have passed: the"
                                + " free allowance of the client's address this UTC month (free_allowance_exhausted),"
                                + " the key's plan's calls this UTC month (monthly_limit_reached), or the lookups of"
                                + " unknown API keys from the address (too_many_failed_keys: 20 a minute; nothing is"
                                + " said about the key).",
                        Problem.of(429, "monthly_limit_reached", "Too many requests", "This account has made the"
                                + " 100000 calls its plan allows in this UTC month; it may call again at the start of"
                                + " the next month.").retryingAfter(86400),
                        withRetryAfter(rateLimitHeaders())),
                INTERNAL_ERROR, problemResponse("A fault of the service (internal_error); the detail gives an"
                                + " incident id that is also in the server log.",
                        Problem.of(500, "internal_error", "Internal error", "The service failed to handle this"
                                + " request; quote err_0M4Y7XQ2K9B3T8R6N1VHCZJDPW when reporting it."),
                        object()),
                STORE_UNAVAILABLE, problemResponse("Redis or PostgreSQL cannot be reached at the moment"
                                + " (store_unavailable), or the instance holds as many request bodies in memory as it"
                                + " may (server_busy; nothing was done). Retry after the Retry-After seconds; after a"
                                + " store's timed-out reply the change may have been applied, and the retry sees it.",
                        StoreOutage.PROBLEM,
                        object("Retry-After", header("Seconds to wait before retrying."))));
    }

    private static ObjectNode problemResponse(String description, Problem example, ObjectNode headers) {
        ObjectNode response = object("description", description,
                "content", object(Problem.MEDIA_TYPE, object(
                        "schema", schemaRef(PROBLEM),
                        "examples", object(example.code(), object("value", example)))));
        if (!headers.isEmpty()) {
            response.set("headers", headers);
        }
        return response;
    }

    /** The quota a metered answer was counted on (draft-ietf-httpapi-ratelimit-headers). */
    static ObjectNode rateLimitHeaders() {
        return object("RateLimit-Policy", header("The quota the call was counted on: its name (free, trial,"
                        + " monthly or founding), q its calls, w its window in seconds; e.g. \"free\";q=500;w=2592000."),
                "RateLimit", header("What is left of it: r calls, t seconds until it renews; e.g."
                        + " \"free\";r=499;t=86400."));
    }

    /** The settlement of a paid call: on its 200, or on a 402 when settlement failed. */
    static ObjectNode paymentResponseHeader() {
        return header("Standard base64 of the JSON x402 v2 SettleResponse (success, errorReason, payer,"
                + " transaction, network): on a paid call's 200, and on a 402 whose payment did not settle.");
    }

    private static ObjectNode withRetryAfter(ObjectNode headers) {
        headers.set("Retry-After", header("Seconds until the quota renews."));
        return headers;
    }

    private static ObjectNode header(String description) {
        return object("description", description, "schema", object("type", "string"));
    }

    private static ObjectNode problemSchema() {
        return object(
                "type", "object",
                "description", About.ERRORS,
                "required", List.of("type", "title", "status", "detail", "code"),
                "properties", object(
                        "type", object("type", "string", "format", "uri",
                                "description", "urn:cairn:problem: followed by the code."),
                        "title", object("type", "string"),
                        "status", object("type", "integer", "minimum", 400, "maximum", 599),
                        "detail", object("type", "string", "description", "What is wrong; never quotes input."),
                        "code", object("type", "string", "pattern", "^[a-z0-9_]+$",
                                "description", "Stable and snake_case: branch on this."),
                        "errors", object("type", "array", "items", object(
                                "type", "object",
                                "required", List.of("pointer", "message"),
                                "properties", object(
                                        "pointer", object("type", "string",
                                                "description", "RFC 6901 pointer into the request body."),
                                        "message", object("type", "string"))))));
    }
}
