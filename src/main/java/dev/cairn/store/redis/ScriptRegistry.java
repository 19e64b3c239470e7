package dev.cairn.store.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import redis.clients.jedis.UnifiedJedis;
import redis.clients.jedis.exceptions.JedisNoScriptException;

/**
 * Runs the Lua scripts of {@code lua/<family>/<name>.lua} with EVALSHA, each with {@code lua/lib/prelude.lua}
 * (helpers every script may use) put before it. A script is read from the classpath once; when Redis has
 * lost it (restart, failover, SCRIPT FLUSH) the NOSCRIPT reply makes the registry load it again and retry once.
 */
public final class ScriptRegistry {
    private static final String PRELUDE = "lib/prelude";

    private final UnifiedJedis redis;
    private final Map<String, Script> scripts = new ConcurrentHashMap<>();

    public ScriptRegistry(UnifiedJedis redis) {
        this.redis = redis;
    }

    private record Script(String source, String sha) {
    }

    /** Runs {@code lua/<path>.lua}; all keys must share one hash tag. */
    public Object run(String path, List<String> keys, List<String> args) {
        Script script = scripts.computeIfAbsent(path, p -> load(p, keys.get(0)));
        try {
            return redis.evalsha(script.sha(), keys, args);
        } catch (JedisNoScriptException e) {
            redis.scriptLoad(script.source(), keys.get(0));
            return redis.evalsha(script.sha(), keys, args);
        }
    }

    private Script load(String path, String sampleKey) {
        String source = read(PRELUDE) + "\n" + read(path);
        return new Script(source, redis.scriptLoad(source, sampleKey));
    }

    private static String read(String path) {
        String resource = "/lua/" + path + ".lua";
        try (InputStream in = ScriptRegistry.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalArgumentException("no Lua script on the classpath at " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
