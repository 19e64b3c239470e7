package dev.cairn.testing;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cairn.api.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

/** A plain HTTP client for tests: real requests on real sockets, bodies parsed when they are JSON. */
public final class Http {
    private static final HttpClient CLIENT = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10))
            .build();

    private Http() {
    }

    public record Reply(int status, String contentType, String text, HttpResponse<String> raw) {
        public JsonNode json() {
            try {
                return Json.MAPPER.readTree(text);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + text, e);
            }
        }

        public String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    public static Reply post(String url, String apiKey, String body) {
        return send(url, "POST", apiKey == null ? null : "Bearer " + apiKey, HttpRequest.BodyPublishers.ofString(body));
    }

    /** A JSON request with any method, body and {@code Authorization} header value (null: none). */
    public static Reply send(String url, String method, String authorization, HttpRequest.BodyPublisher body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(120))
                .header("Content-Type", "application/json")
                .method(method, body);
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return send(request.build());
    }

    /** A POST with exactly {@code headers} (no Content-Type unless given). */
    public static Reply postWith(String url, Map<String, String> headers, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(120))
                .POST(HttpRequest.BodyPublishers.ofString(body));
        headers.forEach(request::header);
        return send(request.build());
    }

    public static Reply get(String url) {
        return send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30)).GET().build());
    }

    private static Reply send(HttpRequest request) {
        try {
            HttpResponse<String> response = CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
            return new Reply(response.statusCode(), response.headers().firstValue("Content-Type").orElse(""),
                    response.body(), response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
