package dev.cairn.api;

/**
 * The page behind a family's human links, {@code /<segment>/<id>#<token>}, with its fixed wording. The
 * family states it once: its links are made from it and the page is served from it.
 */
public record LinkPage(String segment, String heading, String lead) {
    /** The link a person receives: the page, the record's id, and the token after {@code #}, which browsers never send. */
    public String link(String baseUrl, String id, String token) {
        return baseUrl + "/" + segment + "/" + id + "#" + token;
    }
}
