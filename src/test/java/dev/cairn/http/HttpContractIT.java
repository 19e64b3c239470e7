package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.SharedAppTest;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The HTTP error contract over real sockets: problem documents, body reading, authentication, limits, admin. */
class HttpContractIT extends SharedAppTest {
    static final String SENTINEL = "S3NT1NEL-9c1e";
    static final String FINGERPRINT = "/v1/actions/fingerprint";
    static final String LOCK_INTENT = "/v1/actions/lock-intent";
    /** 64 hex digits: a digest or a signature (a constant, so annotations can use it). */
    static final String FP64 = "abababababababababababababababababababababababababababababababab";
    static final int MAX_BODY = 8 * 1024 * 1024;
    static final int MAX_CANONICAL = 100_000;

    // ---- shared helpers (also used by SchemaBoundsIT) ----

    /** Asserts the full problem contract and returns the document. */
    static JsonNode problem(Http.Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.contentType()).as(reply.text()).startsWith("application/problem+json");
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
        assertThat(reply.text()).doesNotContain("Exception").doesNotContain("at dev.").doesNotContain("java.")
                .doesNotContain(SENTINEL);
        JsonNode body = reply.json();
        assertThat(body.path("type").asText()).isEqualTo("urn:cairn:problem:" + code);
        assertThat(body.path("code").asText()).isEqualTo(code);
        assertThat(body.path("status").isInt()).isTrue();
        assertThat(body.path("status").asInt()).isEqualTo(status);
        assertThat(body.path("title").asText()).isNotBlank();
        assertThat(body.path("detail").asText()).isNotBlank();
        if (status == 401) {
            assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer realm=\"cairn\"");
        }
        return body;
    }

    /** A problem with exactly the given pointers in {@code errors}, in any order. */
    static JsonNode problemAt(Http.Reply reply, int status, String code, String... pointers) {
        JsonNode body = problem(reply, status, code);
        assertThat(body.path("errors").isArray()).as(reply.text()).isTrue();
        assertThat(body.path("errors").findValuesAsText("pointer")).as(reply.text())
                .containsExactlyInAnyOrder(pointers);
        body.path("errors").forEach(error -> assertThat(error.path("message").asText()).isNotBlank());
        return body;
    }

    static Http.Reply post(String path, String authorization, String body) {
        return Http.send(app.url(path), "POST", authorization, HttpRequest.BodyPublishers.ofString(body));
    }

    /** {"action":"a","arguments":{"s":"xx..x"}} padded to exactly {@code total} bytes. */
    static byte[] paddedFingerprintBody(int total) {
        byte[] prefix = "{\"action\":\"a\",\"arguments\":{\"s\":\"".getBytes(StandardCharsets.US_ASCII);
        byte[] suffix = "\"}}".getBytes(StandardCharsets.US_ASCII);
        byte[] body = new byte[total];
        System.arraycopy(prefix, 0, body, 0, prefix.length);
        Arrays.fill(body, prefix.length, total - suffix.length, (byte) 'x');
        System.arraycopy(suffix, 0, body, total - suffix.length, suffix.length);
        return body;
    }

    /** A fingerprint request whose canonical form {"action":"a","arguments":{"s":".."},"scope":"default"} has {@code bytes} bytes. */
    static String bodyWithCanonicalBytes(int bytes) {
        int overhead = "{\"action\":\"a\",\"arguments\":{\"s\":\"\"},\"scope\":\"default\"}".length();
        return "{\"action\":\"a\",\"arguments\":{\"s\":\"" + "x".repeat(bytes - overhead) + "\"}}";
    }

    // ---- malformed bodies ----

    @Test
    void anEmptyBodyIsMalformedJson() {
        problem(app.post(FINGERPRINT, null, ""), 400, "malformed_json");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"action\": S3NT1NEL-9c1e, \"arguments\": {}}",
            "{\"action\":\"S3NT1NEL-9c1e\",\"arguments\":{}",
            "{\"action\":\"a\",\"arguments\":{\"S3NT1NEL-9c1e\":1,}}",
            "{'action':'S3NT1NEL-9c1e'}",
            "{\"action\":\"a\",\"arguments\":{}} {\"S3NT1NEL-9c1e\":1}",
            "S3NT1NEL-9c1e"})
    void invalidJsonIsMalformedAndGivesOnlyAPosition(String body) {
        JsonNode problem = problem(app.post(FINGERPRINT, null, body), 400, "malformed_json");
        assertThat(problem.path("detail").asText()).containsPattern("line \\d+, column \\d+");
        assertThat(problem.has("errors")).isFalse();
    }

    @Test
    void invalidUtf8IsMalformedJson() {
        byte[] body = "{\"action\":\"a\",\"arguments\":{\"s\":\"__\"}}".getBytes(StandardCharsets.US_ASCII);
        int at = new String(body, StandardCharsets.US_ASCII).indexOf("__");
        body[at] = (byte) 0xC3;
        body[at + 1] = (byte) 0x28;
        problem(Http.send(app.url(FINGERPRINT), "POST", null, HttpRequest.BodyPublishers.ofByteArray(body)),
                400, "malformed_json");
    }

    @ParameterizedTest
    @ValueSource(strings = {"[{\"action\":\"a\",\"arguments\":{}}]", "\"S3NT1NEL-9c1e\"", "42", "null", "true"})
    void aBodyThatIsNotAnObjectIsRefused(String body) {
        problem(app.post(FINGERPRINT, null, body), 400, "body_not_object");
    }

    @Test
    void schemaFailuresListOneErrorPerDefect() {
        problemAt(app.post(FINGERPRINT, null, "{\"action\":\"\",\"arguments\":[\"S3NT1NEL-9c1e\"],\"extra\":\"S3NT1NEL-9c1e\"}"),
                400, "invalid_request", "/action", "/arguments", "");
    }

    // ---- duplicate members ----

    /** A duplicate is told by line and column: the path to it is made of the caller's member names. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"action\":\"a\",\"action\":\"S3NT1NEL-9c1e\",\"arguments\":{}}                 | 1, column 23",
            "{\"action\":\"a\",\"arguments\":{\"S3NT1NEL-9c1e\":1,\"S3NT1NEL-9c1e\":2}}       | 1, column 61",
            "{\"action\":\"a\",\"arguments\":{\"l\":[0,{\"k\":1,\"k\":\"S3NT1NEL-9c1e\"}]}}   | 1, column 45",
            "{\"action\":\"a\",\"arguments\":{\"a\":1,\"\\u0061\":2}}                          | 1, column 42"})
    void duplicateMembersAnywhereAreUnprocessableAndToldByPosition(String body, String position) {
        JsonNode problem = problem(app.post(FINGERPRINT, null, body), 422, "duplicate_member");
        assertThat(problem.path("detail").asText()).contains("(line " + position + ")");
        assertThat(problem.has("errors")).isFalse();
    }

    @Test
    void duplicateMembersAreRefusedOnKeyedToolsToo() {
        problem(app.post("/v1/actions/check", key, "{\"key\":\"a\",\"key\":\"S3NT1NEL-9c1e\"}"), 422,
                "duplicate_member");
    }

    // ---- canonicalization limits (fingerprint_action and lock_action_intent) ----

    static Stream<String> canonicalizingTools() {
        return Stream.of(FINGERPRINT, LOCK_INTENT);
    }

    private Http.Reply postIntent(String path, String body) {
        return app.post(path, path.equals(LOCK_INTENT) ? key : null, body);
    }

    @ParameterizedTest
    @MethodSource("canonicalizingTools")
    void safeIntegersAndExactDoublesAreAccepted(String path) {
        for (String number : new String[] {"9007199254740991", "-9007199254740991", "0.1", "1.0", "-0.0", "1e2",
                "0.30000000000000004", "5e-324", "1.7976931348623157e308"}) {
            Http.Reply reply = postIntent(path, "{\"action\":\"n" + number + "\",\"arguments\":{\"n\":" + number + "}}");
            assertThat(reply.status()).as(number + " -> " + reply.text()).isEqualTo(200);
        }
    }

    /** Inside the free-form arguments, the pointer stops at /arguments and the member is told by position. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"n\":9007199254740992}                     | member 1",
            "{\"a\":1,\"S3NT1NEL-9c1e\":-9007199254740992} | member 2",
            "{\"n\":123456789012345678901234567890}       | member 1",
            "{\"l\":[1,{\"m\":0.10000000000000001}]}      | member 1, then item 2, then member 1",
            "{\"n\":0.3000000000000000444}                | member 1",
            "{\"n\":1e400}                                | member 1",
            "{\"n\":9007199254740993.0}                   | member 1"})
    void integersBeyondTwoToThe53AndInexactDecimalsAreNotInteroperable(String arguments, String position) {
        for (String path : new String[] {FINGERPRINT, LOCK_INTENT}) {
            JsonNode problem = problemAt(postIntent(path, "{\"action\":\"S3NT1NEL-9c1e\",\"arguments\":" + arguments + "}"),
                    422, "number_not_interoperable", "/arguments");
            assertThat(problem.at("/errors/0/message").asText()).endsWith("(" + position + " of /arguments)");
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "{\"action\":\"a\",\"arguments\":{\"s\":\"S3NT1NEL-9c1e\\ud800\"}}          | /arguments | member 1",
            "{\"action\":\"a\",\"arguments\":{\"s\":\"\\udc00S3NT1NEL-9c1e\"}}          | /arguments | member 1",
            "{\"action\":\"a\",\"arguments\":{\"s\":[\"ok\",\"\\ude00\\ud83d\"]}}       | /arguments | member 1, then item 2",
            "{\"action\":\"a\",\"arguments\":{\"S3NT1NEL-9c1e\":\"x\\ud83d\"}}          | /arguments | member 1",
            "{\"action\":\"\\ud800\",\"arguments\":{}}                                  | /action    | ",
            "{\"action\":\"a\",\"scope\":\"\\udfff\",\"arguments\":{}}                  | /scope     | "})
    void loneSurrogatesAreUnprocessable(String body, String pointer, String position) {
        for (String path : new String[] {FINGERPRINT, LOCK_INTENT}) {
            JsonNode problem = problemAt(postIntent(path, body), 422, "lone_surrogate", pointer);
            if (position != null) {
                assertThat(problem.at("/errors/0/message").asText()).endsWith("(" + position + " of /arguments)");
            }
        }
    }

    @Test
    void aLoneSurrogateInAMemberNameIsUnprocessable() {
        JsonNode problem = problemAt(app.post(FINGERPRINT, null, "{\"action\":\"a\",\"arguments\":{\"x\":0,\"\\ud800\":1}}"),
                422, "lone_surrogate", "/arguments");
        assertThat(problem.at("/errors/0/message").asText()).endsWith("(member 2 of /arguments)");
    }

    @Test
    void aPairedSurrogateEscapeInAMemberNameIsFine() {
        Http.Reply escaped = app.post(FINGERPRINT, null, "{\"action\":\"a\",\"arguments\":{\"\\ud83d\\ude00\":1}}");
        Http.Reply raw = app.post(FINGERPRINT, null, "{\"action\":\"a\",\"arguments\":{\"\uD83D\uDE00\":1}}");
        assertThat(escaped.status()).as(escaped.text()).isEqualTo(200);
        assertThat(escaped.json().get("action_fingerprint")).isEqualTo(raw.json().get("action_fingerprint"));
    }

    /** Every stateful tool and public endpoint keeps, hashes or keys by its strings: each needs a UTF-8 form. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/v1/approvals/request | {\"title\":\"ok\",\"description\":\"x\\ud800\"} | /description",
            "/v1/quorums/manage | {\"operation\":\"create\",\"control_id\":\"q\",\"action_fingerprint\":\"" + FP64
                    + "\",\"required_votes\":2,\"member_count\":2,\"title\":\"\\ud800\"} | /title",
            "/v1/escalations/manage | {\"operation\":\"create\",\"control_id\":\"e\",\"incident_fingerprint\":\""
                    + FP64 + "\",\"severity\":\"low\",\"title\":\"\\udc00\"} | /title",
            "/v1/signals/create | {\"label\":\"\\ud83d\"} | /label",
            "/v1/signals/verify | {\"message\":\"m\",\"shared_secret\":\"0123456789abcdef\",\"signature\":\""
                    + FP64 + "\",\"timestamp\":1,\"nonce\":\"\\ud800\"} | /nonce",
            "/v1/challenges/manage | {\"operation\":\"check\",\"control_id\":\"\\ud800\"} | /control_id"})
    void statefulToolsRefuseStringsWithoutAUtf8Form(String path, String body, String pointer) {
        problemAt(app.post(path.strip(), key, body.strip()), 422, "lone_surrogate", pointer.strip());
    }

    @Test
    void publicEndpointsRefuseStringsWithoutAUtf8FormToo() {
        Http.Reply reply = app.post("/v1/approvals/public/decide", null,
                "{\"approval_id\":\"apr_0QZ7M3K9TX4B8N2R6VHJYPD5WC\",\"token\":\"0123456789abcdef\","
                        + "\"decision\":\"approved\",\"note\":\"\\udfff\"}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(422);
        assertThat(reply.json().path("code").asText()).isEqualTo("lone_surrogate");
        assertThat(reply.json().at("/errors/0/pointer").asText()).isEqualTo("/note");
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store, private");
    }

    @Test
    void lockKeysAndLockIdsWithUnpairedSurrogatesAreUnprocessable() {
        problemAt(app.post("/v1/actions/lock", key, "{\"key\":\"\\ud800\"}"), 422, "lone_surrogate", "/key");
        problemAt(app.post("/v1/actions/check", key, "{\"key\":\"a\\udbff\"}"), 422, "lone_surrogate", "/key");
        problemAt(app.post("/v1/actions/complete", key, "{\"key\":\"k\",\"lock_id\":\"\\udc00\"}"), 422,
                "lone_surrogate", "/lock_id");
        problemAt(app.post("/v1/actions/release", key, "{\"key\":\"\\udc00\",\"lock_id\":\"l\"}"), 422,
                "lone_surrogate", "/key");
        Http.Reply question = app.post("/v1/actions/lock", key, "{\"key\":\"?\"}");
        assertThat(question.json().get("safe_to_execute").asBoolean()).as(question.text()).isTrue();
    }

    @Test
    void aPairedSurrogateEscapeIsFine() {
        Http.Reply reply = app.post(FINGERPRINT, null, "{\"action\":\"a\",\"arguments\":{\"s\":\"\\ud83d\\ude00\"}}");
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        // {"action":"a","arguments":{"s":"<4 UTF-8 bytes>"},"scope":"default"}
        assertThat(reply.json().get("canonical_bytes").asInt()).isEqualTo(53 + 4);
    }

    @ParameterizedTest
    @MethodSource("canonicalizingTools")
    void aCanonicalFormOfExactly100000BytesIsAllowed(String path) {
        Http.Reply reply = postIntent(path, bodyWithCanonicalBytes(MAX_CANONICAL));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        assertThat(reply.json().get("canonical_bytes").asInt()).isEqualTo(MAX_CANONICAL);
    }

    @ParameterizedTest
    @MethodSource("canonicalizingTools")
    void aCanonicalFormOf100001BytesIsTooLarge(String path) {
        problemAt(postIntent(path, bodyWithCanonicalBytes(MAX_CANONICAL + 1)), 422, "canonical_form_too_large",
                "/arguments");
    }

    @Test
    void theLimitCountsUtf8BytesNotCharacters() {
        // 100,000 characters, but the 2-byte é makes 100,001 UTF-8 bytes.
        String body = bodyWithCanonicalBytes(MAX_CANONICAL).replaceFirst("x", "é");
        problemAt(app.post(FINGERPRINT, null, body), 422, "canonical_form_too_large", "/arguments");
    }

    // ---- authentication ----

    static Stream<String> keyedTools() {
        return Stream.of(LOCK_INTENT, "/v1/actions/lock", "/v1/actions/check", "/v1/actions/complete",
                "/v1/actions/release");
    }

    private static String validBodyFor(String path) {
        return switch (path) {
            case LOCK_INTENT -> "{\"action\":\"a\",\"arguments\":{}}";
            case "/v1/actions/lock", "/v1/actions/check" -> "{\"key\":\"k\"}";
            default -> "{\"key\":\"k\",\"lock_id\":\"lck_x\"}";
        };
    }

    @ParameterizedTest
    @MethodSource("keyedTools")
    void keyedToolsRequireAKey(String path) {
        problem(post(path, null, validBodyFor(path)), 401, "api_key_required");
    }

    @ParameterizedTest
    @MethodSource("keyedTools")
    void keyedToolsRefuseInvalidKeys(String path) {
        for (String authorization : new String[] {
                "Bearer cairn_live_" + "A".repeat(32),
                "Bearer " + SENTINEL,
                "Bearer cairn_live_" + "A".repeat(31),
                "Basic " + SENTINEL,
                "Token cairn_live_" + "A".repeat(32),
                "Bearer"}) {
            problem(post(path, authorization, validBodyFor(path)), 401, "api_key_invalid");
        }
    }

    @ParameterizedTest
    @MethodSource("keyedTools")
    void keyedToolsAcceptAValidKeyWithAnyCaseOfBearer(String path) {
        Http.Reply reply = Http.send(app.url(path), "POST", "bearer " + key,
                HttpRequest.BodyPublishers.ofString(validBodyFor(path)));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
    }

    @Test
    void aKeyOfAnotherFormIsInvalidEvenIfItContainsARealKey() {
        problem(post("/v1/actions/check", "Bearer " + key + "x", "{\"key\":\"k\"}"), 401, "api_key_invalid");
    }

    @Test
    void fingerprintNeedsNoKeyButRefusesAnInvalidOne() {
        String body = "{\"action\":\"a\",\"arguments\":{}}";
        assertThat(app.post(FINGERPRINT, null, body).status()).isEqualTo(200);
        assertThat(app.post(FINGERPRINT, key, body).status()).isEqualTo(200);
        problem(post(FINGERPRINT, "Bearer cairn_live_" + "B".repeat(32), body), 401, "api_key_invalid");
        problem(post(FINGERPRINT, "Basic " + SENTINEL, body), 401, "api_key_invalid");
    }

    @Test
    void authenticationIsCheckedBeforeTheBodyIsRead() {
        problem(post("/v1/actions/lock", null, "{bad"), 401, "api_key_required");
    }

    // ---- body size ----

    @Test
    void aDeclaredBodyOverEightMibIsTooLarge() {
        assertThat(RawHttp.postHeadersOnly(app.url(FINGERPRINT), MAX_BODY + 1))
                .startsWith("HTTP/1.1 413").contains("\"code\":\"body_too_large\"");
    }

    @Test
    void aChunkedBodyOverEightMibIsTooLarge() {
        byte[] body = paddedFingerprintBody(MAX_BODY + 1);
        problem(Http.send(app.url(FINGERPRINT), "POST", null,
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))), 413, "body_too_large");
    }

    @ParameterizedTest
    @ValueSource(ints = {8_000_000, MAX_BODY})
    void aDeclaredBodyUpToEightMibIsRead(int size) {
        byte[] body = paddedFingerprintBody(size);
        problemAt(Http.send(app.url(FINGERPRINT), "POST", null, HttpRequest.BodyPublishers.ofByteArray(body)),
                422, "canonical_form_too_large", "/arguments");
    }

    @ParameterizedTest
    @ValueSource(ints = {8_000_000, MAX_BODY})
    void aChunkedBodyUpToEightMibIsRead(int size) {
        byte[] body = paddedFingerprintBody(size);
        problemAt(Http.send(app.url(FINGERPRINT), "POST", null,
                HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))),
                422, "canonical_form_too_large", "/arguments");
    }

    // ---- routing ----

    @Test
    void unknownPathsAreNotFound() {
        problem(post("/v1/actions/nope", null, "{}"), 404, "not_found");
        problem(Http.get(app.url("/")), 404, "not_found");
    }

    @Test
    void getOnAToolRouteIsMethodNotAllowed() {
        Http.Reply reply = Http.get(app.url(FINGERPRINT));
        problem(reply, 405, "method_not_allowed");
        assertThat(reply.header("Allow")).contains("POST");
    }

    @Test
    void successfulResultsAreNotCached() {
        Http.Reply reply = app.post(FINGERPRINT, null, "{\"action\":\"a\",\"arguments\":{}}");
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
    }

    @Test
    void aConnectionIsReusableAfterAnEarlyRefusal() throws Exception {
        URI uri = URI.create(app.url("/"));
        String body = "{\"key\":\"k\"}";
        String next = "{\"action\":\"a\",\"arguments\":{}}";
        try (Socket socket = new Socket(uri.getHost(), uri.getPort())) {
            socket.setSoTimeout(10_000);
            socket.setTcpNoDelay(true);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /v1/actions/check HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + body.length() + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(200); // the body follows the headers a little later, as it may on any network
            out.write(body.getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String first = RawHttp.readResponse(socket.getInputStream());
            assertThat(first).startsWith("HTTP/1.1 401");
            if (first.toLowerCase(java.util.Locale.ROOT).contains("\r\nconnection: close\r\n")) {
                return; // the server said it would close: a client knows not to reuse the connection
            }
            out.write(("POST " + FINGERPRINT + " HTTP/1.1\r\nHost: cairn\r\nContent-Type: application/json\r\n"
                    + "Content-Length: " + next.length() + "\r\n\r\n" + next).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(RawHttp.readResponse(socket.getInputStream())).as("second response on the kept-alive connection")
                    .startsWith("HTTP/1.1 200");
        }
    }

    // ---- admin port ----

    @Test
    void theKeyTaskRefusesAnUnknownPlanWithoutAStackTrace() {
        Http.Reply reply = Http.post(app.adminUrl("/tasks/create-api-key?plan=gold"), null, "");
        assertThat(reply.status()).isEqualTo(500);
        assertThat(reply.text()).contains("unknown plan").doesNotContain("cairn_live_").doesNotContain("\tat ");
    }

    @Test
    void healthcheckReportsBothStoresHealthy() {
        Http.Reply reply = Http.get(app.adminUrl("/healthcheck"));
        assertThat(reply.status()).as(reply.text()).isEqualTo(200);
        JsonNode health = reply.json();
        assertThat(health.path("redis").path("healthy").asBoolean()).as(reply.text()).isTrue();
        assertThat(health.path("postgresql").path("healthy").asBoolean()).as(reply.text()).isTrue();
    }

    @Test
    void metricsAreJson() {
        Http.Reply reply = Http.get(app.adminUrl("/metrics"));
        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).startsWith("application/json");
        JsonNode metrics = reply.json();
        assertThat(metrics.has("gauges")).isTrue();
        assertThat(metrics.has("timers")).isTrue();
    }
}
