package dev.cairn.control.signal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.testing.Http;
import dev.cairn.testing.RawHttp;
import dev.cairn.testing.SharedAppTest;
import dev.cairn.testing.Stderr;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** POST /signal/{token}: what is accepted, every refusal (without a change), concurrency, and the request log. */
class SignalDeliveryIT extends SharedAppTest {
    private final Signals signals = new Signals(app);

    private JsonNode inbox(String body) {
        return signals.create(key, body);
    }

    private JsonNode read(JsonNode created) {
        return signals.events(key, created.path("inbox_id").asText(), 100);
    }

    @Test
    void jsonAndTextBodiesAreStoredExactlyWithTypeAndSize() {
        JsonNode created = inbox("{}");
        String url = signals.url(created);
        Http.Reply accepted = Signals.deliver(url, "application/json", "{\"état\": [1, 2.50]}");
        assertThat(accepted.status()).isEqualTo(202);
        assertThat(accepted.header("Cache-Control")).isEqualTo("no-store");
        assertThat(accepted.json().path("brand").asText()).isEqualTo("cairn");
        assertThat(accepted.json().path("accepted").asBoolean()).isTrue();
        assertThat(accepted.json().path("event_id").asText()).matches("evt_[0-9A-HJKMNP-TV-Z]{26}");
        assertThat(Signals.deliver(url, "text/plain; charset=utf-8", "línea 1\nline 2").status()).isEqualTo(202);
        assertThat(Signals.deliver(url, null, "").status()).isEqualTo(202);

        JsonNode events = read(created).path("events");
        assertThat(events).hasSize(3);
        assertThat(events.get(0).path("event_id").asText()).isEqualTo(accepted.json().path("event_id").asText());
        assertThat(events.get(0).path("received_at").asText()).isEqualTo(accepted.json().path("received_at").asText());
        assertThat(events.get(0).path("content_type").asText()).isEqualTo("application/json");
        assertThat(events.get(0).path("body").asText()).isEqualTo("{\"état\": [1, 2.50]}");
        assertThat(events.get(0).path("size_bytes").asInt()).isEqualTo(20); // é is two bytes
        assertThat(events.get(1).path("content_type").asText()).isEqualTo("text/plain");
        assertThat(events.get(1).path("body").asText()).isEqualTo("línea 1\nline 2");
        assertThat(events.get(2).path("content_type").isNull()).isTrue();
        assertThat(events.get(2).path("body").isNull()).isTrue();
        assertThat(events.get(2).path("size_bytes").asInt()).isZero();
    }

    @Test
    void sixtyFourKilobytesAreAcceptedOneByteMoreIsRefused() {
        JsonNode created = inbox("{}");
        String url = signals.url(created);
        String limit = "é".repeat(32 * 1024); // 65536 bytes of UTF-8
        assertThat(Signals.deliver(url, "text/plain", limit).status()).isEqualTo(202);
        Http.Reply over = Signals.deliver(url, "text/plain", limit + "a");
        assertThat(over.status()).isEqualTo(413);
        assertThat(over.contentType()).startsWith("application/problem+json");
        assertThat(over.json().path("code").asText()).isEqualTo("payload_too_large");
        assertThat(read(created).path("event_count").asInt()).isEqualTo(1);
        assertThat(read(created).at("/events/0/size_bytes").asInt()).isEqualTo(65536);
    }

    @Test
    void refusalsChangeNothing() {
        JsonNode created = inbox("{}");
        String url = signals.url(created);
        assertRefused(Signals.deliver(url, "application/xml", "<a/>"), 415, "unsupported_media_type");
        assertRefused(Signals.deliver(url, "text/plain; charset=iso-8859-1", "x"), 415, "unsupported_media_type");
        assertRefused(Signals.deliver(url, null, "no type"), 415, "unsupported_media_type");
        assertRefused(Signals.deliver(url, "application/json", "{\"a\":"), 400, "payload_not_json");
        assertRefused(Http.send(url, "POST", null, HttpRequest.BodyPublishers.ofByteArray(
                new byte[] {'"', (byte) 0xC3, 0x28, '"'})), 400, "payload_not_utf8");
        String unknown = app.url("/signal/" + "A".repeat(43));
        assertRefused(Signals.deliver(unknown, "text/plain", "x"), 404, "not_found");
        assertRefused(Signals.deliver(app.url("/signal/short"), "text/plain", "x"), 404, "not_found");
        JsonNode state = read(created);
        assertThat(state.path("event_count").asInt()).isZero();
        assertThat(state.path("events")).isEmpty();
    }

    @Test
    void aFullInboxAnswers429AndKeepsItsEvents() {
        JsonNode created = inbox("{\"max_events\":2}");
        String url = signals.url(created);
        assertThat(Signals.deliver(url, "text/plain", "1").status()).isEqualTo(202);
        assertThat(Signals.deliver(url, "text/plain", "2").status()).isEqualTo(202);
        assertRefused(Signals.deliver(url, "text/plain", "3"), 429, "inbox_full");
        JsonNode state = read(created);
        assertThat(state.path("event_count").asInt()).isEqualTo(2);
        assertThat(state.path("events")).extracting(event -> event.path("body").asText()).containsExactly("1", "2");
    }

    @Test
    void concurrentDeliveriesFillTheInboxExactlyOnceEach() throws Exception {
        JsonNode created = inbox("{\"max_events\":25}");
        List<Integer> statuses = deliverConcurrently(signals.url(created), 60);
        assertThat(statuses.stream().filter(status -> status == 202)).hasSize(25);
        assertThat(statuses.stream().filter(status -> status == 429)).hasSize(35);
        JsonNode state = read(created);
        assertThat(state.path("event_count").asInt()).isEqualTo(25);
        assertArrivalOrderWithoutDuplicates(state.path("events"), 25);
    }

    @Test
    void concurrentDeliveriesUnderCapacityAreAllKeptInArrivalOrder() throws Exception {
        JsonNode created = inbox("{\"max_events\":100}");
        List<Integer> statuses = deliverConcurrently(signals.url(created), 60);
        assertThat(statuses).containsOnly(202);
        assertArrivalOrderWithoutDuplicates(read(created).path("events"), 60);
    }

    @Test
    void theRequestLogNeverShowsTheToken() throws Exception {
        JsonNode created = inbox("{\"max_events\":1}");
        String url = signals.url(created);
        String token = url.substring(url.lastIndexOf('/') + 1);
        String base = url.substring(0, url.lastIndexOf("/signal/"));
        String log = Stderr.during(() -> {
            Signals.deliver(url, "text/plain", "ok");                       // 202
            Signals.deliver(url, "text/plain", "full");                     // 429
            Signals.deliver(url, "application/xml", "<a/>");                // 415
            Signals.deliver(url + "?token=" + token, "text/plain", "q");    // query too
            Signals.deliver(base + "/signal;v=1/" + token, "text/plain", "m"); // matrix parameter
            Signals.deliver(base + "/SIGNAL/" + token, "text/plain", "c");  // another spelling
            Signals.deliver(base + "/signal/" + token + "/more", "text/plain", "x"); // no such route
            Http.get(url);                                                  // 405
        });
        assertThat(log).contains("/signal/<redacted>");
        assertThat(log).doesNotContain(token);
        signals.call("delete_signal", "/v1/signals/delete", key,
                "{\"inbox_id\":\"" + created.path("inbox_id").asText() + "\"}");
        String afterDelete = Stderr.during(() -> Signals.deliver(url, "text/plain", "gone")); // 410
        assertThat(afterDelete).contains("/signal/<redacted>").doesNotContain(token);
    }

    @Test
    void requestsJettyRefusesItselfLogNoTokenEither() throws Exception {
        JsonNode created = inbox("{}");
        String url = signals.url(created);
        String token = url.substring(url.lastIndexOf('/') + 1);
        List<String> answers = new ArrayList<>();
        String log = Stderr.during(() -> {
            answers.add(raw(url, "POST /signal/" + token + " HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: abc\r\n\r\n"));
            answers.add(raw(url, "POST /signal/" + token + " HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: 99999999999\r\n\r\n"));
            answers.add(raw(url, "POST /signal/" + token + "%2Fx HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n"));
        });
        assertThat(answers.get(0)).startsWith("HTTP/1.1 400").contains("application/problem+json")
                .contains("\"code\":\"malformed_request\"");
        // over 2 GiB declared: refused like any declared length over the 8 MiB every route allows
        assertThat(answers.get(1)).startsWith("HTTP/1.1 413").contains("body_too_large");
        assertThat(answers.get(2)).startsWith("HTTP/1.1 4").contains("application/problem+json");
        assertThat(answers).allSatisfy(answer -> assertThat(answer).doesNotContain(token));
        assertThat(log).doesNotContain(token);
        assertThat(read(created).path("event_count").asInt()).isZero();
    }

    @Test
    void openApiDocumentsTheDeliveryEndpoint() {
        JsonNode post = Http.get(app.url("/openapi.json")).json().at("/paths/~1signal~1{token}/post");
        assertThat(post.path("operationId").asText()).isEqualTo("deliver_signal");
        assertThat(post.path("responses").fieldNames()).toIterable()
                .contains("202", "400", "404", "410", "413", "415", "429");
        assertThat(post.at("/requestBody/content").fieldNames()).toIterable()
                .containsExactly("application/json", "text/plain");
    }

    private static String raw(String url, String request) {
        return RawHttp.exchange(url, request.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertRefused(Http.Reply reply, int status, String code) {
        assertThat(reply.status()).as(reply.text()).isEqualTo(status);
        assertThat(reply.contentType()).startsWith("application/problem+json");
        assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
        assertThat(reply.json().path("code").asText()).isEqualTo(code);
    }

    private static List<Integer> deliverConcurrently(String url, int senders) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(senders);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<Integer>> replies = new ArrayList<>();
            for (int i = 0; i < senders; i++) {
                String body = "{\"sender\":" + i + "}";
                replies.add(pool.submit(() -> {
                    start.await();
                    return Http.postWith(url, Map.of("Content-Type", "application/json"), body).status();
                }));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> reply : replies) {
                statuses.add(reply.get());
            }
            return statuses;
        } finally {
            pool.shutdownNow();
        }
    }

    private static void assertArrivalOrderWithoutDuplicates(JsonNode events, int expected) {
        assertThat(events).hasSize(expected);
        List<Long> times = new ArrayList<>();
        HashSet<String> senders = new HashSet<>();
        HashSet<String> ids = new HashSet<>();
        events.forEach(event -> {
            times.add(event.path("received_at_ms").asLong());
            senders.add(event.path("body").asText());
            ids.add(event.path("event_id").asText());
        });
        assertThat(times).isSorted().doesNotHaveDuplicates();
        assertThat(senders).hasSize(expected);
        assertThat(ids).hasSize(expected);
    }
}
