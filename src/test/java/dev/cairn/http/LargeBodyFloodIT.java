package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.CairnProcess;
import dev.cairn.testing.Http;
import dev.cairn.testing.SmallCalls;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The packaged service with a 1 GiB heap, sent 200 concurrent bodies of about 6 MB (1,000,000 escaped
 * characters each, as large as a text tool takes) for 20 s: no out-of-memory error, every large body
 * answered 200 or 503 with Retry-After, and small calls keep answering.
 */
class LargeBodyFloodIT {
    private static final int SENDERS = 200;
    private static final Duration FLOOD = Duration.ofSeconds(20);

    @Test
    void largeBodiesBeyondTheBudgetGet503AndSmallCallsKeepAnswering() throws Exception {
        CairnProcess service = CairnProcess.start(Path.of(CairnApp.tempDir()), "-Xmx1g");
        try {
            assertThat(service.awaitHealthy(Duration.ofMinutes(3))).as(service.output()).isTrue();
            byte[] large = ("{\"text\":\"" + "\\u00e9".repeat(1_000_000) + "\"}").getBytes(StandardCharsets.US_ASCII);
            Map<String, Integer> answers = new ConcurrentHashMap<>();
            AtomicLong retryAfterMissing = new AtomicLong();
            HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
            HttpRequest request = HttpRequest.newBuilder(URI.create(service.url("/v1/inspect")))
                    .timeout(Duration.ofSeconds(60))
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(large)).build();

            SmallCalls calls = SmallCalls.start(service.url("/v1/scrub"));
            long until = System.nanoTime() + FLOOD.toNanos();
            CompletableFuture<?>[] senders = new CompletableFuture<?>[SENDERS];
            for (int i = 0; i < SENDERS; i++) {
                senders[i] = sendUntil(client, request, until, answers, retryAfterMissing);
            }
            CompletableFuture.allOf(senders).join();
            calls.stop();

            System.out.println("large-body flood, " + SENDERS + " senders of " + large.length + " bytes for " + FLOOD
                    + ": answers " + new TreeMap<>(answers) + "; " + calls.summary() + "; peak resident "
                    + service.peakResidentMegabytes() + " MB");
            assertThat(service.output()).doesNotContain("OutOfMemoryError");
            assertThat(Http.get(service.url("/health")).status()).isEqualTo(200);
            assertThat(answers.keySet()).allMatch(answer -> answer.equals("200") || answer.equals("503 server_busy")
                    || answer.equals("connection closed (IOException)"));
            assertThat(answers.get("200")).isPositive();
            assertThat(retryAfterMissing.get()).isZero();
            assertThat(calls.statuses()).containsOnlyKeys(200);
            assertThat(calls.percentileMillis(99)).isLessThan(1000);
        } finally {
            assertThat(service.stop()).isTrue();
        }
    }

    /** Sends {@code request} again each time its answer arrives, until {@code until}. */
    private static CompletableFuture<Void> sendUntil(HttpClient client, HttpRequest request, long until,
                                                     Map<String, Integer> answers, AtomicLong retryAfterMissing) {
        if (System.nanoTime() >= until) {
            return CompletableFuture.completedFuture(null);
        }
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString())
                .orTimeout(90, TimeUnit.SECONDS) // a client that never hears back is counted, not waited for
                .handle((response, failure) -> {
                    String answer;
                    if (failure != null) {
                        // refused before its upload ended: the connection closes under the client
                        answer = "connection closed (" + rootCause(failure).getClass().getSimpleName() + ")";
                    } else if (response.statusCode() == 503) {
                        answer = "503 " + (response.body().contains("\"code\":\"server_busy\"") ? "server_busy" : response.body());
                        if (response.headers().firstValue("Retry-After").isEmpty()) {
                            retryAfterMissing.incrementAndGet();
                        }
                    } else {
                        answer = Integer.toString(response.statusCode());
                    }
                    answers.merge(answer, 1, Integer::sum);
                    return null;
                })
                .thenCompose(ignored -> sendUntil(client, request, until, answers, retryAfterMissing));
    }

    private static Throwable rootCause(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause;
    }
}
