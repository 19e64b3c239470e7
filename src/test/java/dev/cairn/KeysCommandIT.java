package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.TestEngines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar target/cairn.jar keys create ...}, run exactly as an operator runs it. */
class KeysCommandIT {
    private static final Path JAR = Path.of("target", "cairn.jar");

    record Run(int exitCode, String stdout, String stderr) {
    }

    private static Run cairn(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().keySet().removeIf(name -> name.startsWith("CAIRN_"));
        builder.environment().putAll(env);
        Process process = builder.start();
        process.getOutputStream().close();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), stdout, stderr);
    }

    @Test
    void createPrintsOnlyAKeyThatTheServiceThenAccepts() throws Exception {
        String dataDir = CairnApp.tempDir();
        Run run = cairn(Map.of("CAIRN_DATA_DIR", dataDir), "keys", "create", "--plan", "subscription", "config.yml");
        assertThat(run.exitCode()).as(run.stderr()).isZero();
        String key = run.stdout().trim();
        assertThat(key).matches("cairn_live_[0-9A-Za-z]{32}");

        CairnApp app = CairnApp.ownEngines(new MutableClock(), dataDir).start();
        try {
            assertThat(app.post("/v1/actions/check", key, "{\"key\":\"k\"}").status()).isEqualTo(200);

            Run whileRunning = cairn(Map.of("CAIRN_DATA_DIR", dataDir), "keys", "create", "config.yml");
            assertThat(whileRunning.exitCode()).isNotZero();
            assertThat(whileRunning.stdout()).doesNotContain("cairn_live_");
            assertThat(whileRunning.stderr()).contains("admin task");
        } finally {
            app.stop();
        }
    }

    @Test
    void createWorksAgainstAnExternalDatabase() throws Exception {
        Run run = cairn(Map.of("CAIRN_DATABASE_URL", TestEngines.databaseUrl(), "CAIRN_DATA_DIR", CairnApp.tempDir()),
                "keys", "create", "config.yml");
        assertThat(run.exitCode()).as(run.stderr()).isZero();
        String key = run.stdout().trim();
        CairnApp app = CairnApp.onSharedEngines(new MutableClock()).start();
        try {
            assertThat(app.post("/v1/actions/check", key, "{\"key\":\"k\"}").status()).isEqualTo(200);
        } finally {
            app.stop();
        }
    }

    @Test
    void anUnknownPlanIsRefusedWithoutCreatingAnything() throws Exception {
        Run run = cairn(Map.of("CAIRN_DATA_DIR", CairnApp.tempDir()), "keys", "create", "--plan", "gold", "config.yml");
        assertThat(run.exitCode()).isNotZero();
        assertThat(run.stdout()).doesNotContain("cairn_live_");
        assertThat(run.stderr()).contains("unknown plan");
    }
}
