package dev.cairn.pages;

import dev.cairn.api.LinkPage;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.model.Resource;

/**
 * The pages behind the families' human links (approval, veto, quorum, escalation): {@code GET /<segment>/{id}}
 * answers the family's static page for any id (the page says "not found" when the public API answers 404),
 * and {@code GET /pages/{asset}} the stylesheet and script. Jersey answers {@code HEAD} from {@code GET} and other methods with 405.
 */
public final class PageRoutes {
    static final String ASSETS = "pages";

    private PageRoutes() {
    }

    public static void register(JerseyEnvironment jersey, List<LinkPage> pages) {
        Set<String> segments = new HashSet<>();
        String template = PageShell.template();
        for (LinkPage page : pages) {
            route(jersey, "/" + page.segment() + "/{id}", new ShellEndpoint(PageShell.render(template, page)));
            segments.add(page.segment());
        }
        route(jersey, "/" + ASSETS + "/{asset}", new AssetEndpoint(ASSETS));
        segments.add(ASSETS);
        jersey.register(new PageHeaders(Set.copyOf(segments)));
    }

    private static void route(JerseyEnvironment jersey, String path,
                              Inflector<ContainerRequestContext, Response> endpoint) {
        Resource.Builder resource = Resource.builder(path);
        resource.addMethod("GET").handledBy(endpoint);
        jersey.getResourceConfig().registerResources(resource.build());
    }
}
