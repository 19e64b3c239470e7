package dev.cairn.pages;

import dev.cairn.api.QualityCards.Card;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.glassfish.jersey.process.Inflector;

/**
 * {@code GET /cards/{card_id}}: the card computed with no filters, drawn as HTML; a malformed id or a card
 * with no evidence gets a small HTML 404 page (a person opened the link, not a client expecting JSON).
 */
final class CardEndpoint implements Inflector<ContainerRequestContext, Response> {
    static final String SEGMENT = "cards";
    static final Pattern CARD_ID = Pattern.compile("tmc_[a-f0-9]{40}");
    /**
     * A card changes as evidence and corrections arrive, and it is public: a copy may be kept, but is
     * checked with Cairn before each use, so nobody reads figures older than the last observation.
     */
    static final String CACHE_CONTROL = "no-cache";

    private final Function<String, Optional<Card>> cards;
    private final CardPage page;

    CardEndpoint(Function<String, Optional<Card>> cards, CardPage page) {
        this.cards = cards;
        this.page = page;
    }

    @Override
    public Response apply(ContainerRequestContext request) {
        if (request.getUriInfo().getPath().endsWith("/")) {
            // As for the link pages: from /cards/{id}/ the page's relative stylesheet path would miss.
            throw new NotFoundException();
        }
        String cardId = request.getUriInfo().getPathParameters().getFirst("id");
        Optional<Card> card = CARD_ID.matcher(cardId).matches() ? cards.apply(cardId) : Optional.empty();
        return Response.status(card.isPresent() ? 200 : 404)
                .entity(card.map(page::render).orElseGet(page::notFound))
                .type(ShellEndpoint.HTML)
                .header(HttpHeaders.CACHE_CONTROL, CACHE_CONTROL)
                .build();
    }
}
