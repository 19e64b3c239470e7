package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.EngineProcesses;
import dev.cairn.testing.MutableClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An API key the admin task has shown survives a crash of the embedded PostgreSQL, with the settings
 * the service ships (no test-only speed-ups: this app starts its own engines as {@code config.yml} says).
 */
class DurableKeysIT {
    private static final int KEYS = 40;

    @Test
    void everyAcknowledgedKeySurvivesASigkillOfTheEmbeddedPostgres() throws Exception {
        MutableClock clock = new MutableClock();
        String dataDir = CairnApp.tempDir();

        CairnApp before = CairnApp.ownEngines(clock, dataDir).start();
        List<String> acknowledged = new ArrayList<>();
        try {
            assertThat(durabilitySettings(Path.of(dataDir, "postgres")))
                    .containsExactly("on", "on", "on"); // fsync survives a crash of the machine, the rest is tested below
            for (int i = 0; i < KEYS; i++) {
                acknowledged.add(before.createApiKey());
            }
            EngineProcesses.crash(EngineProcesses.postmaster(Path.of(dataDir, "postgres")));
        } finally {
            before.stop();
        }

        CairnApp after = CairnApp.ownEngines(clock, dataDir).start();
        try {
            List<String> surviving = acknowledged.stream()
                    .filter(key -> after.post("/v1/actions/check", key, "{\"key\":\"k\"}").status() == 200)
                    .toList();
            assertThat(surviving).as("acknowledged keys that still authenticate after the crash")
                    .hasSize(KEYS);
        } finally {
            after.stop();
        }
    }

    /** fsync, synchronous_commit and full_page_writes as the running server reports them. */
    private static List<String> durabilitySettings(Path postgresDir) throws IOException, SQLException {
        String port = Files.readAllLines(postgresDir.resolve("postmaster.pid")).get(3).trim(); // its 4th line
        try (Connection connection = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/postgres",
                "postgres", "")) {
            List<String> values = new ArrayList<>();
            for (String setting : List.of("fsync", "synchronous_commit", "full_page_writes")) {
                try (ResultSet row = connection.createStatement().executeQuery("SHOW " + setting)) {
                    row.next();
                    values.add(row.getString(1));
                }
            }
            return values;
        }
    }
}
