package dev.cairn.access.x402;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;

/**
 * The configured x402 facilitator's {@code POST /verify} and {@code POST /settle} (x402 v2 bodies), each bounded
 * by the configured timeout. It is the only address Cairn ever connects to for a caller, and it comes from the
 * configuration: nothing in a request can change it. Redirects are not followed.
 */
final class Facilitator {
    private static final int MAX_ANSWER_BYTES = 65_536;

    private final URI verify;
    private final URI settle;
    private final Duration timeout;
    private final HttpClient http;

    Facilitator(URI base, Duration timeout) {
        this.verify = URI.create(base + "/verify");
        this.settle = URI.create(base + "/settle");
        this.timeout = timeout;
        // Over plain http, HTTP/2 would mean an h2c upgrade offer on every request; over https ALPN settles it.
        this.http = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NEVER)
                .version("https".equals(base.getScheme()) ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1)
                .build();
    }

    /** What the facilitator answered; {@code failure} names why there is no usable answer (then body is null). */
    record Answer(JsonNode body, String failure) {
    }

    Answer verify(Wire.FacilitatorRequest request) {
        return post(verify, request, "isValid");
    }

    Answer settle(Wire.FacilitatorRequest request) {
        return post(settle, request, "success");
    }

    private Answer post(URI endpoint, Wire.FacilitatorRequest request, String verdictField) {
        try {
            HttpRequest post = HttpRequest.newBuilder(endpoint)
                    .timeout(timeout)
                    .header("Content-Type", "application/json")
                    .header("Accept", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(Wire.MAPPER.writeValueAsBytes(request)))
                    .build();
            HttpResponse<InputStream> response = http.send(post, HttpResponse.BodyHandlers.ofInputStream());
            byte[] bytes;
            try (InputStream body = response.body()) {
                bytes = body.readNBytes(MAX_ANSWER_BYTES + 1);
            }
            if (bytes.length > MAX_ANSWER_BYTES) {
                return new Answer(null, "facilitator_answer_too_large");
            }
            JsonNode answer = parse(bytes);
            if (answer == null || !answer.path(verdictField).isBoolean()) {
                return new Answer(null, "facilitator_answer_unreadable");
            }
            return new Answer(answer, null);
        } catch (HttpTimeoutException e) {
            return new Answer(null, "facilitator_timeout");
        } catch (IOException e) {
            return new Answer(null, "facilitator_unreachable");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Answer(null, "facilitator_unreachable");
        }
    }

    private static JsonNode parse(byte[] bytes) {
        try {
            JsonNode node = Wire.MAPPER.readTree(bytes);
            return node != null && node.isObject() ? node : null;
        } catch (IOException e) {
            return null;
        }
    }
}
