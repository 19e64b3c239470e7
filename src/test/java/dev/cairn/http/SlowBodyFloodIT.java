package dev.cairn.http;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.SmallCalls;
import io.dropwizard.testing.ConfigOverride;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * 1,200 connections each send a body one byte at a time, every two seconds: none holds a thread while it
 * trickles, small calls keep answering, and every trickling body is answered 408 at the read timeout.
 */
class SlowBodyFloodIT {
    private static final int CONNECTIONS = 1200;
    private static final int READ_TIMEOUT_SECONDS = 6;
    private static CairnApp app;

    @BeforeAll
    static void start() {
        app = CairnApp.onSharedEngines(new MutableClock(),
                ConfigOverride.config("requests.bodyReadTimeout", READ_TIMEOUT_SECONDS + "s")).start();
    }

    @AfterAll
    static void stop() {
        app.stop();
    }

    @Test
    void smallCallsAnswerWhileBodiesTrickleAndTheTricklersGet408() throws Exception {
        URI base = URI.create(app.url("/"));
        List<Socket> slow = new ArrayList<>();
        try {
            long opened = System.nanoTime();
            for (int i = 0; i < CONNECTIONS; i++) {
                Socket socket = new Socket();
                socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 10_000);
                socket.setSoTimeout(15_000);
                socket.getOutputStream().write(("POST /v1/scrub HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                        + "Content-Length: 100\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
                slow.add(socket);
            }
            SmallCalls calls = SmallCalls.start(app.url("/v1/scrub"));
            long trickleUntil = opened + (READ_TIMEOUT_SECONDS - 1) * 1_000_000_000L;
            while (System.nanoTime() < trickleUntil) {
                Thread.sleep(2000);
                for (Socket socket : slow) {
                    trickle(socket.getOutputStream());
                }
            }
            calls.stop();
            System.out.println("slow-body flood, " + CONNECTIONS + " connections: " + calls.summary());

            Map<String, Integer> answers = new TreeMap<>();
            for (Socket socket : slow) {
                answers.merge(statusLineAndCode(socket.getInputStream()), 1, Integer::sum);
            }
            long answeredMillis = (System.nanoTime() - opened) / 1_000_000;
            System.out.println("trickling bodies answered within " + answeredMillis + " ms: " + answers);

            assertThat(calls.count()).isGreaterThan(50);
            assertThat(calls.statuses()).containsOnlyKeys(200);
            assertThat(calls.percentileMillis(99)).isLessThan(1000);
            assertThat(answers).containsExactly(Map.entry("HTTP/1.1 408 Request Timeout body_timeout", CONNECTIONS));
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
    }

    private static void trickle(OutputStream out) {
        try {
            out.write(' ');
            out.flush();
        } catch (IOException answeredAlready) {
            // the read timeout has passed for this one; its answer is read below
        }
    }

    /** The answer's status line and its problem code, read up to the end of the connection. */
    private static String statusLineAndCode(InputStream in) throws IOException {
        String answer = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        String statusLine = answer.lines().findFirst().orElse("(nothing)");
        int code = answer.indexOf("\"code\":\"");
        return statusLine + " " + (code < 0 ? "(no code)" : answer.substring(code + 8, answer.indexOf('"', code + 8)));
    }
}
