package dev.cairn.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    public static CairnProcess start(Path dataDir) {
        try {
            int port = freePort();
            Path output = Files.createTempFile("cairn-process", ".log");
            ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-jar", Path.of("target", "cairn.jar").toString(), "server", "config.yml");
            builder.environment().keySet().removeIf(name -> name.startsWith("CAIRN_"));
            builder.environment().put("CAIRN_DATA_DIR", dataDir.toString());
            builder.environment().put("CAIRN_PORT", Integer.toString(port));
            builder.environment().put("CAIRN_ADMIN_PORT", Integer.toString(freePort()));
            builder.redirectErrorStream(true).redirectOutput(output.toFile());
            return new CairnProcess(builder.start(), port, output);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Polls {@code GET /health} until it answers 200; false if the process ends or {@code limit} passes first. */
    public boolean awaitHealthy(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline && process.isAlive()) {
            try {
                if (Http.get("http://127.0.0.1:" + port + "/health").status() == 200) {
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
