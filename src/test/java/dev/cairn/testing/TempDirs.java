package dev.cairn.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Temporary directories of the test JVM (embedded engines' data, apps' dataDir), removed when it ends. */
public final class TempDirs {
    private TempDirs() {
    }

    /** A new directory that {@code cleanup} empties and removes once it has run, at JVM exit. */
    public static Path create(String prefix, Runnable cleanup) {
        try {
            Path dir = Files.createTempDirectory(prefix);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                cleanup.run();
                delete(dir);
            }));
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort: the JVM is ending, and a leftover directory harms nothing but disk space
        }
    }
}
