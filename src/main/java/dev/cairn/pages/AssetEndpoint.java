package dev.cairn.pages;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.HashMap;
import java.util.Map;
import org.glassfish.jersey.process.Inflector;

/**
 * {@code GET /pages/{asset}}: the pages' one stylesheet and one script, read from the classpath once.
 * They hold no record data, so browsers may keep them briefly; any other name is 404.
 */
final class AssetEndpoint implements Inflector<ContainerRequestContext, Response> {
    static final String CACHE_CONTROL = "public, max-age=300";
    static final Map<String, MediaType> TYPES = Map.of(
            "page.css", new MediaType("text", "css", "utf-8"),
            "page.js", new MediaType("text", "javascript", "utf-8"));

    private final Map<String, byte[]> assets = new HashMap<>();

    AssetEndpoint(String folder) {
        TYPES.keySet().forEach(name -> assets.put(name, PageShell.resource(folder + "/" + name)));
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        String name = request.getUriInfo().getPathParameters().getFirst("asset");
        byte[] bytes = assets.get(name);
        if (bytes == null) {
            throw new NotFoundException();
        }
        return Response.ok(bytes, TYPES.get(name)).header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL).build();
    }
}
