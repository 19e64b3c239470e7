package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import org.junit.jupiter.api.Test;

class X402ManifestTest {
    @Test
    void listsNoResourceAndReportsTheRailAsUnavailable() throws Exception {
        JsonNode manifest = Json.MAPPER.valueToTree(X402Manifest.of(DiscoveryFixtures.RAIL));
        assertThat(manifest).isEqualTo(Json.MAPPER.readTree(
                "{\"version\":1,\"resources\":[],\"cairn\":{\"enabled\":false,\"network\":\"eip155:8453\","
                        + "\"price_per_call_usd\":\"0.01\","
                        + "\"note\":\"pay-per-call is not available in this release\"}}"));
    }
}
