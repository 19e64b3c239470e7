package dev.cairn.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Json;
import dev.cairn.api.Problem;
import dev.cairn.api.ProblemException;
import dev.cairn.api.StoredStrings;
import java.util.List;

/** One catalog entry: the tool's spec, its schemas, and the handler REST and MCP both call. */
public final class Operation<R> {
    private final ToolSpec spec;
    private final Class<R> requestType;
    private final Handler<R> handler;
    private final Schemas.Pair schemas;

    Operation(ToolSpec spec, Class<R> requestType, Handler<R> handler, Schemas.Pair schemas) {
        this.spec = spec;
        this.requestType = requestType;
        this.handler = handler;
        this.schemas = schemas;
    }

    public ToolSpec spec() {
        return spec;
    }

    /** Whether MCP lists and calls it (the public bearer endpoints are REST only). */
    public boolean isTool() {
        return spec.access() != Access.PUBLIC;
    }

    /** A tool that stores what it is given (every one needs a key, spec §5.3-§5.4) or a public endpoint of one. */
    private boolean keepsState() {
        return spec.access().needsKey() || spec.access() == Access.PUBLIC;
    }

    public JsonNode inputSchema() {
        return schemas.input();
    }

    public JsonNode outputSchema() {
        return schemas.output();
    }

    /**
     * Checks {@code body} against the input schema, binds it and runs the handler. Every field error of a
     * refusal, whoever raised it, points only through the names the schema declares.
     */
    public Object invoke(JsonNode body, Caller caller) {
        try {
            schemas.validateInput(body);
            if (keepsState()) {
                StoredStrings.requireUtf8(body);
            }
            return handler.handle(bind(body), caller);
        } catch (ProblemException refused) {
            Problem problem = refused.problem();
            throw new ProblemException(problem.withErrors(problem.errors().stream()
                    .map(error -> DeclaredPointers.confine(error, schemas.input(), body)).toList()));
        }
    }

    /**
     * The schema admits only what the request type holds (every integer has bounds its field holds); a
     * value it still cannot bind, such as 1e999999, which the validator's bound checks let through, is
     * refused as the schema's own defects are.
     */
    private R bind(JsonNode body) {
        try {
            return Json.MAPPER.treeToValue(body, requestType);
        } catch (JsonProcessingException unbindable) {
            // The cause's message may quote the body: only its path is used, and only declared names of it.
            String property = unbindable instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()
                    ? mapping.getPath().get(0).getFieldName() : null;
            JsonNode rule = property == null ? null : schemas.input().path("properties").get(property);
            Problem.FieldError error = rule == null
                    ? new Problem.FieldError("", "holds a value its fields cannot hold")
                    : new Problem.FieldError("/" + Problem.FieldError.token(property), SchemaMessages.unbindable(rule));
            throw ProblemException.badRequest("invalid_request", Schemas.INVALID_DETAIL, List.of(error));
        }
    }
}
