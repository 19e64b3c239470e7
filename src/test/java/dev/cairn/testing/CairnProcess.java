package dev.cairn.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** {@code java -jar target/cairn.jar server config.yml} as an operator runs it: its own JVM, free ports, one data directory. */
public final class CairnProcess {
    private final Process process;
    private final int port;
    private final Path output;

    private CairnProcess(Process process, int port, Path output) {
        this.process = process;
        this.port = port;
        this.output = output;
    }

    /** Started with {@code jvmOptions} (such as {@code -Xmx1g}) before {@code -jar}. */
    public static CairnProcess start(Path dataDir, String... jvmOptions) {
        try {
            int port = freePort();
            Path output = Files.createTempFile("cairn-process", ".log");
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(List.of(jvmOptions));
            command.addAll(List.of("-jar", Path.of("target", "cairn.jar").toString(), "server", "config.yml"));
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().keySet().removeIf(name -> name.startsWith("CAIRN_"));
            builder.environment().put("CAIRN_DATA_DIR", dataDir.toString());
            builder.environment().put("CAIRN_PORT", Integer.toString(port));
            builder.environment().put("CAIRN_ADMIN_PORT", Integer.toString(freePort()));
            // As CairnApp does: these tests flood anonymous tools from 127.0.0.1, past spec §8's quotas.
            builder.environment().put("CAIRN_FREE_CALLS_PER_MONTH", "1000000000");
            builder.environment().put("CAIRN_TRIAL_CALLS_PER_MONTH", "1000000000");
            builder.redirectErrorStream(true).redirectOutput(output.toFile());
            return new CairnProcess(builder.start(), port, output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String url(String path) {
        return "http://127.0.0.1:" + port + path;
    }

    /** The most memory the JVM has had resident so far (VmHWM), in MB. */
    public long peakResidentMegabytes() {
        try {
            return Files.readAllLines(Path.of("/proc", Long.toString(process.pid()), "status")).stream()
                    .filter(line -> line.startsWith("VmHWM:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024)
                    .findFirst().orElse(-1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Polls {@code GET /health} until it answers 200; false if the process ends or {@code limit} passes first. */
    public boolean awaitHealthy(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline && process.isAlive()) {
            try {
                if (Http.get(url("/health")).status() == 200) {
                    return true;
                }
            } catch (UncheckedIOException notListeningYet) {
                // connection refused until Jetty has started
            }
            Thread.sleep(100);
        }
        return false;
    }

    /** SIGKILL to the JVM only, as the OOM killer or {@code kill -9} would end it. */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }

    /** SIGTERM, the way a service manager stops it; true once it has ended. */
    public boolean stop() throws InterruptedException {
        process.destroy();
        return process.waitFor(60, TimeUnit.SECONDS);
    }

    public boolean awaitExit(Duration limit) throws InterruptedException {
        return process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    public int exitValue() {
        return process.exitValue();
    }

    /** What it wrote to stdout and stderr so far. */
    public String output() {
        try {
            return Files.readString(output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
