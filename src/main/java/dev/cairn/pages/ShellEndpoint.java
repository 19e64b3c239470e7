package dev.cairn.pages;

import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.process.Inflector;

/** {@code GET /<kind>/{id}}: the same static page for every id; the script reads the id and the token. */
final class ShellEndpoint implements Inflector<ContainerRequestContext, Response> {
    static final MediaType HTML = new MediaType("text", "html", "utf-8");
    /** The page is the same for every link, but it sits at a URL that names a record: keep no copy anywhere. */
    static final String CACHE_CONTROL = "no-store";

    private final byte[] html;

    ShellEndpoint(byte[] html) {
        this.html = html;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        if (request.getUriInfo().getPath().endsWith("/")) {
            // Jersey matches /approve/{id}/ too, but there the page's relative asset paths would miss.
            throw new NotFoundException();
        }
        return Response.ok(html, HTML).header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL).build();
    }
}
