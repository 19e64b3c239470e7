package dev.cairn.control.policy;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/** Request and result bodies of match_policy_requirements; the request has passed its schema (bounds of spec §8). */
public final class PolicyRecords {
    private PolicyRecords() {
    }

    public record Match(List<String> providerCapabilities, List<String> consumerRequired,
                        List<String> consumerForbidden) {
    }

    /**
     * The verdict and its reasons, each list in the order its tokens were given, without repeats:
     * {@code matched_required ∪ missing_required} is {@code consumer_required}.
     */
    @JsonPropertyOrder({"brand", "match", "matched_required", "missing_required", "present_forbidden"})
    public record Result(String brand, boolean match, List<String> matchedRequired, List<String> missingRequired,
                         List<String> presentForbidden) {
    }
}
