package dev.cairn.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Access;
import dev.cairn.api.Caller;
import dev.cairn.api.Json;
import dev.cairn.api.StoredStrings;

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

    /** A stateful tool (spec §5.3: every one needs a key) or a public endpoint of one. */
    private boolean keepsState() {
        return spec.access() == Access.SUBSCRIPTION || spec.access() == Access.PUBLIC;
    }

    public JsonNode inputSchema() {
        return schemas.input();
    }

    public JsonNode outputSchema() {
        return schemas.output();
    }

    /** Checks {@code body} against the input schema, binds it and runs the handler. */
    public Object invoke(JsonNode body, Caller caller) {
        schemas.validateInput(body);
        if (keepsState()) {
            StoredStrings.requireUtf8(body);
        }
        R request;
        try {
            request = Json.MAPPER.treeToValue(body, requestType);
        } catch (JsonProcessingException e) {
            // The cause is left out: its message may quote the body.
            throw new IllegalStateException("schema of " + spec.name() + " admits a body its request type cannot bind");
        }
        return handler.handle(request, caller);
    }
}
