package dev.cairn.quality.readiness;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Outcome;
import dev.cairn.quality.readiness.ReadinessRecords.Check;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the checks a request asks for on the card it supplies, and only on that card: nothing is fetched, so the
 * verdict says what the card declares, never what the server does (spec §4.8).
 */
public final class ReadinessChecker {
    static final String NOTICE = "Cairn checked only the server card you supplied: it fetched nothing and connected"
            + " to no server. A ready verdict means the card is well formed and declares what you asked for; it"
            + " certifies neither the server's security nor its behavior.";

    private ReadinessChecker() {
    }

    public static ReadinessRecords.Result check(ReadinessRecords.Request request) {
        JsonNode card = request.serverCard();
        CardBounds.require(card);
        List<Check> checks = new ArrayList<>();
        checks.add(CardFormat.check(card));
        if (request.expectedVersion() != null) {
            checks.add(version(card, request.expectedVersion()));
        }
        if (request.requiredTools() != null) {
            checks.add(CardDeclarations.requiredTools(card, request.requiredTools()));
        }
        if (Boolean.TRUE.equals(request.requireStreamableHttp())) {
            checks.add(CardDeclarations.streamableHttp(card));
        }
        int passed = (int) checks.stream().filter(Check::passed).count();
        return new ReadinessRecords.Result(Outcome.BRAND, passed == checks.size() ? "ready" : "not_ready", checks,
                new ReadinessRecords.Checked(checks.size(), passed, checks.size() - passed), NOTICE);
    }

    private static Check version(JsonNode card, String expected) {
        JsonNode version = card.get("version");
        if (version == null || !version.isTextual()) {
            return Check.of("version", false, "The card has no version string to compare with expected_version.");
        }
        return version.textValue().equals(expected)
                ? Check.of("version", true, "The card's version equals expected_version.")
                : Check.of("version", false, "The card's version differs from expected_version.");
    }
}
