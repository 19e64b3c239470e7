package dev.cairn.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The embedded engines' processes as the operating system sees them (Linux {@code /proc}): a Redis or
 * PostgreSQL server works in its data directory, so its current directory names the directory it serves.
 */
public final class EngineProcesses {
    private EngineProcesses() {
    }

    /** The servers working in {@code engineDir}, without their forked helpers (PostgreSQL's backends, an AOF rewrite). */
    public static List<ProcessHandle> serving(Path engineDir) {
        return ProcessHandle.allProcesses()
                .filter(process -> worksIn(process, engineDir))
                .filter(process -> process.parent().map(parent -> !worksIn(parent, engineDir)).orElse(true))
                .toList();
    }

    /** The embedded PostgreSQL's postmaster, from the pid file it keeps in its data directory. */
    public static ProcessHandle postmaster(Path postgresDir) {
        try {
            long pid = Long.parseLong(Files.readAllLines(postgresDir.resolve("postmaster.pid")).get(0).trim());
            return ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException("postmaster " + pid + " is gone"));
        } catch (IOException e) {
            throw new IllegalStateException("no postmaster.pid in " + postgresDir, e);
        }
    }

    /** SIGKILL to a server and all its children at once, as a crash would end them; returns when all are gone. */
    public static void crash(ProcessHandle server) {
        List<ProcessHandle> all = Stream.concat(server.descendants(), Stream.of(server)).toList();
        all.forEach(ProcessHandle::destroyForcibly);
        CompletableFuture.allOf(all.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new))
                .orTimeout(30, TimeUnit.SECONDS)
                .join();
    }

    private static boolean worksIn(ProcessHandle process, Path dir) {
        try {
            return Files.readSymbolicLink(Path.of("/proc", Long.toString(process.pid()), "cwd")).equals(dir.toRealPath());
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return false; // gone meanwhile, or not ours to inspect
        }
    }
}
