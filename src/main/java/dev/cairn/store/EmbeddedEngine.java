package dev.cairn.store;

/** A Redis or PostgreSQL server the service started itself, which it can start again on the same data and port. */
public interface EmbeddedEngine extends AutoCloseable {
    String name();

    boolean isRunning();

    /** Starts the engine again after its process ended, on the same data directory and port. */
    void restart();

    @Override
    void close();
}
