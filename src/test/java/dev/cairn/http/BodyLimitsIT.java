package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.Http;
import dev.cairn.testing.MutableClock;
import io.dropwizard.testing.ConfigOverride;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The bounds on request bodies, one at a time, with the smallest budget (8 MiB), a 6 s read timeout and a
 * 3 s idle timeout: a body that stops arriving, a body that arrives too slowly, a body that waits in line
 * for the budget and is admitted or turned away, and a small call that never waits.
 */
class BodyLimitsIT {
    private static final int FIVE_MB = 5_000_000;
    private static CairnApp app;

    @BeforeAll
    static void start() {
        app = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("requests.bodyMemoryBudget", "8MiB"),
                ConfigOverride.config("requests.bodyReadTimeout", "6s"),
                ConfigOverride.config("server.applicationConnectors[0].idleTimeout", "2s")).start();
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    @Test
    void aBodyThatStopsArrivingIsAnswered408AfterTheIdleTimeout() throws Exception {
        try (Socket socket = begin(100)) {
            long start = System.nanoTime();
            String answer = answer(socket.getInputStream());
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(answer).startsWith("HTTP/1.1 408 ").contains("\"code\":\"body_timeout\"").contains("Connection: close")
                    .contains("idle timeout");
            assertThat(millis).as("the idle timeout, before the read timeout").isBetween(1500L, 5500L);
        }
    }

    @Test
    void aBodyThatTricklesIsAnswered408AtTheReadTimeout() throws Exception {
        try (Socket socket = begin(100)) {
            long start = System.nanoTime();
            trickle(socket, 5);
            String answer = answer(socket.getInputStream());
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(answer).startsWith("HTTP/1.1 408 ").contains("\"code\":\"body_timeout\"")
                    .contains("within 6000 ms");
            assertThat(millis).isBetween(5500L, 8000L);
        }
    }

    @Test
    void aLargeBodyWaitsInLineForTheBudgetAndIsTurnedAwayAfterTwoSeconds() throws Exception {
        try (Socket holder = begin(FIVE_MB); Socket waiting = beginSecond(FIVE_MB)) {
            Thread keepingTheHolderAlive = new Thread(() -> trickle(holder, 4));
            keepingTheHolderAlive.start();
            assertThat(Http.post(app.url("/v1/scrub"), null, "{\"text\":\"small\"}").status())
                    .as("a small call while the budget is spent").isEqualTo(200);
            long start = System.nanoTime();
            String answer = answer(waiting.getInputStream());
            long millis = (System.nanoTime() - start) / 1_000_000;
            assertThat(answer).startsWith("HTTP/1.1 503 ").contains("Retry-After: 1")
                    .contains("\"code\":\"server_busy\"");
            assertThat(millis).isBetween(1000L, 2900L);
            keepingTheHolderAlive.join();
        }
    }

    @Test
    void aLargeBodyInLineIsAdmittedWhenTheBodyBeforeItIsAnswered() throws Exception {
        // 800,000 characters, each as a 6-byte escape: two such bodies do not fit the budget together
        byte[] body = ("{\"text\":\"" + "\\u00e9".repeat(800_000) + "\"}").getBytes(StandardCharsets.US_ASCII);
        try (Socket first = begin(body.length); Socket second = beginSecond(body.length)) {
            first.getOutputStream().write(body, 1, body.length - 1);
            assertThat(answer(first.getInputStream())).startsWith("HTTP/1.1 200 ");
            second.getOutputStream().write(body, 1, body.length - 1);
            assertThat(answer(second.getInputStream())).startsWith("HTTP/1.1 200 ");
        }
    }

    /** One more byte of body every second, {@code seconds} times, until the service closes the connection. */
    private static void trickle(Socket socket, int seconds) {
        try {
            for (int i = 0; i < seconds; i++) {
                Thread.sleep(1000);
                socket.getOutputStream().write(' ');
                socket.getOutputStream().flush();
            }
        } catch (IOException answered) {
            // the service has answered and closed
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** {@link #begin} half a second later, so that the body begun before reaches the service first (the line is first come, first served). */
    private static Socket beginSecond(int length) throws IOException, InterruptedException {
        Thread.sleep(500);
        return begin(length);
    }

    /** A POST to /v1/scrub declaring {@code length} bytes, of which only the first, "{", is sent. */
    private static Socket begin(int length) throws IOException {
        URI base = URI.create(app.url("/"));
        Socket socket = new Socket(base.getHost(), base.getPort());
        socket.setSoTimeout(20_000);
        socket.getOutputStream().write(("POST /v1/scrub HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                + "Connection: close\r\nContent-Length: " + length + "\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        return socket;
    }

    private static String answer(InputStream in) throws IOException {
        return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
}
