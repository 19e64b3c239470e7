package dev.cairn.control.policy;

import dev.cairn.api.Outcome;
import dev.cairn.api.ProblemException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a provider's capabilities meet a consumer's policy: every required token present and no forbidden one.
 * Tokens are compared exactly (case and Unicode form count), so a token that could only ever miss by accident is
 * refused rather than silently failed: an empty one, one with whitespace at either end or a control character,
 * and a token both required and forbidden, which no provider could satisfy (422 invalid_policy_input).
 */
public final class PolicyMatcher {
    private PolicyMatcher() {
    }

    public static PolicyRecords.Result match(PolicyRecords.Match request) {
        requireTokens(request.providerCapabilities(), "provider_capabilities");
        requireTokens(request.consumerRequired(), "consumer_required");
        requireTokens(request.consumerForbidden(), "consumer_forbidden");
        Set<String> required = new LinkedHashSet<>(request.consumerRequired());
        List<String> forbidden = request.consumerForbidden();
        for (int i = 0; i < forbidden.size(); i++) {
            if (required.contains(forbidden.get(i))) {
                throw invalid("consumer_forbidden", i, "This token is also required, so no provider can match.");
            }
        }
        Set<String> capabilities = Set.copyOf(request.providerCapabilities());
        List<String> matched = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        required.forEach(token -> (capabilities.contains(token) ? matched : missing).add(token));
        List<String> present = new LinkedHashSet<>(forbidden).stream().filter(capabilities::contains).toList();
        return new PolicyRecords.Result(Outcome.BRAND, missing.isEmpty() && present.isEmpty(), matched, missing,
                present);
    }

    private static void requireTokens(List<String> tokens, String field) {
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (token.isEmpty()) {
                throw invalid(field, i, "A token must not be empty.");
            }
            if (isSpace(token.codePointAt(0)) || isSpace(token.codePointBefore(token.length()))) {
                throw invalid(field, i, "A token must not begin or end with whitespace; tokens are compared exactly.");
            }
            if (token.codePoints().anyMatch(Character::isISOControl)) {
                throw invalid(field, i, "A token must not contain control characters.");
            }
        }
    }

    /** Java's whitespace and Unicode's space separators (no-break spaces too). */
    private static boolean isSpace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint);
    }

    private static ProblemException invalid(String field, int index, String detail) {
        return ProblemException.unprocessable("invalid_policy_input", detail, "/" + field + "/" + index);
    }
}
