package dev.cairn.pages;

import dev.cairn.api.QualityCards.Card;
import dev.cairn.api.QualityCards.Correction;
import dev.cairn.api.QualityCards.Evidence;
import dev.cairn.api.QualityCards.Target;
import java.nio.charset.StandardCharsets;

/**
 * The quality card page (spec §4.8), drawn on the server as plain HTML: no script, every caller string
 * (target fields, version, task category, region, corrections) escaped as text. Figures appear only on
 * a scored card; below the threshold the page says how many verified contributors are still needed.
 */
final class CardPage {
    static final String TEMPLATE = "pages/card.html";
    static final String NOTE = "<section class=\"note\" aria-labelledby=\"note-title\"><h2 id=\"note-title\">"
            + "How to read this card</h2><p>No ranking and no universal trust score: these figures are for this exact "
            + "target, version and task only. Rates are weighted so that no contributor carries more than a third of "
            + "a figure. A filed correction or appeal erases no evidence.</p></section>";

    private final String[] template;

    CardPage(String template) {
        this.template = template.split("\\{\\{content}}", -1);
        if (this.template.length != 2) {
            throw new IllegalStateException(TEMPLATE + " needs exactly one {{content}} placeholder");
        }
    }

    static CardPage load() {
        return new CardPage(new String(PageShell.resource(TEMPLATE), StandardCharsets.UTF_8));
    }

    byte[] render(Card card) {
        boolean scored = Card.SCORED.equals(card.status()) && card.scores() != null;
        return document("<h1>Quality card</h1><p class=\"lead\">Evidence about one exact target and task, from "
                + "structured observations by verified contributors.</p>"
                + target(card.cardId(), card.target())
                + status(card, scored)
                + (scored ? CardFigures.section(card.scores()) : "")
                + corrections(card)
                + NOTE);
    }

    byte[] notFound() {
        return document("<h1>No evidence recorded</h1><p class=\"lead\">No evidence has been recorded for this "
                + "card. Check the link, or record an observation of the target first.</p>" + NOTE);
    }

    private byte[] document(String content) {
        return (template[0] + content + template[1]).getBytes(StandardCharsets.UTF_8);
    }

    private static String target(String cardId, Target target) {
        return "<section class=\"panel\" aria-labelledby=\"target-title\"><h2 id=\"target-title\">"
                + Html.escape(target.providerDomain()) + " " + Html.escape(target.version()) + "</h2><dl>"
                + item("Type", kind(target.targetType()))
                + item("Provider domain", Html.escape(target.providerDomain()))
                + item("Endpoint", "<code>" + Html.escape(target.canonicalEndpoint()) + "</code>")
                + item("Version", Html.escape(target.version()))
                + item("Task category", Html.escape(target.taskCategory()))
                + item("Interface digest", target.interfaceDigest() == null ? "not given"
                : "<code>" + Html.escape(target.interfaceDigest()) + "</code>")
                + item("Region", target.region() == null ? "not given" : Html.escape(target.region()))
                + item("Card", "<code>" + Html.escape(cardId) + "</code>")
                + "</dl></section>";
    }

    private static String status(Card card, boolean scored) {
        Evidence evidence = card.evidence();
        String state = scored ? "<p class=\"state state-good\">Scored</p>"
                : "<p class=\"state state-wait\">Insufficient evidence</p><p>" + card.contributorsNeeded() + " more verified "
                + (card.contributorsNeeded() == 1 ? "contributor" : "contributors") + " needed; no scores are shown "
                + "until three have reported.</p>";
        return "<section aria-labelledby=\"evidence-title\"><h2 id=\"evidence-title\">Evidence</h2>" + state + "<dl>"
                + item("Verified contributors", Integer.toString(card.verifiedContributors()))
                + item("E1, receipt-linked", CardNumbers.observations(evidence.e1()))
                + item("E0, not receipt-linked", CardNumbers.observations(evidence.e0()))
                + item("Unverified (not counted)", CardNumbers.observations(evidence.unverified()))
                + "</dl></section>";
    }

    private static String corrections(Card card) {
        StringBuilder list = new StringBuilder();
        for (Correction correction : card.corrections()) {
            list.append("<li>").append(state(correction)).append(": ").append(Html.escape(correction.requestKind()))
                    .append(" (").append(Html.escape(correction.reasonCode())).append("), filed ")
                    .append(Html.escape(correction.requestedAt()))
                    .append(correction.resolvedAt() == null ? "" : ", resolved " + Html.escape(correction.resolvedAt()))
                    .append(" <code>").append(Html.escape(correction.correctionId())).append("</code></li>");
        }
        return "<section aria-labelledby=\"corrections-title\"><h2 id=\"corrections-title\">Corrections and appeals</h2>"
                + (list.isEmpty() ? "<p>None filed.</p>" : "<ul class=\"corrections\">" + list + "</ul>") + "</section>";
    }

    private static String state(Correction correction) {
        if ("pending".equals(correction.status())) {
            return "<span class=\"state state-wait\">pending, unverified</span>";
        }
        return "<span class=\"state\">" + Html.escape(correction.status())
                + (correction.verified() ? "" : ", unverified") + "</span>";
    }

    private static String item(String name, String valueHtml) {
        return "<dt>" + name + "</dt><dd>" + valueHtml + "</dd>";
    }

    private static String kind(String targetType) {
        return switch (targetType) {
            case "mcp_server" -> "MCP server";
            case "rest_api" -> "REST API";
            default -> Html.escape(targetType);
        };
    }
}
