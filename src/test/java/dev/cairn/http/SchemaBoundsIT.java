package dev.cairn.http;

import static dev.cairn.http.HttpContractIT.SENTINEL;
import static dev.cairn.http.HttpContractIT.problemAt;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import dev.cairn.testing.SharedAppTest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every bound of the input schemas, on both sides of each edge, over real HTTP. */
class SchemaBoundsIT extends SharedAppTest {
    private static final String FINGERPRINT = "/v1/actions/fingerprint";
    private static final String LOCK_INTENT = "/v1/actions/lock-intent";
    private static final String LOCK = "/v1/actions/lock";
    private static final String CHECK = "/v1/actions/check";
    private static final String COMPLETE = "/v1/actions/complete";
    private static final String RELEASE = "/v1/actions/release";
    private static final String EMOJI = "\uD83D\uDE00";

    /** A string of exactly {@code length} characters, starting with the sentinel when it fits. */
    private static String text(int length) {
        String base = length >= SENTINEL.length() ? SENTINEL : "";
        return base + "x".repeat(length - base.length());
    }

    private static String q(String value) {
        return "\"" + value + "\"";
    }

    private static String intent(String action, String scope) {
        return "{\"action\":" + action + (scope == null ? "" : ",\"scope\":" + scope) + ",\"arguments\":{}}";
    }

    private static String lockWith(String member, String value) {
        return "{\"key\":\"k\",\"" + member + "\":" + value + "}";
    }

    private static String intentWith(String member, String value) {
        return "{\"action\":\"a\",\"arguments\":{},\"" + member + "\":" + value + "}";
    }

    private static String settle(String key, String lockId) {
        return "{\"key\":" + key + ",\"lock_id\":" + lockId + "}";
    }

    static Stream<Arguments> validEdges() {
        return Stream.of(
                arguments(FINGERPRINT, intent(q(text(1)), null)),
                arguments(FINGERPRINT, intent(q(text(120)), null)),
                arguments(FINGERPRINT, intent(q(EMOJI.repeat(120)), null)),
                arguments(FINGERPRINT, intent(q("a"), q(text(1)))),
                arguments(FINGERPRINT, intent(q("a"), q(text(120)))),
                arguments(LOCK_INTENT, intent(q(text(120)), q(text(120)))),
                arguments(LOCK, "{\"key\":" + q(text(1)) + "}"),
                arguments(LOCK, "{\"key\":" + q(text(200)) + "}"),
                arguments(LOCK, "{\"key\":" + q(EMOJI.repeat(200)) + "}"),
                arguments(CHECK, "{\"key\":" + q(text(200)) + "}"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "30")),
                arguments(LOCK, lockWith("lock_ttl_seconds", "86400")),
                arguments(LOCK, lockWith("completion_ttl_seconds", "3600")),
                arguments(LOCK, lockWith("completion_ttl_seconds", "31536000")),
                arguments(LOCK_INTENT, intentWith("lock_ttl_seconds", "30")),
                arguments(LOCK_INTENT, intentWith("lock_ttl_seconds", "86400")),
                arguments(LOCK_INTENT, intentWith("completion_ttl_seconds", "3600")),
                arguments(LOCK_INTENT, intentWith("completion_ttl_seconds", "31536000")),
                arguments(COMPLETE, settle(q(text(200)), q(text(1)))),
                arguments(COMPLETE, settle(q(text(1)), q(text(80)))),
                arguments(RELEASE, settle(q(text(200)), q(text(1)))),
                arguments(RELEASE, settle(q(text(1)), q(text(80)))));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("validEdges")
    void validEdgesAreAccepted(String path, String body) {
        Http.Reply reply = app.post(path, key, body);
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.json().path("brand").asText()).isEqualTo("cairn");
    }

    static Stream<Arguments> invalidEdges() {
        return Stream.of(
                // action and scope: 1..120 characters
                arguments(FINGERPRINT, intent(q(""), null), "/action"),
                arguments(FINGERPRINT, intent(q(text(121)), null), "/action"),
                arguments(FINGERPRINT, intent(q(EMOJI.repeat(121)), null), "/action"),
                arguments(FINGERPRINT, intent(q("a"), q("")), "/scope"),
                arguments(FINGERPRINT, intent(q("a"), q(text(121))), "/scope"),
                arguments(LOCK_INTENT, intent(q(text(121)), null), "/action"),
                arguments(LOCK_INTENT, intent(q("a"), q(text(121))), "/scope"),
                // key: 1..200
                arguments(LOCK, "{\"key\":\"\"}", "/key"),
                arguments(LOCK, "{\"key\":" + q(text(201)) + "}", "/key"),
                arguments(CHECK, "{\"key\":\"\"}", "/key"),
                arguments(CHECK, "{\"key\":" + q(text(201)) + "}", "/key"),
                arguments(COMPLETE, settle(q(text(201)), q("l")), "/key"),
                arguments(RELEASE, settle(q(""), q("l")), "/key"),
                // lock_id: 1..80
                arguments(COMPLETE, settle(q("k"), q("")), "/lock_id"),
                arguments(COMPLETE, settle(q("k"), q(text(81))), "/lock_id"),
                arguments(RELEASE, settle(q("k"), q("")), "/lock_id"),
                arguments(RELEASE, settle(q("k"), q(text(81))), "/lock_id"),
                // lock_ttl_seconds: 30..86400
                arguments(LOCK, lockWith("lock_ttl_seconds", "29"), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "86401"), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "-1"), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "99999999999999999999999"), "/lock_ttl_seconds"),
                arguments(LOCK_INTENT, intentWith("lock_ttl_seconds", "29"), "/lock_ttl_seconds"),
                arguments(LOCK_INTENT, intentWith("lock_ttl_seconds", "86401"), "/lock_ttl_seconds"),
                // completion_ttl_seconds: 3600..31536000
                arguments(LOCK, lockWith("completion_ttl_seconds", "3599"), "/completion_ttl_seconds"),
                arguments(LOCK, lockWith("completion_ttl_seconds", "31536001"), "/completion_ttl_seconds"),
                arguments(LOCK_INTENT, intentWith("completion_ttl_seconds", "3599"), "/completion_ttl_seconds"),
                arguments(LOCK_INTENT, intentWith("completion_ttl_seconds", "31536001"), "/completion_ttl_seconds"),
                // wrong types
                arguments(LOCK, lockWith("lock_ttl_seconds", q("300")), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "30.5"), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("lock_ttl_seconds", "null"), "/lock_ttl_seconds"),
                arguments(LOCK, lockWith("completion_ttl_seconds", q(SENTINEL)), "/completion_ttl_seconds"),
                arguments(LOCK_INTENT, intentWith("lock_ttl_seconds", q(SENTINEL)), "/lock_ttl_seconds"),
                arguments(FINGERPRINT, "{\"action\":\"a\",\"arguments\":[\"" + SENTINEL + "\"]}", "/arguments"),
                arguments(FINGERPRINT, "{\"action\":\"a\",\"arguments\":" + q(SENTINEL) + "}", "/arguments"),
                arguments(FINGERPRINT, "{\"action\":\"a\",\"arguments\":null}", "/arguments"),
                arguments(LOCK_INTENT, "{\"action\":\"a\",\"arguments\":[]}", "/arguments"),
                arguments(FINGERPRINT, intent("5", null), "/action"),
                arguments(FINGERPRINT, intent("null", null), "/action"),
                arguments(FINGERPRINT, intent(q("a"), "[\"" + SENTINEL + "\"]"), "/scope"),
                arguments(LOCK, "{\"key\":12345}", "/key"),
                arguments(CHECK, "{\"key\":[" + q(SENTINEL) + "]}", "/key"),
                arguments(COMPLETE, settle(q("k"), "1"), "/lock_id"),
                // missing required properties
                arguments(FINGERPRINT, "{\"arguments\":{}}", "/action"),
                arguments(FINGERPRINT, "{\"action\":\"a\"}", "/arguments"),
                arguments(LOCK_INTENT, "{\"action\":\"a\"}", "/arguments"),
                arguments(LOCK, "{\"lock_ttl_seconds\":30}", "/key"),
                arguments(CHECK, "{}", "/key"),
                arguments(COMPLETE, "{\"key\":\"k\"}", "/lock_id"),
                arguments(RELEASE, "{\"lock_id\":\"l\"}", "/key"),
                // unknown properties: the pointer is the object holding them, never their name
                arguments(FINGERPRINT, "{\"action\":\"a\",\"arguments\":{},\"extra\":" + q(SENTINEL) + "}", ""),
                arguments(LOCK_INTENT, "{\"action\":\"a\",\"arguments\":{},\"key\":" + q(SENTINEL) + "}", ""),
                arguments(LOCK, "{\"key\":\"k\",\"lockTtlSeconds\":30}", ""),
                arguments(CHECK, "{\"key\":\"k\",\"" + SENTINEL + "\":1}", ""),
                arguments(COMPLETE, "{\"key\":\"k\",\"lock_id\":\"l\",\"extra\":1}", ""),
                arguments(RELEASE, "{\"key\":\"k\",\"lock_id\":\"l\",\"a/b\":1}", ""));
    }

    @ParameterizedTest(name = "[{index}] {0} {2}")
    @MethodSource("invalidEdges")
    void invalidEdgesAreBadRequestsPointingAtTheField(String path, String body, String pointer) {
        problemAt(app.post(path, key, body), 400, "invalid_request", pointer);
    }

    @Test
    void missingBothRequiredPropertiesGivesTwoErrors() {
        problemAt(app.post(FINGERPRINT, null, "{}"), 400, "invalid_request", "/action", "/arguments");
        problemAt(app.post(COMPLETE, key, "{}"), 400, "invalid_request", "/key", "/lock_id");
    }

    @Test
    void everyDefectOfOneBodyIsListed() {
        String body = "{\"key\":" + q(text(201)) + ",\"lock_ttl_seconds\":29,\"completion_ttl_seconds\":"
                + q(SENTINEL) + ",\"extra\":1}";
        problemAt(app.post(LOCK, key, body), 400, "invalid_request",
                "/key", "/lock_ttl_seconds", "/completion_ttl_seconds", "");
    }

    @Test
    void anUnknownMemberIsToldByPositionAndTheMembersTheObjectTakes() {
        String body = "{\"key\":\"k\",\"" + SENTINEL + "\":1,\"lock_ttl_seconds\":30}";
        JsonNode problem = problemAt(app.post(LOCK, key, body), 400, "invalid_request", "");
        assertThat(problem.at("/errors/0/message").asText()).isEqualTo("is not a member this object takes (member 2 of the body)");
    }
}
