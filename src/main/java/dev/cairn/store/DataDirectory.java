package dev.cairn.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The directory the embedded engines keep their data in. The first engine to start locks it to this
 * process ({@code cairn.lock}, an OS file lock that dies with the process, however it ends), so two Cairn
 * processes never run engines on the same data; {@link #close()} releases it.
 */
public final class DataDirectory implements AutoCloseable {
    static final String LOCK_FILE = "cairn.lock";

    private final Path root;
    private FileChannel locked;

    private DataDirectory(Path root) {
        this.root = root;
    }

    public static DataDirectory at(Path root) {
        return new DataDirectory(root.toAbsolutePath().normalize());
    }

    public Path root() {
        return root;
    }

    /** {@code <root>/<name>}, made if missing, once the root is locked to this process. */
    public synchronized Path engineDirectory(String name) {
        try {
            lock();
            return Files.createDirectories(root.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException("could not prepare " + root.resolve(name), e);
        }
    }

    private void lock() throws IOException {
        if (locked != null) {
            return;
        }
        Files.createDirectories(root);
        FileChannel channel = FileChannel.open(root.resolve(LOCK_FILE),
                StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            if (tryLock(channel) == null) {
                throw new IllegalStateException("data directory " + root + " is in use by another Cairn process ("
                        + holder() + "); one data directory serves one Cairn at a time: stop that process first,"
                        + " or while it runs use its admin tasks (POST /tasks/create-api-key on the admin port)");
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8)));
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
        locked = channel;
    }

    private String holder() throws IOException {
        String holder = Files.readString(root.resolve(LOCK_FILE), StandardCharsets.UTF_8).trim();
        return holder.isEmpty() ? "see " + root.resolve(LOCK_FILE) : holder;
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null; // held by this JVM already, e.g. a second app in one test JVM
        }
    }

    @Override
    public synchronized void close() {
        if (locked == null) {
            return;
        }
        try {
            locked.close();
        } catch (IOException e) {
            throw new UncheckedIOException("could not release " + root.resolve(LOCK_FILE), e);
        } finally {
            locked = null;
        }
    }
}
