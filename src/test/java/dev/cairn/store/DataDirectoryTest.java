package dev.cairn.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataDirectoryTest {
    @TempDir
    Path root;

    @Test
    void anEngineDirectoryLocksTheRootToThisProcessUntilClosed() throws Exception {
        try (DataDirectory first = DataDirectory.at(root)) {
            assertThat(first.engineDirectory("redis")).isDirectory().isEqualTo(root.resolve("redis"));
            assertThat(Files.readString(root.resolve("cairn.lock"))).isEqualTo("pid " + ProcessHandle.current().pid() + "\n");

            DataDirectory second = DataDirectory.at(root);
            assertThatThrownBy(() -> second.engineDirectory("postgres"))
                    .hasMessageStartingWith("data directory " + root + " is in use by another Cairn process (pid "
                            + ProcessHandle.current().pid() + ")");
            assertThat(root.resolve("postgres")).doesNotExist();
        }
        try (DataDirectory afterClose = DataDirectory.at(root)) {
            assertThat(afterClose.engineDirectory("postgres")).isDirectory();
        }
    }

    @Test
    void nothingIsLockedUntilAnEngineAsks() throws Exception {
        try (DataDirectory unused = DataDirectory.at(root.resolve("data"))) {
            assertThat(root.resolve("data")).doesNotExist();
        }
    }
}
