package dev.cairn.discovery;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.function.Function;
import org.glassfish.jersey.process.Inflector;

/**
 * Serves one discovery document, rendered with the links of the configured public base URL or, when
 * none is configured, of the request's own host: then caches must keep one copy per {@code Host}. The
 * {@code Vary} header set here replaces the {@code Accept-Encoding} that compression adds, so it names both.
 */
final class DocumentEndpoint implements Inflector<ContainerRequestContext, Response> {
    static final String CACHE_CONTROL = "public, max-age=300";
    static final MediaType TEXT = new MediaType("text", "plain", "utf-8");
    static final String VARY_BY_HOST = HttpHeaders.ACCEPT_ENCODING + ", " + HttpHeaders.HOST;

    private final Optional<URI> publicBaseUrl;
    private final MediaType type;
    private final Function<Links, byte[]> render;
    /** The last rendering and the base it was made for: one base in practice, so each GET is a copy-out. */
    private volatile Rendered last = new Rendered("", null);

    private record Rendered(String base, byte[] bytes) {
    }

    private DocumentEndpoint(Optional<URI> publicBaseUrl, MediaType type, Function<Links, byte[]> render) {
        this.publicBaseUrl = publicBaseUrl;
        this.type = type;
        this.render = render;
    }

    static DocumentEndpoint json(Optional<URI> publicBaseUrl, Function<Links, ?> document) {
        return json(publicBaseUrl, MediaType.APPLICATION_JSON_TYPE, document);
    }

    /** A JSON document of its own media type, such as {@code application/mcp-server-card+json}. */
    static DocumentEndpoint json(Optional<URI> publicBaseUrl, MediaType type, Function<Links, ?> document) {
        return new DocumentEndpoint(publicBaseUrl, type, links -> JsonTree.bytes(document.apply(links)));
    }

    static DocumentEndpoint text(Optional<URI> publicBaseUrl, Function<Links, String> document) {
        return new DocumentEndpoint(publicBaseUrl, TEXT,
                links -> document.apply(links).getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        Links links = Links.of(publicBaseUrl, request.getUriInfo().getBaseUri());
        Rendered rendered = last;
        if (!rendered.base().equals(links.base())) {
            rendered = new Rendered(links.base(), render.apply(links));
            last = rendered;
        }
        Response.ResponseBuilder response = Response.ok(rendered.bytes(), type)
                .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL);
        if (publicBaseUrl.isEmpty()) {
            response.header(HttpHeaders.VARY, VARY_BY_HOST);
        }
        return response.build();
    }
}
