package dev.cairn.pages;

import dev.cairn.api.LinkPage;
import dev.cairn.api.QualityCards.Card;
import io.dropwizard.jersey.setup.JerseyEnvironment;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.glassfish.jersey.process.Inflector;
import org.glassfish.jersey.server.model.Resource;

/**
 * The pages behind the families' human links (approval, veto, quorum, escalation): {@code GET /<segment>/{id}}
 * answers the family's static page for any id (the page says "not found" when the public API answers 404),
 * {@code GET /cards/{card_id}} the quality card page, drawn on the server from {@code cards} (a card id to the
 * card with no filters, empty when no evidence was recorded for it), and {@code GET /pages/{asset}} the
 * stylesheet and script. Jersey answers {@code HEAD} from {@code GET} and other methods with 405.
 */
public final class PageRoutes {
    static final String ASSETS = "pages";

    private PageRoutes() {
    }

    public static void register(JerseyEnvironment jersey, List<LinkPage> pages,
                                Function<String, Optional<Card>> cards) {
        Set<String> segments = new HashSet<>();
        String template = PageShell.template();
        for (LinkPage page : pages) {
            route(jersey, "/" + page.segment() + "/{id}", new ShellEndpoint(PageShell.render(template, page)));
            segments.add(page.segment());
        }
        route(jersey, "/" + CardEndpoint.SEGMENT + "/{id}", new CardEndpoint(cards, CardPage.load()));
        segments.add(CardEndpoint.SEGMENT);
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
