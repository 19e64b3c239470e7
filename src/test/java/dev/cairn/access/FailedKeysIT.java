package dev.cairn.access;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import dev.cairn.testing.Mcp;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.SharedAppTest;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Unknown API keys against a running Cairn: how many PostgreSQL queries they cost (Dropwizard's JDBI timer
 * of {@code AccountDao.findOwner}, read from the admin port's metrics), and what the client sees.
 */
class FailedKeysIT extends SharedAppTest {
    private static final String INSPECT = "/v1/inspect";
    private static final String BODY = "{\"text\":\"hello\"}";
    private static final SecureRandom RANDOM = new SecureRandom();
    @BeforeEach
    void newWindows() {
        CLOCK.advance(Duration.ofMinutes(2)); // every address's window and every cached lookup has expired
    }

    @Test
    void twoThousandRandomKeysFromOneAddressCostAtMostTheLimitInQueries() {
        long before = keyLookups();
        Map<Integer, Integer> statuses = new HashMap<>();
        for (int i = 0; i < 2_000; i++) {
            String key = randomKey();
            Http.Reply reply = app.post(INSPECT, key, BODY);
            statuses.merge(reply.status(), 1, Integer::sum);
            assertThat(reply.text()).doesNotContain(key.substring(11));
            if (reply.status() == 429) {
                assertThat(reply.json().get("code").asText()).isEqualTo("too_many_failed_keys");
                assertThat(Long.parseLong(reply.header("Retry-After"))).isBetween(1L, 60L);
            }
        }
        long queries = keyLookups() - before;
        System.out.printf("2000 random keys: %d key lookups in PostgreSQL, statuses %s%n", queries, statuses);
        assertThat(queries).isLessThanOrEqualTo(20);
        assertThat(statuses).containsEntry(401, 20).containsEntry(429, 1_980);
    }

    @Test
    void aRepeatedUnknownKeyIsLookedUpOnce() {
        String key = randomKey();
        long before = keyLookups();
        for (int i = 0; i < 10; i++) {
            assertThat(app.post(INSPECT, key, BODY).status()).isEqualTo(401);
        }
        assertThat(keyLookups() - before).isEqualTo(1);
    }

    @Test
    void theWindowEndsAfterAMinute() {
        exhaustTheLimitFromLoopback();
        Http.Reply refused = app.post(INSPECT, randomKey(), BODY);
        assertThat(refused.status()).isEqualTo(429);
        CLOCK.advance(Duration.ofSeconds(Long.parseLong(refused.header("Retry-After"))));
        assertThat(app.post(INSPECT, randomKey(), BODY).status()).isEqualTo(401);
    }

    @Test
    void aLimitedAddressKeepsAKeyItUsedRecentlyButOtherAddressesAreNotLimited() {
        String warm = app.createApiKey();
        String cold = app.createApiKey();
        assertThat(app.post(INSPECT, warm, BODY).status()).isEqualTo(200);
        exhaustTheLimitFromLoopback();

        assertThat(app.post(INSPECT, warm, BODY).status()).isEqualTo(200);
        long before = keyLookups();
        assertThat(app.post(INSPECT, cold, BODY).status()).isEqualTo(429); // not looked up: answered from memory
        assertThat(keyLookups()).isEqualTo(before);
        assertThat(statusFrom("127.0.0.2", cold)).isEqualTo(200);
        assertThat(statusFrom("127.0.0.3", randomKey())).isEqualTo(401);
    }

    @Test
    void forwardedHeadersAreNotTrustedByDefault() {
        exhaustTheLimitFromLoopback();
        Http.Reply reply = Http.postWith(app.url(INSPECT), Map.of("Content-Type", "application/json",
                "Authorization", "Bearer " + randomKey(), "X-Forwarded-For", "198.51.100.7",
                "Forwarded", "for=198.51.100.7"), BODY);
        assertThat(reply.status()).isEqualTo(429);
    }

    @Test
    void mcpToolsCallAnswersTheSameProblemAsAnIsErrorResult() {
        exhaustTheLimitFromLoopback();
        String key = randomKey();
        Http.Reply reply = new Mcp(app).legacy(key, "tools/call", Mcp.call("inspect_text", BODY));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.text()).doesNotContain(key.substring(11));
        JsonNode result = reply.json().get("result");
        assertThat(result.get("isError").asBoolean()).isTrue();
        assertThat(result.get("structuredContent").get("status").asInt()).isEqualTo(429);
        assertThat(result.get("structuredContent").get("code").asText()).isEqualTo("too_many_failed_keys");
    }

    private static void exhaustTheLimitFromLoopback() {
        for (int i = 0; i < 20; i++) {
            assertThat(app.post(INSPECT, randomKey(), BODY).status()).isEqualTo(401);
        }
    }

    private static int statusFrom(String localAddress, String key) {
        byte[] body = BODY.getBytes(StandardCharsets.UTF_8);
        String request = "POST " + INSPECT + " HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\n"
                + "Authorization: Bearer " + key + "\r\nConnection: close\r\nContent-Length: " + body.length + "\r\n\r\n"
                + BODY;
        try {
            String response = RawHttp.exchangeFrom(InetAddress.getByName(localAddress), app.url(INSPECT),
                    request.getBytes(StandardCharsets.UTF_8));
            return Integer.parseInt(response.substring(9, 12));
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How many times the app has looked a key up in PostgreSQL. */
    private static long keyLookups() {
        JsonNode timers = Http.get(app.adminUrl("/metrics")).json().get("timers");
        long count = 0;
        var names = timers.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (name.contains("AccountDao") && name.contains("findOwner")) {
                count += timers.get(name).get("count").asLong();
            }
        }
        return count;
    }

    private static String randomKey() {
        String base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        StringBuilder key = new StringBuilder("cairn_live_");
        for (int i = 0; i < 32; i++) {
            key.append(base62.charAt(RANDOM.nextInt(base62.length())));
        }
        return key.toString();
    }
}
