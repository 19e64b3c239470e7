package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cairn.api.Json;
import dev.cairn.api.Timestamps;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.Stderr;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** verify_signed_signal: signature, freshness both ways, one acceptance per nonce, nothing of it kept. */
class VerifySignedSignalIT extends SharedAppTest {
    private static final String SECRET = "whsec_sentinel_Q7v9xK2mP4";
    private static final String MESSAGE = "{\"order\":\"sentinel-message-8c1f\"}";

    private final Signals signals = new Signals(app);
    private int nonces;

    private String nonce() {
        return "nonce-" + System.nanoTime() + "-" + nonces++;
    }

    private static long nowSeconds() {
        return Math.floorDiv(CLOCK.millis(), 1000L);
    }

    private static ObjectNode request(String secret, long timestamp, String nonce, String message) {
        return Json.MAPPER.createObjectNode().put("message", message).put("shared_secret", secret)
                .put("signature", HexFormat.of().formatHex(SignalHmac.sign(secret, timestamp, nonce, message)))
                .put("timestamp", timestamp).put("nonce", nonce);
    }

    private JsonNode verify(ObjectNode request) {
        return signals.call("verify_signed_signal", "/v1/signals/verify", key, request.toString());
    }

    @Test
    void aFreshCorrectlySignedSignalIsValidOnce() {
        long timestamp = nowSeconds();
        ObjectNode request = request(SECRET, timestamp, nonce(), MESSAGE);
        JsonNode first = verify(request);
        assertThat(first.path("valid").asBoolean()).isTrue();
        assertThat(first.path("reason").isNull()).isTrue();
        assertThat(first.path("checked_at").asText()).isEqualTo(Timestamps.format(CLOCK.millis()));
        assertThat(first.path("nonce_remembered_until").asText())
                .isEqualTo(Timestamps.format((timestamp + 300) * 1000 + SignedSignals.NONCE_MARGIN_MS));
        JsonNode replay = verify(request);
        assertThat(replay.path("valid").asBoolean()).isFalse();
        assertThat(replay.path("reason").asText()).isEqualTo("nonce_replayed");
        assertThat(replay.path("nonce_remembered_until").isNull()).isTrue();
    }

    @Test
    void anUppercaseSignatureIsTheSameSignature() {
        ObjectNode request = request(SECRET, nowSeconds(), nonce(), MESSAGE);
        request.put("signature", request.path("signature").asText().toUpperCase());
        assertThat(verify(request).path("valid").asBoolean()).isTrue();
    }

    @Test
    void aWrongSignatureIsAMismatchAndDoesNotSpendTheNonce() {
        String nonce = nonce();
        ObjectNode forged = request(SECRET + "-other", nowSeconds(), nonce, MESSAGE);
        forged.put("shared_secret", SECRET);
        JsonNode mismatch = verify(forged);
        assertThat(mismatch.path("valid").asBoolean()).isFalse();
        assertThat(mismatch.path("reason").asText()).isEqualTo("signature_mismatch");
        ObjectNode tampered = request(SECRET, nowSeconds(), nonce, MESSAGE);
        tampered.put("message", MESSAGE + " ");
        assertThat(verify(tampered).path("reason").asText()).isEqualTo("signature_mismatch");
        assertThat(verify(request(SECRET, nowSeconds(), nonce, MESSAGE)).path("valid").asBoolean()).isTrue();
    }

    @Test
    void freshnessIsEnforcedInBothDirectionsAndDoesNotSpendTheNonce() {
        String nonce = nonce();
        long now = nowSeconds();
        assertThat(verify(request(SECRET, now - 301, nonce, MESSAGE)).path("reason").asText()).isEqualTo("stale");
        assertThat(verify(request(SECRET, now + 301, nonce, MESSAGE)).path("reason").asText())
                .isEqualTo("from_the_future");
        ObjectNode wider = request(SECRET, now - 3600, nonce, MESSAGE).put("max_age_seconds", 3600);
        assertThat(verify(wider).path("valid").asBoolean()).isTrue();
        assertThat(verify(request(SECRET, now - 300, nonce(), MESSAGE)).path("valid").asBoolean()).isTrue();
        assertThat(verify(request(SECRET, now + 300, nonce(), MESSAGE)).path("valid").asBoolean()).isTrue();
        assertThat(verify(request(SECRET, 0, nonce(), MESSAGE)).path("reason").asText()).isEqualTo("stale");
    }

    @Test
    void aSignalGoesStaleAsTheClockMoves() {
        ObjectNode request = request(SECRET, nowSeconds(), nonce(), MESSAGE);
        CLOCK.advance(java.time.Duration.ofSeconds(301));
        assertThat(verify(request).path("reason").asText()).isEqualTo("stale");
    }

    @Test
    void noncesBelongToTheirAccount() {
        ObjectNode request = request(SECRET, nowSeconds(), nonce(), MESSAGE);
        assertThat(verify(request).path("valid").asBoolean()).isTrue();
        key = app.createApiKey();
        assertThat(verify(request).path("valid").asBoolean()).isTrue();
    }

    @Test
    void inputBoundsAreInputErrors() {
        ObjectNode valid = request(SECRET, nowSeconds(), nonce(), MESSAGE);
        List<ObjectNode> broken = List.of(valid.deepCopy().put("signature", "abc"),
                valid.deepCopy().put("signature", "g".repeat(64)), valid.deepCopy().put("shared_secret", "short"),
                valid.deepCopy().put("timestamp", -1), valid.deepCopy().put("nonce", ""),
                valid.deepCopy().put("nonce", "n".repeat(201)), valid.deepCopy().put("max_age_seconds", 29),
                valid.deepCopy().put("max_age_seconds", 86401), valid.deepCopy().put("message", "m".repeat(100001)));
        for (ObjectNode request : broken) {
            assertThat(app.post("/v1/signals/verify", key, request.toString()).status()).isEqualTo(400);
        }
        assertThat(app.post("/v1/signals/verify", null, valid.toString()).status()).isEqualTo(401);
    }

    @Test
    void sixtyConcurrentDeliveriesOfOneNonceAreValidExactlyOnce() throws Exception {
        String body = request(SECRET, nowSeconds(), nonce(), MESSAGE).toString();
        ExecutorService pool = Executors.newFixedThreadPool(60);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<JsonNode>> replies = new ArrayList<>();
        try {
            for (int i = 0; i < 60; i++) {
                replies.add(pool.submit(() -> {
                    start.await();
                    return app.post("/v1/signals/verify", key, body).json();
                }));
            }
            start.countDown();
            int valid = 0;
            for (Future<JsonNode> reply : replies) {
                JsonNode result = reply.get();
                valid += result.path("valid").asBoolean() ? 1 : 0;
                if (!result.path("valid").asBoolean()) {
                    assertThat(result.path("reason").asText()).isEqualTo("nonce_replayed");
                }
            }
            assertThat(valid).isEqualTo(1);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void neitherSecretNorMessageIsKeptAnsweredOrLogged() throws Exception {
        String nonce = "sentinel-nonce-" + nonces++;
        List<String> answers = new ArrayList<>();
        String log = Stderr.during(() -> {
            answers.add(app.post("/v1/signals/verify", key, request(SECRET, nowSeconds(), nonce, MESSAGE).toString())
                    .text());
            answers.add(app.post("/v1/signals/verify", key, request(SECRET, nowSeconds(), nonce, MESSAGE).toString())
                    .text());
            ObjectNode broken = request(SECRET, nowSeconds(), nonce, MESSAGE).put("signature", "zz");
            answers.add(app.post("/v1/signals/verify", key, broken.toString()).text());
        });
        String redis = Signals.dump();
        for (String trace : List.of(SECRET, "sentinel-message-8c1f", nonce)) {
            assertThat(redis).doesNotContain(trace);
            assertThat(log).doesNotContain(trace);
            assertThat(String.join("\n", answers)).doesNotContain(trace);
        }
        assertThat(Signals.keysContaining("signal-nonce")).isNotEmpty();
        assertThat(answers.get(2)).contains("invalid_request");
    }
}
