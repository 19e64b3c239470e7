package dev.cairn.control.policy;

import dev.cairn.api.Access;
import dev.cairn.catalog.Catalog;
import dev.cairn.catalog.Family;
import dev.cairn.catalog.Hints;
import dev.cairn.catalog.ToolSpec;

/** match_policy_requirements: stateless; a paid key (spec §5.3) but no store, nothing kept. */
public final class PolicyService implements Family {
    static final ToolSpec MATCH_POLICY_REQUIREMENTS = new ToolSpec("match_policy_requirements", "/v1/policies/match",
            "Match a provider's capabilities against a consumer's policy",
            "match is true when every token of consumer_required is in provider_capabilities and no token of"
                    + " consumer_forbidden is. matched_required, missing_required and present_forbidden say why, each"
                    + " in the order given, without repeats. Tokens are compared exactly (case counts); an empty"
                    + " token, one with whitespace at either end or a control character, or a token both required"
                    + " and forbidden is 422 invalid_policy_input. Stores nothing.",
            Access.SUBSCRIPTION, Hints.READ_ONLY);

    @Override
    public void register(Catalog.Builder catalog) {
        catalog.add(MATCH_POLICY_REQUIREMENTS, PolicyRecords.Match.class, (request, caller) -> PolicyMatcher.match(request));
    }
}
