package dev.cairn;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cairn.testing.CairnApp;
import dev.cairn.testing.MutableClock;
import dev.cairn.testing.TestEngines;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar target/cairn.jar keys create|list|revoke|rotate|verify-contributor ...}, run exactly as an operator runs it. */
class KeysCommandIT {
    private static final Path JAR = Path.of("target", "cairn.jar");

    record Run(int exitCode, String stdout, String stderr) {
        @Override
        public String toString() {
            return "exit " + exitCode + "\nstdout:\n" + stdout + "\nstderr:\n" + stderr;
        }
    }

    private static Run cairn(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().keySet().removeIf(name -> name.startsWith("CAIRN_"));
        builder.environment().putAll(env);
        // Files rather than pipes: what the command wrote is all there once it has ended, with no reader to race.
        Path out = Files.createTempFile("cairn-keys", ".out");
        Path err = Files.createTempFile("cairn-keys", ".err");
        try {
            Process process = builder.redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.delete(out);
            Files.delete(err);
        }
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

    private static String keyId(String key) throws Exception {
        byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.US_ASCII));
        return "key_" + java.util.HexFormat.of().formatHex(hash, 0, 6);
    }

    private static Map<String, JsonNode> list(Map<String, String> env) throws Exception {
        Run run = cairn(env, "keys", "list", "config.yml");
        assertThat(run.exitCode()).as(run.stderr()).isZero();
        assertThat(run.stdout()).doesNotContain("cairn_live_");
        Map<String, JsonNode> byId = new java.util.LinkedHashMap<>();
        for (String line : run.stdout().strip().split("\n")) {
            assertThat(line).as("stdout:\n%s\nstderr:\n%s", run.stdout(), run.stderr()).startsWith("{\"key_id\":");
            JsonNode key = JSON.readTree(line);
            byId.put(key.get("key_id").asText(), key);
        }
        return byId;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theWholeLifecycleWhileStopped() throws Exception {
        Map<String, String> env = Map.of("CAIRN_DATA_DIR", CairnApp.tempDir());
        Map<String, String> created = new java.util.LinkedHashMap<>();
        for (String plan : List.of("subscription", "founding", "contributor")) {
            Run run = cairn(env, "keys", "create", "--plan", plan, "config.yml");
            assertThat(run.exitCode()).as(run.stderr()).isZero();
            assertThat(run.stdout()).as(run.toString()).matches("cairn_live_[0-9A-Za-z]{32}\n");
            created.put(plan, run.stdout().trim());
        }
        Run marked = cairn(env, "keys", "create", "--plan", "founding", "--contributor", "config.yml");
        assertThat(marked.exitCode()).as(marked.stderr()).isZero();

        Map<String, JsonNode> listed = list(env);
        assertThat(listed).hasSize(4);
        for (Map.Entry<String, String> plan : created.entrySet()) {
            JsonNode key = listed.get(keyId(plan.getValue()));
            assertThat(key.get("plan").asText()).isEqualTo(plan.getKey());
            assertThat(key.get("state").asText()).isEqualTo("active");
            assertThat(key.get("calls_this_month").asLong()).isZero();
            assertThat(key.get("last_used_at").isNull()).isTrue();
            assertThat(key.get("contributor").asBoolean()).isEqualTo(plan.getKey().equals("contributor"));
        }
        assertThat(listed.get(keyId(marked.stdout().trim())).get("contributor").asBoolean()).isTrue();

        String founding = keyId(created.get("founding"));
        Run verified = cairn(env, "keys", "verify-contributor", "--key-id", founding, "config.yml");
        assertThat(verified.exitCode()).as(verified.stderr()).isZero();
        assertThat(verified.stdout()).as(verified.toString()).endsWith(" is a verified contributor\n");

        Run rotated = cairn(env, "keys", "rotate", "--key-id", founding, "config.yml");
        assertThat(rotated.exitCode()).as(rotated.stderr()).isZero();
        String fresh = rotated.stdout().trim();
        assertThat(rotated.stdout()).as(rotated.toString()).matches("cairn_live_[0-9A-Za-z]{32}\n");

        String subscription = keyId(created.get("subscription"));
        Run revoked = cairn(env, "keys", "revoke", "--key-id", subscription, "config.yml");
        assertThat(revoked.exitCode()).as(revoked.stderr()).isZero();
        assertThat(revoked.stdout()).as(revoked.toString()).isEqualTo("revoked " + subscription + "\n");

        listed = list(env);
        assertThat(listed).hasSize(5);
        assertThat(listed.get(founding).get("state").asText()).isEqualTo("revoked");
        assertThat(listed.get(subscription).get("state").asText()).isEqualTo("revoked");
        JsonNode successor = listed.get(keyId(fresh));
        assertThat(successor.get("account_id")).isEqualTo(listed.get(founding).get("account_id"));
        assertThat(successor.get("contributor").asBoolean()).isTrue();

        for (String[] failing : List.of(
                new String[] {"rotate", founding, founding + " was revoked at "},
                new String[] {"revoke", subscription, subscription + " was revoked at "},
                new String[] {"rotate", "key_000000000000", "no key has the id key_000000000000"},
                new String[] {"verify-contributor", "key_000000000000", "no key has the id key_000000000000"})) {
            Run run = cairn(env, "keys", failing[0], "--key-id", failing[1], "config.yml");
            assertThat(run.exitCode()).isNotZero();
            assertThat(run.stdout()).isEmpty();
            assertThat(run.stderr().lines().filter(line -> line.startsWith(failing[2]))).hasSize(1);
            assertThat(run.stderr()).doesNotContain("\tat ").doesNotContain("Exception");
        }

        CairnApp app = CairnApp.ownEngines(new MutableClock(), env.get("CAIRN_DATA_DIR")).start();
        try {
            assertThat(app.post("/v1/actions/check", fresh, "{\"key\":\"k\"}").status()).isEqualTo(200);
            assertThat(app.post("/v1/actions/check", created.get("founding"), "{\"key\":\"k\"}").status())
                    .isEqualTo(401);
            assertThat(app.post("/v1/actions/check", created.get("subscription"), "{\"key\":\"k\"}").status())
                    .isEqualTo(401);
        } finally {
            app.stop();
        }
    }
}
