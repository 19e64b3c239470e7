package dev.cairn.store;

import java.io.IOException;
import java.net.ServerSocket;

/** A Redis or PostgreSQL server the service started itself, which it can start again on the same data and port. */
public interface EmbeddedEngine extends AutoCloseable {
    String name();

    boolean isRunning();

    /** Starts the engine again after its process ended, on the same data directory and port. */
    void restart();

    @Override
    void close();

    /** A loopback port free now, for an engine's first start (a restart keeps the port it had). */
    static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
