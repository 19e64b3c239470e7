package dev.cairn.access.x402;

import static org.assertj.core.api.Assertions.assertThat;

import io.dropwizard.jackson.Jackson;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PaymentTermsTest {
    static X402Config config(Map<String, Object> fields) {
        return Jackson.newObjectMapper().convertValue(fields, X402Config.class);
    }

    static PaymentTerms baseSepolia(String payTo, String priceUsd) {
        return PaymentTerms.of(config(Map.of("enabled", true, "network", "eip155:84532", "payTo", payTo,
                "pricePerCallUsd", priceUsd)));
    }

    @Test
    void thePriceIsStatedInTheTokensAtomicUnits() {
        assertThat(PaymentTerms.atomicAmount("0.01", 6)).contains("10000");
        assertThat(PaymentTerms.atomicAmount("1", 6)).contains("1000000");
        assertThat(PaymentTerms.atomicAmount("0.000001", 6)).contains("1");
        assertThat(PaymentTerms.atomicAmount("0.0000015", 6)).isEmpty();
        assertThat(PaymentTerms.atomicAmount("0", 6)).isEmpty();
        assertThat(PaymentTerms.atomicAmount("0.000000000000000001", 18)).contains("1");
    }

    @Test
    void theRequirementsCarryTheTokensDomainAndTheChainId() {
        PaymentTerms terms = baseSepolia(PaymentCheckTest.PAY_TO, "0.25");
        assertThat(terms.requirements()).isEqualTo(new Wire.Requirements("exact", "eip155:84532", "250000",
                "0x036CbD53842c5426634e7929541eC2318f3dCF7e", PaymentCheckTest.PAY_TO, 120,
                new Wire.Extra("USDC", "2")));
        assertThat(terms.chainId()).hasToString("84532");
    }

    @Test
    void aPaymentRequiredIsTheV2ObjectInStandardBase64() throws Exception {
        String header = Wire.header(new Wire.PaymentRequired(2, "Payment required",
                new Wire.Resource("https://cairn.example/x402/v1/scan", "d", "application/json"),
                java.util.List.of(baseSepolia(PaymentCheckTest.PAY_TO, "0.01").requirements())));
        String json = new String(java.util.Base64.getDecoder().decode(header), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(json).isEqualTo("{\"x402Version\":2,\"error\":\"Payment required\",\"resource\":{\"url\":"
                + "\"https://cairn.example/x402/v1/scan\",\"description\":\"d\",\"mimeType\":\"application/json\"},"
                + "\"accepts\":[{\"scheme\":\"exact\",\"network\":\"eip155:84532\",\"amount\":\"10000\",\"asset\":"
                + "\"0x036CbD53842c5426634e7929541eC2318f3dCF7e\",\"payTo\":\"" + PaymentCheckTest.PAY_TO + "\","
                + "\"maxTimeoutSeconds\":120,\"extra\":{\"name\":\"USDC\",\"version\":\"2\"}}]}");
    }
}
