package dev.cairn.control.contract;

/**
 * The policy match family in the shared contract: stateless, so its one tool is its "create" (no control_id, no
 * record, no link, no lookup); the contract checks its answer against the output schema and every bad body.
 */
final class PolicyContract {
    static final FamilyContract FAMILY = FamilyContract.family("policy", "match_policy_requirements", """
            {"provider_capabilities":["eu_data_residency","sso"],"consumer_required":["sso"],
             "consumer_forbidden":["ads_tracking"]}""");

    private PolicyContract() {
    }
}
