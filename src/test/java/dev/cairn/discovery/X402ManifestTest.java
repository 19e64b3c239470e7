package dev.cairn.discovery;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

class X402ManifestTest {
    @Test
    void withPayPerCallDisabledNoResourceIsListed() throws Exception {
        JsonNode manifest = Json.MAPPER.valueToTree(X402Manifest.of(DiscoveryFixtures.RAIL, DiscoveryFixtures.LINKS,
                List.of("/x402/v1/scan")));
        assertThat(manifest).isEqualTo(Json.MAPPER.readTree(
                "{\"version\":1,\"resources\":[],\"instructions\":\"" + X402Manifest.DISABLED + "\","
                        + "\"cairn\":{\"enabled\":false,\"network\":\"eip155:8453\",\"price_per_call_usd\":\"0.01\"}}"));
    }

    @Test
    void withPayPerCallEnabledEachPaidRouteIsAnAbsoluteUrl() {
        X402Rail rail = new X402Rail(true, "eip155:84532", "0.05");
        JsonNode manifest = Json.MAPPER.valueToTree(X402Manifest.of(rail, DiscoveryFixtures.LINKS,
                List.of("/x402/v1/scan", "/x402/v1/redact")));
        assertThat(manifest.path("resources")).extracting(JsonNode::asText).containsExactly(
                "https://cairn.example.com/x402/v1/scan", "https://cairn.example.com/x402/v1/redact");
        assertThat(manifest.path("instructions").asText()).contains("PAYMENT-REQUIRED", "PAYMENT-SIGNATURE");
        assertThat(manifest.path("cairn").path("price_per_call_usd").asText()).isEqualTo("0.05");
    }
}
