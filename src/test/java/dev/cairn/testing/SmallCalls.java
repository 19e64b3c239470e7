package dev.cairn.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

/**
 * A small text call made over and over, one at a time, by a client process of its own (so that a load
 * generator in the test's JVM does not delay it), while something else loads the service: each call's
 * status and latency, and their percentiles.
 */
public final class SmallCalls {
    private final Process caller;
    private final List<Long> micros = new ArrayList<>();
    private final Map<Integer, Integer> statuses = new TreeMap<>();

    private SmallCalls(Process caller) {
        this.caller = caller;
    }

    /** Starts calling {@code url} (a text tool that needs no key) every 20 ms. */
    public static SmallCalls start(String url) {
        try {
            return new SmallCalls(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", Path.of("target", "test-classes").toString(), SmallCalls.class.getName(), url)
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Ends the calls (closing the caller's input) and collects what it measured. */
    public SmallCalls stop() throws IOException, InterruptedException {
        caller.getOutputStream().close();
        String measured = new String(caller.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        caller.waitFor(30, TimeUnit.SECONDS);
        for (String line : measured.lines().toList()) {
            String[] statusAndMicros = line.split(" ");
            statuses.merge(Integer.parseInt(statusAndMicros[0]), 1, Integer::sum);
            micros.add(Long.parseLong(statusAndMicros[1]));
        }
        Collections.sort(micros);
        return this;
    }

    public int count() {
        return micros.size();
    }

    public Map<Integer, Integer> statuses() {
        return Map.copyOf(statuses);
    }

    public long percentileMillis(double percentile) {
        return micros.isEmpty() ? 0 : micros.get((int) Math.ceil(percentile / 100 * micros.size()) - 1) / 1000;
    }

    public String summary() {
        return count() + " small calls, p50 " + percentileMillis(50) + " ms, p99 " + percentileMillis(99) + " ms, max "
                + percentileMillis(100) + " ms, statuses " + statuses();
    }

    /** The caller process: one line {@code <status> <microseconds>} per call until its input closes. */
    public static void main(String[] args) throws Exception {
        Thread calling = Thread.currentThread();
        Thread watcher = new Thread(() -> {
            try {
                System.in.readAllBytes();
            } catch (IOException ignored) {
                // closed either way
            }
            calling.interrupt();
        });
        watcher.setDaemon(true);
        watcher.start();
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpRequest call = HttpRequest.newBuilder(URI.create(args[0])).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"text\":\"a small call\"}")).build();
        while (!Thread.currentThread().isInterrupted()) {
            long start = System.nanoTime();
            int status;
            try {
                status = client.send(call, HttpResponse.BodyHandlers.discarding()).statusCode();
            } catch (IOException failed) {
                status = -1;
            } catch (InterruptedException stop) {
                break;
            }
            System.out.println(status + " " + (System.nanoTime() - start) / 1000);
            try {
                Thread.sleep(20);
            } catch (InterruptedException stop) {
                break;
            }
        }
        System.out.flush();
    }
}
