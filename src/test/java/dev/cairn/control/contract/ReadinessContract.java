package dev.cairn.control.contract;

/**
 * check_agent_readiness in the shared contract: stateless, so its one tool is its "create" (no control_id, no
 * record, no link, no lookup); the contract checks its answer against the output schema and every bad body.
 */
final class ReadinessContract {
    static final FamilyContract FAMILY = FamilyContract.family("readiness", "check_agent_readiness", """
            {"server_card":{"$schema":"https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
             "name":"com.example/weather","version":"1.2.0","description":"Weather forecasts for agents."},
             "expected_version":"1.2.0"}""");

    private ReadinessContract() {
    }
}
