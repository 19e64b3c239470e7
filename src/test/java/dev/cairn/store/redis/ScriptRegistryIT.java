package dev.cairn.store.redis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cairn.testing.TestEngines;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import redis.clients.jedis.RedisClient;
import redis.clients.jedis.exceptions.JedisDataException;

/** Every script is read, compiled by a real Redis, and called only with the named arguments it declares. */
class ScriptRegistryIT {
    private static final List<String> KEYS = List.of("cairn:script-registry-it:{record}");
    private static RedisClient redis;
    private static ScriptRegistry scripts;

    @BeforeAll
    static void connect() {
        redis = RedisClient.create(URI.create(TestEngines.redisUrl()));
        scripts = new ScriptRegistry(redis);
    }

    @AfterAll
    static void close() {
        redis.close();
    }

    @Test
    void readsEveryScriptOfTheLuaFolderButThePrelude() throws IOException {
        Path root = Path.of("lua");
        try (Stream<Path> files = Files.walk(root)) {
            List<String> expected = files.filter(file -> file.toString().endsWith(".lua"))
                    .map(file -> root.relativize(file).toString().replace('\\', '/').replaceFirst("\\.lua$", ""))
                    .filter(path -> !path.equals("lib/prelude"))
                    .sorted().toList();
            assertThat(scripts.paths()).isEqualTo(expected).contains("link/open", "quorum/create");
        }
    }

    /**
     * DESIGN §Redis: a script touches only the keys it is given in KEYS (Redis Cluster routes a script by them, and
     * a key a script made up is one it never declared). A key name built in Lua shows as a concatenation onto one.
     */
    @Test
    void noScriptBuildsAKeyNameOfItsOwn() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("lua"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".lua")).toList()) {
                assertThat(Files.readString(file)).as(file.toString())
                        .doesNotContainPattern("KEYS\\[\\d+\\]\\s*\\.\\.")
                        .doesNotContainPattern("\\.\\.\\s*KEYS\\[");
            }
        }
    }

    @Test
    void redisCompilesEveryScript() {
        redis.scriptFlush();
        scripts.loadAll(KEYS.get(0));
        assertThat(scripts.paths()).allSatisfy(path -> assertThat(redis.scriptExists(sha(path), KEYS.get(0)))
                .as(path).isTrue());
    }

    @Test
    void aScriptRunsWithTheArgumentsItNames() {
        Object reply = scripts.run("link/open", KEYS, ScriptArgs.of("token_hash", "ab".repeat(32)));
        assertThat(reply).isEqualTo(List.of("not_found", ""));
    }

    @Test
    void aMissingArgumentFailsTheCall() {
        assertThatThrownBy(() -> scripts.run("quorum/owner", KEYS, ScriptArgs.of("now", 1).and("account", "a")
                .and("operation", "check")))
                .isInstanceOf(JedisDataException.class).hasMessageContaining("script argument missing: action_fingerprint");
    }

    @Test
    void anArgumentTheScriptDoesNotNameFailsTheCall() {
        assertThatThrownBy(() -> scripts.run("link/open", KEYS, ScriptArgs.of("token_hash", "ab").and("account", "a")))
                .isInstanceOf(JedisDataException.class).hasMessageContaining("script argument not taken: account");
    }

    @Test
    void anArgumentCannotBeGivenTwice() {
        assertThatThrownBy(() -> ScriptArgs.of("now", 1).and("now", 2)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aScriptRedisHasLostIsLoadedAgain() {
        redis.scriptFlush();
        Object reply = scripts.run("link/open", KEYS, ScriptArgs.of("token_hash", "ab".repeat(32)));
        assertThat(reply).isEqualTo(List.of("not_found", ""));
    }

    private static String sha(String path) {
        return scripts.sha(path);
    }
}
